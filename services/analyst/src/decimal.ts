/**
 * Exact decimal arithmetic on scaled bigints: value = m / 10^s.
 *
 * Workbook numbers are IEEE doubles. Excel keeps 15 significant digits, so each cell is
 * converted with `toPrecision(15)` (0.30000000000000004 becomes 0.3) and every sum,
 * difference and product after that is exact. Division rounds half away from zero to a
 * stated number of decimals.
 */
export interface Dec {
  readonly m: bigint;
  readonly s: number;
}

export const ZERO: Dec = { m: 0n, s: 0 };
export const ONE: Dec = { m: 1n, s: 0 };
export const HUNDRED: Dec = { m: 100n, s: 0 };

const POW10: bigint[] = [];
export function pow10(n: number): bigint {
  let p = POW10[n];
  if (p === undefined) {
    p = 10n ** BigInt(n);
    POW10[n] = p;
  }
  return p;
}

const DEC_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parses plain decimal text ("-12.5", "1e-3"). Returns undefined for anything else. */
export function decParse(text: string): Dec | undefined {
  const match = DEC_RE.exec(text.trim());
  if (!match) return undefined;
  const [, sign, int = '', frac = '', exp] = match;
  if (int === '' && frac === '') return undefined;
  let digits = int + frac;
  let scale = frac.length - (exp ? Number(exp) : 0);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const m = BigInt(digits === '' ? '0' : digits);
  return normalize({ m: sign === '-' ? -m : m, s: scale });
}

/** A double as Excel shows it at most: 15 significant digits, then exact. */
export function decFromNumber(n: number): Dec {
  if (!Number.isFinite(n)) throw new RangeError('not a finite number');
  if (Number.isInteger(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER) return { m: BigInt(n), s: 0 };
  const parsed = decParse(n.toPrecision(15));
  if (!parsed) throw new RangeError(`cannot convert ${n}`);
  return parsed;
}

export function decFromInt(n: number | bigint): Dec {
  return { m: BigInt(n), s: 0 };
}

/** Removes trailing zeros of the fraction. */
export function normalize(a: Dec): Dec {
  if (a.m === 0n) return ZERO;
  let { m, s } = a;
  while (s > 0 && m % 10n === 0n) {
    m /= 10n;
    s -= 1;
  }
  return m === a.m && s === a.s ? a : { m, s };
}

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  if (a.s === b.s) return [a.m, b.m, a.s];
  if (a.s > b.s) return [a.m, b.m * pow10(a.s - b.s), a.s];
  return [a.m * pow10(b.s - a.s), b.m, b.s];
}

export function decAdd(a: Dec, b: Dec): Dec {
  const [x, y, s] = align(a, b);
  return normalize({ m: x + y, s });
}

export function decSub(a: Dec, b: Dec): Dec {
  const [x, y, s] = align(a, b);
  return normalize({ m: x - y, s });
}

export function decMul(a: Dec, b: Dec): Dec {
  return normalize({ m: a.m * b.m, s: a.s + b.s });
}

export function decNeg(a: Dec): Dec {
  return a.m === 0n ? ZERO : { m: -a.m, s: a.s };
}

export function decAbs(a: Dec): Dec {
  return a.m < 0n ? { m: -a.m, s: a.s } : a;
}

export function decSign(a: Dec): -1 | 0 | 1 {
  return a.m === 0n ? 0 : a.m < 0n ? -1 : 1;
}

export function decIsZero(a: Dec): boolean {
  return a.m === 0n;
}

export function decCmp(a: Dec, b: Dec): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
}

export function decEq(a: Dec, b: Dec): boolean {
  return decCmp(a, b) === 0;
}

export function decSum(values: Iterable<Dec>): Dec {
  // Accumulate at a common scale to avoid re-normalising on every step.
  let m = 0n;
  let s = 0;
  for (const v of values) {
    if (v.s > s) {
      m *= pow10(v.s - s);
      s = v.s;
    }
    m += v.s === s ? v.m : v.m * pow10(s - v.s);
  }
  return normalize({ m, s });
}

/** Rounds half away from zero to `scale` decimals. */
export function decRound(a: Dec, scale: number): Dec {
  if (a.s <= scale) return a;
  const drop = pow10(a.s - scale);
  const q = a.m / drop;
  const r = a.m % drop;
  const twice = (r < 0n ? -r : r) * 2n;
  let m = q;
  if (twice >= drop) m += a.m < 0n ? -1n : 1n;
  return normalize({ m, s: scale });
}

/** a / b rounded half away from zero to `scale` decimals; undefined when b is zero. */
export function decDiv(a: Dec, b: Dec, scale: number): Dec | undefined {
  if (b.m === 0n) return undefined;
  // a.m/10^a.s / (b.m/10^b.s) = a.m * 10^(b.s) / (b.m * 10^(a.s))
  const extra = scale + 1;
  let num = a.m * pow10(b.s + extra);
  let den = b.m * pow10(a.s);
  if (den < 0n) {
    den = -den;
    num = -num;
  }
  const q = num / den; // truncated at scale+1 digits
  return decRound({ m: q, s: extra }, scale);
}

/** Plain decimal text without exponent or trailing zeros ("-1234.5"). */
export function decToString(a: Dec): string {
  const n = normalize(a);
  const neg = n.m < 0n;
  let digits = (neg ? -n.m : n.m).toString();
  if (n.s === 0) return (neg ? '-' : '') + digits;
  if (digits.length <= n.s) digits = '0'.repeat(n.s - digits.length + 1) + digits;
  const int = digits.slice(0, digits.length - n.s);
  const frac = digits.slice(digits.length - n.s);
  return (neg ? '-' : '') + int + '.' + frac;
}

/** Text with exactly `scale` decimals (rounded half away from zero). */
export function decToFixed(a: Dec, scale: number): string {
  const r = decRound(a, scale);
  const neg = r.m < 0n;
  let digits = (neg ? -r.m : r.m).toString();
  const s = r.s;
  // pad to `scale` decimals
  const pad = scale - s;
  if (pad > 0) digits += '0'.repeat(pad);
  if (scale === 0) return (neg ? '-' : '') + digits;
  if (digits.length <= scale) digits = '0'.repeat(scale - digits.length + 1) + digits;
  return (neg ? '-' : '') + digits.slice(0, digits.length - scale) + '.' + digits.slice(-scale);
}

export function decToNumber(a: Dec): number {
  return Number(decToString(a));
}

export function decMax(values: Dec[]): Dec | undefined {
  let best: Dec | undefined;
  for (const v of values) if (!best || decCmp(v, best) > 0) best = v;
  return best;
}

/** Number of decimals needed to write the value exactly. */
export function decScale(a: Dec): number {
  return normalize(a).s;
}
