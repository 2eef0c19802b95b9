/**
 * The API process: both services (or those in SERVICES) under /api/<service>, their OpenAPI
 * document and docs, /remotes.json, and the shell's static files with the SPA fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, REMOTES, SERVICE_PREFIX } from '@fina/contract';
import { accountService } from '@fina/account-service';
import { chatService } from '@fina/chat-service';
import { documentsService } from '@fina/documents';
import { ledgerService } from '@fina/ledger';
import { planningService } from '@fina/planning';
import { openDatabase } from '@fina/db';
import type { DatabaseConfig } from '@fina/db';
import { createServiceApp, notFoundHandler } from '@fina/service-kit';
import type { ServiceConfig } from '@fina/service-kit';
import type { HostConfig } from './config';
import { EARLY_DATA_SCRIPT_CSP } from './page-html/early-data-script';
import { createPageResponder } from './page-html/page-responder';
import { REPO_ROOT } from './paths';
import { remoteOrigins, remotesManifest } from './remotes';
import { cacheControlFor } from './static-files';

/**
 * The domain packages, each a fastify plugin registered at the root. Which URL prefix a call
 * is served under is the contract's business; SERVICES picks the prefixes this process serves.
 */
export const DOMAIN_PLUGINS = [
  accountService,
  documentsService,
  chatService,
  planningService,
  ledgerService,
] as const;
export const DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

export interface ApiServerOptions {
  serviceConfig: ServiceConfig;
  hostConfig: HostConfig;
  databaseConfig: DatabaseConfig;
  logger?: FastifyServerOptions['logger'];
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** `/`, `/dashboard`, `/reports/invoice/x`: a route, not a file (which has an extension). */
function looksLikePage(url: string): boolean {
  const last = (url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !last.includes('.');
}

/** Hostname and protocol of a raw request, as fastify would read them (for helmet). */
function rawRequestInfo(req: IncomingMessage, trustProxy: boolean) {
  const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  const protocol =
    (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim()) ||
    ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  const host = (trustProxy && (req.headers['x-forwarded-host'] as string)) || req.headers.host;
  return { protocol, hostname: (host ?? 'localhost').replace(/:\d+$/, '') };
}

export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const { serviceConfig, hostConfig } = options;
  const database = await openDatabase(options.databaseConfig);
  const shellIndex = path.join(hostConfig.shellDist, 'index.html');
  const hasShell = fs.existsSync(shellIndex);
  // A page's HTML carries its preload hints and, for a public page, its prerendered copy
  // (page-html/): read from the dists of the remotes this host serves itself.
  const pages = createPageResponder({
    shellDist: hostConfig.shellDist,
    remoteDists: Object.fromEntries(
      Object.values(REMOTES)
        .filter((remote) => !hostConfig.remoteUrls[remote.name])
        .map((remote) => [remote.name, path.join(REPO_ROOT, remote.package, 'dist')]),
    ),
    prerenderedRemote: REMOTES.landing.name,
  });

  const spaFallback = (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      (wantsHtml(request) || looksLikePage(request.url));
    if (!isPage) return notFoundHandler(request, reply);
    reply.header('cache-control', 'no-cache');
    if (!hasShell) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><title>${PRODUCT_NAME}</title><p>The web app is not built yet: run <code>npm run build</code>. The API is up: <a href="${DOCS_PATH}">${DOCS_PATH}</a>.</p>`,
        );
    }
    return pages.send(request, reply, manifestFor(request));
  };

  let app: FastifyInstance;
  try {
    app = await createServiceApp({
      database,
      config: serviceConfig,
      logger: options.logger,
      notFound: spaFallback,
      services: hostConfig.services,
      ...(hostConfig.maxInFlight !== undefined ? { maxInFlight: hostConfig.maxInFlight } : {}),
      ...(hostConfig.maxLagMs !== undefined ? { maxLagMs: hostConfig.maxLagMs } : {}),
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const manifestFor = (request: { protocol: string; hostname: string }) =>
    remotesManifest(hostConfig, request);
  // The CSP names the remotes' origins in five directives of every answer: computed once per
  // protocol and host (URL parsing per directive per request was ~8% of an API call's CPU).
  const originsByHost = new Map<string, string>();
  const originsFor = (req: IncomingMessage) => {
    const info = rawRequestInfo(req, Boolean(serviceConfig.trustProxy));
    const key = `${info.protocol}://${info.hostname}`;
    let origins = originsByHost.get(key);
    if (origins === undefined) {
      // The Host header is the client's: keep the memory bounded.
      if (originsByHost.size >= 64) originsByHost.clear();
      origins = remoteOrigins(manifestFor(info)).join(' ');
      originsByHost.set(key, origins);
    }
    return origins;
  };

  await app.register(fastifyHelmet, {
    // The shell loads remotes' scripts, styles and manifests from their own origins; antd
    // writes its styles inline at run time (CSS-in-JS), hence 'unsafe-inline' for styles only.
    contentSecurityPolicy: hostConfig.csp
      ? {
          useDefaults: true,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              EARLY_DATA_SCRIPT_CSP,
              (req) => originsFor(req as IncomingMessage),
            ],
            styleSrc: ["'self'", "'unsafe-inline'", (req) => originsFor(req as IncomingMessage)],
            imgSrc: ["'self'", 'data:', 'blob:', (req) => originsFor(req as IncomingMessage)],
            fontSrc: ["'self'", 'data:', (req) => originsFor(req as IncomingMessage)],
            connectSrc: ["'self'", (req) => originsFor(req as IncomingMessage)],
            workerSrc: ["'self'", 'blob:'],
            frameAncestors: ["'self'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    // Remotes are other origins on plain http in the default set-up.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        !!origin &&
        (hostConfig.corsOrigins.includes(origin) ||
          remoteOrigins(manifestFor(request)).includes(origin));
      callback(null, {
        origin: allowed ? origin : false,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', 'accept'],
        maxAge: 600,
      });
    },
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'The account service (/api/account) and the chat service (/api/chat). Errors answer `{statusCode, error, message, field?}`: 400 names the field; 401 needs a bearer token from `login`; 403 admin only; 474 the email exists; 410 the account is deactivated; 429 too many attempts.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'account', description: `Account service, under ${SERVICE_PREFIX.account}` },
        { name: 'chat', description: `Chat service, under ${SERVICE_PREFIX.chat}` },
      ],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  for (const plugin of DOMAIN_PLUGINS) await app.register(plugin);

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return manifestFor(request);
  });

  if (hasShell) {
    await app.register(fastifyStatic, {
      root: hostConfig.shellDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    // `/` is the SPA too (index.html, never cached).
    app.get('/', { schema: { hide: true } }, (request, reply) => spaFallback(request, reply));
  } else {
    app.log.warn({ shellDist: hostConfig.shellDist }, 'shell not built: only the API is served');
  }
  return app;
}
