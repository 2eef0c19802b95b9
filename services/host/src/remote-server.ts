/** A static server for one remote's dist folder: CORS *, entry files no-cache, hashed immutable. */
import fs from 'node:fs';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './static-files';

export async function buildRemoteServer(
  dir: string,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  app.addHook('onSend', async (_request, reply) => {
    // Remotes are fetched by the shell from another origin (manifest fetch, chunk scripts).
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-content-type-options', 'nosniff');
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `No file ${request.url}` }),
  );
  if (fs.existsSync(dir)) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      // dist holds .br and .gz beside each text file (built by the toolchain): send the one
      // the browser accepts, with Content-Encoding and Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn({ dir }, 'remote not built: answering 404');
  }
  return app;
}
