import { useCallback, useEffect, useState } from 'react';
import { bus } from '@fina/bus';

const SOURCE = 'mfe-chat';

/**
 * The toggle that shows or hides both sidebars: the session sidebar here and the shell's
 * navigation, which listens for 'app:navigation:visible'. Leaving the chat shows the
 * navigation again.
 */
export function useSidebars() {
  const [visible, setVisible] = useState(true);

  const toggle = useCallback(() => {
    const next = !visible;
    setVisible(next);
    bus.publish('app:navigation:visible', { visible: next, source: SOURCE });
  }, [visible]);

  useEffect(
    () => () => bus.publish('app:navigation:visible', { visible: true, source: SOURCE }),
    [],
  );

  return { visible, toggle };
}
