/**
 * Food truck (Austin, $): a payroll register with a grouped deduction header (two header
 * rows: "Deductions" over Fed Tax / FICA / Health), one row per employee per month, a
 * subtotal row per month and blank rows between months.
 */
import ExcelJS from 'exceljs';
import {
  argMax,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'foodtruck-payroll';
const STAFF: Array<[string, string, number]> = [
  ['Maria Lopez', 'Head cook', 520000],
  ['Devon Pratt', 'Line cook', 360000],
  ['Aiyana Redcloud', 'Cashier', 280000],
  ['Sam Okafor', 'Driver / prep', 310000],
];
const MONTHS = ['January', 'February', 'March', 'April'];

export const foodtruckPayroll: BlindBook = {
  name: NAME,
  business: 'food truck payroll register, $',
  async build() {
    const r = rngFor(NAME);
    type Line = {
      month: number;
      emp: number;
      gross: bigint;
      tax: bigint;
      fica: bigint;
      health: bigint;
      net: bigint;
    };
    const lines: Line[] = [];
    MONTHS.forEach((_, mo) =>
      STAFF.forEach(([, , base], e) => {
        const gross = BigInt(base + randInt(r, -30000, 45000));
        const tax = (gross * 12n) / 100n;
        const fica = (gross * 765n) / 10000n;
        const health = e === 2 ? 0n : 15000n;
        lines.push({
          month: mo,
          emp: e,
          gross,
          tax,
          fica,
          health,
          net: gross - tax - fica - health,
        });
      }),
    );

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payroll Register');
    const rows: RowValue[][] = [
      ['Smoke & Tortilla LLC — payroll register, Jan–Apr 2025'],
      [],
      ['Month', 'Employee', 'Role', 'Gross pay', 'Deductions', null, null, 'Net pay'],
      [null, null, null, null, 'Fed Tax', 'FICA', 'Health', null],
    ];
    MONTHS.forEach((name, mo) => {
      const ls = lines.filter((l) => l.month === mo);
      for (const l of ls)
        rows.push([
          name,
          STAFF[l.emp]![0],
          STAFF[l.emp]![1],
          cell(l.gross),
          cell(l.tax),
          cell(l.fica),
          cell(l.health),
          cell(l.net),
        ]);
      rows.push(
        [
          null,
          `${name} subtotal`,
          null,
          ...(['gross', 'tax', 'fica', 'health', 'net'] as const).map((k) =>
            cell(sumB(ls.map((l) => l[k]))),
          ),
        ],
        [],
      );
    });
    writeRows(ws, 1, rows);
    ws.mergeCells(3, 5, 3, 7);
    for (let c = 4; c <= 8; c++) ws.getColumn(c).numFmt = '$#,##0.00';

    const S = (f: (l: Line) => bigint, w: (l: Line) => boolean = () => true): bigint =>
      sumB(lines.filter(w).map(f));
    const grossByEmp = STAFF.map((_, e) =>
      S(
        (l) => l.gross,
        (l) => l.emp === e,
      ),
    );
    const { qs, ask, refuse } = asker(NAME);
    ask(
      'total gross payroll',
      { value: m(S((l) => l.gross)) },
      'sum of employee Gross pay rows (subtotals not added)',
    );
    ask('total net pay', { value: m(S((l) => l.net)) }, 'sum of Net pay rows');
    ask('how much federal tax did we withhold', { value: m(S((l) => l.tax)) }, 'sum of Fed Tax');
    ask(
      'total deductions',
      { value: m(S((l) => l.tax + l.fica + l.health)) },
      'Fed Tax + FICA + Health over all rows',
    );
    ask(
      'who is paid the most',
      { at: STAFF[argMax(grossByEmp)]![0].split(' ')[0]! },
      'employee with the largest total Gross',
    );
    ask(
      "what was Devon's net pay in march",
      { value: m(lines.find((l) => l.month === 2 && l.emp === 1)!.net) },
      'one cell',
    );
    ask(
      'payroll cost in february',
      {
        value: m(
          S(
            (l) => l.gross,
            (l) => l.month === 1,
          ),
        ),
      },
      'Gross pay, February (employer view: gross)',
    );
    ask('health insurance deductions total', { value: m(S((l) => l.health)) }, 'sum of Health');
    ask('Maria gross pay jan to apr', { value: m(grossByEmp[0]!) }, "Maria's Gross over 4 months");
    ask(
      'average monthly gross for Aiyana',
      { value: m((grossByEmp[2]! + 2n) / 4n) },
      "Aiyana's Gross / 4 months, to the cent",
    );
    ask(
      'FICA in april',
      {
        value: m(
          S(
            (l) => l.fica,
            (l) => l.month === 3,
          ),
        ),
      },
      'FICA, April rows',
    );
    ask(
      'which month had the highest payroll',
      {
        at: MONTHS[
          argMax(
            MONTHS.map((_, mo) =>
              S(
                (l) => l.gross,
                (l) => l.month === mo,
              ),
            ),
          )
        ]!.slice(0, 3),
      },
      'month with the largest Gross',
    );
    refuse('how many hours did Sam work', 'no hours on the register');
    refuse(
      'whats the employer payroll tax cost',
      'the register shows employee withholdings only; employer share is not on it',
    );

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        [
          'net = gross - deductions',
          S((l) => l.net),
          S((l) => l.gross - l.tax - l.fica - l.health),
        ],
      ],
    };
  },
};
