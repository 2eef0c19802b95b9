/**
 * Issue 13, pass 13: a payroll register kept one row per payslip (Pay date | Employee | Hours |
 * Gross Pay | Tax | Pension | Net Pay) over several pay dates. "Payroll", "wages" found no
 * column ("salary" is not in the book) and "the highest gross pay month" read one payslip (a
 * wrong figure). Here the owner's words are put in the book's terms before the engine reads
 * them: payroll / wages / wage bill / salaries are the one Gross column; "the <superlative>
 * <measure> month" (or "<superlative> <measure> month") is "which month had the <superlative>
 * <measure>", a ranking of months by their summed payslips; a payslip is a row.
 */
import type { Workbook } from './model';
import { viewsOf } from './view';

const SUPERLATIVE = '(highest|biggest|largest|best|lowest|smallest|worst|most expensive|cheapest)';
const PERIOD_LAST = new RegExp(
  `^(?:(?:what|which) (?:was|is|were) )?(?:the |our )?${SUPERLATIVE} (.+?) (month|quarter|week)$`,
  'i',
);

function grossColumn(wb: Workbook): string | undefined {
  const labels = viewsOf(wb).flatMap((v) =>
    v.table.layout === 'long' ? v.valueCols.map((ci) => v.table.columns[ci]!.label) : [],
  );
  const gross = labels.filter((l) => /\bgross\b/i.test(l));
  const register =
    gross.length === 1 &&
    labels.some((l) => /\bnet\b/i.test(l)) &&
    labels.some((l) =>
      /\b(deductions?|tax|paye|withholding|pension|ni|social security)\b/i.test(l),
    );
  return register ? gross[0] : undefined;
}

export function payrollRegisterWording(wb: Workbook, question: string): string {
  const gross = grossColumn(wb);
  if (!gross) return question;
  let q = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '');
  if (!/\b(gross|net)\b/i.test(q))
    q = q.replace(/\b(payroll|wage bill|wages|salaries|salary bill)\b/i, gross);
  q = q.replace(/\bper payslip\b/i, 'per row').replace(/\bpayslips\b/i, 'rows');
  const m = PERIOD_LAST.exec(q);
  if (m) q = `which ${m[3]!.toLowerCase()} had the ${m[1]!.toLowerCase()} ${m[2]}`;
  return q;
}
