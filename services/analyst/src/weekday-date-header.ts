/**
 * Issue 13, pass 51 (L2): a rota headed `Name | Role | Mon | Tue … Sun | Total hrs …` with a
 * second header row of dates under the days (`7 Dec | 8 Dec …`, text or date cells). Before,
 * the dates named the columns ("7 Dec") and read as the month of December, so the days were
 * seven columns of one period, and the weekday words named nothing ("hours on saturday" could
 * not find 'saturday'). Here the weekday names the column and the date is its group (the text
 * above a label), and neither is read as a period.
 *
 * Also: an "off" (day off, rest) written in a column of numbers is no value (a day not worked),
 * never a reason to read the column as text; a column of "off" alone stays text.
 */

const WEEKDAY =
  /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.?$/i;
const DAY_MONTH =
  /^\d{1,2}(?:st|nd|rd|th)?[ -](?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:[ -]\d{2,4})?$|^\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?$|^\d{4}-\d{2}-\d{2}$/i;

/** An off day written in a cell of hours: no value. */
export const OFF_DAY = /^(?:off|day off|rest day)$/i;

export interface HeaderCell {
  k: string;
  s?: string;
  d?: string;
}

/**
 * The columns whose upper header cell is a weekday and whose last header cell (the row right
 * under it) is that day's date; at least five such columns, each weekday once. Empty otherwise.
 */
export function weekdaysOverDates(
  upper: Array<HeaderCell | undefined>,
  lower: Array<HeaderCell | undefined>,
  cols: number[],
): Map<number, { day: string; date: string }> {
  const out = new Map<number, { day: string; date: string }>();
  for (const c of cols) {
    const u = upper[c];
    const l = lower[c];
    if (u?.k !== 's' || !WEEKDAY.test((u.s ?? '').trim())) continue;
    const date =
      l?.k === 'd' ? l.d : l?.k === 's' && DAY_MONTH.test((l.s ?? '').trim()) ? l.s : undefined;
    if (!date) continue;
    out.set(c, { day: u.s!.trim(), date: date.trim() });
  }
  const days = new Set([...out.values()].map((x) => x.day.slice(0, 3).toLowerCase()));
  return out.size >= 5 && days.size === out.size ? out : new Map();
}
