/**
 * Issue 13, pass 23 (W2, W7): "which tour makes the most money", "which category holds the most
 * stock value" name a column whose values repeat (Tour, Category): the answer is the group with
 * the largest SUM. An answer that is one single row's value ("Highest single Amount") is
 * refused for such a question.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Table, Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

const WHICH = /^(?:which|what) ([a-z]+)\b/;

/** the column's values repeat over the table's data rows */
function repeats(t: Table, col: number): boolean {
  const seen = new Set<string>();
  for (const r of t.rows) {
    const v = r.kind === 'data' ? cellText(r.cells[col])?.toLowerCase() : undefined;
    if (v === undefined) continue;
    if (seen.has(v)) return true;
    seen.add(v);
  }
  return false;
}

export function ungroupedRankReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || !/\bsingle\b/i.test(answer.figures[0]?.label ?? '')) return undefined;
  const m = WHICH.exec(plainQuestion(question));
  if (!m) return undefined;
  const word = canonicalWord(m[1]!);
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const col = t.columns.findIndex(
        (c, i) => c.type === 'text' && canonical(c.label).join(' ') === word && repeats(t, i),
      );
      if (col >= 0) {
        const name = t.columns[col]!.label;
        return `the question asks which ${name} and I found only one row's figure; a ${name}'s figure is the sum of its rows`;
      }
    }
  return undefined;
}
