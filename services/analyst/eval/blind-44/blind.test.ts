/**
 * Checks the SET only (not the engine's accuracy): the blind kit's structural checks
 * (eval/blind-kit/set-checks.ts: size, books, every workbook opens with ingestWorkbook,
 * expectations are well formed, ids unique, and each book's two-path cross-checks on its
 * generator hold), then this set's read-back of every book from its written sheets.
 */
import type ExcelJS from 'exceljs';
import {
  allSheets,
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

describe('blind-44 set', () => {
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

  it('kombucha: flavour cells = Total column = Total row (question 01)', async () => {
    let cells = 0n;
    let across = 0n;
    let written = 0n;
    (await load('kombucha')).eachRow((row, n) => {
      if (n < 5 || row.getCell(8).value === null) return;
      let line = 0n;
      for (let c = 2; c <= 7; c++) line += num(row, c);
      expect(line).toBe(num(row, 8));
      if (text(row, 1) === 'Total') written = num(row, 8);
      else {
        expect(text(row, 1)).toMatch(/^[A-Z][a-z]{2} 2026$/);
        cells += line;
        across += num(row, 8);
      }
    });
    expect(cells).toBe(written);
    expect(across).toBe(written);
    expect(q1('kombucha')).toBe(hundredths(written));
  });

  it('boardgames: qty × price = line; completed lines = Total (question 01)', async () => {
    let live = 0n;
    let cancelled = 0;
    let written = 0n;
    (await load('boardgames')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 7);
      else if (row.getCell(1).value instanceof Date) {
        expect(BigInt(row.getCell(5).value as number) * num(row, 6)).toBe(num(row, 7));
        if (text(row, 9) === 'Cancelled') {
          cancelled += 1;
          expect(text(row, 8)).toBe('Webshop');
        } else live += num(row, 7);
      }
    });
    expect(cancelled).toBe(3);
    expect(live).toBe(written);
    expect(q1('boardgames')).toBe(hundredths(written));
  });

  it('mechanic: lines = "Total …" rows = GRAND TOTAL (question 01)', async () => {
    let lines = 0n;
    let subtotals = 0n;
    let written = 0n;
    (await load('mechanic')).eachRow((row, n) => {
      if (n <= 3) return;
      const a = text(row, 1);
      if (a === 'GRAND TOTAL') written = num(row, 4);
      else if (a.startsWith('Total ')) subtotals += num(row, 4);
      else if (/^\d\d\/\d\d\/2026$/.test(a)) lines += num(row, 4);
    });
    expect(lines).toBe(subtotals);
    expect(subtotals).toBe(written);
    expect(q1('mechanic')).toBe(hundredths(written));
  });

  it('nailsalon: income lines = Total Income (question 01); lines = Net Profit; actual − budget = variance', async () => {
    const ws = await load('nailsalon');
    const pl = readPl(ws, {
      sections: /^(Income|Cost of Sales|Operating Expenses)$/,
      income: 'Income',
      account:
        /^(Manicures|Pedicures|Gel & acrylic sets|Nail art|Retail products|Polish & consumables|Retail stock purchases|Wages|Rent|Electricity|Marketing|Booking software|Cleaning|Insurance)$/,
      months: [2, 2],
      totalCol: 2,
      incomeTotal: 'Total Income',
      net: 'Net Profit',
    });
    expect(pl.income).toBe(pl.writtenIncome);
    expect(pl.lines).toBe(pl.net);
    ws.eachRow((row, n) => {
      if (n > 5 && row.getCell(2).value !== null)
        expect(num(row, 2) - num(row, 3)).toBe(num(row, 4));
    });
    expect(q1('nailsalon')).toBe(hundredths(pl.writtenIncome));
  });

  it('upholstery: qty × price = amount; lines = "Total for" rows = TOTAL (question 01)', async () => {
    let lines = 0n;
    let groups = 0n;
    let written = 0n;
    (await load('upholstery')).eachRow((row, n) => {
      if (n <= 5) return;
      const a = text(row, 1);
      if (a === 'TOTAL') written = num(row, 9);
      else if (a.startsWith('Total for ')) groups += num(row, 9);
      else if (/^\d\d\/\d\d\/2026$/.test(text(row, 2))) {
        expect(BigInt(row.getCell(7).value as number) * num(row, 8)).toBe(num(row, 9));
        lines += num(row, 9);
      }
    });
    expect(lines).toBe(groups);
    expect(groups).toBe(written);
    expect(q1('upholstery')).toBe(hundredths(written));
  });

  it('freight: invoices = Total (question 01); due after invoice date', async () => {
    let lines = 0n;
    let written = 0n;
    (await load('freight')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 6);
      else {
        expect(+(row.getCell(4).value as Date)).toBeGreaterThan(+(row.getCell(3).value as Date));
        lines += num(row, 6);
      }
    });
    expect(lines).toBe(written);
    expect(q1('freight')).toBe(hundredths(written));
  });

  it('crepes: newest first, each balance = the older one + in − out; top balance (question 01)', async () => {
    const rows: Array<[bigint, bigint, bigint]> = [];
    (await load('crepes')).eachRow((row, n) => {
      if (n > 4) rows.push([num(row, 4), num(row, 5), num(row, 6)]);
    });
    for (let k = 0; k < rows.length - 1; k++)
      expect(rows[k + 1]![2] + rows[k]![0] - rows[k]![1]).toBe(rows[k]![2]);
    expect(q1('crepes')).toBe(hundredths(rows[0]![2]));
  });

  it('trampoline: gross − deductions = net, hours × rate = gross; rows = Totals (question 01)', async () => {
    let gross = 0n;
    let written = 0n;
    (await load('trampoline')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = num(row, 6);
      else {
        expect(num(row, 6) - num(row, 7) - num(row, 8) - num(row, 9)).toBe(num(row, 10));
        expect(BigInt(Math.round(Number(row.getCell(4).value) * 2)) * num(row, 5)).toBe(
          2n * num(row, 6),
        );
        gross += num(row, 6);
      }
    });
    expect(gross).toBe(written);
    expect(q1('trampoline')).toBe(hundredths(written));
  });

  it('fabric: qty × cost = value at cost; values = Total (question 01)', async () => {
    let values = 0n;
    let written = 0n;
    (await load('fabric')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Total') written = num(row, 7);
      else {
        const qty = BigInt(row.getCell(5).value as number);
        expect(qty * num(row, 6)).toBe(num(row, 7));
        expect(qty * num(row, 8)).toBe(num(row, 9));
        values += num(row, 7);
      }
    });
    expect(values).toBe(written);
    expect(q1('fabric')).toBe(hundredths(written));
  });

  it('minigolf: 2026 months = Jan–Nov row (question 01); change = 2026 − 2025', async () => {
    const ws = await load('minigolf');
    let months = 0n;
    for (let r = 5; r <= 15; r++) {
      const row = ws.getRow(r);
      months += num(row, 2);
      expect(num(row, 2) - num(row, 3)).toBe(num(row, 4));
    }
    expect(ws.getRow(16).getCell(2).value).toBeNull();
    const written = num(ws.getRow(18), 2);
    expect(months).toBe(written);
    expect(q1('minigolf')).toBe(hundredths(written));
  });

  it('dogtrainer: km × €0.30 = claim; claims = Totals (question 01)', async () => {
    let claims = 0n;
    let written = 0n;
    (await load('dogtrainer')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = num(row, 7);
      else {
        expect(BigInt(row.getCell(6).value as number) * 30n).toBe(num(row, 7));
        claims += num(row, 7);
      }
    });
    expect(claims).toBe(written);
    expect(q1('dogtrainer')).toBe(hundredths(written));
  });

  it('bagels: qty × current price = weekly cost; costs = Totals (question 01)', async () => {
    const sup = ['Galil Foods', 'Mercaz Wholesale', 'Sharon Fresh'];
    let costs = 0n;
    let written = 0n;
    (await load('bagels')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = num(row, 9);
      else {
        const price = num(row, 4 + sup.indexOf(text(row, 8)));
        expect(BigInt(row.getCell(3).value as number) * price).toBe(num(row, 9));
        expect(num(row, 9) - num(row, 10)).toBe(num(row, 11));
        costs += num(row, 9);
      }
    });
    expect(costs).toBe(written);
    expect(q1('bagels')).toBe(hundredths(written));
  });

  it('cidery: opening − principal = closing, interest + principal = payment; payments = Totals (question 01)', async () => {
    let pays = 0n;
    let written = 0n;
    let prevClose = 120000000n;
    (await load('cidery')).eachRow((row, n) => {
      if (n <= 4) return;
      if (text(row, 1) === 'Totals') written = num(row, 4);
      else {
        expect(num(row, 3)).toBe(prevClose);
        expect(num(row, 5) + num(row, 6)).toBe(num(row, 4));
        expect(num(row, 3) - num(row, 6)).toBe(num(row, 7));
        prevClose = num(row, 7);
        pays += num(row, 4);
      }
    });
    expect(prevClose).toBe(0n);
    expect(pays).toBe(written);
    expect(q1('cidery')).toBe(hundredths(written));
  });

  it('skateboards: states = region rows = Grand Total (question 01)', async () => {
    const regions = ['Centro-Oeste', 'Nordeste', 'Norte', 'Sudeste', 'Sul'];
    let states = 0n;
    let regs = 0n;
    let written = 0n;
    (await load('skateboards')).eachRow((row, n) => {
      if (n <= 5) return;
      let line = 0n;
      for (let c = 2; c <= 5; c++) line += num(row, c);
      expect(line).toBe(num(row, 6));
      const a = text(row, 1);
      if (a === 'Grand Total') written = num(row, 6);
      else if (regions.includes(a)) regs += num(row, 6);
      else states += num(row, 6);
    });
    expect(states).toBe(regs);
    expect(regs).toBe(written);
    expect(q1('skateboards')).toBe(hundredths(written));
  });

  it('froyo: each sheet months = its Total; three sheets = question 01', async () => {
    const sheets = await allSheets(BOOKS, 'froyo');
    expect(sheets.map((s) => s.name)).toEqual(['Gangnam', 'Hongdae', 'Jamsil']);
    let all = 0n;
    for (const ws of sheets) {
      let months = 0n;
      let written = 0n;
      ws.eachRow((row, n) => {
        if (n <= 3) return;
        if (text(row, 1) === 'Total') written = num(row, 3);
        else if (/^2026-\d\d$/.test(text(row, 1))) {
          expect(num(row, 3) - num(row, 4) - num(row, 5)).toBe(num(row, 6));
          months += num(row, 3);
        }
      });
      expect(months).toBe(written);
      all += written;
    }
    expect(q1('froyo')).toBe(hundredths(all));
  });

  it('steakhouse: card + cash = total tips; shifts = Totals (question 01)', async () => {
    let tips = 0n;
    let written = 0n;
    (await load('steakhouse')).eachRow((row, n) => {
      if (n <= 3) return;
      expect(num(row, 5) + num(row, 6)).toBe(num(row, 7));
      if (text(row, 1) === 'Totals') written = num(row, 7);
      else {
        expect(text(row, 1)).toMatch(/^(Sun|Tue|Wed|Thu|Fri|Sat) \d\d Nov$/);
        tips += num(row, 7);
      }
    });
    expect(tips).toBe(written);
    expect(q1('steakhouse')).toBe(hundredths(written));
  });
});
