/**
 * Reads a built book back with exceljs, for the set's own checks: the second computation path
 * (totals written in the sheet vs the lines under them, and vs the expected figures).
 */
import ExcelJS from 'exceljs';

export type Value = number | string | Date | null;

/** Rows of a sheet as plain values (row 1 first, blank rows as empty arrays). */
export async function readRows(bytes: Uint8Array, sheet: string): Promise<Value[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet}`);
  const out: Value[][] = [];
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const vals: Value[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const v = row.getCell(c).value;
      vals.push(v === undefined || v === null ? null : (v as Value));
    }
    out.push(vals.some((v) => v !== null) ? vals : []);
  }
  return out;
}

/** A cell written as cents / 100, back to integer cents. */
export const cents = (v: Value): number => (typeof v === 'number' ? Math.round(v * 100) : 0);

/** The first row whose first text cell (trimmed) equals or starts with `label`. */
export function rowLabelled(rows: Value[][], label: string | RegExp): Value[] {
  const hit = rows.find((r) => {
    const t = r.find((v) => typeof v === 'string');
    if (typeof t !== 'string') return false;
    return typeof label === 'string' ? t.trim() === label : label.test(t.trim());
  });
  if (!hit) throw new Error(`no row ${String(label)}`);
  return hit;
}

/** The rows strictly between two row indexes that carry a number in column `col` (0-based). */
export function numbersIn(rows: Value[][], from: number, to: number, col: number): number[] {
  return rows
    .slice(from + 1, to)
    .map((r) => r[col])
    .filter((v): v is number => typeof v === 'number')
    .map((v) => cents(v));
}
