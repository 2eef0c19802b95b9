/**
 * Home care agency, Indian rupees (₹): a payroll register for Q1 with a two-row header whose
 * "Deductions" group spans TDS / PF / Prof. tax, one row per employee per month and a
 * "<Month> total" row after each month.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import { asker, cell, MONTHS, readCents, rng, same, toBytes, type BlindBook } from '../kit';

const NAME = 'home-care';
const STAFF = [
  'Anita Kulkarni',
  'Rohan Desai',
  'Meera Pillai',
  'Sunil Yadav',
  'Fatima Shaikh',
  'Kavya Rao',
  'Joseph Dsouza',
];
const r = rng(8);
const base = STAFF.map(() => r.int(22000, 61000) * 100);
interface Slip {
  month: number;
  name: string;
  gross: number;
  tds: number;
  pf: number;
  pt: number;
  net: number;
}
const slips: Slip[] = [0, 1, 2].flatMap((month) =>
  STAFF.map((name, i) => {
    const gross = base[i]! + r.int(0, 40) * 25000;
    const tds = gross > 4500000 ? Math.round(gross * 0.05) : 0;
    const pf = Math.round(Math.min(gross, 1500000) * 0.12);
    const pt = 20000;
    return { month, name, gross, tds, pf, pt, net: gross - tds - pf - pt };
  }),
);
const tot = (xs: Slip[], k: 'gross' | 'tds' | 'pf' | 'pt' | 'net'): number =>
  Number(sum(xs.map((s) => s[k])));
const monthTotalRows: number[] = [];

async function build(): Promise<Uint8Array> {
  monthTotalRows.length = 0;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Q1');
  ws.addRow(['Sahyog Home Care Pvt Ltd']);
  ws.addRow(['Payroll register, January - March 2025, amounts in ₹']);
  ws.addRow(['Month', 'Employee', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.addRow(['', '', '', 'TDS', 'PF', 'Prof. tax', '']);
  ws.mergeCells('D3:F3');
  for (const m of [0, 1, 2]) {
    const these = slips.filter((s) => s.month === m);
    for (const s of these)
      ws.addRow([
        MONTHS[m],
        s.name,
        cell(s.gross),
        cell(s.tds),
        cell(s.pf),
        cell(s.pt),
        cell(s.net),
      ]);
    const row = ws.addRow([
      `${MONTHS[m]} total`,
      '',
      ...(['gross', 'tds', 'pf', 'pt', 'net'] as const).map((k) => cell(tot(these, k))),
    ]);
    monthTotalRows.push(row.number);
  }
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Payroll Q1')!;
  const gross = monthTotalRows.reduce((s, row) => s + readCents(ws, `C${row}`), 0);
  const net = monthTotalRows.reduce((s, row) => s + readCents(ws, `G${row}`), 0);
  const ded = monthTotalRows.reduce(
    (s, row) => s + readCents(ws, `D${row}`) + readCents(ws, `E${row}`) + readCents(ws, `F${row}`),
    0,
  );
  return same('gross - deductions = net', gross - ded, net);
}

const { ask, questions } = asker(NAME);
const perPerson = STAFF.map((n) =>
  tot(
    slips.filter((s) => s.name === n),
    'gross',
  ),
);
const top = perPerson.indexOf(Math.max(...perPerson));
const low = perPerson.indexOf(Math.min(...perPerson));
const deductions = tot(slips, 'tds') + tot(slips, 'pf') + tot(slips, 'pt');
const march = slips.filter((s) => s.month === 2);
const meera = slips.find((s) => s.name === 'Meera Pillai' && s.month === 1)!;

ask(
  'total gross payroll for the quarter',
  { value: money(tot(slips, 'gross')) },
  'sum of Gross pay over the employee rows (month totals not added again)',
);
ask(
  'how much net pay did we pay out',
  { value: money(tot(slips, 'net')) },
  'sum of Net pay, Jan-Mar',
);
ask('total TDS deducted', { value: money(tot(slips, 'tds')) }, 'sum of TDS');
ask('how much PF', { value: money(tot(slips, 'pf')) }, 'sum of PF, Jan-Mar');
ask('total deductions', { value: money(deductions) }, 'TDS + PF + Prof. tax, Jan-Mar');
ask(
  'who is paid the most',
  { value: money(perPerson[top]!), at: STAFF[top]! },
  'employee with the highest gross over the quarter',
);
ask(
  'who earns the least',
  { value: money(perPerson[low]!), at: STAFF[low]! },
  'employee with the lowest gross over the quarter',
);
ask('march payroll gross', { value: money(tot(march, 'gross')) }, 'March total, Gross pay');
ask(
  'average net pay per payslip',
  { value: meanCents(tot(slips, 'net'), slips.length) },
  'Net total / 21 payslips',
);
ask(
  "Meera Pillai's net pay in February",
  { value: money(meera.net) },
  'Net pay, February, Meera Pillai',
);
ask('how many people are on payroll', { value: String(STAFF.length) }, 'distinct employees');
ask(
  'PF as % of gross',
  { value: pct(tot(slips, 'pf'), tot(slips, 'gross')) },
  'PF total / Gross total * 100',
);
ask(
  'how much did payroll cost in january',
  {
    value: [
      money(
        tot(
          slips.filter((s) => s.month === 0),
          'gross',
        ),
      ),
    ],
  },
  'January total, Gross pay (the cost to the agency before employer contributions)',
);
ask('how many overtime hours did carers work', { refuse: true }, 'no hours in the register');
ask('whats payroll for april', { refuse: true }, 'the register ends in March');

export const homeCare: BlindBook = {
  name: NAME,
  about:
    'home care agency, ₹, payroll register with a grouped two-row Deductions header and month totals',
  build,
  questions,
  verify,
};
