/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { cents, firstSheet, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

describe('blind-27 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // glassblower: month x product cells vs the Total row's Total cell, and question 01
    const glass = await load('glassblower');
    let cells = 0n;
    let written = 0n;
    glass.eachRow((row) => {
      const label = String(row.getCell(1).value ?? '');
      if (/^[A-Z][a-z]{2}-25$/.test(label))
        for (let c = 2; c <= 5; c++) cells += cents(row.getCell(c).value);
      if (label === 'Total') written = cents(row.getCell(6).value);
    });
    expect(cells).toBe(written);
    expect(String(BOOKS.find((b) => b.name === 'glassblower')!.questions[0]!.expect.value)).toBe(
      hundredths(cells),
    );
    // bookbinder: expense lines vs the Grand total row, and question 01
    const binder = await load('bookbinder');
    let lines = 0n;
    let grand = 0n;
    binder.eachRow((row) => {
      const cat = String(row.getCell(3).value ?? '');
      const amt = row.getCell(5).value;
      if (cat === 'Grand total') grand = cents(amt);
      else if (typeof amt === 'number' && !cat.startsWith('Subtotal')) lines += cents(amt);
    });
    expect(lines).toBe(grand);
    expect(String(BOOKS.find((b) => b.name === 'bookbinder')!.questions[0]!.expect.value)).toBe(
      hundredths(lines),
    );
  });
});
