/** Starting the API process from the environment (used by start.ts and api-server-main.ts). */
import type { FastifyInstance } from 'fastify';
import { databaseConfigFromEnv, redactUrl } from '@fina/db';
import { loadServiceConfig } from '@fina/service-kit';
import { buildApiServer, DOCS_PATH } from './api-server';
import { loadHostConfig } from './config';
import type { HostConfig } from './config';

export interface RunningApi {
  app: FastifyInstance;
  hostConfig: HostConfig;
  url: string;
}

export async function startApiServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningApi> {
  const serviceConfig = loadServiceConfig(env);
  const hostConfig = loadHostConfig(env);
  const databaseConfig = databaseConfigFromEnv(env);
  const app = await buildApiServer({ serviceConfig, hostConfig, databaseConfig });
  try {
    await app.listen({ port: hostConfig.port, host: hostConfig.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info(
    {
      services: hostConfig.services,
      database:
        databaseConfig.kind === 'postgres'
          ? redactUrl(databaseConfig.url)
          : `PGlite in ${databaseConfig.dataDir}`,
      docs: DOCS_PATH,
    },
    'API ready',
  );
  return { app, hostConfig, url: `http://localhost:${hostConfig.port}` };
}

/** Prints a start-up failure plainly (config errors, a locked data folder) and exits. */
export function exitOnStartFailure(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Fina could not start: ${message}`);
  if (error instanceof Error && !['ConfigError', 'DataDirLockedError'].includes(error.name)) {
    console.error(error.stack);
  }
  process.exit(1);
}
