/** The `trend` operation: see engine/README.md for what each operation answers. */
import { rangesFor } from '../../a1';
import type { Dec } from '../../decimal';
import { decCmp, decDiv, decFromInt, decMul, decSign, decSub, decSum } from '../../decimal';
import { formatValue } from '../../format';
import type { Target } from '../../view';
import { targetStyle } from '../../view';
import { bucketByPeriod } from '../buckets';
import { cap, cellsOf, dimText, display, fig, pointsFor, sheetOf, sumOf } from '../figures';
import { growthPct, pctPointsStyle } from './change';
import type { Ctx, Refusal, Result } from '../types';
import { PCT, refuse } from '../types';
import { naturalUnit } from '../windows';

/** Least-squares slope of values over 0..n-1, exact then rounded. */
export function slope(values: Dec[], scale: number): Dec | undefined {
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
