/** printshop: print shop, aged receivables summary with buckets, blanks for zero, TOTAL row, ₹. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(7);
const CUST = [
  'Sharma Textiles',
  'Bluebell School',
  'Kaveri Hospital',
  'Nair & Sons Jewellers',
  'City Gym Kochi',
  'Green Leaf Organics',
  'Malabar Events',
  'Vasco Travels',
  'St. Teresa Church',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'] as const;
const rows = CUST.map((name, i) => {
  const b = BUCKETS.map((_, k) => {
    if (k === 4) return i === 3 ? BigInt(r.int(40000, 90000)) * 100n : 0n; // only Nair has > 90
    return r.next() < 0.55 ? BigInt(r.int(2000, 60000)) * 100n + BigInt(r.int(0, 1) * 50) : 0n;
  });
  if (total(b) === 0n) b[0] = BigInt(r.int(5000, 20000)) * 100n;
  return { name, b };
});
if (rows[0]!.b[2] === 0n) rows[0]!.b[2] = 1234500n;
const rowT = rows.map((x) => total(x.b));
const colT = BUCKETS.map((_, k) => total(rows.map((x) => x.b[k]!)));
const GRAND = total(rowT);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  putRows(ws, [
    ['Kerala Quick Print Pvt Ltd'],
    ['Aged Receivables Summary as at 31 Oct 2026'],
    ['Amounts in ₹'],
    ['Customer', ...BUCKETS, 'Total'],
    ...rows.map((x, i) => [
      x.name,
      ...x.b.map((v) => (v === 0n ? undefined : cell(v))),
      cell(rowT[i]!),
    ]),
    ['TOTAL', ...colT.map(cell), cell(GRAND)],
  ]);
  ws.getColumn(1).width = 24;
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '[$₹-4009] #,##,##0.00';
  return toBytes(wb);
}

const R = (n: string) => rows.findIndex((x) => x.name === n);
const top = argMax(rowT);
const withAny = rows.filter((x) => total(x.b) > 0n).length;

export const printshop: BlindBook = {
  name: 'printshop',
  business: 'print shop',
  shape: 'aged receivables summary, ageing buckets, blanks for zero, TOTAL row, title lines',
  bytes,
  checks: [
    { what: 'bucket totals = grand total = sum of customer totals', a: total(colT), b: GRAND },
    { what: 'largest debtor is unique', a: uniqueMax(rowT) ? 1n : 0n, b: 1n },
    {
      what: 'only one customer has > 90',
      a: BigInt(rows.filter((x) => x.b[4]! > 0n).length),
      b: 1n,
    },
  ],
  questions: questionsFor('printshop', [
    ['what do customers owe us in total', { value: hundredths(GRAND), means: 'TOTAL row, Total' }],
    [
      'how much is more than 90 days old',
      { value: hundredths(colT[4]!), means: 'TOTAL row, > 90' },
    ],
    ['who owes us the most', { at: rows[top]!.name, means: 'customer with the largest Total' }],
    [
      'how much does kaveri hospital owe',
      { value: hundredths(rowT[R('Kaveri Hospital')]!), means: 'Kaveri Hospital, Total' },
    ],
    [
      'how much is overdue',
      {
        value: hundredths(GRAND - colT[0]!),
        means: 'all buckets past Current: 1-30 + 31-60 + 61-90 + > 90',
      },
    ],
    [
      'which client pays slowest',
      {
        at: 'Nair',
        means: 'the only customer with a balance over 90 days (Nair & Sons Jewellers)',
      },
    ],
    [
      'what percent of receivables is over 60 days',
      {
        value: pct(colT[3]! + colT[4]!, GRAND),
        tol: 0.01,
        means: '(61-90 + > 90) / Total x 100, 2 dp',
      },
    ],
    [
      "how much of sharma textiles' balance is 31-60 days",
      {
        value: hundredths(rows[R('Sharma Textiles')]!.b[2]!),
        means: 'Sharma Textiles, 31 - 60 (0 when blank)',
      },
    ],
    [
      'how many customers owe us money',
      { value: String(withAny), means: 'count of customer rows' },
    ],
    ['total current', { value: hundredths(colT[0]!), means: 'TOTAL row, Current' }],
    ['how much is 1-30 days', { value: hundredths(colT[1]!), means: 'TOTAL row, 1 - 30' }],
    [
      'what does malabar events owe',
      { value: hundredths(rowT[R('Malabar Events')]!), means: 'Malabar Events, Total' },
    ],
    ['when will sharma pay', { refuse: true, means: 'a prediction, not in the sheet' }],
    [
      "what's our debtor days",
      { refuse: true, means: 'needs sales figures that the sheet does not hold' },
    ],
  ]),
};
