/**
 * Issue 13, pass 38 (W5): a price list with stock (`Code | Item | Range | Unit cost ¥ | Price ¥
 * | Margin ¥ | Margin % | In stock | Reorder at | Reorder?`) in the owner's words:
 * - "value of our stock at cost" is Σ In stock × Unit cost (the engine added In stock);
 *   "stock value at selling price" (retail, sale price) Σ In stock × Price; a stock value
 *   with neither named is asked back;
 * - "lowest margin item" (highest, best, worst; item / product / line) is the item with the
 *   smallest Margin % when a percentage is asked; with a money Margin and its % twin and no
 *   "%", the two must pick the same item, else it is asked back naming both;
 * - "cheapest thing we sell" (most expensive) the item with the lowest (highest) Price;
 * - "how many hanging planters are left" (in stock, do we have) the one item's In stock.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decFromInt, decMul, decSum } from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface List {
  table: Table;
  rows: Row[];
  item: Column;
  stock: Column;
  cost?: Column;
  price?: Column;
  margin?: Column;
  marginPct?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => re.test(c.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};

function priceList(wb: Workbook): List | undefined {
  const found: List[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const cols = table.columns;
      const item = one(cols, /^(item|product|description|name|product name|item name)$/i);
      const stock = one(
        cols,
        /^(in stock|stock|on hand|qty on hand|stock on hand|qty in stock|units in stock|stock qty|on (?:the )?rails?|on (?:the )?shelf|on (?:the )?shelves|on display)$/i,
      );
      if (!item || !stock) continue;
      // pass 39 (W6): "Purchase rate (₹)" is the cost, "MRP (₹)" / "List price" the selling price
      const cost = one(cols, /^(unit cost|cost|cost price|buy price|purchase (?:rate|price))\b/i);
      const price = one(
        cols,
        /^(price|sell(?:ing)? price|sale price|retail(?: price)?|rrp|mrp|list price)\b/i,
      );
      const marginPct = one(cols, /^(?:gross )?margin\s*(?:%|\(%\)|pct|percent)$/i);
      const margin = one(cols, /^(?:gross )?margin(?!\s*(?:%|\(%\)|pct|percent)$)\b/i);
      const ii = cols.indexOf(item);
      const rows = table.rows.filter((r) => r.kind === 'data' && cellText(r.cells[ii]));
      if (rows.length < 3) continue;
      found.push({
        table,
        rows,
        item,
        stock,
        ...(cost ? { cost } : {}),
        ...(price ? { price } : {}),
        ...(margin ? { margin } : {}),
        ...(marginPct ? { marginPct } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const STOCK_VALUE =
  /^(?:what(?:'s| is) )?(?:the )?(?:(?:total )?value of (?:our |the |all )?(?:stock|inventory)(?: on hand)?|(?:our |the )?(?:stock|inventory) value|(?:our |the )?(?:stock|inventory) worth|what is (?:our |the )?(?:stock|inventory) worth)(?: at (cost(?: price)?|selling prices?|sell(?:ing)? prices?|retail(?: prices?)?|sale prices?|prices?|mrp|rrp|list prices?|purchase (?:rate|price)))?$/;
const STOCK_COST =
  /^(?:what|how much) (?:did|does|do|would|will) (?:the |our |all (?:the |our )?)?(?:stock|inventory|goods|clothes|garments)(?: we have)? cost(?: us)?(?: to buy)?$/;
const MARGIN_ITEM =
  /^(?:what(?:'s| is) (?:our |the )?|which (?:is (?:our |the )?)?)?(lowest|highest|best|worst|smallest|biggest|largest) margin (%|percentage |percent )?(?:item|product|line|thing)$|^which (?:item|product|line) has (?:the )?(lowest|highest|best|worst|smallest|biggest|largest) margin( %| percentage| percent)?$/;
const PRICE_RANK =
  /^(?:what(?:'s| is) )?(?:the )?(cheapest|most expensive|priciest|dearest) (?:thing|item|product|one)?(?: (?:we|that we) (sell|stock|buy|buy in|purchase|order)| on (?:the |our )?(?:list|price list))?$/;
// pass 40 (M3): "which item is the most money sitting on the shelf": the Stock value column
// (pass 42 drops "on the shelf" before this is read, so the place is optional)
const SHELF_MONEY =
  /^which (?:item|product|thing|line) (?:is|has|ties up) (?:the )?(most|least) (?:money|cash|value)(?: sitting| tied up)?(?: on (?:the )?shel(?:f|ves)| in stock)?$|^(?:what|which) (?:item|product) has (?:the )?(most|least) (?:money|cash) tied up(?: in stock)?$/;
const LEFT =
  /^how many ([a-z][a-z0-9 '-]*?) (?:are|do we have|have we got|are there) (?:left|in stock|on hand)$|^how many ([a-z][a-z0-9 '-]*?) (?:are left|left|in stock)$/;

const single = (w: string): string =>
  w.replace(/(?:xes|ches|shes|sses)$/, (s) => s.slice(0, -2)).replace(/(?<!s)s$/, '');

export function stockValueAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  // pass 42 (W12): "the stock on the rails" is the stock; "what did the stock cost" its value
  // at cost (Σ On rail × Cost, never the Cost column added)
  const q = plainQuestion(question)
    .replace(/ (?:on|in) (?:the )?(?:rails?|shelf|shelves|shop floor|racks?|display)\b/, '')
    .replace(STOCK_COST, 'value of stock at cost');
  const sv = STOCK_VALUE.exec(q);
  const mi = sv ? undefined : MARGIN_ITEM.exec(q);
  const pr = sv || mi ? undefined : PRICE_RANK.exec(q);
  // after pass 43: read before "on the shelf" is taken out above (pass 42 had broken it)
  const shelf = sv || mi || pr ? undefined : SHELF_MONEY.exec(plainQuestion(question));
  const left = sv || mi || pr || shelf ? undefined : LEFT.exec(q);
  if (!sv && !mi && !pr && !left && !shelf) return undefined;
  const l = priceList(wb);
  if (!l) return undefined;
  const tb = l.table;
  const idx = (c: Column) => tb.columns.indexOf(c);
  const val = (r: Row, c: Column): Dec | undefined => cellNumber(r.cells[idx(c)]);
  const style = (c: Column) => cellStyle(tb, l.rows[0]!.cells[idx(c)]);
  const nameOf = (r: Row) => cellText(r.cells[idx(l.item)])!;
  if (sv) {
    // with neither named, only a list holding both a cost and a selling price is asked back
    if (!sv[1] && (!l.cost || !l.price)) return undefined;
    // pass 39: a list keeping its own Stock value column answers the unqualified question there
    if (!sv[1] && tb.columns.some((c) => /^(stock |inventory )?value\b/i.test(c.label.trim())))
      return undefined;
    if (!sv[1])
      return refuse(`stock can be valued at ${l.cost!.label} or at ${l.price!.label}; which?`);
    const by = /^(cost|purchase)/.test(sv[1]) ? l.cost : l.price;
    if (!by) return undefined;
    const parts = l.rows.map((r) =>
      decMul(val(r, l.stock) ?? decFromInt(0), val(r, by) ?? decFromInt(0)),
    );
    const v = decSum(parts);
    const fig = figureOf(
      tb,
      `${l.stock.label} × ${by.label}, total`,
      v,
      style(by),
      l.rows.flatMap((r) => [
        { r: r.r, c: l.stock.c },
        { r: r.r, c: by.c },
      ]),
    );
    return sourcedAnswer(
      fig,
      `Our stock is worth ${fig.display} at ${by === l.cost ? 'cost' : 'selling price'} (${l.stock.label} × ${by.label}, added over ${l.rows.length} items).`,
      'total',
    );
  }
  const pick = (c: Column, max: boolean): Row | 'tie' | undefined => {
    const vals = l.rows.map((r) => val(r, c));
    if (vals.some((v) => v === undefined)) return undefined;
    let best = 0;
    for (let i = 1; i < vals.length; i++) {
      const k = decCmp(vals[i]!, vals[best]!);
      if (max ? k > 0 : k < 0) best = i;
    }
    return vals.some((v, i) => i !== best && decCmp(v!, vals[best]!) === 0) ? 'tie' : l.rows[best]!;
  };
  // pass 46: a % column of fractions (a text "65.33%" or a percent format reads 0.6533) is
  // answered in percent points, never 0.65%
  const fractions = (c: Column): boolean =>
    c.type === 'percent' ||
    style(c).kind === 'percent' ||
    l.rows.every((r) => {
      const v = val(r, c);
      return !v || decCmp(decAbs(v), decFromInt(2)) < 0;
    });
  const ranked = (c: Column, max: boolean, row: Row, what: string, pct = false): Answer => {
    const name = nameOf(row);
    const fig = figureOf(
      tb,
      `${max ? 'Highest' : 'Lowest'} ${c.label}`,
      pct && fractions(c) ? decMul(val(row, c)!, decFromInt(100)) : val(row, c)!,
      pct ? PERCENT : style(c),
      [{ r: row.r, c: c.c }],
      name,
    );
    return sourcedAnswer(fig, `${name} ${what}: ${fig.display} (${c.label}).`, max ? 'max' : 'min');
  };
  if (shelf) {
    const vcol = tb.columns.filter((c) => /^(stock |inventory )?value\b/i.test(c.label.trim()));
    if (vcol.length !== 1) return undefined;
    const max = (shelf[1] ?? shelf[2]) === 'most';
    const row = pick(vcol[0]!, max);
    if (!row) return undefined;
    if (row === 'tie') return refuse('two items hold the same stock value; name the item');
    return ranked(vcol[0]!, max, row, `holds the ${max ? 'most' : 'least'} money in stock`);
  }
  if (mi) {
    const word = mi[1] ?? mi[3]!;
    const max = /highest|best|biggest|largest/.test(word);
    const pctAsked = Boolean(mi[2] ?? mi[4]) || /%|percent/.test(q);
    const cols = pctAsked ? [l.marginPct] : [l.margin, l.marginPct];
    const have = cols.filter((c): c is Column => c !== undefined);
    if (have.length === 0) return undefined;
    const picks = have.map((c) => pick(c, max));
    if (picks.some((p) => p === undefined)) return undefined;
    if (picks.some((p) => p === 'tie')) return refuse('two items share that margin; name the item');
    const rows = picks as Row[];
    if (rows.some((r) => r !== rows[0]))
      return refuse(
        `by ${have[0]!.label} it is ${nameOf(rows[0]!)}, by ${have[1]!.label} ${nameOf(rows[1]!)}; which margin do you mean?`,
      );
    const c = pctAsked || !l.margin ? l.marginPct! : l.margin;
    return ranked(c, max, rows[0]!, `has the ${word} margin`, c === l.marginPct);
  }
  if (pr) {
    // pass 40 (M3): "cheapest thing we buy" is the cost we pay, never the price we charge
    const buy = !!pr[2] && /^(buy|buy in|purchase|order)$/.test(pr[2]);
    const col = buy ? l.cost : l.price;
    if (!col) return undefined;
    const max = pr[1] !== 'cheapest';
    const row = pick(col, max);
    if (!row) return undefined;
    if (row === 'tie')
      return refuse(`two items share that ${buy ? 'cost' : 'price'}; name the item`);
    return ranked(
      col,
      max,
      row,
      `is the ${max ? 'most expensive' : 'cheapest'} thing we ${buy ? 'buy' : 'sell'}`,
    );
  }
  const words = (left![1] ?? left![2]!)
    .replace(/^(the|our) /, '')
    .split(/\s+/)
    .map(single);
  const hits = l.rows.filter((r) => {
    const ws = nameOf(r)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(single);
    return words.every((w) => ws.includes(w));
  });
  if (hits.length === 0) return undefined;
  if (hits.length > 1) return refuse(`that fits ${hits.map(nameOf).join(', ')}; which one?`);
  const row = hits[0]!;
  const v = val(row, l.stock);
  if (!v) return undefined;
  const fig = figureOf(
    tb,
    `${l.stock.label} for ${nameOf(row)}`,
    v,
    style(l.stock),
    [{ r: row.r, c: l.stock.c }],
    nameOf(row),
  );
  return sourcedAnswer(fig, `${fig.display} ${nameOf(row)} left (${l.stock.label}).`, 'lookup');
}
