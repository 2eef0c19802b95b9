/** Hair salon chain: a monthly payroll register across three branches (₹, whole rupees). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(12);
const BRANCHES = ['Bandra', 'Koramangala', 'Indiranagar'];
const PEOPLE: Array<[string, string, string]> = [
  ['Priya Menon', 'Bandra', 'Senior Stylist'],
  ['Arjun Shetty', 'Bandra', 'Stylist'],
  ['Kavya Rao', 'Bandra', 'Stylist'],
  ['Farhan Qureshi', 'Bandra', 'Colourist'],
  ['Neha Kulkarni', 'Bandra', 'Receptionist'],
  ['Rahul Nair', 'Koramangala', 'Senior Stylist'],
  ['Divya Iyer', 'Koramangala', 'Stylist'],
  ['Sameer Khan', 'Koramangala', 'Stylist'],
  ['Ananya Das', 'Koramangala', 'Nail Technician'],
  ['Vikram Joshi', 'Koramangala', 'Receptionist'],
  ['Meera Pillai', 'Indiranagar', 'Senior Stylist'],
  ['Rohan Gupta', 'Indiranagar', 'Stylist'],
  ['Sneha Reddy', 'Indiranagar', 'Colourist'],
  ['Imran Sheikh', 'Indiranagar', 'Stylist'],
  ['Pooja Bhat', 'Indiranagar', 'Receptionist'],
];
const BASE: Record<string, [number, number]> = {
  'Senior Stylist': [38000, 52000],
  Stylist: [22000, 32000],
  Colourist: [26000, 36000],
  'Nail Technician': [18000, 24000],
  Receptionist: [15000, 19000],
};
// whole rupees stored ×100 (paise)
const staff = PEOPLE.map(([name, branch, role], i) => {
  const [lo, hi] = BASE[role]!;
  const basic = r.int(lo, hi) * 100;
  const hra = Math.round((basic * 0.4) / 100) * 100;
  const commission = role === 'Receptionist' ? 0 : r.int(1500, 16000) * 100;
  const gross = basic + hra + commission;
  const pf = Math.round((basic * 0.12) / 100) * 100;
  const pt = 20000;
  const tds = gross > 6000000 ? r.int(2000, 6000) * 100 : 0;
  const ded = pf + pt + tds;
  return {
    id: `MS${String(201 + i)}`,
    name,
    branch,
    role,
    basic,
    hra,
    commission,
    gross,
    pf,
    pt,
    tds,
    ded,
    net: gross - ded,
  };
});
type S = (typeof staff)[number];
const sumIf = (f: (s: S) => boolean, g: (s: S) => number): bigint => total(staff.filter(f).map(g));
const all = (): boolean => true;
const grossAll = sumIf(all, (s) => s.gross);
const branchGross = BRANCHES.map((b) =>
  sumIf(
    (s) => s.branch === b,
    (s) => s.gross,
  ),
);
const grosses = staff.map((s) => s.gross);
const top = argMax(grosses);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Oct-2026');
  const cols: Array<[string, (s: S) => number]> = [
    ['Basic', (s) => s.basic],
    ['HRA', (s) => s.hra],
    ['Commission', (s) => s.commission],
    ['Gross Pay', (s) => s.gross],
    ['PF (12%)', (s) => s.pf],
    ['Prof. Tax', (s) => s.pt],
    ['TDS', (s) => s.tds],
    ['Total Deductions', (s) => s.ded],
    ['Net Pay', (s) => s.net],
  ];
  putRows(ws, [
    ['Mane Street Salons Pvt Ltd'],
    ['Payroll register – October 2026 (₹)'],
    [],
    ['Emp ID', 'Name', 'Branch', 'Designation', ...cols.map(([h]) => h)],
    ...staff.map((s) => [s.id, s.name, s.branch, s.role, ...cols.map(([, g]) => cell(g(s)))]),
    ['Total', undefined, undefined, undefined, ...cols.map(([, g]) => cell(sumIf(all, g)))],
  ]);
  return toBytes(wb);
}

const q = questionsFor('salon', [
  [
    'total gross pay for october',
    { value: hundredths(grossAll), means: 'Total of Gross Pay, October 2026' },
  ],
  [
    'net pay for Koramangala',
    {
      value: hundredths(
        sumIf(
          (s) => s.branch === 'Koramangala',
          (s) => s.net,
        ),
      ),
      means: 'sum of Net Pay, Branch = Koramangala',
    },
  ],
  [
    'how much commission did Priya earn',
    { value: hundredths(staff[0]!.commission), means: 'Commission, Priya Menon' },
  ],
  [
    'who earns the most',
    { at: staff[top]!.name, means: 'largest Gross Pay (unique; also the largest Net Pay)' },
  ],
  ['total PF deducted', { value: hundredths(sumIf(all, (s) => s.pf)), means: 'Total of PF (12%)' }],
  [
    'how many stylists do we have at Bandra',
    {
      value: String(staff.filter((s) => s.branch === 'Bandra' && s.role === 'Stylist').length),
      means: 'count of Designation = Stylist at Bandra (not Senior Stylist)',
    },
  ],
  [
    'average net pay',
    {
      value: meanCents(
        sumIf(all, (s) => s.net),
        staff.length,
      ),
      means: 'Total Net Pay / 15 employees',
    },
  ],
  [
    'what % of gross pay is commission',
    {
      value: pct(
        sumIf(all, (s) => s.commission),
        grossAll,
      ),
      means: 'Total Commission / Total Gross Pay × 100, 2 dp',
    },
  ],
  [
    'which branch has the biggest wage bill',
    { at: BRANCHES[argMax(branchGross)]!, means: 'branch with the largest sum of Gross Pay' },
  ],
  [
    'how much TDS did we deduct',
    { value: hundredths(sumIf(all, (s) => s.tds)), means: 'Total of TDS' },
  ],
  [
    'total deductions',
    { value: hundredths(sumIf(all, (s) => s.ded)), means: 'Total of Total Deductions' },
  ],
  ["Sneha's take-home pay", { value: hundredths(staff[12]!.net), means: 'Net Pay, Sneha Reddy' }],
  [
    'basic salary bill for Indiranagar',
    {
      value: hundredths(
        sumIf(
          (s) => s.branch === 'Indiranagar',
          (s) => s.basic,
        ),
      ),
      means: 'sum of Basic, Branch = Indiranagar',
    },
  ],
  [
    'what were wages in september',
    { refuse: true, means: 'the register covers October 2026 only' },
  ],
  ["is Arjun's commission fair", { refuse: true, means: 'an opinion' }],
]);

export const salon: BlindBook = {
  name: 'salon',
  business: 'hair salon chain',
  shape: 'payroll register (earnings, deductions, net) by branch with totals row',
  bytes,
  questions: q,
  checks: [
    {
      what: 'gross − deductions = net',
      a: grossAll - sumIf(all, (s) => s.ded),
      b: sumIf(all, (s) => s.net),
    },
    { what: 'branches add to total gross', a: total(branchGross), b: grossAll },
    { what: 'top gross unique', a: uniqueMax(grosses) ? 1n : 0n, b: 1n },
    {
      what: 'top gross is also top net',
      a: BigInt(argMax(staff.map((s) => s.net))),
      b: BigInt(top),
    },
    { what: 'top branch unique', a: uniqueMax(branchGross) ? 1n : 0n, b: 1n },
  ],
};
