// For each app's main route: the gzip size of the JavaScript a first visit downloads
// (empty cache), and how many copies of React DOM the page started (must be 1).
// Runs against the production build, started like `npm start` on free ports.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const root = process.cwd();
const port = Number(process.env.BENCH_PORT ?? 18180);
const work = mkdtempSync(path.join(os.tmpdir(), 'fina-bench-'));
const admin = { email: 'admin@fina.bench', password: 'BenchAdmin2026' };
const app = spawn(process.execPath, ['services/host/dist/start.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: path.join(work, 'data'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
const LANDING_BUDGET_KB = 250;

async function waitUp() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('app did not start');
}

// Each app's main route, from apps.json (the one list of apps).
const appList = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8')).apps;
const routes = appList.map(({ folder, benchRoute }) => ({
  app: benchRoute.label ?? folder,
  path: benchRoute.path,
  auth: benchRoute.auth,
}));

async function measure(browser, route, token) {
  const context = await browser.newContext();
  // Counts React DOM renderers: each copy registers itself with the devtools hook.
  await context.addInitScript(() => {
    window.__reactRenderers = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        window.__reactRenderers += 1;
        return window.__reactRenderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  if (token) {
    await context.addInitScript((value) => localStorage.setItem('jwtToken', value), token);
  }
  const page = await context.newPage();
  const scripts = [];
  const stylesheets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    // Stylesheet files (antd's build-time CSS): counted apart, so bytes moved out of the
    // scripts into a file stay in the figures.
    if (type === 'stylesheet') {
      stylesheets.push(response.body().catch(() => Buffer.alloc(0)));
    }
    if (type === 'script' || response.url().endsWith('.js')) {
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => null),
      );
    }
  });
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
  const bodies = (await Promise.all(scripts)).filter(Boolean);
  const gzip = bodies.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
  const raw = bodies.reduce((sum, { body }) => sum + body.length, 0);
  const origins = new Set(bodies.map(({ url }) => new URL(url).port));
  const cssGzip = (await Promise.all(stylesheets)).reduce(
    (sum, body) => sum + gzipSync(body).length,
    0,
  );
  const renderers = await page.evaluate(() => window.__reactRenderers);
  await context.close();
  return { gzip, raw, files: bodies.length, origins: origins.size, renderers, cssGzip };
}

let failed = false;
try {
  await waitUp();
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = await login.json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  console.log(
    'first visit, empty cache: JS downloaded (gzip, level 6), stylesheet files (gzip) and React DOM copies',
  );
  console.log(
    'app                 route                gzip KB   raw KB  files  origins  React  CSS gzip KB',
  );
  for (const route of routes) {
    const m = await measure(browser, route, route.auth ? token : undefined);
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    console.log(
      `${route.app.padEnd(19)} ${route.path.padEnd(20)} ${kb(m.gzip)} ${kb(m.raw)} ${String(m.files).padStart(6)} ${String(m.origins).padStart(8)} ${String(m.renderers).padStart(6)} ${kb(m.cssGzip)}`,
    );
    if (m.renderers !== 1) failed = true;
    if (route.path === '/' && m.gzip / 1024 > LANDING_BUDGET_KB) {
      console.log(`  over the landing budget of ${LANDING_BUDGET_KB} KB gzip`);
      failed = true;
    }
  }
  await browser.close();
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.on('close', resolve));
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
