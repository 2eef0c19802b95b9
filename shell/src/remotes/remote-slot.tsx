import { Suspense, lazy, useCallback, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteAppModule, RemoteAppProps, RoutedRemoteKey } from '@fina/contract/core';
import { loadRemoteModule } from './load-remote';
import { PrerenderHandOff } from './prerendered-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-fallback.module.css';

type LazyRemote = LazyExoticComponent<ComponentType<RemoteAppProps>>;
const cache = new Map<string, LazyRemote>();

function lazyRemote(remote: RoutedRemoteKey | 'landing', attempt: number): LazyRemote {
  const key = `${remote}:${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<RemoteAppModule>(remote, attempt > 0));
    cache.set(key, component);
  }
  return component;
}

/** Forgets every loaded remote (a fresh page; used by tests). */
export function forgetLoadedRemotes(): void {
  cache.clear();
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading">
      <div className={styles.spinner} />
    </div>
  );
}

interface RemoteSlotProps extends RemoteAppProps {
  remote: RoutedRemoteKey | 'landing';
  label: string;
}

/** One remote's area: lazy-loaded on first visit, behind its own error boundary. */
export function RemoteSlot({ remote, label, ...props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    // A failed lazy component stays failed: drop it and load afresh.
    cache.delete(`${remote}:${attempt}`);
    setAttempt((n) => n + 1);
  }, [remote, attempt]);
  const Remote = lazyRemote(remote, attempt);
  return (
    <RemoteErrorBoundary key={attempt} label={label} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Remote {...props} />
        <PrerenderHandOff />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
