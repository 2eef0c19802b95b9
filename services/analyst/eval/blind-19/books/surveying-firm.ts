/** Surveying firm (₮): payroll register, two-row header with grouped "Deductions", months as "2025-07", Total row. */
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  monthPlaces,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function surveyingFirm(): BookSpec {
  const r = rng(SEED + 8);
  const staff = ['Bat-Erdene', 'Oyunaa', 'Tuvshin', 'Saraa', 'Ganbold', 'Nomin'];
  const basePay = staff.map(() => int(r, 180000000, 420000000));
  const months = [6, 7, 8];
  const lines = months.flatMap((m) =>
    staff.map((e, i) => {
      const gross = basePay[i]! + int(r, 0, 30000000);
      const si = Math.round(gross * 0.115);
      const tax = Math.round((gross - si) * 0.1);
      const adv = r() < 0.3 ? int(r, 5000000, 20000000) : 0;
      return { e, m, gross, si, tax, adv, net: gross - si - tax - adv };
    }),
  );
  const rows: Cell[][] = [
    ['Altai Land Surveys LLC — payroll register'],
    ['Amounts in MNT (₮)'],
    [],
    ['Employee', 'Month', 'Gross pay', 'Deductions', null, null, 'Net pay'],
    [null, null, null, 'Social insurance', 'Income tax', 'Advance', null],
    ...lines.map((l) => [
      l.e,
      monthPlaces(l.m, 2025)[3]!,
      cell(l.gross),
      cell(l.si),
      cell(l.tax),
      l.adv ? cell(l.adv) : null,
      cell(l.net),
    ]),
  ];
  const T = (
    k: 'gross' | 'si' | 'tax' | 'adv' | 'net',
    f: (l: (typeof lines)[number]) => boolean = () => true,
  ): bigint => sum(lines.filter(f).map((l) => l[k]));
  rows.push([
    'Total',
    null,
    cell(T('gross')),
    cell(T('si')),
    cell(T('tax')),
    cell(T('adv')),
    cell(T('net')),
  ]);
  const grossBy = staff.map((e) => T('gross', (l) => l.e === e));
  const ded = T('si') + T('tax') + T('adv');
  const { qs, q } = asker('surveying-firm');
  q('total gross payroll', { value: money(T('gross')) }, 'sum of Gross pay (Jul..Sep)');
  q('total net paid', { value: money(T('net')) }, 'sum of Net pay');
  q(
    "bat-erdene's net pay in august",
    { value: money(T('net', (l) => l.e === 'Bat-Erdene' && l.m === 7)) },
    'single cell',
  );
  q('how much income tax did we withhold', { value: money(T('tax')) }, 'sum of Income tax');
  q('total deductions', { value: money(ded) }, 'Social insurance + Income tax + Advance');
  q(
    'who earns the most',
    { at: staff[argMax(grossBy)]! },
    'employee with the largest gross over the quarter',
  );
  q(
    'payroll for september',
    { value: [money(T('gross', (l) => l.m === 8)), money(T('net', (l) => l.m === 8))] },
    'Gross pay or Net pay, month 2025-09 (both readings of "payroll" accepted)',
  );
  q(
    'average net pay per payslip',
    { value: meanCents(T('net'), lines.length) },
    'sum Net / number of rows',
  );
  q(
    'social insurance in july',
    { value: money(T('si', (l) => l.m === 6)) },
    'Social insurance, 2025-07 rows',
  );
  q(
    'deductions as a % of gross',
    { value: pct(ded, T('gross')) },
    'total deductions / total gross',
  );
  q('how many employees do we have', { value: String(staff.length) }, 'distinct employees');
  q("oyunaa's gross for the quarter", { value: money(grossBy[1]!) }, 'Oyunaa gross Jul..Sep');
  q('advances paid out', { value: money(T('adv')) }, 'sum of Advance');
  q('how many overtime hours did tuvshin work', refuse, 'no hours on the sheet');
  q('payroll in december', refuse, 'register covers Jul..Sep 2025');
  q(
    "what did we pay as the employer's share of social insurance",
    refuse,
    'only employee deductions are shown',
  );
  return {
    name: 'surveying-firm',
    business: 'surveying firm',
    sheets: [{ name: 'Payroll Q3', rows }],
    questions: qs,
    checks: [['gross - deductions = net', T('gross') - ded, T('net')]],
  };
}
