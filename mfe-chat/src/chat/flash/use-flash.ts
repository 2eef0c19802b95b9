import { useCallback, useEffect, useRef, useState } from 'react';
import { FLASH_MESSAGE_MS } from '@fina/contract';

export interface Flash {
  type: 'success' | 'warning' | 'error';
  text: string;
}

/** A message shown for FLASH_MESSAGE_MS (3 s); a newer one replaces it and restarts the clock. */
export function useFlash(durationMs = FLASH_MESSAGE_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (type: Flash['type'], text: string) => {
      clearTimeout(timer.current);
      setFlash({ type, text });
      timer.current = setTimeout(() => setFlash(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { flash, show };
}
