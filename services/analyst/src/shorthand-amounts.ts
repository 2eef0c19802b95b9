/**
 * Owners write amounts short: "over $10k", "above €100k", "more than 2.5m dollars". Every reader
 * compares with the written-out figure, so the question is read with them in full ("$10,000").
 * Only beside a currency sign or a comparison word: "10k run" names a thing.
 */
const SCALE: Record<string, bigint> = { k: 1_000n, m: 1_000_000n, bn: 1_000_000_000n };

function fullAmount(digits: string, suffix: string): string {
  const [whole, frac = ''] = digits.replace(/,/g, '').split('.');
  const scale = SCALE[suffix.toLowerCase()]!;
  const places = scale.toString().length - 1;
  if (frac.length > places) return `${digits}${suffix}`;
  const n = BigInt(`${whole}${frac.padEnd(places, '0')}`) * (scale / 10n ** BigInt(places));
  return n.toLocaleString('en-US');
}

// currencies by their ISO codes (after blind-44: "over AED 40,000")
const ISO =
  'CHF|PHP|JPY|SEK|NOK|DKK|PLN|CZK|THB|MYR|ZAR|INR|NZD|AUD|CAD|SGD|HKD|MXN|AED|SAR|QAR|KWD|BHD|OMR|' +
  'EUR|GBP|USD|HUF|ILS|KRW|BRL|ARS|CLP|COP|PEN|EGP|NGN|KES|GHS|TRY|RON|BGN|ISK|IDR|VND|TWD|CNY|RMB|PKR|LKR|BDT';

/** a comparison word, then an amount in any currency's marks: "more than ¥150,000", "over
 *  1,000 kr", "above MX$191,000", "under 300,000 zł" */
const COMPARED_AMOUNT = new RegExp(
  String.raw`\b(over|above|under|below|than|exceeding|exceeds|least|most)\s+` +
    String.raw`(?:(?:[A-Z]{1,3}\$|[¥₱₩฿₦₺₫]|kr\.?|zł|Kč|RM|Rs\.?|R(?=\s?\d)|${ISO})\s?)` +
    String.raw`(\d[\d,]*(?:\.\d+)?)|` +
    String.raw`\b(over|above|under|below|than|exceeding|exceeds|least|most)\s+(\d[\d,]*(?:\.\d+)?)\s?(?:kr\.?|zł|zl|Kč|kn|Ft|lei|${ISO})(?![a-z])`,
  'gi',
);

/**
 * After blind-43: an amount written with its own currency's marks is compared as one written
 * with "$" (the comparison never depends on the sign; "¥150,000" was read as a word).
 */
function plainCurrencyAmounts(question: string): string {
  return question.replace(
    COMPARED_AMOUNT,
    (_, w1?: string, d1?: string, w2?: string, d2?: string) => `${w1 ?? w2} $${d1 ?? d2}`,
  );
}

export function expandShorthandAmounts(question: string): string {
  return plainCurrencyAmounts(question)
    .replace(
      /([$€£¥₹])\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn)\b/gi,
      (_, sign: string, d: string, s: string) => `${sign}${fullAmount(d, s)}`,
    )
    .replace(
      /\b(over|above|under|below|than|exceeding|exceeds|exceeded|least|most|of)\s+(\d[\d,]*(?:\.\d+)?)k\b/gi,
      (_, word: string, d: string) => `${word} ${fullAmount(d, 'k')}`,
    );
}
