/**
 * security: a guarding company's payroll register for September, October and November 2026
 * (a pay-period column, two-row header with a merged "Deductions" group over PAYE, UIF and
 * Pension, a "Total <period>" row after each period and a Grand total), in ZAR.
 * "Last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  bold,
  cell,
  formatCols,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(8);
const STAFF = [
  'Sarah Mokoena',
  'Thabo Nkosi',
  'David van Wyk',
  'Lerato Dlamini',
  'Sipho Khumalo',
  'Anele Zulu',
  'Pieter Botha',
  'Nomvula Mthembu',
] as const;
const PERIODS = ['Sep 2026', 'Oct 2026', 'Nov 2026'] as const;
const base = STAFF.map(() => r.int(9000, 22000) * 100);
interface Slip {
  gross: number;
  paye: number;
  uif: number;
  pension: number;
  net: number;
}
const slips: Slip[][] = PERIODS.map(() =>
  STAFF.map((_, e) => {
    const gross = base[e]! + r.int(0, 300000);
    const paye = Math.max(0, Number(divRound(BigInt(gross - 800000) * 18n, 100n)));
    const uif = Math.min(Number(divRound(BigInt(gross), 100n)), 17712);
    const pension = Number(divRound(BigInt(gross) * 75n, 1000n));
    return { gross, paye, uif, pension, net: gross - paye - uif - pension };
  }),
);
type K = keyof Slip;
const periodSum = (p: number, k: K): bigint => total(slips[p]!.map((s) => s[k]));
const allSum = (k: K): bigint => total(PERIODS.map((_, p) => periodSum(p, k)));
const person = (e: number, k: K): bigint => total(PERIODS.map((_, p) => slips[p]![e]![k]));
const nov = slips[2]!;
const novGross = nov.map((s) => s.gross);
const novNet = nov.map((s) => s.net);
const ei = (n: (typeof STAFF)[number]): number => STAFF.indexOf(n);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll register');
  const rows: unknown[][] = [
    ['Shield Guarding (Pty) Ltd — Payroll register'],
    ['Pay periods September – November 2026 (ZAR)'],
    [],
    [
      'Pay period',
      'Employee',
      'Emp no',
      'Gross pay',
      'Deductions',
      undefined,
      undefined,
      'Net pay',
    ],
    [undefined, undefined, undefined, undefined, 'PAYE', 'UIF', 'Pension'],
  ];
  const bolds = [4, 5];
  const K5: K[] = ['gross', 'paye', 'uif', 'pension', 'net'];
  PERIODS.forEach((p, pi) => {
    slips[pi]!.forEach((s, e) =>
      rows.push([p, STAFF[e], `SG${String(101 + e)}`, ...K5.map((k) => cell(s[k]))]),
    );
    rows.push([`Total ${p}`, undefined, undefined, ...K5.map((k) => cell(periodSum(pi, k)))]);
    bolds.push(rows.length);
  });
  rows.push(['Grand total', undefined, undefined, ...K5.map((k) => cell(allSum(k)))]);
  bolds.push(rows.length);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  ws.mergeCells('E4:G4');
  for (const c of ['A', 'B', 'C', 'D', 'H']) ws.mergeCells(`${c}4:${c}5`);
  ws.getCell('E4').alignment = { horizontal: 'center' };
  formatCols(ws, [4, 5, 6, 7, 8], '"R" #,##0.00');
  widths(ws, [14, 18, 8, 14, 12, 10, 12, 14]);
  return toBytes(wb);
}

export const security: BlindBook = {
  name: 'security',
  business: 'security guarding company',
  shape:
    'payroll register Sep–Nov 2026: pay-period column, two-row header (merged Deductions: PAYE, UIF, Pension), Total per period, Grand total',
  bytes,
  checks: [
    same(
      'gross − deductions = net',
      allSum('gross') - allSum('paye') - allSum('uif') - allSum('pension'),
      allSum('net'),
    ),
    same(
      'people = periods (gross)',
      total(STAFF.map((_, e) => person(e, 'gross'))),
      allSum('gross'),
    ),
    unique('November gross', novGross),
    unique('November net (min)', novNet, 'min'),
  ],
  questions: questionsFor('security', [
    [
      'What was the total gross pay for November?',
      { value: money(periodSum(2, 'gross')), means: 'Total Nov 2026, Gross pay' },
    ],
    [
      'What did we pay Sarah last month?',
      {
        value: [money(nov[0]!.net), money(nov[0]!.gross)],
        means: 'Sarah Mokoena, Nov 2026: net pay (or gross)',
      },
    ],
    [
      'How much PAYE did we deduct in October?',
      { value: money(periodSum(1, 'paye')), means: 'Total Oct 2026, PAYE' },
    ],
    [
      "What's our total wage bill for the three months?",
      { value: money(allSum('gross')), means: 'Grand total, Gross pay' },
    ],
    [
      'Who earned the most in November?',
      { at: STAFF[argMax(novGross)]!, means: 'the largest Gross pay in Nov 2026' },
    ],
    [
      'How much pension did we deduct for Thabo in total?',
      {
        value: money(person(ei('Thabo Nkosi'), 'pension')),
        means: 'Thabo Nkosi, Pension, 3 periods',
      },
    ],
    [
      "What's the average net pay in November?",
      { value: meanCents(periodSum(2, 'net'), STAFF.length), means: 'Nov 2026 net / 8 employees' },
    ],
    [
      'How much UIF was deducted over the three months?',
      { value: money(allSum('uif')), means: 'Grand total, UIF' },
    ],
    [
      "What was David's gross pay in September?",
      {
        value: money(slips[0]![ei('David van Wyk')]!.gross),
        means: 'David van Wyk, Sep 2026, Gross',
      },
    ],
    [
      'How many employees are on the payroll?',
      { value: String(STAFF.length), means: 'distinct employees (each paid every period)' },
    ],
    [
      'What was the total net pay for September?',
      { value: money(periodSum(0, 'net')), means: 'Total Sep 2026, Net pay' },
    ],
    [
      'How much did gross pay go up from September to November?',
      {
        value: [
          growth(periodSum(0, 'gross'), periodSum(2, 'gross')),
          money(periodSum(2, 'gross') - periodSum(0, 'gross')),
        ],
        means: 'Gross pay, Nov vs Sep totals: growth % or the difference',
      },
    ],
    [
      'Who took home the least last month?',
      { at: STAFF[argMin(novNet)]!, means: 'the smallest Net pay in Nov 2026' },
    ],
    [
      'What share of gross pay went to PAYE in November?',
      { value: pct(periodSum(2, 'paye'), periodSum(2, 'gross')), means: 'Nov PAYE / Nov gross, %' },
    ],
    [
      'How many hours did Sarah work in October?',
      { refuse: true, means: 'no hours in the register' },
    ],
    ["What's Sarah's leave balance?", { refuse: true, means: 'no leave in the register' }],
  ]),
};
