/**
 * lawfirm — a small law firm's timesheet, November 2026 (HKD): one row per fee earner, matter and
 * day (date, fee earner, matter no., client, activity, hours in tenths, billable Y / N, rate,
 * amount blank when not billable); weekdays only; Total row.
 */
import ExcelJS from 'exceljs';
import { money, pct, ratio2, meanCents } from '../../expect';
import {
  cell,
  day,
  holds,
  pickAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';
import { extreme, groupSum } from '../lib';

const r = rng(14);
const EARNERS: Array<[string, number]> = [
  ['Grace Lam', 4800],
  ['Daniel Ho', 3200],
  ['Karen Tsang', 2400],
  ['Ryan Cheung', 1200],
  ['Mandy Yip', 900],
];
const MATTERS: Array<[string, string, string[]]> = [
  [
    'M-2026-087',
    'Harbour Logistics Ltd',
    ['Drafting witness statement', 'Call with client', 'Reviewing disclosure'],
  ],
  [
    'M-2026-098',
    'Chan & Co',
    ['Lease review', 'Letter to landlord’s solicitors', 'Research – forfeiture'],
  ],
  [
    'M-2026-114',
    'Wong Holdings Ltd',
    ['Due diligence review', 'Drafting SPA', 'Completion meeting prep'],
  ],
  [
    'M-2026-121',
    'Lee Family Trust',
    ['Probate application', 'Estate accounts', 'Call with executors'],
  ],
  [
    'M-2026-131',
    'Sino-Pacific Trading',
    ['Statutory demand', 'Court filing', 'Letter before action'],
  ],
];
interface E {
  d: number;
  who: string;
  rate: number;
  matter: string;
  client: string;
  act: string;
  tenths: number;
  bill: boolean;
  amount: number;
}
const entries: E[] = [];
for (let d = 1; d <= 30; d++) {
  const wd = day(2026, 10, d).getUTCDay();
  if (wd === 0 || wd === 6) continue;
  for (const [who, rate] of EARNERS) {
    const n = r.pick([1, 2, 2, 3]);
    for (let k = 0; k < n; k++) {
      const internal = r.next() < 0.12;
      const tenths = r.int(3, 40);
      if (internal) {
        entries.push({
          d,
          who,
          rate,
          matter: 'INT-ADMIN',
          client: 'Internal',
          act: r.pick(['Training / CPD', 'Business development', 'File admin']),
          tenths,
          bill: false,
          amount: 0,
        });
      } else {
        const [matter, client, acts] = r.pick(MATTERS);
        entries.push({
          d,
          who,
          rate,
          matter,
          client,
          act: r.pick(acts),
          tenths,
          bill: true,
          amount: rate * 10 * tenths,
        });
      }
    }
  }
}
const amounts = entries.map((e) => e.amount);
const AMT = total(amounts);
const TEN = total(entries.map((e) => e.tenths));
const billT = total(
  pickAt(
    entries.map((e) => e.tenths),
    where(entries, (e) => e.bill),
  ),
);
const byWho = groupSum(
  entries,
  (e) => e.who,
  (e) => e.amount,
);
const [topWho, topWhoV] = extreme(byWho);
const byClient = groupSum(
  entries.filter((e) => e.bill),
  (e) => e.client,
  (e) => e.amount,
);
const [topClient, topClientV] = extreme(byClient);
const hoursOf = (ok: (e: E) => boolean): bigint =>
  total(
    pickAt(
      entries.map((e) => e.tenths),
      where(entries, ok),
    ),
  );
const lee = hoursOf((e) => e.client === 'Lee Family Trust');
const d16 = hoursOf((e) => e.d === 16);
const maxAmt = Math.max(...amounts);
const h = (t: bigint): string => ratio2(t, 10n);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Timesheet Nov 2026');
  ws.getCell('A1').value = 'Lam, Ho & Partners — Solicitors';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Time recorded, 1–30 November 2026 (HK$; hours in tenths)';
  ws.getRow(4).values = [
    'Date',
    'Fee earner',
    'Matter no.',
    'Client',
    'Activity',
    'Hours',
    'Billable',
    'Rate (HK$/hr)',
    'Amount (HK$)',
  ];
  ws.getRow(4).font = { bold: true };
  entries.forEach((e, j) => {
    ws.getRow(5 + j).values = [
      day(2026, 10, e.d),
      e.who,
      e.matter,
      e.client,
      e.act,
      e.tenths / 10,
      e.bill ? 'Y' : 'N',
      e.rate,
      e.bill ? cell(e.amount) : null,
    ];
  });
  const t = ws.getRow(5 + entries.length);
  t.getCell(1).value = 'Total';
  t.getCell(6).value = Number(TEN) / 10;
  t.getCell(9).value = cell(AMT);
  t.font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(6).numFmt = '0.0';
  ws.getColumn(8).numFmt = '#,##0';
  ws.getColumn(9).numFmt = '#,##0.00';
  ws.getColumn(5).width = 30;
  return toBytes(wb);
}

export const lawfirm: BlindBook = {
  name: 'lawfirm',
  business: 'law firm (solicitors, five fee earners)',
  shape: 'timesheet',
  bytes,
  checks: [
    same('earners = total', total([...byWho.values()]), AMT),
    same('clients = total', total([...byClient.values()]), AMT),
    same(
      'amount = hours × rate',
      total(entries.map((e) => (e.bill ? e.rate * 10 * e.tenths : 0))),
      AMT,
    ),
    unique('earners by amount', [...byWho.values()]),
    unique('clients by amount', [...byClient.values()]),
    unique('entry amounts', amounts),
    holds('16 Nov is a weekday with time', d16 > 0n),
  ],
  questions: questionsFor('lawfirm', [
    ['total billed in november', { value: money(AMT), means: 'Total row, Amount (billable time)' }],
    ['how many hours did we record', { value: h(TEN), means: 'Total row, Hours' }],
    ['billable hours?', { value: h(billT), means: 'Hours where Billable is Y' }],
    [
      'who billed the most',
      { at: topWho, value: money(topWhoV), means: 'the fee earner with the largest Amount' },
    ],
    [
      'hours spent on the lee family trust',
      { value: h(lee), means: 'Hours on Lee Family Trust rows' },
    ],
    [
      'which client did we bill the most',
      { at: topClient, value: money(topClientV), means: 'the client with the largest Amount' },
    ],
    [
      'what % of our hours were billable',
      { value: pct(billT, TEN), means: 'billable hours / all hours × 100' },
    ],
    [
      'how much did karen tsang bill',
      { value: money(byWho.get('Karen Tsang')!), means: 'Amount of Karen Tsang rows' },
    ],
    ['non-billable hours', { value: h(TEN - billT), means: 'Hours where Billable is N' }],
    [
      'average hourly rate',
      {
        value: [
          ratio2(AMT, billT * 10n),
          meanCents(total(EARNERS.map((e) => e[1] * 100)), EARNERS.length),
        ],
        tol: 0.01,
        means: 'Amount / billable hours, or the mean of the five rates',
      },
    ],
    [
      'how many matters did we work on',
      { value: ['5', '6'], means: 'the five client matters, or six with INT-ADMIN' },
    ],
    ['hours logged on 16 nov', { value: h(d16), means: 'Hours dated 16/11/2026' }],
    ['biggest single time entry', { value: money(maxAmt), means: 'the largest Amount on one row' }],
    [
      'what have we billed wong holdings',
      {
        value: money(byClient.get('Wong Holdings Ltd')!),
        means: 'Amount of Wong Holdings Ltd rows',
      },
    ],
    ['has chan & co paid us', { refuse: true, means: 'a timesheet holds no payments' }],
    [
      'what will december billing look like',
      { refuse: true, means: 'a forecast; December is not on the sheet' },
    ],
  ]),
};
