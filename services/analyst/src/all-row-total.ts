/**
 * Issue 13, pass 31 (M5): job costing with an "ALL JOBS" totals row on top (a blank row under
 * it): "total margin across all jobs" is that row's Margin cell, never the jobs added again
 * with it, never a margin percent. Only when the question names one column and the row's own
 * word ("all jobs").
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import type { Workbook } from './model';
import { normalizeText, plainQuestion } from './text';

export function allRowTotalAnswer(wb: Workbook, question: string): Answer | undefined {
  const m =
    /^(?:what (?:is|was) (?:the |our )?)?total ([a-z][a-z ]*?) (?:across|for|over|on|of) all (?:the |our )?([a-z]+)$/.exec(
      plainQuestion(question),
    );
  if (!m) return undefined;
  const [, colWords, thing] = m as unknown as [string, string, string];
  const hits: Answer[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const rows = t.rows.filter(
      (r) => r.kind === 'total' && r.label && normalizeText(r.label) === `all ${thing}`,
    );
    const cols = t.columns.filter(
      (c) => c.role === 'value' && normalizeText(c.label) === colWords.trim(),
    );
    if (rows.length !== 1 || cols.length !== 1) continue;
    const row = rows[0]!;
    const ci = t.columns.indexOf(cols[0]!);
    const v = cellNumber(row.cells[ci]);
    if (!v) continue;
    const fig = figureOf(
      t,
      `${cols[0]!.label.trim()}, ${row.label!.trim()}`,
      v,
      cellStyle(t, row.cells[ci]),
      [{ r: row.r, c: cols[0]!.c }],
    );
    hits.push(
      sourcedAnswer(
        fig,
        `${cols[0]!.label.trim()} across all ${thing}: ${fig.display}, the sheet's ${row.label!.trim()} row (the jobs below it are not added again).`,
        'lookup',
      ),
    );
  }
  return hits.length === 1 ? hits[0] : undefined;
}
