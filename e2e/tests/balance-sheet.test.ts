import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const PASSWORD = 'Balance2026';

/** A user who is onboarded and owns one company in PHP, set up through the API. */
async function ownerWithCompany(page: Page, email: string, company: string) {
  await registerViaApi(page, email, PASSWORD);
  const login = await page.request.post('/api/account/login', {
    data: { email, password: PASSWORD },
  });
  assert.equal(login.status(), 200, await login.text());
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const onboarding = await page.request.post('/api/account/update_onboarding_info', {
    headers,
    data: { first_name: 'Maria', language: 'english', country: 'PH' },
  });
  assert.equal(onboarding.status(), 200, await onboarding.text());
  const created = await page.request.post('/api/account/company', {
    headers,
    data: { company_name: company, currency: 'PHP' },
  });
  assert.ok(created.ok(), await created.text());
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const question = (page: Page, text: RegExp) =>
  page.getByRole('heading', { name: text, level: 2 }).waitFor();

/** Fills row 1 of the current table, column by column. */
async function fillRow(page: Page, values: Record<string, string>) {
  for (const [column, value] of Object.entries(values)) {
    await page.getByLabel(`${column}, row 1`, { exact: true }).fill(value);
  }
}

/** The amount on a line of the statement. */
async function lineAmount(page: Page, label: string): Promise<string> {
  const statement = page.getByRole('region', { name: /^As of / });
  const row = statement.locator('tr', { has: page.getByText(label, { exact: true }) });
  return (await row.locator('td').last().innerText()).trim();
}

describe('balance sheet', () => {
  it('is prepared through every step of the wizard and shown balanced', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('balance');
    await ownerWithCompany(page, email, 'Cafe Uno');
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.getByRole('link', { name: 'Financial Statements' }).click();
    await page.waitForURL('**/balance-sheet');
    await page.getByText('Cafe Uno has no balance sheet yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Prepare my balance sheet' }).click();
    await page.waitForURL('**/balance-sheet/prepare-my-balance-sheet');

    await question(page, /Which company/);
    await page.getByText('Cafe Uno (PHP)').waitFor(); // the selected company, by default
    await next(page);

    await question(page, /What date/);
    await next(page); // a required step: refused while empty
    await page.getByRole('alert').getByText('Please fill in the required field.').waitFor();
    await page.getByLabel('Date').fill('2025-12-31');
    await next(page);

    await question(page, /cash do you have on hand/);
    await page.getByText('You are 21% complete').waitFor();
    await page.getByLabel('Cash on hand').fill('1000');
    await page.keyboard.press('Enter'); // Enter advances

    await question(page, /each bank account/);
    await fillRow(page, { 'Name of bank': 'BPI', Amount: '2500.50' });
    await next(page);
    await question(page, /clients still owe you/);
    await fillRow(page, { Name: 'Acme', Amount: '1200' });
    await next(page);
    await question(page, /inventory/);
    await fillRow(page, {
      'Product name': 'Beans',
      'Number of items': '10',
      'Cost per item': '12.5',
    });
    await next(page);
    await question(page, /deposits or other advances/);
    await fillRow(page, {
      'Type of deposit': 'Rent deposit',
      'Paid to whom': 'Landlord',
      Amount: '600',
    });
    await next(page);
    await question(page, /lent money/);
    await fillRow(page, { 'Type of loan': 'Staff loan', 'Loaned to': 'Ana', Amount: '400' });
    await next(page);
    await question(page, /other assets/);
    await fillRow(page, { 'Name of asset': 'Software licence', Amount: '250' });
    await next(page);
    await question(page, /equipment, land and buildings/);
    await fillRow(page, {
      Type: 'Laptop',
      Cost: '1500',
      'Years of use': '1',
      'Useful life (years)': '3',
    });
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Type, row 2', { exact: true }).fill('Spare chair');
    await page
      .getByRole('button', { name: 'Delete row 2 of Equipment, land and buildings' })
      .click();
    await next(page);
    await question(page, /suppliers do you owe/);
    await fillRow(page, { 'Name of supplier': 'Roaster', Amount: '2000' });
    await next(page);
    await question(page, /banks and other lenders/);
    await fillRow(page, { 'Type of loan': 'Bank loan', Lender: 'BPI', Amount: '1000' });
    await next(page);
    await question(page, /owner and partners invest/);
    await page.getByText('You are 93% complete').waitFor();
    await fillRow(page, { Name: 'Maria', 'Type of investment': 'Owner', Amount: '3000' });
    await next(page);

    await question(page, /Your balance sheet/);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/balance-sheet$/);
    await page.getByText('Form submitted successfully!').waitFor();
    await page.getByRole('region', { name: 'As of 31 December 2025' }).waitFor();
    // cash 1,000 + 2,500.50; clients 1,200; inventory 125; advances 600; loans 400;
    // other 250; laptop 1,500 less one year of three (500).
    assert.equal(await lineAmount(page, 'Total current assets'), '₱6,075.50');
    assert.equal(await lineAmount(page, 'Less: accumulated depreciation'), '(₱500.00)');
    assert.equal(await lineAmount(page, 'Total assets'), '₱7,075.50');
    assert.equal(await lineAmount(page, 'Total liabilities'), '₱3,000.00');
    assert.equal(await lineAmount(page, 'Retained earnings'), '₱1,075.50');
    assert.equal(await lineAmount(page, 'Total liabilities and equity'), '₱7,075.50');
    await page.getByText('Balanced: assets = liabilities + equity').waitFor();

    // Edit: the same data, prefilled, saved back as a new version.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/balance-sheet/edit-balance-sheet?version_id=*');
    const cash = page.getByLabel('Cash on hand');
    assert.equal(await cash.inputValue(), '1000');
    await cash.fill('2000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/balance-sheet$/);
    await page.getByText('Form submitted successfully!').waitFor();
    await page.getByRole('region', { name: 'As of 31 December 2025' }).waitFor();
    assert.equal(await lineAmount(page, 'Total assets'), '₱8,075.50');
    // Both saves are kept: the history lists two versions, the latest first.
    // The options are read from the DOM, shown or not: antd keeps a dropdown's options after it
    // first opens, while its visible state can flicker as the page settles after the save (seen
    // on the CI machine only).
    const versionsList = page.locator('.ant-select-dropdown', { hasText: '(latest)' });
    const versions = versionsList.locator('.ant-select-item-option');
    const combobox = page.getByRole('combobox', { name: 'Version' });
    for (let attempt = 0; attempt < 20 && (await versions.count()) < 2; attempt += 1) {
      if (attempt % 5 === 0) await combobox.click();
      await page.waitForTimeout(250);
    }
    assert.equal(await versions.count(), 2);
    assert.match(
      (await versions.first().textContent()) ?? '',
      /As of 31 December 2025 · saved .* \(latest\)/,
    );
    await context.close();
  });
});
