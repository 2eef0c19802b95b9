/**
 * After blind-44: an aged receivables (or payables) detail keeps one row per open invoice with
 * its Days overdue (`Customer | Invoice no | Invoice date | Due date | Days overdue | Amount
 * due`). "How much is overdue" added the days (782) and "which customer has the most overdue"
 * ranked the customers by days. Days are how late an invoice is, never money:
 * - "how much is overdue / past due / late" is the amount of the rows whose days are above 0;
 *   "more than 60 days overdue" above 60; "how many invoices are overdue" counts those rows;
 * - "what share of our receivables is overdue" is that amount over the whole amount, %;
 * - "which customer has the most overdue" ranks the customers by their overdue amount;
 * - "how much does Falcon owe that is more than 30 days late" is that customer's rows only.
 * Only on a book with exactly one such table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decCmp, decDiv, decFromInt, decMul, decSign, decSum } from './decimal';
import { COUNT } from './engine/types';
import { PERCENT, formatValue } from './format';
import type { Row, Table, Workbook } from './model';
import { oneLongTable } from './dated-ledgers';
import { oncePer } from './once-per';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const DAYS_HEADER =
  /^(days? (overdue|late|past due|outstanding)|overdue \(?days\)?|days|age \(?days\)?|days over ?due)$/i;
const AMOUNT_HEADER =
  /^(amount( due| outstanding| owed| open)?|balance( due| outstanding)?|open balance|outstanding|due|total due|amount \(.*\))(\s*\(?[A-Z]{3}\)?)?$/i;
const PARTY_HEADER = /^(customer|client|debtor|supplier|vendor|payee|contact|account|name)s?$/i;

interface Detail {
  t: Table;
  days: number;
  amount: number;
  party?: number;
  rows: Row[];
}

const detailOf = oncePer((wb: Workbook): Detail | undefined =>
  oneLongTable(wb, (t): Detail | undefined => {
    const one = (re: RegExp): number | undefined => {
      const at = t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
      return at.length === 1 ? at[0] : undefined;
    };
    const days = one(DAYS_HEADER);
    const amount = one(AMOUNT_HEADER);
    if (days === undefined || amount === undefined) return undefined;
    const rows = t.rows.filter(
      (r) => r.kind === 'data' && cellNumber(r.cells[days]) && cellNumber(r.cells[amount]),
    );
    if (rows.length < 3) return undefined;
    const party = one(PARTY_HEADER);
    return { t, days, amount, rows, ...(party !== undefined ? { party } : {}) };
  }),
);

const OVERDUE = /\b(overdue|past due|late|in arrears|behind)\b/;
const OVER_DAYS =
  /\b(?:more than|over|older than|above|beyond|at least|(\d+)\+)\s*(\d+)?\s*days?\b|\b(\d+)\+?\s*days?\s*(?:or more|and over|plus)\b/;

export function overdueDaysAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  if (!OVERDUE.test(q) || /^(is|are|was|were|has|have|did|do|does)\b/.test(q)) return undefined;
  const d = detailOf(wb);
  if (!d) return undefined;
  const { t, days, amount, party } = d;
  const m = OVER_DAYS.exec(q);
  const limit = m ? Number(m[1] ?? m[2] ?? m[3]) : 0;
  if (!Number.isFinite(limit)) return undefined;
  const daysOf = (r: Row): Dec => cellNumber(r.cells[days])!;
  const amountOf = (r: Row): Dec => cellNumber(r.cells[amount])!;
  // "at least 60", "60+ days": 60 itself counts; "more than 60" does not
  const inclusive = m && (/at least|\+|or more|and over|plus/.test(m[0]) ? 1 : 0);
  let rows = d.rows.filter((r) => decCmp(daysOf(r), decFromInt(limit)) >= (inclusive ? 0 : 1));
  // a customer named: only its rows
  let who: string | undefined;
  if (party !== undefined) {
    const names = [...new Set(d.rows.map((r) => cellText(r.cells[party])?.trim() ?? ''))].filter(
      Boolean,
    );
    const named = names.filter((n) => q.includes(n.toLowerCase()));
    if (named.length > 1) return undefined;
    if (named.length === 1) {
      who = named[0]!;
      rows = rows.filter((r) => cellText(r.cells[party])?.trim() === who);
    }
  }
  const when = limit > 0 ? `more than ${limit} days overdue` : 'overdue';
  const daysLabel = t.columns[days]!.label.trim();
  const amountLabel = t.columns[amount]!.label.trim();
  const cellsOf = (rs: Row[]): Array<{ r: number; c: number }> =>
    rs.map((r) => ({ r: r.r, c: t.columns[amount]!.c }));
  const style = cellStyle(t, d.rows[0]!.cells[amount]);
  const whose = who ? ` of ${who}` : '';

  if (/^how many\b/.test(q)) {
    if (!/\b(invoices?|bills?|items?|lines?|entries)\b/.test(q)) return undefined;
    if (!rows.length)
      return sourcedAnswer(
        figureOf(t, `Invoices${whose} ${when}`, decFromInt(0), COUNT, cellsOf(d.rows)),
        `0 invoices${whose} are ${when}: every ${daysLabel} is ${limit} or less.`,
        'count',
      );
    const fig = figureOf(
      t,
      `Invoices${whose} ${when}`,
      decFromInt(rows.length),
      COUNT,
      cellsOf(rows),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} invoices${whose} are ${when} (${daysLabel} above ${limit}).`,
      'count',
    );
  }
  if (/\b(which|what) (customer|client|debtor|supplier|vendor|account)\b|^who\b/.test(q)) {
    if (party === undefined || who || !/\b(most|biggest|largest|highest)\b/.test(q))
      return undefined;
    const by = new Map<string, Row[]>();
    for (const r of rows) {
      const name = cellText(r.cells[party])?.trim();
      if (name) by.set(name, [...(by.get(name) ?? []), r]);
    }
    const ranked = [...by.entries()]
      .map(([name, rs]) => ({ name, rs, sum: decSum(rs.map(amountOf)) }))
      .sort((a, b) => decCmp(b.sum, a.sum));
    if (!ranked.length) return undefined;
    if (ranked[1] && decCmp(ranked[0]!.sum, ranked[1].sum) === 0) return undefined;
    const top = ranked[0]!;
    const fig = figureOf(
      t,
      `${amountLabel} ${when}, ${top.name}`,
      top.sum,
      style,
      cellsOf(top.rs),
      top.name,
    );
    const next = ranked[1]
      ? `\nNext: ${ranked[1].name} with ${formatValue(ranked[1].sum, style)}.`
      : '';
    return sourcedAnswer(
      fig,
      `${top.name} has the most ${when}: ${fig.display} over ${top.rs.length} invoices (${amountLabel} where ${daysLabel} is above ${limit}).${next}`,
      'max',
    );
  }
  if (/\b(share|percent|percentage|proportion|%)\b/.test(q)) {
    const all = who ? d.rows.filter((r) => cellText(r.cells[party!])?.trim() === who) : d.rows;
    const whole = decSum(all.map(amountOf));
    const part = decSum(rows.map(amountOf));
    if (decSign(whole) <= 0) return undefined;
    const pct = decDiv(decMul(part, HUNDRED), whole, 2)!;
    const fig = figureOf(t, `Share ${when}${whose}`, pct, PERCENT, cellsOf(all));
    const partFig = figureOf(
      t,
      `${amountLabel} ${when}${whose}`,
      part,
      style,
      cellsOf(rows.length ? rows : all),
    );
    const wholeFig = figureOf(
      t,
      `${amountLabel}${whose}, all invoices`,
      whole,
      style,
      cellsOf(all),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} of what is owed${whose} is ${when}: ${partFig.display} of ${wholeFig.display}.`,
      'share',
      [partFig, wholeFig],
    );
  }
  if (
    !/^how much\b|\btotal\b|^what(?:'s| is| was)? (?:is )?(?:now )?(?:overdue|past due|late)\b|^what(?:'s| is)? the (?:total|amount|sum|value)\b/.test(
      q,
    ) ||
    /\b(oldest|newest|biggest|largest|smallest|single|each|average|invoice is|which)\b/.test(q)
  )
    return undefined;
  const sum = decSum(rows.map(amountOf));
  const fig = figureOf(
    t,
    `${amountLabel}${whose} ${when}`,
    sum,
    style,
    cellsOf(rows.length ? rows : d.rows),
  );
  const lead = who ? `${who} has ${fig.display} ${when}` : `${fig.display} is ${when}`;
  return sourcedAnswer(
    fig,
    `${lead}: the ${amountLabel} of the ${rows.length} invoice${rows.length === 1 ? '' : 's'} whose ${daysLabel} is above ${limit}.`,
    'total',
  );
}
