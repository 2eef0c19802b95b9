/** Physiotherapy clinic: revenue by month (rows) x treatment (columns), Total row and column, €. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  MONTHS,
  MONTHS_LONG,
  argMax,
  argMin,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'physio-clinic';
const TREATMENTS = ['Assessment', 'Sports massage', 'Rehab program', 'Dry needling'];
const RANGES: Array<[number, number]> = [
  [180000, 320000],
  [250000, 520000],
  [400000, 760000],
  [90000, 210000],
];
const r = rng(1);
/** data[m][t] in cents */
const data: bigint[][] = MONTHS.map(() => RANGES.map(([lo, hi]) => BigInt(r.int(lo, hi))));
const monthTotal = data.map((row) => sum(row));
const treatTotal = TREATMENTS.map((_, t) => sum(data.map((row) => row[t]!)));
const grand = sum(monthTotal);
const col = (t: number, months: number[]): bigint => sum(months.map((m) => data[m]![t]!));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Revenue 2025');
  ws.addRow(['Kinetic Physio Clinic: treatment revenue 2025']);
  ws.addRow(['Amounts in EUR (€), excl. VAT']);
  ws.addRow([]);
  ws.addRow(['Month', ...TREATMENTS, 'Total']);
  data.forEach((row, m) => ws.addRow([MONTHS_LONG[m], ...row.map(cell), cell(monthTotal[m]!)]));
  ws.addRow(['Total', ...treatTotal.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: insurance-billed sessions are booked in the month the claim is paid.']);
  for (let c = 2; c <= 6; c++) ws.getColumn(c).numFmt = '€#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Revenue 2025')!;
  const cols = ['B', 'C', 'D', 'E'];
  let g = 0n;
  for (let m = 0; m < 12; m++) {
    const row = 5 + m;
    const parts = sum(cols.map((c) => centsAt(ws, `${c}${row}`)));
    assertEq(`row ${row} total`, parts, centsAt(ws, `F${row}`));
    g += parts;
  }
  assertEq('grand total', g, centsAt(ws, 'F17'));
}

const best = argMax(monthTotal);
const worst = argMin(monthTotal);
const topTreat = argMax(treatTotal);
const dnBest = argMax(data.map((row) => row[3]!));

export const physioClinic: BlindBook = {
  name: NAME,
  business: 'physiotherapy clinic',
  shape: 'months x treatments with Total row and column, title block, note under the table',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'what did we make in total this year',
      { value: money(grand) },
      'sum of all treatments over 12 months (the Total cell)',
    ],
    ['how did we do in March', { value: money(monthTotal[2]!) }, 'March row total, all treatments'],
    [
      'best month?',
      { value: money(monthTotal[best]!), at: MONTHS[best]! },
      'month with the largest row total',
    ],
    [
      'which month was the weakest for revenue',
      { value: money(monthTotal[worst]!), at: MONTHS[worst]! },
      'month with the smallest row total',
    ],
    [
      'total rehab program revenue for the year',
      { value: money(treatTotal[2]!) },
      'Rehab program column total',
    ],
    [
      'how much did sports massage bring in during Q2',
      { value: money(col(1, [3, 4, 5])) },
      'Sports massage, Apr+May+Jun',
    ],
    [
      'which treatment earns us the most',
      { value: money(treatTotal[topTreat]!), at: TREATMENTS[topTreat]! },
      'treatment with the largest year total',
    ],
    [
      'what share of revenue is dry needling',
      { value: pct(treatTotal[3]!, grand) },
      'Dry needling year total / grand total * 100, 2 decimals',
    ],
    [
      'how much did revenue grow from jan to dec in percent',
      { value: growth(monthTotal[0]!, monthTotal[11]!) },
      '(Dec total - Jan total) / Jan total * 100',
    ],
    [
      'average monthly revenue',
      { value: meanCents(grand, 12) },
      'grand total / 12 months, to the cent',
    ],
    ['assessments in august', { value: money(data[7]![0]!) }, 'Assessment, August cell'],
    [
      'revenue for the second half of the year',
      { value: money(sum(monthTotal.slice(6))) },
      'Jul..Dec row totals summed',
    ],
    [
      'how many patients did we treat this year',
      { refuse: true },
      'the sheet holds euros, not patient counts',
    ],
    ['what was our profit in june', { refuse: true }, 'no costs in the workbook, so no profit'],
    [
      'how much more did we make in december than january',
      { value: money(monthTotal[11]! - monthTotal[0]!) },
      'Dec total - Jan total',
    ],
    ['what was revenue in 2024', { refuse: true }, 'only 2025 is in the sheet'],
    [
      'best month for dry needling',
      { value: money(data[dnBest]![3]!), at: MONTHS[dnBest]! },
      'largest cell of the Dry needling column',
    ],
    ['total for sept', { value: money(monthTotal[8]!) }, 'September row total'],
  ]),
};
