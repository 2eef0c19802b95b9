/**
 * Upholsterer (NZ$): job costing, one row per job, Materials / Labour hrs / Labour $ / Other /
 * Total cost / Quoted / Margin, a two-line title block, totals row at the TOP under the header.
 */
import { meanCents, money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  newBook,
  pick,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('upholstery-jobs');
const RATE = 6500n; // NZ$65.00 an hour
const CLIENTS = [
  'Te Aro Café',
  'M. Whitcombe',
  'Kelburn Dental',
  'J. & S. Faleolo',
  'Harbourview Motel',
  'P. Nguyen',
  'Cuba St Barbers',
  'The Green Room Theatre',
];
const ITEMS = [
  '3-seater sofa',
  'Wingback chair',
  'Dining chairs x6',
  'Booth seating',
  'Ottoman',
  'Headboard',
  'Waiting-room bench',
];
const jobs = Array.from({ length: 22 }, (_, k) => {
  const materials = BigInt(between(r, 120, 1900) * 100 + between(r, 0, 99));
  const hours = between(r, 4, 46);
  const labour = RATE * BigInt(hours);
  const other = r() < 0.4 ? BigInt(between(r, 20, 260) * 100) : 0n;
  const cost = materials + labour + other;
  const quoted = ((cost * BigInt(between(r, 88, 150))) / 100n / 100n) * 100n;
  return {
    id: `J-${2601 + k}`,
    client: pick(r, CLIENTS),
    item: pick(r, ITEMS),
    materials,
    hours,
    labour,
    other,
    cost,
    quoted,
    margin: quoted - cost,
  };
});
const T = (f: (j: (typeof jobs)[number]) => bigint): bigint => sum(jobs.map(f));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Jobs 2026');
  ws.addRow(['Stitch & Frame Upholstery, Wellington']);
  ws.addRow(['Job costing 2026 (NZD, excl GST). Labour at $65/hr.']);
  ws.addRow([
    'Job',
    'Client',
    'Item',
    'Materials',
    'Labour hrs',
    'Labour $',
    'Other',
    'Total cost',
    'Quoted',
    'Margin',
  ]);
  ws.addRow([
    'TOTALS',
    '',
    '',
    cell(T((j) => j.materials)),
    Number(T((j) => BigInt(j.hours))),
    cell(T((j) => j.labour)),
    cell(T((j) => j.other)),
    cell(T((j) => j.cost)),
    cell(T((j) => j.quoted)),
    cell(T((j) => j.margin)),
  ]);
  jobs.forEach((j) =>
    ws.addRow([
      j.id,
      j.client,
      j.item,
      cell(j.materials),
      j.hours,
      cell(j.labour),
      j.other ? cell(j.other) : null,
      cell(j.cost),
      cell(j.quoted),
      cell(j.margin),
    ]),
  );
  return toBytes(wb);
}

const q = new Asker('uphol');
const top = argmax(jobs.map((j) => j.margin));
const j5 = jobs[4]!;
const j12 = jobs[11]!;
const losers = jobs.filter((j) => j.margin < 0n).length;
const byClient = CLIENTS.map((c) => sum(jobs.filter((j) => j.client === c).map((j) => j.quoted)));
const topClient = argmax(byClient);
q.place(
  'most profitable job',
  jobs[top]!.id,
  'job with the largest Margin (at = job number)',
  money(jobs[top]!.margin),
);
q.value('total labour cost', money(T((j) => j.labour)), 'TOTALS, Labour $');
q.value(`margin on ${j12.id}`, money(j12.margin), `Margin, job ${j12.id}`);
q.percent(
  'overall margin %',
  pct(
    T((j) => j.margin),
    T((j) => j.quoted),
  ),
  'TOTALS Margin / TOTALS Quoted x 100',
);
q.value('how many jobs lost money', String(losers), 'count of jobs with a negative Margin');
q.value('total quoted', money(T((j) => j.quoted)), 'TOTALS, Quoted');
q.value('labour hours all jobs', String(T((j) => BigInt(j.hours))), 'TOTALS, Labour hrs');
q.value(`materials on ${j5.id}`, money(j5.materials), `Materials, job ${j5.id}`);
q.place(
  'which client brought in the most money',
  CLIENTS[topClient]!,
  'client with the largest sum of Quoted',
  money(byClient[topClient]!),
);
q.value('total cost of all jobs', money(T((j) => j.cost)), 'TOTALS, Total cost');
q.value('how much did we spend on materials', money(T((j) => j.materials)), 'TOTALS, Materials');
q.value(
  'average job quote',
  meanCents(
    T((j) => j.quoted),
    jobs.length,
  ),
  'TOTALS Quoted / number of jobs, to the cent',
);
q.value(
  'Kelburn Dental jobs total quoted',
  money(byClient[2]!),
  'sum of Quoted where Client = Kelburn Dental',
);
q.refuse('which fabric is cheapest', 'no fabric breakdown');
q.refuse('how long did the wingback jobs take to deliver', 'no dates or durations');

export const upholsteryJobs: BlindBook = {
  name: 'upholstery-jobs',
  business: 'upholsterer',
  currency: 'NZ$',
  shape: 'job costing with totals row at the top',
  build,
  questions: q.list,
  checks: [
    {
      what: 'materials + labour + other = cost',
      a: T((j) => j.materials + j.labour + j.other),
      b: T((j) => j.cost),
    },
    {
      what: 'quoted - cost = margin',
      a: T((j) => j.quoted) - T((j) => j.cost),
      b: T((j) => j.margin),
    },
    uniqueCheck(
      'margin',
      jobs.map((j) => j.margin),
    ),
    uniqueCheck('client quoted', byClient),
  ],
};
