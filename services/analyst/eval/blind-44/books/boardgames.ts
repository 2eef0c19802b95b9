/**
 * Book 2 — board game shop (DKK): a sales log 1 Sep – 30 Nov 2026, one row per sale line with
 * date cells (dd-mm-yyyy), order no, game, category, qty, unit price, line total (qty × price),
 * channel (Shop / Webshop) and status; three webshop orders are "Cancelled" and the Total row
 * (as its note says) leaves them out. Two title rows, a note, a `kr.` suffix.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, dayOf, fmt, refuse, th, title, val, widths } from '../helpers';
import {
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
  where,
  type BlindBook,
} from '../lib';

const r = rng(2);
const NAME = 'boardgames';
const GAMES: Array<[string, string, number, number]> = [
  // name, category, price (kr. cents), weight
  ['Wingspan', 'Strategy', 44995, 3],
  ['Catan', 'Strategy', 32995, 5],
  ['Terraforming Mars', 'Strategy', 52995, 2],
  ['Ticket to Ride', 'Family', 34995, 13],
  ['Carcassonne', 'Family', 24995, 4],
  ['Azul', 'Family', 29995, 4],
  ['Codenames', 'Party', 17995, 5],
  ['Dixit', 'Party', 27995, 3],
  ['Just One', 'Party', 19995, 3],
  ['Exploding Kittens', 'Card games', 14995, 4],
  ['Sushi Go!', 'Card games', 9995, 3],
  ['The Crew', 'Card games', 12995, 3],
  ['Card sleeves (100)', 'Accessories', 4995, 4],
  ['Dice set', 'Accessories', 7995, 3],
  ['Game mat', 'Accessories', 19995, 2],
];
const bag = GAMES.flatMap((g, i) => Array<number>(g[3]).fill(i));

interface Sale {
  d: Date;
  order: string;
  g: number;
  qty: number;
  line: number;
  web: boolean;
  cancelled: boolean;
}
const sales: Sale[] = [];
let no = 5301;
for (let m = 8; m <= 10; m++) {
  const days = m === 8 ? 30 : m === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    const n = r.int(0, 2) + (m === 10 && d === 27 ? 4 : 0);
    for (let k = 0; k < n; k++) {
      const g = r.pick(bag);
      const qty = r.next() < 0.15 ? 2 : 1;
      sales.push({
        d: day(2026, m, d),
        order: `O-${no++}`,
        g,
        qty,
        line: qty * GAMES[g]![2],
        web: r.next() < 0.35,
        cancelled: false,
      });
    }
  }
}
// three webshop orders cancelled (the 4th, 15th and 26th webshop lines)
const webIdx = where(sales, (s) => s.web);
for (const i of [3, 14, 25]) sales[webIdx[i]!]!.cancelled = true;

const live = sales.filter((s) => !s.cancelled);
const sumOf = (xs: Sale[]): bigint => total(xs.map((s) => s.line));
const allTotal = sumOf(sales);
const liveTotal = sumOf(live);
const inMonth = (xs: Sale[], m: number): Sale[] => xs.filter((s) => s.d.getUTCMonth() === m);
const cat = (xs: Sale[]): Map<string, bigint> =>
  groupSum(
    xs,
    (s) => GAMES[s.g]![1],
    (s) => s.line,
  );
const gameRev = (xs: Sale[]): Map<string, bigint> =>
  groupSum(
    xs,
    (s) => GAMES[s.g]![0],
    (s) => s.line,
  );
const gameQty = (xs: Sale[]): Map<string, bigint> =>
  groupSum(
    xs,
    (s) => GAMES[s.g]![0],
    (s) => s.qty,
  );
const dayRev = (xs: Sale[]): Map<string, bigint> =>
  groupSum(
    xs,
    (s) => s.d.toISOString(),
    (s) => s.line,
  );
const topCat = extreme(cat(live))[0];
const topGame = extreme(gameQty(live))[0];
const topDay = new Date(extreme(dayRev(live))[0]);
const webLive = live.filter((s) => s.web);
const webAll = sales.filter((s) => s.web);
const acc = (xs: Sale[]): bigint => sumOf(xs.filter((s) => GAMES[s.g]![1] === 'Accessories'));
const topQty = (xs: Sale[]): bigint =>
  total(xs.filter((s) => GAMES[s.g]![0] === topGame).map((s) => s.qty));
const thr = between(
  live.map((s) => s.line),
  10,
);
const overL = live.filter((s) => s.line > thr).length;
const overA = sales.filter((s) => s.line > thr).length;
const sep = (xs: Sale[]): bigint => sumOf(inMonth(xs, 8));
const nov = (xs: Sale[]): bigint => sumOf(inMonth(xs, 10));
const dixit = sales.filter((s) => GAMES[s.g]![0] === 'Dixit');
const firstDixit = dixit[0]!.d;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Salg');
  title(ws, 1, 'Terning & Tårn ApS — sales log', 9);
  title(ws, 2, '1 September – 30 November 2026, DKK incl. moms', 9);
  ws.getRow(4).values = [
    'Date',
    'Order no',
    'Item',
    'Category',
    'Qty',
    'Unit price',
    'Line total',
    'Channel',
    'Status',
  ];
  sales.forEach((s, i) => {
    ws.getRow(5 + i).values = [
      s.d,
      s.order,
      GAMES[s.g]![0],
      GAMES[s.g]![1],
      s.qty,
      GAMES[s.g]![2] / 100,
      s.line / 100,
      s.web ? 'Webshop' : 'Shop',
      s.cancelled ? 'Cancelled' : 'Completed',
    ];
  });
  const tr = 5 + sales.length;
  ws.getCell(tr, 1).value = 'Total';
  ws.getCell(tr, 7).value = Number(liveTotal) / 100;
  ws.getCell(tr + 2, 1).value = 'Total excludes cancelled webshop orders.';
  bold(ws, 4, tr);
  fmt(ws, [6, 7], '#,##0.00 "kr."');
  ws.getColumn(1).numFmt = 'dd-mm-yyyy';
  widths(ws, [12, 10, 20, 13, 6, 12, 12, 10, 11]);
  return toBytes(wb);
}

export const boardgames: BlindBook = {
  name: NAME,
  business: 'board game shop',
  shape: 'sales log, one row per sale line, with cancelled orders',
  bytes,
  checks: [
    same(
      'months = completed total',
      total([8, 9, 10].map((m) => sumOf(inMonth(live, m)))),
      liveTotal,
    ),
    same('categories = completed total', total([...cat(live).values()]), liveTotal),
    same('shop + web = total', sumOf(live.filter((s) => !s.web)) + sumOf(webLive), liveTotal),
    same('qty × price = line', total(sales.map((s) => s.qty * GAMES[s.g]![2])), allTotal),
    uniqueIn('top category (completed)', cat(live)),
    holds('top category same with cancelled', extreme(cat(sales))[0] === topCat),
    uniqueIn('top game by qty (completed)', gameQty(live)),
    holds(
      'top game same by qty all / by revenue',
      extreme(gameQty(sales))[0] === topGame &&
        extreme(gameRev(live))[0] === topGame &&
        extreme(gameRev(sales))[0] === topGame,
    ),
    uniqueIn('top day (completed)', dayRev(live)),
    holds('top day same with cancelled', extreme(dayRev(sales))[0] === topDay.toISOString()),
    holds('three cancelled', sales.filter((s) => s.cancelled).length === 3),
    offThreshold(
      'line',
      sales.map((s) => s.line),
      thr,
    ),
    holds(
      'first Dixit not cancelled and alone that day',
      !dixit[0]!.cancelled && dixit.filter((s) => +s.d === +firstDixit).length === 1,
    ),
  ],
  questions: questionsFor(NAME, [
    [
      'What were our total sales in the log?',
      val([money(liveTotal), money(allTotal)], 'completed lines (the Total row), or all lines'),
    ],
    [
      'How much did we sell in October?',
      val(
        [money(sumOf(inMonth(live, 9))), money(sumOf(inMonth(sales, 9)))],
        'October lines, without or with cancelled',
      ),
    ],
    ['Which category sells best?', at(topCat, 'category with the most takings')],
    ['What is our best-selling game?', at(topGame, 'most copies sold (also most takings)')],
    [
      'How many sales did we make through the webshop?',
      val([String(webLive.length), String(webAll.length)], 'webshop lines, completed or all'),
    ],
    [
      'What is our average sale?',
      val(
        [meanCents(liveTotal, live.length), meanCents(allTotal, sales.length)],
        'mean line total, completed or all',
      ),
    ],
    [
      'What share of our sales came from the webshop?',
      val([pct(sumOf(webLive), liveTotal), pct(sumOf(webAll), allTotal)], 'webshop / total, %', {
        tol: 0.01,
      }),
    ],
    ['Which day did we take the most?', at(dayOf(topDay), 'day with the highest takings')],
    ['How many orders were cancelled?', val('3', 'lines with status Cancelled')],
    [
      'How much did we sell in accessories?',
      val([money(acc(live)), money(acc(sales))], 'Accessories category'),
    ],
    [
      `How many copies of ${topGame} did we sell?`,
      val([String(topQty(live)), String(topQty(sales))], 'sum of Qty'),
    ],
    [
      `How many sales were over ${th(thr)} kr.?`,
      val([String(overL), String(overA)], `lines above ${th(thr)} kr.`),
    ],
    [
      'How did November compare with September?',
      val(
        [
          money(nov(live) - sep(live)),
          growth(sep(live), nov(live)),
          money(nov(sales) - sep(sales)),
          growth(sep(sales), nov(sales)),
        ],
        'Nov vs Sep: difference or % change',
        { abs: true, tol: 0.01 },
      ),
    ],
    ['When did we first sell Dixit?', at(dayOf(firstDixit), 'date of the first Dixit line')],
    ['What profit did we make on the strategy games?', refuse('no costs on a sales log')],
    ['What did we sell in August?', refuse('the log starts 1 September')],
  ]),
};
