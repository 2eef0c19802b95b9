/**
 * The payroll form's state and its rules, from the finance engine (the service applies the
 * same ones): a list of at least one complete employee row, a payday, and days of the month
 * for 'Others'. Messages are keyed by the API's field names (`employees.2.salary`) so a
 * server 400 lands on the same input.
 */
import type { Currency, PayrollSubmission, SavedPayroll } from '@fina/contract';
import type { PaydayOption } from '@fina/finance';
import { computePayroll, validatePayroll } from '@fina/finance';

export interface EmployeeRow {
  key: string;
  name: string;
  role: string;
  /** Exact text as typed ("2500.50"): never a float. */
  salary: string;
}

export interface PayrollDraft {
  rows: EmployeeRow[];
  payday: PaydayOption | undefined;
  customDays: number[];
}

export type FieldErrors = Record<string, string>;

let nextKey = 0;
export function newEmployeeRow(values: Partial<Omit<EmployeeRow, 'key'>> = {}): EmployeeRow {
  nextKey += 1;
  return { key: `employee-${nextKey}`, name: '', role: '', salary: '', ...values };
}

export function emptyDraft(): PayrollDraft {
  return { rows: [newEmployeeRow()], payday: undefined, customDays: [] };
}

export function draftFromSaved(saved: SavedPayroll): PayrollDraft {
  return {
    rows: saved.employees.map((employee) => newEmployeeRow(employee)),
    payday: saved.payday,
    customDays: saved.custom_days,
  };
}

/** A row the user added and left empty is not an employee. */
function isBlank(row: EmployeeRow): boolean {
  return !row.name.trim() && !row.role.trim() && !row.salary.trim();
}

/** The rows that count, with their index in the table (so messages land on the right row). */
function filledRows(rows: EmployeeRow[]): { row: EmployeeRow; index: number }[] {
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => !isBlank(row));
}

export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export function toSubmission(draft: PayrollDraft): PayrollSubmission {
  return {
    employees: filledRows(draft.rows).map(({ row }) => ({
      name: row.name.trim(),
      role: row.role.trim(),
      salary: row.salary.trim(),
    })),
    payday: draft.payday as PaydayOption,
    ...(draft.payday === 'Others' ? { custom_days: draft.customDays } : {}),
  };
}

/**
 * A field of the submission (`employees.1.salary`, counted among the filled rows) as the
 * field of the table (`employees.3.salary` when blank rows sit above it).
 */
export function tableField(draft: PayrollDraft, submissionField: string): string {
  const filled = filledRows(draft.rows);
  return submissionField.replace(/^employees\.(\d+)/, (_, i: string) => {
    return `employees.${filled[Number(i)]?.index ?? Number(i)}`;
  });
}

/** Every problem, keyed by field; empty when the payroll can be saved. */
export function validateDraft(draft: PayrollDraft, currency: Currency): FieldErrors {
  const submission = toSubmission(draft);
  const issues = validatePayroll({ ...submission, currency, start_month: currentMonth() });
  const errors: FieldErrors = {};
  for (const issue of issues) errors[tableField(draft, issue.field)] ??= issue.message;
  return errors;
}

/** Σ monthly gross salaries by the engine, or null while a row is not a valid amount yet. */
export function liveMonthlyTotal(draft: PayrollDraft, currency: Currency): string | null {
  const employees = toSubmission(draft).employees;
  if (employees.length === 0) return null;
  try {
    return computePayroll({
      currency,
      employees,
      payday: 'Every end of the month',
      start_month: currentMonth(),
      months: 1,
    }).monthly_total.formatted;
  } catch {
    return null;
  }
}
