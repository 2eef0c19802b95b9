/**
 * Issue 13, pass 5: small workbooks of the shapes whose totals, quarters, percentages,
 * quantities and missing nouns used to give wrong figures (see pass5.test.ts).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

export type ShapeRow = Array<string | number | Date | null>;

export async function bookOf(
  sheets: Array<{ name: string; rows: ShapeRow[]; merges?: string[] }>,
): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    for (const r of s.rows) ws.addRow(r);
    for (const m of s.merges ?? []) ws.mergeCells(m);
  }
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

/** Payroll: a two-row header ("Deductions" over SSS, PhilHealth, Total), month blocks, TOTAL. */
export const PAYROLL = {
  people: [
    ['Ana Cruz', 20000, 1500],
    ['Ben Reyes', 18000, 0],
    ['Carla Diaz', 25000, 2500],
  ] as Array<[string, number, number]>,
  months: ['January', 'February'],
};
export function payrollRows(): { rows: ShapeRow[]; merges: string[] } {
  const rows: ShapeRow[] = [
    ['Payroll Register 2025'],
    [],
    ['Employee', 'Basic', 'Overtime', 'Gross Pay', 'Deductions', null, null, 'Net Pay'],
    [null, null, null, null, 'SSS', 'PhilHealth', 'Total', null],
  ];
  const totals = [0, 0, 0, 0, 0, 0, 0];
  for (const month of PAYROLL.months) {
    rows.push([month]);
    for (const [name, basic, ot] of PAYROLL.people) {
      const gross = basic + ot;
      const sss = Math.round(basic * 0.045);
      const ph = Math.round(basic * 0.025);
      const line = [basic, ot, gross, sss, ph, sss + ph, gross - sss - ph];
      line.forEach((v, i) => (totals[i]! += v));
      rows.push([name, ...line]);
    }
    rows.push([]);
  }
  rows.push(['TOTAL', ...totals]);
  return { rows, merges: ['E3:G3'] };
}

/** Budget vs actual: quarters merged over Budget / Actual, a Full year pair, a Total row. */
export const BUDGET_LINES: Array<[string, number[]]> = [
  ['Rent', [3000, 3000, 3000, 3100]],
  ['Salaries', [12000, 12500, 12000, 11800]],
  ['Marketing', [2000, 2600, 1500, 1200]],
];
export function budgetRows(): { rows: ShapeRow[]; merges: string[] } {
  const rows: ShapeRow[] = [
    ['Budget vs Actual 2025 (EUR)'],
    [],
    ['Line', 'Q1 2025', null, 'Q2 2025', null, 'Full year', null],
    [null, 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual'],
  ];
  const tot = [0, 0, 0, 0, 0, 0];
  for (const [name, [b1, a1, b2, a2]] of BUDGET_LINES) {
    const line = [b1!, a1!, b2!, a2!, b1! + b2!, a1! + a2!];
    line.forEach((v, i) => (tot[i]! += v));
    rows.push([name, ...line]);
  }
  rows.push(['Total', ...tot]);
  return { rows, merges: ['B3:C3', 'D3:E3', 'F3:G3'] };
}

/** A statement of cash flows in thousands: three sections, each closed by "Net cash ...". */
export const CASH = {
  operating: [
    ['Net income', 5200, 4100],
    ['Depreciation', 800, 750],
    ['Increase in receivables', -1300, -600],
  ] as Array<[string, number, number]>,
  investing: [
    ['Purchase of equipment', -2100, -900],
    ['Sale of vehicle', 300, 0],
  ] as Array<[string, number, number]>,
  financing: [
    ['Loan repayment', -1000, -1000],
    ['Dividends paid', -500, -400],
  ] as Array<[string, number, number]>,
};
export function cashRows(): ShapeRow[] {
  const rows: ShapeRow[] = [
    ['Statement of Cash Flows'],
    ['In thousands of Philippine Pesos'],
    [],
    [null, '2025', '2024'],
  ];
  const section = (head: string, lines: Array<[string, number, number]>, close: string): void => {
    rows.push([head]);
    for (const l of lines) rows.push([...l]);
    rows.push([close, sum(lines, 1), sum(lines, 2)]);
  };
  section(
    'Cash flows from operating activities',
    CASH.operating,
    'Net cash from operating activities',
  );
  section(
    'Cash flows from investing activities',
    CASH.investing,
    'Net cash used in investing activities',
  );
  section(
    'Cash flows from financing activities',
    CASH.financing,
    'Net cash used in financing activities',
  );
  return rows;
}
export const sum = (lines: Array<[string, ...number[]]>, i: number): number =>
  lines.reduce((s, l) => s + (l[i] as number), 0);

/** Branches: a summary sheet whose last row is "All branches". */
export const BRANCHES: Array<[string, number, number]> = [
  ['Quezon City', 410000, 120000],
  ['Pasig', 530000, 150000],
  ['Alabang', 380000, 99000],
];
export function branchRows(label = 'All branches'): ShapeRow[] {
  return [
    ['Sales by branch 2025 (PHP)'],
    [],
    ['Branch', 'Sales', 'Expenses'],
    ...BRANCHES.map((b) => [...b]),
    [label, sum(BRANCHES, 1), sum(BRANCHES, 2)],
  ];
}

/** A QuickBooks profit and loss with quarters as columns ("Jan - Mar 2025"). */
export const QB: Array<[string, number[]]> = [
  ['4000 Sales', [50000, 62000, 58000, 71000]],
  ['4100 Service income', [8000, 9000, 7000, 10000]],
  ['6000 Rent', [6000, 6000, 6000, 6000]],
  ['6100 Utilities', [1200, 1100, 1500, 1700]],
];
export function qbRows(): ShapeRow[] {
  const quarterSums = (from: number, to: number): number[] =>
    [0, 1, 2, 3].map((q) => QB.slice(from, to).reduce((s, l) => s + l[1][q]!, 0));
  const withTotal = (v: number[]): number[] => [...v, v.reduce((a, b) => a + b, 0)];
  const income = quarterSums(0, 2);
  const expense = quarterSums(2, 4);
  return [
    ['Corner Cafe Inc.'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, 'Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025', 'Total'],
    ['Income'],
    ...QB.slice(0, 2).map(([n, v]) => [n, ...withTotal(v)]),
    ['Total Income', ...withTotal(income)],
    ['Expenses'],
    ...QB.slice(2, 4).map(([n, v]) => [n, ...withTotal(v)]),
    ['Total Expenses', ...withTotal(expense)],
    ['Net Income', ...withTotal(income.map((x, i) => x - expense[i]!))],
  ];
}

/** A sales log with a quantity column and a unit price column. */
export const ORDERS: Array<[string, string, number, number]> = [
  ['2025-01-03', 'Latte', 12, 4.5],
  ['2025-01-04', 'Mocha', 7, 5.25],
  ['2025-02-10', 'Latte', 20, 4.5],
  ['2025-02-11', 'Espresso', 15, 3],
];
export function orderRows(): ShapeRow[] {
  const lines = ORDERS.map(([d, p, q, u]) => [new Date(`${d}T00:00:00Z`), p, q, u, q * u]);
  return [
    ['Date', 'Product', 'Qty', 'Unit Price', 'Amount'],
    ...lines,
    [
      'Total',
      null,
      ORDERS.reduce((s, o) => s + o[2], 0),
      null,
      lines.reduce((s, l) => s + (l[4] as number), 0),
    ],
  ];
}
