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

/** Loads a remote's one exposed module; nothing is fetched before an area is visited. */
export async function loadRemoteModule<T>(remote: RemoteKey, retry = false): Promise<T> {
  try {
    await ensureRemotesRegistered(retry);
    const module = await loadRemote<T>(`${REMOTES[remote].name}/${REMOTE_EXPOSE.slice(2)}`);
    if (!module) throw new Error('empty module');
    return module;
  } catch (cause) {
    throw new RemoteLoadError(remote, cause);
  }
}
