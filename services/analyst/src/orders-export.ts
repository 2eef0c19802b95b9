/**
 * Issue 13, pass 11: a Shopify-style orders export. One row per line item; the order's number
 * is in Name ("#1001") and its money (Subtotal, Shipping, Taxes, Total) and its country only
 * on the order's first line. "How many orders" is the distinct order names (the engine counted
 * line rows: a wrong figure); shipping, taxes and totals sum the first lines; the best-selling
 * product sums the line-item quantities by product; a country named in words ("Germany")
 * matches its code ("DE"). Anything else goes to the engine unchanged.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAdd, decCmp, decDiv, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const COUNTRIES: Record<string, string[]> = {
  DE: ['germany'],
  FR: ['france'],
  AT: ['austria'],
  NL: ['netherlands', 'holland'],
  BE: ['belgium'],
  ES: ['spain'],
  IT: ['italy'],
  GB: ['united kingdom', 'uk', 'britain', 'great britain', 'england'],
  US: ['united states', 'usa', 'america', 'the us'],
  CH: ['switzerland'],
  DK: ['denmark'],
  SE: ['sweden'],
  NO: ['norway'],
  PL: ['poland'],
  PT: ['portugal'],
  IE: ['ireland'],
  CA: ['canada'],
  AU: ['australia'],
};

interface Export {
  table: Table;
  col: (re: RegExp) => number;
  name: number;
  orders: Array<{ name: string; first: Row; lines: Row[] }>;
}

function findExport(wb: Workbook): Export | undefined {
  const found: Export[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const col = (re: RegExp): number => table.columns.findIndex((c) => re.test(c.label.trim()));
      const name = col(/^name$/i);
      if (name < 0 || col(/^lineitem quantity$/i) < 0 || col(/^lineitem name$/i) < 0) continue;
      const orders: Export['orders'] = [];
      const byName = new Map<string, Export['orders'][number]>();
      for (const r of table.rows) {
        if (r.kind !== 'data') continue;
        const n = cellText(r.cells[name]);
        if (!n) continue;
        let o = byName.get(n);
        if (!o) {
          o = { name: n, first: r, lines: [] };
          byName.set(n, o);
          orders.push(o);
        }
        o.lines.push(r);
      }
      if (orders.length) found.push({ table, col, name, orders });
    }
  return found.length === 1 ? found[0] : undefined;
}

function countryAsked(q: string): string | undefined {
  const hits = Object.entries(COUNTRIES).filter(
    ([code, names]) =>
      names.some((n) => new RegExp(`\\b${n}\\b`).test(q)) ||
      new RegExp(`\\b(to|in|from) ${code.toLowerCase()}\\b`).test(q),
  );
  return hits.length === 1 ? hits[0]![0] : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORDS =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/g;

function monthAsked(q: string): { mm: string; name: string; year?: string } | undefined {
  const m =
    /\b(?:in|during|for|of) (january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?: (20\d\d))?/.exec(
      q,
    );
  if (!m) return undefined;
  const i = MONTHS.indexOf(m[1]!.slice(0, 3));
  const name = m[1]![0]!.toUpperCase() + m[1]!.slice(1);
  return { mm: String(i + 1).padStart(2, '0'), name, ...(m[2] ? { year: m[2] } : {}) };
}

/** "2025-03-02 10:00:00 +0100" or a date cell: "2025-03". */
function createdMonth(cell: Row['cells'][number] | undefined): string | undefined {
  if (typeof cell === 'string') return /^(\d{4}-\d{2})-\d{2}/.exec(cell.trim())?.[1];
  if (cell && typeof cell === 'object' && !Array.isArray(cell) && 'd' in cell)
    return /^(\d{4}-\d{2})/.exec(String(cell.d))?.[1];
  return undefined;
}

const answer = (fig: AnswerFigure, how: string, kind: string): Answer => ({
  text: `${fig.label}: ${fig.display}${fig.at ? ` (${fig.at})` : ''}, ${how}.\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
  figures: [fig],
  refused: false,
  kind,
});

export function ordersExportAnswer(
  wb: Workbook,
  question: string,
  refuse: (reason: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const ex = findExport(wb);
  if (!ex) return undefined;
  const t = ex.table;
  const country = countryAsked(q);
  const countryCol =
    ex.col(/^shipping country$/i) >= 0
      ? ex.col(/^shipping country$/i)
      : ex.col(/^billing country$/i);
  let orders = ex.orders;
  let where = '';
  if (country) {
    if (countryCol < 0) return undefined;
    orders = orders.filter((o) => cellText(o.first.cells[countryCol])?.toUpperCase() === country);
    where = ` shipped to ${country}`;
  }
  // "in April", "in March 2025": the orders created that month (pass 12: it counted line rows)
  const month = monthAsked(q);
  if (month) {
    const ci = ex.col(/^created at$/i);
    if (ci < 0) return undefined;
    const keys = orders.map((o) => createdMonth(o.first.cells[ci]));
    if (keys.some((k) => !k)) return undefined;
    const years = new Set(keys.map((k) => k!.slice(0, 4)));
    if (!month.year && years.size > 1) return undefined;
    orders = orders.filter(
      (_, i) =>
        keys[i]!.endsWith(`-${month.mm}`) && (!month.year || keys[i]!.startsWith(month.year)),
    );
    where += ` created in ${month.name}${month.year ? ` ${month.year}` : ''}`;
  }
  // "how much did we refund", "refunded orders": the orders whose Financial Status is refunded
  // (pass 12: it summed the Discount column); a partial refund's Total is not what was refunded
  const refunds = /\brefund(s|ed)?\b/.test(q);
  if (refunds) {
    const si = ex.col(/^financial status$/i);
    if (si < 0) return undefined;
    const status = (o: Export['orders'][number]): string =>
      (cellText(o.first.cells[si]) ?? '').toLowerCase();
    if (orders.some((o) => /partial/.test(status(o))))
      return refuse(
        'some orders are partially refunded and the export does not say how much of them was refunded',
      );
    orders = orders.filter((o) => /^refunded$/.test(status(o)));
    where += ' refunded';
  }
  // the words left once the ones this reader understands are taken out must be none
  const rest = q
    .replace(MONTH_WORDS, ' ')
    .replace(/\b(20\d\d|refund(s|ed)?|were|been|got|money back|back)\b/g, ' ')
    .replace(
      /\b(how many|how much|what (is|was|were|are)|what's|did|do|we|our|the|a|in|to|from|total|overall|all|orders?|get|got|receive[ds]?|place[ds]?|went|go|ship(ped|ping)?|charge[ds]?|collect(ed)?|tax(es)?|vat|sales|revenue|best[- ]selling|top[- ]selling|most popular|products?|items?|average|avg|order value|value|per order|customers?|for|on|of|made|make|have|had|is|was|were|sold|sell)\b/g,
      ' ',
    )
    .replace(new RegExp(`\\b(${Object.values(COUNTRIES).flat().join('|')})\\b`, 'g'), ' ')
    .replace(/\b[a-z]{2}\b/g, (m) => (COUNTRIES[m.toUpperCase()] ? ' ' : m))
    .trim();
  if (rest) return undefined;
  const cells = (ci: number, rows: Row[]) => rows.map((r) => ({ r: r.r, c: t.columns[ci]!.c }));
  const sumOf = (ci: number): { v: Dec; rows: Row[] } | undefined => {
    const rows = orders.map((o) => o.first).filter((r) => cellNumber(r.cells[ci]) !== undefined);
    if (!rows.length) return undefined;
    return { v: decSum(rows.map((r) => cellNumber(r.cells[ci])!)), rows };
  };
  if (/\bhow many (orders|refunds)\b|\bnumber of (orders|refunds)\b/.test(q)) {
    const n = orders.length;
    const rows = orders.map((o) => o.first);
    const fig = figureOf(
      t,
      `Orders${where}`,
      decFromInt(n),
      PLAIN,
      rows.length ? cells(ex.name, rows) : cells(ex.name, [ex.orders[0]!.first]),
    );
    return answer(
      fig,
      `distinct order names (Name), not line items (${ex.orders.reduce((a, o) => a + o.lines.length, 0)} rows)`,
      'count',
    );
  }
  const money = (re: RegExp, label: string): Answer | undefined => {
    const ci = ex.col(re);
    if (ci < 0) return undefined;
    const s = sumOf(ci);
    if (!s) return refuse(`no order${where} has a ${t.columns[ci]!.label} figure`);
    const fig = figureOf(
      t,
      `${t.columns[ci]!.label}${where}`,
      s.v,
      cellStyle(t, s.rows[0]!.cells[ci]),
      cells(ci, s.rows),
    );
    return answer(
      fig,
      `${label}, summed over the first line of each of ${s.rows.length} orders`,
      'total',
    );
  };
  if (/\bshipping\b/.test(q) && !/\b(tax|taxes|vat|sales|revenue)\b/.test(q))
    return money(/^shipping$/i, 'shipping charged');
  if (/\b(tax|taxes|vat)\b/.test(q) && !/\b(shipping|sales|revenue)\b/.test(q))
    return money(/^taxes$/i, 'taxes charged');
  if (/\b(average|avg)\b.*\border value\b|\baverage order\b/.test(q)) {
    const ci = ex.col(/^total$/i);
    const s = ci >= 0 ? sumOf(ci) : undefined;
    if (!s || s.rows.length !== orders.length) return undefined;
    const v = decDiv(s.v, decFromInt(orders.length), 2);
    if (!v) return undefined;
    const fig = figureOf(
      t,
      `Average order value${where}`,
      v,
      cellStyle(t, s.rows[0]!.cells[ci]),
      cells(ci, s.rows),
    );
    return answer(fig, `Total of ${orders.length} orders ÷ ${orders.length}`, 'average');
  }
  if (/\b(best|top)[- ]selling\b|\bmost popular\b|\bsold the most\b/.test(q)) {
    const qi = ex.col(/^lineitem quantity$/i);
    const ni = ex.col(/^lineitem name$/i);
    const by = new Map<string, { v: Dec; rows: Row[] }>();
    for (const o of orders)
      for (const r of o.lines) {
        const name = cellText(r.cells[ni]);
        const n = cellNumber(r.cells[qi]);
        if (!name || !n) continue;
        const e = by.get(name) ?? { v: decFromInt(0), rows: [] };
        e.v = decAdd(e.v, n);
        e.rows.push(r);
        by.set(name, e);
      }
    const ranked = [...by].sort((a, b) => decCmp(b[1].v, a[1].v));
    if (!ranked.length || (ranked[1] && decCmp(ranked[0]![1].v, ranked[1][1].v) === 0))
      return undefined;
    const [name, e] = ranked[0]!;
    const fig = figureOf(t, `Units sold${where}`, e.v, PLAIN, cells(qi, e.rows), name);
    return answer(fig, 'Lineitem quantity summed by Lineitem name, the most units', 'max');
  }
  // (every word of the question is one this reader knows, see `rest`)
  if (/\b(sales|revenue)\b/.test(q) || refunds) return money(/^total$/i, 'order totals');
  return undefined;
}
