/** A boarding kennel in Dhaka: AR aging by customer, ৳, totals row at the TOP under the header. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 6);
const buckets = ['Current', '1-30', '31-60', '61-90', '>90'];
const names = [
  'Rahman family',
  'Chowdhury, S.',
  'Paws & Co Grooming',
  'Dr. Karim',
  'Islam, N.',
  'Gulshan Vet Clinic',
  'Hossain, T.',
  'Ahmed, F.',
];
const ar = names.map((n) => ({
  n,
  b: buckets.map((_, j) =>
    r.int(0, 9) < (j === 0 ? 9 : 5) ? BigInt(r.int(1_500_00, 48_000_00)) : 0n,
  ),
}));
const rowTot = ar.map((a) => sumB(a.b));
const colTot = buckets.map((_, j) => sumB(ar.map((a) => a.b[j]!)));
const grand = sumB(rowTot);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  const rows: Row[] = [
    ['Happy Tails Kennel — receivables aging as of 31 Oct 2026 (৳)'],
    ['Customer', ...buckets, 'Total'],
    ['TOTAL', ...colTot.map(cell), cell(grand)],
    ...ar.map((a, i): Row => [
      a.n,
      ...a.b.map((v) => (v === 0n ? null : cell(v))),
      cell(rowTot[i]!),
    ]),
  ];
  writeRows(ws, rows, '#,##0.00');
  return toBytes(wb);
}

const { qs, q } = asker('kennel');
const top = argMax([...names.keys()], (i) => rowTot[i]!);
const over60 = colTot[3]! + colTot[4]!;
const overdue = grand - colTot[0]!;
const top90 = argMax([...names.keys()], (i) => ar[i]!.b[4]!);
q(
  'who owes us the most',
  { value: hundredths(rowTot[top]!), at: names[top]! },
  'customer with the highest Total',
);
q(
  'how much are we owed in total',
  { value: hundredths(grand) },
  'grand total (TOTAL row, Total column), not doubled',
);
q('how much is more than 60 days late', { value: hundredths(over60) }, '61-90 + >90 column totals');
q(
  'total overdue',
  { value: hundredths(overdue) },
  'everything not Current: 1-30 + 31-60 + 61-90 + >90',
);
q(
  'what % of receivables is over 90 days',
  { value: pct(colTot[4]!, grand) },
  '>90 total / grand total * 100',
);
q('how much is current', { value: hundredths(colTot[0]!) }, 'Current column total');
q(
  'what does gulshan vet clinic owe',
  { value: hundredths(rowTot[5]!) },
  'Gulshan Vet Clinic, Total',
);
q('Dr Karim 31-60', { value: hundredths(ar[3]!.b[2]!) }, 'Dr. Karim x 31-60 (0 when blank)');
q(
  'worst offender over 90 days',
  { value: hundredths(ar[top90]!.b[4]!), at: names[top90]! },
  'customer with the largest >90 amount',
);
q(
  'how many customers owe us money',
  { value: String(ar.filter((_, i) => rowTot[i]! > 0n).length) },
  'customers with a non-zero Total (TOTAL row excluded)',
);
q('1-30 day bucket total', { value: hundredths(colTot[1]!) }, '1-30 column total');
q(
  'average balance per customer',
  { value: meanCents(grand, names.length) },
  'grand total / 8 customers, rounded to the cent',
);
q(
  'which customers should we chase first',
  { refuse: true },
  'a judgement with no stated rule; ask back (by age? by amount?)',
);
q(
  'how much did we collect last month',
  { refuse: true },
  'an aging holds balances, not collections',
);
q(
  'share of the total owed by the rahman family',
  { value: pct(rowTot[0]!, grand) },
  'Rahman family Total / grand total * 100',
);

export const kennel: BlindBook = {
  name: 'kennel',
  business: 'kennel, AR aging (৳)',
  build,
  questions: qs,
  checks: [['row totals = column totals', sumB(rowTot), sumB(colTot)]],
};
