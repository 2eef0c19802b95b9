/** Coworking space: membership MRR tracker, months down (date cells) Jan-Oct 2026, churn negative, SGD. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  day,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(9);
const N = 10;
type M = {
  open: bigint;
  nw: bigint;
  exp: bigint;
  con: bigint;
  churn: bigint;
  close: bigint;
  members: number;
};
const ms: M[] = [];
let open = BigInt(r.int(3800000, 4200000));
let members = r.int(110, 125);
for (let k = 0; k < N; k++) {
  const nw = BigInt(r.int(180000, 620000));
  const exp = BigInt(r.int(20000, 160000));
  const con = -BigInt(r.int(0, 90000));
  const churn = -BigInt(r.int(60000, 380000));
  const close = open + nw + exp + con + churn;
  members += r.int(-3, 9);
  ms.push({ open, nw, exp, con, churn, close, members });
  open = close;
}
const news = ms.map((x) => x.nw);
const churns = ms.map((x) => -x.churn);
const last = ms[N - 1]!;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  const rows: unknown[][] = [
    ['The Foundry Coworking (Tanjong Pagar) - membership MRR, S$'],
    [],
    [
      'Month',
      'Opening MRR',
      'New',
      'Expansion',
      'Contraction',
      'Churn',
      'Closing MRR',
      'Members',
      'Notes',
    ],
  ];
  ms.forEach((x, k) =>
    rows.push([
      day(2026, k, 1),
      cell(x.open),
      cell(x.nw),
      cell(x.exp),
      cell(x.con),
      cell(x.churn),
      cell(x.close),
      x.members,
      k === 3 ? 'price rise on hot desks' : k === 7 ? 'two offices moved out' : undefined,
    ]),
  );
  putRows(ws, rows);
  ws.getColumn(1).numFmt = 'mmm-yy';
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '#,##0.00;(#,##0.00)';
  return toBytes(wb);
}

const jun = ms[5]!;

export const coworking: BlindBook = {
  name: 'coworking',
  business: 'coworking space',
  shape:
    'membership MRR bridge, months down as date cells, contraction/churn negative in brackets, members, notes',
  bytes: build,
  questions: questionsFor('coworking', [
    [
      'mrr at the end of october',
      { value: hundredths(last.close), means: 'Closing MRR, Oct 2026' },
    ],
    [
      'how much mrr have we lost to churn this year',
      {
        value: hundredths(total(ms.map((x) => x.churn))),
        abs: true,
        means: 'sum of Churn Jan-Oct 2026 (shown negative)',
      },
    ],
    [
      'best month for new business',
      { at: monthPlaces(argMax(news), 2026), means: 'month with the largest New MRR' },
    ],
    [
      'net new mrr in june',
      {
        value: hundredths(jun.nw + jun.exp + jun.con + jun.churn),
        means: 'New + Expansion + Contraction + Churn, Jun 2026 (= closing - opening)',
      },
    ],
    [
      'how much has mrr grown since january',
      {
        value: [hundredths(last.close - ms[0]!.close), growth(ms[0]!.close, last.close)],
        means: 'Closing MRR Oct - Closing MRR Jan (or the % growth)',
      },
    ],
    [
      'how many members did we have in august',
      { value: String(ms[7]!.members), means: 'Members, Aug 2026' },
    ],
    [
      'average new mrr a month',
      { value: meanCents(total(news), N), means: 'sum of New / 10 months' },
    ],
    [
      'total expansion revenue so far',
      { value: hundredths(total(ms.map((x) => x.exp))), means: 'sum of Expansion, Jan-Oct' },
    ],
    ["what's our ARR now", { value: hundredths(last.close * 12n), means: 'Closing MRR Oct x 12' }],
    [
      "what's a member's lifetime value",
      { refuse: true, means: 'no per-member tenure / revenue data' },
    ],
    ['what will mrr be next march', { refuse: true, means: 'a forecast beyond the data' }],
    [
      'which month did we churn the most',
      {
        at: monthPlaces(argMax(churns), 2026),
        means: 'month with the largest churn (most negative)',
      },
    ],
    ['opening mrr in january', { value: hundredths(ms[0]!.open), means: 'Opening MRR, Jan 2026' }],
  ]),
  checks: [
    {
      what: 'opening Jan + movements = closing Oct',
      a: ms[0]!.open + total(ms.map((x) => x.nw + x.exp + x.con + x.churn)),
      b: last.close,
    },
    { what: 'best new month unique', a: uniqueMax(news) ? 1n : 0n, b: 1n },
    { what: 'worst churn month unique', a: uniqueMax(churns) ? 1n : 0n, b: 1n },
  ],
};
