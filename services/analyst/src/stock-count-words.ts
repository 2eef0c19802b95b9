/**
 * Issue 13, pass 25 (M1): a stock count (Item | Category | Qty | Unit cost | Value, perhaps SKU
 * and Notes) read in the owner's words. The shop's own noun for its goods ("cheese", "honey
 * jar", "ski") names no column and no filter: "value of the goat cheeses" is the Value column
 * added over Category = Goat. Also: the most / least valuable item, a category's share of the
 * stock value, pieces in stock (the Qty column), the average cost per piece across the shop
 * (total Value ÷ total Qty), the cheapest / dearest per unit, rows whose notes say reorder.
 * Only on a book with exactly one table with those five columns.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAdd,
  decCmp,
  decDiv,
  decFromInt,
  decIsZero,
  decMul,
} from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

interface Stock {
  t: Table;
  rows: Row[];
  item: number;
  cat: number;
  qty: number;
  unit: number;
  value: number;
}

function stockTable(wb: Workbook): Stock | undefined {
  const found: Stock[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const one = (re: RegExp): number | undefined => {
      const is = t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
      return is.length === 1 ? is[0] : undefined;
    };
    const item = one(/^(item|product|description|item name|product name)$/i);
    const cat = one(/^(category|type|group|family|kind)$/i);
    const qty = one(/^(qty|quantity|units|pieces|pcs|on hand|qty on hand|count)\b/i);
    const unit = one(/^(unit (cost|price)|cost per unit|cost each|cost \/ unit)\b/i);
    const value = one(/^((stock |total |inventory )?value|extended (cost|value))\b/i);
    if ([item, cat, qty, unit, value].some((x) => x === undefined)) continue;
    const rows = t.rows.filter(
      (r) => r.kind === 'data' && cellText(r.cells[item!]) && cellNumber(r.cells[value!]),
    );
    if (rows.length < 3) continue;
    found.push({ t, rows, item: item!, cat: cat!, qty: qty!, unit: unit!, value: value! });
  }
  return found.length === 1 ? found[0] : undefined;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The one category value named in the question as a whole word (a plural "s" allowed). */
function categoryAsked(s: Stock, q: string): string | undefined | 'many' {
  const cats = [
    ...new Set(s.rows.map((r) => cellText(r.cells[s.cat])).filter(Boolean)),
  ] as string[];
  const hit = cats.filter((c) => new RegExp(`\\b${esc(c.toLowerCase())}s?\\b`).test(q));
  return hit.length > 1 ? 'many' : hit[0];
}

function sum(s: Stock, rows: Row[], col: number): Dec {
  return rows.reduce((a, r) => decAdd(a, cellNumber(r.cells[col]) ?? ZERO), ZERO);
}

function colCells(s: Stock, rows: Row[], col: number) {
  return rows.map((r) => ({ r: r.r, c: s.t.columns[col]!.c }));
}

function reply(s: Stock, fig: AnswerFigure, text: string, kind: string): Answer {
  return {
    text: `${text}\nSource: sheet '${s.t.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind,
  };
}

export function stockCountAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const s = stockTable(wb);
  if (!s) return undefined;
  const label = (i: number): string => s.t.columns[i]!.label;
  const style = (i: number) => cellStyle(s.t, s.rows[0]!.cells[i]);
  const cat = categoryAsked(s, q);
  if (cat === 'many') return undefined;
  const inCat = cat ? s.rows.filter((r) => cellText(r.cells[s.cat]) === cat) : s.rows;

  // "what % of stock value is hard cheese", "goat as a share of stock value"
  if (/%|\b(percent|percentage|share|proportion)\b/.test(q) && /\bvalue\b/.test(q)) {
    if (!cat) return undefined;
    const part = sum(s, inCat, s.value);
    const whole = sum(s, s.rows, s.value);
    const pct = decIsZero(whole) ? undefined : decDiv(decMul(part, HUNDRED), whole, 2);
    if (!pct) return undefined;
    const fig = figureOf(
      s.t,
      `${cat} ${label(s.value)} as % of all ${label(s.value)}`,
      pct,
      { kind: 'percent', decimals: 2 },
      colCells(s, s.rows, s.value),
    );
    const pf = figureOf(s.t, cat, part, style(s.value), colCells(s, inCat, s.value));
    const wf = figureOf(s.t, 'all', whole, style(s.value), colCells(s, s.rows, s.value));
    return reply(
      s,
      fig,
      `${cat} is ${fig.display} of the stock value: ${pf.display} ÷ ${wf.display} × 100.`,
      'share',
    );
  }

  // "value of the goat cheeses", "blue cheese stock value": a category's Value added
  if (cat && /\b(value|worth)\b/.test(q) && !/\b(most|least|average|per)\b/.test(q)) {
    const fig = figureOf(
      s.t,
      `${label(s.value)}, ${label(s.cat)} = ${cat}`,
      sum(s, inCat, s.value),
      style(s.value),
      colCells(s, inCat, s.value),
    );
    return reply(
      s,
      fig,
      `${label(s.value)} of ${cat} (${inCat.length} items): ${fig.display}.`,
      'sum',
    );
  }

  // "most valuable item in stock", "least valuable cheese"
  const valuable =
    /^(?:what(?:'s| is| was)? (?:the |our )?|which is (?:the |our )?)?(most|least) valuable ([a-z]+)(?: in stock| on the shelf| we (?:have|hold|stock))?$/.exec(
      q,
    );
  // "cheapest cheese per unit", "most expensive item per unit"
  const cheap =
    /^(?:what(?:'s| is| was)? (?:the |our )?|which is (?:the |our )?)?(cheapest|most expensive|dearest) ([a-z]+)(?: per (?:unit|piece|pc)| to buy in| by unit cost)$/.exec(
      q,
    );
  const ranked = valuable ?? cheap;
  if (ranked) {
    if (cat) return undefined;
    const col = valuable ? s.value : s.unit;
    const low = /^(least|cheapest)$/.test(ranked[1]!);
    const sorted = s.rows
      .map((r) => ({ r, v: cellNumber(r.cells[col])! }))
      .sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
    if (decCmp(sorted[0]!.v, sorted[1]!.v) === 0) return undefined;
    const top = sorted[0]!;
    const name = cellText(top.r.cells[s.item])!;
    const fig = figureOf(
      s.t,
      label(col),
      top.v,
      style(col),
      [{ r: top.r.r, c: s.t.columns[col]!.c }],
      name,
    );
    return reply(
      s,
      fig,
      `${name}: ${label(col)} ${fig.display}, the ${low ? 'lowest' : 'highest'} of ${sorted.length} items.`,
      low ? 'min' : 'max',
    );
  }

  // "total pieces in stock", "how many pieces of goat": the Qty column added
  if (
    /^(?:total|how many) (pieces|pcs|units)\b/.test(q) ||
    /^total (quantity|qty) in stock$/.test(q)
  ) {
    const fig = figureOf(
      s.t,
      `${label(s.qty)}${cat ? `, ${cat}` : ''}`,
      sum(s, inCat, s.qty),
      PLAIN,
      colCells(s, inCat, s.qty),
    );
    return reply(
      s,
      fig,
      `${label(s.qty)}${cat ? ` of ${cat}` : ''} added over ${inCat.length} items: ${fig.display}.`,
      'sum',
    );
  }

  // "average cost per piece across the shop": total Value ÷ total Qty, never the mean of prices
  if (
    /^(?:what(?:'s| is) (?:the |our )?)?average (?:unit )?cost per (piece|unit|pc)\b/.test(q) &&
    /\b(across|overall|whole|all|entire|weighted)\b/.test(q)
  ) {
    if (cat) return undefined;
    const v = sum(s, s.rows, s.value);
    const n = sum(s, s.rows, s.qty);
    const avg = decIsZero(n) ? undefined : decDiv(v, n, 2);
    if (!avg) return undefined;
    const fig = figureOf(
      s.t,
      `${label(s.value)} ÷ ${label(s.qty)}`,
      avg,
      style(s.unit),
      colCells(s, s.rows, s.value),
    );
    const vf = figureOf(s.t, label(s.value), v, style(s.value), colCells(s, s.rows, s.value));
    const nf = figureOf(s.t, label(s.qty), n, PLAIN, colCells(s, s.rows, s.qty));
    return reply(
      s,
      fig,
      `Average cost per piece: ${fig.display} (${vf.display} total value ÷ ${nf.display} pieces).`,
      'average',
    );
  }

  // "how many items need reordering": rows whose text says reorder
  if (
    /^how many (?:items|products|lines|skus|[a-z]+s) (?:need|needs|are due for|to) (?:reordering|reorder|re-ordering|re-order)$/.test(
      q,
    )
  ) {
    const flagged = s.rows.filter((r) =>
      r.cells.some((c, i) => i !== s.item && /\bre-?order/i.test(cellText(c) ?? '')),
    );
    // no note says reorder: a reorder level column or nothing; left to the engine
    if (!flagged.length) return undefined;
    const fig = figureOf(
      s.t,
      'Items marked reorder',
      decFromInt(flagged.length),
      PLAIN,
      flagged.length
        ? flagged.map((r) => ({ r: r.r, c: s.t.columns[s.item]!.c }))
        : colCells(s, s.rows, s.item),
    );
    const names = flagged.map((r) => cellText(r.cells[s.item])).join(', ');
    return reply(
      s,
      fig,
      `${flagged.length} item${flagged.length === 1 ? '' : 's'} marked reorder${names ? `: ${names}` : ''}.`,
      'count',
    );
  }
  return undefined;
}
