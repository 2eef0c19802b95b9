/**
 * Every page, at desktop and phone sizes, checked by axe-core (injected by Playwright),
 * with the onboarding questionnaire and the invoice and requisition detail pages:
 * no serious or critical violation, and exactly one <h1>. Each size visits all pages and
 * then fails once with the full list, so a run shows everything that is left to fix.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { callUrl, invoiceCalls, purchaseRequisitionCalls } from '@fina/contract';
import { describeViolations, isBlocking, newAxePage, runAxe } from '../support/axe';
import { launchBrowser, uniqueEmail } from '../support/browser';
import { SCREEN_SIZES, SIGNED_IN_PAGES } from '../support/app-pages';
import { logIn, okJson, registerViaApi } from '../support/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const PASSWORD = 'AxeCheck2026';
const ADMIN = { email: 'admin@fina.test', password: 'AdminPass2026' };

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/sign-up',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy',
  '/terms',
  '/no-such-page',
];

/**
 * The detail pages, once there is something to show: an issued invoice with a payment
 * (its payments table and actions) and a requisition (its status and items).
 */
async function detailPages(page: Page, token: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const [company] = await okJson<{ company_id: string }[]>(
    await page.request.get('/api/account/company', { headers }),
    'companies',
  );
  const companyId = company!.company_id;
  const date = new Date().toISOString().slice(0, 10);
  const invoice = await okJson<{ invoice_id: string }>(
    await page.request.post(callUrl(invoiceCalls.createInvoice), {
      headers,
      data: {
        company_id: companyId,
        client_name: 'Axe Client',
        client_email: 'client@example.com',
        date,
        items: [{ item: 'Audit', quantity: '2', rate: '50.00' }],
        discount_in_percent: '10',
      },
    }),
    'create_invoice',
  );
  await okJson(
    await page.request.post(
      callUrl(invoiceCalls.recordInvoicePayment, { invoice_id: invoice.invoice_id }),
      { headers, data: { amount: '20.00', date } },
    ),
    'payment',
  );
  const requisition = await okJson<{ requisition_id: string }>(
    await page.request.post(callUrl(purchaseRequisitionCalls.createRequisition), {
      headers,
      data: {
        company_id: companyId,
        purpose: 'Accessible purchases',
        date,
        items: [{ item: 'Paper', quantity: '3', rate: '19.99' }],
        discount_in_percent: '0',
        tax_in_percent: '16',
        shipping_cost: '0',
      },
    }),
    'requisition',
  );
  return [
    `/reports/invoice/${invoice.invoice_id}`,
    `/record-operations/purchase-requisition-form/requisitions/${requisition.requisition_id}`,
  ];
}

/** Waits until the page has loaded its remote and data, and antd's entry motion is over. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')
          .length === 0,
      undefined,
      { timeout: 10000 },
    )
    .catch(() => undefined);
  // antd fades content in; contrast measured mid-fade would be a false failure.
  await page.waitForTimeout(400);
}

/** Answers what is wrong with the current page: blocking axe violations and <h1> count. */
async function audit(page: Page, where: string, problems: string[]) {
  await settle(page);
  const violations = await runAxe(page);
  const blocking = violations.filter(isBlocking);
  const minor = violations.filter((violation) => !isBlocking(violation));
  if (minor.length > 0)
    console.log(`(allowed) ${minor.map((v) => `${where}: ${v.impact} ${v.id}`).join('; ')}`);
  if (blocking.length > 0) problems.push(describeViolations(where, blocking));
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${where}: ${headings} <h1> elements (one expected)`);
}

async function visit(page: Page, path: string, where: string, problems: string[]) {
  await page.goto(path);
  await audit(page, where, problems);
}

describe('accessibility (axe-core)', () => {
  for (const size of SCREEN_SIZES) {
    it(`has no serious or critical violation and one <h1> on every page at ${size.name} size`, async () => {
      const problems: string[] = [];

      const visitor = await newAxePage(browser, size);
      for (const path of PUBLIC_PAGES)
        await visit(visitor.page, path, `${size.name} ${path}`, problems);
      await visitor.context.close();

      // A first login lands on the onboarding questionnaire: its opening and a question.
      const newcomer = await newAxePage(browser, size);
      const newEmail = uniqueEmail(`axe-new-${size.name}`);
      await registerViaApi(newcomer.page, newEmail, PASSWORD);
      await logIn(newcomer.page, newEmail, PASSWORD);
      await newcomer.page.waitForURL('**/onboard');
      await audit(newcomer.page, `${size.name} /onboard`, problems);
      await newcomer.page.getByRole('button', { name: 'okay' }).click();
      await newcomer.page.getByRole('group', { name: /^Step 2 of/ }).waitFor();
      await audit(newcomer.page, `${size.name} /onboard (a question)`, problems);
      await newcomer.context.close();

      const { context, page } = await newAxePage(browser, size);
      const email = uniqueEmail(`axe-user-${size.name}`);
      const token = await registerViaApi(page, email, PASSWORD, {
        onboarded: true,
        company: 'Axe Test Ltd',
      });
      await logIn(page, email, PASSWORD);
      await page.waitForURL('**/dashboard');
      for (const path of SIGNED_IN_PAGES) await visit(page, path, `${size.name} ${path}`, problems);
      for (const path of await detailPages(page, token))
        await visit(page, path, `${size.name} ${path.replace(/[0-9a-f-]{36}$/, ':id')}`, problems);
      await context.close();

      const admin = await newAxePage(browser, size);
      await visit(admin.page, '/admin', `${size.name} /admin (login)`, problems);
      await admin.page.getByLabel('Email').fill(ADMIN.email);
      await admin.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await admin.page.getByRole('button', { name: 'Log in' }).click();
      await admin.page.getByRole('heading', { name: 'Manage Users' }).waitFor();
      await audit(admin.page, `${size.name} /admin (users)`, problems);
      await admin.context.close();

      if (problems.length > 0) console.log(problems.join('\n'));
      assert.deepEqual(problems, [], `${problems.length} pages with problems (printed above)`);
    });
  }
});
