/**
 * Boat hire QuickBooks-style Profit and Loss export (NZD): title rows (company, report name,
 * period), an empty header cell, months across plus Total, an indented account column with a
 * sub-account group ("4000 Hire income") and "Total ..." lines, and the basis/timestamp footer.
 */
import { meanCents, money as m, pct } from '../../expect';
import {
  ExcelJS,
  MON,
  argExtreme,
  asker,
  cell,
  monthAt,
  rng,
  sumN,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'boat-hire-qb';
const r = rng(NAME);
/** southern-hemisphere season: busy Dec-Mar, quiet Jun-Aug */
const SEASON = [1.6, 1.5, 1.2, 0.8, 0.5, 0.3, 0.25, 0.35, 0.6, 0.9, 1.2, 1.7];
const seasonal = (base: number): number[] =>
  SEASON.map((s) => Math.round(base * s * (0.9 + r.next() * 0.2)));
const HIRE: Array<[string, number[]]> = [
  ['Day hire', seasonal(2_400_000)],
  ['Half-day hire', seasonal(1_100_000)],
  ['Skippered charters', seasonal(1_800_000)],
];
const fuelSurcharge = seasonal(150_000);
const COGS: Array<[string, number[]]> = [
  ['Fuel', seasonal(420_000)],
  ['Boat maintenance', SEASON.map(() => r.int(150_000, 600_000))],
];
const EXP: Array<[string, number[]]> = [
  ['Insurance', SEASON.map(() => 310_000)],
  ['Marina berth fees', SEASON.map(() => 485_000)],
  ['Wages', seasonal(1_300_000)],
  ['Advertising', SEASON.map(() => r.int(20_000, 160_000))],
  ['Bank fees', SEASON.map(() => r.int(4_000, 12_000))],
];
const interest = SEASON.map(() => r.int(1_000, 6_000));
const col = (rows: number[][]): number[] => SEASON.map((_, i) => sumN(rows.map((x) => x[i]!)));
const hire = col(HIRE.map((x) => x[1]));
const income = col([hire, fuelSurcharge]);
const cogs = col(COGS.map((x) => x[1]));
const gp = income.map((v, i) => v - cogs[i]!);
const exp = col(EXP.map((x) => x[1]));
const noi = gp.map((v, i) => v - exp[i]!);
const netIncome = noi.map((v, i) => v + interest[i]!);
const T = sumN;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Tidewater Boat Hire Ltd']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', ...MON.map((mo) => `${mo} 2025`), 'Total']);
  const line = (label: string, xs: number[]): void =>
    void ws.addRow([label, ...xs.map(cell), cell(T(xs))]);
  ws.addRow(['Income']);
  ws.addRow(['   4000 Hire income']);
  HIRE.forEach(([l, xs]) => line(`      ${l}`, xs));
  line('   Total 4000 Hire income', hire);
  line('   Fuel surcharges', fuelSurcharge);
  line('Total Income', income);
  ws.addRow(['Cost of Goods Sold']);
  COGS.forEach(([l, xs]) => line(`   ${l}`, xs));
  line('Total Cost of Goods Sold', cogs);
  line('Gross Profit', gp);
  ws.addRow(['Expenses']);
  EXP.forEach(([l, xs]) => line(`   ${l}`, xs));
  line('Total Expenses', exp);
  line('Net Operating Income', noi);
  ws.addRow(['Other Income']);
  line('   Interest earned', interest);
  line('Total Other Income', interest);
  line('Net Income', netIncome);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual basis Monday, 12 January 2026 09:14 AM GMT+13:00']);
  for (let c = 2; c <= 14; c++) ws.getColumn(c).numFmt = '#,##0.00;-#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const bestHire = argExtreme(hire, 'max');
const worstNet = argExtreme(netIncome, 'min');

q('total income for 2025', { value: m(T(income)) }, 'Total Income, Total column');
q('net income for the year', { value: m(T(netIncome)) }, 'Net Income, Total column');
q('gross profit?', { value: m(T(gp)) }, 'Gross Profit, Total column');
q('fuel cost in july', { value: m(COGS[0]![1][6]!) }, 'Fuel (cost of goods sold), Jul');
q(
  'how much did skippered charters bring in',
  { value: m(T(HIRE[2]![1])) },
  'Skippered charters, Total',
);
q(
  'best month for hire income',
  { value: m(hire[bestHire]!), at: monthAt(bestHire) },
  'month with the largest Total 4000 Hire income',
);
q('what did we pay in wages', { value: m(T(EXP[2]![1])) }, 'Wages, Total');
q(
  'which month lost the most money',
  { value: m(netIncome[worstNet]!), at: monthAt(worstNet) },
  'month with the lowest Net Income',
);
q(
  'what share of hire income is day hire',
  { value: pct(T(HIRE[0]![1]), T(hire)) },
  'Day hire Total / Total 4000 Hire income Total',
);
q(
  'expenses as a % of income',
  { value: pct(T(exp), T(income)) },
  'Total Expenses / Total Income (both Total column)',
);
q('average monthly net income', { value: meanCents(T(netIncome), 12) }, 'Net Income Total / 12');
q(
  'what do we pay for the berth each month',
  { value: m(EXP[1]![1][0]!) },
  'Marina berth fees are the same every month',
);
q('how many boats have we got', { refuse: true }, 'no fleet count in a P&L');
q('interest earned', { value: m(T(interest)) }, 'Interest earned, Total');
q('net operating income in december', { value: m(noi[11]!) }, 'Net Operating Income, Dec');
q('which boat earns the most', { refuse: true }, 'income is by hire type, not by boat');

export const boatHireQb: BlindBook = {
  name: NAME,
  business: 'boat hire',
  shape: 'QuickBooks-style P&L export: title rows, indented accounts, months + Total, footer',
  bytes,
  questions: list,
  checks: [
    [
      'net income = income - cogs - expenses + other income',
      T(netIncome) === T(income) - T(cogs) - T(exp) + T(interest),
    ],
    ['hire total equals sum of hire lines', T(hire) === sumN(HIRE.map(([, xs]) => T(xs)))],
  ],
};
