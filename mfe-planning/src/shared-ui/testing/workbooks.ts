import ExcelJS from 'exceljs';

/** A real .xlsx built by the test: each sheet a list of rows. */
export async function workbookFile(
  name: string,
  sheets: Record<string, Array<Array<string | number>>>,
): Promise<File> {
  const book = new ExcelJS.Workbook();
  for (const [sheetName, rows] of Object.entries(sheets))
    book.addWorksheet(sheetName).addRows(rows);
  const bytes = await book.xlsx.writeBuffer();
  return new File([bytes], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** A QuickBooks-style Profit and Loss and Balance Sheet, as an owner would export them. */
export function quickBooksStatements(name = 'statements.xlsx'): Promise<File> {
  return workbookFile(name, {
    'Profit and Loss': [
      ['Bakery'],
      ['Profit and Loss'],
      ['January - December 2025'],
      ['', 'Total'],
      ['Income'],
      ['Sales', 120000],
      ['Total Income', 120000],
      ['Cost of Goods Sold'],
      ['Ingredients', 48000],
      ['Total Cost of Goods Sold', 48000],
      ['Gross Profit', 72000],
      ['Expenses'],
      ['Rent or Lease', 12000],
      ['Utilities', 3600],
      ['Total Expenses', 15600],
      ['Net Income', 56400],
    ],
    'Balance Sheet': [
      ['Bakery'],
      ['Balance Sheet'],
      ['As of December 31, 2025'],
      ['', 'Total'],
      ['Checking', 25000],
      ['Accounts Receivable', 4000],
      ['Accounts Payable', 3000],
      ['Opening Balance Equity', 26000],
    ],
  });
}
