/**
 * Issue 13, pass 29: the twenty-second blind set's layouts, by shape (pass29-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass29-shapes';
import { r2, expectValue, expectRefused, sum } from './pass-expect';

describe('W1: stacked budget tables with their own Var % column', () => {
  const variants: Array<[string, S.BudgetLine[]]> = [
    ['as described', S.BVA_REVENUE],
    [
      'other lines',
      [
        ['Shop takings', 40_000, 43_900],
        ['Catering events', 12_000, 9_300],
        ['Wholesale', 8_000, 8_000],
      ],
    ],
  ];
  it.each(variants)('"<line> vs budget in %%" is the variance in %% (%s)', async (_n, rev) => {
    const wb = await bookOf([{ name: 'BvA', rows: S.budgetVarRows(rev) }]);
    const [name, budget, actual] = rev[1]!;
    const q = `${name.split(' ')[0]!.toLowerCase()} vs budget in %`;
    expectValue(wb, q, ((actual - budget) / budget) * 100);
    // "as % of budget" keeps the actual-as-a-share reading
    expectValue(wb, `${name.toLowerCase()} as % of budget`, (actual / budget) * 100);
    // a cost line: the sheet's own Var % (budget − actual, positive is good) is the answer
    const [cost, cb, ca] = S.BVA_COSTS[0]!;
    expectValue(wb, `${cost.toLowerCase()} vs budget in %`, ((cb - ca) / cb) * 100);
  });
  it('"which line went most over budget" mixing revenue and costs is asked back', async () => {
    const wb = await bookOf([{ name: 'BvA', rows: S.budgetVarRows() }]);
    expectRefused(wb, 'which line went most over budget');
  });
});

describe('W3: stock list with TOTAL on top and a category column', () => {
  it('an item named beats the category word in it; average unit cost asked back', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockTopTotalRows() }]);
    const pen = S.STOCK.find((l) => l[0].startsWith('Fountain'))!;
    expectValue(wb, 'stock value of the fountain pens', pen[3] * pen[4]);
    const pens = S.STOCK.filter((l) => l[2] === 'Pens');
    expectValue(wb, 'stock value of the pens', sum(pens.map((l) => r2(l[3] * l[4]))));
    expectRefused(wb, 'whats the average unit cost', /two readings/);
  });
});

describe('W4 / M1: retainers with a Plan column', () => {
  const feeOf = (c: S.Retainer, m: number): number => (m >= c[2] && m <= c[3] ? c[4] : 0);
  const total = (c: S.Retainer): number => sum(S.MONTHS_2025.map((_, m) => feeOf(c, m)));
  it('the client who paid the most is a client, never a plan label', async () => {
    const wb = await bookOf([{ name: 'Retainers', rows: S.retainerRows() }]);
    const top = [...S.RETAINERS].sort((a, b) => total(b) - total(a))[0]!;
    expectValue(wb, 'which client paid us the most over the year', total(top), top[0]);
  });
  it('MRR growth, lost and active clients, a client in a month and in total, a plan count', async () => {
    const wb = await bookOf([{ name: 'Retainers', rows: S.retainerRows() }]);
    const mrr = (m: number): number => sum(S.RETAINERS.map((c) => feeOf(c, m)));
    expectValue(wb, 'how much did MRR grow over the year', ((mrr(11) - mrr(0)) / mrr(0)) * 100);
    const lost = S.RETAINERS.filter((c) => c[3] < 11).length;
    expectValue(wb, 'how many clients did we lose', lost);
    expectValue(
      wb,
      'how many active clients in june',
      S.RETAINERS.filter((c) => feeOf(c, 5) > 0).length,
    );
    const harbour = S.RETAINERS.find((c) => c[0] === 'Harbour Legal')!;
    expectValue(wb, 'what does harbour legal pay a month in december', feeOf(harbour, 11));
    const lyre = S.RETAINERS.find((c) => c[0] === 'Lyrebird Books')!;
    expectValue(wb, 'how much did we bill lyrebird books in total', total(lyre));
    expectValue(
      wb,
      'how many clients are on the studio plan',
      S.RETAINERS.filter((c) => c[1] === 'Studio').length,
    );
  });
});
