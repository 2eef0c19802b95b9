import type { Expense, ExpenseInput } from '@fina/contract';
import { readDecimal } from '@fina/finance';
import { amountProblem } from '../shared-ui/ledger-money';
import { isIsoDate } from '../shared-ui/ledger-dates';

/** An expense as the form holds it (text, exactly as typed). */
export interface ExpenseDraft {
  date: string;
  vendor: string;
  category: string;
  amount: string;
  tax: string;
  note: string;
}

export type ExpenseErrors = Partial<Record<keyof ExpenseDraft, string>>;

export function emptyExpense(date: string): ExpenseDraft {
  return { date, vendor: '', category: '', amount: '', tax: '0', note: '' };
}

export function expenseToDraft(expense: Expense): ExpenseDraft {
  const { date, vendor, category, amount, tax, note } = expense;
  return { date, vendor, category, amount, tax, note };
}

/** Exact comparison of two decimal texts already known to be numbers. */
function greater(a: string, b: string): boolean {
  const x = readDecimal(a);
  const y = readDecimal(b);
  if (!x.ok || !y.ok) return false;
  const scale = Math.max(x.value.scale, y.value.scale);
  const up = (coef: bigint, from: number) => coef * 10n ** BigInt(scale - from);
  return up(x.value.coef, x.value.scale) > up(y.value.coef, y.value.scale);
}

/** The client's checks: a real date, a vendor, a category, amount > 0, 0 ≤ tax ≤ amount. */
export function validateExpense(draft: ExpenseDraft, currency: string): ExpenseErrors {
  const errors: ExpenseErrors = {};
  if (!draft.date) errors.date = 'Date is required.';
  else if (!isIsoDate(draft.date)) errors.date = 'Enter a real date.';
  if (!draft.vendor.trim()) errors.vendor = 'Vendor is required.';
  if (!draft.category.trim()) errors.category = 'Pick a category.';
  const amount = amountProblem(draft.amount, currency);
  if (amount) errors.amount = amount;
  const tax = amountProblem(draft.tax || '0', currency, { label: 'Tax', allowZero: true });
  if (tax) errors.tax = tax;
  else if (!amount && greater(draft.tax || '0', draft.amount)) {
    errors.tax = 'Tax cannot be more than the amount (the amount includes the tax).';
  }
  return errors;
}

export function expenseBody(draft: ExpenseDraft): ExpenseInput {
  return {
    date: draft.date,
    vendor: draft.vendor.trim(),
    category: draft.category,
    amount: draft.amount.trim(),
    tax: draft.tax.trim() || '0',
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
}
