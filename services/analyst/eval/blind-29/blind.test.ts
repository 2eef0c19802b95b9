/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import { firstSheet, readBank, readPl, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

describe('blind-29 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // dental: income account lines (all month cells) vs the Total Income Total cell, and question 01;
    // and account lines (income +, costs -) vs the Net Income Total cell
    const pl = readPl(await load('dental'), {
      sections: /^(Income|Cost of Goods Sold|Expenses)$/,
      income: 'Income',
      account: /^\d{4} /,
      months: [2, 7],
      totalCol: 8,
      incomeTotal: 'Total Income',
      net: 'Net Income',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(String(BOOKS.find((b) => b.name === 'dental')!.questions[0]!.expect.value)).toBe(
      hundredths(pl.income),
    );
    // plumbing: brought-forward balance + paid in - paid out vs the last Balance, and question 01
    const bank = readBank(await load('plumbing'));
    expect(bank.opening + bank.flow).toBe(bank.last);
    expect(String(BOOKS.find((b) => b.name === 'plumbing')!.questions[0]!.expect.value)).toBe(
      hundredths(bank.last),
    );
  });
});
