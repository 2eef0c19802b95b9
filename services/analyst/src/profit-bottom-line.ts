/**
 * After blind-36: "how far off budget was our profit in November" on a management report whose
 * lines run Total revenue … Gross profit … Total operating expenses … Net operating income read
 * "profit" as Gross profit, the one line with the word in it. An owner's profit, with no
 * "gross" in the question, is the bottom line: asked again with that line's own name, when the
 * statement has a Gross profit line and one bottom line below it and no line called profit.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const PROFIT = /(?<!\b(?:gross|operating|net|trading)\s)\bprofits?\b(?!\s+margin)/;
const BOTTOM =
  /^(?:net (?:operating )?(?:income|earnings|surplus)(?: \((?:loss|deficit)\))?|net income \(loss\)|operating (?:income|surplus))$/i;
const PROFIT_LINE = /^(?:net )?profit(?: \(loss\))?$|^net profit\b|^profit (?:before|after|for)\b/i;

export function profitBottomLineQuestion(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!PROFIT.test(q) || /\b(?:gross|margin|retained)\b/.test(q)) return undefined;
  const bottoms = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const labels = t.rows.map((r) => (r.label ?? '').trim());
      if (labels.some((l) => PROFIT_LINE.test(l))) return undefined;
      const gross = labels.findIndex((l) => /^gross profit$/i.test(l));
      if (gross < 0) continue;
      labels.slice(gross + 1).forEach((l) => {
        if (BOTTOM.test(l)) bottoms.add(l);
      });
    }
  if (bottoms.size !== 1) return undefined;
  return q.replace(PROFIT, [...bottoms][0]!.toLowerCase());
}
