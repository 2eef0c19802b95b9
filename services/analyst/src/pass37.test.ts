/**
 * Issue 13, pass 37: the newest blind set's layouts, by shape (pass37-shapes.ts), laid out as
 * the lead described the blind books, each asked over a few variants (labels, currencies,
 * sizes). Every figure is computed here from the shape's own data; each question is answered
 * right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass37-shapes';
import { NOW, ask, expectRefused, expectValue, sum } from './pass-expect';

describe('W1: averages and totals of a ratio column', () => {
  it.each([1, 1.35, 0.8])('payroll register, scale %d: average hourly rate', async (k) => {
    const ls = S.payLines(k);
    const wb = await bookOf([{ name: 'Payroll', rows: S.payRows(ls) }]);
    expectRefused(wb, 'average hourly rate', /mean of the Rate\/hr column.*total Gross pay/);
    expectRefused(wb, 'what is the average rate per hour', /two readings/);
    // one tutor's rate over three months is that rate, never the three added
    expectValue(wb, "Asha Menon's hourly rate", ls[0]!.rate);
    expectValue(wb, 'total gross pay', sum(ls.map((l) => l.gross)));
  });

  it.each([
    [1, '$'],
    [2.4, '€'],
    [0.5, '£'],
  ] as Array<[number, string]>)('price list, scale %d %s: average margin %', async (k, cur) => {
    const wb = await bookOf([{ name: 'Prices', rows: S.pricedRows(S.pricedItems(k), cur) }]);
    expectRefused(wb, 'average margin %', /mean of the Margin % column.*total Margin/);
    expectRefused(wb, 'what is our average margin percentage', /two readings/);
  });

  it.each([
    [1, false],
    [3, true],
    [0.25, false],
  ] as Array<[number, boolean]>)(
    'fundraising tracker, scale %d, percent points %s: overall % of target',
    async (k, pp) => {
      const cs = S.campaigns(k);
      const wb = await bookOf([{ name: 'Tracker', rows: S.campaignRows(cs, pp) }]);
      const T = sum(cs.map((c) => c.target));
      const R = sum(cs.map((c) => c.raised));
      const own = pp ? Math.round((R / T) * 1000) / 10 : Math.round((R / T) * 10_000) / 100;
      expectValue(wb, 'overall % of target', own);
      expectValue(wb, 'what % of target did we raise in total', own);
      expectValue(wb, 'what percentage of our target have we raised altogether', own);
      expectRefused(wb, 'average % of target', /two readings/);
    },
  );
});

describe('W2: a count of what a P&L does not hold', () => {
  it.each([
    [1, 'Patient', 'patients'],
    [2, 'Client', 'clients'],
    [0.5, 'Pupil', 'pupils'],
  ] as Array<[number, string, string]>)(
    'QuickBooks P&L, scale %d: how many %s',
    async (k, who, noun) => {
      const acc = S.qbAccounts(k, who);
      const wb = await bookOf([{ name: 'Profit and Loss', rows: S.qbPnlRows(acc) }]);
      expectRefused(wb, `how many ${noun} did we see in march`);
      expectRefused(wb, `number of ${noun} in march`);
      expectRefused(wb, `what was the number of ${noun} in april`);
      // a money line is still read
      expectValue(wb, 'lab fees in march', acc.expenses[0]!.values[2]!);
    },
  );
});

describe('W3: aged receivables kept by invoice', () => {
  it.each([
    [1, 'DKK', ['Nordlys ApS', 'Havn & Co', 'Bryg Studio'], 'havn'],
    [3.2, 'SEK', ['Fjord AB', 'Skog Design', 'Ljus & Ljud'], 'skog design'],
    [0.4, 'NOK', ['Bølge AS', 'Tind Bygg', 'Elv Café'], 'tind'],
  ] as Array<[number, string, string[], string]>)(
    'scale %d %s: most owed, owed by one customer, largest invoice',
    async (k, cur, names, asked) => {
      const is = S.agedInvoices(k, names);
      const wb = await bookOf([{ name: 'Aged AR', rows: S.agedRows(is, cur) }]);
      const owed = (n: string) => sum(is.filter((i) => i.customer === n).map((i) => i.amount));
      const a = ask(wb, 'which client owes us the most');
      expect([a.refused, Number(a.figures[0]?.value), a.figures[0]?.at]).toEqual([
        false,
        owed(names[1]!),
        names[1],
      ]);
      expectValue(wb, `how much does ${asked} owe`, owed(names[1]!));
      expectValue(wb, `how much does ${names[0]} owe us`, owed(names[0]!));
      const big = Math.max(...is.map((i) => i.amount));
      const b = ask(wb, 'what is the largest unpaid invoice');
      expect([b.refused, Number(b.figures[0]?.value), b.figures[0]?.at]).toEqual([
        false,
        big,
        `${is.find((i) => i.amount === big)!.invoice} (${names[0]})`,
      ]);
      expectValue(wb, 'how many customers owe us anything', 3);
    },
  );
});

describe('W4: a finance schedule under a terms block, dates as dd.mm.yyyy text', () => {
  it.each([
    [74_316, 0.069, 24, 2, 'CHF', 'bikes'],
    [38_900, 0.054, 36, 0, 'EUR', 'vans'],
    [12_450, 0.081, 18, 5, 'CHF', 'e-bikes'],
  ] as Array<[number, number, number, number, string, string]>)(
    '%d financed at %d, %d months from month %d, %s %s: total, last date, owed, left',
    async (amount, rate, months, start, cur, subject) => {
      const ls = S.finLines(amount, rate, months, start);
      const wb = await bookOf([
        { name: 'Schedule', rows: S.finRows(ls, `22 x ${subject}`, amount, rate, cur) },
      ]);
      expectValue(wb, 'total of all the instalments', sum(ls.map((l) => l.pay)));
      const last = ls[ls.length - 1]!.due.toISOString().slice(0, 10);
      const a = ask(wb, 'when is the last payment');
      expect([a.refused, a.text.includes(last)]).toEqual([false, true]);
      const due = ls.filter((l) => l.due <= NOW);
      expectValue(wb, `how much do we still owe on the ${subject}`, due[due.length - 1]!.balance);
      expectValue(wb, "what's the monthly payment", ls[0]!.pay);
      expectValue(
        wb,
        'how much of the loan gets paid down by the 2026 instalments',
        sum(ls.filter((l) => l.due.getUTCFullYear() === 2026).map((l) => l.principal)),
      );
      const mar27 = ls.find((l) => l.due.toISOString().startsWith('2027-03'))!;
      expectValue(wb, 'interest part of the march 2027 payment', mar27.interest);
      expectValue(wb, 'how many payments are left', ls.length - due.length);
      expectValue(wb, 'what rate are we paying', Math.round(rate * 1000) / 10);
      expectValue(wb, 'how much did we borrow', amount);
    },
  );
});

describe('W5: an MRR bridge with Opening / Closing, months as dates', () => {
  it.each([
    [1, 'Opening MRR', 'Closing MRR'],
    [2.6, 'Open MRR', 'Close MRR'],
    [0.7, 'Beginning MRR', 'End MRR'],
  ] as Array<[number, string, string]>)(
    'scale %d, %s / %s: end of a month, churn, growth, forecast',
    async (k, open, close) => {
      const ms = S.bridgeMonths(k);
      const wb = await bookOf([{ name: 'MRR', rows: S.bridgeRows(ms, [open, close]) }]);
      const oct = ms[9]!;
      const jun = ms[5]!;
      expectValue(wb, 'mrr at the end of october', oct.close);
      expectValue(wb, 'mrr at the start of march', ms[2]!.open);
      expectValue(wb, 'how much mrr did we lose to churn this year', -sum(ms.map((m) => m.churn)));
      expectValue(wb, 'net new mrr in june', jun.close - jun.open);
      expectValue(wb, "what's our arr", oct.close * 12);
      expectValue(wb, 'how much has mrr grown since january', oct.close - ms[0]!.close);
      const worst = ms.reduce((a, m) => (m.churn < a.churn ? m : a));
      const a = ask(wb, 'which month did we churn the most');
      expect([a.refused, Number(a.figures[0]?.value)]).toEqual([false, worst.churn]);
      expectRefused(wb, 'what will mrr be next march', /forecast/);
    },
  );
});

describe('W6: a twelve-month cash-flow forecast with a Total column', () => {
  it.each([
    [1, 'Export sales (UK/US)', 'export'],
    [1.8, 'Export receipts (EU)', 'export'],
    [0.45, 'Overseas sales', 'overseas'],
  ] as Array<[number, string, string]>)(
    'scale %d, %s: net over the year, a line expected, outflows',
    async (k, line, word) => {
      const p = S.cashPlan(k, line);
      const wb = await bookOf([{ name: 'Forecast', rows: S.cashPlanRows(p) }]);
      const net = S.cashPlanNet(p);
      expectValue(wb, 'net cash flow over the year', sum(net));
      expectValue(
        wb,
        `how much ${word} do we expect in december`,
        p.ins.find((l) => l[0] === line)![1][5]!,
      );
      const worst = Math.min(...net);
      const a = ask(wb, 'which month has the biggest net outflow');
      expect([a.refused, Number(a.figures[0]?.value)]).toEqual([false, worst]);
      expectValue(
        wb,
        'what will bottling cost us',
        sum(p.outs.find((l) => l[0] === 'Bottling & packaging')![1]),
      );
      expectValue(
        wb,
        'in how many months do we pay out more than comes in',
        net.filter((n) => n < 0).length,
      );
    },
  );
});

describe('W7: job costing with a Job type column', () => {
  it.each([
    [1, 'C-', ['End of tenancy', 'Regular domestic', 'Office contract'], 'end of tenancy cleans'],
    [1.6, 'J', ['Deep clean', 'Window cleaning', 'Carpet care'], 'deep clean jobs'],
    [0.8, 'W-', ['Boiler service', 'Bathroom refit', 'Emergency callout'], 'boiler service'],
  ] as Array<[number, string, string[], string]>)(
    'scale %d, jobs %s: least made, per job, best client, a type invoiced, waiting',
    async (k, prefix, types, typeWords) => {
      const js = S.cleanJobs(k, prefix, types);
      const wb = await bookOf([{ name: 'Jobs', rows: S.cleanRows(js) }]);
      const ps = js.map(S.cleanProfit);
      const low = js[ps.indexOf(Math.min(...ps))]!;
      const a = ask(wb, 'which job made the least');
      expect([a.refused, Number(a.figures[0]?.value), a.figures[0]?.at]).toEqual([
        false,
        S.cleanProfit(low),
        low.no,
      ]);
      expectValue(wb, 'average profit per job', sum(ps) / js.length);
      const byClient = new Map<string, number>();
      js.forEach((j, i) => byClient.set(j.client, (byClient.get(j.client) ?? 0) + ps[i]!));
      const top = [...byClient.entries()].sort((x, y) => y[1] - x[1])[0]!;
      const b = ask(wb, 'best client by profit');
      expect([b.refused, Number(b.figures[0]?.value), b.figures[0]?.at]).toEqual([
        false,
        Math.round(top[1] * 100) / 100,
        top[0],
      ]);
      expectValue(
        wb,
        `how much have we invoiced for ${typeWords}`,
        sum(js.filter((j) => j.type === types[0]).map((j) => j.invoiced)),
      );
      expectValue(
        wb,
        'how much is still waiting to be paid',
        sum(js.filter((j) => j.status === 'Invoiced').map((j) => j.invoiced)),
      );
      const j7 = js[6]!;
      expectValue(
        wb,
        `margin on job ${j7.no}`,
        Math.round((S.cleanProfit(j7) / j7.invoiced) * 10_000) / 100,
      );
    },
  );
});

describe('W8: one sheet per quarter plus a Summary', () => {
  it.each([
    [1, 'zł'],
    [2.5, '€'],
    [0.6, 'Kč'],
  ] as Array<[number, string]>)(
    'café, scale %d %s: so far this year, a month, a quarter',
    async (k, cur) => {
      const b = S.quarterBook(k);
      const wb = await bookOf(S.quarterSheets(b, 2026, cur));
      const line = (n: string) => [...b.sales, ...b.costs].find((l) => l[0] === n)![1];
      const sales = [...Array(9).keys()].map((m) => sum(b.sales.map((l) => l[1][m]!)));
      const costs = [...Array(9).keys()].map((m) => sum(b.costs.map((l) => l[1][m]!)));
      expectValue(wb, 'rent paid so far this year', sum(line('Rent')));
      expectValue(wb, 'total sales so far this year', sum(sales));
      expectValue(wb, 'how much did pastries sell in may', line('Pastries')[4]!);
      const cakes = [0, 1, 2].map((q) => S.quarterTotal(line('Cakes'), q));
      const best = ask(wb, 'best quarter for cakes');
      expect([best.refused, Number(best.figures[0]?.value), best.figures[0]?.at]).toEqual([
        false,
        Math.max(...cakes),
        `Q${cakes.indexOf(Math.max(...cakes)) + 1}`,
      ]);
      expectValue(wb, 'profit in q3', S.quarterTotal(sales, 2) - S.quarterTotal(costs, 2));
      expectValue(wb, 'wages in july', line('Wages')[6]!);
      const top = [...b.sales].sort((x, y) => sum(y[1]) - sum(x[1]))[0]!;
      const p = ask(wb, 'which product sells best overall');
      expect([p.refused, p.figures[0]?.at]).toEqual([false, top[0]]);
      expectValue(
        wb,
        'how did coffee sales change from Q1 to Q3',
        S.quarterTotal(line('Coffee'), 2) - S.quarterTotal(line('Coffee'), 0),
      );
      expectValue(wb, 'average monthly sales', sum(sales) / 9);
      expectValue(
        wb,
        'ingredients as a % of sales in q2',
        (S.quarterTotal(line('Ingredients'), 1) / S.quarterTotal(sales, 1)) * 100,
      );
      expectValue(wb, 'best month for sales', Math.max(...sales));
    },
  );

  it.each([
    [1, 'Fjellro Camping', 'kr'],
    [1.9, 'Seeblick Camping', '€'],
    [0.35, 'Lakeside Holiday Park', '£'],
  ] as Array<[number, string, string]>)('campsite, scale %d %s (%s)', async (k, site, cur) => {
    const ls = S.campIncome(k);
    const wb = await bookOf(S.campSheets(ls, site, 2026, cur));
    const line = (n: string) => ls.find((l) => l[0] === n)![1];
    const tot = [...Array(9).keys()].map((m) => sum(ls.map((l) => l[1][m]!)));
    expectValue(wb, 'total cabin income this year', sum(line('Cabins')));
    expectValue(wb, 'glamping pods in july', line('Glamping pods')[6]!);
    const qs = [0, 1, 2].map((q) => S.quarterTotal(tot, q));
    const bq = ask(wb, 'which quarter was best');
    expect([bq.refused, bq.figures[0]?.at]).toEqual([false, `Q${qs.indexOf(Math.max(...qs)) + 1}`]);
    expectValue(wb, 'shop and café in may', line('Shop & café')[4]!);
    expectValue(wb, 'busiest month for income', Math.max(...tot));
    const car = line('Caravan & motorhome pitches');
    expectValue(
      wb,
      'how much more did caravan pitches bring in in Q3 than in Q2',
      S.quarterTotal(car, 2) - S.quarterTotal(car, 1),
    );
    expectValue(
      wb,
      'what share of income comes from tent pitches',
      (sum(line('Tent pitches')) / sum(tot)) * 100,
    );
    expectValue(wb, 'average monthly income from cabins', sum(line('Cabins')) / 9);
    expectValue(wb, 'total income so far', sum(tot));
    expectValue(wb, 'worst month for tents', Math.min(...line('Tent pitches')));
    expectValue(wb, 'income in august', tot[7]!);
  });
});

describe('W9: a supplier payments tracker', () => {
  it.each([
    [1, '£', ['Hughes–Patel', 'Okoro–Lindqvist', 'Moreau–Byrne'], 'hughes-patel'],
    [1.3, '€', ['Dubois–Klein', 'Rossi–Haas', 'Weber–Nowak'], 'the dubois-klein wedding'],
    [0.7, '$', ['Smith–Jones', 'Garcia–Lee', 'Brown–Khan'], 'smith-jones'],
  ] as Array<[number, string, string[], string]>)(
    'scale %d %s: paid so far, still owed, due in a month',
    async (k, cur, weddings, asked) => {
      const ls = S.supplierLines(k, weddings);
      const wb = await bookOf([{ name: 'Suppliers', rows: S.supplierRows(ls, cur) }]);
      const of = (w: string) => ls.filter((l) => l.wedding === w);
      expectValue(
        wb,
        `how much have we paid so far for ${asked}`,
        sum(of(weddings[0]!).map((l) => l.deposit + l.balancePaid)),
      );
      expectValue(wb, 'what do we still owe suppliers altogether', sum(ls.map(S.outstanding)));
      expectValue(
        wb,
        `how much do we still owe for the ${weddings[1]} wedding`,
        sum(of(weddings[1]!).map(S.outstanding)),
      );
      expectValue(wb, 'biggest single supplier contract', Math.max(...ls.map((l) => l.contract)));
      expectValue(
        wb,
        'catering spend across all weddings',
        sum(ls.filter((l) => l.category === 'Catering').map((l) => l.contract)),
      );
      const left = weddings.map((w) => sum(of(w).map(S.outstanding)));
      const m = ask(wb, 'which wedding has the most left to pay');
      expect([m.refused, m.figures[0]?.at]).toEqual([
        false,
        weddings[left.indexOf(Math.max(...left))],
      ]);
      expectValue(
        wb,
        'how many suppliers are fully paid',
        ls.filter((l) => S.outstanding(l) === 0).length,
      );
      expectValue(
        wb,
        'how much falls due in march 2027',
        sum(ls.filter((l) => l.dueBy.toISOString().startsWith('2027-03')).map(S.outstanding)),
      );
      const w2 = of(weddings[2]!);
      expectValue(
        wb,
        `florals as a share of the ${weddings[2]} budget`,
        (sum(w2.filter((l) => l.category === 'Florals').map((l) => l.contract)) /
          sum(w2.map((l) => l.contract))) *
          100,
      );
    },
  );
});

describe('W10: a placements log', () => {
  it.each([
    [1, ['Northwind Logistics', 'Bluebell Health', 'Quarry Digital'], 'northwind'],
    [1.4, ['Atlas Freight', 'Harbour Care', 'Pixel Forge'], 'atlas freight'],
    [0.8, ['Kestrel Retail', 'Maple Dental', 'Orbit Labs'], 'kestrel'],
  ] as Array<[number, string[], string]>)(
    'scale %d: slowest payer, fees by client, unpaid, salaries',
    async (k, clients, asked) => {
      const ps = S.placements(k, clients);
      const wb = await bookOf([{ name: 'Placements', rows: S.placementRows(ps) }]);
      const mean = (c: string) => {
        const ds = ps
          .filter((p) => p.client === c)
          .map(S.daysToPay)
          .filter((d) => d !== null);
        return sum(ds as number[]) / ds.length;
      };
      const slow = [...clients].sort((a, b) => mean(b) - mean(a))[0]!;
      const a = ask(wb, 'which client pays slowest');
      expect([a.refused, a.figures[0]?.at, Number(a.figures[0]?.value)]).toEqual([
        false,
        slow,
        Math.round(mean(slow) * 100) / 100,
      ]);
      const fees = (c: string) => sum(ps.filter((p) => p.client === c).map(S.placementFee));
      expectValue(wb, `fees from ${clients[1]}`, fees(clients[1]!));
      expectValue(wb, 'fees still unpaid', sum(ps.filter((p) => !p.paid).map(S.placementFee)));
      expectValue(wb, 'average salary we placed', sum(ps.map((p) => p.salary)) / ps.length);
      expectValue(wb, `how long does ${asked} take to pay on average`, mean(clients[0]!));
      expectValue(wb, `what did we bill for ${ps[2]!.candidate}`, S.placementFee(ps[2]!));
      expectValue(wb, 'total salary placed', sum(ps.map((p) => p.salary)));
    },
  );
});

describe('M2: a daily takings log with text dates "2026/08/01"', () => {
  it.each([1, 1.7, 0.6])('scale %d: takings in a month, a day, daily average', async (k) => {
    const ts = S.takings(k);
    const wb = await bookOf([{ name: 'Takings', rows: S.takingsRows(ts) }]);
    const month = (m: string) => ts.filter((t) => t.date.startsWith(`2026/${m}`));
    expectValue(wb, 'total takings in august', sum(month('08').map(S.takingsTotal)));
    expectValue(wb, 'how much did we take on aug 15', S.takingsTotal(ts[14]!));
    expectValue(
      wb,
      'average daily revenue in september',
      sum(month('09').map(S.takingsTotal)) / 30,
    );
  });
});

describe('M4: the accounts a bracket names on a QuickBooks P&L', () => {
  it.each([1, 2.2, 0.5])(
    'scale %d: wages bill (associates, hygienists and front desk)',
    async (k) => {
      const acc = S.qbAccounts(k);
      const wb = await bookOf([{ name: 'Profit and Loss', rows: S.qbPnlRows(acc) }]);
      const wages = acc.expenses.filter((a) => /^60[0-2]0 Wages/.test(a.name));
      expectValue(
        wb,
        'what is our wages bill (associates, hygienists and front desk)',
        sum(wages.flatMap((a) => a.values)),
      );
      expectValue(
        wb,
        'wages bill (associates, hygienists and front desk) in march',
        sum(wages.map((a) => a.values[2]!)),
      );
      // an item that names no account is left to the engine, never guessed
      expectRefused(wb, 'what is our wages bill (associates, dentists and front desk)');
    },
  );
});
