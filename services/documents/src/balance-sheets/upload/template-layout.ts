/**
 * Fina's balance sheet template (documented in mfe-statements/README.md): a 'Summary' sheet
 * with the rows 'Date' and 'Cash on hand' (label in column A, value in B), and one sheet per
 * table named by its title (BALANCE_SHEET_TABLES), its column headers in the first row and
 * one row per line below. Sheets it does not know (the instructions) are ignored; a missing
 * table sheet means no rows.
 */
import { BALANCE_SHEET_TABLES } from '@fina/contract';
import type { BalanceSheetTable } from '@fina/contract';
import { badRequest } from '@fina/service-kit';
import { cellText, readAmountCell, readDateCell } from './cells';
import { UploadResultBuilder } from './upload-result';
import type { CellValue, SheetRows } from './workbook';

export const TEMPLATE_SUMMARY_SHEET = 'Summary';
export const TEMPLATE_INSTRUCTIONS_SHEET = 'How to fill in';
export const TEMPLATE_SUMMARY_ROWS = { date: 'Date', cashOnHand: 'Cash on hand' } as const;

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\(optional\)|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function tableOf(sheetName: string): BalanceSheetTable | undefined {
  const name = normalise(sheetName);
  return BALANCE_SHEET_TABLES.find((table) => normalise(table.title) === name);
}

/** A workbook is in the template when it has the Summary sheet or a table sheet. */
export function isTemplateWorkbook(sheets: readonly SheetRows[]): boolean {
  return sheets.some(
    (sheet) => normalise(sheet.name) === normalise(TEMPLATE_SUMMARY_SHEET) || tableOf(sheet.name),
  );
}

const isBlankRow = (row: readonly CellValue[]): boolean =>
  row.every((cell) => cell === null || cellText(cell) === '');

function readSummary(sheet: SheetRows, out: UploadResultBuilder): void {
  sheet.rows.forEach((row, index) => {
    const label = normalise(cellText(row[0] ?? null));
    const value = row[1] ?? null;
    const at = { sheet: sheet.name, row: index + 1, label: cellText(row[0] ?? null) };
    if (label === normalise(TEMPLATE_SUMMARY_ROWS.date)) {
      const date = readDateCell(value);
      if (value !== null && cellText(value) !== '' && !date) {
        throw badRequest(
          `Sheet "${sheet.name}", cell B${index + 1}: the date must be a date (e.g. 2025-12-31).`,
          'file',
        );
      }
      out.date = date ?? '';
      out.note({ ...at, amount: '', target: 'date', note: date ?? 'No date given.' });
    } else if (label === normalise(TEMPLATE_SUMMARY_ROWS.cashOnHand)) {
      const amount = readAmountCell(value);
      if (amount.kind === 'not-a-number' || (amount.kind === 'amount' && amount.negative)) {
        throw badRequest(
          `Sheet "${sheet.name}", cell B${index + 1}: cash on hand must be a number of 0 or more.`,
          'file',
        );
      }
      out.cashOnHand = amount.kind === 'amount' ? amount.text : '';
      out.note({ ...at, amount: out.cashOnHand, target: 'cash_on_hand', note: '' });
    }
  });
}

const columnLetter = (index: number): string => String.fromCharCode(65 + index);

function readTable(sheet: SheetRows, table: BalanceSheetTable, out: UploadResultBuilder): void {
  const headerIndex = sheet.rows.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) return; // an empty sheet: no rows
  const header = sheet.rows[headerIndex] ?? [];
  const expected = table.columns.map((c) => c.header);
  const found = header.map((cell) => cellText(cell)).filter(Boolean);
  const matches =
    expected.every((name, i) => normalise(cellText(header[i] ?? null)) === normalise(name)) &&
    found.length === expected.length;
  if (!matches) {
    throw badRequest(
      `Sheet "${sheet.name}": expected the columns ${expected.join(', ')} in row ${headerIndex + 1}` +
        ` (found: ${found.length ? found.join(', ') : 'nothing'}).`,
      'file',
    );
  }
  const amountColumn = table.columns.findIndex((c) => c.numeric && c.required);
  for (let r = headerIndex + 1; r < sheet.rows.length; r += 1) {
    const cells = sheet.rows[r] ?? [];
    if (isBlankRow(cells)) continue;
    const row: Record<string, string> = {};
    let missing = '';
    table.columns.forEach((column, c) => {
      const value = cells[c] ?? null;
      if (!column.numeric) {
        row[column.key] = cellText(value).slice(0, 200);
        return;
      }
      const amount = readAmountCell(value);
      const cell = `Sheet "${sheet.name}", cell ${columnLetter(c)}${r + 1}`;
      if (amount.kind === 'not-a-number') {
        throw badRequest(
          `${cell}: ${column.header} must be a number (found "${amount.text}").`,
          'file',
        );
      }
      if (amount.kind === 'amount' && amount.negative) {
        throw badRequest(`${cell}: ${column.header} cannot be negative.`, 'file');
      }
      row[column.key] = amount.kind === 'amount' ? amount.text : '';
      if (column.required && !row[column.key]) missing = column.header;
    });
    const line = {
      sheet: sheet.name,
      row: r + 1,
      label: row[table.columns[0]?.key ?? ''] ?? '',
      amount: amountColumn >= 0 ? (row[table.columns[amountColumn]?.key ?? ''] ?? '') : '',
    };
    if (missing) out.note({ ...line, target: 'skipped', note: `No ${missing.toLowerCase()}.` });
    else out.addRow(table.list, row, { ...line, note: '' });
  }
}

export function parseTemplate(sheets: readonly SheetRows[]): UploadResultBuilder {
  const out = new UploadResultBuilder('template');
  for (const sheet of sheets) {
    if (normalise(sheet.name) === normalise(TEMPLATE_SUMMARY_SHEET)) readSummary(sheet, out);
    const table = tableOf(sheet.name);
    if (table) readTable(sheet, table, out);
  }
  return out;
}
