/**
 * Keyboard only: sign in, open chat, reach the upload button, send a message; and sign in,
 * open Record Operations, fill an invoice and issue it; using nothing but `keyboard.press`
 * and `keyboard.type` (the file picker the upload button opens is the operating system's, so
 * the test answers it; everything in the page is reached by Tab).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { registerViaApi } from '../support/flows';

let browser: Browser;
let work: string;
before(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(os.tmpdir(), 'fina-keyboard-e2e-'));
});
after(async () => {
  await browser.close();
  await rm(work, { recursive: true, force: true });
});

const PASSWORD = 'KeysOnly2026';
/** More Tab presses than any page here needs to reach a control: past it, it is unreachable. */
const MAX_TABS = 60;

const hasFocus = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/** Presses Tab until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, what: string) {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press('Tab');
  }
  assert.fail(`${what} was not reached with ${MAX_TABS} presses of Tab`);
}

/**
 * The file pickers `page` opens, caught from now on. Playwright switches Chromium's interception
 * of the picker on when the first listener is added, without waiting for it: a listener added
 * just before Enter (waitForEvent) can lose that race on a busy machine, and the picker that
 * then opens unseen blocks every later one. One listener for the whole test cannot lose it.
 */
function listenForFileChoosers(page: Page) {
  let deliver: ((chooser: FileChooser) => void) | undefined;
  page.on('filechooser', (chooser) => deliver?.(chooser));
  return {
    next: (timeoutMs: number) =>
      new Promise<FileChooser | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        deliver = (chooser) => {
          clearTimeout(timer);
          deliver = undefined;
          resolve(chooser);
        };
      }),
  };
}

/** Revenue 12,500.50 + 13,200.25 = 25,700.75 over two months. */
async function workbook(file: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('P&L');
  sheet.addRow(['Line', 'Jan 2024', 'Feb 2024']);
  sheet.addRow(['Revenue', 12500.5, 13200.25]);
  sheet.addRow(['Rent', 1000, 1000]);
  await book.xlsx.writeFile(file);
}

describe('keyboard only', () => {
  it('signs in, opens chat, reaches the upload button and sends a message', async () => {
    const { context, page } = await newPage(browser);
    const choosers = listenForFileChoosers(page);
    const email = uniqueEmail('keyboard');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });
    const file = path.join(work, 'keyboard-pnl.xlsx');
    await workbook(file);

    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'), 'Email');
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    await tabTo(page, page.getByRole('link', { name: 'Chat with Fina' }).first(), 'Chat link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/chat-with-fina');
    await page.getByRole('heading', { level: 1, name: 'Chat with Fina' }).waitFor();

    const uploadButton = page.getByRole('button', { name: 'Upload Excel file' });
    // The page may still re-render once its session list arrives (moving the focus): reach
    // the button again and press Enter until the file picker opens, a few times at most.
    let chooser: FileChooser | undefined;
    for (let attempt = 0; attempt < 3 && !chooser; attempt += 1) {
      await tabTo(page, uploadButton, 'Upload Excel file');
      const opened = choosers.next(5000);
      await page.keyboard.press('Enter');
      chooser = await opened;
    }
    if (!chooser) {
      const focused = await page.evaluate(
        () => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing',
      );
      assert.fail(`Enter on the upload button opened no file picker; the focus is on ${focused}`);
    }
    await chooser.setFiles(file);
    await page.getByText('File uploaded successfully.', { exact: true }).waitFor();
    await page.waitForURL(/\/chat-with-fina\/[0-9a-f-]{36}$/);

    const message = page.getByRole('textbox', { name: 'Message' });
    await tabTo(page, message, 'Message box');
    const question = 'What is the total revenue?';
    await page.keyboard.type(question);
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await conversation.getByText(question, { exact: true }).waitFor();
    await conversation
      .getByText(/Revenue: 25,700\.75/)
      .last()
      .waitFor({ timeout: 20000 });
    assert.equal(await message.inputValue(), '', 'the message box is cleared once sent');
    await context.close();
  });

  it('signs in, opens Record Operations, fills an invoice and issues it', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('keyboard-invoice');
    const token = await registerViaApi(page, email, PASSWORD, { onboarded: true });
    const company = await page.request.post('/api/account/company', {
      headers: { Authorization: `Bearer ${token}` },
      data: { company_name: 'Keys Trading', company_address: '3 Tab Street' },
    });
    assert.ok(company.ok(), `company: ${company.status()}`);

    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'), 'Email');
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    await tabTo(page, page.getByRole('link', { name: 'Record Operations' }).first(), 'nav link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/record-operations');
    await tabTo(page, page.getByRole('link', { name: /Invoice/ }).first(), 'Invoice card');
    await page.keyboard.press('Enter');
    await page.getByText('# 1', { exact: true }).waitFor();

    await tabTo(page, page.getByLabel('Client name'), 'Client name');
    await page.keyboard.type('Keyboard Co');
    await page.keyboard.press('Escape'); // close the saved-clients suggestions, if any
    await tabTo(page, page.getByLabel('Item 1', { exact: true }), 'Item 1');
    await page.keyboard.type('Typing lessons');
    await tabTo(page, page.getByLabel('Rate 1', { exact: true }), 'Rate 1');
    await page.keyboard.type('150');
    await tabTo(page, page.getByRole('button', { name: 'Issue invoice' }), 'Issue invoice');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByText('Keyboard Co').first().waitFor();
    await context.close();
  });
});
