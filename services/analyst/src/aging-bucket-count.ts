/**
 * Issue 13, pass 18 (M4): "how many customers have anything over 90 days" on an AR aging report
 * counts the customers whose over-90 bucket holds more than zero (a blank is nothing owed); it
 * was refused ("anything"). The bucket is the one starting at 90 or 91 days ("Over 90", "91+",
 * "90+", "91-120"); only when exactly one bucket starts there and it is the last one, so "over
 * 90" is that whole bucket.
 */
import type { Answer } from './answer-types';
import { bucketStart, isAging } from './aging';
import { figureOf } from './cell-figures';
import { decFromInt } from './decimal';
import { PLAIN } from './format';
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { cellNumber, viewsOf } from './view';

const ASK =
  /^how many (customers|clients|accounts|debtors|companies) (?:have|has|owe|still owe|are carrying) (?:anything|something|any(?:thing)? (?:money|balance)|a balance|money|an amount|amounts) (?:over|past|older than|beyond|above|more than|at) (\d+)(?: days?)?(?: old| overdue| past due)?$/;

export function agingBucketCountAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const views = viewsOf(wb).filter(isAging);
  if (views.length !== 1) return undefined;
  const view = views[0]!;
  const { table } = view;
  const n = Number(m[2]);
  const starts = view.valueCols
    .map((ci) => ({ ci, start: bucketStart(table.columns[ci]!.label) }))
    .filter((x): x is { ci: number; start: number } => x.start !== undefined);
  const at = starts.filter((x) => x.start === n || x.start === n + 1);
  if (at.length !== 1 || starts.some((x) => x.start > at[0]!.start)) return undefined;
  const col = table.columns[at[0]!.ci]!;
  const rows = view.dataRows.map((ri) => table.rows[ri]!);
  const owing = rows.filter((r) => (cellNumber(r.cells[at[0]!.ci]) ?? 0) > 0);
  const nameCol = [...view.labelCols, ...view.catCols][0];
  const name = (r: (typeof rows)[number]): string => {
    const cell = nameCol === undefined ? undefined : r.cells[nameCol];
    return typeof cell === 'string' ? cell.trim() : (r.label ?? '');
  };
  const fig = figureOf(
    table,
    `${m[1]} with a balance in ${col.label}`,
    decFromInt(owing.length),
    PLAIN,
    (owing.length ? owing : rows).map((r) => ({ r: r.r, c: col.c })),
  );
  return {
    text:
      `${owing.length} ${m[1]} have something in ${col.label} (above zero; a blank is nothing, out of ${rows.length}` +
      `${owing.length ? `: ${owing.map(name).filter(Boolean).join(', ')}` : ''}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'count',
  };
}
