/**
 * Book 3 — shearing contractor (NZD): an expense log 1 Jul – 30 Nov 2026 sorted by category
 * then date: date as TEXT ("14-Jul-2026"), payee, category, details, amount (GST incl.) and
 * GST (3/23); after each of seven categories a subtotal row whose "Subtotal" label sits in the
 * Details column (the category name stays in the Category column) and a blank row; one stray
 * blank row inside the fuel lines; a TOTAL row (label in Details); `$` prefix.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money } from '../../expect';
import { at, between, bold, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  MON,
  argMax,
  cents,
  day,
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
  type BlindBook,
} from '../lib';

const r = rng(3);
const NAME = 'shearing';
interface Exp {
  d: Date;
  payee: string;
  cat: string;
  what: string;
  amt: number;
  gst: number;
}
const CATS = [
  'Fuel',
  'Vehicle repairs',
  'Shearing gear',
  'Accommodation',
  'Crew food',
  'Insurance',
  'Phone',
] as const;
const exps: Exp[] = [];
const add = (d: Date, payee: string, cat: string, what: string, amt: number): void => {
  exps.push({ d, payee, cat, what, amt, gst: Number(divRound(BigInt(amt) * 3n, 23n)) });
};
const START = day(2026, 6, 1);
const DAYS = 153; // 1 Jul – 30 Nov
const at0 = (i: number): Date => new Date(+START + i * 86400000);
// fuel: more fills in the spring shearing season (Sep–Nov)
for (let w = 0; w < 22; w++) {
  const spring = w >= 9;
  const n = spring ? r.int(2, 4) : r.int(1, 2);
  const used = new Set<number>();
  for (let k = 0; k < n; k++) {
    const i = Math.min(DAYS - 1, w * 7 + r.int(0, 6));
    if (used.has(i)) continue;
    used.add(i);
    add(
      at0(i),
      r.pick(['Z Energy', 'Z Energy', 'BP Connect', 'Mobil']),
      'Fuel',
      r.pick(['Diesel — ute', 'Diesel — ute & trailer']),
      cents(r, 85, 240),
    );
  }
}
for (const [i, payee, what, lo, hi] of [
  [12, 'Gore Diesel Services', 'Ute service', 380, 520],
  [47, 'Southland Tyres', 'Two tyres', 420, 560],
  [80, 'Gore Diesel Services', 'Clutch repair', 1600, 1950],
  [118, 'Southland Tyres', 'Puncture repair', 45, 70],
  [140, 'Gore Diesel Services', 'WOF and brake pads', 310, 420],
] as const)
  add(at0(i), payee, 'Vehicle repairs', what, cents(r, lo, hi));
for (const [i, payee, what, lo, hi] of [
  [20, 'Heiniger NZ', 'Combs × 10', 260, 320],
  [55, 'Lister Shearing Supplies', 'Cutters × 40', 300, 380],
  [64, 'Heiniger NZ', 'Handpiece service', 140, 190],
  [75, 'Lister Shearing Supplies', 'Combs × 10', 270, 330],
  [96, 'Heiniger NZ', 'Cutters × 40', 310, 390],
  [110, 'Lister Shearing Supplies', 'New handpiece', 820, 960],
  [131, 'Heiniger NZ', 'Combs × 10', 280, 340],
  [146, 'Lister Shearing Supplies', 'Cutters × 40', 320, 400],
] as const)
  add(at0(i), payee, 'Shearing gear', what, cents(r, lo, hi));
for (const [i, payee] of [
  [70, 'Gore Motor Lodge'],
  [88, 'Te Anau Top 10'],
  [101, 'Gore Motor Lodge'],
  [115, 'Te Anau Top 10'],
  [129, 'Gore Motor Lodge'],
  [143, 'Te Anau Top 10'],
] as const)
  add(at0(i), payee, 'Accommodation', 'Crew, 3 nights', cents(r, 540, 760));
for (let w = 0; w < 22; w++)
  add(
    at0(w * 7 + r.int(0, 4)),
    r.pick(["Pak'nSave", "Pak'nSave", 'New World']),
    'Crew food',
    'Crew groceries',
    w >= 9 ? cents(r, 330, 460) : cents(r, 150, 240),
  );
for (let mo = 6; mo <= 10; mo++) {
  add(day(2026, mo, 5), 'FMG', 'Insurance', 'Vehicle & liability cover', 31240);
  add(day(2026, mo, 18), 'One NZ', 'Phone', 'Mobile plan', cents(r, 95, 130));
}
const catOrder = (c: string): number => CATS.indexOf(c as (typeof CATS)[number]);
exps.sort((a, b) => catOrder(a.cat) - catOrder(b.cat) || +a.d - +b.d);

const A = (xs: Exp[]): bigint => sumBy(xs, (e) => e.amt);
const all = A(exps);
const gst = sumBy(exps, (e) => e.gst);
const ofCat = (c: string): Exp[] => exps.filter((e) => e.cat === c);
const inMonth = (xs: Exp[], mo: number): Exp[] => xs.filter((e) => e.d.getUTCMonth() === mo);
const catTot = CATS.map((c) => A(ofCat(c)));
const monthTot = [6, 7, 8, 9, 10].map((mo) => A(inMonth(exps, mo)));
const fuel = ofCat('Fuel');
const fuelFromSep = A(fuel.filter((e) => e.d.getUTCMonth() >= 8));
const paknsave = A(exps.filter((e) => e.payee === "Pak'nSave"));
const zFills = fuel.filter((e) => e.payee === 'Z Energy').length;
const biggest = exps.map((e) => e.amt);
const fuelNovJul = A(inMonth(fuel, 10)) - A(inMonth(fuel, 6));
const thr = between(biggest, 9);
const overThr = exps.filter((e) => e.amt > thr).length;
const txt = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${MON[d.getUTCMonth()]}-${d.getUTCFullYear()}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  title(ws, 1, 'Hollow Creek Shearing Ltd — expenses', 6);
  title(ws, 2, '1 July – 30 November 2026 (NZ$, GST inclusive)', 6);
  ws.getRow(4).values = ['Date', 'Payee', 'Category', 'Details', 'Amount', 'GST'];
  let row = 5;
  const bolds = [4];
  for (const c of CATS) {
    const xs = ofCat(c);
    xs.forEach((e, i) => {
      ws.getRow(row++).values = [txt(e.d), e.payee, e.cat, e.what, e.amt / 100, e.gst / 100];
      if (c === 'Fuel' && i === 9) row++; // a stray blank row
    });
    ws.getRow(row).values = [
      null,
      null,
      c,
      'Subtotal',
      Number(A(xs)) / 100,
      Number(sumBy(xs, (e) => e.gst)) / 100,
    ];
    bolds.push(row);
    row += 2;
  }
  ws.getRow(row).values = [null, null, null, 'TOTAL', Number(all) / 100, Number(gst) / 100];
  bolds.push(row);
  bold(ws, ...bolds);
  fmt(ws, [5, 6], '$#,##0.00');
  widths(ws, [13, 26, 16, 28, 12, 10]);
  return toBytes(wb);
}

const topCat = CATS[argMax(catTot)]!;
const topMonth = [6, 7, 8, 9, 10][argMax(monthTot)]!;
export const shearing: BlindBook = {
  name: NAME,
  business: 'shearing contractor',
  shape: 'expense log by category with "Subtotal" in the Details column, blank rows, TOTAL',
  bytes,
  checks: [
    same('categories = total', total(catTot), all),
    same('months = total', total(monthTot), all),
    same(
      'payees = total',
      [
        ...groupSum(
          exps,
          (e) => e.payee,
          (e) => e.amt,
        ).values(),
      ].reduce((a, b) => a + b, 0n),
      all,
    ),
    unique('top category', catTot),
    unique('top month', monthTot),
    unique('biggest bill', biggest),
    holds(
      "Pak'nSave only under Crew food",
      exps.every((e) => e.payee !== "Pak'nSave" || e.cat === 'Crew food'),
    ),
    holds('fuel up from July to November', fuelNovJul > 0n),
    holds(
      'all inside Jul–Nov',
      exps.every((e) => e.d.getUTCMonth() >= 6 && e.d.getUTCMonth() <= 10),
    ),
    offThreshold('expense', biggest, thr),
  ],
  questions: questionsFor(NAME, [
    ['What did we spend in total?', val(money(all), 'TOTAL row, Amount')],
    ['How much did we spend on fuel since July?', val(money(catTot[0]!), 'Fuel subtotal')],
    ["What's our biggest expense category?", at(topCat, 'category with the largest subtotal')],
    ['How much did we spend in September?', val(money(monthTot[2]!), 'lines dated September')],
    ['How much GST can we claim back?', val(money(gst), 'TOTAL row, GST')],
    ["How much did we spend at Pak'nSave?", val(money(paknsave), "Pak'nSave lines")],
    ['Which month did we spend the most?', at(monthAt(topMonth, 2026), 'month with most spend')],
    [
      'What did the crew food cost us in October?',
      val(money(A(inMonth(ofCat('Crew food'), 9))), 'Crew food lines dated October'),
    ],
    [
      'What was our biggest single bill?',
      val(money(Math.max(...biggest)), 'the largest Amount line'),
    ],
    ['How much have we spent on fuel since September?', val(money(fuelFromSep), 'Fuel, Sep–Nov')],
    [
      'What does an average fill-up cost us?',
      val(meanCents(catTot[0]!, fuel.length), 'mean Fuel line'),
    ],
    ['How many times did we fill up at Z?', val(String(zFills), 'Z Energy lines')],
    [
      'How much more did we spend on fuel in November than in July?',
      val(money(fuelNovJul), 'Fuel November − Fuel July', { abs: true }),
    ],
    [
      `How many expenses were over $${th(thr)}?`,
      val(String(overThr), `lines with Amount above $${th(thr)}`),
    ],
    ['How much did we earn from shearing?', refuse('income is not on an expense log')],
    ['What did we spend in June?', refuse('the log starts 1 July')],
    ['What will fuel cost us next month?', refuse('a forecast')],
  ]),
};
