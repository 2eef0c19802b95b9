/**
 * Issue 13, pass 38 (W3): a timesheet (`Date | Staff | Client | Task | Hours | Rate (R/h) |
 * Billable (Y/N) | Amount (R)`) in the owner's words. A timesheet is a long table with a
 * person column (Staff, Employee, Name, Consultant, Who), an Hours column, a Rate column and an
 * Amount column.
 * - "who billed the most" (billed / brought in / earned us the most): the person with the
 *   largest sum of Amount (the engine summed the Billable rows' Amount without a person);
 * - "what's <name>'s hourly rate": a rate is never added (the engine added her rows' rates):
 *   the one Rate of that person's rows, asked back when it varies;
 * - "how many hours did <name> log / work / book": the sum of that person's Hours;
 * - "who logged the most hours" (worked, put in): Hours summed by person, the largest (blind-40);
 * - "which client took up the most time" (the most hours, we spent most time on): Hours summed
 *   by the Client column, the largest;
 * - "hours booked on the 14th": the Hours of that day of the sheet's one month (refused when
 *   the dates span several months);
 * - "what % of our hours were billable": the yes rows' Hours of the yes/no flag column it
 *   names (pass 35's flag columns) ÷ all Hours × 100.
 * A first name must pick exactly one person (else asked back, naming them).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decMul, decSign, decSum } from './decimal';
import { PERCENT } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { MONTH_NAMES } from './periods';
import { plainQuestion } from './text';
import { YES, flagColumns } from './yes-no-flag-filter';

interface Sheet {
  table: Table;
  rows: Row[];
  person: Column;
  hours: Column;
  rate: Column;
  amount: Column;
  client?: Column;
  date?: Column;
}

const one = (cols: Column[], re: RegExp): Column | undefined => {
  const hits = cols.filter((c) => re.test(c.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};

function timesheet(wb: Workbook): Sheet | undefined {
  const found: Sheet[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const cols = table.columns;
      // pass 39 (W3): a rota's Instructor / Tutor / Driver …, Total hours and Pay are the same
      const person = one(
        cols,
        /^(staff|employee|name|consultant|who|staff member|person|instructor|tutor|coach|driver|therapist|stylist|cleaner|carer|worker|fee earner|lawyer|solicitor|surveyor|engineer)$/i,
      );
      const hours = one(cols, /^(total )?(hours|hrs|hours worked|time \(h(ou)?rs?\))$/i);
      const rate = one(cols, /^(hourly )?rate\b/i);
      // "Fee earner" is the person, never the fee
      const amount = one(
        cols.filter((c) => c !== person),
        /^(amount|value|billed|charge|fee|pay|wages?|gross pay)s?\b/i,
      );
      if (!person || !hours || !rate || !amount) continue;
      const client = one(cols, /^(client|customer|project|job)$/i);
      const date = one(cols, /^date$/i);
      const rows = table.rows.filter(
        (r) => r.kind === 'data' && cellText(r.cells[cols.indexOf(person)]),
      );
      if (rows.length < 3) continue;
      found.push({
        table,
        rows,
        person,
        hours,
        rate,
        amount,
        ...(client ? { client } : {}),
        ...(date ? { date } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const at = (t: Sheet, c: Column) => t.table.columns.indexOf(c);
const text = (t: Sheet, r: Row, c: Column) => cellText(r.cells[at(t, c)]) ?? '';
const num = (t: Sheet, r: Row, c: Column): Dec => cellNumber(r.cells[at(t, c)]) ?? decFromInt(0);

/** The people whose name holds the words asked, in a row (a first name, a surname, or the
 * given names after a family name: "Wei Ling" of "Tan Wei Ling"). */
function peopleNamed(t: Sheet, words: string): string[] {
  const names = [...new Set(t.rows.map((r) => text(t, r, t.person)))];
  const asked = ` ${words.toLowerCase().split(/\s+/).join(' ')} `;
  return names.filter((n) =>
    ` ${n
      .toLowerCase()
      .split(/[\s.-]+/)
      .join(' ')} `.includes(asked),
  );
}

/** Sum of a column by the values of another; the largest, refused on a tie. */
function topBy(t: Sheet, by: Column, of: Column): { key: string; v: Dec; rows: Row[] } | 'tie' {
  const groups = new Map<string, Row[]>();
  for (const r of t.rows) {
    const k = text(t, r, by);
    if (!k) continue;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  let best: { key: string; v: Dec; rows: Row[] } | undefined;
  let tie = false;
  for (const [key, rows] of groups) {
    const v = decSum(rows.map((r) => num(t, r, of)));
    const c = best ? decCmp(v, best.v) : 1;
    if (c > 0) {
      best = { key, v, rows };
      tie = false;
    } else if (c === 0) tie = true;
  }
  return !best || tie ? 'tie' : best;
}

const BILLED_MOST =
  /^who (?:has )?(?:billed|invoiced|charged|brought in|earned us) (?:the )?most(?: money| revenue)?$/;
const RATE = /^(?:what(?:'s| is| was) )?([a-z]+)'s (?:hourly |charge[- ]out )?rate$/;
const HOURS =
  /^how many hours (?:did|has|have) ([a-z]+(?: [a-z]+){0,2}?) (?:log|logged|work|worked|book|booked|put in|bill|billed|do|done|teach|taught|instruct)(?: in total| altogether| in ([a-z]+))?$/;
// after blind-40: "who logged the most hours" (worked, put in, clocked up)
const PERSON_TIME =
  /^who (?:has |have )?(?:logged|worked|put in|clocked(?: up)?|booked|did) (?:the )?most (?:hours|time)(?: this month| in total)?$/;
const CLIENT_TIME =
  /^which (?:client|customer|project|job) (?:took up|took|used|had|got|needed) (?:the )?most (?:time|hours)$|^which (?:client|customer|project|job) did we spend (?:the )?most (?:time|hours) on$/;
// "hours logged on the 14th", "on 16 nov", "on nov 16" (after blind-41)
const DAY_HOURS =
  /^(?:how many )?hours (?:booked|logged|worked|recorded) on (?:the )?(?:(\d{1,2})(?:st|nd|rd|th)?(?: (?:of )?([a-z]{3,9}))?|([a-z]{3,9}) (\d{1,2})(?:st|nd|rd|th)?|(\d{4}-\d\d)-(\d\d))$/;
const BILLABLE_SHARE =
  /^what (?:%|percent|percentage|share|proportion) of (?:our |the )?hours (?:were|was|are|is) ([a-z]+)$/;

export function timesheetAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const billed = BILLED_MOST.test(q);
  const rate = RATE.exec(q);
  const hours = HOURS.exec(q);
  const clientTime = CLIENT_TIME.test(q);
  const personTime = PERSON_TIME.test(q);
  const day = DAY_HOURS.exec(q);
  const share = BILLABLE_SHARE.exec(q);
  if (!billed && !rate && !hours && !clientTime && !personTime && !day && !share) return undefined;
  const t = timesheet(wb);
  if (!t) return undefined;
  const tb = t.table;
  const style = (c: Column) => cellStyle(tb, t.rows[0]!.cells[at(t, c)]);
  const cells = (rows: Row[], c: Column) => rows.map((r) => ({ r: r.r, c: c.c }));
  if (billed || clientTime || personTime) {
    const by = billed || personTime ? t.person : t.client;
    const of = billed ? t.amount : t.hours;
    if (!by) return undefined;
    const top = topBy(t, by, of);
    if (top === 'tie') return refuse(`two ${by.label} values share the largest ${of.label}`);
    const fig = figureOf(
      tb,
      `${of.label} by ${by.label}, largest`,
      top.v,
      style(of),
      cells(top.rows, of),
      top.key,
    );
    return sourcedAnswer(
      fig,
      billed
        ? `${top.key} billed the most: ${fig.display} (${of.label} added over their rows).`
        : personTime
          ? `${top.key} logged the most time: ${fig.display} hours (${of.label} added by ${by.label}).`
          : `${top.key} took up the most time: ${fig.display} hours (${of.label} added by ${by.label}).`,
      'max',
    );
  }
  if (rate || hours) {
    const word = (rate ?? hours)![1]!;
    const who = peopleNamed(t, word);
    if (who.length === 0) return undefined;
    if (who.length > 1) return refuse(`"${word}" names ${who.join(' and ')}; which one?`);
    const rows = t.rows.filter((r) => text(t, r, t.person) === who[0]);
    // "in october": only the sheet's one month, named in its title or sheet name
    if (hours?.[2] && !monthIsTheSheets(tb, hours[2])) return undefined;
    if (hours) {
      const v = decSum(rows.map((r) => num(t, r, t.hours)));
      const fig = figureOf(
        tb,
        `${t.hours.label} for ${who[0]}`,
        v,
        style(t.hours),
        cells(rows, t.hours),
      );
      return sourcedAnswer(
        fig,
        `${who[0]} logged ${fig.display} hours (${rows.length} rows).`,
        'total',
      );
    }
    const rates = rows
      .map((r) => cellNumber(r.cells[at(t, t.rate)]))
      .filter((v) => v !== undefined);
    if (rates.length === 0) return undefined;
    if (rates.some((v) => decCmp(v, rates[0]!) !== 0))
      return refuse(
        `${who[0]}'s ${t.rate.label} differs between rows; name the date or the client`,
      );
    const fig = figureOf(tb, `${t.rate.label} for ${who[0]}`, rates[0]!, style(t.rate), [
      { r: rows[0]!.r, c: t.rate.c },
    ]);
    return sourcedAnswer(
      fig,
      `${who[0]}'s rate is ${fig.display} (the same on all ${rows.length} of their rows).`,
      'lookup',
    );
  }
  if (day) {
    if (!t.date) return undefined;
    const dates = t.rows.map((r) => {
      const c = r.cells[at(t, t.date!)];
      return c && typeof c === 'object' && 'd' in c ? c.d : undefined;
    });
    if (dates.some((d) => !d)) return undefined;
    const months = new Set(dates.map((d) => d!.slice(0, 7)));
    if (months.size !== 1)
      return refuse('the sheet covers several months; name the month as well as the day');
    const named = day[2] ?? day[3];
    const month = [...months][0]!;
    if (named) {
      const at = MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(named.slice(0, 3)));
      if (at < 0 || at + 1 !== Number(month.slice(5, 7))) return undefined;
    }
    // a date already written out ("16 nov" is put as 2026-11-16 before this reader)
    if (day[5] && day[5] !== month) return undefined;
    const iso = `${month}-${(day[1] ?? day[4] ?? day[6])!.padStart(2, '0')}`;
    const rows = t.rows.filter((_, i) => dates[i] === iso);
    if (rows.length === 0) return refuse(`no hours are booked on ${iso}`);
    const v = decSum(rows.map((r) => num(t, r, t.hours)));
    const fig = figureOf(
      tb,
      `${t.hours.label} on ${iso}`,
      v,
      style(t.hours),
      cells(rows, t.hours),
      iso,
    );
    return sourcedAnswer(
      fig,
      `Hours booked on ${iso}: ${fig.display} (${rows.length} rows).`,
      'total',
    );
  }
  const word = share![1]!;
  const flag = flagColumns(tb).filter((c) =>
    c.label.toLowerCase().startsWith(word.replace(/(?:able|ed)$/, '').slice(0, 4)),
  );
  if (flag.length !== 1) return undefined;
  const yes = t.rows.filter((r) => YES.test((text(t, r, flag[0]!) || '').toLowerCase()));
  const all = decSum(t.rows.map((r) => num(t, r, t.hours)));
  const part = decSum(yes.map((r) => num(t, r, t.hours)));
  if (decSign(all) <= 0) return undefined;
  const v = decDiv(decMul(part, decFromInt(100)), all, 2)!;
  const fig = figureOf(
    tb,
    `${t.hours.label} where ${flag[0]!.label} is yes, as a % of all ${t.hours.label}`,
    v,
    PERCENT,
    cells(t.rows, t.hours),
  );
  return sourcedAnswer(
    fig,
    `${fig.display} of our hours were ${word} (${t.hours.label} of the ${yes.length} yes rows ÷ all ${t.hours.label} × 100).`,
    'share',
  );
}

/**
 * A rate (Rate (R/h), Hourly rate, Day rate) is never added over rows: a total whose figure is
 * a rate column summed over two rows or more is refused.
 */
export function rateSumReason(answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'total') return undefined;
  const label = answer.figures[0]?.label ?? '';
  if (!/^(?:hourly |daily |day |charge[- ]out )?rate\b/i.test(label)) return undefined;
  const n = /\(sum of (\d+) rows\)/.exec(answer.text);
  if (!n || Number(n[1]) < 2) return undefined;
  return 'a rate is never added over rows, and the rows asked hold different rates; name the date or the client';
}

/** The month named is the one the table's title or its sheet's name gives (and no other). */
function monthIsTheSheets(tb: Table, word: string): boolean {
  const m = MONTH_NAMES.findIndex((n) => n.toLowerCase().startsWith(word.slice(0, 3)));
  if (m < 0 || word.length < 3) return false;
  const named = (s: string) =>
    MONTH_NAMES.filter((n) => new RegExp(`\\b${n.slice(0, 3)}`, 'i').test(s)).map((n) =>
      MONTH_NAMES.indexOf(n),
    );
  const found = [...named(tb.title ?? ''), ...named(tb.sheet)];
  return found.length > 0 && found.every((x) => x === m);
}
