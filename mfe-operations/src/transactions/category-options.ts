import type { ExpenseCategory } from '@fina/contract';

/** Categories for money in: the expense list has only categories for money out. */
export const INCOME_CATEGORIES = [
  'Sales',
  'Other income',
  'Owner funds',
  'Loan',
  'Transfer',
] as const;

/** The select's options: income first, then the company's expense categories, then any other in use. */
export function categoryOptions(expense: ExpenseCategory[], inUse: (string | null)[]) {
  const names = [...INCOME_CATEGORIES, ...expense.map((c) => c.name)];
  for (const name of inUse) if (name && !names.includes(name)) names.push(name);
  return [...new Set(names)].map((name) => ({ value: name, label: name }));
}

/** A first guess at the text a rule looks for: the description's first word ("GRAB*1234" → "GRAB"). */
export function ruleTextFrom(description: string): string {
  const word = description
    .trim()
    .split(/[\s*#/\d]+/)
    .find((part) => part.length >= 2);
  return (word ?? description.trim()).slice(0, 200);
}
