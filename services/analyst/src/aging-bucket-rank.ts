/**
 * Issue 13, pass 19 (W4): "which <customer kind> has the most over 90 days" on an AR aging
 * report answered the wrong customer. With a bucket named by its first day ("over 90", "90+",
 * "more than 90 days", "older than 90"), the customers are ranked by THAT bucket's column: the
 * last bucket starting at day 90 or 91, whatever its header ("Over 90", "90+", "> 90 days",
 * "91+ days", "90 days and over"). A tie at the top is left to the engine (which asks).
 */
import type { Answer } from './answer-types';
import { bucketStart, isAging } from './aging';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp } from './decimal';
import type { Workbook } from './model';
import { plainQuestion } from './text';
import { viewsOf } from './view';

const ASK =
  /^(?:(?:which|what) (?:\w+ ){0,2}?(?:\w+)|who) (?:has|have|had|owes?|owed|is carrying|carries|is owing) (?:us )?(?:the )?(?:most|biggest|largest|highest|greatest)(?: (?:amount|balance|money|debt|owing|outstanding|overdue|due))? (?:(?:that is|that's|which is) )?(?:(?:over|past|older than|beyond|above|more than|in|at|in the) )?(\d+)(?:\+| days?(?: and over| or more| plus)?| plus)*(?: (?:old|overdue|past due|bucket|column))?$/;

export function agingBucketRankAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const views = viewsOf(wb).filter(isAging);
  if (views.length !== 1) return undefined;
  const view = views[0]!;
  const { table } = view;
  const n = Number(m[1]);
  const starts = view.valueCols
    .map((ci) => ({ ci, start: bucketStart(table.columns[ci]!.label) }))
    .filter((x): x is { ci: number; start: number } => x.start !== undefined);
  const at = starts.filter((x) => x.start === n || x.start === n + 1);
  // only the open-ended last bucket is "over 90" as a whole
  if (at.length !== 1 || starts.some((x) => x.start > at[0]!.start)) return undefined;
  const ci = at[0]!.ci;
  const nameCol = [...view.labelCols, ...view.catCols][0];
  const rows = view.dataRows
    .map((ri) => table.rows[ri]!)
    .map((r) => {
      const cell = nameCol === undefined ? undefined : r.cells[nameCol];
      return {
        r,
        name: typeof cell === 'string' ? cell.trim() : (r.label ?? '').trim(),
        v: cellNumber(r.cells[ci]),
      };
    })
    .filter((x) => x.name && x.v !== undefined);
  if (rows.length < 2) return undefined;
  rows.sort((a, b) => decCmp(b.v!, a.v!));
  if (decCmp(rows[0]!.v!, rows[1]!.v!) === 0) return undefined;
  const top = rows[0]!;
  const col = table.columns[ci]!;
  const fig = figureOf(
    table,
    `Highest ${col.label}`,
    top.v!,
    cellStyle(table, top.r.cells[ci]),
    [{ r: top.r.r, c: col.c }],
    top.name,
  );
  return {
    text: `${top.name} has the most in ${col.label}: ${fig.display} (the customers ranked by that bucket's column; next ${rows[1]!.name}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'max',
  };
}
