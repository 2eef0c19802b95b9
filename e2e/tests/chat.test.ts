import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
  work = await mkdtemp(path.join(os.tmpdir(), 'fina-chat-e2e-'));
});
after(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

const PASSWORD = 'ChatFina2026';
const SESSION_URL = /\/chat-with-fina\/[0-9a-f-]{36}$/;

/** Money cells formatted as a bookkeeper would: two decimals, thousands separated. */
function moneyFormat(sheet: ExcelJS.Worksheet, columns: number[]) {
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    for (const column of columns) row.getCell(column).numFmt = '#,##0.00';
  });
}

/**
 * A small P&L, Jan to Apr 2024. Revenue totals 55,551.50 (B2:E2), March revenue is
 * 15,750.00 (D2), gross profit totals 32,351.50, so the gross margin is 58.24%.
 */
async function pnlWorkbook(file: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('P&L');
  sheet.addRow(['Line', 'Jan 2024', 'Feb 2024', 'Mar 2024', 'Apr 2024']);
  sheet.addRow(['Revenue', 12500.5, 13200.25, 15750, 14100.75]);
  sheet.addRow(['Cost of sales', 5200, 5600, 6300, 6100]);
  sheet.addRow(['Gross profit', 7300.5, 7600.25, 9450, 8000.75]);
  sheet.addRow(['Rent', 1000, 1000, 1000, 1000]);
  moneyFormat(sheet, [2, 3, 4, 5]);
  await book.xlsx.writeFile(file);
}

/** Expenses by date and category: Travel 450.40 (C3 and C5), 3,450.40 in all. */
async function expensesWorkbook(file: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Expenses');
  sheet.addRow(['Date', 'Category', 'Amount']);
  sheet.addRow([new Date(Date.UTC(2024, 0, 5)), 'Rent', 1500]);
  sheet.addRow([new Date(Date.UTC(2024, 0, 9)), 'Travel', 200.4]);
  sheet.addRow([new Date(Date.UTC(2024, 1, 5)), 'Rent', 1500]);
  sheet.addRow([new Date(Date.UTC(2024, 1, 20)), 'Travel', 250]);
  moneyFormat(sheet, [3]);
  await book.xlsx.writeFile(file);
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const history = (page: Page) => page.getByRole('navigation', { name: 'Chat history' });

/** Uploads through the file input; answers how long until the flash message showed. */
async function upload(page: Page, file: string, flash: string): Promise<number> {
  const started = Date.now();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByText(flash, { exact: true }).waitFor();
  return Date.now() - started;
}

/**
 * Asks a question and waits until the reply shows `expected`, typed out at 20 ms a character
 * (or at once with `skip`). Answers the time from Enter to the whole reply.
 */
async function ask(page: Page, question: string, expected: string | RegExp, skip = false) {
  const started = Date.now();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
  await conversation(page).getByText(question, { exact: true }).waitFor();
  if (skip) await page.getByRole('button', { name: 'Show full answer' }).click();
  await conversation(page).getByText(expected).last().waitFor({ timeout: 20000 });
  return Date.now() - started;
}

describe('chat with Fina', () => {
  it('answers from an uploaded workbook with its cells, keeps sessions apart, and refuses a second upload of the same file', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('chat');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');

    const pnl = path.join(work, 'pnl-2024.xlsx');
    const expenses = path.join(work, 'expenses.xlsx');
    await pnlWorkbook(pnl);
    await expensesWorkbook(expenses);

    await page.goto('/chat-with-fina');
    await page.getByRole('heading', { name: 'Chat with Fina' }).waitFor();
    await page.getByText('Please upload an Excel file first to get started.').waitFor();
    await page.getByText('No chats yet: upload an Excel file to start one.').waitFor();

    // Upload: a new session named after the file, opened at its own URL.
    const uploadMs = await upload(page, pnl, 'File uploaded successfully.');
    await page.waitForURL(SESSION_URL);
    const pnlUrl = page.url();
    await conversation(page)
      .getByText(/This workbook has 1 sheet \('P&L'\)/)
      .waitFor();
    await history(page).getByRole('link', { name: 'pnl-2024.xlsx' }).waitFor();

    // Three questions, each answered with the exact figure and the cells it came from.
    const timings = [
      await ask(page, 'What is the total revenue?', 'Revenue: 55,551.50 (sum of 4 cells)'),
      await ask(page, 'What was revenue in March?', 'Revenue, Mar 2024: 15,750.00'),
      await ask(page, 'What is the gross margin?', /Gross margin: 58\.24%/, true),
    ];
    const log = conversation(page);
    await log
      .getByText(/Gross margin: 58\.24% = Gross profit 32,351\.50 \/ Revenue 55,551\.50/)
      .waitFor();
    for (const cell of ['P&L!B2:E2', 'P&L!D2', 'P&L!B4:E4']) {
      assert.ok((await log.getByText(cell, { exact: true }).count()) >= 1, `cites ${cell}`);
    }
    // A breakdown is drawn as a table.
    await ask(page, 'Show revenue by month', /^Revenue by month/);
    await log.getByRole('columnheader', { name: 'Revenue' }).waitFor();
    await log.getByRole('cell', { name: '14,100.75' }).waitFor();

    // A second session from another workbook.
    await upload(page, expenses, 'File uploaded successfully.');
    await page.waitForURL((url) => SESSION_URL.test(url.pathname) && url.href !== pnlUrl);
    const expensesUrl = page.url();
    await conversation(page)
      .getByText(/This workbook has 1 sheet \('Expenses'\)/)
      .waitFor();
    await ask(page, 'How much did we spend on travel?', 'Amount for Travel: 450.40');
    assert.equal(await conversation(page).getByText('Revenue: 55,551.50').count(), 0);

    // Switching through the sidebar shows each session's own history.
    await history(page).getByRole('link', { name: 'pnl-2024.xlsx' }).click();
    await page.waitForURL(pnlUrl);
    await conversation(page).getByText('Revenue: 55,551.50 (sum of 4 cells)').waitFor();
    await conversation(page).getByText('What was revenue in March?', { exact: true }).waitFor();
    assert.equal(await conversation(page).getByText('Amount for Travel').count(), 0);
    assert.equal(
      await history(page).getByRole('link', { name: 'pnl-2024.xlsx' }).getAttribute('aria-current'),
      'page',
    );
    await history(page).getByRole('link', { name: 'expenses.xlsx' }).click();
    await page.waitForURL(expensesUrl);
    await conversation(page).getByText('Amount for Travel: 450.40').waitFor();

    // The same file again: 'Session already exists', and the chat switches to that session.
    await upload(page, pnl, 'Session already exists');
    await page.waitForURL(pnlUrl);
    await conversation(page).getByText('Revenue: 55,551.50 (sum of 4 cells)').waitFor();
    assert.equal(await history(page).getByRole('listitem').count(), 2);

    // History survives a reload (it is read back from the server).
    await page.reload();
    await conversation(page).getByText('Revenue, Mar 2024: 15,750.00').waitFor();

    // The toggle hides and shows both sidebars: the app's navigation and the chat history.
    const dashboardLink = page.getByRole('link', { name: 'Dashboard', exact: true });
    await dashboardLink.waitFor();
    await page.getByRole('button', { name: 'Hide sidebars' }).click();
    await dashboardLink.waitFor({ state: 'detached' });
    assert.equal(await history(page).count(), 0);
    await page.getByRole('button', { name: 'Show sidebars' }).click();
    await dashboardLink.waitFor();
    await history(page).waitFor();

    console.log(
      `chat e2e: upload to 'File uploaded successfully.' ${uploadMs} ms; ` +
        `question to full reply ${timings.join(' / ')} ms (the last one skipped)`,
    );
    await context.close();
  });

  it("refuses a file that is not an .xlsx with 'Invalid file format.'", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('chat-format');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto('/chat-with-fina');
    await page.getByRole('heading', { name: 'Chat with Fina' }).waitFor();

    // Named .csv: refused in the browser.
    const csv = path.join(work, 'figures.csv');
    await writeFile(csv, 'Revenue,100\n');
    await upload(page, csv, 'Invalid file format.');
    // Named .xlsx but text inside: refused by the server, which reads the content.
    const fake = path.join(work, 'fake.xlsx');
    await writeFile(fake, 'Revenue,100\n');
    await page.getByText('Invalid file format.').waitFor({ state: 'detached' });
    await upload(page, fake, 'Invalid file format.');
    assert.match(page.url(), /\/chat-with-fina$/);
    await context.close();
  });
});
