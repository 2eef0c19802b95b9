/**
 * Issue 13, pass 14 (W3): questions about things the book does not keep are refused, never
 * answered from a neighbour:
 * - "the employer('s) contribution" on a register whose only such column is the employee's
 *   deduction ("KiwiSaver (employee)"): it answered the employee's column;
 * - "churn rate" on a sheet of churned counts (it added the counts), and a bare "churn" (a
 *   count or a rate? which month?): asked back;
 * - "what do the vans cost" when the one line found only mentions vans ("Van maintenance"):
 *   other lines (fuel, insurance) may be the vans' too, so the answer asks which.
 */
import type { Workbook } from './model';

/** Every label and text cell of the workbook, gathered once per workbook (a 500k-cell sheet
 *  took ~15 ms a question to gather again). */
const labelsByWorkbook = new WeakMap<Workbook, string[]>();
function labelsOf(wb: Workbook): string[] {
  const known = labelsByWorkbook.get(wb);
  if (known) return known;
  const out: string[] = [];
  labelsByWorkbook.set(wb, out);
  for (const s of wb.sheets)
    for (const t of s.tables) {
      for (const c of t.columns) out.push(`${c.group ?? ''} ${c.label}`.trim());
      for (const r of t.rows) {
        if (r.label) out.push(r.label);
        for (const cell of r.cells) if (typeof cell === 'string') out.push(cell);
      }
    }
  return out;
}

export function absentMeasureRefusal(wb: Workbook, text: string): string | undefined {
  const lower = text.toLowerCase();
  const labels = labelsOf(wb);
  const has = (re: RegExp): boolean => labels.some((l) => re.test(l));
  // pass 16 (W3): "employer pension contribution" on a register whose columns never name the
  // employees ("Name | Gross | Pension | Net"): a deduction word is enough to know what is asked
  const deduction =
    /\b(pension|contributions?|kiwisaver|super(annuation)?|401\s?k|ni|national insurance|sss|philhealth|pag-?ibig|cpf|epf|provident)\b/.test(
      lower,
    );
  if (
    /\bemployer'?s?\b/.test(lower) &&
    !has(/\bemployer/i) &&
    (has(/\bemployees?\b/i) || (deduction && has(/\b(gross|net pay|net|payroll|salary|wages?)\b/i)))
  )
    return 'the workbook keeps the employees\u2019 deductions, not what the employer pays; I only report what the columns hold';
  // the question is tested first: scanning every text cell of a long log costs ~8 ms
  if (/\bchurn\b/.test(lower) && has(/\bchurn/i) && !has(/\bchurn (rate|%)/i)) {
    if (/\b(rate|percent|percentage|%)\b|%/.test(lower))
      return 'the sheet keeps the number of customers who churned each month, not a churn rate; ask for the churned count, or the churned count as a percent of subscribers in a month';
    if (!/\bhow many\b|\btotal\b/.test(lower))
      return 'churn can be the number who left or a rate, over the year or in a month; say "how many churned in March" or "total churned"';
  }
  const best = bestPersonOnPayroll(wb, lower);
  if (best) return best;
  const cost =
    /^(?:what|how much) (?:do|does|did) (?:the|our) ([a-z]+?)(?:e?s)? cost(?: us)?\??$/.exec(
      lower.trim(),
    );
  if (cost) {
    const word = cost[1]!;
    const rows = [...new Set(labels.filter((l) => new RegExp(`\\b${word}`, 'i').test(l)))];
    if (rows.length === 1 && rows[0]!.trim().split(/\s+/).length > 1)
      return `I found only "${rows[0]}" for the ${word}s; other lines may be theirs too (fuel, insurance, loan payments), so name the line or the lines to add`;
  }
  return undefined;
}

/**
 * "who is our best teacher" on a payroll register (Gross / Net columns): pay says what someone
 * was paid, not how good they were; the answer gave the best paid (pass 15, W2). Asked back
 * unless the question names what "best" is measured by.
 */
function bestPersonOnPayroll(wb: Workbook, lower: string): string | undefined {
  if (!/\b(best|worst|greatest|top)\b/.test(lower)) return undefined;
  if (
    /\b(paid|pay|earn\w*|salar\w*|wages?|gross|net|cost\w*|hours?|lessons?|sales|revenue)\b/.test(
      lower,
    )
  )
    return undefined;
  const valueLabels: string[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const c of t.columns) if (c.role === 'value') valueLabels.push(c.label.toLowerCase());
  const payroll =
    valueLabels.some((l) => /\bgross\b/.test(l)) && valueLabels.some((l) => /\bnet\b/.test(l));
  if (!payroll) return undefined;
  const named = valueLabels.some((l) =>
    l.split(/[^a-z]+/).some((w) => w.length > 3 && new RegExp(`\\b${w}`).test(lower)),
  );
  if (named) return undefined;
  return 'best by what? The payroll keeps what each person was paid, not how well they did; ask who was paid the most, or name a column';
}
