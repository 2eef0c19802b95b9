/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of every book from its written sheets.
 */
import type ExcelJS from 'exceljs';
import {
  cellCents,
  cellText,
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
const int = (row: ExcelJS.Row, c: number): bigint => BigInt(row.getCell(c).value as number);

describe('blind-45 set', () => {
  setChecks(BOOKS, QUESTIONS);

  it('keeps 15–18 questions per book, 16 books, at least 260 questions', () => {
    expect(BOOKS).toHaveLength(16);
    for (const b of BOOKS) {
      expect([b.name, b.questions.length >= 15 && b.questions.length <= 18]).toEqual([
        b.name,
        true,
      ]);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(260);
  });

  it('pastamaker: month date cells; product months = Total column; products = group totals = Total sales (question 01)', async () => {
    const ws = await load('pastamaker');
    for (let c = 2; c <= 12; c++) {
      const d = ws.getRow(4).getCell(c).value as Date;
      expect(d).toBeInstanceOf(Date);
      expect([d.getUTCFullYear(), d.getUTCMonth()]).toEqual([2026, c - 2]);
    }
    let products = 0n;
    let groups = 0n;
    let written = 0n;
    ws.eachRow((row, n) => {
      if (n <= 4 || row.getCell(13).value === null) return;
      let line = 0n;
      for (let c = 2; c <= 12; c++) line += num(row, c);
      expect(line).toBe(num(row, 13));
      const a = text(row, 1);
      if (a === 'Total sales') written = num(row, 13);
      else if (a.startsWith('Total ')) groups += num(row, 13);
      else products += num(row, 13);
    });
    expect(products).toBe(groups);
    expect(groups).toBe(written);
    expect(q1('pastamaker')).toBe(hundredths(written));
  });

  it('perfumery: qty × price × (1 − discount) = net + VAT = total; lines = Total (question 01)', async () => {
    let lines = 0n;
    let written = 0n;
    (await load('perfumery')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 10);
      else {
        expect(row.getCell(1).value).toBeInstanceOf(Date);
        const off = BigInt(Math.round(Number(row.getCell(7).value) * 100));
        expect((int(row, 5) * num(row, 6) * (100n - off)) / 100n).toBe(num(row, 10));
        expect(num(row, 8) + num(row, 9)).toBe(num(row, 10));
        lines += num(row, 10);
      }
    });
    expect(lines).toBe(written);
    expect(q1('perfumery')).toBe(hundredths(written));
  });

  it('shearing: GST = 3/23; lines = Subtotal rows = TOTAL (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('shearing')).eachRow((row, n) => {
      if (n <= 4) return;
      const d = text(row, 4);
      if (d === 'TOTAL') written = num(row, 5);
      else if (d === 'Subtotal') subtotals += num(row, 5);
      else if (/^\d\d-[A-Z][a-z]{2}-2026$/.test(text(row, 1))) {
        const a = num(row, 5);
        expect(num(row, 6)).toBe((a * 3n * 2n + 23n) / 46n);
        lines += a;
      }
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('shearing')).toBe(hundredths(written));
  });

  it('lasertag: months = YTD on every row; revenue lines = Total Revenue (question 01); lines = Net Profit', async () => {
    const ws = await load('lasertag');
    ws.eachRow((row, n) => {
      if (n <= 5 || row.getCell(13).value === null) return;
      let line = 0n;
      for (let c = 2; c <= 12; c++) line += num(row, c);
      expect(line).toBe(num(row, 13));
    });
    const pl = readPl(ws, {
      sections: /^(Revenue|Cost of Sales|Operating Expenses)$/,
      income: 'Revenue',
      account:
        /^(Walk-in games|Birthday parties|Corporate events|Food & drinks|Arcade machines|Food & drink purchases|Party packs|Staff salaries|Rent|Electricity|Equipment maintenance|Marketing|Insurance|Booking software)$/,
      months: [2, 12],
      totalCol: 13,
      incomeTotal: 'Total Revenue',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    expect(q1('lasertag')).toBe(hundredths(pl.writtenIncome));
  });

  it('drywall: date cells; costs negative, income positive; Invoice rows = question 01', async () => {
    let invoiced = 0n;
    (await load('drywall')).eachRow((row, n) => {
      if (n <= 5 || text(row, 3) === '') return;
      expect(row.getCell(2).value).toBeInstanceOf(Date);
      const kind = text(row, 3);
      const a = num(row, 9);
      if (kind === 'Expense' || kind === 'Bill') expect(a < 0n).toBe(true);
      else expect(a > 0n).toBe(true);
      if (kind === 'Invoice') invoiced += a;
    });
    expect(q1('drywall')).toBe(hundredths(invoiced));
  });

  it('packaging: buckets = customer Total; customers = TOTAL (question 01); % row = bucket / total', async () => {
    let customers = 0n;
    const buckets = [0n, 0n, 0n, 0n, 0n];
    let written = 0n;
    let pctRow: ExcelJS.Row | undefined;
    (await load('packaging')).eachRow((row, n) => {
      if (n <= 5) return;
      const a = text(row, 1);
      if (a === '% of total') pctRow = row;
      else if (a === 'TOTAL') written = num(row, 7);
      else {
        let line = 0n;
        for (let c = 2; c <= 6; c++) {
          line += num(row, c);
          buckets[c - 2]! += num(row, c);
        }
        expect(line).toBe(num(row, 7));
        customers += line;
      }
    });
    expect(customers).toBe(written);
    buckets.forEach((b, i) =>
      expect(
        Math.abs(Number(pctRow!.getCell(i + 2).value) - Number(b) / Number(written)),
      ).toBeLessThan(1e-9),
    );
    expect(q1('packaging')).toBe(hundredths(written));
  });

  it('knifesharpener: each balance = the one above + amount; the last balance (question 01)', async () => {
    let prev: bigint | undefined;
    (await load('knifesharpener')).eachRow((row, n) => {
      if (n <= 4) return;
      expect(row.getCell(1).value).toBeInstanceOf(Date);
      if (prev !== undefined) expect(prev + num(row, 4)).toBe(num(row, 5));
      prev = num(row, 5);
    });
    expect(q1('knifesharpener')).toBe(hundredths(prev!));
  });

  it('sawmill: gross − deductions = net, gross + charges = cost; months = Total (question 01)', async () => {
    let gross = 0n;
    let written = 0n;
    (await load('sawmill')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 3);
      else {
        expect(text(row, 1)).toMatch(/^[A-Z][a-z]+ 2026$/);
        expect(num(row, 3) - num(row, 4) - num(row, 5)).toBe(num(row, 6));
        expect(num(row, 3) + num(row, 7) + num(row, 8)).toBe(num(row, 9));
        gross += num(row, 3);
      }
    });
    expect(gross).toBe(written);
    expect(q1('sawmill')).toBe(hundredths(written));
  });

  it('tackleshop: counted − system = variance, × cost = values; lines = Total (question 01)', async () => {
    let value = 0n;
    let written = 0n;
    (await load('tackleshop')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 9);
      else {
        const cost = num(row, 4);
        expect(int(row, 6) - int(row, 5)).toBe(int(row, 7));
        expect(int(row, 7) * cost).toBe(num(row, 8));
        expect(int(row, 6) * cost).toBe(num(row, 9));
        value += num(row, 9);
      }
    });
    expect(value).toBe(written);
    expect(q1('tackleshop')).toBe(hundredths(written));
  });

  it("pettingfarm: quarters = Jan–Sep and Full year; actual − budget = vs budget; revenue Jan–Sep 2026 (question 01, R'000)", async () => {
    const ws = await load('pettingfarm');
    const rows: ExcelJS.Row[] = [];
    ws.eachRow((row, n) => {
      if (n > 5) rows.push(row);
    });
    const block = rows.slice(rows.findIndex((r) => text(r, 1) === 'Revenue') + 1);
    const q = block.slice(0, 4);
    const ytd = block[4]!;
    const fy = block[5]!;
    expect([text(ytd, 1), text(fy, 1)]).toEqual(['Jan–Sep', 'Full year']);
    for (const c of [2, 3, 4])
      expect(q.slice(0, 3).reduce((a, r) => a + num(r, c), 0n)).toBe(num(ytd, c));
    for (const c of [2, 3]) expect(q.reduce((a, r) => a + num(r, c), 0n)).toBe(num(fy, c));
    for (const r of [...q.slice(0, 3), ytd]) expect(num(r, 4) - num(r, 3)).toBe(num(r, 5));
    expect(q[3]!.getCell(4).value).toBeNull();
    expect(q1('pettingfarm')).toBe(hundredths(num(ytd, 4)));
  });

  it('copywriter: hours × rate = amount; hours and amounts = Totals (question 01)', async () => {
    let amount = 0n;
    let quarters = 0n;
    let written = 0n;
    let writtenQ = 0n;
    (await load('copywriter')).eachRow((row, n) => {
      if (n <= 4) return;
      const q = BigInt(Math.round(Number(row.getCell(5).value) * 4));
      if (text(row, 1) === 'Totals') {
        written = num(row, 8);
        writtenQ = q;
      } else {
        expect(row.getCell(1).value).toBeInstanceOf(Date);
        quarters += q;
        if (text(row, 6) === 'Y') {
          expect(q * num(row, 7)).toBe(4n * num(row, 8));
          amount += num(row, 8);
        } else expect(row.getCell(8).value).toBeNull();
      }
    });
    expect(amount).toBe(written);
    expect(quarters).toBe(writtenQ);
    expect(q1('copywriter')).toBe(hundredths(written));
  });

  it('bathroomfitter: a reason only on lost quotes; quotes = Total (question 01)', async () => {
    let quotes = 0n;
    let written = 0n;
    (await load('bathroomfitter')).eachRow((row, n) => {
      if (n <= 3) return;
      if (text(row, 1) === 'Total') written = num(row, 6);
      else {
        expect(text(row, 2)).toMatch(/^\d\d\/\d\d\/26$/);
        expect(['Won', 'Lost', 'Pending']).toContain(text(row, 7));
        expect(text(row, 8) !== '').toBe(text(row, 7) === 'Lost');
        quotes += num(row, 6);
      }
    });
    expect(quotes).toBe(written);
    expect(q1('bathroomfitter')).toBe(hundredths(written));
  });

  it('beachkiosk: cash + card = total; days = Totals (question 01)', async () => {
    let days = 0n;
    let written = 0n;
    let n = 0;
    (await load('beachkiosk')).eachRow((row, i) => {
      if (i <= 4) return;
      expect(num(row, 6) + num(row, 7)).toBe(num(row, 8));
      if (text(row, 1) === 'Totals') written = num(row, 8);
      else {
        n += 1;
        days += num(row, 8);
      }
    });
    expect(n).toBe(91);
    expect(days).toBe(written);
    expect(q1('beachkiosk')).toBe(hundredths(written));
  });

  it('businesspark: area × rate = rent; let units = Total (question 01); vacant units blank', async () => {
    let rent = 0n;
    let written = 0n;
    let vacant = 0;
    (await load('businesspark')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 7);
      else if (text(row, 2) === 'VACANT') {
        vacant += 1;
        expect(row.getCell(7).value).toBeNull();
      } else {
        expect(int(row, 4) * num(row, 8)).toBe(num(row, 7));
        expect(+(row.getCell(6).value as Date)).toBeGreaterThan(+(row.getCell(5).value as Date));
        rent += num(row, 7);
      }
    });
    expect(vacant).toBe(3);
    expect(rent).toBe(written);
    expect(q1('businesspark')).toBe(hundredths(written));
  });

  it('saddlery: deposit + paid + balance = price; orders = Totals (question 01)', async () => {
    let price = 0n;
    let written = 0n;
    (await load('saddlery')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = num(row, 5);
      else {
        expect(text(row, 2)).toMatch(/^2026\/\d\d\/\d\d$/);
        expect(num(row, 6) + num(row, 7) + num(row, 8)).toBe(num(row, 5));
        price += num(row, 5);
      }
    });
    expect(price).toBe(written);
    expect(q1('saddlery')).toBe(hundredths(written));
  });

  it('swimschool: booked × fee = takings, booked − attended = no-shows; sessions = Totals (question 01)', async () => {
    let takings = 0n;
    let written = 0n;
    (await load('swimschool')).eachRow((row, n) => {
      if (n <= 4) return;
      expect(int(row, 7) - int(row, 8)).toBe(int(row, 9));
      if (text(row, 1) === 'Totals') written = num(row, 11);
      else {
        expect(int(row, 7) <= int(row, 6)).toBe(true);
        expect(int(row, 7) * num(row, 10)).toBe(num(row, 11));
        takings += num(row, 11);
      }
    });
    expect(takings).toBe(written);
    expect(q1('swimschool')).toBe(hundredths(written));
  });
});
