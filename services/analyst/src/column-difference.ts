/**
 * Issue 13, pass 19 (W7): "total Credit - total Debit" on a bank export answered the Debit total
 * (the minus sign was dropped). When both sides name a money column of one long table word for
 * word ("Credit", "credits", "total Paid in"), the answer is the first column added minus the
 * second added, over the data rows (never a Total row); a running Balance is never added.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decSub, decSum } from './decimal';
import { formatValue } from './format';
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { viewsOf } from './view';

const ASK =
  /^(?:what (?:is|was|are|were) |what's )?(?:the )?(?:total |sum of )?(?:the )?(.+?) (?:-|minus|less|take away) (?:the )?(?:total |sum of )?(?:the )?(.+?)$/;

const key = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/s$/, '');

export function columnDifferenceAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const [a, b] = [key(m[1]!), key(m[2]!)];
  if (!a || !b || a === b) return undefined;
  const found = viewsOf(wb).flatMap((view) => {
    const { table } = view;
    if (table.layout !== 'long') return [];
    const col = (k: string): number[] =>
      view.valueCols.filter((ci) => {
        const label = table.columns[ci]!.label;
        return key(label) === k && !/balance/i.test(label);
      });
    const [x, y] = [col(a), col(b)];
    return x.length === 1 && y.length === 1 ? [{ view, x: x[0]!, y: y[0]! }] : [];
  });
  if (found.length !== 1) return undefined;
  const { view, x, y } = found[0]!;
  const { table } = view;
  const rows = view.dataRows.map((ri) => table.rows[ri]!);
  const part = (ci: number) => {
    const cells = rows.filter((r) => cellNumber(r.cells[ci]) !== undefined);
    return { ci, cells, sum: decSum(cells.map((r) => cellNumber(r.cells[ci])!)) };
  };
  const [px, py] = [part(x), part(y)];
  if (!px.cells.length || !py.cells.length) return undefined;
  const style = cellStyle(table, px.cells[0]!.cells[x]);
  const label = (p: typeof px): string => `Total ${table.columns[p.ci]!.label}`;
  const cells = (p: typeof px) => p.cells.map((r) => ({ r: r.r, c: table.columns[p.ci]!.c }));
  const diff = figureOf(table, `${label(px)} − ${label(py)}`, decSub(px.sum, py.sum), style, [
    ...cells(px),
    ...cells(py),
  ]);
  const fx = figureOf(table, label(px), px.sum, style, cells(px));
  const fy = figureOf(table, label(py), py.sum, style, cells(py));
  return {
    text:
      `${label(px)} − ${label(py)}: ${diff.display} (${formatValue(px.sum, style)} − ${formatValue(py.sum, style)}).\n` +
      `Source: sheet '${table.sheet}' ${fx.source.range} (${px.cells.length} cells) and ${fy.source.range} (${py.cells.length} cells).`,
    figures: [diff, fx, fy],
    refused: false,
    kind: 'difference',
  };
}
