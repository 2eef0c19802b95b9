/** Surf school: a tips-jar ledger split between instructors, A$. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(15);
const CREW = ['Jack', 'Mia', 'Leo'];
interface T {
  m: number;
  d: number;
  cash: bigint;
  card: bigint;
  tot: bigint;
  share: bigint[];
  note?: string;
}
const ts: T[] = [];
for (const m of [8, 9]) {
  const dim = m === 8 ? 30 : 31;
  for (let d = 1; d <= dim; d++) {
    if (r.next() < 0.35) continue; // no lessons (flat or blown out)
    const on = CREW.map(() => r.next() < 0.7);
    if (!on.some(Boolean)) on[0] = true;
    const k = BigInt(on.filter(Boolean).length);
    const each = BigInt(r.int(8, 45)) * 100n + BigInt(r.int(0, 1)) * 50n;
    const share = on.map((o) => (o ? each : 0n));
    const tot = each * k;
    const card = (tot * BigInt(r.int(20, 60))) / 100n;
    ts.push({
      m,
      d,
      cash: tot - card,
      card,
      tot,
      share,
      note: k === 1n ? 'solo lessons' : undefined,
    });
  }
}
const S = (f: (t: T) => boolean, k: 'cash' | 'card' | 'tot'): bigint =>
  total(ts.filter(f).map((t) => t[k]));
const byCrew = CREW.map((_, i) => total(ts.map((t) => t.share[i]!)));
const tots = ts.map((t) => t.tot);
const best = ts[argMax(tots)]!;
const leoDay = ts.find((t) => t.m === 8 && t.d > 15 && t.share[2]! > 0n)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tips');
  putRows(ws, [
    ['Swell Surf School Byron - tips jar ledger, Spring 2026'],
    ['Split evenly between the instructors on the beach that day.'],
    [],
    ['Date', 'Cash tips', 'Card tips', 'Total', ...CREW, 'Notes'],
    ...ts.map((t) => [
      day(2026, t.m, t.d),
      cell(t.cash),
      cell(t.card),
      cell(t.tot),
      ...t.share.map((x) => (x ? cell(x) : undefined)),
      t.note,
    ]),
    [],
    [
      'TOTAL',
      cell(S(() => true, 'cash')),
      cell(S(() => true, 'card')),
      cell(S(() => true, 'tot')),
      ...byCrew.map(cell),
    ],
  ]);
  ws.getColumn(1).numFmt = 'd/mm/yyyy';
  for (let k = 2; k <= 7; k++) ws.getColumn(k).numFmt = '$#,##0.00';
  return toBytes(wb);
}

const all = S(() => true, 'tot');
const oct = ts.filter((t) => t.m === 9);
export const surf: BlindBook = {
  name: 'surf',
  business: 'surf school',
  shape: 'tips ledger split between instructors',
  bytes,
  checks: [
    { what: 'cash + card = total', a: S(() => true, 'cash') + S(() => true, 'card'), b: all },
    { what: 'instructor shares = total', a: total(byCrew), b: all },
    {
      what: 'best day and top instructor unique',
      a: uniqueMax(tots) && uniqueMax(byCrew) ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('surf', [
    [
      'how much in tips in september',
      { value: hundredths(S((t) => t.m === 8, 'tot')), means: 'Total, September 2026 rows' },
    ],
    [
      'how much has mia had in tips',
      { value: hundredths(byCrew[1]!), means: 'Mia column, all rows' },
    ],
    ['card tips total', { value: hundredths(S(() => true, 'card')), means: 'Card tips, all rows' }],
    [
      'best day for tips',
      { at: dayPlaces(2026, best.m, best.d), means: 'date with the largest Total (unique)' },
    ],
    [
      'average tips per day in october',
      {
        value: [
          meanCents(
            S((t) => t.m === 9, 'tot'),
            oct.length,
          ),
          meanCents(
            S((t) => t.m === 9, 'tot'),
            31,
          ),
        ],
        means: `October Total / ${oct.length} days with a row; or / 31 calendar days`,
      },
    ],
    [
      'who has got the most tips',
      { at: CREW[argMax(byCrew)]!, means: 'instructor with the largest summed share (unique)' },
    ],
    [
      'cash tips in october',
      { value: hundredths(S((t) => t.m === 9, 'cash')), means: 'Cash tips, October rows' },
    ],
    [
      `what did leo get on ${leoDay.d} sept`,
      {
        value: hundredths(leoDay.share[2]!),
        means: `Leo's share on ${dayPlaces(2026, 8, leoDay.d)[0]}`,
      },
    ],
    [
      'how much tax do the instructors owe on tips',
      { refuse: true, means: 'tax is not in the sheet' },
    ],
    ['how many lessons did we run', { refuse: true, means: 'no lesson counts in the ledger' }],
    [
      'what % of tips came on card',
      {
        value: pct(
          S(() => true, 'card'),
          all,
        ),
        means: 'Card tips / Total, %',
      },
    ],
    ['total tips for the two months', { value: hundredths(all), means: 'TOTAL row, Total' }],
  ]),
};
