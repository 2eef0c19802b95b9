import { useState } from 'react';
import { FinaProvider } from '@fina/ui';
import type { AdminParcelProps } from '@fina/contract';
import { AdminLogin } from './admin-login/admin-login';
import { AdminConsole } from './manage-users/admin-console';
import type { AdminSession } from './admin-session';

export function AdminRoot({ apiBase = '' }: AdminParcelProps) {
  const [session, setSession] = useState<AdminSession | null>(null);
  return (
    <FinaProvider>
      {session ? (
        <AdminConsole session={session} apiBase={apiBase} onSignOut={() => setSession(null)} />
      ) : (
        <AdminLogin apiBase={apiBase} onSignedIn={setSession} />
      )}
    </FinaProvider>
  );
}
