/**
 * Issue 13, pass 21 (S6): on a P&L export with one amount column, "what did paper cost us",
 * "how much did we spend on paper" read the spend words as the Expenses section and missed a
 * line kept under Cost of Goods Sold ("5000 Paper & stock"). A line named by its words, under
 * any cost section (cost of goods sold, cost of sales, expenses, overheads), is that line.
 * Only when the words name exactly one such line of exactly one table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const ASK =
  /^(?:what|how much) did (?:the |our )?(.+?) cost(?: us)?(?: in total| this year)?$|^(?:what|how much) did we (?:spend|pay) (?:on|for) (?:the |our )?(.+?)(?: in total| this year)?$/;
const COST_SECTION = /\b(costs?|cogs|expenses?|overheads?|purchases?)\b/i;

export function costLineAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const asked = canonical(m[1] ?? m[2]!);
  if (!asked.length) return undefined;
  const hits: Array<{ table: Table; row: Row; col: number }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const values = table.columns.flatMap((c, i) =>
        c.role === 'value' || c.role === 'total' ? [i] : [],
      );
      if (values.length !== 1) continue;
      for (const row of table.rows) {
        if (row.kind !== 'data' || !row.label || !row.section) continue;
        if (!COST_SECTION.test(row.section)) continue;
        const lw = canonical(row.label);
        if (asked.every((w) => lw.some((x) => x === w || x.startsWith(w) || w.startsWith(x))))
          hits.push({ table, row, col: values[0]! });
      }
    }
  if (hits.length !== 1) return undefined;
  const { table, row, col } = hits[0]!;
  const v = cellNumber(row.cells[col]);
  if (v === undefined) return undefined;
  const fig = figureOf(table, row.label!, v, cellStyle(table, row.cells[col]), [
    { r: row.r, c: table.columns[col]!.c },
  ]);
  return {
    text: `${row.label} (${row.section}): ${fig.display}.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'lookup',
  };
}
