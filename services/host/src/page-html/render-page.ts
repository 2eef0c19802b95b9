/**
 * Writes one page's HTML from the shell's index.html and the page's plan: preload hints and
 * the prerendered page's CSS in the head, the static copy before `#root`, and the remotes
 * manifest as a JSON data block (not executed, so the CSP's script rules do not apply) that
 * saves the shell a /remotes.json round trip.
 */
import type { RemotesManifest } from '@fina/contract';
import { EARLY_DATA_SCRIPT } from './early-data-script';
import type { PagePlan, Preload } from './page-plan';

/** Ids the shell reads (shell/src/remotes/prerendered-page.tsx and remote-manifest.ts). */
export const PRERENDERED_ID = 'fina-prerendered';
export const INLINE_MANIFEST_ID = 'fina-remotes';
/** The attribute shared/ui/src/install-antd-static-css.ts looks for before adding the link. */
const ANTD_CSS_ATTRIBUTE = 'data-fina-antd-css';
/** The shell's root (its content, a loading indicator, is replaced by the app's first render). */
const ROOT = '<div id="root">';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside <script>: `<` escaped, so no `</script>` or `<!--` can end the block early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function preloadLink({ href, as, crossorigin }: Preload): string {
  const cors = crossorigin ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${cors}>`;
}

/** A template without the anchors is served as it is (an old or foreign index.html). */
export function renderPage(template: string, plan: PagePlan, urls: RemotesManifest): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) return template;
  const { prerendered } = plan;
  const head = [
    // Before the stylesheet: an inline script waits for the stylesheets above it.
    plan.earlyData ? `<script>${EARLY_DATA_SCRIPT}</script>` : '',
    plan.antdStylesheet
      ? `<link rel="stylesheet" href="${escapeAttribute(plan.antdStylesheet)}" ${ANTD_CSS_ATTRIBUTE}>`
      : '',
    ...new Set(plan.preloads.map(preloadLink)),
    // While the static copy is in the page, the shell's root (its loading state) stays hidden.
    prerendered
      ? `<style>${prerendered.css.replace(/<\/style/gi, '<\\/style')}\n#${PRERENDERED_ID}~#root{display:none}</style>`
      : '',
  ].join('');
  const copy = prerendered
    ? `<div id="${PRERENDERED_ID}" data-path="${escapeAttribute(prerendered.path)}" inert>${prerendered.markup}</div>`
    : '';
  const manifest = `<script type="application/json" id="${INLINE_MANIFEST_ID}">${jsonForScript(urls)}</script>`;
  let html = template
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `${manifest}${copy}${ROOT}`);
  if (prerendered?.title) {
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${prerendered.title}</title>`);
  }
  return html;
}
