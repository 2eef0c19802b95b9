/**
 * Book 8 — sawmill (EUR): monthly PAYROLL SUMMARY with employer contributions and headcount,
 * January – November 2026: month as TEXT ("January 2026"), headcount, gross salaries,
 * employee contributions, income tax withheld, net pay, employer social charges, employer
 * pension, total employer cost; seasonal staff from April (peak in August), a June bonus;
 * Totals row (headcount left blank); `€` suffix.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  MONTHS,
  argMax,
  cents,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(8);
const NAME = 'sawmill';
const HEAD = [12, 12, 12, 13, 14, 14, 15, 16, 14, 13, 13];
const bp = (x: bigint, p: bigint): bigint => divRound(x * p, 10000n);
interface Mo {
  head: number;
  gross: bigint;
  ee: bigint;
  tax: bigint;
  net: bigint;
  er: bigint;
  pens: bigint;
  cost: bigint;
}
const rows: Mo[] = HEAD.map((head, m) => {
  const avg = cents(r, 2850, 3050);
  const gross = BigInt(head * avg + (m === 5 ? head * 50000 : 0));
  const ee = bp(gross, 2200n);
  const tax = bp(gross, 550n);
  const er = bp(gross, 3100n);
  const pens = bp(gross, 472n);
  return { head, gross, ee, tax, net: gross - ee - tax, er, pens, cost: gross + er + pens };
});
const T = (f: (x: Mo) => bigint): bigint => total(rows.map(f));
const gross = T((x) => x.gross);
const cost = T((x) => x.cost);
const er = T((x) => x.er);
const top = argMax(rows.map((x) => x.gross));
const peak = argMax(HEAD);
const heads = HEAD.reduce((a, b) => a + b, 0);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll 2026');
  title(ws, 1, 'Scierie des Vosges SARL — payroll summary 2026', 9);
  title(ws, 2, 'Monthly totals, January – November 2026, EUR', 9);
  ws.getRow(4).values = [
    'Month',
    'Headcount',
    'Gross salaries',
    'Employee contributions',
    'Income tax withheld',
    'Net pay',
    'Employer social charges',
    'Employer pension',
    'Total employer cost',
  ];
  const c = (x: bigint): number => Number(x) / 100;
  rows.forEach((x, m) => {
    ws.getRow(5 + m).values = [
      `${MONTHS[m]} 2026`,
      x.head,
      c(x.gross),
      c(x.ee),
      c(x.tax),
      c(x.net),
      c(x.er),
      c(x.pens),
      c(x.cost),
    ];
  });
  const tr = 5 + rows.length;
  ws.getRow(tr).values = [
    'Total',
    null,
    c(gross),
    c(T((x) => x.ee)),
    c(T((x) => x.tax)),
    c(T((x) => x.net)),
    c(er),
    c(T((x) => x.pens)),
    c(cost),
  ];
  bold(ws, 4, tr);
  fmt(ws, [3, 4, 5, 6, 7, 8, 9], '#,##0.00 "€"');
  widths(ws, [16, 11, 15, 15, 14, 14, 15, 14, 16]);
  return toBytes(wb);
}

const m = (i: number): string[] => monthAt(i, 2026);
export const sawmill: BlindBook = {
  name: NAME,
  business: 'sawmill',
  shape: 'payroll summary by month with employer contributions and headcount',
  bytes,
  checks: [
    same(
      'gross − employee deductions = net',
      gross - T((x) => x.ee) - T((x) => x.tax),
      T((x) => x.net),
    ),
    same('gross + employer charges = cost', gross + er + T((x) => x.pens), cost),
    unique(
      'top payroll month',
      rows.map((x) => x.gross),
    ),
    holds('top month same by cost', argMax(rows.map((x) => x.cost)) === top),
    unique('peak headcount', HEAD),
    holds('June above May', rows[5]!.gross > rows[4]!.gross),
  ],
  questions: questionsFor(NAME, [
    ['What were our total gross wages this year?', val(money(gross), 'Gross salaries, Total')],
    [
      'What did our staff cost us in total this year, including employer charges?',
      val(money(cost), 'Total employer cost, Total'),
    ],
    ['How much did we pay in employer social charges?', val(money(er), 'Employer social charges')],
    [
      'What did payroll cost us in March?',
      val([money(rows[2]!.cost), money(rows[2]!.gross)], 'March total employer cost (or gross)'),
    ],
    ['How much net pay went out last month?', val(money(rows[10]!.net), 'Net pay, November 2026')],
    ['Which month had the highest payroll?', at(m(top), 'highest Gross salaries (and cost)')],
    ['How many people did we employ in July?', val(String(HEAD[6]), 'Headcount, July 2026')],
    [
      'What was the average gross salary per head in October?',
      val(meanCents(rows[9]!.gross, HEAD[9]!), 'October gross / headcount'),
    ],
    [
      'How much have we paid into employer pensions?',
      val(money(T((x) => x.pens)), 'Employer pension, Total'),
    ],
    [
      'How much income tax did we withhold this year?',
      val(money(T((x) => x.tax)), 'Income tax withheld, Total'),
    ],
    [
      "What's our average headcount this year?",
      val(hundredths(divRound(BigInt(heads) * 100n, 11n)), 'mean Headcount over 11 months', {
        tol: 0.01,
      }),
    ],
    [
      'How much more did we spend on wages in June than in May?',
      val(
        [money(rows[5]!.gross - rows[4]!.gross), money(rows[5]!.cost - rows[4]!.cost)],
        'June − May gross (or total cost)',
        { abs: true },
      ),
    ],
    [
      'What share of our employment cost is employer social charges?',
      val(pct(er, cost), 'Employer social charges / Total employer cost, %', { tol: 0.01 }),
    ],
    ['When was our headcount highest?', at(m(peak), 'month with the largest Headcount')],
    ['How much did we pay Jean Martin?', refuse('monthly totals only, no employees')],
    ['What will payroll cost in December?', refuse('a forecast')],
    [
      'How much did employee contributions come to this year?',
      val(money(T((x) => x.ee)), 'Employee contributions, Total'),
    ],
  ]),
};
