/**
 * bakery: a wholesale bakery in Cape Town, a Sage Pastel "Customer Age Analysis - Summary" as at
 * 30/11/2026: company / report / ageing-date rows, Account code, Customer, Credit Limit, Current,
 * 30 Days, 60 Days, 90 Days, 120 Days+, Balance; one customer with an unapplied credit note in
 * Current, one with a nil balance; a "Grand Total:" row (ZAR).
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  alts,
  argMax,
  cell,
  holds,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(6);

interface Debtor {
  code: string;
  name: string;
  limit: number;
  b: [number, number, number, number, number]; // current, 30, 60, 90, 120+
}

const NAMES: Array<[string, string, number]> = [
  ['BRE001', 'Bree Street Bistro', 25000],
  ['CAF001', 'Café Caprice', 30000],
  ['CHE001', "Chef's Warehouse Canterbury", 40000],
  ['FAR001', 'Farro Restaurant', 15000],
  ['GRE001', 'Greenside Guesthouse', 8000],
  ['HAR001', 'Harbour House V&A', 80000],
  ['JAR001', "Jarryd's Espresso Bar", 12000],
  ['KLO001', 'Kloof Street House', 35000],
  ['MOJ001', 'Mojo Market Sea Point', 50000],
  ['NEI001', 'Neighbourgoods Market', 20000],
  ['OLD001', 'Old Biscuit Mill Deli', 15000],
  ['SEA001', 'Sea Point Pavilion Kiosk', 5000],
  ['SPA001', 'Spar Gardens Centre', 60000],
  ['TAB001', 'Table Bay Hotel', 75000],
  ['TES001', 'The Test Kitchen', 30000],
  ['VIL001', 'Villa Rosa Guesthouse', 6000],
];
const debtors: Debtor[] = NAMES.map(([code, name, limit]) => {
  const scale = limit / 40000;
  const cur = r.int(Math.round(2000 * scale) * 100, Math.round(30000 * scale) * 100);
  const d30 =
    r.next() < 0.75 ? r.int(Math.round(800 * scale) * 100, Math.round(16000 * scale) * 100) : 0;
  const d60 =
    r.next() < 0.4 ? r.int(Math.round(400 * scale) * 100, Math.round(8000 * scale) * 100) : 0;
  const d90 = r.next() < 0.2 ? r.int(300 * 100, 4000 * 100) : 0;
  return { code, name, limit: limit * 100, b: [cur, d30, d60, d90, 0] };
});
const find = (n: string): Debtor => debtors.find((d) => d.name.startsWith(n))!;
// the long-overdue ones, a nil account and an unapplied credit note
find('Farro').b = [0, 0, 0, 412500, 1186050];
find('Sea Point').b[4] = 238400;
find('Villa Rosa').b = [0, 0, 0, 0, 0];
find('Greenside').b[0] = -85000;
find('Greenside').b[1] = 512075;
find('Greenside').b[2] = 365040;

const bal = (d: Debtor): bigint => total(d.b);
const B = debtors.map(bal);
const GT = total(B);
const col = (k: number): bigint => sumBy(debtors, (d) => d.b[k]!);
const top = argMax(B);
const top120 = argMax(debtors.map((d) => d.b[4]));
const overLimit = debtors.filter((d) => bal(d) > BigInt(d.limit));
const owing = debtors.filter((d) => bal(d) > 0n);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Age Analysis');
  ws.getCell('A1').value = 'Bakehouse on Bree (Pty) Ltd';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Customer Age Analysis - Summary';
  ws.getCell('A3').value = 'Ageing as at: 30/11/2026      Printed: 07/12/2026 08:15';
  const hdr = ws.getRow(5);
  hdr.values = [
    'Account',
    'Customer',
    'Credit Limit',
    'Current',
    '30 Days',
    '60 Days',
    '90 Days',
    '120 Days+',
    'Balance',
  ];
  hdr.font = { bold: true };
  const money = '#,##0.00;-#,##0.00';
  debtors.forEach((d, i) => {
    const rr = ws.getRow(6 + i);
    rr.values = [d.code, d.name, cell(d.limit), ...d.b.map((x) => cell(x)), cell(bal(d))];
    for (let c = 3; c <= 9; c++) rr.getCell(c).numFmt = money;
  });
  const tr = ws.getRow(6 + debtors.length + 1);
  tr.values = [
    'Grand Total:',
    undefined,
    undefined,
    ...[0, 1, 2, 3, 4].map((k) => cell(col(k))),
    cell(GT),
  ];
  tr.font = { bold: true };
  for (let c = 4; c <= 9; c++) tr.getCell(c).numFmt = money;
  ws.getColumn(2).width = 28;
  for (let c = 3; c <= 9; c++) ws.getColumn(c).width = 13;
  return toBytes(wb);
}

const overdue30 = col(1) + col(2) + col(3) + col(4);
const overdue60 = col(2) + col(3) + col(4);
const checks: CrossCheck[] = [
  same('buckets = balances', total([0, 1, 2, 3, 4].map(col)), GT),
  unique('balances', B),
  unique(
    '120+ balances',
    debtors.map((d) => d.b[4]),
  ),
  holds('some customers are over their limit', overLimit.length >= 1),
  holds('only Villa Rosa is nil', debtors.length - owing.length === 1),
  holds('The Test Kitchen has a 60 Days amount', find('The Test Kitchen').b[2] > 0),
];

export const bakery: BlindBook = {
  name: 'bakery',
  business: 'wholesale bakery',
  shape: 'AR aging (Sage Pastel Customer Age Analysis summary)',
  bytes: build,
  checks,
  questions: questionsFor('bakery', [
    ['how much are we owed in total', { value: hundredths(GT), means: 'Grand Total: Balance' }],
    [
      'who owes us the most',
      {
        value: hundredths(B[top]!),
        at: debtors[top]!.name,
        means: 'the customer with the largest Balance',
      },
    ],
    [
      'how much is overdue',
      {
        value: alts(hundredths(overdue30), hundredths(overdue60)),
        means:
          'everything older than Current (30 Days and older); or 60 Days and older if 30 days is within terms',
      },
    ],
    [
      'how much is 90 days or older',
      { value: hundredths(col(3) + col(4)), means: 'Grand Total 90 Days + 120 Days+' },
    ],
    [
      'what does kloof street house owe us',
      { value: hundredths(bal(find('Kloof'))), means: 'Kloof Street House, Balance' },
    ],
    [
      'how many customers are over their credit limit',
      { value: String(overLimit.length), means: 'rows whose Balance is above the Credit Limit' },
    ],
    [
      'how many customers owe us money',
      { value: String(owing.length), means: 'rows with a Balance above zero (Villa Rosa is nil)' },
    ],
    [
      "what % of what we're owed is current",
      { value: pct(col(0), GT), means: 'Grand Total Current / Grand Total Balance, %' },
    ],
    [
      'who has the most in 120 days plus',
      {
        value: hundredths(debtors[top120]!.b[4]),
        at: debtors[top120]!.name,
        means: 'the customer with the largest 120 Days+ amount',
      },
    ],
    [
      'average balance per customer',
      {
        value: alts(meanCents(GT, debtors.length), meanCents(GT, owing.length)),
        means: 'Grand Total / 16 accounts listed (or / the 15 that owe something)',
      },
    ],
    [
      "how much of the test kitchen's balance is 60 days old",
      { value: hundredths(find('The Test Kitchen').b[2]), means: 'The Test Kitchen, 60 Days' },
    ],
    [
      'how much is sitting in 30 days',
      { value: hundredths(col(1)), means: 'Grand Total, 30 Days' },
    ],
    [
      'top 5 debtors',
      {
        value: hundredths(B[top]!),
        at: debtors[top]!.name,
        means: 'the five largest Balances; the first is the largest',
      },
    ],
    [
      'when will spar gardens pay',
      { refuse: true, means: 'no payment dates or promises in an aging' },
    ],
    [
      'what were our sales last month',
      { refuse: true, means: 'an age analysis holds balances, not sales (no turnover column)' },
    ],
    [
      'should we stop supplying farro',
      {
        refuse: true,
        means: 'an opinion / business decision; the sheet only shows what Farro owes',
      },
    ],
  ]),
};
