/** Figures and their text: sums of cited points, display and citation text, labels of targets and filters. */
import type { CellRef } from '../a1';
import { rangesFor } from '../a1';
import type { Dec } from '../decimal';
import { decSum, decToString, decScale } from '../decimal';
import type { NumberStyle } from '../format';
import { formatValue } from '../format';
import type { Period } from '../model';
import { comparePeriods, periodKey, periodLabel } from '../periods';
import type { Resolution } from '../resolve';
import type { Point, PointFilter, Target, TableView } from '../view';
import { pointsOf } from '../view';
import { canonical } from '../text';
import type { Ctx, Fig, Window } from './types';

export function sumOf(points: Point[]): Dec {
  return decSum(points.map((p) => p.value));
}

export function cellsOf(points: Point[]): CellRef[] {
  return points.map((p) => ({ r: p.r, c: p.c }));
}

export function display(f: Fig): string {
  return formatValue(f.value, f.style, f.decimals);
}

/** A figure's cells for a table column: exact ranges, or the bounding range marked as filtered. */
export function cellsText(f: Fig): string {
  const { range, exact } = rangesFor(f.cells);
  return exact ? range : `${range} (matching rows only)`;
}

export function plural(word: string, n: number): string {
  if (n === 1 || word.endsWith('s')) return word;
  return /[^aeiou]y$/.test(word) ? word.slice(0, -1) + 'ies' : word + 's';
}

export function citation(f: Fig): string {
  const { range, exact, count } = rangesFor(f.cells);
  return `sheet '${f.sheet}' ${range}${exact ? '' : ` (the ${count} matching cells in that range)`}`;
}

export function sheetOf(t: Target | TableView): string {
  return 'view' in t ? t.view.sheet.name : t.sheet.name;
}

export function avgScale(points: Point[], style: NumberStyle): number {
  let s = 2;
  for (const p of points.slice(0, 500)) s = Math.max(s, Math.min(decScale(p.value), 4));
  return style.kind === 'money' ? Math.max(2, style.decimals) : s;
}

export function periodsLabel(w: Window[]): string {
  return w.map((x) => x.label).join(', ');
}

export function dimFilter(res: Resolution, except?: number): Map<number, Set<string>> | undefined {
  const dims = res.dims.filter((d) => d.col !== except);
  if (!dims.length) return undefined;
  const m = new Map<number, Set<string>>();
  for (const d of dims) m.set(d.col, new Set(d.values.map((v) => v.norm)));
  return m;
}

export function dimText(res: Resolution, except?: number): string {
  const parts = res.dims
    .filter((d) => d.col !== except)
    .map((d) =>
      d.values.length > 3
        ? `${d.values
            .slice(0, 2)
            .map((v) => v.display)
            .join(', ')} and ${d.values.length - 2} more`
        : d.values.map((v) => v.display).join(' or '),
    );
  return parts.length ? ` for ${parts.join(', ')}` : '';
}

export function tagText(res: Resolution): string {
  return res.tags.length ? ` (${res.tags.map(cap).join(', ')})` : '';
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function filterFor(ctx: Ctx, windows?: Window[], exceptDim?: number): PointFilter {
  const f: PointFilter = {};
  const w = windows ?? ctx.windows;
  if (w.length) f.periods = w.map((x) => x.periods);
  const dims = dimFilter(ctx.res, exceptDim);
  if (dims) f.dims = dims;
  if (ctx.res.tags.length) f.tags = ctx.res.tags;
  if (ctx.res.valueCols) f.valueCols = ctx.res.valueCols;
  return f;
}

/** Points of a target, with the stock rule: balances without a period mean the latest date. */
export function pointsFor(
  ctx: Ctx,
  t: Target,
  windows?: Window[],
  exceptDim?: number,
  allPeriods = false,
): Point[] {
  const w = windows ?? ctx.windows;
  let pts = pointsOf(t, filterFor(ctx, w, exceptDim));
  if (t.kind === 'row' && t.total && pts.length === 0)
    pts = pointsOf(t, { ...filterFor(ctx, w, exceptDim), includeTotals: true });
  const byItem = ctx.res.groupRows || ctx.res.groupCol !== undefined || t.kind === 'rows';
  const acrossPeriods =
    ctx.q.groupBy?.kind === 'period' ||
    ['trend', 'forecast', 'change', 'growth', 'average'].includes(ctx.q.op) ||
    (['max', 'min'].includes(ctx.q.op) && !byItem);
  // after blind-38: a window holding several balance dates ("this year" over 31 Mar and 30 Nov)
  // is its latest date too: balances are never added over dates
  const severalDates = (): boolean =>
    new Set(pts.map((p) => (p.period ? periodKey(p.period) : ''))).size > 1;
  if (
    !allPeriods &&
    !acrossPeriods &&
    (w.length === 0 || severalDates()) &&
    t.view.table.nature === 'stock' &&
    t.view.table.layout === 'wide'
  ) {
    const latest = latestPeriod(pts);
    if (latest) {
      const key = periodKey(latest);
      pts = pts.filter((p) => p.period && periodKey(p.period) === key);
      const note = `as of ${periodLabel(latest)}`;
      if (!ctx.notes.includes(note)) ctx.notes.push(note);
    }
  }
  return pts;
}

export function latestPeriod(points: Point[]): Period | undefined {
  let best: Period | undefined;
  for (const p of points)
    if (p.period && (!best || comparePeriods(p.period, best) > 0)) best = p.period;
  return best;
}

export function targetName(t: Target): string {
  return t.name;
}

export function describeFilter(ctx: Ctx, windows?: Window[]): string {
  const w = windows ?? ctx.windows;
  const parts: string[] = [];
  const d = dimText(ctx.res);
  if (d) parts.push(d.trim());
  if (w.length) parts.push(`in ${periodsLabel(w)}`);
  if (ctx.notes.length) parts.push(ctx.notes.join(', '));
  return parts.length ? ' ' + parts.join(' ') : '';
}

export function fig(
  label: string,
  value: Dec,
  style: NumberStyle,
  sheet: string,
  points: Point[],
  decimals?: number,
  at?: string,
): Fig {
  const f: Fig = { label, value, style, sheet, cells: cellsOf(points) };
  if (decimals !== undefined) f.decimals = decimals;
  if (at !== undefined) f.at = at;
  return f;
}

export function tokensOf(s: string): string[] {
  return canonical(s);
}

export function figureValueText(f: Fig): string {
  return decToString(f.value);
}
