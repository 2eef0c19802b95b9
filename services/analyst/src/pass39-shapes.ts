/**
 * Issue 13, pass 39: the newest blind set's layouts as the lead described them, with made-up
 * figures (see pass39.test.ts). Each builder takes a few knobs so the tests can ask the same
 * question of variants (other labels, currencies, sizes).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** W1: a budget vs actual, a title repeated across the table, then two header rows. */
export interface BvaLine {
  name: string;
  budget: number;
  actual: number;
}
export interface Bva {
  revenue: BvaLine[];
  costs: BvaLine[];
}
export function bva(scale = 1): Bva {
  const l = (name: string, budget: number, actual: number): BvaLine => ({
    name,
    budget: c2(budget * scale),
    actual: c2(actual * scale),
  });
  return {
    revenue: [
      l('Rooms', 382_720, 394_202.41),
      l('Food & beverage', 171_300, 165_880.5),
      l('Events', 48_000, 50_940.2),
    ],
    costs: [
      l('Staff costs', 214_500, 221_310.75),
      l('Marketing', 18_000, 21_460.3),
      l('Laundry', 18_091, 16_640.14),
      l('Utilities', 41_200, 43_915.6),
      l('OTA commission', 36_400, 41_880.92),
    ],
  };
}
export function bvaRows(
  b: Bva,
  cur = '€',
  code = 'EUR',
  hotel = 'The Harbour House Hotel',
): ShapeRow[] {
  const title = `Budget vs Actual - year to date, January to October 2026 (${code})`;
  const line = (x: BvaLine): ShapeRow => {
    const v = c2(x.actual - x.budget);
    return [x.name, x.budget, x.actual, v, Math.round((v / x.budget) * 100) / 100];
  };
  const tot = (name: string, ls: BvaLine[]): ShapeRow =>
    line({ name, budget: add(ls.map((x) => x.budget)), actual: add(ls.map((x) => x.actual)) });
  const rb = add(b.revenue.map((x) => x.budget));
  const ra = add(b.revenue.map((x) => x.actual));
  const cb = add(b.costs.map((x) => x.budget));
  const ca = add(b.costs.map((x) => x.actual));
  return [
    [hotel],
    [null, title, title, title, title],
    [null, 'Budget', 'Actual', 'Variance', 'Variance'],
    [null, cur, cur, `${cur} (Actual - Budget)`, '%'],
    ['REVENUE'],
    ...b.revenue.map(line),
    tot('Total revenue', b.revenue),
    ['COSTS'],
    ...b.costs.map(line),
    tot('Total costs', b.costs),
    [],
    line({ name: 'Net operating profit', budget: c2(rb - cb), actual: c2(ra - ca) }),
  ];
}

/** W2: an aging summary by contact, a Total row, a blank row, then a "Percentage of total" row. */
export const AGING_BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', '90+ days'];
export function agingSummary(scale = 1, n = 9): Array<[string, number[]]> {
  const names = [
    'Abbott Joinery',
    'Birch & Co',
    'Castle Dental',
    'Dunmore Farms',
    'Elm Street Deli',
    'Fox Lettings',
    'Glen Motors',
    'Hill Top Cafe',
    'Iona Print',
    'Juniper Florist',
    'Kestrel Gyms',
  ];
  const base = [
    [4_120.5, 1_200, 0, 0, 0],
    [3_800, 0, 640.2, 0, 0],
    [6_210.4, 2_300, 0, 410, 0],
    [2_050, 0, 0, 0, 1_815.4],
    [3_310, 880.1, 1_020, 0, 0],
    [5_600, 1_450, 0, 1_200, 0],
    [1_990.3, 0, 780, 0, 2_200],
    [2_960, 1_310, 0, 1_001, 0],
    [700, 1_340, 1_710, 0, 0],
    [1_200, 400, 0, 0, 350],
    [2_400, 0, 500, 0, 0],
  ];
  return names.slice(0, n).map((name, i) => [name, base[i]!.map((v) => c2(v * scale))]);
}
export function agingSummaryRows(rows: Array<[string, number[]]>, first = 'Contact'): ShapeRow[] {
  // a bucket a contact owes nothing in is left blank, as the export does
  const line = ([name, xs]: [string, number[]]): ShapeRow => [
    name,
    ...xs.map((v) => (v === 0 ? null : v)),
    add(xs),
  ];
  const tot = AGING_BUCKETS.map((_, b) => add(rows.map((r) => r[1][b]!)));
  const all = add(tot);
  return [
    [first, ...AGING_BUCKETS, 'Total'],
    ...rows.map(line),
    ['Total', ...tot, all],
    [],
    ['Percentage of total', ...tot.map((v) => Math.round((v / all) * 10_000) / 10_000), 1],
  ];
}

/** A book whose numbers take a format by row (the row, its index): Excel's own number formats. */
export async function formattedBook(
  name: string,
  rows: ShapeRow[],
  fmt: (row: ShapeRow, i: number) => string | undefined,
): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  rows.forEach((r, i) => {
    const row = ws.getRow(i + 1);
    const f = fmt(r, i);
    r.forEach((x, c) => {
      if (x === null) return;
      const cell = row.getCell(c + 1);
      cell.value = x as ExcelJS.CellValue;
      if (typeof x === 'number' && f) cell.numFmt = f;
    });
  });
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

/** W3: a rota, weeks down, instructors within each week, weekday hours across, Rate and Pay. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export interface RotaRow {
  week: string;
  who: string;
  days: number[];
  rate: number;
}
export function rota(
  people = ['Priya', 'Dave', 'Megan', 'Tomasz'],
  rates = [22, 20.5, 18, 24],
): RotaRow[] {
  const weeks = ['06/10/2026', '13/10/2026', '20/10/2026', '27/10/2026'];
  const pattern = [
    [6, 4, 0, 5, 3, 8],
    [0, 3, 6, 2, 5, 7],
    [4, 0, 3, 4, 0, 6],
    [3, 5, 2, 0, 4, 9],
  ];
  return weeks.flatMap((week, w) =>
    people.map((who, p) => ({
      week,
      who,
      days: pattern[(p + w) % 4]!.map((h, d) => (d === w ? h + 1 + p : h)),
      rate: rates[p]!,
    })),
  );
}
export function rotaRows(
  rs: RotaRow[],
  cur = '£',
  title = 'Ridgeway Climbing Centre - instructor rota & hours, October 2026',
): ShapeRow[] {
  const hours = (r: RotaRow) => add(r.days);
  const day = WEEKDAYS.map((_, d) => add(rs.map((r) => r.days[d]!)));
  return [
    [title],
    ["Hours as worked; pay at each instructor's rate."],
    ['Week commencing', 'Instructor', ...WEEKDAYS, 'Total hours', `Rate ${cur}/hr`, `Pay ${cur}`],
    ...rs.map((r) => [r.week, r.who, ...r.days, hours(r), r.rate, c2(hours(r) * r.rate)]),
    [],
    [
      'Month total',
      null,
      ...day,
      add(rs.map(hours)),
      null,
      add(rs.map((r) => c2(hours(r) * r.rate))),
    ],
  ];
}

/** W4: a membership tracker, months down, a brought-forward row, levels and flows side by side. */
export interface MemberMonth {
  month: string;
  standard: number;
  premium: number;
  joins: number;
  cancels: number;
}
export function members(k = 1): { bf: number; months: MemberMonth[] } {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
  const joins = [30, 22, 25, 28, 19, 24, 21, 26, 23, 31].map((n) => Math.round(n * k));
  const cancels = [17, 9, 11, 8, 12, 10, 12, 6, 9, 7].map((n) => Math.round(n * k));
  let std = Math.round(180 * k);
  let prem = Math.round(60 * k);
  const months = names.map((m, i) => {
    const net = joins[i]! - cancels[i]!;
    const p = Math.floor(net / 3);
    prem += p;
    std += net - p;
    return {
      month: `${m} 2026`,
      standard: std,
      premium: prem,
      joins: joins[i]!,
      cancels: cancels[i]!,
    };
  });
  const bf = months[0]!.standard + months[0]!.premium - (joins[0]! - cancels[0]!);
  return { bf, months };
}
export function membersRows(
  d: { bf: number; months: MemberMonth[] },
  cur = '$',
  prices: [number, number] = [45, 79],
): ShapeRow[] {
  return [
    [
      `Plans: Standard ${cur}${prices[0]}/month, Premium ${cur}${prices[1]}/month. Members at month end.`,
    ],
    [
      'Month',
      'Standard',
      'Premium',
      'Total members',
      'New joins',
      'Cancellations',
      `MRR (${cur})`,
      'Notes',
    ],
    ['Dec 2025 (b/f)', null, null, d.bf],
    ...d.months.map((m, i) => [
      m.month,
      m.standard,
      m.premium,
      m.standard + m.premium,
      m.joins,
      m.cancels,
      m.standard * prices[0] + m.premium * prices[1],
      i === 4 ? 'Price held' : null,
    ]),
  ];
}

/** W6: a stock statement (pharmacy), Purchase rate and MRP, a TOTAL STOCK VALUE row. */
export interface StockItem {
  code: string;
  item: string;
  pack: string;
  qty: number;
  reorder: number;
  cost: number;
  mrp: number;
}
export function stock(k = 1): StockItem[] {
  const it = (
    code: string,
    item: string,
    pack: string,
    qty: number,
    reorder: number,
    cost: number,
    mrp: number,
  ): StockItem => ({
    code,
    item,
    pack,
    qty,
    reorder,
    cost: c2(cost * k),
    mrp: c2(mrp * k),
  });
  return [
    it('P-101', 'Paracetamol 500mg', '10 tabs', 140, 50, 14.2, 20.5),
    it('P-102', 'Cetirizine 10mg', '10 tabs', 38, 40, 18.75, 27),
    it('P-103', 'ORS sachet', '1 sachet', 210, 80, 16.4, 22),
    it('P-104', 'Cough syrup 100ml', '1 bottle', 25, 30, 72.3, 98.5),
    it('P-105', 'Bandage roll', '1 roll', 60, 20, 31, 45),
    it('P-106', 'Vitamin C 500mg', '15 tabs', 45, 25, 54.8, 79),
  ];
}
export function stockRows(xs: StockItem[], cur = '₹', price = 'MRP'): ShapeRow[] {
  const val = (x: StockItem) => c2(x.qty * x.cost);
  return [
    ['Stock statement as at 31 October 2026'],
    [
      'Item code',
      'Item',
      'Pack',
      'Qty in stock',
      'Reorder level',
      `Purchase rate (${cur})`,
      `${price} (${cur})`,
      `Stock value (${cur})`,
      'Reorder?',
    ],
    ...xs.map((x) => [
      x.code,
      x.item,
      x.pack,
      x.qty,
      x.reorder,
      x.cost,
      x.mrp,
      val(x),
      x.qty <= x.reorder ? 'Yes' : 'No',
    ]),
    ['TOTAL STOCK VALUE', null, null, null, null, null, null, add(xs.map(val))],
  ];
}
