/**
 * A second path to tuning set C's figures: reads each written workbook back with exceljs (not
 * the generator's data, not the engine) and returns what the sheet itself says, so the test can
 * check that every totals row, subtotal and running balance agrees with its lines and that the
 * headline expectations equal the figures printed in the sheet.
 */
import ExcelJS from 'exceljs';

/** One sheet row: its first text cell (trimmed) and its numbers by column (money in cents). */
export interface SheetRow {
  row: number;
  label: string;
  texts: string[];
  /** column (1-based) -> integer hundredths of the cell's number */
  nums: Map<number, number>;
}

export async function readSheets(bytes: Uint8Array): Promise<Map<string, SheetRow[]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const out = new Map<string, SheetRow[]>();
  wb.eachSheet((ws) => {
    const rows: SheetRow[] = [];
    ws.eachRow((r, rowNumber) => {
      const texts: string[] = [];
      const nums = new Map<number, number>();
      r.eachCell((cell, colNumber) => {
        const v = cell.value;
        if (typeof v === 'number') nums.set(colNumber, Math.round(v * 100));
        else if (typeof v === 'string') texts.push(v.trim());
      });
      rows.push({ row: rowNumber, label: texts[0] ?? '', texts, nums });
    });
    out.set(ws.name, rows);
  });
  return out;
}

/** The first row whose label (first text) is `label`, else the first holding it anywhere. */
export function rowLabelled(rows: SheetRow[], label: string): SheetRow {
  const hit = rows.find((r) => r.label === label) ?? rows.find((r) => r.texts.includes(label));
  if (!hit) throw new Error(`no row labelled ${label}`);
  return hit;
}

export function num(r: SheetRow, col: number): number {
  return r.nums.get(col) ?? 0;
}

/** Sum of column `col` over rows strictly between two row numbers. */
export function columnSum(rows: SheetRow[], col: number, fromRow: number, toRow: number): number {
  return rows.filter((r) => r.row > fromRow && r.row < toRow).reduce((s, r) => s + num(r, col), 0);
}

/** Sum of a row's numbers over columns [from, to]. */
export function rowSum(r: SheetRow, from: number, to: number): number {
  let s = 0;
  for (let c = from; c <= to; c++) s += num(r, c);
  return s;
}
