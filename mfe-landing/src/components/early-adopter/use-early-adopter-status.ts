import { useCallback, useEffect, useState } from 'react';
import { lightCalls } from '@fina/contract/core';
import type { CallResponse } from '@fina/contract/core';
import { useApi } from '../../api';

export type EarlyAdopterStatus = CallResponse<typeof lightCalls.earlyAdopterStatus>;

export type EarlyAdopterState =
  { kind: 'loading' } | { kind: 'ready'; status: EarlyAdopterStatus } | { kind: 'error' };

/** True when the offer can still be claimed (open and at least one place left). */
export function isOfferOpen(status: EarlyAdopterStatus): boolean {
  return status.open && status.places_left > 0;
}

/** Places left in the early-adopter offer (GET early_adopter_status, public). */
export function useEarlyAdopterStatus(): { state: EarlyAdopterState; reload: () => void } {
  const api = useApi();
  const [state, setState] = useState<EarlyAdopterState>({ kind: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    api.call(lightCalls.earlyAdopterStatus).then(
      (status) => {
        if (active) setState({ kind: 'ready', status });
      },
      () => {
        if (active) setState({ kind: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [api, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
