/**
 * ginbar: a craft gin bar's payroll register for one fortnightly pay run (16–29 November 2026):
 * title rows, one row per employee (role, type, hours, rate, ordinary, penalties, gross, PAYG,
 * net, super 12%), a Totals row and a note. AUD.
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
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(8);
type Kind = 'Full-time' | 'Part-time' | 'Casual';
interface Emp {
  name: string;
  role: string;
  kind: Kind;
  halfHours: number; // hours × 2
  rate: bigint; // cents per hour
  ordinary: bigint;
  penalties: bigint;
  gross: bigint;
  payg: bigint;
  net: bigint;
  sup: bigint;
}

/** [name, role, type, hours (or [lo, hi]), rate in cents (or [lo, hi])] */
const STAFF: Array<[string, string, Kind, number | [number, number], number | [number, number]]> = [
  ['Mia Thompson', 'Bar Manager', 'Full-time', 80.5, 3820],
  ['Jack Nguyen', 'Distiller', 'Full-time', 76, 3650],
  ['Olivia Brown', 'Bartender', 'Part-time', [40, 60], [2840, 3120]],
  ['Liam Wilson', 'Bartender', 'Casual', [14, 44], [3550, 3900]],
  ['Charlotte Taylor', 'Bartender', 'Casual', [14, 44], [3550, 3900]],
  ['Noah Kelly', 'Bartender', 'Part-time', [40, 60], [2840, 3120]],
  ['Ava Martin', 'Bartender', 'Casual', [14, 44], [3550, 3900]],
  ['Oliver Ryan', 'Floor Staff', 'Casual', [12, 40], [3350, 3500]],
  ['Isla Walsh', 'Floor Staff', 'Casual', [12, 40], [3350, 3500]],
  ['Lucas Singh', 'Floor Staff', 'Part-time', [30, 50], [2680, 2800]],
  ['Sienna Cooper', 'Floor Staff', 'Casual', [12, 40], [3350, 3500]],
  ['Tom Fraser', 'Kitchen Hand', 'Casual', [16, 38], [3390, 3450]],
  ['Zara Ahmed', 'Kitchen Hand', 'Part-time', [30, 46], [2710, 2760]],
  ['Harvey Doyle', 'Tour Guide', 'Casual', [8, 20], [3600, 3600]],
];

const emps: Emp[] = STAFF.map(([name, role, kind, h, rt]) => {
  const halfHours = typeof h === 'number' ? h * 2 : r.int(h[0] * 2, h[1] * 2);
  const rate = BigInt(typeof rt === 'number' ? rt : r.int(rt[0] / 10, rt[1] / 10) * 10);
  const ordinary = divRound(BigInt(halfHours) * rate, 2n);
  const penalties = kind === 'Full-time' ? 0n : divRound(ordinary * BigInt(r.int(3, 18)), 100n);
  const gross = ordinary + penalties;
  const payg = divRound(gross * BigInt(r.int(9, 21)), 10000n) * 100n; // whole dollars
  return {
    name,
    role,
    kind,
    halfHours,
    rate,
    ordinary,
    penalties,
    gross,
    payg,
    net: gross - payg,
    sup: divRound(gross * 12n, 100n),
  };
});

const sumOf = (f: (e: Emp) => bigint): bigint => total(emps.map(f));
const gross = sumOf((e) => e.gross);
const net = sumOf((e) => e.net);
const payg = sumOf((e) => e.payg);
const sup = sumOf((e) => e.sup);
const ordinary = sumOf((e) => e.ordinary);
const penalties = sumOf((e) => e.penalties);
const halfHours = emps.reduce((s, e) => s + e.halfHours, 0);
const hoursText = (hh: number): string => hundredths(BigInt(hh) * 50n);
const mostHours = argMax(emps.map((e) => e.halfHours));
const topPaid = argMax(emps.map((e) => e.gross));
const emp = (first: string): Emp => emps.find((e) => e.name.startsWith(first))!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Pay run 2026-24');
  putRows(ws, [
    ['Juniper Lane Gin Bar Pty Ltd'],
    ['Payroll register — pay run 2026-24 (fortnightly)'],
    ['Period 16/11/2026 – 29/11/2026 · paid 02/12/2026 · AUD'],
    [],
    [
      'Employee',
      'Role',
      'Type',
      'Hours',
      'Rate ($/hr)',
      'Ordinary ($)',
      'Penalties ($)',
      'Gross ($)',
      'PAYG ($)',
      'Net pay ($)',
      'Super 12% ($)',
    ],
    ...emps.map((e) => [
      e.name,
      e.role,
      e.kind,
      e.halfHours / 2,
      cell(e.rate),
      cell(e.ordinary),
      cell(e.penalties),
      cell(e.gross),
      cell(e.payg),
      cell(e.net),
      cell(e.sup),
    ]),
    [
      'Totals',
      undefined,
      undefined,
      halfHours / 2,
      undefined,
      cell(ordinary),
      cell(penalties),
      cell(gross),
      cell(payg),
      cell(net),
      cell(sup),
    ],
    [],
    ['Super is paid quarterly to the staff members’ funds; casual rates include the 25% loading.'],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6 + emps.length).font = { bold: true };
  for (let c = 5; c <= 11; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(1).width = 20;
  return toBytes(wb);
}

export const ginbar: BlindBook = {
  name: 'ginbar',
  business: 'craft gin bar',
  shape:
    'payroll register for one fortnight: hours, rate, ordinary, penalties, gross, PAYG, net, super; Totals',
  bytes,
  questions: questionsFor('ginbar', [
    [
      'total gross pay this pay run',
      { value: hundredths(gross), means: 'Gross column, Totals row' },
    ],
    ['total net pay', { value: hundredths(net), means: 'Net pay column, Totals row' }],
    ['how much tax did we withhold', { value: hundredths(payg), means: 'PAYG column total' }],
    [
      'how much super do we owe for this fortnight',
      { value: hundredths(sup), means: 'Super 12% column total' },
    ],
    [
      'who worked the most hours',
      {
        value: hoursText(emps[mostHours]!.halfHours),
        at: emps[mostHours]!.name,
        means: 'employee with the largest Hours',
      },
    ],
    [
      "what's Mia's net pay",
      { value: hundredths(emp('Mia').net), means: 'Mia Thompson’s Net pay' },
    ],
    [
      'how many bartenders',
      {
        value: String(emps.filter((e) => e.role === 'Bartender').length),
        means: 'rows with Role Bartender',
      },
    ],
    ['total hours worked', { value: hoursText(halfHours), means: 'Hours column total' }],
    [
      'average hourly rate',
      {
        value: [
          meanCents(
            sumOf((e) => e.rate),
            emps.length,
          ),
          hundredths(divRound(ordinary * 2n, BigInt(halfHours))),
        ],
        tol: 0.01,
        means: 'mean of the Rate column (or ordinary pay / hours, weighted by hours)',
      },
    ],
    [
      'what does this pay run cost us all up',
      { value: hundredths(gross + sup), means: 'Gross + Super (the employer’s cost of the run)' },
    ],
    [
      'who earned the most this pay run',
      {
        value: [hundredths(emps[topPaid]!.gross), hundredths(emps[topPaid]!.net)],
        at: emps[topPaid]!.name,
        means: 'employee with the largest Gross (the same one by Net pay); their Gross or Net',
      },
    ],
    ['penalty rates total', { value: hundredths(penalties), means: 'Penalties column total' }],
    [
      'casual wages',
      {
        value: hundredths(total(emps.filter((e) => e.kind === 'Casual').map((e) => e.gross))),
        means: 'Gross of rows with Type Casual',
      },
    ],
    ['how many staff were paid', { value: String(emps.length), means: 'employee rows' }],
    [
      "what's the bar manager on per hour",
      { value: hundredths(emp('Mia').rate), means: 'Rate of the Bar Manager row' },
    ],
    ['how much annual leave does Tom have', { refuse: true, means: 'no leave balances are held' }],
    [
      'what did we pay in wages last year',
      { refuse: true, means: 'one fortnight’s register only' },
    ],
  ]),
  checks: [
    same('ordinary + penalties = gross', ordinary + penalties, gross),
    same('gross − PAYG = net', gross - payg, net),
    same(
      'hours × rate = ordinary, row by row',
      total(emps.map((e) => divRound(BigInt(e.halfHours) * e.rate, 2n))),
      ordinary,
    ),
    holds(
      'PAYG in whole dollars',
      emps.every((e) => e.payg % 100n === 0n),
    ),
    holds('most hours unique', uniqueMax(emps.map((e) => e.halfHours))),
    holds('highest gross unique', uniqueMax(emps.map((e) => e.gross))),
    holds(
      'highest net is the same person',
      uniqueMax(emps.map((e) => e.net)) && argMax(emps.map((e) => e.net)) === topPaid,
    ),
    holds(
      'first names unique for lookups',
      new Set(emps.map((e) => e.name.split(' ')[0])).size === emps.length,
    ),
  ],
};
