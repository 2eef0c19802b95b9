/**
 * One error format for every route: `{statusCode, error, message, field?}` (ApiErrorBody).
 * Client mistakes keep their 4xx status and a readable message; 5xx details are logged and
 * hidden.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { MESSAGES } from '@fina/contract';
import { HttpError, errorBody } from './http-error';

type Context = 'body' | 'querystring' | 'params' | 'headers' | string | undefined;

const CONTEXT_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** `/items/2/quantity` → `items.2.quantity`. */
function fieldOf(issue: ZodFastifySchemaValidationError): string | undefined {
  const parts = issue.instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : undefined;
}

/** A message that names the field: schemas' own messages usually do; zod's defaults do not. */
export function validationMessage(
  issue: ZodFastifySchemaValidationError,
  context: Context,
): { message: string; field?: string } {
  const field = fieldOf(issue);
  const raw = issue.message ?? 'Invalid input';
  if (!field) {
    if (context === 'body' && /received undefined|expected object/i.test(raw)) {
      return { message: 'The request body must be a JSON object.' };
    }
    return { message: `Invalid ${CONTEXT_NAMES[context ?? ''] ?? 'input'}: ${raw}` };
  }
  const last = field.split('.').pop() ?? field;
  const names = [field, last, last.replace(/_/g, ' ')].map((name) => name.toLowerCase());
  if (names.some((name) => raw.toLowerCase().includes(name))) return { message: raw, field };
  if (issue.keyword === 'invalid_type' && /received undefined/i.test(raw)) {
    return { message: `${field} is required.`, field };
  }
  if (/^Invalid input/i.test(raw)) {
    return { message: raw.replace(/^Invalid input/i, `Invalid ${field}`), field };
  }
  if (issue.keyword === 'unrecognized_keys') return { message: raw, field };
  return { message: `${field}: ${raw}`, field };
}

const CLIENT_ERROR_MESSAGES: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    'The request body is empty: send a JSON object, or no Content-Type header.',
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (error) =>
    `${error.message.replace(/^Unsupported Media Type:?\s*/i, 'Unsupported content type ')}`.trim() +
    ': send application/json.',
};

const MALFORMED_UPLOAD = 'The upload arrived cut off or malformed. Please send the file again.';

/** busboy (under @fastify/multipart) throws plain errors for a broken multipart body. */
function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  return (
    request.isMultipart() &&
    /unexpected end of (multipart data|form|file)|malformed part header|boundary not found/i.test(
      error.message,
    )
  );
}

export function errorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const context = (error as { validationContext?: string }).validationContext;
    const { message, field } = first
      ? validationMessage(first, context)
      : { message: 'Invalid input.', field: undefined };
    return reply.code(400).send(errorBody(400, message, field));
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const describe = fastifyError.code ? CLIENT_ERROR_MESSAGES[fastifyError.code] : undefined;
    const message = describe ? describe(fastifyError) : error.message;
    if (status === 429 || status === 413) request.log.info({ code: fastifyError.code }, message);
    return reply.code(status).send(errorBody(status, message));
  }
  if (isMalformedMultipart(error, request)) {
    return reply.code(400).send(errorBody(400, MALFORMED_UPLOAD));
  }
  // Anything else is our fault: log it whole, tell the client nothing about it.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(500, MESSAGES.serverError));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return reply.code(404).send(errorBody(404, `There is no ${request.method} ${path} in this API.`));
}
