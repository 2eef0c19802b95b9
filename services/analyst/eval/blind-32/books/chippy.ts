/** Fish and chip shop: a weekly staff timesheet (days across, hours and pay), week of 16 Nov 2026, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(15);
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const staff: Array<[string, string, number]> = [
  ['Gina', 'Fryer', 1395],
  ['Tony', 'Fryer', 1395],
  ['Kelly', 'Counter', 1250],
  ['Dev', 'Counter', 1250],
  ['Mohammed', 'Counter', 1250],
  ['Ellie (Sat girl)', 'Counter', 1075],
  ['Sam', 'Prep', 1275],
  ['Jo', 'Delivery', 1225],
];
// hours in quarter-hours; closed Monday
const rows = staff.map(([name, role, rate], i) => {
  const q = DAYS.map((d, k) => {
    if (k === 0) return 0;
    if (name.startsWith('Ellie')) return k === 5 ? r.int(24, 32) : 0;
    return r.next() < 0.7 ? r.int(12, 36) + (k >= 4 ? 4 : 0) : 0;
  });
  if (i === 0) q[4] = 44;
  const quarters = q.reduce((a, x) => a + x, 0);
  const pay = Math.round((quarters * rate) / 4);
  return { name, role, rate, q, quarters, pay };
});
const hrs = (qq: number): string => hundredths(BigInt(qq * 25));
const allQ = rows.reduce((a, x) => a + x.quarters, 0);
const wages = total(rows.map((x) => x.pay));
const qs = rows.map((x) => x.quarters);
const top = rows[argMax(qs)]!;
const friQ = rows.reduce((a, x) => a + x.q[4]!, 0);
const dayQ = DAYS.map((_, k) => rows.reduce((a, x) => a + x.q[k]!, 0));
const busiest = argMax(dayQ);
const counter = rows.filter((x) => x.role === 'Counter');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Timesheet'), [
    ['The Golden Haddock — staff hours'],
    ['Week commencing Monday 16 November 2026 (shop closed Mondays)'],
    [],
    ['Name', 'Role', 'Rate £/hr', ...DAYS, 'Total hrs', 'Gross pay'],
    ...rows.map((x) => [
      x.name,
      x.role,
      cell(x.rate),
      ...x.q.map((v) => (v ? v / 4 : undefined)),
      x.quarters / 4,
      cell(x.pay),
    ]),
    [],
    ['Total', undefined, undefined, ...dayQ.map((v) => v / 4), allQ / 4, cell(wages)],
  ]);
  return toBytes(wb);
}

const DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const chippy: BlindBook = {
  name: 'chippy',
  business: 'fish and chip shop',
  shape: 'weekly timesheet, days across, hours and gross pay',
  bytes,
  questions: questionsFor('chippy', [
    ['total hours worked this week', { value: hrs(allQ), means: 'Total hrs column total' }],
    ["what's the wage bill for the week", { value: hundredths(wages), means: 'Gross pay total' }],
    ['who did the most hours', { at: top.name, means: 'person with the largest Total hrs' }],
    ['hours on friday', { value: hrs(friQ), means: 'Fri column total' }],
    [
      'busiest day for staff hours',
      { at: [DAYS[busiest]!, DAYNAMES[busiest]!], means: 'day column with the most hours' },
    ],
    [
      'how much is Gina getting',
      { value: hundredths(BigInt(rows[0]!.pay)), means: "Gina's Gross pay" },
    ],
    [
      'counter staff hours',
      {
        value: hrs(counter.reduce((a, x) => a + x.quarters, 0)),
        means: 'Total hrs, Role = Counter',
      },
    ],
    [
      'average hourly rate',
      {
        value: [
          meanCents(total(rows.map((x) => x.rate)), rows.length),
          meanCents(wages * 4n, allQ),
        ],
        means: 'mean of the Rate column, or wage bill / total hours (both readings)',
      },
    ],
    ['how many hours did Jo do', { value: hrs(rows[7]!.quarters), means: "Jo's Total hrs" }],
    [
      'what does the fryers cost us this week',
      {
        value: hundredths(total(rows.filter((x) => x.role === 'Fryer').map((x) => x.pay))),
        means: 'Gross pay, Role = Fryer',
      },
    ],
    ['saturday hours', { value: hrs(dayQ[5]!), means: 'Sat column total' }],
    ['Tony hourly rate', { value: '13.95', means: "Tony's Rate £/hr" }],
    [
      'how many portions of cod did we sell friday',
      { refuse: true, means: 'no sales in a timesheet' },
    ],
    ['is Sam owed holiday pay', { refuse: true, means: 'no holiday data' }],
  ]),
  checks: [
    { what: 'day columns = total hours', a: total(dayQ), b: BigInt(allQ) },
    {
      what: 'person pay = wage bill',
      a: total(rows.map((x) => Math.round((x.quarters * x.rate) / 4))),
      b: wages,
    },
    { what: 'top person unique', a: uniqueMax(qs) ? 1n : 0n, b: 1n },
    { what: 'busiest day unique', a: uniqueMax(dayQ) ? 1n : 0n, b: 1n },
  ],
};
