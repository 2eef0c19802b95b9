/**
 * The owners' eval workbooks: twelve small-business shapes as owners keep them (titles above the
 * table, totals and subtotals rows, blank separator rows, units in titles, years as column
 * headers), written with exceljs from seeded data. Every builder returns the bytes and the data
 * it wrote (money in integer cents), from which questions.ts computes the expected answers
 * without the engine. Written from the shapes, before looking at what the engine does.
 */
import ExcelJS from 'exceljs';
import { MONTH_NAMES } from '@fina/contract/core';
import { rng } from '../workbooks';

export const MONTHS_LONG: readonly string[] = MONTH_NAMES;
export const MONTHS_SHORT = MONTH_NAMES.map((m) => m.slice(0, 3));

const MONEY = '#,##0.00';
const pesos = (c: number): number => c / 100;

async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

function between(r: () => number, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

const sumOf = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);

function moneyCell(ws: ExcelJS.Worksheet, ref: string, c: number): void {
  const cell = ws.getCell(ref);
  cell.value = pesos(c);
  cell.numFmt = MONEY;
}

function col(i: number): string {
  let s = '';
  let n = i;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function utc(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m - 1, d));
}

// ------------------------------------------------- 1. bakery: months down x products across
export interface GridData {
  products: string[];
  /** cents[month 0..11][product] */
  cells: number[][];
}

export const BAKERY_PRODUCTS = ['Bread', 'Cakes', 'Pastries', 'Coffee'];

export async function buildBakery(seed: number): Promise<{ bytes: Uint8Array; data: GridData }> {
  const r = rng(seed);
  const ranges: Record<string, [number, number]> = {
    Bread: [38_000_00, 62_000_00],
    Cakes: [20_000_00, 45_000_00],
    Pastries: [12_000_00, 30_000_00],
    Coffee: [15_000_00, 33_000_00],
  };
  const cells = MONTHS_LONG.map((_, m) =>
    BAKERY_PRODUCTS.map((p) => between(r, ...ranges[p]!) + m * 350_00),
  );
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2024');
  ws.getCell('A1').value = 'Sunrise Bakery - Monthly Sales 2024 (PHP)';
  ws.getRow(3).values = ['Month', ...BAKERY_PRODUCTS];
  MONTHS_LONG.forEach((name, m) => {
    ws.getCell(`A${4 + m}`).value = name;
    BAKERY_PRODUCTS.forEach((_, p) => moneyCell(ws, `${col(2 + p)}${4 + m}`, cells[m]![p]!));
  });
  return { bytes: await toBytes(wb), data: { products: BAKERY_PRODUCTS, cells } };
}

// ------------------------------------------------- 2. sales log (one row per sale)
export interface SaleLine {
  date: Date;
  month: number; // 1..12
  invoice: string;
  customer: string;
  product: string;
  qty: number;
  unitCents: number;
  amountCents: number;
}

export const LOG_CUSTOMERS = [
  'Dela Cruz Catering',
  'Mabini Grocery',
  'Santos Hardware',
  'Rizal Cafe',
  'Bayani Resort',
  'Luna Trading',
  'Ocampo Pharmacy',
  'Tan Bakeshop',
];
export const LOG_PRODUCTS: Record<string, number> = {
  'Rice sack 25kg': 1_350_00,
  'Cooking oil 1L': 98_50,
  'Sugar 1kg': 72_00,
  'Canned sardines': 24_75,
  'Instant noodles box': 420_00,
};

export async function buildSalesLog(
  seed: number,
): Promise<{ bytes: Uint8Array; data: SaleLine[] }> {
  const r = rng(seed);
  const lines: SaleLine[] = [];
  const products = Object.keys(LOG_PRODUCTS);
  for (let i = 0; i < 150; i += 1) {
    const month = 1 + Math.floor((i * 12) / 150);
    const day = between(r, 1, 28);
    const product = pick(r, products);
    const qty = between(r, 1, 40);
    const unitCents = LOG_PRODUCTS[product]!;
    lines.push({
      date: utc(2024, month, day),
      month,
      invoice: `INV-${String(1001 + i)}`,
      customer: pick(r, LOG_CUSTOMERS),
      product,
      qty,
      unitCents,
      amountCents: qty * unitCents,
    });
  }
  lines.sort((a, b) => a.date.getTime() - b.date.getTime() || a.invoice.localeCompare(b.invoice));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  ws.getRow(1).values = ['Date', 'Invoice #', 'Customer', 'Product', 'Qty', 'Unit Price', 'Amount'];
  lines.forEach((l, i) => {
    const row = 2 + i;
    const d = ws.getCell(`A${row}`);
    d.value = l.date;
    d.numFmt = 'mm/dd/yyyy';
    ws.getCell(`B${row}`).value = l.invoice;
    ws.getCell(`C${row}`).value = l.customer;
    ws.getCell(`D${row}`).value = l.product;
    ws.getCell(`E${row}`).value = l.qty;
    moneyCell(ws, `F${row}`, l.unitCents);
    moneyCell(ws, `G${row}`, l.amountCents);
  });
  return { bytes: await toBytes(wb), data: lines };
}

// ------------------------------------------------- 3. expense log, blank rows between months, Total
export interface ExpenseLine {
  date: Date;
  month: number;
  vendor: string;
  category: string;
  description: string;
  amountCents: number;
}

export const EXPENSE_VENDORS: Record<string, string[]> = {
  Rent: ['Golden Realty'],
  Utilities: ['Meralco', 'Manila Water', 'PLDT'],
  Supplies: ['National Bookstore', 'Office Warehouse'],
  Marketing: ['Facebook Ads', 'PrintPro'],
  Repairs: ['FixIt Services'],
  Fuel: ['Petron', 'Shell'],
};

export async function buildExpenseLog(
  seed: number,
): Promise<{ bytes: Uint8Array; data: ExpenseLine[] }> {
  const r = rng(seed);
  const lines: ExpenseLine[] = [];
  for (let m = 1; m <= 12; m += 1) {
    lines.push({
      date: utc(2024, m, 1),
      month: m,
      vendor: 'Golden Realty',
      category: 'Rent',
      description: 'Monthly rent',
      amountCents: 25_000_00,
    });
    const n = between(r, 5, 8);
    for (let k = 0; k < n; k += 1) {
      const category = pick(r, ['Utilities', 'Supplies', 'Marketing', 'Repairs', 'Fuel']);
      const hi: Record<string, number> = {
        Utilities: 9_000_00,
        Supplies: 4_500_00,
        Marketing: 12_000_00,
        Repairs: 8_000_00,
        Fuel: 3_500_00,
      };
      lines.push({
        date: utc(2024, m, between(r, 2, 28)),
        month: m,
        vendor: pick(r, EXPENSE_VENDORS[category]!),
        category,
        description: `${category} ${MONTHS_SHORT[m - 1]}`,
        amountCents: between(r, 300_00, hi[category]!),
      });
    }
  }
  lines.sort((a, b) => a.date.getTime() - b.date.getTime());
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  ws.getCell('A1').value = 'Expenses 2024';
  ws.getRow(3).values = ['Date', 'Vendor', 'Category', 'Description', 'Amount'];
  let row = 4;
  let prevMonth = 1;
  for (const l of lines) {
    if (l.month !== prevMonth) {
      row += 1; // a blank separator row between months
      prevMonth = l.month;
    }
    const d = ws.getCell(`A${row}`);
    d.value = l.date;
    d.numFmt = 'dd-mmm-yyyy';
    ws.getCell(`B${row}`).value = l.vendor;
    ws.getCell(`C${row}`).value = l.category;
    ws.getCell(`D${row}`).value = l.description;
    moneyCell(ws, `E${row}`, l.amountCents);
    row += 1;
  }
  const last = row - 1;
  row += 1;
  ws.getCell(`D${row}`).value = 'Total';
  const total = ws.getCell(`E${row}`);
  total.value = {
    formula: `SUM(E4:E${last})`,
    result: pesos(sumOf(lines.map((l) => l.amountCents))),
  };
  total.numFmt = MONEY;
  return { bytes: await toBytes(wb), data: lines };
}

// ------------------------------------------------- 4. costs by category with subtotals, budget vs actual
export interface CostItem {
  category: string;
  item: string;
  budgetCents: number;
  actualCents: number;
}

export const COST_GROUPS: Record<string, string[]> = {
  Rent: ['Shop rent', 'Storage unit'],
  Staff: ['Wages', 'Overtime', 'Benefits'],
  Utilities: ['Electricity', 'Water', 'Internet'],
  Marketing: ['Facebook ads', 'Flyers', 'Sponsorship'],
};

export async function buildCostSubtotals(
  seed: number,
): Promise<{ bytes: Uint8Array; data: CostItem[] }> {
  const r = rng(seed);
  const base: Record<string, number> = {
    'Shop rent': 300_000_00,
    'Storage unit': 48_000_00,
    Wages: 900_000_00,
    Overtime: 60_000_00,
    Benefits: 120_000_00,
    Electricity: 140_000_00,
    Water: 18_000_00,
    Internet: 24_000_00,
    'Facebook ads': 80_000_00,
    Flyers: 12_000_00,
    Sponsorship: 30_000_00,
  };
  const items: CostItem[] = [];
  for (const [category, names] of Object.entries(COST_GROUPS)) {
    for (const item of names) {
      const budgetCents = base[item]!;
      const actualCents = Math.round(budgetCents * (0.85 + r() * 0.3)) + between(r, 0, 99);
      items.push({ category, item, budgetCents, actualCents });
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Operating costs');
  ws.getRow(1).values = ['Category', 'Item', 'Budget', 'Actual'];
  let row = 2;
  for (const category of Object.keys(COST_GROUPS)) {
    const first = row;
    for (const it of items.filter((x) => x.category === category)) {
      ws.getCell(`A${row}`).value = category;
      ws.getCell(`B${row}`).value = it.item;
      moneyCell(ws, `C${row}`, it.budgetCents);
      moneyCell(ws, `D${row}`, it.actualCents);
      row += 1;
    }
    const group = items.filter((x) => x.category === category);
    ws.getCell(`A${row}`).value = `${category} Total`;
    ws.getCell(`C${row}`).value = {
      formula: `SUBTOTAL(9,C${first}:C${row - 1})`,
      result: pesos(sumOf(group.map((g) => g.budgetCents))),
    };
    ws.getCell(`D${row}`).value = {
      formula: `SUBTOTAL(9,D${first}:D${row - 1})`,
      result: pesos(sumOf(group.map((g) => g.actualCents))),
    };
    ws.getCell(`C${row}`).numFmt = MONEY;
    ws.getCell(`D${row}`).numFmt = MONEY;
    row += 1;
  }
  ws.getCell(`A${row}`).value = 'Grand Total';
  moneyCell(ws, `C${row}`, sumOf(items.map((g) => g.budgetCents)));
  moneyCell(ws, `D${row}`, sumOf(items.map((g) => g.actualCents)));
  return { bytes: await toBytes(wb), data: items };
}

// ------------------------------------------------- 5. P&L with sections and Total lines, by quarter
export interface SectionPnl {
  /** cents per quarter (4) for every line, including the totals */
  lines: Record<string, number[]>;
  income: string[];
  cogs: string[];
  expenses: string[];
}

export async function buildSectionPnl(
  seed: number,
): Promise<{ bytes: Uint8Array; data: SectionPnl }> {
  const r = rng(seed);
  const q = (lo: number, hi: number): number[] =>
    [0, 1, 2, 3].map((i) => between(r, lo, hi) + i * 5_000_00);
  const income = ['Food sales', 'Beverage sales', 'Catering'];
  const cogs = ['Food costs', 'Beverage costs'];
  const expenses = ['Rent', 'Wages', 'Utilities', 'Marketing', 'Insurance'];
  const L: Record<string, number[]> = {
    'Food sales': q(900_000_00, 1_100_000_00),
    'Beverage sales': q(400_000_00, 520_000_00),
    Catering: q(90_000_00, 200_000_00),
    'Food costs': q(280_000_00, 330_000_00),
    'Beverage costs': q(90_000_00, 120_000_00),
    Rent: [180_000_00, 180_000_00, 180_000_00, 180_000_00],
    Wages: q(380_000_00, 420_000_00),
    Utilities: q(50_000_00, 75_000_00),
    Marketing: q(20_000_00, 60_000_00),
    Insurance: [15_000_00, 15_000_00, 15_000_00, 15_000_00],
  };
  const add = (names: string[]): number[] =>
    [0, 1, 2, 3].map((i) => sumOf(names.map((n) => L[n]![i]!)));
  L['Total Income'] = add(income);
  L['Total Cost of Goods Sold'] = add(cogs);
  L['Gross Profit'] = L['Total Income'].map((v, i) => v - L['Total Cost of Goods Sold']![i]!);
  L['Total Expenses'] = add(expenses);
  L['Net Income'] = L['Gross Profit'].map((v, i) => v - L['Total Expenses']![i]!);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L');
  ws.getCell('A1').value = 'Bright Cafe';
  ws.getCell('A2').value = 'Profit and Loss';
  ws.getCell('A3').value = 'January - December 2024';
  ws.getRow(5).values = ['', 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Total'];
  let row = 6;
  const line = (label: string, indent: boolean): void => {
    ws.getCell(`A${row}`).value = indent ? `   ${label}` : label;
    const v = L[label]!;
    v.forEach((c, i) => moneyCell(ws, `${col(2 + i)}${row}`, c));
    moneyCell(ws, `F${row}`, sumOf(v));
    row += 1;
  };
  const heading = (label: string): void => {
    ws.getCell(`A${row}`).value = label;
    row += 1;
  };
  heading('Income');
  income.forEach((n) => line(n, true));
  line('Total Income', false);
  heading('Cost of Goods Sold');
  cogs.forEach((n) => line(n, true));
  line('Total Cost of Goods Sold', false);
  line('Gross Profit', false);
  heading('Expenses');
  expenses.forEach((n) => line(n, true));
  line('Total Expenses', false);
  line('Net Income', false);
  return { bytes: await toBytes(wb), data: { lines: L, income, cogs, expenses } };
}

// ------------------------------------------------- 6. QuickBooks-style export: title rows, TOTAL row and column
export interface CustomerQuarters {
  customers: string[];
  /** cents[customer][quarter 0..3] */
  cells: number[][];
}

export const QB_CUSTOMERS = [
  'Alvarez Residence',
  'Bonifacio Villas HOA',
  'Cruz Dental Clinic',
  'Evergreen School',
  'Garcia Townhomes',
  'Hillside Church',
  'Lim Family',
  'Metro Offices Inc.',
  'Pineview Condo Corp',
  'Reyes Apartments',
];

export async function buildQuickbooks(
  seed: number,
): Promise<{ bytes: Uint8Array; data: CustomerQuarters }> {
  const r = rng(seed);
  const cells = QB_CUSTOMERS.map((_, i) =>
    [0, 1, 2, 3].map(() => between(r, 8_000_00, 60_000_00) + i * 1_000_00),
  );
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.getCell('A1').value = 'Green Leaf Landscaping';
  ws.getCell('A2').value = 'Sales by Customer Summary';
  ws.getCell('A3').value = 'January - December 2024';
  ws.getRow(5).values = ['', 'Q1', 'Q2', 'Q3', 'Q4', 'TOTAL'];
  QB_CUSTOMERS.forEach((c, i) => {
    const row = 6 + i;
    ws.getCell(`A${row}`).value = c;
    cells[i]!.forEach((v, k) => moneyCell(ws, `${col(2 + k)}${row}`, v));
    moneyCell(ws, `F${row}`, sumOf(cells[i]!));
  });
  const totalRow = 6 + QB_CUSTOMERS.length;
  ws.getCell(`A${totalRow}`).value = 'TOTAL';
  [0, 1, 2, 3].forEach((k) =>
    moneyCell(ws, `${col(2 + k)}${totalRow}`, sumOf(cells.map((c) => c[k]!))),
  );
  moneyCell(ws, `F${totalRow}`, sumOf(cells.map((c) => sumOf(c))));
  ws.getCell(`A${totalRow + 3}`).value = 'Cash Basis Tuesday, January 7, 2025 09:15 AM GMT+08:00';
  return { bytes: await toBytes(wb), data: { customers: QB_CUSTOMERS, cells } };
}

// ------------------------------------------------- 7. AR aging summary
export interface AgingData {
  customers: string[];
  buckets: string[];
  /** cents[customer][bucket] (0 where the cell is blank) */
  cells: number[][];
}

export const AGING_BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];
export const AGING_CUSTOMERS = [
  'Aquino Builders',
  'Bautista Foods',
  'Castillo Motors',
  'Domingo Farms',
  'Estrada Textiles',
  'Flores Logistics',
  'Gonzales Clinic',
  'Hernandez Printing',
];

export async function buildAging(seed: number): Promise<{ bytes: Uint8Array; data: AgingData }> {
  const r = rng(seed);
  const cells = AGING_CUSTOMERS.map(() =>
    AGING_BUCKETS.map((_, b) => (r() < 0.35 + b * 0.08 ? 0 : between(r, 2_000_00, 90_000_00))),
  );
  // every customer owes something
  cells.forEach((c) => {
    if (sumOf(c) === 0) c[0] = 15_000_00;
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.getCell('A1').value = 'A/R Aging Summary';
  ws.getCell('A2').value = 'As of December 31, 2024';
  ws.getRow(4).values = ['Customer', ...AGING_BUCKETS, 'Total'];
  AGING_CUSTOMERS.forEach((c, i) => {
    const row = 5 + i;
    ws.getCell(`A${row}`).value = c;
    cells[i]!.forEach((v, b) => {
      if (v) moneyCell(ws, `${col(2 + b)}${row}`, v);
    });
    moneyCell(ws, `G${row}`, sumOf(cells[i]!));
  });
  const t = 5 + AGING_CUSTOMERS.length;
  ws.getCell(`A${t}`).value = 'TOTAL';
  AGING_BUCKETS.forEach((_, b) =>
    moneyCell(ws, `${col(2 + b)}${t}`, sumOf(cells.map((c) => c[b]!))),
  );
  moneyCell(ws, `G${t}`, sumOf(cells.map((c) => sumOf(c))));
  return {
    bytes: await toBytes(wb),
    data: { customers: AGING_CUSTOMERS, buckets: AGING_BUCKETS, cells },
  };
}

// ------------------------------------------------- 8. bank export: Debit / Credit / Balance
export interface BankLine {
  date: Date;
  month: number;
  description: string;
  debitCents: number; // 0 when blank
  creditCents: number;
  balanceCents: number;
}

export async function buildBank(
  seed: number,
): Promise<{ bytes: Uint8Array; data: { opening: number; lines: BankLine[] } }> {
  const r = rng(seed);
  const opening = 250_000_00;
  const lines: BankLine[] = [];
  let bal = opening;
  for (let i = 0; i < 84; i += 1) {
    const month = 1 + Math.floor(i / 28);
    const day = 1 + Math.floor(((i % 28) * 28) / 28);
    const kind = r();
    let description: string;
    let debit = 0;
    let credit = 0;
    if (kind < 0.4) {
      description = 'POS DEPOSIT';
      credit = between(r, 5_000_00, 40_000_00);
    } else if (kind < 0.55) {
      description = 'FUND TRANSFER FROM CLIENT';
      credit = between(r, 20_000_00, 120_000_00);
    } else if (kind < 0.75) {
      description = `CHECK PAYMENT ${between(r, 100200, 100999)}`;
      debit = between(r, 3_000_00, 60_000_00);
    } else if (kind < 0.85) {
      description = 'MERALCO BILLS PAYMENT';
      debit = between(r, 4_000_00, 15_000_00);
    } else if (kind < 0.93) {
      description = 'PAYROLL CREDIT BATCH';
      debit = between(r, 50_000_00, 90_000_00);
    } else {
      description = 'SERVICE CHARGE';
      debit = between(r, 50_00, 500_00);
    }
    bal += credit - debit;
    lines.push({
      date: utc(2024, month, day),
      month,
      description,
      debitCents: debit,
      creditCents: credit,
      balanceCents: bal,
    });
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  ws.getRow(1).values = ['Date', 'Description', 'Debit', 'Credit', 'Balance'];
  lines.forEach((l, i) => {
    const row = 2 + i;
    const d = ws.getCell(`A${row}`);
    d.value = l.date;
    d.numFmt = 'yyyy-mm-dd';
    ws.getCell(`B${row}`).value = l.description;
    if (l.debitCents) moneyCell(ws, `C${row}`, l.debitCents);
    if (l.creditCents) moneyCell(ws, `D${row}`, l.creditCents);
    moneyCell(ws, `E${row}`, l.balanceCents);
  });
  return { bytes: await toBytes(wb), data: { opening, lines } };
}

// ------------------------------------------------- 9. payroll register with a Total row
export interface PayLine {
  employee: string;
  position: string;
  basic: number;
  overtime: number;
  gross: number;
  sss: number;
  philhealth: number;
  pagibig: number;
  tax: number;
  net: number;
}

export const PAY_EMPLOYEES: Array<[string, string, number]> = [
  ['Ana Reyes', 'Store Manager', 45_000_00],
  ['Ben Santos', 'Cashier', 18_000_00],
  ['Carla Mendoza', 'Cashier', 18_500_00],
  ['Dino Garcia', 'Stock Clerk', 16_000_00],
  ['Ella Cruz', 'Bookkeeper', 28_000_00],
  ['Fe Navarro', 'Cashier', 17_800_00],
  ['Gino Ramos', 'Driver', 19_000_00],
  ['Hazel Torres', 'Sales Associate', 17_000_00],
  ['Ivan Lopez', 'Sales Associate', 17_200_00],
  ['Joy Villanueva', 'Assistant Manager', 32_000_00],
  ['Karl Aquino', 'Stock Clerk', 16_500_00],
  ['Lea Bautista', 'Sales Associate', 17_400_00],
];

export async function buildPayroll(seed: number): Promise<{ bytes: Uint8Array; data: PayLine[] }> {
  const r = rng(seed);
  const lines: PayLine[] = PAY_EMPLOYEES.map(([employee, position, basic]) => {
    const overtime = r() < 0.4 ? 0 : between(r, 500_00, 3_000_00);
    const gross = basic + overtime;
    const sss = Math.round(gross * 0.045);
    const philhealth = Math.round(gross * 0.025);
    const pagibig = 200_00;
    const tax = gross > 20_833_00 ? Math.round((gross - 20_833_00) * 0.15) : 0;
    return {
      employee,
      position,
      basic,
      overtime,
      gross,
      sss,
      philhealth,
      pagibig,
      tax,
      net: gross - sss - philhealth - pagibig - tax,
    };
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Dec 2024');
  ws.getCell('A1').value = 'Payroll - December 2024';
  const heads = [
    'Employee',
    'Position',
    'Basic Pay',
    'Overtime',
    'Gross Pay',
    'SSS',
    'PhilHealth',
    'Pag-IBIG',
    'Withholding Tax',
    'Net Pay',
  ];
  const keys: Array<keyof PayLine> = [
    'basic',
    'overtime',
    'gross',
    'sss',
    'philhealth',
    'pagibig',
    'tax',
    'net',
  ];
  ws.getRow(3).values = heads;
  lines.forEach((l, i) => {
    const row = 4 + i;
    ws.getCell(`A${row}`).value = l.employee;
    ws.getCell(`B${row}`).value = l.position;
    keys.forEach((k, j) => moneyCell(ws, `${col(3 + j)}${row}`, l[k] as number));
  });
  const t = 4 + lines.length;
  ws.getCell(`A${t}`).value = 'Total';
  keys.forEach((k, j) =>
    moneyCell(ws, `${col(3 + j)}${t}`, sumOf(lines.map((l) => l[k] as number))),
  );
  return { bytes: await toBytes(wb), data: lines };
}

// ------------------------------------------------- 10. inventory with unit cost and value
export interface StockLine {
  sku: string;
  item: string;
  category: string;
  qty: number;
  unitCents: number;
  valueCents: number;
  reorder: number;
}

export const STOCK_ITEMS: Array<[string, string]> = [
  ['Hammer 16oz', 'Tools'],
  ['Claw bar', 'Tools'],
  ['Tape measure 5m', 'Tools'],
  ['Cordless drill', 'Power tools'],
  ['Angle grinder', 'Power tools'],
  ['Circular saw', 'Power tools'],
  ['Wood screws (box)', 'Fasteners'],
  ['Concrete nails (kg)', 'Fasteners'],
  ['Wall anchors (pack)', 'Fasteners'],
  ['Latex paint 4L', 'Paint'],
  ['Enamel paint 1L', 'Paint'],
  ['Paint roller', 'Paint'],
  ['PVC pipe 3m', 'Plumbing'],
  ['Ball valve', 'Plumbing'],
  ['Teflon tape', 'Plumbing'],
];

export async function buildInventory(
  seed: number,
): Promise<{ bytes: Uint8Array; data: StockLine[] }> {
  const r = rng(seed);
  const cost: Record<string, [number, number]> = {
    Tools: [150_00, 900_00],
    'Power tools': [2_500_00, 6_500_00],
    Fasteners: [45_00, 250_00],
    Paint: [120_00, 1_100_00],
    Plumbing: [25_00, 450_00],
  };
  const lines: StockLine[] = STOCK_ITEMS.map(([item, category], i) => {
    const qty = between(r, 3, 240);
    const unitCents = between(r, ...cost[category]!);
    return {
      sku: `HW-${String(101 + i)}`,
      item,
      category,
      qty,
      unitCents,
      valueCents: qty * unitCents,
      reorder: between(r, 10, 60),
    };
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventory');
  ws.getRow(1).values = [
    'SKU',
    'Item',
    'Category',
    'Qty on Hand',
    'Unit Cost',
    'Total Value',
    'Reorder Level',
  ];
  lines.forEach((l, i) => {
    const row = 2 + i;
    ws.getCell(`A${row}`).value = l.sku;
    ws.getCell(`B${row}`).value = l.item;
    ws.getCell(`C${row}`).value = l.category;
    ws.getCell(`D${row}`).value = l.qty;
    moneyCell(ws, `E${row}`, l.unitCents);
    ws.getCell(`F${row}`).value = { formula: `D${row}*E${row}`, result: pesos(l.valueCents) };
    ws.getCell(`F${row}`).numFmt = MONEY;
    ws.getCell(`G${row}`).value = l.reorder;
  });
  const t = 2 + lines.length;
  ws.getCell(`A${t}`).value = 'Total';
  ws.getCell(`D${t}`).value = sumOf(lines.map((l) => l.qty));
  moneyCell(ws, `F${t}`, sumOf(lines.map((l) => l.valueCents)));
  return { bytes: await toBytes(wb), data: lines };
}

// ------------------------------------------------- 11. two-year comparison: years as column headers
export interface TwoYear {
  order: string[];
  /** cents per line: [2023, 2024] */
  lines: Record<string, [number, number]>;
  expenses: string[];
}

export async function buildTwoYear(seed: number): Promise<{ bytes: Uint8Array; data: TwoYear }> {
  const r = rng(seed);
  const y = (lo: number, hi: number, growLo: number, growHi: number): [number, number] => {
    const a = between(r, lo, hi);
    return [a, Math.round(a * (1 + growLo + r() * (growHi - growLo)))];
  };
  const expenses = ['Salaries', 'Rent', 'Marketing', 'Utilities', 'Depreciation'];
  const L: Record<string, [number, number]> = {
    Revenue: y(4_000_000_00, 4_500_000_00, 0.05, 0.2),
    'Cost of sales': y(1_800_000_00, 2_000_000_00, 0.04, 0.15),
    Salaries: y(900_000_00, 1_000_000_00, 0.02, 0.1),
    Rent: y(360_000_00, 360_000_00, 0.05, 0.05),
    Marketing: y(150_000_00, 220_000_00, -0.25, -0.05),
    Utilities: y(90_000_00, 120_000_00, 0.1, 0.35),
    Depreciation: y(60_000_00, 60_000_00, 0, 0),
  };
  const yr = (f: (i: 0 | 1) => number): [number, number] => [f(0), f(1)];
  L['Gross profit'] = yr((i) => L.Revenue![i] - L['Cost of sales']![i]);
  L['Total operating expenses'] = yr((i) => sumOf(expenses.map((e) => L[e]![i])));
  L['Operating income'] = yr((i) => L['Gross profit']![i] - L['Total operating expenses']![i]);
  L['Interest expense'] = y(40_000_00, 60_000_00, -0.1, 0.1);
  L['Net income'] = yr((i) => L['Operating income']![i] - L['Interest expense']![i]);
  const order = [
    'Revenue',
    'Cost of sales',
    'Gross profit',
    ...expenses,
    'Total operating expenses',
    'Operating income',
    'Interest expense',
    'Net income',
  ];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Comparison');
  ws.getCell('A1').value = 'Income Statement Comparison';
  ws.getRow(3).values = ['', 2023, 2024, 'Change', '% Change'];
  order.forEach((name, i) => {
    const row = 4 + i;
    const [a, b] = L[name]!;
    ws.getCell(`A${row}`).value = name;
    moneyCell(ws, `B${row}`, a);
    moneyCell(ws, `C${row}`, b);
    moneyCell(ws, `D${row}`, b - a);
    const p = ws.getCell(`E${row}`);
    p.value = a === 0 ? 0 : Math.round(((b - a) / Math.abs(a)) * 10000) / 10000;
    p.numFmt = '0.0%';
  });
  return { bytes: await toBytes(wb), data: { order, lines: L, expenses } };
}

// ------------------------------------------------- 12. opex by month in thousands, Total row and column
export interface ThousandsGrid {
  categories: string[];
  /** whole thousands [category][month] */
  cells: number[][];
}

export const OPEX_CATEGORIES = [
  'Salaries',
  'Rent',
  'Utilities',
  'Marketing',
  'Transport',
  'Professional fees',
];

export async function buildOpexThousands(
  seed: number,
): Promise<{ bytes: Uint8Array; data: ThousandsGrid }> {
  const r = rng(seed);
  const lo: Record<string, [number, number]> = {
    Salaries: [420, 480],
    Rent: [150, 150],
    Utilities: [35, 70],
    Marketing: [20, 110],
    Transport: [15, 45],
    'Professional fees': [10, 60],
  };
  const cells = OPEX_CATEGORIES.map((c) => MONTHS_SHORT.map(() => between(r, ...lo[c]!)));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Opex');
  ws.getCell('A1').value = 'Operating expenses 2024 (in thousands of PHP)';
  ws.getRow(3).values = ['Category', ...MONTHS_SHORT, 'Total'];
  OPEX_CATEGORIES.forEach((c, i) => {
    const row = 4 + i;
    ws.getCell(`A${row}`).value = c;
    cells[i]!.forEach((v, m) => (ws.getCell(`${col(2 + m)}${row}`).value = v));
    ws.getCell(`N${row}`).value = sumOf(cells[i]!);
  });
  const t = 4 + OPEX_CATEGORIES.length;
  ws.getCell(`A${t}`).value = 'Total';
  MONTHS_SHORT.forEach(
    (_, m) => (ws.getCell(`${col(2 + m)}${t}`).value = sumOf(cells.map((c) => c[m]!))),
  );
  ws.getCell(`N${t}`).value = sumOf(cells.map((c) => sumOf(c)));
  return { bytes: await toBytes(wb), data: { categories: OPEX_CATEGORIES, cells } };
}

// ------------------------------------------------- all of them
export async function buildOwnerBooks(seed = 7) {
  return {
    bakery: await buildBakery(seed),
    salesLog: await buildSalesLog(seed + 1),
    expenseLog: await buildExpenseLog(seed + 2),
    costSubtotals: await buildCostSubtotals(seed + 3),
    sectionPnl: await buildSectionPnl(seed + 4),
    quickbooks: await buildQuickbooks(seed + 5),
    aging: await buildAging(seed + 6),
    bank: await buildBank(seed + 7),
    payroll: await buildPayroll(seed + 8),
    inventory: await buildInventory(seed + 9),
    twoYear: await buildTwoYear(seed + 10),
    opexThousands: await buildOpexThousands(seed + 11),
  };
}

export type OwnerBooks = Awaited<ReturnType<typeof buildOwnerBooks>>;
export type OwnerBookName = keyof OwnerBooks;
