/** Flower farm: VAT return workings for Q3 2026 (Jul–Sep), monthly sales and purchases, then the 9 boxes, GBP. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  MONTHS,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(14);
const ms = [6, 7, 8];
const vat = (net: number): number => Number(divRound(BigInt(net) * 20n, 100n));
const sales = ms.map((m) => {
  const std = r.int(6000, 14000) * 100 + r.int(0, 99); // bouquets, weddings, workshops
  const zero = r.int(400, 1500) * 100 + r.int(0, 99); // seeds & bulbs? zero-rated plants
  return { m, std, vatOut: vat(std), zero };
});
const purch = ms.map((m) => {
  const net = r.int(1500, 5200) * 100 + r.int(0, 99);
  const exempt = r.int(100, 600) * 100; // insurance, no VAT
  return { m, net, vatIn: vat(net), exempt };
});
const box1 = total(sales.map((s) => s.vatOut));
const box4 = total(purch.map((p) => p.vatIn));
const box5 = box1 - box4;
const box6 = total(sales.flatMap((s) => [s.std, s.zero]));
const box7 = total(purch.flatMap((p) => [p.net, p.exempt]));
const stdM = sales.map((s) => s.std);
const bestM = sales[argMax(stdM)]!.m;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('VAT Q3 2026'), [
    ['Wildacre Flower Farm — VAT return workings'],
    ['Period: 1 July 2026 to 30 September 2026'],
    [],
    ['SALES', 'Standard-rated net', 'Output VAT @20%', 'Zero-rated sales'],
    ...sales.map((s) => [MONTHS[s.m], cell(s.std), cell(s.vatOut), cell(s.zero)]),
    ['Total', cell(total(stdM)), cell(box1), cell(total(sales.map((s) => s.zero)))],
    [],
    ['PURCHASES', 'Net (VAT-able)', 'Input VAT', 'No VAT / exempt'],
    ...purch.map((p) => [MONTHS[p.m], cell(p.net), cell(p.vatIn), cell(p.exempt)]),
    [
      'Total',
      cell(total(purch.map((p) => p.net))),
      cell(box4),
      cell(total(purch.map((p) => p.exempt))),
    ],
    [],
    ['RETURN', 'Amount'],
    ['Box 1 VAT due on sales', cell(box1)],
    ['Box 2 VAT due on EU acquisitions', 0],
    ['Box 3 Total VAT due', cell(box1)],
    ['Box 4 VAT reclaimed on purchases', cell(box4)],
    ['Box 5 Net VAT to pay', cell(box5)],
    ['Box 6 Total sales ex VAT', cell(box6)],
    ['Box 7 Total purchases ex VAT', cell(box7)],
    ['Box 8 EU supplies', 0],
    ['Box 9 EU acquisitions', 0],
  ]);
  return toBytes(wb);
}

export const flowerfarm: BlindBook = {
  name: 'flowerfarm',
  business: 'cut-flower farm',
  shape: 'VAT return workings: monthly sales/purchases blocks, then boxes 1–9',
  bytes,
  questions: questionsFor('flowerfarm', [
    [
      'how much VAT do we owe for the quarter',
      { value: hundredths(box5), means: 'Box 5, Box 3 − Box 4' },
    ],
    [
      'output vat in august',
      { value: hundredths(BigInt(sales[1]!.vatOut)), means: 'Output VAT, August' },
    ],
    [
      'total sales excluding vat this quarter',
      { value: hundredths(box6), means: 'Box 6: standard-rated + zero-rated net sales' },
    ],
    ['vat we can reclaim', { value: hundredths(box4), means: 'Box 4, Input VAT total' }],
    [
      'zero-rated sales in july',
      { value: hundredths(BigInt(sales[0]!.zero)), means: 'Zero-rated sales, July' },
    ],
    [
      'which month had the most standard-rated sales',
      { at: monthPlaces(bestM, 2026), means: 'month with the largest Standard-rated net' },
    ],
    [
      'purchases ex vat total',
      { value: hundredths(box7), means: 'Box 7: VAT-able net + no-VAT purchases' },
    ],
    [
      'input vat in september',
      { value: hundredths(BigInt(purch[2]!.vatIn)), means: 'Input VAT, September' },
    ],
    [
      'standard-rated sales over the quarter',
      { value: hundredths(total(stdM)), means: 'Standard-rated net total' },
    ],
    ['what is in box 1', { value: hundredths(box1), means: 'Box 1 VAT due on sales' }],
    [
      'how much did we spend with no VAT on it',
      {
        value: hundredths(total(purch.map((p) => p.exempt))),
        means: 'No VAT / exempt purchases total',
      },
    ],
    ['when does this return have to be filed', { refuse: true, means: 'no due date in the sheet' }],
    ["what was last quarter's vat bill", { refuse: true, means: 'only Q3 2026 is in the sheet' }],
  ]),
  checks: [
    {
      what: 'box 5 = output − input VAT',
      a: box5,
      b: total(sales.map((s) => s.vatOut)) - total(purch.map((p) => p.vatIn)),
    },
    { what: 'box 6 = std + zero', a: box6, b: total(stdM) + total(sales.map((s) => s.zero)) },
    { what: 'best month unique', a: uniqueMax(stdM) ? 1n : 0n, b: 1n },
  ],
};
