/**
 * Issue 13, pass 17 (job-costing.ts, stock-holdings.ts, schedule.ts, pass17-shapes.ts): the
 * eleventh blind set's wrong figures, by shape. Each question is answered right or refused,
 * never with a count for money, a money figure for a %, a share for a quantity, or the whole
 * loan for one year of it.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass17-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};
const firstLine = (wb: Book, q: string): string | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : a.text.split('\n')[0];
};
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('W1: "sales in <month>" on a sales log is money, never a count', () => {
  test.each(S.salesLogVariants().map((v) => [JSON.stringify(v), v] as const))(
    '%s',
    async (_, v) => {
      const { rows, march, marchCount } = S.salesLogRows(v);
      const wb = await bookOf([{ name: 'Sales', rows }]);
      for (const q of ['sales in march', 'sales in Mar', 'what were our sales in March']) {
        const got = figure(wb, q);
        if (got !== undefined) expect([q, got]).toEqual([q, expect.closeTo(march, 6)]);
      }
      expect(figure(wb, 'sales in March')).toBeCloseTo(march, 6);
      const count = figure(wb, 'how many sales in March');
      if (count !== undefined) expect(count).toBe(marchCount);
    },
  );
});

describe('W2 / M1: job costing, overall margin % is a ratio of the totals', () => {
  const cases = S.JOB_MONEY_IN.flatMap((m) =>
    S.JOB_MARGIN.flatMap((g) =>
      [true, false].flatMap((t) => [0, 1].map((ti) => [m, g, t, ti] as const)),
    ),
  );
  test.each(cases)('%s | %s | totals %s | titles %s', async (moneyIn, margin, totals, titles) => {
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(moneyIn, margin, totals, titles) }]);
    const truth = S.overallMarginPercent();
    for (const q of [
      'overall margin %',
      'what is our margin %',
      'overall margin percentage',
      'what is our overall % margin',
    ]) {
      const a = answerQuestion(wb, q);
      if (a.refused) continue;
      expect([q, a.figures[0]!.display]).toEqual([q, expect.stringMatching(/%$/)]);
      expect([q, Number(a.figures[0]!.value)]).toEqual([q, expect.closeTo(truth, 2)]);
    }
    expect(figure(wb, 'overall margin %')).toBeCloseTo(truth, 2);
    const lost = S.jobMargins().filter((m) => m < 0).length;
    expect(figure(wb, 'how many jobs lost money')).toBe(lost);
    const avg = figure(wb, 'average job value');
    if (avg !== undefined) expect(avg).toBeCloseTo(sum(S.JOBS.map((j) => j[2])) / S.JOBS.length, 2);
  });
});

describe('W4 / M9: inventory with a reorder column', () => {
  const cases = S.QTY_LABELS.flatMap((q) =>
    S.UNIT_LABELS.flatMap((u) =>
      [true, false].flatMap((v) => [true, false].map((t) => [q, u, v, t] as const)),
    ),
  );
  test.each(cases)('%s | %s | value %s | totals %s', async (qty, unit, value, totals) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows(qty, unit, value, totals) }]);
    const most = [...S.PARTS].sort((a, b) => b[1] - a[1])[0]!;
    const line = firstLine(wb, 'which part do we hold the most of');
    if (line !== undefined) {
      expect(line).toContain(most[0]);
      expect(line).not.toContain('%');
      expect(figure(wb, 'which part do we hold the most of')).toBe(most[1]);
    }
    // two readings of "average unit cost" differ here: asked back, never one picked
    const avg = answerQuestion(wb, 'average unit cost');
    expect(avg.refused).toBe(true);
    const units = sum(S.PARTS.map((p) => p[1]));
    const total = figure(wb, 'total units in stock');
    if (total !== undefined) expect(total).toBe(units);
    const out = figure(wb, 'how many are out of stock');
    if (out !== undefined) expect(out).toBe(S.PARTS.filter((p) => p[1] === 0).length);
    const below = figure(wb, 'how many parts are below reorder level');
    if (below !== undefined) expect(below).toBe(S.PARTS.filter((p) => p[1] < p[2]).length);
    expect(figure(wb, 'how many Hinge do we have')).toBe(240);
  });
  test.each(S.QTY_LABELS)('one unit cost for all: the average is answered (%s)', async (qty) => {
    const wb = await bookOf([
      { name: 'Stock', rows: S.stockRows(qty, 'Unit cost', true, false, true) },
    ]);
    expect(figure(wb, 'average unit cost')).toBe(2.5);
  });
});

describe('W7: a year of the loan is payments 12(N−1)+1 … 12N', () => {
  test.each(S.loanVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const { rows, principal, interest } = S.loanRows(v);
    const wb = await bookOf([{ name: 'Loan', rows }]);
    const asks: Array<[string, number]> = [
      ['principal paid off in year 2', sum(principal.slice(12, 24))],
      ['how much principal did we pay in the second year', sum(principal.slice(12, 24))],
      ['interest in the first year', sum(interest.slice(0, 12))],
      ['interest paid in year 1', sum(interest.slice(0, 12))],
    ];
    for (const [q, truth] of asks) {
      const got = figure(wb, q);
      if (got !== undefined) expect([q, got]).toEqual([q, expect.closeTo(truth, 6)]);
    }
    expect(figure(wb, 'principal paid off in year 2')).toBeCloseTo(sum(principal.slice(12, 24)), 6);
    expect(figure(wb, 'how much did we borrow')).toBe(30000);
    // a year past the end of the loan is refused, never the whole column
    expect(figure(wb, 'interest in year 5')).toBeUndefined();
  });
});
