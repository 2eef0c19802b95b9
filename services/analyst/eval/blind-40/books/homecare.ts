/**
 * Home-care agency: payroll register, four bi-weekly pays (periods ending 10 Oct – 21 Nov
 * 2026), Canadian dollars. Two title rows, a two-row header (merged "Employee deductions" and
 * "Employer contributions" over their columns), pay period end and pay date cells, employee,
 * position, hours, rate, gross, CPP, EI, income tax, total deductions, net pay, employer CPP
 * and EI; a Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  holds,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(8);
const NAME = 'homecare';
const STAFF: Array<[name: string, role: string, rate: number, lo: number, hi: number]> = [
  ['Priya Sharma', 'PSW', 2350, 62, 80],
  ['Daniel Okoye', 'PSW', 2275, 56, 80],
  ['Marie Tremblay', 'RPN', 3640, 60, 78],
  ['Jason Li', 'PSW', 2250, 48, 76],
  ['Fatima Haddad', 'PSW', 2400, 58, 80],
  ['Carlos Mendes', 'PSW', 2325, 40, 72],
  ['Ruth Campbell', 'Care coordinator', 3100, 70, 75],
  ['Aiden Murphy', 'PSW (part-time)', 2250, 22, 38],
];
// period ends (Saturdays) and pay dates (the Friday after)
const PERIODS: Array<[end: [number, number], pay: [number, number]]> = [
  [
    [9, 10],
    [9, 16],
  ],
  [
    [9, 24],
    [9, 30],
  ],
  [
    [10, 7],
    [10, 13],
  ],
  [
    [10, 21],
    [10, 27],
  ],
];

interface Pay {
  p: number;
  e: number;
  hours: number; // hundredths of an hour (quarter hours)
  gross: number;
  cpp: number;
  ei: number;
  tax: number;
  ded: number;
  net: number;
  erCpp: number;
  erEi: number;
}
const pays: Pay[] = [];
PERIODS.forEach((_, p) => {
  STAFF.forEach(([, , rate, lo, hi], e) => {
    const hours = r.int(lo * 4, hi * 4) * 25; // hundredths, quarter hours
    const gross = Number(divRound(BigInt(hours * rate), 100n));
    const cpp = Math.max(0, Number(divRound(BigInt(gross - 13461) * 595n, 10000n)));
    const ei = Number(divRound(BigInt(gross) * 164n, 10000n));
    const tax = Math.max(0, Number(divRound(BigInt(gross - 45000) * 20n, 100n)));
    const ded = cpp + ei + tax;
    pays.push({
      p,
      e,
      hours,
      gross,
      cpp,
      ei,
      tax,
      ded,
      net: gross - ded,
      erCpp: cpp,
      erEi: Number(divRound(BigInt(ei) * 14n, 10n)),
    });
  });
});

const col = (k: keyof Pay, ok: (x: Pay) => boolean = () => true): bigint =>
  total(
    pickAt(
      pays.map((x) => x[k]),
      where(pays, ok),
    ),
  );
const gross = col('gross');
const net = col('net');
const tax = col('tax');
const cpp = col('cpp');
const erCpp = col('erCpp');
const erEi = col('erEi');
const ded = col('ded');
const hours = col('hours');
const perEmp = (k: keyof Pay): bigint[] => STAFF.map((_, e) => col(k, (x) => x.e === e));
const hoursBy = perEmp('hours');
const grossBy = perEmp('gross');
const netBy = perEmp('net');
const mostHours = argMax(hoursBy);
const topPaid = argMax(grossBy);
const nov27 = (k: keyof Pay): bigint => col(k, (x) => x.p === 3);
const nov = (k: keyof Pay): bigint => col(k, (x) => x.p >= 2);
const meanRate = meanCents(total(STAFF.map((s) => s[2])), STAFF.length);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll register');
  const rows: unknown[][] = [
    ['Maple Lane Home Care Inc. — Payroll Register'],
    ['Bi-weekly pays, periods ending 10 Oct 2026 to 21 Nov 2026 (CAD)'],
    [],
    [
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'Employee deductions',
      undefined,
      undefined,
      undefined,
      undefined,
      'Employer contributions',
    ],
    [
      'Period ending',
      'Pay date',
      'Employee',
      'Position',
      'Hours',
      'Rate',
      'Gross pay',
      'CPP',
      'EI',
      'Income tax',
      'Total deductions',
      'Net pay',
      'CPP',
      'EI',
    ],
    ...pays.map((x) => {
      const [end, pay] = PERIODS[x.p]!;
      const [name, role, rate] = STAFF[x.e]!;
      return [
        day(2026, end[0], end[1]),
        day(2026, pay[0], pay[1]),
        name,
        role,
        x.hours / 100,
        cell(rate),
        cell(x.gross),
        cell(x.cpp),
        cell(x.ei),
        cell(x.tax),
        cell(x.ded),
        cell(x.net),
        cell(x.erCpp),
        cell(x.erEi),
      ];
    }),
    [
      'Totals',
      undefined,
      undefined,
      undefined,
      Number(hours) / 100,
      undefined,
      cell(gross),
      cell(cpp),
      cell(col('ei')),
      cell(tax),
      cell(ded),
      cell(net),
      cell(erCpp),
      cell(erEi),
    ],
  ];
  putRows(ws, rows);
  ws.mergeCells('H4:K4');
  ws.mergeCells('M4:N4');
  ws.getRow(4).alignment = { horizontal: 'center' };
  for (const n of [1, 4, 5, rows.length]) ws.getRow(n).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd-mmm-yyyy';
  ws.getColumn(2).numFmt = 'dd-mmm-yyyy';
  ws.getColumn(5).numFmt = '0.00';
  for (let c = 6; c <= 14; c++) ws.getColumn(c).numFmt = '#,##0.00';
  ws.getColumn(3).width = 18;
  return toBytes(wb);
}

export const homecare: BlindBook = {
  name: NAME,
  business: 'home-care agency (personal support workers)',
  shape: 'payroll register, four bi-weekly pays Oct–Nov 2026, two-row header, Totals row',
  bytes,
  questions: questionsFor(NAME, [
    ['total gross payroll', { value: hundredths(gross), means: 'Gross pay, all four pays' }],
    ['total net pay', { value: hundredths(net), means: 'Net pay, all four pays' }],
    [
      'what did we pay Priya',
      {
        value: [hundredths(netBy[0]!), hundredths(grossBy[0]!)],
        means: 'Priya Sharma, net or gross, four pays',
      },
    ],
    ['how much income tax did we withhold', { value: hundredths(tax), means: 'Income tax column' }],
    [
      'total cost of payroll including employer contributions',
      { value: hundredths(gross + erCpp + erEi), means: 'Gross + employer CPP + employer EI' },
    ],
    [
      'who worked the most hours',
      { at: STAFF[mostHours]![0], means: 'employee with the most hours over four pays' },
    ],
    ['how many hours in total', { value: hundredths(hours), means: 'Hours column, all rows' }],
    [
      'average hourly rate',
      {
        value: [hundredths(divRound(gross * 100n, hours)), meanRate],
        means: 'gross / hours, or the mean of the rates (each person keeps one rate)',
      },
    ],
    [
      'payroll on the nov 27 pay date',
      {
        value: [hundredths(nov27('gross')), hundredths(nov27('net'))],
        means: 'pay dated 27 Nov 2026, gross or net',
      },
    ],
    [
      'CPP total',
      {
        value: [hundredths(cpp), hundredths(cpp + erCpp)],
        means: 'employee CPP, or employee + employer',
      },
    ],
    [
      'highest paid employee',
      { at: STAFF[topPaid]![0], means: 'largest gross (also largest net) over four pays' },
    ],
    ['how many employees', { value: String(STAFF.length), means: 'distinct employees' }],
    [
      'what % of gross goes to deductions',
      { value: pct(ded, gross), means: 'Total deductions / Gross pay, %' },
    ],
    ['employer EI total', { value: hundredths(erEi), means: 'Employer contributions EI column' }],
    [
      'how much payroll did we run in november',
      {
        value: [hundredths(nov('gross')), hundredths(nov('net'))],
        means: 'the two pays dated in November (13 and 27 Nov), gross or net',
      },
    ],
    [
      'how much vacation does Priya have left',
      { refuse: true, means: 'no leave balances in the register' },
    ],
    ['what will payroll be in january', { refuse: true, means: 'no forecast held' }],
  ]),
  checks: [
    same('gross − deductions = net', gross - ded, net),
    same('deductions = cpp + ei + tax', cpp + col('ei') + tax, ded),
    same(
      'periods = total gross',
      total(PERIODS.map((_, p) => col('gross', (x) => x.p === p))),
      gross,
    ),
    unique('hours by employee', hoursBy),
    unique('gross by employee', grossBy),
    holds('top gross is top net', argMax(netBy) === topPaid),
    holds(
      'hours × rate = gross',
      pays.every((x) => BigInt(x.gross) === divRound(BigInt(x.hours * STAFF[x.e]![2]), 100n)),
    ),
  ],
};
