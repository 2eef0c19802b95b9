/** Community bakery co-op: a monthly payroll register (October 2026), GBP. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  type BlindBook,
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(16);
const people: Array<[string, string, [number, number]]> = [
  ['Femi Adebayo', 'Head baker', [1500, 1700]],
  ['Grace Whitfield', 'Baker', [1300, 1420]],
  ['Tomasz Nowak', 'Baker', [1300, 1420]],
  ['Ines Carvalho', 'Baker', [1260, 1380]],
  ['Lucy Brandt', 'Shop & cafe', [1220, 1300]],
  ['Owen Price', 'Shop & cafe', [1220, 1300]],
  ['Samira Haddad', 'Delivery driver', [1240, 1340]],
  ['Joe Mbeki', 'Apprentice baker', [800, 1000]],
  ['Ruth Ellery', 'Co-op coordinator', [1500, 1650]],
];
const staff = people.map(([name, role, [lo, hi]]) => {
  const halves = r.int(120, 340); // hours in halves
  const rate = r.int(lo / 2, hi / 2) * 2; // even pence so half hours come out whole
  const gross = (halves * rate) / 2;
  const tax = Math.max(0, Math.round((gross - 1047_50) * 0.2));
  const ni = Math.max(0, Math.round((gross - 1048_00) * 0.08));
  const pen = Math.round(gross * 0.05);
  const erNi = Math.max(0, Math.round((gross - 417_00) * 0.15));
  const erPen = Math.round(gross * 0.03);
  return {
    name,
    role,
    halves,
    rate,
    gross,
    tax,
    ni,
    pen,
    net: gross - tax - ni - pen,
    erNi,
    erPen,
  };
});
type P = (typeof staff)[number];
const S = (f: (p: P) => number): bigint => total(staff.map(f));
const find = (s: string): P => staff.find((p) => p.name.startsWith(s))!;
const gross = staff.map((p) => p.gross);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Oct 26');
  const money = (f: (p: P) => number): unknown => cell(S(f));
  putRows(ws, [
    ['Rise Together Community Bakery Co-op'],
    ['Payroll register — October 2026 (pay date 28/10/2026)'],
    [],
    [
      'Employee',
      'Role',
      'Hours',
      'Rate £',
      'Gross pay £',
      'PAYE £',
      'Employee NI £',
      'Pension (ee) £',
      'Net pay £',
      'Employer NI £',
      'Employer pension £',
      'Notes',
    ],
    ...staff.map((p) => [
      p.name,
      p.role,
      p.halves / 2,
      cell(p.rate),
      cell(p.gross),
      cell(p.tax),
      cell(p.ni),
      cell(p.pen),
      cell(p.net),
      cell(p.erNi),
      cell(p.erPen),
      p.role.startsWith('Apprentice') ? 'apprentice rate' : undefined,
    ]),
    [
      'TOTAL',
      undefined,
      Number(S((p) => p.halves)) / 2,
      undefined,
      money((p) => p.gross),
      money((p) => p.tax),
      money((p) => p.ni),
      money((p) => p.pen),
      money((p) => p.net),
      money((p) => p.erNi),
      money((p) => p.erPen),
    ],
  ]);
  return toBytes(wb);
}

export const bakery: BlindBook = {
  name: 'bakery',
  business: 'community bakery co-op',
  shape: 'payroll register: hours, rate, gross, PAYE, NI, pension, net, employer costs; TOTAL row',
  bytes,
  questions: questionsFor('bakery', [
    ['gross pay for october', { value: hundredths(S((p) => p.gross)), means: 'Gross pay £ total' }],
    [
      'what actually went into people’s bank accounts',
      { value: hundredths(S((p) => p.net)), means: 'Net pay £ total' },
    ],
    [
      'total cost of employing everyone this month',
      {
        value: hundredths(S((p) => p.gross + p.erNi + p.erPen)),
        means: 'Gross + Employer NI + Employer pension',
      },
    ],
    [
      'who earned the most',
      { at: staff[argMax(gross)]!.name, means: 'employee with the largest Gross pay £' },
    ],
    ['PAYE this month', { value: hundredths(S((p) => p.tax)), means: 'PAYE £ total' }],
    [
      'hours worked in total',
      { value: String(Number(S((p) => p.halves)) / 2), means: 'Hours total' },
    ],
    [
      "Grace's take-home",
      { value: hundredths(find('Grace').net), means: 'Net pay £ of Grace Whitfield' },
    ],
    [
      'average hourly rate',
      { refuse: true, means: 'ambiguous: simple mean of rates or gross / hours' },
    ],
    ['employer NI bill', { value: hundredths(S((p) => p.erNi)), means: 'Employer NI £ total' }],
    [
      'how much holiday has Femi got left',
      { refuse: true, means: 'holiday is not in a payroll register' },
    ],
    [
      'everything deducted from staff pay',
      {
        value: hundredths(S((p) => p.tax + p.ni + p.pen)),
        means: 'PAYE + Employee NI + Pension (ee)',
      },
    ],
    [
      'how many bakers on the payroll',
      {
        value: [
          String(staff.filter((p) => p.role === 'Baker').length),
          String(staff.filter((p) => /baker/i.test(p.role)).length),
        ],
        means: "rows with Role 'Baker' (or every role with baker in it: head, apprentice)",
      },
    ],
    [
      'pension contributions both sides',
      {
        value: hundredths(S((p) => p.pen + p.erPen)),
        means: 'Pension (ee) + Employer pension totals',
      },
    ],
    [
      'what is Joe paid an hour',
      { value: hundredths(find('Joe').rate), means: 'Rate £ of Joe Mbeki' },
    ],
  ]),
  checks: [
    {
      what: 'gross − deductions = net',
      a: S((p) => p.gross - p.tax - p.ni - p.pen),
      b: S((p) => p.net),
    },
    { what: 'hours × rate = gross', a: S((p) => p.halves * p.rate), b: 2n * S((p) => p.gross) },
    { what: 'unique top earner', a: uniqueMax(gross) ? 1n : 0n, b: 1n },
  ],
};
