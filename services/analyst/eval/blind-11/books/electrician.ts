/** An electrician's job costing sheet: one row per job, totals row ABOVE the jobs, a notes column. */
import { money, pct, meanCents, sum } from '../../expect';
import {
  argmax,
  argmin,
  asker,
  cell,
  refuse,
  uniqueMax,
  uniqueMin,
  type BlindBookDef,
} from '../kit';

const TYPES = ['Rewire', 'Consumer unit', 'EV charger', 'Fault finding', 'Lighting'] as const;
const CLIENTS = [
  'Mrs Patel',
  'Greenway Lettings',
  'Oak Tree Cafe',
  'J. Morris',
  'Holm Surgery',
  'B. Achebe',
  'Kestrel Flats',
  'R. Novak',
  'Fenwick & Co',
  'S. Quinn',
  'The Old Mill',
  'T. Haddad',
];

export const electrician: BlindBookDef = {
  name: 'electrician',
  business: 'electrical contractor (GBP)',
  shape: 'job costing, totals row at the top, notes column',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Jobs Q3');
    ws.addRow(['Brightline Electrical Ltd']);
    ws.addRow(['Job costing - Jul to Sep 2025 (GBP)']);
    ws.addRow([
      'Job no',
      'Client',
      'Type',
      'Quoted £',
      'Labour hrs',
      'Labour £',
      'Materials £',
      'Cost £',
      'Margin £',
      'Notes',
    ]);
    type Job = {
      client: string;
      type: number;
      quoted: bigint;
      hrs: number;
      labour: bigint;
      mat: bigint;
      cost: bigint;
      margin: bigint;
    };
    const jobs: Job[] = CLIENTS.map((client) => {
      const type = rnd.int(0, TYPES.length - 1);
      const hrs = rnd.int(3, 60);
      const labour = BigInt(hrs * 4250);
      const mat = BigInt(rnd.int(4000, 180000));
      const cost = labour + mat;
      const quoted = (cost * BigInt(rnd.int(85, 140))) / 100n;
      return { client, type, quoted, hrs, labour, mat, cost, margin: quoted - cost };
    });
    const tq = sum(jobs.map((j) => j.quoted));
    const tl = sum(jobs.map((j) => j.labour));
    const tm = sum(jobs.map((j) => j.mat));
    const tc = sum(jobs.map((j) => j.cost));
    const tg = sum(jobs.map((j) => j.margin));
    const th = jobs.reduce((t, j) => t + j.hrs, 0);
    ws.addRow(['TOTALS', '', '', cell(tq), th, cell(tl), cell(tm), cell(tc), cell(tg), '']);
    jobs.forEach((j, i) =>
      ws.addRow([
        `E-${311 + i}`,
        j.client,
        TYPES[j.type],
        cell(j.quoted),
        j.hrs,
        cell(j.labour),
        cell(j.mat),
        cell(j.cost),
        cell(j.margin),
        j.margin < 0n ? 'overran' : '',
      ]),
    );

    const margins = jobs.map((j) => j.margin);
    const a = asker('electrician');
    a.q('how much work did we quote this quarter', {
      value: money(tq),
      means: 'sum of Quoted over the jobs (= TOTALS row)',
    });
    a.q('total spent on materials', { value: money(tm), means: 'sum of Materials' });
    a.q('how much profit did we make on these jobs', { value: money(tg), means: 'sum of Margin' });
    a.q('overall margin %', { value: pct(tg, tq), means: 'total margin / total quoted' });
    a.q(
      'which job made the most',
      uniqueMax(margins)
        ? {
            value: money(margins[argmax(margins)]!),
            at: CLIENTS[argmax(margins)]!,
            means: 'job with highest Margin (at = client)',
          }
        : refuse('tie'),
    );
    a.q(
      'worst job',
      uniqueMin(margins)
        ? {
            value: money(margins[argmin(margins)]!),
            at: CLIENTS[argmin(margins)]!,
            means: 'job with lowest Margin',
          }
        : refuse('tie'),
    );
    a.q('how many hours did we put in', { value: String(th), means: 'sum of Labour hrs' });
    a.q('average job value', { value: meanCents(tq, jobs.length), means: 'mean Quoted per job' });
    a.q('how many jobs lost money', {
      value: String(jobs.filter((j) => j.margin < 0n).length),
      means: 'count of jobs with negative margin',
    });
    a.q('what did the greenway lettings job cost us', {
      value: money(jobs[1]!.cost),
      means: 'Cost for Greenway Lettings',
    });
    a.q('labour cost total', { value: money(tl), means: 'sum of Labour £' });
    a.q('how many ev charger jobs', {
      value: String(jobs.filter((j) => j.type === 2).length),
      means: 'count of rows with Type EV charger',
    });
    a.q('materials on the old mill job', {
      value: money(jobs[10]!.mat),
      means: 'Materials for The Old Mill',
    });
    a.q('how much vat do we owe', refuse('no VAT on the sheet'));
    a.q(
      'whats our hourly rate going to be next year',
      refuse('a forecast of pricing the sheet cannot give'),
    );
    return {
      questions: a.list,
      checks: [
        { what: 'labour + materials = cost', a: tl + tm, b: tc },
        { what: 'quoted - cost = margin', a: tq - tc, b: tg },
      ],
    };
  },
};
