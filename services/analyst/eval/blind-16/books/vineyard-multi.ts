/**
 * Vineyard (Mendoza, exports in €): a multi-sheet book — "Exports" (countries down, quarters
 * across with a Total column, years stacked: 2025 block above the 2024 block), "Cellar
 * stock" (wine, vintage, bottles, unit cost, value, with a total row), and a "Notes" sheet.
 */
import ExcelJS from 'exceljs';
import { growth } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'vineyard-multi';
const COUNTRIES = ['United Kingdom', 'Germany', 'Japan', 'Brazil', 'Canada', 'Poland'];
const WINES: Array<[string, number]> = [
  ['Malbec Reserva', 2023],
  ['Malbec Gran Reserva', 2021],
  ['Cabernet Franc', 2022],
  ['Torrontés', 2024],
  ['Rosé de Malbec', 2024],
];

export const vineyardMulti: BlindBook = {
  name: NAME,
  business: 'vineyard exports + cellar stock, €',
  async build() {
    const r = rngFor(NAME);
    const y25 = COUNTRIES.map(() => [0, 1, 2, 3].map(() => BigInt(randInt(r, 500000, 6000000))));
    const y24 = COUNTRIES.map(() => [0, 1, 2, 3].map(() => BigInt(randInt(r, 400000, 5000000))));
    const stock = WINES.map(([w, v]) => ({
      w,
      v,
      bottles: randInt(r, 300, 9000),
      unit: randInt(r, 280, 1900),
    }));
    const value = stock.map((s) => BigInt(s.bottles * s.unit));

    const wb = new ExcelJS.Workbook();
    const ex = wb.addWorksheet('Exports');
    const block = (year: number, d: bigint[][]): RowValue[][] => [
      [`Exports ${year} (EUR)`],
      ['Country', 'Q1', 'Q2', 'Q3', 'Q4', 'Total'],
      ...d.map((row, i) => [COUNTRIES[i]!, ...row.map(cell), cell(sumB(row))]),
      ['Total', ...[0, 1, 2, 3].map((q) => cell(sumB(d.map((x) => x[q]!)))), cell(sumB(d.flat()))],
      [],
    ];
    writeRows(ex, 1, [
      ['Bodega Cielo Alto — export sales'],
      [],
      ...block(2025, y25),
      ...block(2024, y24),
    ]);
    const st = wb.addWorksheet('Cellar stock');
    writeRows(st, 1, [
      ['Stock count 30 Nov 2025'],
      ['Wine', 'Vintage', 'Bottles', 'Unit cost (€)', 'Stock value (€)'],
      ...stock.map((s, i) => [s.w, s.v, s.bottles, cell(s.unit), cell(value[i]!)]),
      ['Total', null, stock.reduce((n, s) => n + s.bottles, 0), null, cell(sumB(value))],
    ]);
    writeRows(wb.addWorksheet('Notes'), 1, [
      ['Exports are invoiced in EUR; Brazil via distributor Vinhos Sul.'],
      ['Unit cost = production cost per bottle incl. glass and cork.'],
    ]);

    const c25 = y25.map((row) => sumB(row));
    const c24 = y24.map((row) => sumB(row));
    const q25 = [0, 1, 2, 3].map((q) => sumB(y25.map((x) => x[q]!)));
    const t25 = sumB(c25);
    const t24 = sumB(c24);
    const { qs, ask, refuse } = asker(NAME);
    ask('total exports in 2025', { value: m(t25) }, '2025 block Total/Total');
    ask('how much did we sell to japan this year', { value: m(c25[2]!) }, 'Japan, 2025 Total');
    ask('exports to germany in 2024', { value: m(c24[1]!) }, 'Germany, 2024 Total');
    ask(
      'best quarter in 2025',
      { at: `Q${argMax(q25) + 1}` },
      'quarter with the largest 2025 total',
    );
    ask(
      'biggest export market 2025',
      { at: COUNTRIES[argMax(c25)]! },
      'country with the largest 2025 Total',
    );
    ask(
      'how much did exports grow vs 2024',
      { value: [growth(t24, t25), m(t25 - t24)] },
      '(2025-2024)/2024 *100, or the € difference: both accepted',
    );
    ask('brazil q3 2025', { value: m(y25[3]![2]!) }, 'one cell');
    ask('what is our stock worth', { value: m(sumB(value)) }, 'Stock value total');
    ask(
      'how many bottles in the cellar',
      { value: whole(stock.reduce((n, s) => n + s.bottles, 0)) },
      'Bottles total',
    );
    ask(
      'which wine has the most bottles',
      { at: stock[argMax(stock.map((s) => s.bottles))]!.w },
      'largest Bottles',
    );
    ask('unit cost of the cabernet franc', { value: m(stock[2]!.unit) }, 'one cell');
    ask('value of the torrontés stock', { value: m(value[3]!) }, 'one cell');
    ask('canada exports in q1 of 2024', { value: m(y24[4]![0]!) }, 'one cell of the 2024 block');
    refuse('how many bottles did we export to poland', 'exports are in euros only, no volumes');
    refuse(
      'what is our margin on exports',
      'no cost of the exported bottles per market; stock cost is not a sales cost',
    );

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        ['2025 total by country = by quarter', t25, sumB(q25)],
        ['stock value = bottles x unit', sumB(value), sumB(stock.map((s) => s.bottles * s.unit))],
      ],
    };
  },
};
