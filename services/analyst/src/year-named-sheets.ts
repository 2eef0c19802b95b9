/**
 * Issue 13, pass 31 (M6): one sheet per year ('2026', '2025', each "… retainer income 2026
 * (CAD)", Client | January … | Total, a Total row). A year in the question, or "this year" /
 * "last year" by the calendar, picks the one sheet named by that year; the question is then
 * answered on that sheet alone (the other years' sheets cannot mix in). Anything else, or two
 * years named, is left to the other readers.
 */
import type { Workbook } from './model';

const YEAR_NAME = /^\s*((?:19|20)\d\d)\s*$/;

export function yearNamedSheet(
  wb: Workbook,
  question: string,
  now: Date | undefined,
): { book: Workbook; ask: string } | undefined {
  const named = wb.sheets.filter((s) => YEAR_NAME.test(s.name));
  if (named.length < 2 || named.length !== wb.sheets.length) return undefined;
  const years = [...new Set(question.match(/\b(?:19|20)\d\d\b/g) ?? [])];
  let year: string | undefined;
  let ask = question;
  if (years.length === 1) year = years[0];
  else if (!years.length && now) {
    const rel = /\b(this|last) year\b/i.exec(question);
    if (!rel) return undefined;
    year = String(now.getUTCFullYear() - (rel[1]!.toLowerCase() === 'last' ? 1 : 0));
    ask = question.replace(rel[0], `in ${year}`).replace(/\bin in\b/i, 'in');
  }
  if (!year) return undefined;
  const sheet = named.filter((s) => YEAR_NAME.exec(s.name)![1] === year);
  if (sheet.length !== 1) return undefined;
  return { book: { ...wb, sheets: sheet }, ask };
}
