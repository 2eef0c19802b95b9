/**
 * Daycare (PHP): a payroll register for a quarter. A two-row header groups the deductions
 * (SSS, PhilHealth, Pag-IBIG, Withholding tax) under "Deductions" (merged cell); each month is
 * a block with a heading row, one row per employee and a "Total <month>" row.
 */
import { meanCents, money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const STAFF: Array<[string, string, number]> = [
  ['Reyes, Maricel', 'Head Teacher', 38000],
  ['Bautista, Joy', 'Teacher', 26000],
  ['Garcia, Liza', 'Teacher', 25500],
  ['Mendoza, Carlo', 'Teacher Aide', 18500],
  ['Villanueva, Ana', 'Teacher Aide', 18000],
  ['Torres, Benjie', 'Driver', 17000],
  ['Aquino, Rosa', 'Cook', 16500],
  ['Flores, Dianne', 'Admin', 22000],
];
const MONTHS = ['July 2025', 'August 2025', 'September 2025'];

export async function daycare(): Promise<Blind3Book> {
  const rng = makeRng(8);
  interface Pay {
    emp: string;
    gross: bigint;
    d: [bigint, bigint, bigint, bigint];
    ded: bigint;
    net: bigint;
  }
  const blocks = MONTHS.map(() =>
    STAFF.map(([emp, , base]): Pay => {
      const gross = BigInt(base * 100 + rng.int(0, 12) * 15000); // overtime in 150-peso steps
      const sss = (gross * 450n) / 10000n;
      const ph = (gross * 250n) / 10000n;
      const pagibig = 20000n;
      const tax = gross > 2083300n ? ((gross - 2083300n) * 1500n) / 10000n : 0n;
      const d: Pay['d'] = [sss, ph, pagibig, tax];
      const ded = bsum(d);
      return { emp, gross, d, ded, net: gross - ded };
    }),
  );
  const wb = newBook();
  const S = 'Payroll Q3';
  const ws = wb.addWorksheet(S);
  const w = new SheetWriter(ws, FMT.php);
  w.add(['Little Sprouts Learning Center'], { bold: true });
  w.add(['Payroll register, July - September 2025']);
  w.blank();
  const h1 = w.add(
    [
      'Employee',
      'Position',
      'Gross pay',
      'Deductions',
      null,
      null,
      null,
      'Total deductions',
      'Net pay',
    ],
    { bold: true },
  );
  ws.mergeCells(`D${h1}:G${h1}`);
  w.add([null, null, null, 'SSS', 'PhilHealth', 'Pag-IBIG', 'Withholding tax'], { bold: true });
  const totals: Blind3Book['totals'] = [];
  const totalRows: number[] = [];
  const firstRows: number[] = [];
  blocks.forEach((rows, bi) => {
    w.add([MONTHS[bi]], { bold: true });
    const first = w.row + 1;
    firstRows.push(first);
    rows.forEach((p, i) =>
      w.add([p.emp, STAFF[i]![1], M(p.gross), ...p.d.map(M), M(p.ded), M(p.net)]),
    );
    const last = w.row;
    const sum = (f: (p: Pay) => bigint): bigint => bsum(rows.map(f));
    const t = w.add(
      [
        `Total ${MONTHS[bi]!.split(' ')[0]}`,
        null,
        M(sum((p) => p.gross)),
        ...[0, 1, 2, 3].map((k) => M(sum((p) => p.d[k]!))),
        M(sum((p) => p.ded)),
        M(sum((p) => p.net)),
      ],
      { bold: true },
    );
    totalRows.push(t);
    for (const c of ['C', 'D', 'E', 'F', 'G', 'H', 'I'])
      totals.push({ sheet: S, total: `${c}${t}`, parts: `${c}${first}:${c}${last}` });
    w.blank();
  });

  const all = blocks.flat();
  const gross = bsum(all.map((p) => p.gross));
  const topSep = argmax(blocks[2]!, (p) => p.gross);
  if (argmax(blocks[2]!, (p) => p.net) !== topSep)
    throw new Error('daycare: gross and net must agree on who is paid most');
  const byEmp = (name: string, f: (p: Pay) => bigint): bigint =>
    bsum(all.filter((p) => p.emp === name).map(f));

  const { list, ask, refuse } = questionsFor('daycare');
  ask(
    'total gross payroll for the quarter',
    { value: money(gross) },
    'sum of the three monthly Total gross pay',
    { sheet: S, range: totalRows.map((r) => `C${r}`).join(','), op: 'sum' },
  );
  ask(
    'net pay in august',
    { value: money(bsum(blocks[1]!.map((p) => p.net))) },
    'Total August, Net pay',
    { sheet: S, range: `I${totalRows[1]}`, op: 'value' },
  );
  ask(
    'how much withholding tax did we hold back this quarter',
    { value: money(bsum(all.map((p) => p.d[3]))) },
    'sum of Withholding tax over the quarter',
  );
  ask(
    'SSS contributions in july',
    { value: money(bsum(blocks[0]!.map((p) => p.d[0]))) },
    'Total July, SSS',
    { sheet: S, range: `D${totalRows[0]}`, op: 'value' },
  );
  ask(
    'who was paid the most in september',
    { value: [money(topSep.gross), money(topSep.net)], at: topSep.emp.split(',')[0]! },
    'largest Gross pay in the September block (her Net pay is also a fair reading of "paid")',
  );
  ask(
    'net pay of joy bautista in july',
    { value: money(blocks[0]![1]!.net) },
    'Bautista, Joy, July, Net pay',
  );
  ask(
    'total deductions for the quarter',
    { value: money(bsum(all.map((p) => p.ded))) },
    'sum of Total deductions, three months',
  );
  ask(
    'average net pay per employee in september',
    { value: meanCents(bsum(blocks[2]!.map((p) => p.net)), 8) },
    'September net total / 8 employees',
    { sheet: S, range: `I${firstRows[2]}:I${firstRows[2]! + 7}`, op: 'mean' },
  );
  ask(
    'gross pay for benjie torres over the quarter',
    { value: money(byEmp('Torres, Benjie', (p) => p.gross)) },
    'Torres, Benjie, Gross pay, three months',
  );
  ask(
    'pag-ibig total',
    { value: money(bsum(all.map((p) => p.d[2]))) },
    'sum of Pag-IBIG over the quarter (P200 x 8 x 3)',
  );
  ask(
    'deductions as a percent of gross pay',
    { value: pct(bsum(all.map((p) => p.ded)), gross) },
    'quarter total deductions / quarter gross, percent',
  );
  ask(
    'gross payroll in july',
    { value: money(bsum(blocks[0]!.map((p) => p.gross))) },
    'Total July, Gross pay',
    { sheet: S, range: `C${firstRows[0]}:C${firstRows[0]! + 7}`, op: 'sum' },
  );
  ask(
    'philhealth in september',
    { value: money(bsum(blocks[2]!.map((p) => p.d[1]))) },
    'Total September, PhilHealth',
    { sheet: S, range: `E${totalRows[2]}`, op: 'value' },
  );
  ask('how many people are on payroll', { value: '8' }, 'employees in each month block');
  ask(
    'net pay for the whole quarter',
    { value: money(bsum(all.map((p) => p.net))) },
    'sum of the three monthly net totals',
  );
  refuse('how much is the 13th month pay', 'not in the register');
  refuse('payroll for december', 'only July-September');
  refuse('how many hours did carlo work', 'no hours in the register');

  return {
    name: 'daycare',
    business: 'daycare',
    shape: 'payroll register with grouped two-row deduction header, month blocks with totals',
    bytes: await toBytes(wb),
    questions: list,
    totals,
  };
}
