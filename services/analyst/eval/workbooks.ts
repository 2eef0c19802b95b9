/**
 * Deterministic eval workbooks, written with exceljs from seeded data. Each builder returns
 * the file bytes and the data it wrote (amounts in integer cents), from which the questions'
 * expected figures are computed without the engine.
 */
import ExcelJS from 'exceljs';
import { MONTH_NAMES } from '@fina/contract/core';

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Month names as the workbooks write them: the contract's one list, and its short forms. */
export const MONTHS_LONG: readonly string[] = MONTH_NAMES;
export const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

const cents = (c: number): number => c / 100;

async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

function between(r: () => number, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

// ---------------------------------------------------------------- P&L by month (wide)
export interface PnlData {
  year: number;
  lines: Record<string, number[]>; // cents per month
  order: string[];
  expenseLines: string[];
}

export async function buildPnl(seed = 1): Promise<{ bytes: Uint8Array; data: PnlData }> {
  const r = rng(seed);
  const year = 2024;
  const revenue = MONTHS.map((_, i) => between(r, 80_000_00, 120_000_00) + i * 1_500_00);
  const cogs = revenue.map((v) => Math.round(v * (0.38 + r() * 0.08)));
  const gross = revenue.map((v, i) => v - cogs[i]!);
  const expenseLines = ['Salaries', 'Rent', 'Marketing', 'Utilities', 'Software subscriptions'];
  const expenses: Record<string, number[]> = {
    Salaries: MONTHS.map(() => between(r, 25_000_00, 28_000_00)),
    Rent: MONTHS.map(() => 6_500_00),
    Marketing: MONTHS.map(() => between(r, 3_000_00, 9_000_00)),
    Utilities: MONTHS.map(() => between(r, 800_00, 1_600_00)),
    'Software subscriptions': MONTHS.map(() => between(r, 1_200_00, 1_500_00)),
  };
  const totalOpex = MONTHS.map((_, i) => expenseLines.reduce((s, k) => s + expenses[k]![i]!, 0));
  const operating = gross.map((v, i) => v - totalOpex[i]!);
  const tax = operating.map((v) => Math.max(0, Math.round(v * 0.2)));
  const net = operating.map((v, i) => v - tax[i]!);
  const lines: Record<string, number[]> = {
    Revenue: revenue,
    'Cost of goods sold': cogs,
    'Gross profit': gross,
    ...expenses,
    'Total operating expenses': totalOpex,
    'Operating profit': operating,
    'Income tax': tax,
    'Net profit': net,
  };
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L');
  ws.getCell('A1').value = `Acme Trading Ltd - Profit and Loss ${year}`;
  const header = ws.getRow(3);
  header.getCell(1).value = 'Line item';
  MONTHS.forEach((_, i) => {
    const cell = header.getCell(i + 2);
    cell.value = new Date(Date.UTC(year, i, 1));
    cell.numFmt = 'mmm-yy';
  });
  header.getCell(14).value = 'Total';
  const money = '$#,##0.00';
  let rowNo = 4;
  const order: string[] = [];
  const write = (label: string, values: number[]): void => {
    const row = ws.getRow(rowNo);
    row.getCell(1).value = label;
    values.forEach((v, i) => {
      const cell = row.getCell(i + 2);
      cell.value = cents(v);
      cell.numFmt = money;
    });
    const t = row.getCell(14);
    t.value = {
      formula: `SUM(B${rowNo}:M${rowNo})`,
      result: cents(values.reduce((s, v) => s + v, 0)),
    };
    t.numFmt = money;
    order.push(label);
    rowNo += 1;
  };
  write('Revenue', revenue);
  write('Cost of goods sold', cogs);
  write('Gross profit', gross);
  rowNo += 1; // blank row
  ws.getRow(rowNo).getCell(1).value = 'Operating expenses';
  rowNo += 1;
  for (const k of expenseLines) write(k, expenses[k]!);
  write('Total operating expenses', totalOpex);
  rowNo += 1;
  write('Operating profit', operating);
  write('Income tax', tax);
  write('Net profit', net);
  return { bytes: await toBytes(wb), data: { year, lines, order, expenseLines } };
}

// ---------------------------------------------------------------- Sales by day and product (long)
export interface SaleRow {
  date: string; // ISO
  month: number; // 1-12
  product: string;
  region: string;
  units: number;
  priceCents: number;
  amountCents: number;
  row: number; // sheet row (1-based)
}

export const PRODUCTS = ['Widget A', 'Widget B', 'Gadget Pro', 'Service Plan'];
export const REGIONS = ['North', 'South', 'East', 'West'];
const PRICES: Record<string, number> = {
  'Widget A': 19_99,
  'Widget B': 24_50,
  'Gadget Pro': 149_00,
  'Service Plan': 49_95,
};

export async function buildSales(seed = 2): Promise<{ bytes: Uint8Array; data: SaleRow[] }> {
  const r = rng(seed);
  const rows: SaleRow[] = [];
  const year = 2024;
  let sheetRow = 2;
  for (let m = 0; m < 12; m += 1) {
    const days = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
    for (let d = 1; d <= days; d += 1) {
      const n = between(r, 1, 3);
      for (let k = 0; k < n; k += 1) {
        const product = PRODUCTS[between(r, 0, PRODUCTS.length - 1)]!;
        const region = REGIONS[between(r, 0, REGIONS.length - 1)]!;
        const units = between(r, 1, product === 'Gadget Pro' ? 5 : 40);
        const price = PRICES[product]!;
        rows.push({
          date: `${year}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
          month: m + 1,
          product,
          region,
          units,
          priceCents: price,
          amountCents: units * price,
          row: sheetRow,
        });
        sheetRow += 1;
      }
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  ws.addRow(['Date', 'Product', 'Region', 'Units', 'Unit price', 'Amount']);
  for (const s of rows) {
    const [y, mo, d] = s.date.split('-').map(Number) as [number, number, number];
    const row = ws.addRow([
      new Date(Date.UTC(y, mo - 1, d)),
      s.product,
      s.region,
      s.units,
      cents(s.priceCents),
      cents(s.amountCents),
    ]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    row.getCell(5).numFmt = '$#,##0.00';
    row.getCell(6).numFmt = '$#,##0.00';
  }
  return { bytes: await toBytes(wb), data: rows };
}

// ---------------------------------------------------------------- Expenses by category (long)
export interface ExpenseRow {
  date: string;
  month: number;
  category: string;
  vendor: string;
  amountCents: number;
  row: number;
}

export const EXPENSE_CATEGORIES = [
  'Rent',
  'Marketing',
  'Travel',
  'Office supplies',
  'Software',
  'Utilities',
  'Insurance',
];
const VENDORS: Record<string, string[]> = {
  Rent: ['Harbor Properties'],
  Marketing: ['AdWorks', 'PrintHub', 'Social Boost'],
  Travel: ['SkyJet', 'RailCo', 'CityCabs'],
  'Office supplies': ['PaperPlus', 'DeskDepot'],
  Software: ['CloudSuite', 'CodeTools'],
  Utilities: ['PowerGrid', 'AquaServe'],
  Insurance: ['SafeCover'],
};

export async function buildExpenses(seed = 3): Promise<{ bytes: Uint8Array; data: ExpenseRow[] }> {
  const r = rng(seed);
  const rows: ExpenseRow[] = [];
  let sheetRow = 2;
  for (let m = 1; m <= 12; m += 1) {
    const entries: Array<Omit<ExpenseRow, 'row'>> = [];
    entries.push({
      date: iso(2024, m, 1),
      month: m,
      category: 'Rent',
      vendor: 'Harbor Properties',
      amountCents: 4_200_00,
    });
    entries.push({
      date: iso(2024, m, 5),
      month: m,
      category: 'Insurance',
      vendor: 'SafeCover',
      amountCents: 310_00,
    });
    const n = between(r, 12, 20);
    for (let k = 0; k < n; k += 1) {
      const category = ['Marketing', 'Travel', 'Office supplies', 'Software', 'Utilities'][
        between(r, 0, 4)
      ]!;
      const vendors = VENDORS[category]!;
      entries.push({
        date: iso(2024, m, between(r, 2, 28)),
        month: m,
        category,
        vendor: vendors[between(r, 0, vendors.length - 1)]!,
        amountCents:
          between(r, 15_00, category === 'Marketing' ? 2_500_00 : 900_00) + between(r, 0, 99),
      });
    }
    entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (const e of entries) rows.push({ ...e, row: sheetRow++ });
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  ws.addRow(['Date', 'Category', 'Vendor', 'Amount']);
  for (const e of rows) {
    const [y, mo, d] = e.date.split('-').map(Number) as [number, number, number];
    const row = ws.addRow([
      new Date(Date.UTC(y, mo - 1, d)),
      e.category,
      e.vendor,
      cents(e.amountCents),
    ]);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
    row.getCell(4).numFmt = '[$€-x-euro2] #,##0.00';
  }
  return { bytes: await toBytes(wb), data: rows };
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- Budget vs actual (wide, merged headers)
export interface BudgetData {
  months: number; // Jan..months
  lines: string[];
  budget: Record<string, number[]>; // cents
  actual: Record<string, number[]>;
}

export async function buildBudget(seed = 4): Promise<{ bytes: Uint8Array; data: BudgetData }> {
  const r = rng(seed);
  const months = 6;
  const lines = ['Marketing', 'Salaries', 'Rent', 'Travel', 'Training', 'IT equipment'];
  const budget: Record<string, number[]> = {};
  const actual: Record<string, number[]> = {};
  for (const l of lines) {
    const base =
      l === 'Salaries' ? 30_000_00 : l === 'Rent' ? 5_000_00 : between(r, 1_000_00, 6_000_00);
    budget[l] = Array.from({ length: months }, () => base);
    actual[l] = Array.from({ length: months }, () => Math.round(base * (0.85 + r() * 0.3)));
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget vs Actual');
  ws.getCell('A1').value = 'Budget vs actual, H1 2024';
  // row 3: merged month headers; row 4: Budget / Actual
  ws.getCell('A4').value = 'Cost line';
  for (let m = 0; m < months; m += 1) {
    const c = 2 + m * 2;
    ws.mergeCells(3, c, 3, c + 1);
    ws.getCell(3, c).value = `${MONTHS[m]} 2024`;
    ws.getCell(4, c).value = 'Budget';
    ws.getCell(4, c + 1).value = 'Actual';
  }
  let rowNo = 5;
  for (const l of lines) {
    ws.getCell(rowNo, 1).value = l;
    for (let m = 0; m < months; m += 1) {
      const c = 2 + m * 2;
      ws.getCell(rowNo, c).value = cents(budget[l]![m]!);
      ws.getCell(rowNo, c + 1).value = cents(actual[l]![m]!);
      ws.getCell(rowNo, c).numFmt = '#,##0.00';
      ws.getCell(rowNo, c + 1).numFmt = '#,##0.00';
    }
    rowNo += 1;
  }
  ws.getCell(rowNo, 1).value = 'Total';
  for (let m = 0; m < months; m += 1) {
    for (const [k, src] of [
      [0, budget],
      [1, actual],
    ] as const) {
      const c = 2 + m * 2 + k;
      const sum = lines.reduce((s, l) => s + src[l]![m]!, 0);
      const col = ws.getColumn(c).letter;
      ws.getCell(rowNo, c).value = {
        formula: `SUM(${col}5:${col}${rowNo - 1})`,
        result: cents(sum),
      };
      ws.getCell(rowNo, c).numFmt = '#,##0.00';
    }
  }
  return { bytes: await toBytes(wb), data: { months, lines, budget, actual } };
}

// ---------------------------------------------------------------- Balance sheet (stock, two dates)
export interface BalanceData {
  dates: [string, string];
  items: Array<{ label: string; section: string; values: [number, number]; total?: boolean }>;
}

export async function buildBalance(seed = 5): Promise<{ bytes: Uint8Array; data: BalanceData }> {
  const r = rng(seed);
  const v = (lo: number, hi: number): [number, number] => [
    between(r, lo, hi) * 100,
    between(r, lo, hi) * 100,
  ];
  const cash = v(20_000, 60_000);
  const ar = v(10_000, 30_000);
  const inv = v(15_000, 40_000);
  const equip = v(50_000, 90_000);
  const ap = v(8_000, 20_000);
  const loans = v(30_000, 50_000);
  const capital: [number, number] = [40_000_00, 40_000_00];
  const sum = (...xs: Array<[number, number]>): [number, number] => [
    xs.reduce((s, x) => s + x[0], 0),
    xs.reduce((s, x) => s + x[1], 0),
  ];
  const totalAssets = sum(cash, ar, inv, equip);
  const totalLiab = sum(ap, loans);
  const retained: [number, number] = [
    totalAssets[0] - totalLiab[0] - capital[0],
    totalAssets[1] - totalLiab[1] - capital[1],
  ];
  const totalEquity = sum(capital, retained);
  const items: BalanceData['items'] = [
    { label: 'Cash at bank', section: 'Assets', values: cash },
    { label: 'Accounts receivable', section: 'Assets', values: ar },
    { label: 'Inventory', section: 'Assets', values: inv },
    { label: 'Equipment', section: 'Assets', values: equip },
    { label: 'Total assets', section: 'Assets', values: totalAssets, total: true },
    { label: 'Accounts payable', section: 'Liabilities', values: ap },
    { label: 'Bank loans', section: 'Liabilities', values: loans },
    { label: 'Total liabilities', section: 'Liabilities', values: totalLiab, total: true },
    { label: 'Share capital', section: 'Equity', values: capital },
    { label: 'Retained earnings', section: 'Equity', values: retained },
    { label: 'Total equity', section: 'Equity', values: totalEquity, total: true },
  ];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Balance Sheet');
  ws.getCell('A1').value = 'Balance sheet';
  ws.getRow(2).values = ['', '31 Dec 2024', '31 Dec 2023'];
  let rowNo = 3;
  let section = '';
  for (const it of items) {
    if (it.section !== section) {
      section = it.section;
      ws.getCell(rowNo, 1).value = section;
      rowNo += 1;
    }
    ws.getCell(rowNo, 1).value = it.label;
    ws.getCell(rowNo, 2).value = cents(it.values[0]);
    ws.getCell(rowNo, 3).value = cents(it.values[1]);
    ws.getCell(rowNo, 2).numFmt = '£#,##0.00';
    ws.getCell(rowNo, 3).numFmt = '£#,##0.00';
    rowNo += 1;
  }
  return { bytes: await toBytes(wb), data: { dates: ['2024-12-31', '2023-12-31'], items } };
}

// ---------------------------------------------------------------- Messy: title, merged header, blank rows, text numbers, total
export interface MessyData {
  regions: string[];
  quarters: Record<string, number[]>; // cents per quarter
  headcount: Array<{ dept: string; people: number }>;
}

export async function buildMessy(seed = 6): Promise<{ bytes: Uint8Array; data: MessyData }> {
  const r = rng(seed);
  const regions = ['North', 'South', 'East', 'West', 'Online'];
  const quarters: Record<string, number[]> = {};
  for (const reg of regions)
    quarters[reg] = [0, 1, 2, 3].map(() => between(r, 20_000_00, 90_000_00) + between(r, 0, 99));
  const headcount = [
    { dept: 'Sales', people: between(r, 5, 20) },
    { dept: 'Operations', people: between(r, 5, 20) },
    { dept: 'Finance', people: between(r, 2, 6) },
    { dept: 'Engineering', people: between(r, 8, 30) },
  ];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Regional sales');
  ws.getCell('A1').value = 'Quarterly sales by region (unaudited)';
  ws.getCell('A2').value = 'Prepared by finance; figures in USD';
  // row 4: merged "2024" over B..E, "Total" in F; row 5: Region, Q1..Q4
  ws.mergeCells('B4:E4');
  ws.getCell('B4').value = 'FY 2024';
  ws.getCell('A5').value = 'Region';
  ['Q1', 'Q2', 'Q3', 'Q4'].forEach((q, i) => (ws.getCell(5, 2 + i).value = q));
  ws.getCell('F5').value = 'Total';
  let rowNo = 6;
  regions.forEach((reg, idx) => {
    if (idx === 2) rowNo += 1; // a blank row inside the table
    ws.getCell(rowNo, 1).value = reg;
    quarters[reg]!.forEach((v, i) => {
      const cell = ws.getCell(rowNo, 2 + i);
      // some numbers typed as text, as people paste them
      if ((idx + i) % 4 === 1)
        cell.value = (v / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      else {
        cell.value = cents(v);
        cell.numFmt = '#,##0.00';
      }
    });
    const total = quarters[reg]!.reduce((s, v) => s + v, 0);
    ws.getCell(rowNo, 6).value = { formula: `SUM(B${rowNo}:E${rowNo})`, result: cents(total) };
    ws.getCell(rowNo, 6).numFmt = '#,##0.00';
    rowNo += 1;
  });
  ws.getCell(rowNo, 1).value = 'Total';
  for (let i = 0; i < 5; i += 1) {
    const sum =
      i < 4
        ? regions.reduce((s, reg) => s + quarters[reg]![i]!, 0)
        : regions.reduce((s, reg) => s + quarters[reg]!.reduce((a, b) => a + b, 0), 0);
    const letter = ws.getColumn(2 + i).letter;
    ws.getCell(rowNo, 2 + i).value = {
      formula: `SUM(${letter}6:${letter}${rowNo - 1})`,
      result: cents(sum),
    };
    ws.getCell(rowNo, 2 + i).numFmt = '#,##0.00';
  }
  rowNo += 3;
  ws.getCell(rowNo, 1).value = 'Headcount by department';
  rowNo += 1;
  ws.getCell(rowNo, 1).value = 'Department';
  ws.getCell(rowNo, 2).value = 'Employees';
  rowNo += 1;
  for (const h of headcount) {
    ws.getCell(rowNo, 1).value = h.dept;
    ws.getCell(rowNo, 2).value = h.people;
    rowNo += 1;
  }
  const notes = wb.addWorksheet('Notes');
  notes.getCell('A1').value = 'This workbook was exported from the old system.';
  notes.getCell('A2').value = 'Online sales include marketplace orders.';
  return { bytes: await toBytes(wb), data: { regions, quarters, headcount } };
}

// ---------------------------------------------------------------- KPIs: month text, percent column
export interface KpiRow {
  month: number;
  revenueCents: number;
  marginBp: number; // gross margin in basis points of percent: 4250 = 42.50%
  customers: number;
  row: number;
}

export async function buildKpis(seed = 7): Promise<{ bytes: Uint8Array; data: KpiRow[] }> {
  const r = rng(seed);
  const rows: KpiRow[] = [];
  for (let m = 1; m <= 12; m += 1) {
    rows.push({
      month: m,
      revenueCents: between(r, 40_000, 70_000) * 100,
      marginBp: between(r, 3500, 4800),
      customers: between(r, 120, 260),
      row: m + 1,
    });
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Monthly KPIs');
  ws.addRow(['Month', 'Turnover', 'Gross margin %', 'Active customers']);
  for (const k of rows) {
    const row = ws.addRow([
      `${MONTHS_LONG[k.month - 1]} 2024`,
      cents(k.revenueCents),
      k.marginBp / 10000,
      k.customers,
    ]);
    row.getCell(2).numFmt = '$#,##0';
    row.getCell(3).numFmt = '0.00%';
  }
  return { bytes: await toBytes(wb), data: rows };
}

export interface BuiltWorkbooks {
  pnl: { bytes: Uint8Array; data: PnlData };
  sales: { bytes: Uint8Array; data: SaleRow[] };
  expenses: { bytes: Uint8Array; data: ExpenseRow[] };
  budget: { bytes: Uint8Array; data: BudgetData };
  balance: { bytes: Uint8Array; data: BalanceData };
  messy: { bytes: Uint8Array; data: MessyData };
  kpis: { bytes: Uint8Array; data: KpiRow[] };
}

export async function buildAll(): Promise<BuiltWorkbooks> {
  return {
    pnl: await buildPnl(),
    sales: await buildSales(),
    expenses: await buildExpenses(),
    budget: await buildBudget(),
    balance: await buildBalance(),
    messy: await buildMessy(),
    kpis: await buildKpis(),
  };
}
