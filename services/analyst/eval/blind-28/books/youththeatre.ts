/** youththeatre: youth theatre charity, grant tracker with awarded/received/spent, dates as text, KSh. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(14);
const FUNDERS: Array<[string, string, boolean]> = [
  ['Ford Foundation', 'Schools touring programme', true],
  ['British Council', 'Playwriting lab', true],
  ['Nairobi County Arts Fund', 'Core costs', false],
  ['Safaricom Foundation', 'Youth stage skills', true],
  ['Goethe-Institut', 'Festival residency', true],
  ['KCB Foundation', 'Bursaries', true],
  ['Private donors circle', 'Unrestricted', false],
  ['HEVA Fund', 'Costume & set store', true],
];
const grants = FUNDERS.map(([funder, purpose, restricted], i) => {
  const awarded = BigInt(r.int(300, 4000)) * 100000n; // whole thousands of shillings
  const received = i === 7 ? 0n : (awarded * BigInt(r.pick([25, 50, 75, 100]))) / 100n;
  const spent = (received * BigInt(r.int(20, 95))) / 100n;
  const dd = r.int(1, 28);
  const mm = r.int(1, 9);
  return {
    funder,
    purpose,
    restricted,
    awarded,
    received,
    spent,
    date: `${String(dd).padStart(2, '0')}/${String(mm).padStart(2, '0')}/2026`,
    status:
      received === awarded
        ? 'Fully paid'
        : received === 0n
          ? 'Awaiting first payment'
          : 'Instalments',
  };
});
const A = total(grants.map((g) => g.awarded));
const Rc = total(grants.map((g) => g.received));
const S = total(grants.map((g) => g.spent));
const aw = grants.map((g) => g.awarded);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Grants 2026');
  putRows(ws, [
    ['Jukwaa Youth Theatre Trust'],
    ['Grant tracker - updated 31 Oct 2026 (KSh)'],
    [],
    [
      'Funder',
      'Purpose',
      'Date awarded',
      'Restricted?',
      'Awarded',
      'Received to date',
      'Still to receive',
      'Spent to date',
      'Unspent',
      'Status',
    ],
    ...grants.map((g) => [
      g.funder,
      g.purpose,
      g.date,
      g.restricted ? 'Yes' : 'No',
      cell(g.awarded),
      cell(g.received),
      cell(g.awarded - g.received),
      cell(g.spent),
      cell(g.received - g.spent),
      g.status,
    ]),
    [],
    [
      'TOTAL',
      undefined,
      undefined,
      undefined,
      cell(A),
      cell(Rc),
      cell(A - Rc),
      cell(S),
      cell(Rc - S),
    ],
  ]);
  for (let c = 5; c <= 9; c++) ws.getColumn(c).numFmt = '"KSh" #,##0';
  ws.getColumn(1).width = 26;
  return toBytes(wb);
}

const G = (f: string) => grants.find((g) => g.funder === f)!;

export const youththeatre: BlindBook = {
  name: 'youththeatre',
  business: 'youth theatre charity',
  shape:
    'grant tracker: awarded / received / still to receive / spent / unspent, text dates, TOTAL row',
  bytes,
  checks: [
    {
      what: 'awarded - received = still to receive',
      a: A - Rc,
      b: total(grants.map((g) => g.awarded - g.received)),
    },
    {
      what: 'received - spent = unspent',
      a: Rc - S,
      b: total(grants.map((g) => g.received - g.spent)),
    },
    { what: 'biggest grant unique', a: uniqueMax(aw) ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('youththeatre', [
    [
      'how much grant money have we been awarded',
      { value: hundredths(A), means: 'TOTAL row, Awarded' },
    ],
    [
      'how much is still to come in',
      { value: hundredths(A - Rc), means: 'TOTAL row, Still to receive' },
    ],
    ['biggest grant', { at: grants[argMax(aw)]!.funder, means: 'funder with the largest Awarded' }],
    [
      'how much of the british council money is unspent',
      {
        value: hundredths(G('British Council').received - G('British Council').spent),
        means: 'British Council, Unspent (received - spent)',
      },
    ],
    [
      'how many grants are restricted',
      {
        value: String(grants.filter((g) => g.restricted).length),
        means: 'count of Restricted? = Yes',
      },
    ],
    ['total spent so far', { value: hundredths(S), means: 'TOTAL row, Spent to date' }],
    [
      'what percentage of awarded funding have we received',
      { value: pct(Rc, A), tol: 0.01, means: 'Received / Awarded x 100, 2 dp' },
    ],
    [
      'how much did safaricom give us',
      {
        value: hundredths(G('Safaricom Foundation').awarded),
        means: 'Safaricom Foundation, Awarded',
      },
    ],
    [
      'unspent restricted funds',
      {
        value: hundredths(
          total(grants.filter((g) => g.restricted).map((g) => g.received - g.spent)),
        ),
        means: 'sum of Unspent where Restricted? = Yes',
      },
    ],
    [
      'how much have we received from ford',
      {
        value: hundredths(G('Ford Foundation').received),
        means: 'Ford Foundation, Received to date',
      },
    ],
    ['total received to date', { value: hundredths(Rc), means: 'TOTAL row, Received to date' }],
    [
      'how many grants are awaiting their first payment',
      {
        value: String(grants.filter((g) => g.status === 'Awaiting first payment').length),
        means: 'count of Status = Awaiting first payment',
      },
    ],
    [
      'will the lottery bid succeed',
      { refuse: true, means: 'a prediction; no such bid in the sheet' },
    ],
    [
      'how much can we spend on salaries',
      { refuse: true, means: 'grant conditions are not in the sheet' },
    ],
  ]),
};
