/**
 * Issue 13, pass 18 (M6): a cash-flow statement with financial years as columns, newest first
 * (FY2025 | FY2024): "cash at the end of the year" named no year and was refused as a level
 * over two periods. With no year named, "the year" is the newest one of the statement; the
 * question is put as the closing-cash line in that year's column. Only when one table has one
 * closing-cash line and its value columns are all years.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASK =
  /^(?:what (?:was|is) |how much (?:was|is) )?(?:our |the )?(?:cash|cash balance|bank balance) (?:at|on hand at|left at) (?:the )?(?:end of (?:the )?(?:year|financial year|fy)|year[- ]end)$/;
const CLOSING =
  /^(cash (and cash equivalents )?(at|,) ?(the )?end of (the )?(year|period)|closing cash( balance)?|cash at year[- ]end|ending cash( balance)?)$/i;

export function cashYearEndWording(wb: Workbook, question: string): string | undefined {
  if (!ASK.test(plainQuestion(question))) return undefined;
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      if (t.layout !== 'wide') return [];
      const rows = t.rows.filter((r) => r.label && CLOSING.test(r.label.trim()));
      const values = t.columns.filter((c) => c.role === 'value');
      if (rows.length !== 1 || values.length < 2) return [];
      if (!values.every((c) => c.period?.kind === 'year' && c.period.year !== undefined)) return [];
      const newest = [...values].sort((a, b) => b.period!.year! - a.period!.year!)[0]!;
      return [`${rows[0]!.label!.trim()} in ${newest.label}`];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}
