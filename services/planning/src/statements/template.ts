/**
 * Fina's statements template (.xlsx): a Profit and Loss and a Balance Sheet, each a title,
 * its period or date, and "Line item | Amount" rows to fill in. The reader reads it like any
 * two-column statement; the marker on the About sheet names the layout.
 */
import ExcelJS from 'exceljs';
import { TEMPLATE_MARKER } from './template-marker';

const INCOME_LINES = [
  'Sales',
  'Cost of sales',
  'Rent',
  'Salaries and wages',
  'Utilities',
  'Marketing',
  'Depreciation',
  'Interest expense',
  'Income tax',
];
const BALANCE_LINES = [
  'Cash in bank',
  'Accounts receivable',
  'Inventory',
  'Other current assets',
  'Equipment',
  'Accounts payable',
  'Loans',
  'Other liabilities',
  "Owner's capital",
  'Retained earnings',
];

function statementSheet(
  book: ExcelJS.Workbook,
  title: string,
  period: string,
  lines: readonly string[],
): void {
  const sheet = book.addWorksheet(title);
  sheet.columns = [{ width: 36 }, { width: 18 }];
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([period]);
  sheet.addRow([]);
  sheet.addRow(['Line item', 'Amount']).font = { bold: true };
  for (const line of lines) sheet.addRow([line, null]);
  sheet.getColumn(2).numFmt = '#,##0.00';
}

export async function statementsTemplate(year = new Date().getUTCFullYear() - 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const about = book.addWorksheet('About');
  about.columns = [{ width: 100 }];
  [
    TEMPLATE_MARKER,
    'Fill in last year’s Profit and Loss and the Balance Sheet at its end, in your currency.',
    'Keep the period line (e.g. “January - December 2025”) and the date line: the forecast starts the month after.',
    'Add rows for your own operating expenses (one per line); leave out totals: Fina adds them up.',
  ].forEach((text) => about.addRow([text]));
  statementSheet(book, 'Profit and Loss', `January - December ${year}`, INCOME_LINES);
  statementSheet(book, 'Balance Sheet', `As of December 31, ${year}`, BALANCE_LINES);
  return Buffer.from(await book.xlsx.writeBuffer());
}
