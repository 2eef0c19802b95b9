/**
 * Issue 13, pass 50: logs and registers of rows (pass50-shapes.ts), each asked over variants
 * (labels, currencies, sizes, row counts, date forms) and in several phrasings. Every figure is
 * computed here from the shape's own data; each question is answered right or refused, never
 * with another figure.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import * as S from './pass50-shapes';

const NOW = new Date('2026-11-25T12:00:00Z');
type Book = Parameters<typeof answerQuestion>[0];
const ask = (wb: Book, q: string) => answerQuestion(wb, q, { now: NOW });
const r2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const expectValue = (wb: Book, q: string, v: number, at?: string): void => {
  const a = ask(wb, q);
  const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
  expect([q, got]).toEqual([q, r2(v)]);
  if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
};
const expectRefused = (wb: Book, q: string, says?: RegExp): void => {
  const a = ask(wb, q);
  expect([q, a.refused]).toEqual([q, true]);
  if (says) expect([q, a.text]).toEqual([q, expect.stringMatching(says)]);
};
const book = (rows: S.Row50[], name = 'Sheet1') => S.book46([{ name, rows }]);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const inMonth = (d: Date, m: number, y = 2026) => d.getUTCFullYear() === y && d.getUTCMonth() === m;
const MONTHS = S.MONTHS;

// ---------------------------------------------------------------------------------------------
describe('W1, L1: a bookings log: takings are its one money column, things per booking Σ Qty ÷ rows', () => {
  const variants: Array<
    [string, S.HireLogOpts, { thing: string; item: string; chan: string; chanQ: string }]
  > = [
    [
      'bike hire, NZ$, 120 rows',
      {},
      { thing: 'bikes', item: 'E-bike', chan: 'GetYourGuide', chanQ: 'GetYourGuide' },
    ],
    [
      'kayak hire, £, 60 rows, one month',
      {
        title: 'Loch Tay Paddle Co. — bookings',
        sub: 'October 2026 · £ incl. VAT',
        n: 60,
        months: [9],
        heads: ['Date', 'Ref', 'Source', 'Craft', 'Session', 'Boats', 'Value (£)'],
        items: {
          'Single kayak': [25, 40],
          'Double kayak': [40, 65],
          Paddleboard: [20, 35],
          Canoe: [35, 55],
        },
        channels: ['Online', 'Walk-in', 'Viator'],
        lengths: ['2 hours', 'Full day'],
        total: 'Total',
        seed: 3,
      },
      { thing: 'boats', item: 'Paddleboard', chan: 'Viator', chanQ: 'viator' },
    ],
    [
      'e-bike hire, €, 90 rows, scaled',
      {
        n: 90,
        scale: 1.15,
        heads: ['Date', 'Booking no', 'Channel', 'Bike', 'Hire', 'Bikes', 'Amount €'],
        seed: 19,
      },
      { thing: 'bikes', item: 'Tandem', chan: 'Hotel desk', chanQ: 'the hotel desk' },
    ],
  ];
  it.each(variants)('%s', async (_n, o, w) => {
    const { rows, data } = S.hireLog(o);
    const wb = await book(rows);
    const total = sum(data.map((b) => b.amount));
    const qty = sum(data.map((b) => b.qty));
    // W1: things per booking is Σ Qty ÷ bookings, never the mean amount
    expectValue(wb, `average ${w.thing} per booking`, qty / data.length);
    expectValue(wb, `how many ${w.thing} per booking on average`, qty / data.length);
    expectValue(wb, `average number of ${w.thing} per booking`, qty / data.length);
    // takings are the money column
    expectValue(wb, 'how much have we taken in total', total);
    expectValue(wb, 'total takings', total);
    expectValue(wb, "what's our revenue", total);
    const item = data.filter((b) => b.item === w.item);
    const itemQ = w.item.toLowerCase();
    expectValue(wb, `${itemQ} revenue`, sum(item.map((b) => b.amount)));
    expectValue(wb, `how much did ${itemQ}s bring in`, sum(item.map((b) => b.amount)));
    expectValue(wb, `takings from ${itemQ}s`, sum(item.map((b) => b.amount)));
    const chan = data.filter((b) => b.channel === w.chan);
    const share = (sum(chan.map((b) => b.amount)) / total) * 100;
    expectValue(wb, `what share of takings came through ${w.chanQ}`, share);
    expectValue(wb, `what % of revenue came from ${w.chanQ}`, share);
    expectValue(wb, `${w.chanQ} as a percentage of sales`, share);
    const m = o.months?.[0] ?? 9;
    const itemM = item.filter((b) => inMonth(b.date, m));
    expectValue(wb, `${itemQ} takings in ${MONTHS[m]}`, sum(itemM.map((b) => b.amount)));
    expectValue(wb, `how many ${w.thing} did we hire out`, qty);
    expectValue(wb, `how much did ${itemQ}s make`, sum(item.map((b) => b.amount)));
    expectValue(
      wb,
      `what percentage of our bookings came through ${w.chanQ}`,
      (chan.length / data.length) * 100,
    );
    const len = o.lengths?.[1] ?? 'Full day';
    expectValue(
      wb,
      `how many ${len.toLowerCase()} bookings`,
      data.filter((b) => b.hire === len).length,
    );
    expectValue(
      wb,
      `sales in ${MONTHS[m]!.toLowerCase()}`,
      sum(data.filter((b) => inMonth(b.date, m)).map((b) => b.amount)),
    );
    // refusals stay refusals: the log holds no costs
    expectRefused(wb, 'how much profit did we make');
    expectRefused(wb, 'what were our costs');
  });
  it('"e-bike" is E-bike written any way; the rows not of it are never added', async () => {
    const { rows, data } = S.hireLog();
    const wb = await book(rows);
    const eb = sum(data.filter((b) => b.item === 'E-bike').map((b) => b.amount));
    for (const q of ['e-bike revenue', 'ebike revenue', 'e bike takings', 'revenue from e-bikes'])
      expectValue(wb, q, eb);
    const walk = sum(
      data.filter((b) => b.channel === 'Walk-in' && inMonth(b.date, 10)).map((b) => b.amount),
    );
    expectValue(
      wb,
      'revenue from walk ins last month',
      sum(data.filter((b) => b.channel === 'Walk-in' && inMonth(b.date, 9)).map((b) => b.amount)),
    );
    expectValue(wb, 'walk-in takings this month', walk);
  });
});

// ---------------------------------------------------------------------------------------------
describe('W2, L2: a bank export with one signed Amount, newest first', () => {
  const variants: Array<[string, S.BankExportOpts]> = [
    ['£, dates, Sep to Nov', {}],
    [
      '€, text dates, Details / Value, two months',
      {
        months: [9, 10],
        dates: 'dmy',
        heads: ['Date', 'Type', 'Details', 'Value (€)', 'Balance (€)'],
        scale: 0.8,
        seed: 5,
      },
    ],
    [
      'oldest first, text "3 Sep 2026" dates, bigger',
      { oldestFirst: true, dates: 'text', scale: 1.6, opening: 3_100, seed: 9 },
    ],
  ];
  it.each(variants)('%s', async (_n, o) => {
    const { rows, data, opening } = S.bankExport(o);
    const wb = await book(rows, 'Transactions');
    const months = o.months ?? [8, 9, 10];
    // W2: the row with the smallest balance, and its day
    const low = data.reduce((a, t) => (t.balance < a.balance ? t : a));
    expectValue(wb, 'when was the balance lowest', low.balance, iso(low.date));
    expectValue(wb, 'how low did the balance get', low.balance, iso(low.date));
    expectValue(wb, 'what was our lowest balance', low.balance);
    const high = data.reduce((a, t) => (t.balance > a.balance ? t : a));
    expectValue(wb, 'when was the balance highest', high.balance, iso(high.date));
    const last = data[data.length - 1]!;
    expectValue(wb, "what's our bank balance", last.balance, iso(last.date));
    expectValue(wb, 'how much is in the bank', last.balance);
    expectValue(wb, 'current balance', last.balance);
    const [m1, m2] = [months[1]!, months[months.length - 1]!];
    const inM = (m: number) => data.filter((t) => inMonth(t.date, m));
    const pos = (ts: S.Txn[]) => sum(ts.filter((t) => t.amount > 0).map((t) => t.amount));
    const neg = (ts: S.Txn[]) => -sum(ts.filter((t) => t.amount < 0).map((t) => t.amount));
    expectValue(wb, `how much came in in ${MONTHS[m1]}`, pos(inM(m1)));
    expectValue(wb, `money in for ${MONTHS[m1]!.toLowerCase()}`, pos(inM(m1)));
    expectValue(wb, 'how much went out in total', neg(data));
    expectValue(wb, 'total money out', neg(data));
    expectValue(wb, 'biggest payment in', Math.max(...data.map((t) => t.amount)));
    expectValue(wb, 'largest payment out', -Math.min(...data.map((t) => t.amount)));
    const wd = data.filter((t) => /DEPOSIT/.test(t.desc) && /WEDDING/.test(t.desc));
    expectValue(wb, 'how much did we get in wedding deposits', sum(wd.map((t) => t.amount)));
    expectValue(wb, 'wedding deposits total', sum(wd.map((t) => t.amount)));
    expectValue(wb, `net cash flow for ${MONTHS[m2]}`, sum(inM(m2).map((t) => t.amount)));
    expectValue(wb, `money in minus money out in ${MONTHS[m2]}`, sum(inM(m2).map((t) => t.amount)));
    const stripe = data.filter((t) => /STRIPE/.test(t.desc));
    expectValue(wb, 'stripe payouts total', sum(stripe.map((t) => t.amount)));
    expectValue(wb, 'how much did we receive from stripe', sum(stripe.map((t) => t.amount)));
    expectValue(wb, `what was the balance at the start of ${MONTHS[months[0]!]}`, opening);
    expectValue(wb, 'opening balance', opening);
    const first2 = inM(m1)[0]!;
    expectValue(wb, `balance at the start of ${MONTHS[m1]}`, first2.balance - first2.amount);
    const van = data.filter((t) => /VAN$/.test(t.desc));
    expectValue(wb, 'how much do we pay for the van each month', -van[0]!.amount);
    expectValue(wb, "what's the van payment", -van[0]!.amount);
    expectValue(wb, 'monthly van payment', -van[0]!.amount);
    const dd = data.filter((t) => t.type === 'DD' && inMonth(t.date, m1));
    expectValue(wb, `how many direct debits in ${MONTHS[m1]}`, dd.length);
    expectValue(
      wb,
      'total bank charges',
      -sum(data.filter((t) => t.type === 'CHG').map((t) => t.amount)),
    );
    expectValue(wb, 'what was the lowest the balance got to', low.balance);
    expectValue(wb, `total income in ${MONTHS[m1]}`, pos(inM(m1)));
    expectValue(wb, 'how much was the van finance each month', -van[0]!.amount);
    expectValue(wb, 'what did we spend at the market', neg(data.filter((t) => /MKT/.test(t.desc))));
    expectValue(wb, 'how much rent did we pay', neg(data.filter((t) => /^RENT/.test(t.desc))));
    // in or out unsaid: asked back with both
    expectRefused(wb, 'biggest payment', /in or out/);
    // a month the export does not reach
    expectRefused(wb, 'how much came in in march', /export runs from/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('W3, L3a: a member list with a Status, text Cancelled dates and summary rows', () => {
  const variants: Array<[string, S.MemberListOpts]> = [
    ['martial arts, text dates, summary rows', {}],
    [
      'dance school, other headers, dd/mm/yyyy',
      {
        title: 'Step Up Dance Academy: members',
        sub: 'As at 30/11/2026, fees per month',
        heads: [
          'Name',
          'Membership',
          'Monthly fee (£)',
          'Joined',
          'Status',
          'Cancelled on',
          'Grade',
          'Payment method',
          'Notes',
        ],
        dates: 'dmy',
        fees: { Adult: 48, Junior: 30, Family: 80 },
      },
    ],
    ['no summary rows, scaled', { summary: false, scale: 1.2 }],
  ];
  it.each(variants)('%s', async (_n, o) => {
    const { rows, data } = S.memberList(o);
    const wb = await book(rows, 'Members');
    const plans = Object.keys(o.fees ?? { 'Adult Unlimited': 1, Junior: 1, Family: 1 });
    const active = data.filter((m) => m.status === 'Active');
    expectValue(wb, 'how many active members do we have', active.length);
    expectValue(wb, 'how many active members are there', active.length);
    expectValue(wb, 'number of active members', active.length);
    const cancelled26 = data.filter(
      (m) => m.status === 'Cancelled' && m.cancelled!.getUTCFullYear() === 2026,
    );
    expectValue(wb, 'how many members cancelled this year', cancelled26.length);
    expectValue(wb, 'how many people have left this year', cancelled26.length);
    expectValue(wb, 'how many cancelled in 2026', cancelled26.length);
    const junior = active.filter((m) => m.plan === plans[1]);
    expectValue(wb, `how many active ${plans[1]!.toLowerCase()} members`, junior.length);
    const fam = active.filter((m) => m.plan === plans[2]);
    expectValue(
      wb,
      `what does the ${plans[2]!.toLowerCase()} plan bring in a month`,
      sum(fam.map((m) => m.fee)),
    );
    expectValue(
      wb,
      `monthly income from ${plans[2]!.toLowerCase()} members`,
      sum(fam.map((m) => m.fee)),
    );
    const fees = sum(active.map((m) => m.fee));
    expectValue(wb, 'monthly income from active members', fees);
    expectValue(wb, 'what do active members pay us a month', fees);
    expectValue(wb, 'monthly fees', fees);
    // the most Active rows
    const byPlan = plans.map((p) => [p, active.filter((m) => m.plan === p).length] as const);
    const top = [...byPlan].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'most popular plan', top[1], top[0]);
    expectValue(wb, 'which plan has the most members', top[1], top[0]);
    expectValue(wb, 'average monthly fee of active members', fees / active.length);
    const frozen = data.filter((m) => m.status === 'Frozen');
    expectValue(
      wb,
      'what would the frozen members normally pay us a month',
      sum(frozen.map((m) => m.fee)),
    );
    expectValue(wb, 'monthly fees of frozen members', sum(frozen.map((m) => m.fee)));
    const longest = [...active].sort((a, b) => a.start.getTime() - b.start.getTime())[0]!;
    const a = ask(wb, "who's been a member the longest");
    expect([a.figures[0]?.value, a.figures[0]?.at]).toEqual([iso(longest.start), longest.name]);
    expectValue(
      wb,
      'how many joined in 2026',
      data.filter((m) => m.start.getUTCFullYear() === 2026).length,
    );
    const adults = active.filter((m) => m.plan === plans[0]);
    expectValue(
      wb,
      `how many active ${plans[0]!.split(' ')[0]!.toLowerCase()} members`,
      adults.length,
    );
    expectValue(wb, 'which plan is the most popular', top[1], top[0]);
    const oct = data.filter((m) => m.status === 'Cancelled' && inMonth(m.cancelled!, 9));
    expectValue(wb, 'how many members left last month', oct.length);
    expectValue(
      wb,
      'how many new members this year',
      data.filter((m) => m.start.getUTCFullYear() === 2026).length,
    );
    const dd = active.filter((m) => m.pays === 'Direct Debit');
    expectValue(
      wb,
      'what share of active members pay by direct debit',
      (dd.length / active.length) * 100,
    );
    expectValue(
      wb,
      'what percentage of active members pay by direct debit',
      (dd.length / active.length) * 100,
    );
  });
});

describe('W4, L3b: a membership tracker: Monthly equiv., renewals, a waiver flag, visits', () => {
  const variants: Array<[string, S.TrackerOpts]> = [
    ['bouldering, CA$, 32 members', {}],
    [
      'climbing wall, US$, other headers, 26 members',
      {
        title: 'Crux Climbing, Portland: members',
        sub: 'As of Nov 30, 2026. Prices in US$. Check-ins since Jan 1.',
        heads: [
          'Member ID',
          'Member',
          'Plan',
          'Joined',
          'Billing',
          'Price (US$)',
          'Monthly value (US$)',
          'Status',
          'Renews',
          'Waiver',
          'Check-ins YTD',
        ],
        n: 26,
        scale: 1.1,
        footer: '26 members',
      },
    ],
  ];
  it.each(variants)('%s', async (_n, o) => {
    const { rows, data } = S.climbTracker(o);
    const wb = await book(rows, 'Members');
    const active = data.filter((c) => c.status === 'Active');
    const top = [...data].sort((a, b) => b.visits - a.visits)[0]!;
    expectValue(wb, "who's visited the most this year", top.visits, top.name);
    expectValue(wb, 'who visits the most', top.visits, top.name);
    expectValue(wb, 'who has the most visits', top.visits, top.name);
    expectValue(
      wb,
      'monthly recurring revenue from active members',
      sum(active.map((c) => c.monthly)),
    );
    expectValue(wb, "what's our MRR", sum(active.map((c) => c.monthly)));
    const priya = data.find((c) => c.name === 'Priya Nair')!;
    const a = ask(wb, 'when does Priya Nair renew');
    expect([a.refused, a.figures[0]?.value]).toEqual([false, iso(priya.renewal)]);
    const jan = data.filter(
      (c) =>
        c.billing === 'Annual' &&
        c.status !== 'Cancelled' &&
        c.status !== 'Expired' &&
        inMonth(c.renewal, 0, 2027),
    );
    expectValue(wb, 'how many annual renewals are due in january', jan.length);
    expectValue(wb, 'how many annual members renew in january', jan.length);
    const noWaiver = data.filter((c) => c.waiver === 'N');
    expectValue(wb, "how many members haven't signed the waiver", noWaiver.length);
    expectValue(wb, 'how many people have not signed a waiver', noWaiver.length);
    const student = data.find((c) => c.plan === 'Student')!;
    expectValue(wb, 'what does the student plan cost', student.fee);
    expectValue(wb, 'how much is the student plan', student.fee);
    const joined = data.filter((c) => c.start.getUTCFullYear() === 2026);
    expectValue(wb, 'how many people joined this year', joined.length);
    const b = ask(wb, "when is Priya's renewal");
    expect([b.refused, b.figures[0]?.value]).toEqual([false, iso(priya.renewal)]);
    // a count of the visits column cannot be read for another year
    expectRefused(wb, 'who visited the most in 2025', /cannot be read/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('W5, L4: a client ledger: a column by its own date, periods the ledger does not hold', () => {
  const variants: Array<[string, S.LedgerOpts]> = [
    ['funeral director, text dd/mm/yyyy deposit dates', {}],
    ['deposit dates as dates, scaled, 11 rows', { dates: 'date', scale: 1.1, n: 11 }],
    [
      'other headers',
      {
        heads: [
          'Ref',
          'Funeral date',
          'Deceased',
          'Family contact',
          'Package',
          'Professional fees (£)',
          'Disbursements (£)',
          'Invoice total (£)',
          'Deposit (£)',
          'Date deposit paid',
          'Further payments (£)',
          'Outstanding (£)',
          'Status',
        ],
      },
    ],
  ];
  it.each(variants)('%s', async (_n, o) => {
    const { rows, data } = S.funeralLedger(o);
    const wb = await book(rows, 'Ledger');
    const octDep = data.filter((f) => f.deposit && inMonth(f.depositDate, 9));
    expect(octDep.length).toBeGreaterThan(0);
    // W5: by the deposit's own date, never the funeral date
    expectValue(wb, 'deposits taken in october', sum(octDep.map((f) => f.deposit)));
    expectValue(
      wb,
      'how much did we take in deposits in october',
      sum(octDep.map((f) => f.deposit)),
    );
    expectRefused(wb, 'how many funerals did we do in 2025', /nothing for 2025/);
    expectRefused(wb, 'how many funerals in 2025');
    expectValue(
      wb,
      'how many funerals in october',
      data.filter((f) => inMonth(f.funeral, 9)).length,
    );
    const most = [...data].sort((a, b) => b.balance - a.balance)[0]!;
    expectValue(wb, 'who owes us the most', most.balance, most.client);
    expectValue(wb, 'which family owes the most', most.balance, most.client);
    const fees = sum(data.map((f) => f.fees));
    expectValue(wb, 'how much are our own fees across all the funerals', fees);
    expectValue(wb, 'total of our fees', fees);
    const dwp = data.filter((f) => f.status === 'Awaiting DWP payment');
    expectValue(wb, 'how many families are waiting on the DWP', dwp.length);
    expectValue(wb, 'how many are awaiting DWP payment', dwp.length);
    const share =
      (sum(data.map((f) => f.deposit + f.further)) / sum(data.map((f) => f.invoice))) * 100;
    expectValue(wb, 'what share of the invoiced total have we collected', share);
    expectValue(wb, 'what percentage of the invoice total have we received', share);
    expectValue(wb, 'how much have we invoiced', sum(data.map((f) => f.invoice)));
    expectValue(wb, 'what percentage have we collected', share);
    expectValue(wb, 'biggest outstanding balance', most.balance, most.client);
    const finch = data.find((f) => /Finch/.test(f.client))!;
    expectValue(wb, 'how much do the Finch family owe', finch.balance);
  });
});

// ---------------------------------------------------------------------------------------------
describe('W6, L5: a commission register', () => {
  const variants: Array<[string, S.RegisterOpts]> = [
    ['Stellenbosch, R, 12 sales', {}],
    [
      'other headers, 10 sales, scaled',
      {
        n: 10,
        scale: 0.8,
        heads: [
          'Registration date',
          'Address',
          'Area',
          'Agent',
          'Selling price (R)',
          'Commission rate',
          'Commission ex VAT (R)',
          'VAT (R)',
          'Commission inc VAT (R)',
          'Split',
          'Agent share (R)',
          'Agency share (R)',
        ],
      },
    ],
  ];
  it.each(variants)('%s', async (_n, o) => {
    const { rows, data } = S.commissionRegister(o);
    const wb = await book(rows, 'Register');
    const agents = [...new Set(data.map((t) => t.agent))];
    const by = (f: (t: S.Transfer) => number) =>
      agents
        .map((a) => [a, sum(data.filter((t) => t.agent === a).map(f))] as const)
        .sort((x, y) => y[1] - x[1]);
    const topComm = by((t) => t.excl)[0]!;
    expectValue(wb, 'top agent by commission', topComm[1], topComm[0]);
    expectValue(wb, 'which agent brought in the most commission', topComm[1], topComm[0]);
    expectValue(wb, 'total value of properties sold', sum(data.map((t) => t.price)));
    expectValue(wb, 'total sales', sum(data.map((t) => t.price)));
    const a = ask(wb, 'total commission?');
    expect([a.refused, r2(Number(a.figures[0]!.value))]).toEqual([
      false,
      r2(sum(data.map((t) => t.excl))),
    ]);
    expect(a.text).toMatch(/incl/i);
    const thandi = data.filter((t) => t.agent === 'Thandi Mokoena');
    expectValue(wb, 'how much does Thandi get', sum(thandi.map((t) => t.agentShare)));
    expectValue(wb, "what's Thandi's share", sum(thandi.map((t) => t.agentShare)));
    expectValue(wb, 'what has thandi mokoena earned', sum(thandi.map((t) => t.agentShare)));
    const big = [...data].sort((x, y) => y.price - x.price)[0]!;
    expectValue(wb, 'biggest sale?', big.price, big.property);
    expectValue(wb, 'what was our largest sale', big.price);
    const nov = data.filter((t) => inMonth(t.date, 10));
    expectValue(wb, 'vat on commission in november', sum(nov.map((t) => t.vat)));
    expectValue(wb, 'how much vat in november', sum(nov.map((t) => t.vat)));
    expectValue(wb, "agency's share after agent splits", sum(data.map((t) => t.agencyShare)));
    expectValue(wb, 'how much does the agency keep', sum(data.map((t) => t.agencyShare)));
    const dorp = data.find((t) => t.property === '14 Dorp Street')!;
    expectValue(wb, 'commission on 14 Dorp Street', dorp.excl);
    expectValue(wb, 'what commission did we earn on 14 dorp street', dorp.excl);
    const mean = (sum(data.map((t) => t.rate)) / data.length) * 100;
    const avg = ask(wb, 'average commission rate');
    expect([avg.refused, r2(Number(avg.figures[0]!.value))]).toEqual([false, r2(mean)]);
    expect(avg.figures[1]!.value).toBe(
      String(r2((sum(data.map((t) => t.excl)) / sum(data.map((t) => t.price))) * 100)),
    );
    expectValue(wb, 'how many properties did we sell in november', nov.length);
    expectValue(wb, "what's the average commission %", mean);
    const laan = data.find((t) => t.property === '3 Die Laan')!;
    expectValue(wb, 'what did 3 die laan sell for', laan.price);
    const count = agents
      .map((x) => [x, data.filter((t) => t.agent === x).length] as const)
      .sort((x, y) => y[1] - x[1]);
    if (count[0]![1] > count[1]![1])
      expectValue(wb, 'who sold the most properties', count[0]![1], count[0]![0]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('W7, L6: a vehicle log and expenses claim', () => {
  const variants: Array<[string, S.VehicleOpts, { claim: string; unit: string }]> = [
    ['km at 88c, NZ$', {}, { claim: 'km claim', unit: 'km' }],
    [
      'miles at 45p, £, other headers, four months',
      {
        rate: 0.45,
        months: [7, 8, 9, 10],
        perMonth: 7,
        title: 'Pawfect Mobile Grooming: mileage & expenses',
        sub: 'Business miles claimed at 45p/mile (HMRC). August to November 2026.',
        heads: [
          'Date',
          'From',
          'To',
          'Purpose',
          'Miles',
          'Mileage claim (45p/mile)',
          'Parking £',
          'Other £',
          'Other details',
          'Total £',
        ],
      },
      { claim: 'mileage claim', unit: 'miles' },
    ],
  ];
  it.each(variants)('%s', async (_n, o, w) => {
    const { rows, data } = S.vehicleLog(o);
    const wb = await book(rows, 'Vehicle log');
    const nov = data.filter((t) => inMonth(t.date, 10));
    expectValue(wb, `${w.claim} for november`, sum(nov.map((t) => t.claim)));
    expectValue(wb, `what's the ${w.claim} for november`, sum(nov.map((t) => t.claim)));
    const bun = data.filter((t) => /^Bunnings/.test(t.details));
    expectValue(wb, 'how much did we spend at bunnings', sum(bun.map((t) => t.other)));
    expectValue(wb, 'what did we spend at bunnings', sum(bun.map((t) => t.other)));
    expectRefused(wb, 'how many dogs did we groom in august', /not dogs/);
    expectRefused(wb, 'how many dogs did we groom');
    const aug = data.filter((t) => inMonth(t.date, 7));
    expectValue(wb, 'how much did we claim in august', sum(aug.map((t) => t.total)));
    expectValue(wb, 'total claim for august', sum(aug.map((t) => t.total)));
    expectValue(wb, `average ${w.unit} per trip`, sum(data.map((t) => t.km)) / data.length);
    expectValue(wb, 'average trip length', sum(data.map((t) => t.km)) / data.length);
    expectValue(wb, 'how many trips in august', aug.length);
    expectValue(wb, `how many ${w.unit} in august`, sum(aug.map((t) => t.km)));
    expectValue(wb, 'how much did we claim in total', sum(data.map((t) => t.total)));
    expectValue(wb, 'how much did we spend at Bunnings altogether', sum(bun.map((t) => t.other)));
    if (o.heads)
      expectValue(wb, 'how much did we claim for parking', sum(data.map((t) => t.tolls)));
    else expectValue(wb, 'how much did we claim for tolls', sum(data.map((t) => t.tolls)));
    expectValue(wb, `what's the ${w.claim.split(' ')[0]} rate`, o.rate ?? 0.88);
    const sep = data.filter((t) => inMonth(t.date, 8));
    expectValue(wb, 'how far did we drive in september', sum(sep.map((t) => t.km)));
  });
});

// ---------------------------------------------------------------------------------------------
describe('W3: check lines under any list are no rows to count by', () => {
  it.each([
    ['jobs', 'Job', 'Status', ['Open', 'Closed', 'On hold'], 'Open jobs'],
    ['tickets', 'Ticket', 'State', ['Open', 'Resolved', 'Waiting'], 'Open tickets'],
    ['vans', 'Van', 'Status', ['Available', 'Hired', 'In service'], 'Available vans'],
  ] as Array<[string, string, string, string[], string]>)(
    'a %s list with "%s" check lines',
    async (noun, id, statusHead, values, check) => {
      const rows: S.Row50[] = [[`${id} list`], [], [id, 'Customer', 'Type', 'Quote £', statusHead]];
      const st = [0, 1, 0, 2, 1, 0, 1, 1, 0, 2].map((k) => values[k]!);
      st.forEach((v, i) =>
        rows.push([
          `${id[0]}-${100 + i}`,
          `Customer ${i}`,
          i % 2 ? 'Repair' : 'Install',
          100 * (i + 1),
          v,
        ]),
      );
      rows.push([]);
      rows.push([check, st.filter((v) => v === values[0]).length]);
      rows.push([`Quoted (${values[0]!.toLowerCase()})`, 1_000]);
      const wb = await book(rows, 'List');
      const first = values[0]!.toLowerCase();
      expectValue(wb, `how many ${first} ${noun}`, st.filter((v) => v === values[0]).length);
      expectValue(
        wb,
        `how many ${first} ${noun} do we have`,
        st.filter((v) => v === values[0]).length,
      );
      expectValue(
        wb,
        `how many ${values[1]!.toLowerCase()} ${noun}`,
        st.filter((v) => v === values[1]).length,
      );
      // a status of two words ("on hold", "in service") is never every row
      const two = values[2]!;
      if (two.includes(' ')) {
        const q = `how many ${noun} are ${two.toLowerCase()}`;
        const a = ask(wb, q);
        if (!a.refused)
          expect([q, Number(a.figures[0]!.value)]).toEqual([q, st.filter((v) => v === two).length]);
      }
    },
  );
});
