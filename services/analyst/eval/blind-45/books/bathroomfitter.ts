/**
 * Book 12 — bathroom fitter (EUR): a QUOTE LOG for 2026 (January – November): quote no, date
 * sent as TEXT ("12/03/26", dd/mm/yy), customer, area, job type, quote (ex VAT, €50 steps),
 * status (Won / Lost / Pending; pending only from September on), reason lost (blank unless
 * lost); Total row of all quotes; `€` prefix.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, sumBy, th, title, val, widths } from '../helpers';
import {
  argMax,
  extreme,
  groupSum,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  unique,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(12);
const NAME = 'bathroomfitter';
const JOBS: Array<[string, number, number, number]> = [
  // job type, lo, hi (euro), weight
  ['Full refit', 9500, 18000, 3],
  ['Wet room', 7000, 12500, 2],
  ['Shower upgrade', 2200, 4800, 4],
  ['En-suite', 6500, 11000, 2],
  ['Tiling only', 1200, 3400, 2],
];
const jbag = JOBS.flatMap((j, i) => Array<number>(j[3]).fill(i));
const SURNAMES = [
  'Murphy',
  'Kelly',
  "O'Brien",
  'Byrne',
  'Ryan',
  'Walsh',
  "O'Sullivan",
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'McLoughlin',
  'Carroll',
  'Connolly',
  'Daly',
];
const AREAS = [
  'Ranelagh',
  'Rathmines',
  'Clontarf',
  'Drumcondra',
  'Dún Laoghaire',
  'Lucan',
  'Swords',
];
const REASONS = ['Price', 'Price', 'Price', 'Went with another fitter', 'Postponed', 'No reply'];
interface Q {
  no: string;
  d: Date;
  who: string;
  area: string;
  job: number;
  amt: number;
  status: 'Won' | 'Lost' | 'Pending';
  reason: string;
}
const qs: Q[] = [];
let no = 601;
for (let mo = 0; mo <= 10; mo++) {
  const n = r.int(5, 9) + (mo === 2 ? 2 : 0);
  const days = new Date(Date.UTC(2026, mo + 1, 0)).getUTCDate();
  const ds = Array.from({ length: n }, () => r.int(1, days)).sort((a, b) => a - b);
  for (const d of ds) {
    const job = r.pick(jbag);
    const x = r.next();
    const status: Q['status'] =
      mo >= 8 && x < (mo - 7) * 0.22 ? 'Pending' : x < 0.62 ? 'Won' : 'Lost';
    qs.push({
      no: `Q-${no++}`,
      d: new Date(Date.UTC(2026, mo, d)),
      who: `${r.pick(SURNAMES)}`,
      area: r.pick(AREAS),
      job,
      amt: stepped(r, JOBS[job]![1], JOBS[job]![2], 5000),
      status,
      reason: status === 'Lost' ? r.pick(REASONS) : '',
    });
  }
}
const A = (xs: Q[]): bigint => sumBy(xs, (q) => q.amt);
const won = qs.filter((q) => q.status === 'Won');
const lost = qs.filter((q) => q.status === 'Lost');
const pending = qs.filter((q) => q.status === 'Pending');
const quoted = A(qs);
const wonJob = groupSum(
  won,
  (q) => JOBS[q.job]![0],
  (q) => q.amt,
);
const reasons = groupSum(
  lost,
  (q) => q.reason,
  () => 1,
);
const monthCount = Array.from(
  { length: 11 },
  (_, m) => qs.filter((q) => q.d.getUTCMonth() === m).length,
);
const wonQ3 = A(won.filter((q) => q.d.getUTCMonth() >= 6 && q.d.getUTCMonth() <= 8));
const amts = qs.map((q) => q.amt);
const thr = between(amts, 12);
const overThr = amts.filter((x) => x > thr).length;
const dmy = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear()).slice(2)}`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Quotes 2026');
  title(ws, 1, 'Liffey Bathrooms Ltd — quote log 2026', 8);
  ws.getRow(3).values = [
    'Quote no',
    'Date sent',
    'Customer',
    'Area',
    'Job type',
    'Quote (ex VAT)',
    'Status',
    'Reason lost',
  ];
  qs.forEach((q, i) => {
    ws.getRow(4 + i).values = [
      q.no,
      dmy(q.d),
      q.who,
      q.area,
      JOBS[q.job]![0],
      q.amt / 100,
      q.status,
      q.reason || null,
    ];
  });
  const tr = 4 + qs.length;
  ws.getRow(tr).values = ['Total', null, null, null, null, Number(quoted) / 100];
  bold(ws, 3, tr);
  fmt(ws, [6], '€#,##0.00');
  widths(ws, [9, 11, 13, 15, 15, 14, 9, 24]);
  return toBytes(wb);
}

const decided = won.length + lost.length;
export const bathroomfitter: BlindBook = {
  name: NAME,
  business: 'bathroom fitter',
  shape: 'quote / estimate log with won, lost and pending status',
  bytes,
  checks: [
    same('won + lost + pending = quoted', A(won) + A(lost) + A(pending), quoted),
    same(
      'job types of won = won',
      [...wonJob.values()].reduce((a, b) => a + b, 0n),
      A(won),
    ),
    uniqueIn('top job type by won value', wonJob),
    uniqueIn('top reason lost', reasons),
    unique(
      'biggest won job',
      won.map((q) => q.amt),
    ),
    unique('busiest quoting month', monthCount),
    holds(
      'some pending, all from September',
      pending.length > 0 && pending.every((q) => q.d.getUTCMonth() >= 8),
    ),
    offThreshold('quote', amts, thr),
  ],
  questions: questionsFor(NAME, [
    ['How much did we quote in total this year?', val(money(quoted), 'Total row')],
    ['How much work did we win?', val(money(A(won)), 'quotes with status Won')],
    [
      "What's our win rate?",
      val(
        [pct(won.length, qs.length), pct(won.length, decided), pct(A(won), quoted)],
        'Won / all quotes, or Won / decided, by count (or by value), %',
        { tol: 0.01 },
      ),
    ],
    ['How many quotes are still pending?', val(String(pending.length), 'status Pending')],
    ['What are the pending quotes worth?', val(money(A(pending)), 'Pending quote values')],
    [
      'Which type of job brings in the most won work?',
      at(extreme(wonJob)[0], 'job type with the largest Won value'),
    ],
    ["What's our average quote?", val(meanCents(quoted, qs.length), 'mean Quote')],
    [
      "What's the biggest job we've won?",
      val(money(Math.max(...won.map((q) => q.amt))), 'largest Won quote'),
    ],
    ['How many quotes did we send in March?', val(String(monthCount[2]), 'quotes dated March')],
    [
      'What is the most common reason we lose a job?',
      at(extreme(reasons)[0], 'most frequent Reason lost'),
    ],
    [
      'How many wet rooms did we quote for?',
      val(String(qs.filter((q) => q.job === 1).length), 'Job type Wet room'),
    ],
    [
      'How much work did we win between July and September?',
      val(money(wonQ3), 'Won quotes dated July–September'),
    ],
    [
      'Which month did we send the most quotes?',
      at(monthAt(argMax(monthCount), 2026), 'month with the most quotes'),
    ],
    [`How many quotes were over €${th(thr)}?`, val(String(overThr), `quotes above €${th(thr)}`)],
    ['How much profit did we make on the jobs we won?', refuse('no costs in a quote log')],
    ['How many quotes did we send in 2025?', refuse('the log covers 2026 only')],
    ['Will the Murphy job in Ranelagh go ahead?', refuse('a forecast / opinion')],
  ]),
};
