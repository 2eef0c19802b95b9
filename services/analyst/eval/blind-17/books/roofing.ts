/** Roofing company ($): job costing sheet, one row per job, margin column, totals row. */
import ExcelJS from 'exceljs';
import { hundredths, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  argmin,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
} from '../kit';

const r = rng(17710);
const clients = [
  'Miller residence',
  'Oakridge HOA',
  'St. Luke church',
  'Patel duplex',
  'Harbor Storage',
  'Nguyen home',
  'Elm St. school',
  'Brooks garage',
  'Lakeview condos',
  'Diaz residence',
  'Summit Dental',
  'Kowalski cabin',
];
const jobs = clients.map((c, i) => {
  const contract = BigInt(int(r, 800000, 6500000));
  const mat = (contract * BigInt(int(r, 25, 45))) / 100n;
  const lab = (contract * BigInt(int(r, 20, 45))) / 100n;
  const sub = r() < 0.4 ? BigInt(int(r, 50000, 900000)) : 0n;
  const cost = mat + lab + sub;
  return { id: `R-25${String(i + 11)}`, c, contract, mat, lab, sub, cost, profit: contract - cost };
});
const T = (k: 'contract' | 'mat' | 'lab' | 'sub' | 'cost' | 'profit') => sum(jobs.map((j) => j[k]));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Jobs 2025', [
    ['Ridgeline Roofing - job costing 2025'],
    [],
    [
      'Job #',
      'Client',
      'Contract price',
      'Materials',
      'Labor',
      'Subcontract',
      'Total cost',
      'Profit',
      'Margin %',
      'Notes',
    ],
    ...jobs.map((j) => [
      j.id,
      j.c,
      cell(j.contract),
      cell(j.mat),
      cell(j.lab),
      j.sub ? cell(j.sub) : null,
      cell(j.cost),
      cell(j.profit),
      Number(pct(j.profit, j.contract)),
      j.sub ? 'gutters subbed out' : null,
    ]),
    [
      'Totals',
      null,
      cell(T('contract')),
      cell(T('mat')),
      cell(T('lab')),
      cell(T('sub')),
      cell(T('cost')),
      cell(T('profit')),
      Number(pct(T('profit'), T('contract'))),
      null,
    ],
  ]);
  return bytes(wb);
}

const { q, list } = asker('roofing');
const profits = jobs.map((j) => j.profit);
const best = argmax(profits);
const worst = argmin(profits);
q('total contract value 2025', { value: hundredths(T('contract')) }, 'Totals row, Contract price');
q(
  'how much profit did we make on all jobs',
  { value: hundredths(T('profit')) },
  'Totals row, Profit',
);
q(
  'most profitable job',
  { value: hundredths(profits[best]!), at: [jobs[best]!.id, jobs[best]!.c] },
  'highest Profit (money)',
);
q(
  'which job made the least',
  { value: hundredths(profits[worst]!), at: [jobs[worst]!.id, jobs[worst]!.c] },
  'lowest Profit (money)',
);
q(
  'overall margin',
  { value: pct(T('profit'), T('contract')) },
  'total profit / total contract x 100',
);
q('what did we spend on materials', { value: hundredths(T('mat')) }, 'Totals row, Materials');
q('labor on the oakridge hoa job', { value: hundredths(jobs[1]!.lab) }, 'one cell');
q(
  'how many jobs lost money',
  { value: String(jobs.filter((j) => j.profit < 0n).length) },
  'count of jobs with Profit < 0',
);
q('how much did we pay subcontractors', { value: hundredths(T('sub')) }, 'Totals row, Subcontract');
q(
  'average job size',
  { value: hundredths(((T('contract') * 100n) / BigInt(jobs.length) + 50n) / 100n) },
  'total contract / 12 jobs, rounded to the cent',
);
q('profit on the st luke church roof', { value: hundredths(jobs[2]!.profit) }, 'one cell');
q('total cost of the patel duplex job', { value: hundredths(jobs[3]!.cost) }, 'one cell');
q('how many jobs did we do', { value: String(jobs.length) }, 'job rows, totals excluded');
q("what's eating our margin", REFUSE, 'ambiguous: materials, labour or one job could be meant');
q('when will the lakeview job be finished', REFUSE, 'no dates');
export const roofing: BlindBook = {
  name: 'roofing',
  business: 'roofing company',
  build,
  questions: list,
};
