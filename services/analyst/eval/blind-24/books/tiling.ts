/** Tiling contractor (£): job costing, one row per job, quote vs cost parts, margin; notes column; totals row at the top. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { argMax, argMin, cell, cents, putRow, sumB, type BookDef } from '../kit';

const JOBS = [
  'J-101 Patel bathroom',
  'J-102 Ocean Rd kitchen',
  'J-103 School toilets',
  'J-104 Hughes wetroom',
  'J-105 Café floor',
  'J-106 Pool surround',
  'J-107 Flat 4 splashback',
  'J-108 Dental surgery floor',
] as const;

export const tiling: BookDef = {
  name: 'tiling',
  business: 'tiling contractor, Bristol',
  build(rng) {
    const jobs = JOBS.map(() => {
      const mat = cents(rng, 300, 6000),
        lab = cents(rng, 400, 7000),
        sub = rng.next() < 0.4 ? cents(rng, 200, 2500) : 0n;
      const quote = ((mat + lab + sub) * BigInt(rng.int(95, 150))) / 100n;
      return { mat, lab, sub, cost: mat + lab + sub, quote, margin: quote - mat - lab - sub };
    });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Jobs 2025');
    const T = (f: (j: (typeof jobs)[number]) => bigint): bigint => sumB(jobs.map(f));
    putRow(ws, 1, [
      'Job',
      'Quoted £',
      'Materials £',
      'Labour £',
      'Subcontract £',
      'Total cost £',
      'Margin £',
      'Notes',
    ]);
    putRow(ws, 2, [
      'ALL JOBS',
      cell(T((j) => j.quote)),
      cell(T((j) => j.mat)),
      cell(T((j) => j.lab)),
      cell(T((j) => j.sub)),
      cell(T((j) => j.cost)),
      cell(T((j) => j.margin)),
    ]);
    jobs.forEach((j, i) =>
      putRow(ws, 4 + i, [
        JOBS[i],
        cell(j.quote),
        cell(j.mat),
        cell(j.lab),
        j.sub ? cell(j.sub) : undefined,
        cell(j.cost),
        cell(j.margin),
        i === 2 ? 'retention 5% held' : undefined,
      ]),
    );
    const best = argMax(jobs.map((j) => j.margin));
    const worst = argMin(jobs.map((j) => j.margin));
    const losses = jobs.filter((j) => j.margin < 0n).length;
    return {
      workbook: wb,
      checks: [
        {
          what: 'quotes - costs = margins',
          a: T((j) => j.quote) - T((j) => j.cost),
          b: T((j) => j.margin),
        },
      ],
      questions: [
        {
          question: 'total margin across all jobs',
          expect: { value: money(T((j) => j.margin)) },
          means: 'Margin summed over jobs (= ALL JOBS row, not added twice)',
        },
        {
          question: 'which job made the most money',
          expect: { at: JOBS[best]!.slice(0, 5) },
          means: 'largest Margin',
        },
        {
          question: 'worst job',
          expect: { at: JOBS[worst]!.slice(0, 5) },
          means: 'smallest Margin',
        },
        {
          question: 'how much did we quote in total',
          expect: { value: money(T((j) => j.quote)) },
          means: 'Quoted summed over jobs',
        },
        {
          question: 'materials spend',
          expect: { value: money(T((j) => j.mat)) },
          means: 'Materials summed over jobs',
        },
        {
          question: 'overall margin %',
          expect: {
            value: pct(
              T((j) => j.margin),
              T((j) => j.quote),
            ),
          },
          means: 'total Margin / total Quoted',
        },
        {
          question: 'what did the pool surround cost us',
          expect: { value: money(jobs[5]!.cost) },
          means: 'J-106, Total cost',
        },
        {
          question: 'labour on the café floor job',
          expect: { value: money(jobs[4]!.lab) },
          means: 'J-105, Labour',
        },
        {
          question: 'how many jobs lost money',
          expect: { value: String(losses) },
          means: 'jobs with Margin < 0',
        },
        {
          question: 'how much went to subcontractors',
          expect: { value: money(T((j) => j.sub)) },
          means: 'Subcontract summed (empty = 0)',
        },
        {
          question: 'average margin per job',
          expect: {
            value: meanCents(
              T((j) => j.margin),
              jobs.length,
            ),
          },
          means: 'total Margin / number of jobs, to the penny',
        },
        {
          question: 'how many square metres did we tile',
          expect: { refuse: true },
          means: 'no areas',
        },
        {
          question: 'when was the hughes job finished',
          expect: { refuse: true },
          means: 'no dates',
        },
      ],
    };
  },
};
