/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of books from their written sheets.
 */
import type ExcelJS from 'exceljs';
import {
  cellCents,
  cellText,
  cents,
  firstSheet,
  firstValue,
  readPl,
  setChecks,
} from '../blind-kit/set-checks';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const q1 = (name: string): string => firstValue(BOOKS, name);

const load = (name: string): Promise<ExcelJS.Worksheet> => firstSheet(BOOKS, name);
const text = cellText;
const num = cellCents;
/** a cell's cents, reading a formula's cached result */
const result = (row: ExcelJS.Row, c: number): bigint => {
  const v = row.getCell(c).value as { result?: number } | number | null;
  return cents(typeof v === 'object' && v !== null ? v.result : (v ?? 0));
};

describe('blind-43 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('keeps 15–18 questions per book, 16 books, at least 240 questions', () => {
    expect(BOOKS).toHaveLength(16);
    for (const b of BOOKS) {
      expect([b.name, b.questions.length >= 15 && b.questions.length <= 18]).toEqual([
        b.name,
        true,
      ]);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(240);
  });

  it('hotsauce: month cells = Total column = Total row (question 01)', async () => {
    let cells = 0n;
    let column = 0n;
    let across = 0n;
    let written = 0n;
    (await load('hotsauce')).eachRow((row, n) => {
      if (n < 5) return;
      if (text(row, 1) === 'Total') {
        for (let c = 2; c <= 12; c++) across += num(row, c);
        written = num(row, 13);
        return;
      }
      if (row.getCell(13).value === null) return;
      let line = 0n;
      for (let c = 2; c <= 12; c++) line += num(row, c);
      expect(line).toBe(num(row, 13));
      cells += line;
      column += num(row, 13);
    });
    expect(cells).toBe(written);
    expect(column).toBe(written);
    expect(across).toBe(written);
    expect(q1('hotsauce')).toBe(hundredths(written));
  });

  it('vintageshop: sale and return lines = Total (question 01)', async () => {
    let lines = 0n;
    let returns = 0;
    let written = 0n;
    (await load('vintageshop')).eachRow((row, n) => {
      if (n <= 5) return;
      if (text(row, 1) === 'Total') written = num(row, 6);
      else {
        expect(text(row, 1)).toMatch(/^2026-1[01]-\d\d$/);
        if (num(row, 6) < 0n) {
          returns += 1;
          expect(text(row, 2)).toMatch(/-R$/);
        }
        lines += num(row, 6);
      }
    });
    expect(returns).toBe(6);
    expect(lines).toBe(written);
    expect(q1('vintageshop')).toBe(hundredths(written));
  });

  it('chimneysweep: lines = subtotals = Grand total; net + VAT = total (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('chimneysweep')).eachRow((row, n) => {
      if (n <= 4) return;
      const b = text(row, 2);
      if (b === 'Grand total') written = num(row, 7);
      else if (b.endsWith(' subtotal')) subtotals += num(row, 7);
      else if (row.getCell(1).value instanceof Date) {
        expect(num(row, 5) + num(row, 6)).toBe(num(row, 7));
        lines += num(row, 7);
      }
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('chimneysweep')).toBe(hundredths(written));
  });

  it('divecentre: revenue lines = Total Revenue (question 01); lines = Net Profit', async () => {
    const pl = readPl(await load('divecentre'), {
      sections: /^(Revenue|Cost of Sales|Operating Expenses)$/,
      income: 'Revenue',
      account:
        /^(Open Water courses|Advanced courses|Fun dives|Equipment rental|Retail|Boat fuel|Instructor commissions|Marine park fees|Retail purchases|Staff salaries|Rent|Utilities|Marketing|Boat maintenance|Insurance|Depreciation)$/,
      months: [2, 5],
      totalCol: 6,
      incomeTotal: 'Total Revenue',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('divecentre')).toBe(hundredths(pl.writtenIncome));
  });

  it('avhire: vendor cells = Total column = TOTAL row (question 01)', async () => {
    let cells = 0n;
    let across = 0n;
    let written = 0n;
    (await load('avhire')).eachRow((row, n) => {
      if (n <= 5) return;
      const a = text(row, 1);
      if (a === 'TOTAL') {
        for (let c = 2; c <= 12; c++) across += num(row, c);
        written = num(row, 13);
      } else if (!a.startsWith('Cash Basis')) {
        let line = 0n;
        for (let c = 2; c <= 12; c++) line += num(row, c);
        expect(line).toBe(num(row, 13));
        cells += line;
      }
    });
    expect(cells).toBe(written);
    expect(across).toBe(written);
    expect(q1('avhire')).toBe(hundredths(written));
  });

  it('ramenshop: buckets = supplier Total; suppliers = Total row (question 01)', async () => {
    let rows = 0n;
    let written = 0n;
    (await load('ramenshop')).eachRow((row, n) => {
      if (n <= 4) return;
      let b = 0n;
      for (let c = 2; c <= 6; c++) b += num(row, c);
      expect(b).toBe(num(row, 7));
      if (text(row, 1) === 'Total') written = num(row, 7);
      else rows += num(row, 7);
    });
    expect(rows).toBe(written);
    expect(q1('ramenshop')).toBe(hundredths(written));
  });

  it('phonerepair: opening + lines = closing balance (question 01)', async () => {
    let opening = 0n;
    let lines = 0n;
    let closing = 0n;
    (await load('phonerepair')).eachRow((row, n) => {
      if (text(row, 2) === 'Opening balance') opening = num(row, 3);
      else if (text(row, 2) === 'Closing balance') closing = num(row, 3);
      else if (n > 5) lines += num(row, 3);
    });
    expect(opening + lines).toBe(closing);
    expect(q1('phonerepair')).toBe(hundredths(closing));
  });

  it('hotelpayroll: months = each Total; staff = Totals row (question 01)', async () => {
    let staff = 0n;
    let written = 0n;
    (await load('hotelpayroll')).eachRow((row, n) => {
      if (n <= 4) return;
      let line = 0n;
      for (let c = 3; c <= 13; c++) line += num(row, c);
      expect(line).toBe(num(row, 14));
      if (text(row, 1) === 'Totals') written = num(row, 14);
      else staff += num(row, 14);
    });
    expect(staff).toBe(written);
    expect(q1('hotelpayroll')).toBe(hundredths(written));
  });

  it('artsupplies: on hand × unit cost = value; values = Total (question 01)', async () => {
    let values = 0n;
    let written = 0n;
    (await load('artsupplies')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 8);
      else {
        expect(BigInt(row.getCell(5).value as number) * num(row, 7)).toBe(num(row, 8));
        values += num(row, 8);
      }
    });
    expect(values).toBe(written);
    expect(q1('artsupplies')).toBe(hundredths(written));
  });

  it('skischool: revenue lines = Total revenue (question 01); revenue − costs = net', async () => {
    const got = new Map<string, [bigint, bigint]>();
    (await load('skischool')).eachRow((row, n) => {
      if (n > 6 && row.getCell(2).value !== null) got.set(text(row, 1), [num(row, 2), num(row, 3)]);
    });
    const revLines = ['Group lessons', 'Private lessons', "Kids' club", 'Equipment hire'];
    const costLines = [...got.keys()].filter(
      (k) => !revLines.includes(k) && !['Total revenue', 'Total costs', 'Net profit'].includes(k),
    );
    for (const y of [0, 1]) {
      const rev = revLines.reduce((s, k) => s + got.get(k)![y]!, 0n);
      const cost = costLines.reduce((s, k) => s + got.get(k)![y]!, 0n);
      expect(rev).toBe(got.get('Total revenue')![y]);
      expect(cost).toBe(got.get('Total costs')![y]);
      expect(rev - cost).toBe(got.get('Net profit')![y]);
    }
    expect(q1('skischool')).toBe(hundredths(got.get('Total revenue')![1]));
  });

  it('treefarm: cash-in lines = Total cash in (question 01); opening + net = closing each month', async () => {
    const ws = await load('treefarm');
    let lines = 0n;
    for (let r = 8; r <= 10; r++) lines += num(ws.getRow(r), 14);
    const written = result(ws.getRow(11), 14);
    expect(lines).toBe(written);
    for (let c = 2; c <= 13; c++) {
      const open = result(ws.getRow(5), c);
      const net = result(ws.getRow(11), c) - result(ws.getRow(21), c);
      expect(result(ws.getRow(23), c)).toBe(net);
      expect(open + net).toBe(result(ws.getRow(24), c));
      if (c > 2) expect(open).toBe(result(ws.getRow(24), c - 1));
    }
    expect(q1('treefarm')).toBe(hundredths(written));
  });

  it('stonemason: materials + labour + subcontract = cost, quote − cost = profit; quotes = Totals (question 01)', async () => {
    let quotes = 0n;
    let written = 0n;
    (await load('stonemason')).eachRow((row, n) => {
      if (n <= 4) return;
      expect(num(row, 7) + num(row, 9) + num(row, 10)).toBe(num(row, 11));
      expect(num(row, 6) - num(row, 11)).toBe(num(row, 12));
      if (text(row, 1) === 'Totals') written = num(row, 6);
      else {
        expect(BigInt(Math.round(Number(row.getCell(8).value) * 2)) * 3800n).toBe(2n * num(row, 9));
        quotes += num(row, 6);
      }
    });
    expect(quotes).toBe(written);
    expect(q1('stonemason')).toBe(hundredths(written));
  });

  it('insurancebroker: premium × rate = commission; commissions = Totals (question 01)', async () => {
    let comm = 0n;
    let written = 0n;
    (await load('insurancebroker')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = num(row, 8);
      else {
        const bp = BigInt(Math.round(Number(row.getCell(7).value) * 10000));
        const p = num(row, 6) * bp;
        expect((p + 5000n) / 10000n).toBe(num(row, 8));
        comm += num(row, 8);
      }
    });
    expect(comm).toBe(written);
    expect(q1('insurancebroker')).toBe(hundredths(written));
  });

  it('bubbletea: cash + card = total, counted − expected = over/short; days = Totals (question 01)', async () => {
    let sales = 0n;
    let written = 0n;
    (await load('bubbletea')).eachRow((row, n) => {
      if (n <= 4) return;
      expect(num(row, 4) + num(row, 5)).toBe(num(row, 6));
      if (text(row, 1) === 'Totals') written = num(row, 6);
      else {
        expect(num(row, 3) + num(row, 4)).toBe(num(row, 7));
        expect(num(row, 8) - num(row, 7)).toBe(num(row, 9));
        sales += num(row, 6);
      }
    });
    expect(sales).toBe(written);
    expect(q1('bubbletea')).toBe(hundredths(written));
  });
});
