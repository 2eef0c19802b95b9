/**
 * Expected-figure arithmetic for the eval, written separately from the engine (integer cents
 * and bigint only) so that the eval checks the engine rather than repeating it.
 */

/** Rounds num/den half away from zero to an integer. */
export function divRound(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new Error('division by zero');
  const neg = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  return neg ? -q : q;
}

/** Integer hundredths (cents, basis points of a percent) as decimal text: 12345 -> "123.45". */
export function hundredths(v: bigint | number): string {
  const b = BigInt(v);
  const neg = b < 0n;
  const abs = neg ? -b : b;
  const int = abs / 100n;
  const frac = abs % 100n;
  let s = `${int}.${frac.toString().padStart(2, '0')}`;
  s = s.replace(/\.?0+$/, '');
  if (s === '') s = '0';
  return (neg && s !== '0' ? '-' : '') + s;
}

export const money = (cents: number | bigint): string => hundredths(cents);

export function sum(xs: Array<number | bigint>): bigint {
  return xs.reduce<bigint>((s, x) => s + BigInt(x), 0n);
}

/** part / whole * 100, two decimals */
export function pct(part: bigint | number, whole: bigint | number): string {
  return hundredths(divRound(BigInt(part) * 10000n, BigInt(whole)));
}

/** (b - a) / |a| * 100, two decimals */
export function growth(a: bigint | number, b: bigint | number): string {
  const A = BigInt(a);
  const B = BigInt(b);
  return hundredths(divRound((B - A) * 10000n, A < 0n ? -A : A));
}

/** mean of cents values, to the cent */
export function meanCents(total: bigint | number, n: number): string {
  return hundredths(divRound(BigInt(total), BigInt(n)));
}

/** a / b to two decimals (ratios) */
export function ratio2(a: bigint | number, b: bigint | number): string {
  return hundredths(divRound(BigInt(a) * 100n, BigInt(b)));
}

/** least-squares slope of cents values over x = 0..n-1, in cents rounded, as money text */
export function slopeMoney(values: number[]): string {
  const n = BigInt(values.length);
  let sx = 0n;
  let sxx = 0n;
  let sy = 0n;
  let sxy = 0n;
  values.forEach((v, i) => {
    const x = BigInt(i);
    sx += x;
    sxx += x * x;
    sy += BigInt(v);
    sxy += x * BigInt(v);
  });
  return hundredths(divRound(n * sxy - sx * sy, n * sxx - sx * sx));
}

/** Same number? Compares decimal texts exactly ("1234.50" equals "1234.5"). */
export function sameNumber(a: string, b: string): boolean {
  const norm = (s: string): string => {
    let t = s.trim();
    const neg = t.startsWith('-');
    if (neg) t = t.slice(1);
    let [int = '0', frac = ''] = t.split('.');
    int = int.replace(/^0+(?=\d)/, '');
    frac = frac.replace(/0+$/, '');
    const body = frac ? `${int}.${frac}` : int;
    return body === '0' ? '0' : (neg ? '-' : '') + body;
  };
  return norm(a) === norm(b);
}
