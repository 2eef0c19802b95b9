/**
 * A second computation path over the written files: reads each book's .xlsx back with exceljs
 * and checks that the bottom total row equals the sum of the detail rows above it (subtotal
 * rows skipped), in integer cents, and that every written amount has at most two decimals.
 */
import ExcelJS from 'exceljs';
import type { BuiltBook } from './kit/kit';
import { buildBlind5Books } from './workbooks';

/** Sheets with one bottom total row over detail rows (per book name). */
const TOTALLED: Record<string, string[]> = {
  'dental-lab': ['Sales 2025'],
  'furniture-commissions': ['Commissions'],
  'cleaning-expenses': ['Costs 2025'],
  'sign-maker-ar': ['AR Aging'],
  'consultancy-payroll': ['Payroll H1'],
  'garden-centre-stock': ['Stock 30 Sep'],
  'hostel-two-year': ['Bed nights'],
  'wedding-budget': ['Moreau-Lindqvist'],
  'bakery-branches': ['Makati', 'BGC', 'Ortigas'],
  'froyo-cash-log': ['July cash'],
  'truck-loan': ['Amortisation'],
};

const cents = (v: number): number => Math.round(v * 100);
const texts = (row: ExcelJS.Row): string[] =>
  (row.values as unknown[]).filter((v): v is string => typeof v === 'string');

let books: BuiltBook[];
beforeAll(async () => {
  books = await buildBlind5Books();
});

describe('blind-5 written files', () => {
  it('bottom total rows equal the sum of their detail rows', async () => {
    for (const b of books) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(b.bytes) as unknown as ArrayBuffer);
      for (const name of TOTALLED[b.name] ?? []) {
        const ws = wb.getWorksheet(name)!;
        const rows: ExcelJS.Row[] = [];
        ws.eachRow((r) => rows.push(r));
        const header = rows.findIndex(
          (r) =>
            texts(r).length >= 3 && !(r.values as unknown[]).some((v) => typeof v === 'number'),
        );
        const totalAt = rows.map((r) => texts(r).some((t) => /total/i.test(t))).lastIndexOf(true);
        const headerCells = rows[header]!;
        const totalRow = rows[totalAt]!;
        let compared = 0;
        for (let c = 1; c <= ws.columnCount; c++) {
          const want = totalRow.getCell(c).value;
          const head = String(headerCells.getCell(c).value ?? '');
          if (typeof want !== 'number' || head.includes('%') || /^No\.?$/.test(head)) continue;
          let got = 0;
          for (let i = header + 1; i < totalAt; i++) {
            if (texts(rows[i]!).some((t) => /total/i.test(t))) continue;
            const v = rows[i]!.getCell(c).value;
            if (typeof v === 'number') got += cents(v);
          }
          expect({ book: b.name, sheet: name, col: head, sum: got }).toEqual({
            book: b.name,
            sheet: name,
            col: head,
            sum: cents(want),
          });
          compared++;
        }
        expect({ book: b.name, sheet: name, compared: compared > 0 }).toEqual({
          book: b.name,
          sheet: name,
          compared: true,
        });
      }
    }
  });

  it('writes amounts with at most two decimals', async () => {
    for (const b of books) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(b.bytes) as unknown as ArrayBuffer);
      wb.eachSheet((ws) =>
        ws.eachRow((r) =>
          r.eachCell((cell) => {
            const v = cell.value;
            if (typeof v !== 'number' || (cell.numFmt ?? '').includes('%') || Math.abs(v) < 1)
              return;
            expect({
              book: b.name,
              at: cell.address,
              v,
              exact: Math.abs(cents(v) / 100 - v) < 1e-9,
            }).toEqual({ book: b.name, at: cell.address, v, exact: true });
          }),
        ),
      );
    }
  });
});
