import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_MAX, clientCalls } from '@fina/contract';
import type { ClientInput, ClientRecord } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export interface Clients {
  clients: ClientRecord[];
  /** Saves a new client and adds it to the list; rejects with the API error. */
  save: (input: ClientInput) => Promise<ClientRecord>;
}

/** The company's saved clients, for the invoice form's picker (empty if they cannot load). */
export function useClients(api: ApiClient, companyId: string): Clients {
  const [clients, setClients] = useState<ClientRecord[]>([]);
  useEffect(() => {
    let current = true;
    api
      .call(clientCalls.listClients, { params: { companyId }, query: { limit: PAGE_SIZE_MAX } })
      .then((list) => current && setClients(list))
      .catch(() => current && setClients([]));
    return () => {
      current = false;
    };
  }, [api, companyId]);

  const save = useCallback(
    async (input: ClientInput) => {
      const saved = await api.call(clientCalls.createClient, {
        params: { companyId },
        body: input,
      });
      setClients((list) =>
        [...list, saved].sort((a, b) =>
          a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
        ),
      );
      return saved;
    },
    [api, companyId],
  );
  return { clients, save };
}
