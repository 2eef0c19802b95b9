/**
 * Carpenter (zł): job costing, one row per job with Quote, then a two-row header grouping
 * Costs over Materials / Labour / Subcontract, Total cost and Margin (= quote - total cost),
 * a notes column, a totals row at the bottom.
 */
import { money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'carpenter-jobs';
const r = rng(SEED + 15);
const JOBS = [
  'Oak staircase, Nowak',
  'Kitchen fit, Zielinski',
  'Wardrobes x3, Hotel Baltyk',
  'Pergola, Kaminska',
  'Bookshelves, library Gdynia',
  'Attic floor, Wrobel',
  'Doors x8, Kowalski',
  'Shop counter, Pod Lipa',
  'Deck 40m2, Lewandowski',
  'Window sills, Mazur',
];
const jobs = JOBS.map((name) => {
  const materials = r.int(2000, 18000) * 100;
  const labour = r.int(1500, 14000) * 100;
  const sub = r.next() < 0.4 ? r.int(800, 6000) * 100 : 0;
  const cost = materials + labour + sub;
  const quote = Math.round((cost * (0.85 + r.next() * 0.55)) / 1000) * 1000;
  return { name, quote, materials, labour, sub, cost, margin: quote - cost };
});
const T = (f: (j: (typeof jobs)[number]) => number): bigint => sumOf(jobs.map(f));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Jobs 2025');
  ws.addRow(['Stolarnia Drewnik - job costing 2025']);
  ws.addRow(['all amounts in zł, net of VAT']);
  ws.addRow(['Job', 'Quote', 'Costs', '', '', 'Total cost', 'Margin', 'Notes']);
  ws.addRow(['', '', 'Materials', 'Labour', 'Subcontract', '', '', '']);
  ws.mergeCells('C3:E3');
  jobs.forEach((j) =>
    ws.addRow([
      j.name,
      cell(j.quote),
      cell(j.materials),
      cell(j.labour),
      j.sub ? cell(j.sub) : null,
      cell(j.cost),
      cell(j.margin),
      j.margin < 0 ? 'ran over' : '',
    ]),
  );
  ws.addRow([
    'Totals',
    cell(T((j) => j.quote)),
    cell(T((j) => j.materials)),
    cell(T((j) => j.labour)),
    cell(T((j) => j.sub)),
    cell(T((j) => j.cost)),
    cell(T((j) => j.margin)),
    '',
  ]);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const Q = T((j) => j.quote);
const M = T((j) => j.margin);
ask(
  'how much did we quote in total',
  { value: money(Q) },
  'sum of Quote (Totals row not added again)',
);
ask(
  'most profitable job',
  { at: jobs[argExtreme(jobs.map((j) => j.margin))]!.name.split(',')[0]! },
  'job with the largest Margin (amount)',
);
ask('what did materials cost us', { value: money(T((j) => j.materials)) }, 'sum of Materials');
ask('overall margin %', { value: pct(M, Q) }, 'total Margin / total Quote * 100');
ask(
  'how many jobs lost money',
  { value: String(jobs.filter((j) => j.margin < 0).length) },
  'jobs with Margin < 0',
);
ask('total margin', { value: money(M) }, 'sum of Margin');
ask('labour on the kitchen fit', { value: money(jobs[1]!.labour) }, 'Labour, Kitchen fit');
ask(
  'what did we pay subcontractors',
  { value: money(T((j) => j.sub)) },
  'sum of Subcontract (empty = 0)',
);
ask(
  'worst job',
  {
    at: jobs[
      argExtreme(
        jobs.map((j) => j.margin),
        false,
      )
    ]!.name.split(',')[0]!,
  },
  'job with the smallest Margin',
);
ask('total cost of all jobs', { value: money(T((j) => j.cost)) }, 'sum of Total cost');
ask('margin on the deck', { value: money(jobs[8]!.margin) }, 'Margin, Deck 40m2');
ask('how many jobs did we do', { value: String(jobs.length) }, 'job rows');
ask(
  'biggest quote',
  { value: money(jobs[argExtreme(jobs.map((j) => j.quote))]!.quote) },
  'largest Quote',
);
ask('how long did the staircase take', { refuse: true }, 'no hours or dates');
ask('which client paid late', { refuse: true }, 'no payment data');
export const carpenterJobs: BlindBook = {
  name: NAME,
  business: 'carpenter',
  shape: 'job costing with grouped two-row cost header and totals row',
  build,
  questions: qs,
  checks: [{ what: 'quote - cost = margin', a: Q - T((j) => j.cost), b: M }],
};
