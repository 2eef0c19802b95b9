/**
 * Issue 13, pass 32: the twenty-fifth blind set's layouts, by shape (pass32-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass32-shapes';
import { ask, expectRefused, expectValue, sum } from './pass-expect';

describe('W1: a loan schedule with a Capital column under a terms block', () => {
  const lines = S.loanLines();
  const inYear = (y: number) => lines.filter((l) => l.due.getUTCFullYear() === y);
  it('capital, principal and "paid off" read the Capital column, never Instalment', async () => {
    const wb = await bookOf([{ name: 'Schedule', rows: S.loanRows() }]);
    expectValue(wb, 'capital repaid in 2027', sum(inYear(2027).map((l) => l.capital)));
    expectValue(wb, 'principal paid in 2026', sum(inYear(2026).map((l) => l.capital)));
    expectValue(
      wb,
      'how much of the loan did we pay off in the first year',
      sum(lines.slice(0, 12).map((l) => l.capital)),
    );
    // the instalment and the interest are still what they were: "total repaid" is every payment
    expectValue(wb, 'interest paid in 2026', sum(inYear(2026).map((l) => l.interest)));
    expectValue(wb, 'total repaid over the loan', sum(lines.map((l) => l.instalment)));
    expectValue(wb, 'what was the loan amount', S.LOAN.amount);
  });
  it('"how much do we still owe" is the closing balance of the last row due by today', async () => {
    const wb = await bookOf([{ name: 'Schedule', rows: S.loanRows() }]);
    const today = new Date('2026-11-24T12:00:00Z');
    const due = lines.filter((l) => l.due <= today);
    expectValue(wb, 'how much do we still owe', due[due.length - 1]!.closing);
  });
});

describe('W2: a two-year cash-flow statement', () => {
  it('a line and one year is a lookup: "growers" is no growth word', async () => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows() }]);
    const line = S.CASH_LINES.find((l) => l[0] === 'Cash paid to growers') as [
      string,
      number,
      number,
    ];
    const a = ask(wb, 'cash paid to growers in 2025');
    expect(a.kind).not.toMatch(/growth|change|difference/);
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBeCloseTo(line[2], 2);
  });
});

describe('W3: Sales, Costs and Summary sheets', () => {
  const sheets = () => [
    { name: 'Sales', rows: S.honeySalesRows() },
    { name: 'Costs', rows: S.hiveCostRows() },
    { name: 'Summary', rows: S.honeySummaryRows() },
  ];
  it('"pollination income total" is the Pollination services column, never Total', async () => {
    const wb = await bookOf(sheets());
    expectValue(
      wb,
      'pollination income total',
      sum(S.MONTH_NAMES.map((_, m) => S.honeySales(m, 3))),
    );
  });
  it('the best month is named as the sheet names it', async () => {
    const wb = await bookOf(sheets());
    const monthTotal = (m: number) => sum(S.HONEY.map((_, p) => S.honeySales(m, p)));
    const best = S.MONTH_NAMES.map((_, m) => m).sort((a, b) => monthTotal(b) - monthTotal(a))[0]!;
    expectValue(wb, 'best month for sales', monthTotal(best), S.MONTH_NAMES[best]);
  });
  it('titles say what a table holds: sales for 2025, hive costs', async () => {
    const wb = await bookOf(sheets());
    const allSales = sum(
      S.MONTH_NAMES.flatMap((_, m) => S.HONEY.map((_p, p) => S.honeySales(m, p))),
    );
    expectValue(wb, 'total sales for 2025', allSales);
    expectValue(wb, 'total hive costs', sum(S.HIVE_COSTS.map((c) => c[2])));
  });
  it('"how many hives" is no row count of the costs log', async () => {
    const wb = await bookOf(sheets());
    expectRefused(wb, 'how many hives do we run');
  });
});

describe('W4: an orders export with Financial Status paid / refunded', () => {
  it('a status value named filters the rows, or the question is refused', async () => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.ordersRows() }]);
    const a = ask(wb, 'sum of the total column for paid orders');
    const paid = sum(S.ORDERS.filter((o) => o.status === 'paid').map(S.orderTotal));
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBeCloseTo(paid, 2);
    expectValue(
      wb,
      'sum of the total column for refunded orders',
      sum(S.ORDERS.filter((o) => o.status === 'refunded').map(S.orderTotal)),
    );
  });
});

describe('W5: stock with TOTAL STOCK on top and mixed units', () => {
  it('On hand over different units is never added', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows() }]);
    expectRefused(wb, 'how many units in stock altogether', /different units/);
  });
});

describe('misses on the W books', () => {
  it('W2: capex is the investing "Purchase of" lines; the cash a year finished with', async () => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows() }]);
    const v = (name: string) => (S.CASH_LINES.find((l) => l[0] === name) as number[] | undefined)!;
    expectValue(
      wb,
      'total capex in 2025',
      (v('Purchase of vehicles')[2] as number) +
        (v('Purchase of cold store equipment')[2] as number),
    );
    expectValue(
      wb,
      'how much cash did we finish fy2025 with',
      v('Cash at end of year')[2] as number,
    );
  });
  it('W4: discounts given, free shipping, the frame that sells the most units', async () => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.ordersRows() }]);
    expectValue(wb, 'total discounts given', sum(S.ORDERS.map((o) => o.discount)));
    expectValue(
      wb,
      'how many orders had free shipping',
      S.ORDERS.filter((o) => o.shipping === 0).length,
    );
    const units = new Map<string, number>();
    for (const o of S.ORDERS)
      if (/frame/i.test(o.item)) units.set(o.item, (units.get(o.item) ?? 0) + o.qty);
    const top = [...units].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'which frame sells the most units', top[1], top[0]);
  });
  it('W5: a roll of membrane, product lines, items below 20 on hand', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows() }]);
    expectValue(wb, 'what does a roll of membrane cost us', S.STOCK[1]![4]);
    expectValue(wb, 'how many product lines are there', S.STOCK.length);
    expectValue(
      wb,
      'how many items have fewer than 20 on hand',
      S.STOCK.filter((l) => l[3] < 20).length,
    );
    // a unit that is not the item's unit is no answer
    expect(ask(wb, 'what does a box of membrane cost us').figures[0]?.value).not.toBe('74.5');
  });
});

describe('M1: budget vs actual with Variance, Var % and sections', () => {
  it('a line variance in %, what we actually made, the income line furthest short', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: S.glampingBudgetRows() }]);
    const [, b, a] = S.GLAMP_INCOME[0]!;
    expectValue(wb, 'glamping variance in %', ((a - b) / b) * 100);
    const net = sum(S.GLAMP_INCOME.map((l) => l[2])) - sum(S.GLAMP_COSTS.map((l) => l[2]));
    expectValue(wb, 'how much did we actually make', net);
    const worst = [...S.GLAMP_INCOME].sort((x, y) => x[2] - x[1] - (y[2] - y[1]))[0]!;
    expectValue(
      wb,
      'which income line fell furthest short of budget',
      worst[2] - worst[1],
      worst[0],
    );
  });
});

describe('M2: exports by market, newest year first, Change and Change %', () => {
  it('lost most, how many went down, biggest market, the year before', async () => {
    const wb = await bookOf([{ name: 'Exports', rows: S.exportRows() }]);
    const change = S.MARKETS.map(([m, a, b]) => [m, a - b] as const);
    const lost = [...change].sort((x, y) => x[1] - y[1])[0]!;
    expectValue(wb, 'where did we lose the most', lost[1], lost[0]);
    expectValue(wb, 'how many markets went down', change.filter((c) => c[1] < 0).length);
    const big = [...S.MARKETS].sort((x, y) => y[1] - x[1])[0]!;
    expectValue(wb, 'biggest export market in 2025', big[1], big[0]);
    const a = ask(wb, 'compare 2025 to the year before');
    expect(a.refused).toBe(false);
    expect(a.text).toMatch(/2024/);
  });
});

describe('M3: owners words on a sales log and an MRR movements sheet', () => {
  const amount = (l: (typeof S.SALES_LOG)[number]) => Math.round(l[3] * l[4] * 100) / 100;
  it('"what % of takings came from <job>" is that job\'s Amount over all Amount', async () => {
    const wb = await bookOf([{ name: 'Sales', rows: S.salesLogRows() }]);
    const all = sum(S.SALES_LOG.map(amount));
    const key = sum(S.SALES_LOG.filter((l) => l[2] === 'Key cutting').map(amount));
    expectValue(wb, 'what % of takings came from key cutting', (key / all) * 100);
  });
  it('"the biggest single job" is the one largest Amount row, never a group sum', async () => {
    const wb = await bookOf([{ name: 'Sales', rows: S.salesLogRows() }]);
    expectValue(wb, 'whats the biggest single job', Math.max(...S.SALES_LOG.map(amount)));
  });
  it('new subscriptions and new MRR added read the New row', async () => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrMovementRows() }]);
    const best = S.NEW_MRR.indexOf(Math.max(...S.NEW_MRR));
    expectValue(
      wb,
      'best month for new subscriptions',
      S.NEW_MRR[best]!,
      S.MRR_MONTHS[best]!.replace(/^(\w{3})\w*/, '$1'),
    );
    expectValue(wb, 'total new mrr added in 2025', sum(S.NEW_MRR));
  });
});
