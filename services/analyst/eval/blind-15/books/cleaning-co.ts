/**
 * Cleaning company (contracts), Swedish kronor (kr): an A/R aging summary with three title
 * rows, buckets Current / 1 - 30 / 31 - 60 / 61 - 90 / 91 and over, a Total per customer and
 * a TOTAL row; empty buckets are left blank, as accounting exports do.
 */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'cleaning-co';
const CUSTOMERS = [
  'Brf Solgläntan',
  'Kontorshuset Väst',
  'Tandläkare Ek',
  'Hotell Nordstjärnan',
  'Skolan i Ängby',
  'Gym 24 Bromma',
  'Advokatfirman Lind',
  'Café Kanel',
];
const r = rng(6);
const rows = CUSTOMERS.map((c) => ({
  customer: c,
  b: [0, 1, 2, 3, 4].map((k) =>
    r.int(0, 9) < (k === 0 ? 8 : 4) ? r.int(150000, 4200000 - k * 600000) : 0,
  ),
}));
const total = (b: number[]): number => Number(sum(b));
const bucket = (k: number): number => Number(sum(rows.map((x) => x.b[k]!)));
const all = Number(sum(rows.map((x) => total(x.b))));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Städproffs AB']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of 30 November 2025 (SEK)']);
  ws.addRow(['Customer', 'Current', '1 - 30', '31 - 60', '61 - 90', '91 and over', 'Total']);
  for (const x of rows)
    ws.addRow([x.customer, ...x.b.map((v) => (v ? cell(v) : null)), cell(total(x.b))]);
  ws.addRow(['TOTAL', ...[0, 1, 2, 3, 4].map((k) => cell(bucket(k))), cell(all)]);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('AR Aging')!;
  const end = 4 + rows.length;
  return [
    ...same('TOTAL', readCents(ws, `G${end + 1}`), sumColumn(ws, 'G', 5, end)),
    ...same('61-90', readCents(ws, `E${end + 1}`), sumColumn(ws, 'E', 5, end)),
  ];
}

const { ask, questions } = asker(NAME);
const byTotal = [...rows].sort((a, b) => total(b.b) - total(a.b));
const over60 = bucket(3) + bucket(4);
const overdue = all - bucket(0);
const worst90 = [...rows].sort((a, b) => b.b[4]! - a.b[4]!)[0]!;
const clean = rows.filter((x) => x.b.slice(1).every((v) => v === 0)).length;
const withOver90 = rows.filter((x) => x.b[4]! > 0).length;

ask(
  'who owes us the most',
  { value: money(total(byTotal[0]!.b)), at: byTotal[0]!.customer },
  'customer with the largest Total',
);
ask('total receivables', { value: money(all) }, 'TOTAL row, Total column');
ask(
  'how much is more than 60 days late',
  { value: money(over60) },
  '61 - 90 plus 91 and over, all customers',
);
ask('whats over 90 days', { value: money(bucket(4)) }, 'TOTAL of the 91 and over bucket');
ask(
  'how much does Hotell Nordstjärnan owe',
  { value: money(total(rows[3]!.b)) },
  'Total for Hotell Nordstjärnan',
);
ask(
  'what percent of AR is current',
  { value: pct(bucket(0), all) },
  'Current bucket total / TOTAL * 100',
);
ask(
  'how much is overdue in total',
  { value: money(overdue) },
  'everything past due: TOTAL minus Current',
);
ask(
  'which customer has the most over 90 days',
  { value: money(worst90.b[4]!), at: worst90.customer },
  'largest 91 and over amount',
);
ask('31-60 bucket total', { value: money(bucket(2)) }, 'TOTAL of 31 - 60');
ask(
  'how many customers have something over 90 days',
  { value: String(withOver90) },
  'customers with a non-blank 91 and over cell',
);
ask(
  'how many customers are fully current',
  { value: String(clean) },
  'customers with nothing in any past-due bucket',
);
ask(
  'gym 24 bromma 1-30 days',
  { value: money(rows[5]!.b[1]!) },
  'Gym 24 Bromma, 1 - 30 (blank = 0)',
);
ask(
  'second biggest debtor',
  { value: money(total(byTotal[1]!.b)), at: byTotal[1]!.customer },
  'customer with the second largest Total',
);
ask('when will Café Kanel pay', { refuse: true }, 'no payment dates or terms in an aging summary');
ask('how much did we invoice in november', { refuse: true }, 'open balances only, not invoicing');

export const cleaningCo: BlindBook = {
  name: NAME,
  about:
    'cleaning company (contracts), kr (SEK), A/R aging summary with blank buckets and a TOTAL row',
  build,
  questions,
  verify,
};
