/**
 * hardware: a rural hardware store's stock-on-hand report in NZ dollars. Items grouped by
 * department with a "<Dept> total" stock value row after each group and a TOTAL STOCK VALUE
 * row; per item code, description, supplier, unit, on hand, reorder point and qty, unit cost
 * (excl GST), sell (incl GST), stock value at cost, and a REORDER flag when on hand is at or
 * below the reorder point. Two items are out of stock.
 */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
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
  type BlindBook,
} from '../lib';

const r = rng(6);

// [dept, description, supplier, unit, cost lo, cost hi (cents), typical on hand]
type Spec = [string, string, string, string, number, number, number];
const SPECS: Spec[] = [
  ['Building', 'Cement GP 40kg', 'Carters', 'bag', 1290, 1390, 60],
  ['Building', 'H4 Pine Post 100x100 2.4m', 'Carters', 'each', 2150, 2390, 80],
  ['Building', 'H3.2 Pine Batten 50x25 4.8m', 'Carters', 'length', 640, 720, 300],
  ['Building', 'Gib Standard 10mm 2400x1200', 'PlaceMakers Trade', 'sheet', 2380, 2520, 45],
  ['Building', 'Building Paper 1.25x20m', 'Carters', 'roll', 6400, 7100, 12],
  ['Building', 'Ready-Mix Concrete 30kg', 'Firth', 'bag', 980, 1060, 70],
  ['Paint', 'Resene Lumbersider 10L', 'Resene', 'tin', 18900, 20400, 14],
  ['Paint', 'Resene Woodsman Deck Stain 20L', 'Resene', 'tin', 26500, 28900, 6],
  ['Paint', 'Dulux Weathershield 4L', 'Dulux', 'tin', 8900, 9700, 18],
  ['Paint', 'Roller Kit 230mm', 'Haydn', 'kit', 1450, 1690, 40],
  ['Paint', 'Paint Brush 75mm', 'Haydn', 'each', 890, 1040, 55],
  ['Plumbing', 'PVC Pipe 100mm 6m', 'Marley', 'length', 5450, 5980, 24],
  ['Plumbing', 'Alkathene Pipe 25mm 50m', 'Marley', 'roll', 8800, 9600, 16],
  ['Plumbing', 'Ball Valve 20mm Brass', 'Reliance', 'each', 1890, 2150, 30],
  ['Plumbing', 'Trough Valve Kit', 'Reliance', 'kit', 3150, 3480, 20],
  ['Plumbing', 'PVC Glue 250ml', 'Marley', 'tin', 1240, 1390, 35],
  ['Garden & Rural', 'Electric Fence Tape 40mm 200m', 'Gallagher', 'roll', 6900, 7600, 22],
  ['Garden & Rural', 'Gallagher M1200 Energiser', 'Gallagher', 'each', 68000, 72000, 3],
  ['Garden & Rural', 'Waratah Standard 1.65m', 'Waratah', 'each', 890, 960, 400],
  ['Garden & Rural', 'Barbed Wire 2.5mm 400m', 'Waratah', 'roll', 11900, 12900, 15],
  ['Garden & Rural', 'Sheep Nuts 25kg', 'Farmlands', 'bag', 2250, 2450, 40],
  ['Garden & Rural', 'Roundup 5L', 'Farmlands', 'each', 7450, 7990, 12],
  ['Tools', 'Makita 18V Drill Kit', 'Makita NZ', 'kit', 32900, 34900, 5],
  ['Tools', 'Stanley Claw Hammer 20oz', 'Stanley', 'each', 2890, 3190, 14],
  ['Tools', 'Spade Long Handle', 'Cyclone', 'each', 3650, 3990, 18],
  ['Tools', 'Wheelbarrow 100L', 'Cyclone', 'each', 11900, 12900, 6],
  ['Tools', 'Tape Measure 8m', 'Stanley', 'each', 1680, 1890, 24],
  ['Fixings', 'Flat Head Nails 100mm 5kg', 'Paslode', 'box', 3450, 3790, 20],
  ['Fixings', 'Batten Screws 14g 100mm (100)', 'Paslode', 'box', 3890, 4190, 16],
  ['Fixings', 'Staples Fencing 40mm 5kg', 'Waratah', 'box', 3290, 3590, 25],
  ['Fixings', 'Coach Bolts M10x150 (10)', 'Bremick', 'pack', 1590, 1790, 30],
  ['Fixings', 'Galv Washers M10 (50)', 'Bremick', 'pack', 540, 620, 40],
];
const OUT = new Set(['Trough Valve Kit', 'Sheep Nuts 25kg']);
const LOW = new Set([
  'Gib Standard 10mm 2400x1200',
  'Resene Woodsman Deck Stain 20L',
  'Alkathene Pipe 25mm 50m',
  'Roundup 5L',
  'Batten Screws 14g 100mm (100)',
  'Tape Measure 8m',
]);

interface Item {
  code: string;
  dept: string;
  desc: string;
  supplier: string;
  unit: string;
  onHand: number;
  reorderAt: number;
  reorderQty: number;
  cost: number;
  sell: number;
}
const items: Item[] = SPECS.map(([dept, desc, supplier, unit, lo, hi, typ], i) => {
  const reorderAt = Math.max(2, Math.round(typ * 0.35));
  const onHand = OUT.has(desc)
    ? 0
    : LOW.has(desc)
      ? r.int(1, reorderAt - 1)
      : r.int(reorderAt + 1, Math.round(typ * 1.6) + reorderAt);
  const cost = r.int(lo, hi);
  // sell incl GST: cost × markup × 1.15, to a 10c price point less 1c
  const sell = Math.round((cost * (1.35 + r.int(0, 25) / 100) * 1.15) / 10) * 10 - 1;
  return {
    code: `${dept.slice(0, 2).toUpperCase()}${String(1000 + i * 7)}`,
    dept,
    desc,
    supplier,
    unit,
    onHand,
    reorderAt,
    reorderQty: Math.max(3, Math.round(typ * 0.6)),
    cost,
    sell,
  };
});
const value = (i: Item): bigint => BigInt(i.onHand) * BigInt(i.cost);
const flag = (i: Item): boolean => i.onHand <= i.reorderAt;
const DEPTS = [...new Set(items.map((i) => i.dept))];
const deptValue = DEPTS.map((d) => total(items.filter((i) => i.dept === d).map(value)));
const all = total(items.map(value));
const flagged = items.filter(flag);
const values = items.map(value);
const find = (d: string): Item => items.find((i) => i.desc === d)!;

const questions = questionsFor('hardware', [
  [
    'total stock value',
    { value: hundredths(all), means: 'TOTAL STOCK VALUE (on hand × unit cost)' },
  ],
  [
    'how many items need reordering',
    {
      value: String(flagged.length),
      means: 'Rows flagged REORDER (on hand at or below reorder point)',
    },
  ],
  [
    'which single item ties up the most money',
    { at: items[argMax(values)]!.desc, means: 'The item with the largest stock value' },
  ],
  [
    'stock value in plumbing',
    { value: hundredths(deptValue[DEPTS.indexOf('Plumbing')]!), means: 'Plumbing total' },
  ],
  [
    'how many bags of cement have we got',
    { value: String(find('Cement GP 40kg').onHand), means: 'Cement GP 40kg, on hand' },
  ],
  [
    'how much stock have we got from carters',
    {
      value: hundredths(total(items.filter((i) => i.supplier === 'Carters').map(value))),
      means: 'Stock value of the items whose supplier is Carters',
    },
  ],
  [
    'which department has the most stock value',
    { at: DEPTS[argMax(deptValue)]!, means: 'The department with the largest total' },
  ],
  [
    'what do we sell the woodsman deck stain for',
    {
      value: hundredths(find('Resene Woodsman Deck Stain 20L').sell),
      means: 'Sell price incl GST',
    },
  ],
  ['how many products on the list', { value: String(items.length), means: 'Item rows' }],
  [
    'reorder point for the H4 posts',
    {
      value: String(find('H4 Pine Post 100x100 2.4m').reorderAt),
      means: 'Reorder pt of the H4 posts',
    },
  ],
  [
    'value of the stock flagged to reorder',
    { value: hundredths(total(flagged.map(value))), means: 'Stock value of the REORDER rows' },
  ],
  [
    'cost price of a box of 100mm nails',
    { value: hundredths(find('Flat Head Nails 100mm 5kg').cost), means: 'Unit cost excl GST' },
  ],
  [
    'how many products are out of stock',
    { value: String(OUT.size), means: 'Items with 0 on hand' },
  ],
  [
    'which supplier gives us the best discount',
    { refuse: true, means: 'No discounts or list prices in the sheet' },
  ],
  ["what's our best seller this month", { refuse: true, means: 'A stock report; no sales' }],
  [
    "when's the next carters delivery",
    { refuse: true, means: 'No orders or delivery dates in the sheet' },
  ],
]);

const NZD = '$#,##0.00';

export const hardware: BlindBook = {
  name: 'hardware',
  business: 'rural hardware store',
  shape:
    'stock on hand: department groups with total rows, reorder point / qty, value, REORDER flag',
  questions,
  checks: [
    same('departments = total', total(deptValue), all),
    same(
      'suppliers = total',
      total(
        [...new Set(items.map((i) => i.supplier))].map((s) =>
          total(items.filter((i) => i.supplier === s).map(value)),
        ),
      ),
      all,
    ),
    unique('item stock value', values),
    unique('department value', deptValue),
    holds('flags = low + out of stock', flagged.length === LOW.size + OUT.size),
    holds(
      'no item exactly at its reorder point',
      items.every((i) => i.onHand !== i.reorderAt),
    ),
    holds(
      'one cement and one H4 post line',
      items.filter((i) => /Cement|H4/.test(i.desc)).length === 2,
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('SOH 30-11-2026');
    const rows: unknown[][] = [
      ['Kaiwaka Hardware & Rural Supplies'],
      ['Stock on hand report as at 30/11/2026 · costs excl GST, sell prices incl GST (15%)'],
      [],
      [
        'Code',
        'Description',
        'Dept',
        'Supplier',
        'UOM',
        'On hand',
        'Reorder pt',
        'Reorder qty',
        'Unit cost',
        'Sell',
        'Stock value',
        'Status',
      ],
    ];
    DEPTS.forEach((d, k) => {
      for (const i of items.filter((x) => x.dept === d))
        rows.push([
          i.code,
          i.desc,
          i.dept,
          i.supplier,
          i.unit,
          i.onHand,
          i.reorderAt,
          i.reorderQty,
          cell(i.cost),
          cell(i.sell),
          cell(value(i)),
          flag(i) ? 'REORDER' : undefined,
        ]);
      rows.push([undefined, `${d} total`, ...Array(8), cell(deptValue[k]!)], []);
    });
    rows.push([undefined, 'TOTAL STOCK VALUE', ...Array(8), cell(all)]);
    putRows(ws, rows);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(2).width = 34;
    ws.getColumn(4).width = 18;
    for (const c of [9, 10, 11]) ws.getColumn(c).numFmt = NZD;
    return toBytes(wb);
  },
};
