/**
 * Issue 13, pass 39 (W4): a membership tracker, months down (`Month | Standard | Premium |
 * Total members | New joins | Cancellations | MRR ($) | Notes`, a "b/f" row first). Members
 * and MRR are levels (at month end): they are never added over months.
 * - "worst month for cancellations" (churn, leavers, lost): the worst of a bad thing is the
 *   MOST of it (the best the least);
 * - "how many premium members have we got" (members, subscribers, no month named): the level's
 *   latest month; a plan word reads that plan's column;
 * - "what's our mrr": the latest month's MRR; "annual run rate" / ARR: that MRR × 12;
 * - "net member change in october": New joins − Cancellations of that month.
 * A months-down table is a tracker when it has a level column (members, subscribers, MRR) and
 * a joins and a cancellations column. Pass 31's `membership-tracker.ts` reads the other form
 * (Active at start | New | Cancelled | Active at end); this one has a single level column.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decCmp, decFromInt, decMul, decSub } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const LEVEL = /\b(members|subscribers|members at month end|active members|customers)\b/i;
const JOINS = /\b(new joins?|joiners|new members|new subscribers|sign[- ]?ups|joined)\b/i;
const LEAVES = /\b(cancellations?|cancelled|churn(?:ed)?|leavers|lost)\b/i;
const MRR = /^mrr\b|monthly recurring revenue/i;

interface Tracker {
  table: Table;
  rows: Row[];
  month: Column;
  total: Column;
  joins: Column;
  leaves: Column;
  mrr?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => c.role === 'value' && re.test(c.label));
  return hits.length === 1 ? hits[0] : undefined;
};

function tracker(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const cols = table.columns;
      const month = cols.find(
        (c) => c.role === 'date' && (c.type === 'month' || c.type === 'date'),
      );
      const joins = one(cols, JOINS);
      const leaves = one(cols, LEAVES);
      const total = one(
        cols.filter((c) => c !== joins && c !== leaves),
        LEVEL,
      );
      if (!month || !total || !joins || !leaves) continue;
      const rows = table.rows.filter((r) => r.kind === 'data');
      if (rows.length < 3) continue;
      const mrr = one(cols, MRR);
      found.push({ table, rows, month, total, joins, leaves, ...(mrr ? { mrr } : {}) });
    }
  return found.length === 1 ? found[0] : undefined;
}

const idx = (t: Tracker, c: Column) => t.table.columns.indexOf(c);
const num = (t: Tracker, r: Row, c: Column) => cellNumber(r.cells[idx(t, c)]);
const monthText = (t: Tracker, r: Row): string => {
  const cell = r.cells[idx(t, t.month)];
  if (cell && typeof cell === 'object' && 'd' in cell) return cell.d.slice(0, 7);
  return cellText(cell) ?? '';
};
const monthOf = (t: Tracker, r: Row): number | undefined => {
  const cell = r.cells[idx(t, t.month)];
  if (cell && typeof cell === 'object' && 'd' in cell) return Number(cell.d.slice(5, 7)) - 1;
  const s = (cellText(cell) ?? '').toLowerCase();
  if (/b\/f|brought|opening/.test(s)) return undefined;
  const m = MONTH_NAMES.findIndex((n) => new RegExp(`\\b${n.slice(0, 3)}`, 'i').test(s));
  return m < 0 ? undefined : m;
};

const WORST =
  /^(?:(?:which|what) (?:was |is )?(?:our |the )?)?(worst|best) month (?:for|of|on) ([a-z ]+?)(?: so far| this year)?$/;
const HOW_MANY =
  /^how many ([a-z]+ )?(members|subscribers|customers) (?:have we got|do we have|have we|are there|are we on|now)(?: now| currently| at the moment)?$/;
const MRR_Q =
  /^(?:what(?:'s| is) )?(?:our |the )?(?:current |latest )?(mrr|monthly recurring revenue|annual run rate|run rate|arr|annualised run rate|annual recurring revenue)(?: now)?$/;
const NET =
  /^(?:what (?:was|is) (?:the |our )?)?net (?:member(?:ship)?|subscriber|customer)? ?(?:change|growth|gain) (?:in|for) ([a-z]+)$/;

export function memberTrackerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const worst = WORST.exec(q);
  const many = HOW_MANY.exec(q);
  const mrrQ = MRR_Q.exec(q);
  const net = NET.exec(q);
  if (!worst && !many && !mrrQ && !net) return undefined;
  const t = tracker(wb);
  if (!t) return undefined;
  const tb = t.table;
  const style = (c: Column, r: Row) => cellStyle(tb, r.cells[idx(t, c)]);
  const latest = (c: Column): Row | undefined =>
    [...t.rows].reverse().find((r) => monthOf(t, r) !== undefined && num(t, r, c) !== undefined);

  if (worst) {
    if (!LEAVES.test(worst[2]!)) return undefined;
    const most = worst[1] === 'worst';
    const rows = t.rows.filter((r) => monthOf(t, r) !== undefined && num(t, r, t.leaves));
    if (rows.length === 0) return undefined;
    let best = rows[0]!;
    for (const r of rows) {
      const c = decCmp(num(t, r, t.leaves)!, num(t, best, t.leaves)!);
      if (most ? c > 0 : c < 0) best = r;
    }
    const v = num(t, best, t.leaves)!;
    const tied = rows.filter((r) => decCmp(num(t, r, t.leaves)!, v) === 0);
    if (tied.length > 1)
      return refuse(
        `${tied.map((r) => monthText(t, r)).join(' and ')} share the ${most ? 'most' : 'fewest'} ${t.leaves.label}`,
      );
    const at = monthText(t, best);
    const fig = figureOf(
      tb,
      t.leaves.label,
      v,
      style(t.leaves, best),
      [{ r: best.r, c: t.leaves.c }],
      at,
    );
    return sourcedAnswer(
      fig,
      `${at} was the ${worst[1]} month for ${t.leaves.label.toLowerCase()}: ${fig.display} (the ${most ? 'most' : 'fewest'}; more ${t.leaves.label.toLowerCase()} is worse).`,
      most ? 'max' : 'min',
    );
  }
  if (many) {
    let col = t.total;
    const plan = many[1]?.trim();
    if (plan && !/^(active|current|paying|total)$/.test(plan)) {
      const hits = tb.columns.filter(
        (c) => c.role === 'value' && c.label.toLowerCase().split(/\s+/)[0] === plan,
      );
      if (hits.length !== 1) return undefined;
      col = hits[0]!;
    }
    const r = latest(col);
    if (!r) return undefined;
    const at = monthText(t, r);
    const fig = figureOf(tb, col.label, num(t, r, col)!, style(col, r), [{ r: r.r, c: col.c }], at);
    return sourcedAnswer(
      fig,
      `${col.label}: ${fig.display} at the end of ${at}, the latest month (members are a level at month end, never added over months).`,
      'lookup',
    );
  }
  if (mrrQ) {
    if (!t.mrr) return undefined;
    const r = latest(t.mrr);
    if (!r) return undefined;
    const at = monthText(t, r);
    const v = num(t, r, t.mrr)!;
    const annual = !/^(mrr|monthly recurring revenue)$/.test(mrrQ[1]!);
    const fig = figureOf(
      tb,
      annual ? `${t.mrr.label} × 12` : t.mrr.label,
      annual ? decMul(v, decFromInt(12)) : v,
      style(t.mrr, r),
      [{ r: r.r, c: t.mrr.c }],
      at,
    );
    return sourcedAnswer(
      fig,
      annual
        ? `Annual run rate: ${fig.display} (${at}'s ${t.mrr.label} × 12; MRR is a monthly level, never added over months).`
        : `${t.mrr.label}: ${fig.display} in ${at}, the latest month.`,
      annual ? 'ratio' : 'lookup',
    );
  }
  const m = MONTH_NAMES.findIndex((n) => n.toLowerCase().startsWith(net![1]!.slice(0, 3)));
  if (m < 0 || net![1]!.length < 3) return undefined;
  const rows = t.rows.filter((r) => monthOf(t, r) === m);
  if (rows.length !== 1)
    return rows.length ? refuse('that month appears more than once; name the year') : undefined;
  const r = rows[0]!;
  const j = num(t, r, t.joins);
  const l = num(t, r, t.leaves);
  if (!j || !l) return undefined;
  const at = monthText(t, r);
  const fig = figureOf(
    tb,
    `${t.joins.label} − ${t.leaves.label}`,
    decSub(j, l),
    style(t.joins, r),
    [
      { r: r.r, c: t.joins.c },
      { r: r.r, c: t.leaves.c },
    ],
    at,
  );
  return sourcedAnswer(
    fig,
    `Net change in ${at}: ${fig.display} (${t.joins.label} minus ${t.leaves.label}).`,
    'change',
  );
}
