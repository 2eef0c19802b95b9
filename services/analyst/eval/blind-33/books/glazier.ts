/** Glazier: a Xero-style aged receivables report at 31 Oct 2026 with an avg-days-to-pay column, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  type BlindBook,
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(11);
const names = [
  'Bramley Homes Ltd',
  'Harbour Lofts',
  'Kestrel Developments',
  'Mrs P Okonjo',
  'St Mary’s Church PCC',
  'Northgate Lettings',
  'Cafe Verde',
  'J & R Builders',
  'Dr A Lindgren',
  'Westmoor Academy',
];
const BUCKETS = ['Current', '< 1 Month', '1 Month', '2 Months', 'Older'] as const;
const custs = names.map((name, i) => {
  const b = BUCKETS.map((_, k) =>
    r.next() < [0.8, 0.6, 0.45, 0.3, 0.2][k]! ? r.int(120_00, 6200_00) : 0,
  );
  if (total(b) === 0n) b[0] = r.int(300_00, 900_00);
  return { name, b, total: Number(total(b)), days: r.int(14, 75) + i };
});
type Cu = (typeof custs)[number];
const colT = BUCKETS.map((_, k) => total(custs.map((c) => c.b[k]!)));
const grand = total(custs.map((c) => c.total));
const find = (s: string): Cu => custs.find((c) => c.name.startsWith(s))!;
const owed = custs.map((c) => c.total);
const days = custs.map((c) => c.days);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Receivables');
  putRows(ws, [
    ['ClearView Glazing Ltd'],
    ['Aged Receivables Summary'],
    ['As at 31 October 2026 · ageing by due date'],
    [],
    ['Contact', ...BUCKETS, 'Total', 'Avg days to pay'],
    ...custs.map((c) => [
      c.name,
      ...c.b.map((x) => (x ? cell(x) : undefined)),
      cell(c.total),
      c.days,
    ]),
    [],
    ['Total', ...colT.map(cell), cell(grand)],
    ['Percentage of total', ...colT.map((x) => `${pct(x, grand)}%`), '100%'],
  ]);
  return toBytes(wb);
}

const notCurrent = grand - colT[0]!;
const bramley = find('Bramley');

export const glazier: BlindBook = {
  name: 'glazier',
  business: 'glazier',
  shape: 'aged receivables summary: Current, <1, 1, 2 months, Older, Total, avg days to pay',
  bytes,
  questions: questionsFor('glazier', [
    [
      'what do customers owe us altogether',
      { value: hundredths(grand), means: 'Total column, Total row' },
    ],
    [
      'how much is in the older column',
      { value: hundredths(colT[4]!), means: 'Older bucket total' },
    ],
    [
      'who owes us the most',
      { at: custs[argMax(owed)]!.name, means: 'contact with the largest Total' },
    ],
    [
      'which client pays slowest',
      { at: custs[argMax(days)]!.name, means: 'contact with the highest Avg days to pay' },
    ],
    [
      'what does Bramley owe',
      { value: hundredths(bramley.total), means: 'Total for Bramley Homes Ltd' },
    ],
    [
      'how much is overdue',
      { value: hundredths(notCurrent), means: 'Total − Current (every bucket past due)' },
    ],
    [
      'what part of the debt is in the older bucket, %',
      { value: pct(colT[4]!, grand), means: 'Older total / Total, % to 2 dp' },
    ],
    ['how much is current', { value: hundredths(colT[0]!), means: 'Current bucket total' }],
    ['will Kestrel pay us this month', { refuse: true, means: 'a forecast' }],
    [
      'what do we owe our suppliers',
      { refuse: true, means: 'payables are not in a receivables report' },
    ],
    [
      'how long does Harbour Lofts take to pay',
      { value: String(find('Harbour').days), means: 'Avg days to pay for Harbour Lofts' },
    ],
    [
      "bramley's share of what we're owed",
      { value: pct(bramley.total, grand), means: 'Bramley Total / grand Total, % to 2 dp' },
    ],
    [
      'how much is 2 months overdue',
      { value: hundredths(colT[3]!), means: '2 Months bucket total' },
    ],
    [
      'how many customers owe us money',
      {
        value: String(custs.filter((c) => c.total > 0).length),
        means: 'contacts with a Total above zero',
      },
    ],
  ]),
  checks: [
    { what: 'bucket totals = grand total', a: total(colT), b: grand },
    {
      what: 'customer totals = sum of their buckets',
      a: total(custs.flatMap((c) => c.b)),
      b: grand,
    },
    { what: 'unique biggest debtor', a: uniqueMax(owed) ? 1n : 0n, b: 1n },
    { what: 'unique slowest payer', a: uniqueMax(days) ? 1n : 0n, b: 1n },
  ],
};
