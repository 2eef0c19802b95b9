/**
 * The harness serves the API + shell on E2E_PORT and each remote on E2E_PORT + its port
 * offset, read from apps.json (the one list of apps).
 */
import appsFile from '../../apps.json' with { type: 'json' };

export const REMOTE_PORT_OFFSETS: Readonly<Record<string, number>> = Object.fromEntries(
  appsFile.apps.flatMap((app) => ('remote' in app ? [[app.remote, app.portOffset]] : [])),
);

export function remotePort(remote: string): number {
  const offset = REMOTE_PORT_OFFSETS[remote];
  if (offset === undefined) throw new Error(`${remote} is not a remote in apps.json`);
  return Number(process.env.E2E_PORT) + offset;
}

/** The remotes a first visit to the public site must not load: every one but the landing. */
export function authenticatedRemotePorts(): string[] {
  return ['planning', 'statements', 'operations', 'chat', 'admin'].map((remote) =>
    String(remotePort(remote)),
  );
}
