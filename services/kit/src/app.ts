/**
 * The fastify app both services run in: zod compilers, the one error format, JWT auth,
 * rate limiting (per route), multipart limits, and the database on `app.db`.
 * Services are plugins registered on it under their prefix (see services/host).
 */
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVICE_NAMES } from '@fina/contract';
import type { ServiceName } from '@fina/contract';
import type { Database, Db } from '@fina/db';
import { registerJwt } from './auth';
import { DEFAULT_SESSION_CACHE_MS, fastifyTrustProxy } from './config';
import type { ServiceConfig } from './config';
import { assertBoundedStrings, assertCleanStrings } from './clean-strings';
import { errorHandler, notFoundHandler } from './error-handler';
import { HttpError } from './http-error';
import { defaultSheddingLimits, installLoadShedding } from './load-shedding';
import { SessionCache, isWriteMethod } from './session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    serviceConfig: ServiceConfig;
    /** The services (URL prefixes) this process serves; calls of the others are not routed. */
    servedServices: ReadonlySet<ServiceName>;
    /** Sessions checked in the last SESSION_CACHE_MS (auth.ts, session-cache.ts). */
    sessionCache: SessionCache;
  }
}

export interface ServiceAppOptions {
  database: Database;
  config: ServiceConfig;
  /** false in tests; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
  /** Answers unknown routes (default: 404 in the API's error format). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Which services' calls to serve (default: all of them). */
  services?: readonly ServiceName[];
  /** API calls in flight before new ones get 503 (0: no cap; default by database kind). */
  maxInFlight?: number;
  /** Event-loop lag (ms) past which new API calls get 503 (0: off; default by database kind). */
  maxLagMs?: number;
}

export async function createServiceApp(options: ServiceAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(options.notFound ?? notFoundHandler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('serviceConfig', config);
  app.decorate('servedServices', new Set(options.services ?? SERVICE_NAMES));
  const sessionCache = new SessionCache(config.sessionCacheMs ?? DEFAULT_SESSION_CACHE_MS);
  app.decorate('sessionCache', sessionCache);
  // A write may end or change a session (logout, deactivation, role, password): once it is
  // done and before its answer leaves, every session is checked against the database again.
  if (sessionCache.enabled) {
    app.addHook('onSend', async (request) => {
      if (isWriteMethod(request.method)) sessionCache.forgetAll();
    });
  }
  if (options.closeDatabase !== false) app.addHook('onClose', () => database.close());
  // Before any schema sees them: a NUL or a lone surrogate is a 400 naming the field.
  app.addHook('preValidation', async (request) => {
    assertCleanStrings(request.params);
    assertCleanStrings(request.query);
    assertBoundedStrings(request.params);
    assertBoundedStrings(request.query);
    if (!request.isMultipart()) {
      assertCleanStrings(request.body);
      assertBoundedStrings(request.body);
    }
  });

  const shedding = defaultSheddingLimits(database.kind);
  installLoadShedding(app, {
    maxInFlight: options.maxInFlight ?? shedding.maxInFlight,
    maxLagMs: options.maxLagMs ?? shedding.maxLagMs,
  });
  await registerJwt(app);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests from your address. Try again in ${context.after}.`, {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: config.uploadLimit,
      files: 4,
      fields: 50,
      fieldSize: 256 * 1024,
      parts: 60,
    },
  });
  return app;
}
