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

describe('blind-28 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // beekeeper: account lines (income +, costs -) month cells vs the Net Profit Total cell, and question 01
    const bee = await load('beekeeper');
    let section = '';
    let lines = 0n;
    let net = 0n;
    bee.eachRow((row) => {
      const label = String(row.getCell(1).value ?? '');
      if (/^(Trading Income|Cost of Sales|Operating Expenses)$/.test(label)) section = label;
      if (/^\d{3} - /.test(label))
        for (let c = 2; c <= 7; c++) {
          const v = cents(row.getCell(c).value);
          lines += section === 'Trading Income' ? v : -v;
        }
      if (label === 'Net Profit') net = cents(row.getCell(8).value);
    });
    expect(lines).toBe(net);
    expect(String(BOOKS.find((b) => b.name === 'beekeeper')!.questions[0]!.expect.value)).toBe(
      hundredths(lines),
    );
    // consultancy: claim lines vs the Total row, and question 01
    const claims = await load('consultancy');
    let sum = 0n;
    let written = 0n;
    claims.eachRow((row, n) => {
      const amt = row.getCell(5).value;
      if (String(row.getCell(1).value ?? '') === 'Total') written = cents(amt);
      else if (n > 2 && typeof amt === 'number') sum += cents(amt);
    });
    expect(sum).toBe(written);
    expect(String(BOOKS.find((b) => b.name === 'consultancy')!.questions[0]!.expect.value)).toBe(
      hundredths(sum),
    );
  });
});
