/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { allSheets, cents, firstSheet, readBank, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string =>
  String(BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value);

const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);

describe('blind-38 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('has 15–17 questions a book and sixteen books', () => {
    expect(BOOKS.length).toBe(16);
    for (const b of BOOKS) {
      expect(b.questions.length).toBeGreaterThanOrEqual(15);
      expect(b.questions.length).toBeLessThanOrEqual(17);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(240);
  });

  it('icecream: month × flavour cells = Total row × Total column (question 01)', async () => {
    let cells = 0n;
    let rowTotals = 0n;
    let written = 0n;
    (await load('icecream')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'Total') written = cents(row.getCell(7).value);
      else {
        for (let c = 2; c <= 6; c++) cells += cents(row.getCell(c).value);
        rowTotals += cents(row.getCell(7).value);
      }
    });
    expect(cells).toBe(written);
    expect(rowTotals).toBe(written);
    expect(q1('icecream')).toBe(hundredths(written));
  });

  it('courier: lines = subtotals = GRAND TOTAL (question 01); ex + GST = total', async () => {
    let lines = 0n;
    let subs = 0n;
    let grand = 0n;
    (await load('courier')).eachRow((row, n) => {
      if (n <= 4) return;
      const a = row.getCell(1).value;
      if (a instanceof Date) {
        lines += cents(row.getCell(7).value);
        expect(cents(row.getCell(5).value) + cents(row.getCell(6).value)).toBe(
          cents(row.getCell(7).value),
        );
      } else if (String(a).startsWith('Subtotal: ')) subs += cents(row.getCell(7).value);
      else if (a === 'GRAND TOTAL') grand = cents(row.getCell(7).value);
    });
    expect(lines).toBe(subs);
    expect(subs).toBe(grand);
    expect(q1('courier')).toBe(hundredths(grand));
  });

  it('photographer: brought forward + in − out = last balance (question 01)', async () => {
    const { opening, flow, last } = readBank(await load('photographer'), 4);
    expect(opening + flow).toBe(last);
    expect(q1('photographer')).toBe(hundredths(last));
  });

  it('security: November rows = Total Nov 2026 gross (question 01); gross − deductions = net', async () => {
    let nov = 0n;
    let written = 0n;
    (await load('security')).eachRow((row, n) => {
      if (n <= 5) return;
      const a = row.getCell(1).value;
      if (a === 'Total Nov 2026') written = cents(row.getCell(4).value);
      if (a === 'Nov 2026') nov += cents(row.getCell(4).value);
      if (typeof row.getCell(4).value === 'number')
        expect(
          cents(row.getCell(4).value) -
            cents(row.getCell(5).value) -
            cents(row.getCell(6).value) -
            cents(row.getCell(7).value),
        ).toBe(cents(row.getCell(8).value));
    });
    expect(nov).toBe(written);
    expect(q1('security')).toBe(hundredths(written));
  });

  it('tiles: qty × unit cost = stock value; items = TOTAL (question 01)', async () => {
    let items = 0n;
    let written = 0n;
    (await load('tiles')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'TOTAL') written = cents(row.getCell(7).value);
      else {
        const v = cents(row.getCell(7).value);
        expect(BigInt(row.getCell(5).value as number) * cents(row.getCell(6).value)).toBe(v);
        items += v;
      }
    });
    expect(items).toBe(written);
    expect(q1('tiles')).toBe(hundredths(written));
  });

  it('laundromat: each sheet days = its Total row; October (question 01)', async () => {
    let oct = 0n;
    for (const ws of await allSheets(BOOKS, 'laundromat')) {
      let days = 0n;
      let written = 0n;
      ws.eachRow((row, n) => {
        if (n <= 3) return;
        if (row.getCell(1).value === 'Total') written = cents(row.getCell(5).value);
        else {
          let parts = 0n;
          for (let c = 2; c <= 4; c++) parts += cents(row.getCell(c).value);
          expect(parts).toBe(cents(row.getCell(5).value));
          days += cents(row.getCell(5).value);
        }
      });
      expect(days).toBe(written);
      if (ws.name === 'Oct 2026') oct = written;
    }
    expect(q1('laundromat')).toBe(hundredths(oct));
  });
});
