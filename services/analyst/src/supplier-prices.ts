/**
 * After blind-44: a supplier price comparison keeps items down and one price column per
 * supplier across (`Item | Unit | Weekly qty | Galil Foods | Mercaz Wholesale | Sharon Fresh |
 * Cheapest | Current supplier | …`), a blank where a supplier does not stock the item. The
 * engine read the supplier columns as amounts to add: "who is cheapest for cream cheese"
 * answered a weekly cost, "what did we pay Galil Foods last month" added three of its prices.
 * On such a sheet a row's prices are compared across, never added:
 * - "who is cheapest (dearest) for X": the supplier with X's lowest (highest) price;
 * - "what does S charge for X": the one cell; "how do S and T compare on X": S less T, and %;
 * - "the gap between the dearest and cheapest X prices": X's highest less its lowest price;
 * - "the average price of X across the suppliers": the mean of X's prices that are there;
 * - "how many items doesn't S stock": S's blank prices; "which supplier is cheapest most
 *   often": the supplier with the lowest price on the most items (ties are said, not split);
 * - "what did we pay S": refused, the sheet holds prices, not what was paid.
 * Supplier columns are found by name: value columns whose header is a value of one of the
 * sheet's own text columns (Cheapest, Current supplier), or, on a sheet titled a price
 * comparison, two or more price columns side by side under the supplier's name.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decCmp, decDiv, decFromInt, decMul, decSub, decSum } from './decimal';
import { COUNT } from './engine/types';
import { PERCENT, formatValue } from './format';
import type { Row, Table, Workbook } from './model';
import { oneLongTable } from './dated-ledgers';
import { oncePer } from './once-per';
import { nameTokens } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface PriceGrid {
  t: Table;
  item: number;
  suppliers: Array<{ col: number; name: string }>;
  rows: Row[];
}

const COMPARISON_TITLE =
  /\b(price (comparison|check|list)s?|supplier (prices|comparison|quotes)|quotes? compared)\b/i;
const NOT_SUPPLIER =
  /\b(qty|quantity|total|weekly|monthly|cost|saving|savings|price|unit|value|amount|budget|average|cheapest|current|best|difference|%)\b/i;

const gridOf = oncePer((wb: Workbook): PriceGrid | undefined =>
  oneLongTable(wb, (t, s): PriceGrid | undefined => {
    const rows = t.rows.filter((r) => r.kind === 'data');
    const texts = t.columns.flatMap((c, i) =>
      c.role === 'category' || c.role === 'label' ? [i] : [],
    );
    if (rows.length < 3 || !texts.length) return undefined;
    const named = new Set(
      texts
        .slice(1)
        .flatMap((i) => rows.map((r) => cellText(r.cells[i])?.trim().toLowerCase() ?? '')),
    );
    let suppliers = t.columns.flatMap((c, col) =>
      c.role === 'value' && named.has(c.label.trim().toLowerCase())
        ? [{ col, name: c.label.trim() }]
        : [],
    );
    const titled = COMPARISON_TITLE.test(`${s.name} ${t.title ?? ''} ${(t.notes ?? []).join(' ')}`);
    if (suppliers.length < 2 && titled)
      suppliers = t.columns.flatMap((c, col) =>
        c.role === 'value' && !NOT_SUPPLIER.test(c.label) && /^[A-Z]/.test(c.label.trim())
          ? [{ col, name: c.label.trim() }]
          : [],
      );
    if (suppliers.length < 2) return undefined;
    return { t, item: texts[0]!, suppliers, rows };
  }),
);

const has = (q: string, name: string): boolean => {
  const words = new Set(nameTokens(q));
  const own = nameTokens(name);
  // "Galil" for "Galil Foods": the name's first word is enough when it is a real word
  return own.every((w) => words.has(w)) || (own[0]!.length >= 4 && words.has(own[0]!));
};

/** The one item row the question names (all of its words; the longest name when nested). */
function itemNamed(g: PriceGrid, q: string): Row | undefined {
  const words = new Set(nameTokens(q));
  const hits = g.rows.filter((r) => {
    const own = nameTokens(cellText(r.cells[g.item]) ?? '');
    return own.length > 0 && own.every((w) => words.has(w));
  });
  const size = (r: Row): number => nameTokens(cellText(r.cells[g.item]) ?? '').length;
  const most = Math.max(0, ...hits.map(size));
  const longest = hits.filter((r) => size(r) === most);
  return longest.length === 1 ? longest[0] : undefined;
}

function suppliersNamed(g: PriceGrid, q: string): PriceGrid['suppliers'] {
  return g.suppliers.filter((s) => has(q, s.name));
}

const priced = (g: PriceGrid, row: Row): Array<{ name: string; col: number; price: Dec }> =>
  g.suppliers.flatMap((s) => {
    const price = cellNumber(row.cells[s.col]);
    return price ? [{ ...s, price }] : [];
  });

export function supplierPricesAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const g = gridOf(wb);
  if (!g) return undefined;
  const q = plainQuestion(question);
  const { t } = g;
  const cell = (row: Row, col: number): { r: number; c: number } => ({
    r: row.r,
    c: t.columns[col]!.c,
  });
  const styleOf = (row: Row, col: number) => cellStyle(t, row.cells[col]);
  const itemName = (row: Row): string => cellText(row.cells[g.item])!.trim();
  const named = suppliersNamed(g, q);

  // what was paid to a supplier is not on a price list
  if (
    named.length >= 1 &&
    /\b(what did we pay|how much did we (?:pay|spend)|what have we (?:paid|spent)|how much have we (?:paid|spent))\b/.test(
      q,
    )
  )
    return refuse(
      `the sheet holds ${named[0]!.name}'s prices per unit, not what was paid to it; it keeps no purchases`,
    );

  // "which supplier is cheapest most often"
  if (
    /\bcheapest\b/.test(q) &&
    /\b(most often|most items|most times|on the most|most lines)\b/.test(q)
  ) {
    const wins = new Map<string, Row[]>();
    for (const row of g.rows) {
      const ps = priced(g, row);
      if (!ps.length) continue;
      const low = ps.reduce((a, b) => (decCmp(b.price, a.price) < 0 ? b : a));
      if (ps.filter((p) => decCmp(p.price, low.price) === 0).length > 1) continue;
      wins.set(low.name, [...(wins.get(low.name) ?? []), row]);
    }
    const ranked = [...wins.entries()].sort((a, b) => b[1].length - a[1].length);
    if (!ranked.length) return undefined;
    if (ranked[1] && ranked[1][1].length === ranked[0]![1].length)
      return refuse(
        `${ranked[0]![0]} and ${ranked[1][0]} are each cheapest on ${ranked[0]![1].length} items`,
      );
    const [name, rows] = ranked[0]!;
    const col = g.suppliers.find((s) => s.name === name)!.col;
    const fig = figureOf(
      t,
      `Items where ${name} is cheapest`,
      decFromInt(rows.length),
      COUNT,
      rows.map((r) => cell(r, col)),
      name,
    );
    return sourcedAnswer(
      fig,
      `${name} is cheapest most often: on ${rows.length} of ${g.rows.length} items (${rows.map(itemName).join(', ')}).${ranked
        .slice(1)
        .map(([n, rs]) => ` ${n}: ${rs.length}.`)
        .join('')}`,
      'max',
    );
  }

  // "how many items doesn't Sharon Fresh stock"
  const notStocked =
    /\b(?:does ?n[o']?t|do ?n[o']?t|doesnt|dont|never)\b(?: [a-z&'.-]+){0,4} (?:stock|carry|sell|supply|have|offer|list)\b|\bnot (?:stocked|carried|listed) (?:by|at)\b/.test(
      q,
    );
  if (notStocked && named.length === 1) {
    const s = named[0]!;
    const blank = g.rows.filter((r) => !cellNumber(r.cells[s.col]));
    if (!/^how many\b/.test(q) && !/^(?:what|which)\b/.test(q)) return undefined;
    const fig = figureOf(
      t,
      `Items ${s.name} does not stock`,
      decFromInt(blank.length),
      COUNT,
      (blank.length ? blank : g.rows).map((r) => cell(r, s.col)),
    );
    return sourcedAnswer(
      fig,
      `${blank.length} items ${s.name} does not stock (no price in its column)${blank.length ? `: ${blank.map(itemName).join(', ')}` : ''}.`,
      'count',
    );
  }

  const row = itemNamed(g, q);
  if (!row) return undefined;
  const ps = priced(g, row);
  if (!ps.length) return undefined;
  const item = itemName(row);

  // "who is cheapest for cream cheese", "which supplier is dearest for eggs"
  const low = /\b(cheapest|lowest|best price|least expensive)\b/.test(q);
  const high = /\b(dearest|most expensive|priciest|highest)\b/.test(q);
  if ((low || high) && !(low && high) && /^(?:who|which|where)\b/.test(q)) {
    const pick = ps.reduce((a, b) =>
      (low ? decCmp(b.price, a.price) < 0 : decCmp(b.price, a.price) > 0) ? b : a,
    );
    const tied = ps.filter((p) => decCmp(p.price, pick.price) === 0);
    if (tied.length > 1)
      return refuse(`${tied.map((p) => p.name).join(' and ')} ask the same price for ${item}`);
    const fig = figureOf(
      t,
      `${item}, ${pick.name}`,
      pick.price,
      styleOf(row, pick.col),
      [cell(row, pick.col)],
      pick.name,
    );
    return sourcedAnswer(
      fig,
      `${pick.name} is ${low ? 'cheapest' : 'dearest'} for ${item}: ${fig.display}. ${ps
        .filter((p) => p !== pick)
        .map((p) => `${p.name} ${formatValue(p.price, styleOf(row, p.col))}`)
        .join(', ')}.`,
      low ? 'min' : 'max',
    );
  }

  // "the gap between the dearest and cheapest sesame seed prices"
  if (low && high && /\b(gap|difference|spread|range|between)\b/.test(q)) {
    const lo = ps.reduce((a, b) => (decCmp(b.price, a.price) < 0 ? b : a));
    const hi = ps.reduce((a, b) => (decCmp(b.price, a.price) > 0 ? b : a));
    const fig = figureOf(
      t,
      `${item}, dearest less cheapest price`,
      decSub(hi.price, lo.price),
      styleOf(row, hi.col),
      [cell(row, hi.col), cell(row, lo.col)],
    );
    return sourcedAnswer(
      fig,
      `${fig.display} between the dearest and the cheapest ${item}: ${hi.name} ${formatValue(hi.price, styleOf(row, hi.col))} less ${lo.name} ${formatValue(lo.price, styleOf(row, lo.col))}.`,
      'compare',
    );
  }

  // "the average price of eggs across the three suppliers"
  if (/\b(average|mean)\b/.test(q) && /\b(price|prices|cost)\b/.test(q)) {
    const mean = decDiv(decSum(ps.map((p) => p.price)), decFromInt(ps.length), 2)!;
    const fig = figureOf(
      t,
      `${item}, average price across ${ps.length} suppliers`,
      mean,
      styleOf(row, ps[0]!.col),
      ps.map((p) => cell(row, p.col)),
    );
    return sourcedAnswer(
      fig,
      `${fig.display}: the average of ${ps.length} suppliers' prices for ${item} (${ps.map((p) => p.name).join(', ')}).`,
      'average',
    );
  }

  // "how do Galil and Mercaz compare on butter"
  if (named.length === 2 && /\b(compare|comparison|vs|versus|against|difference)\b/.test(q)) {
    const [a, b] = named.map((s) => ps.find((p) => p.col === s.col));
    if (!a || !b) return refuse(`${(a ? named[1] : named[0])!.name} has no price for ${item}`);
    const diff = decSub(a.price, b.price);
    const pct = decDiv(decMul(diff, HUNDRED), b.price, 2)!;
    const fig = figureOf(t, `${item}: ${a.name} less ${b.name}`, diff, styleOf(row, a.col), [
      cell(row, a.col),
      cell(row, b.col),
    ]);
    const pf = figureOf(t, `${item}: ${a.name} against ${b.name}, %`, pct, PERCENT, [
      cell(row, a.col),
      cell(row, b.col),
    ]);
    return sourcedAnswer(
      fig,
      `${a.name} is ${fig.display} against ${b.name} for ${item} (${pf.display}): ${a.name} ${formatValue(a.price, styleOf(row, a.col))}, ${b.name} ${formatValue(b.price, styleOf(row, b.col))}.`,
      'compare',
      [pf],
    );
  }

  // "what does Mercaz Wholesale charge for bread flour"
  if (named.length === 1 && /\b(charge|charges|price|cost|costs|ask|asks|sell)\b/.test(q)) {
    const s = named[0]!;
    const p = cellNumber(row.cells[s.col]);
    if (!p) return refuse(`${s.name} has no price for ${item} (it does not stock it)`);
    const fig = figureOf(
      t,
      `${item}, ${s.name}`,
      p,
      styleOf(row, s.col),
      [cell(row, s.col)],
      s.name,
    );
    return sourcedAnswer(fig, `${s.name} charges ${fig.display} for ${item}.`, 'lookup');
  }
  return undefined;
}
