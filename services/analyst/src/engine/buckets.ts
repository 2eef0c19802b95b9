/** Grouping points into buckets: by period, by column, by item, by tag. */
import type { Period, PeriodKind } from '../model';
import { KIND_RANK, coarsen, comparePeriods, periodKey, periodLabel } from '../periods';
import type { Point, Target, TableView } from '../view';
import { cellText, categoryNorm } from '../view';
import { cap } from './figures';
import type { Ctx } from './types';
import { naturalUnit } from './windows';

export interface Bucket {
  key: string;
  label: string;
  order: number | string;
  points: Point[];
  period?: Period;
}

export function bucketByPeriod(points: Point[], unit: PeriodKind): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const p of points) {
    if (!p.period) continue;
    const c = KIND_RANK[p.period.kind] <= KIND_RANK[unit] ? coarsen(p.period, unit) : undefined;
    if (!c) continue;
    const key = periodKey(c);
    let b = map.get(key);
    if (!b) {
      b = { key, label: periodLabel(c), order: key, points: [], period: c };
      map.set(key, b);
    }
    b.points.push(p);
  }
  return [...map.values()].sort((a, b) => comparePeriods(a.period!, b.period!));
}

export function bucketByCol(view: TableView, points: Point[], col: number): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const p of points) {
    const t = cellText(view.table.rows[p.row]!.cells[col]);
    if (!t) continue;
    const key = categoryNorm(t);
    let b = map.get(key);
    if (!b) {
      b = { key, label: t, order: map.size, points: [] };
      map.set(key, b);
    }
    b.points.push(p);
  }
  return [...map.values()];
}

/** Buckets per line of a wide table, or per column of a long table's family (products across). */
export function bucketByItem(points: Point[], byColumn = false): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const p of points) {
    const key = byColumn ? `c${p.col}` : String(p.row);
    let b = map.get(key);
    if (!b) {
      const order = byColumn ? p.col : p.row;
      b = { key, label: p.item ?? `row ${p.r + 1}`, order, points: [] };
      map.set(key, b);
    }
    b.points.push(p);
  }
  return [...map.values()];
}

export function bucketByTag(points: Point[]): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const p of points) {
    const key = (p.tags ?? []).join(' ') || '-';
    let b = map.get(key);
    if (!b) {
      b = { key, label: key, order: map.size, points: [] };
      map.set(key, b);
    }
    b.points.push(p);
  }
  return [...map.values()];
}

/** Buckets for "by X" / "which X": a category column, the rows of a wide table, or periods. */
export function groupPoints(
  ctx: Ctx,
  t: Target,
  points: Point[],
  fallback: 'period' | 'category' | 'none',
): { buckets: Bucket[]; by: string } | undefined {
  const { q, res } = ctx;
  if (res.groupCol !== undefined)
    return {
      buckets: bucketByCol(t.view, points, res.groupCol),
      by: t.view.table.columns[res.groupCol]!.label,
    };
  if (res.groupRows || (t.kind === 'rows' && q.groupBy?.kind !== 'period' && fallback !== 'period'))
    return {
      buckets: bucketByItem(points, t.kind === 'cols'),
      by: t.view.labelCols.map((c) => t.view.table.columns[c]!.label)[0] ?? 'Item',
    };
  const unit = q.groupBy?.kind === 'period' ? q.groupBy.unit : q.granularity;
  if (unit) return { buckets: bucketByPeriod(points, unit), by: cap(unit) };
  if (fallback === 'period') {
    const u = naturalUnit(points);
    if (u) return { buckets: bucketByPeriod(points, u), by: cap(u) };
  }
  if (fallback === 'category' && t.kind === 'col' && t.view.catCols.length) {
    const col =
      t.view.catCols.find((c) => !res.dims.some((d) => d.col === c)) ?? t.view.catCols[0]!;
    return { buckets: bucketByCol(t.view, points, col), by: t.view.table.columns[col]!.label };
  }
  return undefined;
}
