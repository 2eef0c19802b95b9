/**
 * petshop: a pet supplies shop in Singapore, a stock-on-hand list as at 30 Nov 2026: title and
 * "as at" rows, Item code, Description, Brand, Unit, Qty on hand, Unit cost S$, Retail S$ (both
 * excl. GST), Stock value S$ (qty × unit cost); a heading row per category (DOG FOOD …) and a
 * "Subtotal - …" row after each, then GRAND TOTAL (SGD).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
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
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(9);

interface Item {
  code: string;
  desc: string;
  brand: string;
  unit: string;
  cat: string;
  qty: number;
  cost: number; // cents
  retail: number; // cents
}

// description, brand, unit, unit cost lo–hi (S$), markup lo–hi (%), qty lo–hi
type Tpl = [string, string, string, number, number, number, number, number, number];
const CATALOG: Record<string, Tpl[]> = {
  'Dog food': [
    ['Mini Adult 8kg', 'Royal Canin', 'bag', 78, 86, 35, 45, 0, 14],
    ['Original Puppy 2kg', 'Orijen', 'bag', 52, 58, 40, 50, 2, 12],
    ['Adult Lamb & Rice 12kg', "Hill's Science Diet", 'bag', 96, 108, 30, 40, 1, 8],
    ['Grain Free Salmon 6kg', 'Taste of the Wild', 'bag', 61, 69, 35, 45, 0, 10],
    ['Beef & Veg Tray 100g', 'Ziwi Peak', 'tray', 2.4, 2.9, 60, 80, 24, 96],
  ],
  'Cat food': [
    ['Indoor 27 4kg', 'Royal Canin', 'bag', 58, 64, 35, 45, 2, 12],
    ['Tuna in Jelly 85g', 'Whiskas', 'pouch', 0.55, 0.7, 70, 90, 48, 240],
    ['Senior 7+ 1.5kg', "Hill's Science Diet", 'bag', 29, 34, 35, 45, 0, 9],
    ['Chicken Pate 156g', 'Fancy Feast', 'can', 1.1, 1.4, 60, 80, 24, 120],
  ],
  Treats: [
    ['Dental Chews Medium x7', 'Greenies', 'pack', 11, 14, 45, 60, 6, 40],
    ['Freeze-dried Chicken 40g', 'Vital Essentials', 'pack', 9, 12, 50, 70, 4, 30],
    ['Churu Tuna x4', 'Inaba', 'pack', 2.8, 3.6, 60, 80, 20, 90],
    ['Bully Stick 12"', 'Pawsome', 'piece', 3.5, 4.8, 70, 100, 0, 50],
  ],
  Litter: [
    ['Clumping Clay 10L', 'Ever Clean', 'bag', 14, 17, 40, 55, 4, 30],
    ['Tofu Litter 7L', 'Kit Cat', 'bag', 9, 11, 45, 60, 6, 40],
    ['Pine Pellets 20L', 'Feline Pine', 'bag', 21, 25, 35, 50, 0, 12],
  ],
  Accessories: [
    ['Retractable Lead 5m', 'Flexi', 'piece', 18, 24, 70, 100, 2, 15],
    ['Orthopaedic Bed Large', 'PetFusion', 'piece', 95, 120, 50, 70, 1, 5],
    ['Cat Scratching Post 80cm', 'Catit', 'piece', 32, 40, 60, 80, 0, 8],
    ['Stainless Bowl Medium', 'Pawsome', 'piece', 4, 6, 100, 150, 6, 36],
  ],
  Aquarium: [
    ['Tropical Flakes 100g', 'Tetra', 'tub', 6, 8, 60, 80, 4, 24],
    ['Canister Filter 1200L/h', 'Eheim', 'piece', 165, 190, 35, 45, 1, 4],
    ['Water Conditioner 250ml', 'Seachem', 'bottle', 8, 10, 60, 80, 3, 20],
  ],
};
const CATS = Object.keys(CATALOG);
const items: Item[] = [];
CATS.forEach((cat, ci) => {
  CATALOG[cat]!.forEach(([desc, brand, unit, clo, chi, mlo, mhi, qlo, qhi], k) => {
    const cost = r.int(Math.round(clo * 100), Math.round(chi * 100));
    const retail =
      Math.round(Number(divRound(BigInt(cost) * BigInt(100 + r.int(mlo, mhi)), 100n)) / 10) * 10 -
      10 +
      9; // ends in 9 cents
    items.push({
      code: `${['DF', 'CF', 'TR', 'LT', 'AC', 'AQ'][ci]}-${String(101 + k)}`,
      desc,
      brand,
      unit,
      cat,
      qty: r.int(qlo, qhi),
      cost,
      retail,
    });
  });
});
const find = (d: string): Item => items.find((i) => i.desc.startsWith(d))!;
// a few sold out
find('Grain Free Salmon').qty = 0;
find('Cat Scratching Post').qty = 0;
find('Senior 7+').qty = 0;
find('Mini Adult 8kg').qty = Math.max(find('Mini Adult 8kg').qty, 3);

const value = (i: Item): bigint => BigInt(i.qty) * BigInt(i.cost);
const TOTAL = sumBy(items, value);
const catVal = CATS.map((c) => sumBy(items, value, (i) => i.cat === c));
const topCat = argMax(catVal);
const topItem = argMax(items.map(value));
const priciest = argMax(items.map((i) => i.retail));
const atRetail = sumBy(items, (i) => BigInt(i.qty) * BigInt(i.retail));
const orijen = find('Original Puppy');
const treats = items.filter((i) => i.cat === 'Treats');
const treatQty = treats.reduce((s, i) => s + i.qty, 0);
const under5 = items.filter((i) => i.qty < 5);
const under5NotOut = under5.filter((i) => i.qty > 0);
const out = items.filter((i) => i.qty === 0);
const dogIdx = CATS.indexOf('Dog food');
const catIdx = CATS.indexOf('Cat food');

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock on hand');
  ws.getCell('A1').value = 'Paws & Whiskers Pte Ltd - Stock on hand';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'As at 30 Nov 2026. Unit cost and retail in S$ excl. GST (9%). Stock value at cost.';
  ws.getRow(4).values = [
    'Item code',
    'Description',
    'Brand',
    'Unit',
    'Qty on hand',
    'Unit cost S$',
    'Retail S$',
    'Stock value S$',
  ];
  ws.getRow(4).font = { bold: true };
  const money = '#,##0.00';
  let row = 5;
  CATS.forEach((cat, ci) => {
    const h = ws.getRow(row++);
    h.getCell(1).value = cat.toUpperCase();
    h.font = { bold: true };
    for (const it of items.filter((i) => i.cat === cat)) {
      const rr = ws.getRow(row++);
      rr.values = [
        it.code,
        it.desc,
        it.brand,
        it.unit,
        it.qty,
        cell(it.cost),
        cell(it.retail),
        cell(value(it)),
      ];
      for (const c of [6, 7, 8]) rr.getCell(c).numFmt = money;
    }
    const s = ws.getRow(row++);
    s.getCell(1).value = `Subtotal - ${cat}`;
    s.getCell(8).value = cell(catVal[ci]!);
    s.getCell(8).numFmt = money;
    s.font = { italic: true };
    row++;
  });
  const g = ws.getRow(row);
  g.getCell(1).value = 'GRAND TOTAL';
  g.getCell(8).value = cell(TOTAL);
  g.getCell(8).numFmt = money;
  g.font = { bold: true };
  ws.getColumn(2).width = 28;
  ws.getColumn(3).width = 20;
  for (const c of [5, 6, 7, 8]) ws.getColumn(c).width = 13;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same(
    'categories = grand total',
    catVal.reduce((a, b) => a + b, 0n),
    TOTAL,
  ),
  unique('category values', catVal),
  unique('line values', items.map(value)),
  unique(
    'retail prices',
    items.map((i) => i.retail),
  ),
  holds(
    'retail is above cost on every line',
    items.every((i) => i.retail > i.cost),
  ),
  holds('some lines are low but not out', under5NotOut.length > 0),
  holds('one Orijen line', items.filter((i) => i.brand === 'Orijen').length === 1),
];

export const petshop: BlindBook = {
  name: 'petshop',
  business: 'pet supplies shop',
  shape: 'inventory with unit cost: category heading and subtotal rows, GRAND TOTAL',
  bytes: build,
  checks,
  questions: questionsFor('petshop', [
    [
      'total stock value',
      { value: hundredths(TOTAL), means: 'GRAND TOTAL, Stock value S$ (at cost)' },
    ],
    [
      "what's our cat food stock worth",
      { value: hundredths(catVal[catIdx]!), means: 'Subtotal - Cat food, Stock value' },
    ],
    [
      'which item ties up the most money',
      {
        value: hundredths(value(items[topItem]!)),
        at: items[topItem]!.desc,
        means: 'the line with the largest Stock value',
      },
    ],
    [
      'how many items are out of stock',
      { value: String(out.length), means: 'lines with Qty on hand 0' },
    ],
    [
      "what's the most expensive thing we sell",
      {
        value: hundredths(items[priciest]!.retail),
        at: items[priciest]!.desc,
        means: 'the line with the highest Retail S$',
      },
    ],
    [
      'how many bags of royal canin mini adult have we got',
      {
        value: String(find('Mini Adult 8kg').qty),
        means: 'Mini Adult 8kg (Royal Canin), Qty on hand',
      },
    ],
    [
      'what % of our stock value is dog food',
      { value: pct(catVal[dogIdx]!, TOTAL), means: 'Subtotal - Dog food / GRAND TOTAL, %' },
    ],
    [
      "what's the stock worth at retail",
      { value: hundredths(atRetail), means: 'sum of Qty on hand × Retail S$ over the lines' },
    ],
    [
      "what's our markup on the orijen",
      {
        value: alts(
          pct(orijen.retail - orijen.cost, orijen.cost),
          hundredths(orijen.retail - orijen.cost),
        ),
        means: 'Orijen Original Puppy: (Retail − Unit cost) / Unit cost, % (or the S$ difference)',
      },
    ],
    [
      'which category has the most money tied up in it',
      {
        value: hundredths(catVal[topCat]!),
        at: CATS[topCat]!,
        means: 'the category with the largest Subtotal',
      },
    ],
    [
      'how many products do we carry',
      { value: String(items.length), means: 'count of item lines' },
    ],
    [
      'average unit cost of the treats',
      {
        value: alts(
          hundredths(
            divRound(
              sumBy(treats, (i) => i.cost),
              BigInt(treats.length),
            ),
          ),
          hundredths(divRound(catVal[CATS.indexOf('Treats')]!, BigInt(treatQty))),
        ),
        means: 'mean Unit cost of the Treats lines (or Treats stock value / Treats units)',
      },
    ],
    [
      'how many lines have fewer than 5 on hand',
      {
        value: alts(String(under5.length), String(under5NotOut.length)),
        means:
          'lines with Qty on hand below 5, sold-out lines included (or only those still in stock)',
      },
    ],
    ['what sells fastest', { refuse: true, means: 'a stock list has no sales' }],
    [
      'when should we reorder whiskas',
      { refuse: true, means: 'no sales rate, reorder level or lead time in the sheet' },
    ],
  ]),
};
