/**
 * After blind-44: "how many pay runs were there" on a payroll register (one row per employee
 * per pay date) counted its 58 rows. A pay run is a pay date: the distinct dates of the
 * register's one pay-date column. Only on a book with one such register.
 */
import type { Answer } from './answer-types';
import { figureOf } from './cell-figures';
import { decFromInt } from './decimal';
import { COUNT } from './engine/types';
import { oneLongTable } from './dated-ledgers';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ASKED =
  /^how many (?:pay ?runs?|pay ?periods?|pay ?days?|pay dates?|payrolls?|payroll runs?)\b/;
const PAY_DATE =
  /^(pay ?(date|day|period|period end(ing)?|run)|date paid|paid on|period end(ing)?)$/i;
const PAYROLL = /\b(payroll|pay run|wages|salar(y|ies)|pay register)\b/i;

export function payRunsAnswer(wb: Workbook, question: string): Answer | undefined {
  if (!ASKED.test(plainQuestion(question))) return undefined;
  const found = oneLongTable(wb, (t, s): { t: Table; col: number; rows: Row[] } | undefined => {
    const dates = t.columns.flatMap((c, i) => (c.role === 'date' ? [i] : []));
    if (dates.length !== 1) return undefined;
    const named = PAY_DATE.test(t.columns[dates[0]!]!.label.trim());
    if (!named && !PAYROLL.test(`${s.name} ${t.title ?? ''}`)) return undefined;
    const rows = t.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'day');
    return rows.length >= 2 ? { t, col: dates[0]!, rows } : undefined;
  });
  if (!found) return undefined;
  const { t, col, rows } = found;
  const dates = [...new Set(rows.map((r) => r.period!.start!))].sort();
  const label = t.columns[col]!.label.trim();
  const fig = figureOf(
    t,
    `Distinct ${label} values`,
    decFromInt(dates.length),
    COUNT,
    rows.map((r) => ({ r: r.r, c: t.columns[col]!.c })),
  );
  return sourcedAnswer(
    fig,
    `${dates.length} pay runs: the distinct ${label} values (${dates.join(', ')}).`,
    'count',
  );
}
