/**
 * Issue 13, pass 51: registers and lists an owner keeps, built with made-up figures from the
 * lead's description (see pass51.test.ts): an Australian payroll register, a rota with a date
 * row under its weekday columns and formulas, stock and price lists with groups and flags, a
 * boat yard's job costing with a Status, aged debtors with a Credit limit column. Each builder
 * takes knobs (labels, currency, sizes, row counts) so the tests ask the same questions of
 * variants.
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

const c2 = (n: number): number => Math.round(n * 100) / 100;
export const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** A cell with a number format, a formula with its cached result, or a plain value. */
export interface Fmt {
  v: number;
  f: string;
}
export interface Fx {
  fx: string;
  v: number;
  f?: string;
}
export type Cell51 = string | number | Date | null | Fmt | Fx;
export type Row51 = Cell51[];

export const MONEY = '#,##0.00';
export const PCT = '0.0%';
const isFx = (c: Cell51): c is Fx => typeof c === 'object' && c !== null && 'fx' in c;
const isFmt = (c: Cell51): c is Fmt => typeof c === 'object' && c !== null && 'f' in c;

export async function book51(
  sheets: Array<{ name: string; rows: Row51[]; merges?: string[] }>,
): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    s.rows.forEach((r, i) => {
      const row = ws.getRow(i + 1);
      r.forEach((c, j) => {
        if (c === null) return;
        const cell = row.getCell(j + 1);
        if (isFx(c)) {
          cell.value = { formula: c.fx, result: c.v };
          if (c.f) cell.numFmt = c.f;
        } else if (isFmt(c)) {
          cell.value = c.v;
          cell.numFmt = c.f;
        } else cell.value = c;
      });
    });
    for (const m of s.merges ?? []) ws.mergeCells(m);
  }
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

const m = (v: number, fmt: boolean): Cell51 => (fmt ? { v, f: MONEY } : v);
const col = (i: number): string => String.fromCharCode(65 + i);

// ---------------------------------------------------------------------------------------------
// L1 a payroll register (Australian), one fortnight

export interface PayLine {
  name: string;
  role: string;
  type: string;
  hours: number;
  rate: number;
  penalties: number;
  payg: number;
}
export function payLines(scale = 1, n = 9): PayLine[] {
  const p = (
    name: string,
    role: string,
    type: string,
    hours: number,
    rate: number,
    penalties: number,
    payg: number,
  ): PayLine => ({
    name,
    role,
    type,
    hours,
    rate: c2(rate * scale),
    penalties: c2(penalties * scale),
    payg: c2(payg * scale),
  });
  return [
    p('Isla Nguyen', 'Bar Manager', 'Full-time', 76, 38.5, 212.4, 612),
    p('Mason Clarke', 'Senior Bartender', 'Full-time', 76, 33.2, 184.75, 498),
    p('Ruby Okafor', 'Bartender', 'Part-time', 48, 29.85, 141.3, 214),
    p('Lachlan Reid', 'Bartender', 'Casual', 36.5, 37.31, 96.2, 168),
    p('Zara Haddad', 'Bar Back', 'Casual', 22, 31.4, 58.6, 61),
    p('Oliver Tran', 'Floor Staff', 'Casual', 30, 32.05, 77.9, 112),
    p('Chloe Marsh', 'Floor Staff', 'Part-time', 40, 28.9, 88.4, 142),
    p('Hamish Doyle', 'Cellar Hand', 'Casual', 18, 30.95, 0, 38),
    p('Priya Sethi', 'Events Coordinator', 'Full-time', 76, 35.1, 64.5, 521),
    p('Ned Kowalski', 'Glassie', 'Casual', 14.5, 27.6, 33.3, 9),
  ].slice(0, n);
}
export const ordinaryOf = (x: PayLine): number => c2(x.hours * x.rate);
export const grossOf = (x: PayLine): number => c2(ordinaryOf(x) + x.penalties);
export const netOf = (x: PayLine): number => c2(grossOf(x) - x.payg);
export const superOf = (x: PayLine, pct = 12): number => c2((ordinaryOf(x) * pct) / 100);
export function payRows(
  ps: PayLine[],
  o: { biz?: string; cur?: string; superPct?: number; tax?: string; fmt?: boolean } = {},
): Row51[] {
  const cur = o.cur ?? '$';
  const pct = o.superPct ?? 12;
  const fmt = o.fmt ?? true;
  const tot = (f: (x: PayLine) => number) => m(add(ps.map(f)), fmt);
  return [
    [o.biz ?? 'Juniper Lane Gin Bar Pty Ltd'],
    ['Payroll register — pay run 2026-24 (fortnightly)'],
    ['Period 16/11/2026 – 29/11/2026 · paid 02/12/2026 · AUD'],
    [],
    [
      'Employee',
      'Role',
      'Type',
      'Hours',
      `Rate (${cur}/hr)`,
      `Ordinary (${cur})`,
      `Penalties (${cur})`,
      `Gross (${cur})`,
      `${o.tax ?? 'PAYG'} (${cur})`,
      `Net pay (${cur})`,
      `Super ${pct}% (${cur})`,
    ],
    ...ps.map((x): Row51 => [
      x.name,
      x.role,
      x.type,
      x.hours,
      m(x.rate, fmt),
      m(ordinaryOf(x), fmt),
      m(x.penalties, fmt),
      m(grossOf(x), fmt),
      m(x.payg, fmt),
      m(netOf(x), fmt),
      m(superOf(x, pct), fmt),
    ]),
    [
      'Totals',
      null,
      null,
      add(ps.map((x) => x.hours)),
      null,
      tot(ordinaryOf),
      tot((x) => x.penalties),
      tot(grossOf),
      tot((x) => x.payg),
      tot(netOf),
      tot((x) => superOf(x, pct)),
    ],
    [],
    [
      `Super guarantee at ${pct}% of ordinary time earnings, paid to each fund by the quarter's due date.`,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// L2 a rota: weekday columns, a row of dates under them, "off", formulas

export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export interface RotaLine {
  name: string;
  role: string;
  days: Array<number | 'off' | null>;
  rate: number;
}
export function rotaLines(scale = 1, n = 13): RotaLine[] {
  const r = (
    name: string,
    role: string,
    days: Array<number | 'off' | null>,
    rate: number,
  ): RotaLine => ({ name, role, days, rate: c2(rate * scale) });
  return [
    r('Chloe Bennett', 'Duty manager', [8, 8, 'off', 8, 8, 9, 'off'], 13.4),
    r('Tom Whittle', 'Duty manager', ['off', 'off', 8, 8, 8, 9, 7.5], 13.4),
    r('Aisha Patel', 'Play assistant', [6, 6, 6, 'off', 'off', 8, 7], 12.21),
    r('Jack Hughes', 'Play assistant', ['off', 5, 5, 5, 6, 'off', 'off'], 12.21),
    r('Megan Shaw', 'Play assistant (18-20)', [4, 'off', 4, 'off', 5, 7.5, 6], 10),
    r('Ryan Doherty', 'Play assistant (18-20)', ['off', 'off', 'off', 4, 5, 7.5, 7.5], 10),
    r('Holly Grant', 'Café', [7, 7, 7, 7, 'off', 'off', 'off'], 12.21),
    r('Liam Fletcher', 'Café', ['off', 'off', 'off', 'off', 7, 8, 8], 12.21),
    r('Sophie Ward', 'Party host', ['off', 'off', 'off', 'off', 4.5, 9, 9], 12.6),
    r('Ethan Brooks', 'Party host', ['off', 'off', 'off', 'off', 'off', 6, 6], 12.6),
    r('Grace Lowe', 'Cleaner', [3, 3, 3, 3, 3, 'off', 'off'], 12.21),
    r('Daniel Kirk', 'Play assistant', [5, 5, 'off', 'off', 5, 8, 'off'], 12.21),
    r('Ellie Morris', 'Café', ['off', 4, 4, 4, 'off', 'off', 6], 12.21),
    r('Noah Spencer', 'Play assistant', ['off', 'off', 6, 6, 6, 'off', 8], 12.21),
  ].slice(0, n);
}
export const rotaHours = (x: RotaLine): number =>
  add(x.days.map((d) => (typeof d === 'number' ? d : 0)));
export const rotaPay = (x: RotaLine): number => c2(rotaHours(x) * x.rate);
export function rotaRows(
  rs: RotaLine[],
  o: {
    biz?: string;
    cur?: string;
    hours?: string;
    pay?: string;
    name?: string;
    /** the row of dates under the days: text ("7 Dec"), date cells, or none */
    dates?: 'text' | 'date' | 'none';
  } = {},
): Row51[] {
  const cur = o.cur ?? '£';
  const dates = o.dates ?? 'text';
  const top = dates === 'none' ? 5 : 6; // the header is row 4, the dates row 5, then people
  const rows: Row51[] = [
    [o.biz ?? 'Jungle Jims Soft Play, Wigan: staff rota'],
    ['Week commencing Monday 7 December 2026. Hours are paid hours (breaks deducted).'],
    [],
    [
      o.name ?? 'Name',
      'Role',
      ...DAYS,
      o.hours ?? 'Total hrs',
      `Rate ${cur}/hr`,
      o.pay ?? `Week pay ${cur}`,
    ],
  ];
  if (dates !== 'none')
    rows.push([
      null,
      null,
      ...DAYS.map((_, i): Cell51 =>
        dates === 'date'
          ? { v: 46363 + i, f: 'd mmm' } // 7 December 2026 as an Excel serial
          : `${7 + i} Dec`,
      ),
      null,
      null,
      null,
    ]);
  rs.forEach((x, i) => {
    const r = top + i;
    rows.push([
      x.name,
      x.role,
      ...x.days,
      { fx: `SUM(C${r}:I${r})`, v: rotaHours(x) },
      { v: x.rate, f: MONEY },
      { fx: `ROUND(J${r}*K${r},2)`, v: rotaPay(x), f: MONEY },
    ]);
  });
  const last = top + rs.length - 1;
  const dayTot = (d: number) =>
    add(rs.map((x) => (typeof x.days[d] === 'number' ? (x.days[d] as number) : 0)));
  rows.push([
    'Totals',
    null,
    ...DAYS.map((_, d): Cell51 => ({
      fx: `SUM(${col(2 + d)}${top}:${col(2 + d)}${last})`,
      v: dayTot(d),
    })),
    { fx: `SUM(J${top}:J${last})`, v: add(rs.map(rotaHours)) },
    null,
    { fx: `SUM(L${top}:L${last})`, v: add(rs.map(rotaPay)), f: MONEY },
  ]);
  rows.push([]);
  rows.push([
    'Under-21 rates apply to play assistants aged 18-20. Swaps must be agreed with the duty manager.',
  ]);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// L3a a guitar shop's stock count

export interface Guitar {
  sku: string;
  item: string;
  cat: string;
  qty: number;
  cost: number;
  retail: number;
  reorder: number;
  supplier: string;
}
export function guitars(scale = 1, n = 16): Guitar[] {
  const g = (
    sku: string,
    item: string,
    cat: string,
    qty: number,
    cost: number,
    retail: number,
    reorder: number,
    supplier: string,
  ): Guitar => ({
    sku,
    item,
    cat,
    qty,
    cost: c2(cost * scale),
    retail: c2(retail * scale),
    reorder,
    supplier,
  });
  return [
    g('EG-101', 'Fender Player Stratocaster', 'Electric Guitars', 3, 560, 849.99, 2, 'Fender'),
    g('EG-102', 'Squier Classic Vibe Strat', 'Electric Guitars', 0, 290, 449.99, 2, 'Fender'),
    g('EG-103', 'Epiphone Les Paul Standard', 'Electric Guitars', 2, 420, 649, 1, 'Gibson'),
    g('EG-104', 'Ibanez RG550', 'Electric Guitars', 1, 610, 999.99, 1, 'Hoshino'),
    g('AG-201', 'Yamaha FG800', 'Acoustic Guitars', 5, 140, 219.99, 3, 'Yamaha'),
    g('AG-202', 'Taylor 114ce', 'Acoustic Guitars', 2, 690, 1099, 1, 'Taylor'),
    g('AG-203', 'Martin D-10E', 'Acoustic Guitars', 0, 560, 899, 1, 'Martin'),
    g('AG-204', 'Fender CD-60S', 'Acoustic Guitars', 4, 115, 199.99, 2, 'Fender'),
    g('AM-301', 'Boss Katana 50 MkII', 'Amps', 3, 165, 269.99, 2, 'Roland'),
    g('AM-302', 'Fender Blues Junior IV', 'Amps', 1, 430, 699.99, 1, 'Fender'),
    g('AM-303', 'Orange Crush 20', 'Amps', 0, 85, 139, 2, 'Orange'),
    g(
      'SA-401',
      "D'Addario EXL110 strings",
      'Strings & Accessories',
      48,
      4.2,
      8.99,
      20,
      "D'Addario",
    ),
    g(
      'SA-402',
      'Ernie Ball Regular Slinky',
      'Strings & Accessories',
      36,
      4.1,
      8.49,
      20,
      'Ernie Ball',
    ),
    g('SA-403', 'Dunlop Tortex picks (12)', 'Strings & Accessories', 60, 2.9, 6.49, 24, 'Dunlop'),
    g('SA-404', 'Snark tuner SN-5', 'Strings & Accessories', 0, 8.5, 19.99, 6, 'Snark'),
    g('SA-405', 'Gig bag, electric', 'Strings & Accessories', 7, 21, 44.99, 4, 'Gator'),
  ].slice(0, n);
}
export const guitarValue = (x: Guitar): number => c2(x.qty * x.cost);
export function guitarRows(
  gs: Guitar[],
  o: {
    biz?: string;
    cur?: string;
    qty?: string;
    cost?: string;
    retail?: string;
    total?: boolean;
  } = {},
): Row51[] {
  const cur = o.cur ?? '$';
  return [
    [o.biz ?? 'Eastside Guitar Exchange — stock count'],
    [`Counted 30 Nov 2026 · costs ex sales tax · ${cur === '$' ? 'USD' : cur}`],
    [],
    [
      'SKU',
      'Item',
      'Category',
      o.qty ?? 'Qty on hand',
      `${o.cost ?? 'Unit cost'} (${cur})`,
      `${o.retail ?? 'Retail'} (${cur})`,
      `Stock value (${cur})`,
      'Reorder at',
      'Supplier',
    ],
    ...gs.map((x): Row51 => [
      x.sku,
      x.item,
      x.cat,
      x.qty,
      { v: x.cost, f: MONEY },
      { v: x.retail, f: MONEY },
      { v: guitarValue(x), f: MONEY },
      x.reorder,
      x.supplier,
    ]),
    ...(o.total === false
      ? []
      : [
          [
            'Total',
            null,
            null,
            add(gs.map((x) => x.qty)),
            null,
            null,
            { v: add(gs.map(guitarValue)), f: MONEY },
            null,
            null,
          ] as Row51,
        ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// L3b a golf pro shop's price list, group heading rows

export interface GolfItem {
  sku: string;
  item: string;
  brand: string;
  cost: number;
  retail: number;
  onHand: number;
}
export function golfGroups(scale = 1): Array<[string, GolfItem[]]> {
  const g = (
    sku: string,
    item: string,
    brand: string,
    cost: number,
    retail: number,
    onHand: number,
  ) => ({
    sku,
    item,
    brand,
    cost: c2(cost * scale),
    retail: c2(retail * scale),
    onHand,
  });
  return [
    [
      'BALLS',
      [
        g('BL-01', 'Pro V1 golf balls (dozen)', 'Titleist', 33.5, 54.99, 24),
        g('BL-02', 'Chrome Soft golf balls (dozen)', 'Callaway', 30, 49.99, 18),
        g('BL-03', 'Tour Response golf balls (dozen)', 'TaylorMade', 22, 39.99, 12),
        g('BL-04', 'Supersoft golf balls (dozen)', 'Callaway', 13.5, 24.99, 30),
      ],
    ],
    [
      'CLUBS',
      [
        g('CL-01', 'Stealth 2 driver', 'TaylorMade', 310, 499.99, 3),
        g('CL-02', 'Paradym fairway wood', 'Callaway', 215, 349.99, 2),
        g('CL-03', 'T200 iron set (5-PW)', 'Titleist', 780, 1299, 1),
        g('CL-04', 'Vokey SM9 wedge', 'Titleist', 98, 169.99, 6),
        g('CL-05', 'Apex hybrid', 'Callaway', 140, 249.99, 4),
      ],
    ],
    [
      'PUTTERS',
      [
        g('PT-01', 'White Hot OG #7 putter', 'Odyssey', 150, 249.99, 3),
        g('PT-02', 'Tri-Hot 5K Double Wide putter', 'Odyssey', 205, 349.99, 2),
        g('PT-03', 'Phantom X 5.5 putter', 'Scotty Cameron', 290, 449.99, 1),
        g('PT-04', 'Spider Tour putter', 'TaylorMade', 230, 399.99, 2),
      ],
    ],
    [
      'APPAREL',
      [
        g('AP-01', 'Club logo polo', 'FootJoy', 28, 64.99, 40),
        g('AP-02', 'Rain jacket', 'FootJoy', 72, 149.99, 8),
        g('AP-03', 'Golf glove', 'Titleist', 9.5, 19.99, 55),
        g('AP-04', 'Bucket hat', 'Titleist', 8, 17.99, 20),
        g('AP-05', 'Tees (pack of 50)', 'Pride', 2.1, 5.99, 70),
      ],
    ],
  ];
}
export const memberOf = (x: GolfItem): number => c2(x.retail * 0.9);
export const golfMargin = (x: GolfItem): number => c2(x.retail - x.cost);
export const golfPct = (x: GolfItem): number => golfMargin(x) / x.retail;
export function golfRows(
  gs: Array<[string, GolfItem[]]>,
  o: { biz?: string; cur?: string; retail?: string; onHand?: string } = {},
): Row51[] {
  const cur = o.cur ?? '$';
  const rows: Row51[] = [
    [o.biz ?? 'Cedar Ridge Golf Club: Pro Shop price list, Fall 2026'],
    ['Member price = retail less 10%. Margin on retail price. Stock count 11/28/2026.'],
    [],
    [
      'SKU',
      'Item',
      'Brand',
      `Cost (${cur})`,
      `${o.retail ?? 'Retail'} (${cur})`,
      `Member (${cur})`,
      `Margin (${cur})`,
      'Margin %',
      o.onHand ?? 'On hand',
    ],
  ];
  for (const [head, items] of gs) {
    rows.push([head]);
    for (const x of items)
      rows.push([
        x.sku,
        x.item,
        x.brand,
        { v: x.cost, f: MONEY },
        { v: x.retail, f: MONEY },
        { v: memberOf(x), f: MONEY },
        { v: golfMargin(x), f: MONEY },
        { v: Math.round(golfPct(x) * 10000) / 10000, f: PCT },
        x.onHand,
      ]);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// L3c a beekeeping supplier's stock list with a Reorder? flag

export interface HiveItem {
  code: string;
  item: string;
  cat: string;
  supplier: string;
  cost: number;
  onHand: number;
  level: number;
  reorderQty: number;
}
export function hiveItems(scale = 1, n = 14): HiveItem[] {
  const h = (
    code: string,
    item: string,
    cat: string,
    supplier: string,
    cost: number,
    onHand: number,
    level: number,
    reorderQty: number,
  ): HiveItem => ({ code, item, cat, supplier, cost: c2(cost * scale), onHand, level, reorderQty });
  return [
    h('HW-01', 'Full depth brood box', 'Hiveware', 'Ecrotek', 38.5, 6, 8, 20),
    h('HW-02', 'Three-quarter super', 'Hiveware', 'Ecrotek', 29.9, 14, 10, 20),
    h('HW-03', 'Hive lid, galvanised', 'Hiveware', 'Ecrotek', 24, 10, 10, 15),
    h('HW-04', 'Plastic frames (10)', 'Hiveware', 'Apiflora', 21.5, 25, 12, 30),
    h('PG-01', 'Full bee suit', 'Protective gear', 'BeeSafe', 96, 3, 4, 6),
    h('PG-02', 'Bee jacket with veil', 'Protective gear', 'BeeSafe', 64, 7, 4, 6),
    h('PG-03', 'Leather gloves', 'Protective gear', 'BeeSafe', 18.5, 12, 10, 24),
    h('PG-04', 'Ventilated gloves', 'Protective gear', 'Apiflora', 24.75, 4, 6, 12),
    h('TL-01', 'Smoker, stainless', 'Tools', 'Apiflora', 52, 5, 3, 6),
    h('TL-02', 'J hive tool', 'Tools', 'Ecrotek', 11.2, 2, 5, 12),
    h('TL-03', 'Uncapping fork', 'Tools', 'Apiflora', 7.8, 9, 5, 10),
    h('TR-01', 'Varroa strips (pack 10)', 'Treatments', 'Ecrotek', 42, 0, 6, 12),
    h('TR-02', 'Oxalic acid 1kg', 'Treatments', 'Apiflora', 19.5, 8, 4, 8),
    h('FD-01', 'Sugar syrup 15L', 'Feed', 'Ecrotek', 31, 11, 6, 12),
  ].slice(0, n);
}
export const hiveValue = (x: HiveItem): number => c2(x.onHand * x.cost);
export const hiveFlag = (x: HiveItem): boolean => x.onHand <= x.level;
export function hiveRows(
  hs: HiveItem[],
  o: { biz?: string; cur?: string; flag?: string; level?: string } = {},
): Row51[] {
  const cur = o.cur ?? 'NZ$';
  return [
    [o.biz ?? 'Kowhai Apiary Supplies, Hastings'],
    [`Stock list at 30/11/2026 (costs ${cur} excl GST)`],
    [],
    [
      'Code',
      'Item',
      'Category',
      'Supplier',
      `Unit cost ${cur}`,
      'On hand',
      o.level ?? 'Reorder level',
      'Reorder qty',
      `Stock value ${cur}`,
      o.flag ?? 'Reorder?',
    ],
    ...hs.map((x): Row51 => [
      x.code,
      x.item,
      x.cat,
      x.supplier,
      { v: x.cost, f: MONEY },
      x.onHand,
      x.level,
      x.reorderQty,
      { v: hiveValue(x), f: MONEY },
      hiveFlag(x) ? 'YES' : null,
    ]),
    [
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      'TOTAL',
      { v: add(hs.map(hiveValue)), f: MONEY },
      null,
    ],
    [],
    ['Reorder when on hand is at or below the reorder level.'],
  ];
}

// ---------------------------------------------------------------------------------------------
// L4 a boat yard's job costing with a Status

export interface BoatJob {
  no: string;
  boat: string;
  owner: string;
  work: string;
  quote: number;
  materials: number;
  hrs: number;
  rate: number;
  haul: number;
  sub: number;
  status: string;
}
export function boatJobs(scale = 1, n = 10): BoatJob[] {
  const b = (
    no: string,
    boat: string,
    owner: string,
    work: string,
    quote: number,
    materials: number,
    hrs: number,
    rate: number,
    haul: number,
    sub: number,
    status: string,
  ): BoatJob => ({
    no,
    boat,
    owner,
    work,
    quote: c2(quote * scale),
    materials: c2(materials * scale),
    hrs,
    rate: c2(rate * scale),
    haul: c2(haul * scale),
    sub: c2(sub * scale),
    status,
  });
  return [
    b(
      'PB-2601',
      'Kittiwake',
      'J. Trevithick',
      'Antifoul and anodes',
      1650,
      320,
      14,
      48,
      260,
      0,
      'Invoiced',
    ),
    b('PB-2602', 'Morwenna', 'A. Pascoe', 'Engine service', 1120, 210, 9, 52, 0, 0, 'Invoiced'),
    b('PB-2603', 'Sea Pink', 'R. Hocking', 'Gelcoat repair', 2600, 540, 22, 48, 380, 0, 'WIP'),
    b('PB-2604', 'Curlew', 'M. Jago', 'Rig inspection', 760, 60, 5, 52, 0, 220, 'Invoiced'),
    b('PB-2605', 'Lowenna', 'T. Rowe', 'Osmosis treatment', 6400, 1850, 46, 48, 1150, 600, 'WIP'),
    b(
      'PB-2606',
      'Tamsin',
      'P. Nance',
      'Stern gland replace',
      1390,
      390,
      16,
      52,
      260,
      0,
      'Invoiced',
    ),
    b('PB-2607', 'Gwynn', 'S. Penrose', 'Teak deck recaulk', 5300, 1240, 58, 48, 420, 0, 'WIP'),
    b('PB-2608', 'Bluebell', 'K. Opie', 'Winter lay-up', 2150, 80, 8, 48, 1200, 0, 'Invoiced'),
    b('PB-2609', 'Ottery', 'L. Bolitho', 'Electrics refit', 2950, 720, 24, 52, 0, 450, 'WIP'),
    b('PB-2610', 'Morgawr', 'D. Kitto', 'Keel bolts', 2400, 410, 20, 48, 520, 0, 'Invoiced'),
  ].slice(0, n);
}
export const labourOf = (x: BoatJob): number => c2(x.hrs * x.rate);
export const costOf = (x: BoatJob): number => add([x.materials, labourOf(x), x.haul, x.sub]);
export const marginOf = (x: BoatJob): number => c2(x.quote - costOf(x));
export function boatRows(
  js: BoatJob[],
  o: { biz?: string; cur?: string; haul?: string; status?: string; wip?: string } = {},
): Row51[] {
  const cur = o.cur ?? '£';
  const st = (s: string) => (s === 'WIP' && o.wip ? o.wip : s);
  return [
    [o.biz ?? 'Penrose Boatyard, Helford: job costing 2026'],
    [`Labour charged at ${cur}48/hr (yard) and ${cur}52/hr (engineering).`],
    [],
    [
      'Job no.',
      'Boat',
      'Owner',
      'Work',
      `Quote ${cur}`,
      `Materials ${cur}`,
      'Labour hrs',
      `Rate ${cur}/hr`,
      `Labour ${cur}`,
      `${o.haul ?? 'Haul-out & storage'} ${cur}`,
      `Subcontract ${cur}`,
      `Total cost ${cur}`,
      `Margin ${cur}`,
      'Margin %',
      o.status ?? 'Status',
    ],
    ...js.map((x): Row51 => [
      x.no,
      x.boat,
      x.owner,
      x.work,
      { v: x.quote, f: MONEY },
      { v: x.materials, f: MONEY },
      x.hrs,
      { v: x.rate, f: MONEY },
      { v: labourOf(x), f: MONEY },
      { v: x.haul, f: MONEY },
      { v: x.sub, f: MONEY },
      { v: costOf(x), f: MONEY },
      { v: marginOf(x), f: MONEY },
      { v: Math.round((marginOf(x) / x.quote) * 10000) / 10000, f: PCT },
      st(x.status),
    ]),
    [
      'Totals',
      null,
      null,
      null,
      { v: add(js.map((x) => x.quote)), f: MONEY },
      { v: add(js.map((x) => x.materials)), f: MONEY },
      add(js.map((x) => x.hrs)),
      null,
      { v: add(js.map(labourOf)), f: MONEY },
      { v: add(js.map((x) => x.haul)), f: MONEY },
      { v: add(js.map((x) => x.sub)), f: MONEY },
      { v: add(js.map(costOf)), f: MONEY },
      { v: add(js.map(marginOf)), f: MONEY },
      null,
      null,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// L5 aged debtors: with a Credit limit column (a), Xero's export with a Percentage row (b)

export interface Debtor {
  name: string;
  limit: number;
  b: [number, number, number, number, number];
}
export function debtors(scale = 1, n = 14): Debtor[] {
  const d = (name: string, limit: number, b: [number, number, number, number, number]): Debtor => ({
    name,
    limit: c2(limit * scale),
    b: b.map((x) => c2(x * scale)) as Debtor['b'],
  });
  return [
    d('Kita Sonnenschein', 8000, [2450, 1890, 0, 0, 0]),
    d('Praxis Dr. Meier', 5000, [1200, 0, 640, 0, 0]),
    d('Immobilien Huber AG', 20000, [9800, 6400, 3100, 0, 0]),
    d('Bäckerei Frei', 3000, [860, 920, 780, 410, 350]),
    d('Hotel Seeblick', 15000, [7200, 4100, 0, 0, 0]),
    d('Schulhaus Letzi', 10000, [4300, 0, 0, 0, 0]),
    d('Coiffure Bella', 2000, [540, 480, 0, 0, 1100]),
    d('Treuhand Keller GmbH', 6000, [2100, 1500, 0, 0, 0]),
    d('Fitnesspark Oerlikon', 12000, [5100, 3900, 2200, 0, 0]),
    d('Zahnarzt Brunner', 4000, [1450, 0, 0, 0, 0]),
    d('Restaurant Tell', 5000, [1800, 1650, 0, 620, 0]),
    d('Stiftung Alpenblick', 9000, [3300, 2800, 0, 0, 0]),
    d('Garage Widmer', 2500, [900, 0, 0, 0, 0]),
    d('Buchhandlung Orell', 3500, [1250, 600, 0, 0, 0]),
  ].slice(0, n);
}
export const debtTotal = (x: Debtor): number => add(x.b);
export function debtorRows(
  ds: Debtor[],
  o: {
    biz?: string;
    cur?: string;
    limit?: string;
    first?: string;
    over?: string;
    total?: string;
  } = {},
): Row51[] {
  const cur = o.cur ?? 'CHF';
  const col5 = (i: number) => add(ds.map((x) => x.b[i]!));
  return [
    [o.biz ?? 'Blitzblank Gebäudereinigung GmbH, Zürich'],
    [`Aged receivables (Debitoren-Altersliste) per 30.11.2026, ${cur} incl. MWST`],
    [],
    [
      o.first ?? 'Customer',
      `${o.limit ?? 'Credit limit'} ${cur}`,
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      o.over ?? '> 90 days',
      `${o.total ?? 'Total'} ${cur}`,
    ],
    ...ds.map((x): Row51 => [
      x.name,
      { v: x.limit, f: MONEY },
      ...x.b.map((v): Cell51 => ({ v, f: MONEY })),
      { v: debtTotal(x), f: MONEY },
    ]),
    [
      'Total',
      null,
      ...[0, 1, 2, 3, 4].map((i): Cell51 => ({ v: col5(i), f: MONEY })),
      { v: add(ds.map(debtTotal)), f: MONEY },
    ],
    [],
    ['Accounts over their credit limit are on stop until paid down.'],
  ];
}

export interface XeroContact {
  name: string;
  b: [number, number, number, number, number];
}
export function xeroContacts(scale = 1, n = 8): XeroContact[] {
  const x = (name: string, b: XeroContact['b']): XeroContact => ({
    name,
    b: b.map((v) => c2(v * scale)) as XeroContact['b'],
  });
  return [
    x('Bayside Dental', [1800, 650, 0, 0, 0]),
    x('Coastal Realty', [0, 2400, 900, 0, 0]),
    x('Driftwood Cafe', [420, 0, 0, 0, 0]),
    x('Harbour Motors', [3100, 0, 0, 1200, 0]),
    x('Kelp & Co', [0, 0, 0, 0, 780]),
    x('Northshore Physio', [950, 950, 0, 0, 0]),
    x('Pacific Joinery', [2600, 0, 0, 0, 0]),
    x('Tidewater Yoga', [310, 0, 140, 0, 0]),
    x('Wharf St Bakery', [1100, 1200, 0, 0, 0]),
  ].slice(0, n);
}
export const xeroTotal = (x: XeroContact): number => add(x.b);
export function xeroRows(cs: XeroContact[], o: { biz?: string; first?: string } = {}): Row51[] {
  const colT = (i: number) => add(cs.map((x) => x.b[i]!));
  const grand = add(cs.map(xeroTotal));
  const pctOf = (v: number) => ({ v: Math.round((v / grand) * 10000) / 10000, f: '0.00%' });
  return [
    ['Aged Receivables Summary'],
    [o.biz ?? 'Saltwater Signs Limited'],
    ['As at 30 November 2026'],
    [],
    [o.first ?? 'Contact', 'Current', '1-30 days', '31-60 days', '61-90 days', '90+ days', 'Total'],
    ...cs.map((x): Row51 => [
      x.name,
      ...x.b.map((v): Cell51 => ({ v, f: MONEY })),
      { v: xeroTotal(x), f: MONEY },
    ]),
    [
      'Total',
      ...[0, 1, 2, 3, 4].map((i): Cell51 => ({ v: colT(i), f: MONEY })),
      { v: grand, f: MONEY },
    ],
    ['Percentage of total', ...[0, 1, 2, 3, 4].map((i): Cell51 => pctOf(colT(i))), pctOf(grand)],
  ];
}
