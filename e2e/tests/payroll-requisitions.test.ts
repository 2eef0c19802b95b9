import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

let browser: Browser;
let work: string;
before(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(os.tmpdir(), 'fina-payroll-e2e-'));
});
after(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

const PASSWORD = 'Payroll2026';

/** An onboarded user with one company (selected, as the first), signed in through the UI. */
async function signedInOwner(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await registerViaApi(page, email, PASSWORD, { onboarded: true, company: 'Bakery Uno' });
  await logIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
}

/** A real employee workbook: a title row, then the header and three employees. */
async function employeeWorkbook(file: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Staff');
  sheet.addRow(['Bakery Uno staff']);
  sheet.addRow(['Employee', 'Position', 'Monthly salary']);
  sheet.addRow(['Ana Cruz', 'Baker', 3000]);
  sheet.addRow(['Ben Ito', 'Cashier', 2000.5]);
  sheet.addRow(['Cleo Ramos', 'Manager', '4,500.00']);
  await book.xlsx.writeFile(file);
}

describe('payroll', () => {
  it('runs from an uploaded workbook: rows for review, payday, saved, then the pay dates', async () => {
    const { context, page } = await newPage(browser);
    await signedInOwner(page, 'payroll');
    await page.goto('/record-operations');
    await page.getByRole('link', { name: /Payroll/ }).click();
    await page.waitForURL('**/record-operations/payroll');
    await page.getByText('Upload your employee list (.xlsx)').waitFor();

    const file = path.join(work, 'staff.xlsx');
    await employeeWorkbook(file);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText('3 employees read from staff.xlsx (sheet Staff)').waitFor();
    assert.equal(await page.getByLabel('Name, row 1', { exact: true }).inputValue(), 'Ana Cruz');
    assert.equal(await page.getByLabel('Role, row 2', { exact: true }).inputValue(), 'Cashier');
    assert.equal(
      await page.getByLabel('Gross salary, row 3', { exact: true }).inputValue(),
      '4,500.00',
    );
    await page.getByText('$9,500.50').waitFor(); // the live monthly total

    // Saving without a payday is refused next to the field.
    await page.getByRole('button', { name: 'Save payroll' }).click();
    await page.getByText('Payday is required.').waitFor();

    await page.getByRole('combobox', { name: 'Payday' }).click();
    await page.getByTitle('Every 15th and 30th of the month').click();
    await page.getByRole('button', { name: 'Save payroll' }).click();
    await page.getByText('Form submitted successfully!').waitFor();

    const schedule = page.getByRole('region', { name: 'Pay dates by month' });
    const month = new Date().toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await schedule.getByText(month).waitFor();
    // 9,500.50 a month over two pay dates: 4,750.25 each.
    assert.ok((await schedule.getByText(/: \$4,750\.25$/).count()) >= 24);
    assert.equal(await schedule.locator('tbody tr.ant-table-row').count(), 12);

    // It persists: reopening the page shows the saved list and schedule.
    await page.reload();
    await page.getByRole('region', { name: 'Pay dates by month' }).waitFor();
    assert.equal(await page.getByLabel('Name, row 3', { exact: true }).inputValue(), 'Cleo Ramos');
    assert.equal(
      await page.getByLabel('Gross salary, row 3', { exact: true }).inputValue(),
      '4500.00',
    );

    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/record-operations$/);
    await context.close();
  });
});

describe('purchase requisitions', () => {
  it('saves a requisition with server totals and lists it', async () => {
    const { context, page } = await newPage(browser);
    await signedInOwner(page, 'requisition');
    await page.goto('/record-operations/purchase-requisition-form');
    await page.getByText('Requisition #1').waitFor();

    await page.getByLabel('Requisitioned by').fill('Ana Cruz');
    await page.getByLabel('Department').fill('Kitchen');
    await page.getByLabel('Date', { exact: true }).fill('2026-11-02');
    await page.getByLabel('Date needed').fill('2026-11-10');
    await page.getByLabel('Vendor name').fill('Papeleria Sol');
    await page.getByLabel('Phone').fill('+52 (55) 1234-5678');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Item, row 1', { exact: true }).fill('Paper');
    await page.getByLabel('Quantity, row 1', { exact: true }).fill('3');
    await page.getByLabel('Unit cost, row 1', { exact: true }).fill('19.99');
    await page.getByRole('button', { name: 'add another item' }).click();
    await page.getByLabel('Item, row 2', { exact: true }).fill('Toner');
    await page.getByLabel('Quantity, row 2', { exact: true }).fill('1.5');
    await page.getByLabel('Unit cost, row 2', { exact: true }).fill('40.10');
    await page.getByLabel('Discount (%)').fill('10');
    await page.getByLabel('Tax (%)').fill('16');
    await page.getByLabel('Shipping', { exact: true }).fill('12.5');
    await page.getByText('$137.91').waitFor();

    // The purpose is required, with its message next to the field.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Purpose of purchase is required.').waitFor();
    await page.getByLabel('Purpose of purchase').fill('Restock paper and toner');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Form submitted successfully!').waitFor();
    await page.getByRole('heading', { name: 'Purchase Requisition #1' }).waitFor();
    await page.getByText('$137.91').waitFor();
    await page.getByText('$17.30').waitFor();

    await page.getByRole('link', { name: 'All requisitions' }).click();
    await page.waitForURL('**/purchase-requisition-form/requisitions');
    const row = page.locator('tr', { has: page.getByRole('link', { name: '#1' }) });
    await row.getByText('Papeleria Sol').waitFor();
    assert.match(await row.innerText(), /Ana Cruz[\s\S]*\$137\.91/);

    // The next one gets number 2.
    await page.getByRole('button', { name: 'New requisition' }).click();
    await page.getByText('Requisition #2').waitFor();
    await context.close();
  });

  it('saves a draft, lists it as a draft, and submits it later from the detail', async () => {
    const { context, page } = await newPage(browser);
    await signedInOwner(page, 'requisition-draft');
    await page.goto('/record-operations/purchase-requisition-form');
    await page.getByText('Requisition #1').waitFor();
    await page.getByLabel('Purpose of purchase').fill('Flour for December');
    await page.getByLabel('Item, row 1', { exact: true }).fill('Flour');
    await page.getByLabel('Quantity, row 1', { exact: true }).fill('10');
    await page.getByLabel('Unit cost, row 1', { exact: true }).fill('12.50');
    await page.getByRole('button', { name: 'Save as draft' }).click();

    await page
      .getByText('Saved as a draft. Submit it for approval below when it is ready.')
      .waitFor();
    await page.getByRole('heading', { name: 'Purchase Requisition #1' }).waitFor();
    const status = page.locator('.ant-card', { hasText: 'Status' }).first();
    await status.getByText('Draft', { exact: true }).waitFor();
    assert.equal(await page.getByText('Form submitted successfully!').count(), 0);

    // The list says it is a draft; it stays one after a reload.
    await page.getByRole('link', { name: 'All requisitions' }).click();
    const row = page.locator('tr', { has: page.getByRole('link', { name: '#1' }) });
    await row.getByText('Draft', { exact: true }).waitFor();
    assert.match(await row.innerText(), /\$125\.00/);

    await row.getByRole('link', { name: '#1' }).click();
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await status.getByText('Submitted', { exact: true }).waitFor();
    await page.reload();
    await page
      .locator('.ant-card', { hasText: 'Status' })
      .first()
      .getByText('Submitted', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await context.close();
  });
});
