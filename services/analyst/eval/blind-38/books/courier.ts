/**
 * courier: a parcel courier's expense log 1 July – 30 November 2026, grouped by category
 * (a heading row, the lines, a "Subtotal: <category>" row, a blank row), then GRAND TOTAL;
 * amount ex GST, GST, total, in AUD. "Last month" = November 2026.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct } from '../../expect';
import {
  argMax,
  bold,
  cell,
  cents,
  day,
  formatCols,
  holds,
  MONTHS,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
  type Rng,
} from '../lib';

const r = rng(3);
interface Line {
  d: Date;
  m: number;
  supplier: string;
  desc: string;
  ex: number;
  gst: number;
  inc: number;
}
interface Cat {
  name: string;
  lines: Line[];
}
function lines(
  rr: Rng,
  n: number,
  suppliers: readonly string[],
  desc: string,
  lo: number,
  hi: number,
  forced?: (i: number) => { supplier?: string; m?: number } | undefined,
): Line[] {
  return Array.from({ length: n }, (_, i) => {
    const f = forced?.(i);
    const m = f?.m ?? rr.int(6, 10);
    const d = day(2026, m, rr.int(1, 28));
    const ex = cents(rr, lo, hi);
    const gst = Number(divRound(BigInt(ex) * 10n, 100n));
    return {
      d,
      m,
      supplier: f?.supplier ?? rr.pick(suppliers),
      desc,
      ex,
      gst,
      inc: ex + gst,
    };
  }).sort((a, b) => a.d.getTime() - b.d.getTime());
}
const CATS: Cat[] = [
  {
    name: 'Fuel',
    lines: lines(r, 16, ['Ampol', 'BP', 'Shell'], 'Diesel', 80, 220, (i) =>
      i === 0 ? { supplier: 'Ampol' } : undefined,
    ),
  },
  {
    name: 'Repairs & servicing',
    lines: lines(
      r,
      5,
      ['Ultra Tune Parramatta', 'Bob Jane T-Mart', 'Repco'],
      'Van service / parts',
      150,
      1400,
      (i) => (i === 0 ? { m: 10 } : undefined),
    ),
  },
  { name: 'Tolls', lines: lines(r, 8, ['Linkt'], 'Toll account top-up', 40, 160) },
  {
    name: 'Insurance',
    lines: lines(r, 2, ['NRMA Insurance'], 'Commercial vehicle insurance', 1800, 2600),
  },
  {
    name: 'Phone & software',
    lines: lines(r, 6, ['Telstra', 'Xero', 'Circuit Route Planner'], 'Subscription', 30, 180),
  },
];
const sumBy = (ls: Line[], k: 'ex' | 'gst' | 'inc'): bigint => total(ls.map((l) => l[k]));
const every = CATS.flatMap((c) => c.lines);
const catInc = CATS.map((c) => sumBy(c.lines, 'inc'));
const catEx = CATS.map((c) => sumBy(c.lines, 'ex'));
const grandInc = sumBy(every, 'inc');
const grandEx = sumBy(every, 'ex');
const grandGst = sumBy(every, 'gst');
const fuel = CATS[0]!.lines;
const MONTHS_ = [6, 7, 8, 9, 10];
const fuelByMonthInc = MONTHS_.map((m) =>
  sumBy(
    fuel.filter((l) => l.m === m),
    'inc',
  ),
);
const fuelByMonthEx = MONTHS_.map((m) =>
  sumBy(
    fuel.filter((l) => l.m === m),
    'ex',
  ),
);
const octLines = every.filter((l) => l.m === 9);
const ampol = fuel.filter((l) => l.supplier === 'Ampol');
const novRepairs = CATS[1]!.lines.filter((l) => l.m === 10);
const incs = every.map((l) => l.inc);
const biggest = every[argMax(incs)]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  const rows: unknown[][] = [
    ['Swift Parcel Couriers Pty Ltd'],
    ['Expense log — 1 July to 30 November 2026'],
    [],
    ['Date', 'Supplier', 'Description', 'Category', 'Amount ex GST', 'GST', 'Total'],
  ];
  const bolds = [4];
  CATS.forEach((c, i) => {
    rows.push([c.name]);
    bolds.push(rows.length);
    for (const l of c.lines)
      rows.push([l.d, l.supplier, l.desc, c.name, cell(l.ex), cell(l.gst), cell(l.inc)]);
    rows.push([
      `Subtotal: ${c.name}`,
      undefined,
      undefined,
      undefined,
      cell(catEx[i]!),
      cell(sumBy(c.lines, 'gst')),
      cell(catInc[i]!),
    ]);
    bolds.push(rows.length);
    rows.push([]);
  });
  rows.push([
    'GRAND TOTAL',
    undefined,
    undefined,
    undefined,
    cell(grandEx),
    cell(grandGst),
    cell(grandInc),
  ]);
  bolds.push(rows.length);
  putRows(ws, rows);
  for (const b of bolds) bold(ws, b);
  formatCols(ws, [1], 'dd/mm/yyyy');
  formatCols(ws, [5, 6, 7], '$#,##0.00');
  widths(ws, [24, 22, 28, 20, 14, 10, 12]);
  return toBytes(wb);
}

const both = (ls: Line[]): string[] => [money(sumBy(ls, 'inc')), money(sumBy(ls, 'ex'))];

export const courier: BlindBook = {
  name: 'courier',
  business: 'parcel courier (three vans)',
  shape:
    'expense log Jul–Nov 2026 by category: heading, lines, Subtotal row, blank row; GRAND TOTAL; ex GST, GST, total',
  bytes,
  checks: [
    same('category subtotals = lines (inc)', total(catInc), grandInc),
    same('category subtotals = lines (ex)', total(catEx), grandEx),
    same('ex + GST = total', grandEx + grandGst, grandInc),
    same(
      'months = grand',
      total(
        MONTHS_.map((m) =>
          sumBy(
            every.filter((l) => l.m === m),
            'inc',
          ),
        ),
      ),
      grandInc,
    ),
    unique('category (inc)', catInc),
    holds('same top category ex GST', argMax(catEx) === argMax(catInc)),
    unique('fuel month (inc)', fuelByMonthInc),
    holds('same top fuel month ex GST', argMax(fuelByMonthEx) === argMax(fuelByMonthInc)),
    unique('single line (inc)', incs),
    holds('a repair in November', novRepairs.length > 0),
  ],
  questions: questionsFor('courier', [
    [
      "What's the grand total of our expenses including GST?",
      { value: money(grandInc), means: 'GRAND TOTAL row, Total column' },
    ],
    [
      'How much did we spend on fuel?',
      { value: both(fuel), means: 'Subtotal: Fuel, incl. GST or ex GST' },
    ],
    [
      'What did tolls cost us?',
      { value: both(CATS[2]!.lines), means: 'Subtotal: Tolls, incl. or ex GST' },
    ],
    [
      'Which category costs us the most?',
      { at: CATS[argMax(catInc)]!.name, means: 'the category with the largest subtotal' },
    ],
    [
      'How much did we spend in October?',
      { value: both(octLines), means: 'lines dated October 2026, every category, incl. or ex GST' },
    ],
    [
      'How much GST did we pay on expenses?',
      { value: money(grandGst), means: 'GRAND TOTAL row, GST column' },
    ],
    [
      'What was our biggest single expense?',
      {
        value: [money(biggest.inc), money(biggest.ex)],
        means: 'the largest line (not a subtotal), incl. or ex GST',
      },
    ],
    [
      'How many times did we fill up with fuel?',
      { value: String(fuel.length), means: 'Fuel lines counted' },
    ],
    [
      "What's the average fuel fill-up?",
      {
        value: [
          meanCents(sumBy(fuel, 'inc'), fuel.length),
          meanCents(sumBy(fuel, 'ex'), fuel.length),
        ],
        means: 'Fuel subtotal / number of fuel lines, incl. or ex GST',
      },
    ],
    [
      'How much have we paid Ampol?',
      { value: both(ampol), means: 'lines from Ampol, incl. or ex GST' },
    ],
    [
      'What share of our spending is fuel?',
      {
        value: [pct(catInc[0]!, grandInc), pct(catEx[0]!, grandEx)],
        means: 'Fuel subtotal / grand total, % (incl. or ex GST)',
      },
    ],
    [
      'What did we spend on repairs last month?',
      { value: both(novRepairs), means: 'Repairs & servicing lines dated November 2026' },
    ],
    [
      'How much was the insurance?',
      { value: both(CATS[3]!.lines), means: 'Subtotal: Insurance, incl. or ex GST' },
    ],
    [
      'Which month did we spend the most on fuel?',
      {
        at: monthAt(MONTHS_[argMax(fuelByMonthInc)]!, 2026),
        means: `the month with the most fuel (of ${MONTHS_.map((m) => MONTHS[m]).join(', ')})`,
      },
    ],
    [
      'How many kilometres did the vans do?',
      { refuse: true, means: 'no distances in an expense log' },
    ],
    [
      'What were our wages?',
      { refuse: true, means: 'wages are not among the categories of this log' },
    ],
    [
      'Which servo is cheapest per litre?',
      { refuse: true, means: 'no litres or prices per litre, only amounts' },
    ],
  ]),
};
