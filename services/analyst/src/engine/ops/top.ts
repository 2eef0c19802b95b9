/** The `top` operation: see engine/README.md for what each operation answers. */
import { decCmp } from '../../decimal';
import type { Target } from '../../view';
import { targetStyle } from '../../view';
import { groupPoints } from '../buckets';
import {
  cellsText,
  describeFilter,
  dimText,
  display,
  fig,
  periodsLabel,
  plural,
  pointsFor,
  sheetOf,
  sumOf,
} from '../figures';
import { opVarianceRank, varianceMode } from './average';
import type { Ctx, Refusal, Result } from '../types';
import { refuse } from '../types';

export function opTop(ctx: Ctx, t: Target, dir: 'top' | 'bottom', n: number): Result | Refusal {
  const vm = varianceMode(ctx, t);
  if (vm) return opVarianceRank(ctx, t, vm, n);
  const pts = pointsFor(ctx, t);
  if (!pts.length)
    return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  const g = groupPoints(ctx, t, pts, t.kind === 'col' ? 'category' : 'period');
  if (!g) return refuse(`I could not tell what to rank ${t.name} by`);
  const style = targetStyle(t);
  const list = g.buckets.map((b) => ({ b, v: sumOf(b.points) }));
  list.sort(
    (a, b) =>
      (dir === 'top' ? decCmp(b.v, a.v) : decCmp(a.v, b.v)) ||
      String(a.b.order).localeCompare(String(b.b.order)),
  );
  const sel = list.slice(0, n);
  const figures = sel.map((s) =>
    fig(`${t.name}, ${s.b.label}`, s.v, style, sheetOf(t), s.b.points, undefined, s.b.label),
  );
  const lines = [
    `${dir === 'top' ? 'Top' : 'Bottom'} ${sel.length} ${plural(g.by.toLowerCase(), sel.length)} by ${t.name}${dimText(ctx.res)}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''} (sheet '${sheetOf(t)}'):`,
  ];
  if (list.length < n) lines.push(`(only ${list.length} in the data)`);
  return {
    kind: dir,
    lines,
    figures,
    table: {
      columns: ['#', g.by, t.name, 'Cells'],
      rows: figures.map((f, i) => [String(i + 1), f.at!, display(f), cellsText(f)]),
    },
  };
}
