/** Bookkeeping firm (₾): AR aging of retainer clients, totals row at the bottom, a note under the table. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, putRow, sumB, type BookDef } from '../kit';

const CLIENTS = [
  'Kartuli Wines LLC',
  'Batumi Marine',
  'Tbilisi Print House',
  'Mtatsminda Cafe',
  'Rustavi Steelworks',
  'Svaneti Tours',
  'Georgian Tea Co',
  'Kutaisi Motors',
  'Old Town Hostel',
] as const;
const BUCKETS = ['Current', '1-30', '31-60', '61-90', '>90'] as const;

export const aging: BookDef = {
  name: 'aging',
  business: 'bookkeeping firm (retainers), Tbilisi',
  build(rng) {
    const rows = CLIENTS.map(() =>
      BUCKETS.map((_, b) =>
        rng.next() < (b === 0 ? 0.85 : 0.45) ? BigInt(rng.int(150, 4800)) * 100n : 0n,
      ),
    );
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('AR Aging');
    putRow(ws, 1, ['Accounts receivable aging summary as of 31 October 2025 (GEL ₾)']);
    putRow(ws, 3, ['Client', ...BUCKETS, 'Total']);
    rows.forEach((r, i) =>
      putRow(ws, 4 + i, [
        CLIENTS[i],
        ...r.map((x) => (x === 0n ? undefined : cell(x))),
        cell(sumB(r)),
      ]),
    );
    const colTot = BUCKETS.map((_, b) => sumB(rows.map((r) => r[b]!)));
    const rowTot = rows.map(sumB);
    const grand = sumB(rowTot);
    putRow(ws, 4 + CLIENTS.length, ['TOTAL', ...colTot.map(cell), cell(grand)]);
    putRow(ws, 6 + CLIENTS.length, [
      'Retainers are invoiced on the 1st; Svaneti Tours is on a payment plan.',
    ]);
    const top = argMax(rowTot);
    const over60 = colTot[3]! + colTot[4]!;
    const overdue = grand - colTot[0]!;
    const topOld = argMax(rows.map((r) => r[4]!));
    const clean = rows.filter((r) => sumB(r.slice(1)) === 0n).length;
    return {
      workbook: wb,
      checks: [{ what: 'bucket totals = client totals', a: sumB(colTot), b: grand }],
      questions: [
        {
          question: 'who owes us the most',
          expect: { at: CLIENTS[top] },
          means: 'client with the largest Total',
        },
        {
          question: 'how much are we owed in total',
          expect: { value: money(grand) },
          means: 'TOTAL row, Total column',
        },
        {
          question: 'how much is more than 60 days late',
          expect: { value: money(over60) },
          means: '61-90 + >90 totals',
        },
        {
          question: 'how much is overdue',
          expect: { value: money(overdue) },
          means: 'everything not Current: total - Current',
        },
        { question: 'over 90 days?', expect: { value: money(colTot[4]!) }, means: '>90 total' },
        {
          question: 'what does batumi marine owe',
          expect: { value: money(rowTot[1]!) },
          means: 'Batumi Marine, Total',
        },
        {
          question: 'what % of receivables is current',
          expect: { value: pct(colTot[0]!, grand) },
          means: 'Current total / grand total',
        },
        {
          question: 'which client has the most over 90 days',
          expect: { at: CLIENTS[topOld] },
          means: 'client with the largest >90 amount',
        },
        {
          question: 'how much of Kutaisi Motors is 31-60 days',
          expect: { value: money(rows[7]![2]!) },
          means: 'Kutaisi Motors, 31-60 (empty cell = 0)',
        },
        {
          question: 'how many clients have nothing overdue',
          expect: { value: String(clean) },
          means: 'clients whose 1-30..>90 are all empty',
        },
        {
          question: 'the 1-30 bucket total',
          expect: { value: money(colTot[1]!) },
          means: '1-30 total',
        },
        {
          question: 'when will svaneti pay',
          expect: { refuse: true },
          means: 'no dates or terms in the sheet beyond a note',
        },
        {
          question: 'how much did we bill this year',
          expect: { refuse: true },
          means: 'an aging shows balances, not billings',
        },
        {
          question: 'how much does old town hostel owe',
          expect: { value: money(rowTot[8]!) },
          means: 'Old Town Hostel, Total',
        },
        {
          question: 'share of receivables over 90 days',
          expect: { value: pct(colTot[4]!, grand) },
          means: '>90 total / grand total',
        },
      ],
    };
  },
};
