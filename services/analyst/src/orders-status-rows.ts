/**
 * Issue 13, pass 33 (W4, M2): an orders export with a Financial Status column (paid / refunded
 * / pending). A status the question names keeps only those rows: "how much was refunded" is
 * the Total of the refunded rows (it answered their Discount Amount), "total of paid orders",
 * "sales tax collected on paid orders" (Taxes), "mean paid order total", "pending orders value",
 * "paid orders in june" (orders counted by Name). "Biggest order" is the largest Total, with
 * its Name; "how much shipping did customers pay" adds the Shipping column. Pass 32 refused
 * the status questions ("paid" is also a verb the engine skips); a question this does not read
 * still falls to that refusal.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Cell, Workbook } from './model';
import { normalizeText, plainQuestion } from './text';
import { type OrdersExport, ordersExportOf } from './orders-export-table';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';

const monthOf = (cell: Cell | undefined): number | undefined =>
  cell && typeof cell === 'object' && 'd' in cell ? Number(cell.d.slice(5, 7)) : undefined;
const yearOf = (cell: Cell | undefined): number | undefined =>
  cell && typeof cell === 'object' && 'd' in cell ? Number(cell.d.slice(0, 4)) : undefined;

/** the status value the question names ("paid", "refunded", "pending"), as the rows hold it */
function namedStatus(o: OrdersExport, q: string): string | undefined {
  const values = new Set<string>();
  for (const r of o.table.rows) {
    const v = cellText(r.cells[o.status]);
    if (r.kind === 'data' && v) values.add(normalizeText(v));
  }
  const named = [...values].filter((v) => new RegExp(`\\b${v}\\b`).test(q));
  return named.length === 1 ? named[0] : undefined;
}

export function ordersStatusAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  if (!/\border|\brefund|\bpaid\b|\bpending\b|\bshipping\b/.test(q)) return undefined;
  const o = ordersExportOf(wb);
  if (!o) return undefined;
  const t = o.table;
  const rows = t.rows.filter((r) => r.kind === 'data');
  const sumOf = (ci: number, keep: typeof rows, label: string, text: (d: string) => string) => {
    const vals: Dec[] = [];
    const cells: Array<{ r: number; c: number }> = [];
    // an order's Total, Taxes and Shipping are the order's: on its first line that holds them
    // (some exports repeat them on every line item), so one value per Name
    const seen = new Set<string>();
    for (const r of keep) {
      const v = cellNumber(r.cells[ci]);
      if (v === undefined) continue;
      const name = cellText(r.cells[o.name]);
      if (name && seen.has(name)) continue;
      if (name) seen.add(name);
      vals.push(v);
      cells.push({ r: r.r, c: t.columns[ci]!.c });
    }
    if (!cells.length) return undefined;
    const style = cellStyle(t, keep[0]!.cells[ci]);
    const fig = figureOf(t, label, decSum(vals), style, cells);
    return { fig, vals, cells, style, answer: sourcedAnswer(fig, text(fig.display), 'total') };
  };
  // "biggest order": the one largest Total, with its Name
  if (
    /^(?:what (?:is|was) )?(?:the |our )?(?:biggest|largest) (?:single )?order(?: ever)?$/.test(q)
  ) {
    let best: (typeof rows)[number] | undefined;
    for (const r of rows) {
      const v = cellNumber(r.cells[o.total]);
      if (v === undefined) continue;
      const b = best && cellNumber(best.cells[o.total]);
      if (!b || decCmp(v, b) > 0) best = r;
      else if (decCmp(v, b) === 0) return undefined;
    }
    if (!best) return undefined;
    const name = cellText(best.cells[o.name]) ?? '';
    const fig = figureOf(
      t,
      `Largest order Total, ${name}`,
      cellNumber(best.cells[o.total])!,
      cellStyle(t, best.cells[o.total]),
      [{ r: best.r, c: t.columns[o.total]!.c }],
      name,
    );
    return sourcedAnswer(fig, `The biggest order is ${name}: ${fig.display} (Total).`, 'max');
  }
  // "how much shipping did customers pay": the Shipping column added
  if (
    /^how much (?:did )?(?:customers|buyers|people) (?:pay|paid) (?:for|in) shipping$|^how much shipping did (?:customers|buyers|people|they) pay$/.test(
      q,
    )
  ) {
    const ship = o.col(/^shipping$/i);
    if (ship < 0) return undefined;
    return sumOf(ship, rows, 'Shipping', (d) => `Customers paid ${d} in shipping (Shipping added).`)
      ?.answer;
  }
  // a rank ("best selling product (paid)") is no filtered total
  if (
    /\b(best|top|which|who|product|item|selling|most|least|highest|lowest|largest|biggest|per|by|each)\b/.test(
      q,
    )
  )
    return undefined;
  // "including refunded orders" widens, "excluding" narrows: not one status kept
  if (/\b(including|incl|excluding|excl|except|without|other than|not|non|ones)\b/.test(q))
    return undefined;
  const status = namedStatus(o, q);
  if (!status) return undefined;
  const kept = rows.filter((r) => normalizeText(cellText(r.cells[o.status]) ?? '') === status);
  const month = MONTH_NAMES.findIndex((m) => new RegExp(`\\b${m.toLowerCase()}\\b`).test(q)) + 1;
  let keep = kept;
  if (month > 0) {
    if (o.created < 0) return undefined;
    const years = new Set(
      kept
        .filter((r) => monthOf(r.cells[o.created]) === month)
        .map((r) => yearOf(r.cells[o.created])),
    );
    if (years.size > 1) return undefined;
    keep = kept.filter((r) => monthOf(r.cells[o.created]) === month);
  } else if (/\b(q[1-4]|quarter|year|week|last|this|20\d\d|day)\b/.test(q)) return undefined;
  const when = month > 0 ? ` in ${MONTH_NAMES[month - 1]}` : '';
  const money =
    /\b(total|value|sum|worth|much|revenue|sales|amount|tax|taxes|vat|mean|average|avg)\b/.test(q);
  // a count: "how many paid orders", "paid orders in june"
  if (/^how many\b/.test(q) || (!money && /\borders?\b/.test(q))) {
    const names = new Set<string>();
    const cells: Array<{ r: number; c: number }> = [];
    for (const r of keep) {
      const n = cellText(r.cells[o.name]);
      if (!n || names.has(n)) continue;
      names.add(n);
      cells.push({ r: r.r, c: t.columns[o.name]!.c });
    }
    if (!cells.length) return undefined;
    const fig = figureOf(t, `Orders ${status}${when}`, decFromInt(names.size), PLAIN, cells);
    return sourcedAnswer(fig, `${names.size} orders were ${status}${when}.`, 'count');
  }
  const taxes = /\b(tax|taxes|vat|sales tax|gst)\b/.test(q);
  const ci = taxes ? o.col(/^tax(es)?$/i) : o.total;
  if (ci < 0) return undefined;
  const col = t.columns[ci]!.label.trim();
  const s = sumOf(
    ci,
    keep,
    `${col} for ${status}${when}`,
    (d) => `${col} of the ${status} orders${when}: ${d}.`,
  );
  if (!s) return undefined;
  if (/\b(mean|average|avg)\b/.test(q)) {
    const mean = decDiv(decSum(s.vals), decFromInt(s.vals.length), 2);
    if (!mean) return undefined;
    const fig = figureOf(t, `Average ${col} for ${status}${when}`, mean, s.style, s.cells);
    return sourcedAnswer(
      fig,
      `The average ${status} order ${col} is ${fig.display} (${s.vals.length} orders).`,
      'average',
    );
  }
  return s.answer;
}
