/**
 * Per-user rate limits for costly calls (uploads, chat, PDF rendering): @fastify/rate-limit
 * keyed on the signed-in user rather than the address, so one account cannot hog the
 * process from many addresses, and users behind one office NAT do not share a budget.
 *
 *   registerCall(app, calls.uploadExcel, handler, { rateLimit: perUserRateLimit('upload', 20) });
 *
 * Its hook runs after the route's auth hook (registerCall lists auth first), so the user is
 * known; an unauthenticated request never gets this far. In memory, per process.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from './http-error';

export const perUserRateLimitMessage = (what: string, after: string) =>
  `Too many ${what} requests from your account. Try again in ${after}.`;

export function perUserRateLimit(
  what: string,
  max: number,
  timeWindow: number | string = '1 minute',
): RateLimitOptions {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const user = request.user as { id?: string } | undefined;
      return `${what}:${user?.id ?? `address:${request.ip}`}`;
    },
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(perUserRateLimitMessage(what, context.after), context.ttl / 1000),
  };
}

/** Uploads (workbooks, bank files, images) one account may send a minute, per process. */
export const PER_USER_UPLOADS_PER_MINUTE = 20;
/** PDFs (downloads and invoices sent by mail) one account may have rendered a minute. */
export const PER_USER_PDFS_PER_MINUTE = 30;
