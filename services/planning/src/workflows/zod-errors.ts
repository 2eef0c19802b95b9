import type { z } from 'zod';
import { badRequest } from '@fina/service-kit';
import type { HttpError } from '@fina/service-kit';

/** The first zod issue as a 400 naming its field ('product_table.2.price'). */
export function zodBadRequest(error: z.ZodError, prefix = ''): HttpError {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = [prefix, path].filter(Boolean).join('.');
  return badRequest(
    `${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid input.'}`,
    field || prefix,
  );
}
