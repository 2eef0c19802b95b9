import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function elementForHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Section links are router links (`/#faqs`), so the browser does not scroll by itself:
 * on every navigation with a hash, scroll to that section and move focus to it; on a
 * page change without one, start at the top.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      if (!isFirst) window.scrollTo(0, 0);
      return;
    }
    const target = elementForHash(hash);
    if (!target) return;
    target.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}
