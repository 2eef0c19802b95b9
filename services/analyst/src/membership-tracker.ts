/**
 * Issue 13, pass 31 (M6): a membership tracker, months down (Month | Active at start | New |
 * Cancelled | Active at end | MRR): members at the end of the year (the last month's Active at
 * end, a level never added), churn rate in a month (Cancelled ÷ Active at start × 100), net new
 * in a quarter (New − Cancelled over its months), average new signups per month (New's mean).
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAdd,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSub,
  decToString,
} from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_SHORT, monthFromWord } from './periods';

interface Tracker {
  t: Table;
  months: Row[];
  start: number;
  fresh: number;
  cancelled: number;
  end: number;
}

function trackerOf(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const col = (re: RegExp): number[] =>
      t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
    const [start, fresh, cancelled, end] = [
      col(/^(active|members|customers|subscribers) (at )?(start|opening|beginning)\b/i),
      col(/^(new|new members|new signups|signups|joined)$/i),
      col(/^(cancelled|canceled|cancellations|churned|left)$/i),
      col(/^(active|members|customers|subscribers) (at )?(end|closing)\b/i),
    ];
    if ([start, fresh, cancelled, end].some((c) => c.length !== 1)) continue;
    const months = t.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'month');
    if (months.length < 3) continue;
    found.push({
      t,
      months,
      start: start[0]!,
      fresh: fresh[0]!,
      cancelled: cancelled[0]!,
      end: end[0]!,
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const cite = (x: Tracker, rows: Row[], cols: number[]) =>
  rows.flatMap((r) => cols.map((c) => ({ r: r.r, c: x.t.columns[c]!.c })));
const monthName = (r: Row): string =>
  r.label?.trim() || `${MONTH_SHORT[r.period!.index - 1]} ${r.period!.year ?? ''}`.trim();
const COUNT = { kind: 'number' as const, decimals: 0 };

function sumCol(x: Tracker, rows: Row[], c: number): Dec | undefined {
  let v: Dec = ZERO;
  for (const r of rows) {
    const d = cellNumber(r.cells[c]);
    if (!d) return undefined;
    v = decAdd(v, d);
  }
  return v;
}

export function membershipTrackerAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const endYear =
    /^how many (?:active )?(?:members|customers|subscribers) (?:did we have |do we have |were there |are there )?(?:at|by) the end of the year$/.test(
      q,
    );
  const churn = /^(?:what (?:was|is) (?:the |our )?)?churn(?: rate)? (?:in|for) ([a-z]+)$/.exec(q);
  const net =
    /^(?:how many )?net new (?:members|customers|subscribers|signups)? ?(?:in|for) q([1-4])$/.exec(
      q,
    );
  const avg =
    /^(?:what (?:was|is) (?:the |our )?)?average (?:new )?(?:signups|sign-ups|members|joiners|new members)(?: added)? (?:per|a|each) month$/.test(
      q,
    );
  if (!endYear && !churn && !net && !avg) return undefined;
  const x = trackerOf(wb);
  if (!x) return undefined;
  const label = (c: number): string => x.t.columns[c]!.label.trim();
  if (endYear) {
    const last = x.months[x.months.length - 1]!;
    const v = cellNumber(last.cells[x.end]);
    if (!v) return undefined;
    const fig = figureOf(
      x.t,
      `${label(x.end)}, ${monthName(last)}`,
      v,
      COUNT,
      cite(x, [last], [x.end]),
      monthName(last),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} members at the end of the year (${label(x.end)} in ${monthName(last)}, the last month).`,
      'lookup',
    );
  }
  if (churn) {
    const m = monthFromWord(churn[1]!);
    const rows = x.months.filter((r) => r.period!.index === m);
    if (m === undefined || rows.length !== 1) return undefined;
    const r = rows[0]!;
    const [c, s] = [cellNumber(r.cells[x.cancelled]), cellNumber(r.cells[x.start])];
    if (!c || !s || decCmp(s, ZERO) === 0) return undefined;
    const v = decDiv(decMul(c, HUNDRED), s, 2);
    if (!v) return undefined;
    const fig = figureOf(
      x.t,
      `Churn rate, ${monthName(r)}`,
      v,
      { kind: 'percent', decimals: 2 },
      cite(x, [r], [x.cancelled, x.start]),
      monthName(r),
    );
    return sourcedAnswer(
      fig,
      `Churn in ${monthName(r)}: ${fig.display} (${label(x.cancelled)} ${decToString(c)} ÷ ${label(x.start)} ${decToString(s)} × 100).`,
      'ratio',
    );
  }
  if (net) {
    const qn = Number(net[1]);
    const rows = x.months.filter((r) => Math.ceil(r.period!.index / 3) === qn);
    if (rows.length !== 3 || new Set(rows.map((r) => r.period!.year)).size !== 1) return undefined;
    const [f, c] = [sumCol(x, rows, x.fresh), sumCol(x, rows, x.cancelled)];
    if (!f || !c) return undefined;
    const fig = figureOf(
      x.t,
      `Net new, Q${qn}`,
      decSub(f, c),
      COUNT,
      cite(x, rows, [x.fresh, x.cancelled]),
    );
    return sourcedAnswer(
      fig,
      `Net new in Q${qn}: ${fig.display} (${label(x.fresh)} ${decToString(f)} − ${label(x.cancelled)} ${decToString(c)}).`,
      'difference',
    );
  }
  const f = sumCol(x, x.months, x.fresh);
  if (!f) return undefined;
  const v = decDiv(f, decFromInt(x.months.length), 2);
  if (!v) return undefined;
  const fig = figureOf(
    x.t,
    `Average ${label(x.fresh)} per month`,
    v,
    cellStyle(x.t, x.months[0]!.cells[x.fresh]),
    cite(x, x.months, [x.fresh]),
  );
  return sourcedAnswer(
    fig,
    `Average new signups per month: ${fig.display} (${label(x.fresh)} ${decToString(f)} over ${x.months.length} months).`,
    'average',
  );
}
