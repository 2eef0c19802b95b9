/** A piano teachers' collective: a multi-sheet book (Lessons by teacher x month, Costs list, Summary). */
import { money, pct, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const TEACHERS = ['Marisol Cruz', 'Ben Ocampo', 'Aiko Tanaka', 'Luis Reyes', 'Grace Lim'];
const TERM = ['Sep', 'Oct', 'Nov', 'Dec'];
const COSTS = [
  'Studio rent',
  'Piano tuning',
  'Sheet music',
  'Facebook ads',
  'Recital hall hire',
  'Insurance',
];

export const piano: BlindBookDef = {
  name: 'piano',
  business: 'piano teachers collective (PHP)',
  shape: 'multi-sheet: Lessons (teacher x month), Costs list, Summary with formulas-as-values',
  build(wb, rnd) {
    const ls = wb.addWorksheet('Lessons');
    ls.addRow(['Lesson income by teacher - autumn term 2025 (₱)']);
    ls.addRow(['Teacher', ...TERM, 'Term total']);
    const grid = TEACHERS.map(() => TERM.map(() => BigInt(rnd.int(800, 4200) * 1000)));
    const tt = grid.map((r) => sum(r));
    grid.forEach((r, i) => ls.addRow([TEACHERS[i], ...r.map(cell), cell(tt[i]!)]));
    const mt = TERM.map((_, j) => sum(grid.map((r) => r[j]!)));
    const income = sum(tt);
    ls.addRow(['All teachers', ...mt.map(cell), cell(income)]);

    const cs = wb.addWorksheet('Costs');
    cs.addRow(['Shared costs, Sep-Dec 2025']);
    cs.addRow(['Item', 'Paid by', 'Amount ₱']);
    const costs = COSTS.map(() => BigInt(rnd.int(3000, 60000) * 100));
    costs.forEach((c, i) =>
      cs.addRow([COSTS[i], rnd.pick(['Collective', 'Marisol', 'Ben']), cell(c)]),
    );
    const tc = sum(costs);
    cs.addRow(['Total', null, cell(tc)]);

    const ss = wb.addWorksheet('Summary');
    ss.addRow(['Term summary']);
    ss.addRow(['Lesson income', cell(income)]);
    ss.addRow(['Shared costs', cell(tc)]);
    ss.addRow(['Surplus', cell(income - tc)]);
    ss.addRow(['Surplus per teacher (5)', cell((income - tc) / 5n)]);

    const a = asker('piano');
    a.q('how much lesson income this term', {
      value: money(income),
      means: 'all teachers, term total',
    });
    a.q('what did grace earn in november', { value: money(grid[4]![2]!), means: 'Grace Lim, Nov' });
    a.q(
      'who brought in the most',
      uniqueMax(tt)
        ? {
            value: money(tt[argmax(tt)]!),
            at: TEACHERS[argmax(tt)]!,
            means: 'teacher with highest term total',
          }
        : refuse('tie'),
    );
    a.q(
      'best month for lessons',
      uniqueMax(mt)
        ? {
            value: money(mt[argmax(mt)]!),
            at: TERM[argmax(mt)]!,
            means: 'month with highest all-teacher income',
          }
        : refuse('tie'),
    );
    a.q('total shared costs', { value: money(tc), means: 'Costs sheet Total' });
    a.q('surplus for the term', {
      value: money(income - tc),
      means: 'Summary Surplus = income - costs',
    });
    a.q('what did tuning cost', { value: money(costs[1]!), means: 'Piano tuning' });
    a.q('rent as a share of costs', {
      value: pct(costs[0]!, tc),
      means: 'Studio rent / total costs',
    });
    a.q(
      'biggest cost',
      uniqueMax(costs)
        ? {
            value: money(costs[argmax(costs)]!),
            at: COSTS[argmax(costs)]!,
            means: 'largest cost line',
          }
        : refuse('tie'),
    );
    a.q('ben ocampo term total', { value: money(tt[1]!), means: 'Ben Ocampo Term total' });
    a.q('lesson income in october', { value: money(mt[1]!), means: 'all teachers Oct' });
    a.q('costs as a % of income', { value: pct(tc, income), means: 'total costs / lesson income' });
    a.q('how many students does aiko have', refuse('no student counts'));
    a.q('how much was the recital hall in december', refuse('costs are term totals with no dates'));
    return {
      questions: a.list,
      checks: [{ what: 'teacher totals = month totals', a: sum(tt), b: sum(mt) }],
    };
  },
};
