import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../../services/documents/src/invoices/pdf-text';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

let browser: Browser;
let work: string;
before(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(os.tmpdir(), 'fina-invoices-e2e-'));
});
after(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

const PASSWORD = 'Invoice2026';
/** A 1 × 1 PNG, the company logo. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Line {
  item: string;
  quantity: string;
  rate: string;
}

async function fillInvoice(
  page: Page,
  invoice: {
    client: string;
    lines: Line[];
    discount?: string;
    tax?: string;
    shipping?: string;
    paid?: string;
  },
) {
  await page.getByLabel('Client name').fill(invoice.client);
  for (const [index, line] of invoice.lines.entries()) {
    const row = index + 1;
    if (index > 0) await page.getByRole('button', { name: 'add another item' }).click();
    await page.getByLabel(`Item ${row}`, { exact: true }).fill(line.item);
    await page.getByLabel(`Quantity ${row}`, { exact: true }).fill(line.quantity);
    await page.getByLabel(`Rate ${row}`, { exact: true }).fill(line.rate);
  }
  if (invoice.discount) await page.getByLabel('Discount', { exact: true }).fill(invoice.discount);
  if (invoice.tax) await page.getByLabel('Tax', { exact: true }).fill(invoice.tax);
  if (invoice.shipping) await page.getByLabel('Shipping', { exact: true }).fill(invoice.shipping);
  if (invoice.paid) await page.getByLabel('Amount Paid', { exact: true }).fill(invoice.paid);
}

describe('invoices and reports', () => {
  it('creates two invoices, lists them, downloads a PDF and records a payment', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('invoices');
    await registerViaApi(page, email, PASSWORD, { onboarded: true, company: 'Harbour Coffee' });
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');

    // The seven cards; the invoice card opens the form.
    await page.getByRole('link', { name: 'Record Operations' }).click();
    await page.waitForURL('**/record-operations');
    for (const card of ['Invoice', 'Payroll', 'Purchase requisition form', 'Record expenses']) {
      await page.getByText(card, { exact: true }).first().waitFor();
    }
    await page
      .getByRole('link', { name: /Invoice/ })
      .first()
      .click();
    await page.waitForURL('**/record-operations/invoice');
    await page.getByText('# 1', { exact: true }).waitFor();

    // The logo: a placeholder until one is uploaded, then the image, kept by the server.
    await page.getByRole('button', { name: /Add Your Logo/ }).waitFor();
    const logoFile = path.join(work, 'logo.png');
    await writeFile(logoFile, LOGO_PNG);
    await page.locator('input[type="file"]').setInputFiles(logoFile);
    await page.getByRole('img', { name: 'Company logo' }).waitFor();

    // Client name is required, next to the field; nothing is sent.
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.getByText('Client name is required.').waitFor();

    await fillInvoice(page, {
      client: 'Acme Corp',
      lines: [
        { item: 'Coffee (kg)', quantity: '2', rate: '19.99' },
        { item: 'Consulting (h)', quantity: '1.5', rate: '10.01' },
        { item: 'Stickers', quantity: '3', rate: '0.333' },
      ],
      discount: '12.5',
      tax: '12',
      shipping: '4.50',
      paid: '20',
    });
    // Computed live by the engine: 56.00 − 7.00 + 5.88 + 4.50 = 59.38; 20.00 paid.
    await page.getByTestId('invoice-total').getByText('$59.38').waitFor();
    await page.getByTestId('invoice-balance-due').getByText('$39.38').waitFor();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByText('Form submitted successfully!').waitFor();

    await page.goto('/record-operations/invoice');
    await page.getByText('# 2', { exact: true }).waitFor();
    await fillInvoice(page, {
      client: 'Bay Bakery',
      lines: [{ item: 'Espresso beans', quantity: '10', rate: '12.50' }],
    });
    await page.getByTestId('invoice-total').getByText('$125.00').waitFor();
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.waitForURL((url) => url.pathname === '/reports');

    // Both invoices are in the reports table.
    await page.getByRole('cell', { name: 'Acme Corp' }).waitFor();
    await page.getByRole('cell', { name: 'Bay Bakery' }).waitFor();
    // Its amount and its balance: nothing paid yet.
    await page.getByRole('cell', { name: '$125.00' }).first().waitFor();
    await page.getByRole('cell', { name: '$39.38' }).waitFor();

    // The detail of the first, and its PDF.
    await page.getByRole('link', { name: 'View invoice 1' }).click();
    await page.waitForURL('**/reports/invoice/**');
    await page.getByRole('heading', { name: 'Invoice #1' }).waitFor();
    await page.getByTestId('detail-balance-due').getByText('$39.38').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'invoice-1.pdf');
    const saved = await download.path();
    assert.ok(saved, 'the PDF was saved');
    const pdf = await readFile(saved);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(pdf.toString('latin1').includes('/Subtype /Image'), 'the logo is in the PDF');
    const text = pdfText(pdf);
    for (const expected of ['Harbour Coffee', 'INVOICE', '# 1', 'Acme Corp', '$59.38', '$39.38']) {
      assert.ok(text.includes(expected), `the PDF says ${expected}`);
    }

    // A payment lowers the balance due, once confirmed.
    const amount = page.getByLabel(/Amount \(USD\)/);
    await amount.fill('10');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByRole('button', { name: 'Yes, record it' }).click();
    await page.getByText('Payment recorded.').waitFor();
    await page.getByTestId('detail-balance-due').getByText('$29.38').waitFor();

    // And the reports table shows it.
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByRole('cell', { name: '$29.38' }).waitFor();
    await page.getByRole('cell', { name: '$30.00' }).waitFor();
    await context.close();
  });
});
