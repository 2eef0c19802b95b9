/**
 * Checks the blind hold-out SET, never the engine's accuracy (the set's figures are reported
 * by run-blind.ts, not ratcheted): size, books, ids, well-formed expectations, every book
 * opens with ingestWorkbook, and every expected figure agrees with a second computation path
 * (the totals written in the sheets, read back with exceljs).
 */
import { ingestWorkbook } from '../../src';
import { money } from '../expect';
import { buildBlindQuestions } from './questions';
import { cents, numbersIn, readRows, rowLabelled, type Value } from './sheet-read';
import type { BlindQuestion } from './types';
import { buildBlindBooks, type BlindBook } from './workbooks';

let books: Map<string, BlindBook>;
let questions: BlindQuestion[];

beforeAll(async () => {
  books = await buildBlindBooks();
  questions = buildBlindQuestions(books);
});

const expected = (id: string): string => {
  const q = questions.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  const v = q.expect.value;
  return Array.isArray(v) ? v[0]! : v!;
};
const rows = (book: string, sheet: string): Promise<Value[][]> =>
  readRows(books.get(book)!.bytes, sheet);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const idx = (rs: Value[][], label: string | RegExp): number => rs.indexOf(rowLabelled(rs, label));

describe('the blind set', () => {
  it('has at least 200 questions over at least 12 workbooks, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(books.size).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const name of books.keys())
      expect(questions.filter((q) => q.book === name).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps about 15% of questions that the sheet cannot answer or that stay ambiguous', () => {
    const share = questions.filter((q) => q.expect.refuse).length / questions.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.25);
  });

  it('has well-formed expectations: a refusal, or decimal figures and/or places, and a meaning', () => {
    for (const q of questions) {
      expect(q.question.trim().length).toBeGreaterThan(3);
      expect(q.means.length).toBeGreaterThan(3);
      const e = q.expect;
      if (e.refuse) {
        expect(e.value).toBeUndefined();
        expect(e.at).toBeUndefined();
        continue;
      }
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      expect(values.length + places.length).toBeGreaterThan(0);
      for (const v of values) expect(v).toMatch(/^-?\d+(\.\d{1,2})?$/);
      for (const p of places) expect(p.trim().length).toBeGreaterThan(1);
    }
  });

  it('opens every workbook with ingestWorkbook', async () => {
    for (const book of books.values())
      await expect(ingestWorkbook(book.bytes)).resolves.toBeDefined();
  });

  it('builds from another seed too, so the expectations come from the data, not one draw', async () => {
    const other = await buildBlindBooks(5);
    const again = buildBlindQuestions(other);
    expect(again.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(again.map((q) => JSON.stringify(q.expect))).not.toEqual(
      questions.map((q) => JSON.stringify(q.expect)),
    );
  });
});

describe('expected figures agree with the sheets read back', () => {
  it('bakery sales: Total row and column add up; the year total is the grand total cell', async () => {
    const rs = await rows('bakery-sales', 'Sales 2025');
    const head = idx(rs, 'Month');
    const total = idx(rs, 'Total');
    const months = rs.slice(head + 1, total);
    expect(months).toHaveLength(12);
    for (const r of months) expect(cents(r[5]!)).toBe(sum([1, 2, 3, 4].map((c) => cents(r[c]!))));
    for (const c of [1, 2, 3, 4, 5])
      expect(cents(rs[total]![c]!)).toBe(sum(months.map((r) => cents(r[c]!))));
    expect(expected('bakery-sales/year-total')).toBe(money(cents(rs[total]![5]!)));
    expect(expected('bakery-sales/march')).toBe(money(cents(months[2]![5]!)));
  });

  it('sales log: each amount is qty x price; Total row; revenue and count', async () => {
    const rs = await rows('hardware-sales-log', 'Sales Log');
    const head = idx(rs, 'Date');
    const total = idx(rs, 'Total');
    const sales = rs.slice(head + 1, total);
    for (const r of sales) expect(cents(r[6]!)).toBe((r[4] as number) * cents(r[5]!));
    expect(cents(rs[total]![6]!)).toBe(sum(sales.map((r) => cents(r[6]!))));
    expect(expected('hardware-sales-log/revenue')).toBe(money(cents(rs[total]![6]!)));
    expect(expected('hardware-sales-log/count')).toBe(String(sales.length));
    expect(expected('hardware-sales-log/units')).toBe(String(rs[total]![4]));
  });

  it('expense log: each subtotal sums its lines, the subtotals sum to the grand total', async () => {
    const rs = await rows('dental-expenses', 'Ausgaben Q1');
    let from = idx(rs, 'Date');
    const subtotals: number[] = [];
    rs.forEach((r, i) => {
      if (typeof r[0] === 'string' && r[0].startsWith('Subtotal')) {
        expect(cents(r[4]!)).toBe(sum(numbersIn(rs, from, i, 4)));
        subtotals.push(cents(r[4]!));
        from = i + 1;
      }
    });
    expect(subtotals).toHaveLength(6);
    const grand = cents(rowLabelled(rs, 'Grand Total')[4]!);
    expect(sum(subtotals)).toBe(grand);
    expect(expected('dental-expenses/total')).toBe(money(grand));
    expect(expected('dental-expenses/lab')).toBe(
      money(cents(rowLabelled(rs, 'Subtotal - Lab fees')[4]!)),
    );
  });

  it('P&L: totals, gross profit and net income tie out per column; FY is the sum of quarters', async () => {
    const rs = await rows('bistro-pnl', 'P&L');
    const at = (l: string): number[] => rowLabelled(rs, l).slice(1, 6).map(cents);
    const rev = at('Total Revenue');
    const cogs = at('Total Cost of Sales');
    const opex = at('Total Operating Expenses');
    const net = at('Net Income');
    for (let c = 0; c < 5; c++) expect(net[c]).toBe(rev[c]! - cogs[c]! - opex[c]!);
    for (const line of [rev, cogs, opex, net]) expect(line[4]).toBe(sum(line.slice(0, 4)));
    expect(expected('bistro-pnl/net-fy')).toBe(money(net[4]!));
    expect(expected('bistro-pnl/rev-q3')).toBe(money(rev[2]!));
  });

  it('QuickBooks P&L: net income = income - COGS - expenses + other income', async () => {
    const rs = await rows('agency-qb-pl', 'Profit and Loss');
    const v = (l: string): number => cents(rowLabelled(rs, l)[1]!);
    const head = idx(rs, 'Expenses');
    const tot = idx(rs, 'Total Expenses');
    expect(sum(numbersIn(rs, head, tot, 1))).toBe(v('Total Expenses'));
    expect(v('Net Income')).toBe(
      v('Total Income') -
        v('Total Cost of Goods Sold') -
        v('Total Expenses') +
        v('Total Other Income'),
    );
    expect(expected('agency-qb-pl/net')).toBe(money(v('Net Income')));
    expect(expected('agency-qb-pl/total-expenses')).toBe(money(v('Total Expenses')));
  });

  it('AR aging: each customer total sums its buckets; the TOTAL row sums the customers', async () => {
    const rs = await rows('trucking-ar-aging', 'AR Aging');
    const head = idx(rs, 'As of October 31, 2025') + 2;
    const total = idx(rs, 'TOTAL');
    const customers = rs.slice(head + 1, total);
    expect(customers).toHaveLength(11);
    for (const r of customers)
      expect(cents(r[6]!)).toBe(sum([1, 2, 3, 4, 5].map((c) => cents(r[c]!))));
    for (let c = 1; c <= 6; c++)
      expect(cents(rs[total]![c]!)).toBe(sum(customers.map((r) => cents(r[c]!))));
    expect(expected('trucking-ar-aging/total')).toBe(money(cents(rs[total]![6]!)));
    expect(expected('trucking-ar-aging/over-60')).toBe(
      money(cents(rs[total]![4]!) + cents(rs[total]![5]!)),
    );
  });

  it('bank export: every balance is the previous one plus credit minus debit', async () => {
    const rs = (await rows('store-bank', 'Checking ...4471')).slice(1);
    for (let i = 1; i < rs.length; i++)
      expect(cents(rs[i]![4]!)).toBe(cents(rs[i - 1]![4]!) + cents(rs[i]![3]!) - cents(rs[i]![2]!));
    const moneyIn = sum(rs.map((r) => cents(r[3]!)));
    const moneyOut = sum(rs.map((r) => cents(r[2]!)));
    expect(expected('store-bank/in')).toBe(money(moneyIn));
    expect(expected('store-bank/ending')).toBe(money(cents(rs[0]![4]!) + moneyIn - moneyOut));
  });

  it('payroll: net = gross - deductions per row; month totals sum to the Grand Total', async () => {
    const rs = await rows('clinic-payroll', 'Payroll Register');
    const staff = rs.filter((r) => typeof r[1] === 'string' && r[1] !== 'Employee');
    expect(staff).toHaveLength(36);
    for (const r of staff)
      expect(cents(r[6]!)).toBe(cents(r[2]!) - cents(r[3]!) - cents(r[4]!) - cents(r[5]!));
    const monthTotals = rs.filter(
      (r) => typeof r[0] === 'string' && /^[A-Z][a-z]{2} 2025 Total$/.test(r[0]),
    );
    expect(monthTotals).toHaveLength(6);
    const grand = rowLabelled(rs, 'Grand Total');
    for (let c = 2; c <= 6; c++)
      expect(cents(grand[c]!)).toBe(sum(monthTotals.map((r) => cents(r[c]!))));
    expect(expected('clinic-payroll/gross')).toBe(money(cents(grand[2]!)));
    expect(expected('clinic-payroll/deductions')).toBe(
      money(cents(grand[3]!) + cents(grand[4]!) + cents(grand[5]!)),
    );
  });

  it('inventory: value = qty x unit cost; Total row', async () => {
    const rs = await rows('hardware-inventory', 'Stock Count');
    const head = idx(rs, 'SKU');
    const total = idx(rs, 'Total');
    const items = rs.slice(head + 1, total);
    for (const r of items) expect(cents(r[5]!)).toBe((r[3] as number) * cents(r[4]!));
    expect(cents(rs[total]![5]!)).toBe(sum(items.map((r) => cents(r[5]!))));
    expect(expected('hardware-inventory/value')).toBe(money(cents(rs[total]![5]!)));
    expect(expected('hardware-inventory/count')).toBe(String(items.length));
  });

  it('two-year comparison: Change = 2025 - 2024; net profit = gross profit - operating expenses', async () => {
    const rs = await rows('bakery-two-year', '2025 vs 2024');
    for (const r of rs.filter((x) => typeof x[1] === 'number' && typeof x[0] === 'string'))
      expect(r[3]).toBe((r[1] as number) - (r[2] as number));
    const v = (l: string, c: number): number => rowLabelled(rs, l)[c] as number;
    for (const c of [1, 2])
      expect(v('Net profit', c)).toBe(v('Gross profit', c) - v('Total operating expenses', c));
    expect(expected('bakery-two-year/net-2025')).toBe(String(v('Net profit', 1)));
    expect(expected('bakery-two-year/opex-2024')).toBe(String(v('Total operating expenses', 2)));
  });

  it('budget vs actual: variance = actual - budget; Total row', async () => {
    const rs = await rows('cafe-budget', 'BvA H1');
    const head = idx(rs, 'Category');
    const total = idx(rs, 'Total');
    const cats = rs.slice(head + 1, total);
    for (const r of cats)
      for (const b of [1, 4]) expect(cents(r[b + 2]!)).toBe(cents(r[b + 1]!) - cents(r[b]!));
    for (let c = 1; c <= 6; c++)
      expect(cents(rs[total]![c]!)).toBe(sum(cats.map((r) => cents(r[c]!))));
    expect(expected('cafe-budget/actual-q1')).toBe(money(cents(rs[total]![2]!)));
    expect(expected('cafe-budget/spend-q2')).toBe(money(cents(rs[total]![5]!)));
  });

  it('cash flow: sections sum; end = beginning + change; 2025 begins where 2024 ended', async () => {
    const rs = await rows('agency-cashflow', 'Cash Flow');
    const v = (l: string | RegExp, c: number): number => cents(rowLabelled(rs, l)[c]!);
    for (const c of [1, 2]) {
      const op = numbersIn(
        rs,
        idx(rs, 'Cash flows from operating activities'),
        idx(rs, 'Net cash provided by operating activities'),
        c,
      );
      expect(sum(op)).toBe(v('Net cash provided by operating activities', c));
      expect(v('Cash at end of year', c)).toBe(
        v('Cash at beginning of year', c) + v('Net increase (decrease) in cash', c),
      );
    }
    expect(v('Cash at beginning of year', 1)).toBe(v('Cash at end of year', 2));
    expect(expected('agency-cashflow/end-2025')).toBe(money(v('Cash at end of year', 1)));
    expect(expected('agency-cashflow/cfo-2025')).toBe(
      money(v('Net cash provided by operating activities', 1)),
    );
  });

  it('fleet: fuel Total row and revenue Total column', async () => {
    const fuel = await rows('trucking-fleet', 'Fuel');
    const total = idx(fuel, 'Total');
    expect(cents(fuel[total]![4]!)).toBe(sum(numbersIn(fuel, 0, total, 4)));
    expect(expected('trucking-fleet/fuel')).toBe(money(cents(fuel[total]![4]!)));
    const rev = await rows('trucking-fleet', 'Revenue');
    const months = rev.slice(2);
    for (const r of months) expect(cents(r[5]!)).toBe(sum([1, 2, 3, 4].map((c) => cents(r[c]!))));
    expect(expected('trucking-fleet/revenue')).toBe(money(sum(months.map((r) => cents(r[5]!)))));
  });

  it('orders export: total = subtotal - discount + shipping + taxes', async () => {
    const rs = (await rows('shop-orders', 'orders_export_1')).slice(1);
    for (const r of rs)
      expect(cents(r[8]!)).toBe(cents(r[5]!) - cents(r[10]!) + cents(r[6]!) + cents(r[7]!));
    expect(expected('shop-orders/orders')).toBe(String(rs.length));
    expect(expected('shop-orders/shipping')).toBe(money(sum(rs.map((r) => cents(r[6]!)))));
  });

  it('MRR: ending = starting + new + expansion + churn; each month starts where the last ended', async () => {
    const rs = (await rows('saas-mrr', 'MRR')).slice(3);
    expect(rs).toHaveLength(12);
    rs.forEach((r, i) => {
      expect(cents(r[5]!)).toBe(cents(r[1]!) + cents(r[2]!) + cents(r[3]!) + cents(r[4]!));
      if (i > 0) expect(cents(r[1]!)).toBe(cents(rs[i - 1]![5]!));
    });
    expect(expected('saas-mrr/mrr-sep')).toBe(money(cents(rs[8]![5]!)));
  });

  it('loan: principal = payment - interest; the balance runs down to zero', async () => {
    const rs = await rows('dental-loan', 'Loan schedule');
    const amount = cents(rowLabelled(rs, 'Loan amount')[1]!);
    const pay = rs.slice(idx(rs, 'Pmt No') + 1);
    expect(pay).toHaveLength(36);
    let balance = amount;
    for (const r of pay) {
      expect(cents(r[4]!)).toBe(cents(r[2]!) - cents(r[3]!));
      balance -= cents(r[4]!);
      expect(cents(r[5]!)).toBe(balance);
    }
    expect(balance).toBe(0);
    expect(expected('dental-loan/interest-total')).toBe(money(sum(pay.map((r) => cents(r[3]!)))));
    expect(expected('dental-loan/balance-12')).toBe(money(cents(pay[11]![5]!)));
  });
});
