/**
 * Book 8 — trampoline park (CAD): a PAYROLL REGISTER of seven biweekly pay runs (4 Sep – 27 Nov
 * 2026), one row per employee per run: pay date (date cells), employee, role, hours, rate,
 * gross, income tax, CPP, EI, net pay; a blank row between runs; a starter from 16 Oct and a
 * leaver after 30 Oct; Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct, ratio2 } from '../../expect';
import { at, bold, dayOf, fmt, refuse, title, val, widths } from '../helpers';
import {
  day,
  extreme,
  groupSum,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(8);
const NAME = 'trampoline';
const STAFF: Array<[string, string, number, number, number]> = [
  // name, role, rate (cents, even), lo hours (halves), hi hours
  ['Morgan Tremblay', 'Park manager', 3400, 150, 160],
  ['Aisha Khan', 'Shift supervisor', 2450, 120, 150],
  ['Liam Gagnon', 'Court monitor', 1780, 40, 90],
  ['Sofia Rossi', 'Court monitor', 1780, 40, 80],
  ['Ethan Roy', 'Court monitor', 1800, 50, 100],
  ['Chloé Bouchard', 'Party host', 1900, 30, 70],
  ['Noah Singh', 'Front desk', 1760, 60, 110],
  ['Maya Chen', 'Party host', 1900, 30, 60],
  ['Owen Leblanc', 'Front desk', 1760, 50, 90],
];
const RUNS = [
  day(2026, 8, 4),
  day(2026, 8, 18),
  day(2026, 9, 2),
  day(2026, 9, 16),
  day(2026, 9, 30),
  day(2026, 10, 13),
  day(2026, 10, 27),
];
const STARTER = 7; // Maya from 16 Oct
const LEAVER = 3; // Sofia to 30 Oct
interface Pay {
  run: number;
  s: number;
  halfHours: number;
  gross: bigint;
  tax: bigint;
  cpp: bigint;
  ei: bigint;
  net: bigint;
}
const pays: Pay[] = [];
RUNS.forEach((_, run) => {
  STAFF.forEach((st, s) => {
    if (s === STARTER && run < 3) return;
    if (s === LEAVER && run > 4) return;
    const halfHours = r.int(st[3] * 2, st[4] * 2) / 1;
    const gross = BigInt((halfHours * st[2]) / 2);
    const tax = divRound(gross * (gross > 200000n ? 1800n : 1250n), 10000n);
    const cpp = divRound(gross * 595n, 10000n);
    const ei = divRound(gross * 164n, 10000n);
    pays.push({ run, s, halfHours, gross, tax, cpp, ei, net: gross - tax - cpp - ei });
  });
});
const G = total(pays.map((p) => p.gross));
const N = total(pays.map((p) => p.net));
const T = total(pays.map((p) => p.tax));
const C = total(pays.map((p) => p.cpp));
const E = total(pays.map((p) => p.ei));
const H = total(pays.map((p) => p.halfHours)); // in half hours
const byName = groupSum(
  pays,
  (p) => STAFF[p.s]![0],
  (p) => p.gross,
);
const hoursBy = groupSum(
  pays,
  (p) => STAFF[p.s]![0],
  (p) => p.halfHours,
);
const run = (k: number): bigint => total(pays.filter((p) => p.run === k).map((p) => p.gross));
const oct = run(2) + run(3) + run(4);
const aisha = byName.get('Aisha Khan')!;
const rates = STAFF.map((s) => s[2]);
const rowRates = pays.map((p) => STAFF[p.s]![2]);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll register');
  title(ws, 1, 'Bounce North Trampoline Park Inc. — payroll register', 10);
  title(ws, 2, 'Biweekly pay runs, September – November 2026 (CAD)', 10);
  ws.getRow(4).values = [
    'Pay date',
    'Employee',
    'Role',
    'Hours',
    'Rate',
    'Gross pay',
    'Income tax',
    'CPP',
    'EI',
    'Net pay',
  ];
  let row = 5;
  RUNS.forEach((d, k) => {
    for (const p of pays.filter((x) => x.run === k)) {
      const st = STAFF[p.s]!;
      ws.getRow(row++).values = [
        d,
        st[0],
        st[1],
        p.halfHours / 2,
        st[2] / 100,
        Number(p.gross) / 100,
        Number(p.tax) / 100,
        Number(p.cpp) / 100,
        Number(p.ei) / 100,
        Number(p.net) / 100,
      ];
    }
    row++;
  });
  ws.getRow(row).values = [
    'Totals',
    '',
    '',
    Number(H) / 2,
    null,
    Number(G) / 100,
    Number(T) / 100,
    Number(C) / 100,
    Number(E) / 100,
    Number(N) / 100,
  ];
  bold(ws, 4, row);
  fmt(ws, [1], 'yyyy-mm-dd');
  fmt(ws, [5, 6, 7, 8, 9, 10], '$#,##0.00');
  fmt(ws, [4], '0.0');
  widths(ws, [12, 18, 17, 7, 8, 11, 11, 9, 9, 11]);
  return toBytes(wb);
}

export const trampoline: BlindBook = {
  name: NAME,
  business: 'trampoline park',
  shape: 'payroll register, biweekly pay runs, one row per employee per run',
  bytes,
  checks: [
    same('gross − deductions = net', G - T - C - E, N),
    same('runs = gross', total(RUNS.map((_, k) => run(k))), G),
    same(
      'hours × rate = gross',
      total(pays.map((p) => (BigInt(p.halfHours) * BigInt(STAFF[p.s]![2])) / 2n)),
      G,
    ),
    uniqueIn('top earner', byName),
    uniqueIn('most hours', hoursBy),
    holds('starter first paid 16 Oct', pays.find((p) => p.s === STARTER)!.run === 3),
    holds(
      'even rates, whole-cent gross',
      STAFF.every((s) => s[2] % 2 === 0),
    ),
  ],
  questions: questionsFor(NAME, [
    [
      'What was our total gross payroll for September to November?',
      val(money(G), 'Totals, Gross pay'),
    ],
    ['How much net pay did we hand out?', val(money(N), 'Totals, Net pay')],
    ['How much income tax did we withhold?', val(money(T), 'Totals, Income tax')],
    ['Who earned the most?', at(extreme(byName)[0], 'highest gross over the runs')],
    ['How many hours did staff work in total?', val(money(H * 50n), 'sum of Hours')],
    [
      'What did the last pay run cost us?',
      val(
        [money(run(6)), money(total(pays.filter((p) => p.run === 6).map((p) => p.net)))],
        'gross (or net) of the 27 Nov run',
      ),
    ],
    ['How much did we pay Aisha Khan before deductions?', val(money(aisha), 'Aisha Khan gross')],
    [
      'What is our average hourly rate?',
      val(
        [
          ratio2(G * 2n, H * 100n),
          meanCents(total(rowRates), rowRates.length),
          meanCents(total(rates), rates.length),
        ],
        'gross / hours, or mean Rate (rows or staff)',
        { tol: 0.01 },
      ),
    ],
    ['When did Maya Chen start?', at(dayOf(RUNS[3]!), 'first pay date with Maya Chen')],
    ['How many different people did we pay?', val(String(STAFF.length), 'distinct employees')],
    ['What did payroll cost in October?', val(money(oct), 'gross of the three October runs')],
    [
      'What share of gross pay went on income tax?',
      val(pct(T, G), 'tax / gross, %', { tol: 0.01 }),
    ],
    ['Who worked the most hours?', at(extreme(hoursBy)[0], 'most hours over the runs')],
    ['How many pay runs were there?', val(String(RUNS.length), 'distinct pay dates')],
    ['How much CPP did we deduct?', val(money(C), 'Totals, CPP')],
    ['How much holiday pay do we owe staff?', refuse('vacation accruals are not on the register')],
    ["What will December's payroll be?", refuse('a forecast')],
    ['What did we pay staff in August?', refuse('the register starts 4 September')],
  ]),
};
