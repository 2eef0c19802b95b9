/** Photographer: aged receivables by invoice at 31 Oct 2026, ageing buckets, blanks for zero, DKK. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(7);
const clients = [
  'Nordlys Arkitekter',
  'Hygge Interiør ApS',
  'Café Sønder',
  'Østerbro Bryllupper',
  'Københavns Kunsthal',
  'Fjord Fashion',
  'Dansk Cykelforbund',
  'Mette & Jonas Holm',
];
const asAt = day(2026, 9, 31).getTime();
type Inv = { client: string; no: string; date: Date; due: Date; amt: bigint; bucket: number };
const invs: Inv[] = [];
let no = 3301;
for (const c of clients) {
  const k = r.int(1, 3);
  for (let i = 0; i < k; i++) {
    const ago = r.int(2, 160);
    const date = new Date(asAt - ago * 86400000);
    const due = new Date(date.getTime() + 30 * 86400000);
    const over = Math.round((asAt - due.getTime()) / 86400000);
    const bucket = over <= 0 ? 0 : over <= 30 ? 1 : over <= 60 ? 2 : over <= 90 ? 3 : 4;
    invs.push({
      client: c,
      no: `F-${no++}`,
      date,
      due,
      amt: BigInt(r.int(180000, 2600000)),
      bucket,
    });
  }
}
const BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'];
const inB = (b: number): bigint => total(invs.filter((x) => x.bucket === b).map((x) => x.amt));
const all = total(invs.map((x) => x.amt));
const byC = clients.map((c) => total(invs.filter((x) => x.client === c).map((x) => x.amt)));
const topC = argMax(byC);
const amts = invs.map((x) => x.amt);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Aged Debtors');
  const rows: unknown[][] = [
    ['Sofie Lund Fotografi - Aged Receivables'],
    ['As at 31 October 2026 | DKK'],
    [],
    ['Customer', 'Invoice', 'Invoice date', 'Due date', ...BUCKETS, 'Total'],
  ];
  for (const x of invs)
    rows.push([
      x.client,
      x.no,
      x.date,
      x.due,
      ...BUCKETS.map((_, b) => (b === x.bucket ? cell(x.amt) : undefined)),
      cell(x.amt),
    ]);
  rows.push([]);
  rows.push([
    'TOTAL',
    undefined,
    undefined,
    undefined,
    ...BUCKETS.map((_, b) => cell(inB(b))),
    cell(all),
  ]);
  putRows(ws, rows);
  ws.getColumn(3).numFmt = 'dd-mm-yyyy';
  ws.getColumn(4).numFmt = 'dd-mm-yyyy';
  for (let c = 5; c <= 10; c++) ws.getColumn(c).numFmt = '#,##0.00 "kr."';
  return toBytes(wb);
}

const sofie = clients[3]!;

export const photographer: BlindBook = {
  name: 'photographer',
  business: 'wedding and commercial photographer',
  shape:
    'aged receivables by invoice: Current / 1-30 / 31-60 / 61-90 / Over 90, blanks for zero, TOTAL row',
  bytes: build,
  questions: questionsFor('photographer', [
    ['how much are we owed in total', { value: hundredths(all), means: 'TOTAL, Total column' }],
    [
      "what's over 90 days",
      { value: hundredths(inB(4)), means: 'TOTAL of the Over 90 days bucket' },
    ],
    [
      'which client owes us the most',
      { at: clients[topC]!, means: 'customer with the largest summed Total' },
    ],
    [
      `how much does ${sofie} owe`,
      { value: hundredths(byC[3]!), means: `sum of Total for ${sofie}` },
    ],
    [
      'how much is overdue',
      { value: hundredths(all - inB(0)), means: 'Total - Current (all buckets past due)' },
    ],
    [
      'what share of the debt is more than 60 days old',
      { value: pct(inB(3) + inB(4), all), means: '(61-90 + Over 90) / Total, % 2 dp' },
    ],
    [
      'how many invoices are outstanding',
      { value: String(invs.length), means: 'count of invoice rows' },
    ],
    [
      'largest unpaid invoice',
      { value: hundredths(amts[argMax(amts)]!), means: 'largest invoice Total' },
    ],
    [
      'which client pays slowest',
      { refuse: true, means: 'only open invoices: no payment history to measure paying speed' },
    ],
    [
      'how much did we invoice in 2025',
      { refuse: true, means: 'an aged debtors list holds only unpaid invoices' },
    ],
    ['how much is not yet due', { value: hundredths(inB(0)), means: 'TOTAL of Current' }],
    ['whats in the 31-60 day bucket', { value: hundredths(inB(2)), means: 'TOTAL of 31-60 days' }],
  ]),
  checks: [
    { what: 'buckets sum to total', a: total([0, 1, 2, 3, 4].map(inB)), b: all },
    { what: 'clients sum to total', a: total(byC), b: all },
    { what: 'top client unique', a: uniqueMax(byC) ? 1n : 0n, b: 1n },
  ],
};
