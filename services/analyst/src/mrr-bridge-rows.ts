/**
 * Issue 13, pass 36 (M10): an MRR bridge with the months DOWN (`Month | Starting MRR | New |
 * Expansion | Contraction | Churned | Ending MRR | Paying customers`), the movements between
 * the starting and ending columns, losses stored negative. Pass 18's `mrr-movements.ts` reads
 * the same bridge with the months across; here, on the months-down layout only:
 * - "mrr at the end of <month>" is that month's ending (closing) column, "at the start of" its
 *   starting (opening) one;
 * - "how much mrr did we lose to churn (this year)" is the churn column added over the year's
 *   months (said as the amount lost; the sheet shows it negative);
 * - "net new mrr in <month>" is the month's movements added (signed), checked against ending −
 *   starting (refused when they disagree);
 * - "what's our arr" is 12 × the latest ending MRR, saying so;
 * - "average mrr per customer in <month>" (ARPA) is ending MRR ÷ the month's customers.
 * Anything else is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const MRR = /\b(mrr|recurring revenue)\b/i;
// pass 37 (W5): Opening / Closing, Open / Close are the same as Starting / Ending
const OPENING = /\b(opening|starting|beginning|start|open|begin)\b/i;
const CLOSING = /\b(closing|ending|end|close)\b/i;

/** A month row's month: a month label, or (pass 37) a date on the 1st of its month. */
const monthOf = (r: Row): number =>
  r.period!.kind === 'day' ? Math.floor(r.period!.index / 100) : r.period!.index;
const isMonthRow = (r: Row): boolean =>
  r.period?.kind === 'month' || (r.period?.kind === 'day' && r.period.index % 100 === 1);
const CUSTOMERS = /\b(customers?|accounts?|subscribers?|clients?|members?|logos?)\b/i;

interface Bridge {
  table: Table;
  rows: Row[];
  start: Column;
  end: Column;
  moves: Column[];
  customers?: Column;
}

function bridge(wb: Workbook): Bridge | undefined {
  const found: Bridge[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const rows = table.rows.filter((r) => r.kind === 'data' && isMonthRow(r));
      if (rows.length < 3) continue;
      const vals = table.columns.filter((c) => c.role === 'value');
      const start = vals.filter((c) => MRR.test(c.label) && OPENING.test(c.label));
      const end = vals.filter(
        (c) => MRR.test(c.label) && CLOSING.test(c.label) && !OPENING.test(c.label),
      );
      if (start.length !== 1 || end.length !== 1) continue;
      const a = table.columns.indexOf(start[0]!);
      const b = table.columns.indexOf(end[0]!);
      if (b - a < 2) continue;
      const moves = table.columns.slice(a + 1, b);
      if (moves.some((c) => c.role !== 'value' || CUSTOMERS.test(c.label))) continue;
      const customers = vals.filter((c) => CUSTOMERS.test(c.label) && !MRR.test(c.label));
      found.push({
        table,
        rows,
        start: start[0]!,
        end: end[0]!,
        moves,
        ...(customers.length === 1 ? { customers: customers[0]! } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const at = (b: Bridge, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[b.table.columns.indexOf(c)]);

/** The one row of the month a question names ("october", "oct 2026"); undefined otherwise. */
function monthRow(b: Bridge, q: string): Row | undefined {
  const re = new RegExp(`\\b(${MONTH_KEYS.join('|')})[a-z]*\\b(?: (\\d{4}))?`, 'g');
  const hits = [...q.matchAll(re)].filter((m) => m[1] !== 'may' || /\bmay\b\s*($|\d)/.test(q));
  if (hits.length !== 1) return undefined;
  const month = MONTH_KEYS.indexOf(hits[0]![1]!) + 1;
  const year = hits[0]![2] ? Number(hits[0]![2]) : undefined;
  const rows = b.rows.filter(
    (r) => monthOf(r) === month && (year === undefined || r.period!.year === year),
  );
  return rows.length === 1 ? rows[0] : undefined;
}

const monthName = (r: Row): string =>
  `${MONTH_NAMES[monthOf(r) - 1] ?? ''}${r.period!.year ? ` ${r.period!.year}` : ''}`;

export function mrrBridgeAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question);
  const arr =
    /^(?:what(?:'s| is) )?(?:our |the )?(?:current )?arr(?: now| today)?$|^(?:what(?:'s| is) )?(?:our |the )?annual(?:ised|ized)? recurring revenue(?: now| today)?$/.test(
      q,
    );
  const endOf = /\bmrr (?:at|by) the (end|start|beginning) of\b/.exec(q);
  const churn =
    /^how much (?:mrr|recurring revenue) (?:did|have) we (?:lose|lost) (?:to|through|from) churn(?: (this year|in (\d{4})|so far this year))?$/.exec(
      q,
    );
  const netNew = /^(?:what (?:was|is) (?:our |the )?)?net new mrr (?:in|for) (.+)$/.exec(q);
  const arpa =
    /^(?:what (?:was|is) (?:our |the )?)?(?:average mrr per (?:customer|account|subscriber|client)|arpa|arpu) (?:in|for) (.+)$/.exec(
      q,
    );
  // pass 37 (W5): growth since a month, the month churn was worst, a level forecast
  const grown =
    /^how much (?:has|did) (?:our )?(?:mrr|recurring revenue) (?:grown|grow|increased|increase|gone up|risen|rise) (?:since|from) (.+?)(?: to (?:now|date|today))?$/.exec(
      q,
    );
  const worstChurn =
    /^(?:which|what) month (?:did we|have we) (?:churn|lose) the most(?: mrr)?$|^(?:which|what) month (?:had|saw|was) the (?:most|biggest|highest|worst) churn$|^(?:when|which month) (?:was|did) churn (?:the )?(?:highest|worst|biggest)$/.test(
      q,
    );
  const ahead =
    MRR.test(q) &&
    /\b(what will|will (?:our |the )?(?:mrr|recurring revenue) be|forecast|predict|project(?:ed|ion)?|expect(?:ed)?|by the end of next|next (?:year|month|quarter|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/.test(
      q,
    );
  if (!arr && !endOf && !churn && !netNew && !arpa && !grown && !worstChurn && !ahead)
    return undefined;
  const b = bridge(wb);
  if (!b) return undefined;
  const t = b.table;
  const cell = (r: Row, c: Column) => ({ r: r.r, c: c.c });
  const styleOf = (r: Row, c: Column) => cellStyle(t, r.cells[t.columns.indexOf(c)]);
  if (ahead)
    return refuse(
      `the bridge holds MRR up to ${monthName(b.rows[b.rows.length - 1]!)}; a level past its months would be a forecast, not a figure of the sheet`,
    );
  if (grown) {
    const from = monthRow(b, grown[1]!);
    const last = [...b.rows].reverse().find((r) => at(b, r, b.end) !== undefined);
    if (!from || !last || from === last) return undefined;
    const a0 = at(b, from, b.end);
    const a1 = at(b, last, b.end)!;
    if (a0 === undefined || decSign(a0) <= 0) return undefined;
    const diff = decSub(a1, a0);
    const pct = decDiv(decMul(diff, decFromInt(100)), a0, 2)!;
    const fig = figureOf(
      t,
      `MRR growth, ${monthName(from)} to ${monthName(last)} (${b.end.label})`,
      diff,
      styleOf(last, b.end),
      [cell(from, b.end), cell(last, b.end)],
    );
    const pfig = figureOf(t, 'MRR growth %', pct, { kind: 'percent', decimals: 2 }, [
      cell(from, b.end),
      cell(last, b.end),
    ]);
    return sourcedAnswer(
      fig,
      `MRR grew by ${fig.display} (${pfig.display}) from the end of ${monthName(from)} (${formatValue(a0, styleOf(from, b.end))}) to the end of ${monthName(last)} (${formatValue(a1, styleOf(last, b.end))}), ${b.end.label}.`,
      'change',
      [pfig],
    );
  }
  if (worstChurn) {
    const cols = b.moves.filter((c) => /\bchurn/i.test(c.label));
    if (cols.length !== 1) return undefined;
    const col = cols[0]!;
    const xs = b.rows.map((r) => at(b, r, col));
    if (xs.some((x) => x === undefined)) return undefined;
    // churn stored negative: the most lost is the largest amount, whatever its sign
    const mags = xs.map((x) => decAbs(x!));
    let best = 0;
    for (let i = 1; i < mags.length; i++) if (decCmp(mags[i]!, mags[best]!) > 0) best = i;
    if (mags.some((m, i) => i !== best && decCmp(m, mags[best]!) === 0))
      return refuse('two months share the most churn; name the month');
    const row = b.rows[best]!;
    const fig = figureOf(
      t,
      `Most churn (${col.label})`,
      xs[best]!,
      styleOf(row, col),
      [cell(row, col)],
      monthName(row),
    );
    return sourcedAnswer(
      fig,
      `${monthName(row)} had the most churn: ${fig.display} (${col.label}).`,
      'min',
    );
  }
  if (endOf) {
    const row = monthRow(b, q.slice(endOf.index));
    if (!row) return undefined;
    const col = endOf[1] === 'end' ? b.end : b.start;
    const v = at(b, row, col);
    if (v === undefined) return undefined;
    const fig = figureOf(t, `${col.label}, ${monthName(row)}`, v, styleOf(row, col), [
      cell(row, col),
    ]);
    return sourcedAnswer(
      fig,
      `MRR at the ${endOf[1]} of ${monthName(row)} (${col.label}): ${fig.display}.`,
      'lookup',
    );
  }
  if (arr) {
    const last = [...b.rows].reverse().find((r) => at(b, r, b.end) !== undefined);
    if (!last) return undefined;
    const v = at(b, last, b.end)!;
    const fig = figureOf(
      t,
      `ARR (12 × ${b.end.label}, ${monthName(last)})`,
      decMul(v, decFromInt(12)),
      styleOf(last, b.end),
      [cell(last, b.end)],
    );
    return sourcedAnswer(
      fig,
      `ARR is ${fig.display}: 12 × the latest ${b.end.label} (${formatValue(v, styleOf(last, b.end))}, ${monthName(last)}).`,
      'lookup',
    );
  }
  if (churn) {
    const cols = b.moves.filter((c) => /\bchurn/i.test(c.label));
    if (cols.length !== 1) return undefined;
    const col = cols[0]!;
    const year = churn[3] ? Number(churn[3]) : churn[2] ? now?.getUTCFullYear() : undefined;
    if (churn[2] && year === undefined) return undefined;
    const rows = year === undefined ? b.rows : b.rows.filter((r) => r.period!.year === year);
    if (!rows.length) return refuse(`the bridge has no months in ${year}`);
    // a year named and the bridge's months reach beyond it both ways: still only that year's
    const xs = rows.map((r) => at(b, r, col));
    if (xs.some((x) => x === undefined)) return undefined;
    const total = decSum(xs as Dec[]);
    const lost = decAbs(total);
    const fig = figureOf(
      t,
      `MRR lost to churn (${col.label}), ${monthName(rows[0]!)} to ${monthName(rows[rows.length - 1]!)}`,
      lost,
      styleOf(rows[0]!, col),
      rows.map((r) => cell(r, col)),
    );
    const shown =
      decSign(total) < 0
        ? ` (the sheet shows it negative, ${formatValue(total, styleOf(rows[0]!, col))})`
        : '';
    return sourcedAnswer(
      fig,
      `We lost ${fig.display} of MRR to churn over the ${rows.length} months ${monthName(rows[0]!)} to ${monthName(rows[rows.length - 1]!)}: the ${col.label} column added${shown}.`,
      'total',
    );
  }
  if (netNew) {
    const row = monthRow(b, netNew[1]!);
    if (!row) return undefined;
    const xs = b.moves.map((c) => at(b, row, c) ?? decFromInt(0));
    const s = at(b, row, b.start);
    const e = at(b, row, b.end);
    if (s === undefined || e === undefined) return undefined;
    const net = decSum(xs);
    if (decCmp(net, decSub(e, s)) !== 0)
      return refuse(
        `in ${monthName(row)} the movements add to ${formatValue(net, styleOf(row, b.end))} but ${b.end.label} − ${b.start.label} is ${formatValue(decSub(e, s), styleOf(row, b.end))}; I cannot tell which to trust`,
      );
    const fig = figureOf(t, `Net new MRR, ${monthName(row)}`, net, styleOf(row, b.end), [
      ...b.moves.map((c) => cell(row, c)),
    ]);
    return sourcedAnswer(
      fig,
      `Net new MRR in ${monthName(row)}: ${fig.display} (${b.moves.map((c) => c.label).join(' + ')}, signed; equal to ${b.end.label} − ${b.start.label}).`,
      'total',
    );
  }
  // ARPA: ending MRR ÷ the month's customers
  if (!b.customers) return undefined;
  const row = monthRow(b, arpa![1]!);
  if (!row) return undefined;
  const e = at(b, row, b.end);
  const n = at(b, row, b.customers);
  if (e === undefined || n === undefined || decSign(n) <= 0) return undefined;
  const v = decDiv(e, n, 2);
  if (!v) return undefined;
  const fig = figureOf(
    t,
    `Average MRR per customer, ${monthName(row)}`,
    v,
    { ...styleOf(row, b.end), decimals: 2 },
    [cell(row, b.end), cell(row, b.customers)],
  );
  return sourcedAnswer(
    fig,
    `Average MRR per customer in ${monthName(row)}: ${fig.display} (${b.end.label} ${formatValue(e, styleOf(row, b.end))} ÷ ${b.customers.label} ${formatValue(n, cellStyle(t, row.cells[t.columns.indexOf(b.customers)]))}).`,
    'ratio',
  );
}
