/**
 * Routes come from the contract: `registerCall(app, accountCalls.login, handler)` serves the
 * call at its path, validates body, params and query with the call's zod schemas, serialises
 * the response with its response schema (unknown fields are dropped), and applies its access
 * rule. Client and server share one definition.
 *
 * The URL prefix is the contract's business, not the package's: a domain plugin (documents,
 * planning, …) is registered at the root and each of its calls is served under the prefix of
 * the service the contract names (`/api/account/create_invoice`, `/api/chat/company/…/invoice`).
 * A process that serves only some services (`SERVICES=chat`) skips the other services' calls.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
} from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import { SERVICE_PREFIX } from '@fina/contract';
import type { CallAccess, CallDef } from '@fina/contract';
import { authenticate, requireAdmin } from './auth';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The request a call's handler receives: body, params and query as parsed by its schemas. */
export type CallRequest<C> =
  C extends CallDef<infer B, infer P, infer Q, z.ZodType>
    ? FastifyRequest<{ Body: Out<B>; Params: Out<P>; Querystring: Out<Q> }>
    : never;
export type CallResult<C> =
  C extends CallDef<infer _B, infer _P, infer _Q, infer R> ? z.output<R> : never;
export type CallHandler<C> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallResult<C> | JsonText<CallResult<C>>>;

/**
 * An answer that is already JSON text of the call's response (e.g. built by the database in
 * the query that read it): sent as is, without the response schema's encode + stringify,
 * which for a 50-row list cost more than the query. Its producer owns the shape: test it
 * against the response schema (see documents/src/invoices/invoice-list-json.test.ts).
 */
export class JsonText<T> {
  /** Ties the text to the call's result type; never set. */
  declare readonly shape?: T;
  constructor(readonly text: string | Buffer) {}
}

export interface CallOptions {
  /** Per-address limit for this route (@fastify/rate-limit, in memory). */
  rateLimit?: RateLimitOptions;
  /** Largest body this route accepts, in bytes (default: the app's BODY_LIMIT). */
  bodyLimit?: number;
}

const ACCESS_HOOKS: Record<CallAccess, onRequestHookHandler[]> = {
  public: [],
  user: [authenticate as onRequestHookHandler],
  admin: [authenticate as onRequestHookHandler, requireAdmin as onRequestHookHandler],
};

export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  if (!app.servedServices.has(def.service)) return;
  const schema: FastifySchema & { summary: string; tags: string[]; security?: unknown } = {
    summary: def.summary,
    tags: [def.service],
    response: { '2xx': def.response },
  };
  if (def.body && !def.multipart) schema.body = def.body;
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.access !== 'public') schema.security = [{ bearerAuth: [] }];
  app.route({
    method: def.method,
    url: `${SERVICE_PREFIX[def.service]}/${def.path}`,
    schema,
    // A fresh array per route: plugins such as @fastify/rate-limit push their hooks into it.
    onRequest: [...ACCESS_HOOKS[def.access]],
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (request, reply) => {
      const result = await handler(request as CallRequest<C>, reply);
      if (!(result instanceof JsonText)) return result;
      // A string with a JSON content type skips the serializer (fastify's reply.send).
      return reply.type('application/json; charset=utf-8').send(result.text);
    },
  });
}
