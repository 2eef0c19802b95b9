import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { callUrl, invoiceCalls } from '@fina/contract';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

let browser: Browser;
let work: string;
before(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(os.tmpdir(), 'fina-actuals-e2e-'));
});
after(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

const PASSWORD = 'Actuals2026';
/** Screenshots of the actuals screens at desktop and phone sizes, to look at after a run. */
const SHOTS = path.resolve(__dirname, '../artifacts/actuals');

const pad = (n: number) => String(n).padStart(2, '0');
const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** The page's month label for a date's month: short month + the month's last day ('Jan 31'). */
const monthEndLabel = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${SHORT_MONTHS[month - 1]} ${new Date(Date.UTC(year, month, 0)).getUTCDate()}`;
};
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function json<T>(
  response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> },
  what: string,
): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('actuals: a bank line pays an invoice', () => {
  it('imports a CSV, confirms the match, and the invoice is paid', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const email = uniqueEmail('actuals');
    const token = await registerViaApi(page, email, PASSWORD, {
      onboarded: true,
      company: 'Corner Bakery',
    });
    const headers = { Authorization: `Bearer ${token}` };
    const [company] = await json<Array<{ company_id: string }>>(
      await page.request.get('/api/account/company', { headers }),
      'companies',
    );
    const companyId = company!.company_id;
    const date = today();
    // An invoice of 250.00 (2 × 125.00) to Acme Corp, created through the API.
    const invoice = await json<{ invoice_id: string; invoice_number: number; total: string }>(
      await page.request.post(callUrl(invoiceCalls.createInvoice), {
        headers,
        data: {
          company_id: companyId,
          client_name: 'Acme Corp',
          date,
          items: [{ item: 'Wedding cake', quantity: '2', rate: '125.00' }],
        },
      }),
      'create_invoice',
    );
    assert.equal(invoice.total, '250.00');

    // The bank's CSV: the line that pays the invoice, and a card payment.
    const csv = path.join(work, 'statement.csv');
    await writeFile(
      csv,
      [
        'Date,Description,Amount,Balance',
        `${date},TRANSFER FROM ACME CORP INV ${invoice.invoice_number},250.00,1250.00`,
        `${date},GRAB RIDE 4411,-12.50,1237.50`,
      ].join('\r\n'),
    );

    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto('/record-operations');
    await page.getByRole('link', { name: /Upload bank statement/ }).click();
    await page.waitForURL('**/record-operations/bank-statement');
    await page.getByLabel('Bank account').fill('Main account');
    await page.locator('input[type="file"]').setInputFiles(csv);
    await page.getByText('TRANSFER FROM ACME CORP', { exact: false }).first().waitFor();
    await page.getByText('2 lines: 2 new, 0 already imported').waitFor();
    await shoot(page, 'bank-statement-preview-1366');
    await page.getByRole('button', { name: /Import 2 new lines/ }).click();
    await page.getByText('2 new, 0 already imported').waitFor();

    // Importing the same file again adds nothing.
    await page.getByRole('button', { name: 'Import another statement' }).click();
    await page.locator('input[type="file"]').setInputFiles(csv);
    await page.getByText('2 lines: 0 new, 2 already imported').waitFor();

    await page.getByRole('link', { name: 'See the transactions' }).first().click();
    await page.waitForURL('**/record-operations/transactions');
    await page.getByText(/Matches to confirm/).waitFor();
    await shoot(page, 'transactions-proposals-1366');
    await page
      .getByRole('button', { name: new RegExp(`^Confirm .*#${invoice.invoice_number}`) })
      .click();
    await page.getByText(/a payment of \$250\.00 was recorded on the invoice/).waitFor();

    // The invoice is paid in Reports.
    await page.goto('/reports');
    await page.getByRole('cell', { name: 'Acme Corp' }).waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    const detail = await json<{ balance_due: string; amount_paid: string }>(
      await page.request.get(callUrl(invoiceCalls.getInvoice, { invoice_id: invoice.invoice_id }), {
        headers,
      }),
      'invoice',
    );
    assert.equal(detail.balance_due, '0.00');
    assert.equal(detail.amount_paid, '250.00');

    // The month's actual revenue, as Financial Performance reads it.
    const month = date.slice(0, 7);
    const performance = await json<{
      months: Array<{ month: string; actual: { revenue: string } }>;
    }>(
      await page.request.get(
        `/api/chat/company/${companyId}/performance?from=${month}&to=${month}`,
        {
          headers,
        },
      ),
      'performance',
    );
    const thisMonth = performance.months.find((m) => m.month === month);
    assert.equal(thisMonth?.actual.revenue, '250.00');

    // And on the page: no budget yet, so the actual figures alone, with the way to a budget.
    await page.goto('/financial-performance');
    const actuals = page.getByLabel('Actual figures by month');
    const monthRow = actuals.locator('tr', { hasText: monthEndLabel(date) });
    await monthRow.waitFor();
    const revenueCell = monthRow.locator('td').nth(1);
    assert.equal((await revenueCell.textContent())?.trim(), '$250.00');
    await page.getByRole('button', { name: 'Create a budget to compare' }).waitFor();
    await page.locator('.highcharts-title').filter({ hasText: 'Revenue and Costs' }).waitFor();
    await shoot(page, 'performance-actuals-1366');

    // A sale typed by hand, for the month view.
    await page.goto('/record-operations/sales');
    await page.getByRole('button', { name: 'Add a sale' }).click();
    await page.getByLabel(/^Amount/).fill('48.20');
    await page.getByLabel('Product').fill('Croissants');
    await page.getByRole('button', { name: 'Add sale', exact: true }).click();
    await page.getByLabel('Month total').getByText('$48.20').waitFor();
    await shoot(page, 'sales-1366');

    for (const [name, url] of [
      ['sales', '/record-operations/sales'],
      ['sales-upload', '/record-operations/sales/upload'],
      ['expenses', '/record-operations/expenses'],
      ['bank-statement', '/record-operations/bank-statement'],
      ['transactions', '/record-operations/transactions'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `${name}-390`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await shoot(page, `${name}-1366`);
    }
    await context.close();
  });
});
