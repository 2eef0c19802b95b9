/**
 * Issue 13, pass 25 (M3): a payroll register's owner words put in its headers, so the engine
 * reads the columns (a two-row header's group, "Deductions" over its columns, is already one
 * family there). "Net paid (out)" is the Net pay column; "gross" alone is the Gross pay column;
 * "advances paid out" is the one column headed Advance, its total. Only on a book with exactly
 * one table with both a gross and a net pay column.
 */
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const GROSS = /^gross (pay|wages?|salary|earnings)$/i;
const NET = /^net (pay|wages?|salary|earnings)$/i;

function register(wb: Workbook): Table | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.columns.filter((c) => GROSS.test(c.label.trim())).length === 1 &&
        t.columns.filter((c) => NET.test(c.label.trim())).length === 1,
    ),
  );
  return found.length === 1 ? found[0] : undefined;
}

export function payrollPaidWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (!/\b(net paid|gross|paid out|paid)\b/.test(q)) return undefined;
  const t = register(wb);
  if (!t) return undefined;
  const gross = t.columns.find((c) => GROSS.test(c.label.trim()))!.label.toLowerCase();
  const net = t.columns.find((c) => NET.test(c.label.trim()))!.label.toLowerCase();
  let out = q.replace(/\bnet paid(?: out)?\b/, net);
  out = out.replace(/\bgross\b(?! (pay|wages?|salary|salaries|earnings)\b)/, gross);
  // "advances paid out": the one single-word column the noun heads
  const paid = /^(?:total |how much (?:in )?)?([a-z]+?)(?:e?s)? (?:paid out|paid|given out)$/.exec(
    out,
  );
  if (paid) {
    const cols = t.columns.filter((c) => {
      const l = c.label.trim().toLowerCase();
      return l === paid[1] || l === `${paid[1]}e` || l.replace(/s$/, '') === paid[1];
    });
    if (cols.length === 1) out = `total ${cols[0]!.label.toLowerCase()}`;
  }
  return out !== q ? out : undefined;
}
