import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { authenticatedRemotePorts } from '../support/ports';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('the landing page', () => {
  it('has every anchor and section in order, and loads no authenticated remote', async () => {
    const { context, page } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const anchor of ['home', 'faqs', 'contact', 'pricing']) {
      assert.equal(await page.locator(`#${anchor}`).count(), 1, `#${anchor} exists`);
    }
    const order = await page.evaluate(() =>
      ['home', 'pricing', 'faqs', 'contact'].map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      ),
    );
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
      'sections follow the spec order',
    );
    const cta = page.getByRole('link', { name: /Get Started for FREE/ }).first();
    assert.equal(await cta.getAttribute('href'), '/register');
    assert.equal(
      await page.getByRole('link', { name: 'Sign up here' }).getAttribute('href'),
      '/sign-up',
    );
    await page.waitForLoadState('networkidle');
    const ports = authenticatedRemotePorts();
    const leaked = requested.filter((url) => ports.includes(new URL(url).port));
    assert.deepEqual(leaked, [], 'no code of the authenticated remotes on the landing page');
    await context.close();
  });

  it('keeps one FAQ open at a time, the first at the start', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/#faqs');
    const faqs = page.locator('#faqs button[aria-controls]');
    await faqs.first().waitFor();
    const expanded = async () =>
      Promise.all((await faqs.all()).map((item) => item.getAttribute('aria-expanded')));
    const count = await faqs.count();
    assert.ok(count >= 5, 'the five topics of the spec');
    assert.deepEqual(await expanded(), ['true', ...Array(count - 1).fill('false')]);
    await faqs.nth(2).click();
    assert.deepEqual(
      await expanded(),
      Array.from({ length: count }, (_, i) => (i === 2 ? 'true' : 'false')),
    );
    await context.close();
  });

  it('collapses the top bar into a menu on small screens, adding Pricing', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    assert.equal(await page.getByRole('link', { name: 'Pricing', exact: true }).isVisible(), false);
    await toggle.click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await page.getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL('**/pricing');
    await context.close();
  });

  it('subscribes to the newsletter once', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const email = uniqueEmail('news');
    const field = page.getByRole('textbox', { name: /email/i }).last();
    await field.fill('not-an-email');
    await page.getByRole('button', { name: 'Join' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    await field.fill(email);
    await page.getByRole('button', { name: 'Join' }).click();
    await page
      .getByText(/subscribed/i)
      .first()
      .waitFor();
    const stored = await page.request.post('/api/account/newsletter_subscribe', {
      data: { email },
    });
    assert.equal(
      ((await stored.json()) as { already_subscribed: boolean }).already_subscribed,
      true,
    );
    await context.close();
  });
});

describe('the catch-all page', () => {
  it('shows the exact text and both buttons work', async () => {
    const { context, page } = await newPage(browser);
    // The footer no longer links to unbuilt pages; a typed address still lands here, and as
    // the first page of the visit, Go back has nothing inside the site to return to: home.
    await page.goto('/our-team');
    await page
      .getByText('Oops. The page you are looking for is under construction. Come back later.')
      .waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/still/not/here');
    await page.getByRole('button', { name: 'Take me home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
