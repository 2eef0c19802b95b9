import { useCallback, useEffect, useState } from 'react';
import { KPI_KEYS, lightCalls } from '@fina/contract/core';
import type { KpiKey, KpiValue } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

export interface DashboardData {
  kpis: KpiValue[];
  /** The KPIs the owner chose to show, in the canonical order. */
  shown: KpiKey[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Saves the choice for this company; resolves when the server has it. */
  saveShown: (kpis: KpiKey[]) => Promise<void>;
}

const inOrder = (keys: readonly KpiKey[]) => KPI_KEYS.filter((key) => keys.includes(key));

/** The selected company's KPIs and which of them its owner shows, reloaded on company change. */
export function useDashboard(api: ApiClient, companyId: string | null): DashboardData {
  const [kpis, setKpis] = useState<KpiValue[]>([]);
  const [shown, setShown] = useState<KpiKey[]>([...KPI_KEYS]);
  const [loading, setLoading] = useState(Boolean(companyId));
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    setKpis([]);
    setFailed(false);
    if (!companyId) {
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    const params = { companyId };
    Promise.all([
      api.call(lightCalls.getKpis, { params }),
      // The choice is a nicety: without it, every KPI shows.
      api
        .call(lightCalls.getKpiPreferences, { params })
        .then((answer) => answer.kpis)
        .catch(() => [...KPI_KEYS]),
    ])
      .then(([values, chosen]) => {
        if (!current) return;
        setKpis(values);
        setShown(inOrder(chosen));
      })
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, companyId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const saveShown = useCallback(
    async (keys: KpiKey[]) => {
      if (!companyId) return;
      const saved = await api.call(lightCalls.putKpiPreferences, {
        params: { companyId },
        body: { kpis: inOrder(keys) },
      });
      setShown(inOrder(saved.kpis));
    },
    [api, companyId],
  );
  return { kpis, shown, loading, failed, reload, saveShown };
}
