/**
 * Tuning set C's (first written as the blind hold-out) workbooks: thirteen small-business shapes as owners keep them, written
 * with exceljs from seeded data. Each builder returns the bytes and the data it wrote (money in
 * integer cents), from which questions.ts computes every expected figure without the engine.
 * Written from the shapes alone, before looking at what the engine does (see README.md).
 */
import ExcelJS from 'exceljs';
import {
  DAYS_IN_MONTH,
  MONTH_ABBR,
  MONTH_FULL,
  bytesOf,
  int,
  oneOf,
  putDate,
  putMoney,
  putText,
  seeded,
  total,
  type YMD,
} from './sheet-kit';

interface Built<D> {
  bytes: Uint8Array;
  data: D;
}

// ------------------------------------------ 1. coffee shop: products down, months across (USD)
export interface CoffeeData {
  products: string[];
  /** cents[product][month 0..11] */
  cells: number[][];
}

export const COFFEE_PRODUCTS = [
  'Espresso drinks',
  'Drip coffee',
  'Tea',
  'Pastries',
  'Sandwiches',
  'Merchandise',
];

export async function buildCoffee(seed: number): Promise<Built<CoffeeData>> {
  const r = seeded(seed);
  const base: Record<string, [number, number]> = {
    'Espresso drinks': [18_000_00, 27_000_00],
    'Drip coffee': [7_000_00, 11_000_00],
    Tea: [2_500_00, 4_800_00],
    Pastries: [6_000_00, 9_500_00],
    Sandwiches: [8_000_00, 13_000_00],
    Merchandise: [900_00, 3_200_00],
  };
  const cells = COFFEE_PRODUCTS.map((p) => MONTH_ABBR.map(() => int(r, ...base[p]!)));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FY2025 Sales');
  putText(ws, 1, 1, 'Maple Street Coffee');
  putText(ws, 2, 1, 'Sales by product, fiscal year 2025 (USD)');
  const head = 4;
  ws.getRow(head).values = ['Product', ...MONTH_ABBR, 'Total'];
  const fmt = '$#,##0.00';
  cells.forEach((row, p) => {
    putText(ws, head + 1 + p, 1, COFFEE_PRODUCTS[p]!);
    row.forEach((c, m) => putMoney(ws, head + 1 + p, 2 + m, c, fmt));
    putMoney(ws, head + 1 + p, 14, total(row), fmt);
  });
  const t = head + 1 + cells.length;
  putText(ws, t, 1, 'Total');
  MONTH_ABBR.forEach((_, m) => putMoney(ws, t, 2 + m, total(cells.map((row) => row[m]!)), fmt));
  putMoney(ws, t, 14, total(cells.map(total)), fmt);
  putText(ws, t + 2, 1, 'Figures exclude sales tax. Source: POS export, reconciled monthly.');
  return { bytes: await bytesOf(wb), data: { products: COFFEE_PRODUCTS, cells } };
}

// ------------------------------------------ 2. ceramics order book: one row per sale (EUR)
export interface OrderRow {
  date: YMD;
  order: string;
  customer: string;
  product: string;
  qty: number;
  unit: number;
  amount: number;
}
export interface OrdersData {
  rows: OrderRow[];
  prices: Record<string, number>;
}

export const ORDER_PRODUCTS: Record<string, number> = {
  'Stoneware mug': 24_00,
  'Serving bowl': 58_00,
  'Dinner plate': 32_50,
  Teapot: 89_00,
  'Bud vase': 41_00,
  'Espresso cup set': 67_50,
};
export const ORDER_CUSTOMERS = [
  'Café Soleil',
  'Hotel Nord',
  'Maison Verte',
  'Bistro 21',
  'Le Petit Four',
  'Galerie Ouest',
  'Atelier Brun',
  'Chez Paulette',
];

export async function buildOrders(seed: number): Promise<Built<OrdersData>> {
  const r = seeded(seed);
  const rows: OrderRow[] = [];
  const products = Object.keys(ORDER_PRODUCTS);
  let n = 1040;
  for (let m = 1; m <= 12; m++) {
    const count = int(r, 5, 11);
    const days = Array.from({ length: count }, () => int(r, 1, DAYS_IN_MONTH[m - 1]!)).sort(
      (a, b) => a - b,
    );
    for (const d of days) {
      const product = oneOf(r, products);
      const unit = ORDER_PRODUCTS[product]!;
      const qty = int(r, 1, 24);
      rows.push({
        date: { y: 2025, m, d },
        order: `SO-${n++}`,
        customer: oneOf(r, ORDER_CUSTOMERS),
        product,
        qty,
        unit,
        amount: qty * unit,
      });
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  putText(ws, 1, 1, 'Atelier Lune - order book 2025');
  const head = 3;
  ws.getRow(head).values = [
    'Date',
    'Order #',
    'Customer',
    'Product',
    'Qty',
    'Unit price (€)',
    'Amount (€)',
  ];
  const fmt = '#,##0.00 "€"';
  rows.forEach((o, i) => {
    const row = head + 1 + i;
    putDate(ws, row, 1, o.date, 'dd/mm/yyyy');
    putText(ws, row, 2, o.order);
    putText(ws, row, 3, o.customer);
    putText(ws, row, 4, o.product);
    ws.getCell(row, 5).value = o.qty;
    putMoney(ws, row, 6, o.unit, fmt);
    putMoney(ws, row, 7, o.amount, fmt);
  });
  const t = head + rows.length + 2;
  putText(ws, t, 4, 'Total');
  ws.getCell(t, 5).value = total(rows.map((o) => o.qty));
  putMoney(ws, t, 7, total(rows.map((o) => o.amount)), fmt);
  putText(ws, t + 2, 1, 'Amounts exclude VAT.');
  return { bytes: await bytesOf(wb), data: { rows, prices: ORDER_PRODUCTS } };
}

// ------------------------------------------ 3. courier expense log: blocks per category (PHP)
export interface ExpenseRow {
  date: YMD;
  payee: string;
  category: string;
  particulars: string;
  amount: number;
}
export interface ExpensesData {
  categories: string[];
  rows: ExpenseRow[];
}

const EXPENSE_KINDS: Record<string, { payees: string[]; what: string[]; range: [number, number] }> =
  {
    Fuel: {
      payees: ['Petron', 'Shell', 'Caltex'],
      what: ['Diesel, van 1', 'Diesel, van 2', 'Gasoline, motorcycle'],
      range: [1_800_00, 6_500_00],
    },
    'Vehicle repairs': {
      payees: ['AutoFix Pasig', 'Goodyear Servitek'],
      what: ['Brake pads', 'Tire replacement', 'Oil change', 'Clutch repair'],
      range: [1_500_00, 18_000_00],
    },
    Rent: {
      payees: ['RDL Realty'],
      what: ['Warehouse rent'],
      range: [35_000_00, 35_000_00],
    },
    Utilities: {
      payees: ['Meralco', 'Manila Water', 'PLDT'],
      what: ['Electricity', 'Water', 'Internet'],
      range: [1_200_00, 9_800_00],
    },
    'Office supplies': {
      payees: ['National Book Store', 'Office Warehouse'],
      what: ['Waybills and forms', 'Printer ink', 'Packing tape'],
      range: [350_00, 4_200_00],
    },
    Meals: {
      payees: ['Jollibee', 'Chowking', 'Mang Inasal'],
      what: ['Riders meal allowance', 'Team lunch'],
      range: [450_00, 3_600_00],
    },
  };

export async function buildExpenses(seed: number): Promise<Built<ExpensesData>> {
  const r = seeded(seed);
  const categories = Object.keys(EXPENSE_KINDS);
  const rows: ExpenseRow[] = [];
  for (const category of categories) {
    const k = EXPENSE_KINDS[category]!;
    const lines: ExpenseRow[] = [];
    if (category === 'Rent') {
      for (let m = 1; m <= 6; m++) {
        lines.push({
          date: { y: 2025, m, d: 5 },
          payee: k.payees[0]!,
          category,
          particulars: `${k.what[0]!}, ${MONTH_FULL[m - 1]!}`,
          amount: k.range[0],
        });
      }
    } else {
      // the vans fill up every week or two; the other costs come a few times a month at most
      const count = category === 'Fuel' ? int(r, 16, 24) : int(r, 6, 12);
      for (let i = 0; i < count; i++) {
        const m = int(r, 1, 6);
        // a utility bill's payee and particulars go together (Meralco bills electricity)
        const w = int(r, 0, k.what.length - 1);
        lines.push({
          date: { y: 2025, m, d: int(r, 1, DAYS_IN_MONTH[m - 1]!) },
          payee: category === 'Utilities' ? k.payees[w]! : oneOf(r, k.payees),
          category,
          particulars: k.what[w]!,
          amount: int(r, ...k.range),
        });
      }
      lines.sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    }
    rows.push(...lines);
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses H1');
  putText(ws, 1, 1, 'Lakbay Courier Services');
  putText(ws, 2, 1, 'Expense log, January - June 2025 (amounts in PHP)');
  const head = 4;
  ws.getRow(head).values = ['Date', 'Paid to', 'Category', 'Particulars', 'Amount'];
  const fmt = '₱#,##0.00';
  let row = head + 1;
  for (const category of categories) {
    const lines = rows.filter((x) => x.category === category);
    for (const x of lines) {
      putDate(ws, row, 1, x.date, 'mm/dd/yyyy');
      putText(ws, row, 2, x.payee);
      putText(ws, row, 3, x.category);
      putText(ws, row, 4, x.particulars);
      putMoney(ws, row, 5, x.amount, fmt);
      row++;
    }
    putText(ws, row, 4, `Total ${category}`);
    putMoney(ws, row, 5, total(lines.map((x) => x.amount)), fmt);
    row += 2; // one blank row between category blocks
  }
  putText(ws, row, 4, 'GRAND TOTAL');
  putMoney(ws, row, 5, total(rows.map((x) => x.amount)), fmt);
  putText(ws, row + 2, 1, 'Receipts filed in the blue folder. Cash advances not included.');
  return { bytes: await bytesOf(wb), data: { categories, rows } };
}

// ------------------------------------------ 4. restaurant P&L: sections, Total lines, months across (PHP)
export const PNL_REVENUE = ['Food sales', 'Beverage sales', 'Catering'];
export const PNL_COST = ['Food cost', 'Beverage cost'];
export const PNL_OPEX = [
  'Salaries and wages',
  'Rent',
  'Utilities',
  'Marketing',
  'Repairs and maintenance',
];
export interface PnlData {
  /** cents per month for each line of PNL_REVENUE, PNL_COST, PNL_OPEX */
  lines: Record<string, number[]>;
}

export async function buildPnl(seed: number): Promise<Built<PnlData>> {
  const r = seeded(seed);
  const lines: Record<string, number[]> = {};
  const months = MONTH_ABBR.map((_, m) => m);
  lines['Food sales'] = months.map(() => int(r, 820_000_00, 1_150_000_00));
  lines['Beverage sales'] = months.map(() => int(r, 260_000_00, 390_000_00));
  lines.Catering = months.map(() => int(r, 40_000_00, 210_000_00));
  lines['Food cost'] = lines['Food sales'].map((s) => Math.round((s * int(r, 30, 36)) / 100));
  lines['Beverage cost'] = lines['Beverage sales'].map((s) =>
    Math.round((s * int(r, 22, 28)) / 100),
  );
  lines['Salaries and wages'] = months.map(() => int(r, 300_000_00, 340_000_00));
  lines.Rent = months.map(() => 150_000_00);
  lines.Utilities = months.map(() => int(r, 48_000_00, 76_000_00));
  lines.Marketing = months.map(() => int(r, 10_000_00, 60_000_00));
  lines['Repairs and maintenance'] = months.map(() => int(r, 3_000_00, 45_000_00));
  const sumLines = (names: string[], m: number): number => total(names.map((n) => lines[n]![m]!));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Income Statement');
  putText(ws, 1, 1, 'Casa Verde Restaurant');
  putText(ws, 2, 1, 'Statement of Profit or Loss');
  putText(ws, 3, 1, 'For the year ended 31 December 2025');
  putText(ws, 4, 1, 'In Philippine Pesos');
  const head = 6;
  ws.getRow(head).values = ['', ...MONTH_ABBR, 'FY 2025'];
  const fmt = '#,##0.00;(#,##0.00)';
  let row = head + 1;
  const writeLine = (label: string, values: number[]): void => {
    putText(ws, row, 1, label);
    values.forEach((v, m) => putMoney(ws, row, 2 + m, v, fmt));
    putMoney(ws, row, 14, total(values), fmt);
    row++;
  };
  const section = (title: string): void => {
    putText(ws, row++, 1, title);
  };
  const rev = months.map((m) => sumLines(PNL_REVENUE, m));
  const cos = months.map((m) => sumLines(PNL_COST, m));
  const opex = months.map((m) => sumLines(PNL_OPEX, m));
  section('REVENUE');
  PNL_REVENUE.forEach((n) => writeLine(`  ${n}`, lines[n]!));
  writeLine('Total Revenue', rev);
  row++;
  section('COST OF SALES');
  PNL_COST.forEach((n) => writeLine(`  ${n}`, lines[n]!));
  writeLine('Total Cost of Sales', cos);
  row++;
  writeLine(
    'GROSS PROFIT',
    months.map((m) => rev[m]! - cos[m]!),
  );
  row++;
  section('OPERATING EXPENSES');
  PNL_OPEX.forEach((n) => writeLine(`  ${n}`, lines[n]!));
  writeLine('Total Operating Expenses', opex);
  row++;
  writeLine(
    'NET INCOME',
    months.map((m) => rev[m]! - cos[m]! - opex[m]!),
  );
  putText(ws, row + 1, 1, 'Unaudited. Prepared by management.');
  return { bytes: await bytesOf(wb), data: { lines } };
}

// ------------------------------------------ 5. QuickBooks P&L export by quarter, indented accounts (USD)
/** Leaf accounts in order, each with its section; the Auto parent holds Fuel and Vehicle Repairs. */
export const QB_INCOME = ['4000 Service Revenue', '4100 Parts Sales', '4200 Emergency Call-outs'];
export const QB_COGS = ['5000 Materials', '5100 Subcontractors'];
export const QB_AUTO = ['6110 Fuel', '6120 Vehicle Repairs'];
export const QB_EXPENSES = [
  '6000 Advertising & Marketing',
  '6200 Insurance',
  '6300 Office Expenses',
  '6400 Payroll Expenses',
  '6500 Rent or Lease',
  '6600 Utilities',
];
export const QB_OTHER = ['7000 Interest Earned'];
export const QB_QUARTERS = ['Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025'];
export interface QbData {
  /** cents per quarter for each leaf account */
  accounts: Record<string, number[]>;
}

export async function buildQb(seed: number): Promise<Built<QbData>> {
  const r = seeded(seed);
  const q4 = (lo: number, hi: number): number[] => QB_QUARTERS.map(() => int(r, lo, hi));
  const accounts: Record<string, number[]> = {
    '4000 Service Revenue': q4(160_000_00, 240_000_00),
    '4100 Parts Sales': q4(40_000_00, 75_000_00),
    '4200 Emergency Call-outs': q4(12_000_00, 30_000_00),
    '5000 Materials': q4(45_000_00, 70_000_00),
    '5100 Subcontractors': q4(15_000_00, 32_000_00),
    '6110 Fuel': q4(6_000_00, 9_500_00),
    '6120 Vehicle Repairs': q4(1_500_00, 7_000_00),
    '6000 Advertising & Marketing': q4(3_000_00, 9_000_00),
    '6200 Insurance': q4(4_200_00, 4_200_00),
    '6300 Office Expenses': q4(800_00, 2_600_00),
    '6400 Payroll Expenses': q4(70_000_00, 82_000_00),
    '6500 Rent or Lease': q4(9_000_00, 9_000_00),
    '6600 Utilities': q4(1_400_00, 2_900_00),
    '7000 Interest Earned': q4(40_00, 160_00),
  };
  const sumQ = (names: string[], q: number): number => total(names.map((n) => accounts[n]![q]!));
  const qs = QB_QUARTERS.map((_, q) => q);
  const income = qs.map((q) => sumQ(QB_INCOME, q));
  const cogs = qs.map((q) => sumQ(QB_COGS, q));
  const auto = qs.map((q) => sumQ(QB_AUTO, q));
  const expenses = qs.map((q) => sumQ(QB_EXPENSES, q) + auto[q]!);
  const other = qs.map((q) => sumQ(QB_OTHER, q));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  putText(ws, 1, 1, 'Northwind Plumbing LLC');
  putText(ws, 2, 1, 'Profit and Loss');
  putText(ws, 3, 1, 'January - December 2025');
  const head = 5;
  ws.getRow(head).values = ['', ...QB_QUARTERS, 'Total'];
  const fmt = '#,##0.00';
  let row = head + 1;
  const label = (text: string, indent: number): void => {
    const cell = ws.getCell(row, 1);
    cell.value = `${'   '.repeat(indent)}${text}`;
    cell.alignment = { indent };
  };
  const line = (text: string, indent: number, values: number[]): void => {
    label(text, indent);
    values.forEach((v, q) => putMoney(ws, row, 2 + q, v, fmt));
    putMoney(ws, row, 6, total(values), fmt);
    row++;
  };
  const heading = (text: string, indent: number): void => {
    label(text, indent);
    row++;
  };
  heading('Income', 0);
  QB_INCOME.forEach((a) => line(a, 1, accounts[a]!));
  line('Total Income', 0, income);
  heading('Cost of Goods Sold', 0);
  QB_COGS.forEach((a) => line(a, 1, accounts[a]!));
  line('Total Cost of Goods Sold', 0, cogs);
  line(
    'Gross Profit',
    0,
    qs.map((q) => income[q]! - cogs[q]!),
  );
  heading('Expenses', 0);
  line(QB_EXPENSES[0]!, 1, accounts[QB_EXPENSES[0]!]!);
  heading('6100 Auto', 1);
  QB_AUTO.forEach((a) => line(a, 2, accounts[a]!));
  line('Total 6100 Auto', 1, auto);
  QB_EXPENSES.slice(1).forEach((a) => line(a, 1, accounts[a]!));
  line('Total Expenses', 0, expenses);
  line(
    'Net Operating Income',
    0,
    qs.map((q) => income[q]! - cogs[q]! - expenses[q]!),
  );
  heading('Other Income', 0);
  QB_OTHER.forEach((a) => line(a, 1, accounts[a]!));
  line('Total Other Income', 0, other);
  line('Net Other Income', 0, other);
  line(
    'Net Income',
    0,
    qs.map((q) => income[q]! - cogs[q]! - expenses[q]! + other[q]!),
  );
  putText(ws, row + 2, 1, 'Accrual basis  Friday, January 9, 2026  10:42 AM GMT-05:00');
  return { bytes: await bytesOf(wb), data: { accounts } };
}

// ------------------------------------------ 6. A/R aging summary (PHP)
export const AGING_BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];
export interface AgingRow {
  customer: string;
  /** cents per bucket, in AGING_BUCKETS order */
  buckets: number[];
}
export interface AgingData {
  rows: AgingRow[];
}
const AGING_CUSTOMERS = [
  'Abad Construction',
  'Bicol Builders Inc.',
  'Casa Maria Homes',
  'Delos Reyes Trading',
  'Everlast Roofing',
  'Fajardo & Sons',
  'Golden Bay Developers',
  'Hernandez Electrical',
  'Ilustre Interiors',
  'JM Santos Contractor',
  'Kalayaan Realty',
  'Luzon Steelworks',
];

export async function buildAging(seed: number): Promise<Built<AgingData>> {
  const r = seeded(seed);
  const rows: AgingRow[] = AGING_CUSTOMERS.map((customer) => ({
    customer,
    buckets: AGING_BUCKETS.map((_, b) =>
      r() < 0.35 + b * 0.1 ? 0 : int(r, 2_000_00, b === 0 ? 180_000_00 : 95_000_00),
    ),
  }));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  putText(ws, 1, 1, 'Bayanihan Hardware Supply');
  putText(ws, 2, 1, 'A/R Aging Summary');
  putText(ws, 3, 1, 'As of March 31, 2026');
  const head = 5;
  ws.getRow(head).values = ['Customer', ...AGING_BUCKETS, 'Total'];
  const fmt = '#,##0.00';
  rows.forEach((x, i) => {
    const row = head + 1 + i;
    putText(ws, row, 1, x.customer);
    x.buckets.forEach((c, b) => {
      if (c !== 0) putMoney(ws, row, 2 + b, c, fmt); // QuickBooks leaves empty buckets blank
    });
    putMoney(ws, row, 7, total(x.buckets), fmt);
  });
  const t = head + 1 + rows.length;
  putText(ws, t, 1, 'TOTAL');
  AGING_BUCKETS.forEach((_, b) =>
    putMoney(ws, t, 2 + b, total(rows.map((x) => x.buckets[b]!)), fmt),
  );
  putMoney(ws, t, 7, total(rows.map((x) => total(x.buckets))), fmt);
  return { bytes: await bytesOf(wb), data: { rows } };
}

// ------------------------------------------ 7. bank statement export (EUR)
export interface BankRow {
  date: YMD;
  description: string;
  debit: number;
  credit: number;
  balance: number;
}
export interface BankData {
  opening: number;
  rows: BankRow[];
}
const BANK_CLIENTS = ['Quinta do Vale', 'Lisboa Tours', 'Casa Azul Lda', 'Porto Design'];
const BANK_STAFF = ['R. Costa', 'M. Silva'];

export async function buildBank(seed: number): Promise<Built<BankData>> {
  const r = seeded(seed);
  const opening = int(r, 14_000_00, 19_000_00);
  const rows: BankRow[] = [];
  let balance = opening;
  const push = (date: YMD, description: string, debit: number, credit: number): void => {
    balance += credit - debit;
    rows.push({ date, description, debit, credit, balance });
  };
  for (let m = 1; m <= 3; m++) {
    const events: Array<{ d: number; desc: string; debit: number; credit: number }> = [];
    events.push({ d: 1, desc: 'RENT OFFICE AV LIBERDADE', debit: 1_850_00, credit: 0 });
    events.push({
      d: 12,
      desc: 'SEPA DD EDP ENERGIA',
      debit: int(r, 180_00, 420_00),
      credit: 0,
    });
    for (const who of BANK_STAFF) {
      events.push({ d: 28, desc: `SALARY ${who}`, debit: int(r, 1_400_00, 1_900_00), credit: 0 });
    }
    for (let i = 0, n = int(r, 3, 6); i < n; i++) {
      events.push({
        d: int(r, 2, 27),
        desc: 'CARD PAYMENT GALP FUEL',
        debit: int(r, 45_00, 95_00),
        credit: 0,
      });
    }
    for (let i = 0, n = int(r, 4, 7); i < n; i++) {
      events.push({
        d: int(r, 2, 27),
        desc: `TRANSFER FROM ${oneOf(r, BANK_CLIENTS).toUpperCase()}`,
        debit: 0,
        credit: int(r, 600_00, 4_800_00),
      });
    }
    for (let i = 0, n = int(r, 1, 3); i < n; i++) {
      events.push({
        d: int(r, 2, 27),
        desc: 'CARD PAYMENT CONTINENTE',
        debit: int(r, 20_00, 140_00),
        credit: 0,
      });
    }
    events.push({ d: DAYS_IN_MONTH[m - 1]!, desc: 'BANK FEE MAINTENANCE', debit: 7_50, credit: 0 });
    events.sort((a, b) => a.d - b.d);
    for (const e of events) push({ y: 2026, m, d: e.d }, e.desc, e.debit, e.credit);
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  putText(ws, 1, 1, 'Banco Atlântico - Business Current Account');
  putText(ws, 2, 1, 'Account: PT50 0033 0000 4536 7821 9905 1');
  putText(ws, 3, 1, 'Period: 01/01/2026 - 31/03/2026   Currency: EUR');
  const head = 5;
  ws.getRow(head).values = ['Date', 'Description', 'Debit', 'Credit', 'Balance'];
  const fmt = '#,##0.00';
  putDate(ws, head + 1, 1, { y: 2026, m: 1, d: 1 }, 'dd/mm/yyyy');
  putText(ws, head + 1, 2, 'OPENING BALANCE');
  putMoney(ws, head + 1, 5, opening, fmt);
  rows.forEach((x, i) => {
    const row = head + 2 + i;
    putDate(ws, row, 1, x.date, 'dd/mm/yyyy');
    putText(ws, row, 2, x.description);
    if (x.debit) putMoney(ws, row, 3, x.debit, fmt);
    if (x.credit) putMoney(ws, row, 4, x.credit, fmt);
    putMoney(ws, row, 5, x.balance, fmt);
  });
  return { bytes: await bytesOf(wb), data: { opening, rows } };
}

// ------------------------------------------ 8. payroll register, two-row header, months in blocks (PHP)
export interface PayRow {
  /** 1..6 */
  month: number;
  employee: string;
  gross: number;
  sss: number;
  philhealth: number;
  pagibig: number;
  tax: number;
  deductions: number;
  net: number;
}
export interface PayrollData {
  employees: string[];
  rows: PayRow[];
}
const PAY_STAFF: Record<string, number> = {
  'Maria Santos': 42_000_00,
  'Jose Reyes': 28_500_00,
  'Ana Cruz': 24_000_00,
  'Ramon Dela Cruz': 21_000_00,
  'Liza Manalo': 18_500_00,
  'Paolo Garcia': 16_000_00,
};

export async function buildPayroll(seed: number): Promise<Built<PayrollData>> {
  const r = seeded(seed);
  const employees = Object.keys(PAY_STAFF);
  const rows: PayRow[] = [];
  for (let month = 1; month <= 6; month++) {
    for (const employee of employees) {
      const gross = PAY_STAFF[employee]! + int(r, 0, 2_400_00); // overtime varies
      const sss = Math.min(Math.round((gross * 45) / 1000), 1_350_00);
      const philhealth = Math.round((gross * 25) / 1000);
      const pagibig = 200_00;
      const taxable = gross - sss - philhealth - pagibig;
      const tax = taxable > 20_833_00 ? Math.round(((taxable - 20_833_00) * 15) / 100) : 0;
      const deductions = sss + philhealth + pagibig + tax;
      rows.push({
        month,
        employee,
        gross,
        sss,
        philhealth,
        pagibig,
        tax,
        deductions,
        net: gross - deductions,
      });
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll 2025');
  putText(ws, 1, 1, 'Pandayan Print Shop');
  putText(ws, 2, 1, 'Payroll register, January - June 2025');
  const top = 4;
  putText(ws, top, 4, 'Deductions');
  ws.mergeCells(top, 4, top, 8);
  ws.getRow(top + 1).values = [
    'Month',
    'Employee',
    'Gross Pay',
    'SSS',
    'PhilHealth',
    'Pag-IBIG',
    'Withholding Tax',
    'Total',
    'Net Pay',
  ];
  const fmt = '#,##0.00';
  let row = top + 2;
  for (let month = 1; month <= 6; month++) {
    for (const x of rows.filter((p) => p.month === month)) {
      putText(ws, row, 1, MONTH_FULL[month - 1]!);
      putText(ws, row, 2, x.employee);
      [x.gross, x.sss, x.philhealth, x.pagibig, x.tax, x.deductions, x.net].forEach((v, i) =>
        putMoney(ws, row, 3 + i, v, fmt),
      );
      row++;
    }
    row++; // blank row between months
  }
  putText(ws, row, 1, 'TOTAL');
  const keys = ['gross', 'sss', 'philhealth', 'pagibig', 'tax', 'deductions', 'net'] as const;
  keys.forEach((k, i) => putMoney(ws, row, 3 + i, total(rows.map((x) => x[k])), fmt));
  return { bytes: await bytesOf(wb), data: { employees, rows } };
}

// ------------------------------------------ 9. bike shop stock count with unit cost (USD)
export interface StockItem {
  sku: string;
  item: string;
  category: string;
  onHand: number;
  reorderAt: number;
  unitCost: number;
  value: number;
}
export interface InventoryData {
  items: StockItem[];
}
const STOCK: Array<[string, string, [number, number]]> = [
  ['Road bike 54cm', 'Bikes', [610_00, 780_00]],
  ['Hybrid bike M', 'Bikes', [420_00, 520_00]],
  ['Kids bike 20in', 'Bikes', [150_00, 210_00]],
  ['Gravel bike 56cm', 'Bikes', [880_00, 1_050_00]],
  ['Helmet adult', 'Helmets', [28_00, 44_00]],
  ['Helmet kids', 'Helmets', [16_00, 24_00]],
  ['Inner tube 700c', 'Tires & tubes', [3_10, 4_90]],
  ['Tire 700x28', 'Tires & tubes', [19_00, 27_00]],
  ['Tire 29x2.2 MTB', 'Tires & tubes', [31_00, 42_00]],
  ['Chain 11-speed', 'Parts', [18_00, 26_00]],
  ['Brake pads (pair)', 'Parts', [5_20, 8_80]],
  ['Cassette 11-32', 'Parts', [36_00, 52_00]],
  ['Pedals flat', 'Parts', [14_00, 21_00]],
  ['Bottle cage', 'Accessories', [4_50, 7_90]],
  ['Front light USB', 'Accessories', [17_00, 29_00]],
  ['Rear light USB', 'Accessories', [11_00, 18_00]],
  ['U-lock', 'Accessories', [22_00, 34_00]],
  ['Floor pump', 'Accessories', [19_00, 27_00]],
];

export async function buildInventory(seed: number): Promise<Built<InventoryData>> {
  const r = seeded(seed);
  const items: StockItem[] = STOCK.map(([item, category, cost], i) => {
    const small = category === 'Bikes';
    const reorderAt = small ? int(r, 2, 3) : int(r, 5, 15);
    // inner tubes are bought by the box: the one item there is clearly most of
    let onHand = small
      ? int(r, 1, 9)
      : item.startsWith('Inner tube')
        ? int(r, 90, 140)
        : int(r, 2, 80);
    if (onHand === reorderAt) onHand += 1; // keep "needs reordering" unambiguous (never equal)
    const unitCost = int(r, ...cost);
    return {
      sku: `HB-${String(101 + i)}`,
      item,
      category,
      onHand,
      reorderAt,
      unitCost,
      value: onHand * unitCost,
    };
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock count');
  putText(ws, 1, 1, 'Harbor Bike Shop');
  putText(ws, 2, 1, 'Inventory valuation as of 30 June 2025');
  const head = 4;
  ws.getRow(head).values = [
    'SKU',
    'Item',
    'Category',
    'On hand',
    'Reorder at',
    'Unit cost',
    'Value',
  ];
  const fmt = '$#,##0.00';
  items.forEach((x, i) => {
    const row = head + 1 + i;
    putText(ws, row, 1, x.sku);
    putText(ws, row, 2, x.item);
    putText(ws, row, 3, x.category);
    ws.getCell(row, 4).value = x.onHand;
    ws.getCell(row, 5).value = x.reorderAt;
    putMoney(ws, row, 6, x.unitCost, fmt);
    putMoney(ws, row, 7, x.value, fmt);
  });
  const t = head + 1 + items.length;
  putText(ws, t, 2, 'Total');
  ws.getCell(t, 4).value = total(items.map((x) => x.onHand));
  putMoney(ws, t, 7, total(items.map((x) => x.value)), fmt);
  putText(ws, t + 2, 1, 'Valued at average cost. Counted by J. and K. on 30 June.');
  return { bytes: await bytesOf(wb), data: { items } };
}

// ------------------------------------------ 10. dental clinic: 2025 vs 2024, in thousands (USD)
export interface CompareLine {
  name: string;
  /** whole thousands of USD */
  cy: number;
  py: number;
}
export interface CompareData {
  revenue: CompareLine[];
  expenses: CompareLine[];
}
export async function buildCompare(seed: number): Promise<Built<CompareData>> {
  const r = seeded(seed);
  const line = (name: string, lo: number, hi: number, drift: number): CompareLine => {
    const py = int(r, lo, hi);
    return { name, py, cy: Math.round((py * (100 + int(r, -drift, drift + 6))) / 100) };
  };
  const revenue = [
    line('Patient fees', 900, 1_300, 10),
    line('Insurance reimbursements', 400, 650, 12),
    line('Product sales', 40, 90, 25),
  ];
  const expenses = [
    line('Staff costs', 520, 700, 6),
    line('Dental supplies', 110, 170, 12),
    line('Lab fees', 80, 140, 15),
    line('Rent', 96, 96, 8),
    line('Equipment leases', 45, 75, 10),
    line('Marketing', 20, 45, 30),
    line('Other expenses', 30, 60, 15),
  ];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('2025 vs 2024');
  putText(ws, 1, 1, 'Ridgeway Dental Clinic');
  putText(ws, 2, 1, 'Comparative income statement (in thousands of USD)');
  const head = 4;
  ws.getRow(head).values = ['', 2025, 2024, 'Variance', 'Var %'];
  let row = head + 1;
  const write = (name: string, cy: number, py: number): void => {
    putText(ws, row, 1, name);
    ws.getCell(row, 2).value = cy;
    ws.getCell(row, 3).value = py;
    ws.getCell(row, 4).value = cy - py;
    const pctCell = ws.getCell(row, 5);
    pctCell.value = (cy - py) / py;
    pctCell.numFmt = '0.0%';
    for (let c = 2; c <= 4; c++) ws.getCell(row, c).numFmt = '#,##0;(#,##0)';
    row++;
  };
  const sumCy = (xs: CompareLine[]): number => total(xs.map((x) => x.cy));
  const sumPy = (xs: CompareLine[]): number => total(xs.map((x) => x.py));
  putText(ws, row++, 1, 'Revenue');
  revenue.forEach((x) => write(x.name, x.cy, x.py));
  write('Total revenue', sumCy(revenue), sumPy(revenue));
  row++;
  putText(ws, row++, 1, 'Expenses');
  expenses.forEach((x) => write(x.name, x.cy, x.py));
  write('Total expenses', sumCy(expenses), sumPy(expenses));
  row++;
  write('Net income', sumCy(revenue) - sumCy(expenses), sumPy(revenue) - sumPy(expenses));
  putText(ws, row + 1, 1, 'Variance = 2025 less 2024.');
  return { bytes: await bytesOf(wb), data: { revenue, expenses } };
}

// ------------------------------------------ 11. design studio budget vs actual by quarter (EUR)
export interface BudgetLine {
  name: string;
  /** cents per quarter */
  budget: number[];
  actual: number[];
}
export interface BudgetData {
  lines: BudgetLine[];
}
const BUDGET_LINES: Array<[string, number]> = [
  ['Salaries', 48_000_00],
  ['Freelancers', 9_000_00],
  ['Software subscriptions', 2_400_00],
  ['Office rent', 7_500_00],
  ['Travel', 3_000_00],
  ['Marketing', 4_000_00],
  ['Training', 1_500_00],
  ['Equipment', 2_500_00],
];

export async function buildBudget(seed: number): Promise<Built<BudgetData>> {
  const r = seeded(seed);
  const lines: BudgetLine[] = BUDGET_LINES.map(([name, b]) => {
    const budget = [0, 1, 2, 3].map(() => b);
    const actual = budget.map((x) => Math.round((x * int(r, 70, 135)) / 100) + int(r, 0, 99));
    return { name, budget, actual };
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget vs Actual');
  putText(ws, 1, 1, 'Studio Nord Design - budget vs actual 2025 (EUR)');
  const top = 3;
  ['Q1', 'Q2', 'Q3', 'Q4', 'Full year'].forEach((q, i) => {
    putText(ws, top, 2 + i * 2, q);
    ws.mergeCells(top, 2 + i * 2, top, 3 + i * 2);
  });
  ws.getRow(top + 1).values = [
    'Cost line',
    ...Array.from({ length: 5 }, () => ['Budget', 'Actual']).flat(),
  ];
  const fmt = '#,##0.00';
  const writeRow = (row: number, name: string, budget: number[], actual: number[]): void => {
    putText(ws, row, 1, name);
    [...budget, total(budget)].forEach((b, i) => {
      putMoney(ws, row, 2 + i * 2, b, fmt);
      putMoney(ws, row, 3 + i * 2, i < 4 ? actual[i]! : total(actual), fmt);
    });
  };
  lines.forEach((x, i) => writeRow(top + 2 + i, x.name, x.budget, x.actual));
  const t = top + 2 + lines.length;
  writeRow(
    t,
    'Total',
    [0, 1, 2, 3].map((q) => total(lines.map((x) => x.budget[q]!))),
    [0, 1, 2, 3].map((q) => total(lines.map((x) => x.actual[q]!))),
  );
  putText(ws, t + 2, 1, 'Actuals from the ledger; Q4 closed on 15 January 2026.');
  return { bytes: await bytesOf(wb), data: { lines } };
}

// ------------------------------------------ 12. food maker cash-flow statement, two years, thousands (PHP)
export interface CashFlowData {
  /** whole thousands of PHP per line, [2025, 2024]; outflows negative */
  operating: Array<[string, number, number]>;
  investing: Array<[string, number, number]>;
  financing: Array<[string, number, number]>;
  cashStart2024: number;
}
export async function buildCashFlow(seed: number): Promise<Built<CashFlowData>> {
  const r = seeded(seed);
  const two = (lo: number, hi: number): [number, number] => [int(r, lo, hi), int(r, lo, hi)];
  const pair = (name: string, lo: number, hi: number): [string, number, number] => [
    name,
    ...two(lo, hi),
  ];
  const operating: Array<[string, number, number]> = [
    pair('Net income', 8_500, 14_000),
    pair('Depreciation', 1_800, 2_600),
    pair('Increase in trade receivables', -3_200, -600),
    pair('Increase in inventories', -2_400, -300),
    pair('Increase in trade payables', 400, 2_100),
  ];
  const investing: Array<[string, number, number]> = [
    pair('Purchase of equipment', -9_000, -3_500),
    pair('Proceeds from sale of vehicle', 150, 900),
  ];
  const financing: Array<[string, number, number]> = [
    pair('Proceeds from bank loan', 2_000, 6_000),
    pair('Repayment of bank loan', -4_500, -1_500),
    pair('Dividends paid', -4_000, -1_000),
  ];
  const cashStart2024 = int(r, 6_000, 12_000);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash Flow');
  putText(ws, 1, 1, 'Kusina Foods Corp.');
  putText(ws, 2, 1, 'Statement of Cash Flows');
  putText(ws, 3, 1, 'For the years ended December 31');
  putText(ws, 4, 1, '(In thousands of Philippine Pesos)');
  const head = 6;
  ws.getRow(head).values = ['', '2025', '2024'];
  let row = head + 1;
  const write = (label: string, a: number, b: number): void => {
    putText(ws, row, 1, label);
    ws.getCell(row, 2).value = a;
    ws.getCell(row, 3).value = b;
    ws.getCell(row, 2).numFmt = '#,##0;(#,##0)';
    ws.getCell(row, 3).numFmt = '#,##0;(#,##0)';
    row++;
  };
  const sums = (xs: Array<[string, number, number]>): [number, number] => [
    total(xs.map((x) => x[1])),
    total(xs.map((x) => x[2])),
  ];
  const block = (
    title: string,
    xs: Array<[string, number, number]>,
    net: string,
  ): [number, number] => {
    putText(ws, row++, 1, title);
    xs.forEach(([n, a, b]) => write(`    ${n}`, a, b));
    const [a, b] = sums(xs);
    write(net, a, b);
    row++;
    return [a, b];
  };
  const op = block(
    'CASH FLOWS FROM OPERATING ACTIVITIES',
    operating,
    'Net cash provided by operating activities',
  );
  const inv = block(
    'CASH FLOWS FROM INVESTING ACTIVITIES',
    investing,
    'Net cash used in investing activities',
  );
  const fin = block(
    'CASH FLOWS FROM FINANCING ACTIVITIES',
    financing,
    'Net cash from (used in) financing activities',
  );
  const change: [number, number] = [op[0] + inv[0] + fin[0], op[1] + inv[1] + fin[1]];
  const start2025 = cashStart2024 + change[1];
  write('NET INCREASE (DECREASE) IN CASH', change[0], change[1]);
  write('Cash at beginning of year', start2025, cashStart2024);
  write('Cash at end of year', start2025 + change[0], start2025);
  return {
    bytes: await bytesOf(wb),
    data: { operating, investing, financing, cashStart2024 },
  };
}

// ------------------------------------------ 13. café chain: one sheet per branch + summary (PHP)
export interface Branch {
  name: string;
  /** cents per month, Jan..Dec 2025 */
  sales: number[];
  costOfSales: number[];
  expenses: number[];
}
export interface BranchesData {
  branches: Branch[];
}
export const BRANCH_NAMES = ['Quezon City', 'Pasig', 'Alabang'];

export async function buildBranches(seed: number): Promise<Built<BranchesData>> {
  const r = seeded(seed);
  const branches: Branch[] = BRANCH_NAMES.map((name, i) => {
    const scale = [1.0, 0.8, 1.15][i]!;
    const sales = MONTH_ABBR.map(() => Math.round(int(r, 380_000_00, 560_000_00) * scale));
    const costOfSales = sales.map((s) => Math.round((s * int(r, 34, 40)) / 100));
    const expenses = MONTH_ABBR.map(() => int(r, 120_000_00, 190_000_00));
    return { name, sales, costOfSales, expenses };
  });
  const wb = new ExcelJS.Workbook();
  const fmt = '#,##0.00';
  const summary = wb.addWorksheet('Summary');
  putText(summary, 1, 1, "Kape't Bahay - branch results 2025 (PHP)");
  summary.getRow(3).values = ['Branch', 'Sales', 'Cost of sales', 'Expenses', 'Net profit'];
  branches.forEach((b, i) => {
    const s = total(b.sales);
    const c = total(b.costOfSales);
    const e = total(b.expenses);
    putText(summary, 4 + i, 1, b.name);
    [s, c, e, s - c - e].forEach((v, k) => putMoney(summary, 4 + i, 2 + k, v, fmt));
  });
  const t = 4 + branches.length;
  putText(summary, t, 1, 'All branches');
  const all = (f: (b: Branch) => number): number => total(branches.map(f));
  [
    all((b) => total(b.sales)),
    all((b) => total(b.costOfSales)),
    all((b) => total(b.expenses)),
    all((b) => total(b.sales) - total(b.costOfSales) - total(b.expenses)),
  ].forEach((v, k) => putMoney(summary, t, 2 + k, v, fmt));
  for (const b of branches) {
    const ws = wb.addWorksheet(b.name);
    putText(ws, 1, 1, `${b.name} branch - monthly results 2025`);
    ws.getRow(3).values = ['Month', 'Sales', 'Cost of sales', 'Expenses', 'Net profit'];
    MONTH_FULL.forEach((name, m) => {
      putText(ws, 4 + m, 1, name);
      const s = b.sales[m]!;
      const c = b.costOfSales[m]!;
      const e = b.expenses[m]!;
      [s, c, e, s - c - e].forEach((v, k) => putMoney(ws, 4 + m, 2 + k, v, fmt));
    });
  }
  const notes = wb.addWorksheet('Notes');
  putText(notes, 1, 1, 'Alabang opened its second counter in May.');
  putText(
    notes,
    2,
    1,
    'Expenses include rent, salaries and utilities; head office costs are not allocated.',
  );
  return { bytes: await bytesOf(wb), data: { branches } };
}

// ------------------------------------------ all of them
export interface SetCBooks {
  coffee: Built<CoffeeData>;
  orders: Built<OrdersData>;
  expenses: Built<ExpensesData>;
  pnl: Built<PnlData>;
  qb: Built<QbData>;
  aging: Built<AgingData>;
  bank: Built<BankData>;
  payroll: Built<PayrollData>;
  inventory: Built<InventoryData>;
  compare: Built<CompareData>;
  budget: Built<BudgetData>;
  cashflow: Built<CashFlowData>;
  branches: Built<BranchesData>;
}
export type SetCBookName = keyof SetCBooks;

/** The set's seed is fixed (2026): the questions are written for these exact books. */
export const BLIND_SEED = 2026;

export async function buildSetCBooks(seed = BLIND_SEED): Promise<SetCBooks> {
  return {
    coffee: await buildCoffee(seed + 1),
    orders: await buildOrders(seed + 2),
    expenses: await buildExpenses(seed + 3),
    pnl: await buildPnl(seed + 4),
    qb: await buildQb(seed + 5),
    aging: await buildAging(seed + 6),
    bank: await buildBank(seed + 7),
    payroll: await buildPayroll(seed + 8),
    inventory: await buildInventory(seed + 9),
    compare: await buildCompare(seed + 10),
    budget: await buildBudget(seed + 11),
    cashflow: await buildCashFlow(seed + 12),
    branches: await buildBranches(seed + 13),
  };
}
