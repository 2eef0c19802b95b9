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

describe('blind-30 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // physio: income account lines (all month cells) vs the Total Income Total cell, and question 01;
    // and account lines (income +, expenses -) vs the Net Profit Total cell
    const pl = readPl(await load('physio'), {
      sections: /^(Income|Less Operating Expenses)$/,
      income: 'Income',
      account: /^\d{3} - /,
      months: [2, 11],
      totalCol: 12,
      incomeTotal: 'Total Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(String(BOOKS.find((b) => b.name === 'physio')!.questions[0]!.expect.value)).toBe(
      hundredths(pl.income),
    );
    // venue: brought-forward balance + paid in - paid out vs the last Balance, and question 01
    const bank = readBank(await load('venue'));
    expect(bank.opening + bank.flow).toBe(bank.last);
    expect(String(BOOKS.find((b) => b.name === 'venue')!.questions[0]!.expect.value)).toBe(
      hundredths(bank.last),
    );
    // campsite: the Summary's Year to date Total vs the quarter sheets' Quarter total cells
    const cx = await allSheets(BOOKS, 'campsite');
    let quarters = 0n;
    let ytd = 0n;
    for (const ws of cx)
      ws.eachRow((row) => {
        if (row.getCell(1).value !== 'Total') return;
        if (/^Q\d$/.test(ws.name)) quarters += cents(row.getCell(5).value);
        if (ws.name === 'Summary') ytd = cents(row.getCell(5).value);
      });
    expect(quarters).toBe(ytd);
  });
});
