/**
 * Issue 13, pass 35 (W4): "total cash out over the forecast" on a cash-flow forecast (title
 * "… cash-flow forecast Jan-Jun 2027", months across) answered a naive extrapolation for the
 * month after the sheet. When the sheet itself is a forecast (its title or headers say forecast,
 * budget, projection or plan), "forecast", "projected", "over the forecast / the period / the six
 * months" name the sheet's own columns: the question is asked again without those words and
 * read from its rows (the sum of Total cash out over the six months). An answer that is itself
 * an extrapolation or a trend is not taken; a month past the sheet's last column is left to the
 * forecast as before (the question asked again finds no such month and is not taken).
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /\b(forecast(?:ed|s)?|projected|projections?|(?:the|this) (?:whole |entire |full )?(?:period|(?:six|6|twelve|12|three|3|nine|9) months))\b/;
const SHEET_IS = /\b(forecast|budget|projection|projected|plan)\b/i;
const SPAN =
  /\b(?:over|across|for|during|in|of) (?:the|this) (?:whole |entire |full )?(?:forecast(?: period)?|projection|period|(?:six|6|twelve|12|three|3|nine|9) months)\b/g;
const WORD = /\b(?:forecast(?:ed|s)?|projected|projections?)\b/g;

export function forecastSheetWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!ASKED.test(q)) return undefined;
  const months = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.layout === 'wide' &&
        t.columns.filter((c) => c.period?.kind === 'month').length >= 3 &&
        (SHEET_IS.test(t.title ?? '') ||
          t.columns.some((c) => SHEET_IS.test(`${c.group ?? ''} ${c.label}`)) ||
          s.notes.some((n) => SHEET_IS.test(n))),
    ),
  );
  if (months.length !== 1) return undefined;
  const put = q.replace(SPAN, ' ').replace(WORD, ' ').replace(/\s+/g, ' ').trim();
  if (put === q || put.split(' ').length < 2) return undefined;
  return put;
}
