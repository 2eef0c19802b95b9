/**
 * Issue 13, pass 38: the newest blind set's wrong figures, by shape (pass38-shapes.ts), laid
 * out as the lead described the blind books, each asked over a few variants (labels,
 * currencies, sizes). Every figure is computed here from the shape's own data; each question
 * is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass38-shapes';
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

describe('W1: a Xero P&L: the biggest expense is an account line, never a month', () => {
  it.each([
    [1, '477 - Wages and Salaries', 'Wages and Salaries'],
    [2.4, '493 - Travel - National', 'Travel - National'],
    [0.35, '400 - Advertising', 'Advertising'],
  ] as Array<[number, string, string]>)('scale %d, %s', async (k, code, name) => {
    const p = S.xeroPl(k, code);
    const wb = await bookOf([{ name: 'Profit and Loss', rows: S.xeroPlRows(p) }]);
    const totals = p.expenses.map(([, xs]) => sum(xs));
    const big = totals.indexOf(Math.max(...totals));
    const small = totals.indexOf(Math.min(...totals));
    expectAt(wb, "what's our biggest expense", totals[big]!, name);
    expectAt(wb, 'what is our largest cost', totals[big]!, name);
    expectAt(wb, 'smallest expense', totals[small]!, p.expenses[small]![0].replace(/^\d+ - /, ''));
  });
});

describe('W3: a timesheet: who billed most, a rate never added, hours', () => {
  it.each([
    [1, 'R', 9],
    [1.35, '$', 2],
    [0.8, '£', 5],
  ] as Array<[number, string, number]>)('rates ×%d, %s, month %d', async (k, cur, month) => {
    const ts = S.timesheet(k);
    const wb = await bookOf([{ name: 'Timesheet', rows: S.timesheetRows(ts, cur, month) }]);
    const amount = (t: S.TimeRow) => (t.billable === 'Y' ? r2(t.hours * t.rate) : 0);
    const by = (key: (t: S.TimeRow) => string, v: (t: S.TimeRow) => number) => {
      const m = new Map<string, number>();
      for (const t of ts) m.set(key(t), (m.get(key(t)) ?? 0) + v(t));
      return [...m].sort((a, b) => b[1] - a[1])[0]!;
    };
    const [topStaff, topAmount] = by((t) => t.staff, amount);
    expectAt(wb, 'who billed the most', topAmount, topStaff);
    const aisha = ts.find((t) => t.staff.startsWith('Aisha'))!.rate;
    expectValue(wb, "what's Aisha's hourly rate", aisha);
    expectValue(
      wb,
      'how many hours did Johan log',
      sum(ts.filter((t) => t.staff.startsWith('Johan')).map((t) => t.hours)),
    );
    const [topClient, topHours] = by(
      (t) => t.client,
      (t) => t.hours,
    );
    expectAt(wb, 'which client took up the most time', topHours, topClient);
    const day = ts[5]!.day;
    const nth = day === 1 || day === 21 ? 'st' : day === 2 || day === 22 ? 'nd' : 'th';
    expectValue(
      wb,
      `hours booked on the ${day}${nth}`,
      sum(ts.filter((t) => t.day === day).map((t) => t.hours)),
    );
    const all = sum(ts.map((t) => t.hours));
    const billable = sum(ts.filter((t) => t.billable === 'Y').map((t) => t.hours));
    expectValue(wb, 'what % of our hours were billable', (billable / all) * 100);
    // a rate that changed between rows is asked back, never added
    const changed = ts.map((t, i) =>
      i === ts.findIndex((x) => x.staff.startsWith('Aisha')) ? { ...t, rate: t.rate + 50 } : t,
    );
    const wb2 = await bookOf([{ name: 'Timesheet', rows: S.timesheetRows(changed, cur, month) }]);
    expectRefused(wb2, "what's Aisha's hourly rate", /differs/);
  });
});

describe('W4: a sales log with a unit in the product name, day-first text dates', () => {
  it.each([1, 1.7, 0.6])('prices ×%d', async (k) => {
    const ss = S.salesLog(k);
    const wb = await bookOf([{ name: 'Sales', rows: S.salesLogRows(ss) }]);
    const month = (s: S.SaleRow) => Number(s.date.slice(3, 5));
    expectValue(
      wb,
      'kilos of tomatoes sold',
      sum(ss.filter((s) => s.product.startsWith('Tomatoes')).map((s) => s.qty)),
    );
    expectValue(
      wb,
      'how many veg boxes did we sell in october',
      sum(ss.filter((s) => s.product.startsWith('Veg box') && month(s) === 10).map((s) => s.qty)),
    );
    expectValue(
      wb,
      'total sales in september',
      sum(ss.filter((s) => month(s) === 9).map((s) => r2(s.qty * s.price))),
    );
    expectValue(
      wb,
      'market stall takings in october',
      sum(
        ss
          .filter((s) => s.channel === 'Market stall' && month(s) === 10)
          .map((s) => r2(s.qty * s.price)),
      ),
    );
    // eggs are sold by the dozen, never by the kilo
    expectRefused(wb, 'kilos of eggs sold');
  });
});

describe('W5: a price list with stock: stock value, margin items, cheapest, left', () => {
  it.each([
    [1, '¥'],
    [0.013, '$'],
    [0.62, '€'],
  ] as Array<[number, string]>)('scale %d, %s', async (k, cur) => {
    const ps = S.priceList(k);
    const wb = await bookOf([{ name: 'Price list', rows: S.priceListRows(ps, cur) }]);
    expectValue(wb, 'value of our stock at cost', sum(ps.map((p) => p.stock * p.cost)));
    expectValue(wb, 'stock value at selling price', sum(ps.map((p) => p.stock * p.price)));
    const pct = ps.map((p) => r2(((p.price - p.cost) / p.price) * 100));
    const money = ps.map((p) => p.price - p.cost);
    const lowPct = pct.indexOf(Math.min(...pct));
    const lowMoney = money.indexOf(Math.min(...money));
    if (lowPct !== lowMoney) expectRefused(wb, 'lowest margin item', /which margin/);
    else expectAt(wb, 'lowest margin item', money[lowMoney]!, ps[lowMoney]!.item);
    expectAt(wb, 'which item has the lowest margin %', pct[lowPct]!, ps[lowPct]!.item);
    const hiPct = pct.indexOf(Math.max(...pct));
    expectAt(wb, 'which item has the best margin percentage', pct[hiPct]!, ps[hiPct]!.item);
    const prices = ps.map((p) => p.price);
    const cheap = prices.indexOf(Math.min(...prices));
    expectAt(wb, 'cheapest thing we sell', prices[cheap]!, ps[cheap]!.item);
    expectValue(wb, 'how many hanging planters are left', ps[0]!.stock);
    expectRefused(wb, 'what is our stock worth', /which/);
  });
});

describe('W6: a payroll register with pay components', () => {
  it.each([
    [1, 'October 2026', 'october', 'Indiranagar'],
    [1.4, 'September 2026', 'september', 'Koramangala'],
    [0.7, 'March 2026', 'march', 'Indiranagar'],
  ] as Array<[number, string, string, string]>)(
    'scale %d, %s, %s',
    async (k, title, month, branch) => {
      const ps = S.payroll(k);
      const wb = await bookOf([{ name: 'Payroll', rows: S.payrollRows(ps, title) }]);
      const at = ps.filter((p) => p.branch === branch);
      expectValue(wb, `basic salary bill for ${branch}`, sum(at.map((p) => p.basic)));
      expectValue(wb, `basic pay for ${branch}`, sum(at.map((p) => p.basic)));
      expectValue(
        wb,
        `total gross pay for ${month}`,
        sum(ps.map((p) => p.basic + p.hra + p.commission)),
      );
      expectValue(wb, 'how much commission did Arjun earn', ps[1]!.commission);
      expectValue(wb, 'total PF deducted', sum(ps.map((p) => Math.round(p.basic * 0.12))));
    },
  );
});

describe('W7: VAT return workings: gross / net words and the boxes', () => {
  it.each([
    [1, 'Props & puzzles', 'props'],
    [3.2, 'Set dressing', 'set dressing'],
    [0.45, 'Locks & props', 'locks'],
  ] as Array<[number, string, string]>)('scale %d, %s', async (k, line, word) => {
    const v = S.vatBook(k, line);
    const wb = await bookOf([{ name: 'VAT workings', rows: S.vatRows(v) }]);
    const vat = (n: number) => r2(n * 0.2);
    const mk = v.purchases.find((p) => p[0] === 'Marketing')![1];
    expectValue(wb, 'marketing spend including VAT', r2(mk + vat(mk)));
    expectValue(wb, 'marketing spend excluding VAT', mk);
    const pr = v.purchases.find((p) => p[0] === line)![1];
    expectValue(wb, `VAT we can claim back on ${word}`, vat(pr));
    const pNet = sum(v.purchases.map((p) => p[1]));
    const pVat = sum(v.purchases.map((p) => vat(p[1])));
    const sVat = sum(v.sales.map((p) => vat(p[1])));
    expectValue(wb, 'total purchases before VAT', pNet);
    expectValue(wb, 'input VAT total', pVat);
    expectValue(wb, 'total VAT due on sales', sVat);
    expectValue(wb, 'how much VAT do we owe for the quarter', sVat - pVat);
  });
});
