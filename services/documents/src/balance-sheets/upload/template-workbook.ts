/**
 * The downloadable template (GET balance-sheet/template.xlsx), written with exceljs from the
 * same table definitions the reader checks: an instructions sheet, 'Summary' (date, cash on
 * hand) and one sheet per table with its headers in row 1 and an example row.
 */
import ExcelJS from 'exceljs';
import { BALANCE_SHEET_TABLES } from '@fina/contract';
import {
  TEMPLATE_INSTRUCTIONS_SHEET,
  TEMPLATE_SUMMARY_ROWS,
  TEMPLATE_SUMMARY_SHEET,
} from './template-layout';

export const TEMPLATE_FILENAME = 'fina-balance-sheet-template.xlsx';

const INSTRUCTIONS = [
  'Fina balance sheet template',
  '',
  `1. On "${TEMPLATE_SUMMARY_SHEET}", enter the date of the balance sheet and your cash on hand.`,
  '2. On each other sheet, add one row per item below the headers (delete the example rows).',
  '   Keep the sheet names and the headers in row 1 as they are. Leave a sheet empty if it does not apply.',
  '3. Amounts are numbers of 0 or more, without currency symbols.',
  '   Inventory: number of items (blank counts as 1) and cost per item.',
  '   Equipment, land and buildings: cost and years of use; useful life is optional',
  '   (by type otherwise: land none, buildings 20, computers 3, vehicles 5, furniture 7, other 5).',
  '4. Upload the file on Financial Statements › Upload. Fina shows what it read before saving;',
  '   it computes every total, depreciation and retained earnings itself.',
];

/** An example row per table, so the layout explains itself. */
const EXAMPLES: Record<string, (string | number)[]> = {
  cib_rows: ['My bank', 0],
  client_rows: ['Client name', 0],
  inventory_rows: ['Product', 1, 0],
  cash_advance_rows: ['Rent deposit', 'Landlord', 0],
  loan_rows: ['Staff loan', 'Employee name', 0],
  other_asset_rows: ['Software licence', 0],
  building_rows: ['Computer', 0, 1, ''],
  supplier_rows: ['Supplier name', 0],
  other_loan_rows: ['Bank loan', 'Bank name', 0],
  investment_rows: ['Owner name', 'Owner', 0],
};

export async function templateWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Fina';

  const help = book.addWorksheet(TEMPLATE_INSTRUCTIONS_SHEET);
  INSTRUCTIONS.forEach((line) => help.addRow([line]));
  help.getRow(1).font = { bold: true, size: 14 };
  help.getColumn(1).width = 100;

  const summary = book.addWorksheet(TEMPLATE_SUMMARY_SHEET);
  summary.columns = [{ width: 18 }, { width: 18 }];
  const today = new Date();
  summary.addRow([
    TEMPLATE_SUMMARY_ROWS.date,
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
  ]);
  summary.addRow([TEMPLATE_SUMMARY_ROWS.cashOnHand, 0]);
  summary.getCell('B1').numFmt = 'yyyy-mm-dd';
  summary.getCell('B2').numFmt = '#,##0.00';
  summary.getColumn(1).font = { bold: true };

  for (const table of BALANCE_SHEET_TABLES) {
    const sheet = book.addWorksheet(table.title);
    sheet.columns = table.columns.map((column) => ({
      header: column.header,
      width: Math.max(16, column.header.length + 4),
      style: column.numeric ? { numFmt: '#,##0.00' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.addRow(EXAMPLES[table.list] ?? []);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
