/**
 * A running balance (a bank export's Balance column) is a value at a date: "the balance",
 * "closing balance" or "total balance" is the last one in the window, never a sum of them.
 */
import { decEq } from '../../decimal';
import { comparePeriods, periodLabel } from '../../periods';
import type { Point, Target } from '../../view';
import { targetStyle } from '../../view';
import { citation, describeFilter, display, fig, pointsFor, sheetOf } from '../figures';
import type { Ctx, Refusal, Result } from '../types';
import { refuse } from '../types';

/** A long table's column named "Balance": each row holds the balance after that row. */
export function isRunningBalance(t: Target | undefined): boolean {
  return (
    !!t &&
    t.kind === 'col' &&
    t.view.table.layout === 'long' &&
    /\bbalance\b/i.test(t.name) &&
    !/\b(change|movement)\b/i.test(t.name)
  );
}

/**
 * The order the entries were kept in: oldest first (most exports), newest first (many bank
 * downloads), or neither. On one date the later entry is the lower row when oldest first and
 * the higher row when newest first; a newest-first export gave the older of two entries on the
 * closing date (pass 15, W3).
 */
type Order = 'oldest first' | 'newest first' | 'mixed';
function sheetOrder(points: Point[]): Order {
  const dated = points.filter((p) => p.period).sort((a, b) => a.r - b.r);
  let up = 0;
  let down = 0;
  for (let i = 1; i < dated.length; i += 1) {
    const c = comparePeriods(dated[i]!.period!, dated[i - 1]!.period!);
    if (c > 0) up += 1;
    else if (c < 0) down += 1;
  }
  if (up && down) return 'mixed';
  return down ? 'newest first' : 'oldest first';
}

/** Later in time: a later period, then on one date the later row in the kept order. */
function laterOnSameDate(p: Point, q: Point, order: Order): boolean | undefined {
  if (order === 'mixed') return undefined;
  return order === 'oldest first' ? p.r > q.r : p.r < q.r;
}

/** The last point in time; undefined when entries on the last date cannot be ordered. */
function lastPoint(points: Point[], order: Order = sheetOrder(points)): Point | undefined {
  let best: Point | undefined;
  let tied = false;
  for (const p of points) {
    if (!best) {
      best = p;
      continue;
    }
    const byDate = p.period && best.period ? comparePeriods(p.period, best.period) : 0;
    if (byDate > 0) [best, tied] = [p, false];
    else if (byDate === 0) {
      const later = laterOnSameDate(p, best, order);
      if (later === undefined) tied = tied || !decEq(p.value, best.value);
      else if (later) best = p;
    }
  }
  return tied ? undefined : best;
}

/** The first point in time; undefined when entries on the first date cannot be ordered. */
function firstPoint(points: Point[], order: Order = sheetOrder(points)): Point | undefined {
  let best: Point | undefined;
  let tied = false;
  for (const p of points) {
    if (!best) {
      best = p;
      continue;
    }
    const byDate = p.period && best.period ? comparePeriods(p.period, best.period) : 0;
    if (byDate < 0) [best, tied] = [p, false];
    else if (byDate === 0) {
      const later = laterOnSameDate(p, best, order);
      if (later === undefined) tied = tied || !decEq(p.value, best.value);
      else if (!later) best = p;
    }
  }
  return tied ? undefined : best;
}

const OPENING_NAME = /\b(opening|beginning|starting|start|brought\s+forward|b\/f)\b/i;
const OPENING_ASKED = /\b(opening|beginning|starting|start|brought\s+forward)\b/i;

export function opBalance(ctx: Ctx, t: Target): Result | Refusal {
  const pts = pointsFor(ctx, t);
  const order = sheetOrder(pointsFor({ ...ctx, windows: [] }, t));
  // an opening balance is ONE cell: the first period's opening, never the last one's and never
  // a sum; asked of a closing or running balance it would be the period before's: refused
  // (the column, or the row the words picked: a bank export's "OPENING BALANCE" line)
  const opening = OPENING_NAME.test(`${t.name} ${describeFilter(ctx)}`);
  // a statement's own "OPENING BALANCE" line (its text cell says so) is the opening figure
  const asked = OPENING_ASKED.test(ctx.q.text);
  const table = t.view.table;
  const openingRows = pts.filter((p) =>
    table.rows[p.row]!.cells.some((c) => typeof c === 'string' && OPENING_NAME.test(c)),
  );
  if (asked && !opening && openingRows.length) {
    const first = firstPoint(openingRows, order);
    if (!first) return refuse(`The ${t.name} has several opening lines on one date`);
    pts.splice(0, pts.length, first);
  } else if (asked && !opening && ctx.windows.length === 1) {
    // "starting balance in February": the last balance before February begins
    const start = ctx.windows[0]!.periods[0]?.start;
    const before = start
      ? pointsFor({ ...ctx, windows: [] }, t).filter((p) => p.period?.end && p.period.end < start)
      : [];
    const prior = lastPoint(before, order);
    if (!prior)
      return refuse(`There is no ${t.name} before ${ctx.windows[0]!.label} to open it with`);
    const when = prior.period ? periodLabel(prior.period) : `row ${prior.r + 1}`;
    const f = fig(
      `Opening ${t.name}, ${ctx.windows[0]!.label}`,
      prior.value,
      targetStyle(t),
      sheetOf(t),
      [prior],
      undefined,
      when,
    );
    return {
      kind: 'lookup',
      lines: [
        `${f.label}: ${display(f)} (the ${t.name} at ${when}, the last one before ${ctx.windows[0]!.label}; one cell, not a sum). Source: ${citation(f)}.`,
      ],
      figures: [f],
    };
  } else if (asked && !opening)
    return refuse(
      `${t.name} is read at the end of each period; the opening figure is the closing one of the period before: name that period`,
    );
  const last = opening ? firstPoint(pts, order) : lastPoint(pts, order);
  if (!last) return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  const when = last.period ? periodLabel(last.period) : `row ${last.r + 1}`;
  const f = fig(
    `${t.name} at ${when}`,
    last.value,
    targetStyle(t),
    sheetOf(t),
    [last],
    undefined,
    when,
  );
  return {
    kind: 'lookup',
    lines: [
      `${f.label}: ${display(f)} (a balance is read at a date, the ${opening ? 'first' : 'last'} one${ctx.windows.length ? ' in the period asked' : ''}; not a sum). Source: ${citation(f)}.`,
    ],
    figures: [f],
  };
}
