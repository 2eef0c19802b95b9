/** Period windows: turning the question's period words into concrete periods of the data, and the points inside them. */
import type { Period, PeriodKind } from '../model';
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
} from '../periods';
import type { PeriodSpec } from '../question';
import type { Point, TableView } from '../view';
import { periodsOf } from '../view';
import type { Refusal, Window } from './types';
import { refuse } from './types';

export function unitOfKind(k: PeriodKind): 'month' | 'quarter' | 'year' | 'half' | 'day' {
  return k;
}

/** Periods of the data at a granularity, sorted. */
export function dataPeriods(views: TableView[], unit: PeriodKind): Period[] {
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

export function specText(spec: PeriodSpec): string {
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

export function resolveAbs(
  spec: Extract<PeriodSpec, { type: 'abs' }>,
  view: TableView,
  notes: string[],
  now?: Date,
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
  // after blind-37: "in august" asked in December 2026 of bookings for 2026 and 2027 is the
  // August just gone: the latest one begun by today, when the data holds one
  const today = now ? now.toISOString().slice(0, 10) : undefined;
  const begun = today
    ? [...years].filter((y) => (makePeriod(spec.kind, y, spec.index).start ?? '') <= today)
    : [];
  const y = Math.max(...(begun.length ? begun : years));
  if (years.size > 1)
    notes.push(
      `${periodLabel(makePeriod(spec.kind, y, spec.index))}, the ${begun.length && y !== Math.max(...years) ? 'latest begun by today' : 'latest in the data'}`,
    );
  return makePeriod(spec.kind, y, spec.index);
}

export function resolveSpec(
  spec: PeriodSpec,
  view: TableView,
  now: Date | undefined,
  notes: string[],
  hasThisAndLast: (unit: string) => boolean,
): Window | Refusal | undefined {
  switch (spec.type) {
    case 'abs': {
      const p = resolveAbs(spec, view, notes, now);
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
        // after blind-42: the data reaching past that period (2026's months, "last year" asked
        // in December 2026) does not hold it: the latest period is this one, never last year's
        const latest = list[list.length - 1]!;
        if (target && target.start && latest.start && target.start < latest.start)
          return refuse(
            `"${specText(spec)}" is ${periodLabel(target)}, and the data holds ${periodLabel(list[0]!)}${list.length > 1 ? ` to ${periodLabel(latest)}` : ''} only`,
          );
        if (target)
          notes.push(
            `the data ends in ${periodLabel(list[list.length - 1]!)}, so "${specText(spec)}" is read as the latest ${spec.unit} in the data`,
          );
      }
      let idx = list.length - 1;
      // "last year" on a sheet of several years: on a year-against-year comparison ("2025 vs
      // 2024" across) it is the earlier year; on a log of dated rows it could be the latest
      // year or the one before: asked back, never picked
      const severalYears = spec.unit === 'year' && spec.offset === -1 && list.length >= 2;
      const comparison = severalYears && view.table.layout === 'wide';
      if (severalYears && !comparison && !hasThisAndLast(spec.unit))
        return refuse(
          `"${specText(spec)}" could be ${periodLabel(list[list.length - 1]!)} (the latest in the data) or ${periodLabel(list[list.length - 2]!)}; name the year`,
        );
      if (spec.offset === -2) idx -= 1;
      else if (spec.offset === -1 && (hasThisAndLast(spec.unit) || comparison)) idx -= 1;
      const p = list[idx];
      if (!p) return undefined;
      if (!now && comparison && !hasThisAndLast(spec.unit))
        notes.push(`${specText(spec)} = ${periodLabel(p)}, the earlier year compared`);
      else if (!now)
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
      const a = spec.from.type === 'abs' ? resolveAbs(spec.from, view, notes, now) : undefined;
      const b =
        spec.to.type === 'abs'
          ? resolveAbs(
              {
                ...spec.to,
                ...(spec.to.year === undefined && a?.year !== undefined ? { year: a.year } : {}),
              },
              view,
              notes,
              now,
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

/**
 * After pass 52: a statement whose columns are whole years side by side ("2026 | 2025") holds
 * alternatives, not parts: "what share of turnover is marquee hire" with no year named is the
 * latest year, said so; a share of the two years added answers neither.
 */
export function latestYearOfComparison(view: TableView, notes: string[]): Window | undefined {
  if (view.table.layout !== 'wide') return undefined;
  const ps = periodsOf(view);
  if (ps.length < 2 || ps.some((p) => p.kind !== 'year')) return undefined;
  const years = dataPeriods([view], 'year');
  if (years.length < 2) return undefined;
  const latest = years[years.length - 1]!;
  const others = years.slice(0, -1).map(periodLabel);
  notes.push(`the latest year; ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} beside it`);
  return { label: periodLabel(latest), periods: [latest] };
}
