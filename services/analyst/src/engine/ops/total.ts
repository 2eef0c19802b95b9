/** The `total` operation: see engine/README.md for what each operation answers. */
import { decDiv, decEq, decFromInt, decSum } from '../../decimal';
import type { Point, Target } from '../../view';
import { pointsOf, targetStyle } from '../../view';
import { bucketByTag } from '../buckets';
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
import { wholeOfParts } from '../../whole-of-parts';
import { opBreakdown } from './breakdown';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { refuse } from '../types';

export function isPercent(t: Target): boolean {
  return targetStyle(t).kind === 'percent';
}

/** "Unit Price", "Unit cost", "Price per kg", "Rate": a figure per unit, never summed. */
export function isUnitRate(name: string): boolean {
  return /\bunit\s*(price|cost|rate)\b|\b(price|cost|rate)\s+(per|each)\b|\bper\s+unit\b|^(price|rate|unit price|each)$/i.test(
    name.trim(),
  );
}

/**
 * Several totals rows ("January total", "February total", …, maybe "Quarter total"): the last
 * is the table's total only when it adds up every line; a register ending on "March total"
 * gave one month for "total gross pay for the quarter" (pass 15, W2). One totals row is read
 * as before.
 */
function closesTheTable(t: Target, value: Point['value']): boolean {
  if (t.view.totalRows.length < 2) return true;
  return decEq(decSum(pointsOf(t).map((p) => p.value)), value);
}

const OVER_MONTHS =
  /\b(?:over|across|during|throughout) (?:the )?(?:months? of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/;

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
      (/\b(total|sum|combined|altogether|together|in all|aggregate)\b/.test(q.text) ||
        // "power bill over june july august": months asked over a span are added
        OVER_MONTHS.test(q.text))
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
      if (tot.length === 1 && closesTheTable(t, tot[0]!.value)) {
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
    // "total X" in a wide table with a Total column: read that column
    if (
      t.kind === 'row' &&
      ctx.windows.length === 0 &&
      ctx.res.dims.length === 0 &&
      /\btotal\b/.test(q.text) &&
      t.view.totalCols.length === 1
    ) {
      const tot = pointsOf(t, { valueCols: t.view.totalCols });
      if (tot.length === 1) {
        const col = t.view.table.columns[t.view.totalCols[0]!]!;
        const f = fig(`${t.name}, ${col.label}`, tot[0]!.value, targetStyle(t), sheetOf(t), tot);
        figures.push(f);
        lines.push(
          `${f.label}: ${display(f)} (the table's ${col.label} column). Source: ${citation(f)}.`,
        );
        continue;
      }
    }
    const pts = pointsFor(ctx, t);
    if (!pts.length)
      return refuse(`There is no value for ${t.name}${describeFilter(ctx)} in the workbook`);
    // a price or cost per unit adds up to nothing: read one, or average them
    // "the unit price of a teapot": one item's price, the same on every row that names it
    if (
      pts.length > 1 &&
      isUnitRate(t.name) &&
      ctx.res.dims.length > 0 &&
      // "the total unit price for lattes" still asks for a sum of prices: refused below
      !/\b(total|sum|combined|altogether)\b/.test(q.text) &&
      pts.every((p) => decEq(p.value, pts[0]!.value))
    ) {
      const f = fig(`${t.name}${dimText(ctx.res)}`, pts[0]!.value, targetStyle(t), sheetOf(t), pts);
      figures.push(f);
      lines.push(
        `${f.label}: ${display(f)} (the same on all ${pts.length} rows). Source: ${citation(f)}.`,
      );
      continue;
    }
    if (pts.length > 1 && isUnitRate(t.name) && !wholeOfItsParts(t))
      return refuse(
        `${t.name} is a price per unit; a sum of prices means nothing. Ask for the average ${t.name}, or one item's`,
      );
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
  // "the total for bread and cakes": several measures asked together lead with their sum
  // (each one follows); "respectively" keeps them apart
  if (
    figures.length >= 2 &&
    !q.respectively &&
    /\b(total|sum|combined|altogether|together|in all|aggregate)\b/.test(q.text) &&
    figures.every((f) => f.style.kind !== 'percent' && f.style.kind === figures[0]!.style.kind) &&
    new Set(figures.flatMap((f) => f.cells.map((c) => `${c.r}:${c.c}`))).size ===
      figures.reduce((n, f) => n + f.cells.length, 0)
  ) {
    const names = targets.map((t) => t.name);
    const sum: Fig = {
      label: `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} together${describeFilter(ctx)}`,
      value: decSum(figures.map((f) => f.value)),
      style: figures[0]!.style,
      sheet: figures[0]!.sheet,
      cells: figures.flatMap((f) => f.cells),
    };
    return {
      kind: 'total',
      lines: [
        `${sum.label}: ${display(sum)} (the sum of ${figures.length} figures).`,
        ...lines.map((l) => `- ${l}`),
      ],
      figures: [sum, ...figures],
    };
  }
  const single = figures.length === 1 && figures[0]!.cells.length === 1;
  return { kind: single ? 'lookup' : 'total', lines, figures };
}

export function aggregateFig(t: Target, pts: Point[], label: string, _ctx: Ctx): Fig {
  const style = targetStyle(t);
  if (style.kind === 'percent' && pts.length > 1) {
    const avg = decDiv(sumOf(pts), decFromInt(pts.length), 2)!;
    return fig(`${label} (average)`, avg, style, sheetOf(t), pts, 2);
  }
  return fig(label, sumOf(pts), style, sheetOf(t), pts);
}

/**
 * After blind-44: an order book's "Price" that Deposit + Paid on collection + Balance due add
 * up to, row by row, is what each order is worth: its sum is the orders' value, not a sum of
 * unit prices.
 */
function wholeOfItsParts(t: Target): boolean {
  if (t.kind !== 'col') return false;
  const money = t.view.targets.filter(
    (x): x is Extract<Target, { kind: 'col' }> =>
      x.kind === 'col' && targetStyle(x).kind === 'money',
  );
  return wholeOfParts(money)?.col === t.col;
}
