/**
 * Farm shop produce sales by quarter (EUR): produce down, quarters across with a TWO-ROW
 * header (quarter name over "kg" and "€" pairs), a Year pair at the end, and a Total row.
 * One title line, one note line under the table.
 */
import { divRound, hundredths, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'farm-produce';
const r = rng(NAME);
const PRODUCE: Array<[string, number, number[]]> = [
  ['Potatoes', 180, [1, 0.6, 0.8, 1.4]],
  ['Apples', 320, [0.5, 0.2, 1.1, 1.6]],
  ['Strawberries', 1_150, [0, 1.4, 0.9, 0]],
  ['Carrots', 210, [0.9, 0.8, 1, 1.2]],
  ['Onions', 190, [1, 1, 1, 1]],
  ['Pumpkins', 260, [0, 0, 0.5, 1.8]],
];
/** grams would be silly; kg are whole numbers, price per kg in cents (constant per product) */
const kg = PRODUCE.map(([, , season]) => season.map((s) => Math.round(s * r.int(300, 900))));
const eur = PRODUCE.map(([, price], i) => kg[i]!.map((k) => k * price));
const Q = [0, 1, 2, 3];
const yearKg = kg.map((x) => sumN(x));
const yearEur = eur.map((x) => sumN(x));
const qKg = Q.map((q) => sumN(kg.map((x) => x[q]!)));
const qEur = Q.map((q) => sumN(eur.map((x) => x[q]!)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Produce 2025');
  ws.addRow(['Ardlaw Farm Shop - produce sold 2025']);
  ws.addRow(['Produce', 'Q1', null, 'Q2', null, 'Q3', null, 'Q4', null, 'Year', null]);
  ws.addRow([null, 'kg', '€', 'kg', '€', 'kg', '€', 'kg', '€', 'kg', '€']);
  for (const c of ['B2:C2', 'D2:E2', 'F2:G2', 'H2:I2', 'J2:K2']) ws.mergeCells(c);
  PRODUCE.forEach(([name], i) =>
    ws.addRow([
      name,
      ...Q.flatMap((q) => [kg[i]![q], cell(eur[i]![q]!)]),
      yearKg[i],
      cell(yearEur[i]!),
    ]),
  );
  ws.addRow([
    'Total',
    ...Q.flatMap((q) => [qKg[q], cell(qEur[q]!)]),
    sumN(yearKg),
    cell(sumN(yearEur)),
  ]);
  ws.addRow([]);
  ws.addRow([
    'Prices per kg held all year; eggs and dairy are on the Dairy sheet of the shop book.',
  ]);
  for (const c of [3, 5, 7, 9, 11]) ws.getColumn(c).numFmt = '€#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const bestQ = argExtreme(qEur, 'max');
const topKg = argExtreme(yearKg, 'max');
const topEur = argExtreme(yearEur, 'max');
const revenue = sumN(yearEur);

q('how many kg of apples did we sell this year', { value: String(yearKg[1]!) }, 'Apples, Year kg');
q('apple sales in euros', { value: m(yearEur[1]!) }, 'Apples, Year €');
q('total produce revenue', { value: m(revenue) }, 'Total row, Year €');
q('total kilos sold', { value: String(sumN(yearKg)) }, 'Total row, Year kg');
q(
  'what do we get per kg for potatoes',
  { value: hundredths(divRound(BigInt(yearEur[0]!), BigInt(yearKg[0]!))) },
  'Potatoes Year € / Year kg (the price per kg)',
);
const bestKgQ = argExtreme(qKg, 'max');
q(
  'best quarter for sales',
  { value: [m(qEur[bestQ]!), String(qKg[bestKgQ]!)], at: [`Q${bestQ + 1}`, `Q${bestKgQ + 1}`] },
  'quarter with the largest Total € (sales in money); the largest Total kg is accepted too',
);
q(
  'which produce sells the most by weight',
  { value: String(yearKg[topKg]!), at: PRODUCE[topKg]![0] },
  'largest Year kg',
);
q('biggest earner', { value: m(yearEur[topEur]!), at: PRODUCE[topEur]![0] }, 'largest Year €');
q('q3 revenue', { value: m(qEur[2]!) }, 'Total row, Q3 €');
q('strawberries in q2, kg', { value: String(kg[2]![1]!) }, 'Strawberries, Q2 kg');
q(
  'how much did we sell in q4',
  { value: [m(qEur[3]!), String(qKg[3]!)] },
  'Q4 total in € or in kg: both readings accepted',
);
q(
  'what share of revenue is pumpkins',
  { value: pct(yearEur[5]!, revenue) },
  'Pumpkins Year € / total Year €',
);
q(
  'how many eggs did we sell',
  { refuse: true },
  'eggs are on another sheet that is not in this book',
);
q('whats our profit on carrots', { refuse: true }, 'no costs');
q('onion sales q1 in euro', { value: m(eur[4]![0]!) }, 'Onions, Q1 €');

export const farmProduce: BlindBook = {
  name: NAME,
  business: 'farm shop (produce by kg)',
  shape: 'produce x quarters with a two-row header of kg / € pairs, Year pair, Total row',
  bytes,
  questions: list,
  checks: [
    ['quarter totals add to the year (kg)', sumN(qKg) === sumN(yearKg)],
    ['quarter totals add to the year (€)', sumN(qEur) === revenue],
  ],
};
