/** The `breakdown` operation: see engine/README.md for what each operation answers. */
import { decDiv, decFromInt } from '../../decimal';
import type { Target } from '../../view';
import { targetStyle } from '../../view';
import { groupPoints } from '../buckets';
import {
  cellsText,
  citation,
  describeFilter,
  dimText,
  display,
  fig,
  periodsLabel,
  pointsFor,
  sheetOf,
  sumOf,
} from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { refuse } from '../types';

export function opBreakdown(ctx: Ctx, t: Target, agg: 'sum' | 'avg'): Result | Refusal {
  const pts = pointsFor(ctx, t);
  if (!pts.length)
    return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  const g = groupPoints(ctx, t, pts, 'period');
  if (!g || !g.buckets.length)
    return refuse(`I could not group ${t.name} that way: the table has no such column or dates`);
  const style = targetStyle(t);
  const figures: Fig[] = g.buckets.map((b) => {
    const v =
      agg === 'avg' || style.kind === 'percent'
        ? decDiv(sumOf(b.points), decFromInt(b.points.length), 2)!
        : sumOf(b.points);
    return fig(
      `${t.name}${dimText(ctx.res)}, ${b.label}`,
      v,
      style,
      sheetOf(t),
      b.points,
      undefined,
      b.label,
    );
  });
  const total = fig(
    `${t.name}${dimText(ctx.res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}, total`,
    sumOf(pts),
    style,
    sheetOf(t),
    pts,
  );
  const rows = figures.map((f) => [f.at!, display(f), cellsText(f)]);
  const lines = [
    `${t.name}${dimText(ctx.res)} by ${g.by.toLowerCase()}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''} (sheet '${sheetOf(t)}'):`,
  ];
  const out: Fig[] = [...figures];
  if (style.kind !== 'percent') {
    lines.push(`Total: ${display(total)} (${citation(total)}).`);
    out.push(total);
  }
  return {
    kind: 'breakdown',
    lines,
    figures: out,
    table: { columns: [g.by, t.name, 'Cells'], rows },
  };
}
