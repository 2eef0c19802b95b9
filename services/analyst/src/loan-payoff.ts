/**
 * Issue 13, pass 19 (M7): "when is the loan paid off" on a loan schedule (numbered payments, a
 * Balance column, maybe a date) was refused. It is the first row whose balance reaches zero: its
 * date when the schedule has one, else its payment number. A schedule that never reaches zero
 * is left unanswered (the engine refuses).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { ZERO, decCmp, decFromInt } from './decimal';
import { PLAIN } from './format';
import type { Workbook } from './model';
import { findSchedule } from './schedule';
import { plainQuestion } from './text';

const ASK =
  /^when (?:is|will|does|would) (?:the |our |this )?loan (?:be )?(?:paid off|paid back|repaid|fully repaid|finished|cleared|done|end)$|^when (?:do|will|would) we (?:pay off|pay back|finish paying(?: off)?|clear|repay) (?:the |our |this )?loan$|^when does the loan end$/;

export function loanPayoffAnswer(wb: Workbook, question: string): Answer | undefined {
  if (!ASK.test(plainQuestion(question))) return undefined;
  const s = findSchedule(wb);
  if (!s) return undefined;
  const { table } = s;
  const bi = table.columns.indexOf(s.balance);
  const ri = s.rows.findIndex((r) => {
    const v = cellNumber(r.cells[bi]);
    return v !== undefined && decCmp(v, ZERO) <= 0;
  });
  if (ri < 0) return undefined;
  const row = s.rows[ri]!;
  const dateCell = s.date ? row.cells[table.columns.indexOf(s.date)] : undefined;
  const date =
    row.period?.start ??
    (typeof dateCell === 'string'
      ? dateCell.trim()
      : dateCell && typeof dateCell === 'object' && 'd' in dateCell
        ? dateCell.d
        : undefined);
  const at = date ?? `${s.num.label} ${ri + 1}`;
  const fig = date
    ? figureOf(
        table,
        `Balance at ${at}`,
        cellNumber(row.cells[bi])!,
        cellStyle(table, row.cells[bi]),
        [{ r: row.r, c: s.balance.c }],
        at,
      )
    : figureOf(
        table,
        `${s.num.label} that clears the loan`,
        decFromInt(ri + 1),
        PLAIN,
        [
          { r: row.r, c: s.num.c },
          { r: row.r, c: s.balance.c },
        ],
        at,
      );
  return {
    text: `The loan is paid off at ${at}: ${s.balance.label} reaches ${figureOf(table, '', cellNumber(row.cells[bi])!, cellStyle(table, row.cells[bi]), [{ r: row.r, c: s.balance.c }]).display} on that row (${ri + 1} of ${s.rows.length} payments).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'lookup',
  };
}
