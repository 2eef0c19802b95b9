/** Architecture studio, Lisbon (€): multi-sheet book — job costing per project, hours by staff x month, a notes sheet. */
import { money, pct } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'architecture-studio';
const rng = rngFor(NAME);
const projects = [
  'Casa Alfama refurbishment',
  'Belém café fit-out',
  'Sintra villa extension',
  'Porto office tower (competition)',
  'Cascais school canteen',
  'Graça housing block',
];
const jobs = projects.map((p, i) => {
  const fee = BigInt(intIn(rng, 18_000, 140_000) * 100);
  const labour = (fee * BigInt(intIn(rng, 40, 95))) / 100n;
  const consultants = BigInt(intIn(rng, 0, 20_000) * 100);
  const expenses = BigInt(intIn(rng, 300, 4_000) * 100 + intIn(rng, 0, 99));
  return {
    p,
    client: [
      'Sra. Mendes',
      'Pastelaria Belém Lda',
      'Família Costa',
      'Invest Norte SA',
      'Câmara de Cascais',
      'Coop. Graça',
    ][i]!,
    fee,
    labour,
    consultants,
    expenses,
  };
});
const cost = (j: (typeof jobs)[number]): bigint => j.labour + j.consultants + j.expenses;
const margin = (j: (typeof jobs)[number]): bigint => j.fee - cost(j);
const staff = ['Inês', 'Tomás', 'Rita', 'Miguel'];
const monthsLbl = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const hours = staff.map(() => monthsLbl.map(() => intIn(rng, 90, 170)));

const jobRows: Cell[][] = [
  ['Job costing — fee-earning projects 2025'],
  ['Project', 'Client', 'Fee', 'Labour cost', 'Consultants', 'Expenses', 'Total cost', 'Margin'],
  ...jobs.map((j) => [
    j.p,
    j.client,
    units(j.fee),
    units(j.labour),
    units(j.consultants),
    units(j.expenses),
    units(cost(j)),
    units(margin(j)),
  ]),
  [
    'Total',
    null,
    units(total(jobs.map((j) => j.fee))),
    units(total(jobs.map((j) => j.labour))),
    units(total(jobs.map((j) => j.consultants))),
    units(total(jobs.map((j) => j.expenses))),
    units(total(jobs.map(cost))),
    units(total(jobs.map(margin))),
  ],
];
const hourRows: Cell[][] = [
  ['Hours logged (Harvest export, rounded)'],
  ['Staff', ...monthsLbl, 'Total'],
  ...staff.map((s, i) => [s, ...hours[i]!, hours[i]!.reduce((a, b) => a + b, 0)]),
];
const notes: Cell[][] = [
  ['Notes'],
  ['Fees are agreed fees ex IVA. Labour cost = hours x internal rate.'],
  ['Porto tower is a paid competition entry.'],
];

const { qs, ask } = asker(NAME, 'as');
const fees = total(jobs.map((j) => j.fee));
const margins = jobs.map(margin);
const best = argBest(margins);
const worst = argBest(margins, true);
const hoursBy = hours.map((h) => BigInt(h.reduce((a, b) => a + b, 0)));
const busiest = argBest(hoursBy);
const q1Hours = hours.reduce((a, h) => a + h[0]! + h[1]! + h[2]!, 0);
ask('total fees', { value: money(fees), means: 'Fee total' });
ask('most profitable project', {
  value: money(margins[best]!),
  at: projects[best]!,
  means: 'largest Margin',
});
ask('which job made the least', {
  value: money(margins[worst]!),
  at: projects[worst]!,
  means: 'smallest Margin',
});
ask('margin on the sintra villa', {
  value: money(margins[2]!),
  means: 'Sintra villa extension Margin',
});
ask('overall margin %', { value: pct(total(margins), fees), means: 'total Margin / total Fee' });
ask('what did consultants cost us', {
  value: money(total(jobs.map((j) => j.consultants))),
  means: 'Consultants total',
});
ask('total project costs', {
  value: money(total(jobs.map(cost))),
  means: 'Total cost, all projects',
});
ask('how many hours did rita log', {
  value: String(hoursBy[2]!),
  means: 'Rita total hours Jan-Jun',
});
ask('total hours in Q1', { value: String(q1Hours), means: 'all staff, 2025-01..2025-03' });
ask('who worked the most hours', {
  value: String(hoursBy[busiest]!),
  at: staff[busiest]!,
  means: 'largest Total hours',
});
ask('fee for the cascais canteen', {
  value: money(jobs[4]!.fee),
  means: 'Cascais school canteen Fee',
});
ask('labour cost as % of fees', {
  value: pct(total(jobs.map((j) => j.labour)), fees),
  means: 'Labour cost / Fee, totals',
});
ask('hours logged in march by tomas', { value: String(hours[1]![2]), means: 'Tomás, 2025-03' });
ask('how many projects are we running', { value: String(jobs.length), means: 'project rows' });
ask('whats eating our margin', {
  refuse: true,
  means: 'ambiguous: labour, consultants or expenses, per project or overall; no single figure',
});
ask('what is our hourly rate', { refuse: true, means: 'internal rate not given' });
ask('how much have the clients paid so far', { refuse: true, means: 'no payments sheet' });

export const architectureStudio: BlindBook = {
  name: NAME,
  business: 'architecture studio (€), multi-sheet',
  build: () =>
    writeBook([
      { name: 'Jobs', rows: jobRows },
      { name: 'Hours', rows: hourRows },
      { name: 'Notes', rows: notes },
    ]),
  questions: qs,
  checks: [
    [
      'margin total = fees - costs (sheet)',
      total(margins),
      sheetSum(jobRows.slice(2, 8), 2, () => true) - sheetSum(jobRows.slice(2, 8), 6, () => true),
    ],
    [
      'hours = sum of month cells',
      BigInt(hoursBy.reduce((a, b) => a + b, 0n)),
      BigInt(hours.flat().reduce((a, b) => a + b, 0)),
    ],
  ],
};
