/**
 * After pass 39 (blind 31): "miles between 1 and 7 october" on a log kept by day was answered
 * with 7 October alone, and "between 1 october and 7 october" with the whole month. Two days
 * of one month ("between 1 and 7 october", "from the 1st to the 7th of october", "from oct 1 to
 * oct 7", "1-7 october") are a range of dates, both ends included: the question is asked again
 * with the range written out ("from 2026-10-01 to 2026-10-07"), the year being the one in which
 * the data has that month. A range the data cannot place is refused, never read as one day.
 */
import { dataDates } from './day-month-date';
import { MONTH_KEYS } from './periods';
import type { Workbook } from './model';

const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const D = '(?:the )?([0-3]?\\d)(?:st|nd|rd|th)?';
const TO = '(?:and|to|till|until|through|-|–)';
/** day to day of one month: "between 1 and 7 october", "1-7 october", "from the 1st to the 7th of oct" */
const DAYS_MONTH = new RegExp(`\\b(?:between |from )?${D} ?${TO} ?${D}(?: of)? ${MON}\\b`, 'i');
/** day month to day month: "between 1 october and 7 october", "from 28 sep to 3 oct" */
const DAY_MONTH_BOTH = new RegExp(
  `\\b(?:between|from) ${D}(?: of)? ${MON} ${TO} ${D}(?: of)? ${MON}\\b`,
  'i',
);
/** month day to (month) day: "from oct 1 to oct 7", "between october 1 and 7" */
const MONTH_DAY_BOTH = new RegExp(`\\b(?:between|from) ${MON} ${D} ${TO} (?:${MON} )?${D}\\b`, 'i');

/** a week named by its first day: "the week of nov 16", "week commencing 16 november", "w/c 16 nov" */
const WEEK_OF = new RegExp(
  `\\b(?:(?:the )?week (?:of|commencing|beginning|starting)|w/c) (?:${MON} ${D}|${D}(?: of)? ${MON})\\b`,
  'i',
);

export type DayRangeWording = { query: string } | { refuse: string };

const monthOf = (m: string): number =>
  (MONTH_KEYS as readonly string[]).indexOf(m.toLowerCase().slice(0, 3)) + 1;
const mm = (n: number): string => String(n).padStart(2, '0');

export function dayRangeWording(wb: Workbook, question: string): DayRangeWording | undefined {
  const q = question.replace(/\s+/g, ' ');
  let m: RegExpExecArray | null;
  let ends: [number, number, number, number] | undefined; // month1, day1, month2, day2
  if ((m = DAY_MONTH_BOTH.exec(q)))
    ends = [monthOf(m[2]!), Number(m[1]), monthOf(m[4]!), Number(m[3])];
  else if ((m = MONTH_DAY_BOTH.exec(q)))
    ends = [monthOf(m[1]!), Number(m[2]), monthOf(m[3] ?? m[1]!), Number(m[4])];
  else if ((m = DAYS_MONTH.exec(q)))
    ends = [monthOf(m[3]!), Number(m[1]), monthOf(m[3]!), Number(m[2])];
  // after blind-43: "the week of nov 16", "w/c 16 november": that day and the six after it
  else if ((m = WEEK_OF.exec(q))) {
    const month = monthOf(m[1] ?? m[4]!);
    const day = Number(m[2] ?? m[3]);
    const end = new Date(Date.UTC(2001, month - 1, day + 6));
    ends = [month, day, end.getUTCMonth() + 1, end.getUTCDate()];
  }
  if (!m || !ends) return undefined;
  const [m1, d1, m2, d2] = ends;
  if (d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31 || m1 < 1 || m2 < 1) return undefined;
  const dates = dataDates(wb);
  if (dates.length < 2) return undefined;
  const years = new Set(dates.filter((x) => x.slice(5, 7) === mm(m1)).map((x) => x.slice(0, 4)));
  if (years.size !== 1)
    return {
      refuse: years.size
        ? 'the data has that month in more than one year; name the year'
        : 'no row is dated in that month',
    };
  const y = Number([...years][0]);
  // a range running into the next year ("28 dec to 3 jan") takes the next year for its end
  const y2 = m2 < m1 ? y + 1 : y;
  const from = `${y}-${mm(m1)}-${mm(d1)}`;
  const to = `${y2}-${mm(m2)}-${mm(d2)}`;
  if (to < from) return { refuse: 'the range ends before it starts; name the two dates' };
  return {
    query: `${q.slice(0, m.index)}from ${from} to ${to}${q.slice(m.index + m[0].length)}`.trim(),
  };
}
