/** The `share` operation: see engine/README.md for what each operation answers. */
import { cellNumber } from '../../cell-figures';
import { HUNDRED, ZERO, decAbs, decCmp, decDiv, decEq, decMul, decSum } from '../../decimal';
import type { Point, Target } from '../../view';
import { groupedRows, targetStyle } from '../../view';
import { groupPoints } from '../buckets';
import {
  cellsText,
  citation,
  describeFilter,
  dimText,
  display,
  fig,
  periodsLabel,
  pointsFor,
  sheetOf,
  sumOf,
} from '../figures';
import type { Ctx, Refusal, Result } from '../types';
import { PCT, refuse } from '../types';

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
  } else if (
    (t.kind === 'col' || t.kind === 'cols') &&
    t.view.table.layout === 'long' &&
    totalColumn(t) !== undefined
  ) {
    // an aging report's bucket against its Total column, row by row
    const totalCol = totalColumn(t)!;
    const wholeTarget: Target = {
      kind: 'col',
      view: t.view,
      col: totalCol,
      name: t.view.table.columns[totalCol]!.label,
      tokens: [],
    };
    part = pointsFor(ctx, t);
    whole = pointsFor(ctx, wholeTarget);
    partName = t.name;
    wholeName = wholeTarget.name;
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
    // after pass 52: "what percentage of income goes on wages" is never wages over their own
    // section (Operating Expenses)
    const namedWhole =
      /\b(?:of|in) (?:our |the |total |all )*(income|revenue|sales|turnover|takings)\b/.exec(
        ctx.q.text,
      );
    if (
      namedWhole &&
      /\b(expenses?|costs?|overheads?|expenditure|outgoings|payments)\b/i.test(wholeTarget.name) &&
      !new RegExp(`\\b${namedWhole[1]}`, 'i').test(wholeTarget.name)
    )
      return refuse(
        `the question asks a share of ${namedWhole[1]}, and ${t.name} sits under ${wholeTarget.name}; ask for "${t.name} as a percentage of" the income total by its name`,
      );
    part = pointsFor(ctx, t);
    whole = pointsFor(ctx, wholeTarget);
    partName = t.name;
    wholeName = wholeTarget.name;
  } else if (t.kind === 'rows' && groupedRows(t.view).has(t.name)) {
    // after blind-43: "what share of our wages goes to the kitchen": the kitchen's people
    // against everyone on the sheet
    part = pointsFor(ctx, t);
    whole = pointsFor(ctx, { ...t, rows: t.view.dataRows, name: 'everyone', tokens: [] });
    partName = t.name;
    wholeName = `all ${(t.view.labelCols.map((c) => t.view.table.columns[c]!.label)[0] ?? 'row').toLowerCase().replace(/s?$/, 's')}`;
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

/** A long table's one Total column, when the part is another of its columns. */
function totalColumn(t: Target): number | undefined {
  if (t.kind !== 'col' && t.kind !== 'cols') return undefined;
  const own = t.kind === 'col' ? [t.col] : t.cols;
  const cols = t.view.table.columns;
  const totals = [...t.view.totalCols, ...t.view.valueCols].filter(
    (ci) => /^total$/i.test(cols[ci]!.label.trim()) && !own.includes(ci),
  );
  if (totals.length === 1) return totals[0];
  return ownTotalColumn(t.view, own);
}

const lastWord = (label: string): string => label.trim().toLowerCase().split(/\s+/).pop() ?? '';

/**
 * After blind-44: "Card tips | Cash tips | Total tips": the part's own "Total <word>" column
 * is its whole when, on every row, it is the sum of the columns ending in that word.
 */
function ownTotalColumn(view: Target['view'], own: number[]): number | undefined {
  const cols = view.table.columns;
  const word = lastWord(cols[own[0]!]!.label);
  if (!word || own.some((ci) => lastWord(cols[ci]!.label) !== word)) return undefined;
  const all = [...view.totalCols, ...view.valueCols];
  const total = all.filter(
    (ci) => !own.includes(ci) && new RegExp(`^total\\s+${word}$`, 'i').test(cols[ci]!.label.trim()),
  );
  if (total.length !== 1) return undefined;
  const parts = all.filter((ci) => ci !== total[0] && lastWord(cols[ci]!.label) === word);
  if (parts.length < 2) return undefined;
  const rows = view.dataRows.map((ri) => view.table.rows[ri]!);
  const adds = rows.every((r) => {
    const tv = cellNumber(r.cells[total[0]!]);
    const ps = parts.map((ci) => cellNumber(r.cells[ci]) ?? ZERO);
    return tv !== undefined && decEq(decSum(ps), tv);
  });
  return adds && rows.length ? total[0] : undefined;
}
