/**
 * Issue 13, pass 35 (M3): budget vs actual with the year only in the title ("Budget vs Actual:
 * year ended 31 December 2025", Category | Budget (R) | Actual (R) | Variance (R) | Variance % |
 * Notes, INCOME / EXPENSES with totals), asked in November 2026.
 * - "how much did we actually spend in total last year" was refused ("no data for last year"):
 *   when no table of the workbook has periods and every table's title names the one same year,
 *   (a title that says it covers a year: "year ended", "FY", "annual"; never "as of"),
 *   a year asked (written, this year, last year) that is that year is the whole sheet: the
 *   question is asked again without it. Another year is still refused.
 * - "where did we overspend the most" was asked back "by amount or by percent": an overspend is
 *   money, so it is asked again "by amount" (only when the engine asked exactly that back).
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const YEAR_WORDS =
  /\b(?:in |for |during |over )?(?:(last|this|previous|past) (?:financial |fiscal )?year|(?:fy ?)?(20\d\d))\b/;

export function titleYearWording(
  wb: Workbook,
  question: string,
  now: Date | undefined,
): string | undefined {
  const q = plainQuestion(question);
  const m = YEAR_WORDS.exec(q);
  if (!m) return undefined;
  const tables = wb.sheets.flatMap((s) => s.tables);
  if (!tables.length) return undefined;
  if (tables.some((t) => t.columns.some((c) => c.period) || t.rows.some((r) => r.period)))
    return undefined;
  const years = new Set(
    tables.map((t) => {
      const title = t.title ?? '';
      // the title says the table covers a year ("year ended", "FY", "annual"), never a date
      // it was drawn up at ("as of 30 June 2026": an aging report is no year's sales)
      if (!/\byear\b|\bfy\b|\bannual\b/i.test(title) || /\bas (?:of|at)\b/i.test(title)) return '';
      const ys = [...new Set(title.match(/\b(?:19|20)\d\d\b/g) ?? [])];
      return ys.length === 1 ? ys[0] : '';
    }),
  );
  if (years.size !== 1) return undefined;
  const year = Number([...years][0]);
  if (!year) return undefined;
  const asked = m[2]
    ? Number(m[2])
    : (now ?? new Date()).getUTCFullYear() - (m[1] === 'this' ? 0 : 1);
  if (asked !== year) return undefined;
  const put = q.replace(YEAR_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return put === q || put.split(' ').length < 2 ? undefined : put;
}

const ASKED_BACK = /say "by amount" or "by percent"/;
const OVERSPEND = /\b(overspen[dt]\w*|overran|overrun\w*|over-?spend\w*)\b/;

export function overspendAmountWording(question: string, refusal: string): string | undefined {
  const q = plainQuestion(question);
  if (!ASKED_BACK.test(refusal) || !OVERSPEND.test(q)) return undefined;
  return `${q} by amount`;
}
