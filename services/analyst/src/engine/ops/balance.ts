/**
 * A running balance (a bank export's Balance column) is a value at a date: "the balance",
 * "closing balance" or "total balance" is the last one in the window, never a sum of them.
 */
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

/** The last point: latest period, then the lowest row of the sheet (entries in order). */
function lastPoint(points: Point[]): Point | undefined {
  let best: Point | undefined;
  for (const p of points) {
    if (!best) {
      best = p;
      continue;
    }
    const byDate = p.period && best.period ? comparePeriods(p.period, best.period) : 0;
    if (byDate > 0 || (byDate === 0 && p.r > best.r)) best = p;
  }
  return best;
}

export function opBalance(ctx: Ctx, t: Target): Result | Refusal {
  const pts = pointsFor(ctx, t);
  const last = lastPoint(pts);
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
      `${f.label}: ${display(f)} (a balance is read at a date, the last one${ctx.windows.length ? ' in the period asked' : ''}; not a sum). Source: ${citation(f)}.`,
    ],
    figures: [f],
  };
}
