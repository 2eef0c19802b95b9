import { useCallback, useEffect, useState } from 'react';
import { chatSessionCalls } from '@fina/contract';
import type { ChatSessionSummary } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { errorMessage } from '../error-message';

export interface SessionsState {
  sessions: ChatSessionSummary[];
  /** true until the first answer; a reload keeps the current list on screen */
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * The user's chat sessions of the selected company (get_sessions?company_id), newest first.
 * Another company empties the list at once, so its workbooks never show under the new one.
 */
export function useSessions(api: ApiClient, companyId: string | null): SessionsState {
  const [sessions, setSessions] = useState<ChatSessionSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setSessions([]);
    setLoading(true);
  }, [companyId]);

  useEffect(() => {
    let live = true;
    const query = companyId === null ? {} : { company_id: companyId };
    api.call(chatSessionCalls.getSessions, { query }).then(
      (list) => {
        if (!live) return;
        setSessions(list);
        setError(null);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!live) return;
        setError(errorMessage(caught));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, companyId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { sessions, loading, error, reload };
}
