/**
 * The questionnaire's optional files: monthly revenues of the past year, and employees with
 * role and monthly salary. Each may be an .xlsx (read through the same gate as the
 * statements) or a .csv; the content decides, not the name.
 */
import { badRequest } from '@fina/service-kit';
import { readStatementGrid } from '../statements/grid-source';
import type { GridValue } from '../statements/grid-source';
import { readAmount } from '../shared/decimal-text';

const isZip = (data: Uint8Array) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b;

/** One CSV line → cells (quotes, doubled quotes, commas or semicolons). */
function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      cells.push(current.trim());
      current = '';
    } else current += ch;
  }
  cells.push(current.trim());
  return cells;
}

async function readRows(data: Buffer, field: string): Promise<GridValue[][]> {
  if (isZip(data)) {
    const sheets = await readStatementGrid(data, field);
    return sheets[0]?.rows ?? [];
  }
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw badRequest('Invalid file format.', field);
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 5000);
  const separator = (lines[0] ?? '').includes(';') && !(lines[0] ?? '').includes(',') ? ';' : ',';
  return lines.map((line) => splitCsvLine(line, separator).map((c) => (c === '' ? null : c)));
}

/** The past year's 12 monthly revenues, oldest first: the last 12 rows with an amount. */
export async function readMonthlyRevenues(
  data: Buffer,
  field = 'monthly_revenues',
): Promise<string[]> {
  const rows = await readRows(data, field);
  const amounts: string[] = [];
  for (const row of rows) {
    const cells = row.filter((v) => v !== null);
    // The amount is the row's last cell ("Jan 2025 | 8000" or just "8000").
    const amount = readAmount(cells[cells.length - 1] ?? null);
    if (amount !== null) amounts.push(amount);
  }
  if (amounts.length < 12) {
    throw badRequest(
      `The monthly revenues file needs 12 months of revenue, one per row (found ${amounts.length}).`,
      field,
    );
  }
  const lastTwelve = amounts.slice(-12);
  if (lastTwelve.some((a) => a.startsWith('-'))) {
    throw badRequest('A monthly revenue cannot be negative.', field);
  }
  return lastTwelve;
}

export interface EmployeeRow {
  name: string;
  role: string;
  salary: string;
}

/** Employees with role and monthly salary: a header row names the columns, else [name,] role, salary. */
export async function readEmployees(data: Buffer, field = 'employee_file'): Promise<EmployeeRow[]> {
  const rows = await readRows(data, field);
  const text = (v: GridValue | undefined) =>
    v === null || v === undefined ? '' : String(v).trim();
  const headerIndex = rows.findIndex(
    (row) =>
      row.some((v) => /role|position|title|job/i.test(text(v))) &&
      row.some((v) => /salary|pay|wage/i.test(text(v))),
  );
  let roleAt = -1;
  let salaryAt = -1;
  let nameAt = -1;
  if (headerIndex >= 0) {
    const header = rows[headerIndex] ?? [];
    roleAt = header.findIndex((v) => /role|position|title|job/i.test(text(v)));
    salaryAt = header.findIndex((v) => /salary|pay|wage/i.test(text(v)));
    nameAt = header.findIndex((v, i) => i !== roleAt && /name|employee/i.test(text(v)));
  }
  const employees: EmployeeRow[] = [];
  rows.slice(headerIndex + 1).forEach((row) => {
    const cells = headerIndex >= 0 ? row : row.filter((v) => v !== null);
    let role: string;
    let name = '';
    let salary: string | null;
    if (headerIndex >= 0) {
      role = text(cells[roleAt]);
      name = nameAt >= 0 ? text(cells[nameAt]) : '';
      salary = readAmount(cells[salaryAt] ?? null);
    } else if (cells.length >= 3) {
      name = text(cells[0]);
      role = text(cells[1]);
      salary = readAmount(cells[2] ?? null);
    } else {
      role = text(cells[0]);
      salary = readAmount(cells[1] ?? null);
    }
    if (!role && salary === null) return;
    if (!role || salary === null || salary.startsWith('-')) {
      throw badRequest(
        `Each employee needs a role and a monthly salary (row ${rows.indexOf(row) + 1}).`,
        field,
      );
    }
    employees.push({ name, role, salary });
  });
  if (employees.length > 1000) throw badRequest('At most 1000 employees.', field);
  return employees;
}
