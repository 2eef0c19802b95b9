/**
 * Issue 13, pass 46: lists of rows an owner keeps (price lists, stock lists, job costing, aged
 * debtors, subscriptions, a deposits ledger, a mileage log), built with made-up figures from the
 * lead's description (see pass46.test.ts). Each builder takes a few knobs so the tests can ask
 * the same question of variants (other labels, currencies, sizes, row counts).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const c4 = (n: number): number => Math.round(n * 10000) / 10000;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** A cell with a number format (money, percent) as a bookkeeper's sheet has them. */
export interface Fmt {
  v: number;
  f: string;
}
export type Cell46 = string | number | Date | null | Fmt;
export type Row46 = Cell46[];

export const MONEY = '#,##0.00';
export const PCT = '0.00%';
const isFmt = (c: Cell46): c is Fmt => typeof c === 'object' && c !== null && 'f' in c;

export async function book46(
  sheets: Array<{ name: string; rows: Row46[]; merges?: string[] }>,
): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    s.rows.forEach((r, i) => {
      const row = ws.getRow(i + 1);
      r.forEach((c, j) => {
        if (c === null) return;
        const cell = row.getCell(j + 1);
        if (isFmt(c)) {
          cell.value = c.v;
          cell.numFmt = c.f;
        } else cell.value = c;
      });
    });
    for (const m of s.merges ?? []) ws.mergeCells(m);
  }
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

/** money with a format, or the bare number (knob `fmt`) */
const m = (v: number, fmt: boolean): Cell46 => (fmt ? { v, f: MONEY } : v);

// ---------------------------------------------------------------------------------------------
// L1 price lists

/** L1a: a vintage shop's price list: text Margin %, an On rail quantity, no total row. */
export interface Piece {
  sku: string;
  item: string;
  cat: string;
  era: string;
  cost: number;
  price: number;
  rail: number;
}
export function pieces(scale = 1, n = 10): Piece[] {
  const p = (
    sku: string,
    item: string,
    cat: string,
    era: string,
    cost: number,
    price: number,
    rail: number,
  ): Piece => ({ sku, item, cat, era, cost: c2(cost * scale), price: c2(price * scale), rail });
  return [
    p('TB-001', "Levi's 501 (big E)", 'Denim', '1970s', 38, 145, 3),
    p('TB-002', 'Suede fringe jacket', 'Outerwear', '1970s', 52, 189, 2),
    p('TB-003', 'Silk scarf, Hermès style', 'Accessories', '1980s', 6.5, 32, 9),
    p('TB-004', 'Wool fisherman jumper', 'Knitwear', '1960s', 14, 68, 5),
    p('TB-005', 'Band tee (Bowie)', 'Tops', '1990s', 11, 74, 4),
    p('TB-006', 'Leather belt', 'Accessories', '1980s', 4.25, 22, 12),
    p('TB-007', 'Tea dress, floral', 'Dresses', '1940s', 27.5, 96, 3),
    p('TB-008', 'Corduroy flares', 'Denim', '1970s', 17, 58, 6),
    p('TB-009', 'Harris tweed blazer', 'Outerwear', '1960s', 33, 120, 2),
    p('TB-010', 'Beaded evening bag', 'Accessories', '1950s', 19, 45, 1),
    p('TB-011', 'Varsity cardigan', 'Knitwear', '1950s', 21, 84, 2),
    p('TB-012', 'Wrangler jean jacket', 'Denim', '1980s', 52, 79, 4),
  ].slice(0, n);
}
export const pieceMargin = (x: Piece): number => c2(x.price - x.cost);
export const piecePct = (x: Piece): number => ((x.price - x.cost) / x.price) * 100;
export function pieceRows(
  ps: Piece[],
  o: { shop?: string; cur?: string; rail?: string; fmt?: boolean } = {},
): Row46[] {
  const cur = o.cur ?? '$';
  const fmt = o.fmt ?? false;
  return [
    [o.shop ?? 'Thread & Bone Vintage'],
    ['Price list — autumn 2026 (CAD). Margin % = margin / price'],
    [],
    [
      'SKU',
      'Item',
      'Category',
      'Era',
      `Cost ${cur}`,
      `Price ${cur}`,
      `Margin ${cur}`,
      'Margin %',
      o.rail ?? 'On rail',
    ],
    ...ps.map((x): Row46 => [
      x.sku,
      x.item,
      x.cat,
      x.era,
      m(x.cost, fmt),
      m(x.price, fmt),
      m(pieceMargin(x), fmt),
      `${piecePct(x).toFixed(2)}%`,
      x.rail,
    ]),
  ];
}

/** L1b: a sign maker's price list with section heading rows and fraction Margin %. */
export interface Product {
  code: string;
  name: string;
  unit: string;
  materials: number;
  labour: number;
  sell: number;
}
export function products(scale = 1, labourRate = 95): Array<[string, Product[]]> {
  const p = (code: string, name: string, unit: string, mat: number, hrs: number, sell: number) => ({
    code,
    name,
    unit,
    materials: c2(mat * scale),
    labour: c2(hrs * labourRate * scale),
    sell: c2(sell * scale),
  });
  return [
    [
      'VEHICLE GRAPHICS',
      [
        p('VG-01', 'Van door logos (pair)', 'pair', 48, 1, 260),
        p('VG-02', 'Full van wrap', 'each', 1_450, 22, 4_950),
        p('VG-03', 'Ute tailgate decal', 'each', 22, 0.5, 120),
        p('VG-04', 'Magnetic car signs', 'pair', 36, 0.75, 185),
      ],
    ],
    [
      'BANNERS & PRINT',
      [
        p('BP-01', 'PVC banner 3m', 'each', 42, 0.5, 175),
        p('BP-02', 'PVC banner 6m', 'each', 80, 0.75, 310),
        p('BP-03', 'Pull-up banner', 'each', 65, 0.5, 240),
        p('BP-04', 'Corflute sign A1', 'each', 9.5, 0.25, 58),
      ],
    ],
    [
      'SHOPFRONTS',
      [
        p('SF-01', 'Window vinyl lettering', 'm2', 18, 0.5, 110),
        p('SF-02', 'Lightbox sign', 'each', 620, 6, 2_150),
      ],
    ],
  ];
}
export const productCost = (x: Product): number => c2(x.materials + x.labour);
export const productMargin = (x: Product): number => c2(x.sell - productCost(x));
export const productFrac = (x: Product): number => c4(productMargin(x) / x.sell);
export function productRows(
  secs: Array<[string, Product[]]>,
  o: { sell?: string; fmt?: boolean; pctFmt?: boolean } = {},
): Row46[] {
  const fmt = o.fmt ?? true;
  const rows: Row46[] = [
    ['Kiwi Signs & Graphics - price list 2026'],
    ['All prices NZD excluding GST. Labour at $95/hr.'],
    [],
    [
      'Code',
      'Product',
      'Unit',
      'Materials',
      'Labour',
      'Total cost',
      o.sell ?? 'Sell price',
      'Margin $',
      'Margin %',
    ],
  ];
  secs.forEach(([head, ps], i) => {
    if (i > 0) rows.push([]);
    rows.push([head]);
    for (const x of ps)
      rows.push([
        x.code,
        x.name,
        x.unit,
        m(x.materials, fmt),
        m(x.labour, fmt),
        m(productCost(x), fmt),
        m(x.sell, fmt),
        m(productMargin(x), fmt),
        o.pctFmt === false ? productFrac(x) : { v: productFrac(x), f: PCT },
      ]);
  });
  return rows;
}

/** L1c: a tailor's price list of services with fraction Margin %. */
export interface Service {
  name: string;
  cat: string;
  cost: number;
  price: number;
}
export function services(scale = 1): Service[] {
  const s = (name: string, cat: string, cost: number, price: number) => ({
    name,
    cat,
    cost: c2(cost * scale),
    price: c2(price * scale),
  });
  return [
    s('Bespoke two-piece suit', 'Bespoke', 1_150, 3_200),
    s('Bespoke overcoat', 'Bespoke', 980, 2_450),
    s('Made-to-measure shirt', 'Shirts', 62, 185),
    s('Trouser hem', 'Alterations', 9, 28),
    s('Jacket sleeve shortening', 'Alterations', 24, 65),
    s('Waist take-in', 'Alterations', 21, 45),
    s('Wedding suit rental', 'Rental', 140, 220),
    s('Zip replacement', 'Alterations', 15, 22),
  ];
}
export const serviceFrac = (x: Service): number => c4((x.price - x.cost) / x.price);
export function serviceRows(
  ss: Service[],
  o: { title?: string; fmt?: boolean; pctFmt?: boolean; entity?: string } = {},
): Row46[] {
  const fmt = o.fmt ?? true;
  return [
    [o.title ?? 'Savile & Sons Tailoring, Toronto — price list (CAD)'],
    [],
    [o.entity ?? 'Service', 'Category', 'Cost', 'Price', 'Margin $', 'Margin %'],
    ...ss.map((x): Row46 => [
      x.name,
      x.cat,
      m(x.cost, fmt),
      m(x.price, fmt),
      m(c2(x.price - x.cost), fmt),
      o.pctFmt === false ? serviceFrac(x) : { v: serviceFrac(x), f: PCT },
    ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// L2 stock lists

export interface Stock {
  code: string;
  item: string;
  cat: string;
  unit: string;
  qty: number;
  reorder: number;
  cost: number;
  supplier: string;
  mrp?: number;
}
/** L2a: a cheese maker's stock list (units wheel, log, bottle, sachet, bag, block, roll, box). */
export function cheeseStock(scale = 1): Stock[] {
  const s = (
    code: string,
    item: string,
    cat: string,
    unit: string,
    qty: number,
    reorder: number,
    cost: number,
    supplier: string,
  ): Stock => ({ code, item, cat, unit, qty, reorder, cost: c2(cost * scale), supplier });
  return [
    s('KW-01', 'Gouda jong 12kg', 'Cheese', 'wheel', 14, 6, 96.5, 'Eigen productie'),
    s('KW-02', 'Geitenkaas log 1kg', 'Cheese', 'log', 3, 8, 11.2, 'Eigen productie'),
    s('KW-03', 'Rennet 1L', 'Ingredients', 'bottle', 2, 3, 18.75, 'Chr. Hansen'),
    s('KW-04', 'Starter culture', 'Ingredients', 'sachet', 40, 25, 3.1, 'Chr. Hansen'),
    s('KW-05', 'Cheese salt 25kg', 'Ingredients', 'bag', 0, 2, 14.6, 'Zoutman'),
    s('KW-06', 'Cheese wax red 5kg', 'Packaging', 'block', 4, 2, 42.9, 'Kaaswax BV'),
    s('KW-07', 'Cheese wax black 5kg', 'Packaging', 'block', 1, 2, 44.5, 'Kaaswax BV'),
    s('KW-08', 'Cling film 300m', 'Packaging', 'roll', 6, 4, 9.95, 'Horeca Groot'),
    s('KW-09', 'Gift boxes (10)', 'Packaging', 'box', 0, 5, 17.4, 'Horeca Groot'),
    s('KW-10', 'Cheese coating 5kg', 'Packaging', 'bag', 2, 3, 38.2, 'Kaaswax BV'),
  ];
}
export const stockValue = (x: Stock): number => c2(x.qty * x.cost);
export function cheeseRows(
  ls: Stock[],
  o: { cur?: string; qty?: string; fmt?: boolean } = {},
): Row46[] {
  const cur = o.cur ?? '€';
  const fmt = o.fmt ?? true;
  return [
    ['Kaasmakerij De Weide — stock list'],
    ['Count taken 20 Nov 2026 by Anouk'],
    [],
    [
      'Code',
      'Item',
      'Category',
      'Unit',
      o.qty ?? 'On hand',
      'Reorder level',
      `Unit cost ${cur}`,
      `Stock value ${cur}`,
      'Supplier',
      'Notes',
    ],
    ...ls.map((x): Row46 => [
      x.code,
      x.item,
      x.cat,
      x.unit,
      x.qty,
      x.reorder,
      m(x.cost, fmt),
      m(stockValue(x), fmt),
      x.supplier,
      x.qty === 0 ? 'out — order Monday' : null,
    ]),
    [],
    ['Total', null, null, null, null, null, null, m(add(ls.map(stockValue)), fmt), null, null],
  ];
}

/** L2b: a club bar's stock count with a "Total stock value" row. */
export function barStock(scale = 1): Stock[] {
  const s = (
    item: string,
    cat: string,
    unit: string,
    qty: number,
    reorder: number,
    cost: number,
    supplier: string,
  ): Stock => ({ code: '', item, cat, unit, qty, reorder, cost: c2(cost * scale), supplier });
  return [
    s('Carling keg 11g', 'Draught', 'keg', 3, 2, 118, 'Molson Coors'),
    s('Guinness keg 11g', 'Draught', 'keg', 1, 2, 142, 'Diageo'),
    s('Thatchers Gold keg', 'Draught', 'keg', 2, 1, 109, 'Thatchers'),
    s('Smirnoff 70cl', 'Spirits', 'bottle', 5, 3, 13.4, 'Diageo'),
    s('Gordons gin 70cl', 'Spirits', 'bottle', 2, 3, 14.2, 'Diageo'),
    s('Bells whisky 70cl', 'Spirits', 'bottle', 0, 2, 15.75, 'Diageo'),
    s('House red wine', 'Wine', 'bottle', 18, 12, 4.6, 'Bibendum'),
    s('Coke 330ml', 'Soft drinks', 'case', 4, 2, 11.8, 'Booker'),
    s('Walkers crisps', 'Snacks', 'box', 1, 2, 9.4, 'Booker'),
    s('Pork scratchings', 'Snacks', 'box', 0, 1, 12.1, 'Booker'),
  ];
}
export function barRows(
  ls: Stock[],
  o: { cur?: string; fmt?: boolean; totalLabel?: string } = {},
): Row46[] {
  const fmt = o.fmt ?? true;
  const cur = o.cur ? ` (${o.cur})` : '';
  return [
    ['Millfield RFC Clubhouse Bar — stock count'],
    [],
    [
      'Item',
      'Category',
      'Unit',
      'Qty in stock',
      'Reorder level',
      `Cost per unit${cur}`,
      `Stock value${cur}`,
      'Supplier',
    ],
    ...ls.map((x): Row46 => [
      x.item,
      x.cat,
      x.unit,
      x.qty,
      x.reorder,
      m(x.cost, fmt),
      m(stockValue(x), fmt),
      x.supplier,
    ]),
    [
      o.totalLabel ?? 'Total stock value',
      null,
      null,
      null,
      null,
      null,
      m(add(ls.map(stockValue)), fmt),
      null,
    ],
  ];
}

/** L2c: a chemist's stock statement: Pack, Purchase rate, MRP, a Reorder? YES flag. */
export function medStock(scale = 1): Stock[] {
  const s = (
    code: string,
    item: string,
    pack: string,
    qty: number,
    reorder: number,
    cost: number,
    mrp: number,
  ): Stock => ({
    code,
    item,
    cat: '',
    unit: pack,
    qty,
    reorder,
    cost: c2(cost * scale),
    mrp: c2(mrp * scale),
    supplier: '',
  });
  return [
    s('SG-101', 'Paracetamol 500mg', '10 tabs', 240, 100, 8.4, 12),
    s('SG-102', 'Cetirizine 10mg', '10 tabs', 35, 50, 14.2, 22.5),
    s('SG-103', 'Insulin glargine pen', '1 pen', 12, 10, 612, 780),
    s('SG-104', 'ORS sachets', '1 sachet', 80, 60, 17.5, 21),
    s('SG-105', 'Amoxicillin 250mg', '15 caps', 20, 40, 52.8, 71.4),
    s('SG-106', 'Cough syrup 100ml', '1 bottle', 0, 20, 68, 95),
    s('SG-107', 'Vitamin D3 60k', '4 caps', 45, 30, 96, 132),
    s('SG-108', 'Pantoprazole 40mg', '10 tabs', 18, 25, 61.2, 98),
  ];
}
export function medRows(ls: Stock[], o: { fmt?: boolean } = {}): Row46[] {
  const fmt = o.fmt ?? true;
  return [
    ['SHREE GANESH MEDICAL STORES'],
    ['Stock statement as on 31-10-2026'],
    [],
    [
      'Item code',
      'Item',
      'Pack',
      'Qty in stock',
      'Reorder level',
      'Purchase rate (₹)',
      'MRP (₹)',
      'Stock value (₹)',
      'Reorder?',
    ],
    ...ls.map((x): Row46 => [
      x.code,
      x.item,
      x.unit,
      x.qty,
      x.reorder,
      m(x.cost, fmt),
      m(x.mrp!, fmt),
      m(stockValue(x), fmt),
      x.qty < x.reorder ? 'YES' : null,
    ]),
    [
      null,
      'TOTAL STOCK VALUE',
      null,
      null,
      null,
      null,
      null,
      m(add(ls.map(stockValue)), fmt),
      null,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// L3 job costing

/** L3a: a joinery's job costing: Completed dates, Labour hrs × Rate, Subcontract, Notes. */
export interface Joinery {
  no: string;
  client: string;
  desc: string;
  done: Date;
  quote: number;
  materials: number;
  hrs: number;
  rate: number;
  sub: number | null;
  notes: string | null;
}
export function joinery(scale = 1): Joinery[] {
  const j = (
    no: string,
    client: string,
    desc: string,
    done: string,
    quote: number,
    mat: number,
    hrs: number,
    sub: number | null,
    notes: string | null = null,
  ): Joinery => ({
    no,
    client,
    desc,
    done: new Date(`${done}T00:00:00Z`),
    quote: c2(quote * scale),
    materials: c2(mat * scale),
    hrs,
    rate: c2(38 * scale),
    sub: sub === null ? null : c2(sub * scale),
    notes,
  });
  return [
    j('OB-101', 'Hendry', 'Oak staircase', '2026-04-17', 9_800, 3_150, 96, 650, 'fitter subbed'),
    j('OB-102', 'Marsh', 'Kitchen island', '2026-05-08', 4_200, 1_280, 41, null),
    j('OB-103', 'Castle Inn', 'Bar counter', '2026-06-12', 7_400, 2_420, 88, 1_100),
    j('OB-104', 'Priya Shah', 'Fitted wardrobes', '2026-07-03', 5_600, 1_640, 70, null),
    j('OB-105', 'Okoro', 'Garden room doors', '2026-08-06', 3_900, 1_720, 64, 380, 'over-ran'),
    j('OB-106', 'Dalton', 'Bookcases x3', '2026-08-27', 3_150, 860, 34, null),
    j('OB-107', 'St Mary School', 'Library shelving', '2026-09-18', 11_200, 3_880, 120, 1_450),
    j('OB-108', 'Fenwick', 'Oak dining table', '2026-10-09', 2_800, 920, 30, null),
  ];
}
export const joinLabour = (x: Joinery): number => c2(x.hrs * x.rate);
export const joinCost = (x: Joinery): number => c2(x.materials + joinLabour(x) + (x.sub ?? 0));
export const joinMargin = (x: Joinery): number => c2(x.quote - joinCost(x));
export function joineryRows(
  js: Joinery[],
  o: { cur?: string; fmt?: boolean; sub?: string; hrs?: string } = {},
): Row46[] {
  const cur = o.cur ?? '£';
  const fmt = o.fmt ?? true;
  const tot = (f: (x: Joinery) => number) => m(add(js.map(f)), fmt);
  return [
    ['Oakbench Joinery – job costing'],
    [`Jobs completed April–October 2026 (all figures ${cur} ex VAT)`],
    [],
    [
      'Job no',
      'Client',
      'Description',
      'Completed',
      `Quote ${cur}`,
      `Materials ${cur}`,
      o.hrs ?? 'Labour hrs',
      `Rate ${cur}/hr`,
      `Labour ${cur}`,
      `${o.sub ?? 'Subcontract'} ${cur}`,
      `Total cost ${cur}`,
      `Margin ${cur}`,
      'Notes',
    ],
    ...js.map((x): Row46 => [
      x.no,
      x.client,
      x.desc,
      x.done,
      m(x.quote, fmt),
      m(x.materials, fmt),
      x.hrs,
      m(x.rate, fmt),
      m(joinLabour(x), fmt),
      x.sub === null ? null : m(x.sub, fmt),
      m(joinCost(x), fmt),
      m(joinMargin(x), fmt),
      x.notes,
    ]),
    [],
    [
      'Totals',
      null,
      null,
      null,
      tot((x) => x.quote),
      tot((x) => x.materials),
      add(js.map((x) => x.hrs)),
      null,
      tot(joinLabour),
      tot((x) => x.sub ?? 0),
      tot(joinCost),
      tot(joinMargin),
      null,
    ],
  ];
}

/** L3b: an architects' job costing: Fee agreed, Invoiced to date, Hours, Profit to date. */
export interface ArchJob {
  no: string;
  client: string;
  project: string;
  fee: number;
  invoiced: number;
  hours: number;
  staff: number;
  subcons: number;
  expenses: number;
  notes: string | null;
}
export function archJobs(scale = 1, n = 7): ArchJob[] {
  const j = (
    no: string,
    client: string,
    project: string,
    fee: number,
    inv: number,
    hours: number,
    staff: number,
    sub: number,
    exp: number,
    notes: string | null = null,
  ): ArchJob => ({
    no,
    client,
    project,
    fee: c2(fee * scale),
    invoiced: c2(inv * scale),
    hours,
    staff: c2(staff * scale),
    subcons: c2(sub * scale),
    expenses: c2(exp * scale),
    notes,
  });
  return [
    j('2601', 'Brf Solgläntan', 'Roof extension', 420_000, 310_000, 410, 205_000, 38_000, 6_200),
    j('2602', 'Familjen Ek', 'Villa Ek', 285_000, 285_000, 330, 171_000, 0, 4_800, 'complete'),
    j('2603', 'Uppsala kommun', 'School refurb', 960_000, 540_000, 720, 392_000, 61_000, 12_400),
    j('2604', 'Nordhem AB', 'Office fit-out', 350_000, 262_500, 260, 139_000, 18_500, 3_900),
    j('2605', 'Lundqvist', 'Summer house', 180_000, 150_000, 310, 162_000, 9_000, 2_100, 'over'),
    j('2606', 'Brf Ängen', 'Facade study', 95_000, 40_000, 70, 36_500, 0, 900),
    j('2607', 'Hotell Skären', 'Spa wing', 640_000, 220_000, 240, 126_000, 24_000, 5_300),
    j('2608', 'Malmö Hamn', 'Terminal canopy', 510_000, 125_000, 110, 58_000, 6_000, 1_800),
  ].slice(0, n);
}
export const archCost = (x: ArchJob): number => c2(x.staff + x.subcons + x.expenses);
export const archProfit = (x: ArchJob): number => c2(x.invoiced - archCost(x));
export function archRows(
  js: ArchJob[],
  o: { fee?: string; invoiced?: string; cur?: string; fmt?: boolean; numericIds?: boolean } = {},
): Row46[] {
  const fmt = o.fmt ?? true;
  const cur = o.cur ?? 'SEK';
  const tot = (f: (x: ArchJob) => number) => m(add(js.map(f)), fmt);
  return [
    [`Lind & Berg Arkitekter AB - job costing 2026 (${cur}, excl. moms)`],
    ['Updated 31 Oct 2026'],
    [],
    [
      'Job no',
      'Client',
      'Project',
      o.fee ?? 'Fee agreed',
      o.invoiced ?? 'Invoiced to date',
      'Hours',
      'Staff cost',
      'Subconsultants',
      'Expenses',
      'Total cost',
      'Profit to date',
      'Notes',
    ],
    ...js.map((x): Row46 => [
      o.numericIds ? Number(x.no) : x.no,
      x.client,
      x.project,
      m(x.fee, fmt),
      m(x.invoiced, fmt),
      x.hours,
      m(x.staff, fmt),
      m(x.subcons, fmt),
      m(x.expenses, fmt),
      m(archCost(x), fmt),
      m(archProfit(x), fmt),
      x.notes,
    ]),
    [
      'Total',
      null,
      null,
      tot((x) => x.fee),
      tot((x) => x.invoiced),
      add(js.map((x) => x.hours)),
      tot((x) => x.staff),
      tot((x) => x.subcons),
      tot((x) => x.expenses),
      tot(archCost),
      tot(archProfit),
      null,
    ],
  ];
}

/** L3c: a locksmith's job costing, Labor at a rate per hour, no total row. */
export interface LockJob {
  no: string;
  date: Date;
  customer: string;
  type: string;
  materials: number;
  hrs: number;
  callout: number;
  invoiced: number;
}
export function lockJobs(scale = 1, rate = 65): { list: LockJob[]; rate: number } {
  const j = (
    no: string,
    d: string,
    customer: string,
    type: string,
    mat: number,
    hrs: number,
    co: number,
    inv: number,
  ): LockJob => ({
    no,
    date: new Date(`${d}T00:00:00Z`),
    customer,
    type,
    materials: c2(mat * scale),
    hrs,
    callout: c2(co * scale),
    invoiced: c2(inv * scale),
  });
  return {
    rate: c2(rate * scale),
    list: [
      j('J-1041', '2026-10-01', 'Mrs Alvarez', 'Lockout', 0, 1, 45, 150),
      j('J-1042', '2026-10-03', 'Peak Lettings', 'Rekey', 38, 2, 0, 290),
      j('J-1043', '2026-10-06', 'Harbor Deli', 'Lock change', 96, 1.5, 45, 340),
      j('J-1044', '2026-10-09', 'Mr Chen', 'Safe opening', 20, 4, 60, 520),
      j('J-1045', '2026-10-14', 'Brightside Dental', 'Access control', 480, 6, 0, 1_240),
      j('J-1046', '2026-10-20', 'Ms Duval', 'Lockout', 0, 1, 45, 95),
      j('J-1047', '2026-10-27', 'Oak St Storage', 'Rekey', 55, 3, 0, 300),
    ],
  };
}
export const lockCost = (x: LockJob, rate: number): number =>
  c2(x.materials + x.hrs * rate + x.callout);
export function lockRows(
  js: { list: LockJob[]; rate: number },
  o: { fmt?: boolean } = {},
): Row46[] {
  const fmt = o.fmt ?? true;
  return [
    ['KeyRight Locksmiths — job costing'],
    [`Labor charged at $${js.rate}/hr. Margin = Invoiced − Materials − Labor cost`],
    [],
    [
      'Job #',
      'Date',
      'Customer',
      'Job type',
      'Materials',
      'Labor hrs',
      'Labor cost',
      'Call-out fee',
      'Job cost',
      'Invoiced',
      'Margin',
    ],
    ...js.list.map((x): Row46 => {
      const cost = lockCost(x, js.rate);
      return [
        x.no,
        x.date,
        x.customer,
        x.type,
        m(x.materials, fmt),
        x.hrs,
        m(c2(x.hrs * js.rate), fmt),
        m(x.callout, fmt),
        m(cost, fmt),
        m(x.invoiced, fmt),
        m(c2(x.invoiced - cost), fmt),
      ];
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// L4 aged receivables

/** L4: debtors with buckets (blank when nothing), a Total, optionally Avg days to pay. */
export interface Debtor {
  name: string;
  buckets: Array<number | null>;
  days?: number;
}
export function debtors(scale = 1, n = 9): Debtor[] {
  const d = (name: string, b: Array<number | null>, days: number): Debtor => ({
    name,
    buckets: b.map((v) => (v === null ? null : c2(v * scale))),
    days,
  });
  return [
    d('Harbour Lofts', [4_820, 1_260, null, null, null], 38),
    d('Bramley Homes', [12_450, 3_300, 2_150, null, null], 44),
    d('Castle Dental', [1_980, null, null, null, null], 21),
    d('Dunmore Estates', [null, null, 1_740, 2_260, 3_115.5], 96),
    d('Elm Court Flats', [3_600, 950, null, null, null], 29),
    d('Fern & Co Builders', [6_275, 2_100, 1_480, 640, null], 57),
    d('Greyfriars School', [null, 2_890, null, null, null], 33),
    d('Hillside Vets', [2_340, null, null, null, 780], 71),
    d('Ivy Lane Cafe', [null, null, null, null, null], 18),
    d('Juniper Hotels', [7_900, 4_210, 3_050, 1_125, null], 62),
  ].slice(0, n);
}
export const debtorTotal = (x: Debtor): number => add(x.buckets.map((v) => v ?? 0));
export function agedRows(
  ds: Debtor[],
  o: {
    buckets?: string[];
    days?: string | null;
    first?: string;
    company?: string;
    fmt?: boolean;
  } = {},
): Row46[] {
  const buckets = o.buckets ?? ['Current', '< 1 Month', '1 Month', '2 Months', 'Older'];
  const fmt = o.fmt ?? true;
  const days = o.days === undefined ? 'Avg days to pay' : o.days;
  const tot = buckets.map((_, b) => add(ds.map((x) => x.buckets[b] ?? 0)));
  const all = add(tot);
  return [
    [o.company ?? 'ClearView Glazing Ltd'],
    ['Aged Receivables Summary'],
    ['As at 31 October 2026 · ageing by due date'],
    [],
    [o.first ?? 'Contact', ...buckets, 'Total', ...(days ? [days] : [])],
    ...ds.map((x): Row46 => [
      x.name,
      ...x.buckets.map((v) => (v === null ? null : m(v, fmt))),
      m(debtorTotal(x), fmt),
      ...(days ? [x.days!] : []),
    ]),
    [],
    ['Total', ...tot.map((v) => m(v, fmt)), m(all, fmt), ...(days ? [null] : [])],
    [
      'Percentage of total',
      ...tot.map((v) => `${((v / all) * 100).toFixed(2)}%`),
      '100%',
      ...(days ? [null] : []),
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// L5 subscriptions

export interface Sub46 {
  tool: string;
  what: string;
  billing: 'Monthly' | 'Annual';
  price: number;
  renews: Date;
  card: string;
  active: boolean;
}
export function subs46(scale = 1): Sub46[] {
  const s = (
    tool: string,
    what: string,
    billing: 'Monthly' | 'Annual',
    price: number,
    renews: string,
    card: string,
    active = true,
  ): Sub46 => ({
    tool,
    what,
    billing,
    price: c2(price * scale),
    renews: new Date(`${renews}T00:00:00Z`),
    card,
    active,
  });
  return [
    s('Riverside.fm', 'Remote recording', 'Annual', 288, '2027-01-12', 'Amex'),
    s('Descript', 'Editing', 'Monthly', 24, '2026-12-03', 'Amex'),
    s('Adobe Audition', 'Audio repair', 'Monthly', 22.99, '2026-12-08', 'Visa'),
    s('Buzzsprout', 'Hosting', 'Monthly', 18, '2026-12-15', 'Visa'),
    s('Epidemic Sound', 'Music licences', 'Annual', 179.88, '2027-01-27', 'Amex'),
    s('Dropbox', 'Storage', 'Annual', 198, '2027-04-02', 'Visa'),
    s('Auphonic', 'Levelling', 'Monthly', 11, '2026-12-20', 'Amex'),
    s('Squarespace', 'Website', 'Annual', 276, '2027-01-05', 'Visa'),
    s('Zencastr', 'Recording', 'Monthly', 20, '2026-06-01', 'Amex', false),
    s('Canva Pro', 'Artwork', 'Annual', 119.99, '2026-03-10', 'Visa', false),
    s('Otter.ai', 'Transcripts', 'Monthly', 16.99, '2026-08-14', 'Amex', false),
  ];
}
export const monthly46 = (x: Sub46): number => c2(x.billing === 'Monthly' ? x.price : x.price / 12);
export const annual46 = (x: Sub46): number => c2(x.billing === 'Monthly' ? x.price * 12 : x.price);
export function sub46Rows(ss: Sub46[], o: { cur?: string; fmt?: boolean } = {}): Row46[] {
  const cur = o.cur ?? '$';
  const fmt = o.fmt ?? true;
  const row = (x: Sub46): Row46 => [
    x.tool,
    x.what,
    x.billing,
    m(x.price, fmt),
    m(monthly46(x), fmt),
    m(annual46(x), fmt),
    x.renews,
    x.card,
    x.active ? 'Active' : 'Cancelled',
  ];
  return [
    [`Loudroom Podcast Studio — software subscriptions (${cur === '$' ? 'USD' : cur})`],
    [],
    [
      'Tool',
      'What for',
      'Billing',
      `Price ${cur}`,
      `Monthly equiv ${cur}`,
      `Annual cost ${cur}`,
      'Renews',
      'Card',
      'Status',
    ],
    ...ss.filter((x) => x.active).map(row),
    [],
    ['Cancelled'],
    ...ss.filter((x) => !x.active).map(row),
  ];
}

// ---------------------------------------------------------------------------------------------
// L6 deposits ledger

export interface Wedding {
  ref: string;
  couple: string;
  date: Date;
  pkg: number;
  deposit: number;
  received: Date;
  further: number;
  status: 'Confirmed' | 'Cancelled';
}
export function weddings(scale = 1): Wedding[] {
  const w = (
    ref: string,
    couple: string,
    d: string,
    pkg: number,
    dep: number,
    rec: string,
    fur: number,
    status: 'Confirmed' | 'Cancelled' = 'Confirmed',
  ): Wedding => ({
    ref,
    couple,
    date: new Date(`${d}T00:00:00Z`),
    pkg: c2(pkg * scale),
    deposit: c2(dep * scale),
    received: new Date(`${rec}T00:00:00Z`),
    further: c2(fur * scale),
    status,
  });
  return [
    w('HB-2701', 'Okafor & Reid', '2027-04-24', 14_500, 2_500, '2025-11-02', 4_000),
    w('HB-2702', 'Patel & Morgan', '2027-05-15', 11_200, 2_000, '2025-12-10', 0),
    w('HB-2703', 'Jones & Kaur', '2027-06-05', 16_800, 3_000, '2026-01-22', 5_500),
    w('HB-2704', 'Walsh & Byrne', '2027-06-19', 12_900, 2_000, '2026-02-14', 2_000),
    w('HB-2705', 'Nowak & Price', '2027-06-26', 13_400, 2_000, '2026-03-03', 0),
    w('HB-2706', 'Evans & Ali', '2027-07-17', 9_950, 1_500, '2026-04-11', 0, 'Cancelled'),
    w('HB-2707', 'Hughes & Tan', '2027-08-07', 15_250, 2_500, '2026-05-28', 3_250),
    w('HB-2708', 'Clarke & Osei', '2027-09-04', 12_300, 2_000, '2026-07-09', 0),
    w('HB-2709', 'Murphy & Lee', '2027-09-18', 10_600, 1_500, '2026-08-30', 1_000),
  ];
}
export const balanceDue = (x: Wedding): number =>
  x.status === 'Cancelled' ? 0 : c2(x.pkg - x.deposit - x.further);
export function weddingRows(
  ws: Wedding[],
  o: { cur?: string; fmt?: boolean; couple?: string; balance?: string; pkg?: string } = {},
): Row46[] {
  const cur = o.cur ?? '£';
  const fmt = o.fmt ?? true;
  const tot = (f: (x: Wedding) => number) => m(add(ws.map(f)), fmt);
  return [
    ['Hartwell Barn Weddings'],
    ['Deposits ledger — 2027 season (updated 20/11/2026)'],
    [],
    [
      'Ref',
      o.couple ?? 'Couple',
      'Wedding date',
      `${o.pkg ?? 'Package'} ${cur}`,
      `Deposit ${cur}`,
      'Deposit received',
      `Further payments ${cur}`,
      `${o.balance ?? 'Balance due'} ${cur}`,
      'Status',
      'Notes',
    ],
    ...ws.map((x): Row46 => [
      x.ref,
      x.couple,
      x.date,
      m(x.pkg, fmt),
      m(x.deposit, fmt),
      x.received,
      m(x.further, fmt),
      m(balanceDue(x), fmt),
      x.status,
      x.status === 'Cancelled' ? 'deposit kept' : x.further ? 'paying in stages' : null,
    ]),
    [],
    [
      'Totals',
      null,
      null,
      tot((x) => x.pkg),
      tot((x) => x.deposit),
      null,
      tot((x) => x.further),
      tot(balanceDue),
      null,
      null,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// L7 mileage log

export interface Trip {
  date: Date;
  rider: string;
  to: string;
  purpose: string;
  miles: number;
}
export function trips(n = 60, riders = ['Kez', 'Finn', 'Amara', 'Tomasz', 'Jo']): Trip[] {
  const places = [
    ['City Hospital', 'Samples'],
    ['Law courts', 'Documents'],
    ['Print works', 'Proofs'],
    ['University labs', 'Samples'],
    ['Council offices', 'Documents'],
    ['St Luke’s Hospital', 'Samples'],
    ['Dental lab', 'Moulds'],
  ];
  const out: Trip[] = [];
  for (let i = 0; i < n; i++) {
    const [to, purpose] = places[(i * 3 + Math.floor(i / 7)) % places.length]!;
    out.push({
      date: new Date(Date.UTC(2026, 9, 1 + Math.floor((i * 31) / n))),
      rider: riders[(i * 2 + Math.floor(i / 5)) % riders.length]!,
      to: to!,
      purpose: purpose!,
      miles: c2(2.4 + ((i * 37) % 29) / 2 + (i % 4) * 0.3),
    });
  }
  return out;
}
export const claimOf = (x: Trip, rate: number): number => c2((x.miles * rate) / 100);
export function tripRows(
  ts: Trip[],
  o: { rate?: number; fmt?: boolean; rider?: string; miles?: string; claim?: string } = {},
): Row46[] {
  const rate = o.rate ?? 20;
  const fmt = o.fmt ?? true;
  return [
    ['Spokes Cycle Courier Co-op - mileage log, October 2026'],
    [
      `Own-bike mileage claimed at ${rate}p per mile (HMRC bicycle rate). Claims paid with November wages.`,
    ],
    [],
    [
      'Date',
      o.rider ?? 'Rider',
      'To',
      'Purpose',
      o.miles ?? 'Miles',
      'Rate (p/mile)',
      o.claim ?? 'Claim £',
    ],
    ...ts.map((x): Row46 => [
      x.date,
      x.rider,
      x.to,
      x.purpose,
      x.miles,
      rate,
      m(claimOf(x, rate), fmt),
    ]),
    [],
    [
      'Total',
      null,
      null,
      null,
      add(ts.map((x) => x.miles)),
      null,
      m(add(ts.map((x) => claimOf(x, rate))), fmt),
    ],
  ];
}
