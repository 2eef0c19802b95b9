/**
 * vineyard: a Stellenbosch wine estate's 12-month cash-flow forecast for 2027 in rand. Months
 * across as text labels with a Year column; opening bank balance, receipt lines and total,
 * payment lines and total, net cash flow and closing balance (overdraft shown negative).
 * Harvest costs fall in February-April, export shipments in four months only (blank otherwise).
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  holds,
  MON,
  monthAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  whole,
  type BlindBook,
} from '../lib';

const r = rng(2);
const M = 12;

/** [line, low, high, months it runs in (undefined = every month), seasonal factor by month] */
type Spec = [string, number, number, number[] | undefined, number[] | undefined];

// summer (Dec-Mar) is tourist season at the cellar door; weddings run Oct-Apr
const SUMMER = [1.5, 1.4, 1.2, 0.9, 0.7, 0.55, 0.55, 0.6, 0.75, 0.95, 1.15, 1.6];
const WED = [1.3, 1.4, 1.3, 1, 0.3, 0, 0, 0, 0.4, 1.1, 1.3, 1.2];

const RECEIPTS: Spec[] = [
  ['Cellar door & tasting room', 240000, 300000, undefined, SUMMER],
  ['Wine club', 88000, 96000, undefined, undefined],
  ['Export (distributor)', 520000, 780000, [2, 5, 8, 10], undefined],
  ['Local trade (restaurants)', 110000, 170000, undefined, undefined],
  ['Weddings & events', 150000, 210000, undefined, WED],
];
const HARVEST = [0, 1, 1, 0.6, 0, 0, 0, 0, 0, 0, 0, 0];
const PAYMENTS: Spec[] = [
  ['Permanent staff wages', 192000, 204000, undefined, undefined],
  ['Seasonal harvest labour', 180000, 240000, [1, 2, 3], HARVEST],
  ['Grapes bought in', 420000, 560000, [1, 2, 3], HARVEST],
  ['Bottles, corks & labels', 150000, 330000, [0, 4, 7, 8], undefined],
  ['Cellar chemicals & barrels', 25000, 60000, undefined, undefined],
  ['Electricity', 38000, 62000, undefined, undefined],
  ['Diesel & vehicles', 21000, 34000, undefined, undefined],
  ['Marketing & shows', 12000, 45000, undefined, undefined],
  ['Bond repayment', 86450, 86450, undefined, undefined],
  ['VAT to SARS', 60000, 140000, [1, 3, 5, 7, 9, 11], undefined],
  ['New stainless tanks (capex)', 680000, 680000, [0], undefined],
];

const build = (specs: Spec[]): Array<{ name: string; m: number[] }> =>
  specs.map(([name, lo, hi, only, season]) => ({
    name,
    m: Array.from({ length: M }, (_, i) => {
      if (only && !only.includes(i)) return 0;
      const base = lo === hi ? lo * 100 : whole(r, lo, hi);
      return Math.round((base * (season?.[i] ?? 1)) / 100) * 100;
    }),
  }));

const receipts = build(RECEIPTS);
const payments = build(PAYMENTS);
const recM = Array.from({ length: M }, (_, i) => total(receipts.map((l) => l.m[i]!)));
const payM = Array.from({ length: M }, (_, i) => total(payments.map((l) => l.m[i]!)));
const netM = recM.map((v, i) => v - payM[i]!);
const OPENING = 101235025n;
const closeM: bigint[] = [];
netM.forEach((n, i) => closeM.push((i === 0 ? OPENING : closeM[i - 1]!) + n));
const openM = [OPENING, ...closeM.slice(0, M - 1)];
const recY = total(recM);
const payY = total(payM);
const ln = (ls: typeof receipts, n: string): { name: string; m: number[] } =>
  ls.find((l) => l.name === n)!;
const exportL = ln(receipts, 'Export (distributor)');
const club = ln(receipts, 'Wine club');
const cellar = ln(receipts, 'Cellar door & tasting room');
const perm = ln(payments, 'Permanent staff wages');
const seasonal = ln(payments, 'Seasonal harvest labour');
const payTotals = payments.map((l) => total(l.m));
const low = argMin(closeM);
const overdrawn = closeM.filter((c) => c < 0n).length;
const outMonths = netM.filter((n) => n < 0n).length;

const questions = questionsFor('vineyard', [
  [
    'total receipts for 2027?',
    { value: hundredths(recY), means: 'Total receipts, Year column (January-December 2027)' },
  ],
  [
    'where do we end the year cash-wise',
    { value: hundredths(closeM[M - 1]!), means: 'Closing bank balance, December 2027' },
  ],
  [
    'when is cash tightest',
    {
      at: [...monthAt(low, 2027), ...monthAt(low + 1, 2027)],
      means:
        'The month with the lowest closing balance (or the next month, which opens on that balance)',
    },
  ],
  [
    'how low does the bank balance go',
    { value: hundredths(closeM[low]!), means: 'The lowest closing bank balance of the year' },
  ],
  [
    'how many months will we be in overdraft',
    { value: String(overdrawn), means: 'Months whose closing bank balance is below zero' },
  ],
  [
    'export receipts in the second half of the year',
    {
      value: hundredths(total(exportL.m.slice(6))),
      means: 'Export (distributor) receipts, July-December 2027',
    },
  ],
  [
    'what are we spending on wages next year',
    {
      value: [hundredths(total(perm.m)), hundredths(total(perm.m) + total(seasonal.m))],
      means: 'Permanent staff wages for 2027 (or with the seasonal harvest labour added)',
    },
  ],
  [
    'biggest payment line for the year',
    {
      at: payments[argMax(payTotals)]!.name,
      means: 'The payment line with the largest Year total',
    },
  ],
  [
    'how many months do we spend more than we bring in',
    { value: String(outMonths), means: 'Months with a negative net cash flow' },
  ],
  [
    'cellar door takings in december',
    { value: hundredths(cellar.m[11]!), means: 'Cellar door & tasting room, December 2027' },
  ],
  [
    'average monthly receipts',
    { value: meanCents(recY, M), means: 'Total receipts for 2027 / 12' },
  ],
  [
    'wine club as a share of receipts',
    { value: pct(total(club.m), recY), means: 'Wine club Year total / total receipts, %' },
  ],
  ['net cash flow in march', { value: hundredths(netM[2]!), means: 'Net cash flow, March 2027' }],
  [
    'total payments in q1',
    { value: hundredths(total(payM.slice(0, 3))), means: 'Total payments, January-March 2027' },
  ],
  [
    'how do receipts in december compare with january',
    {
      value: [hundredths(recM[11]! - recM[0]!), growth(recM[0]!, recM[11]!)],
      means: 'Total receipts December − January 2027, or the % change',
    },
  ],
  [
    'what were our actual sales in 2026',
    { refuse: true, means: 'The sheet is a 2027 forecast; no 2026 actuals' },
  ],
  [
    'how many bottles do we need to sell to break even',
    { refuse: true, means: 'No volumes or prices per bottle in the sheet' },
  ],
]);

const ZAR = '"R" #,##0.00;[Red]"R" -#,##0.00';

export const vineyard: BlindBook = {
  name: 'vineyard',
  business: 'wine estate',
  shape: '12-month cash-flow forecast 2027: months across as text, Year column, opening to closing',
  questions,
  checks: [
    same('receipt lines = monthly totals', total(receipts.map((l) => total(l.m))), recY),
    same('payment lines = monthly totals', total(payTotals), payY),
    same('opening + net for the year = closing', OPENING + recY - payY, closeM[M - 1]!),
    same(
      'each closing = next opening',
      BigInt(openM.slice(1).filter((o, i) => o !== closeM[i]).length),
      0n,
    ),
    unique('closing balance', closeM, 'min'),
    holds('lowest closing is before December', low < M - 1),
    holds('lowest closing is an overdraft', closeM[low]! < 0n),
    unique('payment line totals', payTotals),
    holds('some months overdrawn, not all', overdrawn > 0 && overdrawn < 6),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Cash flow 2027');
    const line = (l: { name: string; m: number[] }): unknown[] => [
      l.name,
      ...l.m.map((v) => (v === 0 ? undefined : cell(v))),
      cell(total(l.m)),
    ];
    putRows(ws, [
      ['Klipheuwel Wine Estate (Pty) Ltd'],
      ['Cash flow forecast: January to December 2027'],
      [
        'Amounts in rand (R). Prepared 28 November 2026. Overdraft facility with the bank R 750 000.',
      ],
      [],
      ['R', ...MON, 'Year'],
      ['Opening bank balance', ...openM.map(cell), cell(OPENING)],
      [],
      ['RECEIPTS'],
      ...receipts.map(line),
      ['Total receipts', ...recM.map(cell), cell(recY)],
      [],
      ['PAYMENTS'],
      ...payments.map(line),
      ['Total payments', ...payM.map(cell), cell(payY)],
      [],
      ['Net cash flow', ...netM.map(cell), cell(recY - payY)],
      ['Closing bank balance', ...closeM.map(cell), cell(closeM[M - 1]!)],
      [],
      [
        'Export receipts follow the distributor shipments (Mar, Jun, Sep, Nov). Tanks paid on delivery in January.',
      ],
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(5).font = { bold: true };
    ws.getColumn(1).width = 30;
    for (let c = 2; c <= 14; c++) {
      ws.getColumn(c).numFmt = ZAR;
      ws.getColumn(c).width = 14;
    }
    return toBytes(wb);
  },
};
