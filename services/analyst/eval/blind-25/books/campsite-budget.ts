/**
 * A camping site's budget vs actual for the 2025 season in pesos (₱): income and cost
 * sections with Total lines, Budget / Actual / Variance / Var % columns, a notes column.
 * Variance = Actual - Budget, Var % = Variance / Budget * 100.
 */
import { growth, hundredths } from '../../expect';
import {
  argMax,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const INCOME: Array<[string, number]> = [
  ['Tent pitches', 620000],
  ['Glamping tents', 880000],
  ['Camp store', 240000],
  ['Kayak rental', 130000],
];
const COSTS: Array<[string, number]> = [
  ['Staff', 540000],
  ['Electricity & water', 160000],
  ['Store stock', 150000],
  ['Repairs & upkeep', 90000],
  ['Online booking fees', 70000],
];

export const campsiteBudget: BookDef = {
  name: 'campsite-budget',
  business: 'camping site',
  shape: 'budget vs actual with sections, variance and %, ₱',
  async build(rng: Rng) {
    const mk = (ls: Array<[string, number]>): Array<{ name: string; bud: bigint; act: bigint }> =>
      ls.map(([name, b]) => ({
        name,
        bud: BigInt(b) * 100n,
        act: BigInt(b) * BigInt(rng.int(80, 122)) + BigInt(rng.int(0, 99)),
      }));
    const inc = mk(INCOME);
    const cost = mk(COSTS);
    const wb = newBook();
    const ws = wb.addWorksheet('Season 2025');
    ws.addRow(['Bukid Camp & Glamping — Budget vs Actual, season 2025']);
    ws.addRow(['All figures in ₱']);
    ws.addRow([]);
    ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Var %', 'Comment']);
    const line = (l: { name: string; bud: bigint; act: bigint }, note = ''): void => {
      ws.addRow([
        l.name,
        cell(l.bud),
        cell(l.act),
        cell(l.act - l.bud),
        Number(growth(l.bud, l.act)),
        note,
      ]);
    };
    ws.addRow(['INCOME']);
    inc.forEach((l, i) => line(l, i === 1 ? 'typhoon closed 2 weeks in Aug' : ''));
    const tot = (ls: typeof inc): { name: string; bud: bigint; act: bigint } => ({
      name: '',
      bud: sumOf(ls.map((l) => l.bud)),
      act: sumOf(ls.map((l) => l.act)),
    });
    const ti = tot(inc);
    const tc = tot(cost);
    line({ ...ti, name: 'Total income' });
    ws.addRow([]);
    ws.addRow(['COSTS']);
    cost.forEach((l) => line(l));
    line({ ...tc, name: 'Total costs' });
    ws.addRow([]);
    line({ name: 'Net result', bud: ti.bud - tc.bud, act: ti.act - tc.act });

    const Q = questionList('campsite-budget');
    const over = cost.map((l) => l.act - l.bud);
    const worst = argMax(over);
    const shortfall = inc.map((l) => l.bud - l.act);
    const worstInc = argMax(shortfall);
    Q.ask('actual tent pitch income', { value: hundredths(inc[0]!.act) }, 'Tent pitches, Actual');
    Q.ask(
      'were we over budget on electricity and water, by how much',
      { value: hundredths(cost[1]!.act - cost[1]!.bud), abs: true },
      'Actual - Budget for Electricity & water (sign either way)',
    );
    Q.ask('total actual income', { value: hundredths(ti.act) }, 'Total income, Actual');
    Q.ask('what did we budget for costs', { value: hundredths(tc.bud) }, 'Total costs, Budget');
    Q.ask(
      'which cost line overspent the most',
      { value: hundredths(over[worst]!), at: cost[worst]!.name },
      'cost line with the largest Actual - Budget',
    );
    Q.ask(
      'net result vs budget',
      { value: hundredths(ti.act - tc.act - (ti.bud - tc.bud)), abs: true },
      'Net result Variance',
    );
    Q.ask(
      'how much did we actually make',
      { value: hundredths(ti.act - tc.act) },
      'Net result, Actual',
    );
    Q.ask(
      'glamping variance in %',
      { value: growth(inc[1]!.bud, inc[1]!.act) },
      'Glamping Var % = (Actual-Budget)/Budget*100',
    );
    Q.ask(
      'which income line fell furthest short of budget',
      {
        value: [hundredths(shortfall[worstInc]!), hundredths(-shortfall[worstInc]!)],
        at: inc[worstInc]!.name,
      },
      'income line with the most negative Variance',
    );
    Q.ask('kayak rental budget', { value: hundredths(inc[3]!.bud) }, 'Kayak rental, Budget');
    Q.ask('total costs actual', { value: hundredths(tc.act) }, 'Total costs, Actual');
    Q.ask(
      'repairs and upkeep variance',
      { value: hundredths(cost[3]!.act - cost[3]!.bud), abs: true },
      'Repairs & upkeep Variance (Actual - Budget), sign either way',
    );
    Q.ask(
      'how did we do',
      { refuse: true },
      'against budget or in absolute terms: two readings (Net result Actual vs its variance)',
    );
    Q.ask('how did august go', { refuse: true }, 'season totals only, no months');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'net variance = income var - cost var',
          a: ti.act - ti.bud - (tc.act - tc.bud),
          b: ti.act - tc.act - (ti.bud - tc.bud),
        },
      ],
    };
  },
};
