/**
 * Issue 13, pass 39: the newest blind set's wrong figures, by shape (pass39-shapes.ts), laid
 * out as the lead described the blind books, each asked over a few variants (labels,
 * currencies, sizes). Every figure is computed here from the shape's own data; each question
 * is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass39-shapes';
import { type Book, ask, expectRefused, expectValue, r2, sum } from './pass-expect';

const expectAt = (wb: Book, q: string, v: number, at: string): void => {
  const a = ask(wb, q);
  expect([q, a.refused, r2(Number(a.figures[0]?.value)), a.figures[0]?.at]).toEqual([
    q,
    false,
    r2(v),
    at,
  ]);
};

describe('W1: a budget vs actual under a title written into each cell: figures as written', () => {
  it.each([
    [1, '€', 'EUR'],
    [0.42, '£', 'GBP'],
    [2.75, '$', 'USD'],
  ] as Array<[number, string, string]>)('scale %d, %s', async (k, cur, code) => {
    const b = S.bva(k);
    const wb = await bookOf([{ name: 'BvA YTD', rows: S.bvaRows(b, cur, code) }]);
    const line = (n: string) => [...b.revenue, ...b.costs].find((x) => x.name === n)!;
    expectValue(wb, 'actual room revenue this year', line('Rooms').actual);
    expectValue(wb, 'total revenue so far', sum(b.revenue.map((x) => x.actual)));
    expectValue(wb, 'what did we budget for laundry', line('Laundry').budget);
    const m = line('Marketing');
    expectValue(wb, 'are we over budget on marketing', m.actual - m.budget);
    expectValue(
      wb,
      'how far off budget are total costs',
      sum(b.costs.map((x) => x.actual)) - sum(b.costs.map((x) => x.budget)),
    );
    const over = [...b.costs].sort((x, y) => y.actual - y.budget - (x.actual - x.budget))[0]!;
    expectAt(wb, 'which cost line has overspent the most', over.actual - over.budget, over.name);
  });
});

describe('W3: a rota with weekday columns: hours added per person, the busiest weekday', () => {
  it.each([
    [['Priya', 'Dave', 'Megan', 'Tomasz'], [22, 20.5, 18, 24], '£', 'Instructor'],
    [['Priya Shah', 'Dave', 'Li Wei', 'Sam'], [19, 20.5, 25, 21.5], '$', 'Tutor'],
    [['Dave', 'Priya', 'Ana', 'Jo'], [30, 20.5, 28, 26], '€', 'Coach'],
  ] as Array<[string[], number[], string, string]>)('%j', async (people, rates, cur, who) => {
    const rs = S.rota(people, rates);
    const rows = S.rotaRows(rs, cur).map((r, i) =>
      i === 2 ? [r[0] ?? null, who, ...r.slice(2)] : r,
    );
    const wb = await bookOf([{ name: 'Rota', rows }]);
    const hours = (name: string) =>
      sum(rs.filter((r) => r.who.startsWith(name)).map((r) => sum(r.days)));
    expectValue(wb, 'how many hours did priya do in october', hours('Priya'));
    expectValue(wb, 'how many hours did dave work', hours('Dave'));
    expectValue(wb, "what's dave's hourly rate", rates[people.indexOf('Dave')]!);
    // a month the sheet does not cover is not answered from it
    const a = ask(wb, 'how many hours did priya do in march');
    expect([a.refused || r2(Number(a.figures[0]?.value)) !== r2(hours('Priya'))]).toEqual([true]);
    const days = S.WEEKDAYS.map((_, d) => sum(rs.map((r) => r.days[d]!)));
    const top = days.indexOf(Math.max(...days));
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expectAt(wb, 'busiest day of the week', days[top]!, names[top]!);
    const low = days.indexOf(Math.min(...days));
    expectAt(wb, 'which day is the quietest', days[low]!, names[low]!);
  });
  it('a tie between weekdays is asked back', async () => {
    const rs = S.rota().map((r) => ({ ...r, days: [2, 2, 2, 2, 2, 2] }));
    const wb = await bookOf([{ name: 'Rota', rows: S.rotaRows(rs) }]);
    expectRefused(wb, 'busiest day of the week', /tie/);
  });
});

describe('W4: a membership tracker, months down: levels are the latest month, never added', () => {
  it.each([
    [1, '$', [45, 79]],
    [1.6, '£', [39, 65]],
    [0.7, '€', [30, 55]],
  ] as Array<[number, string, [number, number]]>)('scale %d, %s', async (k, cur, prices) => {
    const d = S.members(k);
    const wb = await bookOf([{ name: 'Members', rows: S.membersRows(d, cur, prices) }]);
    const last = d.months.at(-1)!;
    const mrr = last.standard * prices[0] + last.premium * prices[1];
    const most = Math.max(...d.months.map((m) => m.cancels));
    const worst = d.months.find((m) => m.cancels === most)!;
    expectAt(wb, 'worst month for cancellations', most, worst.month);
    expectValue(wb, 'annual run rate', mrr * 12);
    expectValue(wb, "what's our mrr", mrr);
    expectValue(wb, 'how many premium members have we got', last.premium);
    expectValue(wb, 'how many members do we have', last.standard + last.premium);
    expectValue(wb, 'net member change in october', last.joins - last.cancels);
  });
  it('a tie for the worst month is asked back', async () => {
    const d = S.members();
    d.months[3]!.cancels = d.months[0]!.cancels;
    const wb = await bookOf([{ name: 'Members', rows: S.membersRows(d) }]);
    expectRefused(wb, 'worst month for cancellations', /share the most/);
  });
});

describe('W6: a stock statement: stock at MRP / list price is Σ Qty × that price', () => {
  it.each([
    [1, '₹', 'MRP'],
    [0.05, '$', 'List price'],
    [0.012, '£', 'RRP'],
  ] as Array<[number, string, string]>)('scale %d, %s, %s', async (k, cur, price) => {
    const xs = S.stock(k);
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows(xs, cur, price) }]);
    const at = sum(xs.map((x) => x.qty * x.mrp));
    expectValue(wb, `what is the stock worth at ${price}`, at);
    expectValue(wb, 'what is our stock worth at purchase rate', sum(xs.map((x) => x.qty * x.cost)));
    // unqualified, the sheet's own Stock value column answers
    expectValue(wb, "what's our stock worth", sum(xs.map((x) => r2(x.qty * x.cost))));
  });
});
