/**
 * removals — a removals company's payroll register, four fortnightly pays (periods ending 11 Oct
 * – 22 Nov 2026, NZD): title rows, a two-row header with a merged "Deductions" group (PAYE,
 * KiwiSaver 3%, Student loan), period end and pay date cells, employee, role, hours, rate, gross,
 * total deductions, net pay, employer KiwiSaver; blanks where no student loan; Totals row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, ratio2 } from '../../expect';
import {
  cell,
  day,
  holds,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  dayPlaces,
  type BlindBook,
} from '../lib';
import { extreme, groupSum } from '../lib';

const r = rng(8);
const STAFF: Array<[string, string, number, boolean]> = [
  ['Tama Ngata', 'Crew leader', 3850, false],
  ['Mere Walker', 'Office manager', 3600, false],
  ['Sione Taufa', 'Mover', 2850, false],
  ["Jack O'Brien", 'Driver', 3100, false],
  ['Aroha Hēnare', 'Mover', 2750, false],
  ['Liam Chen', 'Mover', 2750, true],
  ['Hemi Parata', 'Driver', 3100, false],
  ['Grace Fale', 'Mover', 2600, true],
];
const PAYS: Array<[number, number, number, number]> = [
  [9, 11, 9, 15],
  [9, 25, 9, 29],
  [10, 8, 10, 12],
  [10, 22, 10, 26],
];
interface Line {
  pay: number;
  name: string;
  role: string;
  halfHours: number;
  rate: number;
  gross: number;
  paye: number;
  ks: number;
  sl?: number;
  ded: number;
  net: number;
  er: number;
}
const lines: Line[] = [];
PAYS.forEach((_, pay) => {
  for (const [name, role, rate, loan] of STAFF) {
    const halfHours = name === 'Mere Walker' ? 150 : r.int(110, 186);
    const gross = (rate * halfHours) / 2;
    const paye = Math.round(gross * (gross > 250000 ? 0.2 : 0.165));
    const ks = Math.round(gross * 0.03);
    const sl = loan ? Math.round(Math.max(0, gross - 84800) * 0.12) : undefined;
    const ded = paye + ks + (sl ?? 0);
    lines.push({
      pay,
      name,
      role,
      halfHours,
      rate,
      gross,
      paye,
      ks,
      sl,
      ded,
      net: gross - ded,
      er: ks,
    });
  }
});
const col = (f: (l: Line) => number): bigint => total(lines.map(f));
const GROSS = col((l) => l.gross);
const NET = col((l) => l.net);
const PAYE = col((l) => l.paye);
const KS = col((l) => l.ks);
const SL = col((l) => l.sl ?? 0);
const DED = col((l) => l.ded);
const ER = col((l) => l.er);
const HALF = col((l) => l.halfHours);
const grossBy = groupSum(
  lines,
  (l) => l.name,
  (l) => l.gross,
);
const netBy = groupSum(
  lines,
  (l) => l.name,
  (l) => l.net,
);
const hoursBy = groupSum(
  lines,
  (l) => l.name,
  (l) => l.halfHours,
);
const [topName, topGross] = extreme(grossBy);
const [hoursName, hoursMax] = extreme(hoursBy);
const gPay = (p: number): bigint =>
  total(
    pickAt(
      lines.map((l) => l.gross),
      where(lines, (l) => l.pay === p),
    ),
  );
const nPay = (p: number): bigint =>
  total(
    pickAt(
      lines.map((l) => l.net),
      where(lines, (l) => l.pay === p),
    ),
  );
const erPay = (p: number): bigint =>
  total(
    pickAt(
      lines.map((l) => l.er),
      where(lines, (l) => l.pay === p),
    ),
  );
const meanRate = total(STAFF.map((s) => s[2]));
const hoursText = (h: bigint): string => ratio2(h, 2n);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll register');
  ws.getCell('A1').value = 'Kiwi Movers Ltd — Payroll register';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Fortnightly pays, periods ending 11 October to 22 November 2026 · NZD';
  const heads = ['Period ending', 'Pay date', 'Employee', 'Role', 'Hours', 'Rate', 'Gross pay'];
  heads.forEach((h, i) => {
    ws.mergeCells(4, i + 1, 5, i + 1);
    ws.getCell(4, i + 1).value = h;
  });
  ws.mergeCells(4, 8, 4, 10);
  ws.getCell(4, 8).value = 'Deductions';
  ws.getCell(4, 8).alignment = { horizontal: 'center' };
  ['PAYE', 'KiwiSaver 3%', 'Student loan'].forEach((h, i) => (ws.getCell(5, 8 + i).value = h));
  ['Total deductions', 'Net pay', 'Employer KiwiSaver'].forEach((h, i) => {
    ws.mergeCells(4, 11 + i, 5, 11 + i);
    ws.getCell(4, 11 + i).value = h;
  });
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).font = { bold: true };
  lines.forEach((l, i) => {
    const [pm, pd, qm, qd] = PAYS[l.pay]!;
    const row = ws.getRow(6 + i);
    row.values = [
      day(2026, pm, pd),
      day(2026, qm, qd),
      l.name,
      l.role,
      l.halfHours / 2,
      cell(l.rate),
      cell(l.gross),
      cell(l.paye),
      cell(l.ks),
      l.sl === undefined ? null : cell(l.sl),
      cell(l.ded),
      cell(l.net),
      cell(l.er),
    ];
  });
  const t = ws.getRow(6 + lines.length);
  t.values = [
    'Totals',
    null,
    null,
    null,
    Number(HALF) / 2,
    null,
    cell(GROSS),
    cell(PAYE),
    cell(KS),
    cell(SL),
    cell(DED),
    cell(NET),
    cell(ER),
  ];
  t.font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(2).numFmt = 'dd/mm/yyyy';
  ws.getColumn(5).numFmt = '0.0';
  for (let c = 6; c <= 13; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(3).width = 16;
  return toBytes(wb);
}

export const removals: BlindBook = {
  name: 'removals',
  business: 'removals company (movers and drivers)',
  shape: 'payroll register (two-row header, pay periods)',
  bytes,
  checks: [
    same('gross − deductions = net', GROSS - DED, NET),
    same('PAYE + KiwiSaver + student loan = deductions', PAYE + KS + SL, DED),
    same('pays = gross', gPay(0) + gPay(1) + gPay(2) + gPay(3), GROSS),
    same('hours × rate = gross', total(lines.map((l) => (l.halfHours * l.rate) / 2)), GROSS),
    unique('gross by employee', [...grossBy.values()]),
    holds('top on gross is top on net', extreme(netBy)[0] === topName),
    unique('hours by employee', [...hoursBy.values()]),
  ],
  questions: questionsFor('removals', [
    ['total gross wages', { value: money(GROSS), means: 'Totals row, Gross pay (four pays)' }],
    ['how much net pay went out', { value: money(NET), means: 'Totals row, Net pay' }],
    ['total PAYE', { value: money(PAYE), means: 'Totals row, PAYE' }],
    [
      'who earned the most',
      {
        at: topName,
        value: [money(topGross), money(netBy.get(topName)!)],
        means:
          'the employee with the largest gross over the four pays (also largest net); gross or net',
      },
    ],
    [
      'what did we pay grace',
      {
        value: [money(netBy.get('Grace Fale')!), money(grossBy.get('Grace Fale')!)],
        means: "Grace Fale's net over the four pays, or gross",
      },
    ],
    [
      'payroll cost for the 12 november pay',
      {
        value: [money(gPay(2)), money(nPay(2)), money(gPay(2) + erPay(2))],
        means:
          'gross (or net, or gross + employer KiwiSaver) of the pay dated 12/11/2026 (period ending 8 Nov)',
      },
    ],
    ['total hours worked', { value: hoursText(HALF), means: 'Totals row, Hours' }],
    [
      'average hourly rate',
      {
        value: [meanCents(GROSS * 2n, Number(HALF)), meanCents(meanRate, STAFF.length)],
        means: 'gross / hours, or the mean of the eight rates',
      },
    ],
    [
      'how much employer kiwisaver have we paid',
      { value: money(ER), means: 'Totals row, Employer KiwiSaver' },
    ],
    [
      'how many people are on the payroll',
      { value: String(STAFF.length), means: 'distinct employees' },
    ],
    [
      'deductions as a % of gross',
      { value: pct(DED, GROSS), means: 'Total deductions / Gross pay × 100' },
    ],
    [
      'who worked the most hours',
      {
        at: hoursName,
        value: hoursText(hoursMax),
        means: 'the employee with the most hours over the four pays',
      },
    ],
    [
      'how much student loan did we deduct',
      { value: money(SL), means: 'Totals row, Student loan' },
    ],
    [
      'gross wages in november',
      { value: money(gPay(2) + gPay(3)), means: 'the two pays ending and paid in November' },
    ],
    [
      'when was the last pay day',
      { at: dayPlaces(2026, 10, 26), means: 'the latest Pay date, 26/11/2026' },
    ],
    [
      'how much annual leave does sione have owing',
      { refuse: true, means: 'no leave balances on the register' },
    ],
    [
      'what will the christmas pay run cost',
      { refuse: true, means: 'a forecast; not on the register' },
    ],
  ]),
};
