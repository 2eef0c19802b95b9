/**
 * Dance school: a payroll register for July-September 2025, one row per teacher per month,
 * a two-row header with a grouped "Deductions" heading (PAYE / Pension / Health), a Total
 * row. Euros.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const TEACHERS = [
  'Aoife Byrne',
  'Ciaran Walsh',
  'Niamh Kelly',
  'Sean Doyle',
  'Grace Murphy',
  'Luca Rossi',
];
const MONTHS = ['Jul 2025', 'Aug 2025', 'Sep 2025'];

interface Slip {
  teacher: number;
  month: number;
  gross: bigint;
  paye: bigint;
  pension: bigint;
  health: bigint;
  net: bigint;
}

export function dancePayroll(): BlindBook {
  const name = 'dance-payroll';
  const rng = seeded(SEED, name);
  const base = TEACHERS.map(() => rng.int(180000, 420000));
  const slips: Slip[] = [];
  MONTHS.forEach((_, month) =>
    TEACHERS.forEach((_, teacher) => {
      const gross = BigInt(base[teacher]! + rng.int(-30000, 30000));
      const paye = (gross * 20n) / 100n;
      const pension = (gross * 5n) / 100n;
      const health = BigInt(rng.pick([0, 4500, 6200]));
      slips.push({
        teacher,
        month,
        gross,
        paye,
        pension,
        health,
        net: gross - paye - pension - health,
      });
    }),
  );
  const tot = (
    k: 'gross' | 'paye' | 'pension' | 'health' | 'net',
    f: (s: Slip) => boolean = () => true,
  ): bigint => sumOf(slips.filter(f).map((s) => s[k]));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Q3');
  ws.addRow(['Step Up Dance Academy - payroll register Q3 2025 (EUR)']);
  ws.addRow(['Teacher', 'Month', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.addRow(['', '', '', 'PAYE', 'Pension', 'Health', '']);
  ws.mergeCells('D2:F2');
  for (const s of slips)
    ws.addRow([
      TEACHERS[s.teacher],
      MONTHS[s.month],
      cell(s.gross),
      cell(s.paye),
      cell(s.pension),
      s.health ? cell(s.health) : 0,
      cell(s.net),
    ]);
  ws.addRow([
    'Total',
    '',
    cell(tot('gross')),
    cell(tot('paye')),
    cell(tot('pension')),
    cell(tot('health')),
    cell(tot('net')),
  ]);

  const grossByTeacher = TEACHERS.map((_, t) => tot('gross', (s) => s.teacher === t));
  const grossByMonth = MONTHS.map((_, m) => tot('gross', (s) => s.month === m));
  const deductions = tot('paye') + tot('pension') + tot('health');
  const slip = (t: number, m: number): Slip => slips.find((s) => s.teacher === t && s.month === m)!;
  const { ask, questions } = asker(name);
  ask(
    'total gross pay for the quarter',
    { value: money(tot('gross')) },
    'sum of Gross pay (= Total row)',
  );
  ask('total net pay', { value: money(tot('net')) }, 'sum of Net pay');
  ask(
    'how much did we deduct in total',
    { value: money(deductions) },
    'PAYE + Pension + Health, all rows',
  );
  ask('how much PAYE did we withhold', { value: money(tot('paye')) }, 'sum of PAYE');
  ask(
    "what was aoife's net pay in august",
    { value: money(slip(0, 1).net) },
    'Net pay, Aoife Byrne, Aug 2025',
  );
  ask(
    'who earns the most',
    { at: TEACHERS[argExtreme(grossByTeacher, true)]!.split(' ')[0]! },
    'teacher with the largest Gross pay over the quarter',
  );
  ask(
    'gross payroll in september',
    { value: money(grossByMonth[2]!) },
    'sum of Gross pay, Sep 2025',
  );
  ask(
    'average net pay per payslip',
    { value: meanCents(tot('net'), slips.length) },
    'Net pay total / 18 payslips',
  );
  ask(
    'pension contributions total',
    { value: money(tot('pension')) },
    'sum of the Pension deduction column',
  );
  ask(
    'deductions as a % of gross',
    { value: pct(deductions, tot('gross')) },
    '(PAYE+Pension+Health) / Gross, percent',
  );
  ask('how many teachers are on payroll', { value: String(TEACHERS.length) }, 'distinct teachers');
  ask(
    'which month cost us most in wages',
    { at: MONTHS[argExtreme(grossByMonth, true)]!.slice(0, 3) },
    'month with the largest Gross pay total',
  );
  ask(
    'health deductions for niamh',
    { value: money(tot('health', (s) => s.teacher === 2)) },
    'Health column, Niamh Kelly, three months',
  );
  ask(
    'what did we pay ciaran',
    { refuse: true },
    'gross or net? both are plain readings of "pay": ask which',
  );
  ask('how many hours did sean teach in july', { refuse: true }, 'no hours in the register');
  ask(
    'what is the employer pension contribution',
    { refuse: true },
    'the register shows employee deductions only',
  );
  ask(
    'luca gross pay september',
    { value: money(slip(5, 2).gross) },
    'Gross pay, Luca Rossi, Sep 2025',
  );

  return {
    name,
    business: 'dance school',
    shape: 'payroll register with a two-row grouped Deductions header and a Total row',
    workbook: wb,
    questions,
    checks: [
      { what: 'gross = deductions + net', a: tot('gross'), b: deductions + tot('net') },
      { what: 'teachers add to gross', a: sumOf(grossByTeacher), b: tot('gross') },
      { what: 'top earner unique', a: BigInt(uniqueExtreme(grossByTeacher, true)), b: 1n },
      { what: 'top month unique', a: BigInt(uniqueExtreme(grossByMonth, true)), b: 1n },
    ],
  };
}
