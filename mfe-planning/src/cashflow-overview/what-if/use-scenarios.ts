import { useCallback, useEffect, useState } from 'react';
import { lightCalls } from '@fina/contract/core';
import type { Scenario } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import type { WhatIfSettings } from './what-if-input';

/** The company's saved what-if scenarios: list, save, delete. */
export function useScenarios(api: ApiClient, companyId: string) {
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const load = useCallback(() => {
    api
      .call(lightCalls.listScenarios, { params: { companyId }, query: {} })
      .then(setScenarios)
      .catch(() => setScenarios([]));
  }, [api, companyId]);
  useEffect(load, [load]);

  const save = useCallback(
    async (name: string, settings: WhatIfSettings) => {
      const saved = await api.call(lightCalls.createScenario, {
        params: { companyId },
        body: { name, ...settings },
      });
      setScenarios((list) => [saved, ...list]);
      return saved;
    },
    [api, companyId],
  );
  const remove = useCallback(
    async (scenarioId: string) => {
      await api.call(lightCalls.deleteScenario, { params: { companyId, scenarioId } });
      setScenarios((list) => list.filter((s) => s.scenario_id !== scenarioId));
    },
    [api, companyId],
  );
  return { scenarios, save, remove };
}
