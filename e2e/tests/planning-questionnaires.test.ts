// The budget questionnaires and the loan form in Chromium against the production build:
// an existing business from a QuickBooks-style workbook the test writes, a new business,
// and a loan application both ways (new business refused, existing business saved and listed).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

const PASSWORD = 'Planning2026';
let browser: Browser;
let work: string;

before(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(os.tmpdir(), 'fina-planning-e2e-'));
});
after(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

/** A Profit and Loss and a Balance Sheet laid out as QuickBooks Online exports them. */
async function quickBooksWorkbook(file: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  book
    .addWorksheet('Profit and Loss')
    .addRows([
      ['Panaderia Uno'],
      ['Profit and Loss'],
      ['January - December 2025'],
      ['', 'Total'],
      ['Income'],
      ['Sales', 1200000],
      ['Total Income', 1200000],
      ['Cost of Goods Sold'],
      ['Ingredients', 480000],
      ['Total Cost of Goods Sold', 480000],
      ['Gross Profit', 720000],
      ['Expenses'],
      ['Rent or Lease', 120000],
      ['Utilities', 36000],
      ['Total Expenses', 156000],
      ['Net Operating Income', 564000],
      ['Net Income', 564000],
    ]);
  book
    .addWorksheet('Balance Sheet')
    .addRows([
      ['Panaderia Uno'],
      ['Balance Sheet'],
      ['As of December 31, 2025'],
      ['', 'Total'],
      ['ASSETS'],
      ['Checking', 250000],
      ['Accounts Receivable', 40000],
      ['Total Assets', 290000],
      ['LIABILITIES AND EQUITY'],
      ['Accounts Payable', 30000],
      ['Total Liabilities', 30000],
      ['Opening Balance Equity', 260000],
      ['Total Equity', 260000],
      ['Total Liabilities and Equity', 290000],
    ]);
  await book.xlsx.writeFile(file);
}

async function ownerWithCompany(page: Page, prefix: string): Promise<void> {
  const email = uniqueEmail(prefix);
  await registerViaApi(page, email, PASSWORD, { onboarded: true, company: 'Panaderia Uno' });
  await logIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const question = (page: Page, text: RegExp) =>
  page.getByRole('heading', { name: text, level: 2 }).waitFor();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByTitle(option, { exact: true }).last().click();
}

describe('budget questionnaires', () => {
  it('an existing business: reads the QuickBooks workbook, shows what was read, saves, opens the forecast', async () => {
    const { context, page } = await newPage(browser);
    await ownerWithCompany(page, 'existing-budget');
    const file = path.join(work, 'quickbooks-2025.xlsx');
    await quickBooksWorkbook(file);

    await page.getByRole('link', { name: 'Financial Plans' }).click();
    await page.waitForURL('**/financial-plans');
    await page.getByText('No budget saved yet: create one above.').waitFor();
    await page.getByRole('link', { name: 'Start' }).click();
    await page.getByRole('link', { name: 'Existing', exact: true }).click();
    await page.waitForURL('**/financial-plans/create-a-budget/existing-business');
    await page.getByRole('button', { name: 'Start' }).click();

    await question(page, /Upload your latest financial statements/);
    await next(page); // required
    await page.getByText('Please upload your financial statement.').waitFor();
    await page.locator('input[type="file"]').setInputFiles(file);

    await question(page, /Check what Fina read/);
    const income = page.getByRole('group', { name: 'Income statement' });
    await income.getByRole('textbox', { name: 'Income statement: line 1' }).waitFor();
    assert.equal(
      await income.getByRole('textbox', { name: 'Income statement: line 1' }).inputValue(),
      'Sales',
    );
    assert.match(
      await income.getByRole('textbox', { name: 'Income statement: amount, line 1' }).inputValue(),
      /^1,?200,?000(\.00?)?$/,
    );
    await income.getByText(/B6$/).first().waitFor(); // where Sales was found
    // Totals and Gross Profit are never lines.
    const labels = await income
      .locator('input[aria-label^="Income statement: line"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    assert.ok(
      !labels.some((label) => /total|gross profit|net income/i.test(label)),
      labels.join(', '),
    );
    const balance = page.getByRole('group', { name: 'Balance sheet' });
    await balance
      .getByText(/Checking|Cash/)
      .first()
      .waitFor();
    // Correct an amount before going on.
    await income.getByRole('textbox', { name: 'Income statement: amount, line 1' }).fill('1250000');
    await next(page);

    await question(page, /monthly revenues/);
    await next(page);
    await question(page, /Your employees/);
    await next(page);
    await question(page, /What do you sell/);
    await page.getByLabel('Product, row 1', { exact: true }).fill('Pandesal');
    await page.getByLabel('Selling price, row 1', { exact: true }).fill('5.00');
    await page.keyboard.press('Enter');
    await question(page, /grow next year/);
    await choose(page, 'Sales growth next year', '20%');
    await next(page);
    await question(page, /How will you get there/);
    await page.getByRole('checkbox', { name: 'Open a new branch' }).check();
    await next(page);
    await question(page, /hire for operations/);
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Role, row 1', { exact: true }).fill('Baker');
    await page.getByLabel('Monthly salary, row 1', { exact: true }).fill('18000');
    await choose(page, 'Start month, row 1', 'March');
    await next(page);
    await question(page, /hire for sales and marketing/);
    await next(page);
    await question(page, /hire for technology/);
    await next(page);
    await question(page, /big purchases/);
    await next(page);
    await question(page, /Ready to make your budget/);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Form submitted successfully!').waitFor();
    await page.waitForURL(/\/cashflow-overview$/);

    await page.goto('/financial-plans');
    await page
      .getByRole('list', { name: 'Saved budgets' })
      .getByText('Existing business')
      .waitFor();
    // Reopening shows the saved answers (the workbook itself is asked for again).
    await page.getByRole('link', { name: /^Open the budget/ }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Last time you sent quickbooks-2025.xlsx.').waitFor();
    await context.close();
  });

  it('a workbook Fina cannot read: the server says what is missing, and the template downloads', async () => {
    const { context, page } = await newPage(browser);
    await ownerWithCompany(page, 'unreadable');
    const file = path.join(work, 'shopping-list.xlsx');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRows([['Shopping list'], ['Flour', 3], ['Sugar', 2]]);
    await book.xlsx.writeFile(file);

    await page.goto('/financial-plans/create-a-budget/existing-business');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    const alert = page.getByRole('alert').filter({ hasText: 'Fina could not read this workbook' });
    await alert.waitFor();
    assert.match(await alert.innerText(), /income statement|profit and loss|revenue/i);
    await next(page);
    await question(page, /Upload your latest financial statements/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the template' }).click();
    assert.match((await download).suggestedFilename(), /\.xlsx$/);
    await context.close();
  });

  it('a new business: products, plan, hires, purchases and funding, then its forecast', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await ownerWithCompany(page, 'new-budget');
    await page.goto('/create-a-budget');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await page.waitForURL('**/create-a-budget/new-business');
    await page.getByRole('button', { name: 'Start' }).click();

    await question(page, /What will you sell/);
    // Usable at 390 px: the questionnaire fits; its table scrolls inside itself.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than a 390px screen`);
    await page.getByLabel('Product, row 1', { exact: true }).fill('Coffee');
    await page.getByLabel('Price, row 1', { exact: true }).fill('120');
    await page.getByLabel('Units this year, row 1', { exact: true }).fill('20000');
    await next(page);
    await question(page, /How do you plan to grow/);
    await next(page); // required
    await page.getByText('Tick at least one way you plan to get there.').waitFor();
    await page.getByRole('checkbox', { name: 'Add a salesperson' }).check();
    await next(page);
    await question(page, /Who will you hire/);
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Role, row 1', { exact: true }).fill('Barista');
    await page.getByLabel('Monthly salary, row 1', { exact: true }).fill('15000');
    await next(page);
    await question(page, /What will you buy/);
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Purchase, row 1', { exact: true }).fill('Espresso machine');
    await page.getByLabel('Cost, row 1', { exact: true }).fill('90000');
    await page.getByLabel('Useful life (years), row 1', { exact: true }).fill('5');
    await next(page);
    await question(page, /Where will the money come from/);
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Amount, row 1', { exact: true }).fill('500000');
    await next(page);
    await question(page, /Ready to make your budget/);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Form submitted successfully!').waitFor();
    await page.waitForURL(/\/cashflow-overview\/1$/);
    await context.close();
  });
});

describe('loan application', () => {
  it('a new business is told to wait 6 months; an existing one applies and sees it listed', async () => {
    const { context, page } = await newPage(browser);
    await ownerWithCompany(page, 'loan');
    await page.getByRole('link', { name: 'Financing' }).click();
    await page.waitForURL('**/financing');
    await page.getByText('No applications yet.').waitFor();
    await page.getByRole('link', { name: 'Apply' }).click();
    await page.waitForURL('**/financing/apply-loan');

    await page.getByRole('radio', { name: 'New business' }).check();
    await page.getByText('You need to be in operations for at least 6 months.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/financing$/);

    await page.getByRole('link', { name: 'Apply' }).click();
    await page.getByRole('radio', { name: 'Existing business' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Choose the amount you need.').waitFor();
    await choose(page, 'Amount', '10,000 PHP');
    await choose(page, 'Term', '6 months');
    await choose(page, 'Purpose', 'Working capital');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByText(
        'Success! Your application is currently being reviewed. You will receive a response within 48 hours.',
      )
      .waitFor();
    // The dialog opens over the list, which already shows the application; OK closes it.
    await page.waitForURL(/\/financing$/);
    const table = page.getByRole('table');
    await table.getByText('10,000 PHP').waitFor();
    await table.getByText('Submitted').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
  });
});
