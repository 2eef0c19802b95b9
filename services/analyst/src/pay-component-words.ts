/**
 * Issue 13, pass 38 (W6): a payroll register with pay components (`Emp ID | Name | Branch |
 * Designation | Basic | HRA | Commission | Gross Pay | PF (12%) | Prof. Tax | TDS | Total
 * Deductions | Net Pay`, a Total row, the month in the title "Payroll register – October 2026
 * (₹)") in the owner's words, asked again as:
 * - "basic salary bill for Indiranagar" (basic pay, basic wages): the Basic column (the engine
 *   read "salary" as Gross Pay);
 * - "how much commission did Priya earn" (get, receive, make): "<column> for Priya" (the engine
 *   read "earn" as money coming in);
 * - "total PF deducted" (withheld, taken off): the word dropped, the column named stays;
 * - "total gross pay for october": the month dropped when the register's title names it and
 *   the table has no periods of its own.
 * The answer is kept only when it reads the column the question names.
 */
import type { Column, Table, Workbook } from './model';
import { MONTH_KEYS } from './periods';
import { plainQuestion } from './text';

function register(wb: Workbook): Table | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.layout === 'long' &&
        t.columns.some((c) => /^gross( pay| salary| wages)?\b/i.test(c.label)) &&
        t.columns.some((c) => /^net( pay| salary| wages)?\b/i.test(c.label)) &&
        t.columns.some((c) => /^basic( pay| salary)?$/i.test(c.label.trim())),
    ),
  );
  return found.length === 1 ? found[0] : undefined;
}

const words = (c: Column) =>
  c.label
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);

export function payComponentWording(
  wb: Workbook,
  question: string,
): { query: string; column: string } | undefined {
  const q = plainQuestion(question);
  const t = register(wb);
  if (!t) return undefined;
  const basic = t.columns.find((c) => /^basic( pay| salary)?$/i.test(c.label.trim()))!;
  let put = q
    .replace(
      /\bbasic (?:salary|salaries|pay|wages?)(?: bill| cost| total)?\b/,
      basic.label.toLowerCase(),
    )
    .replace(
      /^how much ([a-z.%() ]+?) did ([a-z]+) (?:earn|get|receive|make|take home)$/,
      '$1 for $2',
    )
    .replace(/ (?:deducted|withheld|taken off)\b/, '');
  const month = /\b(?:for|in) ([a-z]+)(?: \d{4})?$/.exec(put);
  const mi = month ? MONTH_KEYS.indexOf(month[1]!.slice(0, 3)) : -1;
  if (
    month &&
    mi >= 0 &&
    !t.columns.some((c) => c.period) &&
    !t.rows.some((r) => r.period) &&
    new RegExp(`\\b${month[1]}\\b`, 'i').test(t.title ?? '')
  )
    put = put.slice(0, month.index).trim();
  if (put === q) return undefined;
  const named = t.columns.filter((c) => {
    const ws = words(c);
    return ws.length > 0 && ws.every((w) => new RegExp(`\\b${w}\\b`).test(put));
  });
  const best = named.sort((a, b) => words(b).length - words(a).length)[0];
  if (!best) return undefined;
  return { query: put, column: best.label };
}
