/** Boarding kennel: a bank statement export (Date, Description, Paid in, Paid out, Balance), €. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMax,
  argMin,
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

const r = rng(2);
interface Tx {
  m: number;
  d: number;
  desc: string;
  inn: bigint;
  out: bigint;
}
const c = (lo: number, hi: number): bigint => BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 99));
const FAMILIES = ['MURPHY', 'KELLY', 'OBRIEN', 'WALSH', 'BYRNE'];
const txs: Tx[] = [];
for (const m of [8, 9]) {
  const dim = m === 8 ? 30 : 31;
  for (let d = 1; d <= dim; d++) {
    const wd = day(2026, m, d).getUTCDay();
    if (wd === 1) txs.push({ m, d, desc: 'STRIPE PAYOUT', inn: c(600, 2400), out: 0n });
    if (d % 4 === 2) {
      const f = FAMILIES[(d + m) % FAMILIES.length]!;
      txs.push({ m, d, desc: `SEPA CREDIT - BOOKING ${f}`, inn: c(90, 450), out: 0n });
    }
    if (d === 3) txs.push({ m, d, desc: 'DD ESB NETWORKS ELECTRIC', inn: 0n, out: c(210, 420) });
    if (d === 5) txs.push({ m, d, desc: 'DD ZURICH INSURANCE', inn: 0n, out: 18650n });
    if (d % 7 === 4)
      txs.push({ m, d, desc: 'CARD PAYMENT PETFOOD DIRECT', inn: 0n, out: c(140, 520) });
    if (d === 12 || d === 24)
      txs.push({ m, d, desc: 'VET - RIVERSIDE ANIMAL HOSPITAL', inn: 0n, out: c(60, 380) });
    if (d === 28) txs.push({ m, d, desc: 'SALARIES', inn: 0n, out: c(5200, 6100) });
    if (d === 15) txs.push({ m, d, desc: 'CASH LODGEMENT', inn: c(300, 900), out: 0n });
  }
}
const OPEN = 842315n;
const bal: bigint[] = [];
let run = OPEN;
for (const t of txs) {
  run += t.inn - t.out;
  bal.push(run);
}
const sumIf = (f: (t: Tx) => boolean, k: 'inn' | 'out'): bigint =>
  total(txs.filter(f).map((t) => t[k]));
const outs = txs.map((t) => t.out);
const iMaxOut = argMax(outs);
const iMinBal = argMin(bal);
const minUnique = bal.filter((b) => b === bal[iMinBal]).length === 1;
const eod = new Map<string, bigint>();
txs.forEach((t, i) => eod.set(`${t.m}-${t.d}`, bal[i]!));
const eodKeys = [...eod.keys()];
const eodMin = eodKeys[argMin([...eod.values()])]!;
const EUR = '€#,##0.00';

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  putRows(ws, [
    ['Account: Business Current Account 40-17-22 / 58321109 - Barkley Boarding Kennels'],
    ['Statement export 01/09/2026 to 31/10/2026'],
    [],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    [day(2026, 8, 1), 'Balance brought forward', undefined, undefined, cell(OPEN)],
    ...txs.map((t, i) => [
      day(2026, t.m, t.d),
      t.desc,
      t.inn ? cell(t.inn) : undefined,
      t.out ? cell(t.out) : undefined,
      cell(bal[i]!),
    ]),
  ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (const k of [3, 4, 5]) ws.getColumn(k).numFmt = EUR;
  ws.getColumn(2).width = 40;
  return toBytes(wb);
}

const lastBal = bal[bal.length - 1]!;
const mb = txs[iMinBal]!;
export const kennel: BlindBook = {
  name: 'kennel',
  business: 'boarding kennel',
  shape: 'bank statement export with running balance',
  bytes,
  checks: [
    {
      what: 'b/f + paid in - paid out = last balance',
      a: OPEN + sumIf(() => true, 'inn') - sumIf(() => true, 'out'),
      b: lastBal,
    },
    {
      what: 'Sep + Oct in = all in',
      a: sumIf((t) => t.m === 8, 'inn') + sumIf((t) => t.m === 9, 'inn'),
      b: sumIf(() => true, 'inn'),
    },
    { what: 'largest payment out unique', a: uniqueMax(outs) ? 1n : 0n, b: 1n },
    { what: 'lowest balance unique', a: minUnique ? 1n : 0n, b: 1n },
    { what: 'lowest balance below b/f', a: bal[iMinBal]! < OPEN ? 1n : 0n, b: 1n },
    {
      what: 'lowest end-of-day balance on the same day',
      a: eodMin === `${txs[iMinBal]!.m}-${txs[iMinBal]!.d}` ? 1n : 0n,
      b: 1n,
    },
  ],
  questions: questionsFor('kennel', [
    [
      "what's the balance at the end of the statement",
      { value: hundredths(lastBal), means: 'last Balance cell (31 Oct 2026)' },
    ],
    [
      'total money in during september',
      {
        value: hundredths(sumIf((t) => t.m === 8, 'inn')),
        means: 'sum of Paid in, Sep 2026 (the brought-forward line is not money in)',
      },
    ],
    [
      'how much went out in october',
      { value: hundredths(sumIf((t) => t.m === 9, 'out')), means: 'sum of Paid out, Oct 2026' },
    ],
    [
      'what did we spend on dog food',
      {
        value: hundredths(sumIf((t) => t.desc.includes('PETFOOD'), 'out')),
        means: 'Paid out on CARD PAYMENT PETFOOD DIRECT lines, Sep+Oct',
      },
    ],
    [
      'how much has stripe paid us altogether',
      {
        value: hundredths(sumIf((t) => t.desc === 'STRIPE PAYOUT', 'inn')),
        means: 'Paid in on STRIPE PAYOUT lines',
      },
    ],
    [
      'biggest single payment out',
      {
        value: hundredths(outs[iMaxOut]!),
        means: `largest Paid out (${txs[iMaxOut]!.desc}), unique`,
      },
    ],
    [
      'when was the balance lowest',
      {
        at: dayPlaces(2026, mb.m, mb.d),
        means: 'date of the lowest Balance after a transaction (unique)',
      },
    ],
    [
      'how much have we paid the vet',
      {
        value: hundredths(sumIf((t) => t.desc.startsWith('VET'), 'out')),
        means: 'Paid out on VET - RIVERSIDE ANIMAL HOSPITAL lines',
      },
    ],
    [
      'electricity total for the two months',
      {
        value: hundredths(sumIf((t) => t.desc.includes('ELECTRIC'), 'out')),
        means: 'Paid out on DD ESB NETWORKS ELECTRIC lines',
      },
    ],
    [
      'net cash flow for october',
      {
        value: hundredths(sumIf((t) => t.m === 9, 'inn') - sumIf((t) => t.m === 9, 'out')),
        means: 'Oct Paid in − Oct Paid out',
      },
    ],
    ['opening balance?', { value: hundredths(OPEN), means: 'Balance brought forward, 1 Sep 2026' }],
    [
      'are we going to go overdrawn next month',
      { refuse: true, means: 'a forecast; the statement has only past transactions' },
    ],
    [
      'how much did the murphys pay us for boarding',
      {
        value: hundredths(sumIf((t) => t.desc.endsWith('MURPHY'), 'inn')),
        means: 'Paid in on SEPA CREDIT - BOOKING MURPHY lines',
      },
    ],
    [
      'what did grooming supplies cost us',
      { refuse: true, means: 'no grooming-supplies payments in the statement' },
    ],
  ]),
};
