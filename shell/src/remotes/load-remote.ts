import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSE, REMOTES } from '@fina/contract/core';
import type { RemoteKey } from '@fina/contract/core';
import { ensureRemotesRegistered } from './remote-manifest';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteKey,
    cause: unknown,
  ) {
    super(`The ${remote} area could not be loaded.`);
    this.name = 'RemoteLoadError';
    this.cause = cause;
  }
}

/** Pause before the automatic second attempt: long enough for a blip, short for a person. */
export const AUTOMATIC_RETRY_DELAY_MS = 400;

async function loadOnce<T>(remote: RemoteKey, reRegister: boolean): Promise<T> {
  await ensureRemotesRegistered(reRegister);
  const module = await loadRemote<T>(`${REMOTES[remote].name}/${REMOTE_EXPOSE.slice(2)}`);
  if (!module) throw new Error('empty module');
  return module;
}

/**
 * Loads a remote's one exposed module; nothing is fetched before an area is visited. A load
 * that fails is tried once more (re-registering, so a restarted remote is fetched afresh)
 * before the error boundary's fallback shows: failure in layers, the fallback last.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, retry = false): Promise<T> {
  try {
    return await loadOnce<T>(remote, retry);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, AUTOMATIC_RETRY_DELAY_MS));
    try {
      return await loadOnce<T>(remote, true);
    } catch (cause) {
      throw new RemoteLoadError(remote, cause);
    }
  }
}
