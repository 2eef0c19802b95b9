/**
 * boatyard: a boat yard's job costing sheet (GBP). One row per job: job no., boat, owner,
 * work, quote, materials, labour hours × rate = labour, haul-out & storage, subcontract, total
 * cost, margin £ and margin % of the quote, status (Invoiced / WIP); a Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  questionsFor,
  rng,
  stepped,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(4);
const JOBS: Array<[boat: string, owner: string, work: string, size: 'S' | 'M' | 'L']> = [
  ['Kittiwake', 'Mr D. Pascoe', 'Osmosis treatment & epoxy barrier coat', 'L'],
  ['Sea Pink', 'Mrs J. Trelawny', 'Antifoul, polish & anodes', 'S'],
  ['Morwenna', 'R. Angove', 'Engine rebuild (Yanmar 2GM20)', 'L'],
  ['Blue Heron', 'Falmouth Sailing Club', 'Standing rigging replacement', 'L'],
  ['Curlew', 'P. & S. Rowe', 'Teak deck re-caulk', 'L'],
  ['Tamsin Rose', 'M. Nankervis', 'Winter lay-up & engine winterise', 'S'],
  ['Gannet', 'Dr A. Hosking', 'Keel bolt inspection & re-bed', 'M'],
  ['Serenity II', 'C. Polglase', 'Gelcoat repairs to topsides', 'M'],
  ['Merlin', 'T. Jory', 'Cutless bearing & stern gland', 'S'],
  ['Lady Jane', 'Helford Charters Ltd', 'Rewire 12V & new panel', 'L'],
  ['Puffin', 'K. Tremayne', 'Pre-survey prep & lift', 'S'],
  ['Avocet', 'S. Chenoweth', 'Bottom paint & new through-hulls', 'M'],
  ['Halcyon', 'G. Penhaligon', 'Rudder bearing replacement', 'M'],
  ['Wild Thyme', 'N. Rosewarne', 'Osmosis inspection & moisture readings', 'S'],
  ['Dolly Varden', 'B. Carne', 'Mast step repair', 'M'],
  ['Cormorant', 'Helford Charters Ltd', 'Antifoul & sail drive service', 'S'],
  ['Skylark', 'E. Pengelly', 'Windlass fit & anchor locker', 'M'],
  ['Ocean Breeze', 'J. Trewin', 'Holding tank & plumbing', 'M'],
];

interface Job {
  no: string;
  boat: string;
  owner: string;
  work: string;
  quote: number;
  materials: number;
  halfHours: number;
  rate: number;
  labour: number;
  haul: number;
  sub: number;
  cost: number;
  margin: number;
  wip: boolean;
}

const LOSERS = new Set([2, 13]);
const SIZE = { S: [6000, 45000, 8, 40], M: [30000, 160000, 30, 110], L: [120000, 520000, 90, 260] };
const JOBROWS: Job[] = JOBS.map(([boat, owner, work, size], i) => {
  const [m0, m1, h0, h1] = SIZE[size];
  const materials = r.int(m0!, m1!);
  const halfHours = r.int(h0!, h1!);
  const rate = r.pick([4600, 5200, 5200, 5800]);
  const labour = Number(divRound(BigInt(halfHours * rate), 2n));
  const haul = r.pick([0, 18500, 24000, 31500, 46000]);
  const sub = r.next() < 0.3 ? stepped(r, 150, 1800, 500) : 0;
  const cost = materials + labour + haul + sub;
  const markup = LOSERS.has(i) ? -0.06 - 0.1 * r.next() : 0.04 + 0.34 * r.next();
  const quote = Math.round((cost * (1 + markup)) / 500) * 500;
  return {
    no: `PB-26${String(31 + i).padStart(3, '0')}`,
    boat,
    owner,
    work,
    quote,
    materials,
    halfHours,
    rate,
    labour,
    haul,
    sub,
    cost,
    margin: quote - cost,
    wip: i >= 14,
  };
});

const margins = JOBROWS.map((j) => j.margin);
const marginBp = JOBROWS.map((j) => divRound(BigInt(j.margin) * 10000n, BigInt(j.quote)));
const worst = argMin(margins);
const best = argMax(margins);
const hours = JOBROWS.map((j) => j.halfHours);
const mostHours = argMax(hours);
const sumQuote = total(JOBROWS.map((j) => j.quote));
const sumCost = total(JOBROWS.map((j) => j.cost));
const sumMargin = total(margins);
const kitti = JOBROWS.find((j) => j.boat === 'Kittiwake')!;
const morw = JOBROWS.find((j) => j.boat === 'Morwenna')!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs 2026');
  ws.getCell('A1').value = 'Penrose Boatyard, Helford: job costing 2026';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Quotes ex VAT. Labour at the job rate (shipwright £52, engineer £58, yard hand £46).';
  const head = [
    'Job no.',
    'Boat',
    'Owner',
    'Work',
    'Quote £',
    'Materials £',
    'Labour hrs',
    'Rate £/hr',
    'Labour £',
    'Haul-out & storage £',
    'Subcontract £',
    'Total cost £',
    'Margin £',
    'Margin %',
    'Status',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const money2 = '#,##0.00;[Red]-#,##0.00';
  JOBROWS.forEach((j, i) => {
    const x = ws.getRow(H + 1 + i);
    const vals: ExcelJS.CellValue[] = [
      j.no,
      j.boat,
      j.owner,
      j.work,
      cell(j.quote),
      cell(j.materials),
      j.halfHours / 2,
      cell(j.rate),
      cell(j.labour),
      j.haul ? cell(j.haul) : null,
      j.sub ? cell(j.sub) : null,
      cell(j.cost),
      cell(j.margin),
      Number(marginBp[i]!) / 10000,
      j.wip ? 'WIP' : 'Invoiced',
    ];
    vals.forEach((v, c) => {
      if (v !== null) x.getCell(1 + c).value = v;
    });
    for (const c of [5, 6, 8, 9, 10, 11, 12, 13]) x.getCell(c).numFmt = money2;
    x.getCell(14).numFmt = '0.0%';
  });
  const t = ws.getRow(H + 2 + JOBROWS.length);
  t.getCell(1).value = 'Totals';
  const tot: Array<[number, number | bigint]> = [
    [5, sumQuote],
    [6, total(JOBROWS.map((j) => j.materials))],
    [9, total(JOBROWS.map((j) => j.labour))],
    [10, total(JOBROWS.map((j) => j.haul))],
    [11, total(JOBROWS.map((j) => j.sub))],
    [12, sumCost],
    [13, sumMargin],
  ];
  for (const [c, v] of tot) {
    t.getCell(c).value = cell(v);
    t.getCell(c).numFmt = money2;
  }
  t.getCell(7).value = Number(total(hours)) / 2;
  t.getCell(14).value = Number(divRound(sumMargin * 10000n, sumQuote)) / 10000;
  t.getCell(14).numFmt = '0.0%';
  t.font = { bold: true };
  [11, 13, 20, 36, 11, 11, 10, 9, 11, 12, 12, 12, 11, 9, 9].forEach(
    (w, i) => (ws.getColumn(1 + i).width = w),
  );
  return toBytes(wb);
}

const top3 = [...margins].sort((a, b) => b - a).slice(0, 3);
const checks: CrossCheck[] = [
  {
    what: 'materials + labour + haul-out + subcontract = total cost',
    a: total(JOBROWS.map((j) => j.materials + j.labour + j.haul + j.sub)),
    b: sumCost,
  },
  { what: 'quote - cost = margin', a: sumQuote - sumCost, b: sumMargin },
  {
    what: 'hours x rate = labour (to the cent)',
    a: total(JOBROWS.map((j) => divRound(BigInt(j.halfHours * j.rate), 2n))),
    b: total(JOBROWS.map((j) => j.labour)),
  },
  unique('job margin (worst)', margins, 'min'),
  unique('job margin (best)', margins),
  unique('labour hours', hours),
  holds('two jobs lost money', margins.filter((m) => m < 0).length === 2),
  holds('top three margins distinct', new Set(top3).size === 3),
  holds('boat names are unique', new Set(JOBROWS.map((j) => j.boat)).size === JOBROWS.length),
];

const questions = questionsFor('boatyard', [
  [
    'total quoted across all jobs',
    { value: money(sumQuote), means: 'sum of Quote £ (Totals row)' },
  ],
  [
    'which job lost the most',
    {
      at: [JOBROWS[worst]!.boat, JOBROWS[worst]!.no],
      value: money(margins[worst]!),
      abs: true,
      means: 'job with the most negative Margin £, and that margin (size compared)',
    },
  ],
  [
    'how many jobs lost money',
    { value: String(margins.filter((m) => m < 0).length), means: 'jobs with Margin £ below zero' },
  ],
  ['total labour hours', { value: String(Number(total(hours)) / 2), means: 'sum of Labour hrs' }],
  [
    'what did the Kittiwake job cost us',
    { value: money(kitti.cost), means: 'Kittiwake, Total cost £' },
  ],
  [
    'overall margin?',
    {
      value: [money(sumMargin), pct(sumMargin, sumQuote)],
      means: 'total Margin £, or total margin / total quote %',
    },
  ],
  [
    'materials on jobs still in progress',
    {
      value: money(total(JOBROWS.filter((j) => j.wip).map((j) => j.materials))),
      means: 'Materials £ of the WIP rows',
    },
  ],
  [
    'which boat took the most hours',
    {
      at: [JOBROWS[mostHours]!.boat, JOBROWS[mostHours]!.no],
      value: String(hours[mostHours]! / 2),
      means: 'row with the most Labour hrs',
    },
  ],
  [
    'average quote',
    { value: meanCents(sumQuote, JOBROWS.length), means: 'mean Quote £ over the 18 jobs' },
  ],
  [
    'how much have we spent on subcontractors',
    { value: money(total(JOBROWS.map((j) => j.sub))), means: 'sum of Subcontract £' },
  ],
  [
    'which 3 jobs made us the most money',
    {
      at: JOBROWS[best]!.boat,
      value: money(margins[best]!),
      means: 'the three largest Margin £, the top one first: its boat and margin',
    },
  ],
  [
    'margin on the Morwenna engine rebuild',
    {
      value: [money(morw.margin), pct(morw.margin, morw.quote)],
      means: 'Morwenna Margin £, or margin / quote %',
    },
  ],
  [
    'haul-out and storage charges total',
    { value: money(total(JOBROWS.map((j) => j.haul))), means: 'sum of Haul-out & storage £' },
  ],
  [
    'how many days was Kittiwake on the hard',
    { refuse: true, means: 'no dates or days in the sheet' },
  ],
  [
    'should we put our labour rate up',
    { refuse: true, means: 'an opinion, not a figure in the sheet' },
  ],
]);

export const boatyard: BlindBook = {
  name: 'boatyard',
  business: 'boat yard',
  shape:
    'job costing: quote, materials, hours x rate, haul-out, subcontract, total cost, margin £ and %, status; Totals row',
  bytes,
  questions,
  checks,
};
