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

export function expandShorthandAmounts(question: string): string {
  return question
    .replace(
      /([$€£¥₹])\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn)\b/gi,
      (_, sign: string, d: string, s: string) => `${sign}${fullAmount(d, s)}`,
    )
    .replace(
      /\b(over|above|under|below|than|exceeding|exceeds|exceeded|least|most|of)\s+(\d[\d,]*(?:\.\d+)?)k\b/gi,
      (_, word: string, d: string) => `${word} ${fullAmount(d, 'k')}`,
    );
}
