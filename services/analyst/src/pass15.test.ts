/**
 * Issue 13, pass 15 (W1): a two-row header naming (period, measure) over every cell is one
 * table per measure (measure-groups.ts). Many variants (pass15-shapes.ts): money words read
 * the money columns, the volume's unit the volume columns, the Total row and the full-year
 * column are never added to the quarters, and nothing is answered from the other measure.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass15-shapes';

type Book = Parameters<typeof answerQuestion>[0];
/** The answer's figure, or undefined when it was refused (asking back counts as refused). */
const figure = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};

const cases = S.variants().map((v) => [S.describeVariant(v), v] as const);

describe('W1: two-row headers of (period, measure)', () => {
  test.each(cases)('%s', async (_, v) => {
    const b = v.business;
    const wb = await bookOf([{ name: b.thing, ...S.variantRows(v) }]);
    const tables = wb.sheets[0]!.tables;
    // one table per measure, each with the four quarters as periods
    expect(tables).toHaveLength(2);
    for (const t of tables)
      expect(
        t.columns.filter((c) => c.role === 'value' && c.period?.kind === 'quarter'),
      ).toHaveLength(4);
    const [first, , third] = b.items;
    const exact: Array<[string, number]> = [
      [`how many ${b.volumeWord} of ${first![0]} in Q2`, first![1][1]!],
      [`${first![0]} sales in Q3`, first![2][2]!],
      [`${third![0]} sales in Q1`, third![2][0]!],
    ];
    // the whole of a measure: read from the Total row when there is one; without it the sum
    // may still be refused (never the other measure's, never the Total row added in)
    const wholes: Array<[string, number]> = [
      ['total sales for the year', S.moneyTotal(b)],
      [`total ${b.volumeWord} in Q3`, S.volumeInQuarter(b, 2)],
      ['sales in Q4', S.moneyInQuarter(b, 3)],
    ];
    if (v.totalAt !== 'none') exact.push(...wholes);
    for (const [q, truth] of exact) expect([q, figure(wb, q)]).toEqual([q, truth]);
    const rightOrRefused: Array<[string, number]> = [
      [`total ${b.volumeWord} sold`, S.volumeTotal(b)],
      ...(v.totalAt === 'none' ? wholes : []),
    ];
    // owners' words for money in (M2): the biggest earner, what a line takes in
    const earner = Math.max(...b.items.map((it) => it[2].reduce((x, y) => x + y, 0)));
    rightOrRefused.push(['what is our biggest earner', earner]);
    rightOrRefused.push([`which ${b.thing.toLowerCase()} takes in the most`, earner]);
    for (const [q, truth] of rightOrRefused) {
      const got = figure(wb, q);
      if (got !== undefined) expect([q, got]).toEqual([q, truth]);
    }
    // an item in a quarter with no measure named fits both: asked back
    expect(figure(wb, `${first![0]} in Q1`)).toBeUndefined();
  });
});
