/**
 * Book 16 — steakhouse (USD): a TIP LOG for November 2026, one row per server per dinner shift
 * (closed Mondays): date as TEXT ("Sun 01 Nov"), server, covers, food & drink sales, card tips,
 * cash tips, total tips, tip % (a fraction of sales); Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  MON,
  cents,
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(16);
const NAME = 'steakhouse';
const SERVERS = ['Dana', 'Marcus', 'Priya', 'Tom', 'Elena'];
const SKILL = [0.19, 0.17, 0.21, 0.16, 0.18];
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
interface Shift {
  d: Date;
  s: number;
  covers: number;
  sales: number;
  card: number;
  cash: number;
  tips: number;
}
const shifts: Shift[] = [];
for (let dd = 1; dd <= 30; dd++) {
  const d = day(2026, 10, dd);
  const w = d.getUTCDay();
  if (w === 1) continue;
  const n = w === 5 || w === 6 ? 4 : 3;
  const off = dd % 5;
  for (let k = 0; k < n; k++) {
    const s = (off + k) % 5;
    const covers = r.int(14, w >= 5 ? 34 : 24);
    const sales = covers * cents(r, 52, 78);
    const tips = Math.round((sales * SKILL[s]! * r.int(85, 115)) / 100);
    const cash = Math.round((tips * r.int(5, 25)) / 100);
    shifts.push({ d, s, covers, sales, card: tips - cash, cash, tips });
  }
}
const T = total(shifts.map((x) => x.tips));
const S = total(shifts.map((x) => x.sales));
const CASH = total(shifts.map((x) => x.cash));
const CARD = total(shifts.map((x) => x.card));
const COV = shifts.reduce((a, x) => a + x.covers, 0);
const byServer = groupSum(
  shifts,
  (x) => SERVERS[x.s]!,
  (x) => x.tips,
);
const salesBy = groupSum(
  shifts,
  (x) => SERVERS[x.s]!,
  (x) => x.sales,
);
const rateBy = new Map(
  SERVERS.map((n) => [n, divRound(byServer.get(n)! * 1000000n, salesBy.get(n)!)]),
);
/** a shift's Tip % in hundredths of a percent (the cell holds bp / 10000) */
const bp = (x: Shift): bigint => divRound(BigInt(x.tips) * 10000n, BigInt(x.sales));
const fr = (x: Shift): number => Number(bp(x)) / 10000;
const meanRate = new Map(
  SERVERS.map((n, s) => {
    const xs = shifts.filter((x) => x.s === s);
    return [n, divRound(total(xs.map(bp)) * 1000n, BigInt(xs.length))];
  }),
);
const meanBp = divRound(total(shifts.map(bp)), BigInt(shifts.length));
const byDay = groupSum(
  shifts,
  (x) => x.d.toISOString(),
  (x) => x.tips,
);
const topDay = new Date(extreme(byDay)[0]);
const thr = between(
  shifts.map((x) => x.tips),
  12,
);
const over = shifts.filter((x) => x.tips > thr).length;
const sat14 = total(shifts.filter((x) => x.d.getUTCDate() === 14).map((x) => x.sales));
const priyaShifts = shifts.filter((x) => x.s === 2).length;
const label = (d: Date): string =>
  `${DOW[d.getUTCDay()]} ${String(d.getUTCDate()).padStart(2, '0')} ${MON[d.getUTCMonth()]}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tips Nov 2026');
  title(
    ws,
    1,
    'Ember & Oak Steakhouse — server tip log, November 2026 (dinner, closed Mondays)',
    8,
  );
  ws.getRow(3).values = [
    'Date',
    'Server',
    'Covers',
    'Food & drink sales',
    'Card tips',
    'Cash tips',
    'Total tips',
    'Tip %',
  ];
  shifts.forEach((x, k) => {
    ws.getRow(4 + k).values = [
      label(x.d),
      SERVERS[x.s],
      x.covers,
      x.sales / 100,
      x.card / 100,
      x.cash / 100,
      x.tips / 100,
      fr(x),
    ];
  });
  const tr = 4 + shifts.length;
  ws.getRow(tr).values = [
    'Totals',
    '',
    COV,
    Number(S) / 100,
    Number(CARD) / 100,
    Number(CASH) / 100,
    Number(T) / 100,
    Number(T) / Number(S),
  ];
  bold(ws, 3, tr);
  fmt(ws, [4, 5, 6, 7], '$#,##0.00');
  fmt(ws, [8], '0.0%');
  widths(ws, [12, 10, 8, 18, 11, 11, 11, 8]);
  return toBytes(wb);
}

const topRate = extreme(rateBy)[0];
export const steakhouse: BlindBook = {
  name: NAME,
  business: 'steakhouse',
  shape: 'server tip log, one row per server per shift, tip % as a fraction',
  bytes,
  checks: [
    same('card + cash = tips', CARD + CASH, T),
    same('servers = tips', total([...byServer.values()]), T),
    uniqueIn('top server by tips', byServer),
    uniqueIn('best tip rate', rateBy),
    holds('best tip rate same by mean Tip %', extreme(meanRate)[0] === topRate),
    uniqueIn('top day', byDay),
    offThreshold(
      'shift tips',
      shifts.map((x) => x.tips),
      thr,
    ),
    holds('14 Nov is a Saturday with shifts', day(2026, 10, 14).getUTCDay() === 6 && sat14 > 0n),
  ],
  questions: questionsFor(NAME, [
    ['How much did we take in tips in November?', val(money(T), 'Totals, Total tips')],
    ['Who got the most tips?', at(extreme(byServer)[0], 'server with the most total tips')],
    ['How much did we get in cash tips?', val(money(CASH), 'Totals, Cash tips')],
    [
      'What is our average tip percentage?',
      val([pct(T, S), hundredths(meanBp)], 'tips / sales, or the mean Tip %', { tol: 0.01 }),
    ],
    ['Which night brought in the most tips?', at(dayOf(topDay), 'day with the most tips')],
    ['How much did Marcus make in tips?', val(money(byServer.get('Marcus')!), 'Marcus total tips')],
    ['How many covers did we serve?', val(String(COV), 'Totals, Covers')],
    [
      'What share of tips were paid by card?',
      val(pct(CARD, T), 'card / total tips, %', { tol: 0.01 }),
    ],
    [
      'Which server gets the best tip percentage?',
      at(topRate, 'highest tips / sales (also mean Tip %)'),
    ],
    ['What are average tips per shift?', val(meanCents(T, shifts.length), 'total tips / shifts')],
    ['How many shifts did Priya work?', val(String(priyaShifts), 'Priya rows')],
    [
      `How many shifts made more than $${th(thr)} in tips?`,
      val(String(over), `shifts with tips > $${th(thr)}`),
    ],
    [
      'What were our food and drink sales on Saturday 14 November?',
      val(money(sat14), 'sales on Sat 14 Nov'),
    ],
    ['How much did tips come to per cover?', val(meanCents(T, COV), 'total tips / covers')],
    ['How much did we take in tips in October?', refuse('the log is November only')],
    ['How much tax do the servers owe on their tips?', refuse('not on the sheet')],
    [
      'Is anyone under-declaring their cash tips?',
      refuse('an opinion / accusation the sheet cannot support'),
    ],
  ]),
};
