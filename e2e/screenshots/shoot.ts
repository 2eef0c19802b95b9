/**
 * Screens of every page as a new owner sees them, at 1366 × 900 and 390 × 844, written to
 * SHOTS_DIR (default /tmp/shots) to be looked at. Two owners: one with nothing yet (every
 * empty state) and one with data (an invoice, a requisition, a balance sheet, a budget, a
 * bank statement, a chat upload). Run through run.mjs, which starts the production build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { callUrl, invoiceCalls, purchaseRequisitionCalls } from '@fina/contract';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { SCREEN_SIZES, SIGNED_IN_PAGES } from '../support/app-pages';
import { apiToken, logIn, okJson, registerViaApi } from '../support/flows';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
/** Comma-separated parts of file names to shoot (all when unset). */
const ONLY = (process.env.SHOTS_ONLY ?? '').split(',').filter(Boolean);
const PASSWORD = 'Screens2026';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length === 0,
      undefined,
      { timeout: 10000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

function fileName(owner: string, size: string, route: string): string {
  const slug = route.replace(/^\//, '').replace(/[/?=&]+/g, '_') || 'home';
  return `${owner}-${size}-${slug}.png`;
}

async function shoot(page: Page, owner: string, size: string, route: string) {
  const name = fileName(owner, size, route);
  if (ONLY.length > 0 && !ONLY.some((part) => name.includes(part))) return;
  if (route.startsWith('/')) await page.goto(route);
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  console.log(name);
}

/** A dialog as it opens from a page's button (the sale and expense forms, Add a company). */
async function shootDialog(page: Page, owner: string, size: string, route: string, button: string) {
  const name = fileName(owner, size, `${route}_${button.toLowerCase().replace(/\W+/g, '-')}`);
  if (ONLY.length > 0 && !ONLY.some((part) => name.includes(part))) return;
  await page.goto(route);
  await settle(page);
  const opener = page.getByRole('button', { name: button }).first();
  // On a phone the side navigation (Add a company) sits behind the menu button.
  if (!(await opener.isVisible()))
    await page.getByRole('button', { name: 'Open navigation' }).click();
  await opener.click();
  await page.getByRole('dialog').last().waitFor();
  // Past the modal's zoom-in and, on a phone, the navigation drawer's slide-out.
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  console.log(name);
}

/**
 * antd's floating parts, which no page shows at rest: a select's open list and a toast (their
 * styles come from the build-time stylesheet alone, so a screen of each shows one is missing).
 */
async function shootOverlays(page: Page, size: string) {
  const list = fileName('full', size, 'dashboard_industry-list');
  const toast = fileName('full', size, 'dashboard_company-added');
  if (ONLY.length > 0 && !ONLY.some((part) => list.includes(part) || toast.includes(part))) return;
  await page.goto('/dashboard');
  await settle(page);
  const opener = page.getByRole('button', { name: 'Add a company' }).first();
  if (!(await opener.isVisible()))
    await page.getByRole('button', { name: 'Open navigation' }).click();
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  // Past the navigation drawer's slide-out on a phone: its focus return would close the list.
  await page.waitForTimeout(1000);
  await dialog.getByLabel('Company name').fill('Second Shop');
  await dialog.getByLabel('Industry').click();
  await page.locator('.ant-select-dropdown:visible').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, list) });
  console.log(list);
  await page.locator('.ant-select-dropdown:visible').getByText('Agriculture').click();
  await dialog.getByLabel('Address').fill('2 Market Street');
  await dialog.getByLabel('Website').fill('secondshop.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Company added successfully!').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, toast) });
  console.log(toast);
}

/** A loan applied for: the success dialog opens over the list that now holds it. */
async function shootLoanSent(page: Page, size: string) {
  const name = fileName('full', size, 'financing_loan-sent');
  if (ONLY.length > 0 && !ONLY.some((part) => name.includes(part))) return;
  await page.goto('/financing/apply-loan');
  await settle(page);
  await page.getByRole('radio', { name: 'Existing business' }).check();
  for (const [label, option] of [
    ['Amount', '10,000 PHP'],
    ['Term', '6 months'],
    ['Purpose', 'Working capital'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByTitle(option, { exact: true }).last().click();
  }
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').last().waitFor();
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  console.log(name);
}

/** Dialogs and public pages that no route of SIGNED_IN_PAGES shows. */
const DIALOGS: Array<[route: string, button: string]> = [
  ['/record-operations/sales', 'Add a sale'],
  ['/record-operations/expenses', 'Add an expense'],
  ['/dashboard', 'Add a company'],
];
const PUBLIC_PAGES = ['/pricing'];

async function workbook(file: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sales 2026');
  sheet.addRow(['Month', 'Revenue', 'Costs']);
  ['January', 'February', 'March', 'April'].forEach((month, i) =>
    sheet.addRow([month, 12000 + i * 800, 7000 + i * 300]),
  );
  await book.xlsx.writeFile(file);
}

/** Fills a company with one of everything a new owner would make in the first week. */
async function addData(page: Page, token: string, work: string): Promise<Record<string, string>> {
  const headers = { Authorization: `Bearer ${token}` };
  const [company] = await okJson<Array<{ company_id: string }>>(
    await page.request.get('/api/account/company', { headers }),
    'companies',
  );
  const companyId = company!.company_id;
  const today = new Date().toISOString().slice(0, 10);
  const invoice = await okJson<{ invoice_id: string; invoice_number: number }>(
    await page.request.post(callUrl(invoiceCalls.createInvoice), {
      headers,
      data: {
        company_id: companyId,
        client_name: 'Acme Corporation International',
        client_email: 'billing@acme.example',
        date: today,
        items: [
          { item: 'Wedding cake, three tiers', quantity: '2', rate: '125.00' },
          { item: 'Delivery', quantity: '1', rate: '35.50' },
        ],
      },
    }),
    'create_invoice',
  );
  const requisition = await okJson<{ requisition_id: string }>(
    await page.request.post(callUrl(purchaseRequisitionCalls.createRequisition), {
      headers,
      data: {
        company_id: companyId,
        requisitioned_by: 'Ana Cruz',
        department: 'Kitchen',
        purpose: 'Restock paper and toner',
        date: today,
        vendor_name: 'Papeleria Sol',
        items: [{ item: 'Paper', quantity: '3', rate: '19.99' }],
        discount_in_percent: '0',
        tax_in_percent: '16',
        shipping_cost: '12.50',
      },
    }),
    'requisition',
  );
  const rows = (value: unknown) => JSON.stringify(value);
  await okJson(
    await page.request.post('/api/account/update_balance_sheet', {
      headers,
      multipart: {
        company_id: companyId,
        date: today,
        cash_on_hand: '1500.00',
        cib_rows: rows([{ nameOfBank: 'First Bank', amount: '24000.00' }]),
        client_rows: rows([{ name: 'Acme', amount: '285.50' }]),
        inventory_rows: rows([]),
        cash_advance_rows: rows([]),
        loan_rows: rows([]),
        other_asset_rows: rows([]),
        building_rows: rows([]),
        supplier_rows: rows([]),
        other_loan_rows: rows([]),
        investment_rows: rows([{ name: 'Owner', typeOfInvestment: 'Capital', amount: '25785.50' }]),
      },
    }),
    'balance sheet',
  ).catch((error: unknown) => console.log(String(error)));
  await okJson(
    await page.request.post('/api/account/save_new_business_workflow', {
      headers,
      data: {
        company_id: companyId,
        products: [{ product: 'Cakes', price: '20', units: '6000' }],
        plan: { new_branch: true },
        employees: [{ role: 'Baker', salary: '3000', month: 'January' }],
        purchases: [{ purchase: 'Oven', amount: '40000', month: 'March', lifespan: '5' }],
        funding: [{ source: 'Own money', amount: '10000' }],
      },
    }),
    'budget',
  );
  const book = path.join(work, 'sales-2026.xlsx');
  await workbook(book);
  const { readFile } = await import('node:fs/promises');
  await okJson(
    await page.request.post('/api/chat/upload_excel', {
      headers,
      multipart: {
        company_id: companyId,
        file: {
          name: 'sales-2026.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await readFile(book),
        },
      },
    }),
    'chat upload',
  );
  return {
    invoice: `/reports/invoice/${invoice.invoice_id}`,
    requisition: `/record-operations/purchase-requisition-form/requisitions/${requisition.requisition_id}`,
  };
}

async function importBankStatement(page: Page, work: string) {
  const date = new Date().toISOString().slice(0, 10);
  const csv = path.join(work, 'statement.csv');
  await writeFile(
    csv,
    [
      'Date,Description,Amount,Balance',
      `${date},TRANSFER FROM ACME CORP INV 1,285.50,1285.50`,
      `${date},GRAB RIDE 4411,-12.50,1273.00`,
      `${date},MERALCO ELECTRICITY NOVEMBER,-230.00,1043.00`,
    ].join('\r\n'),
  );
  await page.goto('/record-operations/bank-statement');
  await page.getByLabel('Bank account').fill('Main account');
  await page.locator('input[type="file"]').setInputFiles(csv);
  await page.getByRole('button', { name: /Import 3 new lines/ }).click();
  await page.getByText('3 new, 0 already imported').waitFor();
}

async function main() {
  await mkdir(SHOTS, { recursive: true });
  const work = await (await import('node:fs/promises')).mkdtemp(path.join(os.tmpdir(), 'shots-'));
  const browser = await launchBrowser();
  try {
    for (const size of SCREEN_SIZES) {
      // A brand-new owner: onboarding, then every empty state.
      {
        const { context, page } = await newPage(browser, size);
        const email = uniqueEmail(`shots-new-${size.name}`);
        await registerViaApi(page, email, PASSWORD);
        await logIn(page, email, PASSWORD);
        await page.waitForURL('**/onboard');
        await shoot(page, 'new', size.name, 'onboard');
        const token = await apiToken(page, email, PASSWORD);
        await registerViaApiCompany(page, token, 'Sunrise Bakery');
        await page.goto('/dashboard');
        for (const route of SIGNED_IN_PAGES) await shoot(page, 'empty', size.name, route);
        await context.close();
      }
      // An owner with data.
      {
        const { context, page } = await newPage(browser, size);
        const email = uniqueEmail(`shots-full-${size.name}`);
        const token = await registerViaApi(page, email, PASSWORD, {
          onboarded: true,
          company: 'Panaderia Uno Trading Co.',
        });
        const details = await addData(page, token, work);
        await logIn(page, email, PASSWORD);
        await page.waitForURL('**/dashboard');
        await importBankStatement(page, work).catch((error: unknown) =>
          console.log(`bank import: ${String(error)}`),
        );
        for (const route of SIGNED_IN_PAGES) await shoot(page, 'full', size.name, route);
        await shoot(page, 'full', size.name, details.invoice!);
        await shoot(page, 'full', size.name, details.requisition!);
        for (const [route, button] of DIALOGS) {
          await shootDialog(page, 'full', size.name, route, button).catch((error: unknown) =>
            console.log(`dialog ${button}: ${String(error)}`),
          );
        }
        await shootOverlays(page, size.name).catch((error: unknown) =>
          console.log(`overlays: ${String(error)}`),
        );
        await shootLoanSent(page, size.name).catch((error: unknown) =>
          console.log(`loan sent: ${String(error)}`),
        );
        for (const route of PUBLIC_PAGES) await shoot(page, 'public', size.name, route);
        await page.goto('/chat-with-fina');
        await settle(page);
        const session = page.getByRole('link', { name: /sales-2026/ }).first();
        if (await session.count()) {
          await session.click();
          await shoot(page, 'full', size.name, 'chat-session');
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function registerViaApiCompany(page: Page, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` };
  await okJson(
    await page.request.post('/api/account/update_onboarding_info', {
      headers,
      data: { first_name: 'Maria', description: 'A bakery' },
    }),
    'onboarding',
  );
  await okJson(
    await page.request.post('/api/account/company', { headers, data: { company_name: name } }),
    'company',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
