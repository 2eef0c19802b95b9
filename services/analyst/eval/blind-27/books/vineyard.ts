/** Vineyard (exports), S/.: A/R aging summary, buckets across, customers down, TOTAL row, blanks for zero. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, questionsFor, rng, toBytes, total, uniqueMax, type BlindBook } from '../lib';

const r = rng(6);
const buckets = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];
const customers = [
  'Bodega Import GmbH',
  'Andes Wine Co (UK)',
  'Tokyo Vino KK',
  'Pacífico Distribuciones',
  'Nordic Cellars AB',
  'Casa Mendez SRL',
  'Maple Leaf Liquor',
  'Hanseatic Weinhandel',
  'Lima Gourmet SAC',
];
const rows: number[][] = customers.map(() =>
  buckets.map((_, b) => (r.next() < 0.35 + b * 0.1 ? 0 : r.int(50000, 4000000 - b * 500000))),
);
const custTot = rows.map((x) => total(x));
const buckTot = buckets.map((_, b) => total(rows.map((x) => x[b]!)));
const grand = total(custTot);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Viña Quebrada S.A.C.']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of October 31, 2026']);
  ws.addRow(['', ...buckets, 'Total']);
  customers.forEach((c, i) =>
    ws.addRow([c, ...rows[i]!.map((v) => (v === 0 ? null : cell(v))), cell(custTot[i]!)]),
  );
  ws.addRow(['TOTAL', ...buckTot.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Amounts in S/. (PEN)']);
  return toBytes(wb);
}

const top = argMax(custTot);
const over90 = rows.map((x) => x[4]!);
const casa = customers.indexOf('Casa Mendez SRL');
const nordic = customers.indexOf('Nordic Cellars AB');

export const vineyard: BlindBook = {
  name: 'vineyard',
  business: 'vineyard (exports)',
  shape: 'AR aging summary with buckets, Total column and TOTAL row',
  bytes,
  checks: [{ what: 'bucket totals = customer totals', a: total(buckTot), b: grand }],
  questions: questionsFor('vineyard', [
    [
      'who owes us the most',
      { at: customers[top], value: money(custTot[top]!), means: 'customer with the largest Total' },
    ],
    [
      'how much is more than 60 days late',
      { value: money(buckTot[3]! + buckTot[4]!), means: '61 - 90 plus 91 and over, all customers' },
    ],
    ['total receivables', { value: money(grand), means: 'TOTAL row, Total column' }],
    [
      'how much does casa mendez owe us',
      { value: money(custTot[casa]!), means: 'Casa Mendez SRL, Total' },
    ],
    ['whats over 90 days', { value: money(buckTot[4]!), means: '91 and over, TOTAL row' }],
    [
      'what % of receivables is current',
      { value: pct(buckTot[0]!, grand), means: 'Current total / grand total, %' },
    ],
    [
      'how many customers have something over 90 days',
      {
        value: String(over90.filter((v) => v > 0).length),
        means: 'customers with a non-empty 91 and over cell',
      },
    ],
    [
      'how much of nordic cellars balance is overdue',
      {
        value: money(custTot[nordic]! - BigInt(rows[nordic]![0]!)),
        means: 'Nordic Cellars AB total minus Current (1 - 30 through 91 and over)',
      },
    ],
    uniqueMax(over90)
      ? [
          'which customer is the worst for 90+ day debt',
          {
            at: customers[argMax(over90)],
            value: money(over90[argMax(over90)]!),
            means: 'largest 91 and over cell',
          },
        ]
      : ['which customer is the worst for 90+ day debt', { refuse: true, means: 'tie' }],
    ['current total', { value: money(buckTot[0]!), means: 'Current column, TOTAL row' }],
    ['31-60 days bucket total', { value: money(buckTot[2]!), means: '31 - 60 column, TOTAL row' }],
    [
      'when did tokyo vino last pay us',
      { refuse: true, means: 'no payment dates in an aging summary' },
    ],
    [
      'what is our DSO',
      { refuse: true, means: 'no sales figures to compute days sales outstanding' },
    ],
  ]),
};
