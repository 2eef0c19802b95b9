/**
 * Tailor, Hong Kong dollars (HK$): job costing with two STACKED tables on one sheet: finished
 * jobs (materials, labour hours, labour cost, price, margin) with a Totals row, then a blank
 * gap, a title and a second small table of open jobs with deposits received.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import { asker, cell, readCents, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'tailor';
const RATE = 18000; // HK$180 an hour, in cents
const GARMENTS = [
  'Two-piece suit',
  'Three-piece suit',
  'Cheongsam',
  'Overcoat',
  'Shirt x3',
  'Trousers alteration',
];
const r = rng(15);
const jobs = Array.from({ length: 14 }, (_, i) => {
  const garment = r.pick(GARMENTS);
  const materials = r.int(300, 5200) * 100;
  const hours = r.int(2, 38);
  const labour = hours * RATE;
  const price = Math.round(((materials + labour) * (1 + r.int(5, 60) / 100)) / 100) * 100;
  return {
    job: `J-25${String(i + 11).padStart(3, '0')}`,
    customer: r.pick(['Mr Chan', 'Ms Wong', 'Dr Lau', 'Mr Patel', 'Ms Ho', 'Mr Silva']),
    garment,
    materials,
    hours,
    labour,
    price,
    margin: price - materials - labour,
  };
});
const open = Array.from({ length: 4 }, (_, i) => ({
  job: `J-25${String(i + 25).padStart(3, '0')}`,
  customer: r.pick(['Mr Ng', 'Ms Tam', 'Mr Chan']),
  deposit: r.int(5, 40) * 10000,
}));
const T = (k: 'materials' | 'labour' | 'price' | 'margin'): number =>
  Number(sum(jobs.map((j) => j[k])));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs 2025');
  ws.addRow(['Golden Thread Tailors - job costing, HK$']);
  ws.addRow(['Labour charged at HK$180/hour']);
  ws.addRow([
    'Job',
    'Customer',
    'Garment',
    'Materials',
    'Labour hrs',
    'Labour cost',
    'Price',
    'Margin',
    'Margin %',
  ]);
  jobs.forEach((j) =>
    ws.addRow([
      j.job,
      j.customer,
      j.garment,
      cell(j.materials),
      j.hours,
      cell(j.labour),
      cell(j.price),
      cell(j.margin),
      Number(pct(j.margin, j.price)) / 100,
    ]),
  );
  ws.addRow([
    'Totals',
    '',
    '',
    cell(T('materials')),
    jobs.reduce((s, j) => s + j.hours, 0),
    cell(T('labour')),
    cell(T('price')),
    cell(T('margin')),
    Number(pct(T('margin'), T('price'))) / 100,
  ]);
  ws.getColumn(9).numFmt = '0.0%';
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Open jobs - deposits held']);
  ws.addRow(['Job', 'Customer', 'Deposit']);
  open.forEach((o) => ws.addRow([o.job, o.customer, cell(o.deposit)]));
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Jobs 2025')!;
  const end = 3 + jobs.length;
  return [
    ...same('Totals margin', readCents(ws, `H${end + 1}`), sumColumn(ws, 'H', 4, end)),
    ...same('Totals price', readCents(ws, `G${end + 1}`), sumColumn(ws, 'G', 4, end)),
  ];
}

const { ask, questions } = asker(NAME);
const best = jobs.reduce((a, b) => (b.margin > a.margin ? b : a));
const worst = jobs.reduce((a, b) => (b.margin < a.margin ? b : a));
const cheong = jobs.filter((j) => j.garment === 'Cheongsam');

ask(
  'total sales from finished jobs',
  { value: money(T('price')) },
  'Totals row, Price (= sum of job prices)',
);
ask(
  'overall margin %',
  { value: pct(T('margin'), T('price')) },
  'total Margin / total Price * 100',
);
ask('which job made the most money', { value: money(best.margin), at: best.job }, 'largest Margin');
ask('worst job', { value: money(worst.margin), at: worst.job }, 'smallest Margin');
ask(
  'how many hours did we put in',
  { value: String(jobs.reduce((s, j) => s + j.hours, 0)) },
  'sum of Labour hrs over finished jobs',
);
ask('total materials cost', { value: money(T('materials')) }, 'Totals row, Materials');
ask(
  'how many cheongsams did we make',
  { value: String(cheong.length) },
  'finished jobs with Garment = Cheongsam',
);
ask(
  'how much did Dr Lau pay us',
  { value: money(sum(jobs.filter((j) => j.customer === 'Dr Lau').map((j) => j.price))) },
  'sum of Price where Customer = Dr Lau',
);
ask(
  'deposits held on open jobs',
  { value: money(sum(open.map((o) => o.deposit))) },
  'sum of the second table Deposit',
);
ask(
  'average price per job',
  { value: meanCents(T('price'), jobs.length) },
  'total Price / 14 finished jobs',
);
ask('labour cost on J-25015', { value: money(jobs[4]!.labour) }, 'Labour cost, J-25015');
const suits = jobs.filter((j) => j.garment.endsWith('suit'));
ask(
  'what did we earn on suits',
  { value: [money(sum(suits.map((j) => j.margin))), money(sum(suits.map((j) => j.price)))] },
  'suit jobs (two- and three-piece): margin, or price; "earn" fits either',
);
ask('total labour cost', { value: money(T('labour')) }, 'Totals row, Labour cost');
ask('when will the open jobs be finished', { refuse: true }, 'no due dates');
ask('what fabric do we use most', { refuse: true }, 'materials are amounts, not fabric names');

export const tailor: BlindBook = {
  name: NAME,
  about:
    'tailor, HK$, job costing with a Totals row and a second stacked table of open-job deposits',
  build,
  questions,
  verify,
};
