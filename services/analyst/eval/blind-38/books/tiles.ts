/**
 * tiles: a tile showroom's stock count at 30 November 2026 (SKU, description, category,
 * unit, qty on hand, unit cost, stock value = qty × cost; one item out of stock; TOTAL row),
 * in MXN.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, money, pct } from '../../expect';
import {
  argMax,
  bold,
  cell,
  cents,
  formatCols,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(9);
const CATS = ['Ceramic', 'Porcelain', 'Talavera', 'Grout & adhesive'] as const;
const NAMES: Array<[string, number]> = [
  ['Ceramic Terracota 33x33', 0],
  ['Ceramic Blanco Mate 30x60', 0],
  ['Ceramic Gris Piedra 45x45', 0],
  ['Ceramic Rústico Café 40x40', 0],
  ['Ceramic Verde Olivo 20x20', 0],
  ['Ceramic Arena 33x33', 0],
  ['Porcelain Marble Blanco 60x60', 1],
  ['Porcelain Madera Roble 20x120', 1],
  ['Porcelain Cemento Gris 60x60', 1],
  ['Porcelain Negro Brillo 30x60', 1],
  ['Porcelain Travertino 60x120', 1],
  ['Porcelain Beige Liso 45x45', 1],
  ['Talavera Puebla Azul 10x10', 2],
  ['Talavera Mariposa 10x10', 2],
  ['Talavera Girasol 10x10', 2],
  ['Talavera Estrella 20x20', 2],
  ['Talavera Cenefa Limón 5x20', 2],
  ['Grout Boquilla Blanca 10kg', 3],
  ['Adhesive Pegazulejo 20kg', 3],
  ['Adhesive Porcelánico 20kg', 3],
];
const OUT = 13;
const items = NAMES.map(([name, cat], i) => {
  const qty = i === OUT ? 0 : r.int(6, 260);
  const cost = cat === 3 ? cents(r, 95, 350) : cents(r, 180, 1200);
  return { sku: `AZ-${String(1001 + i)}`, name, cat, qty, cost, value: qty * cost };
});
const values = items.map((i) => i.value);
const qtys = items.map((i) => i.qty);
const grand = total(values);
const units = total(qtys);
const byCat = CATS.map((_, c) => total(items.filter((i) => i.cat === c).map((i) => i.value)));
const THRESH = 2000000n;
const over = values.filter((v) => BigInt(v) > THRESH).length;
const meanCost = divRound(total(items.map((i) => i.cost)), BigInt(items.length));
const meanCostIn = divRound(
  total(items.filter((i) => i.qty > 0).map((i) => i.cost)),
  BigInt(items.length - 1),
);
const weighted = divRound(grand, units);
const ii = (n: string): (typeof items)[number] => items.find((i) => i.name === n)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventario');
  putRows(ws, [
    ['Azulejos del Valle S.A. de C.V.'],
    ['Stock count at 30 Nov 2026 — MXN'],
    [],
    ['SKU', 'Description', 'Category', 'Unit', 'Qty on hand', 'Unit cost', 'Stock value'],
    ...items.map((i) => [
      i.sku,
      i.name,
      CATS[i.cat],
      i.cat === 3 ? 'bag' : 'box',
      i.qty,
      cell(i.cost),
      cell(i.value),
    ]),
    ['TOTAL', undefined, undefined, undefined, Number(units), undefined, cell(grand)],
  ]);
  bold(ws, 4);
  bold(ws, 5 + items.length);
  formatCols(ws, [6, 7], '"$"#,##0.00');
  widths(ws, [10, 32, 18, 6, 12, 12, 14]);
  return toBytes(wb);
}

export const tiles: BlindBook = {
  name: 'tiles',
  business: 'tile showroom',
  shape: 'inventory list at 30 Nov 2026: qty on hand × unit cost = stock value, categories, TOTAL',
  bytes,
  checks: [
    same('categories = total', total(byCat), grand),
    ...items.map((i) => same(`${i.sku} qty × cost`, BigInt(i.qty * i.cost), BigInt(i.value))),
    unique('item value', values),
    unique('category value', byCat),
    unique('item qty', qtys),
    holds('exactly one item out of stock', where(qtys, (q) => q === 0).length === 1),
    offThreshold('item values vs $20,000', values, THRESH),
  ],
  questions: questionsFor('tiles', [
    ["What's our total stock value?", { value: money(grand), means: 'TOTAL row, Stock value' }],
    [
      'How much stock have we got?',
      { value: [money(grand), String(units)], means: 'the stock value, or the units on hand' },
    ],
    [
      "What's the most valuable item in stock?",
      { at: items[argMax(values)]!.name, means: 'the row with the largest Stock value' },
    ],
    [
      'How many boxes of Talavera Puebla Azul do we have?',
      { value: String(ii('Talavera Puebla Azul 10x10').qty), means: 'its Qty on hand' },
    ],
    [
      "What's the unit cost of the Porcelain Marble Blanco?",
      { value: money(ii('Porcelain Marble Blanco 60x60').cost), means: 'its Unit cost' },
    ],
    [
      'How much is our porcelain worth?',
      { value: money(byCat[1]!), means: 'Porcelain rows, Stock value' },
    ],
    [
      'Which category holds the most value?',
      { at: CATS[argMax(byCat)]!, means: 'the category with the largest Stock value' },
    ],
    [
      'Which item is out of stock?',
      { at: items[OUT]!.name, means: 'the one row with Qty on hand 0' },
    ],
    [
      'How many items are worth more than $20,000 in stock?',
      { value: String(over), means: 'rows whose Stock value is above $20,000' },
    ],
    [
      "What's the average unit cost?",
      {
        value: [hundredths(meanCost), hundredths(weighted), hundredths(meanCostIn)],
        means: 'mean of the Unit cost column (all rows or in-stock rows), or value / units',
      },
    ],
    [
      'What share of stock value is grout and adhesive?',
      { value: pct(byCat[3]!, grand), means: 'Grout & adhesive value / total, %' },
    ],
    [
      'How many SKUs do we carry?',
      { value: [String(items.length), String(items.length - 1)], means: 'rows (or rows in stock)' },
    ],
    [
      'Which item do we have the most units of?',
      { at: items[argMax(qtys)]!.name, means: 'the largest Qty on hand' },
    ],
    [
      'How many boxes of ceramic tiles do we have?',
      {
        value: String(total(items.filter((i) => i.cat === 0).map((i) => i.qty))),
        means: 'Ceramic rows, Qty on hand',
      },
    ],
    ['How fast does the Talavera sell?', { refuse: true, means: 'no sales in a stock count' }],
    [
      "What's the selling price of the Porcelain Travertino?",
      { refuse: true, means: 'only unit cost is held, no selling price' },
    ],
  ]),
};
