/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { allSheets, cents, firstSheet, readBank, readPl, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string =>
  String(BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value);

describe('blind-33 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // chiro: income account lines vs the Total Trading Income Total cell, and question 01;
    // account lines (income +, costs −) vs the Net Profit Total cell
    const pl = readPl(await load('chiro'), {
      sections: /^(Trading Income|Cost of Sales|Operating Expenses)$/,
      income: 'Trading Income',
      account: /^\d{3} - /,
      months: [2, 11],
      totalCol: 12,
      incomeTotal: 'Total Trading Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('chiro')).toBe(hundredths(pl.income));
    // gardener: brought-forward balance + paid in − paid out vs the last Balance, and question 01
    const bank = readBank(await load('gardener'));
    expect(bank.opening + bank.flow).toBe(bank.last);
    expect(q1('gardener')).toBe(hundredths(bank.last));
    // juicebar: the Summary's Total vs the month sheets' Total rows, and question 01
    let months = 0n;
    let summary = 0n;
    for (const ws of await allSheets(BOOKS, 'juicebar'))
      ws.eachRow((row) => {
        if (row.getCell(1).value !== 'Total') return;
        if (ws.name === 'Summary') summary = cents(row.getCell(5).value);
        else months += cents(row.getCell(6).value);
      });
    expect(months).toBe(summary);
    expect(q1('juicebar')).toBe(hundredths(summary));
    // joinery: materials + labour + subcontract cells vs Total cost cells, and the Totals row
    let parts = 0n;
    let costs = 0n;
    let written = 0n;
    (await load('joinery')).eachRow((row, n) => {
      if (n <= 4) return;
      if (row.getCell(1).value === 'Totals') written = cents(row.getCell(11).value);
      else if (row.getCell(1).value) {
        parts +=
          cents(row.getCell(6).value) +
          cents(row.getCell(9).value ?? 0) +
          cents(row.getCell(10).value ?? 0);
        costs += cents(row.getCell(11).value);
      }
    });
    expect(parts).toBe(costs);
    expect(costs).toBe(written);
  });
});
