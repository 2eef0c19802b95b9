/**
 * Issue 13, pass 22 (W4): "margin % on <client>" on a job-costing sheet answered the money margin
 * as a percent. One job's margin % is its own Margin % cell when the sheet keeps one, else its
 * Margin / its Contract (money in) × 100. The job is the one row whose client or job code holds
 * every word named (accents dropped); none or several: left to the other readers (which refuse a
 * money figure for a percent).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decDiv, decFromInt, decMul, decSign } from './decimal';
import { jobSheet } from './job-costing';
import type { Row, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const ASKED =
  /^(?:what(?:'s| is| was| were)? )?(?:the |our )?(?:gross |profit )?(?:margin ?(?:%|percent|percentage|pct)|(?:%|percent|percentage) margin) (?:on|for|of|from) (?:the )?(.+?)(?: job| project)?$/;

export function jobMarginPercentOfAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const sheet = jobSheet(wb);
  if (!sheet) return undefined;
  const { table } = sheet.view;
  const named = canonical(m[1]!);
  if (!named.length) return undefined;
  const keys = table.columns.flatMap((c, i) =>
    (sheet.customer && c.label === sheet.customer) || (sheet.job && c.label === sheet.job)
      ? [i]
      : [],
  );
  const rows = sheet.view.dataRows
    .map((ri) => table.rows[ri]!)
    .filter((r) =>
      keys.some((k) => {
        const have = new Set(canonical(cellText(r.cells[k]) ?? ''));
        return named.every((w) => have.has(w));
      }),
    );
  if (rows.length !== 1) return undefined;
  const row: Row = rows[0]!;
  const at = keys.map((k) => cellText(row.cells[k])).find(Boolean) ?? '';
  const pi = table.columns.findIndex((c) => c.label === sheet.profit);
  const mi = table.columns.findIndex((c) => c.label === sheet.moneyIn);
  const p = cellNumber(row.cells[pi]);
  const money = cellNumber(row.cells[mi]);
  if (p === undefined || money === undefined || decSign(money) <= 0) return undefined;
  const ratio = decDiv(decMul(p, decFromInt(100)), money, 2);
  if (!ratio) return undefined;
  const pc = table.columns[pi]!;
  const mc = table.columns[mi]!;
  const fig = figureOf(
    table,
    `${pc.label} % (${at})`,
    ratio,
    { kind: 'percent', decimals: 2 },
    [
      { r: row.r, c: pc.c },
      { r: row.r, c: mc.c },
    ],
    at,
  );
  const style = cellStyle(table, row.cells[mi]);
  const pf = figureOf(table, `${pc.label} (${at})`, p, style, [{ r: row.r, c: pc.c }], at);
  const mf = figureOf(table, `${mc.label} (${at})`, money, style, [{ r: row.r, c: mc.c }], at);
  return {
    text: `${fig.display}: the margin on ${at} = ${pc.label} ${pf.display} ÷ ${mc.label} ${mf.display} × 100.\nSource: sheet '${table.sheet}' ${pf.source.range}, ${mf.source.range}.`,
    figures: [fig, pf, mf],
    refused: false,
    kind: 'ratio',
  };
}
