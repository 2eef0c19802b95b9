/**
 * HVAC installer job costing (USD): no title, header on row 1, one row per completed job with
 * Job #, Customer, Type, Completed (date), Contract price, Materials, Labor, Subcontract, Total
 * cost, Profit, Margin; a blank row and a TOTALS row at the bottom.
 */
import { meanCents, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'hvac-jobs';
const r = rng(NAME);
const CUSTOMERS = [
  'Baker Residence',
  'Lakeside Dental',
  'Riverside Church',
  'Oak Street Apartments',
  'Miller Residence',
  'Summit Fitness',
  'Cole Residence',
  'Hill County Library',
];
const TYPES: Array<[string, number, number]> = [
  ['Install', 650_000, 1_850_000],
  ['Repair', 35_000, 280_000],
  ['Maintenance', 18_000, 60_000],
];
const jobs = Array.from({ length: 30 }, (_, i) => {
  // job 18 (J-1048) is an install whose materials ran far over: the loss-maker
  const t = i === 17 ? 0 : r.pick([0, 0, 1, 1, 1, 2, 2]);
  const [type, lo, hi] = TYPES[t]!;
  const price = r.int(lo, hi);
  const materials = Math.round(
    price * (t === 0 ? 0.42 : 0.25) * (0.7 + r.next() * 0.6) * (i === 17 ? 2.2 : 1),
  );
  const labor = Math.round(price * 0.3 * (0.7 + r.next() * 0.6));
  const sub = t === 0 && r.next() < 0.5 ? Math.round(price * 0.12) : 0;
  const cost = materials + labor + sub;
  return {
    no: `J-${1031 + i}`,
    customer: r.pick(CUSTOMERS),
    type,
    month: Math.floor(i / 3),
    day: r.int(1, 28),
    price,
    materials,
    labor,
    sub,
    cost,
    profit: price - cost,
  };
});
const T = (k: 'price' | 'materials' | 'labor' | 'sub' | 'cost' | 'profit', xs = jobs): number =>
  sumN(xs.map((j) => j[k]));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs 2025');
  ws.addRow([
    'Job #',
    'Customer',
    'Type',
    'Completed',
    'Contract price',
    'Materials',
    'Labor',
    'Subcontract',
    'Total cost',
    'Profit',
    'Margin',
  ]);
  for (const j of jobs) {
    ws.addRow([
      j.no,
      j.customer,
      j.type,
      new Date(Date.UTC(2025, j.month, j.day)),
      ...[j.price, j.materials, j.labor, j.sub, j.cost, j.profit].map(cell),
      j.profit / j.price,
    ]);
  }
  ws.addRow([]);
  ws.addRow([
    'TOTALS',
    null,
    null,
    null,
    ...(['price', 'materials', 'labor', 'sub', 'cost', 'profit'] as const).map((k) => cell(T(k))),
    T('profit') / T('price'),
  ]);
  ws.getColumn(4).numFmt = 'm/d/yyyy';
  for (let c = 5; c <= 10; c++) ws.getColumn(c).numFmt = '$#,##0.00;[Red]-$#,##0.00';
  ws.getColumn(11).numFmt = '0.0%';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const best = argExtreme(
  jobs.map((j) => j.profit),
  'max',
);
const losers = jobs.filter((j) => j.profit < 0);
const installs = jobs.filter((j) => j.type === 'Install');
const byCustomer = CUSTOMERS.map((c) =>
  T(
    'price',
    jobs.filter((j) => j.customer === c),
  ),
);
const topCustomer = argExtreme(byCustomer, 'max');
const j1043 = jobs.find((j) => j.no === 'J-1043')!;
const repairs = jobs.filter((j) => j.type === 'Repair');

q(
  'total contract revenue',
  { value: m(T('price')) },
  'sum of Contract price over jobs (TOTALS row excluded)',
);
q('total profit on jobs', { value: m(T('profit')) }, 'sum of Profit');
q('overall margin', { value: pct(T('profit'), T('price')) }, 'total profit / total contract price');
q(
  'most profitable job',
  { value: m(jobs[best]!.profit), at: jobs[best]!.no },
  'job with the largest Profit',
);
q('how many jobs lost money', { value: String(losers.length) }, 'count of jobs with Profit < 0');
q(
  'average job size',
  { value: meanCents(T('price'), jobs.length) },
  'mean Contract price over 30 jobs',
);
q(
  'how much did installs bring in',
  { value: m(T('price', installs)) },
  'Contract price of Install jobs',
);
q('what did we spend on materials', { value: m(T('materials')) }, 'sum of Materials');
q(
  'margin on j-1043',
  { value: pct(j1043.profit, j1043.price) },
  'Profit / Contract price for J-1043',
);
q(
  'whats eating our margin',
  { refuse: true },
  'no single reading (materials vs labor vs job type): ask',
);
q(
  'biggest customer',
  { value: m(byCustomer[topCustomer]!), at: CUSTOMERS[topCustomer]! },
  'customer with the largest summed Contract price',
);
q('how many repair jobs did we do', { value: String(repairs.length) }, 'count of Type Repair');
q('subcontractor costs', { value: m(T('sub')) }, 'sum of Subcontract');
q(
  'jobs completed in april',
  { value: String(jobs.filter((j) => j.month === 3).length) },
  'count of jobs with Completed in April',
);
q(
  'average profit per repair',
  { value: meanCents(T('profit', repairs), repairs.length) },
  'mean Profit of Repair jobs',
);
q('whats our hourly labor rate', { refuse: true }, 'labor is in dollars, hours are not recorded');

export const hvacJobs: BlindBook = {
  name: NAME,
  business: 'HVAC installer',
  shape: 'job costing sheet, header on row 1, blank row then TOTALS at the bottom, margin %',
  bytes,
  questions: list,
  checks: [
    ['profit = price - cost in total', T('profit') === T('price') - T('cost')],
    [
      'cost = materials + labor + subcontract',
      T('cost') === T('materials') + T('labor') + T('sub'),
    ],
    ['at least one job lost money', losers.length > 0],
  ],
};
