/** Sound hire firm, Ft: payroll register with a two-row header (grouped Deductions), rows per month x employee, month totals and blank rows. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { argMax, cell, MONTHS, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(8);
const staff: Array<[string, number]> = [
  ['Kovács Anna', 65000000],
  ['Nagy Bence', 52000000],
  ['Szabó Dóra', 71000000],
  ['Tóth Gergő', 48000000],
  ['Varga Lili', 58000000],
];
interface Pay {
  m: number;
  emp: string;
  gross: number;
  tax: number;
  soc: number;
  union: number;
  net: number;
}
const pays: Pay[] = [];
for (let m = 0; m < 6; m++) {
  for (const [emp, base] of staff) {
    const gross = base + r.int(0, 80) * 100000;
    const tax = Math.round(gross * 0.15);
    const soc = Math.round(gross * 0.185);
    const union = r.next() < 0.5 ? 0 : 350000;
    pays.push({ m, emp, gross, tax, soc, union, net: gross - tax - soc - union });
  }
}
const sumOf = (xs: Pay[], f: (p: Pay) => number): bigint => total(xs.map(f));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll register');
  ws.addRow(['Loudbox Hangtechnika Kft. - payroll register, January-June 2026']);
  ws.addRow(['HUF']);
  ws.addRow(['Month', 'Employee', 'Gross pay', 'Deductions', null, null, 'Net pay']);
  ws.addRow([null, null, null, 'Personal income tax', 'Social security', 'Union dues', null]);
  ws.mergeCells('D3:F3');
  for (let m = 0; m < 6; m++) {
    const ps = pays.filter((p) => p.m === m);
    for (const p of ps)
      ws.addRow([
        MONTHS[m],
        p.emp,
        cell(p.gross),
        cell(p.tax),
        cell(p.soc),
        p.union ? cell(p.union) : null,
        cell(p.net),
      ]);
    ws.addRow([
      `Total ${MONTHS[m]}`,
      null,
      cell(sumOf(ps, (p) => p.gross)),
      cell(sumOf(ps, (p) => p.tax)),
      cell(sumOf(ps, (p) => p.soc)),
      cell(sumOf(ps, (p) => p.union)),
      cell(sumOf(ps, (p) => p.net)),
    ]);
    ws.addRow([]);
  }
  return toBytes(wb);
}

const gross = sumOf(pays, (p) => p.gross);
const ded = sumOf(pays, (p) => p.tax + p.soc + p.union);
const empGross = staff.map(([e]) =>
  sumOf(
    pays.filter((p) => p.emp === e),
    (p) => p.gross,
  ),
);
const top = argMax(empGross);
const at = (m: number, e: string): Pay => pays.find((p) => p.m === m && p.emp === e)!;

export const soundhire: BlindBook = {
  name: 'soundhire',
  business: 'sound hire firm',
  shape: 'payroll register, two-row header with grouped deductions, monthly total rows',
  bytes,
  checks: [{ what: 'gross - deductions = net', a: gross - ded, b: sumOf(pays, (p) => p.net) }],
  questions: questionsFor('soundhire', [
    [
      'total gross pay so far this year',
      {
        value: money(gross),
        means: 'sum of Gross pay over employee rows Jan-Jun 2026 (Total rows not added)',
      },
    ],
    [
      'how much net pay did we pay out',
      { value: money(sumOf(pays, (p) => p.net)), means: 'sum of Net pay, employee rows' },
    ],
    [
      'total income tax withheld',
      { value: money(sumOf(pays, (p) => p.tax)), means: 'sum of Personal income tax' },
    ],
    [
      "what was Szabó Dóra's gross in march",
      { value: money(at(2, 'Szabó Dóra').gross), means: 'March row, Szabó Dóra, Gross pay' },
    ],
    [
      'how much has nagy bence taken home in total',
      {
        value: money(
          sumOf(
            pays.filter((p) => p.emp === 'Nagy Bence'),
            (p) => p.net,
          ),
        ),
        means: 'Net pay, Nagy Bence, Jan-Jun',
      },
    ],
    [
      'who is our highest paid employee',
      {
        at: staff[top]![0],
        value: money(empGross[top]!),
        means: 'employee with the largest gross Jan-Jun',
      },
    ],
    [
      'payroll in april',
      {
        value: money(
          sumOf(
            pays.filter((p) => p.m === 3),
            (p) => p.gross,
          ),
        ),
        means: 'April gross pay (= Total April row)',
      },
    ],
    [
      'total deductions',
      { value: money(ded), means: 'tax + social security + union dues, all rows' },
    ],
    ['average monthly gross payroll', { value: meanCents(gross, 6), means: 'gross / 6 months' }],
    [
      'union dues total',
      { value: money(sumOf(pays, (p) => p.union)), means: 'sum of Union dues (blank = 0)' },
    ],
    [
      'social security in june',
      {
        value: money(
          sumOf(
            pays.filter((p) => p.m === 5),
            (p) => p.soc,
          ),
        ),
        means: 'June Social security, all employees',
      },
    ],
    [
      'deductions as a % of gross',
      { value: pct(ded, gross), means: 'total deductions / total gross, %' },
    ],
    [
      'what does the employer pension cost us',
      { refuse: true, means: 'employer contributions are not in the register' },
    ],
    [
      'how many overtime hours did toth gergo do',
      { refuse: true, means: 'no hours in the register' },
    ],
  ]),
};
