/**
 * A veterinary practice's payroll register (SEK, kr): a two-row header with the deductions
 * grouped under "Deductions" (Tax, Pension, Union fee), one row per employee per month
 * (Jan-Mar 2025, months as "2025-01"), a total row per month and a grand total.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  meanCents,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  type BlindBook,
} from '../kit';

const STAFF = ['Astrid Lund', 'Johan Berg', 'Sara Nyström', 'Elias Holm', 'Maja Ek', 'Oskar Wik'];
const PERIODS = ['2025-01', '2025-02', '2025-03'];

interface Slip {
  who: string;
  period: number;
  gross: bigint;
  tax: bigint;
  pension: bigint;
  union: bigint;
  net: bigint;
}

export async function vetBook(): Promise<BlindBook> {
  const r = rng(8);
  const base = STAFF.map(() => int(r, 28000, 62000));
  const slips: Slip[] = [];
  PERIODS.forEach((_, p) =>
    STAFF.forEach((who, i) => {
      const gross = BigInt(base[i]! + int(r, 0, 4000)) * 100n;
      const tax = (gross * 31n) / 100n;
      const pension = (gross * 45n) / 1000n;
      const union = BigInt(int(r, 280, 420)) * 100n;
      slips.push({
        who,
        period: p,
        gross,
        tax,
        pension,
        union,
        net: gross - tax - pension - union,
      });
    }),
  );
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Lön Q1');
  ws.addRow(['Djurkliniken Fyris AB – payroll register Q1 2025 (SEK)']);
  ws.addRow(['Employee', 'Period', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.addRow(['', '', '', 'Tax', 'Pension', 'Union fee', '']);
  ws.mergeCells('D2:F2');
  const tot = (xs: Slip[]): bigint[] =>
    ['gross', 'tax', 'pension', 'union', 'net'].map((k) => sum(xs.map((s) => s[k as 'gross'])));
  PERIODS.forEach((per, p) => {
    const month = slips.filter((s) => s.period === p);
    for (const s of month)
      ws.addRow([
        s.who,
        per,
        cell(s.gross),
        cell(s.tax),
        cell(s.pension),
        cell(s.union),
        cell(s.net),
      ]);
    ws.addRow([`Total ${per}`, '', ...tot(month).map(cell)]);
  });
  ws.addRow(['Grand total', '', ...tot(slips).map(cell)]);

  const [G, T, P, U, N] = tot(slips) as [bigint, bigint, bigint, bigint, bigint];
  const grossBy = STAFF.map((w) => sum(slips.filter((s) => s.who === w).map((s) => s.gross)));
  const top = argmax(grossBy);
  const monthGross = PERIODS.map((_, p) =>
    sum(slips.filter((s) => s.period === p).map((s) => s.gross)),
  );
  const slip = (w: string, p: number): Slip => slips.find((s) => s.who === w && s.period === p)!;
  const { q, list } = asker('vet');
  q(
    'total gross pay for the quarter',
    { value: money(G) },
    'sum of Gross pay over all payslips (Grand total)',
  );
  q('total net paid', { value: money(N) }, 'sum of Net pay');
  q('how much tax did we withhold', { value: money(T) }, 'sum of Tax');
  q('total deductions', { value: money(T + P + U) }, 'Tax + Pension + Union fee');
  q(
    'who earns the most',
    { value: money(grossBy[top]!), at: STAFF[top]! },
    'employee with the largest Q1 gross',
  );
  q(
    "what was Sara's net pay in February",
    { value: money(slip('Sara Nyström', 1).net) },
    'Net pay, Sara Nyström, 2025-02',
  );
  q(
    'pension contributions in march',
    { value: money(sum(slips.filter((s) => s.period === 2).map((s) => s.pension))) },
    'Pension, 2025-03 rows',
  );
  q(
    'average net pay per payslip',
    { value: meanCents(N, slips.length) },
    'total Net / 18 payslips',
  );
  q('gross wages in january', { value: money(monthGross[0]!) }, 'Gross pay, 2025-01 rows');
  q('union fees total', { value: money(U) }, 'sum of Union fee');
  q('tax as % of gross', { value: pct(T, G) }, 'Tax / Gross, %');
  q(
    `johan berg gross for the quarter`,
    { value: money(grossBy[1]!) },
    'Gross of Johan Berg, 3 months',
  );
  q('how many people are on the payroll', { value: String(STAFF.length) }, 'distinct employees');
  q(
    'what does payroll cost us including employer contributions',
    { refuse: true },
    'employer social fees are not in the register',
  );
  q('how many hours did Maja work', { refuse: true }, 'no hours in the register');
  return {
    name: 'vet',
    business: 'veterinary practice (kr)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      { what: 'gross - deductions = net', a: G - T - P - U, b: N },
      { what: 'months add up', a: sum(monthGross), b: G },
    ],
  };
}
