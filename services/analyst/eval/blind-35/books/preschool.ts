/**
 * preschool: a pre-school's petty cash book (EUR), September to November 2026, imprest float
 * of €300. Date, voucher, details, received (top-ups from the bank), paid, analysis columns
 * (art & craft, snacks & milk, cleaning, postage & stationery, sundries), running balance as
 * formulas; balance b/f on the first row, a totals row and a balance c/f line.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(16);
const CATS = ['Art & craft', 'Snacks & milk', 'Cleaning', 'Postage & stationery', 'Sundries'];
const SPEND: Array<[number, string[], number, number]> = [
  [
    0,
    [
      'Art supplies, Dealz',
      'Paint & glue, Eurospar',
      'Craft card, Easons',
      'Play-doh & glitter, Tiger',
    ],
    600,
    3800,
  ],
  [
    1,
    [
      'Milk, Centra',
      'Fruit, Tesco',
      'Crackers & rice cakes, Lidl',
      'Milk & bread, Centra',
      'Fruit & yoghurts, Aldi',
    ],
    450,
    3200,
  ],
  [2, ['Cleaning products, Dunnes', 'Hand soap & wipes, Lidl', 'Mop heads, Woodies'], 500, 3600],
  [3, ['Stamps, An Post', 'Printer paper, Easons', 'Laminating pouches, Easons'], 300, 2800],
  [4, ['Batteries, Eurospar', 'Plasters, pharmacy', 'Keys cut', 'Lightbulbs, Woodies'], 350, 2000],
];
interface Row {
  date: Date;
  voucher: string;
  details: string;
  recv: number;
  paid: number;
  cat: number; // -1 for a receipt
  bal: number;
}
const FLOAT = 30000;
const BF = 8645;
const ROWS: Row[] = [];
let bal = BF;
let v = 41;
for (let m = 8; m <= 10; m++) {
  const days = [...new Set(Array.from({ length: 11 }, () => r.int(1, m === 9 ? 30 : 29)))].sort(
    (a, b) => a - b,
  );
  const topUpDays =
    m === 8
      ? [days[0]!, days[Math.floor(days.length * 0.6)]!]
      : [days[Math.floor(days.length / 2)]!];
  for (const d of days) {
    if (topUpDays.includes(d) || bal < 4000) {
      const amt = FLOAT - bal;
      bal += amt;
      ROWS.push({
        date: day(2026, m, d),
        voucher: '',
        details: `Cash from bank (chq ${100400 + ROWS.length})`,
        recv: amt,
        paid: 0,
        cat: -1,
        bal,
      });
    }
    const [cat, names, lo, hi] = r.pick(SPEND);
    const paid = Math.min(r.int(lo, hi), bal - 500);
    bal -= paid;
    ROWS.push({
      date: day(2026, m, d),
      voucher: `PC${v++}`,
      details: r.pick(names),
      recv: 0,
      paid,
      cat,
      bal,
    });
  }
}
// one larger payment: the Hallowe'en party
ROWS.splice(
  ROWS.findIndex((x) => x.date >= day(2026, 9, 28)),
  0,
  {
    date: day(2026, 9, 28),
    voucher: 'PCX',
    details: "Hallowe'en party: pumpkins & treats",
    recv: 0,
    paid: 6480,
    cat: 4,
    bal: 0,
  },
);
// renumber vouchers and recompute balances after the insert
bal = BF;
v = 41;
for (const x of ROWS) {
  if (x.cat >= 0) x.voucher = `PC${v++}`;
  else x.recv = FLOAT - bal;
  bal += x.recv - x.paid;
  x.bal = bal;
}

const pays = ROWS.filter((x) => x.cat >= 0);
const recvs = ROWS.filter((x) => x.cat < 0);
const paidAmts = pays.map((x) => x.paid);
const big = argMax(paidAmts);
const catTotals = CATS.map((_, c) => total(pays.filter((x) => x.cat === c).map((x) => x.paid)));
const topCat = argMax(catTotals);
const inMonth = (m: number): Row[] => pays.filter((x) => x.date.getUTCMonth() === m);
const sepRows = ROWS.filter((x) => x.date.getUTCMonth() === 8);
const endSep = sepRows[sepRows.length - 1]!.bal;
const last = ROWS[ROWS.length - 1]!.bal;
const B = pays[big]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Petty cash');
  ws.getCell('A1').value = 'Little Acorns Community Pre-school, Ennis';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Petty cash book, Sept-Nov 2026. Float €300, topped up from the bank account.';
  const head = ['Date', 'Voucher', 'Details', 'Received €', 'Paid €', ...CATS, 'Balance €'];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const E = '#,##0.00';
  const b = ws.getRow(H + 1);
  b.getCell(1).value = day(2026, 8, 1);
  b.getCell(1).numFmt = 'dd/mm/yyyy';
  b.getCell(3).value = 'Balance b/f';
  b.getCell(11).value = cell(BF);
  b.getCell(11).numFmt = E;
  ROWS.forEach((x, i) => {
    const n = H + 2 + i;
    const w = ws.getRow(n);
    w.getCell(1).value = x.date;
    w.getCell(1).numFmt = 'dd/mm/yyyy';
    if (x.voucher) w.getCell(2).value = x.voucher;
    w.getCell(3).value = x.details;
    if (x.recv) w.getCell(4).value = cell(x.recv);
    if (x.paid) {
      w.getCell(5).value = cell(x.paid);
      w.getCell(6 + x.cat).value = cell(x.paid);
    }
    w.getCell(11).value = { formula: `K${n - 1}+D${n}-E${n}`, result: cell(x.bal) };
    for (let c = 4; c <= 11; c++) w.getCell(c).numFmt = E;
  });
  const tn = H + 2 + ROWS.length;
  const t = ws.getRow(tn);
  t.getCell(3).value = 'Totals';
  const col = (c: number): string => String.fromCharCode(64 + c);
  const vals = [total(recvs.map((x) => x.recv)), total(paidAmts), ...catTotals];
  vals.forEach((val, i) => {
    const c = 4 + i;
    t.getCell(c).value = {
      formula: `SUM(${col(c)}${H + 2}:${col(c)}${tn - 1})`,
      result: cell(val),
    };
    t.getCell(c).numFmt = E;
  });
  t.font = { bold: true };
  const cf = ws.getRow(tn + 1);
  cf.getCell(1).value = day(2026, 10, 30);
  cf.getCell(1).numFmt = 'dd/mm/yyyy';
  cf.getCell(3).value = 'Balance c/f';
  cf.getCell(11).value = { formula: `K${tn - 1}`, result: cell(last) };
  cf.getCell(11).numFmt = E;
  ws.getRow(tn + 3).getCell(1).value =
    'Receipts for every voucher are in the blue folder. Checked by the treasurer monthly.';
  [11, 8, 34, 11, 9, 11, 13, 9, 19, 9, 11].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'b/f + received - paid = closing balance',
    a: BigInt(BF) + total(recvs.map((x) => x.recv)) - total(paidAmts),
    b: BigInt(last),
  },
  { what: 'analysis columns add to paid', a: total(catTotals), b: total(paidAmts) },
  unique('single payment', paidAmts),
  unique('category totals', catTotals),
  holds(
    'balance never negative',
    ROWS.every((x) => x.bal >= 0),
  ),
  holds(
    'some stationery in November',
    inMonth(10).some((x) => x.cat === 3),
  ),
  holds(
    'top-ups restore the float',
    recvs.every((x) => x.bal === FLOAT),
  ),
  holds('largest payment is the party', B.voucher !== '' && B.details.startsWith('Hallowe')),
];

const questions = questionsFor('preschool', [
  [
    'how much petty cash is left',
    { value: money(last), means: 'Balance c/f (the last running balance)' },
  ],
  ['total spent on snacks', { value: money(catTotals[1]!), means: 'Snacks & milk column total' }],
  ['total paid out', { value: money(total(paidAmts)), means: 'Paid € total' }],
  [
    'how many times did we top up',
    { value: String(recvs.length), means: 'rows with Received € (b/f not counted)' },
  ],
  [
    'biggest single payment',
    {
      at: [B.voucher, "Hallowe'en", ...dayPlaces(2026, B.date.getUTCMonth(), B.date.getUTCDate())],
      value: money(B.paid),
      means: 'largest Paid € row',
    },
  ],
  [
    'what did we spend in october',
    { value: money(total(inMonth(9).map((x) => x.paid))), means: 'Paid € of the October rows' },
  ],
  [
    'stationery spend in november',
    {
      value: money(
        total(
          inMonth(10)
            .filter((x) => x.cat === 3)
            .map((x) => x.paid),
        ),
      ),
      means: 'Postage & stationery of the November rows',
    },
  ],
  [
    'balance at the end of september',
    { value: money(endSep), means: 'running Balance on the last September row' },
  ],
  [
    'which category did we spend most on',
    {
      at: CATS[topCat]!,
      value: money(catTotals[topCat]!),
      means: 'analysis column with the largest total',
    },
  ],
  [
    'average payment',
    { value: meanCents(total(paidAmts), pays.length), means: 'Paid € total / payment rows' },
  ],
  [
    'how much did the bank top-ups come to',
    { value: money(total(recvs.map((x) => x.recv))), means: 'Received € total' },
  ],
  ['what was the opening balance', { value: money(BF), means: 'Balance b/f on 1 Sept 2026' }],
  [
    'how much did we spend in august',
    { refuse: true, means: 'the book starts 1 September with a balance b/f' },
  ],
  [
    'are we spending too much on snacks',
    { refuse: true, means: 'an opinion, not a figure in the sheet' },
  ],
]);

export const preschool: BlindBook = {
  name: 'preschool',
  business: 'community pre-school',
  shape:
    'petty cash book: b/f, top-ups from the bank, payments with analysis columns, running balance as formulas, totals and c/f',
  bytes,
  questions,
  checks,
};
