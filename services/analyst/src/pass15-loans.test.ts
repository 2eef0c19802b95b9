/**
 * Issue 13, pass 15 (M1): a loan schedule under its terms (pass15-loans.ts) finds its header
 * whether or not a blank row parts them, and the schedule's words answer from its columns.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as L from './pass15-loans';

type Book = Parameters<typeof answerQuestion>[0];
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};
const cents = (x: number): number => Math.round(x * 100) / 100;

describe('M1: loan schedules under a block of terms', () => {
  test.each(L.loanVariants().map((v) => [L.describeLoan(v), v] as const))('%s', async (_, v) => {
    const { rows, headerRow } = L.loanRows(v);
    const wb = await bookOf([{ name: 'Loan', rows }]);
    const schedule = wb.sheets[0]!.tables.find((t) =>
      t.columns.some((c) => c.label === 'Closing balance'),
    );
    expect(schedule?.headerRows).toEqual([headerRow]);
    const lines = L.schedule(v.loan);
    const exact: Array<[string, number]> = [
      ['how much interest will we pay in total', cents(lines.reduce((s, l) => s + l.interest, 0))],
      ['what is the balance after 6 payments', lines[5]!.closing],
      ['how many payments', lines.length],
    ];
    for (const [q, truth] of exact) expect([q, figure(wb, q)]).toEqual([q, truth]);
  });
});
