/**
 * Issue 13, pass 9: counts of the rows of a stock list that meet a condition, "how many items
 * are out of stock" (quantity 0) and "how many are below reorder level" (quantity under the
 * row's own reorder level). The engine's operations sum, rank or count rows by a category
 * value; neither condition is a value, so both used to be refused. Careful by construction:
 * exactly one stock list in the workbook, one quantity column, every row filled, and no other
 * word in the question (a category, a period) that this reading would ignore; otherwise the
 * question goes on to the engine (which refuses it, saying why).
 */
import { rangesFor, type CellRef } from './a1';
import type { Answer } from './answer-types';
import type { Column, Table, Workbook } from './model';
import { cellNumber, cellText } from './view';

type Condition = 'zero' | 'below' | 'atOrBelow';

const ZERO =
  /\b(out of stock|sold out|out-of-stock|at zero|zero stock|zero on hand|no stock left)\b/;
const REORDER =
  /\b(below|under|beneath|less than|lower than|at or below|need(?:s)? (?:to be )?reorder(?:ed|ing)?|due (?:for|to be) reorder(?:ed)?|to reorder)\b/;
/** Words the reading accounts for; any other word may be a filter it would drop. */
const ALLOWED = new Set(
  (
    'how many which what list show me are is do does we have has currently right now now still their its ' +
    'items item products product skus sku lines line things stock stocks in of out sold at zero ' +
    'level levels point reorder below under beneath less lower than or need needs to be ' +
    'reordered reordering due for the a an our any there on hand count number total left ' +
    'inventory goods'
  ).split(' '),
);
const QUANTITY = /\b(on hand|in stock|qty|quantity|stock|units)\b/i;
const NOT_QUANTITY = /\b(reorder|cost|price|value|rate|min|max|order qty|sold)\b/i;

interface StockList {
  table: Table;
  qty: Column;
  reorder?: Column;
  label: Column;
}

function stockLists(wb: Workbook): StockList[] {
  const out: StockList[] = [];
  for (const sheet of wb.sheets)
    for (const table of sheet.tables) {
      if (table.layout !== 'long') continue;
      const values = table.columns.filter((c) => c.role === 'value');
      const qtys = values.filter((c) => QUANTITY.test(c.label) && !NOT_QUANTITY.test(c.label));
      const reorders = values.filter((c) => /\breorder\b/i.test(c.label));
      const label = table.columns.find(
        (c) =>
          (c.role === 'category' || c.role === 'label') &&
          /\b(item|product|name|description)\b/i.test(c.label),
      );
      if (qtys.length !== 1 || !label) continue;
      out.push({
        table,
        qty: qtys[0]!,
        ...(reorders.length === 1 ? { reorder: reorders[0]! } : {}),
        label,
      });
    }
  return out;
}

function conditionOf(text: string): Condition | undefined {
  if (ZERO.test(text)) return 'zero';
  if (/\breorder/.test(text) && REORDER.test(text))
    return /\b(at or below|or below|or less|or under)\b/.test(text) ? 'atOrBelow' : 'below';
  return undefined;
}

/** The answer, or undefined when the question is not such a count or the reading is unsure. */
export function conditionalCount(wb: Workbook, question: string): Answer | undefined {
  const text = question.toLowerCase().replace(/[?.!,]/g, ' ');
  const asksCount = /\bhow many\b|\bnumber of\b|\bcount\b/.test(text);
  const asksList = /\b(which|what|list|show)\b/.test(text);
  if (!asksCount && !asksList) return undefined;
  const condition = conditionOf(text);
  if (!condition) return undefined;
  if (
    text.split(/\s+/).some((w) => w && !ALLOWED.has(w.replace(/-/g, ' ')) && w !== 'out-of-stock')
  )
    return undefined;
  const lists = stockLists(wb).filter((l) => condition === 'zero' || l.reorder);
  if (lists.length !== 1) return undefined;
  const { table, qty, reorder, label } = lists[0]!;
  const qi = table.columns.indexOf(qty);
  const ri = reorder ? table.columns.indexOf(reorder) : -1;
  const li = table.columns.indexOf(label);
  const rows = table.rows.filter((r) => r.kind === 'data');
  if (rows.length < 2) return undefined;
  // "need reordering" says no side of the limit: a row exactly at it reads either way
  const sideNamed = /\b(below|under|beneath|less|lower)\b/.test(text);
  if (condition !== 'zero' && !sideNamed) {
    const atLimit = rows.some((r) => {
      const q = cellNumber(r.cells[qi]);
      return q !== undefined && q === cellNumber(r.cells[ri]);
    });
    if (atLimit) return undefined;
  }
  const hits: Array<{ name: string; ref: CellRef; q: number; limit?: number }> = [];
  for (const row of rows) {
    const q = cellNumber(row.cells[qi]);
    const limit = ri >= 0 ? cellNumber(row.cells[ri]) : undefined;
    // a blank quantity or limit: the condition cannot be read for that row
    if (q === undefined || (condition !== 'zero' && limit === undefined)) return undefined;
    const meets = condition === 'zero' ? q === 0 : condition === 'below' ? q < limit! : q <= limit!;
    if (meets)
      hits.push({
        name: cellText(row.cells[li]) ?? `row ${row.r + 1}`,
        ref: { r: row.r, c: qty.c },
        q,
        ...(limit !== undefined ? { limit } : {}),
      });
  }
  const what =
    condition === 'zero'
      ? `out of stock (${qty.label} is 0)`
      : `below reorder level (${qty.label} ${condition === 'below' ? 'under' : 'at or under'} ${reorder!.label})`;
  const cited = hits.length
    ? hits.flatMap((h) =>
        reorder && condition !== 'zero' ? [h.ref, { r: h.ref.r, c: reorder.c }] : [h.ref],
      )
    : rows.map((r) => ({ r: r.r, c: qty.c }));
  const range = rangesFor(cited).range;
  const noun = hits.length === 1 ? 'item' : 'items';
  const names = hits
    .map((h) =>
      h.limit !== undefined && condition !== 'zero' ? `${h.name} (${h.q} vs ${h.limit})` : h.name,
    )
    .join(', ');
  const headline = `${hits.length} ${noun} ${hits.length === 1 ? 'is' : 'are'} ${what}, of ${rows.length} items`;
  const body = hits.length ? `${headline}: ${names}.` : `${headline}.`;
  return {
    text: `${body}\nCounted row by row on sheet '${table.sheet}'. Source: sheet '${table.sheet}' ${range}.`,
    figures: [
      {
        label: `Items ${condition === 'zero' ? 'out of stock' : 'below reorder level'}`,
        value: String(hits.length),
        display: String(hits.length),
        source: { sheet: table.sheet, range },
      },
    ],
    refused: false,
    kind: 'count',
  };
}
