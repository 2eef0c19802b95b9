import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

/**
 * Invoicing a small business can live on (issue 15): a saved client, a draft edited then
 * issued, sent by email with its PDF (the local outbox), a payment confirmed before it is
 * recorded, another invoice voided, and Reports filtered. Screenshots of the form, Reports and
 * the detail at 1366×900 and 390×844 go to INVOICING_SHOTS_DIR (default: the OS temp folder).
 */
const SHOTS = process.env.INVOICING_SHOTS_DIR ?? path.join(os.tmpdir(), 'fina-invoicing-screens');
const PASSWORD = 'Invoicing2026';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
after(() => browser.close());

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The outbox's log line for a mail to `to` (no SMTP in e2e: mail is stored and logged). */
async function outboxEntry(to: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: run the e2e suite through run-e2e.mjs');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = (await readFile(logPath, 'utf8')).split('\n');
    const line = lines.reverse().find((entry) => entry.includes(`"to":"${to}"`));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} in the server log`);
}

/** The client names in the reports table, top to bottom. */
async function reportClients(page: Page): Promise<string[]> {
  return page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allTextContents();
}

async function pickStatus(page: Page, label: string) {
  await page.locator('#reports-status').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

describe('invoicing', () => {
  it('client, draft, edit, issue, send, confirmed payment, void and filtered reports', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const email = uniqueEmail('invoicing');
    const clientEmail = uniqueEmail('acme-ap');
    const token = await registerViaApi(page, email, PASSWORD, { onboarded: true });
    const company = await page.request.post('/api/account/company', {
      headers: { Authorization: `Bearer ${token}` },
      data: { company_name: 'Harbour Coffee', company_address: '12 Rizal Avenue, Makati' },
    });
    assert.ok(company.ok(), `company: ${company.status()}`);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');

    // A new client, saved from the invoice form.
    await page.goto('/record-operations/invoice');
    await page.getByText('# 1', { exact: true }).waitFor();
    await page.getByLabel('Client name').fill('Acme Corp');
    await page.getByLabel('Client email (optional)').fill(clientEmail);
    await page.getByLabel('Client address (optional)').fill('1 Harbour Road, Manila');
    await page.getByRole('button', { name: 'Save as a new client' }).click();
    await page.getByText('Acme Corp is saved as a client.').waitFor();
    await page.getByText('Saved client', { exact: true }).waitFor();

    // Invoiced as a draft.
    await page.getByLabel('Item 1', { exact: true }).fill('Coffee beans (kg)');
    await page.getByLabel('Quantity 1', { exact: true }).fill('4');
    await page.getByLabel('Rate 1', { exact: true }).fill('12.50');
    await page.getByTestId('invoice-total').getByText('$50.00').waitFor();
    await shoot(page, 'invoice-form-1366');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByText('Draft invoice #1 saved.').waitFor();
    await page.locator('.ant-table-tbody').getByText('Draft', { exact: true }).waitFor();

    // Edited in the same form, prefilled, then issued.
    await page.getByRole('link', { name: 'View invoice 1' }).click();
    await page.getByText(/This is a draft/).waitFor();
    await page.getByRole('button', { name: 'Edit draft' }).click();
    await page.waitForURL('**/record-operations/invoice?edit=**');
    assert.equal(await page.getByLabel('Client name').inputValue(), 'Acme Corp');
    assert.equal(await page.getByLabel('Client email (optional)').inputValue(), clientEmail);
    await page.getByLabel('Quantity 1', { exact: true }).fill('6');
    await page.getByTestId('invoice-total').getByText('$75.00').waitFor();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByText('Form submitted successfully!').waitFor();
    await page.locator('.ant-table-tbody').getByText('Due', { exact: true }).waitFor();

    // Sent by email to the client's address, with the PDF attached (the local outbox).
    await page.getByRole('link', { name: 'View invoice 1' }).click();
    await page.getByRole('heading', { name: 'Invoice #1' }).waitFor();
    await page.getByText('12 Rizal Avenue, Makati').waitFor();
    await page.getByRole('button', { name: 'Send by email' }).click();
    const to = page.getByLabel('Send to');
    assert.equal(await to.inputValue(), clientEmail);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`Sent to ${clientEmail} on`).waitFor();
    const mail = await outboxEntry(clientEmail);
    assert.equal(mail.subject, 'Invoice #1 from Harbour Coffee');
    assert.match(String(mail.text), /\$75\.00/);
    const attachments = mail.attachments as {
      fileName: string;
      contentType: string;
      size: number;
    }[];
    assert.equal(attachments.length, 1);
    assert.equal(attachments[0]?.fileName, 'invoice-1.pdf');
    assert.equal(attachments[0]?.contentType, 'application/pdf');
    assert.ok((attachments[0]?.size ?? 0) > 1000, 'the PDF has content');

    // A payment: the form starts empty and asks before it records.
    const amount = page.getByLabel(/Amount \(USD\)/);
    assert.equal(await amount.inputValue(), '');
    await amount.fill('30');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(/Record a payment of \$30\.00 on .+ for invoice #1\?/).waitFor();
    await page.getByRole('button', { name: 'Yes, record it' }).click();
    await page.getByText('Payment recorded.').waitFor();
    await page.getByTestId('detail-balance-due').getByText('$45.00').waitFor();
    await shoot(page, 'invoice-detail-1366');

    // Another invoice, issued at once, then voided with a reason.
    await page.goto('/record-operations/invoice');
    await page.getByText('# 2', { exact: true }).waitFor();
    await page.getByLabel('Client name').fill('Bay Bakery');
    await page.getByLabel('Item 1', { exact: true }).fill('Espresso blend');
    await page.getByLabel('Rate 1', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByRole('link', { name: 'View invoice 2' }).click();
    await page.getByRole('button', { name: 'Void' }).click();
    await page.getByLabel('Reason (optional)').fill('Ordered by mistake');
    await page.getByRole('button', { name: 'Void invoice' }).click();
    await page.getByText('Reason: Ordered by mistake').waitFor();
    assert.equal(
      await page.getByLabel(/Amount \(USD\)/).count(),
      0,
      'a void invoice takes no payment',
    );

    // Reports: totals count only what is owed; filters by status and by date.
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByRole('cell', { name: 'Bay Bakery' }).waitFor();
    const totals = page.getByTestId('totals-USD');
    await totals.getByText('Invoiced (1)').waitFor();
    await totals.getByText('$45.00').waitFor(); // the void $200.00 is not due
    // The table fades in from its loading state: shoot it settled.
    await page.waitForFunction(() => !document.querySelector('.ant-spin-blur, .ant-spin-spinning'));
    await page.waitForTimeout(400);
    await shoot(page, 'reports-1366');

    await pickStatus(page, 'Void');
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1,
    );
    assert.deepEqual(await reportClients(page), ['Bay Bakery']);
    await pickStatus(page, 'Due');
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1,
    );
    assert.deepEqual(await reportClients(page), ['Acme Corp']);
    await pickStatus(page, 'All statuses');
    await page.getByLabel('From', { exact: true }).fill('2000-01-01');
    await page.getByLabel('To', { exact: true }).fill('2000-12-31');
    await page.getByText('No data found.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('cell', { name: 'Acme Corp' }).waitFor();

    // The same pages on a phone: Reports as stacked cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('invoice-card').first().waitFor();
    assert.equal(await page.locator('.ant-table').count(), 0, 'no table on a phone');
    await shoot(page, 'reports-390');
    await page.getByRole('link', { name: 'View invoice 1' }).click();
    await page.getByRole('heading', { name: 'Invoice #1' }).waitFor();
    await shoot(page, 'invoice-detail-390');
    await page.goto('/record-operations/invoice');
    await page.getByText('# 3', { exact: true }).waitFor();
    await shoot(page, 'invoice-form-390');
    await context.close();
  });
});
