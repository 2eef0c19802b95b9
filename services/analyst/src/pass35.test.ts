/**
 * Issue 13, pass 35: the newest blind set's layouts, by shape (pass35-shapes.ts), laid out as
 * the lead described the blind books, each asked over a few variants (labels, currencies,
 * sizes). Every figure is computed here from the shape's own data; each question is answered
 * right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass35-shapes';
import { ieRows } from './pass34-shapes';
import { ask, expectRefused, expectValue, sum } from './pass-expect';

describe('W1: "how many <goods> did we sell" on a money-only P&L', () => {
  it.each([
    ['Golden Comb Apiary', 'Honey Jars', 'jars', 1],
    ['Hilltop Meadery', 'Mead (bottles)', 'bottles', 0.8],
    ['Sun Farm', 'Egg boxes', 'boxes', 2],
  ])('%s: %s counted as rows is refused', async (shop, goods, noun, k) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.plRows(shop, goods, k) }]);
    expectRefused(wb, `how many ${noun} did we sell`);
    expectRefused(wb, `how many ${noun} did we sell in march`);
    // a row noun still counts the rows
    expect(ask(wb, 'how many accounts are there').refused).toBe(false);
  });
});

describe("W2: a word of the account holder's name never selects the rent line", () => {
  it.each([
    ['Ink & Iron Tattoo Studio Ltd', 'INK & IRON', 'KILLER INK SUPPLIES', 'ink', 'EUR', 1],
    ['Oak and Ember Bakery Ltd', 'OAK AND EMBER', 'OAK FLOORING CO', 'oak', 'GBP', 1.3],
    ['Blue Hive Studio Ltd', 'BLUE HIVE', 'BLUE PAINT WHOLESALE', 'blue', 'EUR', 0.6],
  ])('%s: "spend on %s"', async (holder, name, supplier, word, cur, k) => {
    const ls = S.bankLines(name, supplier, k);
    const wb = await bookOf([{ name: 'Statement', rows: S.bankRows(holder, ls, cur) }]);
    const spent = sum(ls.filter((l) => l.desc.includes(supplier)).map((l) => l.paidOut ?? 0));
    expectValue(wb, `how much did we spend on ${word}`, spent);
  });
  it('a holder word that still names two payees is asked back', async () => {
    const ls = [
      ...S.bankLines(),
      {
        date: new Date(Date.UTC(2026, 9, 28)),
        desc: 'CARD PURCHASE INK MASTER SUPPLY',
        paidIn: null,
        paidOut: 99,
      },
    ];
    const wb = await bookOf([{ name: 'Statement', rows: S.bankRows(undefined, ls) }]);
    expectRefused(wb, 'how much did we spend on ink', /different payees/);
  });
});

describe('W3: a pay date named by day and month is that date', () => {
  it.each([
    ['total net pay on the aug 21 payroll', 8, 21, 'net'],
    ['net pay on 8/21', 8, 21, 'net'],
    ['gross pay on 21st august', 8, 21, 'gross'],
    ['what was net pay on 24 july', 7, 24, 'net'],
  ] as Array<[string, number, number, 'net' | 'gross']>)('%s', async (q, m, d, k) => {
    const ls = S.payLines();
    const wb = await bookOf([{ name: 'Payroll', rows: S.payRows(ls) }]);
    const on = ls.filter((l) => l.date.getUTCMonth() === m - 1 && l.date.getUTCDate() === d);
    expectValue(wb, q, sum(on.map((l) => l[k])));
  });
  it('no run on that day: refused, naming the pay dates of the month', async () => {
    const wb = await bookOf([
      {
        name: 'Payroll',
        rows: S.payRows(
          S.payLines([
            ['Ann Lee', 30],
            ['Bo Park', 21.5],
          ]),
        ),
      },
    ]);
    expectRefused(wb, 'total net pay on the aug 14 payroll', /2026-08-07, 2026-08-21/);
  });
});

describe('W4: a sheet that is a forecast is read, not extrapolated', () => {
  it.each([
    ['Brightside Bakery cash-flow forecast Jan-Jun 2027', 1],
    ['Cash flow projection, first half 2027 (NZD)', 0.42],
    ['Budget: cash forecast Jan to Jun 2027', 3],
  ])('%s', async (title, k) => {
    const { rows, tout, tin, close } = S.forecastRows(title, k);
    const wb = await bookOf([{ name: 'Forecast', rows }]);
    expectValue(wb, 'total cash out over the forecast', sum(tout));
    expectValue(wb, 'total cash in over the period', sum(tin));
    expectValue(wb, 'projected closing cash in june', close[5]!);
  });
});

describe('W5: a best customer is never read from a cost column', () => {
  it.each([
    [['Harbour Cafe', 'Linden School', 'M. Okafor', 'Pine Dental'], '£'],
    [['Acme Ltd', 'Birch & Co', 'Cole Farms'], 'R'],
    [['Dune Resort', 'Elm Clinic', 'Fjord AS', 'Gull Inn', 'Hart Law'], 'NOK'],
  ])('%j (%s): asked back, naming the revenue columns', async (clients, cur) => {
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(S.jobs(clients), cur) }]);
    expectRefused(wb, 'which client is our best customer', /Quoted, Invoiced, Profit/);
    expectRefused(wb, 'who is our biggest customer', /Quoted, Invoiced, Profit/);
  });
});

describe('W6: a yes/no flag column named in the question filters the rows', () => {
  it.each([
    ['Yes', 'No', '£', 1],
    ['Y', 'N', '€', 0.5],
    ['TRUE', 'FALSE', 'CHF', 2],
  ])('grants flagged %s/%s (%s)', async (yes, no, cur, k) => {
    const gs = S.grants(k, yes, no);
    const wb = await bookOf([{ name: 'Grants', rows: S.grantRows(gs, cur) }]);
    const restricted = gs.list.filter((g) => g.restricted);
    expectValue(wb, 'how many grants are restricted', restricted.length);
    expectValue(wb, 'unspent restricted funds', sum(restricted.map(S.unspent)));
    expectValue(wb, 'how many grants are not restricted', gs.list.length - restricted.length);
  });
  it.each([
    [['Ingrid', 'Lars', 'Sofie'], 1],
    [['Ana', 'Bea'], 3.5],
  ])('an expense-claims log (%j): recharge, approved', async (people, k) => {
    const cs = S.claims(people, k);
    const wb = await bookOf([{ name: 'Claims', rows: S.claimRows(cs) }]);
    expectValue(
      wb,
      'how much can we recharge to clients',
      sum(cs.filter((c) => c.recharge).map((c) => c.amount)),
    );
    expectValue(
      wb,
      'total of claims not approved',
      sum(cs.filter((c) => !c.approved).map((c) => c.amount)),
    );
  });
});

describe('W7: "single" and "individual" are one row', () => {
  it.each([
    [['Ingrid', 'Lars', 'Sofie'], 1],
    [['Ana', 'Bea'], 0.7],
  ])('%j', async (people, k) => {
    const cs = S.claims(people, k);
    const wb = await bookOf([{ name: 'Claims', rows: S.claimRows(cs) }]);
    const top = Math.max(...cs.map((c) => c.amount));
    expectValue(wb, 'biggest single claim', top);
    expectValue(wb, 'largest individual claim', top);
  });
});

describe('M2: a Xero P&L: the half year is its Total, "the van" its vehicle account', () => {
  it.each([
    ['Golden Comb Apiary', 'Honey', 1],
    ['Kauri Bees Ltd', 'Manuka Honey', 1.7],
  ])('%s', async (shop, goods, k) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.plRows(shop, goods, k) }]);
    expectValue(wb, 'net profit for the half year', sum(S.plNetProfit(goods, k)));
    const van = S.plCosts(k).find((l) => l.account.includes('Motor Vehicle'))!;
    expectValue(wb, 'how much did we spend on the van in march', van.values[2]!);
    expectValue(wb, 'what did the ute cost us in may', van.values[4]!);
  });
});

describe('M3: budget vs actual for the year in the title', () => {
  it.each([
    [2025, 'R', 1],
    [2025, '$', 0.2],
  ])('year ended %d (%s)', async (year, cur, k) => {
    const wb = await bookOf([{ name: 'BvA', rows: S.bvaRows(year, cur, k) }]);
    const { expenses } = S.bvaLines(k);
    expectValue(
      wb,
      'how much did we actually spend in total last year',
      sum(expenses.map((x) => x.actual)),
    );
    const worst = expenses.reduce((a, b) => (b.actual - b.budget > a.actual - a.budget ? b : a));
    expectValue(wb, 'where did we overspend the most', worst.actual - worst.budget, worst.cat);
    // another year than the title's is still refused
    expectRefused(wb, 'how much did we actually spend in total in 2023');
  });
});

describe('M4: a bank statement: payouts counted by their words, the VAT bill', () => {
  it.each([
    ['Ink & Iron Tattoo Studio Ltd', 'EUR', 1],
    ['Salt Street Barbers Ltd', 'GBP', 0.55],
  ])('%s (%s)', async (holder, cur, k) => {
    const ls = S.bankLines('INK & IRON', 'KILLER INK SUPPLIES', k);
    const wb = await bookOf([{ name: 'Statement', rows: S.bankRows(holder, ls, cur) }]);
    const oct = ls.filter((l) => l.date.getUTCMonth() === 9 && l.desc.includes('CARD SALES'));
    expectValue(wb, 'how many card sales payouts in october', oct.length);
    const vat = ls.find((l) => l.desc.includes('VAT'))!;
    expectValue(wb, 'what was the vat bill', vat.paidOut!);
  });
});

describe('M5: a daily sales log whose Total is Card + Cash', () => {
  it.each([
    [['Harbour', 'Market Square', 'Beach'], 'kr', 1],
    [['Quay', 'Old Town'], '€', 0.13],
  ])('%j (%s)', async (locs, cur, k) => {
    const ds = S.salesDays(locs, k);
    const wb = await bookOf([{ name: 'Sales', rows: S.salesDayRows(ds, cur) }]);
    const tot = (d: S.SalesDay) => d.card + d.cash;
    const best = ds.reduce((a, b) => (tot(b) > tot(a) ? b : a));
    expectValue(wb, 'best day', tot(best));
    const byLoc = locs.map((l) => sum(ds.filter((d) => d.loc === l).map(tot)));
    expectValue(wb, 'which spot sells the most', Math.max(...byLoc));
    expectValue(wb, `how much did we take at ${locs[0]!.toLowerCase()}`, byLoc[0]!);
    expectValue(wb, 'average daily takings', sum(ds.map(tot)) / ds.length);
    const aug = ds.filter((d) => d.date.getUTCMonth() === 7);
    expectValue(wb, 'how many days did we trade in august', aug.length);
    expectValue(
      wb,
      'how much do we make on fridays',
      sum(ds.filter((d) => d.day === 'Fri').map(tot)),
    );
  });
});

describe('M6: a payroll register in owners words', () => {
  it('W/H is tax withheld, Rate the hourly rate, before tax the gross', async () => {
    const ls = S.payLines();
    const wb = await bookOf([{ name: 'Payroll', rows: S.payRows(ls) }]);
    const aug = ls.filter((l) => l.date.getUTCMonth() === 7);
    expectValue(wb, 'federal tax withheld in august', sum(aug.map((l) => l.fed)));
    expectValue(wb, "what's tom's hourly rate", 22.5);
    const jake = ls.filter((l) => l.who.startsWith('Jake'));
    expectValue(wb, 'how much did we pay jake before tax', sum(jake.map((l) => l.gross)));
  });
  it('a rate that changed is never one figure', async () => {
    const ls = S.payLines().map((l, i) =>
      l.who.startsWith('Tom') && i > 9 ? { ...l, rate: 24 } : l,
    );
    const wb = await bookOf([{ name: 'Payroll', rows: S.payRows(ls) }]);
    expectRefused(wb, "what's tom's hourly rate");
  });
});

describe('M7: a stock list named loosely', () => {
  it.each([
    ['¥', 1],
    ['$', 0.0068],
  ])('%s', async (cur, k) => {
    const items = S.stockItems(k);
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows(items, cur) }]);
    const it700 = items.find((x) => x.item.includes('700x25c'))!;
    expectValue(wb, 'how many 700c tubes have we got', it700.onHand);
    const chain = items.find((x) => x.item.includes('chain'))!;
    expectValue(wb, 'what do we sell the shimano chain for', chain.retail);
    const lock = items.find((x) => x.item.includes('U-lock'))!;
    expectValue(wb, 'how much do we make on each u-lock', lock.retail - lock.cost);
    const pads = items.find((x) => x.item.startsWith('Brake pads'))!;
    expectValue(wb, 'reorder level for brake pads', pads.reorder);
    // words that fit two items are never one of them
    expectRefused(wb, 'what do we sell the inner tube for');
  });
});

describe('M1: a header row whose label cell is empty names the money column', () => {
  it.each([
    ['Ade Fabrics', '₦', 1],
    ['Corner Deli', '£', 0.37],
  ])('%s (%s)', async (shop, cur, k) => {
    const wb = await bookOf([{ name: 'I&E', rows: ieRows(shop, cur, k) }]);
    const a = ask(wb, 'how much was rent');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.label).toContain(`Amount (${cur})`);
    expect(wb.sheets[0]!.tables[0]!.title).toContain(shop);
  });
});
