/**
 * Issue 13, pass 18 (log-months.ts, job-costing.ts, mrr-movements.ts, person-year-share.ts,
 * pass18-shapes.ts): the twelfth blind set's wrong figures, by shape. Each question is answered
 * right or refused, never with one row for a month, a cost for a job's worth, the opening MRR
 * for a month's MRR, or a person's share of a month for their share of the year.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass18-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const got = (wb: Book, q: string): { value: number; at: string; line: string } | undefined => {
  const a = answerQuestion(wb, q);
  if (a.refused) return undefined;
  const f = a.figures[0]!;
  return { value: Number(f.value), at: f.at ?? '', line: a.text.split('\n')[0]! };
};
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const MONTH_AT = (m: number): RegExp =>
  new RegExp(`${S.MONTH_NAMES[m - 1]!.slice(0, 3)}|2025-${String(m).padStart(2, '0')}`, 'i');

describe('W1: a month question on a sales log groups the rows by month', () => {
  const totals = S.logMonthTotals();
  const best = [...totals].sort((a, b) => b[1] - a[1])[0]!;
  const worst = [...totals].sort((a, b) => a[1] - b[1])[0]!;
  test.each(S.logVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'Sales', rows: S.logRows(v) }]);
    for (const [q, [m, total]] of [
      ['which was our busiest month by takings', best],
      ['what was our best month by sales', best],
      ['busiest month', best],
      ['best month for takings', best],
      ['which was our quietest month', worst],
    ] as const) {
      const a = got(wb, q);
      expect([q, a?.value]).toEqual([q, total]);
      expect([q, a?.at]).toEqual([q, expect.stringMatching(MONTH_AT(m))]);
      // never the single biggest sale's row
      expect([q, a?.at]).not.toEqual([q, expect.stringMatching(/\d{4}-\d{2}-\d{2}|Fox|Bridal/)]);
    }
  });
});

describe('W2: best / worst job rank the money margin, never a cost', () => {
  const byMargin = [...S.JOBS].sort((a, b) => S.jobMargin(b) - S.jobMargin(a));
  const top = byMargin[0]![0];
  const bottom = byMargin[byMargin.length - 1]![0];
  const cases = S.JOB_IN.flatMap((m) =>
    S.JOB_PROFIT.flatMap((p) =>
      S.COST_SETS.flatMap((c) =>
        [true, false].flatMap((t) => [0, 2].map((ti) => [m, p, c.join(' + '), t, ti] as const)),
      ),
    ),
  );
  test.each(cases)('%s | %s | %s | totals %s | titles %s', async (m, p, c, t, ti) => {
    const costs = c.split(' + ');
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(m, p, costs, t, ti) }]);
    for (const [q, job] of [
      ['which job was the worst', bottom],
      ['worst job', bottom],
      ['which job was the best', top],
      ['best job', top],
      ['which job made the most money', top],
      ['most profitable job', top],
      ['least profitable job', bottom],
    ] as const) {
      const a = got(wb, q);
      const margin = S.jobMargin(S.JOBS.find((j) => j[0] === job)!);
      expect([q, a?.at, a?.value]).toEqual([q, job, margin]);
    }
    const quoted = got(wb, 'total quoted');
    if (quoted && m !== 'Contract price') expect(quoted.value).toBe(sum(S.JOBS.map((j) => j[2])));
    // M5: a cost column with blanks adds them as 0; the jobs are counted without the Totals row
    expect(got(wb, 'how many jobs')?.value).toBe(S.JOBS.length);
    expect(got(wb, `total ${costs[0]!.toLowerCase()}`)?.value).toBe(
      sum(S.JOBS.map((j) => S.jobCosts(costs, j)[0]!)),
    );
    if (costs.length === 3)
      expect(got(wb, 'total subcontractors')?.value).toBe(sum(S.JOBS.map((j) => j[4])));
  });
});

describe('W3: an MRR movements sheet reads the closing row for a month', () => {
  const { opening, closing } = S.mrrSeries();
  test.each(S.mrrVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows(v) }]);
    const must = (q: string): { value: number; at: string; line: string } => {
      const a = got(wb, q);
      expect([q, a === undefined ? 'refused' : 'answered']).toEqual([q, 'answered']);
      return a!;
    };
    expect(must('what was MRR at the end of the year').value).toBe(closing[11]);
    expect(must('MRR in March').value).toBe(closing[2]);
    expect(must('what was our MRR in June?').value).toBe(closing[5]);
    const growth = must('what was our MRR growth over the year');
    const amount = closing[11]! - opening[0]!;
    expect([amount, Math.round((amount / opening[0]!) * 10000) / 100]).toContain(growth.value);
    expect(must('what is our ARR now').value).toBe(closing[11]! * 12);
    expect(must('net new MRR in Q3').value).toBe(closing[8]! - opening[6]!);
    expect(Math.abs(must('total churn').value)).toBe(sum(S.LOST));
    expect(must('which month did we lose the most MRR').at).toMatch(MONTH_AT(8));
    const newTotal = got(wb, 'total new MRR');
    if (newTotal) expect(newTotal.value).toBe(sum(S.NEW));
    const june = got(wb, 'active customers in June');
    if (june) expect(june.value).toBe(S.ACTIVE[5]);
    // a sum of a level is not an answer
    expect(got(wb, 'total MRR for the year')).toBeUndefined();
  });
});

describe("W4: a share of a person's year is their month over their own year", () => {
  const layouts: S.PeopleLayout[] = ['sheets', 'across', 'down'];
  const cases = layouts.flatMap((l) =>
    S.MONTH_LABELS.flatMap((m) =>
      [true, false].flatMap((t) =>
        ['Sales', 'Commission', 'Amount (€)'].map((money) => [l, m, t, money] as const),
      ),
    ),
  );
  test.each(cases)('%s | %s | totals %s | %s', async (layout, months, totals, money) => {
    const wb = await bookOf(S.peopleBook(layout, months, totals, money));
    for (const [name, vals] of S.PEOPLE)
      for (const q of [
        `what share of ${name}'s year came in December`,
        `what percentage of ${name}'s year was in December`,
      ]) {
        const a = got(wb, q);
        expect([q, a?.value]).toEqual([q, Math.round((vals[11]! / sum(vals)) * 10000) / 100]);
        expect(a!.line).toMatch(/%/);
      }
  });
});
