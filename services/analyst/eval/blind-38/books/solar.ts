/**
 * solar: a solar installer's sales commission sheet, July–November 2026 (month, rep,
 * customer, system kW, contract value, commission rate by rep, commission, paid Y/N, Totals
 * row), in CAD.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, money, pct } from '../../expect';
import {
  argMax,
  bold,
  cell,
  formatCols,
  MONTHS,
  monthAt,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  widths,
  type BlindBook,
} from '../lib';

const r = rng(13);
const REPS: Array<[string, number]> = [
  ['Priya Sharma', 5],
  ['Marcus Leblanc', 4],
  ['Jenna Walsh', 6],
  ['Tom Okafor', 4],
];
const SURN = [
  'Martin',
  'Roy',
  'Tremblay',
  'Gagnon',
  'Wilson',
  'Singh',
  'Chen',
  'MacDonald',
  'Taylor',
  'Nguyen',
  'Brown',
  'Côté',
];
const deals = Array.from({ length: 28 }, (_, i) => {
  const m = 6 + Math.floor((i * 5) / 28);
  const rep = i < 4 ? i : r.int(0, 3);
  const kw10 = r.int(50, 140);
  const value = kw10 * r.int(250, 330) * 100;
  const rate = REPS[rep]![1];
  const comm = Number(divRound(BigInt(value * rate), 100n));
  return { m, rep, cust: `${r.pick(SURN)} residence`, kw10, value, rate, comm, paid: m <= 9 };
});
const sumV = (xs: typeof deals): bigint => total(xs.map((d) => d.value));
const sumC = (xs: typeof deals): bigint => total(xs.map((d) => d.comm));
const allV = sumV(deals);
const allC = sumC(deals);
const byRepV = REPS.map((_, i) => sumV(deals.filter((d) => d.rep === i)));
const byRepC = REPS.map((_, i) => sumC(deals.filter((d) => d.rep === i)));
const MS = [6, 7, 8, 9, 10];
const byMonth = MS.map((m) => sumV(deals.filter((d) => d.m === m)));
const values = deals.map((d) => d.value);
const THRESH = 4000000n;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Commission');
  putRows(ws, [
    ['Northern Sun Solar — sales commission, July to November 2026 (CAD)'],
    [],
    ['Month', 'Rep', 'Customer', 'System (kW)', 'Contract value', 'Rate', 'Commission', 'Paid?'],
    ...deals.map((d) => [
      `${MONTHS[d.m]} 2026`,
      REPS[d.rep]![0],
      d.cust,
      d.kw10 / 10,
      cell(d.value),
      d.rate / 100,
      cell(d.comm),
      d.paid ? 'Y' : 'N',
    ]),
    [
      'Totals',
      undefined,
      undefined,
      Number(total(deals.map((d) => d.kw10))) / 10,
      cell(allV),
      undefined,
      cell(allC),
    ],
  ]);
  bold(ws, 3);
  bold(ws, 4 + deals.length);
  formatCols(ws, [4], '0.0');
  formatCols(ws, [5, 7], '"CA$"#,##0.00');
  formatCols(ws, [6], '0%');
  widths(ws, [16, 16, 22, 11, 15, 6, 13, 7]);
  return toBytes(wb);
}

export const solar: BlindBook = {
  name: 'solar',
  business: 'residential solar installer',
  shape:
    'commission sheet Jul–Nov 2026: month, rep, customer, kW, contract value × rate = commission, Paid Y/N, Totals',
  bytes,
  checks: [
    same('reps = all (value)', total(byRepV), allV),
    same('reps = all (commission)', total(byRepC), allC),
    same('months = all', total(byMonth), allV),
    unique('rep sales', byRepV),
    unique('rep commission', byRepC),
    unique('deal value', values),
    unique('month sales', byMonth),
    offThreshold('deals vs $40,000', values, THRESH),
  ],
  questions: questionsFor('solar', [
    ["What's the total commission?", { value: money(allC), means: 'Totals, Commission' }],
    [
      'How much commission did Priya earn?',
      { value: money(byRepC[0]!), means: "Priya Sharma's Commission added" },
    ],
    [
      "Who's our top salesperson?",
      {
        at: [REPS[argMax(byRepV)]![0], REPS[argMax(byRepC)]![0]],
        means: 'the rep with the most contract value (or the most commission)',
      },
    ],
    [
      'How much commission is still unpaid?',
      { value: money(sumC(deals.filter((d) => !d.paid))), means: 'Commission where Paid? = N' },
    ],
    [
      'What were total sales in October?',
      { value: money(byMonth[3]!), means: 'Contract value, October 2026' },
    ],
    [
      "What's the average deal size?",
      { value: meanCents(allV, deals.length), means: 'Contract value / deals' },
    ],
    [
      'How many deals did Marcus close?',
      { value: String(deals.filter((d) => d.rep === 1).length), means: 'rows for Marcus Leblanc' },
    ],
    [
      'What was our biggest deal?',
      { value: money(BigInt(Math.max(...values))), means: 'the largest Contract value' },
    ],
    [
      'What commission rate does Jenna get?',
      { value: ['6', '0.06'], means: "Jenna Walsh's Rate (6%)" },
    ],
    [
      'What was the commission for September?',
      { value: money(sumC(deals.filter((d) => d.m === 8))), means: 'Commission, September 2026' },
    ],
    [
      'How many deals were over $40,000?',
      {
        value: String(values.filter((v) => BigInt(v) > THRESH).length),
        means: 'Contract value above $40,000',
      },
    ],
    [
      'How many kW have we sold in total?',
      { value: hundredths(total(deals.map((d) => d.kw10)) * 10n), means: 'System (kW) added' },
    ],
    [
      'What share of sales did Jenna bring in?',
      { value: pct(byRepV[2]!, allV), means: "Jenna Walsh's contract value / total, %" },
    ],
    [
      'Which month had the most sales?',
      {
        at: monthAt(MS[argMax(byMonth)]!, 2026),
        means: 'the month with the largest Contract value',
      },
    ],
    [
      "What's our profit on Jenna's deals?",
      { refuse: true, means: 'no installation costs in the sheet' },
    ],
    ['Who should get a bonus this year?', { refuse: true, means: 'an opinion, not a figure' }],
  ]),
};
