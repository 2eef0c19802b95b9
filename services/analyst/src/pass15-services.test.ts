/**
 * Issue 13, pass 15 (W6): on months × service lines (pass15-services.ts), "weakest service
 * line" / "strongest treatment" rank the line COLUMNS by their totals, never the months.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass15-services';

describe('W6: months × service lines', () => {
  test.each(S.serviceVariants().map((v) => [S.describeServices(v), v] as const))(
    '%s',
    async (_, v) => {
      const wb = await bookOf([{ name: 'Revenue', rows: S.serviceRows(v) }]);
      const { noun } = S.BOOKS[v.book]!;
      const { weakest, strongest } = S.extremes(v.book);
      const asks: Array<[string, [string, number]]> = [
        [`what is our weakest ${noun} line`, weakest],
        [`strongest ${noun}`, strongest],
        [`best ${noun}`, strongest],
      ];
      for (const [q, [name, total]] of asks) {
        const a = answerQuestion(wb, q);
        expect([q, a.refused, Number(a.figures[0]?.value), a.text.includes(name)]).toEqual([
          q,
          false,
          total,
          true,
        ]);
      }
    },
  );
});
