/** Hair salon ($): payroll register, two-row header with a grouped "Deductions" heading, one row per employee per month. */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { argMax, cell, MON, putRow, sumB, type BookDef } from '../kit';

const STAFF = ['Renee Park', 'Jordan Ellis', 'Mia Santos', 'Quinn Howard', 'Ava Brooks'] as const;

interface Pay {
  emp: number;
  month: number;
  gross: bigint;
  fed: bigint;
  fica: bigint;
  health: bigint;
  net: bigint;
}

export const salon: BookDef = {
  name: 'salon',
  business: 'hair salon, Austin',
  build(rng) {
    const pays: Pay[] = [];
    const base = STAFF.map(() => rng.int(2600, 5200));
    for (let m = 0; m < 4; m++) {
      STAFF.forEach((_, e) => {
        const gross = BigInt(base[e]! * 100 + rng.int(0, 90000));
        const fed = (gross * 12n) / 100n;
        const fica = (gross * 765n) / 10000n;
        const health = BigInt(rng.pick([0, 8500, 12000]));
        pays.push({ emp: e, month: m, gross, fed, fica, health, net: gross - fed - fica - health });
      });
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payroll Jan-Apr');
    putRow(ws, 1, ['Shear Joy Salon – payroll register (USD)']);
    putRow(ws, 3, [
      'Employee',
      'Month',
      'Gross pay',
      'Deductions',
      undefined,
      undefined,
      'Net pay',
    ]);
    putRow(ws, 4, [undefined, undefined, undefined, 'Federal tax', 'FICA', 'Health']);
    ws.mergeCells(3, 4, 3, 6);
    pays.forEach((p, i) =>
      putRow(ws, 5 + i, [
        STAFF[p.emp],
        `${MON[p.month]} 2025`,
        cell(p.gross),
        cell(p.fed),
        cell(p.fica),
        p.health ? cell(p.health) : 0,
        cell(p.net),
      ]),
    );
    const end = 5 + pays.length;
    putRow(ws, end, [
      'Total',
      undefined,
      ...[
        pays.map((p) => p.gross),
        pays.map((p) => p.fed),
        pays.map((p) => p.fica),
        pays.map((p) => p.health),
        pays.map((p) => p.net),
      ].map((xs) => cell(sumB(xs))),
    ]);
    const gross = sumB(pays.map((p) => p.gross));
    const net = sumB(pays.map((p) => p.net));
    const ded = gross - net;
    const byEmp = STAFF.map((_, e) => sumB(pays.filter((p) => p.emp === e).map((p) => p.gross)));
    const mar = pays.filter((p) => p.month === 2);
    return {
      workbook: wb,
      checks: [
        {
          what: 'gross - deductions = net',
          a: gross - sumB(pays.map((p) => p.fed + p.fica + p.health)),
          b: net,
        },
      ],
      questions: [
        {
          question: 'total payroll so far',
          expect: { value: money(gross) },
          means: 'sum of Gross pay (employer cost before deductions)',
        },
        {
          question: 'how much net pay went out',
          expect: { value: money(net) },
          means: 'sum of Net pay',
        },
        {
          question: 'total deductions',
          expect: { value: money(ded) },
          means: 'federal + FICA + health, all rows',
        },
        {
          question: 'how much federal tax did we withhold',
          expect: { value: money(sumB(pays.map((p) => p.fed))) },
          means: 'sum of Federal tax',
        },
        {
          question: 'who earns the most',
          expect: { at: STAFF[argMax(byEmp)] },
          means: 'employee with the largest summed Gross pay',
        },
        {
          question: "what's Mia Santos's gross pay in total",
          expect: { value: money(byEmp[2]!) },
          means: 'Mia Santos, Gross summed over months',
        },
        {
          question: 'payroll cost in march',
          expect: { value: money(sumB(mar.map((p) => p.gross))) },
          means: 'Gross pay summed over Mar 2025 rows',
        },
        {
          question: 'average gross pay per payslip',
          expect: { value: meanCents(gross, pays.length) },
          means: 'gross / number of employee-month rows',
        },
        {
          question: 'how much health insurance came out of pay',
          expect: { value: money(sumB(pays.map((p) => p.health))) },
          means: 'sum of Health',
        },
        {
          question: 'net pay for jordan ellis in february',
          expect: { value: money(pays.find((p) => p.emp === 1 && p.month === 1)!.net) },
          means: 'Jordan Ellis, Feb 2025, Net pay',
        },
        {
          question: 'FICA total',
          expect: { value: money(sumB(pays.map((p) => p.fica))) },
          means: 'sum of FICA',
        },
        {
          question: 'how many hours did Quinn work',
          expect: { refuse: true },
          means: 'no hours in the register',
        },
        { question: 'what do tips add up to', expect: { refuse: true }, means: 'no tips column' },
        {
          question: 'renee park net pay total',
          expect: { value: money(sumB(pays.filter((p) => p.emp === 0).map((p) => p.net))) },
          means: 'Renee Park, Net pay summed',
        },
        {
          question: 'gross pay in april',
          expect: { value: money(sumB(pays.filter((p) => p.month === 3).map((p) => p.gross))) },
          means: 'Gross summed over Apr 2025 rows',
        },
      ],
    };
  },
};
