import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@fina/contract/core';

/**
 * Where each remote lives is learnt at run time from `/remotes.json` (written at deploy
 * time or served by the host), so moving a remote needs no rebuild of the shell.
 */
let registered: Promise<RemotesManifest> | undefined;

/** The id of the manifest the host writes into the page (services/host/src/page-html/). */
export const INLINE_MANIFEST_ID = 'fina-remotes';

/**
 * The manifest the host wrote into the HTML (a JSON data block, which the CSP does not treat
 * as a script): the first load needs no /remotes.json round trip before a remote's files.
 */
function inlineManifest(): RemotesManifest | undefined {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RemotesManifest;
  } catch {
    return undefined;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load the remotes manifest (${response.status})`);
  return (await response.json()) as RemotesManifest;
}

/** Registers every remote once; `force` re-registers (after a failed load, on Retry). */
export function ensureRemotesRegistered(force = false): Promise<RemotesManifest> {
  if (!registered || force) {
    // A retry (force) asks the server afresh: a remote may have moved since the page loaded.
    const inline = force ? undefined : inlineManifest();
    const attempt = (inline ? Promise.resolve(inline) : fetchManifest()).then((manifest) => {
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
