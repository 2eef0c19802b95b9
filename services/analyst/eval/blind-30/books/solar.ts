/** Solar installer: job costing, one row per installation with cost lines, margin and margin % (€). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(14);
const CUSTOMERS: Array<[string, string]> = [
  ['Schmidt', 'Freiburg'],
  ['Hofmann', 'Offenburg'],
  ['Becker', 'Lahr'],
  ['Wagner', 'Emmendingen'],
  ['Keller', 'Freiburg'],
  ['Zimmermann', 'Breisach'],
  ['Braun', 'Kenzingen'],
  ['Krüger', 'Lahr'],
  ['Hartmann', 'Waldkirch'],
  ['Lange', 'Freiburg'],
  ['Schmitt', 'Offenburg'],
  ['Werner', 'Staufen'],
  ['Krause', 'Müllheim'],
  ['Meier', 'Emmendingen'],
  ['Lehmann', 'Freiburg'],
  ['Schulz', 'Titisee'],
];
const COSTS = ['Panels', 'Inverter & battery', 'Labour', 'Scaffolding', 'Other'];
const jobs = CUSTOMERS.map(([customer, town], i) => {
  const kwp10 = r.int(40, 145); // tenths of kWp
  const battery = r.next() < 0.5;
  const panels = kwp10 * r.int(2600, 3400);
  const inv = r.int(120000, 220000) + (battery ? r.int(380000, 620000) : 0);
  const labour = kwp10 * r.int(1500, 2300);
  const scaff = r.pick([45000, 62000, 78000, 0]);
  const other = r.int(8000, 45000);
  const cost = panels + inv + labour + scaff + other;
  const contract =
    i === 9 ? cost - r.int(20000, 90000) : Math.round((cost * (1.12 + r.next() * 0.3)) / 100) * 100;
  return {
    no: `SJ-${2601 + i}`,
    customer,
    town,
    m: 2 + Math.floor(i / 2), // Mar..Oct
    d: r.int(1, 28),
    kwp10,
    lines: [panels, inv, labour, scaff, other],
    cost,
    contract,
    margin: contract - cost,
  };
});
type J = (typeof jobs)[number];
const sumIf = (f: (j: J) => boolean, g: (j: J) => number): bigint => total(jobs.filter(f).map(g));
const all = (): boolean => true;
const mbp = jobs.map((j) => (BigInt(j.margin) * 1000000n) / BigInt(j.contract));
const top = argMax(mbp);
const losers = jobs.filter((j) => j.margin < 0);
const big = argMax(jobs.map((j) => j.kwp10));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs 2026');
  putRows(ws, [
    ['Sonnenfeld Solartechnik – job costing 2026 (EUR, net)'],
    [],
    [
      'Job no',
      'Customer',
      'Town',
      'Install date',
      'kWp',
      'Contract value',
      ...COSTS,
      'Total cost',
      'Gross margin',
      'Margin %',
    ],
    ...jobs.map((j) => [
      j.no,
      j.customer,
      j.town,
      day(2026, j.m, j.d),
      j.kwp10 / 10,
      cell(j.contract),
      ...j.lines.map(cell),
      cell(j.cost),
      cell(j.margin),
      Number(pct(j.margin, j.contract)),
    ]),
    [],
    [
      'Totals',
      undefined,
      undefined,
      undefined,
      Number(sumIf(all, (j) => j.kwp10)) / 10,
      cell(sumIf(all, (j) => j.contract)),
      ...COSTS.map((_, k) => cell(sumIf(all, (j) => j.lines[k]!))),
      cell(sumIf(all, (j) => j.cost)),
      cell(sumIf(all, (j) => j.margin)),
      Number(
        pct(
          sumIf(all, (j) => j.margin),
          sumIf(all, (j) => j.contract),
        ),
      ),
    ],
  ]);
  ws.getColumn(4).numFmt = 'dd.mm.yyyy';
  return toBytes(wb);
}

const schmidt = jobs[0]!;
const kwp = (v: bigint): string => hundredths(v * 10n);
const q = questionsFor('solar', [
  [
    'total contract value',
    { value: hundredths(sumIf(all, (j) => j.contract)), means: 'Totals, Contract value' },
  ],
  [
    'which job had the highest margin %',
    { at: [jobs[top]!.customer, jobs[top]!.no], means: 'largest Margin % (unique)' },
  ],
  [
    'what did scaffolding cost us in total',
    { value: hundredths(sumIf(all, (j) => j.lines[3]!)), means: 'Totals, Scaffolding' },
  ],
  [
    'margin on the Schmidt job',
    {
      value: [hundredths(schmidt.margin), pct(schmidt.margin, schmidt.contract)],
      means: 'Gross margin € or Margin %, Schmidt (SJ-2601)',
    },
  ],
  [
    'how many kWp did we install in june',
    {
      value: kwp(
        sumIf(
          (j) => j.m === 5,
          (j) => j.kwp10,
        ),
      ),
      means: 'sum of kWp with Install date in June 2026',
    },
  ],
  [
    'average contract value',
    {
      value: meanCents(
        sumIf(all, (j) => j.contract),
        jobs.length,
      ),
      means: 'mean Contract value over 16 jobs',
    },
  ],
  [
    'total labour cost',
    { value: hundredths(sumIf(all, (j) => j.lines[2]!)), means: 'Totals, Labour' },
  ],
  [
    'overall gross margin percentage',
    {
      value: pct(
        sumIf(all, (j) => j.margin),
        sumIf(all, (j) => j.contract),
      ),
      means: 'Totals Gross margin / Contract value × 100, 2 dp',
    },
  ],
  [
    'which job lost money',
    {
      at: [losers[0]!.customer, losers[0]!.no],
      means: 'the only job with a negative Gross margin',
    },
  ],
  [
    'inverters and batteries total',
    { value: hundredths(sumIf(all, (j) => j.lines[1]!)), means: 'Totals, Inverter & battery' },
  ],
  [
    'biggest system we put in',
    { at: [jobs[big]!.customer, jobs[big]!.no], means: 'largest kWp (unique)' },
  ],
  [
    'how many jobs in Freiburg',
    {
      value: String(jobs.filter((j) => j.town === 'Freiburg').length),
      means: 'count of Town = Freiburg',
    },
  ],
  [
    'total cost on the Lange job',
    { value: hundredths(jobs[9]!.cost), means: 'Total cost, Lange (SJ-2610)' },
  ],
  [
    'how much are customers still owing us',
    { refuse: true, means: 'payments are not in the job costing' },
  ],
  [
    'how many panels did we fit this year',
    { refuse: true, means: 'panel count is not in the sheet (only panel cost and kWp)' },
  ],
]);

export const solar: BlindBook = {
  name: 'solar',
  business: 'solar installer',
  shape: 'job costing (contract value, cost lines, margin, margin %) with totals row',
  bytes,
  questions: q,
  checks: [
    {
      what: 'cost lines = total cost',
      a: total(COSTS.map((_, k) => sumIf(all, (j) => j.lines[k]!))),
      b: sumIf(all, (j) => j.cost),
    },
    {
      what: 'contract − cost = margin',
      a: sumIf(all, (j) => j.contract) - sumIf(all, (j) => j.cost),
      b: sumIf(all, (j) => j.margin),
    },
    { what: 'exactly one loss-making job', a: BigInt(losers.length), b: 1n },
    { what: 'top margin % unique', a: uniqueMax(mbp) ? 1n : 0n, b: 1n },
    { what: 'largest kWp unique', a: uniqueMax(jobs.map((j) => j.kwp10)) ? 1n : 0n, b: 1n },
  ],
};
