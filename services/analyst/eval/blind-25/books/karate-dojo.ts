/**
 * A karate dojo's membership takings: months down as "Jan-25" text, plans across, a Total
 * column and a Total row at the bottom, two title lines and a units line, Korean won.
 */
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  monthPlaces,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const PLANS = ['Little Tigers', 'Juniors', 'Adults', 'Family pass', 'Private lessons'] as const;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const karateDojo: BookDef = {
  name: 'karate-dojo',
  business: 'karate dojo (memberships)',
  shape: 'months x plans with Total row and column, title block, ₩',
  async build(rng: Rng) {
    // whole won: cents are multiples of 100
    const grid: bigint[][] = SHORT.map(() =>
      PLANS.map(
        (_, p) =>
          BigInt(
            rng.int([900, 1400, 2100, 800, 600][p]!, [1600, 2300, 3400, 1500, 1700][p]!) * 1000,
          ) * 100n,
      ),
    );
    const rowTot = grid.map((r) => sumOf(r));
    const colTot = PLANS.map((_, p) => sumOf(grid.map((r) => r[p]!)));
    const grand = sumOf(rowTot);

    const wb = newBook();
    const ws = wb.addWorksheet('Dues 2025');
    ws.addRow(['Seoul Shotokan Dojo']);
    ws.addRow(['Membership takings by plan, 2025']);
    ws.addRow(['(amounts in ₩)']);
    ws.addRow([]);
    ws.addRow(['', ...PLANS, 'Total']);
    grid.forEach((r, m) => ws.addRow([`${SHORT[m]}-25`, ...r.map(cell), cell(rowTot[m]!)]));
    ws.addRow(['Total', ...colTot.map(cell), cell(grand)]);
    ws.addRow([]);
    ws.addRow(['Private lessons are billed after the lesson; family pass covers up to 4 people.']);

    const Q = questionList('karate-dojo');
    const best = argMax(rowTot);
    const worst = argMin(rowTot);
    const q2 = sumOf(rowTot.slice(3, 6));
    const adultsBest = argMax(grid.map((r) => r[2]!));
    Q.ask(
      'what did the dojo take in total in 2025',
      { value: hundredths(grand) },
      'grand total of all plans, all months',
    );
    Q.ask(
      'how much came from family passes in 2025',
      { value: hundredths(colTot[3]!) },
      'Family pass column total',
    );
    Q.ask(
      'best month?',
      { value: hundredths(rowTot[best]!), at: monthPlaces(best, 2025) },
      'month with the largest Total',
    );
    Q.ask(
      'which month was the quietest',
      { value: hundredths(rowTot[worst]!), at: monthPlaces(worst, 2025) },
      'month with the smallest Total',
    );
    Q.ask('how did we do in march', { value: hundredths(rowTot[2]!) }, 'March Total (all plans)');
    Q.ask(
      'juniors takings in october',
      { value: hundredths(grid[9]![1]!) },
      'Juniors, Oct-25 cell',
    );
    Q.ask('how much did we take in Q2', { value: hundredths(q2) }, 'Apr+May+Jun Totals');
    Q.ask(
      'average monthly takings',
      { value: meanCents(grand, 12), tol: 0.5 },
      'grand total / 12; won have no minor unit, so rounding to the whole won is accepted (tol 0.5)',
    );
    Q.ask(
      'what share of the year was private lessons, in %',
      { value: pct(colTot[4]!, grand) },
      'Private lessons total / grand total * 100, 2 dp',
    );
    Q.ask(
      'growth from january to december in percent',
      { value: growth(rowTot[0]!, rowTot[11]!) },
      '(Dec Total - Jan Total) / Jan Total * 100',
    );
    Q.ask(
      'in which month did adults bring in the most',
      { value: hundredths(grid[adultsBest]![2]!), at: monthPlaces(adultsBest, 2025) },
      'max of the Adults column',
    );
    Q.ask(
      'little tigers total for the year',
      { value: hundredths(colTot[0]!) },
      'Little Tigers column total',
    );
    Q.ask(
      'how many members do we have',
      { refuse: true },
      'the sheet holds takings only, no member counts',
    );
    Q.ask('what was our profit in 2025', { refuse: true }, 'no costs in the workbook');
    Q.ask(
      'how much did the family pass make in 2024',
      { refuse: true },
      'only 2025 is in the sheet',
    );

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [{ what: 'row totals = column totals', a: sumOf(rowTot), b: sumOf(colTot) }],
    };
  },
};
