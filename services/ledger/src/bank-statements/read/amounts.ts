/**
 * Bank amounts as written by banks, read exactly into minor units: "1,234.56", "1.234,56",
 * "1 234,56", "(12.00)", "12.00-", "-12", "€12.50", "12.50 CR" / "12.50 DR".
 */
export type DecimalMark = '.' | ',';

export type AmountRead = { ok: true; minor: bigint } | { ok: false; message: string };

const SIGN_WORDS = /\s*\b(CR|DR|CRDT|DBIT)\.?$/i;

/** Strips currency signs, codes and spaces; keeps digits, marks and signs. */
function bareAmount(text: string): string {
  return text
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^[A-Z]{3}(?=[-+(\d.,])/i, '')
    .replace(/(?<=[\d.,)-])[A-Z]{3}$/i, '')
    .replace(/[$€£₱¥₩₹]/g, '');
}

/** The decimal mark a column uses, judged from all of its values; null when none shows one. */
export function detectDecimalMark(values: readonly string[]): DecimalMark | null {
  let comma = 0;
  let dot = 0;
  for (const raw of values) {
    const text = bareAmount(raw).replace(/[()+-]/g, '');
    const lastComma = text.lastIndexOf(',');
    const lastDot = text.lastIndexOf('.');
    if (lastComma >= 0 && lastDot >= 0) {
      if (lastComma > lastDot) comma += 1;
      else dot += 1;
    } else if (/,\d{1,2}$/.test(text)) comma += 1;
    else if (/\.\d{1,2}$/.test(text)) dot += 1;
    // "1,234" or "1.234" alone could be either: it decides nothing.
  }
  if (comma === 0 && dot === 0) return null;
  return comma > dot ? ',' : '.';
}

/**
 * Reads one amount; `digits` is the currency's minor digits. Empty text is not an amount
 * (callers decide whether an empty cell means 0, as in a debit/credit pair).
 */
export function readBankAmount(raw: string, mark: DecimalMark, digits: number): AmountRead {
  const notAmount = (): AmountRead => ({ ok: false, message: `"${raw.trim()}" is not an amount.` });
  let text = raw.trim();
  if (text === '') return { ok: false, message: 'The amount is empty.' };
  let negative = false;
  const word = SIGN_WORDS.exec(text);
  if (word) {
    negative = /^D/i.test(word[1]!);
    text = text.slice(0, word.index);
  }
  text = bareAmount(text);
  if (/^\(.*\)$/.test(text)) {
    negative = !negative;
    text = text.slice(1, -1);
  }
  if (/^[-+]/.test(text)) {
    if (text.startsWith('-')) negative = !negative;
    text = text.slice(1);
  } else if (/[-+]$/.test(text)) {
    if (text.endsWith('-')) negative = !negative;
    text = text.slice(0, -1);
  }
  const group = mark === '.' ? ',' : '.';
  const markAt = text.lastIndexOf(mark);
  let whole = markAt >= 0 ? text.slice(0, markAt) : text;
  let fraction = markAt >= 0 ? text.slice(markAt + 1) : '';
  if (whole.includes(group)) {
    // Thousands groups are groups of three digits, else this is not a number.
    const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
    if (!grouped.test(whole)) return notAmount();
    whole = whole.split(group).join('');
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) {
    return notAmount();
  }
  if (fraction.length > digits) {
    if (/[^0]/.test(fraction.slice(digits))) {
      return { ok: false, message: `"${raw.trim()}" has more decimals than the currency.` };
    }
    fraction = fraction.slice(0, digits);
  }
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > 15) return { ok: false, message: `"${raw.trim()}" is too large.` };
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return { ok: true, minor: negative ? -minor : minor };
}
