/**
 * Issue 13, pass 21 (W4, S1): a stock list (Item | SKU | Qty on hand | Unit cost | Stock value
 * | Notes). "How many <item>s (do we have)" is that item's Qty on hand: it counted the rows
 * named like it (1), or read "tables" as the book's tables. "What is the most expensive to buy
 * in" is the item with the largest unit cost (it was refused). Only on a book with exactly one
 * such list, and only when the item named is exactly one of its lines.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decCmp } from './decimal';
import type { Column, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const QTY = /\b(qty|quantity|units|on hand|in stock|stock count|count)\b/i;
const UNIT_COST =
  /\b(unit cost|cost per unit|cost price|unit price|buy(?:ing)? price|purchase price|cost each)\b/i;
const VALUE = /\b(value|total cost|extended)\b/i;
const HOW_MANY =
  /^how many (.+?)(?: do we (?:have|hold|stock|carry)(?: (?:left|in stock|on hand))?| have we got| are there| are (?:left|in stock|on hand)| (?:left|in stock|on hand))?$/;
const DEAREST =
  /^(?:what(?:'s| is| was)|which (?:item|product|line) is) (?:the )?(?:most expensive|dearest|costliest)(?: item| thing| product| one)? (?:to buy(?: in)?|to purchase|to stock|per unit)$|^which (?:item|product) costs the most (?:to buy(?: in)?|per unit)$/;

const UNIT_OF =
  /^(?:sacks?|bags?|boxes?|cases?|packs?|packets?|bottles?|tins?|cans?|jars?|kgs?|kilos?|kilograms?|units?|pieces?|rolls?|cartons?|crates?|tubs?|litres?|liters?|reams?|bales?|pallets?|bundles?|sheets?|pairs?) of (?:the )?/;
/** pass 23 (W7): "which item is worth the most on the shelf": the largest Stock value */
const WORTH_MOST =
  /^(?:which|what) (?:item|product|line|stock item|thing)s? (?:is|are|was) worth the most(?: on the shelf| on the shelves| in stock| in the stockroom| in the store)?$|^(?:which|what) (?:item|product) (?:holds|has|ties up) the most (?:money|value|cash)(?: on the shelf| in stock)?$/;

interface StockList {
  table: Table;
  item: number;
  qty: number;
  unitCost: number;
}

function stockList(wb: Workbook): StockList | undefined {
  const found: StockList[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const idx = (f: (c: Column) => boolean): number[] =>
        table.columns.flatMap((c, i) => (f(c) ? [i] : []));
      const qty = idx((c) => c.role === 'value' && QTY.test(c.label) && !VALUE.test(c.label));
      const cost = idx((c) => c.role === 'value' && UNIT_COST.test(c.label));
      const item = idx((c) => c.type === 'text' && c.role !== 'value');
      if (qty.length !== 1 || cost.length !== 1 || !item.length) continue;
      found.push({ table, item: item[0]!, qty: qty[0]!, unitCost: cost[0]! });
    }
  return found.length === 1 ? found[0] : undefined;
}

const key = (s: string): string => canonical(s).join(' ');

/** Each row's item name as a key, once per table (a long sales log can pass for a list). */
const itemKeysByTable = new WeakMap<Table, Array<string | undefined>>();
function itemKeys(list: StockList, rows: Table['rows']): Array<string | undefined> {
  const known = itemKeysByTable.get(list.table);
  if (known) return known;
  const made = rows.map((r) => {
    const t = cellText(r.cells[list.item]);
    return t === undefined ? undefined : key(t);
  });
  itemKeysByTable.set(list.table, made);
  return made;
}

export function stockItemAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const many = HOW_MANY.exec(q);
  const dearest = DEAREST.test(q);
  const worth = WORTH_MOST.test(q);
  if (!many && !dearest && !worth) return undefined;
  const list = stockList(wb);
  if (!list) return undefined;
  const { table } = list;
  const rows = table.rows.filter((r) => r.kind === 'data');
  if (worth) return largestValue(list, rows);
  if (many) {
    // pass 23 (W7): "how many sacks of flour": the unit word in between is not the name
    const asked = key(many[1]!.replace(/^(?:the|our) /, '').replace(UNIT_OF, ''));
    if (!asked) return undefined;
    const keys = itemKeys(list, rows);
    const hits = rows.filter((_, i) => keys[i] === asked);
    if (hits.length !== 1) return undefined;
    const row = hits[0]!;
    const v = cellNumber(row.cells[list.qty]);
    if (v === undefined) return undefined;
    const col = table.columns[list.qty]!;
    const name = cellText(row.cells[list.item])!;
    const fig = figureOf(
      table,
      `${col.label} for ${name}`,
      v,
      cellStyle(table, row.cells[list.qty]),
      [{ r: row.r, c: col.c }],
    );
    return {
      text: `${col.label} for ${name}: ${fig.display}.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'lookup',
    };
  }
  const priced = rows
    .map((r) => ({ r, v: cellNumber(r.cells[list.unitCost]), name: cellText(r.cells[list.item]) }))
    .filter((x) => x.v !== undefined && x.name);
  if (priced.length < 2) return undefined;
  priced.sort((a, b) => decCmp(b.v!, a.v!));
  if (decCmp(priced[0]!.v!, priced[1]!.v!) === 0) return undefined;
  const top = priced[0]!;
  const col = table.columns[list.unitCost]!;
  const fig = figureOf(
    table,
    `Highest ${col.label}`,
    top.v!,
    cellStyle(table, top.r.cells[list.unitCost]),
    [{ r: top.r.r, c: col.c }],
    top.name,
  );
  return {
    text: `${top.name}: ${fig.display}, the largest ${col.label} of ${priced.length} items.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'max',
  };
}

/** the item with the largest stock value column (Stock value, Total value, Extended …) */
function largestValue(list: StockList, rows: StockList['table']['rows']): Answer | undefined {
  const { table } = list;
  const vals = table.columns.flatMap((c, i) =>
    c.type !== 'text' && VALUE.test(c.label) && !UNIT_COST.test(c.label) ? [i] : [],
  );
  if (vals.length !== 1) return undefined;
  const vi = vals[0]!;
  // the item's name, never its SKU or code
  const named = table.columns.findIndex(
    (c) =>
      c.type === 'text' &&
      /^(item|product|description|name|item name|product name)\b/i.test(c.label),
  );
  const nameCol = named >= 0 ? named : list.item;
  const valued = rows
    .map((r) => ({ r, v: cellNumber(r.cells[vi]), name: cellText(r.cells[nameCol]) }))
    .filter((x) => x.v !== undefined && x.name);
  if (valued.length < 2) return undefined;
  valued.sort((a, b) => decCmp(b.v!, a.v!));
  if (decCmp(valued[0]!.v!, valued[1]!.v!) === 0) return undefined;
  const top = valued[0]!;
  const col = table.columns[vi]!;
  const fig = figureOf(
    table,
    `Highest ${col.label}`,
    top.v!,
    cellStyle(table, top.r.cells[vi]),
    [{ r: top.r.r, c: col.c }],
    top.name,
  );
  return {
    text: `${top.name}: ${fig.display}, the largest ${col.label} of ${valued.length} items.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'max',
  };
}
