/** The `average` operation: see engine/README.md for what each operation answers. */
import type { Dec } from '../../decimal';
import { decCmp, decDiv, decFromInt, decSign, decSub, decSum } from '../../decimal';
import { formatValue } from '../../format';
import type { PeriodKind } from '../../model';
import type { Point, Target } from '../../view';
import { pointsOf, targetStyle } from '../../view';
import { bucketByPeriod, groupPoints } from '../buckets';
import {
  avgScale,
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
import { opBreakdown } from './breakdown';
import type { Ctx, Refusal, Result } from '../types';
import { refuse } from '../types';
import { naturalUnit } from '../windows';

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
      // "per employee per month": each one's total over the months the figures cover
      const unit = perPeriod(ctx);
      let months = 1;
      if (unit) {
        const span = bucketByPeriod(
          pointsOf(t, ctx.windows.length ? { periods: ctx.windows.map((w) => w.periods) } : {}),
          unit,
        );
        if (!span.length) return refuse(`${t.name} has no dates to average by ${unit}`);
        months = span.length;
      }
      const avg = decDiv(decSum(sums), decFromInt(sums.length * months), avgScale(pts, style))!;
      const f = fig(
        `Average ${t.name} per ${g.by.toLowerCase()}${unit ? ` per ${unit} (${months} ${unit}s)` : ''}`,
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

export function varianceMode(ctx: Ctx, t: Target): 'over' | 'under' | undefined {
  if (t.kind === 'col' || t.view.tags.length < 2) return undefined;
  if (/\bunder ?(budget|spen)|\bbelow budget|\bsaving/.test(ctx.q.text)) return 'under';
  if (/\bover ?(budget|spen)|\babove budget|\bvariance|\boverrun/.test(ctx.q.text)) return 'over';
  return undefined;
}

/** Actual minus budget per line item (wide budget-vs-actual tables). */
export function opVarianceRank(
  ctx: Ctx,
  t: Target,
  mode: 'over' | 'under',
  n: number,
): Result | Refusal {
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

/** "... per employee per month", "monthly ... per employee": the period each one is averaged over. */
function perPeriod(ctx: Ctx): PeriodKind | undefined {
  const m = /\b(?:per|a|an|each|every) (month|quarter|year)\b/.exec(ctx.q.text);
  if (m) return m[1] as PeriodKind;
  const u = ctx.q.granularity;
  return u === 'month' || u === 'quarter' ? u : undefined;
}
