/**
 * Issue 13, pass 9: plain questions the engine refused, answered. Workbooks written here (own
 * businesses, labels and figures): a roaster's wholesale orders log whose buyer column is
 * "Café" and quantity "Kg" under a title block; a pet shop's stock list (out of stock, below
 * reorder level); a yoga studio's budget against actual with no periods (a line's actual as a
 * percentage of its budget, "net income" outside the "Income" heading). Each reading is also
 * checked to stay refused where it would be unsure.
 */
import { answerQuestion } from './answer';
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { refused, value } from './answer-checks';
import { bookOf, type ShapeRow } from './pass5-shapes';

const ask = (wb: Workbook, q: string): Answer => answerQuestion(wb, q);
const cents = (x: number): number => Math.round(x * 100) / 100;
const sum = (xs: number[]): number => cents(xs.reduce((a, b) => a + b, 0));
const utc = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));

describe('an orders log headed "Café" and "Kg" is a sales log', () => {
  const ORDERS: Array<[Date, string, string, string, number, number]> = [
    [utc(2025, 1, 8), 'WO-101', 'Café Lumen', 'Ethiopia Yirgacheffe', 12, 24.5],
    [utc(2025, 2, 3), 'WO-102', 'Bean There', 'Colombia Huila', 20, 19.8],
    [utc(2025, 3, 11), 'WO-103', 'Café Lumen', 'House Espresso', 30, 17.25],
    [utc(2025, 3, 27), 'WO-104', 'Corner Cup', 'Ethiopia Yirgacheffe', 8, 24.5],
    [utc(2025, 4, 15), 'WO-105', 'Bean There', 'House Espresso', 25, 17.25],
    [utc(2025, 5, 20), 'WO-106', 'Corner Cup', 'Colombia Huila', 15, 19.8],
    [utc(2025, 6, 2), 'WO-107', 'Bean There', 'Colombia Huila', 18, 19.8],
  ];
  const amount = (o: (typeof ORDERS)[number]): number => cents(o[4] * o[5]);
  const book = (): Promise<Workbook> => {
    const rows: ShapeRow[] = [
      ['Ridgeline Roasters'],
      ['Wholesale orders log 2025'],
      [],
      ['Date', 'Order #', 'Café', 'Coffee', 'Kg', 'Price / kg', 'Amount'],
      ...ORDERS.map((o) => [o[0], o[1], o[2], o[3], o[4], o[5], amount(o)]),
    ];
    return bookOf([{ name: 'Orders', rows }]);
  };
  const inMonths = (ms: number[]): typeof ORDERS =>
    ORDERS.filter((o) => ms.includes(o[0].getUTCMonth() + 1));
  const byCafe = (): Map<string, number> => {
    const m = new Map<string, number>();
    for (const o of ORDERS) m.set(o[2], sum([m.get(o[2]) ?? 0, amount(o)]));
    return m;
  };

  it('reads "sales" and "revenue" as the Amount column, in any period', async () => {
    const wb = await book();
    const total = sum(ORDERS.map(amount));
    expect(value(wb, 'what were our total sales')).toBe(total);
    expect(value(wb, 'wholesale sales')).toBe(total);
    expect(value(wb, 'revenue')).toBe(total);
    expect(value(wb, 'sales in March')).toBe(sum(inMonths([3]).map(amount)));
    expect(value(wb, 'Q2 sales')).toBe(sum(inMonths([4, 5, 6]).map(amount)));
    expect(value(wb, 'what was our biggest order')).toBe(Math.max(...ORDERS.map(amount)));
  });

  it('ranks the buyers for "which customer", whatever the column calls them', async () => {
    const wb = await book();
    const spend = [...byCafe()].sort((a, b) => b[1] - a[1]);
    const best = ask(wb, 'which customer spends the most');
    expect(best.refused).toBe(false);
    expect(best.figures[0]!.at).toBe(spend[0]![0]);
    expect(Number(best.figures[0]!.value)).toBe(spend[0]![1]);
    expect(ask(wb, 'who is our best customer').figures[0]!.at).toBe(spend[0]![0]);
    expect(Number(ask(wb, 'top 3 customers').figures[0]!.value)).toBe(spend[0]![1]);
    const least = ask(wb, 'which customer ordered the least');
    expect(least.figures[0]!.at).toBe(spend[spend.length - 1]![0]);
  });

  it('reads kilos as the Kg column', async () => {
    const wb = await book();
    const kg = (os: typeof ORDERS): number => os.reduce((a, o) => a + o[4], 0);
    expect(value(wb, 'how many kg did we ship')).toBe(kg(ORDERS));
    expect(value(wb, 'how many kilos did we sell')).toBe(kg(ORDERS));
    expect(value(wb, 'kilos sold in March')).toBe(kg(inMonths([3])));
    expect(value(wb, 'kg shipped in Q1')).toBe(kg(inMonths([1, 2, 3])));
  });

  it('keeps a log without an order number or amount column out of this reading', async () => {
    // a visit log: a shop column and kilos, but no amount and no order column
    const wb = await bookOf([
      {
        name: 'Visits',
        rows: [
          ['Route visits'],
          [],
          ['Date', 'Shop', 'Kg'],
          [utc(2025, 1, 3), 'North', 4],
          [utc(2025, 1, 9), 'South', 6],
          [utc(2025, 2, 2), 'North', 5],
        ],
      },
    ]);
    refused(wb, 'total sales');
  });
});

describe('stock rows counted by a condition', () => {
  const ITEMS: Array<[string, string, number, number, number]> = [
    ['PC-01', 'Cat litter 10kg', 14, 10, 8.5],
    ['PC-02', 'Dog kibble 5kg', 0, 6, 12.75],
    ['PC-03', 'Fish flakes', 3, 5, 2.4],
    ['PC-04', 'Chew toy', 22, 8, 3.1],
    ['PC-05', 'Bird seed', 0, 4, 4.2],
    ['PC-06', 'Cat treats', 7, 7, 1.95],
  ];
  const book = (items = ITEMS): Promise<Workbook> =>
    bookOf([
      {
        name: 'Stock',
        rows: [
          ['Paws & Claws - stock list'],
          [],
          ['SKU', 'Item', 'Qty on hand', 'Reorder level', 'Unit cost'],
          ...items.map((i) => [...i]),
        ],
      },
    ]);

  it('counts the items at zero and names them', async () => {
    const wb = await book();
    const zero = ITEMS.filter((i) => i[2] === 0);
    expect(value(wb, 'how many items are out of stock?')).toBe(zero.length);
    const which = ask(wb, 'which items are out of stock');
    for (const i of zero) expect(which.text).toContain(i[1]);
    expect(which.text.split('\n')[0]).toMatch(new RegExp(`^${zero.length} items`));
  });

  it('counts the items under their own reorder level', async () => {
    const wb = await book();
    const below = ITEMS.filter((i) => i[2] < i[3]).length;
    const atOrBelow = ITEMS.filter((i) => i[2] <= i[3]).length;
    expect(below).not.toBe(atOrBelow);
    expect(value(wb, 'how many items are below reorder level')).toBe(below);
    expect(value(wb, 'how many skus are below their reorder point')).toBe(below);
    expect(value(wb, 'how many items are at or below reorder level')).toBe(atOrBelow);
    // "need reordering" names no side of the limit, and one row sits exactly at it
    refused(wb, 'how many products need reordering');
  });

  it('refuses when a word would be dropped or a quantity is blank', async () => {
    const wb = await book();
    refused(wb, 'how many cat items are out of stock');
    const blank = await book(
      ITEMS.map((i, k) => (k === 2 ? [i[0], i[1], null, i[3], i[4]] : i)) as never,
    );
    refused(blank, 'how many items are out of stock');
  });
});

describe('budget against actual with no periods', () => {
  const LINES: Array<[string, number | null, number | null]> = [
    ['Income', null, null],
    ['Class passes', 48000, 45250],
    ['Memberships', 62000, 66400],
    ['Workshops', 9000, 7100],
    ['Total income', 119000, 118750],
    ['Expenses', null, null],
    ['Rent', 30000, 30000],
    ['Instructor fees', 41000, 43800],
    ['Marketing', 6000, 7450],
    ['Utilities', 4800, 4620],
    ['Total expenses', 81800, 85870],
    ['Net income', 37200, 32880],
  ];
  const book = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'BvA',
        rows: [
          ['Harbour Yoga Studio - Budget vs Actual FY2025'],
          [],
          ['Line', 'Budget', 'Actual', 'Variance'],
          ...LINES.map(([l, b, a]) => [l, b, a, b === null || a === null ? null : a - b]),
        ],
      },
    ]);
  const line = (name: string): [number, number] => {
    const l = LINES.find((x) => x[0] === name)!;
    return [l[1]!, l[2]!];
  };
  const pct = (name: string): number => {
    const [b, a] = line(name);
    return cents((a * 100) / b);
  };

  it("states a line's actual as a percentage of its own budget", async () => {
    const wb = await book();
    expect(value(wb, 'marketing vs budget in percent')).toBe(pct('Marketing'));
    expect(value(wb, 'what percent of budget did we spend on marketing')).toBe(pct('Marketing'));
    expect(value(wb, 'what percentage of the marketing budget did we spend')).toBe(
      pct('Marketing'),
    );
    expect(value(wb, 'instructor fees as a percentage of budget')).toBe(pct('Instructor fees'));
    const a = ask(wb, 'marketing vs budget in percent');
    expect(a.text.split('\n')[0]).toContain(`${pct('Marketing')}%`);
  });

  it('reads "net income" as its own line, not the lines under "Income"', async () => {
    const wb = await book();
    expect(value(wb, 'what was actual net income')).toBe(line('Net income')[1]);
    expect(value(wb, 'net income budget')).toBe(line('Net income')[0]);
    expect(value(wb, 'were we over budget on marketing, by how much')).toBe(
      line('Marketing')[1] - line('Marketing')[0],
    );
  });
});

describe('a word of the question in another form names its column', () => {
  const MONTHS: Array<[string, number, number, number, number]> = [
    ['Jan', 400, 42, 11, 12930],
    ['Feb', 431, 38, 14, 13650],
    ['Mar', 455, 51, 9, 14910],
  ];
  const book = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Members',
        rows: [
          ['FitLoop members 2025'],
          [],
          ['Month', 'Members at start', 'New sign-ups', 'Cancellations', 'MRR'],
          ...MONTHS.map((m) => [...m]),
        ],
      },
    ]);

  it('"cancelled" is Cancellations and "recurring revenue" is MRR', async () => {
    const wb = await book();
    expect(value(wb, 'how many members cancelled in February')).toBe(MONTHS[1]![3]);
    expect(value(wb, 'how many cancelled in total')).toBe(sum(MONTHS.map((m) => m[3])));
    expect(value(wb, 'recurring revenue in March')).toBe(MONTHS[2]![4]);
    expect(value(wb, 'monthly recurring revenue in Feb')).toBe(MONTHS[1]![4]);
    expect(value(wb, 'how many sign ups did we get')).toBe(sum(MONTHS.map((m) => m[2])));
    // annual recurring revenue is not a column of this sheet
    refused(wb, 'annual recurring revenue in March');
  });
});
