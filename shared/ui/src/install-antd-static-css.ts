import { ANTD_STATIC_CSS } from './antd-static-css';

const STYLE_ID = 'fina-antd-static-css';

/**
 * Puts antd's build-time CSS (antd-static-css.ts) in the page once, before any antd component
 * renders: antd reads the CSS's "cache path" rule at its first render and from then on skips
 * computing the styles the file already holds (the main-thread cost of its CSS-in-JS); a style
 * the file lacks is still computed at run time. First in <head>, where antd puts its own
 * styles, so the apps' CSS keeps winning over antd's at equal specificity.
 */
export function installAntdStaticCss(): void {
  if (!ANTD_STATIC_CSS || typeof document === 'undefined') return;
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = ANTD_STATIC_CSS;
  document.head.prepend(style);
}
