/**
 * Builds the .xlsx bytes of every book of blind set 19 with exceljs, from the generators'
 * sheet specs (the same data the expected figures were computed from).
 */
import ExcelJS from 'exceljs';
import { BOOK_MAKERS } from './books';
import type { BookSpec } from './lib';

export const BOOKS: BookSpec[] = BOOK_MAKERS.map((make) => make());

export async function bookBytes(book: BookSpec): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const sheet of book.sheets) {
    const ws = wb.addWorksheet(sheet.name);
    sheet.rows.forEach((row, i) => {
      row.forEach((v, j) => {
        if (v === null || v === undefined) return;
        const c = ws.getCell(i + 1, j + 1);
        c.value = v;
        if (v instanceof Date) c.numFmt = 'yyyy-mm-dd';
      });
    });
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export async function buildBooks(): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  for (const b of BOOKS) out.set(b.name, await bookBytes(b));
  return out;
}
