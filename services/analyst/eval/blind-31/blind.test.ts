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

describe('blind-31 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // optician: income account lines (all month cells) vs the Total Trading Income Total cell,
    // and question 01; account lines (income +, costs -) vs the Net Profit Total cell
    const pl = readPl(await load('optician'), {
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
    expect(String(BOOKS.find((b) => b.name === 'optician')!.questions[0]!.expect.value)).toBe(
      hundredths(pl.income),
    );
    // kennel: brought-forward balance + paid in - paid out vs the last Balance, and question 01
    const bank = readBank(await load('kennel'));
    expect(bank.opening + bank.flow).toBe(bank.last);
    expect(String(BOOKS.find((b) => b.name === 'kennel')!.questions[0]!.expect.value)).toBe(
      hundredths(bank.last),
    );
    // removals: the Summary's Total revenue vs the depot sheets' Total revenue cells, and question 01
    const rx = await allSheets(BOOKS, 'removals');
    let depots = 0n;
    let summary = 0n;
    for (const ws of rx)
      ws.eachRow((row) => {
        if (row.getCell(1).value !== 'Total') return;
        if (ws.name === 'Summary') summary = cents(row.getCell(3).value);
        else depots += cents(row.getCell(3).value);
      });
    expect(depots).toBe(summary);
    expect(String(BOOKS.find((b) => b.name === 'removals')!.questions[0]!.expect.value)).toBe(
      hundredths(summary),
    );
  });
});
