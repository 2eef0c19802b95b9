/**
 * physio: a physiotherapy practice with two clinics (SGD), one sheet per clinic (months
 * January to November 2026 down: sessions, treatment fees, packages & classes, total income,
 * therapist pay, rent, other costs, total costs, net; a Total row) and a Summary sheet (each
 * clinic's income and net side by side, totals across and down).
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  monthAt,
  MON,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(14);
const N = 11; // Jan..Nov 2026
interface Clinic {
  name: string;
  sessions: number[];
  fees: number[];
  packages: number[];
  income: number[];
  pay: number[];
  rent: number[];
  other: number[];
  costs: number[];
  net: number[];
}
function clinic(
  name: string,
  base: number,
  fee: number,
  rent: number,
  growthPerMonth: number,
): Clinic {
  const sessions = Array.from({ length: N }, (_, m) =>
    Math.round(base * (1 + growthPerMonth * m) * (0.9 + 0.2 * r.next())),
  );
  const fees = sessions.map((s) => s * fee + r.int(-15000, 15000));
  const packages = sessions.map(() => r.int(180000, 520000));
  const income = fees.map((f, i) => f + packages[i]!);
  const pay = income.map((x) => Math.round(x * (0.41 + 0.06 * r.next())));
  const rents = sessions.map(() => rent);
  const other = sessions.map(() => r.int(210000, 480000));
  const costs = pay.map((p, i) => p + rents[i]! + other[i]!);
  const net = income.map((x, i) => x - costs[i]!);
  return { name, sessions, fees, packages, income, pay, rent: rents, other, costs, net };
}
const TP = clinic('Tanjong Pagar', 410, 12800, 1150000, 0.012);
const TM = clinic('Tampines', 300, 11200, 780000, 0.03);
const CLINICS = [TP, TM];
const combIncome = TP.income.map((x, i) => x + TM.income[i]!);
const combNet = TP.net.map((x, i) => x + TM.net[i]!);
const netTotals = CLINICS.map((c) => total(c.net));
const moreProfit = argMax(netTotals);
const bestMonth = argMax(combIncome);
const worstTM = argMin(TM.net);

const S = '"S$"#,##0.00;[Red]-"S$"#,##0.00';
function clinicSheet(wb: ExcelJS.Workbook, c: Clinic): void {
  const ws = wb.addWorksheet(c.name);
  ws.getCell('A1').value = `Align Physio: ${c.name} clinic`;
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Monthly results 2026, S$ (GST excluded)';
  const head = [
    'Month',
    'Sessions',
    'Treatment fees',
    'Packages & classes',
    'Total income',
    'Therapist pay',
    'Rent',
    'Other costs',
    'Total costs',
    'Net',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const cols = [c.fees, c.packages, c.income, c.pay, c.rent, c.other, c.costs, c.net];
  for (let m = 0; m < N; m++) {
    const w = ws.getRow(H + 1 + m);
    w.getCell(1).value = `${MON[m]} 2026`;
    w.getCell(2).value = c.sessions[m]!;
    cols.forEach((v, i) => {
      w.getCell(3 + i).value = cell(v[m]!);
      w.getCell(3 + i).numFmt = S;
    });
  }
  const t = ws.getRow(H + 1 + N);
  t.getCell(1).value = 'Total';
  t.getCell(2).value = c.sessions.reduce((a, b) => a + b, 0);
  cols.forEach((v, i) => {
    t.getCell(3 + i).value = cell(total(v));
    t.getCell(3 + i).numFmt = S;
  });
  t.font = { bold: true };
  [10, 9, 15, 17, 14, 14, 13, 13, 14, 13].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('Summary');
  for (const c of CLINICS) clinicSheet(wb, c);
  sum.getCell('A1').value = 'Align Physio Pte. Ltd.: both clinics, Jan-Nov 2026';
  sum.getCell('A1').font = { bold: true, size: 14 };
  sum.getCell('A2').value = 'From the clinic sheets. S$. December to be added after month end.';
  const head = [
    'Month',
    'Tanjong Pagar income',
    'Tampines income',
    'Total income',
    'Tanjong Pagar net',
    'Tampines net',
    'Total net',
  ];
  const H = 4;
  head.forEach((t, i) => (sum.getRow(H).getCell(1 + i).value = t));
  sum.getRow(H).font = { bold: true };
  for (let m = 0; m <= N; m++) {
    const w = sum.getRow(H + 1 + m);
    const pick = (xs: number[]): bigint => (m < N ? BigInt(xs[m]!) : total(xs));
    w.getCell(1).value = m < N ? `${MON[m]} 2026` : 'Total';
    [
      pick(TP.income),
      pick(TM.income),
      pick(combIncome),
      pick(TP.net),
      pick(TM.net),
      pick(combNet),
    ].forEach((v, i) => {
      w.getCell(2 + i).value = cell(v);
      w.getCell(2 + i).numFmt = S;
    });
    if (m === N) w.font = { bold: true };
  }
  [10, 20, 16, 14, 18, 14, 13].forEach((wd, i) => (sum.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const sessTM = TM.sessions.reduce((a, b) => a + b, 0);
const sessAll = sessTM + TP.sessions.reduce((a, b) => a + b, 0);
const checks: CrossCheck[] = [
  {
    what: 'clinic incomes add to the Summary total income',
    a: total(TP.income) + total(TM.income),
    b: total(combIncome),
  },
  {
    what: 'income - costs = net (both clinics)',
    a: total(combIncome) - total(TP.costs) - total(TM.costs),
    b: total(combNet),
  },
  {
    what: 'fees + packages = income; pay + rent + other = costs',
    a: total(TP.fees) + total(TP.packages) - total(TP.pay) - total(TP.rent) - total(TP.other),
    b: total(TP.net),
  },
  unique('clinic net totals', netTotals),
  unique('combined income by month', combIncome),
  unique('Tampines net by month (lowest)', TM.net, 'min'),
];

const q2 = BigInt(TM.net[3]! + TM.net[4]! + TM.net[5]!);
const questions = questionsFor('physio', [
  [
    'total income both clinics this year',
    { value: money(total(combIncome)), means: 'Summary, Total income, Total row' },
  ],
  [
    'which clinic made more profit this year',
    {
      at: CLINICS[moreProfit]!.name,
      value: money(netTotals[moreProfit]!),
      means: 'clinic with the larger Net total',
    },
  ],
  [
    'tampines sessions in june',
    { value: String(TM.sessions[5]), means: 'Tampines sheet, Jun 2026 Sessions' },
  ],
  [
    'best month for income overall',
    {
      at: monthAt(bestMonth, 2026),
      value: money(combIncome[bestMonth]!),
      means: 'month with the highest Summary Total income',
    },
  ],
  [
    'rent at tanjong pagar for the year',
    { value: money(total(TP.rent)), means: 'Tanjong Pagar sheet, Rent Total' },
  ],
  [
    'how many sessions in total',
    { value: String(sessAll), means: 'Sessions, both clinic sheets, Jan-Nov' },
  ],
  [
    'average fee per session at tampines',
    {
      value: [meanCents(total(TM.fees), sessTM), meanCents(total(TM.income), sessTM)],
      means: 'Tampines treatment fees / sessions, or total income / sessions',
    },
  ],
  ['net profit in october', { value: money(combNet[9]!), means: 'Summary, Total net, Oct 2026' }],
  ['tampines profit for q2', { value: money(q2), means: 'Tampines Net, Apr + May + Jun 2026' }],
  [
    'how much has monthly income grown from january to november',
    {
      value: [
        money(BigInt(combIncome[10]! - combIncome[0]!)),
        growth(combIncome[0]!, combIncome[10]!),
      ],
      means: 'Summary Total income Nov - Jan, or the % change',
    },
  ],
  [
    'therapist pay as a % of income at tanjong pagar',
    {
      value: pct(total(TP.pay), total(TP.income)),
      means: 'Tanjong Pagar Therapist pay total / Total income total, %',
    },
  ],
  [
    "tampines' weakest month for profit",
    {
      at: monthAt(worstTM, 2026),
      value: money(TM.net[worstTM]!),
      means: 'month with the lowest Tampines Net',
    },
  ],
  [
    'which physio brought in the most',
    { refuse: true, means: 'no per-therapist figures in the book' },
  ],
  ['income in december?', { refuse: true, means: 'the book runs January to November 2026' }],
]);

export const physio: BlindBook = {
  name: 'physio',
  business: 'physiotherapy practice, two clinics',
  shape:
    'multi-sheet: one sheet per clinic (months down, income and cost columns, Total row) + a Summary sheet',
  bytes,
  questions,
  checks,
};
