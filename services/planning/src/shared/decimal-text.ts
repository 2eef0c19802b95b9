/**
 * Exact decimal text for amounts read from workbooks and summed: bigint at 6 decimals,
 * never a binary float. "1,200.50", "(300)", "$ 1,200", "-" (nil) are read; a spreadsheet
 * number is read at Excel's 15 significant digits (0.1 + 0.2 → "0.3").
 */
const SCALE = 6;
const FACTOR = 10n ** BigInt(SCALE);

/** A spreadsheet number as exact decimal text. */
export function numberText(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  const text = value.toPrecision(15);
  if (/e/i.test(text)) return String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A cell as a signed amount (decimal text), or null when it is not one. */
export function readAmount(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : null;
  const raw = value.trim();
  if (raw === '') return null;
  if (/^[-–—]$/.test(raw)) return '0';
  let text = raw
    .replace(/[\s,]/g, '')
    .replace(/^[A-Z]{3}(?=[\d(.-])/i, '')
    .replace(/[$£€₱¥]/g, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = true;
    text = bracketed[1] ?? '';
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(text)) return null;
  if (text.startsWith('.')) text = `0${text}`;
  text = text.replace(/^0+(?=\d)/, '');
  if (/^0+(\.0+)?$/.test(text)) return '0';
  return negative ? `-${text}` : text;
}

/** Decimal text → bigint millionths; throws on text that is not a decimal. */
export function toMicro(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const frac = (fraction + '0'.repeat(SCALE)).slice(0, SCALE);
  const rest = fraction.slice(SCALE);
  let micro = BigInt(whole ?? '0') * FACTOR + BigInt(frac);
  if (rest.length > 0 && Number(rest[0]) >= 5) micro += 1n; // half-up past 6 decimals
  return sign === '-' ? -micro : micro;
}

/** bigint millionths → decimal text with at least 2 decimals ("1200.50", "0.125"). */
export function fromMicro(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const whole = abs / FACTOR;
  let fraction = (abs % FACTOR).toString().padStart(SCALE, '0').replace(/0+$/, '');
  if (fraction.length < 2) fraction = fraction.padEnd(2, '0');
  return `${negative && abs !== 0n ? '-' : ''}${whole}.${fraction}`;
}

export function sumDecimals(values: readonly string[]): string {
  return fromMicro(values.reduce((total, value) => total + toMicro(value), 0n));
}

export function normalizeDecimal(value: string): string {
  return fromMicro(toMicro(value));
}

export function isNegative(value: string): boolean {
  return toMicro(value) < 0n;
}
