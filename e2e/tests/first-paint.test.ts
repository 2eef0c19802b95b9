import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';
import { remotePort } from '../support/ports';

// Issue 14: the landing page's content is in the first HTML response, styled without
// JavaScript, and handed to the landing remote without a visual change; signed-in pages
// start their remote's files with the shell's (preload hints). docs/module-federation.md.

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('the first HTML response', () => {
  it('/ paints the landing page, styled, with no JavaScript at all', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const copy = page.locator('#fina-prerendered');
    assert.equal(await copy.getAttribute('data-path'), '/');
    const heading = copy.locator('h1');
    assert.ok((await heading.textContent())?.trim(), 'the hero heading is in the HTML');
    assert.ok(await heading.isVisible(), 'and visible');
    // Styled by the inline CSS: the layout's CSS-module class sets the design tokens.
    const styled = await page.evaluate(() => {
      const root = document.querySelector('#fina-prerendered > div');
      const style = root ? getComputedStyle(root) : undefined;
      return {
        tokens: style?.getPropertyValue('--fl-brand') ?? '',
        display: getComputedStyle(document.getElementById('root') as HTMLElement).display,
      };
    });
    assert.notEqual(styled.tokens.trim(), '', 'the CSS modules styles apply');
    assert.equal(styled.display, 'none', "the shell's root waits hidden");
    assert.match(await page.title(), /Fina/);
    await context.close();
  });

  it('/ hands the page to the landing remote within one frame: no layout shift, one copy', async () => {
    const { context, page } = await newPage(browser, { width: 412, height: 823 });
    await page.addInitScript(() => {
      type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      const shifts: { value: number; what: string }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue; // a shift the visitor caused is not counted
          const what = (entry.sources ?? [])
            .map((source) => {
              const node = source.node as Element | undefined;
              return node ? `${node.nodeName}.${node.className}#${node.id}` : '?';
            })
            .join(' ');
          shifts.push({ value: entry.value, what });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.locator('#fina-prerendered').waitFor({ state: 'detached' });
    assert.equal(await page.locator('h1').count(), 1, 'one hero heading after the hand-off');
    assert.equal(await page.locator('#home').count(), 1);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; what: string }[] }).shifts,
    );
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    assert.ok(cls < 0.01, `cumulative layout shift ${cls}: ${JSON.stringify(shifts)}`);
    // The real page works: the FAQ accordion answers a click.
    const faq = page.locator('#faqs button[aria-controls]').nth(1);
    await faq.click();
    assert.equal(await faq.getAttribute('aria-expanded'), 'true');
    await context.close();
  });

  it('/login paints the sign-in form with no JavaScript, inert until the live form takes over', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    const copy = page.locator('#fina-prerendered');
    assert.equal(await copy.getAttribute('data-path'), '/login');
    assert.equal(await copy.getAttribute('inert'), '', 'the copy cannot be typed into');
    assert.ok(await copy.getByText('Welcome').isVisible(), 'the heading paints from the HTML');
    // Styled by the inline antd CSS: the primary button has the brand colour.
    const background = await copy
      .locator('button[type="submit"]')
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    assert.equal(background, 'rgb(15, 118, 110)');
    await context.close();

    const live = await newPage(browser, { width: 412, height: 823 });
    await live.page.goto('/login');
    await live.page.locator('#fina-prerendered').waitFor({ state: 'detached' });
    assert.equal(await live.page.getByRole('form', { name: 'Log in' }).count(), 1, 'one form');
    assert.equal(await live.page.getByRole('main').count(), 1, 'one main landmark');
    // The live form took the focus its autoFocus asks for, after the copy went.
    await live.page.keyboard.type('someone@example.com');
    assert.equal(await live.page.getByLabel('Email').inputValue(), 'someone@example.com');
    await live.context.close();
  });

  it("after a client-side move from the landing page, antd's stylesheet is linked and styles the form", async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    await page.goto('/');
    await page.locator('#fina-prerendered').waitFor({ state: 'detached' });
    assert.equal(await page.locator('link[data-fina-antd-css]').count(), 0);
    await page
      .getByRole('link', { name: /log in/i })
      .first()
      .click();
    const submit = page.getByRole('form', { name: 'Log in' }).locator('button[type="submit"]');
    await submit.waitFor();
    assert.equal(await page.locator('link[data-fina-antd-css]').count(), 1, 'linked once');
    const applied = await page
      .locator('link[data-fina-antd-css]')
      .evaluate((link) => (link as HTMLLinkElement).sheet !== null);
    assert.ok(applied, 'loaded before the form rendered');
    assert.equal(
      await submit.evaluate((button) => getComputedStyle(button).backgroundColor),
      'rgb(15, 118, 110)',
    );
    await context.close();
  });

  it("a signed-in page's HTML asks for its first data itself, and the apps use those answers", async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const email = uniqueEmail('early');
    await registerViaApi(page, email, 'EarlyData2026', {
      onboarded: true,
      company: 'Early Bakery',
    });
    await logIn(page, email, 'EarlyData2026');
    await page.waitForURL('**/dashboard');
    await page.locator('[data-kpi="cash"]').waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.reload();
    await page.locator('[data-kpi="cash"]').waitFor();
    const once = (fragment: string) =>
      assert.equal(asked.filter((p) => p.endsWith(fragment)).length, 1, `${fragment}: ${asked}`);
    // Once each: the early request, taken by the shell (owner, companies) and the dashboard.
    once('/get_user_details');
    once('/account/company');
    once('/kpis');
    once('/kpi_preferences');
    const left = await page.evaluate(() =>
      Object.entries(
        (window as unknown as { __finaEarlyData?: { responses: Record<string, unknown> } })
          .__finaEarlyData?.responses ?? { missing: true },
      ).filter(([, response]) => response !== undefined),
    );
    assert.deepEqual(left, [], 'every early answer was taken');
    await context.close();
  });

  it('a signed-in page preloads its remote; the sign-in page preloads no remote', async () => {
    const html = async (route: string) =>
      (await fetch(`${baseUrl()}${route}`, { headers: { accept: 'text/html' } })).text();
    const planning = `:${remotePort('planning')}/`;
    const dashboard = await html('/dashboard');
    assert.match(
      dashboard,
      new RegExp(
        `<link rel="preload" href="[^"]*${planning}mf-manifest.json" as="fetch" crossorigin="anonymous">`,
      ),
    );
    assert.match(
      dashboard,
      new RegExp(`<link rel="preload" href="[^"]*${planning}remoteEntry.js" as="script">`),
    );
    assert.match(dashboard, /<script type="application\/json" id="fina-remotes">/);
    const antdCss = /<link rel="stylesheet" href="\/antd\.[0-9a-f]+\.css" data-fina-antd-css>/;
    assert.match(dashboard, antdCss, "antd's build-time stylesheet is linked");
    assert.doesNotMatch(await html('/'), antdCss, 'the public site runs no antd');
    const login = await html('/login');
    assert.match(login, antdCss);
    assert.doesNotMatch(login, /mf-manifest\.json" as="fetch"/);
    assert.match(login, /<link rel="preload" href="\/login\.[0-9a-f]+\.js" as="script">/);
  });

  it("antd's tables and forms arrive in their own file, only on the pages that render them, under the app's theme", async () => {
    const groups = (await (await fetch(`${baseUrl()}/chunk-groups.json`)).json()) as Record<
      string,
      string[]
    >;
    const common = new Set(groups['shared:antd']);
    const deferred = (groups['shared:@fina/antd-deferred'] ?? []).filter((f) => !common.has(f));
    assert.ok(deferred.length > 0, 'the shell provides @fina/antd-deferred in files of its own');
    // Hinted in the first HTML of a page whose remote renders them, not of the dashboard.
    const html = async (route: string) =>
      (await fetch(`${baseUrl()}${route}`, { headers: { accept: 'text/html' } })).text();
    const hinted = (page: string) => deferred.some((file) => page.includes(`href="/${file}"`));
    assert.ok(hinted(await html('/cashflow-overview')), 'the cash forecast preloads them');
    assert.ok(!hinted(await html('/dashboard')), 'the dashboard does not');
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname.slice(1)));
    const email = uniqueEmail('deferred');
    await registerViaApi(page, email, 'Deferred2026', { onboarded: true, company: 'Lean Deli' });
    await logIn(page, email, 'Deferred2026');
    await page.waitForURL('**/dashboard');
    await page.locator('[data-kpi="cash"]').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      deferred.filter((file) => fetched.includes(file)),
      [],
      'the dashboard downloads no table or form code',
    );
    // The invoice form: an antd Form around a Table of items.
    await page.goto('/record-operations/invoice');
    await page.getByLabel('Item 1', { exact: true }).waitFor();
    assert.ok(
      deferred.some((file) => fetched.includes(file)),
      'the invoice page downloads them',
    );
    // One antd: the deferred components read the app's ConfigProvider (its CSS-variables
    // class and brand colour), not a second copy's defaults.
    for (const selector of ['.ant-table-wrapper', '.ant-form-item']) {
      const classes = (await page.locator(selector).first().getAttribute('class')) ?? '';
      assert.match(classes, /\bcss-var-fina\b/, `${selector}: ${classes}`);
    }
    await context.close();
  });
});
