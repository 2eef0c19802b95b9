/** Real .xlsx files for the chat session tests, written with exceljs, with known figures. */
import ExcelJS from 'exceljs';

/** Money cells as a bookkeeper formats them: two decimals, thousands separated. */
function moneyFormat(sheet: ExcelJS.Worksheet, firstRow: number, columns: number[]): void {
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber < firstRow) return;
    for (const column of columns) row.getCell(column).numFmt = '#,##0.00';
  });
}

async function bytesOf(book: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

/**
 * A monthly P&L, Jan to Apr 2024. Revenue B2:E2 totals 55,551.50; March revenue (D2) is
 * 15,750.00; gross profit B4:E4 totals 32,351.50, so the gross margin is 58.24%.
 */
export async function pnlWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('P&L');
  sheet.addRow(['Line', 'Jan 2024', 'Feb 2024', 'Mar 2024', 'Apr 2024']);
  sheet.addRow(['Revenue', 12500.5, 13200.25, 15750, 14100.75]);
  sheet.addRow(['Cost of sales', 5200, 5600, 6300, 6100]);
  sheet.addRow(['Gross profit', 7300.5, 7600.25, 9450, 8000.75]);
  sheet.addRow(['Rent', 1000, 1000, 1000, 1000]);
  moneyFormat(sheet, 2, [2, 3, 4, 5]);
  return bytesOf(book);
}

/** Expenses by category (long layout): Rent 3,000, Travel 450.40 (total 3,450.40). */
export async function expensesWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Expenses');
  sheet.addRow(['Date', 'Category', 'Amount']);
  sheet.addRow([new Date(Date.UTC(2024, 0, 5)), 'Rent', 1500]);
  sheet.addRow([new Date(Date.UTC(2024, 0, 9)), 'Travel', 200.4]);
  sheet.addRow([new Date(Date.UTC(2024, 1, 5)), 'Rent', 1500]);
  sheet.addRow([new Date(Date.UTC(2024, 1, 20)), 'Travel', 250]);
  moneyFormat(sheet, 2, [3]);
  return bytesOf(book);
}
