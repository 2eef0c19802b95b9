/**
 * treefarm — a Christmas tree farm in Oregon (USD, whole dollars). Cash-flow FORECAST by month,
 * December 2026 – November 2027 (months across as text "Dec 2026") + Total: Opening cash, Cash
 * in lines and Total cash in, Cash out lines and Total cash out, Net cash flow, Closing cash;
 * the totals, net and closing rows are formulas with their cached results (a zero total is a
 * plain 0); negatives in parentheses. Each month opens with the previous month's closing cash.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  holds,
  MON,
  monthYearAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { header, num, n, title, widths } from '../helpers';

const r = rng(11);
const NAME = 'treefarm';
const M = 12;
/** month m of the forecast (0 = Dec 2026) as [month index, year] */
const ym = (m: number): [number, number] => (m === 0 ? [11, 2026] : [m - 1, 2027]);
const LABELS = Array.from({ length: M }, (_, m) => `${MON[ym(m)[0]]} ${ym(m)[1]}`);

/** whole dollars as cents for each forecast month, from a per-month rule */
const row = (f: (mi: number) => [number, number]): bigint[] =>
  Array.from({ length: M }, (_, m) => {
    const [lo, hi] = f(ym(m)[0]);
    return BigInt(r.int(lo, hi)) * 100n;
  });

const IN: Array<[string, bigint[]]> = [
  [
    'Wholesale trees',
    row((mi) =>
      mi === 11 ? [62000, 80000] : mi === 10 ? [40000, 55000] : mi === 0 ? [5000, 10000] : [0, 0],
    ),
  ],
  ['U-cut sales', row((mi) => (mi === 11 ? [35000, 50000] : mi === 10 ? [8000, 12000] : [0, 0]))],
  [
    'Wreaths & garlands',
    row((mi) =>
      mi === 11 ? [15000, 22000] : mi === 10 ? [6000, 10000] : mi === 0 ? [300, 900] : [0, 0],
    ),
  ],
];
const OUT: Array<[string, bigint[]]> = [
  [
    'Seasonal labor',
    row((mi) =>
      mi === 11 || mi === 10 ? [14000, 20000] : mi === 5 || mi === 6 ? [8000, 12000] : [2000, 4000],
    ),
  ],
  ['Seedlings', row((mi) => (mi === 2 ? [12000, 15000] : mi === 3 ? [9000, 11000] : [0, 0]))],
  ['Fertilizer & spray', row((mi) => (mi >= 3 && mi <= 5 ? [3000, 6000] : [0, 0]))],
  ['Fuel', row(() => [600, 1800])],
  ['Equipment loan', row(() => [1450, 1450])],
  ['Insurance', row((mi) => (mi === 2 ? [4800, 4800] : [0, 0]))],
  ['Owner drawings', row(() => [4000, 4000])],
];
const OPENING = 1850000n;

const colSum = (xs: Array<[string, bigint[]]>): bigint[] =>
  Array.from({ length: M }, (_, m) => total(xs.map(([, v]) => v[m]!)));
const cin = colSum(IN);
const cout = colSum(OUT);
const netf = cin.map((v, m) => v - cout[m]!);
const opening: bigint[] = [];
const closing: bigint[] = [];
netf.forEach((v, m) => {
  opening.push(m === 0 ? OPENING : closing[m - 1]!);
  closing.push(opening[m]! + v);
});
const T = total;
const line = (xs: Array<[string, bigint[]]>, k: string): bigint[] => xs.find(([x]) => x === k)![1];
const low = argMin(closing);
const outTot = OUT.map(([, v]) => T(v));
const topOut = argMax(outTot);
const topIn = argMax(cin);
const at = (m: number): string[] => monthYearAt(ym(m)[0], ym(m)[1]);

const checks: CrossCheck[] = [
  same('opening + net = closing (year)', OPENING + T(netf), closing[M - 1]!),
  same('cash in − cash out = net', T(cin) - T(cout), T(netf)),
  same('lines = totals', T(IN.map(([, v]) => T(v))) - T(outTot), T(netf)),
  unique('closing cash', closing, 'min'),
  holds('cash goes below zero', closing[low]! < 0n),
  unique('cash-out lines', outTot),
  holds('Seasonal labor is the biggest cost', OUT[topOut]![0] === 'Seasonal labor'),
  unique('month cash in', cin),
  holds('December brings in the most', topIn === 0),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow forecast');
  const last = M + 2;
  title(ws, 1, 'Evergreen Ridge Tree Farm LLC — cash-flow forecast', last);
  title(ws, 2, 'December 2026 – November 2027 · US$ · forecast, not actuals', last);
  header(ws, 4, ['', ...LABELS, 'Total']);
  const L = (c: number): string => String.fromCharCode(64 + c);
  const TC = M + 2;
  /** a formula with its cached result (exceljs drops a zero result, so a zero stays a value) */
  const f = (formula: string, x: bigint): ExcelJS.CellValue =>
    x === 0n ? 0 : { formula, result: num(x) };
  const put = (r0: number, label: string, v?: bigint[], tot?: bigint, bold = false): void => {
    const rw = ws.getRow(r0);
    rw.getCell(1).value = label;
    if (v) v.forEach((x, m) => (rw.getCell(2 + m).value = num(x)));
    if (tot !== undefined) rw.getCell(TC).value = num(tot);
    if (bold) rw.font = { bold: true };
  };
  const sumRow = (r0: number, label: string, from: number, to: number, v: bigint[]): void => {
    const rw = ws.getRow(r0);
    rw.getCell(1).value = label;
    rw.font = { bold: true };
    v.forEach((x, m) => {
      const c = L(2 + m);
      rw.getCell(2 + m).value = f(`SUM(${c}${from}:${c}${to})`, x);
    });
    rw.getCell(TC).value = f(`SUM(B${r0}:${L(M + 1)}${r0})`, T(v));
  };
  put(5, 'Opening cash', undefined, OPENING, true);
  ws.getCell(5, 2).value = num(OPENING);
  for (let m = 1; m < M; m++) ws.getCell(5, 2 + m).value = f(`${L(1 + m)}24`, opening[m]!);
  put(7, 'Cash in', undefined, undefined, true);
  IN.forEach(([k, v], i) => put(8 + i, k, v, T(v)));
  sumRow(11, 'Total cash in', 8, 10, cin);
  put(13, 'Cash out', undefined, undefined, true);
  OUT.forEach(([k, v], i) => put(14 + i, k, v, T(v)));
  sumRow(21, 'Total cash out', 14, 20, cout);
  const nr = ws.getRow(23);
  nr.getCell(1).value = 'Net cash flow';
  nr.font = { bold: true };
  netf.forEach((x, m) => {
    const c = L(2 + m);
    nr.getCell(2 + m).value = f(`${c}11-${c}21`, x);
  });
  nr.getCell(TC).value = f(`${L(TC)}11-${L(TC)}21`, T(netf));
  const cr = ws.getRow(24);
  cr.getCell(1).value = 'Closing cash';
  cr.font = { bold: true };
  closing.forEach((x, m) => {
    const c = L(2 + m);
    cr.getCell(2 + m).value = f(`${c}5+${c}23`, x);
  });
  cr.getCell(TC).value = f(`${L(M + 1)}24`, closing[M - 1]!);
  for (let c = 2; c <= TC; c++) ws.getColumn(c).numFmt = '#,##0;(#,##0)';
  widths(ws, [22, ...Array(M + 1).fill(11)]);
  return toBytes(wb);
}

export const treefarm: BlindBook = {
  name: NAME,
  business: 'Christmas tree farm',
  shape: 'cash-flow forecast by month with opening and closing cash (formulas with results)',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'How much cash do we expect to bring in over the next twelve months?',
      { value: money(T(cin)), means: 'Total cash in, Total column' },
    ],
    [
      'When is our cash at its lowest?',
      { value: money(closing[low]!), at: at(low), means: 'month with the lowest Closing cash' },
    ],
    [
      'Do we go overdrawn at any point?',
      {
        value: money(closing[low]!),
        abs: true,
        at: at(low),
        means: 'yes: the lowest Closing cash is below zero (by size)',
      },
    ],
    [
      "What's our closing cash in March 2027?",
      { value: money(closing[3]!), abs: true, means: 'Closing cash, Mar 2027' },
    ],
    [
      'How much do we expect from wreaths?',
      { value: money(T(line(IN, 'Wreaths & garlands'))), means: 'Wreaths & garlands, Total' },
    ],
    [
      "What's our biggest cost over the year?",
      { value: money(outTot[topOut]!), at: OUT[topOut]![0], means: 'largest Cash out line total' },
    ],
    [
      'How much cash comes in during December?',
      { value: money(cin[0]!), means: 'Total cash in, Dec 2026' },
    ],
    [
      'How much are we paying on the equipment loan?',
      { value: money(T(line(OUT, 'Equipment loan'))), means: 'Equipment loan, Total (12 × 1,450)' },
    ],
    [
      'Which month brings in the most cash?',
      { value: money(cin[topIn]!), at: at(topIn), means: 'largest Total cash in (Dec 2026)' },
    ],
    [
      'How much do we expect to pay out in total?',
      { value: money(T(cout)), means: 'Total cash out, Total' },
    ],
    [
      'How many months have a negative net cash flow?',
      { value: n(countOf(netf, (v) => v < 0n)), means: 'months with Net cash flow below zero' },
    ],
    [
      "What's our average monthly spend on labor?",
      { value: meanCents(T(line(OUT, 'Seasonal labor')), M), means: 'Seasonal labor total / 12' },
    ],
    [
      'What share of our cash in comes from U-cut?',
      { value: pct(T(line(IN, 'U-cut sales')), T(cin)), tol: 0.01, means: 'U-cut / Total cash in' },
    ],
    ['How much cash do we start with?', { value: money(OPENING), means: 'Opening cash, Dec 2026' }],
    [
      'How much does our cash change over the forecast?',
      {
        value: money(T(netf)),
        abs: true,
        means: 'closing Nov 2027 − opening Dec 2026 (Net cash flow total)',
      },
    ],
    [
      'What did we actually sell last December?',
      { refuse: true, means: 'a forecast holds no actuals' },
    ],
    [
      "What's the forecast for December 2027?",
      { refuse: true, means: 'the forecast ends in November 2027' },
    ],
    ['Should we plant more Nordmann firs?', { refuse: true, means: 'an opinion' }],
  ]),
};
