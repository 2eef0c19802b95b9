/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of a few books from their written sheets.
 */
import ExcelJS from 'exceljs';
import { cents, firstSheet, setChecks } from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

describe('blind-31 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
    // optician: income account lines (all month cells) vs the Total Trading Income Total cell,
    // and question 01; account lines (income +, costs -) vs the Net Profit Total cell
    const pl = await load('optician');
    let section = '';
    let income = 0n;
    let lines = 0n;
    let writtenIncome = 0n;
    let net = 0n;
    pl.eachRow((row) => {
      const label = String(row.getCell(1).value ?? '');
      if (/^(Trading Income|Cost of Sales|Operating Expenses)$/.test(label)) section = label;
      if (/^\d{3} - /.test(label))
        for (let c = 2; c <= 11; c++) {
          const v = cents(row.getCell(c).value);
          if (section === 'Trading Income') income += v;
          lines += section === 'Trading Income' ? v : -v;
        }
      if (label === 'Total Trading Income') writtenIncome = cents(row.getCell(12).value);
      if (label === 'Net Profit') net = cents(row.getCell(12).value);
    });
    expect(income).toBe(writtenIncome);
    expect(lines).toBe(net);
    expect(String(BOOKS.find((b) => b.name === 'optician')!.questions[0]!.expect.value)).toBe(
      hundredths(income),
    );
    // kennel: brought-forward balance + paid in - paid out vs the last Balance, and question 01
    const bank = await load('kennel');
    let opening: bigint | undefined;
    let flow = 0n;
    let last = 0n;
    bank.eachRow((row, n) => {
      if (n <= 4) return;
      const bal = cents(row.getCell(5).value);
      if (opening === undefined) opening = bal;
      else flow += cents(row.getCell(3).value ?? 0) - cents(row.getCell(4).value ?? 0);
      last = bal;
    });
    expect((opening ?? 0n) + flow).toBe(last);
    expect(String(BOOKS.find((b) => b.name === 'kennel')!.questions[0]!.expect.value)).toBe(
      hundredths(last),
    );
    // removals: the Summary's Total revenue vs the depot sheets' Total revenue cells, and question 01
    const rx = new ExcelJS.Workbook();
    await rx.xlsx.load((await BOOKS.find((b) => b.name === 'removals')!.bytes()) as never);
    let depots = 0n;
    let summary = 0n;
    for (const ws of rx.worksheets)
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
