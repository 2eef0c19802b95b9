/**
 * Pilates studio, a MULTI-SHEET book (SGD): "Memberships" (months down: new members,
 * cancellations, active members at month end, MRR), "Class packs" (months x pack type with a
 * Total column, no Total row) and a "Read me" sheet of notes. MRR = active members x S$189.
 */
import { growth, meanCents, money as m } from '../../expect';
import {
  ExcelJS,
  MON,
  MONTHS,
  argExtreme,
  asker,
  cell,
  monthAt,
  rng,
  sumN,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'pilates-members';
const r = rng(NAME);
const FEE = 18_900;
let active = 212;
const rows = MONTHS.map((_, i) => {
  const joined = r.int(8, 30) + (i === 0 ? 12 : 0);
  const left = r.int(4, 19);
  active += joined - left;
  return { joined, left, active, mrr: active * FEE };
});
const PACKS: Array<[string, number]> = [
  ['Intro 3-class', 6_900],
  ['5-class pack', 16_500],
  ['10-class pack', 29_900],
  ['Private 1:1', 9_500],
];
const packs = MONTHS.map(() => PACKS.map(([, price]) => r.int(3, 40) * price));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const a = wb.addWorksheet('Memberships');
  a.addRow(['Core & Flow Pilates - memberships 2025']);
  a.addRow(['Month', 'New members', 'Cancellations', 'Active at month end', 'MRR (S$)']);
  rows.forEach((x, i) => a.addRow([`${MON[i]}-25`, x.joined, x.left, x.active, cell(x.mrr)]));
  a.getColumn(5).numFmt = '"S$"#,##0.00';
  const b = wb.addWorksheet('Class packs');
  b.addRow(['Class pack sales (S$)']);
  b.addRow([]);
  b.addRow(['', ...PACKS.map(([p]) => p), 'Total']);
  packs.forEach((x, i) => b.addRow([MONTHS[i], ...x.map(cell), cell(sumN(x))]));
  for (let c = 2; c <= 6; c++) b.getColumn(c).numFmt = '#,##0.00';
  const c = wb.addWorksheet('Read me');
  c.addRow(['Membership is S$189 a month, billed on the 1st.']);
  c.addRow(['Class packs are paid up front and are not part of MRR.']);
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const mrr = rows.map((x) => x.mrr);
const peak = argExtreme(
  rows.map((x) => x.active),
  'max',
);
const packTotal = sumN(packs.map((x) => sumN(x)));
const tens = packs.map((x) => x[2]!);
const bestTens = argExtreme(tens, 'max');
const byMonthPacks = packs.map((x) => sumN(x));
const bestPackMonth = argExtreme(byMonthPacks, 'max');

q('mrr in december', { value: m(mrr[11]!) }, 'MRR, Dec-25');
q(
  'how much did mrr grow over the year %',
  { value: growth(mrr[0]!, mrr[11]!) },
  '(Dec MRR - Jan MRR) / Jan MRR',
);
q(
  'how many new members this year',
  { value: String(sumN(rows.map((x) => x.joined))) },
  'sum of New members',
);
q('total cancellations', { value: String(sumN(rows.map((x) => x.left))) }, 'sum of Cancellations');
q(
  'whats our churn rate',
  { refuse: true },
  'churn has several definitions (per month, per year, on which base): ask',
);
q(
  'when did we have the most members',
  { value: String(rows[peak]!.active), at: monthAt(peak) },
  'month with the largest Active at month end',
);
q('class pack sales for the year', { value: m(packTotal) }, 'sum of the Class packs Total column');
q(
  'best month for 10 class packs',
  { value: m(tens[bestTens]!), at: monthAt(bestTens) },
  'month with the largest 10-class pack sales',
);
q('average mrr', { value: meanCents(sumN(mrr), 12) }, 'mean of the 12 MRR values');
q(
  'how many active members now',
  { value: String(rows[11]!.active) },
  'Active at month end, Dec (the last month)',
);
q(
  'whats the lifetime value of a member',
  { refuse: true },
  'needs a churn assumption: not in the book',
);
q('private session sales in august', { value: m(packs[7]![3]!) }, 'Private 1:1, August');
q(
  'which month sold the most class packs (in dollars)',
  { value: m(byMonthPacks[bestPackMonth]!), at: monthAt(bestPackMonth) },
  'month with the largest class-pack Total',
);
q('new members in march', { value: String(rows[2]!.joined) }, 'New members, Mar-25');
q(
  'total revenue for the year',
  { refuse: true },
  'MRR is a monthly rate, billed revenue is not on the sheet (and packs are separate): ask',
);

export const pilatesMembers: BlindBook = {
  name: NAME,
  business: 'pilates studio',
  shape: 'multi-sheet book: memberships/MRR, class packs by month x pack, notes sheet',
  bytes,
  questions: list,
  checks: [
    ['MRR = active x fee', rows.every((x) => x.mrr === x.active * FEE)],
    [
      'active = start + joined - left',
      rows[11]!.active === 212 + sumN(rows.map((x) => x.joined - x.left)),
    ],
  ],
};
