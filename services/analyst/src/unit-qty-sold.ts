/**
 * Issue 13, pass 38 (W4): a sales log whose product names carry their unit (`Date | Channel |
 * Product | Qty | Unit price | Amount`, "Tomatoes (kg)", "Eggs (dozen)", "Veg box small",
 * "Veg box large"). "Kilos of tomatoes sold" was answered with the Amount: a unit word (kilos,
 * kg, dozen, boxes, units, litres, bunches, jars, bottles …) or "how many <goods>" with sell /
 * sold is the Qty of the matching products, added over their rows ("veg boxes": both "Veg box"
 * products), in the month named if any. A unit asked that the product's own unit (in brackets)
 * contradicts is refused; no product matching leaves the question to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decFromInt, decSum } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const UNITS: Record<string, string> = {
  kilo: 'kg',
  kilos: 'kg',
  kg: 'kg',
  kgs: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  dozen: 'dozen',
  dozens: 'dozen',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  units: '',
  boxes: 'box',
  bunches: 'bunch',
  jars: 'jar',
  bottles: 'bottle',
  bags: 'bag',
  trays: 'tray',
  punnets: 'punnet',
};
const UNIT_ASK = new RegExp(
  `^(?:how many )?(${Object.keys(UNITS).join('|')}) of (?:the )?([a-z][a-z '-]*?) (?:did we sell|have we sold|were sold|we sold|sold)(?: in ([a-z]+))?$`,
);
const GOODS_ASK =
  /^how many ([a-z][a-z '-]*?) (?:did we sell|have we sold|were sold)(?: in ([a-z]+))?$/;

const single = (w: string): string =>
  w.replace(/(?:xes|ches|shes|sses)$/, (s) => s.slice(0, -2)).replace(/(?<!s)s$/, '');

interface Log {
  table: Table;
  product: Column;
  qty: Column;
  rows: Row[];
}

function salesLog(wb: Workbook): Log | undefined {
  const found: Log[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const qty = table.columns.filter((c) =>
        /^(qty|quantity|units|units sold|qty sold|no\.? sold)$/i.test(c.label.trim()),
      );
      const product = table.columns.filter((c) =>
        /^(product|item|produce|line|description)$/i.test(c.label.trim()),
      );
      if (qty.length !== 1 || product.length !== 1) continue;
      const pi = table.columns.indexOf(product[0]!);
      const rows = table.rows.filter((r) => r.kind === 'data' && cellText(r.cells[pi]));
      if (rows.length >= 3) found.push({ table, product: product[0]!, qty: qty[0]!, rows });
    }
  return found.length === 1 ? found[0] : undefined;
}

export function unitQtyAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const u = UNIT_ASK.exec(q);
  const g = u ? undefined : GOODS_ASK.exec(q);
  if (!u && !g) return undefined;
  const unit = u ? UNITS[u[1]!]! : undefined;
  const goods = (u ? u[2]! : g![1]!).replace(/^(the|our) /, '');
  const month = u ? u[3] : g![2];
  const mi = month ? MONTH_KEYS.indexOf(month.slice(0, 3)) : -1;
  if (month && mi < 0) return undefined;
  const log = salesLog(wb);
  if (!log) return undefined;
  const pi = log.table.columns.indexOf(log.product);
  const qi = log.table.columns.indexOf(log.qty);
  const words = goods.split(/\s+/).map(single);
  const names = [...new Set(log.rows.map((r) => cellText(r.cells[pi])!))];
  const wordsOf = (n: string) =>
    n
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(single);
  const hit = names.filter((n) => words.every((w) => wordsOf(n).includes(w)));
  if (hit.length === 0) return undefined;
  if (unit)
    for (const n of hit) {
      const own = /\(([^)]+)\)\s*$/.exec(n)?.[1]?.toLowerCase();
      const ownUnit = own ? (UNITS[own] ?? own) : undefined;
      const named = unit === '' || wordsOf(n).includes(unit);
      if (!named && ownUnit !== unit)
        return refuse(`${n} is not sold by the ${u![1]}; ask for its ${log.qty.label}`);
    }
  const rows = log.rows.filter((r) => {
    if (!hit.includes(cellText(r.cells[pi])!)) return false;
    if (mi < 0) return true;
    const p = r.period;
    if (!p || p.kind !== 'day') return false;
    return Math.floor(p.index / 100) === mi + 1;
  });
  if (mi >= 0) {
    const years = new Set(rows.map((r) => r.period!.year));
    if (years.size > 1)
      return refuse('that month is in the sheet for more than one year; name the year');
  }
  if (rows.length === 0) return refuse(`no ${hit.join(' or ')} rows in ${month}`);
  const v = decSum(rows.map((r) => cellNumber(r.cells[qi]) ?? decFromInt(0)));
  const fig = figureOf(
    log.table,
    `${log.qty.label} for ${hit.join(' + ')}${month ? `, ${month}` : ''}`,
    v,
    cellStyle(log.table, rows[0]!.cells[qi]),
    rows.map((r) => ({ r: r.r, c: log.qty.c })),
  );
  return sourcedAnswer(
    fig,
    `We sold ${fig.display}${u ? ` ${u[1]}` : ''} of ${hit.join(' and ')}${month ? ` in ${month}` : ''} (${log.qty.label}, ${rows.length} rows).`,
    'total',
  );
}
