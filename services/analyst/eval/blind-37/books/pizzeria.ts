/**
 * pizzeria: a woodfired pizzeria's weekly timesheet in Australian dollars for the week Monday
 * 30 November to Sunday 6 December 2026 (closed Mondays; only the manager does admin). Hours
 * Mon-Sun in quarter hours with blanks for days off, Total hrs, base rate, and gross pay with
 * Saturday hours at 125% and Sunday at 150%; a Totals row of day totals.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(7);
const DAYS = ['Mon 30/11', 'Tue 1/12', 'Wed 2/12', 'Thu 3/12', 'Fri 4/12', 'Sat 5/12', 'Sun 6/12'];
const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// [name, role, base rate cents, chance of working a Tue-Sun shift, shift lo, hi (quarter hours)]
const STAFF: Array<[string, string, number, number, number, number]> = [
  ['Giulia Romano', 'Manager', 3685, 0.95, 30, 40],
  ['Marco Bellini', 'Pizzaiolo', 3240, 0.9, 28, 38],
  ['Tama Ngata', 'Pizzaiolo', 3105, 0.7, 24, 36],
  ['Chloe Brennan', 'Front of house', 2960, 0.6, 18, 26],
  ['Priya Raman', 'Front of house', 2960, 0.55, 18, 26],
  ['Jack Sullivan', 'Front of house', 2875, 0.45, 16, 24],
  ['Mia Fischer', 'Kitchen hand', 2790, 0.6, 16, 26],
  ['Liam O’Connor', 'Kitchen hand', 2790, 0.4, 16, 24],
  ['Ahmed Yusuf', 'Delivery driver', 2875, 0.6, 16, 22],
  ['Sofia Alvarez', 'Delivery driver', 2875, 0.5, 16, 22],
  ['Ben Carter', 'Front of house', 2960, 0.25, 18, 24],
];

/** quarter hours worked per person per day (index 0 = Monday, closed but for the manager) */
const q: number[][] = STAFF.map(([name, , , p, lo, hi]) =>
  DAYS.map((_, d) => {
    if (d === 0) return name === 'Giulia Romano' ? 16 : 0;
    const busy = d >= 4 ? 0.25 : 0;
    return r.next() < Math.min(0.98, p + busy) ? r.int(lo, hi + (d >= 4 ? 6 : 0)) : 0;
  }),
);
// Ben covers Sunday; Liam works Friday
q[10]![6] = q[10]![6] || 22;
q[7]![4] = q[7]![4] || 20;

const hrsQ = q.map((d) => d.reduce((s, x) => s + x, 0));
const dayQ = DAYS.map((_, d) => q.reduce((s, p) => s + p[d]!, 0));
/** pay in cents: rate × (weekday hours + 1.25 × Sat + 1.5 × Sun), rounded to the cent */
const pay = q.map((d, i) => {
  const units = (d.slice(0, 5).reduce((s, x) => s + x, 0) * 100 + d[5]! * 125 + d[6]! * 150) | 0;
  return divRound(BigInt(STAFF[i]![2]) * BigInt(units), 400n);
});
const hrs = (quarters: number): string => hundredths(quarters * 25);
const allQ = hrsQ.reduce((s, x) => s + x, 0);
const wages = total(pay);
const worked = STAFF.map((_, i) => i).filter((i) => hrsQ[i]! > 0);
const roleQ = (role: string): number =>
  STAFF.reduce((s, st, i) => s + (st[1] === role ? hrsQ[i]! : 0), 0);

const questions = questionsFor('pizzeria', [
  ['total hours last week', { value: hrs(allQ), means: 'Sum of Total hrs' }],
  ['wage bill for the week', { value: hundredths(wages), means: 'Sum of Gross pay' }],
  [
    'who worked the most hours',
    { at: STAFF[argMax(hrsQ)]![0], means: 'The person with the most Total hrs' },
  ],
  ['how many hours did marco do', { value: hrs(hrsQ[1]!), means: 'Marco Bellini, Total hrs' }],
  ['hours on saturday', { value: hrs(dayQ[5]!), means: 'Sum of the Sat 5/12 column' }],
  [
    'busiest day',
    {
      at: [NAMES[argMax(dayQ)]!, DAYS[argMax(dayQ)]!, DAYS[argMax(dayQ)]!.slice(0, 3)],
      means: 'The day with the most hours worked',
    },
  ],
  [
    'how many people worked sunday',
    { value: String(q.filter((d) => d[6]! > 0).length), means: 'Staff with Sunday hours' },
  ],
  [
    'average hours per person',
    {
      value: meanCents(allQ * 25, STAFF.length),
      means: 'Total hours / staff on the sheet (all of them worked)',
    },
  ],
  [
    "what's chloe's hourly rate",
    { value: hundredths(STAFF[3]![2]), means: 'Chloe Brennan, base rate' },
  ],
  [
    'how many hours did the drivers do',
    { value: hrs(roleQ('Delivery driver')), means: 'Total hrs of the two delivery drivers' },
  ],
  ['who earned the most this week', { at: STAFF[argMax(pay)]![0], means: 'The largest Gross pay' }],
  [
    'how many staff did under 20 hours',
    { value: String(hrsQ.filter((x) => x < 80).length), means: 'People with Total hrs below 20' },
  ],
  ['friday hours', { value: hrs(dayQ[4]!), means: 'Sum of the Fri 4/12 column' }],
  [
    'what did kitchen hands cost us this week',
    {
      value: hundredths(total(pay.filter((_, i) => STAFF[i]![1] === 'Kitchen hand'))),
      means: 'Gross pay of the two kitchen hands',
    },
  ],
  ['how many pizzas did we sell on friday', { refuse: true, means: 'A timesheet; no sales' }],
  [
    'how much super do we owe on this',
    { refuse: true, means: 'No superannuation figures or rate in the sheet' },
  ],
]);

const AUD = '$#,##0.00';

export const pizzeria: BlindBook = {
  name: 'pizzeria',
  business: 'woodfired pizzeria',
  shape:
    'weekly timesheet: Mon-Sun day columns with dates, blanks for days off, hrs, rate, gross pay',
  questions,
  checks: [
    same('day columns = people’s hours', BigInt(dayQ.reduce((s, x) => s + x, 0)), BigInt(allQ)),
    same(
      'pay at base rate + weekend loadings',
      wages,
      total(
        q.map((d, i) =>
          divRound(
            BigInt(STAFF[i]![2]) *
              (BigInt(d.slice(0, 5).reduce((s, x) => s + x, 0)) * 4n +
                BigInt(d[5]!) * 5n +
                BigInt(d[6]!) * 6n),
            16n,
          ),
        ),
      ),
    ),
    unique('hours per person', hrsQ),
    unique('hours per day', dayQ),
    unique('gross pay', pay),
    holds('everyone worked', worked.length === STAFF.length),
    holds(
      'nobody at exactly 20 hours',
      hrsQ.every((x) => x !== 80),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('WE 6 Dec');
    putRows(ws, [
      ["Nonna's Woodfired Pizza, Fremantle: timesheet"],
      ['Week ending Sunday 6 December 2026 · closed Mondays · Sat 125%, Sun 150% of base rate'],
      [],
      ['Name', 'Role', ...DAYS, 'Total hrs', 'Base rate', 'Gross pay'],
      ...STAFF.map(([name, role, rate], i) => [
        name,
        role,
        ...q[i]!.map((x) => (x ? x / 4 : undefined)),
        hrsQ[i]! / 4,
        cell(rate),
        cell(pay[i]!),
      ]),
      ['Totals', undefined, ...dayQ.map((x) => x / 4), allQ / 4, undefined, cell(wages)],
      [],
      ['Approved: G. Romano 07/12/2026'],
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(1).width = 18;
    ws.getColumn(2).width = 16;
    for (const c of [11, 12]) ws.getColumn(c).numFmt = AUD;
    return toBytes(wb);
  },
};
