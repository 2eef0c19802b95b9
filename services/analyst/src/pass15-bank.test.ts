/**
 * Issue 13, pass 15 (W3): on a bank export kept newest first or oldest first
 * (pass15-bank.ts), "closing balance" is the balance after the last entry in time and "the
 * balance at the end of <month>" the balance after that month's last entry, even when several
 * entries share the date.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as B from './pass15-bank';

type Book = Parameters<typeof answerQuestion>[0];
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};
const MONTH = ['', 'January', 'February', 'March'];

describe('W3: bank exports newest first or oldest first', () => {
  test.each(B.bankVariants().map((v) => [B.describeBank(v), v] as const))('%s', async (_, v) => {
    const { rows, monthEnd } = B.bankRows(v);
    const wb = await bookOf([{ name: 'Bank', rows }]);
    expect(['closing balance', figure(wb, 'closing balance')]).toEqual([
      'closing balance',
      monthEnd.get(3),
    ]);
    for (const m of [1, 2, 3]) {
      const q = `balance at the end of ${MONTH[m]}`;
      expect([q, figure(wb, q)]).toEqual([q, monthEnd.get(m)]);
    }
  });
});
