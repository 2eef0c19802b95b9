import type { StatementsRead } from '@fina/contract';
import { HttpError } from '@fina/service-kit';
import { readStatementGrid } from './grid-source';
import { readStatements } from './read-statements';
import {
  filledTemplate,
  monthsAcrossWorkbook,
  quickBooksWorkbook,
  twoColumnWorkbook,
  workbook,
  xeroWorkbook,
} from './testing/sample-workbooks';
import { statementsTemplate } from './template';

async function read(bytes: Buffer): Promise<StatementsRead> {
  return readStatements(await readStatementGrid(bytes, 'financial_statement'));
}

const byKey = (lines: StatementsRead['income']['lines'], key: string) =>
  lines.filter((l) => l.key === key).map((l) => [l.label.trim(), l.amount, l.cell]);

async function refusal(bytes: Buffer): Promise<HttpError> {
  try {
    await read(bytes);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('statements workbook reader', () => {
  it('reads a QuickBooks Online Profit and Loss and Balance Sheet, Totals never counted', async () => {
    const result = await read(await quickBooksWorkbook());
    expect(result.layout).toBe('quickbooks');
    expect(result.income.period_label).toBe('January - December 2025');
    expect(result.income.period_end).toBe('2025-12');
    expect(byKey(result.income.lines, 'revenue')).toEqual([
      ['Sales of Product Income', '180000', 'B7'],
      ['Services', '60000', 'B8'],
    ]);
    expect(byKey(result.income.lines, 'cost_of_sales')).toEqual([
      ['Cost of Goods Sold', '96000', 'B11'],
    ]);
    expect(byKey(result.income.lines, 'operating_expense').map((l) => l[0])).toEqual([
      'Rent or Lease',
      'Gas and Electric',
      'Telephone',
      'Payroll Expenses',
    ]);
    expect(byKey(result.income.lines, 'depreciation')).toEqual([['Depreciation', '5000', 'B21']]);
    expect(byKey(result.income.lines, 'interest')).toEqual([['Interest Expense', '1500', 'B22']]);
    expect(byKey(result.income.lines, 'tax')).toEqual([['Income Tax Expense', '9000', 'B29']]);
    expect(result.income.lines.every((l) => l.sheet === 'Profit and Loss')).toBe(true);
    expect(result.income.lines.some((l) => /total|gross|net/i.test(l.label))).toBe(false);
    expect(result.warnings.some((w) => w.includes('Interest Earned'))).toBe(true);

    expect(result.balance.date).toBe('2025-12-31');
    expect(byKey(result.balance.lines, 'cash')).toEqual([
      ['Checking', '30000', 'B9'],
      ['Savings', '10000', 'B10'],
    ]);
    expect(byKey(result.balance.lines, 'receivables')).toEqual([
      ['Accounts Receivable (A/R)', '12000', 'B13'],
    ]);
    expect(byKey(result.balance.lines, 'inventory')).toEqual([['Inventory Asset', '8000', 'B16']]);
    expect(byKey(result.balance.lines, 'fixed_assets')).toEqual([
      ['Truck', '30000', 'B21'],
      ['Accumulated Depreciation', '-10000', 'B22'],
    ]);
    expect(byKey(result.balance.lines, 'payables')).toEqual([
      ['Accounts Payable (A/P)', '9000', 'B29'],
    ]);
    expect(byKey(result.balance.lines, 'loans')).toEqual([['Notes Payable', '15000', 'B36']]);
    expect(byKey(result.balance.lines, 'equity').map((l) => l[0])).toEqual([
      'Opening Balance Equity',
      'Retained Earnings',
      'Net Income',
    ]);
    expect(result.warnings.some((w) => w.includes('does not balance'))).toBe(false);
  });

  it('reads a Xero export: text amounts, brackets, As at, comparatives', async () => {
    const result = await read(await xeroWorkbook());
    expect(result.layout).toBe('xero');
    expect(result.income.period_end).toBe('2025-06');
    expect(byKey(result.income.lines, 'revenue')).toEqual([['Sales', '1250000.50', 'B7']]);
    expect(byKey(result.income.lines, 'cost_of_sales')).toEqual([
      ['Purchases', '500000.00', 'B10'],
    ]);
    expect(byKey(result.income.lines, 'interest')).toEqual([
      ['Interest Expense', '-1000.00', 'B18'],
    ]);
    expect(byKey(result.income.lines, 'operating_expense').map((l) => l[0])).toEqual([
      'Advertising',
      'Wages and Salaries',
      'Rent',
    ]);
    expect(result.balance.date).toBe('2025-06-30');
    expect(byKey(result.balance.lines, 'cash')).toEqual([
      ['Business Bank Account', '200000', 'B8'],
    ]);
    expect(byKey(result.balance.lines, 'other_liabilities')).toEqual([['GST', '5000', 'B21']]);
    expect(byKey(result.balance.lines, 'loans')).toEqual([['Loan', '40000', 'B24']]);
    expect(byKey(result.balance.lines, 'fixed_assets').map((l) => l[1])).toEqual([
      '60000',
      '-15000',
    ]);
    expect(byKey(result.balance.lines, 'equity')).toHaveLength(3);
    expect(result.warnings.some((w) => w.includes('does not balance'))).toBe(false);
  });

  it('reads Fina’s template once filled in, and its blank lines are not headers', async () => {
    const result = await read(await filledTemplate());
    expect(result.layout).toBe('template');
    expect(result.income.period_end).toBe('2025-12');
    expect(byKey(result.income.lines, 'revenue')).toEqual([['Sales', '120000', 'B5']]);
    expect(byKey(result.income.lines, 'cost_of_sales')).toEqual([['Cost of sales', '48000', 'B6']]);
    expect(byKey(result.income.lines, 'operating_expense').map((l) => l[0])).toEqual([
      'Rent',
      'Salaries and wages',
      'Utilities',
    ]);
    expect(byKey(result.balance.lines, 'equity').map((l) => l[1])).toEqual(['10000', '14000']);
    expect(result.balance.date).toBe('2025-12-31');
  });

  it('refuses the empty template: no revenue in the Profit and Loss', async () => {
    const error = await refusal(await statementsTemplate(2025));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/could not find revenue in the Profit and Loss/);
  });

  it('reads a plain two-column sheet, placing each line in its statement', async () => {
    const result = await read(await twoColumnWorkbook());
    expect(result.layout).toBe('two_column');
    expect(byKey(result.income.lines, 'revenue')).toEqual([['Revenue', '90000', 'B2']]);
    expect(byKey(result.income.lines, 'operating_expense').map((l) => l[0])).toEqual([
      'Rent',
      'Salaries',
    ]);
    expect(byKey(result.balance.lines, 'cash')).toEqual([['Cash', '12000', 'B8']]);
    expect(byKey(result.balance.lines, 'equity')).toEqual([['Owner equity', '13000', 'B11']]);
    expect(result.income.period_end).toBeNull();
    expect(result.warnings.some((w) => w.includes('names no period'))).toBe(true);
  });

  it('reads months across: the Total column, the months and revenue per month', async () => {
    const result = await read(await monthsAcrossWorkbook());
    expect(result.layout).toBe('months_across');
    expect(result.income.months).toHaveLength(12);
    expect(result.income.months?.[0]).toBe('2025-01');
    expect(result.income.period_end).toBe('2025-12');
    expect(byKey(result.income.lines, 'revenue')).toEqual([['Sales', '130000', 'N5']]);
    expect(result.income.monthly_revenues?.[11]).toBe('16000.00');
    expect(result.warnings.some((w) => w.includes('No balance sheet'))).toBe(true);
  });

  it('sums the months exactly when there is no Total column, citing the range', async () => {
    const result = await read(await monthsAcrossWorkbook(false));
    expect(byKey(result.income.lines, 'revenue')).toEqual([['Sales', '130000.00', 'B5:M5']]);
    expect(byKey(result.income.lines, 'cost_of_sales')[0]?.[1]).toBe('52000.00');
  });

  it('refuses a workbook without a Profit and Loss, naming it', async () => {
    const error = await refusal(
      await workbook({ Notes: [['Meeting notes'], ['Call the bank on Monday']] }),
    );
    expect(error.message).toMatch(/could not find a Profit and Loss/);
    expect(error.field).toBe('financial_statement');
  });

  it('refuses a Profit and Loss without revenue, naming the sheet', async () => {
    const error = await refusal(
      await workbook({ 'P&L': [['Profit and Loss'], ['Rent', 1000], ['Utilities', 200]] }),
    );
    expect(error.message).toBe(
      'I could not find revenue in the Profit and Loss (sheet “P&L”): add a line named Sales or Revenue.',
    );
  });

  it('refuses a file that is not a workbook', async () => {
    const error = await refusal(Buffer.from('name,amount\nSales,100\n'));
    expect(error.message).toBe('Invalid file format.');
  });

  it('skips a cash-flow statement', async () => {
    const result = await read(
      await workbook({
        'Cash Flow': [['Statement of Cash Flows'], ['Net income', 5000], ['Depreciation', 100]],
        'Profit and Loss': [['Profit and Loss'], ['Sales', 9000], ['Rent', 4000]],
      }),
    );
    expect(result.income.sheet).toBe('Profit and Loss');
    expect(result.income.lines).toHaveLength(2);
  });
});
