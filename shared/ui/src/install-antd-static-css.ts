import { ANTD_STATIC_CSS_FILE } from './antd-static-css';

/** Marks the stylesheet, whether the host's HTML linked it or this module did. */
export const ANTD_CSS_ATTRIBUTE = 'data-fina-antd-css';

declare const __webpack_public_path__: string | undefined;

/** A promise React's `use` reads without suspending once it is settled (status/value). */
type Ready = Promise<void> & ({ status?: undefined } | { status: 'fulfilled'; value: undefined });

const settle = (promise: Promise<void>): Ready =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
const settled = (): Ready => settle(Promise.resolve());

let ready: Ready | undefined;

/**
 * Makes sure antd's build-time CSS (antd-static-css.ts) is in the page before any antd
 * component renders: antd reads the CSS's "cache path" rule once, at its first render, and
 * from then on skips computing the styles the file holds (the main-thread cost of its
 * CSS-in-JS); a style the file lacks is still computed at run time. The host's HTML links the
 * file for every page that runs antd; after a client-side navigation from a public page this
 * adds the link, and the promise settles when it has loaded (or failed: antd then styles at
 * run time). Settled at once when there is nothing to wait for.
 */
export function installAntdStaticCss(): Ready {
  if (!ANTD_STATIC_CSS_FILE || typeof document === 'undefined') return settled();
  ready ??= loadStylesheet(ANTD_STATIC_CSS_FILE);
  return ready;
}

function loadStylesheet(file: string): Ready {
  const existing = document.querySelector<HTMLLinkElement>(`link[${ANTD_CSS_ATTRIBUTE}]`);
  if (existing?.sheet) return settled();
  const link = existing ?? addLink(file);
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  void loaded.then(() => settle(loaded));
  return loaded;
}

/** First in <head>, where antd puts its own styles: the apps' CSS wins at equal specificity. */
function addLink(file: string): HTMLLinkElement {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${base}${file}`;
  link.setAttribute(ANTD_CSS_ATTRIBUTE, file);
  document.head.prepend(link);
  return link;
}
