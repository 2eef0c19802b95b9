/**
 * beekeeping: a bee-keeping supplies shop's stock list (NZD). Code, item, category, supplier,
 * unit cost, on hand, reorder level, reorder qty, stock value, a "Reorder?" flag (YES when on
 * hand is at or below the reorder level); a TOTAL row under the stock value.
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

const r = rng(6);
type Cat =
  | 'Hiveware'
  | 'Frames & foundation'
  | 'Protective gear'
  | 'Tools'
  | 'Treatments'
  | 'Feeding'
  | 'Extraction';
const SUPPLIERS = ['Ceracell', 'Ecrotek', 'NZ Beeswax', 'Apiary Direct'] as const;
const LIST: Array<[Cat, string, number, (typeof SUPPLIERS)[number]]> = [
  ['Hiveware', '10-frame full depth brood box (pine)', 3450, 'Ceracell'],
  ['Hiveware', '3/4 depth honey super', 2990, 'Ceracell'],
  ['Hiveware', 'Hive mat / bottom board', 2200, 'Ecrotek'],
  ['Hiveware', 'Galvanised hive lid', 3900, 'Ecrotek'],
  ['Hiveware', 'Queen excluder (plastic)', 890, 'Apiary Direct'],
  ['Frames & foundation', 'Full depth frames (pk 10)', 2650, 'Ceracell'],
  ['Frames & foundation', 'Beeswax foundation sheets (pk 10)', 3800, 'NZ Beeswax'],
  ['Frames & foundation', 'Plastic frames waxed (pk 10)', 4200, 'Ecrotek'],
  ['Protective gear', 'Ventilated bee suit', 16900, 'Apiary Direct'],
  ['Protective gear', 'Bee jacket with fencing veil', 8900, 'Apiary Direct'],
  ['Protective gear', 'Goatskin gloves', 2950, 'Ecrotek'],
  ['Protective gear', 'Round veil', 2400, 'Ecrotek'],
  ['Tools', 'Hive tool (J-hook)', 1450, 'Ceracell'],
  ['Tools', 'Stainless smoker (large)', 6200, 'Ceracell'],
  ['Tools', 'Bee brush', 990, 'Apiary Direct'],
  ['Tools', 'Queen marking kit', 2100, 'Apiary Direct'],
  ['Treatments', 'Bayvarol strips (pk 20)', 5400, 'Ecrotek'],
  ['Treatments', 'Apivar strips (pk 10)', 4650, 'Ecrotek'],
  ['Treatments', 'Oxalic acid vaporiser', 18500, 'Apiary Direct'],
  ['Feeding', 'Frame feeder', 890, 'Ceracell'],
  ['Feeding', 'Sugar syrup 15 L', 3150, 'Apiary Direct'],
  ['Feeding', 'Pollen patties (pk 10)', 5200, 'Ecrotek'],
  ['Extraction', 'Uncapping fork', 1390, 'Ceracell'],
  ['Extraction', 'Double sieve strainer', 3400, 'Ceracell'],
  ['Extraction', 'Honey bucket with gate 25 kg', 5900, 'NZ Beeswax'],
  ['Extraction', '4-frame manual extractor', 64900, 'Ceracell'],
];

interface Item {
  code: string;
  cat: Cat;
  name: string;
  supplier: string;
  cost: number;
  onHand: number;
  level: number;
  qty: number;
  value: number;
  flag: boolean;
}
const OUT = new Set([11, 20]);
const ITEMS: Item[] = LIST.map(([cat, name, cost, supplier], i) => {
  const big = cost > 15000;
  const level = big ? r.int(1, 3) : r.pick([5, 6, 8, 10, 12, 15, 20]);
  const onHand = OUT.has(i) ? 0 : big ? r.int(0, 6) : r.int(1, 45);
  const qty = big ? r.int(2, 4) : level * 2;
  const c = cost + r.int(-40, 40);
  return {
    code: `KA${String(1001 + i * 7)}`,
    cat,
    name,
    supplier,
    cost: c,
    onHand,
    level,
    qty,
    value: c * onHand,
    flag: onHand <= level,
  };
});

const values = ITEMS.map((x) => x.value);
const stock = total(values);
const flagged = ITEMS.filter((x) => x.flag);
const bySup = SUPPLIERS.map((s) =>
  total(ITEMS.filter((x) => x.supplier === s).map((x) => x.value)),
);
const topSup = argMax(bySup);
const topItem = argMax(values);
const cat = (c: Cat): Item[] => ITEMS.filter((x) => x.cat === c);
const prot = cat('Protective gear');
const brood = ITEMS[0]!;
const hiveTool = ITEMS.find((x) => x.name.startsWith('Hive tool'))!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  ws.getCell('A1').value = 'Kowhai Apiary Supplies, Hastings';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Stock list at 30/11/2026 (costs NZ$ excl GST)';
  const head = [
    'Code',
    'Item',
    'Category',
    'Supplier',
    'Unit cost NZ$',
    'On hand',
    'Reorder level',
    'Reorder qty',
    'Stock value NZ$',
    'Reorder?',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  ITEMS.forEach((x, i) => {
    const w = ws.getRow(H + 1 + i);
    const vals: ExcelJS.CellValue[] = [
      x.code,
      x.name,
      x.cat,
      x.supplier,
      cell(x.cost),
      x.onHand,
      x.level,
      x.qty,
      cell(x.value),
      x.flag ? 'YES' : '',
    ];
    vals.forEach((v, c) => {
      if (v !== '') w.getCell(1 + c).value = v;
    });
    w.getCell(5).numFmt = '#,##0.00';
    w.getCell(9).numFmt = '#,##0.00';
  });
  const t = ws.getRow(H + 1 + ITEMS.length);
  t.getCell(8).value = 'TOTAL';
  t.getCell(9).value = cell(stock);
  t.getCell(9).numFmt = '#,##0.00';
  t.font = { bold: true };
  ws.getRow(H + 3 + ITEMS.length).getCell(1).value =
    'Reorder when on hand is at or below the reorder level. Ceracell orders go in on Mondays.';
  [9, 36, 20, 14, 12, 8, 12, 11, 14, 9].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const reorderCost = total(flagged.map((x) => x.qty * x.cost));
const checks: CrossCheck[] = [
  { what: 'suppliers add to the stock total', a: total(bySup), b: stock },
  {
    what: 'categories add to the stock total',
    a: total([...new Set(ITEMS.map((x) => x.cat))].map((c) => total(cat(c).map((x) => x.value)))),
    b: stock,
  },
  {
    what: 'unit cost x on hand = stock value',
    a: total(ITEMS.map((x) => x.cost * x.onHand)),
    b: stock,
  },
  unique('stock value by supplier', bySup),
  unique('stock value by line', values),
  holds('two lines out of stock', ITEMS.filter((x) => x.onHand === 0).length === 2),
  holds('some but not all lines flagged', flagged.length > 2 && flagged.length < ITEMS.length / 2),
];

const questions = questionsFor('beekeeping', [
  ['total stock value', { value: money(stock), means: 'sum of Stock value NZ$ (TOTAL row)' }],
  [
    'how many lines are at or below reorder level',
    {
      value: String(flagged.length),
      means: 'rows flagged Reorder? YES (on hand <= reorder level)',
    },
  ],
  [
    'how many hive tools have we got',
    { value: String(hiveTool.onHand), means: 'Hive tool (J-hook), On hand' },
  ],
  [
    'value of our treatments stock',
    {
      value: money(total(cat('Treatments').map((x) => x.value))),
      means: 'Stock value of the Treatments rows',
    },
  ],
  [
    'which supplier do we hold the most stock from',
    {
      at: SUPPLIERS[topSup]!,
      value: money(bySup[topSup]!),
      means: 'supplier with the largest total Stock value',
    },
  ],
  [
    'what would it cost to reorder everything flagged',
    { value: money(reorderCost), means: 'sum of Reorder qty x Unit cost over the YES rows' },
  ],
  [
    'most valuable stock line',
    {
      at: [ITEMS[topItem]!.name.split(' (')[0]!, ITEMS[topItem]!.code],
      value: money(values[topItem]!),
      means: 'row with the largest Stock value',
    },
  ],
  [
    'reorder level for brood boxes',
    { value: String(brood.level), means: '10-frame brood box, Reorder level' },
  ],
  [
    'how many items are out of stock',
    { value: String(ITEMS.filter((x) => x.onHand === 0).length), means: 'rows with On hand 0' },
  ],
  [
    'average unit cost of protective gear',
    {
      value: meanCents(total(prot.map((x) => x.cost)), prot.length),
      means: 'mean Unit cost of the Protective gear rows',
    },
  ],
  [
    'what share of stock value is hiveware',
    {
      value: pct(total(cat('Hiveware').map((x) => x.value)), stock),
      means: 'Hiveware stock value / total, %',
    },
  ],
  [
    'how many items do we get from Ecrotek',
    {
      value: String(ITEMS.filter((x) => x.supplier === 'Ecrotek').length),
      means: 'rows with Supplier Ecrotek',
    },
  ],
  [
    'when is the next Ceracell delivery due',
    { refuse: true, means: 'no delivery dates in the sheet' },
  ],
  [
    'how much honey did we sell this season',
    { refuse: true, means: 'a stock list holds no sales' },
  ],
]);

export const beekeeping: BlindBook = {
  name: 'beekeeping',
  business: 'bee-keeping supplies shop',
  shape:
    'stock list: unit cost, on hand, reorder level and qty, stock value, Reorder? flag; TOTAL row',
  bytes,
  questions,
  checks,
};
