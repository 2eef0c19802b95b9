/** Real .xlsx files for the tests, written by exceljs, optionally with a forged <dimension>. */
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

export async function xlsxOf(
  sheets: Record<string, Array<Array<string | number | Date | null>>>,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The same workbook whose first sheet claims `ref` (e.g. 'A1:XFD20000') as its dimension. */
export function withDeclaredDimension(bytes: Uint8Array, ref: string): Uint8Array {
  const parts = unzipSync(bytes);
  const name = 'xl/worksheets/sheet1.xml';
  const xml = strFromU8(parts[name]!);
  const forged = /<dimension\b/.test(xml)
    ? xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`)
    : xml.replace(/<sheetViews|<sheetFormatPr|<sheetData/, (m) => `<dimension ref="${ref}"/>${m}`);
  parts[name] = strToU8(forged);
  return zipSync(parts);
}
