/**
 * Reads an uploaded employee list (.xlsx) into payroll rows for the user to review. The
 * columns are found by their header names (Name/Employee, Role/Position/Title,
 * Salary/Gross salary/Monthly salary, any case), in the first sheet that has them, within
 * its first rows. Nothing is saved here: the rows go back to the form. The bytes are read
 * by the workbook gate (a pooled worker with every limit, declared dimensions included).
 */
import {
  PAYROLL_MAX_EMPLOYEES,
  PAYROLL_UPLOAD_COLUMNS,
  type PayrollUploadResult,
} from '@fina/contract';
import { validatePayroll } from '@fina/finance';
import { badRequest } from '@fina/service-kit';
import type { GridValue } from '@fina/workbook-gate';
import { readUploadGrid } from '../uploads/read-upload-grid';

type Column = keyof typeof PAYROLL_UPLOAD_COLUMNS;
/** Dates arrive as ISO text from the gate. */
type CellValue = GridValue | undefined;

/** How far down a sheet the header row may be (titles and blank rows above it are common). */
const HEADER_SCAN_ROWS = 10;
const MAX_SHEETS_SCANNED = 20;
/** Rows parsed per sheet: the employees, the rows above the header, and room for blanks. */
const MAX_SHEET_ROWS = 20_000;

/** 'Gross Salary (USD):' → 'gross salary'. */
export function normalizeHeader(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ALIASES: Record<Column, Set<string>> = {
  name: new Set(PAYROLL_UPLOAD_COLUMNS.name.map(normalizeHeader)),
  role: new Set(PAYROLL_UPLOAD_COLUMNS.role.map(normalizeHeader)),
  salary: new Set(PAYROLL_UPLOAD_COLUMNS.salary.map(normalizeHeader)),
};
const COLUMNS: Column[] = ['name', 'role', 'salary'];
const LABELS: Record<Column, string> = { name: 'Name', role: 'Role', salary: 'Salary' };

export const EXPECTED_COLUMNS_MESSAGE =
  'The workbook needs a header row with the columns Name, Role and Salary ' +
  `(also accepted: ${PAYROLL_UPLOAD_COLUMNS.name.slice(1).join(', ')} for Name; ` +
  `${PAYROLL_UPLOAD_COLUMNS.role.slice(1).join(', ')} for Role; ` +
  `${PAYROLL_UPLOAD_COLUMNS.salary.slice(1).join(', ')} for Salary).`;

interface HeaderMatch {
  row: number;
  columns: Partial<Record<Column, number>>;
}

function matchHeader(rows: CellValue[][]): HeaderMatch | null {
  let best: HeaderMatch | null = null;
  rows.slice(0, HEADER_SCAN_ROWS).forEach((cells, row) => {
    const columns: Partial<Record<Column, number>> = {};
    cells.forEach((cell, index) => {
      const text = normalizeHeader(cell);
      for (const column of COLUMNS) {
        if (columns[column] === undefined && ALIASES[column].has(text)) columns[column] = index;
      }
    });
    const found = Object.keys(columns).length;
    if (found > 0 && (!best || found > Object.keys(best.columns).length)) best = { row, columns };
  });
  return best;
}

function text(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/**
 * A salary cell as exact decimal text: numbers by their shortest form (1234.5), text with
 * currency signs and spaces dropped ('$ 1,234.50' → '1,234.50', which the engine reads).
 */
export function salaryText(value: CellValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const raw = text(value);
  const stripped = raw.replace(/[^\d.,-]/g, '');
  return /\d/.test(stripped) ? stripped : raw;
}

/**
 * A sheet's rows from its first non-blank row on (titles may sit anywhere below it), and the
 * sheet row number of the first of them.
 */
function fromFirstUsedRow(rows: GridValue[][]): { rows: GridValue[][]; firstRow: number } {
  const first = rows.findIndex((cells) => cells.some((cell) => cell !== null));
  if (first < 0) return { rows: [], firstRow: 1 };
  return { rows: rows.slice(first), firstRow: first + 1 };
}

const TOO_LONG = `The employee list is too long: upload at most ${PAYROLL_MAX_EMPLOYEES} employees.`;

/**
 * An employee list is small; the same margins as the other uploads. A sheet that declares
 * (or holds) more rows or columns than this is refused before anything is filled in.
 */
const EMPLOYEE_WORKBOOK_LIMITS = {
  maxUncompressedBytes: 20 * 1024 * 1024,
  maxCompressionRatio: 150,
  maxSheets: 60,
  maxRowsPerSheet: MAX_SHEET_ROWS,
  maxColumnsPerSheet: 256,
  maxCells: 200_000,
};

/** Rows found in the workbook, with the problems to fix before saving. Throws 400s. */
export async function readEmployeeWorkbook(
  bytes: Uint8Array,
  fileName: string,
  currency: string,
): Promise<PayrollUploadResult> {
  const grid = await readUploadGrid(bytes, EMPLOYEE_WORKBOOK_LIMITS, { too_many_rows: TOO_LONG });
  let firstSheetHeaders: string[] | null = null;
  let partial: { sheet: string; missing: Column[] } | null = null;

  for (const sheet of grid.sheets.slice(0, MAX_SHEETS_SCANNED)) {
    const sheetName = sheet.name;
    const { rows, firstRow } = fromFirstUsedRow(sheet.rows);
    firstSheetHeaders ??= (rows[0] ?? []).map(text).filter(Boolean);
    const header = matchHeader(rows);
    if (!header) continue;
    const missing = COLUMNS.filter((column) => header.columns[column] === undefined);
    if (missing.length > 0) {
      partial ??= { sheet: sheetName, missing };
      continue;
    }
    return employeesFrom(rows, header, firstRow, { fileName, sheetName, currency });
  }

  if (partial) {
    const names = partial.missing.map((column) => LABELS[column]).join(' and ');
    throw badRequest(
      `${EXPECTED_COLUMNS_MESSAGE} Sheet '${partial.sheet}' has no ${names} column.`,
      'file',
    );
  }
  const seen = firstSheetHeaders?.length
    ? ` The first row holds: ${firstSheetHeaders.slice(0, 8).join(', ')}.`
    : '';
  throw badRequest(`${EXPECTED_COLUMNS_MESSAGE}${seen}`, 'file');
}

function employeesFrom(
  rows: CellValue[][],
  header: HeaderMatch,
  firstRow: number,
  context: { fileName: string; sheetName: string; currency: string },
): PayrollUploadResult {
  const at = (cells: CellValue[], column: Column) => cells[header.columns[column] ?? -1];
  const employees: PayrollUploadResult['employees'] = [];
  const sheetRows: number[] = [];
  rows.slice(header.row + 1).forEach((cells, offset) => {
    const row = {
      name: text(at(cells, 'name')),
      role: text(at(cells, 'role')),
      salary: salaryText(at(cells, 'salary')),
    };
    if (!row.name && !row.role && !row.salary) return; // blank rows between employees
    employees.push(row);
    sheetRows.push(firstRow + header.row + 1 + offset);
  });
  if (employees.length === 0) {
    throw badRequest(
      `Sheet '${context.sheetName}' has the Name, Role and Salary columns but no employees below them.`,
      'file',
    );
  }
  if (employees.length > PAYROLL_MAX_EMPLOYEES) {
    throw badRequest(
      `The employee list has ${employees.length} rows: upload at most ${PAYROLL_MAX_EMPLOYEES} employees.`,
      'file',
    );
  }
  // The engine's own rules, so the review shows the same messages the save would give.
  const issues = validatePayroll({
    currency: context.currency,
    employees,
    payday: 'Every end of the month',
    start_month: '2000-01',
  })
    .filter((issue) => issue.field.startsWith('employees.'))
    .map((issue) => {
      const index = Number(/^employees\.(\d+)/.exec(issue.field)?.[1] ?? 0);
      return { field: issue.field, message: `Row ${sheetRows[index]}: ${issue.message}` };
    });
  return { file_name: context.fileName, sheet: context.sheetName, employees, issues };
}
