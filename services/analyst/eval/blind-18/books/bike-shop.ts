/** A bike shop's payroll register (Rp): one row per employee per month, a two-row header grouping the deductions. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { argMax, cell, int, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'bike-shop';
const r = rngFor(NAME);
const staff = [
  'Budi Santoso',
  'Dewi Lestari',
  'Agus Wijaya',
  'Rina Kusuma',
  'Yusuf Hakim',
  'Sari Putri',
];
const base = staff.map(() => int(r, 4500, 9500) * 1000 * 100);
const rows = [0, 1, 2].flatMap((m) =>
  staff.map((name, i) => {
    const gross = base[i]! + int(r, 0, 800) * 1000 * 100;
    const tax = Math.round((gross * int(r, 2, 5)) / 100 / 100) * 100;
    const health = Math.round(gross / 100 / 100) * 100;
    const jobs = Math.round((gross * 2) / 100 / 100) * 100;
    return {
      m,
      name,
      gross,
      tax,
      health,
      jobs,
      ded: tax + health + jobs,
      net: gross - tax - health - jobs,
    };
  }),
);
const mLabel = ['Jan 2025', 'Feb 2025', 'Mar 2025'];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Register');
  ws.addRow(['Toko Sepeda Roda Jaya - payroll register, January to March 2025 (Rp)']);
  ws.addRow(['Month', 'Employee', 'Gross pay', 'Deductions', '', '', '', 'Net pay']);
  ws.addRow([
    '',
    '',
    '',
    'PPh 21',
    'BPJS Kesehatan',
    'BPJS Ketenagakerjaan',
    'Total deductions',
    '',
  ]);
  ws.mergeCells('D2:G2');
  rows.forEach((x) =>
    ws.addRow([
      mLabel[x.m],
      x.name,
      cell(x.gross),
      cell(x.tax),
      cell(x.health),
      cell(x.jobs),
      cell(x.ded),
      cell(x.net),
    ]),
  );
  return toBytes(wb);
}

const sum = (
  k: 'gross' | 'tax' | 'health' | 'ded' | 'net',
  f: (x: (typeof rows)[number]) => boolean = () => true,
) => S(rows.filter(f).map((x) => x[k]));
const grossBy = staff.map((n) => sum('gross', (x) => x.name === n));
const top = argMax(grossBy);

export const bikeShop: BlindBook = {
  name: NAME,
  business: 'bike shop (Rp)',
  build,
  checks: [{ what: 'gross - deductions = net', a: sum('gross') - sum('ded'), b: sum('net') }],
  questions: questionsFor(NAME, [
    [
      'total gross pay for the quarter',
      { value: money(sum('gross')) },
      'sum of Gross pay, Jan-Mar',
    ],
    ['total net pay', { value: money(sum('net')) }, 'sum of Net pay'],
    ['how much did we deduct in total', { value: money(sum('ded')) }, 'sum of Total deductions'],
    ['how much PPh 21 tax did we withhold', { value: money(sum('tax')) }, 'sum of PPh 21'],
    [
      "budi's net pay in february",
      { value: money(sum('net', (x) => x.name === 'Budi Santoso' && x.m === 1)) },
      'Net pay, Budi Santoso, Feb 2025',
    ],
    [
      'who earns the most',
      { value: money(grossBy[top]!), at: staff[top]! },
      'employee with the largest summed Gross pay, Jan-Mar',
    ],
    [
      'gross payroll in march',
      { value: money(sum('gross', (x) => x.m === 2)) },
      'Gross pay, Mar 2025 rows',
    ],
    [
      'average net pay per payslip',
      { value: meanCents(sum('net'), rows.length) },
      'sum of Net pay / number of rows (employee-months)',
    ],
    ['bpjs kesehatan total', { value: money(sum('health')) }, 'sum of BPJS Kesehatan'],
    [
      'deductions as a % of gross',
      { value: pct(sum('ded'), sum('gross')) },
      'Total deductions / Gross pay * 100',
    ],
    [
      "dewi lestari's gross pay for the quarter",
      { value: money(grossBy[1]!) },
      'Gross pay, Dewi Lestari, Jan-Mar',
    ],
    ['how many overtime hours did agus work', REFUSE, 'no hours on the register'],
    ['april payroll', REFUSE, 'January to March only'],
  ]),
};
