import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from './server-message';

export interface RemoteData<T> {
  data: T | undefined;
  loading: boolean;
  /** The server's message when the last load failed. */
  error: string | null;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes (a company, a month, a filter) and on `reload()`;
 * an answer that arrives after the key moved on is dropped. `load` returning null means
 * "nothing to load" (no company selected).
 */
export function useRemoteData<T>(key: string, load: () => Promise<T> | null): RemoteData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const pending = load();
    if (!pending) {
      setData(undefined);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    setError(null);
    pending
      .then((answer) => current && setData(answer))
      .catch((cause: unknown) => current && setError(serverMessage(cause)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
