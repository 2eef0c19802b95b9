import type { z } from 'zod';

/** The spec's two services: each call is served under one of their URL prefixes. */
export const SERVICE_NAMES = ['account', 'chat'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, any signed-in user, or an admin only. */
export type CallAccess = 'public' | 'user' | 'admin';

/**
 * One call of the public API, typed once: the services register their routes from it
 * (validating with the same schemas) and the typed client builds its requests from it.
 */
export interface CallDef<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  service: ServiceName;
  method: HttpMethod;
  /** Path under the service prefix, with `:name` parameters, e.g. `company/:companyId`. */
  path: string;
  access: CallAccess;
  summary: string;
  body?: TBody;
  params?: TParams;
  query?: TQuery;
  response: TResponse;
  /** multipart calls carry files; their fields are validated by the route itself. */
  multipart?: boolean;
}

/** Declares a call; the exact type of `def` is kept, so present schemas stay required. */
export function defineCall<const D extends CallDef>(def: D): D {
  return def;
}

/** A part whose every field is optional (e.g. a paged query) may be left out. */
type Part<K extends string, T> = T extends z.ZodType
  ? object extends z.input<T>
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : { [P in K]?: undefined };

/** What a caller passes: `{ body, params, query }` as the call's schemas require. */
export type CallInput<C> = C extends { body?: infer B; params?: infer P; query?: infer Q }
  ? Part<'body', B> & Part<'params', P> & Part<'query', Q>
  : never;
/** What a call answers, after the server's serialisation. */
export type CallResponse<C> = C extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : never;
/** The validated body a route handler receives. */
export type CallBody<C> = C extends { body?: infer B extends z.ZodType } ? z.output<B> : undefined;

/** API prefix of each service: the spec's call names are served unchanged beneath it. */
export const SERVICE_PREFIX: Record<ServiceName, string> = {
  account: '/api/account',
  chat: '/api/chat',
};

/** `company/:companyId` + {companyId: 'x'} → `/api/account/company/x`. */
export function callUrl(def: Pick<CallDef, 'service' | 'path'>, params?: Record<string, unknown>) {
  const path = def.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${SERVICE_PREFIX[def.service]}/${path}`;
}

/** The one error body every service answers with. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** The input field at fault, for 400s: e.g. `password` or `items.2.quantity`. */
  field?: string;
}
