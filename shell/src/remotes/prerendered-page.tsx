import { useLayoutEffect } from 'react';

/**
 * The static copy of a public page that the host puts before `#root` in the first HTML
 * response (services/host/src/page-html/): markup prerendered from the landing remote at build
 * time, styled by inline CSS, `inert` until the app takes over. While it is in the page the
 * host's CSS hides `#root` (`#fina-prerendered ~ #root`), so the shell's loading state never
 * shows under it. docs/module-federation.md says why a hand-off rather than hydration.
 */
export const PRERENDERED_ID = 'fina-prerendered';

/** At start: a copy made for another path than the one shown (or with no path) goes at once. */
export function keepPrerenderedOnlyFor(pathname: string): void {
  const copy = document.getElementById(PRERENDERED_ID);
  if (copy && copy.dataset.path !== pathname) copy.remove();
}

/** The real page (or its error fallback) has rendered: the static copy goes. */
export function dropPrerendered(): void {
  document.getElementById(PRERENDERED_ID)?.remove();
}

/**
 * Rendered beside a remote's content: its layout effect runs in the commit that shows the
 * content, before the browser paints, so the copy and the real page swap within one frame (no
 * flash, no layout shift, the scroll position kept).
 */
export function PrerenderHandOff(): null {
  useLayoutEffect(dropPrerendered, []);
  return null;
}
