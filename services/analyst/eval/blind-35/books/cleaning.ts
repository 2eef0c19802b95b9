/**
 * cleaning: a commercial cleaning firm's aged receivables (CHF) at 30.11.2026. One row per
 * customer: credit limit, Current, 1-30, 31-60, 61-90, over 90 days, Total; a Total row; Swiss
 * apostrophe thousands.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(15);
const CUSTOMERS = [
  'Hotel Seeblick AG',
  'Praxis Dr. med. Keller',
  'Bäckerei Huber',
  'Immobilien Weber AG',
  'Treuhand Frei & Partner',
  'Fitnesspark Oerlikon AG',
  'Restaurant zum Löwen',
  'Anwaltskanzlei Brunner',
  'Kita Sonnenschein',
  'Garage Meier AG',
  'Zahnarztpraxis Dr. Rossi',
  'Bürogemeinschaft Binz',
  'Hausverwaltung Steiner GmbH',
  'Stiftung Altersheim Lindenhof',
];
interface Cust {
  name: string;
  limit: number;
  b: number[]; // current, 1-30, 31-60, 61-90, >90
  total: number;
}
const chance = [0.9, 0.55, 0.3, 0.2, 0.18];
const size = [
  [800, 14000],
  [400, 7000],
  [300, 4500],
  [200, 3500],
  [150, 5200],
];
const CUST: Cust[] = CUSTOMERS.map((name, i) => {
  const b = chance.map((p, k) =>
    r.next() < p ? r.int(size[k]![0]! * 100, size[k]![1]! * 100) : 0,
  );
  if (i === 6) {
    // the restaurant's old debt: in debt collection, no new work since
    b[0] = 0;
    b[1] = 0;
    b[4] = 684025;
  }
  if (i === 9) b[2] = 312540;
  if (i === 2) b[4] = 95070;
  return {
    name,
    limit: r.pick([15000, 20000, 20000, 25000, 30000]) * 100,
    b,
    total: b.reduce((a, x) => a + x, 0),
  };
});
const tots = CUST.map((c) => c.total);
const grand = total(tots);
const bucket = (k: number): bigint => total(CUST.map((c) => c.b[k]!));
const top = argMax(tots);
const over90 = CUST.map((c) => c.b[4]!);
const top90 = argMax(over90);
const kita = CUST[8]!;
const meier = CUST[9]!;
const overLimit = CUST.filter((c) => c.total > c.limit).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Debitoren 30.11.2026');
  ws.getCell('A1').value = 'Blitzblank Gebäudereinigung GmbH, Zürich';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Aged receivables (Debitoren-Altersliste) per 30.11.2026, CHF incl. MWST';
  const head = [
    'Customer',
    'Credit limit CHF',
    'Current',
    '1-30 days',
    '31-60 days',
    '61-90 days',
    '> 90 days',
    'Total CHF',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const F = "#'##0.00";
  CUST.forEach((c, i) => {
    const w = ws.getRow(H + 1 + i);
    w.getCell(1).value = c.name;
    w.getCell(2).value = cell(c.limit);
    c.b.forEach((v, k) => {
      if (v) w.getCell(3 + k).value = cell(v);
    });
    w.getCell(8).value = cell(c.total);
    for (let k = 2; k <= 8; k++) w.getCell(k).numFmt = F;
  });
  const t = ws.getRow(H + 1 + CUST.length);
  t.getCell(1).value = 'Total';
  for (let k = 0; k < 5; k++) {
    t.getCell(3 + k).value = cell(bucket(k));
    t.getCell(3 + k).numFmt = F;
  }
  t.getCell(8).value = cell(grand);
  t.getCell(8).numFmt = F;
  t.font = { bold: true };
  ws.getRow(H + 3 + CUST.length).getCell(1).value =
    'Payment terms 30 days net. Restaurant zum Löwen: Betreibung (debt collection) started 14.10.2026.';
  [32, 15, 12, 12, 12, 12, 12, 13].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  { what: 'buckets add to the total', a: total([0, 1, 2, 3, 4].map(bucket)), b: grand },
  { what: 'customer totals add to the total', a: total(tots), b: grand },
  unique('customer total', tots),
  unique('over 90 days', over90),
  holds('Garage Meier has a 31-60 balance', meier.b[2]! > 0),
  holds('some customers over their limit', overLimit > 0),
];

const questions = questionsFor('cleaning', [
  ['total owed to us', { value: money(grand), means: 'Total CHF, Total row' }],
  [
    'who owes us the most',
    { at: CUST[top]!.name, value: money(tots[top]!), means: 'customer with the largest Total CHF' },
  ],
  ['how much is over 90 days', { value: money(bucket(4)), means: '> 90 days, Total row' }],
  [
    'what does Kita Sonnenschein owe us',
    { value: money(kita.total), means: 'Kita Sonnenschein, Total CHF' },
  ],
  [
    'how much is overdue',
    { value: money(grand - bucket(0)), means: 'Total less Current (1-30 + 31-60 + 61-90 + > 90)' },
  ],
  [
    'what share of receivables is over 60 days',
    { value: pct(bucket(3) + bucket(4), grand), means: '(61-90 + > 90) / Total, %' },
  ],
  [
    'how many customers have something over 90 days',
    { value: String(over90.filter((x) => x > 0).length), means: 'rows with a > 90 days balance' },
  ],
  [
    'biggest over-90 balance',
    {
      at: CUST[top90]!.name,
      value: money(over90[top90]!),
      means: 'customer with the largest > 90 days',
    },
  ],
  [
    'how many customers are over their credit limit',
    { value: String(overLimit), means: 'rows where Total CHF exceeds Credit limit CHF' },
  ],
  ['how much is current', { value: money(bucket(0)), means: 'Current, Total row' }],
  [
    "what's Garage Meier got in 31-60 days",
    { value: money(meier.b[2]!), means: 'Garage Meier AG, 31-60 days' },
  ],
  [
    'average balance per customer',
    { value: meanCents(grand, CUST.length), means: 'Total / 14 customers' },
  ],
  [
    'which of these will pay next week',
    { refuse: true, means: 'a prediction the sheet cannot make' },
  ],
  [
    'how much did we invoice in october',
    { refuse: true, means: 'an aging holds balances, not invoicing by month' },
  ],
]);

export const cleaning: BlindBook = {
  name: 'cleaning',
  business: 'commercial cleaning firm',
  shape:
    'AR aging: credit limit, Current / 1-30 / 31-60 / 61-90 / > 90 days, Total; Total row; apostrophe thousands',
  bytes,
  questions,
  checks,
};
