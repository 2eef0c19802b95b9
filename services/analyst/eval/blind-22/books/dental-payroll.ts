/**
 * Dental lab (₪, shekel): a payroll register, one row per employee per month (months as
 * "2025-07"), a two-row header with "Deductions" grouped over Income tax / National
 * insurance / Pension, Net pay = Gross - deductions, a subtotal row after each month.
 */
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  monthPlace,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'dental-payroll';
const r = rng(SEED + 8);
const STAFF = [
  'Dana Levi',
  'Yossi Mizrahi',
  'Noa Friedman',
  'Amir Haddad',
  'Tamar Cohen',
  'Eli Shapiro',
];
const MONTHS = ['2025-07', '2025-08', '2025-09'];
const base = STAFF.map(() => r.int(900000, 2200000));
interface Slip {
  m: number;
  e: number;
  gross: number;
  tax: number;
  ni: number;
  pension: number;
  net: number;
}
const slips: Slip[] = [];
MONTHS.forEach((_, m) =>
  STAFF.forEach((_, e) => {
    const gross = base[e]! + (r.next() < 0.3 ? r.int(20000, 150000) : 0);
    const tax = Math.round(gross * 0.14);
    const ni = Math.round(gross * 0.07);
    const pension = Math.round(gross * 0.06);
    slips.push({ m, e, gross, tax, ni, pension, net: gross - tax - ni - pension });
  }),
);
const tot = (f: (s: Slip) => number, only?: (s: Slip) => boolean): bigint =>
  sumOf(slips.filter(only ?? (() => true)).map(f));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Payroll Q3');
  ws.addRow(['Precision Dental Lab Ltd - payroll register, July-September 2025 (₪)']);
  ws.addRow(['Month', 'Employee', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.addRow(['', '', '', 'Income tax', 'National insurance', 'Pension', '']);
  ws.mergeCells('D2:F2');
  MONTHS.forEach((label, m) => {
    for (const s of slips.filter((x) => x.m === m))
      ws.addRow([
        label,
        STAFF[s.e],
        cell(s.gross),
        cell(s.tax),
        cell(s.ni),
        cell(s.pension),
        cell(s.net),
      ]);
    const only = (s: Slip): boolean => s.m === m;
    ws.addRow([
      `${label} total`,
      '',
      cell(tot((s) => s.gross, only)),
      cell(tot((s) => s.tax, only)),
      cell(tot((s) => s.ni, only)),
      cell(tot((s) => s.pension, only)),
      cell(tot((s) => s.net, only)),
    ]);
  });
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const G = tot((s) => s.gross);
const byEmp = STAFF.map((_, e) =>
  tot(
    (s) => s.gross,
    (s) => s.e === e,
  ),
);
const deductions = tot((s) => s.tax + s.ni + s.pension);
ask(
  'total gross payroll for the quarter',
  { value: money(G) },
  'sum of Gross pay, all employee rows (month totals not added again)',
);
ask(
  'what did we pay out net',
  { value: money(tot((s) => s.net)) },
  'sum of Net pay, employee rows',
);
ask('how much income tax was withheld', { value: money(tot((s) => s.tax)) }, 'sum of Income tax');
ask(
  'total deductions',
  { value: money(deductions) },
  'Income tax + National insurance + Pension, all rows',
);
ask(
  'gross pay in september',
  {
    value: money(
      tot(
        (s) => s.gross,
        (s) => s.m === 2,
      ),
    ),
  },
  'Gross pay for 2025-09',
);
ask(
  'who earns the most',
  { at: STAFF[argExtreme(byEmp)]! },
  'employee with the largest gross over the quarter',
);
ask(
  'what did noa take home in august',
  { value: money(slips.find((s) => s.m === 1 && s.e === 2)!.net) },
  'Net pay, Noa Friedman, 2025-08',
);
ask('pension contributions total', { value: money(tot((s) => s.pension)) }, 'sum of Pension');
ask(
  'average net pay per payslip',
  {
    value: meanCents(
      tot((s) => s.net),
      slips.length,
    ),
  },
  'sum of Net / number of employee rows',
);
ask(
  'deductions as a % of gross',
  { value: pct(deductions, G) },
  'total deductions / total gross * 100',
);
ask('how many people are on payroll', { value: String(STAFF.length) }, 'distinct employees');
ask(
  'amir gross pay for the quarter',
  { value: money(byEmp[3]!) },
  'Gross pay of Amir Haddad, three months',
);
ask(
  'national insurance in july',
  {
    value: money(
      tot(
        (s) => s.ni,
        (s) => s.m === 0,
      ),
    ),
  },
  'National insurance, 2025-07',
);
ask(
  'which month had the highest payroll',
  {
    // every usual spelling of the month (fixed after the first run: "Sep 2025" was missing)
    at: monthPlace(
      6 +
        argExtreme(
          [0, 1, 2].map((m) =>
            tot(
              (s) => s.gross,
              (s) => s.m === m,
            ),
          ),
        ),
      2025,
    ),
  },
  'month with the largest gross',
);
ask('how many days of leave does dana have left', { refuse: true }, 'no leave data');
ask(
  'what does payroll cost the company including employer contributions',
  { refuse: true },
  'employer-side contributions are not on the register',
);
export const dentalPayroll: BlindBook = {
  name: NAME,
  business: 'dental lab',
  shape: 'payroll register with two-row grouped deduction header and monthly subtotals',
  build,
  questions: qs,
  checks: [{ what: 'gross - deductions = net', a: G - deductions, b: tot((s) => s.net) }],
};
