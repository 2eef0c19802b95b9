// Prerenders an app's public pages at build time, after its browser build.
// Usage (from the app's package.json): node ../shared/toolchain/prerender/prerender.cjs
//
// Builds the app's `src/prerender.tsx` for Node (same swc and CSS-module options as the browser
// build, so the class names match), renders every route it lists with react-dom/server, and
// writes `dist/prerender.json`: `{ css, pages: { [route]: { title, markup } } }` (React puts a
// page's <title> first in the markup; it is kept apart for the document's head).
// `src/prerender.tsx` exports PRERENDERED_ROUTES and either `renderRoute(url)` (markup: an app
// styled by CSS modules only, the landing) or `routeElement(url)` (a React element: an antd
// page, the shell's /login), which is rendered here with antd's style cache so the CSS antd
// computed for it is added to the page's CSS (antd-render.cjs). The host puts a page's
// markup and the CSS into the HTML it serves for that route (services/host/src/page-html/),
// so the page paints before any JavaScript or federation runs (docs/module-federation.md).
const fs = require('node:fs');
const path = require('node:path');

process.env.NODE_ENV = 'production';
const webpack = require('webpack');
const { createPrerenderConfig, appOf } = require('../webpack.cjs');
const { renderWithAntd } = require('./antd-render.cjs');

const dir = process.cwd();
// Inside the app's folder, so the bundle's require() finds the packages in node_modules.
const bundleDir = path.join(dir, 'node_modules', '.cache', 'fina-prerender');
fs.rmSync(bundleDir, { recursive: true, force: true });
fs.mkdirSync(bundleDir, { recursive: true });
const started = Date.now();

function fail(message) {
  console.error(`${path.basename(dir)} prerender: ${message}`);
  fs.rmSync(bundleDir, { recursive: true, force: true });
  process.exit(1);
}

function classesOf(markup) {
  return [...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/));
}

webpack(createPrerenderConfig({ dir, outDir: bundleDir }), (error, stats) => {
  if (error) return fail(error.stack ?? String(error));
  if (stats.hasErrors()) {
    return fail(
      stats
        .toJson({ all: false, errors: true })
        .errors.map((e) => e.message)
        .join('\n'),
    );
  }
  // Evaluating the bundle registers every CSS module the app imports (collect-css-loader.cjs).
  const { PRERENDERED_ROUTES, renderRoute, routeElement } = require(
    path.join(bundleDir, 'prerender.js'),
  );
  const antdSheets = [];
  const render =
    typeof renderRoute === 'function'
      ? renderRoute
      : typeof routeElement === 'function'
        ? (route) => renderWithAntd(routeElement(route), antdSheets)
        : undefined;
  if (!Array.isArray(PRERENDERED_ROUTES) || !render) {
    return fail(
      'src/prerender.tsx must export PRERENDERED_ROUTES and renderRoute(url) or routeElement(url)',
    );
  }
  const pages = {};
  for (const route of PRERENDERED_ROUTES) {
    const markup = render(route);
    const title = /^<title>(.*?)<\/title>/s.exec(markup);
    const body = title ? markup.slice(title[0].length) : markup;
    if (!body.trim()) return fail(`${route} rendered nothing`);
    pages[route] = { title: title?.[1], markup: body };
  }
  const sheets = [...antdSheets, ...(globalThis.__finaPrerenderCss ?? [])];
  const css = sheets.map(String).join('\n');
  // The app's own CSS-module classes (`<app>_<hash>`; antd's are checked by antd) must each be
  // styled by the collected CSS, named the same as in the browser build: a class missing here
  // means the prerender and the browser build disagree.
  const ownClass = new RegExp(`^${appOf(dir).federation}_`);
  const classesOfApp = (markup) => classesOf(markup).filter((name) => ownClass.test(name));
  const missing = [
    ...new Set(Object.values(pages).flatMap((page) => classesOfApp(page.markup))),
  ].filter((name) => !css.includes(`.${name}`));
  if (missing.length) return fail(`classes without CSS: ${missing.slice(0, 5).join(', ')}`);
  // ... and the browser build (run just before) must name them the same, or the hand-off to
  // the real page would change its look.
  const distDir = path.join(dir, 'dist');
  const browserCode = fs
    .readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(distDir, file), 'utf8'))
    .join('\n');
  const unknown = [
    ...new Set(Object.values(pages).flatMap((page) => classesOfApp(page.markup))),
  ].filter((name) => name && !browserCode.includes(name));
  if (unknown.length) {
    return fail(`classes the browser build does not name: ${unknown.slice(0, 5).join(', ')}`);
  }
  const outFile = path.join(dir, 'dist', 'prerender.json');
  fs.writeFileSync(outFile, JSON.stringify({ css, pages }));
  fs.rmSync(bundleDir, { recursive: true, force: true });
  const kib = (fs.statSync(outFile).size / 1024).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${path.basename(dir)}: prerendered ${Object.keys(pages).join(' ')} in ${seconds}s → dist/prerender.json (${kib} KiB, ${sheets.length} style sheets)`,
  );
});
