/**
 * pub: a pub's payroll register for three monthly pay periods, Sep–Nov 2026 (core shape 8):
 * title rows, a merged group header ("Deductions", "Employer") over the column names (two-row
 * header), a Pay period column typed as text ("Oct 2026"), pay date, employee, role, hours,
 * gross, PAYE, NI, pension, net pay, employer NI and pension; a Totals row. GBP.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  argMax,
  countOf,
  day,
  holds,
  monthAt,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(8);
const YEAR = 2026;
const PERIODS = [8, 9, 10]; // Sep, Oct, Nov
const PAY_DAY = [25, 30, 27]; // last Friday
const PERIOD_NAMES = ['Sep 2026', 'Oct 2026', 'Nov 2026'];

/** [name, role, monthly salary in pence (0 = hourly), hourly rate in pence, hours lo, hi] */
const STAFF: Array<[string, string, number, number, number, number]> = [
  ['Sarah Whitfield', 'Bar manager', 265000, 0, 0, 0],
  ['Tom Baxter', 'Head chef', 290000, 0, 0, 0],
  ['Priya Nair', 'Sous chef', 0, 1420, 150, 175],
  ['Jack Dunn', 'Bar staff', 0, 1276, 70, 140],
  ['Megan Lowe', 'Bar staff', 0, 1276, 60, 150],
  ['Oliver Grant', 'Kitchen porter', 0, 1272, 80, 130],
  ['Chloe Adams', 'Waiting staff', 0, 1280, 40, 120],
  ['Dan Hughes', 'Cellar & bar', 0, 1320, 100, 160],
];

interface Pay {
  p: number; // period index 0..2
  s: number; // staff index
  quarters: number; // hours × 4
  gross: number;
  paye: number;
  ni: number;
  pension: number;
  net: number;
  erNi: number;
  erPension: number;
}
const over = (x: number, t: number, rate: number): number =>
  Math.max(0, Math.round((x - t) * rate));
const PAYS: Pay[] = [];
PERIODS.forEach((_, p) => {
  STAFF.forEach(([, , salary, rate, lo, hi], s) => {
    // Nov: Christmas party bookings start, hourly staff work more
    const extra = p === 2 ? 20 : 0;
    const quarters = salary ? 180 * 4 : r.int((lo + extra) * 4, (hi + extra) * 4);
    // Nov: the head chef's bonus for the wedding season
    const gross = salary ? salary + (s === 1 && p === 2 ? 40000 : 0) : (rate * quarters) / 4;
    const paye = over(gross, 104750, 0.2);
    const ni = over(gross, 104800, 0.08);
    const pension = gross >= 83300 ? over(gross, 52000, 0.05) : 0;
    const erNi = over(gross, 41700, 0.15);
    const erPension = gross >= 83300 ? over(gross, 52000, 0.03) : 0;
    PAYS.push({
      p,
      s,
      quarters,
      gross,
      paye,
      ni,
      pension,
      net: gross - paye - ni - pension,
      erNi,
      erPension,
    });
  });
});

const sum = (f: (x: Pay) => number, ok: (x: Pay) => boolean = () => true): bigint =>
  total(PAYS.filter(ok).map(f));
const inP =
  (p: number) =>
  (x: Pay): boolean =>
    x.p === p;
const S = (name: string): number => STAFF.findIndex((s) => s[0] === name);
const novGross = STAFF.map((_, s) => PAYS.find((x) => x.p === 2 && x.s === s)!.gross);
const novNet = STAFF.map((_, s) => PAYS.find((x) => x.p === 2 && x.s === s)!.net);
const topNov = argMax(novGross);
const periodGross = PERIODS.map((_, p) => sum((x) => x.gross, inP(p)));
const periodNet = PERIODS.map((_, p) => sum((x) => x.net, inP(p)));
const topPeriod = argMax(periodGross);
const OVER = 200000; // £2,000
const sarahNov = PAYS.find((x) => x.p === 2 && x.s === S('Sarah Whitfield'))!;
const priya = PAYS.filter((x) => x.s === S('Priya Nair'));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll register');
  const gbp = (x: number | bigint): number => Number(x) / 100;
  putRows(ws, [
    ['The Crown & Anchor (Harbour Inns Ltd)'],
    ['Payroll register — tax months 6 to 8, 2026/27 (monthly, paid last Friday)'],
    [],
    ['', '', '', '', '', '', 'Deductions', '', '', '', 'Employer', ''],
    [
      'Pay period',
      'Pay date',
      'Employee',
      'Role',
      'Hours',
      'Gross pay',
      'PAYE tax',
      'Employee NI',
      'Pension',
      'Net pay',
      "Employer's NI",
      'Employer pension',
    ],
    ...PAYS.map((x) => [
      PERIOD_NAMES[x.p],
      day(YEAR, PERIODS[x.p]!, PAY_DAY[x.p]!),
      STAFF[x.s]![0],
      STAFF[x.s]![1],
      x.quarters / 4,
      gbp(x.gross),
      gbp(x.paye),
      gbp(x.ni),
      gbp(x.pension),
      gbp(x.net),
      gbp(x.erNi),
      gbp(x.erPension),
    ]),
    [
      'Totals',
      undefined,
      undefined,
      undefined,
      Number(sum((x) => x.quarters)) / 4,
      gbp(sum((x) => x.gross)),
      gbp(sum((x) => x.paye)),
      gbp(sum((x) => x.ni)),
      gbp(sum((x) => x.pension)),
      gbp(sum((x) => x.net)),
      gbp(sum((x) => x.erNi)),
      gbp(sum((x) => x.erPension)),
    ],
  ]);
  ws.mergeCells('G4:I4');
  ws.mergeCells('K4:L4');
  ws.getCell('G4').alignment = { horizontal: 'center' };
  ws.getCell('K4').alignment = { horizontal: 'center' };
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5).font = { bold: true };
  ws.getRow(6 + PAYS.length).font = { bold: true };
  ws.getColumn(2).numFmt = 'dd/mm/yyyy';
  ws.getColumn(5).numFmt = '0.00';
  for (let c = 6; c <= 12; c++) ws.getColumn(c).numFmt = '£#,##0.00';
  ws.getColumn(3).width = 18;
  return toBytes(wb);
}

export const pub: BlindBook = {
  name: 'pub',
  business: 'pub',
  shape: 'payroll register, three monthly pay periods (Sep–Nov 2026), Totals row',
  bytes,
  questions: questionsFor('pub', [
    [
      "What's the total gross pay on this register?",
      { value: money(sum((x) => x.gross)), means: 'Gross pay, Totals row (three pay periods)' },
    ],
    [
      'What did we pay Sarah last month?',
      {
        value: [money(sarahNov.net), money(sarahNov.gross)],
        means: "Sarah Whitfield's Nov 2026 net pay (or gross); now = 7 Dec 2026",
      },
    ],
    [
      'How much tax did we take off in October?',
      {
        value: [money(sum((x) => x.paye, inP(1))), money(sum((x) => x.paye + x.ni, inP(1)))],
        means: 'PAYE tax of the Oct 2026 rows (or PAYE + employee NI)',
      },
    ],
    [
      "What's our total pension contribution for November?",
      {
        value: [
          money(sum((x) => x.pension + x.erPension, inP(2))),
          money(sum((x) => x.erPension, inP(2))),
          money(sum((x) => x.pension, inP(2))),
        ],
        means: 'Nov 2026 employee + employer pension (or either one)',
      },
    ],
    [
      'Who earned the most in November?',
      {
        value: [money(novGross[topNov]!), money(novNet[topNov]!)],
        at: STAFF[topNov]![0],
        means: 'largest Nov 2026 gross pay (the same person has the largest net)',
      },
    ],
    [
      'How many hours did the staff work in October?',
      { value: hoursText(sum((x) => x.quarters, inP(1))), means: 'Hours of the Oct 2026 rows' },
    ],
    [
      "What's the total net pay for November?",
      { value: money(periodNet[2]!), means: 'Net pay of the Nov 2026 rows' },
    ],
    [
      "What did November's payroll cost us, including employer's NI and pension?",
      {
        value: money(sum((x) => x.gross + x.erNi + x.erPension, inP(2))),
        means: 'Nov 2026 gross + employer NI + employer pension',
      },
    ],
    [
      "What's the average net pay per person in November?",
      { value: meanCents(periodNet[2]!, STAFF.length), means: 'Nov 2026 net pay / 8 employees' },
    ],
    [
      "How much employer's NI did we pay over the three months?",
      { value: money(sum((x) => x.erNi)), means: "Employer's NI, Totals row" },
    ],
    [
      'How much did Priya earn over the three months?',
      {
        value: [money(total(priya.map((x) => x.gross))), money(total(priya.map((x) => x.net)))],
        means: "Priya Nair's gross over Sep–Nov (or net)",
      },
    ],
    [
      'How many staff earned over £2,000 gross in November?',
      {
        value: String(countOf(novGross, (g) => g > OVER)),
        means: 'Nov 2026 rows with gross above £2,000',
      },
    ],
    [
      'Which month had the biggest wage bill?',
      {
        value: [money(periodGross[topPeriod]!), money(periodNet[topPeriod]!)],
        at: monthAt(PERIODS[topPeriod]!, YEAR),
        means: 'the pay period with the largest total gross (also the largest net)',
      },
    ],
    [
      'How much more did we pay in wages in November than in September?',
      {
        value: [money(periodGross[2]! - periodGross[0]!), money(periodNet[2]! - periodNet[0]!)],
        means: 'Nov − Sep total gross (or net)',
      },
    ],
    [
      'How much holiday has Sarah got left?',
      { refuse: true, means: 'no holiday balances in the register' },
    ],
    [
      'Should we give the bar staff a pay rise?',
      { refuse: true, means: 'an opinion the sheet cannot give' },
    ],
    [
      "What will December's payroll be?",
      { refuse: true, means: 'a forecast; the register stops at November' },
    ],
  ]),
  checks: [
    same(
      'gross − deductions = net',
      sum((x) => x.gross - x.paye - x.ni - x.pension),
      sum((x) => x.net),
    ),
    same(
      'periods = total gross',
      total(periodGross),
      sum((x) => x.gross),
    ),
    unique('November gross', novGross),
    holds('top gross is top net in November', argMax(novNet) === topNov),
    unique('period gross', periodGross),
    holds('top gross period is top net period', argMax(periodNet) === topPeriod),
    offThreshold('November gross', novGross, OVER),
    holds('November wage bill above September', periodGross[2]! > periodGross[0]!),
    holds(
      'hourly pay is whole pence',
      PAYS.every((x) => Number.isInteger(x.gross)),
    ),
  ],
};

/** hours from quarter hours, as decimal text */
function hoursText(quarters: bigint): string {
  return money(quarters * 25n);
}
