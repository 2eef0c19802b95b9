// Lighthouse (mobile, default simulated throttling) against the production build, in Debian's
// Chromium: score, FCP, LCP, TBT and bytes transferred for the public pages and, signed in as a
// fresh owner with a company, the app pages. Starts the built app itself on free ports (or uses
// BENCH_URL). Usage: node scripts/bench/lighthouse.mjs [/ /login /dashboard /cashflow-overview]
// LIGHTHOUSE_RUNS=<n> (default 3) runs each page n times and prints the run with the median
// score (Lighthouse's advice: one run varies by several points, more on a busy machine); a run
// that fails to record (NO_NAVSTART and the like) is tried again.
// LIGHTHOUSE_REPORTS=<folder> also writes each page's full Lighthouse JSON there (what blocks,
// which scripts run longest), for finding where the time goes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signedInOwner } from './owner.mjs';
import { startBuiltApp } from './start-app.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC = ['/', '/login'];
const SIGNED_IN = ['/dashboard', '/cashflow-overview'];
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const wanted = pages.length ? pages : [...PUBLIC, ...SIGNED_IN];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint') / 1000,
    lcp: audit('largest-contentful-paint') / 1000,
    tbt: audit('total-blocking-time'),
    kib: audit('total-byte-weight') / 1024,
  };
}

const app = process.env.BENCH_URL
  ? { baseUrl: process.env.BENCH_URL, stop: async () => {} }
  : await startBuiltApp();
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-lh-'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  userDataDir,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const port = Number(new URL(browser.wsEndpoint()).port);
const rows = [];
try {
  let session;
  /** One Lighthouse run of a page, as a first visit (empty HTTP cache). */
  async function measure(route) {
    const signedIn = SIGNED_IN.includes(route) || !PUBLIC.includes(route);
    const page = await browser.newPage();
    try {
      const cdp = await page.createCDPSession();
      if (signedIn) {
        session ??= await signedInOwner(app.baseUrl);
        await page.goto(`${app.baseUrl}/login`);
        await page.evaluate(({ token, companyId }) => {
          localStorage.setItem('jwtToken', token);
          if (companyId) localStorage.setItem('selectedCompany', companyId);
        }, session);
      }
      // A first visit: empty HTTP cache, but the sign-in kept (storage reset is off below).
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        `${app.baseUrl}${route}`,
        { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { disableStorageReset: signedIn } },
      );
      return result.lhr;
    } finally {
      await page.close();
    }
  }
  for (const route of wanted) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
      const lhr = await measure(route);
      if (!lhr.runtimeError) runs.push({ lhr, ...figures(lhr) });
    }
    if (!runs.length) throw new Error(`${route}: no Lighthouse run recorded a trace`);
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ route, ...median, scores: runs.map((run) => run.score) });
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const file = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(median.lhr));
    }
  }
} finally {
  await browser.close();
  await app.stop();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}

console.log(`Lighthouse mobile, median of ${RUNS} run(s) per page (all scores in brackets)`);
console.log('| page | score | FCP s | LCP s | TBT ms | KiB transferred |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.score} (${r.scores.join(', ')}) | ${r.fcp.toFixed(1)} | ${r.lcp.toFixed(1)} | ${Math.round(r.tbt)} | ${Math.round(r.kib)} |`,
  );
}
