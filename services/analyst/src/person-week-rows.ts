/**
 * Issue 13, pass 47 (W4): a rota whose rows are one person's week (`Week commencing |
 * Instructor | Mon … Sat | Total hours | Rate £/hr | Pay £`, 4 instructors × 4 weeks, a "Month
 * total" row). "Average hours per instructor per week" answered the hours per instructor over
 * the month. Per person per week divides by the person-weeks, the rows: Σ hours ÷ rows, when
 * every (person, week) pair is one row. Per week alone divides by the weeks; per person alone
 * is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decDiv, decFromInt, decSum, type Dec } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const WEEK_HEAD =
  /^(week|wk|w\/c|week commencing|week beginning|week starting|week ending|w\/e)\b/i;
const PERSON_HEAD =
  /^(instructor|tutor|coach|driver|staff|staff member|employee|name|worker|tech|technician|therapist|stylist|cleaner|carer|person|team member|consultant)$/i;
const HOURS_HEAD = /^(?:total )?(?:hours|hrs)(?: worked)?$/i;

const PER_WEEK = /\b(?:per|a|each|every) week\b|\bweekly\b/;
const PER_DAY = /\b(?:per|a|each|every) day\b|\bdaily\b/;
const PAY_HEAD = /^(pay|gross pay|gross|wages?|earnings|total pay)\b(?!.*\b(rate|per|\/\s*h))/i;

interface RotaTable {
  t: Table;
  week: number;
  person: number;
  hours: number;
  pay: number;
  rows: Row[];
}

function rotaTable(wb: Workbook): RotaTable | undefined {
  const found: RotaTable[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const one = (re: RegExp, numeric: boolean): number => {
        const hits = t.columns.flatMap((c, i) =>
          re.test(c.label.trim()) && (c.type !== 'text') === numeric ? [i] : [],
        );
        return hits.length === 1 ? hits[0]! : -1;
      };
      const week = t.columns.findIndex((c) => WEEK_HEAD.test(c.label.trim()));
      const person = one(PERSON_HEAD, false);
      const hours = one(HOURS_HEAD, true);
      const pay = one(PAY_HEAD, true);
      if (week < 0 || person < 0 || hours < 0) continue;
      const rows = t.rows.filter(
        (r) =>
          r.kind === 'data' &&
          cellText(r.cells[person]) &&
          cellNumber(r.cells[hours]) !== undefined,
      );
      if (rows.length >= 2) found.push({ t, week, person, hours, pay, rows });
    }
  return found.length === 1 ? found[0] : undefined;
}

const weekKey = (r: Row, i: number): string | undefined => {
  const c = r.cells[i];
  if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c) return c.d;
  if (typeof c === 'string' && c.trim()) return c.trim();
  if (typeof c === 'number') return String(c);
  return r.period?.start;
};

export function personWeekAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const hoursAsked = /\b(hours|hrs)\b/.test(q);
  const payAsked = !hoursAsked && /\b(pay|paid|wages?|earn\w*|cost)\b/.test(q);
  // "per day" on rows that are weeks: the days are the weekday columns, never the rows
  if (PER_DAY.test(q) && !PER_WEEK.test(q) && (hoursAsked || payAsked)) {
    const x = rotaTable(wb);
    return x
      ? refuse(
          `the rows are weeks (${x.t.columns[x.week]!.label}), not days; the sheet does not say how many days were worked, so an average per day is not in it (ask per week, or for one weekday's hours)`,
        )
      : undefined;
  }
  if (!PER_WEEK.test(q) || (!hoursAsked && !payAsked)) return undefined;
  if (!/\b(average|avg|mean|typical|per|a|each)\b/.test(q.replace(PER_WEEK, ' '))) return undefined;
  const x = rotaTable(wb);
  if (!x) return undefined;
  if (payAsked) {
    if (x.pay < 0) return undefined;
    x.hours = x.pay;
  }
  const { t, rows } = x;
  const personWord = t.columns[x.person]!.label.toLowerCase();
  // "per instructor per week", "each instructor a week", "per person", "per head"
  const perPerson = new RegExp(
    `\\b(?:per|each|every|an?|by) (?:${personWord}|person|head|member of staff|staff member|${personWord}s?)\\b`,
  ).test(q.replace(PER_WEEK, ' '));
  const weeks = new Set(rows.map((r) => weekKey(r, x.week)));
  if (weeks.has(undefined)) return undefined;
  const pairs = new Set(rows.map((r) => `${weekKey(r, x.week)}|${cellText(r.cells[x.person])}`));
  const people = new Set(rows.map((r) => cellText(r.cells[x.person])));
  const hoursCol = t.columns[x.hours]!;
  const total = decSum(rows.map((r) => cellNumber(r.cells[x.hours])!));
  const by = perPerson ? rows.length : weeks.size;
  if (perPerson && pairs.size !== rows.length)
    return refuse(
      `some ${personWord}s have more than one row in a week; the sheet has ${rows.length} rows for ${pairs.size} ${personWord}-weeks`,
    );
  const v = decDiv(total, decFromInt(by), 2) as Dec | undefined;
  if (!v) return undefined;
  const fig = figureOf(
    t,
    perPerson
      ? `Average ${hoursCol.label} per ${personWord} per week`
      : `Average ${hoursCol.label} per week`,
    v,
    { ...cellStyle(t, rows[0]!.cells[x.hours]), decimals: 2 },
    rows.map((r) => ({ r: r.r, c: hoursCol.c })),
  );
  const totalText = figureOf(t, '', total, cellStyle(t, rows[0]!.cells[x.hours]), [
    { r: rows[0]!.r, c: hoursCol.c },
  ]).display;
  return sourcedAnswer(
    fig,
    perPerson
      ? `Average ${hoursCol.label} per ${personWord} per week: ${fig.display}, ${totalText} over ${rows.length} ${personWord}-weeks (${people.size} ${personWord}s × ${weeks.size} weeks, one row each).`
      : `Average ${hoursCol.label} per week: ${fig.display}, ${totalText} over ${weeks.size} weeks.`,
    'average',
  );
}
