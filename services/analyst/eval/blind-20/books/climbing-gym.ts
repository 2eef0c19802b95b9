/** Climbing gym, Vancouver (C$): memberships and MRR by month ("2025-01" rows), months newest first, totals on top. */
import { growth, meanCents, money } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  monthPlaces,
  rngFor,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'climbing-gym';
const rng = rngFor(NAME);
const PRICE = { adult: 9_500n, student: 6_900n }; // monthly plan prices in cents
interface M {
  adultStart: number;
  adultNew: number;
  adultChurn: number;
  studentStart: number;
  studentNew: number;
  studentChurn: number;
}
const ms: M[] = [];
let a = 410;
let s = 150;
for (let m = 0; m < 10; m++) {
  const r: M = {
    adultStart: a,
    adultNew: intIn(rng, 18, 45),
    adultChurn: intIn(rng, 10, 30),
    studentStart: s,
    studentNew: intIn(rng, 5, 25) + (m === 8 ? 40 : 0),
    studentChurn: intIn(rng, 4, 18),
  };
  ms.push(r);
  a = a + r.adultNew - r.adultChurn;
  s = s + r.studentNew - r.studentChurn;
}
const end = (r: M): [number, number] => [
  r.adultStart + r.adultNew - r.adultChurn,
  r.studentStart + r.studentNew - r.studentChurn,
];
const mrr = (r: M): bigint => BigInt(end(r)[0]) * PRICE.adult + BigInt(end(r)[1]) * PRICE.student;
const lbl = (m: number): string => `2025-${String(m + 1).padStart(2, '0')}`;
const rows: Cell[][] = [
  ['Boulder Barn — membership tracker'],
  ['Adult C$95/mo, Student C$69/mo. MRR = end-of-month members x plan price.'],
  [
    'Month',
    'Adult members (end)',
    'New adult',
    'Cancelled adult',
    'Student members (end)',
    'New student',
    'Cancelled student',
    'MRR (C$)',
  ],
  [
    'Jan–Oct total',
    null,
    ms.reduce((x, r) => x + r.adultNew, 0),
    ms.reduce((x, r) => x + r.adultChurn, 0),
    null,
    ms.reduce((x, r) => x + r.studentNew, 0),
    ms.reduce((x, r) => x + r.studentChurn, 0),
    null,
  ],
  ...[...ms.keys()].reverse().map((m) => {
    const r = ms[m]!;
    const [ea, es] = end(r);
    return [lbl(m), ea, r.adultNew, r.adultChurn, es, r.studentNew, r.studentChurn, units(mrr(r))];
  }),
];

const { qs, ask } = asker(NAME, 'cg');
const mrrs = ms.map(mrr);
const last = ms.length - 1;
const newAll = ms.map((r) => r.adultNew + r.studentNew);
const bestNew = argBest(newAll.map(BigInt));
const churnAll = ms.map((r) => r.adultChurn + r.studentChurn);
const worstChurn = argBest(churnAll.map(BigInt));
ask('what is our MRR now', {
  value: money(mrrs[last]!),
  means: 'MRR of the latest month, 2025-10',
});
ask('mrr growth since january', {
  value: growth(mrrs[0]!, mrrs[last]!),
  means: '(MRR Oct - MRR Jan)/MRR Jan',
});
ask('how many members do we have', {
  value: String(end(ms[last]!)[0] + end(ms[last]!)[1]),
  means: 'adult + student members at end of 2025-10',
});
ask('how many new adult members this year', {
  value: String(ms.reduce((x, r) => x + r.adultNew, 0)),
  means: 'New adult, Jan-Oct',
});
ask('cancellations in june', {
  value: String(churnAll[5]),
  means: 'Cancelled adult + Cancelled student, 2025-06',
});
ask('which month did we sign up the most people', {
  value: String(newAll[bestNew]),
  at: monthPlaces(bestNew),
  means: 'largest New adult + New student',
});
ask('worst month for cancellations', {
  value: String(churnAll[worstChurn]),
  at: monthPlaces(worstChurn),
  means: 'largest total cancellations',
});
ask('student members at the end of september', {
  value: String(end(ms[8]!)[1]),
  means: 'Student members (end), 2025-09',
});
ask('mrr in march', { value: money(mrrs[2]!), means: 'MRR 2025-03' });
ask('how much did mrr change from september to october', {
  value: money(mrrs[9]! - mrrs[8]!),
  means: 'MRR Oct - MRR Sep',
});
ask('total cancelled students', {
  value: String(ms.reduce((x, r) => x + r.studentChurn, 0)),
  means: 'Cancelled student, Jan-Oct',
});
ask('average mrr over the year so far', {
  value: meanCents(total(mrrs), 10),
  means: 'mean of the 10 monthly MRR figures, to the cent',
});
ask('net member growth in august', {
  value: String(newAll[7]! - churnAll[7]!),
  means: 'new - cancelled, 2025-08, both plans',
});
ask('what is our annual recurring revenue', {
  value: money(mrrs[last]! * 12n),
  means: 'ARR = latest MRR x 12',
});
ask('what is churn rate', {
  refuse: true,
  means: 'ambiguous: which month, which base (start/end), which plans',
});
ask('how much do day passes bring in', { refuse: true, means: 'no day-pass data' });

export const climbingGym: BlindBook = {
  name: NAME,
  business: 'climbing gym (C$), memberships/MRR',
  build: () => writeBook([{ name: 'Members', rows }]),
  questions: qs,
  checks: [
    [
      'members Oct = start + all new - all churn',
      BigInt(end(ms[last]!)[0] + end(ms[last]!)[1]),
      BigInt(410 + 150 + newAll.reduce((x, y) => x + y, 0) - churnAll.reduce((x, y) => x + y, 0)),
    ],
    [
      'sign-up and churn extremes unique',
      2n,
      BigInt(
        [newAll, churnAll].filter((xs) => xs.filter((x) => x === Math.max(...xs)).length === 1)
          .length,
      ),
    ],
  ],
};
