/**
 * One way to name a field in this feature's 400s, the service kit's: `client_rows.1.amount`.
 * zod paths are joined into it; the finance engine already names fields that way.
 */
import type { z } from 'zod';
import type { FinanceIssue } from '@fina/finance';
import type { HttpError } from '@fina/service-kit';
import { badRequest } from '@fina/service-kit';

/** The message names the field unless it already does (the kit's rule for 400s). */
function withField(field: string, message: string): string {
  if (!field) return message;
  const last = field.split('.').pop() ?? field;
  const lower = message.toLowerCase();
  if (lower.includes(field.toLowerCase()) || lower.startsWith(`${last.toLowerCase()} `)) {
    return message;
  }
  return `${field}: ${message}`;
}

export function zodError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return badRequest(withField(field, issue?.message ?? 'Invalid input.'), field || undefined);
}

export function financeError(issues: readonly FinanceIssue[]): HttpError {
  const first = issues[0];
  const field = first?.field ?? '';
  return badRequest(withField(field, first?.message ?? 'Invalid input.'), field || undefined);
}
