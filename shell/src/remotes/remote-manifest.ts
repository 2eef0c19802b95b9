import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@fina/contract/core';

/**
 * Where each remote lives is learnt at run time from `/remotes.json` (written at deploy
 * time or served by the host), so moving a remote needs no rebuild of the shell.
 */
let registered: Promise<RemotesManifest> | undefined;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load the remotes manifest (${response.status})`);
  return (await response.json()) as RemotesManifest;
}

/** Registers every remote once; `force` re-registers (after a failed load, on Retry). */
export function ensureRemotesRegistered(force = false): Promise<RemotesManifest> {
  if (!registered || force) {
    const attempt = fetchManifest().then((manifest) => {
      registerRemotes(
        Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
        { force },
      );
      return manifest;
    });
    // A failed manifest fetch must not stick: the next call tries again.
    attempt.catch(() => {
      if (registered === attempt) registered = undefined;
    });
    registered = attempt;
  }
  return registered;
}

/** Forgets the manifest (a fresh page; used by tests). */
export function forgetRemotesManifest(): void {
  registered = undefined;
}
