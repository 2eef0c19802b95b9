/**
 * fitout: an interior fit-out contractor in Hong Kong, a 13-week cash-flow forecast from the
 * week commencing 7 Dec 2026: Week 1–13 across with the week-commencing dates as date cells in
 * the row under them and a Total column; Opening cash, Receipts lines and Total receipts,
 * Payments lines and Total payments, Net cash flow, Closing cash; notes under it (HKD).
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  dayPlaces,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(12);
const W = 13;
const OPENING = 168450000n;
const wc = Array.from({ length: W }, (_, k) => new Date(Date.UTC(2026, 11, 7 + 7 * k)));
const zero = (): bigint[] => Array.from({ length: W }, () => 0n);
const at = (pairs: Array<[number, number]>): bigint[] => {
  const xs = zero();
  for (const [k, c] of pairs) xs[k - 1] = BigInt(c);
  return xs;
};
const each = (lo: number, hi: number, p = 1): bigint[] =>
  Array.from({ length: W }, () => (r.next() < p ? BigInt(r.int(lo, hi) * 100) : 0n));

const RECEIPTS: Array<[string, bigint[]]> = [
  [
    'Progress claims - Causeway Bay office',
    at([
      [3, 246000000],
      [6, 192500000],
      [10, 228000000],
    ]),
  ],
  [
    'Progress claims - Kowloon Bay F&B',
    at([
      [4, 126000000],
      [8, 148800000],
      [12, 118500000],
    ]),
  ],
  ['Retention releases', at([[9, 41250000]])],
  ['Other receipts', each(3000, 18000, 0.3)],
];
const PAYMENTS: Array<[string, bigint[]]> = [
  ['Subcontractors', each(150000, 480000)],
  ['Materials', each(80000, 350000)],
  [
    'Salaries & MPF',
    at([
      [1, 9200000],
      [4, 61800000],
      [5, 9200000],
      [8, 61800000],
      [10, 9250000],
      [12, 62400000],
    ]),
  ],
  [
    'Office rent',
    at([
      [4, 8800000],
      [9, 8800000],
      [13, 8800000],
    ]),
  ],
  [
    'Insurance & bonds',
    at([
      [3, 12600000],
      [11, 4500000],
    ]),
  ],
  ['Profits tax', at([[6, 28600000]])],
  ['Other overheads', each(12000, 30000)],
];
const col = (ls: Array<[string, bigint[]]>, k: number): bigint => total(ls.map(([, v]) => v[k]!));
const rec = Array.from({ length: W }, (_, k) => col(RECEIPTS, k));
const pay = Array.from({ length: W }, (_, k) => col(PAYMENTS, k));
const net = rec.map((x, k) => x - pay[k]!);
const open: bigint[] = [];
const close: bigint[] = [];
net.forEach((n, k) => {
  open.push(k === 0 ? OPENING : close[k - 1]!);
  close.push(open[k]! + n);
});
const REC = total(rec);
const PAY = total(pay);
const low = argMin(close);
const bigPay = argMax(pay);
const line = (ls: Array<[string, bigint[]]>, n: string): bigint[] =>
  ls.find(([x]) => x.startsWith(n))![1];
const weekAt = (k: number): string[] => [
  `Week ${k + 1}`,
  ...dayPlaces(2026 + (k >= 4 ? 1 : 0), wc[k]!.getUTCMonth(), wc[k]!.getUTCDate()),
];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('13-week cash flow');
  ws.getCell('A1').value = 'Lam & Partners Interiors Ltd';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = '13-week cash flow forecast from w/c 7 Dec 2026 (HK$)';
  const h1 = ws.getRow(4);
  h1.values = ['Week', ...Array.from({ length: W }, (_, k) => k + 1), 'Total'];
  h1.font = { bold: true };
  const h2 = ws.getRow(5);
  h2.getCell(1).value = 'Week commencing';
  wc.forEach((d, k) => {
    h2.getCell(k + 2).value = d;
    h2.getCell(k + 2).numFmt = 'dd-mmm';
  });
  h2.font = { italic: true };
  const money = '#,##0;(#,##0)';
  let row = 7;
  const put = (label: string, v?: bigint[], withTotal = true, bold = false): void => {
    const rr = ws.getRow(row++);
    rr.getCell(1).value = label;
    v?.forEach((x, k) => {
      rr.getCell(k + 2).value = cell(x);
      rr.getCell(k + 2).numFmt = money;
    });
    if (v && withTotal) {
      rr.getCell(W + 2).value = cell(total(v));
      rr.getCell(W + 2).numFmt = money;
    }
    if (bold) rr.font = { bold: true };
  };
  put('Opening cash', open, false, true);
  row++;
  put('Receipts', undefined, false, true);
  for (const [n, v] of RECEIPTS) put(n, v);
  put('Total receipts', rec, true, true);
  row++;
  put('Payments', undefined, false, true);
  for (const [n, v] of PAYMENTS) put(n, v);
  put('Total payments', pay, true, true);
  row++;
  put('Net cash flow', net, true, true);
  put('Closing cash', close, false, true);
  row++;
  ws.getRow(row++).getCell(1).value =
    'Notes: salaries paid on the last working day of the month, MPF by the 10th.';
  ws.getRow(row++).getCell(1).value =
    'Claims assume certification within 14 days; retention on Wan Chai job released after defects period.';
  ws.getColumn(1).width = 38;
  for (let c = 2; c <= W + 2; c++) ws.getColumn(c).width = 12;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('opening + receipts − payments = closing', OPENING + REC - PAY, close[W - 1]!),
  same('nets = receipts − payments', total(net), REC - PAY),
  unique('closing cash', close, 'min'),
  holds('the tightest week is week 2–8 (no "Week 1" / "Week 1x" clash)', low > 0 && low < 8),
  holds(
    'cash never goes below zero',
    close.every((c) => c > 0n),
  ),
  unique('weekly payments', pay),
  holds('the week of the biggest payments is not week 1', bigPay > 0),
];

export const fitout: BlindBook = {
  name: 'fitout',
  business: 'interior fit-out contractor',
  shape: '13-week cash-flow forecast, weeks across with week-commencing dates, Total column',
  bytes: build,
  checks,
  questions: questionsFor('fitout', [
    [
      'what cash will we have at the end of the 13 weeks',
      { value: hundredths(close[W - 1]!), means: 'Closing cash, week 13 (w/c 1 Mar 2027)' },
    ],
    ['total receipts forecast', { value: hundredths(REC), means: 'Total receipts, Total column' }],
    [
      'when is cash tightest',
      {
        value: hundredths(close[low]!),
        at: [...weekAt(low), ...weekAt(low + 1)],
        means: 'the week with the lowest Closing cash (or the next week, which opens on it)',
      },
    ],
    [
      'how much are we paying subcontractors over the period',
      {
        value: hundredths(total(line(PAYMENTS, 'Subcontractors'))),
        means: 'Subcontractors, Total',
      },
    ],
    [
      'net cash flow over the 13 weeks',
      {
        value: hundredths(REC - PAY),
        means: 'Net cash flow, Total (closing week 13 − opening week 1)',
      },
    ],
    [
      'how much is the causeway bay job bringing in',
      {
        value: hundredths(total(line(RECEIPTS, 'Progress claims - Causeway'))),
        means: 'Progress claims - Causeway Bay office, Total',
      },
    ],
    [
      'which week has the biggest payments',
      {
        value: hundredths(pay[bigPay]!),
        at: weekAt(bigPay),
        means: 'the week with the largest Total payments',
      },
    ],
    [
      'total salaries and mpf',
      { value: hundredths(total(line(PAYMENTS, 'Salaries'))), means: 'Salaries & MPF, Total' },
    ],
    ['cash at the end of week 4', { value: hundredths(close[3]!), means: 'Closing cash, week 4' }],
    [
      'how many weeks do we go backwards',
      {
        value: String(net.filter((n) => n < 0n).length),
        means: 'weeks with a negative Net cash flow',
      },
    ],
    ['average weekly payments', { value: meanCents(PAY, W), means: 'Total payments / 13 weeks' }],
    [
      'what cash are we starting with',
      { value: hundredths(OPENING), means: 'Opening cash, week 1' },
    ],
    [
      'how much profits tax is due',
      {
        value: hundredths(total(line(PAYMENTS, 'Profits tax'))),
        means: 'Profits tax, Total (one payment, week 6)',
      },
    ],
    [
      'what did we actually receive last month',
      { refuse: true, means: 'a forecast from 7 Dec 2026 on; no actuals for November' },
    ],
    [
      "what's our profit on the kowloon bay job",
      { refuse: true, means: 'cash in only; no job costs or margins in the sheet' },
    ],
  ]),
};
