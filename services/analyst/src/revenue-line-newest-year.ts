/**
 * Issue 13, pass 33 (M5): "biggest revenue line this year" on a two-year sheet of revenue lines
 * (Line | 2024 | 2025 | Change, a Total revenue row) is the largest line in the newest year's
 * column, never the total; "this year" on such a sheet is its newest year (it refused: one
 * year of Total revenue). Only a sheet whose lines are all revenue (a "Total revenue" row, no
 * cost, profit or net line) is read so.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:which is |what is |what's |what was )?(?:the |our )?(biggest|largest|top|smallest) (?:revenue|income|sales) (?:line|stream|source)(?: this year| in the latest year| now| last year)?$/;

export function revenueLineWording(wb: Workbook, question: string): string | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const tables = wb.sheets
    .flatMap((s) => s.tables)
    .filter(
      (t) =>
        t.columns.filter((c) => c.period?.kind === 'year' && c.period.year !== undefined).length >=
          2 &&
        t.rows.some((r) => /^total (revenue|income|sales)$/i.test(r.label?.trim() ?? '')) &&
        !t.rows.some((r) =>
          /\b(cost|costs|expenses?|wages?|rent|profit|net|margin|tax)\b/i.test(r.label ?? ''),
        ),
    );
  if (tables.length !== 1) return undefined;
  const years = tables[0]!.columns.flatMap((c) =>
    c.period?.kind === 'year' ? [c.period.year!] : [],
  );
  const newest = Math.max(...years);
  return `${m[1] === 'smallest' ? 'smallest' : 'biggest'} line in ${newest}`;
}
