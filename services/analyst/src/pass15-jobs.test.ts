/**
 * Issue 13, pass 15 (W4): on a job-costing sheet (pass15-jobs.ts) the overall margin is total
 * profit over total money in, job size, the biggest customer and "bring in" read the money-in
 * column (never Total cost), and "jobs that lost money" counts rows with a negative profit.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as J from './pass15-jobs';

type Book = Parameters<typeof answerQuestion>[0];
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};
const near = (x: number | undefined): number | undefined =>
  x === undefined ? x : Math.round(x * 100) / 100;

describe('W4: job-costing sheets', () => {
  test.each(J.jobVariants().map((v) => [J.describeJobs(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'Jobs', rows: J.jobRows(v) }]);
    const t = J.truths(v.trade);
    const exact: Array<[string, number]> = [
      ['what is our overall margin', near((t.profit / t.moneyIn) * 100)!],
      ['average job size', near(t.averageJob)!],
      ['who is our biggest customer', t.biggestCustomer[1]],
      ['how many jobs lost money', t.lostMoney],
    ];
    for (const [q, truth] of exact) expect([q, near(figure(wb, q))]).toEqual([q, truth]);
    // a column headed "Price" alone reads as a unit price: its sum may be refused, never wrong
    const sums: Array<[string, number]> = [
      ['how much did installs bring in', t.installs],
      ['total contract revenue', t.moneyIn],
    ];
    for (const [q, truth] of sums) {
      const got = figure(wb, q);
      if (v.moneyIn !== 'Price' || got !== undefined) expect([q, got]).toEqual([q, truth]);
    }
  });
});
