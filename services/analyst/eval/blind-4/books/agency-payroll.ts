/**
 * A marketing agency's payroll register: a two-row header with "Deductions" grouped over three
 * columns, one block of employees per month with a month subtotal row, a grand total.
 * US dollars, January - June.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import {
  MONTHS,
  argmax,
  cell,
  cents,
  isum,
  meanCents,
  money,
  newBook,
  pct,
  toBytes,
} from '../kit/cells';

const STAFF = ['Alvarez, Maria', 'Chen, David', 'Okafor, Ngozi', 'Petersen, Lars', 'Singh, Priya'];

interface Pay {
  m: number;
  who: string;
  gross: bigint;
  fed: bigint;
  state: bigint;
  k401: bigint;
  ded: bigint;
  net: bigint;
}

export async function buildAgencyPayroll(r: Rng): Promise<BuiltBook> {
  const base = STAFF.map(() => cents(r, 4200, 9800, true));
  const pays: Pay[] = [];
  for (let m = 0; m < 6; m++) {
    STAFF.forEach((who, i) => {
      const gross = base[i]! + (r.next() < 0.25 ? cents(r, 200, 1500, true) : 0n);
      const fed = (gross * BigInt(r.int(11, 19))) / 100n;
      const state = (gross * 5n) / 100n;
      const k401 = (gross * BigInt(r.pick([0, 3, 5, 6]))) / 100n;
      const ded = fed + state + k401;
      pays.push({ m, who, gross, fed, state, k401, ded, net: gross - ded });
    });
  }
  const wb = newBook();
  const ws = wb.addWorksheet('Payroll Register');
  ws.addRow(['Brightside Creative LLC - Payroll Register, Jan-Jun 2026']);
  ws.addRow([]);
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
  ws.addRow(['', '', '', 'Federal tax', 'State tax', '401(k)', '', '']);
  ws.mergeCells('D3:F3');
  const sumOf = (ps: Pay[], k: 'gross' | 'fed' | 'state' | 'k401' | 'ded' | 'net'): bigint =>
    isum(ps.map((p) => p[k]));
  for (let m = 0; m < 6; m++) {
    const ps = pays.filter((p) => p.m === m);
    for (const p of ps)
      ws.addRow([
        MONTHS[m],
        p.who,
        cell(p.gross),
        cell(p.fed),
        cell(p.state),
        cell(p.k401),
        cell(p.ded),
        cell(p.net),
      ]);
    ws.addRow([
      `${MONTHS[m]} total`,
      '',
      ...(['gross', 'fed', 'state', 'k401', 'ded', 'net'] as const).map((k) => cell(sumOf(ps, k))),
    ]);
  }
  ws.addRow([]);
  ws.addRow([
    'Grand total',
    '',
    ...(['gross', 'fed', 'state', 'k401', 'ded', 'net'] as const).map((k) => cell(sumOf(pays, k))),
  ]);

  const gross = sumOf(pays, 'gross');
  const of = (who: string): Pay[] => pays.filter((p) => p.who === who);
  const grossBy = STAFF.map((s) => sumOf(of(s), 'gross'));
  const top = argmax(grossBy);
  const monthGross = [0, 1, 2, 3, 4, 5].map((m) =>
    sumOf(
      pays.filter((p) => p.m === m),
      'gross',
    ),
  );
  const topMonth = argmax(monthGross);
  const priya = of('Singh, Priya');
  const questions: BookQuestion[] = [
    {
      id: 'gross',
      question: 'total gross payroll so far this year',
      expect: { value: money(gross) },
      means: 'Grand total, Gross pay (month totals not added again)',
    },
    {
      id: 'net',
      question: 'how much take-home pay did we pay out',
      expect: { value: money(sumOf(pays, 'net')) },
      means: 'Grand total, Net pay',
    },
    {
      id: 'fed',
      question: 'how much federal tax have we withheld',
      expect: { value: money(sumOf(pays, 'fed')) },
      means: 'Grand total, Federal tax',
    },
    {
      id: 'march',
      question: 'payroll for march',
      expect: { value: money(monthGross[2]!) },
      means: 'March total, Gross pay (the cost of the month before deductions)',
    },
    {
      id: 'priyanet',
      question: 'what did Priya take home in total',
      expect: { value: money(sumOf(priya, 'net')) },
      means: 'Net pay of Singh, Priya, Jan-Jun',
    },
    {
      id: 'priyaavg',
      question: "priya's average monthly net pay",
      expect: { value: meanCents(sumOf(priya, 'net'), 6) },
      means: 'her Net pay / 6 months',
    },
    {
      id: 'top',
      question: 'who earns the most',
      expect: { value: money(grossBy[top]!), at: STAFF[top]!.split(',')[0]! },
      means: 'employee with the largest Gross pay Jan-Jun',
    },
    {
      id: 'k401',
      question: '401k contributions total',
      expect: { value: money(sumOf(pays, 'k401')) },
      means: 'Grand total, 401(k)',
    },
    {
      id: 'dedpct',
      question: 'what percentage of gross goes to deductions',
      expect: { value: pct(sumOf(pays, 'ded'), gross), tol: 0.01 },
      means: 'Total deductions / Gross pay, grand totals',
    },
    {
      id: 'lars',
      question: 'Lars gross pay in February',
      expect: { value: money(pays.find((p) => p.m === 1 && p.who === 'Petersen, Lars')!.gross) },
      means: 'Petersen, Lars, February, Gross pay',
    },
    {
      id: 'topmonth',
      question: 'which month had the highest payroll',
      expect: { value: money(monthGross[topMonth]!), at: MONTHS[topMonth]!.slice(0, 3) },
      means: 'month with the largest Gross pay total',
    },
    {
      id: 'state',
      question: 'state tax withheld in june',
      expect: {
        value: money(
          sumOf(
            pays.filter((p) => p.m === 5),
            'state',
          ),
        ),
      },
      means: 'June total, State tax',
    },
    {
      id: 'heads',
      question: 'how many people are on payroll',
      expect: { value: String(STAFF.length) },
      means: 'distinct employees',
    },
    {
      id: 'employer',
      question: 'what do we pay in employer payroll taxes',
      expect: { refuse: true },
      means: 'the register shows employee withholdings only',
    },
    {
      id: 'leave',
      question: 'how many vacation days does ngozi have left',
      expect: { refuse: true },
      means: 'no leave balances in the register',
    },
  ];
  return {
    business: 'marketing agency',
    shape: 'payroll register, two-row header with grouped Deductions, month subtotals, grand total',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'gross - deductions = net',
        left: gross - sumOf(pays, 'ded'),
        right: sumOf(pays, 'net'),
      },
      { what: 'employees add up to the grand total', left: isum(grossBy), right: gross },
    ],
  };
}
