/**
 * A sheet named for a measure ("Sales 2026") with months down: its columns are that measure
 * split (by product, by shop) only when they are not measures of their own. "Revenue" and
 * "Costs" side by side are two measures: never added into one "sales" figure.
 */
import { answerQuestion } from './answer';
import { describeWorkbook } from './describe';
import { bookOf } from './pass5-shapes';

const MONTHS = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026'];
const REVENUE = [12000, 13500, 11800, 15200];
const COSTS = [7000, 7400, 7100, 8600];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const revenueAndCosts = () =>
  bookOf([
    {
      name: 'Sales 2026',
      rows: [['Month', 'Revenue', 'Costs'], ...MONTHS.map((m, i) => [m, REVENUE[i]!, COSTS[i]!])],
    },
  ]);
const byProduct = () =>
  bookOf([
    {
      name: 'Sales 2026',
      rows: [['Month', 'Bread', 'Pastry'], ...MONTHS.map((m, i) => [m, REVENUE[i]!, COSTS[i]!])],
    },
  ]);

describe('a measure family over months', () => {
  it('does not add revenue and costs into "sales"', async () => {
    const wb = await revenueAndCosts();
    expect(describeWorkbook(wb).text).not.toMatch(/all 2 columns/);
    const answer = answerQuestion(wb, 'What were total sales?');
    if (!answer.refused) expect(Number(answer.figures[0]!.value)).toBe(sum(REVENUE));
    const costs = answerQuestion(wb, 'What were total costs?');
    expect(Number(costs.figures[0]!.value)).toBe(sum(COSTS));
  });

  it('still reads products side by side as sales together', async () => {
    const wb = await byProduct();
    const answer = answerQuestion(wb, 'What were total sales?');
    expect(answer.refused).toBe(false);
    expect(Number(answer.figures[0]!.value)).toBe(sum(REVENUE) + sum(COSTS));
  });
});
