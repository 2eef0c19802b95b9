/**
 * Issue 13, pass 32 (W4): owners' words on an orders export (Name | … | Shipping | … | Discount
 * Amount | … | Lineitem quantity | Lineitem name). "Total discounts given" is the Discount
 * Amount column added; "how many orders had free shipping" counts the orders whose Shipping is
 * 0; "which frame sells the most units" ranks the Lineitem names holding the word by their
 * Lineitem quantity added (the word is part of the item names, not a column).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellText, figureOf } from './cell-figures';
import { type Dec, decAdd, decCmp, decFromInt, decIsZero, decToString } from './decimal';
import { PLAIN } from './format';
import type { Table, Workbook } from './model';
import { canonical, canonicalWord, normalizeText, plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

interface OrdersTable {
  table: Table;
  name: number;
  col: (re: RegExp) => number;
}

function ordersTable(wb: Workbook): OrdersTable | undefined {
  const found = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) =>
        t.columns.some((c) => /^name$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^lineitem (name|quantity)$/i.test(c.label.trim())),
    );
  if (found.length !== 1) return undefined;
  const table = found[0]!;
  const col = (re: RegExp): number => table.columns.findIndex((c) => re.test(c.label.trim()));
  return { table, name: col(/^name$/i), col };
}

/** "total discounts given": the words the engine does not read, put as the column's label */
export function ordersLineWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (
    !/^(?:what (?:is|was|were) )?(?:the )?total (?:of )?discounts?(?: (?:given|applied|offered|granted))?$|^how much (?:did|have) we (?:give|given) (?:away )?in discounts?$|^discounts? (?:given|applied|offered|granted)$/.test(
      q,
    )
  )
    return undefined;
  const o = ordersTable(wb);
  const at = o?.col(/^discount( amount)?$/i) ?? -1;
  return o && at >= 0 ? `total ${o.table.columns[at]!.label.trim()}` : undefined;
}

const FREE_SHIPPING =
  /^how many orders (?:had|have|got|with|came with|shipped with|were) free (?:shipping|delivery|postage)$/;
const SELLS_MOST =
  /^(?:which|what) ([a-z]+) (?:sells|sold|has sold|sell) (?:the )?most(?: units)?$|^(?:which|what) ([a-z]+) (?:sells|sold) best$|^(?:best|top)[- ]selling ([a-z]+)$/;

export function ordersLineAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const free = FREE_SHIPPING.test(q);
  const most = SELLS_MOST.exec(q);
  if (!free && !most) return undefined;
  const o = ordersTable(wb);
  if (!o) return undefined;
  const t = o.table;
  const rows = t.rows.filter((r) => r.kind === 'data');
  if (free) {
    const ship = o.col(/^shipping$/i);
    if (ship < 0) return undefined;
    const names = new Set<string>();
    const cells: Array<{ r: number; c: number }> = [];
    for (const r of rows) {
      const v = cellNumber(r.cells[ship]);
      const name = cellText(r.cells[o.name]);
      if (v === undefined || !decIsZero(v) || !name || names.has(name)) continue;
      names.add(name);
      cells.push({ r: r.r, c: t.columns[ship]!.c });
    }
    if (!cells.length) return undefined;
    const fig = figureOf(t, 'Orders with Shipping 0', decFromInt(names.size), PLAIN, cells);
    return sourcedAnswer(fig, `${names.size} orders had free shipping (Shipping 0).`, 'count');
  }
  const word = canonicalWord((most![1] ?? most![2] ?? most![3])!);
  const qty = o.col(/^lineitem quantity$/i);
  const item = o.col(/^lineitem name$/i);
  if (qty < 0 || item < 0) return undefined;
  // the word must be part of item names, and no column's label
  if (t.columns.some((c) => canonical(c.label).includes(word))) return undefined;
  const sums = new Map<string, { label: string; v: Dec; cells: Array<{ r: number; c: number }> }>();
  for (const r of rows) {
    const label = cellText(r.cells[item])?.trim();
    const v = cellNumber(r.cells[qty]);
    if (!label || v === undefined || !canonical(label).includes(word)) continue;
    const key = normalizeText(label);
    const s = sums.get(key) ?? { label, v: decFromInt(0), cells: [] };
    s.v = decAdd(s.v, v);
    s.cells.push({ r: r.r, c: t.columns[qty]!.c });
    sums.set(key, s);
  }
  const ranked = [...sums.values()].sort((a, b) => decCmp(b.v, a.v));
  if (ranked.length < 2 || decCmp(ranked[0]!.v, ranked[1]!.v) === 0) return undefined;
  const top = ranked[0]!;
  const fig = figureOf(t, `Lineitem quantity, ${top.label}`, top.v, PLAIN, top.cells, top.label);
  return sourcedAnswer(
    fig,
    `${top.label} sold the most units: ${fig.display} (next: ${ranked[1]!.label}, ${decToString(ranked[1]!.v)}).`,
    'max',
  );
}
