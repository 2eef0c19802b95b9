/**
 * chippy — a fish and chip shop's weekly payroll register, four weeks ending 6 – 27 Nov 2026
 * (GBP): two-row header with a merged "Deductions" group (PAYE, Employee NI, Pension), week
 * ending, employee, role, hours, rate, gross, total deductions, net, employer NI; Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, ratio2 } from '../../expect';
import {
  day,
  dayPlaces,
  holds,
  cell,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  type BlindBook,
} from '../lib';
import { extreme, groupSum, uniqueIn } from '../lib';

const r = rng(8);
const STAFF: Array<[string, string, number]> = [
  ['Sean Murphy', 'Fryer', 1480],
  ['Priya Patel', 'Fryer', 1390],
  ['Dave Hartley', 'Manager', 1720],
  ['Chloe Brennan', 'Counter', 1272],
  ['Tom Whitaker', 'Counter', 1272],
  ['Amira Haddad', 'Delivery driver', 1310],
];
const WEEKS = [6, 13, 20, 27];
const above = (g: number, t: number, bp: number): number =>
  g > t ? Number(divRound(BigInt(g - t) * BigInt(bp), 10000n)) : 0;
interface Pay {
  w: number;
  name: string;
  role: string;
  halves: number;
  rate: number;
  gross: number;
  paye: number;
  ni: number;
  pen: number;
  ded: number;
  net: number;
  erni: number;
}
const pays: Pay[] = [];
for (const w of WEEKS)
  for (const [name, role, rate] of STAFF) {
    const halves = name === 'Dave Hartley' ? r.int(76, 90) : r.int(30, 74);
    const gross = (halves * rate) / 2;
    const paye = above(gross, 24200, 2000);
    const ni = above(gross, 24200, 800);
    const pen = above(gross, 12000, 500);
    const ded = paye + ni + pen;
    pays.push({
      w,
      name,
      role,
      halves,
      rate,
      gross,
      paye,
      ni,
      pen,
      ded,
      net: gross - ded,
      erni: above(gross, 9600, 1500),
    });
  }
const sum = (f: (p: Pay) => number, ps: Pay[] = pays): bigint => total(ps.map(f));
const gross = sum((p) => p.gross);
const net = sum((p) => p.net);
const erni = sum((p) => p.erni);
const hours2 = sum((p) => p.halves); // half-hours
const byGross = groupSum(
  pays,
  (p) => p.name,
  (p) => p.gross,
);
const byNet = groupSum(
  pays,
  (p) => p.name,
  (p) => p.net,
);
const sean13 = pays.find((p) => p.w === 13 && p.name === 'Sean Murphy')!;
const w20 = pays.filter((p) => p.w === 20);
const priyaHalves = sum(
  (p) => p.halves,
  pays.filter((p) => p.name === 'Priya Patel'),
);
const hrs = (h2: bigint): string => hundredths(h2 * 50n);
const meanRate = meanCents(total(STAFF.map((s) => s[2])), STAFF.length);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Nov 2026');
  ws.getCell('A1').value = 'The Golden Haddock, Whitby — Weekly payroll register, November 2026';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Paid each Friday; rates £ per hour';
  const h1 = ws.getRow(4);
  const h2 = ws.getRow(5);
  const top = [
    'Week ending',
    'Employee',
    'Role',
    'Hours',
    'Rate £',
    'Gross £',
    'Deductions',
    '',
    '',
    'Total deductions £',
    'Net pay £',
    'Employer NI £',
  ];
  top.forEach((h, i) => (h1.getCell(i + 1).value = h || null));
  ['PAYE', 'Employee NI', 'Pension 5%'].forEach((h, i) => (h2.getCell(7 + i).value = h));
  ws.mergeCells('G4:I4');
  for (const c of [1, 2, 3, 4, 5, 6, 10, 11, 12]) ws.mergeCells(4, c, 5, c);
  h1.font = { bold: true };
  h2.font = { bold: true };
  pays.forEach((p, i) => {
    ws.getRow(6 + i).values = [
      day(2026, 10, p.w),
      p.name,
      p.role,
      p.halves / 2,
      cell(p.rate),
      cell(p.gross),
      cell(p.paye),
      cell(p.ni),
      cell(p.pen),
      cell(p.ded),
      cell(p.net),
      cell(p.erni),
    ];
  });
  const t = ws.getRow(6 + pays.length);
  t.values = [
    'Totals',
    null,
    null,
    Number(hours2) / 2,
    null,
    cell(gross),
    cell(sum((p) => p.paye)),
    cell(sum((p) => p.ni)),
    cell(sum((p) => p.pen)),
    cell(sum((p) => p.ded)),
    cell(net),
    cell(erni),
  ];
  t.font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (let c = 5; c <= 12; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(2).width = 18;
  return toBytes(wb);
}

export const chippy: BlindBook = {
  name: 'chippy',
  business: 'fish and chip shop',
  shape: 'payroll register',
  bytes,
  questions: questionsFor('chippy', [
    [
      'total gross pay for november',
      { value: hundredths(gross), means: 'Gross £ of all four weeks (= Totals)' },
    ],
    ['how much net pay went out', { value: hundredths(net), means: 'Net pay £, all weeks' }],
    [
      'how much PAYE did we take off',
      { value: hundredths(sum((p) => p.paye)), means: 'PAYE, all weeks' },
    ],
    [
      'who earned the most',
      {
        at: extreme(byGross)[0],
        means: 'the employee with the most gross (also most net; unique)',
      },
    ],
    [
      'what did we pay sean for week ending 13 nov',
      {
        value: [hundredths(sean13.net), hundredths(sean13.gross)],
        means: "Sean Murphy's net (or gross) for w/e 13 Nov",
      },
    ],
    ['total hours worked', { value: hrs(hours2), means: 'Hours, all rows' }],
    [
      'average hourly rate',
      {
        value: [ratio2(gross, hours2 * 50n), meanRate],
        means: 'gross / hours, or the mean of the six rates',
      },
    ],
    [
      'how many staff are on the payroll',
      { value: String(STAFF.length), means: 'distinct employees' },
    ],
    [
      'wage bill for w/e 20 nov',
      {
        value: [
          hundredths(sum((p) => p.gross, w20)),
          hundredths(sum((p) => p.gross + p.erni, w20)),
        ],
        means: 'gross for the week, or gross + employer NI',
      },
    ],
    ['employer NI total', { value: hundredths(erni), means: 'Employer NI £, all weeks' }],
    [
      'total staff cost including employer NI',
      { value: hundredths(gross + erni), means: 'gross + employer NI' },
    ],
    [
      'how many hours did priya do',
      { value: hrs(priyaHalves), means: "Priya Patel's hours, four weeks" },
    ],
    [
      'pension deductions this month',
      { value: hundredths(sum((p) => p.pen)), means: 'Pension 5% column, all weeks' },
    ],
    [
      'whats the average net pay per payslip',
      { value: meanCents(net, pays.length), means: 'net / 24 payslips' },
    ],
    [
      'how much holiday pay do we owe',
      { refuse: true, means: 'no holiday accrual in the register' },
    ],
    [
      'what will christmas week wages be',
      { refuse: true, means: 'a forecast the register does not hold' },
    ],
    ['who is our best worker', { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same('gross − deductions = net', gross - sum((p) => p.ded), net),
    same(
      'PAYE + NI + pension = deductions',
      sum((p) => p.paye + p.ni + p.pen),
      sum((p) => p.ded),
    ),
    same('hours × rate = gross', total(pays.map((p) => BigInt(p.halves * p.rate))), 2n * gross),
    uniqueIn('top earner gross', byGross),
    holds('top by gross is top by net', extreme(byGross)[0] === extreme(byNet)[0]),
    holds(
      'w/e 13 is a Friday',
      day(2026, 10, 13).getUTCDay() === 5 && dayPlaces(2026, 10, 13).length > 0,
    ),
  ],
};
