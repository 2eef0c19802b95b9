/**
 * After blind-44: "what is it worth at selling prices" on a stock valuation (Unit cost | Value
 * at cost | Selling price | Value at retail) added the selling prices of one metre of each line
 * (7,586 for 581,129). Stock is worth its value column at the basis named: selling, sale, shop
 * or retail prices are the retail value; cost or purchase prices the value at cost. Put in the
 * sheet's own words, when it has that value column; undefined otherwise.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const WORTH = /\b(worth|value|valued|valuation)\b/;
const BASES: Array<[RegExp, RegExp, string]> = [
  [
    /\bat (?:our |the )?(?:selling|sale|sales|shop|retail|list) prices?\b/,
    /^(value at retail|retail value|value \(retail\)|value at selling price|sales value)$/i,
    'at retail',
  ],
  [
    /\bat (?:our |the )?(?:cost|purchase|buying|bought) prices?\b|\bat what (?:we|it) cost\b/,
    /^(value at cost|cost value|value \(cost\)|stock value at cost)$/i,
    'at cost',
  ],
];

export function priceBasisWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!WORTH.test(q)) return undefined;
  const headers = wb.sheets.flatMap((s) => s.tables.flatMap((t) => t.columns.map((c) => c.label)));
  for (const [said, header, put] of BASES) {
    if (!said.test(q) || !headers.some((h) => header.test(h.trim()))) continue;
    return q.replace(said, put);
  }
  return undefined;
}
