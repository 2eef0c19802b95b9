/**
 * brewery: a craft brewery's Irish VAT3 workings for the September/October 2026 period (EUR).
 * Sales and purchases lines by VAT rate with September and October net, the period's net, VAT
 * and gross; section totals; then a VAT3 box block (T1 sales VAT, T2 purchases VAT, T3
 * payable, T4 repayable, E1 intra-EU supplies, E2 acquisitions).
 */
import ExcelJS from 'exceljs';
import { divRound, growth, money, pct } from '../../expect';
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

const r = rng(12);
interface Line {
  name: string;
  bp: bigint; // rate in basis points of a percent x 100: 2300 = 23%
  sep: number;
  oct: number;
  net: bigint;
  vat: bigint;
}
const line = (name: string, bp: number, lo: number, hi: number): Line => {
  const sep = r.int(lo * 100, hi * 100);
  const oct = r.int(lo * 100, hi * 100);
  const net = BigInt(sep + oct);
  return { name, bp: BigInt(bp), sep, oct, net, vat: divRound(net * BigInt(bp), 10000n) };
};
const SALES = [
  line('Keg sales: pubs & restaurants', 2300, 14000, 19000),
  line('Cans & bottles: off-licences', 2300, 8000, 12500),
  line('Taproom: beer', 2300, 5200, 7800),
  line('Taproom: food', 1350, 2100, 3600),
  line('Merchandise (T-shirts, glassware)', 2300, 300, 900),
  line('Sales to EU customers (zero-rated)', 0, 2500, 5200),
];
const PURCHASES = [
  line('Malt, hops & yeast', 0, 6500, 9800),
  line('Cans, bottles & packaging', 2300, 5200, 8600),
  line('Kitchen food supplies', 0, 900, 1500),
  line('Electricity & gas', 1350, 1900, 2900),
  line('Equipment & repairs', 2300, 800, 4200),
  line('Marketing & design', 2300, 400, 1400),
];
const T1 = total(SALES.map((l) => l.vat));
const T2 = total(PURCHASES.map((l) => l.vat));
const salesNet = total(SALES.map((l) => l.net));
const sepSales = total(SALES.map((l) => l.sep));
const octSales = total(SALES.map((l) => l.oct));
const eu = SALES[5]!;
const food = SALES[3]!;
const pack = PURCHASES[1]!;
const purchNets = PURCHASES.map((l) => l.net);
const bigP = argMax(purchNets);
const at23 = total(SALES.filter((l) => l.bp === 2300n).map((l) => l.net));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('VAT3 Sep-Oct 26');
  ws.getCell('A1').value = 'Hop Island Brewing Co. Ltd: VAT3 workings';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Taxable period September/October 2026. VAT no. IE 3456789KH. Amounts in €.';
  const head = [
    '',
    'VAT rate',
    'Sep-26 net €',
    'Oct-26 net €',
    'Net for period €',
    'VAT €',
    'Gross €',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  let row = H + 1;
  const eur = '#,##0.00';
  const put = (ls: Line[], title: string, totalLabel: string): void => {
    ws.getRow(row).getCell(1).value = title;
    ws.getRow(row++).font = { bold: true };
    for (const l of ls) {
      const w = ws.getRow(row++);
      w.getCell(1).value = l.name;
      w.getCell(2).value = Number(l.bp) / 10000;
      w.getCell(2).numFmt = '0.0%';
      [l.sep, l.oct, l.net, l.vat, l.net + l.vat].forEach((v, i) => {
        w.getCell(3 + i).value = cell(v);
        w.getCell(3 + i).numFmt = eur;
      });
    }
    const w = ws.getRow(row++);
    w.getCell(1).value = totalLabel;
    [
      total(ls.map((l) => l.sep)),
      total(ls.map((l) => l.oct)),
      total(ls.map((l) => l.net)),
      total(ls.map((l) => l.vat)),
      total(ls.map((l) => l.net + l.vat)),
    ].forEach((v, i) => {
      w.getCell(3 + i).value = cell(v);
      w.getCell(3 + i).numFmt = eur;
    });
    w.font = { bold: true };
    row++;
  };
  put(SALES, 'SALES', 'Total sales');
  put(PURCHASES, 'PURCHASES', 'Total purchases');
  row++;
  ws.getRow(row).getCell(1).value = 'VAT3 return';
  ws.getRow(row++).font = { bold: true };
  const boxes: Array<[string, bigint]> = [
    ['T1 VAT on sales', T1],
    ['T2 VAT on purchases', T2],
    ['T3 Net payable', T1 - T2 > 0n ? T1 - T2 : 0n],
    ['T4 Net repayable', T1 - T2 < 0n ? T2 - T1 : 0n],
    ['E1 Intra-EU supplies of goods', eu.net],
    ['E2 Intra-EU acquisitions of goods', 0n],
  ];
  for (const [k, v] of boxes) {
    const w = ws.getRow(row++);
    w.getCell(1).value = k;
    w.getCell(6).value = cell(v);
    w.getCell(6).numFmt = eur;
  }
  row++;
  ws.getRow(row).getCell(1).value =
    'Malt and kitchen food purchases are zero-rated. EU sales to VAT-registered customers, VIES checked.';
  [38, 9, 13, 13, 15, 12, 13].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  { what: 'Sep + Oct = period net (sales)', a: sepSales + octSales, b: salesNet },
  {
    what: 'VAT by line = VAT by rate (sales)',
    a: T1,
    b: total(
      [2300n, 1350n, 0n].map((bp) => total(SALES.filter((l) => l.bp === bp).map((l) => l.vat))),
    ),
  },
  {
    what: 'gross - net = VAT (purchases)',
    a: total(PURCHASES.map((l) => l.net + l.vat)) - total(purchNets),
    b: T2,
  },
  unique('purchase line net', purchNets),
  holds('VAT is payable this period', T1 > T2),
];

const questions = questionsFor('brewery', [
  [
    'how much vat do we owe for sep-oct',
    { value: money(T1 - T2), means: 'T3 Net payable = T1 - T2' },
  ],
  ['vat on sales?', { value: money(T1), means: 'T1 VAT on sales (= Total sales VAT)' }],
  ['how much vat can we claim back', { value: money(T2), means: 'T2 VAT on purchases' }],
  ['total sales ex vat', { value: money(salesNet), means: 'Total sales, Net for period' }],
  ['taproom food sales in october', { value: money(food.oct), means: 'Taproom: food, Oct-26 net' }],
  ['what vat rate is the food at', { value: '13.5', means: 'Taproom: food, VAT rate %' }],
  [
    'biggest purchase category',
    {
      at: PURCHASES[bigP]!.name.split(',')[0]!,
      value: money(purchNets[bigP]!),
      means: 'purchase line with the largest Net for period',
    },
  ],
  [
    'how much did we sell to the EU',
    { value: money(eu.net), means: 'Sales to EU customers, Net for period (= E1)' },
  ],
  [
    'sales september vs october',
    {
      value: [money(octSales - sepSales), growth(sepSales, octSales)],
      abs: true,
      means: 'Total sales net Oct - Sep, or the % change (size compared)',
    },
  ],
  ['vat on packaging', { value: money(pack.vat), means: 'Cans, bottles & packaging, VAT €' }],
  [
    'what share of our sales were at 23%',
    { value: pct(at23, salesNet), means: 'net of the 23% sales lines / Total sales net, %' },
  ],
  ['gross sales incl vat', { value: money(salesNet + T1), means: 'Total sales, Gross €' }],
  [
    'how much vat did we pay last year',
    { refuse: true, means: 'the workings cover Sep/Oct 2026 only' },
  ],
  ['did we file the last return on time', { refuse: true, means: 'no filing dates in the sheet' }],
]);

export const brewery: BlindBook = {
  name: 'brewery',
  business: 'craft brewery',
  shape:
    'VAT return workings (Irish VAT3): sales and purchases by rate, two months and the period, VAT, gross; box block T1-T4, E1, E2',
  bytes,
  questions,
  checks,
};
