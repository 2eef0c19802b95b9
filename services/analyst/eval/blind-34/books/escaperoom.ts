/**
 * escaperoom: an escape-room business's cash-flow forecast for January–June 2027, months across
 * with a Total column: Opening cash, Receipts lines and Total receipts, Payments lines and
 * Total payments, Net cash flow, Closing cash (each closing is the next month's opening). SGD.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  holds,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(12);
const N = 6; // Jan..Jun 2027
const OPENING = 7_486_500n;
/** six months near `dollars` (±10%), whole dollars, in cents */
const near = (dollars: number[]): bigint[] =>
  dollars.map((d) => (d === 0 ? 0n : BigInt(Math.round(d * (0.9 + 0.2 * r.next()))) * 100n));
const flat = (dollars: number): bigint[] => Array.from({ length: N }, () => BigInt(dollars) * 100n);

const RECEIPTS: Array<[string, bigint[]]> = [
  ['Room bookings (online)', near([38000, 31000, 34000, 36000, 35000, 41000])],
  ['Walk-ins', near([6200, 5100, 5600, 5900, 5800, 7400])],
  ['Corporate team events', near([9000, 14000, 16500, 12000, 15500, 11000])],
  ['Gift vouchers', near([3400, 2100, 1800, 1900, 2600, 4200])],
];
const PAYMENTS: Array<[string, bigint[]]> = [
  ['Rent', flat(14800)],
  ['Staff costs (incl. CPF)', near([22500, 22500, 23500, 23500, 24000, 24500])],
  ['Props & room maintenance', near([2600, 1900, 2400, 3100, 2200, 2500])],
  ['Marketing', near([4200, 3500, 3800, 3600, 4500, 5200])],
  ['Utilities', near([1700, 1600, 1650, 1800, 1900, 2000])],
  [
    'GST payment',
    [BigInt(r.int(9000, 11000)) * 100n, 0n, 0n, BigInt(r.int(9500, 11500)) * 100n, 0n, 0n],
  ],
  ['Loan repayment', flat(3150)],
  [
    'New room build',
    [0n, 0n, BigInt(r.int(36000, 40000)) * 100n, BigInt(r.int(26000, 30000)) * 100n, 0n, 0n],
  ],
];
const sumMonths = (ls: Array<[string, bigint[]]>): bigint[] =>
  Array.from({ length: N }, (_, m) => total(ls.map(([, v]) => v[m]!)));
const receipts = sumMonths(RECEIPTS);
const payments = sumMonths(PAYMENTS);
const net = receipts.map((x, m) => x - payments[m]!);
const opening: bigint[] = [];
const closing: bigint[] = [];
let cash = OPENING;
for (let m = 0; m < N; m++) {
  opening.push(cash);
  cash += net[m]!;
  closing.push(cash);
}
const line = (n: string): bigint[] => [...RECEIPTS, ...PAYMENTS].find(([x]) => x === n)![1];
const lowest = argMin(closing);
const payTotals = PAYMENTS.map(([, v]) => total(v));
const biggest = argMax(payTotals);
const negMonths = net.filter((x) => x < 0n).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow 2027');
  const row = (n: string, v: bigint[], withTotal = true): unknown[] => [
    n,
    ...v.map(cell),
    withTotal ? cell(total(v)) : undefined,
  ];
  putRows(ws, [
    ['Lockbox Escape Rooms Pte Ltd — cash flow forecast'],
    ['January to June 2027 · SGD · prepared 1 Dec 2026'],
    [],
    [undefined, ...MON.slice(0, N).map((m) => `${m} 2027`), 'Total'],
    row('Opening cash', opening, false),
    [],
    ['Receipts'],
    ...RECEIPTS.map(([n, v]) => row(n, v)),
    row('Total receipts', receipts),
    [],
    ['Payments'],
    ...PAYMENTS.map(([n, v]) => row(n, v)),
    row('Total payments', payments),
    [],
    row('Net cash flow', net),
    row('Closing cash', closing, false),
    [],
    ['Forecast only: GST is paid quarterly; the new room (“The Vault”) opens in May.'],
  ]);
  ws.eachRow((rw, n) => {
    if (
      n <= 4 ||
      /^(Total|Net|Opening|Closing|Receipts$|Payments$)/.test(String(rw.getCell(1).value ?? ''))
    )
      rw.font = { bold: true };
  });
  for (let c = 2; c <= N + 2; c++) {
    ws.getColumn(c).numFmt = '#,##0;(#,##0)';
    ws.getColumn(c).width = 12;
  }
  ws.getColumn(1).width = 28;
  return toBytes(wb);
}

export const escaperoom: BlindBook = {
  name: 'escaperoom',
  business: 'escape rooms',
  shape:
    'cash-flow forecast Jan–Jun 2027, months across, opening / receipts / payments / net / closing',
  bytes,
  questions: questionsFor('escaperoom', [
    [
      'closing cash at the end of june',
      { value: hundredths(closing[5]!), means: 'Closing cash, Jun 2027' },
    ],
    [
      "what's the lowest cash balance in the forecast",
      {
        value: hundredths(closing[lowest]!),
        at: [...monthPlaces(lowest, 2027), ...monthPlaces(lowest + 1, 2027)],
        means:
          'the smallest Closing cash and its month (or the next month, whose Opening cash it is)',
      },
    ],
    [
      'total receipts jan to jun',
      { value: hundredths(total(receipts)), means: 'Total receipts, Total column' },
    ],
    [
      'how much are we expecting from corporate events',
      {
        value: hundredths(total(line('Corporate team events'))),
        means: 'Corporate team events, Jan–Jun',
      },
    ],
    [
      'net cash flow in march',
      { value: hundredths(net[2]!), means: 'Net cash flow, Mar 2027 (signed)' },
    ],
    [
      'how many months is cash flow negative',
      { value: String(negMonths), means: 'months whose Net cash flow is below 0' },
    ],
    [
      'how much GST are we paying',
      { value: hundredths(total(line('GST payment'))), means: 'GST payment, Jan–Jun' },
    ],
    ['opening cash in january', { value: hundredths(OPENING), means: 'Opening cash, Jan 2027' }],
    [
      'what do we expect to take next month',
      { value: hundredths(receipts[0]!), means: 'Total receipts, Jan 2027 (now = 7 Dec 2026)' },
    ],
    [
      'total payments over the six months',
      { value: hundredths(total(payments)), means: 'Total payments, Total column' },
    ],
    [
      'biggest cost line over the period',
      {
        value: hundredths(payTotals[biggest]!),
        at: PAYMENTS[biggest]![0],
        means: 'payments line with the largest Total',
      },
    ],
    [
      'average monthly receipts',
      { value: meanCents(total(receipts), N), means: 'Total receipts / 6 months' },
    ],
    [
      'how much is the new room costing',
      { value: hundredths(total(line('New room build'))), means: 'New room build, Jan–Jun' },
    ],
    [
      'what did we actually take in january',
      { refuse: true, means: 'a forecast holds no actual takings' },
    ],
    ["what's our cash in july 2027", { refuse: true, means: 'the forecast stops at June 2027' }],
  ]),
  checks: [
    same(
      'opening + receipts − payments = closing',
      OPENING + total(receipts) - total(payments),
      closing[5]!,
    ),
    same(
      'each closing = the next opening',
      total(closing.slice(0, N - 1)),
      total(opening.slice(1)),
    ),
    holds('lowest closing unique', uniqueMin(closing)),
    holds('lowest closing is before June', lowest < N - 1),
    holds('biggest payments line unique', uniqueMax(payTotals)),
    holds('some but not all months negative', negMonths >= 1 && negMonths < N),
    holds(
      'cash stays positive',
      closing.every((c) => c > 0n),
    ),
  ],
};
