/**
 * Issue 13, pass 25 (M5): "marketing spend over the three years" on a P&L with one column per
 * year (2025 | 2024 | 2023) was asked back ("name the year"). "Over / across / in the three
 * years" is every year column: put as "for all years", which the engine adds. Only when a table
 * has exactly that many year columns.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const SPAN =
  /\b(?:over|across|during|in|for) (?:the |all |all the )?(?:(?:last|past) )?(two|three|four|five|[2-5]) years\b/;
const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

export function yearsSpanWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const m = SPAN.exec(q);
  if (!m) return undefined;
  const n = COUNT[m[1]!] ?? Number(m[1]);
  const fits = wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        t.columns.filter((c) => c.period?.kind === 'year' && /^\D*\d{4}\D*$/.test(c.label))
          .length === n,
    ),
  );
  return fits ? q.replace(SPAN, 'for all years') : undefined;
}
