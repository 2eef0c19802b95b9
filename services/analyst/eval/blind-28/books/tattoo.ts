/** tattoo: tattoo studio, bank statement export (Date, Description, Paid in, Paid out, Balance), €. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  argMin,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
} from '../lib';

const r = rng(3);
interface Tx {
  m: number; // 8 = Sep, 9 = Oct (2026)
  d: number;
  desc: string;
  inn: bigint;
  out: bigint;
  bal: bigint;
}
const OPEN = BigInt(r.int(3000, 6000)) * 100n + 45n;
const raw: Omit<Tx, 'bal'>[] = [];
for (const m of [8, 9]) {
  const days = m === 8 ? 30 : 31;
  for (let d = 1; d <= days; d++) {
    const dow = new Date(Date.UTC(2026, m, d)).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    if (r.next() < 0.7)
      raw.push({ m, d, desc: 'SUMUP PAYOUT CARD SALES', inn: BigInt(r.int(9000, 60000)), out: 0n });
    if (d === 1) raw.push({ m, d, desc: 'SO RENT - INK & IRON UNIT 4', inn: 0n, out: 140000n });
    if (d === 10)
      raw.push({ m, d, desc: 'DD ELECTRIC IRELAND', inn: 0n, out: BigInt(r.int(12000, 26000)) });
    if (d % 9 === 3)
      raw.push({
        m,
        d,
        desc: 'CARD PURCHASE KILLER INK SUPPLIES',
        inn: 0n,
        out: BigInt(r.int(4000, 22000)),
      });
    if (d === 25 || d === 26) {
      if (!raw.some((t) => t.m === m && t.desc.startsWith('TRF ARTIST')))
        for (const a of ['NIAMH', 'DARIUSZ'])
          raw.push({
            m,
            d,
            desc: `TRF ARTIST PAYOUT ${a}`,
            inn: 0n,
            out: BigInt(r.int(90000, 180000)),
          });
    }
    if (d === 19 && m === 9)
      raw.push({
        m,
        d,
        desc: 'REVENUE COMMISSIONERS VAT',
        inn: 0n,
        out: BigInt(r.int(150000, 250000)),
      });
    if (d === 14 && m === 8)
      raw.push({ m, d, desc: 'CASH LODGEMENT', inn: BigInt(r.int(20000, 50000)), out: 0n });
  }
}
let bal = OPEN;
const txs: Tx[] = raw.map((t) => {
  bal = bal + t.inn - t.out;
  return { ...t, bal };
});
const CLOSE = bal;
const inM = (m: number) => total(txs.filter((t) => t.m === m).map((t) => t.inn));
const outM = (m: number) => total(txs.filter((t) => t.m === m).map((t) => t.out));
const outs = txs.map((t) => t.out);
const maxOut = outs.reduce((a, b) => (b > a ? b : a), 0n);
const lowIdx = argMin(txs.map((t) => t.bal));
const minBal = txs[lowIdx]!.bal < OPEN ? txs[lowIdx]!.bal : OPEN;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  putRows(ws, [
    ['Account: Ink & Iron Tattoo Studio Ltd  IBAN IE29 AIBK 9311 5212 3456 78'],
    ['Statement 01/09/2026 - 31/10/2026  Currency EUR'],
    [],
    ['Date', 'Description', 'Paid in', 'Paid out', 'Balance'],
    [day(2026, 8, 1), 'Opening balance', undefined, undefined, cell(OPEN)],
    ...txs.map((t) => [
      day(2026, t.m, t.d),
      t.desc,
      t.inn ? cell(t.inn) : undefined,
      t.out ? cell(t.out) : undefined,
      cell(t.bal),
    ]),
  ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(1).width = 12;
  ws.getColumn(2).width = 38;
  for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '€#,##0.00';
  return toBytes(wb);
}

const sumDesc = (re: RegExp, m?: number) =>
  total(
    txs.filter((t) => re.test(t.desc) && (m === undefined || t.m === m)).map((t) => t.inn + t.out),
  );

export const tattoo: BlindBook = {
  name: 'tattoo',
  business: 'tattoo studio',
  shape: 'bank statement export: Date, Description, Paid in, Paid out, Balance, opening row',
  bytes,
  checks: [
    {
      what: 'opening + paid in - paid out = closing balance',
      a: OPEN + total(txs.map((t) => t.inn)) - total(txs.map((t) => t.out)),
      b: CLOSE,
    },
    {
      what: 'Sep + Oct paid in = all paid in',
      a: inM(8) + inM(9),
      b: total(txs.map((t) => t.inn)),
    },
    {
      what: 'largest payment out is unique',
      a: BigInt(outs.filter((x) => x === maxOut).length),
      b: 1n,
    },
  ],
  questions: questionsFor('tattoo', [
    [
      'what was the closing balance',
      { value: hundredths(CLOSE), means: 'Balance on the last row (31 Oct 2026)' },
    ],
    [
      'how much came in in october',
      { value: hundredths(inM(9)), means: 'sum of Paid in dated October 2026' },
    ],
    [
      'total paid out in september',
      { value: hundredths(outM(8)), means: 'sum of Paid out dated September 2026' },
    ],
    [
      'how much did we spend on ink',
      {
        value: hundredths(sumDesc(/INK SUPPLIES/)),
        means: 'sum of Paid out on KILLER INK SUPPLIES lines, both months',
      },
    ],
    ['biggest single payment out', { value: hundredths(maxOut), means: 'largest Paid out amount' }],
    [
      'how much did sumup pay us in september',
      {
        value: hundredths(sumDesc(/SUMUP/, 8)),
        means: 'sum of Paid in on SUMUP PAYOUT lines in September',
      },
    ],
    [
      'how many card sales payouts in october',
      {
        value: String(txs.filter((t) => t.m === 9 && /SUMUP/.test(t.desc)).length),
        means: 'count of SUMUP PAYOUT lines in October',
      },
    ],
    [
      'lowest balance',
      {
        value: hundredths(minBal),
        means: 'smallest Balance on the statement (incl. the opening row)',
      },
    ],
    [
      'net cash flow in october',
      { value: hundredths(inM(9) - outM(9)), means: 'October Paid in - Paid out' },
    ],
    ['opening balance', { value: hundredths(OPEN), means: 'Opening balance row, 1 Sep 2026' }],
    [
      'how much did we pay Niamh',
      { value: hundredths(sumDesc(/NIAMH/)), means: 'sum of TRF ARTIST PAYOUT NIAMH, both months' },
    ],
    [
      'what was the vat bill',
      {
        value: hundredths(sumDesc(/VAT/)),
        means: 'REVENUE COMMISSIONERS VAT payment (one, in October)',
      },
    ],
    [
      'how much tax do we owe revenue right now',
      { refuse: true, means: 'a liability not in a bank statement' },
    ],
    [
      'what will the balance be at christmas',
      { refuse: true, means: 'a forecast beyond the statement' },
    ],
  ]),
};
