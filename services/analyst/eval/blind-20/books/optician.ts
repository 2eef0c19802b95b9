/** Optician, Lagos (₦): payroll register, two-row header with grouped deductions, Jul-Sep 2025 stacked by month. */
import { meanCents, money } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'optician';
const rng = rngFor(NAME);
const staff = [
  'Adaeze Okafor',
  'Bola Adeyemi',
  'Chinedu Eze',
  'Damilola Bello',
  'Emeka Nwosu',
  'Funmi Alade',
];
const base = [650_000, 420_000, 380_000, 300_000, 280_000, 250_000];
const months = ['Jul-2025', 'Aug-2025', 'Sep-2025'];
interface Pay {
  month: number;
  emp: number;
  gross: bigint;
  paye: bigint;
  pension: bigint;
  nhf: bigint;
}
const pays: Pay[] = [];
months.forEach((_, m) =>
  staff.forEach((_, e) => {
    const gross = BigInt(base[e]! * 100 + intIn(rng, 0, 40_000) * 100);
    const paye = (gross * BigInt(intIn(rng, 7, 15))) / 100n;
    const pension = (gross * 8n) / 100n;
    const nhf = (gross * 25n) / 1000n;
    pays.push({ month: m, emp: e, gross, paye, pension, nhf });
  }),
);
const ded = (p: Pay): bigint => p.paye + p.pension + p.nhf;
const net = (p: Pay): bigint => p.gross - ded(p);
const rows: Cell[][] = [
  ['ClearView Opticians — Payroll register Q3 2025 (NGN)'],
  [null, null, null, 'Deductions', null, null, null, null],
  ['Month', 'Employee', 'Gross pay', 'PAYE', 'Pension (8%)', 'NHF', 'Total deductions', 'Net pay'],
];
months.forEach((mo, m) => {
  const ps = pays.filter((p) => p.month === m);
  for (const p of ps)
    rows.push([
      mo,
      staff[p.emp]!,
      units(p.gross),
      units(p.paye),
      units(p.pension),
      units(p.nhf),
      units(ded(p)),
      units(net(p)),
    ]);
  rows.push([
    null,
    `Total ${mo}`,
    units(total(ps.map((p) => p.gross))),
    units(total(ps.map((p) => p.paye))),
    units(total(ps.map((p) => p.pension))),
    units(total(ps.map((p) => p.nhf))),
    units(total(ps.map(ded))),
    units(total(ps.map(net))),
  ]);
  rows.push([]);
});

const { qs, ask } = asker(NAME, 'op');
const gross = total(pays.map((p) => p.gross));
const netAll = total(pays.map(net));
const byEmpGross = staff.map((_, e) => total(pays.filter((p) => p.emp === e).map((p) => p.gross)));
const topEmp = argBest(byEmpGross);
const monthGross = [0, 1, 2].map((m) =>
  total(pays.filter((p) => p.month === m).map((p) => p.gross)),
);
const bestMonth = argBest(monthGross);
const find = (m: number, e: number): Pay => pays.find((p) => p.month === m && p.emp === e)!;
ask('total gross payroll for the quarter', {
  value: money(gross),
  means: 'sum of Gross pay over staff rows (not the monthly Total rows)',
});
ask('how much net pay went out', { value: money(netAll), means: 'sum of Net pay, staff rows' });
ask("what was bola's net pay in august", {
  value: money(net(find(1, 1))),
  means: 'Aug-2025, Bola Adeyemi, Net pay',
});
ask('total paye for q3', {
  value: money(total(pays.map((p) => p.paye))),
  means: 'sum of PAYE, staff rows',
});
ask('who is paid the most', {
  value: money(byEmpGross[topEmp]!),
  at: staff[topEmp]!,
  means: 'employee with the largest Gross over the quarter',
});
ask('pension contributions total', {
  value: money(total(pays.map((p) => p.pension))),
  means: 'sum of Pension (8%), staff rows',
});
ask('payroll in september', {
  value: [money(monthGross[2]!), money(total(pays.filter((p) => p.month === 2).map(net)))],
  means: 'Gross for Sep (net also accepted: "payroll" can be either)',
});
ask('total deductions', {
  value: money(total(pays.map(ded))),
  means: 'sum of Total deductions, staff rows',
});
ask('average gross per employee per month', {
  value: meanCents(gross, pays.length),
  means: 'gross / 18 staff-months',
});
ask('NHF deducted in july', {
  value: money(total(pays.filter((p) => p.month === 0).map((p) => p.nhf))),
  means: 'NHF, Jul-2025 rows',
});
ask('how much did chinedu earn gross in total', {
  value: money(byEmpGross[2]!),
  means: 'Chinedu Eze, Gross, three months',
});
ask('which month had the biggest wage bill', {
  value: money(monthGross[bestMonth]!),
  at: [
    months[bestMonth]!,
    ...['July', 'August', 'September'].slice(bestMonth, bestMonth + 1),
    `2025-0${7 + bestMonth}`,
  ],
  means: 'month with the largest Gross',
});
ask('how many people are on payroll', { value: String(staff.length), means: 'distinct employees' });
ask('funmi paye in sept', { value: money(find(2, 5).paye), means: 'Sep-2025, Funmi Alade, PAYE' });
ask('what does bola take home', {
  refuse: true,
  means: 'ambiguous: net pay differs by month (Jul/Aug/Sep) and the quarter sum is another reading',
});
ask('how much overtime did we pay', { refuse: true, means: 'no overtime column' });
ask('what does payroll cost us including employer pension', {
  refuse: true,
  means: 'only employee deductions shown, no employer contribution',
});

export const optician: BlindBook = {
  name: NAME,
  business: 'optician (₦)',
  build: () => writeBook([{ name: 'Payroll Q3', rows }]),
  questions: qs,
  checks: [
    [
      'gross = staff rows on the sheet',
      gross,
      sheetSum(rows.slice(3), 2, (r) => typeof r[0] === 'string'),
    ],
    [
      'gross = monthly Total rows on the sheet',
      gross,
      sheetSum(rows.slice(3), 2, (r) => String(r[1]).startsWith('Total')),
    ],
    ['net = gross - deductions', netAll, gross - total(pays.map(ded))],
  ],
};
