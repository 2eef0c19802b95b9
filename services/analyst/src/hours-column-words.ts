/**
 * Issue 13, pass 43 (M4): a rota or timesheet with a Total hours column and a rate per hour
 * (`Total hrs | Rate £/hr | Pay £`, `Total hours | Rate $/hr`). "who did the most hours",
 * "Mei's hours" were refused as fitting "Rate £/hr or Total hrs equally well": a rate per hour
 * is never a number of hours. Here "hours" (hrs) is put as the one hours column's name, the
 * owner's verbs ("did", "put in", "worked") and "staff" dropped; the answer is kept only when
 * it reads that column. A question about the rate (rate, per hour, hourly, an hour) is left.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const HOURS_HEAD = /^(?:total )?(?:hours|hrs)(?: worked)?\b(?!.*(?:\/|per|rate))/i;
const RATE_HEAD = /(?:\/\s*h(?:ou)?r\b|\bper hour\b|\bhourly\b|\brate\b)/i;

export function hoursColumnWording(
  wb: Workbook,
  question: string,
): { query: string; column: string } | undefined {
  const q = plainQuestion(question).replace(/[‘’']/g, "'");
  if (
    !/\b(hours|hrs)\b/.test(q) ||
    /\b(rate|per hour|hourly|an hour|a hour|pay|paid|cost|earn|earned|wages?)\b/.test(q)
  )
    return undefined;
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      const hours = t.columns.filter((c) => c.role !== 'label' && HOURS_HEAD.test(c.label.trim()));
      const rate = t.columns.some((c) => RATE_HEAD.test(c.label));
      return hours.length === 1 && rate ? [hours[0]!.label] : [];
    }),
  );
  if (new Set(found).size !== 1) return undefined;
  const column = found[0]!;
  if (q.includes(column.toLowerCase())) return undefined;
  const query = q
    .replace(/\b(\w+)'s (hours|hrs)\b/, '$2 for $1')
    .replace(/\b(?:did|put in|worked|work|done|clocked|logged)\b/g, ' ')
    .replace(/\bstaff\b/g, ' ')
    .replace(/\b(?:hours|hrs)\b/, column)
    .replace(/\s+/g, ' ')
    .trim();
  return { query, column };
}
