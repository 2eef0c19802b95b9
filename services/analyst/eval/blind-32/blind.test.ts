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

const first = (name: string): string =>
  String(BOOKS.find((b) => b.name === name)!.questions[0]!.expect.value);

describe('blind-32 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // vet: income account lines (all month cells) vs the Total Trading Income Total cell,
    // and question 01; account lines (income +, costs -) vs the Net Profit Total cell
    const pl = readPl(await load('vet'), {
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
    expect(first('vet')).toBe(hundredths(pl.income));
    // mechanic: brought-forward balance + paid in - paid out vs the last Balance, and question 01
    const bank = readBank(await load('mechanic'));
    expect(bank.opening + bank.flow).toBe(bank.last);
    expect(first('mechanic')).toBe(hundredths(bank.last));
    // flats: the Summary's Total net payout vs the flat sheets' Total rows, and question 01
    const fx = await allSheets(BOOKS, 'flats');
    let sheets = 0n;
    let summary = 0n;
    for (const ws of fx)
      ws.eachRow((row) => {
        if (row.getCell(1).value !== 'Total') return;
        if (ws.name === 'Summary') summary = cents(row.getCell(6).value);
        else sheets += cents(row.getCell(6).value);
      });
    expect(sheets).toBe(summary);
    expect(first('flats')).toBe(hundredths(summary));
    // windows: the bucket cells of every contact vs the Total row's Total cell, and question 01
    const ar = await load('windows');
    let buckets = 0n;
    let written = 0n;
    ar.eachRow((row, n) => {
      if (n <= 5) return;
      const label = String(row.getCell(1).value ?? '');
      if (label === 'Total') written = cents(row.getCell(7).value);
      else if (label && !label.startsWith('Percentage'))
        for (let c = 2; c <= 6; c++) buckets += cents(row.getCell(c).value ?? 0);
    });
    expect(buckets).toBe(written);
    expect(first('windows')).toBe(hundredths(written));
  });
});
