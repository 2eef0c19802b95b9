/**
 * tireshop: a tire and auto shop's QuickBooks "Sales by Customer Summary" export, Jan–Nov 2026:
 * title rows (company, report name, date range, basis), months across with a TOTAL column,
 * parent customers with indented sub-customers and "Total <parent>" rows, blanks for no sales,
 * a TOTAL row and the QuickBooks footer. USD.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  argMin,
  cell,
  commas,
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

const r = rng(5);
const N = 11;

interface Customer {
  name: string;
  months: bigint[];
}
interface Entry {
  name: string;
  subs?: Customer[];
  months?: bigint[];
}

/** monthly sales near `dollars` with a chance `gap` of no sale that month */
const series = (dollars: number, gap: number): bigint[] =>
  Array.from({ length: N }, () =>
    r.next() < gap ? 0n : BigInt(Math.round(dollars * (0.6 + 0.8 * r.next()) * 100)),
  );

const ENTRIES: Entry[] = [
  { name: 'Buckeye Landscaping LLC', months: series(1400, 0.25) },
  { name: 'Cash Customers', months: series(2600, 0) },
  {
    name: 'City of Westfield',
    subs: [
      { name: 'Parks & Recreation', months: series(600, 0.5) },
      { name: 'Police Department', months: series(1900, 0.1) },
      { name: 'Public Works', months: series(1300, 0.3) },
    ],
  },
  { name: 'Kessler Farms', months: series(900, 0.35) },
  { name: 'Lakeside Auto Sales', months: series(1700, 0.2) },
  { name: 'Miller Plumbing & Heating', months: series(800, 0.3) },
  { name: 'Ohio Valley Couriers', months: series(4300, 0) },
  { name: 'Rapid Rideshare LLC', months: series(1100, 0.2) },
  { name: 'Summit Towing', months: series(1250, 0.25) },
  {
    name: 'Westfield City Schools',
    subs: [
      { name: 'Bus Garage', months: series(1800, 0.15) },
      { name: 'Maintenance', months: series(500, 0.45) },
    ],
  },
  { name: 'Yellow Jacket Taxi', months: series(950, 0.2) },
];

const sumMonths = (cs: Customer[]): bigint[] =>
  Array.from({ length: N }, (_, m) => total(cs.map((c) => c.months[m]!)));
/** top-level customers, a parent's months being its sub-customers added */
const top: Customer[] = ENTRIES.map((e) => ({
  name: e.name,
  months: e.subs ? sumMonths(e.subs) : e.months!,
}));
/** every customer that holds sales itself (sub-customers instead of their parent) */
const leaves: Customer[] = ENTRIES.flatMap((e) =>
  e.subs ? e.subs : [{ name: e.name, months: e.months! }],
);
const topTotals = top.map((c) => total(c.months));
const leafTotals = leaves.map((c) => total(c.months));
const monthTotals = sumMonths(top);
const grand = total(monthTotals);
const byName = (n: string): Customer => [...top, ...leaves].find((c) => c.name === n)!;
const tot = (n: string): bigint => total(byName(n).months);

const biggest = argMax(topTotals);
const bestMonth = argMax(monthTotals);
const slowMonth = argMin(monthTotals);

/** a $1,000 threshold where counting top-level customers or sub-customers gives the same count */
let threshold = 0n;
let over = 0;
for (let t = 500000n; t <= 3000000n; t += 100000n) {
  const a = topTotals.filter((x) => x > t).length;
  const b = leafTotals.filter((x) => x > t).length;
  if (a === b && a >= 3 && a <= 7) {
    threshold = t;
    over = a;
    break;
  }
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by Customer Summary');
  const vals = (ms: bigint[]): unknown[] => [
    ...ms.map((x) => (x === 0n ? undefined : cell(x))),
    cell(total(ms)),
  ];
  const rows: unknown[][] = [
    ['Buckeye Tire & Auto'],
    ['Sales by Customer Summary'],
    ['January 1 - November 30, 2026'],
    ['Accrual Basis'],
    [],
    [undefined, ...MON.slice(0, N).map((m) => `${m} 2026`), 'TOTAL'],
  ];
  for (const e of ENTRIES) {
    if (e.subs) {
      rows.push([e.name]);
      for (const s of e.subs) rows.push([`   ${s.name}`, ...vals(s.months)]);
      rows.push([`Total ${e.name}`, ...vals(sumMonths(e.subs))]);
    } else rows.push([e.name, ...vals(e.months!)]);
  }
  rows.push(['TOTAL', ...vals(monthTotals)]);
  rows.push([]);
  rows.push([]);
  rows.push(['Accrual basis Monday, December 7, 2026 09:14 AM GMT-05:00']);
  putRows(ws, rows);
  for (const n of [1, 2, 3, 6]) ws.getRow(n).font = { bold: true };
  ws.eachRow((rw) => {
    if (/^(Total |TOTAL)/.test(String(rw.getCell(1).value ?? ''))) rw.font = { bold: true };
  });
  for (let c = 2; c <= N + 2; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

export const tireshop: BlindBook = {
  name: 'tireshop',
  business: 'tire and auto shop',
  shape:
    'QuickBooks Sales by Customer Summary: title rows with basis, months across + TOTAL, sub-customers and parent totals, TOTAL row',
  bytes,
  questions: questionsFor('tireshop', [
    [
      'what were total sales this year',
      { value: hundredths(grand), means: 'TOTAL row, TOTAL column (Jan 1 – Nov 30, 2026)' },
    ],
    [
      'how much did Summit Towing spend with us',
      { value: hundredths(tot('Summit Towing')), means: 'Summit Towing, TOTAL column' },
    ],
    [
      "who's our biggest customer",
      {
        value: hundredths(topTotals[biggest]!),
        at: top[biggest]!.name,
        means:
          'customer with the largest TOTAL (a parent counted by its Total row; same leader either way)',
      },
    ],
    [
      'how much did the city of westfield spend in total',
      {
        value: hundredths(tot('City of Westfield')),
        means: 'Total City of Westfield (its three departments)',
      },
    ],
    [
      'police department sales in march',
      {
        value: hundredths(byName('Police Department').months[2]!),
        means: 'Police Department, Mar 2026',
      },
    ],
    ['sales in august', { value: hundredths(monthTotals[7]!), means: 'TOTAL row, Aug 2026' }],
    [
      'best month',
      {
        value: hundredths(monthTotals[bestMonth]!),
        at: monthPlaces(bestMonth, 2026),
        means: 'month with the largest TOTAL row value',
      },
    ],
    [
      'what share of sales came from cash customers',
      {
        value: pct(tot('Cash Customers'), grand),
        tol: 0.01,
        means: 'Cash Customers TOTAL / TOTAL × 100',
      },
    ],
    [
      `how many customers spent over $${commas(Number(threshold / 100n))}`,
      {
        value: [String(over), String(over - 1)],
        means:
          'customers whose TOTAL is above the threshold (same count with parents or sub-customers), with or without the Cash Customers line',
      },
    ],
    ['average monthly sales', { value: meanCents(grand, N), means: 'TOTAL / 11 months' }],
    [
      'what did Kessler Farms spend in q3',
      {
        value: hundredths(total(byName('Kessler Farms').months.slice(6, 9))),
        means: 'Kessler Farms Jul + Aug + Sep',
      },
    ],
    [
      'slowest month',
      {
        value: hundredths(monthTotals[slowMonth]!),
        at: monthPlaces(slowMonth, 2026),
        means: 'month with the smallest TOTAL row value',
      },
    ],
    [
      'how did october compare to september',
      {
        value: [
          hundredths(monthTotals[9]! - monthTotals[8]!),
          growth(monthTotals[8]!, monthTotals[9]!),
        ],
        abs: true,
        tol: 0.01,
        means: 'October − September TOTAL (or the % change); sign compared by size',
      },
    ],
    [
      'top 5 customers',
      { at: top[biggest]!.name, means: 'customers ranked by TOTAL; the first named' },
    ],
    [
      'how much did Westfield City Schools spend',
      { value: hundredths(tot('Westfield City Schools')), means: 'Total Westfield City Schools' },
    ],
    ['how many tires did we sell in march', { refuse: true, means: 'dollars only, no units' }],
    ["what's our gross profit on tires", { refuse: true, means: 'a sales report holds no costs' }],
    [
      "which customers haven't paid yet",
      { refuse: true, means: 'sales by customer, not receivables: payments are not held' },
    ],
  ]),
  checks: [
    same('months = customers', grand, total(topTotals)),
    same('sub-customers = top level', total(leafTotals), total(topTotals)),
    holds('biggest customer unique', uniqueMax(topTotals)),
    holds(
      'biggest customer is also the biggest sub-customer-level account',
      uniqueMax(leafTotals) && leaves[argMax(leafTotals)]!.name === top[biggest]!.name,
    ),
    holds('biggest customer is not Cash Customers', top[biggest]!.name !== 'Cash Customers'),
    holds('best month unique', uniqueMax(monthTotals)),
    holds('slowest month unique', uniqueMin(monthTotals)),
    holds('a threshold where both counts agree', threshold > 0n),
    holds('Cash Customers is over the threshold', tot('Cash Customers') > threshold),
    holds('no customer sits on the threshold', ![...topTotals, ...leafTotals].includes(threshold)),
  ],
};
