/**
 * Book 11 — dog trainer (EUR, Germany): a MILEAGE LOG Jul–Nov 2026 at €0.30 per km (stated in
 * a note row): date (date cells dd.mm.yyyy), from, to, purpose, client, km, claim (€); Totals
 * row; `€` suffix.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { at, bold, dayOf, fmt, refuse, title, val, widths } from '../helpers';
import {
  day,
  extreme,
  groupSum,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(11);
const NAME = 'dogtrainer';
const RATE = 30; // cents per km
const CLIENTS: Array<[string, string, number, number]> = [
  ['Familie Schneider', 'Home visit', 8, 22],
  ['Hundeverein Lindenau', 'Group class', 14, 26],
  ['Frau Becker', 'Home visit', 5, 14],
  ['Tierheim Südpark', 'Group class', 30, 44],
  ['Herr Yilmaz', 'Home visit', 18, 35],
  ['Fressnapf Großmarkt', 'Supplies', 9, 16],
  ['Hundeschulverband Seminar', 'Seminar', 95, 160],
];
const W = [5, 6, 4, 3, 3, 2, 1];
const bag = W.flatMap((w, i) => Array<number>(w).fill(i));
interface Trip {
  d: Date;
  c: number;
  km: number;
}
const trips: Trip[] = [];
for (let m = 6; m <= 10; m++) {
  const n = r.int(6, 10);
  const days = [...new Set(Array.from({ length: n }, () => r.int(1, 28)))].sort((a, b) => a - b);
  for (const d of days) {
    const c = m === 8 && d === days[0] ? 6 : r.pick(bag.filter((x) => x !== 6));
    const [, , lo, hi] = CLIENTS[c]!;
    trips.push({ d: day(2026, m, d), c, km: r.int(lo, hi) * 2 });
  }
}
const km = trips.reduce((s, t) => s + t.km, 0);
const claim = BigInt(km * RATE);
const monthKm = (m: number): number =>
  trips.filter((t) => t.d.getUTCMonth() === m).reduce((s, t) => s + t.km, 0);
const months = [6, 7, 8, 9, 10].map(monthKm);
const visits = groupSum(
  trips,
  (t) => CLIENTS[t.c]![0],
  () => 1,
);
const longest = trips.reduce((a, b) => (b.km > a.km ? b : a));
const schneider = trips.filter((t) => t.c === 0).reduce((s, t) => s + t.km, 0);
const THR = 45; // km are return trips (even), so never on it
const over = trips.filter((t) => t.km > THR).length;
const yil = trips.filter((t) => t.c === 4);
const lastYil = yil[yil.length - 1]!.d;
const byPurpose = groupSum(
  trips,
  (t) => CLIENTS[t.c]![1],
  (t) => t.km,
);
const supplies = byPurpose.get('Supplies') ?? 0n;
const bestM = months.indexOf(Math.max(...months));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Fahrtenbuch');
  title(ws, 1, 'Pfotenschule Berger — mileage log (Fahrtenbuch) July–November 2026', 7);
  ws.getCell(2, 1).value = 'Business trips in own car, claimed at €0.30 per km (return trips)';
  ws.getRow(4).values = ['Date', 'From', 'To', 'Purpose', 'Client', 'km', 'Claim (€)'];
  trips.forEach((t, k) => {
    ws.getRow(5 + k).values = [
      t.d,
      'Leipzig-Gohlis',
      CLIENTS[t.c]![0].replace(/^(Familie|Frau|Herr) /, '') + ' (return)',
      CLIENTS[t.c]![1],
      CLIENTS[t.c]![0],
      t.km,
      (t.km * RATE) / 100,
    ];
  });
  const tr = 5 + trips.length;
  ws.getRow(tr).values = ['Totals', '', '', '', '', km, Number(claim) / 100];
  bold(ws, 4, tr);
  fmt(ws, [1], 'dd.mm.yyyy');
  fmt(ws, [7], '#,##0.00 "€"');
  widths(ws, [12, 16, 28, 12, 26, 7, 11]);
  return toBytes(wb);
}

export const dogtrainer: BlindBook = {
  name: NAME,
  business: 'dog trainer',
  shape: 'mileage log with a per-km rate and claim column',
  bytes,
  checks: [
    same('months = km', BigInt(months.reduce((a, b) => a + b, 0)), BigInt(km)),
    same('claims = km × rate', total(trips.map((t) => t.km * RATE)), claim),
    uniqueIn('most visited client', visits),
    unique(
      'longest trip',
      trips.map((t) => t.km),
    ),
    unique('month km', months),
    offThreshold(
      'trip km',
      trips.map((t) => t.km),
      THR,
    ),
    holds('last Yilmaz trip alone', yil.length > 0),
    holds('one seminar', trips.filter((t) => t.c === 6).length === 1),
  ],
  questions: questionsFor(NAME, [
    ['How much can I claim for mileage in total?', val(money(claim), 'Totals, Claim')],
    ['How many km did I drive?', val(String(km), 'Totals, km')],
    ['How many km did I drive in September?', val(String(months[2]), 'September km')],
    ['Which client did I visit most often?', at(extreme(visits)[0], 'most trips')],
    ['What was my longest trip?', val(String(longest.km), `${CLIENTS[longest.c]![0]} km`)],
    ['How far did I drive for Familie Schneider?', val(String(schneider), 'Schneider km')],
    [
      'What is my average trip?',
      val(
        [meanCents(km * 100, trips.length), meanCents(claim, trips.length)],
        'mean km (or mean claim)',
      ),
    ],
    ['Which month did I drive the most?', at(monthAt(6 + bestM, 2026), 'month with most km')],
    [`How many trips were over ${THR} km?`, val(String(over), `km > ${THR}`)],
    ['How many trips did I make in total?', val(String(trips.length), 'log lines')],
    ['What is my claim for October?', val(money(BigInt(months[3]! * RATE)), 'October claim')],
    ['When did I last visit Herr Yilmaz?', at(dayOf(lastYil), 'latest Yilmaz date')],
    [
      'What share of my driving was for group classes?',
      val(pct(byPurpose.get('Group class')!, BigInt(km)), 'Group class km / km, %', { tol: 0.01 }),
    ],
    [
      'What did the supplies runs come to in mileage?',
      val([money(supplies * BigInt(RATE)), String(supplies)], 'Supplies claim (or km)'),
    ],
    ['How much did I spend on fuel?', refuse('a mileage claim is not fuel spend')],
    ['How many km did I drive in June?', refuse('the log starts in July')],
  ]),
};
