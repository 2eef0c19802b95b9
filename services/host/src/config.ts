/** The host's own settings (the services' settings are in @fina/service-kit's config). */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTES } from '@fina/contract';
import type { RemoteKey, RemoteName } from '@fina/contract';
import { ConfigError } from '@fina/service-kit';
import { REPO_ROOT } from './paths';

export { SERVICE_NAMES } from '@fina/contract';
import { SERVICE_NAMES } from '@fina/contract';
export type ServiceKey = (typeof SERVICE_NAMES)[number];

export interface HostConfig {
  /** The API + shell port; the remotes default to PORT+1 … PORT+6. */
  port: number;
  host: string;
  services: ServiceKey[];
  shellDist: string;
  /** Remote URL overrides (REMOTES_MANIFEST file, then REMOTE_URL_<NAME>): name → manifest URL. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Extra origins allowed by CORS (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** Content-Security-Policy on (default) or off (CSP=off). */
  csp: boolean;
  /** API calls in flight before new ones get 503 + Retry-After (API_MAX_IN_FLIGHT; 0 = no cap). */
  maxInFlight?: number;
  /** Event-loop lag in ms past which API calls get 503 + Retry-After (API_MAX_LAG_MS; 0 = off). */
  maxLagMs?: number;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65529).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  SERVICES: z
    .string()
    .default('account,chat')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(SERVICE_NAMES, { error: 'must list account and/or chat' }))
        .min(1, 'must list account and/or chat'),
    ),
  SHELL_DIST: z.string().trim().optional(),
  REMOTES_MANIFEST: z.string().trim().optional(),
  CORS_ORIGINS: z.string().optional(),
  CSP: z.enum(['on', 'off']).default('on'),
  API_MAX_IN_FLIGHT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no cap) or more')
    .optional(),
  API_MAX_LAG_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (off) or more')
    .optional(),
});

const manifestFile = z.record(z.string(), z.url());

function remoteOverrides(env: NodeJS.ProcessEnv, file: string | undefined) {
  const urls: Partial<Record<RemoteName, string>> = {};
  if (file) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
    } catch (error) {
      throw new ConfigError(`REMOTES_MANIFEST: cannot read ${file}: ${(error as Error).message}`);
    }
    const checked = manifestFile.safeParse(parsed);
    if (!checked.success) {
      throw new ConfigError(`REMOTES_MANIFEST: ${file} must map remote names to URLs.`);
    }
    const names = Object.values(REMOTES).map((remote) => remote.name as string);
    for (const [name, url] of Object.entries(checked.data)) {
      if (!names.includes(name)) {
        throw new ConfigError(
          `REMOTES_MANIFEST: unknown remote ${name} (known: ${names.join(', ')})`,
        );
      }
      urls[name as RemoteName] = url;
    }
  }
  const known = Object.entries(REMOTES).flatMap(([key, remote]) => [
    `REMOTE_URL_${key.toUpperCase()}`,
    `REMOTE_URL_${remote.name.toUpperCase()}`,
  ]);
  for (const name of Object.keys(env)) {
    if (name.startsWith('REMOTE_URL_') && env[name]?.trim() && !known.includes(name)) {
      throw new ConfigError(`${name}: no such remote (known: ${known.join(', ')})`);
    }
  }
  for (const [key, remote] of Object.entries(REMOTES) as [
    RemoteKey,
    (typeof REMOTES)[RemoteKey],
  ][]) {
    const value =
      env[`REMOTE_URL_${remote.name.toUpperCase()}`] ?? env[`REMOTE_URL_${key.toUpperCase()}`];
    if (value?.trim()) {
      if (!z.url().safeParse(value.trim()).success) {
        throw new ConfigError(`REMOTE_URL_${key.toUpperCase()}: not a URL: ${value}`);
      }
      urls[remote.name] = value.trim();
    }
  }
  return urls;
}

export function loadHostConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    services: [...new Set(e.SERVICES)],
    shellDist: path.resolve(e.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    remoteUrls: remoteOverrides(env, e.REMOTES_MANIFEST),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    csp: e.CSP === 'on',
    ...(e.API_MAX_IN_FLIGHT !== undefined ? { maxInFlight: e.API_MAX_IN_FLIGHT } : {}),
    ...(e.API_MAX_LAG_MS !== undefined ? { maxLagMs: e.API_MAX_LAG_MS } : {}),
  };
}
