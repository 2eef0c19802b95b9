/** The `forecast` operation: see engine/README.md for what each operation answers. */
import { rangesFor } from '../../a1';
import { decAdd, decDiv, decFromInt, decMul, decSub, decSum, decRound } from '../../decimal';
import { periodLabel, shiftPeriod } from '../../periods';
import type { Target } from '../../view';
import { targetStyle } from '../../view';
import { bucketByPeriod } from '../buckets';
import { cellsOf, display, fig, pointsFor, sheetOf, sumOf } from '../figures';
import { slope } from './trend';
import type { Ctx, Refusal, Result } from '../types';
import { refuse } from '../types';
import { naturalUnit } from '../windows';

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
