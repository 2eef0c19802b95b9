/**
 * Issue 13, pass 34 (W6): an MRR sheet whose month columns run 2025-07 … 2026-06 (a season
 * across two calendar years). "How much did we bring in this year", asked in November 2026,
 * was answered with the sum of the six 2026 months on the sheet. The calendar year asked is
 * only partly on the sheet and the sheet's own year is the Jul–Jun season, so the question has
 * two readings: asked back. Only when the answer reads a table whose month columns run across
 * two calendar years and the year asked (this / last year or written) has fewer than twelve
 * months there; a month, quarter or half named is left alone.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const MONTH_WORD =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|q[1-4]|quarter|h[12]|half|month|monthly|week|season|fiscal|financial|fy\s?\d*|ytd|year to date|so far)\b|\b(19|20)\d{2}-\d{2}\b/;

function yearAsked(q: string, now: Date): number | undefined {
  if (MONTH_WORD.test(q)) return undefined;
  const years = new Set<number>();
  if (/\bthis (calendar )?year\b/.test(q)) years.add(now.getUTCFullYear());
  if (/\blast (calendar )?year\b/.test(q)) years.add(now.getUTCFullYear() - 1);
  for (const m of q.matchAll(/\b((?:19|20)\d{2})\b/g)) years.add(Number(m[1]));
  return years.size === 1 ? [...years][0] : undefined;
}

export function seasonCalendarYearReason(
  wb: Workbook,
  question: string,
  answer: Answer,
  now: Date = new Date(),
): string | undefined {
  if (answer.refused || !answer.figures.length) return undefined;
  const year = yearAsked(plainQuestion(question), now);
  if (year === undefined) return undefined;
  const sheets = new Set(answer.figures.map((f) => f.source.sheet));
  for (const s of wb.sheets) {
    if (!sheets.has(s.name)) continue;
    for (const t of s.tables) {
      const months = t.columns
        .map((c) => c.period)
        .filter((p) => p?.kind === 'month' && p.year !== undefined);
      if (months.length < 3) continue;
      const years = new Set(months.map((p) => p!.year!));
      if (years.size !== 2 || !years.has(year)) continue;
      const inYear = months.filter((p) => p!.year === year).length;
      if (inYear >= 12) continue;
      const first = months[0]!;
      const last = months[months.length - 1]!;
      return `the sheet's months run ${first.year}-${String(first.index).padStart(2, '0')} to ${last.year}-${String(last.index).padStart(2, '0')}, across two calendar years, and hold only ${inYear} months of ${year}; say whether you mean those months or the whole season`;
    }
  }
  return undefined;
}
