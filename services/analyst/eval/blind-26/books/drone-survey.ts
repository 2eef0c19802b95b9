/** A drone survey firm: QuickBooks-style Profit and Loss by month, title rows, indented accounts, USD. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  MON,
  SEED,
  argMax,
  asker,
  cell,
  monthPlaces,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 5);
const line = (lo: number, hi: number, p = 1): bigint[] =>
  MON.map(() => (r.int(0, 9) < p * 10 ? BigInt(r.int(lo, hi)) : 0n));
const monthlyRet = MON.map(() => 6_000_00n);
const annualRet = MON.map((_, i) => (i === 0 || i === 6 ? 18_500_00n : 0n));
const projects = line(2_000_00, 22_000_00, 0.8);
const exp: Array<[string, bigint[]]> = [
  ['6100 Pilot contractors', line(1_500_00, 7_500_00)],
  ['6200 Drone insurance', MON.map(() => 840_00n)],
  ['6300 Software subscriptions', MON.map(() => 412_50n)],
  ['6400 Travel', line(100_00, 2_900_00)],
  ['6500 Equipment repairs', line(200_00, 3_100_00, 0.4)],
];
const retTot = MON.map((_, i) => monthlyRet[i]! + annualRet[i]!);
const income = MON.map((_, i) => retTot[i]! + projects[i]!);
const expTot = MON.map((_, i) => sumB(exp.map(([, v]) => v[i]!)));
const net = MON.map((_, i) => income[i]! - expTot[i]!);
const T = (v: bigint[]): bigint => sumB(v);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  const row = (label: string, v: bigint[]): Row => [label, ...v.map(cell), cell(T(v))];
  const rows: Row[] = [
    ['Skyline Survey Co.'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, ...MON.map((m) => `${m} 2025`), 'Total'],
    ['Income'],
    ['   4100 Retainers'],
    row('      4110 Monthly retainers', monthlyRet),
    row('      4120 Annual retainers', annualRet),
    row('   Total 4100 Retainers', retTot),
    row('   4200 Survey projects', projects),
    row('Total Income', income),
    ['Expenses'],
    ...exp.map(([l, v]) => row(`   ${l}`, v)),
    row('Total Expenses', expTot),
    row('Net Operating Income', net),
    row('Net Income', net),
    [],
    ['Accrual Basis  Monday, January 12, 2026 09:14 AM GMT-05:00'],
  ];
  writeRows(ws, rows, '#,##0.00');
  return toBytes(wb);
}

const { qs, q } = asker('drone-survey');
const bestM = argMax([...MON.keys()], (i) => income[i]!);
const worstNet = [...MON.keys()].reduce((b, i) => (net[i]! < net[b]! ? i : b));
q('total income 2025', { value: hundredths(T(income)) }, 'Total Income, Total column');
q(
  'what did retainers bring in',
  { value: hundredths(T(retTot)) },
  'Total 4100 Retainers, Total column',
);
q(
  'how much from annual retainers',
  { value: hundredths(T(annualRet)) },
  '4120 Annual retainers, Total',
);
q('survey project income', { value: hundredths(T(projects)) }, '4200 Survey projects, Total');
q('net income for the year', { value: hundredths(T(net)) }, 'Net Income, Total column');
q(
  'best month for income',
  { value: hundredths(income[bestM]!), at: monthPlaces(2025, bestM) },
  'month with the highest Total Income',
);
q(
  'worst month for net income',
  { value: hundredths(net[worstNet]!), at: monthPlaces(2025, worstNet) },
  'month with the lowest Net Income',
);
q('how did we do in october', { value: hundredths(net[9]!) }, 'Net Income, Oct 2025');
q('travel costs', { value: hundredths(T(exp[3]![1])) }, '6400 Travel, Total');
q('what do we pay pilots', { value: hundredths(T(exp[0]![1])) }, '6100 Pilot contractors, Total');
q('total expenses', { value: hundredths(T(expTot)) }, 'Total Expenses, Total column');
q(
  'retainers as a share of income',
  { value: pct(T(retTot), T(income)) },
  'Total 4100 Retainers / Total Income * 100',
);
q(
  'equipment repairs in june',
  { value: hundredths(exp[4]![1][5]!) },
  '6500 Equipment repairs, Jun 2025',
);
q(
  'income q1',
  { value: hundredths(income[0]! + income[1]! + income[2]!) },
  'Total Income Jan+Feb+Mar',
);
q('how many clients are on retainer', { refuse: true }, 'client counts are not in a P&L');
q(
  'what will next year look like',
  { refuse: true },
  'a forecast question on a single-year P&L; ask back (no stated method)',
);

export const droneSurvey: BlindBook = {
  name: 'drone-survey',
  business: 'drone survey firm, QuickBooks export (USD)',
  build,
  questions: qs,
  checks: [
    ['net = income - expenses (total column)', T(net), T(income) - sumB(exp.map(([, v]) => T(v)))],
  ],
};
