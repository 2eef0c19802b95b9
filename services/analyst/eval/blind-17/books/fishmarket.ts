/** Fish market (₱): payroll register, two-row header with grouped Deductions, month blocks. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(17709);
const staff = ['Dela Cruz, Ramon', 'Santos, Liza', 'Reyes, Boy', 'Garcia, Nena', 'Mendoza, Jun'];
const months = ['January', 'February', 'March'];
const base = staff.map(() => int(r, 1800000, 4200000));
const pay = months.map(() =>
  staff.map((_, e) => {
    const gross = BigInt(base[e]! + int(r, 0, 300000));
    const tax = (gross * 8n) / 100n;
    const sss = BigInt(int(r, 90000, 135000));
    const ph = (gross * 25n) / 1000n;
    return { gross, tax, sss, ph, ded: tax + sss + ph, net: gross - tax - sss - ph };
  }),
);
const flat = pay.flat();
const tot = (k: 'gross' | 'tax' | 'sss' | 'ph' | 'ded' | 'net', f = flat) =>
  sum(f.map((x) => x[k]));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const rows: Row[] = [
    ['Navotas Fresh Catch Trading'],
    ['Payroll register Q1 2025 (PHP)'],
    ['Month', 'Employee', 'Gross pay', 'Deductions', null, null, null, 'Net pay'],
    [null, null, null, 'W/holding tax', 'SSS', 'PhilHealth', 'Total deductions', null],
  ];
  months.forEach((m, mi) => {
    pay[mi]!.forEach((x, e) =>
      rows.push([
        m,
        staff[e]!,
        cell(x.gross),
        cell(x.tax),
        cell(x.sss),
        cell(x.ph),
        cell(x.ded),
        cell(x.net),
      ]),
    );
  });
  rows.push([
    'Total',
    null,
    cell(tot('gross')),
    cell(tot('tax')),
    cell(tot('sss')),
    cell(tot('ph')),
    cell(tot('ded')),
    cell(tot('net')),
  ]);
  sheet(wb, 'Payroll', rows);
  const ws = wb.getWorksheet('Payroll')!;
  ws.mergeCells('D3:G3');
  return bytes(wb);
}

const { q, list } = asker('fishmarket');
const perEmp = staff.map((_, e) => sum(pay.map((m) => m[e]!.gross)));
const top = argmax(perEmp);
q(
  'total gross payroll for the quarter',
  { value: hundredths(tot('gross')) },
  'sum of Gross pay (Total row)',
);
q('how much net pay went out', { value: hundredths(tot('net')) }, 'sum of Net pay');
q('total withholding tax', { value: hundredths(tot('tax')) }, 'sum of W/holding tax');
q("santos liza's net pay in february", { value: hundredths(pay[1]![1]!.net) }, 'one cell');
q('sss contributions in march', { value: hundredths(tot('sss', pay[2]!)) }, 'SSS for March rows');
q(
  'who is paid the most',
  { value: hundredths(perEmp[top]!), at: staff[top]!.split(',')[0]! },
  'employee with the highest gross over the quarter',
);
q(
  'what % of gross goes to deductions',
  { value: pct(tot('ded'), tot('gross')) },
  'Total deductions / Gross pay x 100',
);
q(
  'january payroll gross',
  { value: hundredths(tot('gross', pay[0]!)) },
  'Gross pay for January rows',
);
q(
  'average gross pay per employee per month',
  { value: meanCents(tot('gross'), flat.length) },
  'gross total / 15 rows',
);
q('philhealth total', { value: hundredths(tot('ph')) }, 'sum of PhilHealth');
q(
  'how much did we pay reyes boy in total (gross)',
  { value: hundredths(perEmp[2]!) },
  'Reyes gross over 3 months',
);
q(
  'total deductions in february',
  { value: hundredths(tot('ded', pay[1]!)) },
  'Total deductions, February rows',
);
q('how many overtime hours were paid', REFUSE, 'no hours');
q('payroll for april', REFUSE, 'register covers Jan-Mar');
export const fishmarket: BlindBook = {
  name: 'fishmarket',
  business: 'fish market',
  build,
  questions: list,
};
