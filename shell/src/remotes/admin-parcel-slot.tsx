import { useCallback, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import type { ParcelConfigObject } from 'single-spa';
import type { AdminParcelProps, AdminRemoteModule } from '@fina/contract';
import { loadRemoteModule } from './load-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Re-throws a parcel's async failure during render so the error boundary shows it. */
function Rethrow({ error }: { error: Error }): never {
  throw error;
}

/**
 * The admin remote is a single-spa parcel: it owns its React root and its admin session,
 * shares nothing of the user's session, and is fetched only when /admin is visited.
 */
export function AdminParcelSlot(props: AdminParcelProps) {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  const config = useCallback(
    () => loadRemoteModule<AdminRemoteModule>('admin', attempt > 0) as Promise<ParcelConfigObject>,
    [attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} label="Administration" onRetry={retry}>
      {error ? (
        <Rethrow error={error} />
      ) : (
        <Parcel
          config={config}
          mountParcel={mountRootParcel}
          handleError={(err: Error) => setError(err)}
          wrapWith="div"
          {...props}
        />
      )}
    </RemoteErrorBoundary>
  );
}
