/**
 * Issue 13, pass 11: shapes the fifth hold-out's misses and wrongs came from, rebuilt on
 * workbooks written here: a hardware shop's stock list under a title block with no blank row
 * (its header read "Column E / Column F"), a van loan's repayment schedule under a terms
 * block, and a shop's budget with no periods (Category | Budget | Actual | Total row).
 */
import { answerQuestion } from './answer';
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { refused, value } from './answer-checks';
import { bookOf, type ShapeRow } from './pass5-shapes';
import { MONTH_SHORT } from './periods';

const ask = (wb: Workbook, q: string): Answer => answerQuestion(wb, q);
const cents = (x: number): number => Math.round(x * 100) / 100;

// ---- a stock list under a title block of several lines ----------------------------------
const HEAD = ['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost (€)', 'Stock value (€)'];
const ITEMS: Array<[string, string, string, number, number]> = [
  ['HW-001', 'Hammer', 'Tools', 12, 14.5],
  ['HW-002', 'Screwdriver set', 'Tools', 30, 9.9],
  ['HW-003', 'Wood screws 100', 'Fixings', 210, 3.2],
  ['HW-004', 'Wall plugs 50', 'Fixings', 0, 2.1],
  ['HW-005', 'Paint brush', 'Paint', 44, 4.75],
];
const stockRows = (titles: string[]): ShapeRow[] => [
  ...titles.map((t) => [t]),
  HEAD,
  ...ITEMS.map(([s, i, c, q, u]) => [s, i, c, q, u, cents(q * u)]),
];
const STOCK_VALUE = cents(ITEMS.reduce((a, [, , , q, u]) => a + cents(q * u), 0));

describe('a header row right under a title block of several one-cell lines', () => {
  test.each([
    [['Harbour Hardware', 'Stock list at 30 June 2026']],
    [['Harbour Hardware', 'Stock list', 'Values at cost, excl. VAT']],
  ])('titles %j: the header is read, questions answer', async (titles) => {
    const wb = await bookOf([{ name: 'Stock', rows: stockRows(titles) }]);
    const table = wb.sheets[0]!.tables[0]!;
    expect(table.columns.map((c) => c.label)).toEqual(HEAD);
    expect(value(wb, 'total stock value')).toBe(STOCK_VALUE);
    expect(ask(wb, 'which item has the highest stock value').figures[0]!.at).toBe(
      'Wood screws 100',
    );
    expect(value(wb, 'how many hammers do we have')).toBe(12);
    expect(value(wb, 'total value of tools')).toBe(cents(12 * 14.5 + 30 * 9.9));
  });

  test('a currency under a header names the unit, not the column', async () => {
    const rows: ShapeRow[] = [
      ['Stock list'],
      [],
      ['SKU', 'Item', 'Qty on hand', 'Unit cost', 'Stock value'],
      ['', '', '', 'EUR', 'EUR'],
      ['A1', 'Hammer', 12, 14.5, 174],
      ['A2', 'Chisel', 3, 20, 60],
    ];
    const wb = await bookOf([{ name: 'Stock', rows }]);
    expect(wb.sheets[0]!.tables[0]!.columns.map((c) => c.label)).toEqual([
      'SKU',
      'Item',
      'Qty on hand',
      'Unit cost (EUR)',
      'Stock value (EUR)',
    ]);
    expect(value(wb, 'total stock value')).toBe(234);
    expect(value(wb, 'unit cost of the chisel')).toBe(20);
  });

  test('a P&L whose one-cell lines sit over figures keeps its section headings', async () => {
    const wb = await bookOf([
      {
        name: 'PL',
        rows: [
          ['Corner Café'],
          ['Income'],
          ['Coffee', 1200],
          ['Cakes', 800],
          ['Total income', 2000],
        ],
      },
    ]);
    expect(value(wb, 'total income')).toBe(2000);
  });
});

// ---- a loan schedule under its terms ------------------------------------------------------
function loanRows(): { rows: ShapeRow[]; pay: number[]; int: number[]; bal: number[] } {
  const rows: ShapeRow[] = [
    ['Van loan — repayment schedule'],
    [],
    ['Loan amount', 24000],
    ['Annual rate', 0.06],
    ['Term (months)', 12],
    [],
    ['Payment #', 'Date', 'Payment', 'Interest', 'Principal', 'Balance'],
  ];
  const pay: number[] = [];
  const int: number[] = [];
  const bal: number[] = [];
  let b = 24000;
  for (let k = 1; k <= 12; k += 1) {
    const i = cents(b * 0.005);
    const pr = k === 12 ? b : cents(2065.6 - i);
    const p = cents(pr + i);
    b = cents(b - pr);
    pay.push(p);
    int.push(i);
    bal.push(b);
    rows.push([k, new Date(Date.UTC(2026, k - 1, 15)), p, i, pr, b]);
  }
  return { rows, pay, int, bal };
}

describe('an amortisation schedule: rows by ordinal, the whole loan, the amount borrowed', () => {
  test('answers the row, the column or the terms block asked for', async () => {
    const { rows, pay, int, bal } = loanRows();
    const wb = await bookOf([{ name: 'Loan', rows }]);
    expect(value(wb, 'how much was the first payment?')).toBe(pay[0]);
    expect(value(wb, 'what is payment 12')).toBe(pay[11]);
    expect(value(wb, 'what was the final payment')).toBe(pay[11]);
    expect(value(wb, 'interest in the first payment')).toBe(int[0]);
    expect(value(wb, 'balance after payment 6')).toBe(bal[5]);
    expect(value(wb, 'balance after the 6th payment')).toBe(bal[5]);
    expect(value(wb, 'what do we still owe after the June 2026 payment?')).toBe(bal[5]);
    expect(value(wb, 'total interest over the life of the loan')).toBe(
      cents(int.reduce((a, x) => a + x, 0)),
    );
    expect(value(wb, 'how much did we borrow?')).toBe(24000);
    expect(ask(wb, 'balance after payment 6').text).toMatch(/^Balance, payment 6: 12,179\.51/);
  });

  test('refuses what it cannot pin to one row', async () => {
    const wb = await bookOf([{ name: 'Loan', rows: loanRows().rows }]);
    refused(wb, 'what is payment 14');
    refused(wb, 'interest after payment 3');
    refused(wb, 'balance after the June 2027 payment');
  });
});

// ---- a budget with no periods ---------------------------------------------------------------
const BUDGET: ShapeRow[] = [
  ['Shop budget 2026'],
  [],
  ['Category', 'Budget', 'Actual'],
  ['Rent', 12000, 12000],
  ['Marketing', 3000, 3650],
  ['Supplies', 2500, 2100],
  ['Utilities', 1800, 1950],
  ['Travel', 1200, 700],
  ['Total', 20500, 20400],
];

describe('budget against actual with no periods', () => {
  test('counts lines over and under, the biggest saving, a line difference, % off', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: BUDGET }]);
    expect(value(wb, 'how many categories went over budget?')).toBe(2);
    expect(value(wb, 'how many cost lines went over budget')).toBe(2);
    expect(value(wb, 'how many lines came in under budget')).toBe(2);
    const save = ask(wb, 'where did we save the most?');
    expect([save.figures[0]?.at, save.figures[0]?.value]).toEqual(['Travel', '-500']);
    expect(value(wb, 'marketing budget vs actual difference')).toBe(650);
    expect(value(wb, 'by what percent did total spend differ from budget?')).toBe(
      Math.round(((20400 - 20500) / 20500) * 10000) / 100,
    );
    expect(value(wb, 'are we over or under budget overall and by how much')).toBe(-100);
  });

  test('refuses an unknown line and a count with both sides', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: BUDGET }]);
    refused(wb, 'insurance budget vs actual difference');
    refused(wb, 'how many lines went over or under budget');
  });
});

// ---- owners' words: periods, directions, synonyms ------------------------------------------
const MONTHS3 = MONTH_SHORT;
const takings = (i: number): number => 1000 + i * 10;

describe("owners' words that carry a meaning", () => {
  test('a bakery month by month: take, first six months, right now, give away, overheads', async () => {
    const rows: ShapeRow[] = [
      ['Bakery 2025'],
      [],
      ['Month', 'Takings', 'Operating expenses', 'Discounts given', 'VAT collected'],
    ];
    MONTHS3.forEach((m, i) => rows.push([`${m} 2025`, takings(i), 400 + i, 20 + i, 200 + i * 2]));
    const wb = await bookOf([{ name: 'Monthly', rows }]);
    const sumTo = (n: number): number => [...Array(n).keys()].reduce((a, i) => a + takings(i), 0);
    expect(value(wb, 'how much did we take in the first six months')).toBe(sumTo(6));
    expect(value(wb, 'how much did we take in the first three months')).toBe(sumTo(3));
    expect(value(wb, 'how much did we take in March')).toBe(takings(2));
    expect(value(wb, 'what are our takings right now')).toBe(takings(11));
    expect(value(wb, 'how much did we give away in discounts')).toBe(
      [...Array(12).keys()].reduce((a, i) => a + 20 + i, 0),
    );
    expect(value(wb, 'what were our overheads in March')).toBe(402);
    expect(value(wb, 'how much VAT did we collect in January')).toBe(200);
    // a content word that names nothing still refuses
    refused(wb, 'how much did we take from franchising');
  });

  test('a bank export: went out of / came into the account', async () => {
    const rows: ShapeRow[] = [['Date', 'Description', 'Debit', 'Credit', 'Balance']];
    let bal = 1000;
    let out = 0;
    let inn = 0;
    for (let i = 0; i < 8; i += 1) {
      const d = i % 2 ? 0 : 500 + i;
      const c = i % 2 ? 900 + i : 0;
      out += d;
      inn += c;
      bal = bal - d + c;
      rows.push([
        new Date(Date.UTC(2025, i, 5)),
        i % 2 ? 'Card sales' : 'Rent',
        d || null,
        c || null,
        bal,
      ]);
    }
    const wb = await bookOf([{ name: 'Bank', rows }]);
    expect(value(wb, 'how much went out of the account')).toBe(out);
    expect(value(wb, 'how much went out of the account in March')).toBe(502);
    expect(value(wb, 'how much came into the account')).toBe(inn);
    expect(value(wb, 'what is the balance right now')).toBe(bal);
  });
});

// ---- a log with several money columns, a payroll register, MRR by client -------------------
describe('logs, payroll and MRR read the figure meant', () => {
  const CLIENTS = ['Acme', 'Borg', 'Cyan', 'Acme', 'Dune', 'Borg', 'Acme', 'Cyan'];
  const guests = (i: number): number => 20 + i * 7;
  const price = (i: number): number => 30 + (i % 3) * 12;
  const amount = (i: number): number => guests(i) * price(i);

  test('a catering log: sales, biggest job, best client use the Amount, never the price', async () => {
    const rows: ShapeRow[] = [
      ['Catering jobs 2025'],
      [],
      ['Date', 'Client', 'Event', 'Guests', 'Price/head (€)', 'Amount (€)'],
    ];
    CLIENTS.forEach((c, i) =>
      rows.push([
        new Date(Date.UTC(2025, i, 10)),
        c,
        i % 2 ? 'Wedding' : 'Lunch',
        guests(i),
        price(i),
        amount(i),
      ]),
    );
    const wb = await bookOf([{ name: 'Jobs', rows }]);
    const all = CLIENTS.map((_, i) => amount(i));
    expect(value(wb, 'what were total sales')).toBe(all.reduce((a, b) => a + b, 0));
    expect(value(wb, 'revenue in March')).toBe(amount(2));
    expect(value(wb, 'what was our biggest job')).toBe(Math.max(...all));
    const byClient = new Map<string, number>();
    CLIENTS.forEach((c, i) => byClient.set(c, (byClient.get(c) ?? 0) + amount(i)));
    const top = [...byClient].sort((a, b) => b[1] - a[1])[0]!;
    const best = ask(wb, 'which client spent the most');
    expect([best.figures[0]?.at, Number(best.figures[0]?.value)]).toEqual(top);
    expect(value(wb, 'what did Acme pay us in total')).toBe(byClient.get('Acme'));
    expect(value(wb, 'how many events in 2025')).toBe(8);
    expect(value(wb, 'what was the average price per head')).toBeCloseTo(
      CLIENTS.reduce((a, _, i) => a + price(i), 0) / 8,
      2,
    );
  });

  test('a payroll register: payroll is gross pay, a first name finds "Last, First"', async () => {
    const rows: ShapeRow[] = [
      ['Payroll register 2025'],
      [],
      ['Month', 'Employee', 'Gross pay', 'Income tax', 'Pension', 'Total deductions', 'Net pay'],
    ];
    const ppl: Array<[string, number]> = [
      ['Petersen, Lars', 4200],
      ['Holm, Anna', 3900],
      ['Berg, Mikkel', 3100],
    ];
    ['January', 'February', 'March'].forEach((m, k) =>
      ppl.forEach(([n, g]) => {
        const gg = g + k * 100;
        const t = Math.round(gg * 0.3);
        const pe = Math.round(gg * 0.05);
        rows.push([m, n, gg, t, pe, t + pe, gg - t - pe]);
      }),
    );
    const wb = await bookOf([{ name: 'Payroll', rows }]);
    expect(value(wb, 'what was payroll for March')).toBe(4400 + 4100 + 3300);
    const month = ask(wb, 'which month had the highest payroll');
    expect(month.figures[0]?.at).toMatch(/^Mar/);
    const who = ask(wb, 'who earns the most');
    expect([who.figures[0]?.at, who.figures[0]?.value]).toEqual(['Petersen, Lars', '12900']);
    expect(ask(wb, 'who earns the most').text).toMatch(/Gross pay/);
    expect(value(wb, 'how much did Lars earn in February')).toBe(4300);
    expect(value(wb, 'what was the net pay for Anna in January')).toBe(3900 - 1170 - 195);
  });

  test('MRR by client: clients now is the latest month, the top client is the largest row', async () => {
    const wb = await bookOf([
      {
        name: 'MRR',
        rows: [
          ['MRR by client'],
          [],
          ['Client', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025'],
          ['Alpha', 500, 500, 500, 500],
          ['Beta', 0, 300, 300, 300],
          ['Gamma', 800, 800, 0, 0],
          ['Delta', 200, 200, 200, 450],
          ['Total MRR', 1500, 1800, 1000, 1250],
          ['Active clients', 3, 4, 3, 3],
        ],
      },
    ]);
    expect(value(wb, 'how many clients do we have now')).toBe(3);
    expect(value(wb, 'what is our MRR now')).toBe(1250);
    const top = ask(wb, 'which client paid the most over the year');
    expect([top.figures[0]?.at, top.figures[0]?.value]).toEqual(['Alpha', '2000']);
    expect(value(wb, 'total retainer income in March')).toBe(1000);
  });
});

// ---- a QuickBooks P&L with nested groups, a Shopify orders export --------------------------
describe('QuickBooks nested groups and an orders export', () => {
  test('payroll as % of income uses the group total; "which service" ranks the income lines', async () => {
    const rows: ShapeRow[] = [
      ['Harbor Studio LLC'],
      ['Profit and Loss'],
      ['January - December 2025'],
      [],
      ['', 'Q1', 'Q2', 'Q3', 'Q4', 'Total'],
      ['Income'],
      ['   Design services', 12000, 15000, 14000, 16000, 57000],
      ['   Consulting', 5000, 4000, 6000, 5000, 20000],
      ['   Workshops', 1000, 1500, 500, 2000, 5000],
      ['Total Income', 18000, 20500, 20500, 23000, 82000],
      ['Expenses'],
      ['   Payroll Expenses'],
      ['      Wages', 6000, 6000, 6500, 6500, 25000],
      ['      Payroll taxes', 600, 600, 650, 650, 2500],
      ['   Total Payroll Expenses', 6600, 6600, 7150, 7150, 27500],
      ['   Rent', 2000, 2000, 2000, 2000, 8000],
      ['   Software', 300, 300, 350, 350, 1300],
      ['Total Expenses', 8900, 8900, 9500, 9500, 36800],
      ['Net Operating Income', 9100, 11600, 11000, 13500, 45200],
      ['Other Income'],
      ['   Interest earned', 10, 10, 10, 10, 40],
      ['Total Other Income', 10, 10, 10, 10, 40],
      ['Net Other Income', 10, 10, 10, 10, 40],
      ['Net Income', 9110, 11610, 11010, 13510, 45240],
    ];
    const wb = await bookOf([{ name: 'P&L', rows }]);
    expect(value(wb, 'payroll as a % of income')).toBe(33.54);
    expect(value(wb, 'what were total expenses')).toBe(36800);
    expect(value(wb, 'what was net operating income')).toBe(45200);
    expect(value(wb, 'what is our net profit margin')).toBe(55.17);
    expect(value(wb, 'rent as a % of total expenses')).toBe(21.74);
    const service = ask(wb, 'which service earns the most?');
    expect([service.figures[0]?.at, service.figures[0]?.value]).toEqual([
      'Design services',
      '57000',
    ]);
    expect(ask(wb, 'which service earned the least').figures[0]?.at).toBe('Workshops');
    refused(wb, 'which service earns the most in Q5');
  });

  test('orders are counted by name; money sums first lines; countries by name', async () => {
    const rows: ShapeRow[] = [
      [
        'Name',
        'Email',
        'Financial Status',
        'Created at',
        'Lineitem quantity',
        'Lineitem name',
        'Lineitem price',
        'Subtotal',
        'Shipping',
        'Taxes',
        'Total',
        'Shipping Country',
      ],
    ];
    const orders: Array<[string, Array<[number, string, number]>, number, string]> = [
      [
        '#1001',
        [
          [2, 'Mug', 12],
          [1, 'Tea tin', 8],
        ],
        4.9,
        'DE',
      ],
      ['#1002', [[1, 'Mug', 12]], 5.9, 'FR'],
      [
        '#1003',
        [
          [3, 'Tea tin', 8],
          [1, 'Teapot', 35],
          [2, 'Mug', 12],
        ],
        0,
        'DE',
      ],
      ['#1004', [[1, 'Teapot', 35]], 4.9, 'AT'],
    ];
    const totals: number[] = [];
    const taxes: number[] = [];
    orders.forEach(([n, lines, ship, c], k) => {
      const sub = lines.reduce((a, [q, , p]) => a + q * p, 0);
      const tax = cents(sub * 0.19);
      taxes.push(tax);
      totals.push(cents(sub + ship + tax));
      lines.forEach(([q, name, p], i) =>
        rows.push(
          i === 0
            ? [
                n,
                `c${k}@x.eu`,
                'paid',
                new Date(Date.UTC(2025, 2, 3 + k)),
                q,
                name,
                p,
                sub,
                ship,
                tax,
                totals[k]!,
                c,
              ]
            : [n, `c${k}@x.eu`, null, null, q, name, p, null, null, null, null, null],
        ),
      );
    });
    const wb = await bookOf([{ name: 'orders_export', rows }]);
    expect(value(wb, 'how many orders did we get?')).toBe(4);
    expect(value(wb, 'how much did we charge for shipping')).toBe(15.7);
    expect(value(wb, 'total taxes collected')).toBe(cents(taxes.reduce((a, b) => a + b, 0)));
    // pass 26 (W3): a bare "total sales" is asked back (with or without tax and shipping)
    refused(wb, 'total sales');
    expect(value(wb, 'total of the order totals')).toBe(cents(totals.reduce((a, b) => a + b, 0)));
    const best = ask(wb, 'what is the best-selling product?');
    expect([best.figures[0]?.at, best.figures[0]?.value]).toEqual(['Mug', '5']);
    expect(value(wb, 'how many orders went to Germany?')).toBe(2);
    expect(value(wb, 'sales to Germany')).toBe(cents(totals[0]! + totals[2]!));
    refused(wb, 'how many orders went to Narnia');
  });
});

// ---- budgets by month: counts never answered by an amount, "ahead of budget" ----------------
describe('a budget by month', () => {
  test('"how many lines went over" is refused, never a variance; "ahead of budget" is the variance', async () => {
    const rows: ShapeRow[] = [
      ['Cost budget 2025'],
      [],
      ['', 'Jan', '', 'Feb', ''],
      ['Line', 'Budget', 'Actual', 'Budget', 'Actual'],
      ['Rent', 1000, 1000, 1000, 1000],
      ['Marketing', 500, 620, 500, 480],
      ['Supplies', 300, 250, 300, 310],
      ['Utilities', 200, 240, 200, 230],
    ];
    const wb = await bookOf([{ name: 'Budget', rows, merges: ['B3:C3', 'D3:E3'] }]);
    refused(wb, 'how many cost lines went over budget');
    refused(wb, 'how many lines were over budget in January');
    expect(value(wb, 'are we ahead of budget')).toBe(4130 - 4000);
    expect(value(wb, 'did we beat budget on supplies')).toBe(560 - 600);
  });
});
