/**
 * Issue 13, pass 42: the two newest blind sets' wrong figures, by shape (pass42-shapes.ts),
 * laid out as the lead described the blind books, each asked over a few variants (labels,
 * currencies, sizes). Every figure is computed here from the shape's own data; each question
 * is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass42-shapes';
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

describe('W1: a budget vs actual with a month group and a Year to date group', () => {
  it.each([
    [1, 'October 2026', 'Year to date', 'Line', 'october'],
    [0.37, 'Sep 2026', 'YTD', 'Account', 'september'],
    [4.2, 'March 2026', 'Year-to-date', '', 'march'],
  ] as Array<[number, string, string, string, string]>)(
    'scale %d, %s / %s',
    async (k, month, ytd, first, asked) => {
      const b = S.twoGroupBva(k);
      const wb = await bookOf([{ name: 'BvA', rows: S.twoGroupBvaRows(b, month, ytd, first) }]);
      const line = (n: string) => [...b.income, ...b.costs].find((x) => x.name === n)!;
      const m = line('Marketing');
      expectValue(wb, 'are we over budget on marketing this year', m.y[1] - m.y[0]);
      const cb = sum(b.costs.map((x) => x.y[0]));
      expectValue(
        wb,
        'how far off budget are total costs ytd',
        sum(b.costs.map((x) => x.y[1])) - cb,
      );
      expectValue(wb, 'total costs budget for the year so far', cb);
      expectValue(wb, 'parties and groups income ytd', line('Parties and groups').y[1]);
      const over = [...b.costs].sort((x, y) => y.y[1] - y.y[0] - (x.y[1] - x.y[0]))[0]!;
      expectAt(
        wb,
        'which cost line has overspent the most this year',
        over.y[1] - over.y[0],
        over.name,
      );
      expectValue(wb, `marketing actual in ${asked}`, m.m[1]);
      // no period named, two groups: asked back, naming both
      expectRefused(wb, 'are we over budget on marketing', /column groups/);
      expectRefused(wb, 'total costs budget', /column groups/);
    },
  );
});

describe('W2: a deposits ledger with two payment columns', () => {
  it.each([
    [1, '£'],
    [0.55, '$'],
    [3.1, '€'],
  ] as Array<[number, string]>)('scale %d, %s', async (k, cur) => {
    const bs = S.bookings(k);
    const wb = await bookOf([{ name: 'Deposits', rows: S.bookingRows(bs, cur) }]);
    const all = sum(bs.map((x) => x.deposit + x.further));
    expectValue(wb, 'total received so far, deposits and payments', all);
    expectValue(wb, 'deposits plus further payments', all);
    expectValue(wb, 'what have Bennett & Cho paid on top of the deposit', bs[0]!.further);
    expectValue(wb, 'what have okafor and lindqvist paid on top of their deposit', bs[2]!.further);
    expectValue(wb, 'total deposits', sum(bs.map((x) => x.deposit)));
  });
});

describe('W3: a subscriptions tracker with a Cancelled section: what we pay for is Active', () => {
  it.each([
    [1, '$', ['Amex', 'Visa']],
    [0.8, '£', ['Visa', 'Amex']],
    [2.5, '€', ['Amex', 'Mastercard']],
  ] as Array<[number, string, string[]]>)('scale %d, %s', async (k, cur, cards) => {
    const ss = S.subs(k, cards);
    const wb = await bookOf([{ name: 'Subscriptions', rows: S.subRows(ss, cur) }]);
    const act = ss.filter((x) => x.active);
    expectValue(wb, 'what do our subscriptions cost a month', sum(act.map(S.monthlyOf)));
    expectValue(wb, 'how many tools are we paying for', act.length);
    const byYear = [...act].sort((x, y) => S.annualOf(y) - S.annualOf(x));
    expectAt(wb, 'priciest subscription', S.annualOf(byYear[0]!), byYear[0]!.tool);
    const low = byYear[byYear.length - 1]!;
    expectAt(wb, 'cheapest active tool', S.annualOf(low), low.tool);
    const amex = act.filter((x) => x.card === 'Amex');
    expectValue(wb, 'how much goes on the amex per year', sum(amex.map(S.annualOf)));
  });
});

describe('W4: an aging summary whose last bucket is Older, a text % row below', () => {
  it.each([
    [1, 7, 'Older', 'Contact'],
    [0.6, 8, 'Beyond', 'Customer'],
    [2.2, 5, 'Older', 'Name'],
  ] as Array<[number, number, string, string]>)(
    'scale %d, %d rows, %s',
    async (k, n, old, first) => {
      const d = S.agingDebts(k, n);
      const wb = await bookOf([
        { name: 'Aged Receivables', rows: S.agingOlderRows(d, old, first) },
      ]);
      const col = (b: number) => sum(d.map((r) => r[1][b]!));
      const all = sum([0, 1, 2, 3, 4].map(col));
      expectValue(wb, "what's over 90 days", col(4));
      expectValue(wb, 'how much is overdue', col(1) + col(2) + col(3) + col(4));
      expectValue(
        wb,
        'what share of the debt is more than 60 days old',
        ((col(3) + col(4)) / all) * 100,
      );
    },
  );
});

describe('W5: a stock list: the item beats the category, bottles count units', () => {
  it.each([
    [1, '£', false],
    [1.9, '€', true],
    [0.45, '$', false],
  ] as Array<[number, string, boolean]>)('scale %d, %s, coded %s', async (k, cur, coded) => {
    const ls = S.stockLines(k);
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows(ls, cur, coded) }]);
    const qty = (cat: string) => sum(ls.filter((x) => x.cat === cat).map((x) => x.qty));
    expectValue(wb, 'total bottles of spirits in stock', qty('Spirits'));
    expectValue(wb, 'how many bottles of wine do we have', qty('Wine'));
    const goat = ls.find((x) => x.item === 'Goat cheese log')!;
    expectValue(wb, "what's the goat cheese worth", goat.qty * goat.cost);
    // cheese is counted in several units: never added as kilos
    const a = ask(wb, 'how many kilos of cheese do we have');
    expect([a.refused || r2(Number(a.figures[0]?.value)) !== r2(qty('Cheese'))]).toEqual([true]);
  });
});

describe('W6: a timesheet: worth and % of billable time are never an hours figure', () => {
  it.each([
    [1, '$'],
    [1.35, '£'],
    [0.7, '€'],
  ] as Array<[number, string]>)('scale %d, %s', async (k, cur) => {
    const ws = S.techWeeks(k);
    const wb = await bookOf([{ name: 'Timesheet', rows: S.techWeekRows(ws, cur) }]);
    const hrs = (x: S.TechWeek) => sum(x.days);
    const bill = ws.filter((x) => x.billable);
    expectValue(wb, 'what is the billable time worth', sum(bill.map((x) => r2(hrs(x) * x.rate))));
    expectValue(wb, 'what % of time was billable', (sum(bill.map(hrs)) / sum(ws.map(hrs))) * 100);
    // without a rate column the worth cannot be read: refused, never the hours
    const noRate = S.techWeekRows(ws, cur).map((r) => r.slice(0, -1));
    const wb2 = await bookOf([{ name: 'Timesheet', rows: noRate }]);
    expectRefused(wb2, 'what is the billable time worth');
    expectRefused(wb2, 'what is the billable work worth in dollars');
  });
});

describe('W7: a payroll register: an hour is the rate, EE is the employee side', () => {
  it.each([
    [1, '£', false],
    [1.2, '€', true],
    [0.9, '$', false],
  ] as Array<[number, string, boolean]>)('scale %d, %s, short %s', async (k, cur, short) => {
    const ps = S.payees(k);
    const wb = await bookOf([{ name: 'Payroll', rows: S.payrollRegisterRows(ps, cur, short) }]);
    expectValue(wb, 'what is Joe paid an hour', ps[0]!.rate);
    expectValue(wb, 'what does raj get an hour', ps[2]!.rate);
    const ls = ps.map(S.payLine);
    expectValue(wb, 'how much went into pensions from staff', sum(ls.map((l) => l.eePen)));
    expectValue(wb, 'how much did the employer put into pensions', sum(ls.map((l) => l.erPen)));
  });
});

describe('W8: a petty cash book: a running balance is never a top-up or a payment', () => {
  it.each([
    [1, 'Top-up', 80],
    [2.4, 'Top up', 150],
    [0.6, 'Topup', 40],
  ] as Array<[number, string, number]>)('scale %d, %s', async (k, tag, opening) => {
    const ls = S.pettyCash(k, tag);
    const wb = await bookOf([{ name: 'Petty cash', rows: S.pettyCashRows(ls, opening) }]);
    expectValue(wb, 'how much cash did we top up', sum(ls.map((x) => x.received)));
    expectValue(wb, 'largest single cash payment', Math.max(...ls.map((x) => x.paid)));
    expectValue(wb, 'total top-ups', sum(ls.map((x) => x.received)));
  });
});

describe('W9: a cash-flow forecast: the end of a month is its closing cash', () => {
  it.each([
    [1, 24_000, '£'],
    [0.5, 3_000, '€'],
    [3, 61_500, 'USD'],
  ] as Array<[number, number, string]>)('scale %d, opening %d', async (k, open, first) => {
    const f = S.cashForecastRows(k, open, first);
    const wb = await bookOf([{ name: 'Cash flow', rows: f.rows }]);
    expectValue(wb, 'cash at the end of october 2027', f.closing[11]!);
    expectValue(wb, 'how much cash will we have at the end of jan 2027', f.closing[2]!);
    expectValue(wb, 'cash at the start of march 2027', f.opening[4]!);
  });
});

describe('W10: job costing: "which job" is a Job # row, never a Job type', () => {
  it.each([
    [1, 'Job #', '$'],
    [1.6, 'Job no', '£'],
    [0.8, 'Job ID', '€'],
  ] as Array<[number, string, string]>)('scale %d, %s', async (k, id, cur) => {
    const js = S.jobs(k);
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(js, id, cur) }]);
    const m = js.list.map((x) => ({ x, v: r2(x.invoiced - S.jobCost(x, js.rate)) }));
    const top = [...m].sort((a, b) => b.v - a.v);
    expectAt(wb, 'most profitable job', top[0]!.v, top[0]!.x.no);
    const low = top[top.length - 1]!;
    expectAt(wb, 'least profitable job', low.v, low.x.no);
    expectAt(wb, 'which job made the most', top[0]!.v, top[0]!.x.no);
  });
});

describe('W11: sibling sheets and a Summary: a nightly rate is money per night, a range the Summary', () => {
  it.each([
    [1, '€', ['Old Town', 'Riverside', 'Harbour View']],
    [1.3, '£', ['Riverside', 'Old Town']],
    [0.8, '$', ['Castle Mews', 'Old Town', 'Quayside', 'Riverside']],
  ] as Array<[number, string, string[]]>)('flats, scale %d, %s', async (k, cur, names) => {
    const fs = S.flats(k, names);
    const wb = await bookOf(S.flatSheets(fs, cur));
    const rate = (n: string) => {
      const f = fs.find((x) => x.name === n)!;
      const g = sum(f.nights.map((x, i) => r2(x * f.rate[i]!)));
      return g / sum(f.nights);
    };
    expectValue(wb, 'average nightly rate at old town', rate('Old Town'));
    expectValue(wb, 'what is the nightly rate for riverside', rate('Riverside'));
  });
  it.each([
    [1, '£'],
    [2.2, '€'],
  ] as Array<[number, string]>)('month sheets with dated weeks, scale %d', async (k, cur) => {
    const months = ['July', 'August', 'September', 'October'];
    const m = S.monthSheets(k, months, cur);
    // the weeks are dated, as in the blind book
    const sheets = m.sheets.map((s) =>
      s.name === 'Summary'
        ? s
        : {
            ...s,
            rows: s.rows.map((r, i) =>
              i >= 3 && i < 7
                ? [
                    new Date(Date.UTC(2026, 6 + months.indexOf(s.name), 1 + (i - 3) * 7)),
                    ...r.slice(1),
                  ]
                : r,
            ),
          },
    );
    const wb = await bookOf(sheets);
    expectValue(wb, 'total sales july to october', sum(m.totals));
    expectValue(wb, 'total sales jul to oct', sum(m.totals));
  });
});

describe('W12: a price list: what the stock on the rails cost is Σ Cost × On rail', () => {
  it.each([
    [1, '$', 'On rail'],
    [0.75, '£', 'On rail'],
    [1.8, '€', 'On shelf'],
  ] as Array<[number, string, string]>)('scale %d, %s, %s', async (k, cur, rail) => {
    const gs = S.garments(k);
    const wb = await bookOf([{ name: 'Prices', rows: S.garmentRows(gs, cur, rail) }]);
    const where = rail === 'On rail' ? 'on the rails' : 'on the shelf';
    expectValue(wb, `what did the stock ${where} cost`, sum(gs.map((x) => r2(x.cost * x.rail))));
    expectValue(
      wb,
      `what is the stock ${where} worth at retail`,
      sum(gs.map((x) => r2(x.price * x.rail))),
    );
  });
});
