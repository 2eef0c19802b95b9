/**
 * salon: a hair salon in Cork, an Irish monthly payroll summary for period 11 (November 2026):
 * two-row header (merged groups Payments / Deductions / Net / Employer costs over Basic,
 * Overtime, Commission, Gross Pay, PAYE, USC, PRSI (EE), Pension (EE), Total Deductions, Net
 * Pay, PRSI (ER), Pension (ER)), one row per employee with hours, a Totals row and a note (EUR).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  alts,
  argMax,
  cell,
  holds,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(8);

interface Emp {
  no: string;
  name: string;
  role: string;
  hours2: number; // hours × 2 (half hours)
  basic: bigint;
  ot: bigint;
  comm: bigint;
  gross: bigint;
  paye: bigint;
  usc: bigint;
  prsi: bigint;
  pen: bigint;
  ded: bigint;
  net: bigint;
  erPrsi: bigint;
  erPen: bigint;
}

const STAFF: Array<[string, string, number, boolean, boolean]> = [
  // name, role, rate cents, commission?, pension?
  ["Niamh O'Connor", 'Senior Stylist', 2100, true, true],
  ['Aoife Byrne', 'Stylist', 1750, true, false],
  ['Ciara Walsh', 'Colourist', 1900, true, true],
  ['Sinéad Murphy', 'Stylist', 1700, true, false],
  ['Róisín Kelly', 'Junior Stylist', 1500, true, false],
  ['Orla Doyle', 'Receptionist', 1450, false, true],
  ['Cian Fitzgerald', 'Barber', 1800, true, false],
  ['Méabh Ryan', 'Apprentice', 1415, false, false],
  ['Darragh Nolan', 'Salon Manager', 2400, false, true],
  ['Eimear Quinn', 'Beauty Therapist', 1650, true, false],
];
const pctOf = (x: bigint, bp: bigint): bigint => divRound(x * bp, 10000n);
const usc = (g: bigint): bigint => {
  if (g <= 108333n) return 0n; // under €13,000 a year: exempt
  const b1 = g < 100100n ? g : 100100n;
  const b2 = g < 235233n ? g - b1 : 235233n - b1;
  const b3 = g > 235233n ? g - 235233n : 0n;
  return pctOf(b1, 50n) + pctOf(b2, 200n) + pctOf(b3, 300n);
};
const emps: Emp[] = STAFF.map(([name, role, rate, hasComm, hasPen], i) => {
  const salaried = role === 'Salon Manager';
  const hours2 = salaried ? 320 : r.int(220, 330);
  const basic = divRound(BigInt(hours2) * BigInt(rate), 2n);
  const otH = !salaried && r.next() < 0.4 ? r.int(3, 12) : 0;
  const ot = divRound(BigInt(otH) * BigInt(rate) * 3n, 2n);
  const comm = hasComm ? BigInt(r.int(8000, 78000)) : 0n;
  const gross = basic + ot + comm;
  const std = 366667n;
  const tax =
    pctOf(gross < std ? gross : std, 2000n) +
    (gross > std ? pctOf(gross - std, 4000n) : 0n) -
    33333n;
  const paye = tax > 0n ? tax : 0n;
  const u = usc(gross);
  const prsi = gross > 153000n ? pctOf(gross, 420n) : 0n;
  const pen = hasPen ? pctOf(basic, 500n) : 0n;
  const ded = paye + u + prsi + pen;
  return {
    no: `E${String(i + 1).padStart(3, '0')}`,
    name,
    role,
    hours2: hours2 + 2 * otH,
    basic,
    ot,
    comm,
    gross,
    paye,
    usc: u,
    prsi,
    pen,
    ded,
    net: gross - ded,
    erPrsi: pctOf(gross, gross > 190800n ? 1125n : 900n),
    erPen: pen,
  };
});

const F = (f: (e: Emp) => bigint): bigint => sumBy(emps, f);
const GROSS = F((e) => e.gross);
const NET = F((e) => e.net);
const COMM = F((e) => e.comm);
const topG = argMax(emps.map((e) => e.gross));
const topH = argMax(emps.map((e) => e.hours2));
const hours = (e: Emp): string => hundredths(e.hours2 * 50);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Nov 2026');
  ws.getCell('A1').value = 'Luxe Hair Studio Ltd';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'Payroll Summary - Monthly, Period 11 (November 2026)   Pay date: 27/11/2026';
  const groups: Array<[string, string]> = [
    ['E4:H4', 'Payments'],
    ['I4:M4', 'Deductions'],
    ['N4:N4', 'Net'],
    ['O4:P4', 'Employer costs'],
  ];
  for (const [range, label] of groups) {
    if (range.split(':')[0] !== range.split(':')[1]) ws.mergeCells(range);
    const c = ws.getCell(range.split(':')[0]!);
    c.value = label;
    c.alignment = { horizontal: 'center' };
    c.font = { bold: true };
  }
  ws.getRow(5).values = [
    'Emp No',
    'Employee',
    'Position',
    'Hours',
    'Basic',
    'Overtime',
    'Commission',
    'Gross Pay',
    'PAYE',
    'USC',
    'PRSI (EE)',
    'Pension (EE)',
    'Total Deductions',
    'Net Pay',
    'PRSI (ER)',
    'Pension (ER)',
  ];
  ws.getRow(5).font = { bold: true };
  const money = '€#,##0.00';
  const vals = (e: Pick<Emp, Exclude<keyof Emp, 'no' | 'name' | 'role' | 'hours2'>>): number[] =>
    [
      e.basic,
      e.ot,
      e.comm,
      e.gross,
      e.paye,
      e.usc,
      e.prsi,
      e.pen,
      e.ded,
      e.net,
      e.erPrsi,
      e.erPen,
    ].map((x) => cell(x));
  emps.forEach((e, i) => {
    const rr = ws.getRow(6 + i);
    rr.values = [e.no, e.name, e.role, e.hours2 / 2, ...vals(e)];
    for (let c = 5; c <= 16; c++) rr.getCell(c).numFmt = money;
  });
  const tr = ws.getRow(6 + emps.length + 1);
  const T = (f: (e: Emp) => bigint): bigint => F(f);
  tr.values = [
    'Totals',
    `${emps.length} employees`,
    undefined,
    emps.reduce((s, e) => s + e.hours2, 0) / 2,
    ...vals({
      basic: T((e) => e.basic),
      ot: T((e) => e.ot),
      comm: COMM,
      gross: GROSS,
      paye: T((e) => e.paye),
      usc: T((e) => e.usc),
      prsi: T((e) => e.prsi),
      pen: T((e) => e.pen),
      ded: T((e) => e.ded),
      net: NET,
      erPrsi: T((e) => e.erPrsi),
      erPen: T((e) => e.erPen),
    }),
  ];
  tr.font = { bold: true };
  for (let c = 5; c <= 16; c++) tr.getCell(c).numFmt = money;
  ws.getCell(`A${6 + emps.length + 3}`).value =
    'Pension: 5% of basic into the staff PRSA for those who opted in; the salon matches it. Hours include overtime hours.';
  ws.getColumn(2).width = 18;
  ws.getColumn(3).width = 17;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same(
    'basic + overtime + commission = gross',
    F((e) => e.basic + e.ot + e.comm),
    GROSS,
  ),
  same('gross − deductions = net', GROSS - F((e) => e.ded), NET),
  same(
    'deduction columns = total deductions',
    F((e) => e.paye + e.usc + e.prsi + e.pen),
    F((e) => e.ded),
  ),
  unique(
    'gross',
    emps.map((e) => e.gross),
  ),
  holds('the top earner by gross is the top by net', argMax(emps.map((e) => e.net)) === topG),
  unique(
    'hours',
    emps.map((e) => e.hours2),
  ),
  holds(
    'some but not all did overtime',
    emps.some((e) => e.ot > 0n) && emps.some((e) => e.ot === 0n),
  ),
];

export const salon: BlindBook = {
  name: 'salon',
  business: 'hair salon',
  shape: 'payroll register (Irish monthly payroll summary, two-row header, Totals row)',
  bytes: build,
  checks,
  questions: questionsFor('salon', [
    ['total gross pay', { value: hundredths(GROSS), means: 'Totals, Gross Pay' }],
    [
      "what's the total net pay this month",
      { value: hundredths(NET), means: 'Totals, Net Pay (November)' },
    ],
    [
      'who earned the most',
      {
        value: alts(hundredths(emps[topG]!.gross), hundredths(emps[topG]!.net)),
        at: emps[topG]!.name,
        means: 'the employee with the highest Gross Pay (also the highest Net Pay)',
      },
    ],
    ['how much commission did we pay', { value: hundredths(COMM), means: 'Totals, Commission' }],
    [
      "what's the full cost of payroll including employer prsi and pension",
      {
        value: hundredths(GROSS + F((e) => e.erPrsi + e.erPen)),
        means: 'Gross Pay + PRSI (ER) + Pension (ER), totals',
      },
    ],
    ['how much PAYE was deducted', { value: hundredths(F((e) => e.paye)), means: 'Totals, PAYE' }],
    [
      'what did niamh take home',
      { value: hundredths(emps[0]!.net), means: "Niamh O'Connor, Net Pay" },
    ],
    [
      'average net pay',
      { value: meanCents(NET, emps.length), means: 'Totals Net Pay / 10 employees' },
    ],
    [
      'how many staff did overtime',
      {
        value: String(emps.filter((e) => e.ot > 0n).length),
        means: 'rows with an Overtime amount',
      },
    ],
    ['total deductions', { value: hundredths(F((e) => e.ded)), means: 'Totals, Total Deductions' }],
    [
      'what % of gross pay is commission',
      { value: pct(COMM, GROSS), means: 'Totals Commission / Totals Gross Pay, %' },
    ],
    [
      'who worked the most hours',
      {
        value: hours(emps[topH]!),
        at: alts(
          emps[topH]!.name,
          emps[topH]!.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        ),
        means: 'the employee with the most Hours',
      },
    ],
    ['how much USC', { value: hundredths(F((e) => e.usc)), means: 'Totals, USC' }],
    [
      'how much holiday pay do we owe staff',
      { refuse: true, means: 'no holiday accrual in a payroll summary' },
    ],
    [
      'what did payroll cost in october',
      { refuse: true, means: 'the sheet is period 11 (November) only' },
    ],
  ]),
};
