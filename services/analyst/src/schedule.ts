/**
 * Issue 13, pass 11: loan amortisation schedules (`Payment # | Date | Payment | Interest |
 * Principal | Balance`, a terms block above). Owners ask for rows by ordinal ("the first
 * payment", "payment 12", "balance after the 6th payment", "the last payment", "what we still
 * owe after the June 2026 payment"), for a column over the whole loan ("interest over the life
 * of the loan") and for the amount borrowed (the terms block's loan amount). The engine read
 * "first" / "after" as names and refused. Answered here only on a table numbered 1, 2, 3, ...
 * with a Balance column, and only when the question picks one row or all of them; anything
 * else goes to the engine unchanged.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  decDiv,
  decFromInt,
  decMul,
  decParse,
  decSign,
  decSum,
  decToString,
} from './decimal';
import { PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const NUMBER_COL =
  /^(payment|pmt|instal{1,2}ment|period|month)?\s*(#|no\.?|number|n[º°o])$|^#$|^(period|instal{1,2}ment|pmt)$/i;
// pass 45: "Opening | … | Closing" with no word "balance" are the balances too
const BALANCE_COL = /\b(balance|outstanding|remaining)\b|^(opening|closing)\b(?! (cash|stock))/i;
const MONTHS = MONTH_KEYS;

export interface Schedule {
  table: Table;
  num: Column;
  rows: Row[];
  payment?: Column;
  interest?: Column;
  principal?: Column;
  balance: Column;
  date?: Column;
}

const OPENING = /\b(opening|beginning|begin|start(ing)?|previous|prior)\b/i;

/**
 * The balance a row ends on: with "Opening balance" and "Closing balance" columns, "balance
 * after payment 6" is the closing one (pass 12: it read the opening one, a wrong figure).
 */
function closingBalance(cols: Column[]): Column | undefined {
  if (cols.length <= 1) return cols[0];
  const closing = cols.filter((c) => !OPENING.test(c.label));
  return closing.length === 1 ? closing[0] : undefined;
}

export function findSchedule(wb: Workbook): Schedule | undefined {
  const found: Schedule[] = [];
  for (const sheet of wb.sheets)
    for (const table of sheet.tables) {
      const num = table.columns.find((c) => NUMBER_COL.test(c.label.trim()));
      const balance = closingBalance(
        table.columns.filter((c) => BALANCE_COL.test(c.label) && c !== num),
      );
      if (!num || !balance) continue;
      const rows = table.rows.filter((r) => r.kind === 'data');
      // numbered 1, 2, 3, ... with no gap: the row of payment N is the Nth row
      const ok =
        rows.length >= 3 &&
        rows.every((r, i) => {
          const v = r.cells[table.columns.indexOf(num)];
          return (typeof v === 'number' ? v : Array.isArray(v) ? v[0] : NaN) === i + 1;
        });
      if (!ok) continue;
      // pass 36 (M8): "Payment date" is the date column, never the Payment
      const by = (re: RegExp): Column | undefined =>
        table.columns.find(
          (c) =>
            c !== num &&
            c !== balance &&
            c.type !== 'date' &&
            c.type !== 'month' &&
            re.test(c.label),
        );
      found.push({
        table,
        num,
        rows,
        payment: by(/^(total\s+)?(re)?payment(\s+amount)?\b|^instal{1,2}ment(\s+amount)?$|^emi$/i),
        interest: by(/\binterest\b/i),
        // pass 32 (W1): "Capital" is the principal part of an instalment
        principal: by(/\b(principal|capital)\b/i),
        balance,
        date: table.columns.find((c) => c.type === 'date' || c.type === 'month'),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

type Pick =
  | { kind: 'row'; row: Row; how: string }
  | { kind: 'all' }
  | { kind: 'year'; rows: Row[]; year: string }
  | { kind: 'loanYear'; rows: Row[]; how: string }
  | { kind: 'none' };

/** The schedule's rows dated in a year (pass 14: "principal repaid in 2025", "end of 2025"). */
function rowsOfYear(s: Schedule, year: string): Row[] {
  if (!s.date) return [];
  const at = s.table.columns.indexOf(s.date);
  return s.rows.filter((r) => dueDate(r, at)?.startsWith(`${year}-`));
}

function pickRow(s: Schedule, q: string): Pick | undefined {
  const picks: Pick[] = [];
  const row = (n: number, how: string): void => {
    const r = s.rows[n - 1];
    if (r) picks.push({ kind: 'row', row: r, how });
    else picks.push({ kind: 'none' });
  };
  const PAY = '(?:payment|repayment|instal{1,2}ment|month)';
  if (new RegExp(`\\b(first|1st|opening) ${PAY}`).test(q)) row(1, 'the first payment');
  if (new RegExp(`\\b(last|final) ${PAY}`).test(q)) row(s.rows.length, 'the last payment');
  for (const m of q.matchAll(new RegExp(`\\b${PAY}\\s*(?:#|no\\.?|number)?\\s*(\\d{1,3})\\b`, 'g')))
    row(Number(m[1]), `payment ${m[1]}`);
  for (const m of q.matchAll(new RegExp(`\\b(\\d{1,3})(?:st|nd|rd|th) ${PAY}`, 'g')))
    row(Number(m[1]), `payment ${m[1]}`);
  const dated = new RegExp(`\\b((${MONTHS.join('|')})[a-z]*) (\\d{4}) ${PAY}`).exec(q);
  if (dated && s.date) {
    const ym = `${dated[3]}-${String(MONTHS.indexOf(dated[2]!) + 1).padStart(2, '0')}`;
    const hits = s.rows.filter((r) => dueDate(r, s.table.columns.indexOf(s.date!))?.startsWith(ym));
    if (hits.length === 1)
      picks.push({
        kind: 'row',
        row: hits[0]!,
        how: `the ${dated[1]![0]!.toUpperCase()}${dated[1]!.slice(1)} ${dated[3]} payment`,
      });
    else picks.push({ kind: 'none' });
  }
  // pass 36 (M8): "the first 12 payments", "the last 6 payments": those rows by number
  const span = new RegExp(`\\b(first|last|final) (\\d{1,3}) ${PAY}s\\b`).exec(q);
  if (span) {
    const n = Number(span[2]);
    const first = span[1] === 'first';
    const rows = first ? s.rows.slice(0, n) : s.rows.slice(-n);
    if (n < 1 || n > s.rows.length) picks.push({ kind: 'none' });
    else {
      const from = first ? 1 : s.rows.length - n + 1;
      const to = from + n - 1;
      picks.push({
        kind: 'loanYear',
        rows,
        how: `the ${first ? 'first' : 'last'} ${n} payments, payments ${from}–${to}`,
      });
    }
  }
  // pass 14: "after 6 payments", "at the end of 2025", "in 2025", "pay back altogether"
  for (const m of q.matchAll(
    /\bafter (\d{1,3}) (?:payments|repayments|instal{1,2}ments|months)\b/g,
  ))
    row(Number(m[1]), `payment ${m[1]}`);
  const end = /\b(?:at )?(?:the )?end of (\d{4})\b/.exec(q);
  // pass 37 (W4): "the 2026 instalments" are the rows due in 2026
  const inYear =
    /\b(?:in|during) (\d{4})\b/.exec(q) ?? new RegExp(`\\b(?:the|our) (\\d{4}) ${PAY}s\\b`).exec(q);
  if (end || inYear) {
    const year = (end ?? inYear)![1]!;
    const rows = rowsOfYear(s, year);
    if (!rows.length) picks.push({ kind: 'none' });
    else if (end)
      picks.push({ kind: 'row', row: rows[rows.length - 1]!, how: `the end of ${year}` });
    else picks.push({ kind: 'year', rows, year });
  }
  if (
    /\b(whole|entire|life of the|lifetime of the|full term|all (?:the )?(?:payments|repayments|instal{1,2}ments)|over the (?:loan|lease|term))\b/.test(
      q,
    ) ||
    /\b(pay|paying|repay) (?:it )?back (?:altogether|in total|in all)\b|\b(altogether|in total) (?:we|will we) (?:pay|repay)\b/.test(
      q,
    )
  )
    picks.push({ kind: 'all' });
  const loanYear = loanYearNamed(q);
  if (loanYear !== undefined) picks.push(loanYearRows(s, loanYear));
  if (picks.length !== 1) return picks.length ? { kind: 'none' } : undefined;
  return picks[0];
}

const ORDINAL_YEARS: Record<string, number> = {
  first: 1,
  '1st': 1,
  one: 1,
  second: 2,
  '2nd': 2,
  two: 2,
  third: 3,
  '3rd': 3,
  three: 3,
  fourth: 4,
  '4th': 4,
  four: 4,
  fifth: 5,
  '5th': 5,
  five: 5,
};

/**
 * Pass 17: "principal paid off in year 2", "interest in the first year": a year OF THE LOAN
 * (payments 12(N−1)+1 … 12N), never a calendar year and never the whole column.
 */
export function loanYearNamed(q: string): number | undefined {
  const ord = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th) year\b/.exec(q);
  const num = /\byear (\d{1,2}|one|two|three|four|five)\b(?! ?\d)/.exec(q);
  const words = [ord?.[1], num?.[1]].filter((w): w is string => w !== undefined);
  if (words.length !== 1) return undefined;
  const w = words[0]!;
  const n = /^\d+$/.test(w) ? Number(w) : ORDINAL_YEARS[w];
  return n && n >= 1 && n <= 40 ? n : undefined;
}

/** Monthly payments only: dated rows one month apart (undated schedules are taken as monthly). */
function monthly(s: Schedule): boolean {
  if (!s.date) return true;
  const at = s.table.columns.indexOf(s.date);
  const ym = (r: Row | undefined): number | undefined => {
    const d = r ? dueDate(r, at) : undefined;
    if (!d) return undefined;
    const m = /^(\d{4})-(\d{2})/.exec(d);
    return m ? Number(m[1]) * 12 + Number(m[2]) : undefined;
  };
  const a = ym(s.rows[0]);
  const b = ym(s.rows[1]);
  return a !== undefined && b !== undefined && b - a === 1;
}

function loanYearRows(s: Schedule, n: number): Pick {
  if (!monthly(s)) return { kind: 'none' };
  const rows = s.rows.slice(12 * (n - 1), 12 * n);
  if (!rows.length) return { kind: 'none' };
  const last = 12 * (n - 1) + rows.length;
  return {
    kind: 'loanYear',
    rows,
    how: `year ${n} of the loan, payments ${12 * (n - 1) + 1}–${last}`,
  };
}

function columnAsked(s: Schedule, q: string): Column | undefined {
  const asked: Column[] = [];
  if (/\binterest\b/.test(q) && s.interest) asked.push(s.interest);
  // pass 32 (W1): "capital repaid", "how much of the loan did we pay off" name the capital
  // part, never the whole instalment; "total repaid" alone is every payment (blind 21)
  if (/\b(principal|capital|(?:paid|pay|paying|gets paid) (?:off|down))\b/.test(q) && s.principal)
    asked.push(s.principal);
  if (/\b(balance|owe|owed|outstanding|remaining|left to (?:pay|repay)|still)\b/.test(q))
    asked.push(s.balance);
  // the lead, after pass 37: the Payment column only when the question speaks of paying, the
  // loan or its schedule ("cash at the end of 2025" is a cash-flow statement's, not a payment)
  if (
    asked.length === 0 &&
    s.payment &&
    /\b(pay|pays|paid|paying|payments?|repay\w*|instal{1,2}ments?|loan|lease|finance|financing|schedule|amorti[sz]\w*|debt|borrow\w*|cost of (?:the|our) (?:loan|lease))\b/.test(
      q,
    )
  )
    asked.push(s.payment);
  return asked.length === 1 ? asked[0] : undefined;
}

const LOAN_AMOUNT =
  /^(loan amount|amount borrowed|amount financed|loan principal|principal( amount| borrowed)?|loan( size)?|(loan )?facility( amount| size)?|original (loan|loan amount|principal))\s*(\([^)]*\))?\s*:?$/i;
const RATE_LINE =
  /^(apr|annual (percentage|interest) rate|(annual |nominal )?(interest )?rate( \(?(apr|p\.?a\.?|%)\)?)?|interest)\s*(\(%\))?\s*:?$/i;

/** Pass 37 (W4): an amount written as text beside its label ("CHF 74316.00", "€ 12,500"). */
function textAmount(cell: unknown): Dec | undefined {
  if (typeof cell !== 'string') return undefined;
  const m =
    /^\s*(?:[A-Z]{3}|[$€£¥₹]|fr\.?|kr\.?)?\s*(\d{1,3}(?:[,'’ ]\d{3})+|\d+)(\.\d{1,2})?\s*(?:[A-Z]{3}|[$€£¥₹])?\s*$/.exec(
      cell,
    );
  if (!m || !/[A-Z]{3}|[$€£¥₹]|fr|kr/.test(cell)) return undefined;
  return decParse(m[1]!.replace(/[,'’ ]/g, '') + (m[2] ?? ''));
}

/** A rate written as text beside its label ("8.40 %", "8.4% p.a."), in percent points. */
function ratePoints(cell: unknown): Dec | undefined {
  if (typeof cell !== 'string') return undefined;
  const m = /^\s*(\d{1,2}(?:[.,]\d+)?)\s*%/.exec(cell);
  return m ? decParse(m[1]!.replace(',', '.')) : undefined;
}

/** A cell formatted as a percentage holds 0.084 for 8.4%: figures carry percent points. */
function asWritten(t: Table, cell: Row['cells'][number] | undefined): Dec {
  const n = cellNumber(cell)!;
  return cellStyle(t, cell).kind === 'percent' ? decMul(n, decFromInt(100)) : n;
}

/**
 * One line of the terms block above the schedule: its label matches `label` and one figure
 * sits beside it. A rate is read as written ("8.40 %" or a cell formatted as a percentage).
 */
function termsLine(
  wb: Workbook,
  s: Schedule,
  label: RegExp,
  rate = false,
): AnswerFigure | undefined {
  const hits: AnswerFigure[] = [];
  for (const t of wb.sheets.find((x) => x.name === s.table.sheet)?.tables ?? []) {
    if (t === s.table) continue;
    for (const r of t.rows) {
      const name = r.cells.map(cellText).find((x) => x);
      if (!name || !label.test(name)) continue;
      const at = r.cells.findIndex((c) =>
        rate
          ? ratePoints(c) !== undefined || cellStyle(t, c).kind === 'percent'
          : cellNumber(c) !== undefined || textAmount(c) !== undefined,
      );
      if (at < 0) continue;
      const cell = r.cells[at];
      const cells = [{ r: r.r, c: t.columns[at]!.c }];
      const text = rate ? ratePoints(cell) : undefined;
      const amount = rate ? undefined : textAmount(cell);
      const fig =
        amount !== undefined
          ? figureOf(t, name.replace(/:$/, ''), amount, { kind: 'number', decimals: 2 }, cells)
          : text !== undefined
            ? figureOf(t, name.replace(/:$/, ''), text, { kind: 'percent', decimals: 2 }, cells)
            : figureOf(t, name.replace(/:$/, ''), asWritten(t, cell), cellStyle(t, cell), cells);
      hits.push(fig);
    }
  }
  return hits.length === 1 ? hits[0] : undefined;
}

const answerOf = (
  fig: AnswerFigure,
  how: string,
  kind: string,
  parts: AnswerFigure[] = [],
): Answer => ({
  text: `${fig.label}: ${fig.display} (${how}).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
  figures: [fig, ...parts],
  refused: false,
  kind,
});

export function scheduleAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question);
  const owedNow = owedToday(wb, q, now);
  if (owedNow) return owedNow;
  const counted = scheduleCountOrShare(wb, q);
  if (counted) return counted;
  if (
    /\b(average|mean|how many|count|percent|%|share|vs|versus|compare|change|between|from)\b/.test(
      q,
    )
  )
    return undefined;
  const s = findSchedule(wb);
  if (!s) return undefined;
  if (
    /\b(how much did (?:we|i) borrow|how much (?:was|did we|have we|did i) (?:financed|finance|borrowed)|(?:the )?principal at the start|amount (?:we |i )?(?:borrowed|financed)|loan amount|size of (?:the|our) loan|loan size|original (?:loan|amount)|how (?:big|large) (?:was|is) (?:the|our) loan|how much (?:was|is) (?:the|our) loan(?: for)?$|what did (?:we|i) borrow)\b/.test(
      q,
    )
  ) {
    const fig = termsLine(wb, s, LOAN_AMOUNT);
    return fig
      ? answerOf(fig, 'the loan amount in the terms above the schedule', 'lookup')
      : undefined;
  }
  // "what is the interest rate", "what APR": the terms block's rate, never a sum of Interest
  if (
    /\b(interest rate|rate of interest|apr|annual rate)\b|^what (?:interest )?rate (?:are|do|did) (?:we|i) (?:paying|pay|get|have)(?: on (?:the|our|this) [a-z -]+)?$|^what(?:'s| is) (?:the|our) rate$/.test(
      q,
    )
  ) {
    const fig = termsLine(wb, s, RATE_LINE, true);
    return fig
      ? answerOf(fig, 'the rate in the terms above the schedule', 'lookup')
      : refuse(
          'the schedule has no interest rate line above it; a sum of the Interest column is not a rate',
        );
  }
  // pass 37 (W4): "what's the monthly payment" is the one instalment every row pays (the last
  // may differ by its rounding); a payment that changes is refused
  if (
    /^(?:what(?:'s| is| are) |how much (?:is|are) )(?:the|our|each) (?:monthly |regular )?(?:payment|repayment|instal{1,2}ment)s?(?: amount)?$/.test(
      q,
    ) &&
    s.payment
  ) {
    const ci = s.table.columns.indexOf(s.payment);
    const xs = s.rows.slice(0, -1).map((r) => cellNumber(r.cells[ci]));
    if (xs.length < 2 || xs.some((x) => x === undefined)) return undefined;
    if (new Set(xs.map((x) => decToString(x!))).size > 1)
      return refuse(`the ${s.payment.label} changes from row to row; name the payment`);
    const fig = figureOf(
      s.table,
      s.payment.label,
      xs[0]!,
      cellStyle(s.table, s.rows[0]!.cells[ci]),
      s.rows.slice(0, -1).map((r) => ({ r: r.r, c: s.payment!.c })),
    );
    return answerOf(fig, `the same on each of the first ${xs.length} rows`, 'lookup');
  }
  const pick = pickRow(s, q);
  // a year of the loan that cannot be read: refused, never the whole column (pass 17)
  const yearOfLoan = loanYearNamed(q) !== undefined;
  const noYear = (): Answer | undefined =>
    yearOfLoan
      ? refuse('the question names a year of the loan that I cannot pick out of the schedule')
      : undefined;
  if (!pick || pick.kind === 'none') return noYear();
  const col = columnAsked(s, q);
  if (!col) return noYear();
  const ci = s.table.columns.indexOf(col);
  if (pick.kind === 'loanYear') {
    // the balance at the end of year N is the row of its last payment
    if (col === s.balance) {
      const last = pick.rows[pick.rows.length - 1]!;
      const v = cellNumber(last.cells[ci]);
      if (v === undefined) return noYear();
      const fig = figureOf(
        s.table,
        `${col.label}, end of ${pick.how.split(',')[0]}`,
        v,
        cellStyle(s.table, last.cells[ci]),
        [{ r: last.r, c: col.c }],
      );
      return answerOf(fig, `the balance on the last row of ${pick.how}`, 'lookup');
    }
    const xs = pick.rows.map((r) => cellNumber(r.cells[ci]));
    if (xs.some((x) => x === undefined)) return noYear();
    const fig = figureOf(
      s.table,
      `${col.label}, ${pick.how.split(',')[0]}`,
      decSum(xs as Dec[]),
      cellStyle(s.table, pick.rows[0]!.cells[ci]),
      pick.rows.map((r) => ({ r: r.r, c: col.c })),
    );
    return answerOf(fig, `sum over ${pick.how}`, 'total');
  }
  if (pick.kind === 'all' || pick.kind === 'year') {
    if (col === s.balance) return undefined;
    const rows = pick.kind === 'all' ? s.rows : pick.rows;
    const cells = rows.filter((r) => cellNumber(r.cells[ci]) !== undefined);
    if (cells.length !== rows.length) return undefined;
    const total: Dec = decSum(cells.map((r) => cellNumber(r.cells[ci])!));
    const fig = figureOf(
      s.table,
      `${col.label}, ${pick.kind === 'all' ? 'whole loan' : pick.year}`,
      total,
      cellStyle(s.table, cells[0]!.cells[ci]),
      cells.map((r) => ({ r: r.r, c: col.c })),
    );
    return answerOf(
      fig,
      pick.kind === 'all'
        ? `sum of all ${cells.length} payments`
        : `sum of the ${cells.length} payments dated ${pick.year}`,
      'total',
    );
  }
  // "after payment N" only reads a balance; "before" asks for the row above: left to the engine
  if (/\bbefore\b/.test(q) || (/\bafter\b/.test(q) && col !== s.balance)) return undefined;
  const v = cellNumber(pick.row.cells[ci]);
  if (v === undefined) return undefined;
  const label = `${col.label}, ${pick.how}`;
  const fig = figureOf(
    s.table,
    label,
    v,
    cellStyle(s.table, pick.row.cells[ci]),
    [{ r: pick.row.r, c: col.c }],
    pick.how,
  );
  return answerOf(
    fig,
    col === s.balance ? `the balance on the row of ${pick.how}` : `the row of ${pick.how}`,
    'lookup',
  );
}

/**
 * Pass 14: "how many payments (are there)" counts the numbered rows; "what percent of what we
 * pay is interest" is the Interest column's sum over the Payment column's, both whole loan.
 */
function scheduleCountOrShare(wb: Workbook, q: string): Answer | undefined {
  const count =
    /^how many (?:payments|repayments|instal{1,2}ments)(?: are there| in total| altogether| do we make| will we make)?$/.test(
      q,
    );
  const share =
    /^what (?:percent|percentage|share) of (?:what we pay|our payments|the payments|what we repay) (?:is|goes (?:on|to)) interest$/.test(
      q,
    );
  if (!count && !share) return undefined;
  const s = findSchedule(wb);
  if (!s) return undefined;
  const numberCol = s.table.columns.find((c) => NUMBER_COL.test(c.label)) ?? s.table.columns[0]!;
  if (count) {
    const fig = figureOf(
      s.table,
      'Number of payments',
      decFromInt(s.rows.length),
      PLAIN,
      s.rows.map((r) => ({ r: r.r, c: numberCol.c })),
    );
    return answerOf(fig, `the schedule's ${s.rows.length} numbered rows`, 'count');
  }
  if (!s.interest || !s.payment) return undefined;
  const sumOf = (col: Column): Dec | undefined => {
    const at = s.table.columns.indexOf(col);
    const xs = s.rows.map((r) => cellNumber(r.cells[at]));
    return xs.every((x) => x !== undefined) ? decSum(xs as Dec[]) : undefined;
  };
  const interest = sumOf(s.interest);
  const paid = sumOf(s.payment);
  if (!interest || !paid || decSign(paid) <= 0) return undefined;
  const ratio = decDiv(decMul(interest, decFromInt(100)), paid, 2);
  if (!ratio) return undefined;
  const fig = figureOf(
    s.table,
    'Interest as a share of payments',
    ratio,
    { kind: 'percent', decimals: 2 },
    [s.interest, s.payment].flatMap((col) => s.rows.map((r) => ({ r: r.r, c: col.c }))),
  );
  return answerOf(
    fig,
    `the Interest column's sum (${decToString(interest)}) over the Payment column's (${decToString(paid)}), whole loan`,
    'share',
  );
}

/** A row's due date: its date cell, or (pass 33, M4) the first day of its month label
 *  ("Jan-25"): a month's payment is due in that month. */
export function dueDate(r: Row, at: number): string | undefined {
  const v = r.cells[at];
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v.d.slice(0, 10);
  // pass 37 (W4): a text date ("01.03.2026") is read into the row's day
  return (r.period?.kind === 'month' || r.period?.kind === 'day') && r.period.year !== undefined
    ? r.period.start
    : undefined;
}

const OWED_NOW =
  /^(?:how much )?(?:do|does) (?:we|i) (?:still )?owe(?: on (?:the|our|this) loan)?(?: now| today)?$|^how much (?:do|does) (?:we|i) still owe\b.*$|^how much (?:is|of the loan is) (?:still )?(?:left|outstanding|owed)(?: on (?:the|our) loan)?(?: now| today)?$/;

/**
 * Pass 32 (W1): "how much do we still owe" is the closing balance of the last row due on or
 * before today (the dated rows of one schedule); with no row due yet, or no date column, or no
 * today, the question is left to the rest of the pipeline.
 */
/**
 * Pass 36 (M8): "what do we still owe on the machine": "what" for "how much", and "on the
 * <subject>" where the subject is a loan word (loan, lease, machine, equipment, kit) or words
 * of a text cell on the schedule's sheet ("Equipment lease: Kubota mini excavator").
 */
const OWED_WHAT =
  /^what (?:do|does) (?:we|i) (?:still )?owe(?: on (?:the|our|this) ([a-z][a-z -]{0,40}))?(?: now| today)?$|^what is (?:still )?(?:owed|outstanding|left to pay)(?: on (?:the|our|this) ([a-z][a-z -]{0,40}))?(?: now| today)?$/;
const LOAN_SUBJECT = /^(loan|lease|machine|equipment|kit|finance|asset|vehicle|van)$/;

export function namesSubject(wb: Workbook, s: Schedule, subject: string | undefined): boolean {
  if (!subject) return true;
  const words = subject.split(/[\s-]+/).filter((w) => w);
  if (words.length === 1 && LOAN_SUBJECT.test(words[0]!)) return true;
  const sheet = wb.sheets.find((x) => x.name === s.table.sheet);
  const texts = [
    ...(sheet?.notes ?? []),
    ...(sheet?.tables ?? []).flatMap((t) => [
      t.title,
      ...t.rows.slice(0, 12).flatMap((r) => r.cells.map(cellText)),
    ]),
  ]
    .filter((x): x is string => !!x)
    .map((x) => ` ${x.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `);
  return words.every((w) => texts.some((x) => x.includes(` ${w} `)));
}

function owedToday(wb: Workbook, q: string, now: Date | undefined): Answer | undefined {
  const what = OWED_WHAT.exec(q);
  if (!now || !(OWED_NOW.test(q) || what) || /\b(19|20)\d\d\b|\b(after|before|end of)\b/.test(q))
    return undefined;
  const s = findSchedule(wb);
  if (!s?.date) return undefined;
  if (what && !namesSubject(wb, s, what[1] ?? what[2])) return undefined;
  const at = s.table.columns.indexOf(s.date);
  const today = now.toISOString().slice(0, 10);
  const due = s.rows.filter((r) => {
    const d = dueDate(r, at);
    return d !== undefined && d <= today;
  });
  const row = due[due.length - 1];
  if (!row) return undefined;
  const ci = s.table.columns.indexOf(s.balance);
  const v = cellNumber(row.cells[ci]);
  if (v === undefined) return undefined;
  const fig = figureOf(
    s.table,
    `${s.balance.label}, ${dueDate(row, at)!}`,
    v,
    cellStyle(s.table, row.cells[ci]),
    [{ r: row.r, c: s.balance.c }],
  );
  return answerOf(
    fig,
    `the balance after the last payment due on or before today, ${today}`,
    'lookup',
  );
}
