/**
 * Issue 13, pass 45 (L1): a dated loan schedule (`No | Payment date | Opening balance | Payment |
 * Interest | Capital | Closing balance`, maybe a Totals row) with its terms above it, as a line
 * of text ("Amount borrowed £70,000, 6.9% fixed, 48 monthly payments …") or in cells
 * (`Amount borrowed | 86500 | | Rate | 6.9% p.a. fixed`). Owners ask what the schedule says as of
 * today (`options.now`), and were refused or given the whole loan's sums:
 * - how much did we borrow: the first Opening balance, checked against Σ Capital and the terms'
 *   amount (any two that disagree are asked back, naming both);
 * - the monthly repayment: the level Payment (the last one, when it differs, is said);
 * - what's left on the loan / what do we still owe: the Closing balance after the latest
 *   payment due by today; "after the october payment": that row's (the latest October by today
 *   when the year is not named);
 * - capital repaid so far / up to and including a month: Σ Capital of the payments due by then,
 *   checked against borrowed − the balance after them;
 * - interest paid so far / this year / in 2025 / last year: Σ Interest over those payments ("this
 *   year" is the year's payments due by today, the year's full schedule named beside it);
 * - the interest rate: the one rate written in the terms ("6.9% p.a. fixed");
 * - when it is paid off / the final payment date; how many payments are left (or made).
 * Only on a workbook with one dated schedule; when the workbook holds other tables of figures,
 * only when the question speaks of the loan (a loan word, or a word of the schedule's title).
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decAbs,
  decAdd,
  decCmp,
  decFromInt,
  decParse,
  decSub,
  decSum,
  decToString,
} from './decimal';
import { formatValue, PERCENT, PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { loanNamedReason } from './loan-named-words';
import { monthKey, monthRangeOf, rangeMonths, rangeName } from './month-range-words';
import { dueDate, findSchedule, type Schedule } from './schedule';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

// a month's name or its short form, whole ("marketing" is no March)
const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const LOAN_WORD =
  /\b(loan|loans|borrow\w*|repay\w*|instal{1,2}ments?|capital|principal|schedule|mortgage|finance|lease|paid off|pay off|payoff)\b|\b(?:we|i) (?:still )?owe\b/;
const OPENING = /\b(opening|beginning|begin|start(ing)?|previous|prior)\b/i;
const TOLERANCE: Dec = { m: 5n, s: 2 }; // 0.05: pennies of rounding between two readings

export interface Dated {
  s: Schedule;
  t: Table;
  /** each row's due date, ISO */
  dates: string[];
  opening?: Column;
}

export const num = (d: Dated, r: Row, c: Column | undefined): Dec | undefined =>
  c ? cellNumber(r.cells[d.t.columns.indexOf(c)]) : undefined;
const styleOf = (d: Dated, r: Row, c: Column) => cellStyle(d.t, r.cells[d.t.columns.indexOf(c)]);
const near = (a: Dec, b: Dec): boolean => decCmp(decAbs(decSub(a, b)), TOLERANCE) <= 0;

/** "15 Nov 2026" */
export function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1]!.slice(0, 3)} ${y}`;
}
const monthText = (iso: string): string => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
};

export function datedSchedule(wb: Workbook): Dated | undefined {
  const s = findSchedule(wb);
  if (!s?.date) return undefined;
  const at = s.table.columns.indexOf(s.date);
  const dates = s.rows.map((r) => dueDate(r, at));
  if (dates.some((d) => d === undefined)) return undefined;
  // one row after another, in date order
  if (dates.some((d, i) => i > 0 && d! <= dates[i - 1]!)) return undefined;
  const opening = s.table.columns.find(
    (c) => c !== s.balance && /\bbalance\b|^opening\b/i.test(c.label) && OPENING.test(c.label),
  );
  return { s, t: s.table, dates: dates as string[], ...(opening ? { opening } : {}) };
}

/** Other tables of figures in the book: then the question must speak of the loan. */
export function loanAsked(wb: Workbook, d: Dated, q: string): boolean {
  if (LOAN_WORD.test(q)) return true;
  const others = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) => t !== d.t && t.rows.filter((r) => r.kind === 'data').length > 3 && !termsBlock(t, d),
    );
  if (!others.length) return true;
  // another table's words ("Amount owed" of a debtors list) make the question its own; the
  // schedule's ("interest", words of its title) make it the loan's
  const words = (q.match(/[a-z]{4,}/g) ?? []).filter(
    (w) =>
      !/^(what|much|have|this|that|year|left|still|many|there|with|from|were|does|when|much|today|total)$/.test(
        w,
      ),
  );
  const textOf = (t: Table): string =>
    ` ${[t.title ?? '', ...t.columns.map((c) => c.label), ...t.rows.map((r) => r.label ?? '')]
      .join(' ')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')} `;
  const has = (text: string, w: string): boolean =>
    text.includes(` ${w} `) || text.includes(` ${w.replace(/s$/, '')} `);
  if (others.some((t) => words.some((w) => has(textOf(t), w)))) return false;
  return words.some((w) => has(textOf(d.t), w));
}

/**
 * pass 52 (W1): a small block of label / value rows above the schedule on its sheet ("Amount
 * financed | | 68500", "Interest rate (p.a., fixed) | | 0.0845") is the loan's terms, never
 * another table whose words would make the question its own.
 */
function termsBlock(t: Table, d: Dated): boolean {
  if (t.sheet !== d.t.sheet) return false;
  const top = Math.min(...d.t.rows.map((r) => r.r));
  const rows = t.rows.filter((r) => r.kind === 'data');
  if (rows.length > 12 || rows.some((r) => r.r >= top)) return false;
  return rows.some((r) =>
    r.cells.some(
      (c) =>
        typeof c === 'string' &&
        /\b(amount (?:financed|borrowed)|interest rate|rate|term|first (?:re)?payment|loan|lender|principal)\b/i.test(
          c,
        ),
    ),
  );
}

/**
 * pass 52 (W1): the rows a Status column marks paid ("Paid", "Yes", "✓"); undefined when the
 * schedule keeps no such column or marks none.
 */
export function paidRows(d: Dated): { idx: number[]; word: string } | undefined {
  const i = d.t.columns.findIndex(
    (c) => c.type === 'text' && /^(status|paid\??|state|payment status)$/i.test(c.label.trim()),
  );
  if (i < 0) return undefined;
  const idx = d.s.rows.flatMap((r, k) => {
    const v = r.cells[i];
    return typeof v === 'string' && /^(paid|yes|y|done|cleared|complete[d]?|✓|✔|x)$/i.test(v.trim())
      ? [k]
      : [];
  });
  if (!idx.length) return undefined;
  return { idx, word: String(d.s.rows[idx[0]!]!.cells[i]).trim() };
}

/** The texts around the schedule (title lines, notes, terms cells), each with its cell. */
function termsTexts(wb: Workbook, d: Dated): Array<{ text: string; r: number; c: number }> {
  const sheet = wb.sheets.find((s) => s.name === d.t.sheet);
  const out: Array<{ text: string; r: number; c: number }> = [...(d.t.titleCells ?? [])];
  for (const x of sheet?.noteCells ?? []) out.push(x);
  for (const t of sheet?.tables ?? []) {
    if (t === d.t) continue;
    out.push(...(t.titleCells ?? []));
    for (const r of t.rows)
      r.cells.forEach((cell, i) => {
        if (typeof cell === 'string') out.push({ text: cell, r: r.r, c: t.columns[i]!.c });
      });
  }
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(`${x.r}:${x.c}`) && !!seen.add(`${x.r}:${x.c}`));
}

/** The amount borrowed in the terms: a label cell and its figure, or a line of text. */
function termsAmount(wb: Workbook, d: Dated): AnswerFigure | 'many' | undefined {
  const LABEL =
    /^(loan amount|amount borrowed|amount financed|loan principal|principal( amount| borrowed)?|original (loan|loan amount|principal)|loan|facility|borrowed)\s*(\([^)]*\))?\s*:?$/i;
  const hits: AnswerFigure[] = [];
  const sheet = wb.sheets.find((s) => s.name === d.t.sheet);
  for (const t of sheet?.tables ?? []) {
    if (t === d.t) continue;
    for (const r of t.rows) {
      r.cells.forEach((cell, i) => {
        if (typeof cell !== 'string' || !LABEL.test(cell.trim())) return;
        const next = r.cells.slice(i + 1).find((x) => x !== null && x !== '');
        const v = cellNumber(next ?? null);
        if (v === undefined) return;
        const j = r.cells.indexOf(next!);
        hits.push(
          figureOf(t, cell.trim().replace(/:$/, ''), v, cellStyle(t, next ?? null), [
            { r: r.r, c: t.columns[j]!.c },
          ]),
        );
      });
    }
  }
  const TEXT =
    /\b(?:amount borrowed|loan amount|amount financed|borrowed|loan of|principal)\s*:?\s*(?:[£$€¥₹]|(?:GBP|USD|EUR|JPY|CHF|AUD|CAD|NZD|INR|ZAR|SGD|HKD|SEK|NOK|DKK)\s?)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\b/i;
  for (const x of termsTexts(wb, d)) {
    const m = TEXT.exec(x.text);
    if (!m) continue;
    const v = decParse(m[1]!.replace(/,/g, '') + (m[2] ?? ''));
    if (!v) continue;
    hits.push(
      figureOf(d.t, 'Amount borrowed (terms)', v, { kind: 'number', decimals: 0 }, [
        { r: x.r, c: x.c },
      ]),
    );
  }
  const values = new Set(hits.map((h) => h.value));
  if (values.size > 1) return 'many';
  return hits[0];
}

/** The one rate written in the terms ("6.9% fixed", "Rate 7.2% p.a."), in percent points. */
function termsRate(
  wb: Workbook,
  d: Dated,
): { fig: AnswerFigure; words: string } | 'many' | undefined {
  const RATE =
    /(\d{1,2}(?:\.\d{1,3})?)\s*%\s*((?:p\.?\s?a\.?|per annum|a year|apr|annual|fixed|variable|flat)(?:\s*,?\s*(?:fixed|variable|apr|p\.?\s?a\.?))?)?/gi;
  const found = new Map<string, { fig: AnswerFigure; words: string }>();
  for (const x of termsTexts(wb, d)) {
    for (const m of x.text.matchAll(RATE)) {
      const v = decParse(m[1]!);
      if (!v) continue;
      const key = decToString(v);
      if (found.has(key)) continue;
      const words = `${m[1]}%${m[2] ? ` ${m[2].trim()}` : ''}`;
      found.set(key, {
        fig: figureOf(d.t, 'Interest rate (terms)', v, PERCENT, [{ r: x.r, c: x.c }]),
        words,
      });
    }
  }
  // a percent-formatted cell beside a Rate label in a terms table
  const sheet = wb.sheets.find((s) => s.name === d.t.sheet);
  for (const t of sheet?.tables ?? []) {
    if (t === d.t) continue;
    for (const r of t.rows)
      r.cells.forEach((cell, i) => {
        if (typeof cell !== 'string' || !/^(interest )?rate\b|^apr\b/i.test(cell.trim())) return;
        const j = r.cells.findIndex((x, k) => k > i && x !== null && x !== '');
        const next = j > i ? r.cells[j] : undefined;
        const v = cellNumber(next ?? null);
        if (v === undefined) return;
        // pass 52 (W1): an unformatted fraction (0.0845) is the rate too; 8.45 is in points
        const x = Number(decToString(v));
        const percent = cellStyle(t, next ?? null).kind === 'percent';
        if (!percent && !(x > 0 && x < 1) && !(x >= 1 && x <= 30)) return;
        const pts = decParse((percent || x < 1 ? x * 100 : x).toFixed(4).replace(/\.?0+$/, ''))!;
        const key = decToString(pts);
        if (!found.has(key))
          found.set(key, {
            fig: figureOf(t, 'Interest rate (terms)', pts, PERCENT, [
              { r: r.r, c: t.columns[j]!.c },
            ]),
            words: `${decToString(pts)}%`,
          });
      });
  }
  if (found.size > 1) return 'many';
  return [...found.values()][0];
}

/** The Payment every row pays but the last; undefined when it changes from row to row. */
function levelPayment(d: Dated): { v: Dec; rows: Row[] } | undefined {
  const c = d.s.payment;
  if (!c) return undefined;
  const body = d.s.rows.slice(0, -1);
  const xs = body.map((r) => num(d, r, c));
  if (xs.length < 2 || xs.some((x) => x === undefined)) return undefined;
  if (new Set(xs.map((x) => decToString(x!))).size > 1) return undefined;
  return { v: xs[0]!, rows: body };
}

interface Cut {
  /** the last due date included, ISO */
  end: string;
  how: string;
  /** the figure is as of today */
  today?: boolean;
}

/** "so far", "to date", "up to and including November 2026", "by the end of 2025". */
function cutOf(q: string, now: Date | undefined): Cut | 'bad' | undefined {
  const today = now?.toISOString().slice(0, 10);
  const upTo = new RegExp(
    `\\b(?:up to(?: and including)?|until|till|through|thru|to the end of|by the end of|by|as at|as of|at the end of|end of)\\s+(?:the )?(?:${MON})(?:\\s+(\\d{4}))?\\b`,
  ).exec(q);
  if (upTo) {
    const mi = MONTH_KEYS.findIndex((k) => upTo[1]!.startsWith(k)) + 1;
    const year = upTo[2] ? Number(upTo[2]) : now ? yearOfMonth(mi, now) : undefined;
    if (!mi || !year) return 'bad';
    const last = new Date(Date.UTC(year, mi, 0)).toISOString().slice(0, 10);
    return { end: last, how: `up to and including ${MONTH_NAMES[mi - 1]} ${year}` };
  }
  const upToYear =
    /\b(?:up to(?: and including)?|until|till|through|to the end of|by the end of|by|as at|at the end of|end of)\s+(\d{4})\b/.exec(
      q,
    );
  if (upToYear) return { end: `${upToYear[1]}-12-31`, how: `up to the end of ${upToYear[1]}` };
  if (
    today &&
    /\b(so far|to date|till now|until now|up to now|up until now|yet|already|since (?:we started|the start|the beginning|it started))\b|\b(?:have|has) (?:we|i|it) (?:paid|repaid|paid off|paid back|made|cleared)\b|\bpaid (?:off|back|down) so far\b/.test(
      q,
    )
  )
    return { end: today, how: `the payments due by today, ${dayText(today)}`, today: true };
  return undefined;
}

/** A month named without its year: the latest one on or before today. */
function yearOfMonth(mi: number, now: Date): number {
  const y = now.getUTCFullYear();
  return mi <= now.getUTCMonth() + 1 ? y : y - 1;
}

/** "this year", "last year", "next year", "in 2025": a calendar year. */
function yearAsked(q: string, now: Date | undefined): number | undefined {
  const y = now?.getUTCFullYear();
  if (y !== undefined && /\bthis (?:calendar )?year\b/.test(q)) return y;
  if (y !== undefined && /\blast (?:calendar )?year\b/.test(q)) return y - 1;
  if (y !== undefined && /\bnext (?:calendar )?year\b/.test(q)) return y + 1;
  const m = /\b(?:in|during|for|over|across)\s+(?:calendar (?:year )?)?(\d{4})\b/.exec(q);
  return m ? Number(m[1]) : undefined;
}

/** The row of "the october payment" ("after the october 2026 payment", "after october"). */
function monthRow(
  d: Dated,
  q: string,
  now: Date | undefined,
): { i: number; how: string } | string | undefined {
  const m =
    new RegExp(
      `\\bafter (?:the |our )?(?:${MON})(?:\\s+(\\d{4}))?(?:'s)?(?: (?:payment|repayment|instal{1,2}ment))?\\b`,
    ).exec(q) ??
    new RegExp(
      `\\b(?:the |our )?(?:${MON})(?:\\s+(\\d{4}))? (?:payment|repayment|instal{1,2}ment)\\b`,
    ).exec(q);
  if (!m) return undefined;
  const mi = MONTH_KEYS.findIndex((k) => m[1]!.startsWith(k)) + 1;
  if (!mi) return undefined;
  const mm = String(mi).padStart(2, '0');
  const rows = d.dates.flatMap((x, i) => (x.slice(5, 7) === mm ? [i] : []));
  const named = m[2] ? rows.filter((i) => d.dates[i]!.startsWith(`${m[2]}-${mm}`)) : rows;
  if (!named.length)
    return `the schedule has no ${MONTH_NAMES[mi - 1]}${m[2] ? ` ${m[2]}` : ''} payment (it runs from ${dayText(d.dates[0]!)} to ${dayText(d.dates[d.dates.length - 1]!)})`;
  if (named.length === 1)
    return { i: named[0]!, how: `the ${monthText(d.dates[named[0]!]!)} payment` };
  const today = now?.toISOString().slice(0, 10);
  const past = today ? named.filter((i) => d.dates[i]! <= today) : [];
  if (!past.length)
    return `the schedule has a ${MONTH_NAMES[mi - 1]} payment in ${named.map((i) => d.dates[i]!.slice(0, 4)).join(', ')}; say which year`;
  const i = past[past.length - 1]!;
  return { i, how: `the ${monthText(d.dates[i]!)} payment, the latest ${MONTH_NAMES[mi - 1]} one` };
}

/**
 * pass 48 (R2): the month a count of payments is cut at: "left after october 2026", "after
 * december", "made by / up to march 2026". A month without its year is the one of that name
 * nearest today (the answer names its year). Undefined when no month is named.
 */
function monthCut(
  d: Dated,
  q: string,
  now: Date | undefined,
): { end: string; how: string } | string | undefined {
  const m =
    new RegExp(
      `\\b(?:after|from|beyond|past|following)\\s+(?:the end of\\s+)?(?:the |our )?(?:${MON})(?:\\s+(\\d{4}))?\\b`,
    ).exec(q) ??
    new RegExp(
      `\\b(?:by|up to(?: and including)?|until|till|through|to the end of|by the end of|end of)\\s+(?:the )?(?:${MON})(?:\\s+(\\d{4}))?\\b`,
    ).exec(q);
  if (!m) return undefined;
  const after = /^(?:after|from|beyond|past|following)\b/.test(m[0]);
  const mi = MONTH_KEYS.findIndex((k) => m[1]!.startsWith(k)) + 1;
  if (!mi) return undefined;
  let year = m[2] ? Number(m[2]) : undefined;
  if (year === undefined) {
    const years = [
      ...new Set(
        d.dates.filter((x) => Number(x.slice(5, 7)) === mi).map((x) => Number(x.slice(0, 4))),
      ),
    ];
    if (!years.length || !now) return undefined;
    const here = now.getUTCFullYear() * 12 + now.getUTCMonth();
    years.sort((a, b) => Math.abs(a * 12 + mi - 1 - here) - Math.abs(b * 12 + mi - 1 - here));
    year = years[0]!;
  }
  const end = new Date(Date.UTC(year, mi, 0)).toISOString().slice(0, 10);
  if (after && end >= d.dates[d.dates.length - 1]!)
    return `the schedule's last payment is on ${dayText(d.dates[d.dates.length - 1]!)}: no payment is dated after ${MONTH_NAMES[mi - 1]} ${year}`;
  if (!after && end < d.dates[0]!)
    return `the schedule's first payment is on ${dayText(d.dates[0]!)}: no payment is dated by ${MONTH_NAMES[mi - 1]} ${year}`;
  return { end, how: `${MONTH_NAMES[mi - 1]} ${year}` };
}

/** A column summed over rows, citing each cell. */
export function sumFig(
  d: Dated,
  c: Column,
  idx: number[],
  label: string,
): AnswerFigure | undefined {
  const rows = idx.map((i) => d.s.rows[i]!);
  const xs = rows.map((r) => num(d, r, c));
  if (!rows.length || xs.some((x) => x === undefined)) return undefined;
  return figureOf(
    d.t,
    label,
    decSum(xs as Dec[]),
    styleOf(d, rows[0]!, c),
    rows.map((r) => ({ r: r.r, c: c.c })),
  );
}

export function cellFig(
  d: Dated,
  c: Column,
  i: number,
  label: string,
  at?: string,
): AnswerFigure | undefined {
  const r = d.s.rows[i]!;
  const v = num(d, r, c);
  return v === undefined
    ? undefined
    : figureOf(d.t, label, v, styleOf(d, r, c), [{ r: r.r, c: c.c }], at);
}

const ASK = {
  rate: /\b(interest rate|rate of interest|apr|annual rate)\b|^what(?:'s| is) (?:the |our )?rate\b|^what rate\b|\bwhat rate (?:are|do|did|is)\b|\bat what rate\b/,
  borrowed:
    /\bhow much (?:did|have|had) (?:we|i) (?:borrow|borrowed)\b|\bhow much (?:was|is) (?:the |our |this )?loan(?: for)?$|\b(?:amount|sum) (?:we |i )?(?:borrowed|financed)\b|\b(?:original |initial )?loan amount\b|\bsize of (?:the|our) loan\b|\bwhat did (?:we|i) borrow\b|\bhow (?:big|large) (?:is|was) (?:the|our) loan\b|\b(?:original|initial) (?:loan|principal|amount)\b|\bhow much (?:was|is) borrowed\b/,
  level:
    /\b(?:monthly|regular|level|usual|normal) (?:loan )?(?:re)?payments?\b|\bmonthly instal{1,2}ments?\b|\b(?:re)?payment (?:each|every|a|per) month\b|\bwhat (?:do|does|will) (?:we|i) (?:pay|repay) (?:each|every|a|per) month\b|\bhow much (?:do|does|will) (?:we|i) (?:pay|repay) (?:each|every|a|per) month\b|\bhow much (?:is|are) (?:the |our |each )?(?:re)?payments?$|\bhow much (?:is|are) (?:the |our |each )?instal{1,2}ments?$|\bwhat(?:'s| is) (?:the|each|our) (?:re)?payment(?: amount)?$/,
  payoff:
    /\bwhen (?:is|will|does|would|'s) (?:it|the loan|our loan|this loan|the [a-z ]+ loan)? ?(?:be )?(?:paid off|paid back|repaid|fully repaid|cleared|finished|done|over|end)\b|\b(?:final|last) (?:payment|repayment|instal{1,2}ment) date\b|\bwhen(?: is|'s| will be) (?:the |our )?(?:final|last) (?:payment|repayment|instal{1,2}ment)\b|\bdate of (?:the )?(?:final|last) (?:payment|repayment|instal{1,2}ment)\b|\bpay ?off date\b|\bwhen (?:do|will|would) we (?:finish paying|pay (?:it|the loan) off|clear (?:it|the loan)|be debt free|stop paying)\b|\bwhen does (?:the |our |this )?loan (?:end|finish|run out)\b|\bend date\b/,
  left: /\bhow many (?:more )?(?:payments|repayments|instal{1,2}ments|months)(?: do we have)? (?:are )?(?:left|remaining|to go|still to (?:make|pay|come))\b|\bhow many (?:payments|repayments|instal{1,2}ments) (?:do|will) we (?:still )?have (?:left|to make|to go)\b|\bhow many (?:more )?(?:payments|repayments|instal{1,2}ments) (?:until|till|before) (?:it|the loan|we)(?:'s| is)? ?(?:paid off|cleared|done|finished)\b/,
  made: /\bhow many (?:payments|repayments|instal{1,2}ments) (?:have (?:we|i) (?:made|paid)|(?:have been|were) (?:made|paid)|(?:made|paid) (?:so far|to date))\b/,
  owe: /\b(?:still )?owe\b|\bowed\b|\bowing\b|\boutstanding\b|\bleft (?:on|of) (?:the |our |this )?(?:loan|[a-z]+ loan)\b|\bleft to (?:pay|repay|pay off|clear)\b|\b(?:remaining|current|outstanding) (?:loan )?balance\b|\bbalance (?:remaining|left|outstanding|now|today)\b|\b(?:loan )?balance (?:after|at the end of|at)\b|\bhow much (?:is )?(?:still )?left\b|^what(?:'s| is) left\b/,
  capital:
    /\b(capital|principal)\b|\b(?:paid|pay|paying) (?:off|down)\b|\bhow much of (?:the |our |this )?loan (?:have|has|did) (?:we|i|been)\b/,
  interest: /\binterest\b/,
  paid: /\bhow much (?:have|did) (?:we|i) (?:paid|pay|repaid|repay|paid back|pay back)\b|\b(?:total|amount) (?:paid|repaid)\b/,
};

export function loanScheduleDatesAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question);
  // "what do we still owe on the tractor": the thing named after on / for the
  const on =
    /\b(?:on|for) (?:the|our|this) ((?:(?!(?:have|has|had|we|did|do|is|are|been|paid|so|far|to|date|left|now|today|yet)\b)[a-z][a-z-]*)(?: (?!(?:have|has|had|we|did|do|is|are|been|paid|so|far|to|date|left|now|today|yet)\b)[a-z][a-z-]*){0,3}?)(?: (?:loan|lease|finance))?(?: now| today| so far| to date| yet)?$/.exec(
      q,
    );
  // pass 48 (R2): a loan the schedule is not ("the van loan" beside a press & tank loan), or
  // what another lender would give, is refused naming the loan the sheet holds
  const sch = findSchedule(wb);
  if (
    sch &&
    (LOAN_WORD.test(q) ||
      /\b(rates?|interest|apr|lenders?|banks?|owe|owed|owing|left|outstanding|balance|paid|repaid|payments?|instal{1,2}ments?)\b/.test(
        q,
      ))
  ) {
    const why = loanNamedReason(
      wb,
      sch,
      q,
      on && !/^(year|month|payments?|whole loan|life of the loan)$/.test(on[1]!)
        ? on[1]
        : undefined,
    );
    if (why === 'elsewhere') return undefined;
    if (why) return refuse(why);
  }
  if (
    /\b(average|mean|percent|percentage|share|%|proportion|vs|versus|compare|if we|what if|extra|overpay\w*|early|settle\w*)\b/.test(
      q,
    )
  )
    return undefined;
  // what a customer owes us is a debtor's, never the loan's
  if (
    /\bowes?\b.*\b(?:us|me)\b|\bowed (?:to|by) (?:us|me)\b|\bowing (?:to )?(?:us|me)\b|\b(?:customers?|clients?|debtors?|invoices?)\b/.test(
      q,
    )
  )
    return undefined;
  const kind = (Object.keys(ASK) as Array<keyof typeof ASK>).find((k) => ASK[k].test(q));
  if (!kind) return undefined;
  const d = datedSchedule(wb);
  if (!d || !loanAsked(wb, d, q)) return undefined;
  // "how much of the amount borrowed do we repay": a repayment, not the amount borrowed
  if (
    kind === 'borrowed' &&
    /\b(repay\w*|pay|paid|paying|pays|owe|left|outstanding|interest)\b/.test(q)
  )
    return undefined;
  const { s } = d;
  const n = s.rows.length;
  const today = now?.toISOString().slice(0, 10);
  const dueBy = (end: string): number[] => d.dates.flatMap((x, i) => (x <= end ? [i] : []));
  // pass 52 (W1): "so far" on a schedule with a Status column is the rows it marks paid
  const marked = paidRows(d);
  const doneBy = (end: string): number[] => (marked && end === today ? marked.idx : dueBy(end));
  const doneHow = (k: number): string => {
    if (!marked)
      return `the ${k} payments due by today, ${dayText(today!)} (payments 1 to ${k} of ${n})`;
    const due = dueBy(today!).length;
    const [a, b] = [marked.idx[0]!, marked.idx[marked.idx.length - 1]!];
    return `the ${k} payments marked ${marked.word} (${dayText(d.dates[a]!)} to ${dayText(d.dates[b]!)})${due !== k ? `; ${due} payments are due by today, ${dayText(today!)}` : ''}`;
  };

  if (kind === 'rate') {
    if (/\binterest\b/.test(q) && !/\brate\b|\bapr\b/.test(q)) return undefined;
    const r = termsRate(wb, d);
    if (r === 'many')
      return refuse('the terms above the schedule name more than one rate; say which you mean');
    if (!r) return undefined;
    return sourcedAnswer(
      r.fig,
      `The interest rate is ${r.words} (as written in the loan's terms above the schedule).`,
      'lookup',
    );
  }

  if (kind === 'borrowed') {
    const first = d.opening
      ? cellFig(d, d.opening, 0, `${d.opening.label.trim()}, payment 1`)
      : undefined;
    const cap = s.principal
      ? sumFig(
          d,
          s.principal,
          s.rows.map((_, i) => i),
          `${s.principal.label.trim()} (all ${n} payments)`,
        )
      : undefined;
    const terms = termsAmount(wb, d);
    if (terms === 'many')
      return refuse('the terms above the schedule give more than one amount; say which');
    // Σ Capital is what was borrowed less what the last row still owes (nothing, once paid off)
    const end = num(d, s.rows[n - 1]!, s.balance);
    const repaid =
      cap && end !== undefined && decCmp(end, decFromInt(0)) !== 0
        ? {
            ...cap,
            label: `${cap.label} + the last ${s.balance.label.trim()}`,
            value: decToString(decAdd(decParse(cap.value)!, end)),
          }
        : cap;
    const figs = [terms, first, repaid].filter((f): f is AnswerFigure => !!f);
    if (!figs.length) return undefined;
    const head = figs[0]!;
    const off = figs.find((f) => !near(decParse(f.value)!, decParse(head.value)!));
    if (off)
      return refuse(
        `the amount borrowed reads ${head.display} (${head.label}) but ${off.display} (${off.label}); say which`,
      );
    const checks = figs.slice(1).map((f) => `${f.label} ${formatValue(decParse(f.value)!, PLAIN)}`);
    return sourcedAnswer(
      head,
      `We borrowed ${head.display} (${head.label})${checks.length ? `; it agrees with ${checks.join(' and ')}` : ''}.`,
      'lookup',
    );
  }

  if (kind === 'level') {
    const lv = levelPayment(d);
    if (!lv || !s.payment)
      return s.payment
        ? refuse(
            `the ${s.payment.label.trim()} changes from row to row; name the payment or its date`,
          )
        : undefined;
    const fig = figureOf(
      d.t,
      `${s.payment.label.trim()} (monthly)`,
      lv.v,
      styleOf(d, lv.rows[0]!, s.payment),
      lv.rows.map((r) => ({ r: r.r, c: s.payment!.c })),
    );
    const last = cellFig(d, s.payment, n - 1, `${s.payment.label.trim()}, last payment`);
    const lastNote =
      last && last.value !== decToString(lv.v)
        ? ` The last payment (${dayText(d.dates[n - 1]!)}) is ${last.display}, not the level amount.`
        : '';
    return sourcedAnswer(
      fig,
      `The monthly repayment is ${fig.display} (the same on payments 1 to ${n - 1}).${lastNote}`,
      'lookup',
      last ? [last] : [],
    );
  }

  if (kind === 'payoff') {
    const zero = s.rows.findIndex((r) => {
      const v = num(d, r, s.balance);
      return v !== undefined && decCmp(v, decFromInt(0)) <= 0;
    });
    const i = zero >= 0 ? zero : n - 1;
    if (zero < 0 && !/\b(final|last)\b/.test(q))
      return refuse(
        `the schedule's ${s.balance.label.trim()} never reaches zero; ask for the last payment`,
      );
    const when = d.dates[i]!;
    const fig =
      (s.payment && cellFig(d, s.payment, i, `Final payment, ${dayText(when)}`, when)) ??
      cellFig(d, s.balance, i, `${s.balance.label.trim()}, ${dayText(when)}`, when);
    if (!fig) return undefined;
    const left = today ? d.dates.filter((x) => x > today).length : undefined;
    return sourcedAnswer(
      fig,
      `The loan is paid off with payment ${i + 1} of ${n} on ${dayText(when)} (${when}), the final payment being ${fig.display}.${left !== undefined ? ` ${left} payments are left after today.` : ''}`,
      'lookup',
    );
  }

  if (kind === 'left' || kind === 'made') {
    if (!today) return undefined;
    // pass 48 (R2): "left after october 2026": the month named is the cut-off, never today
    const cut = monthCut(d, q, now);
    if (typeof cut === 'string') return refuse(cut);
    if (cut) {
      const idx = d.dates.flatMap((x, i) =>
        (kind === 'left' ? x > cut.end : x <= cut.end) ? [i] : [],
      );
      const cells = (idx.length ? idx : [n - 1]).map((i) => ({ r: s.rows[i]!.r, c: s.num.c }));
      const fig = figureOf(
        d.t,
        kind === 'left' ? `Payments due after ${cut.how}` : `Payments due by the end of ${cut.how}`,
        decFromInt(idx.length),
        PLAIN,
        cells,
      );
      const span = idx.length
        ? ` (${dayText(d.dates[idx[0]!]!)} to ${dayText(d.dates[idx[idx.length - 1]!]!)})`
        : '';
      return sourcedAnswer(
        fig,
        kind === 'left'
          ? `${idx.length} of the ${n} payments are dated after ${cut.how}${span}.`
          : `${idx.length} of the ${n} payments are dated up to the end of ${cut.how}${span}.`,
        'count',
      );
    }
    const year = yearAsked(q, now);
    // after blind-40: a schedule that marks its payments Paid says what is left: every payment
    // not marked, one due last week and not yet paid included
    const marked = kind === 'left' && year === undefined ? paidRows(d) : undefined;
    if (marked) {
      const paid = new Set(marked.idx);
      const left = d.dates.flatMap((_, i) => (paid.has(i) ? [] : [i]));
      const overdue = left.filter((i) => d.dates[i]! <= today);
      const fig = figureOf(
        d.t,
        `Payments not marked ${marked.word}`,
        decFromInt(left.length),
        PLAIN,
        (left.length ? left : [n - 1]).map((i) => ({ r: s.rows[i]!.r, c: s.num.c })),
      );
      return sourcedAnswer(
        fig,
        `${left.length} of the ${n} payments are left: those not marked ${marked.word}${left.length ? ` (${dayText(d.dates[left[0]!]!)} to ${dayText(d.dates[left[left.length - 1]!]!)})` : ''}${overdue.length ? `; ${overdue.length} of them ${overdue.length === 1 ? 'was' : 'were'} due by today, ${dayText(today)}, and not marked ${marked.word}` : ''}.`,
        'count',
      );
    }
    const idx = d.dates.flatMap((x, i) =>
      (kind === 'left' ? x > today : x <= today) && (year === undefined || x.startsWith(`${year}-`))
        ? [i]
        : [],
    );
    const cells = (idx.length ? idx : [n - 1]).map((i) => ({ r: s.rows[i]!.r, c: s.num.c }));
    const fig = figureOf(
      d.t,
      kind === 'left' ? 'Payments due after today' : 'Payments due by today',
      decFromInt(idx.length),
      PLAIN,
      cells,
    );
    const span = idx.length
      ? ` (${dayText(d.dates[idx[0]!]!)} to ${dayText(d.dates[idx[idx.length - 1]!]!)})`
      : '';
    return sourcedAnswer(
      fig,
      kind === 'left'
        ? `${idx.length} of the ${n} payments are left after today, ${dayText(today)}${year !== undefined ? `, in ${year}` : ''}${span}.`
        : `${idx.length} of the ${n} payments were due by today, ${dayText(today)}${year !== undefined ? `, in ${year}` : ''}${span}.`,
      'count',
    );
  }

  if (
    kind === 'owe' &&
    (/\binterest\b/.test(q) || /\b(including|with) interest\b|\ball the (?:re)?payments\b/.test(q))
  ) {
    // "how much interest is left": the interest of the payments still to come
    if (!today || /\b(19|20)\d\d\b|\bafter\b|\bbefore\b/.test(q)) return undefined;
    const col = /\b(including|with) interest\b|\ball the (?:re)?payments\b/.test(q)
      ? s.payment
      : s.interest;
    if (!col) return undefined;
    const idx = d.dates.flatMap((x, i) => (x > today ? [i] : []));
    if (!idx.length)
      return refuse('every payment of the schedule is due by today: nothing is left to pay');
    const fig = sumFig(d, col, idx, `${col.label.trim()} still owed (payments to come)`);
    if (!fig) return undefined;
    // pass 48 (R2): the reading is said first: the payments still to come, after the last one
    // made; interest building up since that payment is not in the schedule's figures
    const lastMade = idx[0]! > 0 ? d.dates[idx[0]! - 1]! : undefined;
    return sourcedAnswer(
      fig,
      `Still to pay: ${fig.display}, the ${col.label.trim()} in the ${idx.length} payments still to come${lastMade ? `, after the ${dayText(lastMade)} payment` : ''} (${dayText(d.dates[idx[0]!]!)} to ${dayText(d.dates[idx[idx.length - 1]!]!)}; today is ${dayText(today)}).`,
      'total',
    );
  }

  if (kind === 'owe') {
    // "what do we owe after the october payment": that row; else the latest payment due by now
    const picked = monthRow(d, q, now);
    if (typeof picked === 'string') return refuse(picked);
    const cut = picked ? undefined : cutOf(q, now);
    if (cut === 'bad') return undefined;
    let i: number;
    let how: string;
    if (picked) ({ i, how } = picked);
    else if (cut) {
      const idx = cut.today ? doneBy(cut.end) : dueBy(cut.end);
      if (!idx.length) return undefined;
      i = idx[idx.length - 1]!;
      how = `after the ${monthText(d.dates[i]!)} payment, ${cut.how}`;
    } else {
      if (/\b(19|20)\d\d\b|\bafter\b|\bbefore\b|\bend of\b/.test(q) || !today) return undefined;
      const idx = doneBy(today);
      if (!idx.length) {
        const first = d.opening
          ? cellFig(d, d.opening, 0, `${d.opening.label.trim()}, before payment 1`)
          : undefined;
        return first
          ? sourcedAnswer(
              first,
              `No payment is due yet (the first is on ${dayText(d.dates[0]!)}): we owe the whole ${first.display}.`,
              'lookup',
            )
          : undefined;
      }
      i = idx[idx.length - 1]!;
      how = `after the latest payment ${marked ? `marked ${marked.word}` : 'due by today'} (${dayText(d.dates[i]!)}, payment ${i + 1} of ${n})`;
    }
    const fig = cellFig(
      d,
      s.balance,
      i,
      `${s.balance.label.trim()}, ${dayText(d.dates[i]!)}`,
      d.dates[i]!,
    );
    if (!fig) return undefined;
    const left = n - 1 - i;
    return sourcedAnswer(
      fig,
      `We still owe ${fig.display} ${how.startsWith('after') ? how : `after ${how}`}${left > 0 ? `; ${left} payments remain` : ''}.`,
      'lookup',
    );
  }

  // flows: capital, interest, payments over the payments due by a date or in a year
  const col = kind === 'capital' ? s.principal : kind === 'interest' ? s.interest : s.payment;
  if (!col) return undefined;
  if (kind === 'capital' && /\binterest\b/.test(q)) return undefined;
  if (kind === 'paid' && /\b(interest|capital|principal)\b/.test(q)) return undefined;
  const name = col.label.trim();
  // pass 48 (R1): "interest paid jan to jun 2026", "from january through june": the payments
  // dated in those months (never everything up to the last of them)
  const rg = monthRangeOf(q);
  if (rg) {
    const keyOf = (iso: string) => monthKey(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));
    const first = keyOf(d.dates[0]!);
    const held = Array.from({ length: keyOf(d.dates[n - 1]!) - first + 1 }, (_, i) => first + i);
    const ks = rangeMonths(rg, held);
    if (typeof ks === 'string')
      return refuse(ks.replace(/^the sheet holds/, 'the schedule runs from'));
    const idx = d.dates.flatMap((x, i) => (ks.includes(keyOf(x)) ? [i] : []));
    if (!idx.length) return refuse(`no payment is dated in ${rangeName(ks)}`);
    const fig = sumFig(d, col, idx, `${name}, ${rangeName(ks)}`);
    if (!fig) return undefined;
    const verb = kind === 'capital' ? 'Capital repaid' : kind === 'interest' ? 'Interest' : 'Paid';
    return sourcedAnswer(
      fig,
      `${verb}: ${fig.display} (${name} over the ${idx.length} payments dated ${rangeName(ks)}).`,
      'total',
    );
  }
  const cut = cutOf(q, now);
  if (cut === 'bad') return undefined;
  const year = yearAsked(q, now);
  if (cut && year !== undefined && !/\bthis year\b/.test(q)) return undefined;
  if (!cut && year === undefined) return undefined;
  let idx: number[];
  let how: string;
  let other = '';
  if (year !== undefined) {
    const all = d.dates.flatMap((x, i) => (x.startsWith(`${year}-`) ? [i] : []));
    if (!all.length)
      return refuse(
        `the schedule has no payment in ${year} (it runs from ${dayText(d.dates[0]!)} to ${dayText(d.dates[n - 1]!)})`,
      );
    const past = today ? all.filter((i) => d.dates[i]! <= today) : all;
    // "this year" paid is the year so far; a year named by its number is its whole schedule
    const thisYear = /\bthis (?:calendar )?year\b/.test(q);
    const pastTense =
      thisYear && /\b(paid|repaid|have we|has been|did we|so far|to date|already)\b/.test(q);
    if (past.length < all.length && past.length && (pastTense || cut)) {
      idx = past;
      how = `the ${past.length} payments of ${year} due by today, ${dayText(today!)}`;
      const whole = sumFig(d, col, all, `${name}, all of ${year}`);
      if (whole)
        other = ` Over all ${all.length} payments scheduled in ${year} it is ${whole.display}.`;
    } else if (past.length < all.length) {
      idx = all;
      how = `the ${all.length} payments scheduled in ${year}${past.length ? `, ${all.length - past.length} of them still to come` : ', all still to come'}`;
      const sofar = past.length ? sumFig(d, col, past, `${name}, ${year} so far`) : undefined;
      if (sofar)
        other = ` Paid so far in ${year} (${past.length} payments due by today): ${sofar.display}.`;
    } else {
      idx = all;
      how = `the ${all.length} payments dated ${year}`;
    }
  } else {
    const c = cut as Cut;
    idx = c.today ? doneBy(c.end) : dueBy(c.end);
    if (!idx.length)
      return refuse(`no payment is due by then (the first is on ${dayText(d.dates[0]!)})`);
    how = c.today
      ? doneHow(idx.length)
      : `the ${idx.length} payments ${c.how} (to ${dayText(d.dates[idx[idx.length - 1]!]!)})`;
  }
  const fig = sumFig(d, col, idx, `${name}, ${year !== undefined ? year : 'to date'}`);
  if (!fig) return undefined;
  // capital repaid is what was borrowed less what is still owed after the last of them
  if (kind === 'capital' && idx[0] === 0) {
    const first = d.opening ? num(d, s.rows[0]!, d.opening) : undefined;
    const after = num(d, s.rows[idx[idx.length - 1]!]!, s.balance);
    if (first !== undefined && after !== undefined) {
      const check = decSub(first, after);
      if (!near(check, decParse(fig.value)!))
        return refuse(
          `${name} added gives ${fig.display}, but borrowed less the balance gives ${formatValue(check, PLAIN, 2)}; the schedule does not agree with itself`,
        );
      other += ` It agrees with the amount borrowed less the ${s.balance.label.trim()} after them (${formatValue(first, PLAIN, 2)} − ${formatValue(after, PLAIN, 2)}).`;
    }
  }
  const verb = kind === 'capital' ? 'Capital repaid' : kind === 'interest' ? 'Interest' : 'Paid';
  return sourcedAnswer(fig, `${verb}: ${fig.display} (${name} over ${how}).${other}`, 'total');
}
