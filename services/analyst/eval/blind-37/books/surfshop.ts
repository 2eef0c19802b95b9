/**
 * surfshop: a surf shop's BAS workings for the July-September 2026 quarter in Australian
 * dollars (GST quarterly, cash basis). Sales and purchase lines by month, GST-inclusive, with a
 * Quarter column; GST on sales and on purchases as 1/11 of the taxable amounts by month; gross
 * wages and PAYG withheld; then a BAS summary block of label-code / value rows (G1, G2, G10,
 * G11, 1A, 1B, W1, W2, net GST, amount payable).
 */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(12);
const MONTHS = ['Jul', 'Aug', 'Sep'];

type Line = { name: string; m: number[] };
const mk = (name: string, lo: number, hi: number, lift = [1, 1, 1]): Line => ({
  name,
  m: lift.map((f) => Math.round((whole(r, lo, hi) + r.int(0, 99)) * f)),
});
// winter in Victoria: wetsuits and lessons pick up into spring
const sales: Line[] = [
  mk('Surfboards', 26000, 34000, [0.9, 1, 1.25]),
  mk('Wetsuits', 21000, 27000, [1.2, 1.05, 1]),
  mk('Apparel', 14000, 19000),
  mk('Accessories', 6500, 9000),
  mk('Surf lessons', 5000, 8000, [0.7, 0.8, 1.3]),
  mk('Board & wetsuit hire', 2400, 4200, [0.8, 0.8, 1.3]),
];
const exportsL = mk('Export sales (GST-free)', 1800, 4200);
const purchases: Line[] = [
  mk('Stock purchases', 38000, 52000, [0.8, 1, 1.3]),
  { name: 'Rent', m: [680000, 680000, 680000] },
  mk('Electricity & phone', 900, 1400),
  mk('Advertising', 600, 2200),
  mk('Repairs & maintenance', 300, 1500),
];
const capital: Line = { name: 'Capital purchases (G10)', m: [0, 1249500, 0] };
const wagesL = mk('Gross wages (W1)', 24000, 27000);
const paygL: Line = { name: 'PAYG withheld (W2)', m: wagesL.m.map((w) => Math.round(w * 0.16)) };

const col = (ls: Line[], i: number): bigint => total(ls.map((l) => l.m[i]!));
const taxM = [0, 1, 2].map((i) => col(sales, i));
const g1M = taxM.map((v, i) => v + BigInt(exportsL.m[i]!));
const g11M = [0, 1, 2].map((i) => col(purchases, i));
const gstSalesM = taxM.map((v) => divRound(v, 11n));
const gstBuyM = g11M.map((v, i) => divRound(v + BigInt(capital.m[i]!), 11n));
const q = (l: Line): bigint => total(l.m);
const G1 = total(g1M);
const G2 = q(exportsL);
const G10 = q(capital);
const G11 = total(g11M);
const A1 = total(gstSalesM);
const B1 = total(gstBuyM);
const W1 = q(wagesL);
const W2 = q(paygL);
const netGst = A1 - B1;
const payable = A1 + W2 - B1;
const salesQ = sales.map(q);
const wet = sales.find((l) => l.name === 'Wetsuits')!;
const lessons = sales.find((l) => l.name === 'Surf lessons')!;
const stock = purchases[0]!;

const questions = questionsFor('surfshop', [
  [
    'total sales for the quarter',
    { value: hundredths(G1), means: 'G1 total sales incl GST (taxable + export)' },
  ],
  ['net GST for the quarter', { value: hundredths(netGst), means: '1A − 1B' }],
  [
    'how much GST did we collect in august',
    { value: hundredths(gstSalesM[1]!), means: 'GST on sales, August' },
  ],
  [
    'GST credits on purchases',
    { value: hundredths(B1), means: '1B, GST on purchases for the quarter' },
  ],
  ['export sales', { value: hundredths(G2), means: 'G2 export sales for the quarter' }],
  [
    'wetsuit sales in september',
    { value: hundredths(wet.m[2]!), means: 'Wetsuits, September (incl GST)' },
  ],
  [
    'biggest sales category this quarter',
    { at: sales[argMax(salesQ)]!.name, means: 'Largest sales line, Quarter' },
  ],
  ['PAYG withheld', { value: hundredths(W2), means: 'W2 for the quarter' }],
  [
    'how did sales change from july to september',
    {
      value: [
        hundredths(g1M[2]! - g1M[0]!),
        growth(g1M[0]!, g1M[2]!),
        hundredths(taxM[2]! - taxM[0]!),
        growth(taxM[0]!, taxM[2]!),
      ],
      means: 'Total sales September − July, or the % change (G1, or the taxable sales total)',
    },
  ],
  ['capital purchases', { value: hundredths(G10), means: 'G10 for the quarter' }],
  [
    'what do we owe the ATO this quarter',
    { value: hundredths(payable), means: 'Amount payable: 1A + W2 − 1B' },
  ],
  [
    'lessons as a share of sales',
    {
      value: [pct(q(lessons), G1), pct(q(lessons), total(taxM))],
      means: 'Surf lessons / G1 (or / taxable sales), %',
    },
  ],
  [
    'stock purchases in july',
    { value: hundredths(stock.m[0]!), means: 'Stock purchases, July (incl GST)' },
  ],
  ['when is this BAS due', { refuse: true, means: 'The lodgement due date is not in the sheet' }],
  [
    'what were sales in the same quarter last year',
    { refuse: true, means: 'Only July-September 2026 is in the workings' },
  ],
]);

const AUD = '$#,##0.00';

export const surfshop: BlindBook = {
  name: 'surfshop',
  business: 'surf shop',
  shape:
    'BAS (GST) workings, one quarter: lines by month + Quarter, GST 1/11, PAYG, BAS summary block',
  questions,
  checks: [
    same('G1 by months = by lines', G1, total(salesQ) + G2),
    same('1A by months = 1/11 of each month', A1, total(taxM.map((v) => divRound(v, 11n)))),
    same('G11 by lines = by months', total(purchases.map(q)), G11),
    same('payable = net GST + W2', payable, netGst + W2),
    unique('sales line, quarter', salesQ),
    holds('GST payable (not a refund)', netGst > 0n),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('BAS Q1 FY27');
    const line = (l: Line): unknown[] => [
      l.name,
      ...l.m.map((v) => (v ? cell(v) : undefined)),
      cell(q(l)),
    ];
    const tl = (name: string, m: bigint[]): unknown[] => [name, ...m.map(cell), cell(total(m))];
    const rows: unknown[][] = [
      ['Bells Beach Surf Co Pty Ltd · ABN 51 824 753 118'],
      [
        'BAS workings: July to September 2026 (quarterly, cash basis) · amounts GST inclusive unless noted',
      ],
      [],
      ['SALES', ...MONTHS, 'Quarter'],
      ...sales.map(line),
      tl('Total taxable sales', taxM),
      line(exportsL),
      tl('Total sales (G1)', g1M),
      tl('GST on sales (1A) = taxable ÷ 11', gstSalesM),
      [],
      ['PURCHASES', ...MONTHS, 'Quarter'],
      ...purchases.map(line),
      tl('Total non-capital purchases (G11)', g11M),
      line(capital),
      tl('GST on purchases (1B) = (G11 + G10) ÷ 11', gstBuyM),
      [],
      ['PAYG WITHHOLDING', ...MONTHS, 'Quarter'],
      line(wagesL),
      line(paygL),
      [],
      ['BAS SUMMARY'],
      ['G1 Total sales', cell(G1)],
      ['G2 Export sales', cell(G2)],
      ['G10 Capital purchases', cell(G10)],
      ['G11 Non-capital purchases', cell(G11)],
      ['1A GST on sales', cell(A1)],
      ['1B GST on purchases', cell(B1)],
      ['W1 Total salary & wages', cell(W1)],
      ['W2 Amount withheld', cell(W2)],
      ['Net GST (1A − 1B)', cell(netGst)],
      ['Amount payable to ATO (1A + W2 − 1B)', cell(payable)],
      [],
      ['Capital purchase in August: 20 new hire boards and racks (invoice HB-2291).'],
    ];
    putRows(ws, rows);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getColumn(1).width = 44;
    for (let c = 2; c <= 5; c++) {
      ws.getColumn(c).numFmt = AUD;
      ws.getColumn(c).width = 14;
    }
    return toBytes(wb);
  },
};
