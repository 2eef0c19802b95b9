/** Gym: a membership / MRR tracker, months down, two plans, US$. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  MON,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(8);
const STD = 4500n;
const PREM = 7900n;
interface M {
  std: number;
  prem: number;
  newJ: number;
  canc: number;
  mrr: bigint;
}
let std = 212;
let prem = 48;
const START = std + prem;
const months: M[] = [];
for (let m = 0; m < 10; m++) {
  const ns = r.int(8, 30);
  const np = r.int(1, 9);
  const cs = r.int(4, 22);
  const cp = r.int(0, 5);
  std += ns - cs;
  prem += np - cp;
  months.push({
    std,
    prem,
    newJ: ns + np,
    canc: cs + cp,
    mrr: BigInt(std) * STD + BigInt(prem) * PREM,
  });
}
const mem = (x: M): number => x.std + x.prem;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Members 2026');
  putRows(ws, [
    ['IronWorks Gym - membership tracker 2026'],
    ['Plans: Standard $45/month, Premium $79/month. Members at month end.'],
    [],
    [
      'Month',
      'Standard',
      'Premium',
      'Total members',
      'New joins',
      'Cancellations',
      'MRR ($)',
      'Notes',
    ],
    ['Dec 2025 (b/f)', undefined, undefined, START],
    ...months.map((x, m) => [
      `${MON[m]} 2026`,
      x.std,
      x.prem,
      mem(x),
      x.newJ,
      x.canc,
      cell(x.mrr),
      m === 0 ? 'New Year promo' : m === 8 ? 'price freeze email' : undefined,
    ]),
  ]);
  ws.getColumn(7).numFmt = '$#,##0.00';
  return toBytes(wb);
}

const canc = months.map((x) => x.canc);
const oct = months[9]!;
const sepOpen = mem(months[7]!);
export const gym: BlindBook = {
  name: 'gym',
  business: 'independent gym',
  shape: 'membership / MRR tracker, months down',
  bytes,
  checks: [
    {
      what: 'start + joins - cancellations = October members',
      a: BigInt(START) + total(months.map((x) => x.newJ - x.canc)),
      b: BigInt(mem(oct)),
    },
    {
      what: 'MRR = plans x prices',
      a: oct.mrr,
      b: BigInt(oct.std) * STD + BigInt(oct.prem) * PREM,
    },
    { what: 'worst cancellation month unique', a: uniqueMax(canc) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('gym', [
    ["what's our MRR now", { value: hundredths(oct.mrr), means: 'MRR, Oct 2026 (latest month)' }],
    [
      'how many members did we have at the end of june',
      { value: String(mem(months[5]!)), means: 'Total members, Jun 2026' },
    ],
    [
      'how many people cancelled this year',
      {
        value: String(canc.reduce((a, b) => a + b, 0)),
        means: 'sum of Cancellations Jan–Oct 2026',
      },
    ],
    [
      'worst month for cancellations',
      { at: monthPlaces(argMax(canc), 2026), means: 'month with most Cancellations (unique)' },
    ],
    [
      'how much has MRR grown since january',
      {
        value: [growth(months[0]!.mrr, oct.mrr), hundredths(oct.mrr - months[0]!.mrr)],
        means: 'Oct MRR vs Jan MRR: % change or difference',
      },
    ],
    [
      'new joiners in q3',
      {
        value: String(months.slice(6, 9).reduce((a, x) => a + x.newJ, 0)),
        means: 'New joins Jul+Aug+Sep',
      },
    ],
    ['annual run rate', { value: hundredths(oct.mrr * 12n), means: 'Oct MRR × 12' }],
    [
      'churn rate in september',
      {
        value: pct(BigInt(months[8]!.canc) * 100n, BigInt(sepOpen) * 100n),
        means: 'Sep cancellations / members at end of Aug, %',
      },
    ],
    [
      'how many premium members have we got',
      { value: String(oct.prem), means: 'Premium, Oct 2026' },
    ],
    [
      'average new joins a month',
      {
        value: meanCents(BigInt(months.reduce((a, x) => a + x.newJ, 0)) * 100n, 10),
        means: 'New joins total / 10 months, 2 dp',
      },
    ],
    [
      "what's the lifetime value of a member",
      { refuse: true, means: 'no tenure data to compute a lifetime value' },
    ],
    [
      'how much do we make from personal training',
      { refuse: true, means: 'no PT income in the sheet' },
    ],
    [
      'net member change in october',
      { value: String(oct.newJ - oct.canc), means: 'Oct New joins − Cancellations' },
    ],
  ]),
};
