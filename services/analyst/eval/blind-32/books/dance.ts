/** Dance school: a membership and fees tracker, months down (text months), Jan–Oct 2026, EUR. */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  MON,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(9);
const N = 10;
let members = 142;
const rows = Array.from({ length: N }, (_, m) => {
  const open = members;
  const joins = r.int(3, 19) + (m === 8 ? 14 : 0);
  const leavers = r.int(2, 11) + (m === 6 ? 9 : 0);
  const close = open + joins - leavers;
  members = close;
  const fee = 4500; // €45 a month per member
  const billed = close * fee + r.int(0, 12) * 1500; // plus drop-in classes at €15
  const collected = billed - r.int(0, 9) * 4500;
  const note = m === 6 ? 'summer break leavers' : m === 8 ? 'open day' : undefined;
  return { m, open, joins, leavers, close, billed, collected, note };
});
const joins = rows.map((x) => x.joins);
const leavers = rows.map((x) => x.leavers);
const mostLeft = argMax(leavers);
const mostJoin = argMax(joins);
const billed = total(rows.map((x) => x.billed));
const coll = total(rows.map((x) => x.collected));
const q3 = rows.filter((x) => x.m >= 6 && x.m <= 8);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Members 2026'), [
    ['Step Out Dance Academy, Galway — members & fees 2026'],
    ['Monthly membership €45; drop-in classes €15'],
    [],
    [
      'Month',
      'Members at start',
      'Joined',
      'Left',
      'Members at end',
      'Fees billed (€)',
      'Fees collected (€)',
      'Notes',
    ],
    ...rows.map((x) => [
      `${MON[x.m]} 2026`,
      x.open,
      x.joins,
      x.leavers,
      x.close,
      cell(x.billed),
      cell(x.collected),
      x.note,
    ]),
    [],
    [
      'Total',
      undefined,
      Number(total(joins)),
      Number(total(leavers)),
      undefined,
      cell(billed),
      cell(coll),
    ],
  ]);
  return toBytes(wb);
}

export const dance: BlindBook = {
  name: 'dance',
  business: 'dance school',
  shape: 'membership tracker, text months down, fees billed vs collected',
  bytes,
  questions: questionsFor('dance', [
    [
      'how many members at the end of october',
      { value: String(rows[9]!.close), means: 'Members at end, Oct 2026' },
    ],
    [
      'how many joined this year',
      { value: String(total(joins)), means: 'Joined total, Jan–Oct 2026' },
    ],
    [
      'which month did we lose the most students',
      { at: monthPlaces(mostLeft, 2026), means: 'month with the most Left' },
    ],
    [
      'best month for new joiners',
      { at: monthPlaces(mostJoin, 2026), means: 'month with the most Joined' },
    ],
    ['total fees billed', { value: hundredths(billed), means: 'Fees billed total, Jan–Oct' }],
    [
      'how much is still uncollected',
      { value: hundredths(billed - coll), means: 'Fees billed − Fees collected, all months' },
    ],
    [
      'what % of fees did we actually collect',
      { value: pct(coll, billed), means: 'collected / billed × 100' },
    ],
    [
      'how much did membership grow since january',
      {
        value: [
          String(rows[9]!.close - rows[0]!.open),
          growth(rows[0]!.open * 100, rows[9]!.close * 100),
        ],
        means: 'Members at end Oct − Members at start Jan, or as % of Jan start',
      },
    ],
    [
      'fees collected in the summer (jul-sep)',
      {
        value: hundredths(total(q3.map((x) => x.collected))),
        means: 'Fees collected, Jul + Aug + Sep 2026',
      },
    ],
    ['how many left in march', { value: String(rows[2]!.leavers), means: 'Left, Mar 2026' }],
    [
      'what did we bill in may',
      { value: hundredths(BigInt(rows[4]!.billed)), means: 'Fees billed, May 2026' },
    ],
    ['how many kids do ballet', { refuse: true, means: 'no class breakdown in the sheet' }],
    ['will we reach 200 members by next summer', { refuse: true, means: 'a forecast' }],
  ]),
  checks: [
    {
      what: 'opening + joins − leavers = closing',
      a: BigInt(rows[0]!.open) + total(joins) - total(leavers),
      b: BigInt(rows[9]!.close),
    },
    { what: 'most leavers unique', a: uniqueMax(leavers) ? 1n : 0n, b: 1n },
    { what: 'most joiners unique', a: uniqueMax(joins) ? 1n : 0n, b: 1n },
  ],
};
