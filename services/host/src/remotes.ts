/**
 * `/remotes.json`: where the shell finds each remote's mf-manifest.json, decided at run time.
 * Default: the host the page came from, on PORT+1 … PORT+6 (landing, planning, statements,
 * operations, chat, admin); REMOTES_MANIFEST and REMOTE_URL_<NAME> override.
 */
import { REMOTES } from '@fina/contract';
import type { RemotesManifest } from '@fina/contract';
import type { HostConfig } from './config';

/** Remote keys in port order: landing is PORT+1 … admin is PORT+6. */
export const REMOTE_ORDER = Object.values(REMOTES);

export function remotePort(hostConfig: Pick<HostConfig, 'port'>, index: number): number {
  return hostConfig.port + index + 1;
}

export function remotesManifest(
  hostConfig: Pick<HostConfig, 'port' | 'remoteUrls'>,
  request: { protocol: string; hostname: string },
): RemotesManifest {
  const hostname = request.hostname.replace(/:\d+$/, '') || 'localhost';
  const entries = REMOTE_ORDER.map((remote, index) => [
    remote.name,
    hostConfig.remoteUrls[remote.name] ??
      `${request.protocol}://${hostname}:${remotePort(hostConfig, index)}/mf-manifest.json`,
  ]);
  return Object.fromEntries(entries) as RemotesManifest;
}

/** The distinct origins of the remotes, for CORS and the Content-Security-Policy. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  return [...new Set(Object.values(manifest).map((url) => new URL(url).origin))];
}
