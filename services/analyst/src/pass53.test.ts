/**
 * Issue 13, pass 53: a daily log kept one sheet per month and no Summary (pass53-shapes.ts),
 * read as one stacked log (month-sheet-logs.ts). Asked over variants (a laundromat, a car wash
 * with a Day column and Total rows, a market stall over four months with December partly filled,
 * a laundromat with no Total column), 2-4 owners' phrasings per kind; every figure is computed
 * here from the shape's own data. Today is 7 December 2026.
 */
import { expect } from '@jest/globals';
import { answerQuestion } from './answer';
import * as S from './pass53-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const NOW = new Date('2026-12-07T12:00:00Z');
const r2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const ask = (wb: Book, q: string) => answerQuestion(wb, q, { now: NOW });

const expectValue = (wb: Book, q: string, v: number, at?: string): void => {
  const a = ask(wb, q);
  const got = a.refused ? a.text.split('\n')[0] : r2(Number(a.figures[0]!.value));
  expect([q, got]).toEqual([q, r2(v)]);
  if (at) expect([q, a.figures[0]!.at]).toEqual([q, at]);
};
const expectRefused = (wb: Book, q: string, says?: RegExp): void => {
  const a = ask(wb, q);
  expect([q, a.refused, a.refused ? '' : a.text.split('\n')[0]]).toEqual([q, true, '']);
  if (says) expect([q, a.text]).toEqual([q, expect.stringMatching(says)]);
};
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayName = (iso: string): string =>
  `${Number(iso.slice(8, 10))} ${SHORT[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const byMonth = (logs: S.MonthLog[], m: number): S.MonthLog => logs.find((g) => g.m === m)!;
const days = (logs: S.MonthLog[]) => logs.flatMap((g) => S.tradingDays(g));
const best = (es: S.DayEntry[], low = false): S.DayEntry =>
  [...es].sort((a, b) => (low ? a.total! - b.total! : b.total! - a.total!))[0]!;

const VARIANTS: Array<[string, S.MonthLogLayout]> = [
  ['laundromat, sheets "Sep 2026"', S.SUDS],
  ['car wash, sheets "September", a Day column and Total rows', S.CAR_WASH],
  ['market stall, sheets "2026-09", four months, December partly filled', S.STALL],
];

describe('month takings: that month, last month, this month', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb, logs } = await S.monthLogBook(l);
    const oct = S.monthTotal(byMonth(logs, 10));
    for (const q of [
      'what did we take in october',
      'how much did we make in October?',
      'how did we do in october',
      'October takings',
    ])
      expectValue(wb, q, oct);
    const nov = S.monthTotal(byMonth(logs, 11));
    for (const q of [
      'what did we take last month',
      'how did we do last month',
      'last month takings',
    ])
      expectValue(wb, q, nov);
    const dec = logs.find((g) => g.m === 12);
    if (dec) {
      for (const q of ['what have we taken this month', 'how are we doing this month'])
        expectValue(wb, q, S.monthTotal(dec));
      expect(ask(wb, 'what did we take this month').text).toMatch(/still in progress/);
    } else expectRefused(wb, 'what have we taken this month', /no sheet for December 2026/);
  });
});

describe('best and worst month, one month against another, the months added', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb, logs } = await S.monthLogBook(l);
    // a month still in progress (December, to the 6th) is left out of the ranking
    const done = logs.filter((g) => g.m !== 12);
    const totals = done.map(S.monthTotal);
    for (const q of [
      'which month was best',
      'what was our best month',
      'which month did we take the most',
    ])
      expectValue(wb, q, Math.max(...totals));
    for (const q of [
      'which month was worst',
      'our quietest month',
      'which month did we take the least',
    ])
      expectValue(wb, q, Math.min(...totals));
    const d = S.monthTotal(byMonth(logs, 11)) - S.monthTotal(byMonth(logs, 10));
    for (const q of [
      'compare november to october',
      'how did november compare with october',
      'november vs october takings',
      'what was the difference between october and november',
    ])
      expectValue(wb, q, d);
    const pct = r2((d / S.monthTotal(byMonth(logs, 10))) * 100);
    expect(ask(wb, 'compare november to october').text).toContain(
      `${pct >= 0 ? '+' : ''}${pct.toFixed(2)}%`,
    );
    const all = sum(logs.map(S.monthTotal));
    for (const q of [
      `total takings for the ${logs.length === 3 ? 'three' : 'four'} months`,
      'how much have we taken so far',
      'what did we take altogether',
      'total takings to date',
    ])
      expectValue(wb, q, all);
  });
});

describe('a range of months is every month of it; one past the sheets is refused', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb, logs } = await S.monthLogBook(l);
    const so = S.monthTotal(byMonth(logs, 10)) + S.monthTotal(byMonth(logs, 11));
    const sn = so + S.monthTotal(byMonth(logs, 9));
    for (const q of [
      'what did we take from october to november',
      'takings october through november',
    ])
      expectValue(wb, q, so);
    expectValue(wb, 'total takings september to november', sn);
    expectRefused(wb, 'takings july to october', /reaches past/);
  });
});

describe('days: the best and quietest, one day named', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb, logs } = await S.monthLogBook(l);
    const top = best(days(logs));
    for (const q of [
      'what was our best day so far',
      'best day so far',
      'which was our busiest day',
    ])
      expectValue(wb, q, top.total!, dayName(top.iso));
    const low = best(days(logs), true);
    for (const q of ['quietest day so far', 'what was our slowest day'])
      expectValue(wb, q, low.total!, dayName(low.iso));
    const oct = S.tradingDays(byMonth(logs, 10));
    for (const q of ['best day in october', 'what was the busiest day in October'])
      expectValue(wb, q, best(oct).total!, dayName(best(oct).iso));
    for (const q of ['quietest day in october', 'worst day in October'])
      expectValue(wb, q, best(oct, true).total!, dayName(best(oct, true).iso));
    const d14 = byMonth(logs, 11).days[13]!;
    for (const q of [
      'how did we do on 14 November',
      'what did we take on november 14th',
      'takings on the 14th of nov',
    ])
      expectValue(wb, q, d14.total!);
  });
});

describe('the average day, days over an amount', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb, logs } = await S.monthLogBook(l);
    const nov = byMonth(logs, 11);
    const avg = S.monthTotal(nov) / S.tradingDays(nov).length;
    for (const q of [
      'average daily takings in november',
      'what did we take on average per day in november',
      'average day in November',
    ])
      expectValue(wb, q, avg);
    expect(ask(wb, 'average daily takings in november').text).toContain(
      `${S.tradingDays(nov).length} days with takings`,
    );
    const avgAll = sum(logs.map(S.monthTotal)) / days(logs).length;
    for (const q of ['average daily takings over all months', 'average takings per day so far'])
      expectValue(wb, q, avgAll);
    const oct = S.tradingDays(byMonth(logs, 10));
    const x = Math.round(S.monthTotal(byMonth(logs, 10)) / oct.length / 50) * 50;
    const over = oct.filter((e) => e.total! > x).length;
    for (const q of [
      `how many days in october did we take more than $${x}`,
      `how many days over ${x} in october`,
      `how many days did we take over ${x} in October?`,
    ])
      expectValue(wb, q, over);
    expectValue(wb, `how many days in october did we take less than ${x}`, oct.length - over);
  });
});

describe('a part: its share of the takings, what it made, across the months', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb, logs } = await S.monthLogBook(l);
    const [p0] = l.parts[0]!;
    const [pl] = l.parts[l.parts.length - 1]!;
    const w = p0.toLowerCase();
    const share = (sum(logs.map((g) => S.partTotal(g, 0))) / sum(logs.map(S.monthTotal))) * 100;
    for (const q of [
      `what share of takings comes from the ${w}`,
      `what percentage of our takings is ${w}`,
      `${w} as a % of total takings`,
    ])
      expectValue(wb, q, share);
    const nov0 = S.partTotal(byMonth(logs, 11), 0);
    for (const q of [`how much did the ${w} make last month`, `${w} takings in november`])
      expectValue(wb, q, nov0);
    const lastAll = sum(logs.map((g) => S.partTotal(g, l.parts.length - 1)));
    for (const q of [
      `${pl.toLowerCase()} income across all ${logs.length === 3 ? 'three' : 'four'} months`,
      `how much ${pl.toLowerCase()} have we taken so far`,
    ])
      expectValue(wb, q, lastAll);
  });
});

describe('no Total column, sheets "Oct" and "Nov", a Total row', () => {
  it('the takings are the parts added, checked against the Total row', async () => {
    const { wb, logs } = await S.monthLogBook(S.SUDS_NO_TOTAL);
    const oct = S.monthTotal(byMonth(logs, 10));
    for (const q of ['what did we take in october', 'how did we do in October'])
      expectValue(wb, q, oct);
    expect(ask(wb, 'what did we take in october').text).toMatch(/parts added/);
    const totals = logs.map(S.monthTotal);
    expectValue(wb, 'which month was best', Math.max(...totals));
    expectValue(wb, 'how much have we taken so far', sum(totals));
    expectValue(wb, 'how much did the washers make last month', S.partTotal(byMonth(logs, 11), 0));
  });
});

describe('a Total row that disagrees with the days is refused, naming both', () => {
  it('car wash, October Total row off by 100', async () => {
    const { wb, logs } = await S.monthLogBook(S.CAR_WASH, { month: 1, by: 100 });
    const oct = S.monthTotal(byMonth(logs, 10));
    for (const q of ['what did we take in october', 'total takings so far', 'which month was best'])
      expectRefused(
        wb,
        q,
        new RegExp(
          `Total row says £${(oct + 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}.*£${oct.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        ),
      );
    // a month whose sheet agrees still reads
    expectValue(wb, 'what did we take in november', S.monthTotal(byMonth(logs, 11)));
  });
});

describe('refusals that stay refusals', () => {
  it.each(VARIANTS)('%s', async (_, l) => {
    const { wb } = await S.monthLogBook(l);
    for (const q of [
      'what were our costs in october',
      'what was our profit last month',
      'how much did we spend on electricity',
    ])
      expectRefused(wb, q, /hold no/);
    for (const q of ['what will we take next month', 'forecast for next month'])
      expectRefused(wb, q, /no forecast/);
    for (const q of ['what did we take in august', 'how did we do in march'])
      expectRefused(wb, q, /no sheet for (August|March)/);
    expectRefused(wb, 'how did we do on 14 August', /no sheet for August/);
  });
  it('a closed day has no takings, never 0', async () => {
    const { wb } = await S.monthLogBook(S.SUDS);
    expectRefused(wb, 'what did we take on 25 october', /no takings entered/);
  });
});
