/**
 * After blind-40: "how many metres of dress material have we got" and "cotton sarees how many
 * pieces" on a stock list whose Unit column says "m" and "pcs" were refused over "metre" and
 * "piece". A unit written out in the question is put in the sheet's own short form, when a
 * Unit column of the workbook holds that short form.
 */
import { cellText } from './cell-figures';
import type { Workbook } from './model';

const SHORT: Array<[RegExp, string[]]> = [
  [/\bpieces\b/gi, ['pcs', 'pc', 'pce', 'pces']],
  [/\b(?:metres|meters)\b/gi, ['m', 'mtr', 'mtrs']],
  [/\b(?:kilos|kilograms)\b/gi, ['kg', 'kgs']],
  [/\b(?:litres|liters)\b/gi, ['l', 'ltr', 'ltrs', 'lt']],
  [/\bdozens?\b/gi, ['doz', 'dz']],
];

const cache = new WeakMap<Workbook, Set<string>>();

const UNIT_COLUMN = /^(unit|units|uom|unit of measure|measure|per)$/i;

/** The values of the workbook's Unit columns (a size "M" is no metre), lower case. */
function shortCells(wb: Workbook): Set<string> {
  let found = cache.get(wb);
  if (found) return found;
  found = new Set();
  for (const s of wb.sheets)
    for (const t of s.tables)
      t.columns.forEach((col, i) => {
        if (!UNIT_COLUMN.test(col.label.trim())) return;
        for (const r of t.rows) {
          const v = cellText(r.cells[i])?.toLowerCase();
          if (v) found!.add(v);
        }
      });
  cache.set(wb, found);
  return found;
}

export function unitAbbreviations(wb: Workbook, question: string): string {
  let out = question;
  for (const [long, shorts] of SHORT) {
    if (!long.test(out)) continue;
    long.lastIndex = 0;
    const held = shorts.find((x) => shortCells(wb).has(x));
    if (held) out = out.replace(long, held);
    long.lastIndex = 0;
  }
  return out;
}
