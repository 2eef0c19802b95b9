/**
 * Issue 13, the lead's fixes after passes 35 and 36: wrong figures those passes made on sets
 * already seen, and two readings settled by saying so. Each case is rebuilt with made-up
 * figures; each fails with its fix taken out.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import { bookOf } from './pass5-shapes';
import type { ShapeRow } from './pass5-shapes';
import { ieRows, ieSections, sectionTotal, shopOrders, shopRows, shopTotal } from './pass34-shapes';
import { payRows, stockItems, stockRows } from './pass35-shapes';
import { ask, expectValue, sum } from './pass-expect';

describe('a statement with headings is no titled log: "total income" is its Total line', () => {
  it.each([
    ['Ade Fabrics', '₦', 1],
    ['Harvest Table', 'KSh', 3.5],
  ])('%s (%s)', async (shop, cur, k) => {
    const wb = await bookOf([{ name: 'Income & Expenditure', rows: ieRows(shop, cur, k) }]);
    const income = sectionTotal(ieSections(k)[0]!);
    const a = ask(wb, 'total income for the year');
    // answered from the Total income line, or refused; never income, costs and totals added
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBeCloseTo(income, 2);
  });
});

/** Lessons given per teacher (counts) beside a fee list: the Total column is no takings. */
function lessonGrid(teachers: string[], counts: number[][]): ShapeRow[] {
  const months = ['January', 'February', 'March', 'April', 'May', 'June'];
  return [
    ['Lessons given per teacher, 2025'],
    [null, ...teachers, 'Total'],
    ...months.map((m, i) => [m, ...counts[i]!, sum(counts[i]!)] as ShapeRow),
  ];
}

describe('a grid of counts with a Total column is never the takings', () => {
  it.each([
    [['Ananya', 'Rohit', 'Meera', 'Kabir'], 3],
    [['Ola', 'Ben', 'Zoe'], 7],
  ])('%j', async (teachers, seed) => {
    const counts = [0, 1, 2, 3, 4, 5].map((m) =>
      teachers.map((_, t) => 20 + ((m * seed + t * 11) % 40)),
    );
    const wb = await bookOf([
      {
        name: 'Students',
        rows: [
          ['Name', 'Teacher', 'Monthly fee (₹)'],
          ...teachers.map((t, i) => [`Pupil ${i}`, t, 2500 + 500 * i] as ShapeRow),
        ],
      },
      { name: 'Lessons 2025', rows: lessonGrid(teachers, counts) },
    ]);
    const a = ask(wb, 'how much did we earn in may');
    expect([a.refused, a.figures[0]?.value]).not.toEqual([false, String(sum(counts[4]!))]);
  });
});

describe("an orders export's takings are never its Subtotal column", () => {
  it.each([['TRY'], ['EUR']])('%s', async (cur) => {
    // no tax charged: on every line Subtotal = Total + Discount, a column that sums others
    const os = shopOrders(['Hamlet', 'The Tempest'], true).map((o) => ({ ...o, taxes: 0 }));
    const wb = await bookOf([{ name: 'orders_export', rows: shopRows(os, cur) }]);
    const kept = os.filter((o) => o.status !== 'refunded');
    const a = ask(wb, 'how much did we take not counting refunded orders');
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBeCloseTo(sum(kept.map(shopTotal)), 2);
    expect(a.figures[0]?.label ?? '').not.toMatch(/subtotal/i);
  });
});

describe('a question asked again in other words still gets the kind asked', () => {
  it.each([[1], [2.5]])('a stock item "as a %%" is a percent or refused (k %p)', async (k) => {
    const wb = await bookOf([{ name: 'Stock', rows: stockRows(stockItems(k)) }]);
    const a = ask(wb, 'locks as a % of stock value');
    expect(a.refused || /%/.test(a.figures[0]!.display)).toBe(true);
  });
});

describe('"payroll cost" on a register without the employer side says it is gross pay', () => {
  it('answers gross pay and names the other reading', async () => {
    const wb = await bookOf([{ name: 'Payroll Register', rows: payRows() }]);
    const gross = ask(wb, 'gross pay in august');
    const cost = ask(wb, 'payroll cost in august');
    expect(cost.refused).toBe(false);
    expect(cost.figures[0]!.value).toBe(gross.figures[0]!.value);
    expect(cost.text).toMatch(/This is gross pay: the register holds none of the employer's costs/);
    expectValue(wb, 'gross pay in august', Number(gross.figures[0]!.value));
  });
});

/** A QuickBooks P&L with Cost of Goods Sold apart from Expenses, months across and a Total. */
function cogsPl(big: number): ShapeRow[] {
  const months = ['Jan 2025', 'Feb 2025', 'Mar 2025'];
  const line = (label: string, v: number): ShapeRow => [label, v, v, v, 3 * v];
  return [
    ['Mobile Auto Services'],
    ['Profit and Loss'],
    ['January - March 2025'],
    [],
    [null, ...months, 'Total'],
    ['Income'],
    line('   4000 Labour income', 9_000),
    line('   4100 Parts resold', 5_000),
    line('Total Income', 14_000),
    ['Cost of Goods Sold'],
    line('   5000 Parts purchased', big),
    line('Total Cost of Goods Sold', big),
    line('Gross Profit', 14_000 - big),
    ['Expenses'],
    line('   6100 Fuel', 900),
    line('   6200 Phone & internet', 150),
    line('   6300 Van insurance', 350),
    line('Total Expenses', 1_400),
    line('Net Income', 14_000 - big - 1_400),
  ];
}

describe('after pass 38: an "expense" is an Expenses line, not Cost of Goods Sold', () => {
  it.each([[3_000], [4_500]])('COGS line %p', async (big) => {
    const wb = await bookOf([{ name: 'Profit and Loss', rows: cogsPl(big) }]);
    expectValue(wb, 'what is our biggest expense', 2_700, 'Fuel');
  });
});

/** A cash-flow statement (FY columns) beside a van loan schedule dated by day. */
function cashFlowAndLoan(endCash: number): Array<{ name: string; rows: ShapeRow[] }> {
  const loan: ShapeRow[] = [
    ['Van loan: $60,000 at 9.00% over 36 months'],
    ['#', 'Date', 'Payment', 'Interest', 'Principal', 'Balance'],
  ];
  let bal = 60_000;
  for (let i = 0; i < 36; i++) {
    const interest = Math.round(bal * 0.0075 * 100) / 100;
    const principal = Math.round((1_908 - interest) * 100) / 100;
    bal = Math.round((bal - principal) * 100) / 100;
    loan.push([i + 1, new Date(Date.UTC(2024, i, 28)), 1_908, interest, principal, bal]);
  }
  return [
    {
      name: 'Cash Flow',
      rows: [
        ['SunRidge Solar LLC'],
        ['Statement of cash flows (USD)'],
        [null, 'FY2024', 'FY2025'],
        ['Cash received from customers', 227_871, 215_438],
        ['Wages paid', -32_835, -31_944],
        ['Net cash from operating activities', 195_036, 183_494],
        ['Cash at beginning of year', 48_123, 243_159],
        ['Cash at end of year', 243_159, endCash],
      ],
    },
    { name: 'Van loan', rows: loan },
  ];
}

describe('after pass 37: a loan schedule answers only questions about paying', () => {
  it.each([[426_653], [310_000.5]])('cash at the end of 2025 (%p)', async (endCash) => {
    const wb = await bookOf(cashFlowAndLoan(endCash));
    const a = ask(wb, 'cash at the end of 2025');
    expect(a.figures[0]?.label ?? a.text).not.toMatch(/^Payment/);
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBeCloseTo(endCash, 2);
  });
});

describe('after pass 39: a percent format on one row of a money column is a format slip', () => {
  it.each([[3], [7]])(
    'the aging total and a bucket are amounts (slip on debtor %p)',
    async (slip) => {
      const names = ['Atlas', 'Nordic', 'Bright', 'Helix', 'Kaiser', 'Orchid', 'Pine', 'Solano'];
      const rows = names.map((n, i) => [n, 1_000 + 137.25 * i, i % 3 === 0 ? 400.5 * i : 0]);
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Aged Receivables');
      ws.addRow(['Aged Receivables Summary']);
      ws.addRow([]);
      ws.addRow(['Contact', 'Current', '90+ days', 'Total']);
      rows.forEach((r, i) => {
        const row = ws.addRow([r[0], r[1], r[2] || null, (r[1] as number) + (r[2] as number)]);
        for (let c = 2; c <= 4; c++) row.getCell(c).numFmt = i === slip ? '0.00%' : '$#,##0.00';
      });
      const total = sum(rows.map((r) => (r[1] as number) + (r[2] as number)));
      const book = await ingestWorkbook(
        new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer),
      );
      expectValue(book, 'how much are we owed in total', total);
      expectValue(book, 'current total', sum(rows.map((r) => r[1] as number)));
      expect(ask(book, 'how much are we owed in total').figures[0]!.display).toMatch(/^\$/);
    },
  );
});

describe('after pass 39: two days of a month are a range of dates, both ends included', () => {
  it.each([
    ['between 1 and 7 october', 1, 7],
    ['from the 3rd to the 9th of october', 3, 9],
    ['between 2 october and 12 october', 2, 12],
    ['from oct 5 to oct 11', 5, 11],
  ])('miles %s', async (words, from, to) => {
    const rows: ShapeRow[] = [
      ['Mileage log, October 2026'],
      [],
      ['Date', 'Rider', 'Miles', 'Claim £'],
    ];
    const miles = (d: number): number => d + 0.5;
    for (let d = 1; d <= 20; d++)
      rows.push([new Date(Date.UTC(2026, 9, d)), d % 2 ? 'Finn' : 'Kez', miles(d), miles(d) * 0.2]);
    const wb = await bookOf([{ name: 'Oct 26', rows }]);
    const want = sum(Array.from({ length: to - from + 1 }, (_, i) => miles(from + i)));
    expectValue(wb, `miles ${words}`, want);
  });
});
