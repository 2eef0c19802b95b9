/**
 * The operations: each takes a resolved question and returns figures with the cells they
 * came from, or a refusal. All arithmetic is exact (decimal.ts); nothing here invents a
 * number: a figure is a cell, or a sum, mean, difference or quotient of cited cells.
 */
import type { CellRef } from './a1';
import { rangesFor } from './a1';
import type { Dec } from './decimal';
import {
  decParse,
  HUNDRED,
  ZERO,
  decAbs,
  decAdd,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
  decToString,
  decScale,
  decRound,
} from './decimal';
import type { NumberStyle } from './format';
import { formatValue } from './format';
import type { Period, PeriodKind } from './model';
import {
  KIND_RANK,
  coarsen,
  comparePeriods,
  dayPeriod,
  isoDate,
  makePeriod,
  periodKey,
  periodLabel,
  shiftPeriod,
} from './periods';
import type { PeriodSpec, Question } from './question';
import type { Resolution } from './resolve';
import type { Point, PointFilter, Target, TableView } from './view';
import { cellText, categoryNorm, periodsOf, pointsOf, targetStyle } from './view';
import { canonical } from './text';

export interface Fig {
  label: string;
  value: Dec;
  style: NumberStyle;
  decimals?: number;
  sheet: string;
  cells: CellRef[];
  /** where an extreme was found, or the group the figure is for */
  at?: string;
}

export interface Result {
  kind: string;
  lines: string[];
  figures: Fig[];
  table?: { columns: string[]; rows: string[][] };
  notes?: string[];
}

export interface Refusal {
  refused: true;
  reason: string;
}

export interface Window {
  label: string;
  periods: Period[];
}

export interface Ctx {
  q: Question;
  res: Resolution;
  windows: Window[];
  notes: string[];
  now?: Date;
}

const PCT: NumberStyle = { kind: 'percent', decimals: 2 };
const RATIO: NumberStyle = { kind: 'number', decimals: 2 };
const COUNT: NumberStyle = { kind: 'number', decimals: 0 };

export function refuse(reason: string): Refusal {
  return { refused: true, reason };
}

export function isRefusal<T extends object>(x: T | Refusal): x is Refusal {
  return (x as Refusal).refused === true;
}

// ------------------------------------------------------------------ helpers

export function sumOf(points: Point[]): Dec {
  return decSum(points.map((p) => p.value));
}

function cellsOf(points: Point[]): CellRef[] {
  return points.map((p) => ({ r: p.r, c: p.c }));
}

export function display(f: Fig): string {
  return formatValue(f.value, f.style, f.decimals);
}

/** A figure's cells for a table column: exact ranges, or the bounding range marked as filtered. */
function cellsText(f: Fig): string {
  const { range, exact } = rangesFor(f.cells);
  return exact ? range : `${range} (matching rows only)`;
}

function plural(word: string, n: number): string {
  if (n === 1 || word.endsWith('s')) return word;
  return /[^aeiou]y$/.test(word) ? word.slice(0, -1) + 'ies' : word + 's';
}

export function citation(f: Fig): string {
  const { range, exact, count } = rangesFor(f.cells);
  return `sheet '${f.sheet}' ${range}${exact ? '' : ` (the ${count} matching cells in that range)`}`;
}

function sheetOf(t: Target | TableView): string {
  return 'view' in t ? t.view.sheet.name : t.sheet.name;
}

function avgScale(points: Point[], style: NumberStyle): number {
  let s = 2;
  for (const p of points.slice(0, 500)) s = Math.max(s, Math.min(decScale(p.value), 4));
  return style.kind === 'money' ? Math.max(2, style.decimals) : s;
}

function periodsLabel(w: Window[]): string {
  return w.map((x) => x.label).join(', ');
}

function dimFilter(res: Resolution, except?: number): Map<number, Set<string>> | undefined {
  const dims = res.dims.filter((d) => d.col !== except);
  if (!dims.length) return undefined;
  const m = new Map<number, Set<string>>();
  for (const d of dims) m.set(d.col, new Set(d.values.map((v) => v.norm)));
  return m;
}

function dimText(res: Resolution, except?: number): string {
  const parts = res.dims
    .filter((d) => d.col !== except)
    .map((d) => d.values.map((v) => v.display).join(' or '));
  return parts.length ? ` for ${parts.join(', ')}` : '';
}

function tagText(res: Resolution): string {
  return res.tags.length ? ` (${res.tags.map(cap).join(', ')})` : '';
}

function cap(s: string): string {
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
  if (
    !allPeriods &&
    !acrossPeriods &&
    w.length === 0 &&
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

function latestPeriod(points: Point[]): Period | undefined {
  let best: Period | undefined;
  for (const p of points)
    if (p.period && (!best || comparePeriods(p.period, best) > 0)) best = p.period;
  return best;
}

export function targetName(t: Target): string {
  return t.name;
}

function describeFilter(ctx: Ctx, windows?: Window[]): string {
  const w = windows ?? ctx.windows;
  const parts: string[] = [];
  const d = dimText(ctx.res);
  if (d) parts.push(d.trim());
  if (w.length) parts.push(`in ${periodsLabel(w)}`);
  if (ctx.notes.length) parts.push(ctx.notes.join(', '));
  return parts.length ? ' ' + parts.join(' ') : '';
}

function fig(
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

// ------------------------------------------------------------------ periods

function unitOfKind(k: PeriodKind): 'month' | 'quarter' | 'year' | 'half' | 'day' {
  return k;
}

/** Periods of the data at a granularity, sorted. */
function dataPeriods(views: TableView[], unit: PeriodKind): Period[] {
  const seen = new Map<string, Period>();
  for (const v of views) {
    for (const p of periodsOf(v)) {
      const c = KIND_RANK[p.kind] <= KIND_RANK[unit] ? coarsen(p, unit) : undefined;
      if (c) seen.set(periodKey(c), c);
    }
  }
  return [...seen.values()].sort(comparePeriods);
}

export function resolveWindows(
  specs: PeriodSpec[],
  view: TableView,
  now: Date | undefined,
  notes: string[],
): Window[] | Refusal {
  const out: Window[] = [];
  const hasThisAndLast = (unit: string): boolean =>
    specs.some((s) => s.type === 'rel' && s.unit === unit && s.offset === 0) &&
    specs.some((s) => s.type === 'rel' && s.unit === unit && s.offset === -1);
  for (const spec of specs) {
    const w = resolveSpec(spec, view, now, notes, hasThisAndLast);
    if (!w) return refuse(`The workbook has no data for ${specText(spec)}`);
    if ('refused' in w) return w;
    out.push(w);
  }
  return out;
}

function specText(spec: PeriodSpec): string {
  switch (spec.type) {
    case 'abs':
      return periodLabel(makePeriod(spec.kind, spec.year, spec.index));
    case 'rel':
      return `${spec.offset === 0 ? 'this' : 'last'} ${spec.unit}`;
    case 'lastN':
      return `the last ${spec.n} ${spec.unit}s`;
    case 'ytd':
      return 'the year to date';
    case 'range':
      return `${specText(spec.from)} to ${specText(spec.to)}`;
  }
}

function resolveAbs(
  spec: Extract<PeriodSpec, { type: 'abs' }>,
  view: TableView,
  notes: string[],
): Period | undefined {
  const all = periodsOf(view);
  if (all.length && all.every((p) => p.year === undefined) && spec.kind !== 'year') {
    if (spec.year !== undefined)
      notes.push(`the sheet does not say which year its ${spec.kind}s are`);
    return makePeriod(spec.kind, undefined, spec.index);
  }
  if (spec.year !== undefined) return makePeriod(spec.kind, spec.year, spec.index);
  const years = new Set<number>();
  for (const p of all) {
    if (p.year === undefined) continue;
    const c = coarsen(p, spec.kind);
    if (c && c.index === spec.index) years.add(p.year);
    else if (!c && p.kind === 'year') years.add(p.year);
  }
  if (years.size === 0) return undefined;
  const y = Math.max(...years);
  if (years.size > 1)
    notes.push(`${periodLabel(makePeriod(spec.kind, y, spec.index))}, the latest in the data`);
  return makePeriod(spec.kind, y, spec.index);
}

function resolveSpec(
  spec: PeriodSpec,
  view: TableView,
  now: Date | undefined,
  notes: string[],
  hasThisAndLast: (unit: string) => boolean,
): Window | Refusal | undefined {
  switch (spec.type) {
    case 'abs': {
      const p = resolveAbs(spec, view, notes);
      return p ? { label: periodLabel(p), periods: [p] } : undefined;
    }
    case 'rel': {
      const list = dataPeriods([view], spec.unit);
      if (!list.length) return undefined;
      if (now) {
        const today = dayPeriod(
          isoDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()),
        );
        const cur = coarsen(today, spec.unit);
        const target = cur ? shiftPeriod(cur, spec.offset) : undefined;
        if (target && list.some((p) => periodKey(p) === periodKey(target)))
          return { label: periodLabel(target), periods: [target] };
        if (target)
          notes.push(
            `the data ends in ${periodLabel(list[list.length - 1]!)}, so "${specText(spec)}" is read as the latest ${spec.unit} in the data`,
          );
      }
      let idx = list.length - 1;
      if (spec.offset === -2) idx -= 1;
      else if (spec.offset === -1 && hasThisAndLast(spec.unit)) idx -= 1;
      const p = list[idx];
      if (!p) return undefined;
      if (!now)
        notes.push(
          `${specText(spec)} = ${periodLabel(p)}, the latest in the data`.replace(
            /^last month = (.*), the latest in the data$/,
            'last month = $1, the latest month in the data',
          ),
        );
      return { label: periodLabel(p), periods: [p] };
    }
    case 'lastN': {
      const list = dataPeriods([view], spec.unit);
      if (!list.length) return undefined;
      const sel = list.slice(-spec.n);
      if (sel.length < spec.n) notes.push(`only ${sel.length} ${spec.unit}s in the data`);
      return {
        label: `${periodLabel(sel[0]!)} to ${periodLabel(sel[sel.length - 1]!)}`,
        periods: sel,
      };
    }
    case 'ytd': {
      const list = dataPeriods([view], 'year');
      const y = list[list.length - 1];
      if (!y) return undefined;
      return { label: `${y.year} year to date`, periods: [y] };
    }
    case 'range': {
      const a = spec.from.type === 'abs' ? resolveAbs(spec.from, view, notes) : undefined;
      const b =
        spec.to.type === 'abs'
          ? resolveAbs(
              {
                ...spec.to,
                ...(spec.to.year === undefined && a?.year !== undefined ? { year: a.year } : {}),
              },
              view,
              notes,
            )
          : undefined;
      if (!a || !b || !a.start || !b.end) return undefined;
      const [lo, hi] = comparePeriods(a, b) <= 0 ? [a, b] : [b, a];
      const span: Period = {
        kind: lo.kind,
        index: lo.index,
        ...(lo.year !== undefined ? { year: lo.year } : {}),
        start: lo.start!,
        end: hi.end!,
      };
      return { label: `${periodLabel(lo)} to ${periodLabel(hi)}`, periods: [span] };
    }
  }
}

/** The natural granularity of a set of points: month for daily data, else their own kind. */
export function naturalUnit(points: Point[]): PeriodKind | undefined {
  let k: PeriodKind | undefined;
  const days = new Set<string>();
  for (const p of points) {
    if (!p.period) continue;
    if (!k || KIND_RANK[p.period.kind] > KIND_RANK[k]) k = p.period.kind;
    if (p.period.kind === 'day' && p.period.start) days.add(p.period.start.slice(0, 7));
  }
  // daily records read by month; a few dated columns (balance sheet dates) stay as they are
  if (k === 'day' && days.size > 1 && points.length > days.size * 2) return 'month';
  return k;
}

interface Bucket {
  key: string;
  label: string;
  order: number | string;
  points: Point[];
  period?: Period;
}

function bucketByPeriod(points: Point[], unit: PeriodKind): Bucket[] {
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

function bucketByCol(view: TableView, points: Point[], col: number): Bucket[] {
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

function bucketByItem(points: Point[]): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const p of points) {
    const key = String(p.row);
    let b = map.get(key);
    if (!b) {
      b = { key, label: p.item ?? `row ${p.r + 1}`, order: p.row, points: [] };
      map.set(key, b);
    }
    b.points.push(p);
  }
  return [...map.values()];
}

function bucketByTag(points: Point[]): Bucket[] {
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
function groupPoints(
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
      buckets: bucketByItem(points),
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

// ------------------------------------------------------------------ operations

function isPercent(t: Target): boolean {
  return targetStyle(t).kind === 'percent';
}

export function opTotal(ctx: Ctx, targets: Target[]): Result | Refusal {
  const { q } = ctx;
  if (q.groupBy && targets.length === 1) return opBreakdown(ctx, targets[0]!, 'sum');
  // several periods asked "respectively" (or several targets): one figure each
  if (ctx.windows.length > 1) {
    const t = targets[0]!;
    const figures: Fig[] = [];
    const lines: string[] = [];
    for (const w of ctx.windows) {
      const pts = pointsFor(ctx, t, [w]);
      if (!pts.length) return refuse(`There is no ${t.name} for ${w.label} in the workbook`);
      const f = aggregateFig(
        t,
        pts,
        `${t.name}${dimText(ctx.res)}${tagText(ctx.res)}, ${w.label}`,
        ctx,
      );
      figures.push(f);
      lines.push(`${f.label}: ${display(f)} (${citation(f)})`);
    }
    if (
      !q.respectively &&
      /\b(total|sum|combined|altogether|together|in all|aggregate)\b/.test(q.text)
    ) {
      const all = figures.flatMap((f) => f.cells);
      const sum = decSum(figures.map((f) => f.value));
      if (!isPercent(t)) {
        const totalFig: Fig = {
          label: `${t.name}${dimText(ctx.res)}, ${periodsLabel(ctx.windows)} combined`,
          value: sum,
          style: figures[0]!.style,
          sheet: figures[0]!.sheet,
          cells: all,
        };
        return {
          kind: 'total',
          lines: [`${totalFig.label}: ${display(totalFig)}.`, ...lines.map((l) => `- ${l}`)],
          figures: [totalFig, ...figures],
        };
      }
    }
    return { kind: 'lookup', lines, figures };
  }
  const figures: Fig[] = [];
  const lines: string[] = [];
  for (const t of targets) {
    // "total X" in a long table with a totals row: read the totals row
    if (
      t.kind === 'col' &&
      ctx.windows.length === 0 &&
      ctx.res.dims.length === 0 &&
      /\btotal\b/.test(q.text) &&
      t.view.totalRows.length
    ) {
      const tr = t.view.totalRows[t.view.totalRows.length - 1]!;
      const tot = pointsOf(t, { includeTotals: true }).filter((p) => p.row === tr);
      if (tot.length === 1) {
        const f = fig(
          `${t.name}, ${t.view.table.rows[tr]!.label ?? 'total'}`,
          tot[0]!.value,
          targetStyle(t),
          sheetOf(t),
          tot,
        );
        figures.push(f);
        lines.push(`${f.label}: ${display(f)} (the table's totals row). Source: ${citation(f)}.`);
        continue;
      }
    }
    const pts = pointsFor(ctx, t);
    if (!pts.length)
      return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
    // several scenario columns (Budget and Actual) and none asked: one figure each
    if (
      t.kind !== 'col' &&
      ctx.res.tags.length === 0 &&
      new Set(pts.map((p) => (p.tags ?? []).join(' '))).size > 1
    ) {
      for (const b of bucketByTag(pts)) {
        const f = aggregateFig(t, b.points, `${t.name} (${b.label})${describeFilter(ctx)}`, ctx);
        figures.push(f);
        lines.push(`${f.label}: ${display(f)} (${citation(f)})`);
      }
      continue;
    }
    const label = `${t.name}${dimText(ctx.res)}${tagText(ctx.res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`;
    const f = aggregateFig(t, pts, label, ctx);
    figures.push(f);
    const how =
      pts.length === 1
        ? ''
        : isPercent(t)
          ? ` (average of ${pts.length} values)`
          : ` (sum of ${pts.length} ${t.kind === 'col' ? 'rows' : 'cells'})`;
    lines.push(
      `${f.label}${ctx.notes.length ? ` (${ctx.notes.join('; ')})` : ''}: ${display(f)}${how}. Source: ${citation(f)}.`,
    );
  }
  const single = figures.length === 1 && figures[0]!.cells.length === 1;
  return { kind: single ? 'lookup' : 'total', lines, figures };
}

function aggregateFig(t: Target, pts: Point[], label: string, _ctx: Ctx): Fig {
  const style = targetStyle(t);
  if (style.kind === 'percent' && pts.length > 1) {
    const avg = decDiv(sumOf(pts), decFromInt(pts.length), 2)!;
    return fig(`${label} (average)`, avg, style, sheetOf(t), pts, 2);
  }
  return fig(label, sumOf(pts), style, sheetOf(t), pts);
}

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

export function opAverage(ctx: Ctx, t: Target): Result | Refusal {
  const pts = pointsFor(ctx, t);
  if (!pts.length)
    return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  const style = targetStyle(t);
  // "average ... per segment": the mean of the segments' totals
  if (/\bper \w+/.test(ctx.q.text) && (ctx.res.groupCol !== undefined || ctx.res.groupRows)) {
    const g = groupPoints(ctx, t, pts, 'none');
    if (g && g.buckets.length) {
      const sums = g.buckets.map((b) => sumOf(b.points));
      const avg = decDiv(decSum(sums), decFromInt(sums.length), avgScale(pts, style))!;
      const f = fig(
        `Average ${t.name} per ${g.by.toLowerCase()}`,
        avg,
        style,
        sheetOf(t),
        pts,
        avgScale(pts, style),
      );
      return {
        kind: 'average',
        lines: [
          `${f.label}: ${display(f)} (${sums.length} ${g.by.toLowerCase()}s: ${g.buckets.map((b) => b.label).join(', ')}). Source: ${citation(f)}.`,
        ],
        figures: [f],
      };
    }
  }
  if (
    ctx.q.groupBy &&
    (ctx.res.groupCol !== undefined ||
      ctx.res.groupRows ||
      (ctx.q.groupBy.kind === 'period' && ctx.q.granularity === undefined))
  )
    return opBreakdown(ctx, t, 'avg');
  let unit: PeriodKind | undefined =
    ctx.q.granularity ?? (ctx.q.groupBy?.kind === 'period' ? ctx.q.groupBy.unit : undefined);
  if (!unit && t.kind !== 'col' && style.kind !== 'percent') unit = naturalUnit(pts);
  const scale = avgScale(pts, style);
  if (unit && style.kind !== 'percent') {
    const buckets = bucketByPeriod(pts, unit);
    if (!buckets.length) return refuse(`${t.name} has no dates to average by ${unit}`);
    // periods with no entry for this item still count (as zero): use the table's own periods
    const span = bucketByPeriod(
      pointsOf(t, {
        ...(ctx.windows.length ? { periods: ctx.windows.map((w) => w.periods) } : {}),
      }),
      unit,
    );
    const periodCount = Math.max(span.length, buckets.length);
    if (span.length > buckets.length)
      ctx.notes.push(`${span.length - buckets.length} ${unit}(s) with no entry counted as zero`);
    const sums = buckets.map((b) => sumOf(b.points));
    const avg = decDiv(decSum(sums), decFromInt(periodCount), scale)!;
    const f = fig(
      `Average ${unit === 'day' ? 'daily' : unit + 'ly'} ${t.name}${dimText(ctx.res)}${tagText(ctx.res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
      avg,
      style,
      sheetOf(t),
      pts,
      scale,
    );
    const all = span.length >= buckets.length ? span : buckets;
    const first = all[0]!.label;
    const last = all[all.length - 1]!.label;
    return {
      kind: 'average',
      lines: [
        `${f.label}: ${display(f)} — the total ${display(fig('', decSum(sums), style, '', []))} over ${periodCount} ${unit}s (${first}${periodCount > 1 ? ` to ${last}` : ''})${ctx.notes.length ? `, ${ctx.notes.join('; ')}` : ''}. Source: ${citation(f)}.`,
      ],
      figures: [f],
    };
  }
  const avg = decDiv(sumOf(pts), decFromInt(pts.length), scale)!;
  const per = t.kind === 'col' ? 'row' : 'value';
  const f = fig(
    `Average ${t.name}${dimText(ctx.res)}${tagText(ctx.res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
    avg,
    style,
    sheetOf(t),
    pts,
    scale,
  );
  return {
    kind: 'average',
    lines: [
      `${f.label}: ${display(f)} (mean of ${pts.length} ${per}s${ctx.notes.length ? `, ${ctx.notes.join('; ')}` : ''}). Source: ${citation(f)}.`,
    ],
    figures: [f],
  };
}

function varianceMode(ctx: Ctx, t: Target): 'over' | 'under' | undefined {
  if (t.kind === 'col' || t.view.tags.length < 2) return undefined;
  if (/\bunder ?(budget|spen)|\bbelow budget|\bsaving/.test(ctx.q.text)) return 'under';
  if (/\bover ?(budget|spen)|\babove budget|\bvariance|\boverrun/.test(ctx.q.text)) return 'over';
  return undefined;
}

/** Actual minus budget per line item (wide budget-vs-actual tables). */
function opVarianceRank(ctx: Ctx, t: Target, mode: 'over' | 'under', n: number): Result | Refusal {
  const view = t.view;
  const rows = t.kind === 'row' ? [t.row] : t.kind === 'rows' ? t.rows : view.dataRows;
  const items =
    rows.length === 1 && t.kind === 'row' ? rows : t.kind === 'rows' ? rows : view.dataRows;
  const periods = ctx.windows.length ? { periods: ctx.windows.map((w) => w.periods) } : {};
  const list: Array<{ label: string; v: Dec; pts: Point[]; budget: Dec; actual: Dec }> = [];
  for (const ri of items) {
    const row = view.table.rows[ri]!;
    const target: Target = {
      kind: 'row',
      view,
      row: ri,
      name: row.label ?? '',
      tokens: [],
      total: false,
    };
    const pts = pointsOf(target, { ...periods, tags: view.tags });
    const budget = sumOf(
      pts.filter((p) => (p.tags ?? []).some((x) => /budget|plan|target/i.test(x))),
    );
    const actual = sumOf(pts.filter((p) => (p.tags ?? []).some((x) => /actual/i.test(x))));
    list.push({
      label: row.label ?? `row ${row.r + 1}`,
      v: decSub(actual, budget),
      pts,
      budget,
      actual,
    });
  }
  if (!list.length) return refuse('I found no budget and actual lines to compare');
  list.sort((a, b) => (mode === 'over' ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  const style = targetStyle(t);
  const sel = list.slice(0, n);
  const when = ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : '';
  const figures = sel.map((x) =>
    fig(
      `Variance (actual minus budget), ${x.label}${when}`,
      x.v,
      style,
      sheetOf(t),
      x.pts,
      undefined,
      x.label,
    ),
  );
  const top = sel[0]!;
  const lines = [
    `${mode === 'over' ? 'Most over budget' : 'Most under budget'}${when}: ${top.label}, actual ${formatValue(top.actual, style)} against a budget of ${formatValue(top.budget, style)} (variance ${decSign(top.v) > 0 ? '+' : ''}${formatValue(top.v, style)}). Source: ${citation(figures[0]!)}.`,
  ];
  return {
    kind: 'variance',
    lines,
    figures,
    table: {
      columns: ['Line', 'Actual', 'Budget', 'Variance'],
      rows: list.map((x) => [
        x.label,
        formatValue(x.actual, style),
        formatValue(x.budget, style),
        formatValue(x.v, style),
      ]),
    },
  };
}

export function opExtreme(ctx: Ctx, t: Target, dir: 'max' | 'min'): Result | Refusal {
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
      const at = ties.map((s) => s.b.label).join(', ');
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

function pointWhere(view: TableView, p: Point): string {
  const parts: string[] = [];
  if (p.period) parts.push(periodLabel(p.period));
  if (p.item) parts.push(p.item);
  for (const ci of view.catCols) {
    const t = cellText(view.table.rows[p.row]!.cells[ci]);
    if (t) parts.push(t);
  }
  return parts.join(', ') || `row ${p.r + 1}`;
}

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

export function opCount(ctx: Ctx, view: TableView, t: Target | undefined): Result | Refusal {
  const { res } = ctx;
  const table = view.table;
  // distinct values of a named column
  if (res.groupCol !== undefined && !res.dims.some((d) => d.col === res.groupCol)) {
    const col = table.columns[res.groupCol]!;
    const f = filterFor(ctx);
    const anyTarget = t ?? view.targets[0];
    const pts = anyTarget ? pointsOf(anyTarget, f) : [];
    const rows = anyTarget ? [...new Set(pts.map((p) => p.row))] : view.dataRows;
    const distinct = new Map<string, string>();
    for (const ri of rows) {
      const v = cellText(table.rows[ri]!.cells[res.groupCol]);
      if (v) distinct.set(categoryNorm(v), v);
    }
    const cells = rows.map((ri) => ({ r: table.rows[ri]!.r, c: col.c }));
    const figure: Fig = {
      label: `Distinct ${col.label} values${dimText(res, res.groupCol)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
      value: decFromInt(distinct.size),
      style: COUNT,
      sheet: view.sheet.name,
      cells,
    };
    return {
      kind: 'count',
      lines: [
        `${figure.label}: ${distinct.size} (${[...distinct.values()].slice(0, 20).join(', ')}${distinct.size > 20 ? ', …' : ''}). Source: ${citation(figure)}.`,
      ],
      figures: [figure],
    };
  }
  if (table.layout === 'wide' || res.groupRows) {
    const rows = view.dataRows;
    const cells = rows.map((ri) => ({
      r: table.rows[ri]!.r,
      c: table.columns[view.labelCols[0] ?? 0]!.c,
    }));
    const figure: Fig = {
      label: `Rows (${view.labelCols.map((c) => table.columns[c]!.label).join(', ') || 'items'}) in ${view.name}`,
      value: decFromInt(rows.length),
      style: COUNT,
      sheet: view.sheet.name,
      cells,
    };
    return {
      kind: 'count',
      lines: [
        `${figure.label}: ${rows.length} (${rows
          .slice(0, 20)
          .map((ri) => table.rows[ri]!.label)
          .join(', ')}). Source: ${citation(figure)}.`,
      ],
      figures: [figure],
    };
  }
  // records
  const anyTarget = t ?? view.targets[0];
  let rows: number[];
  if (anyTarget) rows = [...new Set(pointsOf(anyTarget, filterFor(ctx)).map((p) => p.row))];
  else rows = view.dataRows;
  const firstCol = view.dateCol ?? view.catCols[0] ?? 0;
  const cells = rows.map((ri) => ({ r: table.rows[ri]!.r, c: table.columns[firstCol]!.c }));
  const figure: Fig = {
    label: `Rows${dimText(res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
    value: decFromInt(rows.length),
    style: COUNT,
    sheet: view.sheet.name,
    cells,
  };
  return {
    kind: 'count',
    lines: [
      `Number of rows (entries) in sheet '${view.sheet.name}'${dimText(res)}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''}: ${rows.length}. Source: ${citation(figure)}.`,
    ],
    figures: [figure],
  };
}

export function opList(ctx: Ctx, view: TableView): Result | Refusal {
  const table = view.table;
  const col = ctx.res.groupCol;
  if (col !== undefined) {
    const distinct = new Map<string, { label: string; cells: CellRef[] }>();
    for (const ri of view.dataRows) {
      const v = cellText(table.rows[ri]!.cells[col]);
      if (!v) continue;
      const k = categoryNorm(v);
      const e = distinct.get(k) ?? { label: v, cells: [] };
      e.cells.push({ r: table.rows[ri]!.r, c: table.columns[col]!.c });
      distinct.set(k, e);
    }
    const all = [...distinct.values()];
    const f: Fig = {
      label: `Distinct ${table.columns[col]!.label} values`,
      value: decFromInt(all.length),
      style: COUNT,
      sheet: view.sheet.name,
      cells: all.flatMap((x) => x.cells),
    };
    return {
      kind: 'list',
      lines: [
        `${table.columns[col]!.label} values in sheet '${view.sheet.name}' (${all.length}): ${all.map((x) => x.label).join(', ')}. Source: ${citation(f)}.`,
      ],
      figures: [f],
    };
  }
  const rows = view.dataRows.map((ri) => table.rows[ri]!);
  const labelCol = table.columns[view.labelCols[0] ?? 0]!;
  const f: Fig = {
    label: `Rows in ${view.name}`,
    value: decFromInt(rows.length),
    style: COUNT,
    sheet: view.sheet.name,
    cells: rows.map((r) => ({ r: r.r, c: labelCol.c })),
  };
  // one figure per line item: its label cell (value 1 = listed), so each item is cited
  const items: Fig[] = rows
    .filter((r) => r.label)
    .map((r) => ({
      label: r.label!,
      value: decFromInt(1),
      style: COUNT,
      sheet: view.sheet.name,
      cells: [{ r: r.r, c: labelCol.c }],
      at: r.label!,
    }));
  return {
    kind: 'list',
    figures: [f, ...items],
    lines: [
      `Line items in sheet '${view.sheet.name}' (${rows.length}): ${rows
        .map((r) => r.label ?? '')
        .filter(Boolean)
        .join(', ')}. Source: ${citation(f)}.`,
    ],
  };
}

/** (to - from) / from x 100, the usual formula (a negative base keeps its sign, so a bracketed
 *  outflow that grows reads as positive growth of the outflow). */
function growthPct(from: Dec, to: Dec): Dec | undefined {
  if (decSign(from) === 0) return undefined;
  return decDiv(decMul(decSub(to, from), HUNDRED), from, 2);
}

function pctPointsStyle(style: NumberStyle): NumberStyle {
  return style.kind === 'percent' ? { ...style, decimals: Math.max(style.decimals, 2) } : style;
}

/** Change between two periods (or budget and actual, or two items). */
export function opChange(ctx: Ctx, targets: Target[], growth: boolean): Result | Refusal {
  const t = targets[0]!;
  const style = targetStyle(t);
  // two items (rows, columns) or two category values in one window
  if (targets.length >= 2 && ctx.windows.length <= 1) {
    const [a, b] = [targets[0]!, targets[1]!];
    const pa = pointsFor(ctx, a);
    const pb = pointsFor(ctx, b);
    if (!pa.length || !pb.length)
      return refuse(`There is no value for ${pa.length ? b.name : a.name}${describeFilter(ctx)}`);
    const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
    return twoValues(
      ctx,
      `${a.name}${dimText(ctx.res)}${when}`,
      sumOf(pa),
      pa,
      `${b.name}${dimText(ctx.res)}${when}`,
      sumOf(pb),
      pb,
      style,
      growth,
      'items',
      sheetOf(t),
    );
  }
  const multi = ctx.res.dims.find((d) => d.values.length >= 2);
  if (multi && ctx.windows.length <= 1) {
    const [va, vb] = [multi.values[0]!, multi.values[1]!];
    const base = filterFor(ctx, undefined, multi.col);
    const pa = pointsOf(t, {
      ...base,
      dims: new Map([...(base.dims ?? []), [multi.col, new Set([va.norm])]]),
    });
    const pb = pointsOf(t, {
      ...base,
      dims: new Map([...(base.dims ?? []), [multi.col, new Set([vb.norm])]]),
    });
    if (!pa.length || !pb.length)
      return refuse(
        `There is no ${t.name} for ${pa.length ? vb.display : va.display}${describeFilter(ctx)}`,
      );
    const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
    return twoValues(
      ctx,
      `${t.name}, ${va.display}${when}`,
      sumOf(pa),
      pa,
      `${t.name}, ${vb.display}${when}`,
      sumOf(pb),
      pb,
      style,
      growth,
      'items',
      sheetOf(t),
    );
  }
  // budget vs actual
  if (
    t.kind !== 'col' &&
    isBudgetTable(t.view) &&
    ctx.windows.length <= 1 &&
    (ctx.res.tags.length !== 1 || /variance|budget|plan/.test(ctx.q.text))
  ) {
    return opScenario(ctx, t, growth);
  }
  let windows = ctx.windows;
  const all = pointsFor(ctx, t, [], undefined, true);
  if (windows.length === 0) {
    const unit = naturalUnit(all);
    if (!unit) return refuse(`${t.name} has no periods to compare`);
    const buckets = bucketByPeriod(all, unit);
    if (buckets.length < 2) return refuse(`${t.name} has only one ${unit} in the data`);
    const last = buckets[buckets.length - 1]!;
    const prev = buckets[buckets.length - 2]!;
    windows = [
      { label: prev.label, periods: [prev.period!] },
      { label: last.label, periods: [last.period!] },
    ];
    ctx.notes.push(`the latest two ${unit}s in the data`);
  } else if (windows.length === 1) {
    const w = windows[0]!;
    const p = w.periods[0]!;
    if (w.periods.length !== 1 || !p) return refuse('I need two periods to compare');
    const yoy =
      /\b(yoy|year[- ]over[- ]year|last year|previous year|prior year|same (month|quarter) last year)\b/.test(
        ctx.q.text,
      );
    const prev =
      yoy && p.kind !== 'year' && p.year !== undefined
        ? makePeriod(p.kind, p.year - 1, p.index)
        : shiftPeriod(p, -1);
    if (!prev) return refuse(`I could not find the period before ${w.label}`);
    windows = [{ label: periodLabel(prev), periods: [prev] }, w];
  } else {
    // chronological order: change = later - earlier
    const sorted = [...windows.slice(0, 2)].sort((a, b) =>
      comparePeriods(a.periods[0]!, b.periods[0]!),
    );
    windows = sorted;
  }
  const [w1, w2] = [windows[0]!, windows[1]!];
  const p1 = pointsFor(ctx, t, [w1]);
  const p2 = pointsFor(ctx, t, [w2]);
  if (!p1.length)
    return refuse(`There is no ${t.name}${dimText(ctx.res)} for ${w1.label} in the workbook`);
  if (!p2.length)
    return refuse(`There is no ${t.name}${dimText(ctx.res)} for ${w2.label} in the workbook`);
  const v1 =
    style.kind === 'percent' && p1.length > 1
      ? decDiv(sumOf(p1), decFromInt(p1.length), 2)!
      : sumOf(p1);
  const v2 =
    style.kind === 'percent' && p2.length > 1
      ? decDiv(sumOf(p2), decFromInt(p2.length), 2)!
      : sumOf(p2);
  const name = `${t.name}${dimText(ctx.res)}${tagText(ctx.res)}`;
  return twoValues(
    ctx,
    `${name}, ${w1.label}`,
    v1,
    p1,
    `${name}, ${w2.label}`,
    v2,
    p2,
    style,
    growth,
    'periods',
    sheetOf(t),
  );
}

function twoValues(
  ctx: Ctx,
  la: string,
  va: Dec,
  pa: Point[],
  lb: string,
  vb: Dec,
  pb: Point[],
  style: NumberStyle,
  growth: boolean,
  mode: 'periods' | 'items',
  sheet: string,
): Result {
  // periods: change = b - a (later minus earlier); items: difference = a - b (as asked)
  const diff = mode === 'periods' ? decSub(vb, va) : decSub(va, vb);
  const base = mode === 'periods' ? va : vb;
  const g = growthPct(base, mode === 'periods' ? vb : va);
  const fa = fig(la, va, style, sheet, pa);
  const fb = fig(lb, vb, style, sheet, pb);
  const pp = style.kind === 'percent';
  const fd = fig(
    mode === 'periods'
      ? `Change${pp ? ' (percentage points)' : ''}`
      : `Difference (${shortName(la)} minus ${shortName(lb)})`,
    diff,
    pctPointsStyle(style),
    sheet,
    [...pa, ...pb],
  );
  const fg = g
    ? fig(
        mode === 'periods' ? 'Growth' : `Relative difference vs ${shortName(lb)}`,
        g,
        PCT,
        sheet,
        [...pa, ...pb],
        2,
      )
    : undefined;
  const lines: string[] = [];
  lines.push(`${fa.label}: ${display(fa)} (${citation(fa)}).`);
  lines.push(`${fb.label}: ${display(fb)} (${citation(fb)}).`);
  const sign = decSign(diff) > 0 ? '+' : '';
  if (mode === 'periods') {
    const verb = decSign(diff) > 0 ? 'up' : decSign(diff) < 0 ? 'down' : 'unchanged';
    lines.push(
      `Change: ${sign}${display(fd)} (${verb}${fg ? `, ${decSign(g!) > 0 ? '+' : ''}${display(fg)}` : ', growth undefined from zero'}).`,
    );
  } else {
    lines.push(
      `Difference: ${sign}${display(fd)}${fg ? ` (${decSign(g!) > 0 ? '+' : ''}${display(fg)} relative to ${shortName(lb)})` : ''}.`,
    );
  }
  if (ctx.notes.length) lines.push(`(${ctx.notes.join('; ')})`);
  const figures = growth && fg ? [fg, fd, fb, fa] : [fd, fb, fa, ...(fg ? [fg] : [])];
  if (mode === 'items') {
    // primary stays the difference (or relative difference) but keep a, b order
    if (growth && fg) return { kind: 'growth', lines, figures: [fg, fd, fa, fb] };
    return { kind: 'difference', lines, figures: [fd, fa, fb, ...(fg ? [fg] : [])] };
  }
  return { kind: growth ? 'growth' : 'change', lines, figures };
}

function shortName(label: string): string {
  return label.length > 40 ? label.slice(0, 37) + '…' : label;
}

function isBudgetTable(view: TableView): boolean {
  return (
    view.tags.some((t) => /budget|plan|target|forecast/.test(t)) &&
    view.tags.some((t) => /actual/.test(t))
  );
}

function opScenario(ctx: Ctx, t: Target, growth: boolean): Result | Refusal {
  const pts = pointsFor(ctx, t, undefined);
  const all = pointsOf(t, {
    ...(ctx.windows.length ? { periods: ctx.windows.map((w) => w.periods) } : {}),
    tags: t.view.tags,
  });
  const byTag = new Map<string, Point[]>();
  for (const p of all) {
    const k = (p.tags ?? []).join(' ').toLowerCase();
    byTag.set(k, [...(byTag.get(k) ?? []), p]);
  }
  void pts;
  const budgetKey = [...byTag.keys()].find((k) => /budget|plan|target|forecast/.test(k));
  const actualKey = [...byTag.keys()].find((k) => /actual/.test(k));
  if (!budgetKey || !actualKey) return refuse('I could not find both budget and actual columns');
  const pb = byTag.get(budgetKey)!;
  const pa = byTag.get(actualKey)!;
  const style = targetStyle(t);
  const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
  const fb = fig(`${t.name}, ${cap(budgetKey)}${when}`, sumOf(pb), style, sheetOf(t), pb);
  const fa = fig(`${t.name}, ${cap(actualKey)}${when}`, sumOf(pa), style, sheetOf(t), pa);
  const diff = decSub(fa.value, fb.value);
  const fd = fig(`Variance (actual minus budget)`, diff, style, sheetOf(t), [...pa, ...pb]);
  const g = growthPct(fb.value, fa.value);
  const fg = g ? fig('Variance vs budget', g, PCT, sheetOf(t), [...pa, ...pb], 2) : undefined;
  const over = decSign(diff) > 0 ? 'over budget' : decSign(diff) < 0 ? 'under budget' : 'on budget';
  const lines = [
    `${fa.label}: ${display(fa)} (${citation(fa)}).`,
    `${fb.label}: ${display(fb)} (${citation(fb)}).`,
    `Variance: ${decSign(diff) > 0 ? '+' : ''}${display(fd)}${fg ? ` (${decSign(g!) > 0 ? '+' : ''}${display(fg)})` : ''}, ${over}.`,
  ];
  return {
    kind: 'variance',
    lines,
    figures: growth && fg ? [fg, fd, fa, fb] : [fd, fa, fb, ...(fg ? [fg] : [])],
  };
}

export function opCompare(ctx: Ctx, targets: Target[]): Result | Refusal {
  const t = targets[0]!;
  if (targets.length >= 2 || ctx.res.dims.some((d) => d.values.length >= 2)) {
    const r = opChange(ctx, targets, false);
    if (isRefusal(r)) return r;
    const [fd, fa, fb] = r.figures as [Fig, Fig, Fig];
    const higher =
      decCmp(fa.value, fb.value) > 0 ? fa : decCmp(fa.value, fb.value) < 0 ? fb : undefined;
    r.lines.push(higher ? `${higher.label} is higher.` : 'They are equal.');
    return { kind: 'compare', lines: r.lines, figures: [fa, fb, fd, ...r.figures.slice(3)] };
  }
  if (t.kind !== 'col' && isBudgetTable(t.view) && ctx.windows.length <= 1)
    return opScenario(ctx, t, false);
  if (ctx.windows.length >= 2) {
    const r = opChange(ctx, targets, false);
    if (isRefusal(r)) return r;
    const [fd, fb, fa] = r.figures as [Fig, Fig, Fig];
    return { kind: 'compare', lines: r.lines, figures: [fa, fb, fd, ...r.figures.slice(3)] };
  }
  return refuse('I need two items or two periods to compare');
}

export function opShare(ctx: Ctx, targets: Target[]): Result | Refusal {
  const t = targets[0]!;
  const style = targetStyle(t);
  // share breakdown: "share of sales by product"
  if (
    (ctx.res.groupCol !== undefined || ctx.res.groupRows || ctx.q.groupBy) &&
    targets.length === 1 &&
    ctx.res.dims.length === 0
  ) {
    const pts = pointsFor(ctx, t);
    const g = groupPoints(ctx, t, pts, 'category');
    if (!g || !pts.length) return refuse(`I could not split ${t.name} that way`);
    const whole = sumOf(pts);
    const figures = g.buckets.map((b) => {
      const v = sumOf(b.points);
      const s = decDiv(decMul(v, HUNDRED), whole, 2);
      return fig(
        `Share of ${t.name}, ${b.label}`,
        s ?? ZERO,
        PCT,
        sheetOf(t),
        b.points,
        2,
        b.label,
      );
    });
    figures.sort((a, b) => decCmp(b.value, a.value));
    const totalFig = fig(`${t.name}, total`, whole, style, sheetOf(t), pts);
    return {
      kind: 'share',
      lines: [
        `Share of ${t.name} by ${g.by.toLowerCase()}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''} (total ${display(totalFig)}, ${citation(totalFig)}):`,
      ],
      figures: [...figures, totalFig],
      table: {
        columns: [g.by, 'Share', 'Cells'],
        rows: figures.map((f) => [f.at!, display(f), cellsText(f)]),
      },
    };
  }
  let part: Point[];
  let whole: Point[];
  let partName: string;
  let wholeName: string;
  if (ctx.res.dims.length && t.kind === 'col') {
    part = pointsFor(ctx, t);
    const except = ctx.res.dims[0]!.col;
    whole = pointsFor(ctx, t, undefined, except);
    partName = `${t.name}${dimText(ctx.res)}`;
    wholeName = `all ${t.name}${dimText(ctx.res, except)}`;
  } else if (targets.length >= 2) {
    const [a, b] = [targets[0]!, targets[1]!];
    const pa = pointsFor(ctx, a);
    const pb = pointsFor(ctx, b);
    // the whole is the one named after "of" / "in", else the larger
    // the whole: a total line, else the larger amount (a part cannot exceed its whole)
    const isTotal = (x: Target): boolean =>
      (x.kind === 'row' && x.total) || /\btotal\b/i.test(x.name);
    const aBigger = decCmp(decAbs(sumOf(pa)), decAbs(sumOf(pb))) > 0;
    const aIsWhole = isTotal(a) !== isTotal(b) ? isTotal(a) : aBigger;
    [part, whole, partName, wholeName] = aIsWhole
      ? [pb, pa, b.name, a.name]
      : [pa, pb, a.name, b.name];
  } else if (t.kind === 'row') {
    const view = t.view;
    const row = view.table.rows[t.row]!;
    const section = row.section
      ? view.targets.find((x) => x.kind === 'rows' && x.name === row.section)
      : undefined;
    const wholeTarget =
      section ??
      (view.homogeneous
        ? {
            kind: 'rows' as const,
            view,
            rows: view.dataRows,
            name: `all ${view.labelCols.map((c) => view.table.columns[c]!.label)[0] ?? 'rows'}`,
            tokens: [],
          }
        : undefined);
    if (!wholeTarget)
      return refuse(
        `I could not tell what ${t.name} is a share of; name the total, e.g. 'share of ${t.name} in revenue'`,
      );
    part = pointsFor(ctx, t);
    whole = pointsFor(ctx, wholeTarget);
    partName = t.name;
    wholeName = wholeTarget.name;
  } else return refuse(`I could not tell what ${t.name} is a share of`);
  if (!part.length || !whole.length)
    return refuse(`There is no value for ${partName}${describeFilter(ctx)}`);
  const pv = sumOf(part);
  const wv = sumOf(whole);
  const s = decDiv(decMul(pv, HUNDRED), wv, 2);
  if (!s) return refuse(`${wholeName} is zero${describeFilter(ctx)}, so a share is undefined`);
  const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
  const fs = fig(
    `Share of ${partName} in ${wholeName}${when}`,
    s,
    PCT,
    sheetOf(t),
    [...part, ...whole],
    2,
  );
  const fp = fig(`${partName}${when}`, pv, style, sheetOf(t), part);
  const fw = fig(`${wholeName}${when}`, wv, style, sheetOf(t), whole);
  return {
    kind: 'share',
    lines: [
      `${partName} is ${display(fs)} of ${wholeName}${when}${ctx.notes.length ? ` (${ctx.notes.join('; ')})` : ''}.`,
      `${fp.label}: ${display(fp)} (${citation(fp)}); ${fw.label}: ${display(fw)} (${citation(fw)}).`,
    ],
    figures: [fs, fp, fw],
  };
}

function findRow(view: TableView, want: string[][], avoid: RegExp = /^$/): Target | undefined {
  let best: Target | undefined;
  let bestLen = Infinity;
  for (const t of view.targets) {
    if (t.kind === 'col' && view.table.layout === 'wide') continue;
    const toks = new Set(t.tokens.filter((x) => x !== 'total'));
    for (const w of want) {
      if (
        w.every((x) => toks.has(x)) &&
        toks.size <= w.length + 1 &&
        !avoid.test(t.name.toLowerCase())
      ) {
        const len = toks.size;
        if (len < bestLen) {
          best = t;
          bestLen = len;
        }
      }
    }
  }
  return best;
}

export function opRatio(ctx: Ctx, views: TableView[], targets: Target[]): Result | Refusal {
  const kind = ctx.q.ratioKind ?? 'generic';
  const scope = targets[0]?.view ?? ctx.res.view;
  const pool = [scope, ...views.filter((v) => v !== scope)];
  const pick = (want: string[][], avoid?: RegExp): Target | undefined => {
    for (const v of pool) {
      const r = findRow(v, want, avoid);
      if (r) return r;
    }
    return undefined;
  };
  let num: Target | undefined;
  let den: Target | undefined;
  let minus: Target | undefined;
  let asPct = true;
  let name: string;
  if (kind === 'gross' || kind === 'operating' || kind === 'net') {
    den = pick([['revenue'], ['net', 'revenue'], ['revenue', 'net']], /cost|cogs/);
    if (kind === 'gross') {
      num = pick([['gross', 'profit']]);
      if (!num) {
        minus = pick([['cogs']]);
        if (minus) num = den;
      }
    } else if (kind === 'operating') num = pick([['operating', 'profit'], ['ebit']]);
    else
      num = pick(
        [['net', 'profit'], ['profit', 'after', 'tax'], ['profit', 'loss', 'year'], ['profit']],
        /gross|operating|before/,
      );
    name = `${cap(kind)} margin`;
    if (!num || !den)
      return refuse(
        `${name} needs ${!den ? 'a revenue line' : `a ${kind} profit line`}, which this workbook does not have`,
      );
  } else if (kind === 'current' || kind === 'quick') {
    num = pick([['current', 'asset']]);
    den = pick([['current', 'liability']]);
    if (kind === 'quick') minus = pick([['inventory']]);
    asPct = false;
    name = kind === 'current' ? 'Current ratio' : 'Quick ratio';
    if (!num || !den)
      return refuse(
        `${name} needs current assets and current liabilities, which this workbook does not show`,
      );
  } else if (kind === 'debt') {
    num = pick([['total', 'liability'], ['liability']]);
    den = pick([['total', 'equity'], ['equity']], /liabilit/);
    asPct = false;
    name = 'Debt-to-equity ratio';
    if (!num || !den) return refuse(`${name} needs total liabilities and total equity`);
  } else {
    const only = targets[0];
    // "X as a proportion of total ...": the total of X's own heading
    let whole: Target | undefined;
    if (targets.length < 2 && only?.kind === 'row' && /\btotal\b/.test(ctx.q.text)) {
      const view = only.view;
      const sec = view.table.rows[only.row]!.section;
      if (sec) {
        const totalRow = view.table.rows.findIndex(
          (r, i) => i > only.row && r.kind === 'total' && r.section === sec,
        );
        if (totalRow >= 0)
          whole = {
            kind: 'row',
            view,
            row: totalRow,
            name: `Total ${sec.replace(/:$/, '')}`,
            tokens: [],
            total: true,
          };
      }
    }
    // "the ratio of X in 2019 to 2018": one line, two periods
    if (targets.length === 1 && !whole && ctx.windows.length === 2 && only) {
      const [w1, w2] = ctx.windows as [Window, Window];
      const p1 = pointsFor(ctx, only, [w1]);
      const p2 = pointsFor(ctx, only, [w2]);
      const pctAsked = /percent|percentage|%/.test(ctx.q.text);
      const r =
        p1.length && p2.length
          ? pctAsked
            ? decDiv(decMul(sumOf(p1), HUNDRED), sumOf(p2), 2)
            : decDiv(sumOf(p1), sumOf(p2), 2)
          : undefined;
      if (!r)
        return refuse(`There is no value for ${only.name} in both ${w1.label} and ${w2.label}`);
      const sheet = sheetOf(only);
      const fr = fig(
        `${only.name}, ${w1.label} ${pctAsked ? 'as a percentage of' : 'to'} ${w2.label}`,
        r,
        pctAsked ? PCT : RATIO,
        sheet,
        [...p1, ...p2],
        2,
      );
      const f1 = fig(`${only.name}, ${w1.label}`, sumOf(p1), targetStyle(only), sheet, p1);
      const f2 = fig(`${only.name}, ${w2.label}`, sumOf(p2), targetStyle(only), sheet, p2);
      return {
        kind: 'ratio',
        lines: [
          `${fr.label}: ${display(fr)} = ${display(f1)} / ${display(f2)}${pctAsked ? ' × 100' : ''}.`,
          `Sources: ${citation(f1)}; ${citation(f2)}.`,
        ],
        figures: [fr, f1, f2],
      };
    }
    if (targets.length < 2 && !whole)
      return refuse('A ratio needs two items, e.g. "ratio of marketing to revenue"');
    num = targets[0]!;
    den = whole ?? targets[1]!;
    asPct =
      /percent|percentage|%|share/.test(ctx.q.text) || (/proportion/.test(ctx.q.text) && !whole);
    name = asPct
      ? `${num.name} as a percentage of ${den.name}`
      : `Ratio of ${num.name} to ${den.name}`;
  }
  const pn = pointsFor(ctx, num);
  const pd = pointsFor(ctx, den);
  const pm = minus ? pointsFor(ctx, minus) : [];
  if (!pn.length || !pd.length)
    return refuse(
      `There is no value for ${!pn.length ? num.name : den.name}${describeFilter(ctx)}`,
    );
  let nv = sumOf(pn);
  if (minus) nv = decSub(nv, sumOf(pm));
  const dv = sumOf(pd);
  const r = asPct ? decDiv(decMul(nv, HUNDRED), dv, 2) : decDiv(nv, dv, 2);
  if (!r) return refuse(`${den.name} is zero${describeFilter(ctx)}`);
  const sheet = sheetOf(num);
  const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
  const fr = fig(`${name}${when}`, r, asPct ? PCT : RATIO, sheet, [...pn, ...pd, ...pm], 2);
  const numLabel =
    minus && kind === 'gross'
      ? `${num.name} minus ${minus.name}`
      : minus
        ? `${num.name} minus ${minus.name}`
        : num.name;
  const fn = fig(`${numLabel}${when}`, nv, targetStyle(num), sheet, [...pn, ...pm]);
  const fdn = fig(`${den.name}${when}`, dv, targetStyle(den), sheetOf(den), pd);
  const lines = [
    `${fr.label}${ctx.notes.length ? ` (${ctx.notes.join('; ')})` : ''}: ${display(fr)} = ${numLabel} ${display(fn)} / ${den.name} ${display(fdn)}${asPct ? ' × 100' : ''}.`,
    `Sources: ${citation(fn)}; ${citation(fdn)}.`,
  ];
  return { kind: 'ratio', lines, figures: [fr, fn, fdn] };
}

/** Least-squares slope of values over 0..n-1, exact then rounded. */
function slope(values: Dec[], scale: number): Dec | undefined {
  const n = values.length;
  if (n < 2) return undefined;
  // slope = (n*Σxy - Σx*Σy) / (n*Σx² - (Σx)²)
  let sx = 0n;
  let sxx = 0n;
  const xs = values.map((_, i) => BigInt(i));
  for (const x of xs) {
    sx += x;
    sxx += x * x;
  }
  const sy = decSum(values);
  const sxy = decSum(values.map((v, i) => decMul(v, { m: xs[i]!, s: 0 })));
  const N = decFromInt(n);
  const num = decSub(decMul(N, sxy), decMul({ m: sx, s: 0 }, sy));
  const den = { m: BigInt(n) * sxx - sx * sx, s: 0 };
  return decDiv(num, den, scale);
}

export function opTrend(ctx: Ctx, t: Target): Result | Refusal {
  const pts = pointsFor(ctx, t, undefined, undefined, true);
  const unit =
    ctx.q.granularity ??
    (ctx.q.groupBy?.kind === 'period' ? ctx.q.groupBy.unit : undefined) ??
    naturalUnit(pts);
  if (!unit) return refuse(`${t.name} has no dates or periods to show a trend`);
  const buckets = bucketByPeriod(pts, unit);
  if (buckets.length < 2) return refuse(`${t.name} has fewer than two ${unit}s in the data`);
  const style = targetStyle(t);
  const values = buckets.map((b) =>
    style.kind === 'percent'
      ? decDiv(sumOf(b.points), decFromInt(b.points.length), 2)!
      : sumOf(b.points),
  );
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const sheet = sheetOf(t);
  const ff = fig(
    `${t.name}, ${buckets[0]!.label} (first)`,
    first,
    style,
    sheet,
    buckets[0]!.points,
  );
  const fl = fig(
    `${t.name}, ${buckets[buckets.length - 1]!.label} (last)`,
    last,
    style,
    sheet,
    buckets[buckets.length - 1]!.points,
  );
  const fc = fig(
    `Change ${buckets[0]!.label} to ${buckets[buckets.length - 1]!.label}`,
    decSub(last, first),
    pctPointsStyle(style),
    sheet,
    [...buckets[0]!.points, ...buckets[buckets.length - 1]!.points],
  );
  const g = growthPct(first, last);
  const sl = slope(values, 2)!;
  const fs = fig(`Average change per ${unit} (least-squares trend)`, sl, style, sheet, pts, 2);
  let hi = 0;
  let lo = 0;
  values.forEach((v, i) => {
    if (decCmp(v, values[hi]!) > 0) hi = i;
    if (decCmp(v, values[lo]!) < 0) lo = i;
  });
  const fh = fig(
    `Highest ${unit}`,
    values[hi]!,
    style,
    sheet,
    buckets[hi]!.points,
    undefined,
    buckets[hi]!.label,
  );
  const fo = fig(
    `Lowest ${unit}`,
    values[lo]!,
    style,
    sheet,
    buckets[lo]!.points,
    undefined,
    buckets[lo]!.label,
  );
  const direction = decSign(sl) > 0 ? 'rising' : decSign(sl) < 0 ? 'falling' : 'flat';
  const lines = [
    `${t.name}${dimText(ctx.res)} trend by ${unit} (${buckets.length} ${unit}s, ${buckets[0]!.label} to ${buckets[buckets.length - 1]!.label}): ${direction}, ${decSign(sl) > 0 ? '+' : ''}${display(fs)} per ${unit} on a straight-line fit.`,
    `From ${display(ff)} in ${buckets[0]!.label} to ${display(fl)} in ${buckets[buckets.length - 1]!.label} (${decSign(fc.value) > 0 ? '+' : ''}${display(fc)}${g ? `, ${decSign(g) > 0 ? '+' : ''}${formatValue(g, PCT, 2)}` : ''}).`,
    `Highest: ${buckets[hi]!.label} (${display(fh)}); lowest: ${buckets[lo]!.label} (${display(fo)}). Source: sheet '${sheet}' ${rangesFor(cellsOf(pts)).range}.`,
  ];
  const figures = [
    fs,
    ff,
    fl,
    fc,
    ...(g
      ? [
          fig(
            'Growth over the period',
            g,
            PCT,
            sheet,
            [...buckets[0]!.points, ...buckets[buckets.length - 1]!.points],
            2,
          ),
        ]
      : []),
    fh,
    fo,
  ];
  return {
    kind: 'trend',
    lines,
    figures,
    table: {
      columns: [cap(unit), t.name],
      rows: buckets.map((b, i) => [b.label, formatValue(values[i]!, style)]),
    },
  };
}

export function opForecast(ctx: Ctx, t: Target): Result | Refusal {
  const pts = pointsFor(ctx, t, undefined, undefined, true);
  const unit = ctx.q.granularity ?? naturalUnit(pts);
  if (!unit) return refuse(`${t.name} has no dates or periods to forecast from`);
  const buckets = bucketByPeriod(pts, unit);
  if (buckets.length < 3)
    return refuse(
      `A forecast needs at least three ${unit}s of ${t.name}; the data has ${buckets.length}`,
    );
  const style = targetStyle(t);
  const values = buckets.map((b) => sumOf(b.points));
  const lastB = buckets[buckets.length - 1]!;
  const next = lastB.period ? shiftPeriod(lastB.period, 1) : undefined;
  const nextLabel = next ? periodLabel(next) : `the next ${unit}`;
  const sheet = sheetOf(t);
  const last3 = buckets.slice(-3);
  const avg3 = decDiv(decSum(values.slice(-3)), decFromInt(3), Math.max(2, style.decimals))!;
  const f3 = fig(
    `Naive forecast of ${t.name} for ${nextLabel} (average of the last 3 ${unit}s)`,
    avg3,
    style,
    sheet,
    last3.flatMap((b) => b.points),
    Math.max(2, style.decimals),
  );
  const fl = fig(
    `Naive forecast of ${t.name} for ${nextLabel} (same as ${lastB.label})`,
    values[values.length - 1]!,
    style,
    sheet,
    lastB.points,
  );
  const sl = slope(values, 6)!;
  const n = values.length;
  // trend line value at x = n: mean(y) + slope * (n - mean(x))
  const meanY = decDiv(decSum(values), decFromInt(n), 6)!;
  const meanX = decDiv(decFromInt(n * (n - 1)), decFromInt(2 * n), 6)!;
  const proj = decRound(
    decAdd(meanY, decMul(sl, decSub(decFromInt(n), meanX))),
    Math.max(2, style.decimals),
  );
  const ft = fig(
    `Naive forecast of ${t.name} for ${nextLabel} (straight-line trend over ${n} ${unit}s)`,
    proj,
    style,
    sheet,
    pts,
    Math.max(2, style.decimals),
  );
  return {
    kind: 'forecast',
    lines: [
      `Naive forecast for ${nextLabel} (an extrapolation of the workbook's own figures, not a prediction model):`,
      `- average of the last 3 ${unit}s (${last3.map((b) => b.label).join(', ')}): ${display(f3)}`,
      `- same as the last ${unit} (${lastB.label}): ${display(fl)}`,
      `- straight-line trend over ${n} ${unit}s: ${display(ft)}`,
      `Based on ${t.name} in sheet '${sheet}' ${rangesFor(cellsOf(pts)).range}.`,
    ],
    figures: [f3, fl, ft],
  };
}

export function tokensOf(s: string): string[] {
  return canonical(s);
}

export function figureValueText(f: Fig): string {
  return decToString(f.value);
}

export { unitOfKind };

/** "In which years was X less than N?": the periods (or items) whose value passes the threshold. */
export function opFilter(ctx: Ctx, t: Target): Result | Refusal {
  const th = ctx.q.threshold;
  if (!th) return refuse('I could not read the threshold');
  const pts = pointsFor(ctx, t, undefined, undefined, true);
  if (!pts.length)
    return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
  const g = groupPoints(ctx, t, pts, t.kind === 'rows' ? 'category' : 'period');
  if (!g) return refuse(`I could not tell which ${t.name} values to compare`);
  let limit = decParse(th.value);
  if (!limit) return refuse('I could not read the threshold');
  // "5 million" against a table in thousands is 5,000 of its units
  const scale: Record<string, number> = { thousand: 3, million: 6, billion: 9 };
  const tableUnit = t.view.table.unit?.replace(/s$/, '');
  if (th.unit && tableUnit && scale[th.unit] !== undefined && scale[tableUnit] !== undefined) {
    const shift = scale[th.unit]! - scale[tableUnit]!;
    limit =
      shift >= 0
        ? decMul(limit, { m: 10n ** BigInt(shift), s: 0 })
        : decMul(limit, { m: 1n, s: -shift });
  }
  const style = targetStyle(t);
  const hits = g.buckets.filter((b) => {
    const c = decCmp(sumOf(b.points), limit);
    return th.dir === 'above' ? c > 0 : c < 0;
  });
  const word = th.dir === 'above' ? 'above' : 'below';
  const figures = hits.map((b) =>
    fig(`${t.name}, ${b.label}`, sumOf(b.points), style, sheetOf(t), b.points, undefined, b.label),
  );
  const lines = [
    `${t.name}${dimText(ctx.res)} is ${word} ${formatValue(limit, style)} in ${hits.length} of ${g.buckets.length} ${g.by.toLowerCase()}s${hits.length ? `: ${hits.map((b) => b.label).join(', ')}` : ''}.`,
    ...figures.map((f) => `- ${f.at}: ${display(f)} (${citation(f)})`),
  ];
  if (th.count) {
    const all = g.buckets.flatMap((b) => b.points);
    const countFig: Fig = {
      label: `${g.by}s with ${t.name} ${word} ${formatValue(limit, style)}`,
      value: decFromInt(hits.length),
      style: COUNT,
      sheet: sheetOf(t),
      cells: cellsOf(all),
    };
    return {
      kind: 'count',
      lines: [`${countFig.label}: ${hits.length}. Source: ${citation(countFig)}.`, ...lines],
      figures: [countFig, ...figures],
    };
  }
  if (!hits.length) lines.push(`Source: sheet '${sheetOf(t)}' ${rangesFor(cellsOf(pts)).range}.`);
  return { kind: 'filter', lines, figures };
}

/** The line items under a heading ("What items does X consist of?"). */
export function opItems(ctx: Ctx, t: Target): Result | Refusal {
  const view = t.view;
  const table = view.table;
  let rows: number[] | undefined;
  if (t.kind === 'rows') rows = t.rows;
  else if (t.kind === 'row') {
    const row = table.rows[t.row]!;
    const name = (row.label ?? '').replace(/:$/, '').toLowerCase();
    const under = view.dataRows.filter(
      (ri) => (table.rows[ri]!.section ?? '').replace(/:$/, '').toLowerCase() === name,
    );
    if (under.length) rows = under;
    else if (row.kind === 'total' && row.section)
      rows = view.dataRows.filter((ri) => table.rows[ri]!.section === row.section);
  }
  if (!rows || !rows.length) return refuse(`I could not find the lines that make up ${t.name}`);
  const labelCol = table.columns[view.labelCols[0] ?? 0]!;
  const items = rows.map((ri) => table.rows[ri]!).filter((r) => r.label);
  const latest = latestPeriod(
    pointsFor(
      ctx,
      { kind: 'rows', view, rows, name: t.name, tokens: [] },
      undefined,
      undefined,
      true,
    ),
  );
  const figures: Fig[] = items.map((r) => {
    const pts = pointsOf(
      { kind: 'row', view, row: table.rows.indexOf(r), name: r.label!, tokens: [], total: false },
      latest ? { periods: [[latest]] } : {},
    );
    const cell = [{ r: r.r, c: labelCol.c }];
    if (pts.length === 1)
      return fig(
        `${r.label}${latest ? `, ${periodLabel(latest)}` : ''}`,
        pts[0]!.value,
        targetStyle(t),
        sheetOf(t),
        pts,
        undefined,
        r.label,
      );
    return {
      label: r.label!,
      value: decFromInt(1),
      style: COUNT,
      sheet: sheetOf(t),
      cells: cell,
      at: r.label!,
    };
  });
  const labels = items.map((r) => r.label!);
  if (/\bhow many\b/.test(ctx.q.text)) {
    const countFig: Fig = {
      label: `Lines under ${t.name}`,
      value: decFromInt(items.length),
      style: COUNT,
      sheet: sheetOf(t),
      cells: items.map((r) => ({ r: r.r, c: labelCol.c })),
    };
    return {
      kind: 'count',
      lines: [
        `${t.name} has ${items.length} lines: ${labels.join(', ')}. Source: ${citation(countFig)}.`,
      ],
      figures: [countFig],
    };
  }
  return {
    kind: 'items',
    lines: [
      `${t.name} is made up of ${labels.length} lines: ${labels.join('; ')}.`,
      ...figures.map(
        (f) => `- ${f.at}: ${f.style === COUNT ? '' : display(f) + ' '}(${citation(f)})`,
      ),
    ],
    figures,
  };
}

/** "Which years does the table cover?" */
export function opPeriods(ctx: Ctx, view: TableView, t0: Target | undefined): Result | Refusal {
  // "which years does the table show": every value column, not one line's
  const wholeTable =
    /\b(table|reported|shown|included|highlighted|presented|provided|covered|disclosed)\b/.test(
      ctx.q.text,
    );
  if (wholeTable && view.table.layout === 'long') {
    const rows = view.dataRows.map((ri) => view.table.rows[ri]!).filter((r) => r.label || r.period);
    const labelCol = view.table.columns[view.catCols[0] ?? view.dateCol ?? 0]!;
    const figures: Fig[] = rows.map((r, i) => ({
      label: `Row ${r.label ?? periodLabel(r.period!)}`,
      value: decFromInt(i + 1),
      style: COUNT,
      sheet: view.sheet.name,
      cells: [{ r: r.r, c: labelCol.c }],
      at: r.label ?? periodLabel(r.period!),
    }));
    if (figures.length)
      return {
        kind: 'periods',
        lines: [
          `The table in sheet '${view.sheet.name}' has ${figures.length} rows: ${figures.map((f) => f.at).join(', ')} (${rangesFor(figures.flatMap((f) => f.cells)).range}).`,
        ],
        figures,
      };
  }
  const t = wholeTable ? undefined : t0;
  if (!t && view.table.layout === 'wide') {
    const cols = view.table.columns.filter((c) => c.role === 'value' || c.role === 'total');
    const cells = cols.map((c) => ({
      r: view.table.headerRows[view.table.headerRows.length - 1] ?? 0,
      c: c.c,
    }));
    const figures: Fig[] = cols.map((c, i) => ({
      label: `Column ${c.group ? `${c.group} ` : ''}${c.label}`,
      value: decFromInt(i + 1),
      style: COUNT,
      sheet: view.sheet.name,
      cells: [cells[i]!],
      at: c.period && c.period.kind === 'year' ? String(c.period.year) : c.label,
    }));
    return {
      kind: 'periods',
      lines: [
        `The table in sheet '${view.sheet.name}' has ${cols.length} value columns: ${figures.map((f) => f.at).join(', ')} (header cells ${rangesFor(cells).range}).`,
      ],
      figures,
    };
  }
  const target = t ?? view.targets.find((x) => x.kind === 'row' || x.kind === 'col');
  if (!target) return refuse('I found no periods in this table');
  const pts = pointsFor(ctx, target, undefined, undefined, true);
  const unit = naturalUnit(pts) ?? 'year';
  const buckets = bucketByPeriod(pts, unit);
  if (!buckets.length) return refuse('I found no periods in this table');
  const style = targetStyle(target);
  const figures = [...buckets]
    .reverse()
    .map((b) =>
      fig(
        `${target.name}, ${b.label}`,
        sumOf(b.points),
        style,
        sheetOf(target),
        b.points,
        undefined,
        b.label,
      ),
    );
  return {
    kind: 'periods',
    lines: [
      `${t ? t.name : `Sheet '${view.sheet.name}'`} is given for ${buckets.length} ${unit}s: ${figures.map((f) => f.at).join(', ')}.`,
      ...figures.map((f) => `- ${f.at}: ${display(f)} (${citation(f)})`),
    ],
    figures,
  };
}
