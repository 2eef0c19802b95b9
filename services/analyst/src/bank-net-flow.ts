/**
 * Issue 13, pass 18 (M2): "net cash flow (for the period)" on a bank export (Date | Description
 * | Debit | Credit | Balance, maybe an opening-balance row) is the money in minus the money out
 * over all its rows (it was refused: "flow" is no column). Which column is money in is read from
 * the running balance (`bank.ts`). Only over the whole export: a month or a quarter named is
 * left to the engine, and "for the quarter" / "for the month" answers only when the export
 * is that one quarter or month.
 */
import type { Answer } from './answer-types';
import { bankFlows } from './bank';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decSub, decSum } from './decimal';
import type { Table, Workbook } from './model';
import { coarsen, periodKey } from './periods';
import { plainQuestion } from './text';

const ASK =
  /^(?:what (?:was|is|were) )?(?:our |the )?net (?:cash ?flow|cash movement|cash in ?flow|movement in cash|change in cash)(?: (?:for|over|in|during) (?:the |this )?(period|statement|whole period|export|account|quarter|month))?$/;

export function bankNetFlowAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table: Table) => {
      const f = bankFlows(table);
      return f ? [{ table, f }] : [];
    }),
  );
  if (found.length !== 1) return undefined;
  const { table, f } = found[0]!;
  const rows = table.rows.filter((r) => r.kind === 'data');
  // "for the quarter" / "for the month": only when the export is that one quarter or month
  const span = m[1] === 'quarter' || m[1] === 'month' ? m[1] : undefined;
  if (span) {
    const keys = new Set(
      rows.map((r) => {
        const p = r.period && coarsen(r.period, span);
        return p ? periodKey(p) : '?';
      }),
    );
    if (keys.size !== 1 || keys.has('?')) return undefined;
  }
  const column = (ci: number): Dec[] =>
    rows.map((r) => cellNumber(r.cells[ci])).filter((x): x is Dec => x !== undefined);
  const moneyIn = decSum(column(f.moneyIn));
  const moneyOut = decSum(column(f.moneyOut));
  const inCol = table.columns[f.moneyIn]!;
  const outCol = table.columns[f.moneyOut]!;
  const style = cellStyle(table, rows.find((r) => r.cells[f.moneyIn] != null)?.cells[f.moneyIn]);
  const cells = [inCol, outCol].flatMap((c) => rows.map((r) => ({ r: r.r, c: c.c })));
  const fig = figureOf(table, 'Net cash flow', decSub(moneyIn, moneyOut), style, cells);
  const part = (v: Dec): string => figureOf(table, '', v, style, [cells[0]!]).display;
  return {
    text:
      `Net cash flow: ${fig.display} (money in, ${inCol.label} ${part(moneyIn)}, minus money out, ` +
      `${outCol.label} ${part(moneyOut)}, over ${rows.length} rows).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'arithmetic',
  };
}
