/**
 * Writes a forecast as an Excel workbook: one sheet per statement (income
 * statement, balance sheet, cash flow), plus the yearly summary, the advice,
 * the budget response and the assumptions. Amounts are in major units.
 * Node only (exceljs): not exported from the package index.
 */
import ExcelJS from 'exceljs';
import type { ExactForecast } from '../forecast/forecast';
import { fixedDecimal } from '../money/money';

const MONEY_FORMAT = '#,##0.00;[Red]-#,##0.00';

interface Line<T> {
  label: string;
  value: (row: T) => bigint;
  bold?: boolean;
}

function statementSheet<T extends { month: string }>(
  book: ExcelJS.Workbook,
  name: string,
  rows: readonly T[],
  lines: readonly (Line<T> | string)[],
  toNumber: (minor: bigint) => number,
  options: { total?: boolean; opening?: T } = {},
): void {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  const columns = options.opening ? [options.opening, ...rows] : [...rows];
  const header = [
    name,
    ...columns.map((r, i) => (options.opening && i === 0 ? `Opening ${r.month}` : r.month)),
  ];
  if (options.total) header.push('Total');
  const head = sheet.addRow(header);
  head.font = { bold: true };
  for (const line of lines) {
    if (typeof line === 'string') {
      const section = sheet.addRow([line]);
      section.font = { bold: true, italic: true };
      continue;
    }
    const values = columns.map((r) => line.value(r));
    const cells: (string | number)[] = [line.label, ...values.map(toNumber)];
    if (options.total) cells.push(toNumber(values.reduce((a, b) => a + b, 0n)));
    const row = sheet.addRow(cells);
    if (line.bold) row.font = { bold: true };
  }
  sheet.getColumn(1).width = 34;
  for (let c = 2; c <= header.length; c += 1) {
    const column = sheet.getColumn(c);
    column.width = 14;
    column.numFmt = MONEY_FORMAT;
  }
}

export function buildForecastWorkbook(result: ExactForecast): ExcelJS.Workbook {
  const digits = result.minor_digits;
  const toNumber = (minor: bigint): number => Number(fixedDecimal(minor, digits));
  const book = new ExcelJS.Workbook();
  book.creator = 'Fina finance engine';

  const is = result.income_statement;
  const expenseNames = is[0]?.expense_lines.map((l) => l.name) ?? [];
  statementSheet(
    book,
    'Income statement',
    is,
    [
      { label: 'Revenue', value: (r) => r.revenue },
      { label: 'Cost of sales', value: (r) => r.cost_of_sales },
      { label: 'Gross profit', value: (r) => r.gross_profit, bold: true },
      { label: 'Payroll', value: (r) => r.payroll },
      ...expenseNames.map((name, i) => ({
        label: name,
        value: (r: (typeof is)[number]) => r.expense_lines[i]?.amount ?? 0n,
      })),
      { label: 'Depreciation', value: (r) => r.depreciation },
      { label: 'Total operating expenses', value: (r) => r.total_operating_expenses },
      { label: 'Operating income', value: (r) => r.operating_income, bold: true },
      { label: 'Interest expense', value: (r) => r.interest_expense },
      { label: 'Net income', value: (r) => r.net_income, bold: true },
    ],
    toNumber,
    { total: true },
  );

  statementSheet(
    book,
    'Balance sheet',
    result.balance_sheet,
    [
      'Assets',
      { label: 'Cash', value: (r) => r.cash },
      { label: 'Accounts receivable', value: (r) => r.accounts_receivable },
      { label: 'Inventory', value: (r) => r.inventory },
      { label: 'Cash advances and deposits', value: (r) => r.cash_advances },
      { label: 'Loans given', value: (r) => r.loans_receivable },
      { label: 'Other assets', value: (r) => r.other_assets },
      { label: 'Property and equipment at cost', value: (r) => r.property_cost },
      { label: 'Accumulated depreciation', value: (r) => -r.accumulated_depreciation },
      { label: 'Property and equipment, net', value: (r) => r.property_net },
      { label: 'Total assets', value: (r) => r.total_assets, bold: true },
      'Liabilities',
      { label: 'Accounts payable', value: (r) => r.accounts_payable },
      { label: 'Bank and other loans', value: (r) => r.other_loans },
      { label: 'Credit line', value: (r) => r.credit_line },
      { label: 'Working-capital loan', value: (r) => r.working_capital_loan },
      { label: 'Total liabilities', value: (r) => r.total_liabilities, bold: true },
      'Equity',
      { label: 'Owner investment', value: (r) => r.owner_investment },
      { label: 'Retained earnings', value: (r) => r.retained_earnings },
      { label: 'Total equity', value: (r) => r.total_equity, bold: true },
      {
        label: 'Total liabilities and equity',
        value: (r) => r.total_liabilities_and_equity,
        bold: true,
      },
      {
        label: 'Check: assets - liabilities - equity',
        value: (r) => r.total_assets - r.total_liabilities_and_equity,
      },
    ],
    toNumber,
    { opening: result.opening_balance_sheet },
  );

  const cf = result.cash_flow;
  statementSheet(
    book,
    'Cash flow',
    cf,
    [
      { label: 'Opening cash', value: (r) => r.opening_cash },
      'Operating activities',
      { label: 'Net income', value: (r) => r.net_income },
      { label: 'Depreciation', value: (r) => r.depreciation },
      { label: 'Change in receivables', value: (r) => r.change_in_receivables },
      { label: 'Change in payables', value: (r) => r.change_in_payables },
      { label: 'Cash from operations', value: (r) => r.cash_from_operations, bold: true },
      'Investing activities',
      { label: 'Purchases of equipment', value: (r) => r.purchases_of_equipment },
      { label: 'Cash from investing', value: (r) => r.cash_from_investing, bold: true },
      'Financing activities',
      { label: 'Equity received', value: (r) => r.equity_received },
      { label: 'Loans received', value: (r) => r.loans_received },
      { label: 'Credit line drawn', value: (r) => r.credit_line_drawn },
      { label: 'Credit line repaid', value: (r) => r.credit_line_repaid },
      { label: 'Working-capital loan drawn', value: (r) => r.working_capital_loan_drawn },
      { label: 'Working-capital loan repaid', value: (r) => r.working_capital_loan_repaid },
      { label: 'Cash from financing', value: (r) => r.cash_from_financing, bold: true },
      { label: 'Net change in cash', value: (r) => r.net_change_in_cash },
      { label: 'Closing cash', value: (r) => r.closing_cash, bold: true },
      'Operating cash, direct view',
      { label: 'Receipts from customers', value: (r) => r.receipts_from_customers },
      { label: 'Payments to suppliers', value: (r) => r.payments_to_suppliers },
      { label: 'Payroll paid', value: (r) => r.payroll_paid },
      { label: 'Interest paid', value: (r) => r.interest_paid },
    ],
    toNumber,
    { total: true },
  );

  const years = book.addWorksheet('Years');
  const yearKeys = [
    'revenue',
    'cost_of_sales',
    'gross_profit',
    'payroll',
    'operating_expenses',
    'depreciation',
    'operating_income',
    'interest_expense',
    'net_income',
    'closing_cash',
  ] as const;
  years.addRow(['Year', 'From', 'To', ...yearKeys.map((k) => k.replace(/_/g, ' '))]).font = {
    bold: true,
  };
  for (const y of result.years) {
    years.addRow([y.year, y.from, y.to, ...yearKeys.map((k) => toNumber(y[k]))]);
  }
  for (let c = 4; c <= 3 + yearKeys.length; c += 1) {
    years.getColumn(c).numFmt = MONEY_FORMAT;
    years.getColumn(c).width = 14;
  }

  const advice = book.addWorksheet('Advice');
  advice.addRow([
    'Month',
    'Action',
    'Solution',
    'Amount',
    'Interest cost',
    'What',
    'Why',
    'Cost',
  ]).font = { bold: true };
  for (const a of result.advice) {
    advice.addRow([
      a.month,
      a.action,
      a.solution ?? '',
      toNumber(a.amount),
      toNumber(a.interest_cost),
      a.what,
      a.why,
      a.cost,
    ]);
  }
  advice.getColumn(4).numFmt = MONEY_FORMAT;
  advice.getColumn(5).numFmt = MONEY_FORMAT;
  for (const c of [6, 7, 8]) advice.getColumn(c).width = 60;
  for (const note of result.notes) advice.addRow(['', 'note', '', '', '', note]);

  const budget = book.addWorksheet('Budget');
  budget.addRow([
    'Date',
    'Sales',
    'Gross profit',
    'Gross margin %',
    'Operating margin %',
    'Net margin %',
    'Cash diff',
    'Borrow / pay',
  ]).font = { bold: true };
  result.budget.dates.forEach((date, i) => {
    budget.addRow([
      date,
      result.budget.derived.sales[i] ?? 0,
      result.budget.derived.gross_profit[i] ?? 0,
      result.budget.margins.gross_profit[i] ?? 0,
      result.budget.margins.operating_income[i] ?? 0,
      result.budget.margins.net_income[i] ?? 0,
      result.budget.cash_diff[i] ?? 0,
      (result.budget.borrow_pay[i] ?? []).join('\n'),
    ]);
  });

  const assumptions = book.addWorksheet('Assumptions');
  const a = result.assumptions;
  const money = (v: bigint | null): string | number => (v === null ? 'no limit' : toNumber(v));
  for (const [label, value] of [
    ['Currency', result.currency],
    ['Business type', result.business_type],
    ['Start month', result.start_month],
    ['Months', result.months],
    ['Growth rate %', a.growth_rate_percent],
    ['Days to collect', a.days_to_collect],
    ['Days to pay', a.days_to_pay],
    ['Minimum cash', money(a.minimum_cash)],
    ['Credit-line limit', money(a.credit_line_limit)],
    ['Working-capital loan limit', money(a.working_capital_loan_limit)],
    ['Time-deposit threshold', money(a.time_deposit_threshold)],
    ['Revenue', a.revenue_basis],
    ['Cost of sales', a.cost_of_sales_basis],
  ] as const) {
    assumptions.addRow([label, value]);
  }
  assumptions.getColumn(1).width = 28;
  assumptions.getColumn(2).width = 80;
  return book;
}

export async function writeForecastWorkbook(result: ExactForecast, path: string): Promise<void> {
  await buildForecastWorkbook(result).xlsx.writeFile(path);
}
