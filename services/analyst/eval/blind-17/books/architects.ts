/** Architecture practice (€): multi-sheet book. "Fees" projects x quarters (two-row header:
 * year over quarters), "Overheads" a monthly list, "Hours" staff x quarter. */
import ExcelJS from 'exceljs';
import { hundredths, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(17715);
const projects = [
  'Villa Moreau',
  'Library extension',
  'Riverside lofts',
  'Clinic refit',
  'School canteen',
];
const fees = projects.map(() =>
  [0, 1, 2, 3].map(() => (r() < 0.15 ? 0n : BigInt(int(r, 500000, 4200000)))),
);
const pT = fees.map((f) => sum(f));
const qT = [0, 1, 2, 3].map((i) => sum(fees.map((f) => f[i]!)));
const feeTotal = sum(pT);
const ohCats = ['Office rent', 'Software licences', 'Professional insurance', 'Printing'];
const overheads = Array.from({ length: 12 }, (_, m) =>
  ohCats.map((c, ci) => ({ m, c, amt: ci === 0 ? 320000n : BigInt(int(r, 15000, 140000)) })),
).flat();
const ohTotal = sum(overheads.map((o) => o.amt));
const staff = ['Claire (partner)', 'Hugo', 'Ines', 'Malik'];
const hours = staff.map(() => [0, 1, 2, 3].map(() => int(r, 280, 480)));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Fees', [
    ['Atelier Duval Architectes - fees invoiced (EUR)'],
    [],
    ['Project', '2025', null, null, null, null],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', 'Year'],
    ...projects.map((p, i) => [p, ...fees[i]!.map((v) => (v ? cell(v) : null)), cell(pT[i]!)]),
    ['Total', ...qT.map(cell), cell(feeTotal)],
  ]);
  wb.getWorksheet('Fees')!.mergeCells('B3:E3');
  const rows: Row[] = [['Month', 'Overhead', 'Amount (EUR)']];
  overheads.forEach((o) =>
    rows.push([
      `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][o.m]} 2025`,
      o.c,
      cell(o.amt),
    ]),
  );
  sheet(wb, 'Overheads', rows);
  sheet(wb, 'Hours', [
    ['Staff', 'Q1', 'Q2', 'Q3', 'Q4'],
    ...staff.map((s, i) => [s, ...hours[i]!]),
  ]);
  return bytes(wb);
}

const { q, list } = asker('architects');
const ohBy = ohCats.map((c) => sum(overheads.filter((o) => o.c === c).map((o) => o.amt)));
const hrs = staff.map((_, i) => hours[i]!.reduce((a, b) => a + b, 0));
q('total fees for 2025', { value: hundredths(feeTotal) }, 'Fees Total row, Year');
q(
  'how much did the library extension bill',
  { value: hundredths(pT[1]!) },
  'Library extension, Year',
);
q(
  'best quarter for fees',
  { value: hundredths(qT[argmax(qT)]!), at: `Q${argmax(qT) + 1}` },
  'quarter with the highest fee total',
);
q('what did overheads come to', { value: hundredths(ohTotal) }, 'sum of Overheads amounts');
q(
  'fees minus overheads for the year',
  { value: hundredths(feeTotal - ohTotal) },
  'Fees total - Overheads total',
);
q(
  'which project earned the most',
  { value: hundredths(pT[argmax(pT)]!), at: projects[argmax(pT)]! },
  'highest project Year total',
);
q('how many hours did hugo work', { value: String(hrs[1]) }, 'sum of Hugo Q1-Q4');
q(
  'total hours logged in q3',
  { value: String(hours.reduce((a, h) => a + h[2]!, 0)) },
  'Hours Q3 column sum',
);
q(
  'what do we spend on software',
  { value: hundredths(ohBy[1]!) },
  'sum of Software licences overheads',
);
q(
  'overheads in march',
  { value: hundredths(sum(overheads.filter((o) => o.m === 2).map((o) => o.amt))) },
  'sum of March 2025 overheads',
);
q('riverside lofts fees in q2', { value: hundredths(fees[2]![1]!) }, 'one cell (empty = 0)');
q(
  'what share of fees came from the clinic refit',
  { value: pct(pT[3]!, feeTotal) },
  'Clinic refit Year / fee total x 100',
);
q('rent for the year', { value: hundredths(ohBy[0]!) }, 'sum of Office rent');
q('fees in 2024', REFUSE, '2025 only');
q("what is hugo's hourly rate", REFUSE, 'no rates or pay on any sheet');
export const architects: BlindBook = {
  name: 'architects',
  business: 'architecture practice',
  build,
  questions: list,
};
