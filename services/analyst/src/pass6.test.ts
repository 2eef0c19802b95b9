/**
 * Issue 13, pass 6: fewer misses and no wrong figure. A sales log's amount is what "sales"
 * means (never its unit price); a shortened product word is honoured and two periods that do
 * not overlap are asked back; numbered, nested accounts are found and totals never rank; "per
 * employee per month" divides by the months; units are summed; a count of something the book
 * holds only as money is refused; "off budget" is actual minus budget; a cash-flow statement's
 * own lines answer "net change in cash", "cash at the start". Each shape is a small workbook
 * written here, each expected figure computed here from the same numbers.
 */
import { answerQuestion } from './answer';
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { refused, value } from './answer-checks';
import { bookOf, type ShapeRow } from './pass5-shapes';

const ask = (wb: Workbook, q: string): Answer => answerQuestion(wb, q);
const total = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

describe('an order log (customer, product, qty, unit price, amount)', () => {
  const PRICES: Record<string, number> = { 'Soy candle': 18, 'Soap bar': 6.5, 'Bath salts': 12 };
  const ORDERS: Array<[Date, string, string, number]> = [
    [new Date(Date.UTC(2025, 0, 8)), 'Green Leaf Spa', 'Soy candle', 10],
    [new Date(Date.UTC(2025, 0, 20)), 'Harbor Hotel', 'Soap bar', 40],
    [new Date(Date.UTC(2025, 1, 3)), 'Green Leaf Spa', 'Bath salts', 12],
    [new Date(Date.UTC(2025, 1, 17)), 'Corner Gifts', 'Soy candle', 25],
    [new Date(Date.UTC(2025, 2, 9)), 'Harbor Hotel', 'Soap bar', 60],
  ];
  const amount = (o: (typeof ORDERS)[number]): number => o[3] * PRICES[o[2]]!;
  const book = (): Promise<Workbook> => {
    const rows: ShapeRow[] = [
      ['Willow & Wick - orders 2025'],
      [],
      ['Date', 'Customer', 'Product', 'Qty', 'Unit price', 'Amount'],
      ...ORDERS.map((o) => [o[0], o[1], o[2], o[3], PRICES[o[2]]!, amount(o)]),
    ];
    return bookOf([{ name: 'Orders', rows }]);
  };

  it('reads "sales" as the amounts, never the unit price beside them', async () => {
    const wb = await book();
    expect(value(wb, 'what were total sales')).toBe(total(ORDERS.map(amount)));
    expect(value(wb, 'average sale')).toBeCloseTo(total(ORDERS.map(amount)) / ORDERS.length, 2);
    expect(value(wb, 'sales in february')).toBe(total(ORDERS.slice(2, 4).map(amount)));
    expect(value(wb, 'biggest order')).toBe(Math.max(...ORDERS.map(amount)));
  });

  it('ranks customers by what they bought', async () => {
    const wb = await book();
    const by = new Map<string, number>();
    for (const o of ORDERS) by.set(o[1], (by.get(o[1]) ?? 0) + amount(o));
    const best = [...by].sort((a, b) => b[1] - a[1])[0]!;
    const a = ask(wb, 'who is our best customer');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.at).toBe(best[0]);
    expect(Number(a.figures[0]!.value)).toBe(best[1]);
  });

  it("reads one item's unit price when every row of it has the same one", async () => {
    const wb = await book();
    expect(value(wb, 'whats the unit price of a soap bar')).toBe(PRICES['Soap bar']);
    // over every row, prices still never add up
    refused(wb, 'what is the total unit price');
  });
});

describe('products down, months across', () => {
  const PRODUCTS: Array<[string, number[]]> = [
    ['Chocolate', [120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230]],
    ['Vanilla', [90, 80, 70, 60, 50, 40, 30, 20, 10, 15, 25, 35]],
  ];
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].concat([
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ]);
  const book = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Sales 2025',
        rows: [
          ['Ice cream sales by flavour, 2025'],
          [],
          ['Flavour', ...MONTHS],
          ...PRODUCTS.map(([n, v]) => [n, ...v]),
        ],
      },
    ]);

  it('honours a shortened product word instead of reading it as a month', async () => {
    const wb = await book();
    const choc = PRODUCTS[0]![1];
    expect(value(wb, 'choc sales in q2')).toBe(total(choc.slice(3, 6)));
  });

  it('asks back when two periods named do not overlap', async () => {
    const wb = await book();
    refused(wb, 'march sales in q3');
    // a month inside the quarter, or two periods joined by "and", are not a clash
    expect(value(wb, 'vanilla sales in march and april')).toBe(PRODUCTS[1]![1][2]);
  });
});

describe('a QuickBooks profit and loss with numbered, nested accounts and quarters', () => {
  const Q = ['Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025'];
  const INCOME: Array<[string, number[]]> = [['4000 Design fees', [50000, 52000, 61000, 58000]]];
  const ADS: [string, number[]] = ['6000 Advertising', [2000, 2500, 1800, 2200]];
  const VEHICLE: Array<[string, number[]]> = [
    ['6110 Gas', [900, 950, 1000, 980]],
    ['6120 Vehicle repairs', [400, 0, 1200, 300]],
  ];
  const OTHER: Array<[string, number[]]> = [
    ['6200 Wages', [20000, 21000, 20500, 22000]],
    ['6300 Rent', [3000, 3000, 3000, 3000]],
  ];
  const add = (lines: Array<[string, number[]]>): number[] =>
    [0, 1, 2, 3].map((i) => total(lines.map(([, v]) => v[i]!)));
  const line = (name: string, v: number[]): ShapeRow => [name, ...v, total(v)];
  const vehicle = add(VEHICLE);
  const expenses = add([ADS, ...VEHICLE, ...OTHER]);
  const book = (): Promise<Workbook> => {
    const rows: ShapeRow[] = [
      ['Brightline Studio'],
      ['Profit and Loss'],
      ['January - December 2025'],
      [],
      ['', ...Q, 'Total'],
      ['Income'],
      ...INCOME.map(([n, v]) => line(n, v)),
      line('Total Income', add(INCOME)),
      ['Expenses'],
      line(...ADS),
      ['6100 Vehicle'],
      ...VEHICLE.map(([n, v]) => line(n, v)),
      line('Total 6100 Vehicle', vehicle),
      ...OTHER.map(([n, v]) => line(n, v)),
      line('Total Expenses', expenses),
      line(
        'Net Income',
        add(INCOME).map((x, i) => x - expenses[i]!),
      ),
    ];
    return bookOf([{ name: 'Profit and Loss', rows }]);
  };

  it('finds a nested account by its name, without its number', async () => {
    const wb = await book();
    expect(value(wb, 'vehicle expenses for the year')).toBe(total(vehicle));
    expect(value(wb, 'what did we spend on gas')).toBe(total(VEHICLE[0]![1]));
  });

  it('keeps the lines after a nested total under their heading', async () => {
    const wb = await book();
    expect(value(wb, 'total expenses')).toBe(total(expenses));
  });

  it('ranks accounts over the year, never the Total line by quarter', async () => {
    const wb = await book();
    const a = ask(wb, 'biggest expense');
    expect(a.refused).toBe(false);
    expect(Number(a.figures[0]!.value)).toBe(total(OTHER[0]![1]));
    // pass 21 (S6): numbered accounts are named by their words ("6200 Wages" is "Wages")
    expect(a.figures[0]!.at).toMatch(/^(6200 )?Wages$/);
  });
});

describe('a payroll log, an inventory list and a two-year statement', () => {
  const PEOPLE: Array<[string, number]> = [
    ['Ana', 21000],
    ['Ben', 18000],
    ['Carla', 25500],
  ];
  const MONTHS = 4;
  const payroll = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Payroll',
        rows: [
          ['Payroll register 2025'],
          [],
          ['Month', 'Employee', 'Net Pay'],
          ...Array.from({ length: MONTHS }, (_, m) =>
            PEOPLE.map(([n, pay]) => [new Date(Date.UTC(2025, m, 28)), n, pay + m * 100]),
          ).flat(),
        ],
      },
    ]);

  it('"per employee per month" divides by the months covered', async () => {
    const wb = await payroll();
    const all = total(
      Array.from({ length: MONTHS }, (_, m) => PEOPLE.map(([, p]) => p + m * 100)).flat(),
    );
    expect(value(wb, 'average net pay per employee per month')).toBeCloseTo(
      all / PEOPLE.length / MONTHS,
      2,
    );
    expect(value(wb, 'average net pay per employee')).toBeCloseTo(all / PEOPLE.length, 2);
  });

  const STOCK: Array<[string, string, number, number]> = [
    ['Desk lamp 40W', 'Lamps', 14, 32],
    ['Floor lamp', 'Lamps', 5, 89],
    ['Bulb pack', 'Bulbs', 120, 6],
    ['Cable reel', 'Cables', 30, 15],
  ];
  const inventory = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Stock',
        rows: [
          ['Lumen Supply - stock count'],
          [],
          ['Item', 'Category', 'On hand', 'Unit cost', 'Value'],
          ...STOCK.map(([i, c, n, u]) => [i, c, n, u, n * u]),
        ],
      },
    ]);

  it('sums the quantity for units, ranks the quantity for "the most of"', async () => {
    const wb = await inventory();
    expect(value(wb, 'how many units in stock')).toBe(total(STOCK.map((s) => s[2])));
    const most = ask(wb, 'what do we have the most of');
    expect(Number(most.figures[0]!.value)).toBe(120);
    expect(value(wb, 'how many desk lamps on hand')).toBe(14);
    expect(value(wb, 'whats the priciest lamp we stock')).toBe(89);
  });

  it('refuses a count of what the book holds only as money', async () => {
    const wb = await bookOf([
      {
        name: '2025 vs 2024',
        rows: [
          ['Northside Vet Clinic'],
          ['Income statement'],
          [],
          ['Item', '2025', '2024'],
          ['Client fees', 410, 380],
          ['Medicine sales', 120, 115],
          ['Total revenue', 530, 495],
        ],
      },
    ]);
    refused(wb, 'how many clients did we see');
    expect(value(wb, 'client fees in 2025')).toBe(410);
  });
});

describe('budget against actual, and a cash-flow statement', () => {
  const LINES: Array<[string, number, number, number, number]> = [
    ['Rent', 3000, 3000, 3000, 3150],
    ['Travel', 1200, 1480, 1500, 1320],
    ['Software', 800, 760, 800, 1010],
  ];
  const budget = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Budget',
        rows: [
          ['Budget vs actual 2025'],
          [],
          ['Line', 'Q1 2025', null, 'Q2 2025', null],
          [null, 'Budget', 'Actual', 'Budget', 'Actual'],
          ...LINES.map((l) => [...l]),
        ],
        merges: ['B3:C3', 'D3:E3'],
      },
    ]);

  it('"how far off budget" is actual minus budget', async () => {
    const wb = await budget();
    expect(value(wb, 'how far off budget was travel in q1')).toBe(1480 - 1200);
    const a = ask(wb, 'which line overspent the most in q2');
    expect(a.refused).toBe(false);
    expect(a.text).toMatch(/Software/);
  });

  const cash = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Cash Flow',
        rows: [
          ['Statement of Cash Flows'],
          ['(In thousands of US dollars)'],
          [],
          ['', '2025', '2024'],
          ['CASH FLOWS FROM OPERATING ACTIVITIES'],
          ['Net income', 900, 800],
          ['Depreciation', 200, 150],
          ['Net cash provided by operating activities', 1100, 950],
          ['CASH FLOWS FROM INVESTING ACTIVITIES'],
          ['Purchase of equipment', -700, -300],
          ['Sale of equipment', 50, 20],
          ['Net cash used in investing activities', -650, -280],
          ['NET INCREASE (DECREASE) IN CASH', 450, 670],
          ['Cash at beginning of year', 1670, 1000],
          ['Cash at end of year', 2120, 1670],
        ],
      },
    ]);

  it("answers from the statement's own lines", async () => {
    const wb = await cash();
    expect(value(wb, 'net change in cash in 2025')).toBe(450);
    expect(value(wb, 'cash at the start of 2025')).toBe(1670);
    expect(value(wb, 'cash at the end of 2024')).toBe(1670);
    expect(value(wb, 'net cash from investing 2024')).toBe(-280);
  });
});

describe('a bank export, an expense log, an aging report and a two-year comparison', () => {
  const bank = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Statement',
        rows: [
          ['Banco Norte - Business Account'],
          ['Account: PT50 0012 0000 8841 2210 7 | Currency: EUR'],
          [],
          ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
          [new Date(Date.UTC(2026, 0, 2)), 'OPENING BALANCE', null, null, 5000],
          [new Date(Date.UTC(2026, 0, 5)), 'CARD PAYMENT REPSOL FUEL', 60, null, 4940],
          [new Date(Date.UTC(2026, 0, 9)), 'TRANSFER FROM ALFAMA CAFE', null, 800, 5740],
          [new Date(Date.UTC(2026, 0, 28)), 'SALARY J. Rocha', 1200, null, 4540],
          [new Date(Date.UTC(2026, 0, 28)), 'SALARY P. Lima', 1100, null, 3440],
          [new Date(Date.UTC(2026, 1, 6)), 'CARD PAYMENT REPSOL FUEL', 75, null, 3365],
          [new Date(Date.UTC(2026, 1, 12)), 'TRANSFER FROM ALFAMA CAFE', null, 650, 4015],
          [new Date(Date.UTC(2026, 1, 27)), 'SALARY J. Rocha', 1200, null, 2815],
        ],
      },
    ]);

  it('finds a payee inside a description, and a payee family by its head word', async () => {
    const wb = await bank();
    expect(value(wb, 'how much did we spend on fuel')).toBe(135);
    expect(value(wb, 'how much did alfama cafe pay us')).toBe(1450);
    expect(value(wb, 'salaries paid in january')).toBe(2300);
    expect(value(wb, 'how much did we receive in february')).toBe(650);
    expect(value(wb, 'largest payment')).toBe(1200);
  });

  it('never reads the zeros of an account number as "in thousands"', async () => {
    const wb = await bank();
    expect(ask(wb, 'how much did we spend on fuel').text).not.toMatch(/thousand/);
  });

  it('reads "purchase" as a row of an expense log and "what % of X is Y" as a share', async () => {
    const wb = await bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Expense log 2025'],
          [],
          ['Date', 'Payee', 'Category', 'Amount'],
          [new Date(Date.UTC(2025, 0, 3)), 'Shell', 'Fuel', 40],
          [new Date(Date.UTC(2025, 0, 9)), 'Landlord', 'Rent', 500],
          [new Date(Date.UTC(2025, 1, 3)), 'Shell', 'Fuel', 60],
          [new Date(Date.UTC(2025, 1, 9)), 'Landlord', 'Rent', 500],
        ],
      },
    ]);
    expect(value(wb, 'average fuel purchase')).toBe(50);
    expect(value(wb, 'largest fuel purchase')).toBe(60);
    expect(value(wb, 'what % of expenses is fuel')).toBeCloseTo((100 / 1100) * 100, 2);
  });

  it('reads "days late" in an aging report as its bucket', async () => {
    const wb = await bookOf([
      {
        name: 'AR Aging',
        rows: [
          ['A/R Aging Summary'],
          [],
          ['Customer', 'Current', '1 - 30', '31 - 60', '61 - 90', 'Total'],
          ['Acme', 100, 50, 0, 0, 150],
          ['Birch', 200, 30, 20, 10, 260],
        ],
      },
    ]);
    expect(value(wb, 'how much is 1 to 30 days late')).toBe(80);
  });

  it('"change vs 2024" is the later year minus 2024; "change in percent" is a growth', async () => {
    const wb = await bookOf([
      {
        name: '2025 vs 2024',
        rows: [
          ['Comparative income statement'],
          [],
          ['Item', '2025', '2024'],
          ['Revenue', 900, 800],
          ['Rent', 120, 100],
          ['Net income', 300, 240],
        ],
      },
    ]);
    expect(value(wb, 'how much did rent change vs 2024')).toBe(20);
    expect(value(wb, 'net income change in percent')).toBeCloseTo(25, 2);
  });
});
