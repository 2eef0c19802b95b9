/**
 * Book 11 — freelance copywriter (GBP): a TIMESHEET of billable hours by client, 1 Sep –
 * 30 Nov 2026 (weekdays, a week off in October): date cells (`ddd d mmm yyyy`), client,
 * project, task, hours (in quarters), billable (Y / N), rate (£ per hour, blank when not
 * billable), amount (hours × rate); internal admin and pitching time not billable; Totals row;
 * `£` prefix.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, money, pct } from '../../expect';
import { at, bold, dayOf, fmt, refuse, sumBy, title, val, widths } from '../helpers';
import {
  day,
  extreme,
  groupSum,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  uniqueIn,
  type BlindBook,
} from '../lib';

const r = rng(11);
const NAME = 'copywriter';
const WORK: Array<[string, string, number, number]> = [
  // client, project, rate (£/h, 0 = not billable), weight
  ['Brightwater Bank', 'Annual report', 85, 4],
  ['Brightwater Bank', 'Savings campaign', 85, 2],
  ['Oakleaf Organics', 'Website copy', 65, 3],
  ['Oakleaf Organics', 'Packaging', 65, 2],
  ['Nimbus Software', 'Blog retainer', 75, 4],
  ['Nimbus Software', 'Case studies', 75, 2],
  ['Harbour Museum', 'Exhibition labels', 60, 2],
  ['Internal', 'Admin', 0, 2],
  ['Internal', 'Pitching', 0, 1],
];
const bag = WORK.flatMap((w, i) => Array<number>(w[3]).fill(i));
const TASKS = ['Drafting', 'Drafting', 'Research', 'Edits', 'Client call'];
interface E {
  d: Date;
  w: number;
  task: string;
  q: number; // quarter hours
  amt: number;
}
const es: E[] = [];
for (let mo = 8; mo <= 10; mo++) {
  const days = mo === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    const date = day(2026, mo, d);
    const wd = date.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    if (mo === 9 && d >= 19 && d <= 23) continue; // a week off
    const n = r.int(1, 4);
    for (let k = 0; k < n; k++) {
      const w = r.pick(bag);
      const q = r.int(2, 14);
      const rate = WORK[w]![2];
      const task =
        rate === 0 ? (WORK[w]![1] === 'Admin' ? 'Invoicing & email' : 'Pitch deck') : r.pick(TASKS);
      es.push({ d: date, w, task, q, amt: (q * rate * 100) / 4 });
    }
  }
}
const bill = es.filter((e) => WORK[e.w]![2] > 0);
const A = (xs: E[]): bigint => sumBy(xs, (e) => e.amt);
const Q = (xs: E[]): bigint => sumBy(xs, (e) => e.q);
const hrs = (q: bigint): string => hundredths(q * 25n);
const inMonth = (xs: E[], mo: number): E[] => xs.filter((e) => e.d.getUTCMonth() === mo);
const billed = A(es);
const clientAmt = groupSum(
  bill,
  (e) => WORK[e.w]![0],
  (e) => e.amt,
);
const projQ = groupSum(
  es,
  (e) => WORK[e.w]![1],
  (e) => e.q,
);
const dayQ = groupSum(
  es,
  (e) => e.d.toISOString(),
  (e) => e.q,
);
const busiest = new Date(extreme(dayQ)[0]);
const of = (client: string, xs = es): E[] => xs.filter((e) => WORK[e.w]![0] === client);
const pitching = es.filter((e) => WORK[e.w]![1] === 'Pitching');
const annual = es.filter((e) => WORK[e.w]![1] === 'Annual report');
const meanRate = hundredths(
  divRound(BigInt(bill.reduce((a, e) => a + WORK[e.w]![2], 0)) * 100n, BigInt(bill.length)),
);
const perHour = hundredths(divRound(A(bill) * 4n, Q(bill)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Timesheet');
  title(ws, 1, 'Jess Hartley Copy — timesheet', 8);
  title(ws, 2, '1 September – 30 November 2026', 8);
  ws.getRow(4).values = [
    'Date',
    'Client',
    'Project',
    'Task',
    'Hours',
    'Billable',
    'Rate',
    'Amount',
  ];
  es.forEach((e, i) => {
    const w = WORK[e.w]!;
    ws.getRow(5 + i).values = [
      e.d,
      w[0],
      w[1],
      e.task,
      e.q / 4,
      w[2] > 0 ? 'Y' : 'N',
      w[2] > 0 ? w[2] : null,
      w[2] > 0 ? e.amt / 100 : null,
    ];
  });
  const tr = 5 + es.length;
  ws.getRow(tr).values = [
    'Totals',
    null,
    null,
    null,
    Number(Q(es)) / 4,
    null,
    null,
    Number(billed) / 100,
  ];
  bold(ws, 4, tr);
  ws.getColumn(1).numFmt = 'ddd d mmm yyyy';
  fmt(ws, [5], '0.00');
  fmt(ws, [7, 8], '£#,##0.00');
  widths(ws, [16, 18, 18, 18, 7, 9, 8, 11]);
  return toBytes(wb);
}

const nov = A(inMonth(es, 10));
const oct = A(inMonth(es, 9));
export const copywriter: BlindBook = {
  name: NAME,
  business: 'freelance copywriter',
  shape: 'timesheet of billable hours by client with rates and amounts',
  bytes,
  checks: [
    same(
      'hours × rate = amount',
      sumBy(es, (e) => (e.q * WORK[e.w]![2] * 100) / 4),
      billed,
    ),
    same(
      'clients = billed',
      [...clientAmt.values()].reduce((a, b) => a + b, 0n),
      billed,
    ),
    same('months = hours', Q(inMonth(es, 8)) + Q(inMonth(es, 9)) + Q(inMonth(es, 10)), Q(es)),
    uniqueIn('top client', clientAmt),
    uniqueIn('top project by hours', projQ),
    uniqueIn('busiest day', dayQ),
    holds('Nov and Oct differ', nov !== oct),
    holds('Oakleaf billed in September', A(of('Oakleaf Organics', inMonth(es, 8))) > 0n),
  ],
  questions: questionsFor(NAME, [
    ['How much have I billed in total?', val(money(billed), 'Amount, Totals')],
    ['How many hours did I work in October?', val(hrs(Q(inMonth(es, 9))), 'Hours, October')],
    ['Which client did I bill the most?', at(extreme(clientAmt)[0], 'largest Amount by client')],
    [
      'How many billable hours did I do for Nimbus Software?',
      val(hrs(Q(of('Nimbus Software'))), 'Hours, Nimbus Software'),
    ],
    [
      'What share of my hours were billable?',
      val(pct(Q(bill), Q(es)), 'billable hours / all hours, %', { tol: 0.01 }),
    ],
    [
      "What's my average hourly rate?",
      val([perHour, meanRate], 'Amount / billable hours (or the mean Rate)', { tol: 0.01 }),
    ],
    ['How much did I bill last month?', val(money(nov), 'Amount, November')],
    ['Which was my busiest day?', at(dayOf(busiest), 'most hours in a day')],
    ['How many hours went on pitching?', val(hrs(Q(pitching)), 'Hours, Pitching')],
    [
      'How much did I bill Oakleaf Organics in September?',
      val(money(A(of('Oakleaf Organics', inMonth(es, 8)))), 'Oakleaf Amount, September'),
    ],
    ['Which project took the most hours?', at(extreme(projQ)[0], 'project with the most Hours')],
    ['How many days did I work?', val(String(new Set(es.map((e) => +e.d)).size), 'distinct dates')],
    [
      'How did my November billing compare with October?',
      val([money(nov - oct), growth(oct, nov)], 'Nov − Oct Amount, or %', {
        abs: true,
        tol: 0.01,
      }),
    ],
    [
      'What has the Brightwater annual report earned me?',
      val(money(A(annual)), 'Amount, Annual report'),
    ],
    ['Has Harbour Museum paid me yet?', refuse('a timesheet holds no payments')],
    ['How many hours did I work in August?', refuse('the timesheet starts 1 September')],
    ['How much tax will I owe this year?', refuse('not on the sheet / a forecast')],
  ]),
};
