/** A roofing contractor's job costing sheet: three title lines, one row per job, Totals at the bottom. Rand. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import {
  amt,
  argMax,
  argMin,
  cents,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
} from '../kit';

const r = rng(3);
const CLIENTS = [
  'Van Wyk',
  'Sea Point Body Corp',
  'Naidoo',
  'Bellville Primary',
  'Petersen',
  'Durbanville Lodge',
  'Mokoena',
  'Khan',
  'Strand Motors',
  'Jacobs',
  'Oosthuizen',
  'Claremont Flats',
];
const jobs = CLIENTS.map((client, i) => {
  const quoted = cents(r, 38000, 260000);
  const materials = (quoted * (0.32 + r() * 0.2)) | 0;
  const labour = (quoted * (0.18 + r() * 0.17)) | 0;
  const subcontract = r() < 0.4 ? (quoted * (0.05 + r() * 0.2)) | 0 : 0;
  const cost = materials + labour + subcontract;
  return {
    no: `RJ-${301 + i}`,
    client,
    quoted,
    materials,
    labour,
    subcontract,
    cost,
    margin: quoted - cost,
  };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs');
  let row = put(ws, 1, [
    ['Kaap Roofing (Pty) Ltd'],
    ['Job costing - FY2025'],
    ['All amounts in Rand (R)'],
  ]);
  row = put(ws, row, [
    [
      'Job no',
      'Client',
      'Quoted',
      'Materials',
      'Labour',
      'Subcontractors',
      'Total cost',
      'Margin',
      'Status',
    ],
  ]);
  row = put(
    ws,
    row,
    jobs.map((j) => [
      j.no,
      j.client,
      amt(j.quoted),
      amt(j.materials),
      amt(j.labour),
      j.subcontract ? amt(j.subcontract) : null,
      amt(j.cost),
      amt(j.margin),
      'Invoiced',
    ]),
  );
  const t = (k: 'quoted' | 'materials' | 'labour' | 'subcontract' | 'cost' | 'margin'): number =>
    amt(sum(jobs.map((j) => j[k])));
  put(ws, row, [
    [
      'Totals',
      null,
      t('quoted'),
      t('materials'),
      t('labour'),
      t('subcontract'),
      t('cost'),
      t('margin'),
    ],
  ]);
  return toBytes(wb);
}

const tq = sum(jobs.map((j) => j.quoted));
const tm = sum(jobs.map((j) => j.margin));
const best = jobs[argMax(jobs.map((j) => j.margin))]!;
const worst = jobs[argMin(jobs.map((j) => j.margin))]!;
const sub = sum(jobs.map((j) => j.subcontract));

export const roofing: BlindBook = {
  name: 'roofing',
  business: 'roofing contractor',
  shape: 'job costing sheet with title block and Totals row',
  build,
  checks: [
    {
      what: 'margin total = quoted - all costs',
      a: tm,
      b: tq - sum(jobs.map((j) => j.materials + j.labour + j.subcontract)),
    },
  ],
  questions: questionsFor('roofing', [
    ['total quoted across all jobs', { value: money(tq) }, 'sum of Quoted, Totals row excluded'],
    [
      'how much did we spend on materials',
      { value: money(sum(jobs.map((j) => j.materials))) },
      'sum of Materials',
    ],
    [
      'which job made the most money',
      { at: [best.no, best.client] },
      'job with the highest Margin',
    ],
    [
      'which job was the worst',
      { at: [worst.no, worst.client] },
      'job with the lowest Margin (worst = least margin)',
    ],
    ['what is our overall margin %', { value: pct(tm, tq) }, 'total Margin / total Quoted, %'],
    [`labour on the ${jobs[4]!.client} job`, { value: money(jobs[4]!.labour) }, 'single cell'],
    ['average margin per job', { value: meanCents(tm, jobs.length) }, 'total Margin / 12 jobs'],
    ['total margin', { value: money(tm) }, 'sum of Margin'],
    ['how much went to subbies', { value: money(sub) }, 'sum of Subcontractors (blank = 0)'],
    [
      'biggest job by quote',
      {
        at: [
          jobs[argMax(jobs.map((j) => j.quoted))]!.no,
          jobs[argMax(jobs.map((j) => j.quoted))]!.client,
        ],
      },
      'highest Quoted',
    ],
    [`what did ${jobs[9]!.no} cost us`, { value: money(jobs[9]!.cost) }, 'Total cost of that job'],
    [
      'how many jobs did we do this year',
      { value: String(jobs.length), tol: 0 },
      'count of job rows',
    ],
    ['how long did the Naidoo job take', REFUSE, 'no dates or hours'],
    [
      "what's eating our margin",
      REFUSE,
      'ambiguous: materials vs labour vs particular jobs; no single figure',
    ],
    ['how much VAT do we owe', REFUSE, 'no VAT in the sheet'],
  ]),
};
