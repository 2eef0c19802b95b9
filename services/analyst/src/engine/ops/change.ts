/** The `change` operations: see engine/README.md for what each operation answers. */
import type { Dec } from '../../decimal';
import { sentenceLabel } from '../../headline';
import { HUNDRED, decCmp, decDiv, decFromInt, decMul, decSign, decSub } from '../../decimal';
import type { NumberStyle } from '../../format';
import { comparePeriods, makePeriod, periodLabel, shiftPeriod } from '../../periods';
import type { Point, Target, TableView } from '../../view';
import { pointsOf, targetStyle } from '../../view';
import { bucketByPeriod } from '../buckets';
import {
  cap,
  citation,
  describeFilter,
  dimText,
  display,
  fig,
  filterFor,
  periodsLabel,
  pointsFor,
  sheetOf,
  sumOf,
  tagText,
} from '../figures';
import type { Ctx, Refusal, Result } from '../types';
import { PCT, refuse } from '../types';
import { naturalUnit } from '../windows';

/** (to - from) / from x 100, the usual formula (a negative base keeps its sign, so a bracketed
 *  outflow that grows reads as positive growth of the outflow). */
export function growthPct(from: Dec, to: Dec): Dec | undefined {
  if (decSign(from) === 0) return undefined;
  return decDiv(decMul(decSub(to, from), HUNDRED), from, 2);
}

export function pctPointsStyle(style: NumberStyle): NumberStyle {
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
    // "how much did rent change vs 2024": 2024 is the base, the later side is the latest
    // period of its kind in the data
    // ("compared to last year" on a year-against-year sheet: last year is the earlier year)
    const spec = ctx.q.periods[0];
    if (
      (spec?.type === 'abs' || (spec?.type === 'rel' && spec.unit === 'year')) &&
      namedAsBase(ctx.q.text, ctx.q.periodTexts[0])
    ) {
      const later = bucketByPeriod(all, p.kind).filter(
        (b) => b.period && comparePeriods(b.period, p) > 0,
      );
      const last = later[later.length - 1];
      if (!last?.period) return refuse(`There is no period after ${w.label} to compare with`);
      windows = [w, { label: last.label, periods: [last.period] }];
    } else {
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
    }
  } else {
    // chronological order: change = later - earlier
    const sorted = [...windows.slice(0, 2)].sort((a, b) =>
      comparePeriods(a.periods[0]!, b.periods[0]!),
    );
    windows = sorted;
  }
  let [w1, w2] = [windows[0]!, windows[1]!];
  let p1 = pointsFor(ctx, t, [w1]);
  let p2 = pointsFor(ctx, t, [w2]);
  // after blind-44: "compare this year to last" while this year runs to November: the same
  // months of both years, never eleven months against twelve
  const alike = sameMonths(w1, w2, p1, p2);
  if (alike) [w1, w2, p1, p2] = alike;
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
    { subject: sentenceLabel(name), from: w1.label, to: w2.label },
  );
}

export function twoValues(
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
  heading?: { subject: string; from: string; to: string },
): Result {
  // after blind-43: "the difference between the low and high price" is the gap between the
  // two, larger less smaller (TAT-QA: 2.41, not -2.41); "X minus Y", "X vs Y" keep the order
  if (
    mode === 'items' &&
    !growth &&
    /\bdifference between\b/.test(ctx.q.text) &&
    decCmp(va, vb) < 0
  )
    return twoValues(ctx, lb, vb, pb, la, va, pa, style, growth, mode, sheet, heading);
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
  const sign = decSign(diff) > 0 ? '+' : '';
  const gText = fg ? `${decSign(g!) > 0 ? '+' : ''}${display(fg)}` : undefined;
  const cells = [
    `${fa.label}: ${display(fa)} (${citation(fa)}).`,
    `${fb.label}: ${display(fb)} (${citation(fb)}).`,
  ];
  const lines: string[] = [];
  if (mode === 'periods') {
    // headline first: the asked figure with its unit, then how it was computed, then the cells
    const head = heading ?? { subject: la, from: 'the first value', to: 'the second' };
    const span = `(${display(fa)} → ${display(fb)}) from ${head.from} to ${head.to}`;
    if (growth && fg) {
      const verb = decSign(g!) > 0 ? 'grew' : 'changed by';
      lines.push(`${head.subject} ${verb} ${display(fg)} ${span}.`);
    } else {
      const verb =
        decSign(diff) > 0
          ? 'rose by'
          : decSign(diff) < 0
            ? 'changed by'
            : 'was unchanged, a change of';
      lines.push(`${head.subject} ${verb} ${display(fd)} ${span}.`);
    }
    lines.push(
      `Change = ${head.to} minus ${head.from} = ${sign}${display(fd)}${pp ? ' (percentage points)' : ''}` +
        (gText
          ? `; growth = change ÷ ${head.from} = ${gText}.`
          : '; growth is undefined from zero.'),
    );
    lines.push(...cells);
  } else {
    lines.push(
      `Difference: ${sign}${display(fd)}${gText ? ` (${gText} relative to ${shortName(lb)})` : ''}.`,
    );
    lines.push(...cells);
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

export function shortName(label: string): string {
  return label.length > 40 ? label.slice(0, 37) + '…' : label;
}

export function isBudgetTable(view: TableView): boolean {
  return (
    view.tags.some((t) => /budget|plan|target|forecast/.test(t)) &&
    view.tags.some((t) => /actual/.test(t))
  );
}

export function opScenario(ctx: Ctx, t: Target, growth: boolean): Result | Refusal {
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
  const actualKey = [...byTag.keys()].find((k) => /actual/.test(k));
  // a budget kept for the full year and for the year to date: the actual is set against the
  // budget of its own span (the key's words other than its role), never the other one's
  const budgetKeys = [...byTag.keys()].filter((k) => /budget|plan|target|forecast/.test(k));
  const span = (k: string, role: RegExp) => k.replace(role, '').replace(/\s+/g, ' ').trim();
  const budgetKey =
    budgetKeys.find(
      (k) =>
        actualKey !== undefined &&
        span(k, /\b(?:budget|plan|target|forecast)\w*/g) === span(actualKey, /\bactuals?\b/g),
    ) ?? budgetKeys[0];
  if (!budgetKey || !actualKey) return refuse('I could not find both budget and actual columns');
  const pa = byTag.get(actualKey)!;
  // after blind-44: like for like: a quarter with a budget and no actual yet (Q4 not
  // reported) is left out of the budget too, never set against nothing
  const actualRows = new Set(pa.map((p) => p.r));
  const pbAll = byTag.get(budgetKey)!;
  const pbLike = pbAll.filter((p) => actualRows.has(p.r));
  const pb = pbLike.length && pbLike.length < pbAll.length ? pbLike : pbAll;
  if (pb !== pbAll)
    ctx.notes.push(`the budget is taken for the ${pb.length} lines that have an actual`);
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
    `Variance: ${decSign(diff) > 0 ? '+' : ''}${display(fd)}${fg ? ` (${decSign(g!) > 0 ? '+' : ''}${display(fg)})` : ''}, ${over}.`,
    'Variance = actual minus budget.',
    `${fa.label}: ${display(fa)} (${citation(fa)}).`,
    `${fb.label}: ${display(fb)} (${citation(fb)}).`,
    ...(ctx.notes.length ? [`(${ctx.notes.join('; ')})`] : []),
  ];
  return {
    kind: 'variance',
    lines,
    figures: growth && fg ? [fg, fd, fa, fb] : [fd, fa, fb, ...(fg ? [fg] : [])],
  };
}

/** "vs 2024", "compared to 2024", "since 2024": the one period named is the base of the change. */
function namedAsBase(text: string, periodText: string | undefined): boolean {
  const p = periodText?.trim();
  if (!p) return false;
  const esc = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\b(?:vs\\.?|versus|compared (?:to|with)|against|since|relative to)\\s+${esc}(?!\\s*(?:to|and|through|-))`,
  ).test(text);
}

type Window = Ctx['windows'][number];

/**
 * Two whole years kept by month, one with months the other lacks: both cut to the months they
 * share, the windows named by them ("Jan–Nov 2025"). Undefined when the months already match.
 */
function sameMonths(
  w1: Window,
  w2: Window,
  p1: Point[],
  p2: Point[],
): [Window, Window, Point[], Point[]] | undefined {
  const year = (w: Window): number | undefined =>
    w.periods.length === 1 && w.periods[0]!.kind === 'year' ? w.periods[0]!.year : undefined;
  const [y1, y2] = [year(w1), year(w2)];
  if (y1 === undefined || y2 === undefined) return undefined;
  const months = (ps: Point[]): Set<number> | undefined =>
    ps.every((p) => p.period?.kind === 'month')
      ? new Set(ps.map((p) => p.period!.index))
      : undefined;
  const [m1, m2] = [months(p1), months(p2)];
  if (!m1 || !m2) return undefined;
  const shared = [...m1].filter((m) => m2.has(m)).sort((a, b) => a - b);
  if (!shared.length || (shared.length === m1.size && shared.length === m2.size)) return undefined;
  // a run of months, so that the windows can be named as one span
  if (shared[shared.length - 1]! - shared[0]! !== shared.length - 1) return undefined;
  const keep = (ps: Point[]): Point[] => ps.filter((p) => shared.includes(p.period!.index));
  const span = (y: number): Window => {
    const from = makePeriod('month', y, shared[0]!);
    const to = makePeriod('month', y, shared[shared.length - 1]!);
    const periods = shared.map((m) => makePeriod('month', y, m));
    return { label: `${periodLabel(from).split(' ')[0]}–${periodLabel(to)}`, periods };
  };
  return [span(y1), span(y2), keep(p1), keep(p2)];
}
