/** A payroll register: two-row header with a grouped "Deductions" block, totals row. */
import { money, meanCents, pct, sum } from '../../expect';
import {
  argmax,
  argmin,
  asker,
  cell,
  refuse,
  uniqueMax,
  uniqueMin,
  type BlindBookDef,
} from '../kit';

const STAFF: Array<[string, string]> = [
  ['Amira Khan', 'Bureau'],
  ['Tom Ellery', 'Bureau'],
  ['Priya Desai', 'Bureau'],
  ['Gavin Shore', 'Accounts'],
  ['Lucy Brandt', 'Accounts'],
  ['Owen Price', 'Admin'],
  ['Jess Mahoney', 'Admin'],
  ['Ravi Menon', 'Bureau'],
];

export const payroll: BlindBookDef = {
  name: 'payroll',
  business: 'payroll bureau, own staff (GBP)',
  shape: 'payroll register, two-row grouped deduction headers, totals row',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Oct-25 register');
    ws.addRow(['Ledgerline Payroll Services - payroll register']);
    ws.addRow(['Pay period: October 2025   |   all figures £']);
    ws.addRow(['Employee', 'Department', 'Gross pay', 'Deductions', null, null, null, 'Net pay']);
    ws.addRow([null, null, null, 'PAYE tax', 'Employee NI', 'Pension', 'Total deductions', null]);
    ws.mergeCells('D3:G3');
    const rows = STAFF.map(() => {
      const gross = BigInt(rnd.int(180000, 520000));
      const tax = (gross * BigInt(rnd.int(12, 22))) / 100n;
      const ni = (gross * 8n) / 100n;
      const pen = (gross * 5n) / 100n;
      const ded = tax + ni + pen;
      return { gross, tax, ni, pen, ded, net: gross - ded };
    });
    rows.forEach((r, i) =>
      ws.addRow([
        STAFF[i]![0],
        STAFF[i]![1],
        cell(r.gross),
        cell(r.tax),
        cell(r.ni),
        cell(r.pen),
        cell(r.ded),
        cell(r.net),
      ]),
    );
    const T = (k: keyof (typeof rows)[number]): bigint => sum(rows.map((r) => r[k]));
    ws.addRow([
      'Totals',
      null,
      cell(T('gross')),
      cell(T('tax')),
      cell(T('ni')),
      cell(T('pen')),
      cell(T('ded')),
      cell(T('net')),
    ]);

    const gross = rows.map((r) => r.gross);
    const nets = rows.map((r) => r.net);
    const dept = (d: string): bigint =>
      sum(rows.filter((_, i) => STAFF[i]![1] === d).map((r) => r.gross));
    const a = asker('payroll');
    a.q('total gross pay this month', { value: money(T('gross')), means: 'Totals row Gross pay' });
    a.q('how much paye are we paying over', { value: money(T('tax')), means: 'PAYE tax total' });
    a.q('total net pay going out', { value: money(T('net')), means: 'Net pay total' });
    a.q('what did lucy take home', { value: money(rows[4]!.net), means: 'Lucy Brandt net pay' });
    a.q(
      'who is the highest paid',
      uniqueMax(gross)
        ? {
            value: money(gross[argmax(gross)]!),
            at: STAFF[argmax(gross)]![0],
            means: 'employee with highest Gross pay',
          }
        : refuse('tie'),
    );
    a.q(
      'lowest net pay',
      uniqueMin(nets)
        ? {
            value: money(nets[argmin(nets)]!),
            at: STAFF[argmin(nets)]![0],
            means: 'employee with lowest Net pay',
          }
        : refuse('tie'),
    );
    a.q('average gross salary', {
      value: meanCents(T('gross'), STAFF.length),
      means: 'mean Gross pay over 8 employees',
    });
    a.q('pension contributions total', {
      value: money(T('pen')),
      means: 'Pension total (employee side, the only pension on the sheet)',
    });
    a.q('total deductons', { value: money(T('ded')), means: 'Total deductions column total' });
    a.q('what does the accounts team cost in gross pay', {
      value: money(dept('Accounts')),
      means: 'Gross pay of Department Accounts',
    });
    a.q('deductions as a % of gross', {
      value: pct(T('ded'), T('gross')),
      means: 'total deductions / total gross',
    });
    a.q('how much ni did owen pay', { value: money(rows[5]!.ni), means: 'Owen Price Employee NI' });
    a.q('how many people on the payroll', {
      value: String(STAFF.length),
      means: 'count of employees',
    });
    a.q('what is our employer ni bill', refuse('only employee NI is on the register'));
    a.q('how many hours did tom work', refuse('no hours on the register'));
    return {
      questions: a.list,
      checks: [{ what: 'gross - deductions = net', a: T('gross') - T('ded'), b: T('net') }],
    };
  },
};
