/** The `extreme` operation: see engine/README.md for what each operation answers. */
import type { Dec } from '../../decimal';
import { decCmp, decDiv, decFromInt } from '../../decimal';
import { formatValue } from '../../format';
import { periodLabel } from '../../periods';
import type { Point, Target, TableView } from '../../view';
import { cellText, targetStyle } from '../../view';
import type { Bucket } from '../buckets';
import { groupPoints } from '../buckets';
import {
  citation,
  describeFilter,
  dimText,
  display,
  fig,
  periodsLabel,
  pointsFor,
  sheetOf,
  sumOf,
  tagText,
} from '../figures';
import { opVarianceRank, varianceMode } from './average';
import type { Ctx, Refusal, Result } from '../types';
import { refuse } from '../types';

export function opExtreme(ctx: Ctx, named: Target, dir: 'max' | 'min'): Result | Refusal {
  // after blind-44: "which product sells best" over products with a TOTAL SALES line: the
  // products are ranked, never the total line against itself
  const t: Target =
    ctx.res.groupRows && named.kind === 'row' && named.total && named.view.dataRows.length > 1
      ? {
          kind: 'rows',
          view: named.view,
          rows: named.view.dataRows,
          name: named.name.replace(/^(grand\s+)?totals?\s+(?=\S)/i, ''),
          tokens: [],
        }
      : named;
  const vm = varianceMode(ctx, t);
  if (vm) return opVarianceRank(ctx, t, dir === 'min' && vm === 'over' ? 'under' : vm, 1);
  const pts = pointsFor(ctx, t);
  if (!pts.length)
    return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  const style = targetStyle(t);
  const word = dir === 'max' ? 'Highest' : 'Lowest';
  const better = (a: Dec, b: Dec): boolean => (dir === 'max' ? decCmp(a, b) > 0 : decCmp(a, b) < 0);
  const grouped =
    ctx.res.groupCol !== undefined ||
    ctx.res.groupRows ||
    ctx.q.groupBy !== undefined ||
    ctx.q.granularity !== undefined ||
    t.kind !== 'col';
  if (grouped) {
    const g = groupPoints(
      ctx,
      t,
      pts,
      t.kind === 'col' ? 'none' : t.kind === 'rows' ? 'category' : 'period',
    );
    // "the biggest expense in 2024" matched one line over one year: one value ranks nothing
    if (g && g.buckets.length === 1 && t.kind === 'row' && ctx.windows.length > 0)
      return refuse(
        `only one ${g.by.toLowerCase()} of ${t.name} is in that window, so there is nothing to rank`,
      );
    if (g && g.buckets.length) {
      const sums = g.buckets.map((b) => ({
        b,
        v:
          style.kind === 'percent'
            ? decDiv(sumOf(b.points), decFromInt(b.points.length), 2)!
            : sumOf(b.points),
      }));
      let best = sums[0]!;
      for (const s of sums) if (better(s.v, best.v)) best = s;
      const ties = sums.filter((s) => decCmp(s.v, best.v) === 0);
      const at = ties.map((s) => sheetMonthLabel(t.view, s.b)).join(', ');
      const f = fig(
        `${word} ${t.name}${dimText(ctx.res)}${tagText(ctx.res)} by ${g.by.toLowerCase()}`,
        best.v,
        style,
        sheetOf(t),
        ties.flatMap((s) => s.b.points),
        undefined,
        at,
      );
      const lines = [
        `${word} ${t.name}${dimText(ctx.res)}${tagText(ctx.res)}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''}${ctx.notes.length ? ` (${ctx.notes.join('; ')})` : ''}: ${at} with ${display(f)}${ties.length > 1 ? ' each (tie)' : ''}. Source: ${citation(f)}.`,
      ];
      if (g.buckets.length <= 24) {
        const other = sums
          .filter((s) => s !== best)
          .sort((a, b) => (dir === 'max' ? decCmp(b.v, a.v) : decCmp(a.v, b.v)))[0];
        if (other) lines.push(`Next: ${other.b.label} with ${formatValue(other.v, style)}.`);
      }
      return { kind: dir, lines, figures: [f] };
    }
  }
  // single cells
  let best = pts[0]!;
  for (const p of pts) if (better(p.value, best.value)) best = p;
  const ties = pts.filter((p) => decCmp(p.value, best.value) === 0);
  const where = ties.map((p) => pointWhere(t.view, p)).join('; ');
  const f = fig(
    `${word} single ${t.name}${dimText(ctx.res)}${tagText(ctx.res)}`,
    best.value,
    style,
    sheetOf(t),
    ties,
    undefined,
    where,
  );
  return {
    kind: dir,
    lines: [
      `${word} single ${t.name}${dimText(ctx.res)}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''}: ${display(f)} (${where}). Source: ${citation(f)}. Out of ${pts.length} rows.`,
    ],
    figures: [f],
  };
}

export function pointWhere(view: TableView, p: Point): string {
  const parts: string[] = [];
  if (p.period) parts.push(periodLabel(p.period));
  if (p.item) parts.push(p.item);
  for (const ci of view.catCols) {
    const t = cellText(view.table.rows[p.row]!.cells[ci]);
    if (t) parts.push(t);
  }
  return parts.join(', ') || `row ${p.r + 1}`;
}

/**
 * Pass 32 (W3b): a month bucket read from one row labelled "December" (no year) is named as
 * the sheet names it, never shortened to "Dec".
 */
function sheetMonthLabel(view: TableView, b: Bucket): string {
  if (b.period?.kind !== 'month' || b.period.year !== undefined) return b.label;
  const rows = new Set(b.points.map((p) => p.row));
  if (rows.size !== 1) return b.label;
  const row = view.table.rows[[...rows][0]!];
  const dateCol = view.table.columns.findIndex((c) => c.role === 'date' || c.type === 'month');
  const label = (
    row?.label ?? (dateCol >= 0 ? cellText(row?.cells[dateCol] ?? null) : undefined)
  )?.trim();
  return label &&
    /^[a-z]+$/i.test(label) &&
    label.length > b.label.length &&
    label.toLowerCase().startsWith(b.label.toLowerCase())
    ? label
    : b.label;
}
