/** Rowing gym, NZ$: MRR by plan with months as "2025-07" columns, a Total MRR row, and a second stacked table of member counts. */
import ExcelJS from 'exceljs';
import { growth, money, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(14);
const plans: Array<[string, number]> = [
  ['Casual', 4500],
  ['Erg club', 8900],
  ['Squad', 14500],
  ['Masters', 11000],
  ['Corporate', 39000],
];
const cols = Array.from({ length: 12 }, (_, i) => {
  const y = 2025 + Math.floor((6 + i) / 12);
  const m = (6 + i) % 12;
  return { y, m, label: `${y}-${String(m + 1).padStart(2, '0')}` };
});
const members = plans.map(([, price], p) =>
  cols.map((_, i) => Math.max(1, r.int(10, 40) + i * (p === 1 ? 2 : 1) - (price > 30000 ? 25 : 0))),
);
const mrr = members.map((ms, p) => ms.map((n) => n * plans[p]![1]));
const mrrTot = cols.map((_, i) => total(mrr.map((x) => x[i]!)));
const memTot = cols.map((_, i) => members.reduce((a, x) => a + x[i]!, 0));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  ws.addRow(['Tideway Rowing Gym - monthly recurring revenue (NZ$)']);
  ws.addRow([]);
  ws.addRow(['Plan', ...cols.map((c) => c.label)]);
  plans.forEach(([p], i) => ws.addRow([p, ...mrr[i]!.map(cell)]));
  ws.addRow(['Total MRR', ...mrrTot.map(cell)]);
  ws.addRow([]);
  ws.addRow(['Active members']);
  ws.addRow(['Plan', ...cols.map((c) => c.label)]);
  plans.forEach(([p], i) => ws.addRow([p, ...members[i]!]));
  ws.addRow(['Total members', ...memTot]);
  return toBytes(wb);
}

const jan26 = 6;
const best = argMax(mrrTot);
const june = 11;
const topPlan = argMax(mrr.map((x) => x[june]!));

export const rowinggym: BlindBook = {
  name: 'rowinggym',
  business: 'rowing gym (memberships)',
  shape: 'MRR by plan x month ("2025-07") with a stacked member-count table',
  bytes,
  checks: [
    {
      what: 'sum of plan rows over the year = sum of Total MRR row',
      a: total(mrr.flat()),
      b: total(mrrTot),
    },
  ],
  questions: questionsFor('rowinggym', [
    ['mrr in january 2026', { value: money(mrrTot[jan26]!), means: 'Total MRR, 2026-01' }],
    [
      'how much did mrr grow from july 2025 to june 2026 in %',
      {
        value: growth(mrrTot[0]!, mrrTot[11]!),
        means: '(2026-06 - 2025-07) / 2025-07 Total MRR, %',
      },
    ],
    ['squad mrr march 2026', { value: money(mrr[2]![8]!), means: 'Squad, 2026-03 (first table)' }],
    [
      'how many members did we have in dec 2025',
      { value: String(memTot[5]), means: 'Total members, 2025-12 (second table)' },
    ],
    mrrTot.filter((v) => v === mrrTot[best]).length === 1
      ? [
          'best month for mrr',
          {
            at: monthPlaces(cols[best]!.m, cols[best]!.y),
            value: money(mrrTot[best]!),
            means: 'month with the largest Total MRR',
          },
        ]
      : ['best month for mrr', { refuse: true, means: 'tie' }],
    ['ARR based on june', { value: money(mrrTot[june]! * 12n), means: 'Total MRR 2026-06 x 12' }],
    [
      'average revenue per member in june 2026',
      {
        value: ratio2(mrrTot[june]!, memTot[june]! * 100),
        means: 'Total MRR / Total members, 2026-06, to the cent',
      },
    ],
    [
      'which plan brings in the most mrr right now',
      {
        at: plans[topPlan]![0],
        value: money(mrr[topPlan]![june]!),
        means: 'plan with the largest MRR in the latest month (2026-06)',
      },
    ],
    [
      'masters members oct 2025',
      { value: String(members[3]![3]), means: 'Masters, 2025-10, member table' },
    ],
    [
      'corporate mrr in the latest month',
      { value: money(mrr[4]![june]!), means: 'Corporate, 2026-06' },
    ],
    [
      'what is our churn rate',
      { refuse: true, means: 'net counts only; cancellations are not recorded' },
    ],
    [
      'how much did we bring in this year',
      {
        refuse: true,
        means:
          'ambiguous: calendar 2026 (Jan-Jun only in sheet) vs the Jul-Jun season; MRR is not cash collected',
      },
    ],
  ]),
};
