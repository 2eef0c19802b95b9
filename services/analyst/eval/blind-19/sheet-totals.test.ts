/**
 * A second computation path for blind set 19: reads the written .xlsx files back with exceljs
 * and re-adds the cells the owners' totals are made of, so a generator bug that wrote one figure
 * and expected another would show here.
 */
import ExcelJS from 'exceljs';
import { BOOKS, buildBooks } from './workbooks';

async function sheetOf(bytes: Uint8Array, name: string): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb.getWorksheet(name)!;
}
const cents = (v: ExcelJS.CellValue): number => (typeof v === 'number' ? Math.round(v * 100) : 0);
function rowsLabelled(ws: ExcelJS.Worksheet, col: number, test: (s: string) => boolean): number[] {
  const out: number[] = [];
  ws.eachRow((row, i) => {
    const v = row.getCell(col).value;
    if (typeof v === 'string' && test(v)) out.push(i);
  });
  return out;
}

describe('blind set 19 sheets, read back', () => {
  let bytes: Map<string, Uint8Array>;
  beforeAll(async () => {
    bytes = await buildBooks();
  });

  it('round-trips every written number to the cent', async () => {
    for (const b of BOOKS) {
      for (const s of b.sheets) {
        const ws = await sheetOf(bytes.get(b.name)!, s.name);
        s.rows.forEach((row, i) =>
          row.forEach((v, j) => {
            if (typeof v === 'number')
              expect(cents(ws.getCell(i + 1, j + 1).value)).toBe(Math.round(v * 100));
          }),
        );
      }
    }
  });

  it('chimney sweep: the Total row adds up the service rows, column by column', async () => {
    const ws = await sheetOf(bytes.get('chimney-sweep')!, 'Takings 2025');
    const [total] = rowsLabelled(ws, 1, (s) => s === 'Total');
    for (let c = 2; c <= 14; c++) {
      let s = 0;
      for (let r = 5; r < total!; r++) s += cents(ws.getCell(r, c).value);
      expect(cents(ws.getCell(total!, c).value)).toBe(s);
    }
  });

  it('tiling contractor: subtotals add up to the grand total and the lines to the subtotals', async () => {
    const ws = await sheetOf(bytes.get('tiling-contractor')!, 'Expenses');
    const subs = rowsLabelled(ws, 4, (s) => s.startsWith('Subtotal'));
    const [grand] = rowsLabelled(ws, 4, (s) => s === 'GRAND TOTAL');
    expect(subs.reduce((a, r) => a + cents(ws.getCell(r, 5).value), 0)).toBe(
      cents(ws.getCell(grand!, 5).value),
    );
    let lines = 0;
    ws.eachRow((row, i) => {
      if (i > 3 && row.getCell(1).value instanceof Date) lines += cents(row.getCell(5).value);
    });
    expect(lines).toBe(cents(ws.getCell(grand!, 5).value));
  });

  it('sign maker: each customer Total is its buckets, and TOTAL is the customers', async () => {
    const ws = await sheetOf(bytes.get('sign-maker')!, 'AR Aging');
    const [total] = rowsLabelled(ws, 1, (s) => s === 'TOTAL');
    let grand = 0;
    for (let r = 5; r < total!; r++) {
      let s = 0;
      for (let c = 2; c <= 6; c++) s += cents(ws.getCell(r, c).value);
      expect(cents(ws.getCell(r, 7).value)).toBe(s);
      grand += s;
    }
    expect(cents(ws.getCell(total!, 7).value)).toBe(grand);
  });

  it('pet shop: every balance is the previous one plus credit minus debit', async () => {
    const ws = await sheetOf(bytes.get('pet-shop')!, 'Statement');
    let prev = cents(ws.getCell(2, 5).value);
    for (let r = 3; r <= ws.rowCount; r++) {
      const now = cents(ws.getCell(r, 5).value);
      expect(now).toBe(prev + cents(ws.getCell(r, 4).value) - cents(ws.getCell(r, 3).value));
      prev = now;
    }
  });
});
