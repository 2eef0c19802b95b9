import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

const ROOT = process.env.E2E_ROOT ?? process.cwd();
/** Screens at 1366 × 900 and 390 × 844, to look at (not compared). */
const SHOTS = process.env.PLANNING_SHOTS_DIR ?? path.join(os.tmpdir(), 'fina-planning-screens');
const PASSWORD = 'Planning2026';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
after(async () => {
  await browser.close();
});

/** Where a built chunk lives on disk (shell or any remote's dist), by its file name. */
function builtFile(name: string): string | null {
  const dists = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))].map((d) =>
    path.join(ROOT, d, 'dist'),
  );
  for (const dist of dists) {
    const file = path.join(dist, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Records the JavaScript a page asks for: file names, their gzip size, Highcharts or not. */
function recordScripts(page: Page) {
  const names = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) names.add(path.basename(url.pathname));
  });
  return {
    clear: () => names.clear(),
    summary() {
      let gzipBytes = 0;
      let highcharts = false;
      for (const name of names) {
        const file = builtFile(name);
        if (!file) continue;
        gzipBytes += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
        if (readFileSync(file, 'utf8').includes('highcharts-container')) highcharts = true;
      }
      return { files: names.size, gzipKb: Math.round(gzipBytes / 1024), highcharts };
    },
  };
}

async function companyId(page: Page, token: string): Promise<string> {
  const response = await page.request.get('/api/account/company', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const companies = (await response.json()) as { company_id: string }[];
  return companies[0]!.company_id;
}

describe('planning dashboard and cashflow overview', () => {
  it('keeps the KPIs a user chose after a reload, without downloading Highcharts', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const email = uniqueEmail('kpis');
    await registerViaApi(page, email, PASSWORD, { onboarded: true, company: 'Kpi Bakery' });
    const scripts = recordScripts(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByText('This is the diary of your business.').waitFor();
    await page.locator('[data-kpi="cash"]').waitFor();
    // An empty company sees its first steps.
    await page.getByText('Start here').waitFor();
    const dashboard = scripts.summary();
    assert.equal(dashboard.highcharts, false, 'the dashboard must not download Highcharts');
    console.log(`[figure] /dashboard JS: ${dashboard.files} files, ${dashboard.gzipKb} KB gzip`);
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-1366.png'), fullPage: true });

    await page.getByRole('button', { name: /Choose KPIs/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Monthly burn').uncheck();
    await dialog.getByLabel('Gross margin').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-kpi="monthly_burn"]').waitFor({ state: 'detached' });

    await page.reload();
    await page.locator('[data-kpi="cash"]').waitFor();
    assert.equal(await page.locator('[data-kpi="monthly_burn"]').count(), 0);
    assert.equal(await page.locator('[data-kpi="gross_margin"]').count(), 0);
    assert.equal(await page.locator('[data-kpi="runway"]').count(), 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-390.png'), fullPage: true });
    await context.close();
  });

  it('shows a borrow recommendation for a business that needs one, and recomputes what-ifs', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const email = uniqueEmail('cashflow');
    const token = await registerViaApi(page, email, PASSWORD, {
      onboarded: true,
      company: 'Oven Bakery',
    });
    const company = await companyId(page, token);
    // A new bakery that buys a 40,000 oven in March with 10,000 of its own money: it must borrow.
    const saved = await page.request.post('/api/account/save_new_business_workflow', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        company_id: company,
        products: [{ product: 'Cakes', price: '20', units: '6000' }],
        plan: { new_branch: true },
        employees: [{ role: 'Baker', salary: '3000', month: 'January' }],
        purchases: [{ purchase: 'Oven', amount: '40000', month: 'March', lifespan: '5' }],
        funding: [{ source: 'Own money', amount: '10000' }],
      },
    });
    assert.equal(saved.status(), 201, await saved.text());

    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    const scripts = recordScripts(page);
    await page.goto('/cashflow-overview');
    // A new business's plan starts the month after today: "Cash forecast 2027" in
    // December, "Cash forecast Dec 2026 – Nov 2027" in November.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 11, 1));
    const monthYear = (d: Date) =>
      d.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const expected =
      first.getUTCFullYear() === last.getUTCFullYear()
        ? `Cash forecast ${first.getUTCFullYear()}`
        : `Cash forecast ${monthYear(first)} – ${monthYear(last)}`;
    await page
      .locator('.highcharts-title')
      .filter({ hasText: /Cash forecast/ })
      .waitFor();
    const title = await page.locator('.highcharts-title').first().textContent();
    assert.equal(title, expected);
    // The chart fills its card instead of a fixed 700 px.
    const chartWidth = await page
      .locator('.highcharts-container')
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    assert.ok(chartWidth > 900, `the cash chart is ${chartWidth} px wide at 1366 px`);
    const borrow = page.locator('tr', { hasText: 'Borrow' }).first();
    await borrow.waitFor();
    assert.match((await borrow.textContent()) ?? '', /\$[\d,]+\.\d{2}/);
    const cashflow = scripts.summary();
    assert.equal(cashflow.highcharts, true);
    console.log(
      `[figure] /cashflow-overview JS: ${cashflow.files} files, ${cashflow.gzipKb} KB gzip`,
    );

    // The what-if: each slider step reruns the engine in the page; the timings are its own.
    const slider = page.getByRole('slider', { name: 'Price change' });
    await slider.focus();
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('columnheader', { name: 'What-if' }).waitFor();
    const timings = await page.evaluate(() =>
      performance.getEntriesByName('fina:what-if').map((entry) => entry.duration),
    );
    assert.ok(timings.length >= 20, `expected 20+ recomputes, got ${timings.length}`);
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
    console.log(
      `[figure] what-if recompute in Chromium: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${timings.length} runs`,
    );
    assert.equal(await page.getByLabel('Price change percent').inputValue(), '20');
    await page.screenshot({ path: path.join(SHOTS, 'cashflow-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, 'cashflow-390.png'), fullPage: true });

    await page.goto('/financial-performance');
    await page.locator('.highcharts-title').filter({ hasText: 'Revenue and Costs' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'performance-390.png'), fullPage: true });
    await context.close();
  });
});
