/**
 * Sunrise Family Clinic (₱): a payroll register Jan-Jun. A two-row header ("Deductions" over
 * SSS / PhilHealth / Withholding Tax), one block per month with a "<month> Total" row and a
 * blank row after it, a Grand Total at the end.
 */
import { meanCents, money, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, formatColumns, MON, newBook, PESO, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const STAFF: Array<[string, number]> = [
  ['Dr. Ana Reyes', 9_500_000],
  ['Dr. Paolo Lim', 8_800_000],
  ['Nurse Joy Santos', 3_200_000],
  ['Nurse Mark Dela Cruz', 3_000_000],
  ['Receptionist Liza Tan', 2_100_000],
  ['Med Tech Carlo Ramos', 2_700_000],
];

export interface PayLine {
  month: number; // 1-6
  employee: string;
  gross: number;
  sss: number;
  philhealth: number;
  tax: number;
  net: number;
}

const fields = ['gross', 'sss', 'philhealth', 'tax', 'net'] as const;

export const clinicPayroll: BookSpec<{ lines: PayLine[] }> = {
  name: 'clinic-payroll',
  about:
    'clinic, ₱, payroll register with a two-row header, month blocks with Total rows, Grand Total',
  async build(seed) {
    const rng = makeRng(seed);
    const lines: PayLine[] = [];
    for (let month = 1; month <= 6; month++)
      for (const [employee, base] of STAFF) {
        const gross = base + rng.int(0, 12) * 50_000 + rng.int(0, 99);
        const sss = Math.min(Math.round(gross * 0.045), 135_000);
        const philhealth = Math.round(gross * 0.025);
        const tax = Math.round(Math.max(0, gross - 2_083_300) * 0.2);
        lines.push({
          month,
          employee,
          gross,
          sss,
          philhealth,
          tax,
          net: gross - sss - philhealth - tax,
        });
      }
    const wb = newBook();
    const ws = wb.addWorksheet('Payroll Register');
    bold(ws.addRow(['Sunrise Family Clinic - Payroll register, January to June 2025']));
    ws.addRow([]);
    bold(ws.addRow([null, null, null, 'Deductions', null, null, null]));
    ws.mergeCells(3, 4, 3, 6);
    bold(
      ws.addRow([
        'Month',
        'Employee',
        'Gross Pay',
        'SSS',
        'PhilHealth',
        'Withholding Tax',
        'Net Pay',
      ]),
    );
    const totals = (xs: PayLine[]): number[] => fields.map((f) => sumN(xs.map((l) => l[f])));
    for (let month = 1; month <= 6; month++) {
      const mine = lines.filter((l) => l.month === month);
      for (const l of mine)
        ws.addRow([`${MON[month - 1]} 2025`, l.employee, ...fields.map((f) => cell(l[f]))]);
      bold(ws.addRow([`${MON[month - 1]} 2025 Total`, null, ...totals(mine).map(cell)]));
      ws.addRow([]);
    }
    bold(ws.addRow(['Grand Total', null, ...totals(lines).map(cell)]));
    formatColumns(ws, [3, 4, 5, 6, 7], PESO, 5);
    ws.getColumn(2).width = 24;
    return { bytes: await toBytes(wb), facts: { lines } };
  },
  questions({ lines }) {
    const s = (xs: PayLine[], f: (typeof fields)[number]): number => sumN(xs.map((l) => l[f]));
    const who = (name: string): PayLine[] => lines.filter((l) => l.employee === name);
    const byEmp = STAFF.map(([n]) => s(who(n), 'gross'));
    const top = byEmp.indexOf(Math.max(...byEmp));
    const deductions = s(lines, 'sss') + s(lines, 'philhealth') + s(lines, 'tax');
    const joy = who('Nurse Joy Santos');
    return [
      {
        id: 'gross',
        question: 'total gross payroll',
        expect: { value: money(s(lines, 'gross')) },
        means: 'Gross Pay over all employee rows (= Grand Total)',
      },
      {
        id: 'reyes-net',
        question: 'how much net pay did dr reyes get',
        expect: { value: money(s(who('Dr. Ana Reyes'), 'net')) },
        means: 'Net Pay of Dr. Ana Reyes, Jan-Jun',
      },
      {
        id: 'tax',
        question: 'total witholding tax',
        expect: { value: money(s(lines, 'tax')) },
        means: 'Withholding Tax, all rows',
      },
      {
        id: 'gross-mar',
        question: 'gross pay in march',
        expect: {
          value: money(
            s(
              lines.filter((l) => l.month === 3),
              'gross',
            ),
          ),
        },
        means: 'Gross Pay of the Mar 2025 rows',
      },
      {
        id: 'top-earner',
        question: 'who earns the most',
        expect: { at: STAFF[top]![0] },
        means:
          'employee with the largest Gross Pay over the period; place only, since the figure may fairly be the period gross, net or a monthly one',
      },
      {
        id: 'joy-avg',
        question: "what's nurse joy's average monthly net pay",
        expect: { value: meanCents(s(joy, 'net'), joy.length) },
        means: 'Net Pay of Nurse Joy Santos / 6 months',
      },
      {
        id: 'philhealth',
        question: 'how much went to philhealth',
        expect: { value: money(s(lines, 'philhealth')) },
        means: 'PhilHealth, all rows',
      },
      {
        id: 'deductions',
        question: 'total deductions',
        expect: { value: money(deductions) },
        means: 'SSS + PhilHealth + Withholding Tax, all rows',
      },
      {
        id: 'net-jun',
        question: 'net pay june',
        expect: {
          value: money(
            s(
              lines.filter((l) => l.month === 6),
              'net',
            ),
          ),
        },
        means: 'Net Pay of the Jun 2025 rows',
      },
      {
        id: 'tax-pct',
        question: 'what percent of gross pay is withheld as tax',
        expect: { value: pct(s(lines, 'tax'), s(lines, 'gross')) },
        means: 'Withholding Tax / Gross Pay, all rows',
      },
      {
        id: 'headcount',
        question: 'how many employees do we have',
        expect: { value: String(STAFF.length) },
        means: 'distinct employees in the register',
      },
      {
        id: 'net-total',
        question: 'how much did we actually pay out to staff',
        expect: { value: money(s(lines, 'net')) },
        means: 'Net Pay, all rows (take-home paid out)',
      },
      {
        id: 'sss-lim',
        question: 'SSS for Dr Lim in April',
        expect: { value: money(who('Dr. Paolo Lim').find((l) => l.month === 4)!.sss) },
        means: 'one cell',
      },
      {
        id: 'overtime',
        question: 'how much overtime did we pay',
        expect: { refuse: true },
        means: 'no overtime column',
      },
      {
        id: 'july',
        question: 'payroll for july',
        expect: { refuse: true },
        means: 'register ends in June',
      },
      {
        id: '13th',
        question: 'what is the 13th month pay',
        expect: { refuse: true },
        means: 'not on the sheet',
      },
    ];
  },
};
