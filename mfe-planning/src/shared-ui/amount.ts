/**
 * Amounts typed by the owner stay text (exact on the wire as decimal strings); these checks
 * say whether a text is a usable amount without ever turning it into a binary float.
 */
const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;
const GROUPED_RE = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** '1,250.50' → '1250.50'; blanks and spaces removed. */
export function normaliseAmount(text: string): string {
  const trimmed = text.trim();
  return GROUPED_RE.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
}

/** Why an amount cannot be used, or null when it is fine (0 or more, at most 2 decimals). */
export function amountProblem(text: string, what = 'Amount'): string | null {
  const value = normaliseAmount(text);
  if (value === '') return `${what} is required.`;
  if (value.startsWith('-')) return `${what} cannot be negative.`;
  if (!AMOUNT_RE.test(value)) return `${what} must be a number with at most 2 decimals.`;
  return null;
}

/** A whole number of at least `min` (units, years), or why not. */
export function wholeNumberProblem(text: string, what: string, min = 1): string | null {
  const value = text.trim();
  if (value === '') return `${what} is required.`;
  if (!/^\d+$/.test(value) || Number(value) < min)
    return `${what} must be a whole number of at least ${min}.`;
  return null;
}
