/**
 * Book 4 — nail salon (AUD): Profit and Loss BUDGET VS ACTUAL, 1 Jul – 30 Nov 2026 (the
 * Australian financial year), three title rows; Actual, Budget, Variance $ (actual − budget)
 * and Variance % (a fraction of budget); Income, Cost of Sales, Gross Profit, Operating
 * Expenses, Net Profit with "Total …" lines; negatives in parentheses.
 */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(4);
const NAME = 'nailsalon';
type L = [string, number, number]; // name, actual, budget (cents)
const mk = (name: string, lo: number, hi: number, drift: number): L => {
  const b = whole(r, lo, hi);
  return [name, b + Math.round((b * r.int(-drift, drift)) / 100 / 100) * 100, b];
};
const income: L[] = [
  mk('Manicures', 38000, 42000, 9),
  mk('Pedicures', 30000, 34000, 9),
  mk('Gel & acrylic sets', 60000, 66000, 9),
  mk('Nail art', 9000, 11000, 12),
  mk('Retail products', 5000, 7000, 15),
];
const cos: L[] = [
  mk('Polish & consumables', 14000, 17000, 10),
  mk('Retail stock purchases', 2500, 3500, 10),
];
const opex: L[] = [
  mk('Wages', 70000, 74000, 2),
  mk('Rent', 27500, 27500, 0),
  mk('Electricity', 2800, 3400, 15),
  mk('Marketing', 3500, 4500, 20),
  mk('Booking software', 900, 900, 0),
  mk('Cleaning', 2000, 2600, 12),
  mk('Insurance', 1800, 1800, 0),
];
opex[0]![1] = opex[0]![2] + whole(r, 2500, 4000); // wages over budget
opex[3]![1] = opex[3]![2] + whole(r, 4100, 5200); // marketing furthest over
const sumA = (xs: L[]): bigint => total(xs.map((l) => l[1]));
const sumB = (xs: L[]): bigint => total(xs.map((l) => l[2]));
const incA = sumA(income);
const incB = sumB(income);
const gpA = incA - sumA(cos);
const gpB = incB - sumB(cos);
const netA = gpA - sumA(opex);
const netB = gpB - sumB(opex);
const over = opex.map((l) => l[1] - l[2]);
const worst = over.indexOf(Math.max(...over));
const topInc = income.map((l) => l[1]).indexOf(Math.max(...income.map((l) => l[1])));
const under = opex.filter((l) => l[1] < l[2]).length;
const frac = (a: bigint | number, b: bigint | number): number =>
  (Number(a) - Number(b)) / Number(b);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget vs Actual');
  title(ws, 1, 'Polished Nail Bar Pty Ltd', 5);
  title(ws, 2, 'Profit and Loss — Budget vs Actual', 5);
  title(ws, 3, '1 July 2026 to 30 November 2026', 5);
  ws.getRow(5).values = ['', 'Actual', 'Budget', 'Variance $', 'Variance %'];
  let row = 6;
  const bolds = [5];
  const put = (label: string, a: bigint | number, b: bigint | number, isBold = false): void => {
    ws.getRow(row).values = [
      label,
      Number(a) / 100,
      Number(b) / 100,
      (Number(a) - Number(b)) / 100,
      Number(b) ? frac(a, b) : 0,
    ];
    if (isBold) bolds.push(row);
    row++;
  };
  const head = (label: string): void => {
    ws.getCell(row, 1).value = label;
    bolds.push(row++);
  };
  head('Income');
  income.forEach((l) => put(l[0], l[1], l[2]));
  put('Total Income', incA, incB, true);
  row++;
  head('Cost of Sales');
  cos.forEach((l) => put(l[0], l[1], l[2]));
  put('Total Cost of Sales', sumA(cos), sumB(cos), true);
  row++;
  put('Gross Profit', gpA, gpB, true);
  row++;
  head('Operating Expenses');
  opex.forEach((l) => put(l[0], l[1], l[2]));
  put('Total Operating Expenses', sumA(opex), sumB(opex), true);
  row++;
  put('Net Profit', netA, netB, true);
  bold(ws, ...bolds);
  fmt(ws, [2, 3, 4], '$#,##0.00;($#,##0.00)');
  fmt(ws, [5], '0.0%;(0.0%)');
  widths(ws, [28, 14, 14, 14, 12]);
  return toBytes(wb);
}

const opexA = sumA(opex);
export const nailsalon: BlindBook = {
  name: NAME,
  business: 'nail salon',
  shape: 'P&L budget vs actual, year to date, with sections and "Total …" lines',
  bytes,
  checks: [
    same('income − cos − opex = net (actual)', incA - sumA(cos) - opexA, netA),
    same(
      'variances add up to net variance',
      total(income.map((l) => l[1] - l[2])) - total(cos.map((l) => l[1] - l[2])) - total(over),
      netA - netB,
    ),
    unique('most over budget', over),
    unique(
      'top income line',
      income.map((l) => l[1]),
    ),
    holds(
      'wages over budget and the biggest cost',
      over[0]! > 0 && opex[0]![1] === Math.max(...opex.map((l) => l[1]), ...cos.map((l) => l[1])),
    ),
    holds('marketing furthest over', worst === 3),
    holds('income budget missed or beaten (non-zero)', incA !== incB && netA !== netB && netA > 0n),
  ],
  questions: questionsFor(NAME, [
    [
      'What is our total income so far this financial year?',
      val(money(incA), 'Total Income, Actual'),
    ],
    ['What is our net profit year to date?', val(money(netA), 'Net Profit, Actual')],
    [
      'Are we over budget on wages?',
      val(
        [money(over[0]!), growth(opex[0]![2], opex[0]![1])],
        'Wages variance (actual − budget), $ or %',
        { abs: true, tol: 0.06 },
      ),
    ],
    [
      'Which overhead went furthest over budget in dollars?',
      at(opex[worst]![0], 'largest positive variance among operating expenses'),
    ],
    [
      'Did we beat our income budget?',
      val([money(incA - incB), growth(incB, incA)], 'Total Income variance, $ or %', {
        abs: true,
        tol: 0.06,
      }),
    ],
    [
      'What is our gross margin?',
      val([pct(gpA, incA), money(gpA)], 'Gross Profit / Total Income, % (or the amount)', {
        tol: 0.01,
      }),
    ],
    [
      "What's eating our margin?",
      at(['Wages', 'Operating Expenses'], 'Wages, the biggest cost line (or the overheads group)'),
    ],
    ['How much did pedicures bring in?', val(money(income[1]![1]), 'Pedicures, Actual')],
    [
      'What share of our income comes from gel and acrylic sets?',
      val(pct(income[2]![1], incA), 'Gel & acrylic sets / Total Income, %', { tol: 0.01 }),
    ],
    ['What was the budget for rent?', val(money(opex[1]![2]), 'Rent, Budget')],
    [
      'How far off budget is our net profit?',
      val([money(netA - netB), growth(netB, netA)], 'Net Profit variance, $ or %', {
        abs: true,
        tol: 0.06,
      }),
    ],
    [
      'What is our biggest source of income?',
      at(income[topInc]![0], 'income line with the highest Actual'),
    ],
    [
      'How many overheads came in under budget?',
      val(String(under), 'operating expense lines with Actual < Budget'),
    ],
    ['What did we spend on marketing?', val(money(opex[3]![1]), 'Marketing, Actual')],
    ['How did we do in October?', refuse('the report is year to date only, no months')],
    ["What was last year's net profit?", refuse('no prior-year column')],
    ['How many clients did we see?', refuse('client numbers are not on a P&L')],
  ]),
};
