import { useEffect, useState } from 'react';

/** Below 768 px wide, tables become stacked cards (issue 15). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** True while the window is phone-sized; follows rotation and resizing. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
