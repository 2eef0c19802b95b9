/**
 * Statement workbooks in the layouts owners have, written by the tests with exceljs (real
 * .xlsx bytes, nothing mocked): QuickBooks Online, Xero, Fina's template, a two-column sheet,
 * and months across.
 */
import ExcelJS from 'exceljs';
import { statementsTemplate } from '../template';

type Row = (string | number | Date | null)[];

export async function workbook(sheets: Record<string, Row[]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** QuickBooks Online: company, title, period, "Total" column, sections, Total rows. */
export function quickBooksWorkbook(): Promise<Buffer> {
  return workbook({
    'Profit and Loss': [
      ['Craft Coffee LLC'],
      ['Profit and Loss'],
      ['January - December 2025'],
      [],
      [null, 'Total'],
      ['Income'],
      ['   Sales of Product Income', 180000],
      ['   Services', 60000],
      ['Total Income', 240000],
      ['Cost of Goods Sold'],
      ['   Cost of Goods Sold', 96000],
      ['Total Cost of Goods Sold', 96000],
      ['Gross Profit', 144000],
      ['Expenses'],
      ['   Rent or Lease', 24000],
      ['   Utilities'],
      ['      Gas and Electric', 3000],
      ['      Telephone', 1200],
      ['   Total Utilities', 4200],
      ['   Payroll Expenses', 60000],
      ['   Depreciation', 5000],
      ['   Interest Expense', 1500],
      ['Total Expenses', 94700],
      ['Net Operating Income', 49300],
      ['Other Income'],
      ['   Interest Earned', 120],
      ['Total Other Income', 120],
      ['Other Expenses'],
      ['   Income Tax Expense', 9000],
      ['Net Income', 40420],
      [],
      ['Accrual basis Friday, January 9, 2026 10:00 AM GMT-08:00'],
    ],
    'Balance Sheet': [
      ['Craft Coffee LLC'],
      ['Balance Sheet'],
      ['As of December 31, 2025'],
      [],
      [null, 'Total'],
      ['ASSETS'],
      ['   Current Assets'],
      ['      Bank Accounts'],
      ['         Checking', 30000],
      ['         Savings', 10000],
      ['      Total Bank Accounts', 40000],
      ['      Accounts Receivable'],
      ['         Accounts Receivable (A/R)', 12000],
      ['      Total Accounts Receivable', 12000],
      ['      Other Current Assets'],
      ['         Inventory Asset', 8000],
      ['         Prepaid Expenses', 2000],
      ['      Total Other Current Assets', 10000],
      ['   Total Current Assets', 62000],
      ['   Fixed Assets'],
      ['      Truck', 30000],
      ['      Accumulated Depreciation', -10000],
      ['   Total Fixed Assets', 20000],
      ['TOTAL ASSETS', 82000],
      ['LIABILITIES AND EQUITY'],
      ['   Liabilities'],
      ['      Current Liabilities'],
      ['         Accounts Payable'],
      ['            Accounts Payable (A/P)', 9000],
      ['         Total Accounts Payable', 9000],
      ['         Credit Cards'],
      ['            Mastercard', 1000],
      ['         Total Credit Cards', 1000],
      ['      Total Current Liabilities', 10000],
      ['      Long-Term Liabilities'],
      ['         Notes Payable', 15000],
      ['      Total Long-Term Liabilities', 15000],
      ['   Total Liabilities', 25000],
      ['   Equity'],
      ['      Opening Balance Equity', 5000],
      ['      Retained Earnings', 11580],
      ['      Net Income', 40420],
      ['   Total Equity', 57000],
      ['TOTAL LIABILITIES AND EQUITY', 82000],
    ],
  });
}

/** Xero: title, company, "For the year ended", one dated column, Trading Income, Net Profit. */
export function xeroWorkbook(): Promise<Buffer> {
  return workbook({
    'Profit and Loss': [
      ['Profit and Loss'],
      ['Demo Company (PH)'],
      ['For the year ended 30 June 2025'],
      [],
      [null, '30 Jun 25'],
      ['Trading Income'],
      ['Sales', '1,250,000.50'],
      ['Total Trading Income', '1,250,000.50'],
      ['Cost of Sales'],
      ['Purchases', '500,000.00'],
      ['Total Cost of Sales', '500,000.00'],
      ['Gross Profit', '750,000.50'],
      ['Operating Expenses'],
      ['Advertising', '20,000.00'],
      ['Wages and Salaries', '360,000.00'],
      ['Rent', '120,000.00'],
      ['Depreciation', '15,000.00'],
      ['Interest Expense', '(1,000.00)'],
      ['Total Operating Expenses', '514,000.00'],
      ['Net Profit', '236,000.50'],
    ],
    'Balance Sheet': [
      ['Balance Sheet'],
      ['Demo Company (PH)'],
      ['As at 30 June 2025'],
      [],
      [null, '30 Jun 25'],
      ['Assets'],
      ['Bank'],
      ['Business Bank Account', 200000],
      ['Total Bank', 200000],
      ['Current Assets'],
      ['Accounts Receivable', 50000],
      ['Total Current Assets', 50000],
      ['Fixed Assets'],
      ['Office Equipment', 60000],
      ['Less Accumulated Depreciation on Office Equipment', -15000],
      ['Total Fixed Assets', 45000],
      ['Total Assets', 295000],
      ['Liabilities'],
      ['Current Liabilities'],
      ['Accounts Payable', 30000],
      ['GST', 5000],
      ['Total Current Liabilities', 35000],
      ['Non-current Liabilities'],
      ['Loan', 40000],
      ['Total Non-current Liabilities', 40000],
      ['Total Liabilities', 75000],
      ['Net Assets', 220000],
      ['Equity'],
      ['Current Year Earnings', 120000],
      ['Retained Earnings', 90000],
      ['Owner A Share Capital', 10000],
      ['Total Equity', 220000],
    ],
  });
}

/** Fina's own template, filled in. */
export async function filledTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await statementsTemplate(2025)) as unknown as ArrayBuffer);
  const values: Record<string, Record<string, number>> = {
    'Profit and Loss': {
      Sales: 120000,
      'Cost of sales': 48000,
      Rent: 12000,
      'Salaries and wages': 30000,
      Utilities: 2400,
      Depreciation: 1000,
    },
    'Balance Sheet': {
      'Cash in bank': 15000,
      'Accounts receivable': 5000,
      Equipment: 8000,
      'Accounts payable': 4000,
      "Owner's capital": 10000,
      'Retained earnings': 14000,
    },
  };
  for (const [sheetName, lines] of Object.entries(values)) {
    const sheet = book.getWorksheet(sheetName);
    sheet?.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string' && label in lines) row.getCell(2).value = lines[label] ?? null;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A plain "line item | amount" sheet: no titles, no sections, both statements mixed. */
export function twoColumnWorkbook(): Promise<Buffer> {
  return workbook({
    Sheet1: [
      ['Line item', 'Amount'],
      ['Revenue', 90000],
      ['Cost of goods sold', 30000],
      ['Rent', 6000],
      ['Salaries', 24000],
      ['Total expenses', 60000],
      ['Net income', 30000],
      ['Cash', 12000],
      ['Accounts receivable', 3000],
      ['Accounts payable', 2000],
      ['Owner equity', 13000],
    ],
  });
}

/** Months across (QuickBooks "by month"): Jan … Dec 2025 and a Total column. */
export function monthsAcrossWorkbook(withTotal = true): Promise<Buffer> {
  const months = [
    'Jan 2025',
    'Feb 2025',
    'Mar 2025',
    'Apr 2025',
    'May 2025',
    'Jun 2025',
    'Jul 2025',
    'Aug 2025',
    'Sep 2025',
    'Oct 2025',
    'Nov 2025',
    'Dec 2025',
  ];
  const sales = [8000, 8000, 9000, 9000, 10000, 12000, 14000, 14000, 11000, 10000, 9000, 16000];
  const cogs = sales.map((s) => s * 0.4);
  const rent = months.map(() => 1000);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const row = (label: string, list: number[]) =>
    withTotal ? [label, ...list, sum(list)] : [label, ...list];
  return workbook({
    'Profit and Loss': [
      ['Profit and Loss'],
      ['January - December 2025'],
      [null, ...months, ...(withTotal ? ['Total'] : [])],
      ['Income'],
      row('Sales', sales),
      row('Total Income', sales),
      ['Cost of Goods Sold'],
      row('Cost of Goods Sold', cogs),
      ['Expenses'],
      row('Rent', rent),
      row('Total Expenses', rent),
      row(
        'Net Income',
        sales.map((s, i) => s - (cogs[i] ?? 0) - 1000),
      ),
    ],
  });
}
