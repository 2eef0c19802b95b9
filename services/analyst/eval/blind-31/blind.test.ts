/**
 * Checks the SET only (not the engine's accuracy): size, books, every workbook opens with
 * ingestWorkbook, expectations are well formed, ids unique, and each book's two-path
 * cross-checks on its generator hold.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/ingest';
import { hundredths } from '../expect';
import { BOOKS } from './workbooks';
import { QUESTIONS } from './questions';

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('blind-31 set', () => {
  it('has at least 200 questions over at least 12 books', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    for (const b of BOOKS) expect(b.questions.length).toBeGreaterThan(0);
  });

  it('has unique ids and book names, and each question names its own book', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
    for (const b of BOOKS) for (const q of b.questions) expect(q.book).toBe(b.name);
  });

  it('has well-formed expectations', () => {
    for (const q of QUESTIONS) {
      const e = q.expect;
      expect(q.question.trim().length).toBeGreaterThan(0);
      expect(e.means.trim().length).toBeGreaterThan(0);
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      if (e.refuse) {
        expect([q.id, values.length + places.length]).toEqual([q.id, 0]);
      } else {
        expect([q.id, values.length + places.length > 0]).toEqual([q.id, true]);
      }
      for (const v of values) expect([q.id, DECIMAL.test(v)]).toEqual([q.id, true]);
      for (const p of places) expect([q.id, p.trim().length > 0]).toEqual([q.id, true]);
    }
  });

  it('keeps the expected-refusal share near 15%', () => {
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.25);
  });

  it("holds each generator's two-path cross-checks", () => {
    for (const b of BOOKS) {
      expect(b.checks.length).toBeGreaterThan(0);
      for (const c of b.checks) expect([b.name, c.what, c.a]).toEqual([b.name, c.what, c.b]);
    }
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook and exceljs',
    async (_name, book) => {
      const bytes = await book.bytes();
      const wb = await ingestWorkbook(bytes);
      expect(wb).toBeTruthy();
      const x = new ExcelJS.Workbook();
      await x.xlsx.load(bytes as never);
      expect(x.worksheets.length).toBeGreaterThan(0);
    },
    30000,
  );

  it('reads back from the written sheets: parts add up to the totals written in them', async () => {
    const cents = (v: unknown): bigint => BigInt(Math.round(Number(v) * 100));
    const load = async (name: string): Promise<ExcelJS.Worksheet> => {
      const x = new ExcelJS.Workbook();
      await x.xlsx.load((await BOOKS.find((b) => b.name === name)!.bytes()) as never);
      return x.worksheets[0]!;
    };
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
