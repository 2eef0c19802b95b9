import { useEffect, useState } from 'react';
import type { DependencyList } from 'react';
import { isApiError } from '@fina/api-client';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  set: (data: T) => void;
}

/** Loads once per change of `deps`; ignores answers that arrive after a newer request. */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load()
      .then((value) => current && setData(value))
      .catch((caught: unknown) => {
        if (current) setError(isApiError(caught) ? caught.message : 'Could not load.');
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what reloads
  }, deps);
  return { data, loading, error, set: setData };
}
