/**
 * Issue 13, pass 36: the newest blind set's layouts, by shape (pass36-shapes.ts), laid out as
 * the lead described the blind books, each asked over a few variants (labels, currencies,
 * sizes). Every figure is computed here from the shape's own data; each question is answered
 * right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass36-shapes';
import { NOW, ask, expectRefused, expectValue, sum } from './pass-expect';

describe('M8: an equipment lease schedule under a terms block', () => {
  it.each([
    ['Kubota mini excavator', 18_900, 0.074, 36, 'machine'],
    ['Bobcat skid steer', 42_500, 0.061, 48, 'equipment'],
    ['Espresso machine', 9_600, 0.089, 24, 'espresso machine'],
  ] as Array<[string, number, number, number, string]>)(
    '%s: first N principal, still owed, financed, total paid',
    async (machine, amount, rate, months, subject) => {
      const wb = await bookOf([
        { name: 'Lease', rows: S.leaseRows(machine, amount, rate, months) },
      ]);
      const ls = S.leaseLines(amount, rate, months);
      expectValue(
        wb,
        'how much principal did the first 12 payments pay off',
        sum(ls.slice(0, 12).map((l) => l.principal)),
      );
      expectValue(
        wb,
        'how much interest is in the last 6 payments',
        sum(ls.slice(-6).map((l) => l.interest)),
      );
      const due = ls.filter((l) => l.due <= NOW);
      expectValue(wb, `what do we still owe on the ${subject}`, due[due.length - 1]!.close);
      expectValue(wb, 'what do we still owe on the lease', due[due.length - 1]!.close);
      expectValue(wb, 'how much was financed', amount);
      expectValue(wb, 'how much was borrowed', amount);
      expectValue(wb, 'total we pay over the lease', sum(ls.map((l) => l.pay)));
      // a subject the sheet does not name is not the schedule's
      expectRefused(wb, 'what do we still owe on the tractor');
    },
  );
});

describe('M9: a cash-flow forecast, months across', () => {
  it.each([
    [1, 'GST payment (BAS)', 'gst'],
    [2.3, 'VAT payment', 'vat'],
    [0.6, 'HST remittance', 'hst'],
  ] as Array<[number, string, string]>)(
    'scale %d, %s: tightest month, the tax line over the period',
    async (k, line, word) => {
      const f = S.forecast(k, line);
      const wb = await bookOf([{ name: 'Forecast', rows: S.forecastRows(f) }]);
      const closes = S.forecastCloses(f);
      const low = closes.indexOf(Math.min(...closes));
      const a = ask(wb, 'which month is cash tightest');
      expect([a.refused, Number(a.figures[0]?.value), a.figures[0]?.at]).toEqual([
        false,
        closes[low],
        S.FC_MONTHS[low],
      ]);
      expectValue(wb, 'what is our worst cash position', closes[low]!);
      const tax = sum(f.outs.find((o) => o[0] === line)![1].map((v) => v ?? 0));
      expectValue(wb, `how much ${word} do we pay in the six months`, tax);
      expectValue(wb, `how much ${word} do we pay over the period`, tax);
    },
  );
});

describe('M10: an MRR bridge, months down', () => {
  it.each([1, 3.7, 0.45])(
    'scale %d: end / start of a month, churn, net new, ARR, ARPA',
    async (k) => {
      const ms = S.mrrBridge(k);
      const wb = await bookOf([{ name: 'MRR', rows: S.mrrBridgeRows(ms) }]);
      const oct = ms[9]!;
      const jun = ms[5]!;
      expectValue(wb, 'mrr at the end of october', oct.end);
      expectValue(wb, 'mrr at the start of october', oct.start);
      expectValue(wb, 'how much mrr did we lose to churn this year', -sum(ms.map((m) => m.churn)));
      expectValue(wb, 'net new mrr in june', jun.add + jun.exp + jun.con + jun.churn);
      expectValue(wb, "what's our arr", 12 * oct.end);
      expectValue(wb, 'average mrr per customer in october', oct.end / oct.paying);
    },
  );
});

describe('M11: job costing with jobs in progress', () => {
  it.each([
    [1031, 1],
    [2201, 1.8],
    [77, 0.55],
  ])('jobs from %d, scale %d', async (from, k) => {
    const js = S.jobs(from, k);
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(js) }]);
    const profits = js.map(S.jobProfit).filter((p): p is number => p !== null);
    expectValue(wb, 'how many jobs lost money', profits.filter((p) => p < 0).length);
    expectValue(wb, 'how many jobs made a loss', profits.filter((p) => p < 0).length);
    const over = js
      .map((j) => [j.no, S.jobTotal(j) - j.quoted] as const)
      .reduce((a, b) => (b[1] > a[1] ? b : a));
    expectValue(wb, "which job's costs ran furthest over the quote", over[1], over[0]);
    expectValue(wb, 'average profit per finished job', sum(profits) / profits.length);
    expectValue(
      wb,
      'what percentage of our costs is materials',
      (sum(js.map((j) => j.materials)) / sum(js.map(S.jobTotal))) * 100,
    );
  });
});

describe('M12: one sheet per site plus a Summary', () => {
  it.each([
    ['Hollybrook Farm Shop', ['Market stall', 'Farm gate', 'Online'], '€'],
    ['Dale End Dairy', ['Farm gate', 'Village shop', 'Market stall'], '£'],
  ] as Array<[string, string[], string]>)('%s', async (shop, sites, cur) => {
    const wb = await bookOf(S.siteBook(shop, sites, cur));
    const ms = S.SITE_MONTHS.map((_, m) => m);
    const fg = sites.indexOf('Farm gate');
    const ms_ = sites.indexOf('Market stall');
    expectValue(wb, 'farm gate costs so far this year', sum(ms.map((m) => S.siteCosts(fg, m))));
    const sales = ms.map((m) => S.siteSales(ms_, m));
    const best = sales.indexOf(Math.max(...sales));
    expectValue(wb, 'best month at the market stall', sales[best]!, S.SITE_MONTHS[best]);
    expectValue(
      wb,
      `sales in may across all ${sites.length === 3 ? 'three' : ''} sites`.replace('  ', ' '),
      sum(sites.map((_, s) => S.siteSales(s, 4))),
    );
    const last = sites.length - 1;
    expectValue(
      wb,
      `average monthly ${sites[last]!.toLowerCase()} sales`,
      sum(ms.map((m) => S.siteSales(last, m))) / ms.length,
    );
    const fgSales = sum(ms.map((m) => S.siteSales(fg, m)));
    const fgCosts = sum(ms.map((m) => S.siteCosts(fg, m)));
    expectValue(wb, 'margin percentage at the farm gate', ((fgSales - fgCosts) / fgSales) * 100);
    expectValue(wb, 'market stall margin in august', S.siteSales(ms_, 7) - S.siteCosts(ms_, 7));
  });
});

describe('M13: a price list with margins', () => {
  it.each([
    ['CHF', 'francs', 1],
    ['GBP', 'pounds', 0.8],
    ['ZAR', 'rand', 17.5],
  ] as Array<[string, string, number]>)('%s (%s)', async (cur, money, k) => {
    const items = S.priceItems(k);
    const wb = await bookOf([{ name: 'Prices', rows: S.priceRows(items, cur) }]);
    const margin = items.map((i) => Math.round((i.sell - i.cost) * 100) / 100);
    const pct = items.map(
      (i) => (Math.round(((i.sell - i.cost) / i.sell) * 10_000) / 10_000) * 100,
    );
    const top = pct.indexOf(Math.max(...pct));
    expectValue(wb, 'which product has the best margin percentage', pct[top]!, items[top]!.product);
    const low = margin.indexOf(Math.min(...margin));
    expectValue(
      wb,
      `which product makes us the fewest ${money}`,
      margin[low]!,
      items[low]!.product,
    );
    const bh = items.find((i) => i.product === 'Buttonhole')!;
    expectValue(wb, 'price of the buttonhole', bh.sell);
    expectValue(wb, 'total margin if we sold one of everything', sum(margin));
  });
});

describe('M14: a grant tracker with a TOTAL row', () => {
  it.each([1, 0.37, 4.2])('scale %d', async (k) => {
    const gs = S.grants(k);
    const wb = await bookOf([{ name: 'Grants', rows: S.grantRows(gs) }]);
    const aw = sum(gs.map((g) => g.awarded));
    const rec = sum(gs.map((g) => g.received));
    expectValue(wb, 'how much is still to come in', aw - rec);
    const big = gs.reduce((a, b) => (b.awarded > a.awarded ? b : a));
    expectValue(wb, 'biggest grant', big.awarded, big.funder);
    expectValue(wb, 'what percentage of awarded funding have we received', (rec / aw) * 100);
  });
});

describe('M15: a tax column under its local name', () => {
  it.each(['MVA', 'Moms', 'ALV', 'BTW', 'MwSt'])('%s is the VAT asked', async (tax) => {
    const log = S.expenseLog(tax === 'MVA' ? 1 : 0.11);
    const wb = await bookOf([{ name: 'Expenses', rows: S.expenseRows(log, tax) }]);
    expectValue(wb, 'total vat on expenses', sum(log.map((l) => l[4])));
    expectValue(wb, 'how much vat did we pay', sum(log.map((l) => l[4])));
  });
});
