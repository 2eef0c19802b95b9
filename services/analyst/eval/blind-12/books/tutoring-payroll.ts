/** A tutoring agency's payroll register: two-row header with a grouped Deductions header, month subtotals. Yen. */
import ExcelJS from 'exceljs';
import { money, pct, sum } from '../../expect';
import { amt, argMax, int, put, questionsFor, REFUSE, rng, toBytes, type BlindBook } from '../kit';

const r = rng(8);
const TUTORS = ['Sato Yui', 'Tanaka Ken', 'Suzuki Aoi', 'Ito Haruto', 'Kato Mei', 'Yamada Sora'];
const MONTHS = ['October 2025', 'November 2025', 'December 2025'];
const base = TUTORS.map(() => int(r, 180, 420) * 1000);
/** yen as "cents" (x100) so the shared helpers apply; yen has no minor unit. */
const lines = MONTHS.flatMap((month, m) =>
  TUTORS.map((tutor, t) => {
    const gross = (base[t]! + int(r, -30, 60) * 1000) * 100;
    const tax = Math.round((gross / 100) * 0.08) * 100;
    const pension = Math.round((gross / 100) * 0.0915) * 100;
    const health = Math.round((gross / 100) * 0.05) * 100;
    return { m, month, tutor, gross, tax, pension, health, net: gross - tax - pension - health };
  }),
);
type K = 'gross' | 'tax' | 'pension' | 'health' | 'net';
const tot = (k: K, f: (l: (typeof lines)[number]) => boolean = () => true): bigint =>
  sum(lines.filter(f).map((l) => l[k]));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Q4');
  let row = put(ws, 1, [['Manabi Tutors KK - payroll register Q4 2025 (JPY)'], []]);
  row = put(ws, row, [
    [null, null, 'Gross pay', 'Deductions', null, null, 'Net pay'],
    ['Month', 'Tutor', null, 'Income tax', 'Pension', 'Health ins.', null],
  ]);
  ws.mergeCells(row - 2, 4, row - 2, 6);
  for (let m = 0; m < MONTHS.length; m++) {
    const mine = (l: (typeof lines)[number]): boolean => l.m === m;
    row = put(
      ws,
      row,
      lines
        .filter(mine)
        .map((l) => [
          l.month,
          l.tutor,
          amt(l.gross),
          amt(l.tax),
          amt(l.pension),
          amt(l.health),
          amt(l.net),
        ]),
    );
    row = put(ws, row, [
      [
        `Total ${MONTHS[m]}`,
        null,
        amt(tot('gross', mine)),
        amt(tot('tax', mine)),
        amt(tot('pension', mine)),
        amt(tot('health', mine)),
        amt(tot('net', mine)),
      ],
    ]);
  }
  put(ws, row, [
    [
      'Total Q4',
      null,
      amt(tot('gross')),
      amt(tot('tax')),
      amt(tot('pension')),
      amt(tot('health')),
      amt(tot('net')),
    ],
  ]);
  return toBytes(wb);
}

const grossBy = TUTORS.map((t) => tot('gross', (l) => l.tutor === t));
const deductions = tot('tax') + tot('pension') + tot('health');
const kato = lines.find((l) => l.tutor === 'Kato Mei' && l.m === 1)!;

export const tutoringPayroll: BlindBook = {
  name: 'tutoring-payroll',
  business: 'tutoring agency',
  shape: 'payroll register, grouped deduction header, month subtotals',
  build,
  checks: [{ what: 'net = gross - deductions', a: tot('net'), b: tot('gross') - deductions }],
  questions: questionsFor('tutoring-payroll', [
    [
      'total gross payroll for the quarter',
      { value: money(tot('gross')) },
      'sum of Gross pay, subtotals excluded',
    ],
    ['total net pay', { value: money(tot('net')) }, 'sum of Net pay'],
    ['how much income tax did we withhold', { value: money(tot('tax')) }, 'sum of Income tax'],
    ['who earned the most', { at: TUTORS[argMax(grossBy)]! }, 'tutor with the highest Q4 gross'],
    ["Kato Mei's net pay in november", { value: money(kato.net) }, 'single row'],
    ['total deductions', { value: money(deductions) }, 'tax + pension + health'],
    ['gross pay in october', { value: money(tot('gross', (l) => l.m === 0)) }, 'October gross'],
    ['pension total', { value: money(tot('pension')) }, 'sum of Pension'],
    [
      'deductions as a % of gross',
      { value: pct(deductions, tot('gross')) },
      'all deductions / gross, %',
    ],
    [
      'health insurance in december',
      { value: money(tot('health', (l) => l.m === 2)) },
      'December Health ins.',
    ],
    [
      'what did we pay Ito Haruto gross over the quarter',
      { value: money(grossBy[3]!) },
      'sum of his Gross pay',
    ],
    ['how many hours did Sato Yui teach', REFUSE, 'no hours'],
    ["what's our employer pension cost", REFUSE, 'sheet shows employee deductions only'],
  ]),
};
