/**
 * Issue 13, pass 21 (W5): "what should next season's budget be" on a budget-vs-actual sheet
 * answered the Budget column added. "Should", "next season / year", "predict", "will we" ask
 * for an opinion or a forecast the sheet does not hold: refused, unless the book keeps a column
 * or line that is literally that forecast or next year's budget. (A stated "forecast next month"
 * over a monthly series stays with the engine's trend.)
 */
import type { Workbook } from './model';
import { findSchedule } from './schedule';
import { plainQuestion } from './text';

const OPINION =
  /\bshould (?:we|i|it|our|the|next|be)\b|\bwhat should\b|\bnext (?:season|year|fiscal year|financial year|fy)\b|\bpredict\w*\b|\bgoing to (?:be|make|sell|spend)\b|\bought to\b|\brecommend\w*\b/;
/** "will we …": a forecast, except over a schedule that holds the future payments itself */
const WILL = /\bwill (?:we|it|they|our|sales|revenue|costs?|profit)\b/;
/** A column or line that holds the forecast itself. */
const HELD =
  /\b(forecast|projected|projection|next (?:season|year)|outlook|plan(?:ned)? 20\d\d)\b/i;

export function forecastRefusal(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!OPINION.test(q) && !(WILL.test(q) && !findSchedule(wb))) return undefined;
  const held = wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        t.columns.some((c) => HELD.test(`${c.group ?? ''} ${c.label}`)) ||
        t.rows.some((r) => r.label !== undefined && HELD.test(r.label)) ||
        HELD.test(t.title ?? ''),
    ),
  );
  if (held) return undefined;
  return 'the question asks for an opinion or a forecast (what should be, what will be), and the workbook holds only the figures that happened';
}
