/**
 * Issue 13, pass 36 (M15): a table whose tax column goes by a local name ("MVA" in Norway,
 * "moms", "ALV", "BTW", "MwSt", "TVA", "IVA", "KDV", "GST", "HST", "PST"): "total vat on
 * expenses" names that column. When the question's tax name (one of `tax-names.ts`)
 * names no column itself and exactly one money column of the book is headed by a tax name
 * (never a rate: "VAT %", "MVA rate"), the word is put as that column's header; the caller
 * keeps the answer only when it reads that column.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { TAX_NAMES, TAX_WORD } from './tax-names';
import { viewsOf } from './view';

const NAME = new RegExp(
  `^(?:${TAX_NAMES.join('|')})(?: (?:amount|paid|charged|total))?(?: \\([^)]*\\))?$`,
  'i',
);

export function taxColumnWording(
  wb: Workbook,
  question: string,
): { ask: string; column: string } | undefined {
  const q = plainQuestion(question);
  // a tax name only: a bare "tax" may be income tax ("profit before tax")
  const word = TAX_WORD.exec(q)?.[1];
  if (!word) return undefined;
  const labels = new Set<string>();
  let exact = false;
  for (const v of viewsOf(wb))
    for (const ci of v.valueCols) {
      const l = v.table.columns[ci]!.label.trim();
      if (new RegExp(`\\b${word}\\b`, 'i').test(l)) exact = true;
      if (NAME.test(l) && !/%|\brate\b/i.test(l)) labels.add(l);
    }
  if (exact || labels.size !== 1) return undefined;
  const column = [...labels][0]!;
  return { ask: q.replace(new RegExp(`\\b${word}\\b`), column.toLowerCase()), column };
}
