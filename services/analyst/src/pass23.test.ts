/**
 * Issue 13, pass 23: the seventeenth blind set's wrong figures, by shape (pass23-shapes.ts),
 * laid out as the lead described the blind books. Each question is answered right or refused,
 * never with a quarter for the year, a forecast for a ranking, a budget for an overspend, a row
 * for a bucket or the company's net margin for one line's margin.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass23-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const r2 = (n: number): number => Math.round(n * 100) / 100;
const value = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : r2(Number(a.figures[0]!.value));
};
const expectValue = (wb: Book, q: string, v: number): void =>
  expect([q, value(wb, q)]).toEqual([q, r2(v)]);
/** right, or refused: never another figure */
const expectRightOrRefused = (wb: Book, q: string, v: number): void => {
  const got = value(wb, q);
  if (got !== undefined) expect([q, got]).toEqual([q, r2(v)]);
};
const expectRefused = (wb: Book, q: string): void =>
  expect([q, answerQuestion(wb, q).refused]).toEqual([q, true]);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const line = (lines: Array<[string, number[]]>, name: string): number[] =>
  lines.find((l) => l[0] === name)![1];

describe('W1: quarters of a fiscal year across, the year column right of them', () => {
  test.each(S.CF_YEAR_HEADERS.flatMap((h) => [0, 2].map((t) => [h, t] as const)))(
    'cash flow | year column %s | titles %s',
    async (header, titles) => {
      const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows(header, titles) }]);
      const fy = (l: number[]): number => sum(l);
      expectValue(wb, 'net cash from operations for the year', fy(S.CF_NET.operating));
      expectValue(
        wb,
        'what did we spend on instruments',
        fy(line(S.CF_INVEST, 'Purchase of instruments')),
      );
      expectValue(
        wb,
        'teacher salaries for the year',
        fy(line(S.CF_LINES, 'Teacher salaries paid')),
      );
      expectValue(wb, 'how much did we repay on the loan', fy(line(S.CF_FIN, 'Loan repayment')));
      expectValue(wb, 'teacher salaries in Q3', line(S.CF_LINES, 'Teacher salaries paid')[2]!);
      expectValue(
        wb,
        'teacher salaries in the third quarter',
        line(S.CF_LINES, 'Teacher salaries paid')[2]!,
      );
      expectValue(wb, 'tuition collected in Q3', line(S.CF_LINES, 'Tuition fees received')[2]!);
      expectValue(wb, 'teacher salaries apr-jun', line(S.CF_LINES, 'Teacher salaries paid')[0]!);
      expectRightOrRefused(
        wb,
        'how much did the owner put in',
        fy(line(S.CF_FIN, 'Owner capital introduced')),
      );
      expectRightOrRefused(wb, 'loan repayment in q4', line(S.CF_FIN, 'Loan repayment')[3]!);
    },
  );
});

describe('W4: a ranking never answers a forecast; "project" as a noun is no forecast', () => {
  test('fees by project, years over quarters, a Year column', async () => {
    const wb = await bookOf(S.feesSheets());
    const best = [...S.FEES].sort((a, b) => S.feeYear(b[1]) - S.feeYear(a[1]))[0]!;
    for (const q of ['which project earned the most', 'which project made the most money'])
      expectRightOrRefused(wb, q, S.feeYear(best[1]));
    for (const q of ['which project earned the most', 'what project brought in the most fees']) {
      const a = answerQuestion(wb, q);
      expect([q, a.kind]).not.toEqual([q, 'forecast']);
      if (!a.refused) expect([q, a.figures[0]!.at]).toEqual([q, best[0]]);
    }
    expectRightOrRefused(wb, 'total hours logged in q3', sum(S.HOURS.map((h) => h[1][2]!)));
  });
});

describe('W3: an overspend is Actual − Budget, never the largest Budget', () => {
  test.each([0, 1, 2])('budget vs actual, TOTAL under the header | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Budget', rows: S.budgetRows(titles) }]);
    const over = [...S.BUDGET].sort((a, b) => b[2] - b[1] - (a[2] - a[1]))[0]!;
    for (const q of [
      'biggest overspend',
      'what was the biggest overspend',
      'which line overspent the most',
    ]) {
      expectValue(wb, q, over[2] - over[1]);
      expect([q, answerQuestion(wb, q).figures[0]!.at]).toEqual([q, over[0]]);
    }
    expectValue(
      wb,
      'are we over or under budget overall and by how much',
      S.BUDGET_TOTAL.actual - S.BUDGET_TOTAL.budget,
    );
    const tools = S.BUDGET.find((b) => b[0] === 'Tools & equipment')!;
    expectValue(
      wb,
      'how far off budget were tools in percent',
      ((tools[2] - tools[1]) / tools[1]) * 100,
    );
    // the biggest saving still reads the other side
    const saving = [...S.BUDGET].sort((x, y) => x[2] - x[1] - (y[2] - y[1]))[0]!;
    expectValue(wb, 'biggest saving', saving[2] - saving[1]);
  });
});

describe('W6: a bucket question ranks the bucket columns', () => {
  test.each([true, false])('aging | totals row %s', async (totals) => {
    const wb = await bookOf([{ name: 'Aging', rows: S.agingRows(totals) }]);
    const sums = S.AGING_BUCKETS.map((_, i) => sum(S.AGING.map((a) => a[1][i]!)));
    const top = sums.indexOf(Math.max(...sums));
    for (const q of [
      'which aging bucket holds the most money',
      'which bucket has the most money',
    ]) {
      const a = answerQuestion(wb, q);
      expect([q, a.figures[0]?.at]).toEqual([q, S.AGING_BUCKETS[top]]);
      expectValue(wb, q, sums[top]!);
    }
    const low = sums.indexOf(Math.min(...sums));
    expect(answerQuestion(wb, 'which bucket has the least').figures[0]?.at).toBe(
      S.AGING_BUCKETS[low],
    );
    // one bucket named is that bucket's sum, never refused as a ranking
    expectValue(wb, "What's in the 31-60 bucket?", sums[2]!);
    expectValue(wb, 'which customer owes the most', Math.max(...S.AGING.map((x) => sum(x[1]))));
  });
});

describe('W7: a category question groups the category column', () => {
  test.each([0, 2])('inventory | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows(titles) }]);
    const byCat = new Map<string, number>();
    for (const s of S.STOCK) byCat.set(s[1], (byCat.get(s[1]) ?? 0) + S.stockValue(s));
    const best = [...byCat].sort((a, b) => b[1] - a[1])[0]!;
    const a = answerQuestion(wb, 'which category holds the most stock value');
    if (!a.refused) expect(a.figures[0]!.at).toBe(best[0]);
    expectRightOrRefused(wb, 'which category holds the most stock value', best[1]);
    const flour = S.STOCK.find((s) => s[0] === 'Flour')!;
    const sugar = S.STOCK.find((s) => s[0] === 'Sugar')!;
    expectValue(wb, 'how many sacks of flour do we have', flour[2]);
    expectValue(wb, 'how many flour do we have', flour[2]);
    expectValue(wb, 'how many bags of sugar are left', sugar[2]);
    const top = [...S.STOCK].sort((a, b) => S.stockValue(b) - S.stockValue(a))[0]!;
    const worth = answerQuestion(wb, 'which item is worth the most on the shelf');
    expect(worth.figures[0]?.at).toBe(top[0]);
    expectValue(wb, 'which item is worth the most on the shelf', S.stockValue(top));
  });
});

describe("W8: a line margin is that line's, never the net margin", () => {
  test('QuickBooks P&L by quarter, numbered accounts', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbQuarterRows() }]);
    const hw = sum(line(S.QBQ, '4100 Hardware sales'));
    const hwCost = sum(line(S.QBQ_COGS, '5000 Hardware cost'));
    for (const q of [
      'hardware margin for the year',
      'what was the hardware margin',
      'hourly support margin',
    ]) {
      const a = answerQuestion(wb, q);
      if (!a.refused) expect(`${q}: ${a.figures[0]!.label}`).not.toMatch(/net margin/i);
    }
    const hwPct = ((hw - hwCost) / hw) * 100;
    expectValue(wb, 'hardware margin for the year', hwPct);
    expectValue(wb, 'what was the hardware margin', hwPct);
    const managed = line(S.QBQ, '4000 Managed services');
    const hourly = line(S.QBQ, '4200 Hourly support');
    expectValue(wb, 'managed services revenue in Q3', managed[2]!);
    expectValue(wb, 'managed services revenue jul-sep', managed[2]!);
    expectValue(
      wb,
      'software subscriptions apr-jun',
      line(S.QBQ_EXP, '6100 Software subscriptions')[1]!,
    );
    expectValue(wb, 'what did we spend on fuel', sum(line(S.QBQ_EXP, '6200 Vehicle & fuel')));
    expectValue(
      wb,
      'how much did hourly support grow from the first quarter to the last, %',
      ((hourly[3]! - hourly[0]!) / hourly[0]!) * 100,
    );
    expectRefused(wb, 'salaries margin');
    const income = sum(S.QBQ.map((l) => sum(l[1])));
    const costs = hwCost + sum(S.QBQ_EXP.map((l) => sum(l[1])));
    // the company's own margin still answers when it is asked
    expectValue(wb, 'net margin', ((income - costs) / income) * 100);
  });
});

describe('W2, W5: a group ranked by its summed money, a customer by their order Totals', () => {
  test('bookings log, no title', async () => {
    const wb = await bookOf([{ name: 'Bookings', rows: S.bookingRows() }]);
    const byTour = new Map<string, number>();
    for (const b of S.BOOKINGS) byTour.set(b[2], (byTour.get(b[2]) ?? 0) + S.bookingAmount(b));
    const best = [...byTour].sort((a, b) => b[1] - a[1])[0]!;
    const a = answerQuestion(wb, 'which tour makes the most money');
    if (!a.refused) expect(a.figures[0]!.at).toBe(best[0]);
    expectRightOrRefused(wb, 'which tour makes the most money', best[1]);
    const amounts = S.BOOKINGS.map(S.bookingAmount);
    expectValue(wb, 'total bookings revenue', sum(amounts));
    expectValue(wb, 'average sale', sum(amounts) / amounts.length);
    expectValue(wb, 'revenue from sunset paddles', byTour.get('Sunset paddle')!);
    expectValue(wb, 'average group size', sum(S.BOOKINGS.map((b) => b[3])) / S.BOOKINGS.length);
    expectValue(
      wb,
      'full day island tour revenue in january',
      sum(
        S.BOOKINGS.filter((b) => b[2] === 'Full-day island' && b[0].startsWith('2025-01')).map(
          S.bookingAmount,
        ),
      ),
    );
  });
  test('a log whose group column repeats: one row never answers "which <group>"', async () => {
    const wb = await bookOf([
      {
        name: 'Log',
        rows: [
          ['Date', 'Tour', 'Amount'],
          [new Date('2025-01-02T00:00:00Z'), 'A', 10],
          [new Date('2025-01-03T00:00:00Z'), 'B', 50],
          [new Date('2025-01-04T00:00:00Z'), 'A', 45],
          [new Date('2025-01-05T00:00:00Z'), 'A', 20],
        ],
      },
    ]);
    expectValue(wb, 'which tour makes the most money', 75);
    expectValue(wb, 'biggest amount', 50);
  });
  test('orders export, order fields on the first line', async () => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.ordersRows() }]);
    const maya = sum(S.ORDERS.filter((o) => o.email.startsWith('maya')).map((o) => o.total));
    expectValue(wb, 'how much has maya@example.com ordered', maya);
    const tom = sum(S.ORDERS.filter((o) => o.email.startsWith('tom')).map((o) => o.total));
    expectValue(wb, 'how much did tom@example.com spend', tom);
    const who = answerQuestion(wb, 'who buys the most from us');
    expect(who.figures[0]?.at).toBe('maya@example.com');
    expectValue(wb, 'who buys the most from us', maya);
    expectRightOrRefused(wb, 'how much has maya ordered in total', maya);
    expectRightOrRefused(wb, 'VAT collected', sum(S.ORDERS.map((o) => o.taxes)));
    expectRightOrRefused(wb, 'biggest order', Math.max(...S.ORDERS.map((o) => o.total)));
    expectRightOrRefused(
      wb,
      'sales in September',
      sum(S.ORDERS.filter((o) => o.created.startsWith('2025-09')).map((o) => o.total)),
    );
  });
});

describe('M: a title in B with its currency alone in H is a title, not a header', () => {
  test.each(['VND', '(VND)', 'USD', '€'])('memberships | unit cell %s', async (unit) => {
    const rows = S.membershipRows();
    rows[0] = [null, 'Lotus Tree Yoga - memberships', null, null, null, null, null, unit];
    const wb = await bookOf([{ name: 'Memberships', rows }]);
    const M = S.MEMBERS;
    const mrr = (i: number): number => M[i]!.end * S.MRR_FEE;
    expectValue(wb, 'mrr in june', mrr(5));
    expectValue(wb, 'new members in 2025', sum(M.map((r) => r.added)));
    expectValue(wb, 'total cancellations', sum(M.map((r) => r.cancelled)));
    expectValue(wb, 'average MRR', sum(M.map((_, i) => mrr(i))) / 12);
    expectValue(wb, 'members at the start of april', M[3]!.start);
    const most = M.reduce((a, b) => (b.added > a.added ? b : a));
    const signUps = answerQuestion(wb, 'month with most sign ups');
    expect(signUps.figures[0]?.value).toBe(String(most.added));
    expect(signUps.text).toContain(
      new Date(`${most.month}-01T00:00:00Z`).toLocaleString('en-US', {
        month: 'short',
        timeZone: 'UTC',
      }),
    );
    expectValue(wb, 'new members in q3', M[6]!.added + M[7]!.added + M[8]!.added);
    expectRightOrRefused(wb, 'MRR growth over the year %', ((mrr(11) - mrr(0)) / mrr(0)) * 100);
    expectValue(wb, 'members at end of year', M[11]!.end);
    expectValue(wb, 'total drop-in income', sum(M.map((r) => r.dropIn)));
    expectValue(wb, 'drop-in revenue in march', M[2]!.dropIn);
    expectValue(wb, 'total membership revenue for 2025', sum(M.map((_, i) => mrr(i))));
  });
});

describe("guards: the owners' words are put in a sheet's terms only on the shape they fit", () => {
  test('an expense log keeps "sales" unknown; an item is named, never by its SKU', async () => {
    const wb = await bookOf([
      {
        name: 'Expenses',
        rows: [
          ['Date', 'Vendor', 'Category', 'Amount'],
          [new Date('2025-03-02T00:00:00Z'), 'Acme', 'Supplies', 120],
          [new Date('2025-03-09T00:00:00Z'), 'Volt', 'Utilities', 310],
        ],
      },
      {
        name: 'Stock',
        rows: [
          ['SKU', 'Item', 'Qty on hand', 'Unit cost', 'Stock value'],
          ['HW-101', 'Hammer', 10, 12, 120],
          ['HW-104', 'Cordless drill', 5, 80, 400],
        ],
      },
    ]);
    expectRefused(wb, 'What were our sales?');
    const orders = await bookOf([
      {
        name: 'Orders',
        rows: [
          ['Order', 'Customer', 'Discount Amount', 'Total'],
          ['#1', 'Maya', 5, 50],
          ['#2', 'Tom', 0, 30],
          ['#3', 'Maya', 2, 20],
        ],
      },
    ]);
    expectValue(orders, 'how much has Maya ordered', 70);
    expectValue(orders, 'how much discount did Maya get', 7);
    expectRefused(wb, 'What was revenue in March?');
    const a = answerQuestion(wb, 'Which item has the most value in stock?');
    if (!a.refused) expect(a.figures[0]!.at).toBe('Cordless drill');
  });
});
