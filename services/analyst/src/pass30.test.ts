/**
 * Issue 13, pass 30: the twenty-third blind set's layouts, by shape (pass30-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass30-shapes';
import { expectValue, sum } from './pass-expect';

describe('W1: "how many <things>" is a count of rows, never money', () => {
  it('bank export: the rows whose description holds the word are counted', async () => {
    const wb = await bookOf([{ name: 'Mutasi', rows: S.bankRows() }]);
    const laundry = S.BANK.filter((l) => /laundry/i.test(l[1]));
    expectValue(wb, 'how many laundry payments', laundry.length);
    // with fewer laundry rows the count follows the data
    const fewer = await bookOf([{ name: 'Mutasi', rows: S.bankRows(S.BANK.slice(0, 6)) }]);
    expectValue(
      fewer,
      'how many laundry payments',
      S.BANK.slice(0, 6).filter((l) => /laundry/i.test(l[1])).length,
    );
  });
  it('orders export: refunded orders are counted; paid ones too', async () => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.orderRows() }]);
    const refunded = S.ORDERS.filter((o) => o[2] === 'refunded').length;
    expectValue(wb, 'how many refunded orders', refunded);
    expectValue(wb, 'how many paid orders', S.ORDERS.length - refunded);
  });
});

describe('W2: budget vs actual, two stacked tables and a Profit row', () => {
  const variance = (l: S.BudgetLine): number => l[2] - l[1];
  it('the cost most over budget is a cost line, never Profit', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: S.escapeBudgetRows() }]);
    const top = [...S.ESCAPE_COSTS].sort((a, b) => variance(b) - variance(a))[0]!;
    expectValue(wb, 'which cost went most over budget', variance(top), top[0]);
  });
  it('costs over or under budget is Total costs actual − budget', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: S.escapeBudgetRows() }]);
    const costs = sum(S.ESCAPE_COSTS.map(variance));
    expectValue(wb, 'how far over or under budget were costs', costs);
    // other figures: the answer moves with them
    const other: S.BudgetLine[] = S.ESCAPE_COSTS.map(([n, b, a], i) => [n, b, a + i * 1_000]);
    const wb2 = await bookOf([
      { name: 'Budget', rows: S.escapeBudgetRows(S.ESCAPE_INCOME, other) },
    ]);
    expectValue(wb2, 'how far over or under budget were costs', sum(other.map(variance)));
  });
});

describe('W3: an orders export with paid and refunded orders', () => {
  const byCustomer = (orders: S.Order[]): Map<string, number> => {
    const m = new Map<string, number>();
    for (const o of orders) m.set(o[7], (m.get(o[7]) ?? 0) + S.orderTotal(o));
    return m;
  };
  it('the top customer ranks paid orders only', async () => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.orderRows() }]);
    const paid = [...byCustomer(S.ORDERS.filter((o) => o[2] === 'paid')).entries()].sort(
      (a, b) => b[1] - a[1],
    )[0]!;
    const all = [...byCustomer(S.ORDERS).entries()].sort((a, b) => b[1] - a[1])[0]!;
    // the made-up data is built so that refunds change the winner
    expect(all[0]).not.toBe(paid[0]);
    for (const q of ['top customer', 'who is our top customer', 'which customer spent the most'])
      expectValue(wb, q, paid[1], paid[0]);
  });
});
