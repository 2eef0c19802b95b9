/**
 * vegbox: an organic veg-box scheme in Brisbane, the subscriber tracker as updated 30 Nov 2026:
 * Sub ID, Name, Suburb, Box (Small / Medium / Large / Fruit only), Frequency (Weekly /
 * Fortnightly), Price per box $, Started (date cells), Status (Active / Paused / Cancelled),
 * Cancelled on (typed as text), Pays by, Boxes delivered, Notes; a few summary lines under the
 * table (AUD).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
import {
  alts,
  argMax,
  cell,
  day,
  holds,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(14);

interface Sub {
  id: string;
  name: string;
  suburb: string;
  box: string;
  freq: 'Weekly' | 'Fortnightly';
  price: number;
  start: [number, number, number];
  status: 'Active' | 'Paused' | 'Cancelled';
  cancelled?: [number, number, number];
  pays: string;
  boxes: number;
  note?: string;
}

const FIRST = [
  'Hannah',
  'Liam',
  'Priya',
  'Tom',
  'Mei',
  'Jack',
  'Sarah',
  'Noah',
  'Aisha',
  'Ben',
  'Chloe',
  'Lachlan',
  'Grace',
  'Oliver',
  'Zoe',
  'Ethan',
  'Ruby',
  'Josh',
  'Isla',
  'Kai',
  'Emma',
  'Sam',
  'Lucy',
  'Harry',
  'Nina',
  'Max',
  'Ava',
  'Finn',
  'Maya',
  'Leo',
  'Ella',
  'Dan',
  'Freya',
  'Hugo',
  'Jade',
  'Oscar',
  'Tess',
  'Will',
  'Amber',
  'Raj',
  'Kate',
  'Matt',
  'Alice',
  'Nick',
];
const LAST = [
  'Wu',
  'Murphy',
  'Sharma',
  'Nguyen',
  'Chen',
  'Walker',
  'Kelly',
  'Smith',
  'Khan',
  'Taylor',
  'Brown',
  'Wilson',
  "O'Brien",
  'Lee',
  'Martin',
  'Clarke',
  'Davies',
  'Evans',
  'Patel',
  'Scott',
];
const SUBURBS = ['Paddington', 'West End', 'Bulimba', 'New Farm', 'Ashgrove', 'Red Hill'];
const BOXES: Array<[string, number, number]> = [
  // box, price, legacy price
  ['Small', 3900, 3600],
  ['Medium', 5200, 4900],
  ['Large', 6800, 6500],
  ['Fruit only', 3500, 3500],
];
const END = Date.UTC(2026, 10, 30);
const subs: Sub[] = FIRST.map((first, i) => {
  const y = r.pick([2024, 2025, 2025, 2026, 2026, 2026]);
  const m = y === 2026 ? r.int(0, 9) : r.int(0, 11);
  const d = r.int(1, 28);
  const [box, price, legacy] = BOXES[r.pick([0, 1, 1, 1, 2, 2, 3])]!;
  const freq = r.next() < 0.62 ? 'Weekly' : 'Fortnightly';
  const roll = r.next();
  const status = roll < 0.7 ? 'Active' : roll < 0.82 ? 'Paused' : 'Cancelled';
  let cancelled: [number, number, number] | undefined;
  if (status === 'Cancelled') cancelled = [2026, r.int(Math.max(m, 4), 10), r.int(1, 28)];
  const stop = cancelled ? Date.UTC(...cancelled) : END;
  const weeks = Math.max(1, Math.floor((stop - Date.UTC(y, m, d)) / (7 * 86400000)));
  const boxes = Math.max(
    1,
    Math.floor((freq === 'Weekly' ? weeks : weeks / 2) * (status === 'Paused' ? 0.7 : 0.92)),
  );
  return {
    id: `GD-${String(1001 + i)}`,
    name: `${first} ${LAST[(i * 7) % LAST.length]}`,
    suburb: r.pick(SUBURBS),
    box,
    freq,
    price: y === 2024 ? legacy : price,
    start: [y, m, d],
    status,
    cancelled,
    pays: r.next() < 0.55 ? 'Direct debit' : 'Card',
    boxes,
    note:
      status === 'Paused'
        ? r.pick(['Away till Jan', 'On holiday', 'Paused - moving house'])
        : undefined,
  };
});
const active = subs.filter((s) => s.status === 'Active');
const boxNames = BOXES.map(([b]) => b);
const boxActive = boxNames.map((b) => active.filter((s) => s.box === b).length);
const boxAll = boxNames.map((b) => subs.filter((s) => s.box === b).length);
const topBox = argMax(boxActive);
const subActive = SUBURBS.map((x) => active.filter((s) => s.suburb === x).length);
const subAll = SUBURBS.map((x) => subs.filter((s) => s.suburb === x).length);
const topSuburb = argMax(subActive);
const weekly = sumBy(active, (s) => (s.freq === 'Weekly' ? BigInt(s.price) * 2n : BigInt(s.price)));
const mostBoxes = argMax(subs.map((s) => s.boxes));
const cancOct = subs.filter((s) => s.cancelled && s.cancelled[1] === 9);
const hannah = subs.find((s) => s.name.startsWith('Hannah'))!;
const dmy = (t: [number, number, number]): string =>
  `${String(t[2]).padStart(2, '0')}/${String(t[1] + 1).padStart(2, '0')}/${t[0]}`;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Subscribers');
  ws.getCell('A1').value = 'Good Dirt Organic Boxes - subscriber list';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'Updated 30 Nov 2026. Prices per box (fresh produce is GST-free); delivery Tue (north) / Thu (south).';
  ws.getRow(4).values = [
    'Sub ID',
    'Name',
    'Suburb',
    'Box',
    'Frequency',
    'Price per box $',
    'Started',
    'Status',
    'Cancelled on',
    'Pays by',
    'Boxes delivered',
    'Notes',
  ];
  ws.getRow(4).font = { bold: true };
  subs.forEach((s, i) => {
    const rr = ws.getRow(5 + i);
    rr.values = [
      s.id,
      s.name,
      s.suburb,
      s.box,
      s.freq,
      cell(s.price),
      day(...s.start),
      s.status,
      s.cancelled ? dmy(s.cancelled) : undefined,
      s.pays,
      s.boxes,
      s.note,
    ];
    rr.getCell(6).numFmt = '"$"#,##0.00';
    rr.getCell(7).numFmt = 'dd/mm/yyyy';
  });
  const row = 5 + subs.length + 1;
  ws.getRow(row).values = ['', 'Active', active.length];
  ws.getRow(row + 1).values = ['', 'Paused', subs.filter((s) => s.status === 'Paused').length];
  ws.getRow(row + 2).values = [
    '',
    'Cancelled',
    subs.filter((s) => s.status === 'Cancelled').length,
  ];
  ws.getColumn(2).width = 18;
  ws.getColumn(3).width = 12;
  ws.getColumn(12).width = 22;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same(
    'statuses = subscribers',
    BigInt(active.length + subs.filter((s) => s.status !== 'Active').length),
    BigInt(subs.length),
  ),
  same(
    'boxes by size = active',
    BigInt(boxActive.reduce((a, b) => a + b, 0)),
    BigInt(active.length),
  ),
  unique('active by box', boxActive),
  holds('the most popular box is the same over all subscribers', argMax(boxAll) === topBox),
  unique('all by box', boxAll),
  unique('active by suburb', subActive),
  holds('the top suburb is the same over all subscribers', argMax(subAll) === topSuburb),
  unique('all by suburb', subAll),
  unique(
    'boxes delivered',
    subs.map((s) => s.boxes),
  ),
  holds('one Hannah', subs.filter((s) => s.name.startsWith('Hannah')).length === 1),
  holds('some cancelled in October', cancOct.length > 0),
  holds(
    'every cancellation is in 2026',
    subs.every((s) => !s.cancelled || s.cancelled[0] === 2026),
  ),
];

export const vegbox: BlindBook = {
  name: 'vegbox',
  business: 'organic veg-box delivery',
  shape:
    'subscriptions tracker (status, frequency, price per box, text cancel dates, summary lines)',
  bytes: build,
  checks,
  questions: questionsFor('vegbox', [
    [
      'how many active subscribers do we have',
      { value: String(active.length), means: 'rows with Status Active' },
    ],
    [
      'how many are paused',
      {
        value: String(subs.filter((s) => s.status === 'Paused').length),
        means: 'rows with Status Paused',
      },
    ],
    [
      "what's the most popular box",
      {
        value: alts(String(boxActive[topBox]), String(boxAll[topBox])),
        at: boxNames[topBox]!,
        means: 'the Box with the most active subscribers (the same over all rows)',
      },
    ],
    [
      'how many cancelled in october',
      { value: String(cancOct.length), means: 'Cancelled on dates in October 2026' },
    ],
    [
      'which suburb has the most subscribers',
      {
        value: alts(String(subActive[topSuburb]), String(subAll[topSuburb])),
        at: SUBURBS[topSuburb]!,
        means: 'the Suburb with the most active subscribers (the same over all rows)',
      },
    ],
    [
      'average box price for active subs',
      {
        value: hundredths(
          divRound(
            sumBy(active, (s) => s.price),
            BigInt(active.length),
          ),
        ),
        means: 'mean Price per box over the Active rows',
      },
    ],
    [
      "what's our weekly revenue from active subscribers",
      {
        value: hundredths(divRound(weekly, 2n)),
        means: 'Active rows: weekly price + fortnightly price / 2',
      },
    ],
    [
      'how many boxes have we delivered in total',
      {
        value: String(subs.reduce((a, s) => a + s.boxes, 0)),
        means: 'sum of Boxes delivered, all rows',
      },
    ],
    [
      "who's had the most boxes",
      {
        value: String(subs[mostBoxes]!.boxes),
        at: subs[mostBoxes]!.name,
        means: 'the row with the largest Boxes delivered',
      },
    ],
    [
      'how many active subs pay by direct debit',
      {
        value: String(active.filter((s) => s.pays === 'Direct debit').length),
        means: 'Active rows with Pays by Direct debit',
      },
    ],
    [
      'what % of active subscribers are fortnightly',
      {
        value: pct(active.filter((s) => s.freq === 'Fortnightly').length, active.length),
        means: 'Active Fortnightly / Active, %',
      },
    ],
    [
      'how many new subscribers this year',
      {
        value: String(subs.filter((s) => s.start[0] === 2026).length),
        means: 'rows Started in 2026, any status',
      },
    ],
    [
      'how much does hannah pay per box',
      { value: hundredths(hannah.price), means: `${hannah.name}, Price per box` },
    ],
    [
      "what's our profit per box",
      { refuse: true, means: 'no produce, packing or delivery costs in the tracker' },
    ],
    [
      'how many subscribers will we have by christmas',
      { refuse: true, means: 'a forecast; the tracker has no projection' },
    ],
  ]),
};
