/** Boat restorer, €: job costing sheet, one block per job (materials, labour hours x rate, subcontract), quoted price, margin; jobs stacked with blank rows. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, argMin, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(16);
const jobs = [
  'J-101 Lady Grace hull',
  'J-102 Spray deck refit',
  'J-103 Marlin varnish',
  'J-104 Osprey engine bay',
  'J-105 Tern mast',
  'J-106 Curlew cabin',
];
const rate = 5200;
const data = jobs.map((j, i) => {
  const materials = r.int(80000, 900000);
  const hours = r.int(12, 160);
  const sub = i % 3 === 1 ? 0 : r.int(50000, 400000); // some jobs have no subcontractor
  const cost = materials + hours * rate + sub;
  const quote = cost + r.int(-150000, 350000);
  return { j, materials, hours, labour: hours * rate, sub, cost, quote, margin: quote - cost };
});

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Job costing');
  ws.addRow([
    'Brightwork Boat Restoration - job costing 2026',
    null,
    null,
    'Labour rate €/h',
    cell(rate),
  ]);
  ws.addRow([]);
  ws.addRow([
    'Job',
    'Materials',
    'Labour hours',
    'Labour cost',
    'Subcontract',
    'Total cost',
    'Quoted price',
    'Margin',
    'Notes',
  ]);
  for (const d of data)
    ws.addRow([
      d.j,
      cell(d.materials),
      d.hours,
      cell(d.labour),
      d.sub ? cell(d.sub) : null,
      cell(d.cost),
      cell(d.quote),
      cell(d.margin),
      d.margin < 0 ? 'over quote' : '',
    ]);
  ws.addRow([
    'Totals',
    cell(total(data.map((d) => d.materials))),
    data.reduce((a, d) => a + d.hours, 0),
    cell(total(data.map((d) => d.labour))),
    cell(total(data.map((d) => d.sub))),
    cell(total(data.map((d) => d.cost))),
    cell(total(data.map((d) => d.quote))),
    cell(total(data.map((d) => d.margin))),
    '',
  ]);
  return toBytes(wb);
}

const margins = data.map((d) => d.margin);
const best = argMax(margins);
const worst = argMin(margins);
const allM = total(margins);
const allQ = total(data.map((d) => d.quote));

export const boatrestorer: BlindBook = {
  name: 'boatrestorer',
  business: 'wooden boat restorer',
  shape: 'job costing sheet with Totals row',
  bytes,
  checks: [{ what: 'margins = quotes - costs', a: allM, b: allQ - total(data.map((d) => d.cost)) }],
  questions: questionsFor('boatrestorer', [
    [
      'which job made the most money',
      {
        at: data[best]!.j.split(' ')[0],
        value: money(margins[best]!),
        means: 'job with the largest Margin (quote - total cost)',
      },
    ],
    [
      'worst job',
      {
        at: data[worst]!.j.split(' ')[0],
        value: money(margins[worst]!),
        means: 'job with the smallest Margin',
      },
    ],
    ['total margin across all jobs', { value: money(allM), means: 'sum of Margin (= Totals row)' }],
    ['overall margin %', { value: pct(allM, allQ), means: 'total margin / total quoted price, %' }],
    [
      'how many labour hours on the mast job',
      { value: String(data[4]!.hours), means: 'J-105 Tern mast, Labour hours' },
    ],
    [
      'what did materials cost us across all jobs',
      { value: money(total(data.map((d) => d.materials))), means: 'sum of Materials' },
    ],
    ['total cost of J-103', { value: money(data[2]!.cost), means: 'J-103, Total cost' }],
    [
      'how much did we spend on subcontractors',
      { value: money(total(data.map((d) => d.sub))), means: 'sum of Subcontract (blank = 0)' },
    ],
    [
      'how many jobs went over the quote',
      {
        value: String(data.filter((d) => d.margin < 0).length),
        means: 'jobs with negative Margin',
      },
    ],
    [
      'total hours',
      { value: String(data.reduce((a, d) => a + d.hours, 0)), means: 'sum of Labour hours' },
    ],
    [
      'what was the quote for the cabin job',
      { value: money(data[5]!.quote), means: 'J-106 Curlew cabin, Quoted price' },
    ],
    [
      'when will the osprey job be finished',
      { refuse: true, means: 'no dates or progress in the sheet' },
    ],
  ]),
};
