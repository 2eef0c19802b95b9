/**
 * After blind-43: "what do our subs come to this year in total" on a membership list (Member
 * no | Name | Type | Joined | Status | Annual sub) kept the members who joined in 2026 and
 * added their subs: 640 for 13,910. A date that describes a person (when a member joined, was
 * born or hired) dates no money: a period asked of the money is not a period of that date
 * unless the question says so ("joined this year"). After blind-44: nor does a lease's start on
 * a rent roll date its rent ("rent collected in October" is not the leases begun in an October).
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

// (a start date dates a placement's fee or a job's quote: only dates of a person are here)
const ATTRIBUTE_DATE =
  /^(joined|join date|date joined|joining date|member since|hired|hire date|date hired|dob|date of birth|birthday|born|lease (?:start|starts|end|ends|expiry|commenced|from|to)|(?:tenancy|contract) (?:start|end)|lease start date|lease end date)$/i;
/** the words by which a question asks about that date itself */
const DATE_ASKED =
  /\b(join|joins|joined|joining|since|start|starts|started|starting|hire|hired|hiring|born|birth|birthday|open|opened|renew|renews|renewal|renewed|expire|expires|expired|expiry|new)\b/;
const PERIOD_IN_LABEL =
  /\b(19|20)\d{2}\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{4}\b|\bq[1-4]\b/i;

export function attributeDatePeriodReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || answer.kind === 'count') return undefined;
  const fig = answer.figures[0];
  if (!fig || !PERIOD_IN_LABEL.test(fig.label)) return undefined;
  if (DATE_ASKED.test(plainQuestion(question))) return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  for (const t of sheet?.tables ?? []) {
    if (t.layout !== 'long') continue;
    const dates = t.columns.filter((c) => c.role === 'date');
    if (dates.length !== 1 || !ATTRIBUTE_DATE.test(dates[0]!.label.trim())) continue;
    const label = dates[0]!.label.trim();
    return `the only dates on '${sheet!.name}' are its ${label} dates, which date no money; a period would keep the rows by their ${label} date. Ask without the period, or ask for the rows ${label.toLowerCase()} in it`;
  }
  return undefined;
}

const THIS_YEAR = /\b(?:for |in |over )?(?:this|the current) (?:year|season)\b/;

/**
 * "What do our subs come to this year" on a list whose title says it is for the subscription
 * year 1 September 2026 – 31 August 2027: this year is the list's own year, all of it. The
 * question without the period, when the dates are of people and the sheet's title or notes
 * name years that hold today; else undefined.
 */
export function ownYearWording(
  wb: Workbook,
  question: string,
  answer: Answer,
  now: Date,
): string | undefined {
  if (!attributeDatePeriodReason(wb, question, answer)) return undefined;
  const q = plainQuestion(question);
  if (!THIS_YEAR.test(q)) return undefined;
  const sheet = wb.sheets.find((s) => s.name === answer.figures[0]!.source.sheet)!;
  const words = [sheet.name, ...sheet.notes, ...sheet.tables.map((t) => t.title ?? '')].join(' ');
  const years = [...words.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0]));
  const year = now.getUTCFullYear();
  if (!years.length || year < Math.min(...years) || year > Math.max(...years)) return undefined;
  return q.replace(THIS_YEAR, ' ').replace(/\s+/g, ' ').trim();
}
