/** Wine importer (€): inventory with item, qty, unit cost, value and a notes column; total at the bottom. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { argMax, argMin, cell, cents, putRow, sumB, type BookDef } from '../kit';

const ITEMS = [
  'Rioja Crianza 2020',
  'Albariño Rías Baixas',
  'Chianti Classico',
  'Barolo 2018',
  'Douro Tinto',
  'Grüner Veltliner',
  'Crémant de Loire',
  'Primitivo di Manduria',
  'Vinho Verde',
  'Tokaji Aszú 5P',
] as const;

export const wine: BookDef = {
  name: 'wine',
  business: 'wine importer (exports to the Baltics), Rotterdam',
  build(rng) {
    const rows = ITEMS.map(() => ({ qty: rng.int(12, 600), cost: cents(rng, 4, 38) }));
    const value = rows.map((r) => r.cost * BigInt(r.qty));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Stock 30-09');
    putRow(ws, 1, ['Bodega Noord BV']);
    putRow(ws, 2, ['Stock count 30 September 2025']);
    putRow(ws, 3, ['Costs in EUR, ex duty']);
    putRow(ws, 5, ['Wine', 'Bottles', 'Unit cost €', 'Stock value €', 'Notes']);
    rows.forEach((r, i) =>
      putRow(ws, 6 + i, [
        ITEMS[i],
        r.qty,
        cell(r.cost),
        cell(value[i]!),
        i === 3 ? 'allocated to Tallinn order' : undefined,
      ]),
    );
    const total = sumB(value);
    const bottles = rows.reduce((n, r) => n + r.qty, 0);
    putRow(ws, 6 + ITEMS.length, ['Total', bottles, undefined, cell(total)]);
    const top = argMax(value);
    const fewest = argMin(rows.map((r) => BigInt(r.qty)));
    const dear = argMax(rows.map((r) => r.cost));
    return {
      workbook: wb,
      checks: [
        {
          what: 'value lines = written total',
          a: sumB(rows.map((r) => r.cost * BigInt(r.qty))),
          b: total,
        },
      ],
      questions: [
        {
          question: 'what is our stock worth',
          expect: { value: money(total) },
          means: 'Total stock value',
        },
        {
          question: 'how many bottles do we have',
          expect: { value: String(bottles) },
          means: 'Total bottles',
        },
        {
          question: 'which wine ties up the most money',
          expect: { at: ITEMS[top] },
          means: 'largest Stock value',
        },
        {
          question: 'what are we lowest on',
          expect: { at: ITEMS[fewest] },
          means: 'fewest bottles',
        },
        {
          question: 'most expensive wine per bottle',
          expect: { at: ITEMS[dear] },
          means: 'highest Unit cost',
        },
        {
          question: 'value of the barolo',
          expect: { value: money(value[3]!) },
          means: 'Barolo 2018, Stock value',
        },
        {
          question: 'how many bottles of vinho verde',
          expect: { value: String(rows[8]!.qty) },
          means: 'Vinho Verde, Bottles',
        },
        {
          question: 'average unit cost',
          expect: {
            value: [
              meanCents(total, bottles),
              meanCents(sumB(rows.map((r) => r.cost)), rows.length),
            ],
            tol: 0.005,
          },
          means: 'weighted (total value / bottles) or simple mean of unit costs; both accepted',
        },
        {
          question: 'what share of stock value is the chianti',
          expect: { value: pct(value[2]!, total) },
          means: 'Chianti Classico value / total',
        },
        {
          question: 'unit cost of the tokaji',
          expect: { value: money(rows[9]!.cost) },
          means: 'Tokaji Aszú 5P, Unit cost',
        },
        {
          question: 'how many different wines do we stock',
          expect: { value: String(ITEMS.length) },
          means: 'count of item rows (excl. Total)',
        },
        {
          question: 'how much did we sell to latvia',
          expect: { refuse: true },
          means: 'no sales in a stock count',
        },
        {
          question: 'whats our markup on the rioja',
          expect: { refuse: true },
          means: 'no selling prices',
        },
        {
          question: 'stock value of everything except the barolo',
          expect: { value: money(total - value[3]!) },
          means: 'total value - Barolo 2018 value',
        },
        {
          question: 'how many bottles of albarino',
          expect: { value: String(rows[1]!.qty) },
          means: 'Albariño Rías Baixas, Bottles (typed without the accent)',
        },
      ],
    };
  },
};
