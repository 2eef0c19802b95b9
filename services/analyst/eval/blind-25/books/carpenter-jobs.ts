/**
 * A carpenter's job-costing sheet in Swedish kronor: one row per job, quoted price, costs
 * split into materials / labour / subcontractors under a two-row header "Costs", total cost,
 * margin (quoted - total cost) and margin %, a totals row, a notes column.
 */
import { hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const JOBS = [
  'Kitchen, Lindqvist',
  'Decking, Ek',
  'Staircase, Berglund',
  'Wardrobes, Nyström',
  'Sauna, Holm',
  'Attic conversion, Sjöberg',
  'Windows, BRF Solgläntan',
  'Pergola, Axelsson',
  'Shop fit-out, Kaffebaren',
  'Doors, Åkesson',
];

export const carpenterJobs: BookDef = {
  name: 'carpenter-jobs',
  business: 'carpenter (job costing)',
  shape: 'job costing with grouped cost columns, margin and margin %, kr',
  async build(rng: Rng) {
    const jobs = JOBS.map((name) => {
      const quote = BigInt(rng.int(18000, 240000)) * 100n;
      const mat = (quote * BigInt(rng.int(20, 40))) / 100n;
      const lab = (quote * BigInt(rng.int(25, 45))) / 100n;
      const sub = rng.next() < 0.4 ? (quote * BigInt(rng.int(5, 25))) / 100n : 0n;
      const cost = mat + lab + sub;
      return { name, quote, mat, lab, sub, cost, margin: quote - cost };
    });
    const t = (f: (j: (typeof jobs)[number]) => bigint): bigint => sumOf(jobs.map(f));
    const wb = newBook();
    const ws = wb.addWorksheet('Jobb 2025');
    ws.addRow(['Snickeri Norrland AB · job costing 2025 · SEK']);
    ws.addRow(['Job', 'Quoted', 'Costs', '', '', 'Total cost', 'Margin', 'Margin %', 'Notes']);
    ws.addRow(['', '', 'Materials', 'Labour', 'Subcontract', '', '', '', '']);
    ws.mergeCells('C2:E2');
    jobs.forEach((j, i) =>
      ws.addRow([
        j.name,
        cell(j.quote),
        cell(j.mat),
        cell(j.lab),
        j.sub ? cell(j.sub) : null,
        cell(j.cost),
        cell(j.margin),
        Number(pct(j.margin, j.quote)),
        i === 4 ? 'extra heater fitted free' : '',
      ]),
    );
    ws.addRow([
      'Total',
      cell(t((j) => j.quote)),
      cell(t((j) => j.mat)),
      cell(t((j) => j.lab)),
      cell(t((j) => j.sub)),
      cell(t((j) => j.cost)),
      cell(t((j) => j.margin)),
      Number(
        pct(
          t((j) => j.margin),
          t((j) => j.quote),
        ),
      ),
    ]);

    const Q = questionList('carpenter-jobs');
    const margins = jobs.map((j) => j.margin);
    const pcts = jobs.map((j) => (j.margin * 1000000n) / j.quote);
    const best = argMax(margins);
    const worstPct = argMin(pcts);
    const bigJob = argMax(jobs.map((j) => j.quote));
    Q.ask(
      'total margin on all jobs',
      { value: hundredths(t((j) => j.margin)) },
      'Total row, Margin',
    );
    Q.ask(
      'overall margin %',
      {
        value: pct(
          t((j) => j.margin),
          t((j) => j.quote),
        ),
      },
      'total margin / total quoted * 100',
    );
    Q.ask(
      'which job made the most money',
      { value: hundredths(margins[best]!), at: jobs[best]!.name.split(',')[0]! },
      'job with the largest Margin (amount)',
    );
    Q.ask(
      'which job had the worst margin percentage',
      {
        value: pct(jobs[worstPct]!.margin, jobs[worstPct]!.quote),
        at: jobs[worstPct]!.name.split(',')[0]!,
      },
      'smallest Margin %',
    );
    Q.ask(
      'what did materials cost us in total',
      { value: hundredths(t((j) => j.mat)) },
      'Materials total',
    );
    Q.ask('labour on the sauna job', { value: hundredths(jobs[4]!.lab) }, 'Sauna, Labour');
    Q.ask(
      'how much did we pay subcontractors',
      { value: hundredths(t((j) => j.sub)) },
      'Subcontract total (blank = 0)',
    );
    Q.ask(
      'biggest job by quote',
      { value: hundredths(jobs[bigJob]!.quote), at: jobs[bigJob]!.name.split(',')[0]! },
      'largest Quoted',
    );
    Q.ask('total quoted', { value: hundredths(t((j) => j.quote)) }, 'Quoted total');
    Q.ask(
      'what did the decking job cost',
      { value: hundredths(jobs[1]!.cost) },
      'Decking, Total cost',
    );
    Q.ask(
      'how many jobs used subcontractors',
      { value: String(jobs.filter((j) => j.sub > 0n).length) },
      'count of jobs with a Subcontract amount',
    );
    Q.ask(
      'average margin per job',
      { value: hundredths((t((j) => j.margin) + 5n) / 10n) },
      'total margin / 10 jobs',
    );
    Q.ask(
      'labour as % of total cost',
      {
        value: pct(
          t((j) => j.lab),
          t((j) => j.cost),
        ),
      },
      'Labour total / Total cost total * 100',
    );
    Q.ask(
      'how many hours did the staircase take',
      { refuse: true },
      'labour in kronor only, no hours',
    );
    Q.ask(
      "what's eating our margin",
      { refuse: true },
      'materials, labour or subcontract: a judgement, several readings',
    );

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        { what: 'quoted = cost + margin', a: t((j) => j.quote), b: t((j) => j.cost + j.margin) },
      ],
    };
  },
};
