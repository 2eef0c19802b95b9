/** Animal rescue charity: fundraising tracker 2026, target / raised / costs / net / % of target, text dates, SEK. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(16);
const camps: Array<[string, string, string]> = [
  ['Vårkampanjen (spring appeal)', 'Appeal', 'mars 2026'],
  ['Postkodlotteriet grant', 'Grant', 'feb 2026'],
  ['Stockholm Marathon runners', 'Event', 'maj 2026'],
  ['Summer fair at Hagaparken', 'Event', 'aug 2026'],
  ['Sponsor a kennel', 'Regular giving', 'löpande'],
  ['Länsstyrelsen animal welfare grant', 'Grant', 'apr 2026'],
  ['Charity quiz night', 'Event', 'okt 2026'],
  ['Legacy - estate of I. Berg', 'Legacy', 'jun 2026'],
  ['Corporate match: Nordbank', 'Corporate', 'sep 2026'],
  ['Christmas appeal', 'Appeal', 'nov 2026'],
  ['Dog calendar sales', 'Trading', 'nov 2026'],
];
type C = {
  name: string;
  type: string;
  when: string;
  target: bigint;
  raised: bigint;
  costs: bigint;
};
const cs: C[] = camps.map(([name, type, when]) => {
  const target =
    BigInt(type === 'Event' || type === 'Trading' ? r.int(20, 120) : r.int(60, 400)) * 100000n;
  const raised = (target * BigInt(r.int(55, 135))) / 100n + BigInt(r.int(0, 99));
  const costs =
    type === 'Event' || type === 'Trading'
      ? (raised * BigInt(r.int(15, 40))) / 100n
      : type === 'Appeal'
        ? BigInt(r.int(500000, 2500000))
        : 0n;
  return { name, type, when, target, raised, costs };
});
const raised = cs.map((c) => c.raised);
const sum = (k: 'target' | 'raised' | 'costs', xs = cs): bigint => total(xs.map((c) => c[k]));
const fair = cs[3]!;
fair.raised = (fair.target * BigInt(r.int(60, 92))) / 100n + 37n;
fair.costs = (fair.raised * 22n) / 100n;
const hit = cs.filter((c) => c.raised >= c.target).length;
const best = argMax(raised);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Insamlingar 2026');
  const rows: unknown[][] = [
    ['Tassar i Trygghet - fundraising tracker 2026'],
    ['All amounts in kr (SEK)'],
    [],
    ['Campaign', 'Type', 'When', 'Target', 'Raised', 'Costs', 'Net raised', '% of target', 'Notes'],
  ];
  for (const c of cs)
    rows.push([
      c.name,
      c.type,
      c.when,
      cell(c.target),
      cell(c.raised),
      c.costs ? cell(c.costs) : undefined,
      cell(c.raised - c.costs),
      Number(pct(c.raised, c.target)) / 100,
      c.when === 'nov 2026' ? 'still running' : undefined,
    ]);
  rows.push([]);
  rows.push([
    'Totals',
    undefined,
    undefined,
    cell(sum('target')),
    cell(sum('raised')),
    cell(sum('costs')),
    cell(sum('raised') - sum('costs')),
    Number(pct(sum('raised'), sum('target'))) / 100,
  ]);
  putRows(ws, rows);
  for (const c of [4, 5, 6, 7]) ws.getColumn(c).numFmt = '#,##0.00 "kr"';
  ws.getColumn(8).numFmt = '0%';
  return toBytes(wb);
}

const events = cs.filter((c) => c.type === 'Event');
const grants = cs.filter((c) => c.type === 'Grant');

export const rescue: BlindBook = {
  name: 'rescue',
  business: 'animal rescue charity',
  shape:
    'fundraising tracker: campaign, type, when (text), target, raised, costs, net, % of target, Totals row',
  bytes: build,
  questions: questionsFor('rescue', [
    [
      'how much have we raised this year',
      { value: hundredths(sum('raised')), means: 'Totals row, Raised' },
    ],
    [
      'what did we raise after costs',
      { value: hundredths(sum('raised') - sum('costs')), means: 'Totals row, Net raised' },
    ],
    [
      'which campaign brought in the most',
      { at: cs[best]!.name, means: 'campaign with the largest Raised' },
    ],
    [
      'how far short of target was the summer fair',
      {
        value: hundredths(fair.target - fair.raised),
        abs: true,
        means: 'Summer fair target - raised (negative if it beat target)',
      },
    ],
    [
      'how many campaigns hit their target',
      { value: String(hit), means: 'count of Raised >= Target' },
    ],
    [
      'total from grants',
      { value: hundredths(sum('raised', grants)), means: 'sum of Raised where Type = Grant' },
    ],
    [
      'what did the events cost us to put on',
      { value: hundredths(sum('costs', events)), means: 'sum of Costs where Type = Event' },
    ],
    [
      'overall % of target',
      { value: pct(sum('raised'), sum('target')), means: 'total Raised / total Target, % 2 dp' },
    ],
    [
      'how many dogs did we rehome this year',
      { refuse: true, means: 'not a fundraising figure; not in the sheet' },
    ],
    [
      'will the christmas appeal hit target?',
      { refuse: true, means: 'a forecast; the appeal is still running' },
    ],
    [
      'what did the marathon runners raise',
      { value: hundredths(cs[2]!.raised), means: 'Raised, Stockholm Marathon runners' },
    ],
    [
      'total fundraising target for the year',
      { value: hundredths(sum('target')), means: 'Totals row, Target' },
    ],
    [
      'net from the quiz night',
      { value: hundredths(cs[6]!.raised - cs[6]!.costs), means: 'Net raised, Charity quiz night' },
    ],
  ]),
  checks: [
    {
      what: 'raised - costs = net (totals)',
      a: total(cs.map((c) => c.raised - c.costs)),
      b: sum('raised') - sum('costs'),
    },
    {
      what: 'types sum to raised',
      a: total(
        [...new Set(cs.map((c) => c.type))].map((t) =>
          sum(
            'raised',
            cs.filter((c) => c.type === t),
          ),
        ),
      ),
      b: sum('raised'),
    },
    { what: 'summer fair fell short', a: fair.raised < fair.target ? 1n : 0n, b: 1n },
    { what: 'top campaign unique', a: uniqueMax(raised) ? 1n : 0n, b: 1n },
  ],
};
