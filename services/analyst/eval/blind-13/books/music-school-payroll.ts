/**
 * A music school's payroll register (INR, ₹): one row per teacher per month (Jan-Mar), a
 * two-row header with a grouped "Deductions" heading over TDS / PF / Prof. tax, and a
 * "Total for <month>" row after each month.
 */
import { money, sum } from '../../expect';
import { argmax, ask, cell, int, rng, toBytes, uniqueMax, type BlindBook } from '../kit';

const NAME = 'music-school-payroll';
const r = rng(9);
const STAFF = [
  'Ananya Rao (piano)',
  'Vikram Iyer (guitar)',
  'Meera Pillai (vocals)',
  'Rohan Das (drums)',
  'Kavya Menon (violin)',
  'Arjun Shah (admin)',
];
const MONTHS3 = ['January 2025', 'February 2025', 'March 2025'];
interface Pay {
  gross: bigint;
  tds: bigint;
  pf: bigint;
  pt: bigint;
  net: bigint;
}
const base = STAFF.map(() => int(r, 2_800_000, 7_500_000));
const pay: Pay[][] = MONTHS3.map(() =>
  STAFF.map((_, i) => {
    const gross = BigInt(base[i]! + int(r, 0, 400_000));
    const tds = (gross * BigInt(int(r, 5, 12))) / 100n;
    const pf = (gross * 12n) / 100n;
    const pt = 20_000n;
    return { gross, tds, pf, pt, net: gross - tds - pf - pt };
  }),
);
const all = pay.flat();
const tot = (k: keyof Pay, rows: Pay[] = all): bigint => sum(rows.map((p) => p[k]));
const grossByStaff = STAFF.map((_, i) => sum(pay.map((m) => m[i]!.gross)));
if (!uniqueMax(grossByStaff)) throw new Error(`${NAME}: tie`);

export const musicSchoolPayroll: BlindBook = {
  name: NAME,
  business: 'music school',
  shape: 'payroll register, grouped deductions header, monthly total rows',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Payroll Q1');
      ws.addRow(['Sargam School of Music — payroll register, Q1 2025 (₹)']);
      ws.addRow([
        'Month',
        'Employee',
        'Gross pay',
        'Deductions',
        '',
        '',
        'Total deductions',
        'Net pay',
      ]);
      ws.addRow(['', '', '', 'TDS', 'PF', 'Prof. tax', '', '']);
      MONTHS3.forEach((m, mi) => {
        pay[mi]!.forEach((p, i) =>
          ws.addRow([
            m,
            STAFF[i],
            cell(p.gross),
            cell(p.tds),
            cell(p.pf),
            cell(p.pt),
            cell(p.tds + p.pf + p.pt),
            cell(p.net),
          ]),
        );
        const rows = pay[mi]!;
        ws.addRow([
          `Total for ${m}`,
          '',
          cell(tot('gross', rows)),
          cell(tot('tds', rows)),
          cell(tot('pf', rows)),
          cell(tot('pt', rows)),
          cell(tot('tds', rows) + tot('pf', rows) + tot('pt', rows)),
          cell(tot('net', rows)),
        ]);
      });
    }),
  checks: [
    {
      what: 'gross - deductions = net',
      a: tot('gross') - tot('tds') - tot('pf') - tot('pt'),
      b: tot('net'),
    },
  ],
  questions: ask(NAME, [
    [
      'total gross pay for the quarter',
      {
        value: money(tot('gross')),
        means: 'sum of Gross pay over employee rows (monthly totals not added)',
      },
    ],
    ['total net pay q1', { value: money(tot('net')), means: 'sum of Net pay over employee rows' }],
    ['how much TDS did we deduct', { value: money(tot('tds')), means: 'sum of TDS, all months' }],
    ['what did we pay in PF', { value: money(tot('pf')), means: 'sum of PF, all months' }],
    [
      'total deductions',
      {
        value: money(tot('tds') + tot('pf') + tot('pt')),
        means: 'sum of Total deductions over employee rows',
      },
    ],
    [
      'payroll cost in february',
      {
        value: money(tot('gross', pay[1])),
        means: 'gross pay, February (employer cost beyond gross not on the sheet)',
      },
    ],
    ['net pay for meera in march', { value: money(pay[2]![2]!.net), means: 'one cell' }],
    [
      'who earns the most',
      {
        at: STAFF[argmax(grossByStaff)]!.split(' (')[0]!,
        means: 'employee with the largest gross over the quarter',
      },
    ],
    [
      'how much did we pay vikram gross this quarter',
      { value: money(grossByStaff[1]!), means: 'Vikram Iyer gross, 3 months' },
    ],
    ['professional tax total', { value: money(tot('pt')), means: 'sum of Prof. tax' }],
    [
      'average net pay per employee per month',
      {
        value: money((tot('net') * 2n + BigInt(all.length)) / (2n * BigInt(all.length))),
        means: 'total net / 18 employee-months, rounded half up to the paisa',
      },
    ],
    [
      'how many people are on payroll',
      { value: String(STAFF.length), means: 'distinct employees' },
    ],
    ['how much overtime did we pay', { refuse: true, means: 'no overtime column' }],
    [
      'what is the employer PF contribution',
      { refuse: true, means: 'only the employee deduction is shown' },
    ],
  ]),
};
