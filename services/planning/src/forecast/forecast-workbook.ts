/**
 * The forecast as .xlsx, one sheet per statement (Income statement, Balance sheet, Cash
 * flow) plus the Advice: one row per month, one column per line, values in major units read
 * from the exact decimal text. Each month ties: total assets = total liabilities and equity
 * (the balance sheet's Check column is 0) and the cash flow's closing cash = the balance
 * sheet's cash. A table per sheet, headers in row 1, so "ask Fina" can cite every cell.
 */
import ExcelJS from 'exceljs';
import type { ExactForecast } from '@fina/finance';
import { withDecimalStrings } from '@fina/finance';

const MONEY = '#,##0.00;[Red]-#,##0.00';

interface Column<T> {
  header: string;
  value: (row: T) => string;
}

function tableSheet<T extends { month: string }>(
  book: ExcelJS.Workbook,
  name: string,
  rows: readonly T[],
  columns: readonly Column<T>[],
): void {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.addRow(['Month', ...columns.map((c) => c.header)]).font = { bold: true };
  for (const row of rows) sheet.addRow([row.month, ...columns.map((c) => Number(c.value(row)))]);
  sheet.getColumn(1).width = 10;
  columns.forEach((_, i) => {
    const column = sheet.getColumn(i + 2);
    column.width = 16;
    column.numFmt = MONEY;
  });
}

const col = <T>(header: string, key: keyof T): Column<T> => ({
  header,
  value: (row) => String(row[key]),
});

export async function forecastWorkbook(exact: ExactForecast, companyName: string): Promise<Buffer> {
  const d = withDecimalStrings(
    {
      income: exact.income_statement,
      balance: exact.balance_sheet,
      cash: exact.cash_flow,
      advice: exact.advice,
    },
    exact.currency,
  );
  const book = new ExcelJS.Workbook();
  book.creator = 'Fina';
  book.title = `${companyName} forecast from ${exact.start_month} (${exact.currency})`;
  type Income = (typeof d.income)[number];
  const expenseNames = d.income[0]?.expense_lines.map((l) => l.name) ?? [];
  tableSheet<Income>(book, 'Income statement', d.income, [
    col('Revenue', 'revenue'),
    col('Cost of sales', 'cost_of_sales'),
    col('Gross profit', 'gross_profit'),
    col('Payroll', 'payroll'),
    ...expenseNames.map((name, i) => ({
      header: name,
      value: (r: Income) => r.expense_lines[i]?.amount ?? '0',
    })),
    col('Depreciation', 'depreciation'),
    col('Total operating expenses', 'total_operating_expenses'),
    col('Operating income', 'operating_income'),
    col('Interest expense', 'interest_expense'),
    col('Net income', 'net_income'),
  ]);
  type Balance = (typeof d.balance)[number];
  tableSheet<Balance>(book, 'Balance sheet', d.balance, [
    col('Cash', 'cash'),
    col('Accounts receivable', 'accounts_receivable'),
    col('Inventory', 'inventory'),
    col('Cash advances', 'cash_advances'),
    col('Loans given', 'loans_receivable'),
    col('Other assets', 'other_assets'),
    col('Property and equipment, net', 'property_net'),
    col('Total assets', 'total_assets'),
    col('Accounts payable', 'accounts_payable'),
    col('Bank and other loans', 'other_loans'),
    col('Credit line', 'credit_line'),
    col('Working-capital loan', 'working_capital_loan'),
    col('Total liabilities', 'total_liabilities'),
    col('Owner investment', 'owner_investment'),
    col('Retained earnings', 'retained_earnings'),
    col('Total equity', 'total_equity'),
    col('Total liabilities and equity', 'total_liabilities_and_equity'),
  ]);
  type Cash = (typeof d.cash)[number];
  tableSheet<Cash>(book, 'Cash flow', d.cash, [
    col('Opening cash', 'opening_cash'),
    col('Net income', 'net_income'),
    col('Depreciation', 'depreciation'),
    col('Change in receivables', 'change_in_receivables'),
    col('Change in payables', 'change_in_payables'),
    col('Cash from operations', 'cash_from_operations'),
    col('Purchases of equipment', 'purchases_of_equipment'),
    col('Cash from investing', 'cash_from_investing'),
    col('Equity received', 'equity_received'),
    col('Loans received', 'loans_received'),
    col('Credit line drawn', 'credit_line_drawn'),
    col('Credit line repaid', 'credit_line_repaid'),
    col('Working-capital loan drawn', 'working_capital_loan_drawn'),
    col('Working-capital loan repaid', 'working_capital_loan_repaid'),
    col('Cash from financing', 'cash_from_financing'),
    col('Net change in cash', 'net_change_in_cash'),
    col('Closing cash', 'closing_cash'),
  ]);
  const advice = book.addWorksheet('Advice');
  advice.addRow(['Month', 'Action', 'Amount', 'Interest cost', 'What', 'Why', 'Cost']).font = {
    bold: true,
  };
  for (const a of d.advice) {
    advice.addRow([
      a.month,
      a.action,
      Number(a.amount),
      Number(a.interest_cost),
      a.what,
      a.why,
      a.cost,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
