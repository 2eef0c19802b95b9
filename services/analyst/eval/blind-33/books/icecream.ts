/** Ice-cream parlour: a 2027 cash-flow forecast, months across, opening/closing cash, EUR. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  type BlindBook,
  MON,
  argMax,
  argMin,
  cell,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(10);
const season = [0.3, 0.35, 0.55, 0.8, 1.1, 1.5, 1.9, 2.0, 1.3, 0.8, 0.45, 0.6];
const rec: Array<[string, number[]]> = [
  ['Shop sales', season.map((s) => Math.round(s * r.int(15000, 19000)) * 100)],
  ['Events & catering', season.map((s) => (s > 1 ? r.int(1500, 5200) * 100 : r.int(0, 600) * 100))],
  ['Wholesale (restaurants)', season.map(() => r.int(800, 1700) * 100)],
];
const pay: Array<[string, number[]]> = [
  ['Ingredients & cones', season.map((s) => Math.round(s * r.int(3800, 5200)) * 100)],
  ['Wages', season.map((s) => (s > 1 ? r.int(11000, 14500) : r.int(6500, 8200)) * 100)],
  ['Rent', season.map(() => 2850_00)],
  ['Energy & water', season.map((s) => (s > 1 ? r.int(900, 1300) : r.int(500, 800)) * 100)],
  ['Freezer lease', season.map(() => 410_00)],
  ['VAT payment', season.map((_, i) => (i % 3 === 0 ? r.int(2500, 7000) * 100 : 0))],
];
const months = Array.from({ length: 12 }, (_, i) => i);
const col = (ls: Array<[string, number[]]>, i: number): bigint => total(ls.map(([, v]) => v[i]!));
const receipts = months.map((i) => col(rec, i));
const payments = months.map((i) => col(pay, i));
const net = months.map((i) => receipts[i]! - payments[i]!);
const opening: bigint[] = [];
const closing: bigint[] = [];
let cash = BigInt(r.int(9000, 16000) * 100);
for (const i of months) {
  opening.push(cash);
  cash += net[i]!;
  closing.push(cash);
}
const C = (v: Array<number | bigint>): unknown[] => v.map((x) => cell(x));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cashflow 2027');
  putRows(ws, [
    ['Gelateria Lucia — cash-flow forecast 2027 (EUR)'],
    ['Prepared Nov 2026; figures are forecasts'],
    [],
    ['', ...months.map((i) => `${MON[i]} 2027`), 'Year'],
    ['Opening cash', ...C(opening), cell(opening[0]!)],
    [],
    ['RECEIPTS'],
    ...rec.map(([n, v]) => [n, ...C(v), cell(total(v))]),
    ['Total receipts', ...C(receipts), cell(total(receipts))],
    [],
    ['PAYMENTS'],
    ...pay.map(([n, v]) => [n, ...C(v), cell(total(v))]),
    ['Total payments', ...C(payments), cell(total(payments))],
    [],
    ['Net cash flow', ...C(net), cell(total(net))],
    ['Closing cash', ...C(closing), cell(closing[11]!)],
  ]);
  return toBytes(wb);
}

const line = (ls: Array<[string, number[]]>, n: string): number[] =>
  ls.find(([x]) => x.startsWith(n))![1];

export const icecream: BlindBook = {
  name: 'icecream',
  business: 'ice-cream parlour',
  shape: 'cash-flow forecast, months across, opening / receipts / payments / closing',
  bytes,
  questions: questionsFor('icecream', [
    [
      'forecast shop sales for july',
      { value: hundredths(line(rec, 'Shop')[6]!), means: 'Shop sales, Jul 2027' },
    ],
    [
      'total money coming in next year',
      { value: hundredths(total(receipts)), means: 'Total receipts, Year column (2027)' },
    ],
    [
      'when is cash tightest',
      { at: monthPlaces(argMin(closing), 2027), means: 'month with the lowest Closing cash' },
    ],
    [
      'closing cash at the end of 2027',
      { value: hundredths(closing[11]!), means: 'Closing cash, Dec 2027' },
    ],
    [
      'wages for the year',
      { value: hundredths(total(line(pay, 'Wages'))), means: 'Wages, Year column' },
    ],
    [
      'which month loses the most cash',
      { at: monthPlaces(argMin(net), 2027), means: 'month with the most negative Net cash flow' },
    ],
    [
      'what cash do we start the year with',
      { value: hundredths(opening[0]!), means: 'Opening cash, Jan 2027' },
    ],
    [
      'peak month for receipts',
      { at: monthPlaces(argMax(receipts), 2027), means: 'month with the highest Total receipts' },
    ],
    [
      'total payments jan to mar',
      {
        value: hundredths(total(payments.slice(0, 3))),
        means: 'Total payments, Jan + Feb + Mar 2027',
      },
    ],
    [
      'what were actual sales last summer',
      { refuse: true, means: 'the sheet is a 2027 forecast; no actuals' },
    ],
    ['should we open on mondays in winter', { refuse: true, means: 'an opinion' }],
    [
      'rent for the year',
      { value: hundredths(total(line(pay, 'Rent'))), means: 'Rent, Year column' },
    ],
    [
      'events income in august',
      { value: hundredths(line(rec, 'Events')[7]!), means: 'Events & catering, Aug 2027' },
    ],
    [
      'VAT we expect to pay in april',
      { value: hundredths(line(pay, 'VAT')[3]!), means: 'VAT payment, Apr 2027' },
    ],
  ]),
  checks: [
    {
      what: 'opening + receipts − payments = closing',
      a: opening[0]! + total(receipts) - total(payments),
      b: closing[11]!,
    },
    {
      what: 'closing of each month = opening of the next',
      a: total(closing.slice(0, 11)),
      b: total(opening.slice(1)),
    },
    { what: 'unique lowest closing', a: uniqueMax(closing.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'unique worst net', a: uniqueMax(net.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'unique peak receipts', a: uniqueMax(receipts) ? 1n : 0n, b: 1n },
  ],
};
