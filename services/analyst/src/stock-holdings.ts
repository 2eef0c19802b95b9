/**
 * Issue 13, pass 17 (W4): an inventory list with a quantity and a unit cost (Part | On hand |
 * Reorder at | Unit cost | Value).
 * - "which part do we hold the most (least) of" ranks the parts by the quantity column (it
 *   answered a share of Value): put in the sheet's words before the engine reads it;
 * - "average unit cost" has two fair readings, the mean of the Unit cost column and total
 *   value / total units: answered when they agree to the cent, else asked back naming both.
 * Only on a book with exactly one table holding one quantity column and one unit-cost column.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decMul,
  decRound,
  decSign,
  decSum,
} from './decimal';
import { formatValue, PLAIN } from './format';
import type { Row, Workbook } from './model';
import { plainQuestion } from './text';
import { type TableView, viewsOf } from './view';

const QTY =
  /^(on hand|qty( on hand)?|quantity( on hand)?|units( on hand)?|in stock|stock( qty| on hand)?|count|units in stock)$/i;
const UNIT_COST = /^(unit cost|cost per unit|cost each|unit price|cost \/ unit)( \(?[£$€]\)?)?$/i;
const VALUE =
  /^((stock |inventory |total )?value|total cost|extended cost|stock value)( \(?[£$€]\)?)?$/i;
const ITEM = /\b(part|item|product|sku|description|stock item|line)s?\b/i;

interface Stock {
  view: TableView;
  item: number;
  qty: number;
  unitCost: number;
  value?: number;
}

function stockTable(wb: Workbook): Stock | undefined {
  const found: Stock[] = [];
  for (const v of viewsOf(wb)) {
    if (v.table.layout !== 'long') continue;
    const label = (ci: number): string => v.table.columns[ci]!.label.trim();
    const qty = v.valueCols.filter((ci) => QTY.test(label(ci)));
    const unit = v.valueCols.filter((ci) => UNIT_COST.test(label(ci)));
    const value = v.valueCols.filter((ci) => VALUE.test(label(ci)));
    // a name beats a code: "Item" over "SKU" when both are kept
    const item = [
      ...v.catCols.filter(
        (ci) => ITEM.test(label(ci)) && !/\b(sku|code|id|no\.?|#)\b/i.test(label(ci)),
      ),
      ...v.catCols.filter(
        (ci) => ITEM.test(label(ci)) && /\b(sku|code|id|no\.?|#)\b/i.test(label(ci)),
      ),
    ];
    if (qty.length !== 1 || unit.length !== 1 || item.length < 1 || value.length > 1) continue;
    found.push({
      view: v,
      item: item[0]!,
      qty: qty[0]!,
      unitCost: unit[0]!,
      ...(value.length ? { value: value[0]! } : {}),
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const MOST_OF =
  /^(?:which|what) (?:part|item|product|sku|stock item|thing|line)s? (?:do|did) (?:we|i) (?:hold|have|keep|stock|carry)(?: the)? (most|least|fewest) of(?: in stock| on hand)?$/;

const REORDER =
  /^(reorder( at| level| point| qty)?|re-order( at| level| point)?|min(imum)?( qty| level| stock)?)$/i;
const TOTAL_UNITS =
  /^(?:what (?:is|are) (?:the |our )?)?(?:total (?:units|stock|items|qty|quantity)|how many units)(?: do we have| have we got)?(?: in stock| on hand| held)?(?: in total| altogether| overall)?$/;
const OUT_OF_STOCK =
  /^how many (?:parts|items|products|skus|lines|things|stock items)?\s*(?:are|is|were)? ?(?:we )?(?:out of stock|at zero|sold out)$/;
const BELOW_REORDER =
  /^how many (?:parts|items|products|skus|lines|stock items)? ?(?:are|is|were)? ?(?:below|under|beneath) (?:the |their |its )?(?:reorder|re-order)(?: level| point| line)?s?$/;

interface Picked {
  s: Stock;
  rows: Row[];
  qty: Dec[];
}

function pickRows(wb: Workbook): Picked | undefined {
  const s = stockTable(wb);
  if (!s) return undefined;
  const rows = s.view.dataRows.map((ri) => s.view.table.rows[ri]!);
  const qty = rows.map((r) => cellNumber(r.cells[s.qty]));
  if (rows.length < 2 || qty.some((x) => !x)) return undefined;
  return { s, rows, qty: qty as Dec[] };
}

const answerOf = (fig: AnswerFigure, how: string, kind: string): Answer => ({
  text: `${fig.label}: ${fig.display} (${how}).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
  figures: [fig],
  refused: false,
  kind,
});

/**
 * "which part do we hold the most of": the part with the largest quantity (names every part
 * tied); "total units in stock": the quantity column over the part rows; "how many are out of
 * stock": parts with 0; "how many are below reorder level": parts under their reorder figure
 * (strictly under, as pass 9 reads "below").
 */
export function stockHoldingAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const most = MOST_OF.exec(q);
  const total = TOTAL_UNITS.test(q);
  const out = OUT_OF_STOCK.test(q);
  const below = BELOW_REORDER.test(q);
  if (!most && !total && !out && !below) return undefined;
  const p = pickRows(wb);
  if (!p) return undefined;
  const { s, rows, qty } = p;
  const { table } = s.view;
  const qc = table.columns[s.qty]!;
  const qtyCells = rows.map((r) => ({ r: r.r, c: qc.c }));
  const style = cellStyle(table, rows[0]!.cells[s.qty]);
  if (most) {
    const sign = most[1] === 'most' ? 1 : -1;
    const best = qty.reduce((b, x) => (decCmp(x, b) * sign > 0 ? x : b), qty[0]!);
    const at = rows.filter((_, i) => decEq(qty[i]!, best));
    const names = at.map((r) => String(r.cells[s.item] ?? '')).join(', ');
    const fig = figureOf(
      table,
      names,
      best,
      style,
      at.map((r) => ({ r: r.r, c: qc.c })),
      names,
    );
    return answerOf(
      { ...fig, label: `${most[1] === 'most' ? 'Most' : 'Fewest'} held: ${names}, ${qc.label}` },
      `ranked by ${qc.label} over ${rows.length} lines`,
      'rank',
    );
  }
  if (total)
    return answerOf(
      figureOf(table, `Total ${qc.label}`, decSum(qty), style, qtyCells),
      `sum of ${qc.label} over ${rows.length} lines`,
      'total',
    );
  const counted = (
    n: number,
    label: string,
    how: string,
    cells: Array<{ r: number; c: number }>,
  ): Answer =>
    answerOf(
      figureOf(table, label, decFromInt(n), PLAIN, cells.length ? cells : qtyCells),
      how,
      'count',
    );
  if (out) {
    const zero = rows.filter((_, i) => decSign(qty[i]!) <= 0);
    return counted(
      zero.length,
      'Lines out of stock',
      `lines with ${qc.label} 0, of ${rows.length}`,
      zero.map((r) => ({ r: r.r, c: qc.c })),
    );
  }
  const ri = table.columns.findIndex(
    (c, ci) => s.view.valueCols.includes(ci) && REORDER.test(c.label.trim()),
  );
  if (ri < 0) return undefined;
  const limits = rows.map((r) => cellNumber(r.cells[ri]));
  if (limits.some((x) => !x)) return undefined;
  // "below" is strictly under, as pass 9 reads it ("at or below" is the engine's)
  const under = rows.filter((_, i) => decCmp(qty[i]!, limits[i]!) < 0);
  return counted(
    under.length,
    `Lines below ${table.columns[ri]!.label}`,
    `lines whose ${qc.label} is under their ${table.columns[ri]!.label}, of ${rows.length}; 0 on hand counts`,
    under.map((r) => ({ r: r.r, c: qc.c })),
  );
}

/** "average unit cost": one figure when both readings agree, else both named and asked back. */
export function averageUnitCostAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  if (
    !/^(?:what(?: is|'s|s| was)? )?(?:the |our )?(?:average|mean) (?:unit cost|cost per unit|cost of a unit|cost per item)$/.test(
      q,
    )
  )
    return undefined;
  const s = stockTable(wb);
  if (!s) return undefined;
  const { table } = s.view;
  const rows = s.view.dataRows.map((ri) => table.rows[ri]!);
  const units = rows.map((r) => cellNumber(r.cells[s.qty]));
  const costs = rows.map((r) => cellNumber(r.cells[s.unitCost]));
  if (rows.length < 2 || units.some((x) => !x) || costs.some((x) => !x)) return undefined;
  const totalUnits = decSum(units as Dec[]);
  const totalValue =
    s.value !== undefined && rows.every((r) => cellNumber(r.cells[s.value!]))
      ? decSum(rows.map((r) => cellNumber(r.cells[s.value!])!))
      : decSum(rows.map((_, i) => decMul(units[i]!, costs[i]!)));
  const mean = decDiv(decSum(costs as Dec[]), decFromInt(rows.length), 6);
  const weighted = decSign(totalUnits) > 0 ? decDiv(totalValue, totalUnits, 6) : undefined;
  if (!mean || !weighted) return undefined;
  const style = cellStyle(table, rows[0]!.cells[s.unitCost]);
  const shown = (d: Dec): string => formatValue(decRound(d, 2), style, 2);
  const costLabel = table.columns[s.unitCost]!.label;
  if (!decEq(decRound(mean, 2), decRound(weighted, 2)))
    return refuse(
      `"average unit cost" has two readings that differ here: the mean of the ${costLabel} column (${shown(mean)} over ${rows.length} lines) and the total value over the total units (${shown(weighted)}); say which you mean`,
    );
  const col = table.columns[s.unitCost]!;
  const fig = figureOf(
    table,
    `Average ${costLabel}`,
    decRound(mean, 2),
    style,
    rows.map((r) => ({ r: r.r, c: col.c })),
  );
  return {
    text: `Average ${costLabel}: ${fig.display} (the mean of ${rows.length} lines; total value over total units gives the same).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'average',
  };
}
