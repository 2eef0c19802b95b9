/**
 * foodtruck: a taco truck's 12-month cash-flow forecast for 2027 (USD). Months across as date
 * cells (mmm-yy) and a Total 2027 column; opening cash, cash in lines and total, cash out lines
 * and total, net cash flow, closing cash (each month's closing is the next month's opening).
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  holds,
  monthAt,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(2);
const SEASON = [0.55, 0.6, 0.8, 0.95, 1.15, 1.35, 1.45, 1.4, 1.15, 0.95, 0.7, 0.75];
const dollars = (x: number): number => Math.round(x) * 100;

const street = SEASON.map((k) => dollars(14500 * k * (0.92 + 0.16 * r.next())));
const events = SEASON.map((k, i) =>
  i >= 4 && i <= 8 ? dollars(5200 * k * (0.8 + 0.4 * r.next())) : dollars(900 + 1400 * r.next()),
);
const parties = SEASON.map(() => dollars(600 + 1800 * r.next()));
const IN = [
  { name: 'Street trading', v: street },
  { name: 'Events & catering', v: events },
  { name: 'Private parties', v: parties },
];
const sales = street.map((s, i) => s + events[i]! + parties[i]!);

const food = sales.map((s) => Math.round((s * 0.31) / 100) * 100);
const fuel = SEASON.map((k) => dollars(980 * k + 240 * r.next()));
const rent = SEASON.map(() => 165000);
const wages = SEASON.map((k) => dollars(6200 * Math.max(0.7, k) + 500 * r.next()));
const permits = [245000, 0, 0, 0, 38000, 0, 129000, 0, 0, 0, 0, 0];
const loan = SEASON.map(() => 114560);
const insurance = [0, 0, 412500, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const cardFees = sales.map((s) => Math.round((s * 0.027) / 100) * 100);
const drawings = SEASON.map((_, i) => (i < 3 || i === 11 ? 200000 : 350000));
const OUT = [
  { name: 'Food & ingredients', v: food },
  { name: 'Fuel & propane', v: fuel },
  { name: 'Commissary kitchen rent', v: rent },
  { name: 'Wages & payroll taxes', v: wages },
  { name: 'Permits & licenses', v: permits },
  { name: 'Truck loan repayment', v: loan },
  { name: 'Insurance', v: insurance },
  { name: 'Card processing fees', v: cardFees },
  { name: "Owner's draw", v: drawings },
];
const outs = SEASON.map((_, i) => OUT.reduce((s, l) => s + l.v[i]!, 0));
const net = sales.map((s, i) => s - outs[i]!);
const OPEN0 = 1864250;
const opening: number[] = [];
const closing: number[] = [];
net.forEach((n, i) => {
  opening.push(i === 0 ? OPEN0 : closing[i - 1]!);
  closing.push(opening[i]! + n);
});

const lowest = argMin(closing);
const outTotals = OUT.map((l) => total(l.v));
const bigOut = argMax(outTotals);
const bestSales = argMax(sales);
const negMonths = net.filter((n) => n < 0).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Forecast 2027');
  ws.getCell('A1').value = 'Loco Taco Truck LLC: Cash Flow Forecast 2027';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Prepared Nov 2026. All figures USD. Assumes two festival bookings a month May-Sep.';
  const h = ws.getRow(4);
  h.getCell(1).value = '';
  for (let m = 0; m < 12; m++) {
    h.getCell(2 + m).value = day(2027, m, 1);
    h.getCell(2 + m).numFmt = 'mmm-yy';
  }
  h.getCell(14).value = 'Total 2027';
  h.font = { bold: true };
  let row = 5;
  const put = (label: string, v: number[] | null, withTotal = true, bold = false): void => {
    const x = ws.getRow(row++);
    x.getCell(1).value = label;
    if (v) {
      v.forEach((c, i) => {
        x.getCell(2 + i).value = cell(c);
        x.getCell(2 + i).numFmt = '$#,##0;[Red]($#,##0)';
      });
      if (withTotal) {
        x.getCell(14).value = cell(total(v));
        x.getCell(14).numFmt = '$#,##0;[Red]($#,##0)';
      }
    }
    if (bold) x.font = { bold: true };
  };
  put('Opening cash', opening, false, true);
  row++;
  put('CASH IN', null, false, true);
  for (const l of IN) put(l.name, l.v);
  put('Total cash in', sales, true, true);
  row++;
  put('CASH OUT', null, false, true);
  for (const l of OUT) put(l.name, l.v);
  put('Total cash out', outs, true, true);
  row++;
  put('Net cash flow', net, true, true);
  put('Closing cash', closing, false, true);
  row += 2;
  ws.getRow(row++).getCell(1).value =
    'Permits: city mobile vending permit renews Jan, health permit Jul, fire inspection May.';
  ws.getRow(row).getCell(1).value = 'Food cost budgeted at 31% of sales; card fees 2.7%.';
  ws.getColumn(1).width = 28;
  for (let c = 2; c <= 14; c++) ws.getColumn(c).width = 11;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'opening + net cash flow over the year = December closing',
    a: BigInt(OPEN0) + total(net),
    b: BigInt(closing[11]!),
  },
  {
    what: 'cash in lines = total cash in',
    a: total(IN.flatMap((l) => l.v)),
    b: total(sales),
  },
  {
    what: 'cash out lines = total cash out',
    a: total(outTotals),
    b: total(outs),
  },
  {
    what: "each month's closing is the next month's opening",
    a: BigInt(closing.slice(0, 11).filter((c, i) => c === opening[i + 1]).length),
    b: 11n,
  },
  unique('closing cash (lowest)', closing, 'min'),
  holds('the lowest closing is not December', lowest < 11),
  unique('cash out line totals', outTotals),
  unique('total cash in by month', sales),
  holds('some months run negative, not all', negMonths > 0 && negMonths < 12),
];

const q3 = BigInt(net[6]! + net[7]! + net[8]!);

const questions = questionsFor('foodtruck', [
  [
    'how much cash do we expect to take in 2027',
    { value: money(total(sales)), means: 'Total cash in, Total 2027' },
  ],
  ['closing cash end of june', { value: money(closing[5]!), means: 'Closing cash, Jun-27' }],
  [
    'which month does our bank balance get lowest',
    {
      at: [...monthAt(lowest, 2027), ...monthAt(lowest + 1, 2027)],
      value: money(closing[lowest]!),
      means:
        'month with the lowest Closing cash in 2027, and that balance (the next month opens on it, so that month is accepted too)',
    },
  ],
  [
    'how much are we paying in wages next year',
    {
      value: money(total(wages)),
      means: 'Wages & payroll taxes, Total 2027 (next year from Dec 2026)',
    },
  ],
  ['catering income in july', { value: money(events[6]!), means: 'Events & catering, Jul-27' }],
  [
    'how many months have negative cash flow',
    { value: String(negMonths), means: 'count of months with Net cash flow below zero' },
  ],
  [
    'biggest cost line for the year',
    {
      at: OUT[bigOut]!.name.split(' &')[0]!,
      value: money(outTotals[bigOut]!),
      means: 'cash out line with the largest Total 2027',
    },
  ],
  [
    'fuel as a % of total cash out',
    {
      value: pct(total(fuel), total(outs)),
      means: 'Fuel & propane total / Total cash out total, %',
    },
  ],
  ['net cash flow for q3', { value: money(q3), means: 'Net cash flow Jul + Aug + Sep 2027' }],
  [
    'what do we finish the year with',
    { value: money(closing[11]!), means: 'Closing cash, Dec-27' },
  ],
  [
    'average monthly street trading',
    { value: meanCents(total(street), 12), means: 'Street trading total / 12 months' },
  ],
  [
    'how much does the cash balance grow over the year',
    {
      value: [money(BigInt(closing[11]! - OPEN0)), growth(OPEN0, closing[11]!)],
      abs: true,
      means:
        'Dec-27 closing cash - Jan-27 opening cash, or as % of the opening (it falls; size compared)',
    },
  ],
  [
    'best month for sales',
    {
      at: monthAt(bestSales, 2027),
      value: money(sales[bestSales]!),
      means: 'month with the highest Total cash in',
    },
  ],
  [
    'what did we actually take in march',
    { refuse: true, means: 'a forecast only: the sheet holds no actual takings' },
  ],
  ["what's the forecast for 2028", { refuse: true, means: 'the forecast covers 2027 only' }],
]);

export const foodtruck: BlindBook = {
  name: 'foodtruck',
  business: 'taco truck',
  shape:
    '12-month cash-flow forecast 2027: months across as mmm-yy dates, Total column, opening / in / out / net / closing',
  bytes,
  questions,
  checks,
};
