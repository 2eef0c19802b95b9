/**
 * Issue 13, pass 38: the newest blind set's layouts as the lead described them, with made-up
 * figures (see pass38.test.ts). Each builder takes a few knobs so the tests can ask the same
 * question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** W1: a Xero P&L, months across, account codes in the names, Income then Operating Expenses. */
export const XERO_MONTHS = [
  'Jan-26',
  'Feb-26',
  'Mar-26',
  'Apr-26',
  'May-26',
  'Jun-26',
  'Jul-26',
  'Aug-26',
  'Sep-26',
  'Oct-26',
];
export interface XeroPl {
  income: Array<[string, number[]]>;
  expenses: Array<[string, number[]]>;
}
export function xeroPl(scale = 1, biggest = '477 - Wages and Salaries'): XeroPl {
  const s = (xs: number[]) => xs.map((n) => c2(n * scale));
  return {
    income: [
      [
        '200 - Treatment Fees',
        s([21_400, 19_800, 23_100, 22_600, 24_900, 25_300, 20_100, 41_800, 26_700, 27_900]),
      ],
      [
        '260 - Product Sales',
        s([2_100, 1_950, 2_400, 2_250, 2_600, 2_700, 1_900, 2_300, 2_800, 3_050]),
      ],
    ],
    expenses: [
      [
        biggest,
        s([11_200, 11_200, 11_650, 11_650, 11_650, 12_100, 12_100, 12_100, 12_100, 12_400]),
      ],
      ['429 - General Expenses', s([310, 280, 300, 290, 305, 295, 330, 410, 300, 320])],
      ['469 - Rent', s([3_500, 3_500, 3_500, 3_500, 3_500, 3_500, 3_500, 3_500, 3_500, 3_500])],
      ['408 - Cleaning', s([420, 410, 460, 430, 470, 480, 400, 450, 490, 500])],
      ['445 - Light, Power, Heating', s([610, 640, 520, 410, 330, 300, 290, 310, 420, 560])],
      [
        '310 - Cost of Goods Sold',
        s([900, 850, 1_000, 950, 1_100, 1_150, 800, 1_000, 1_200, 1_300]),
      ],
    ],
  };
}
export function xeroPlRows(p: XeroPl, company = 'Harbourside Physio Ltd'): ShapeRow[] {
  const line = ([name, xs]: [string, number[]]): ShapeRow => [name, ...xs, add(xs)];
  const tot = (ls: Array<[string, number[]]>) =>
    XERO_MONTHS.map((_, m) => add(ls.map((l) => l[1][m]!)));
  const inc = tot(p.income);
  const exp = tot(p.expenses);
  const net = inc.map((v, m) => c2(v - exp[m]!));
  return [
    ['Profit and Loss'],
    [company],
    ['For the period 1 January 2026 to 31 October 2026'],
    [],
    ['Account', ...XERO_MONTHS, 'Total'],
    ['Income'],
    ...p.income.map(line),
    ['Total Income', ...inc, add(inc)],
    [],
    ['Operating Expenses'],
    ...p.expenses.map(line),
    ['Total Operating Expenses', ...exp, add(exp)],
    [],
    ['Net Profit', ...net, add(net)],
  ];
}

/** W3: a timesheet, one month, Billable Y/N. */
export interface TimeRow {
  day: number;
  staff: string;
  client: string;
  task: string;
  hours: number;
  rate: number;
  billable: 'Y' | 'N';
}
export function timesheet(rateScale = 1): TimeRow[] {
  const staff: Array<[string, number]> = [
    ['Aisha Khan', 620],
    ['Johan Pretorius', 480],
    ['Lerato Mokoena', 550],
  ];
  const clients = ['Karoo Foods', 'Bay Motors', 'Internal', 'Sable Wines'];
  const out: TimeRow[] = [];
  for (let i = 0; i < 24; i++) {
    const [who, rate] = staff[i % 3]!;
    const client = clients[(i * 7) % 4]!;
    out.push({
      day: 2 + ((i * 5) % 27),
      staff: who,
      client,
      task: ['Bookkeeping', 'Payroll', 'Admin', 'Tax return'][i % 4]!,
      hours: [2, 3.5, 1.5, 4, 6, 2.5, 1, 5][i % 8]!,
      rate: c2(rate * rateScale),
      billable: client === 'Internal' ? 'N' : 'Y',
    });
  }
  return out.sort((a, b) => a.day - b.day);
}
export function timesheetRows(ts: TimeRow[], cur = 'R', month = 9): ShapeRow[] {
  return [
    [
      'Date',
      'Staff',
      'Client',
      'Task',
      'Hours',
      `Rate (${cur}/h)`,
      'Billable (Y/N)',
      `Amount (${cur})`,
    ],
    ...ts.map(
      (t) =>
        [
          new Date(Date.UTC(2026, month, t.day)),
          t.staff,
          t.client,
          t.task,
          t.hours,
          t.rate,
          t.billable,
          t.billable === 'Y' ? c2(t.hours * t.rate) : 0,
        ] as ShapeRow,
    ),
  ];
}

/** W4: a sales log, day-first text dates, a unit in the product name. */
export interface SaleRow {
  date: string;
  channel: string;
  product: string;
  qty: number;
  price: number;
}
export function salesLog(priceScale = 1): SaleRow[] {
  const products: Array<[string, number]> = [
    ['Tomatoes (kg)', 4.5],
    ['Eggs (dozen)', 5.2],
    ['Veg box small', 18],
    ['Veg box large', 29],
  ];
  const channels = ['Farm gate', 'Market stall', 'Online'];
  const out: SaleRow[] = [];
  for (let i = 0; i < 30; i++) {
    const [product, price] = products[i % 4]!;
    const month = i < 15 ? 9 : 10;
    const day = 1 + ((i * 4) % 28);
    out.push({
      date: `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-2026`,
      channel: channels[(i * 5) % 3]!,
      product,
      qty: [12, 6, 3, 2, 8, 10, 1, 4][i % 8]!,
      price: c2(price * priceScale),
    });
  }
  return out;
}
export function salesLogRows(ss: SaleRow[]): ShapeRow[] {
  return [
    ['Date', 'Channel', 'Product', 'Qty', 'Unit price', 'Amount', 'Notes'],
    ...ss.map(
      (s) => [s.date, s.channel, s.product, s.qty, s.price, c2(s.qty * s.price), null] as ShapeRow,
    ),
  ];
}

/** W5: a price list with stock on hand and a reorder flag. */
export interface PriceItem {
  code: string;
  item: string;
  range: string;
  cost: number;
  price: number;
  stock: number;
  reorderAt: number;
}
export function priceList(scale = 1): PriceItem[] {
  const s = (n: number) => Math.round(n * scale);
  return [
    {
      code: 'P01',
      item: 'Hanging planter',
      range: 'Planters',
      cost: s(820),
      price: s(2_200),
      stock: 14,
      reorderAt: 10,
    },
    {
      code: 'P02',
      item: 'Terracotta pot',
      range: 'Planters',
      cost: s(300),
      price: s(950),
      stock: 40,
      reorderAt: 20,
    },
    {
      code: 'S01',
      item: 'Bonsai shears',
      range: 'Tools',
      cost: s(1_450),
      price: s(2_600),
      stock: 6,
      reorderAt: 8,
    },
    {
      code: 'S02',
      item: 'Watering can',
      range: 'Tools',
      cost: s(700),
      price: s(1_900),
      stock: 11,
      reorderAt: 5,
    },
    {
      code: 'K01',
      item: 'Moss kit',
      range: 'Kits',
      cost: s(510),
      price: s(1_200),
      stock: 3,
      reorderAt: 5,
    },
    {
      code: 'K02',
      item: 'Kokedama kit',
      range: 'Kits',
      cost: s(1_900),
      price: s(2_750),
      stock: 9,
      reorderAt: 4,
    },
  ];
}
export function priceListRows(ps: PriceItem[], cur = '¥'): ShapeRow[] {
  return [
    [
      'Code',
      'Item',
      'Range',
      `Unit cost ${cur}`,
      `Price ${cur}`,
      `Margin ${cur}`,
      'Margin %',
      'In stock',
      'Reorder at',
      'Reorder?',
    ],
    ...ps.map(
      (p) =>
        [
          p.code,
          p.item,
          p.range,
          p.cost,
          p.price,
          p.price - p.cost,
          c2(((p.price - p.cost) / p.price) * 100),
          p.stock,
          p.reorderAt,
          p.stock <= p.reorderAt ? 'YES' : null,
        ] as ShapeRow,
    ),
  ];
}

/** W6: a payroll register with pay components, one month in its title. */
export interface PayLine {
  id: string;
  name: string;
  branch: string;
  role: string;
  basic: number;
  hra: number;
  commission: number;
}
export function payroll(scale = 1): PayLine[] {
  const s = (n: number) => Math.round(n * scale);
  return [
    {
      id: 'E01',
      name: 'Priya Sharma',
      branch: 'Indiranagar',
      role: 'Manager',
      basic: s(62_000),
      hra: s(24_800),
      commission: s(8_500),
    },
    {
      id: 'E02',
      name: 'Arjun Rao',
      branch: 'Indiranagar',
      role: 'Sales',
      basic: s(31_000),
      hra: s(12_400),
      commission: s(14_200),
    },
    {
      id: 'E03',
      name: 'Kavya Nair',
      branch: 'Koramangala',
      role: 'Sales',
      basic: s(30_000),
      hra: s(12_000),
      commission: s(11_750),
    },
    {
      id: 'E04',
      name: 'Rohit Menon',
      branch: 'Koramangala',
      role: 'Manager',
      basic: s(60_000),
      hra: s(24_000),
      commission: s(6_300),
    },
    {
      id: 'E05',
      name: 'Sneha Iyer',
      branch: 'Indiranagar',
      role: 'Support',
      basic: s(24_000),
      hra: s(9_600),
      commission: 0,
    },
  ];
}
export function payrollRows(ps: PayLine[], month = 'October 2026', cur = '₹'): ShapeRow[] {
  const line = (p: PayLine) => {
    const gross = p.basic + p.hra + p.commission;
    const pf = Math.round(p.basic * 0.12);
    const pt = 200;
    const tds = Math.round(gross * 0.08);
    return [
      p.id,
      p.name,
      p.branch,
      p.role,
      p.basic,
      p.hra,
      p.commission,
      gross,
      pf,
      pt,
      tds,
      pf + pt + tds,
      gross - pf - pt - tds,
    ];
  };
  const lines = ps.map(line);
  const tot = (i: number) => lines.reduce((a, l) => a + (l[i] as number), 0);
  return [
    [`Payroll register – ${month} (${cur})`],
    [],
    [
      'Emp ID',
      'Name',
      'Branch',
      'Designation',
      'Basic',
      'HRA',
      'Commission',
      'Gross Pay',
      'PF (12%)',
      'Prof. Tax',
      'TDS',
      'Total Deductions',
      'Net Pay',
    ],
    ...lines,
    ['Total', null, null, null, ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map(tot)],
  ];
}

/** W7: VAT return workings: a sales block, a purchases block, then the boxes. */
export interface VatBook {
  sales: Array<[string, number]>;
  purchases: Array<[string, number]>;
}
export function vatBook(scale = 1, props = 'Props & puzzles'): VatBook {
  const s = (n: number) => c2(n * scale);
  return {
    sales: [
      ['July 2026', s(18_400)],
      ['August 2026', s(21_350)],
      ['September 2026', s(16_900)],
    ],
    purchases: [
      [props, s(2_840)],
      ['Marketing', s(1_960)],
      ['Utilities', s(1_210)],
      ['Equipment', s(3_300)],
    ],
  };
}
export function vatRows(v: VatBook, business = 'Escape Room Co'): ShapeRow[] {
  const vat = (n: number) => c2(n * 0.2);
  const block = (ls: Array<[string, number]>) =>
    ls.map(([l, n]) => [l, n, vat(n), c2(n + vat(n))] as ShapeRow);
  const tot = (ls: Array<[string, number]>) => {
    const n = add(ls.map((l) => l[1]));
    const t = add(ls.map((l) => vat(l[1])));
    return [n, t, c2(n + t)];
  };
  const [sn, st] = tot(v.sales);
  const [pn, pt] = tot(v.purchases);
  return [
    [`${business} – VAT return workings`],
    ['Period 01/07/2026 – 30/09/2026, standard rate 20%'],
    [],
    ['SALES (bookings & vouchers redeemed)', 'Net', 'VAT', 'Gross'],
    ...block(v.sales),
    ['Total sales', ...tot(v.sales)],
    [],
    ['PURCHASES', 'Net', 'VAT', 'Gross'],
    ...block(v.purchases),
    ['Total purchases', ...tot(v.purchases)],
    [],
    ['Box 1 VAT due on sales', st!],
    ['Box 2 VAT due on acquisitions', 0],
    ['Box 3 Total VAT due', st!],
    ['Box 4 VAT reclaimed on purchases', pt!],
    ['Box 5 Net VAT to pay HMRC', c2(st! - pt!)],
    ['Box 6 Total sales ex VAT', sn!],
    ['Box 7 Total purchases ex VAT', pn!],
  ];
}
