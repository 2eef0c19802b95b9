import { useCallback, useEffect, useState } from 'react';
import { loadErrorOf } from './submit-error';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Runs a read when its key changes (the company), keeping only the latest answer: a slow
 * answer for the previous company never overwrites the current one. A null key loads nothing.
 */
export function useLoad<T>(key: string | null, load: (key: string) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setData(null);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    setError(null);
    load(key).then(
      (value) => {
        if (!current) return;
        setData(value);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(loadErrorOf(caught));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated each render by callers; the key and the retry count decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload };
}
