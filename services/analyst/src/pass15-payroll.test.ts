/**
 * Issue 13, pass 15 (W2): on a payroll register with a total row after each month
 * (pass15-payroll.ts), "total gross pay for the quarter" / "total net pay" add every person
 * row (or read the final total), never one month's subtotal; "who is our best teacher" asks
 * back (best by what).
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as P from './pass15-payroll';

type Book = Parameters<typeof answerQuestion>[0];
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};

describe('W2: payroll registers with monthly subtotal rows', () => {
  test.each(P.payrollVariants().map((v) => [P.describePayroll(v), v] as const))(
    '%s',
    async (_, v) => {
      const { rows, gross, net } = P.payrollRows(v);
      const wb = await bookOf([{ name: 'Payroll', rows }]);
      const asks: Array<[string, number]> = [
        ['total gross pay for the quarter', gross],
        ['total net pay', net],
      ];
      for (const [q, truth] of asks) {
        const got = figure(wb, q);
        // right, or refused: never one month's subtotal
        if (got !== undefined) expect([q, got]).toEqual([q, truth]);
      }
      expect(figure(wb, 'total net pay')).toBe(net);
      const role = P.STAFF[v.staff]!.role.toLowerCase();
      expect(figure(wb, `who is our best ${role}`)).toBeUndefined();
    },
  );
});
