/**
 * Issue 13, pass 15 (W5): a membership sheet by month: "when did we have the most members" is
 * the month with the largest level (Active at month end), never the most new members; with
 * only MRR (a monthly rate) kept, "total revenue for the year" is refused. Variants: the
 * level's heading, 0–2 title lines, two gyms.
 */
import { answerQuestion } from './answer';
import { bookOf, type ShapeRow } from './pass5-shapes';

const LEVELS = ['Active at month end', 'Members at month end', 'Active members', 'Closing members'];
const GYMS: Array<{ name: string; start: number; joined: number[]; left: number[] }> = [
  {
    name: 'Iron Works Gym',
    start: 100,
    joined: [20, 15, 30, 5, 12, 8],
    left: [5, 10, 4, 25, 6, 14],
  },
  { name: 'Flow Yoga', start: 60, joined: [4, 9, 3, 12, 2, 6], left: [3, 1, 8, 2, 9, 1] },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const cases: Array<[string, ShapeRow[], string, string]> = [];
for (const gym of GYMS)
  for (const level of LEVELS)
    for (const titleLines of [0, 1, 2]) {
      const rows: ShapeRow[] = [`${gym.name} - members 2025`, 'Monthly']
        .slice(0, titleLines)
        .map((t) => [t]);
      if (titleLines) rows.push([]);
      rows.push(['Month', 'New members', 'Cancelled', level, 'MRR']);
      let active = gym.start;
      const levels: number[] = [];
      MONTHS.forEach((m, i) => {
        active += gym.joined[i]! - gym.left[i]!;
        levels.push(active);
        rows.push([m, gym.joined[i]!, gym.left[i]!, active, active * 40]);
      });
      const most = MONTHS[levels.indexOf(Math.max(...levels))]!;
      const fewest = MONTHS[levels.indexOf(Math.min(...levels))]!;
      cases.push([`${gym.name}, "${level}", ${titleLines} title`, rows, most, fewest]);
    }

describe('W5: members by month', () => {
  test.each(cases)('%s', async (_, rows, most, fewest) => {
    const wb = await bookOf([{ name: 'Members', rows }]);
    const a = answerQuestion(wb, 'when did we have the most members');
    expect([a.refused, new RegExp(`\\b${most}( 2025)? with`).test(a.text)]).toEqual([false, true]);
    const b = answerQuestion(wb, 'which month had the fewest members');
    expect([b.refused, new RegExp(`\\b${fewest}( 2025)? with`).test(b.text)]).toEqual([
      false,
      true,
    ]);
    expect(answerQuestion(wb, 'total revenue for the year').refused).toBe(true);
  });
});
