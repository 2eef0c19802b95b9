/**
 * Book 2 — perfumery (RON): a sales log 1 Sep – 30 Nov 2026 (closed Sundays), one row per
 * receipt: date cells (`d mmm yyyy`), receipt no, product, brand, qty, unit price (incl. VAT),
 * discount (a fraction), net, VAT 21% and total (qty × price × (1 − discount) = net + VAT);
 * Black Friday (27 Nov) at 25% off everything and busy; Total row; `lei` suffix.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(2);
const NAME = 'perfumery';
const PRODUCTS: Array<[string, string, number, number]> = [
  // product, brand, unit price incl. VAT (bani), weight
  ['No. 5 EDP 50ml', 'Chanel', 79900, 2],
  ['Coco Mademoiselle EDP 50ml', 'Chanel', 74900, 3],
  ['Sauvage EDT 100ml', 'Dior', 64900, 6],
  ['Miss Dior EDP 50ml', 'Dior', 59900, 3],
  ['La Vie Est Belle EDP 50ml', 'Lancôme', 52900, 4],
  ['Idôle EDP 50ml', 'Lancôme', 49900, 2],
  ['Libre EDP 50ml', 'YSL', 56900, 3],
  ['Black Opium EDP 50ml', 'YSL', 54900, 3],
  ['Boss Bottled EDT 100ml', 'Hugo Boss', 42900, 3],
  ['Body lotion 200ml', 'Casa Aroma', 8900, 4],
];
const bag = PRODUCTS.flatMap((p, i) => Array<number>(p[3]).fill(i));
const BF = day(2026, 10, 27);

interface Sale {
  d: Date;
  no: string;
  p: number;
  qty: number;
  disc: number; // percent
  gross: number;
  net: number;
  vat: number;
}
const sales: Sale[] = [];
let no = 40117;
for (let mo = 8; mo <= 10; mo++) {
  const days = mo === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    const date = day(2026, mo, d);
    if (date.getUTCDay() === 0) continue;
    const bf = +date === +BF;
    const n = r.int(1, 3) + (bf ? 6 : 0);
    for (let k = 0; k < n; k++) {
      const p = r.pick(bag);
      const qty = r.next() < 0.12 ? 2 : 1;
      const disc = bf ? 25 : r.pick([0, 0, 0, 0, 0, 10, 15, 20]);
      const gross = (qty * PRODUCTS[p]![2] * (100 - disc)) / 100;
      const net = Number(divRound(BigInt(gross) * 100n, 121n));
      sales.push({ d: date, no: `B-${no++}`, p, qty, disc, gross, net, vat: gross - net });
    }
  }
}
const G = (xs: Sale[]): bigint => sumBy(xs, (s) => s.gross);
const N = (xs: Sale[]): bigint => sumBy(xs, (s) => s.net);
const V = (xs: Sale[]): bigint => sumBy(xs, (s) => s.vat);
const inMonth = (mo: number): Sale[] => sales.filter((s) => s.d.getUTCMonth() === mo);
const grossAll = G(sales);
const netAll = N(sales);
const listAll = sumBy(sales, (s) => s.qty * PRODUCTS[s.p]![2]);
const discIncl = listAll - grossAll;
const brandRev = groupSum(
  sales,
  (s) => PRODUCTS[s.p]![1],
  (s) => s.gross,
);
const brandQty = groupSum(
  sales,
  (s) => PRODUCTS[s.p]![1],
  (s) => s.qty,
);
const prodRev = groupSum(
  sales,
  (s) => PRODUCTS[s.p]![0],
  (s) => s.gross,
);
const dayRev = groupSum(
  sales,
  (s) => s.d.toISOString(),
  (s) => s.gross,
);
const topBrand = extreme(brandRev)[0];
const topProd = extreme(prodRev)[0];
const topDay = new Date(extreme(dayRev)[0]);
const discounted = sales.filter((s) => s.disc > 0).length;
const sauvage = sumBy(
  sales.filter((s) => PRODUCTS[s.p]![0] === 'Sauvage EDT 100ml'),
  (s) => s.qty,
);
const thr = between(
  sales.map((s) => s.gross),
  25,
);
const overThr = sales.filter((s) => s.gross > thr).length;
const bfSales = sales.filter((s) => +s.d === +BF);
const chanel = G(sales.filter((s) => PRODUCTS[s.p]![1] === 'Chanel'));
const oct = inMonth(9);
const nov = inMonth(10);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vanzari');
  title(ws, 1, 'Parfumeria Aroma SRL — registru vânzări', 10);
  title(ws, 2, 'Sales 1 September – 30 November 2026, lei', 10);
  ws.getRow(4).values = [
    'Date',
    'Receipt no',
    'Product',
    'Brand',
    'Qty',
    'Unit price',
    'Discount',
    'Net',
    'VAT 21%',
    'Total',
  ];
  sales.forEach((s, i) => {
    const p = PRODUCTS[s.p]!;
    ws.getRow(5 + i).values = [
      s.d,
      s.no,
      p[0],
      p[1],
      s.qty,
      p[2] / 100,
      s.disc / 100,
      s.net / 100,
      s.vat / 100,
      s.gross / 100,
    ];
  });
  const tr = 5 + sales.length;
  ws.getRow(tr).values = [
    'Total',
    null,
    null,
    null,
    Number(sumBy(sales, (s) => s.qty)),
    null,
    null,
    Number(netAll) / 100,
    Number(V(sales)) / 100,
    Number(grossAll) / 100,
  ];
  bold(ws, 4, tr);
  ws.getColumn(1).numFmt = 'd mmm yyyy';
  fmt(ws, [6, 8, 9, 10], '#,##0.00 "lei"');
  fmt(ws, [7], '0%');
  widths(ws, [13, 11, 28, 12, 6, 12, 10, 12, 12, 12]);
  return toBytes(wb);
}

export const perfumery: BlindBook = {
  name: NAME,
  business: 'perfumery',
  shape: 'sales log with discount (a fraction), net, VAT and total per receipt',
  bytes,
  checks: [
    same('net + VAT = total', netAll + V(sales), grossAll),
    same('months = total', G(inMonth(8)) + G(oct) + G(nov), grossAll),
    same(
      'brands = total',
      [...brandRev.values()].reduce((a, b) => a + b, 0n),
      grossAll,
    ),
    same(
      'list × (1 − discount) = total',
      sumBy(sales, (s) => (s.qty * PRODUCTS[s.p]![2] * (100 - s.disc)) / 100),
      grossAll,
    ),
    uniqueIn('top brand by takings', brandRev),
    holds('top brand same by bottles', extreme(brandQty)[0] === topBrand),
    uniqueIn('top product', prodRev),
    uniqueIn('top day', dayRev),
    holds('Black Friday is the top day', +topDay === +BF),
    offThreshold(
      'sale',
      sales.map((s) => s.gross),
      thr,
    ),
    holds(
      'no Sunday trading',
      sales.every((s) => s.d.getUTCDay() !== 0),
    ),
  ],
  questions: questionsFor(NAME, [
    [
      'What were our total sales in the log?',
      val([money(grossAll), money(netAll)], 'Total column (incl. VAT), or Net'),
    ],
    ['How much VAT did we collect in October?', val(money(V(oct)), 'VAT 21%, October lines')],
    [
      'How much did we give away in discounts?',
      val(
        [money(discIncl), money(divRound(discIncl * 100n, 121n))],
        'qty × unit price − Total, summed (or its ex-VAT part)',
        { tol: 0.05 },
      ),
    ],
    ['Which brand sells best?', at(topBrand, 'brand with the most takings (also most bottles)')],
    ['Which day did we take the most?', at(dayOf(topDay), 'day with the highest Total')],
    [
      'What is our average sale?',
      val([meanCents(grossAll, sales.length), meanCents(netAll, sales.length)], 'mean Total'),
    ],
    ['What were our net sales in November, before VAT?', val(money(N(nov)), 'Net, November lines')],
    ['How many sales had a discount?', val(String(discounted), 'lines with Discount > 0')],
    [
      'How did November compare with October?',
      val(
        [
          money(G(nov) - G(oct)),
          growth(G(oct), G(nov)),
          money(N(nov) - N(oct)),
          growth(N(oct), N(nov)),
        ],
        'Nov − Oct Total (or Net), or % change',
        { abs: true, tol: 0.01 },
      ),
    ],
    ['How many bottles of Sauvage did we sell?', val(String(sauvage), 'sum of Qty, Sauvage')],
    ['Which perfume brought in the most money?', at(topProd, 'product with the highest Total')],
    [
      `How many sales were over ${th(thr)} lei?`,
      val(String(overThr), `lines with Total above ${th(thr)} lei`),
    ],
    [
      'What did we take on 27 November?',
      val([money(G(bfSales)), money(N(bfSales))], 'Total of the Black Friday lines (or Net)'),
    ],
    [
      'What share of our sales is Chanel?',
      val(pct(chanel, grossAll), 'Chanel Total / all Total, %', { tol: 0.01 }),
    ],
    ['What margin do we make on Chanel?', refuse('no cost prices in a sales log')],
    ['What did we sell in August?', refuse('the log starts 1 September')],
    ['Which perfume will sell best at Christmas?', refuse('a forecast')],
  ]),
};
