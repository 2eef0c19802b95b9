/**
 * Land surveying firm: staff timesheet for November 2026, Singapore dollars. Title rows,
 * date, staff, project, task, hours, billable (Y / N), rate and amount (hours × rate, blank
 * when not billable); a Total row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  holds,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(14);
const NAME = 'surveyors';
const STAFF: Array<[name: string, rate: number]> = [
  ['Tan Wei Ling', 18000],
  ['Muhammad Hafiz', 14000],
  ['Priya Nair', 14000],
  ['Jason Goh', 9500],
  ['Lim Kai Xin', 8500],
];
const PROJECTS = [
  'Tampines N9 condo – topo survey',
  'Jurong West boundary survey',
  'Punggol Digital District – setting out',
  'Bukit Timah strata survey',
  'Office / admin',
  'Training',
];
const TASKS = ['Field work', 'Field work', 'Data processing', 'CAD drafting', 'Site meeting'];
interface E {
  d: number;
  s: number;
  p: number;
  task: string;
  hours: number; // hundredths
  billable: boolean;
  amount: number;
}
const entries: E[] = [];
for (let d = 1; d <= 30; d++) {
  const dow = day(2026, 10, d).getUTCDay();
  if (dow === 0 || dow === 6) continue;
  STAFF.forEach(([, rate], s) => {
    if (r.next() < 0.06) return; // leave / off
    let left = r.int(14, 19) * 50; // 7.0 .. 9.5 h
    while (left > 0) {
      const p = r.next() < 0.14 ? r.int(4, 5) : r.int(0, 3);
      const h = Math.min(left, r.int(2, 12) * 50);
      const billable = p < 4;
      const task =
        p === 4 ? 'Admin' : p === 5 ? 'CPD course' : s === 4 ? 'CAD drafting' : r.pick(TASKS);
      entries.push({ d, s, p, task, hours: h, billable, amount: billable ? (h * rate) / 100 : 0 });
      left -= h;
    }
  });
}
const hours = entries.map((e) => e.hours);
const amounts = entries.map((e) => e.amount);
const H = total(hours);
const billH = total(
  pickAt(
    hours,
    where(entries, (e) => e.billable),
  ),
);
const amt = total(amounts);
const byStaffH = STAFF.map((_, s) =>
  total(
    pickAt(
      hours,
      where(entries, (e) => e.s === s),
    ),
  ),
);
const byStaffBill = STAFF.map((_, s) =>
  total(
    pickAt(
      hours,
      where(entries, (e) => e.s === s && e.billable),
    ),
  ),
);
const byStaffAmt = STAFF.map((_, s) =>
  total(
    pickAt(
      amounts,
      where(entries, (e) => e.s === s),
    ),
  ),
);
const byProjH = PROJECTS.map((_, p) =>
  total(
    pickAt(
      hours,
      where(entries, (e) => e.p === p),
    ),
  ),
);
const byProjAmt = PROJECTS.map((_, p) =>
  total(
    pickAt(
      amounts,
      where(entries, (e) => e.p === p),
    ),
  ),
);
const nov12 = total(
  pickAt(
    hours,
    where(entries, (e) => e.d === 12),
  ),
);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Timesheet Nov 2026');
  const rows: unknown[][] = [
    ['Meridian Survey Pte Ltd — Staff timesheet'],
    ['November 2026. Billable hours charged at the staff rate (S$ per hour).'],
    [],
    ['Date', 'Staff', 'Project', 'Task', 'Hours', 'Billable', 'Rate (S$)', 'Amount (S$)'],
    ...entries.map((e) => [
      day(2026, 10, e.d),
      STAFF[e.s]![0],
      PROJECTS[e.p],
      e.task,
      e.hours / 100,
      e.billable ? 'Y' : 'N',
      cell(STAFF[e.s]![1]),
      e.billable ? cell(e.amount) : undefined,
    ]),
    ['Total', undefined, undefined, undefined, Number(H) / 100, undefined, undefined, cell(amt)],
  ];
  putRows(ws, rows);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(rows.length).font = { bold: true };
  ws.getColumn(1).numFmt = 'ddd dd/mm/yyyy';
  ws.getColumn(5).numFmt = '0.0';
  ws.getColumn(7).numFmt = '#,##0.00';
  ws.getColumn(8).numFmt = '#,##0.00';
  ws.getColumn(3).width = 38;
  return toBytes(wb);
}

export const surveyors: BlindBook = {
  name: NAME,
  business: 'land surveying firm',
  shape:
    'staff timesheet Nov 2026: date, staff, project, task, hours, billable Y/N, rate, amount; Total row',
  bytes,
  questions: questionsFor(NAME, [
    ['total hours in november', { value: hundredths(H), means: 'Hours column, November 2026' }],
    ['billable hours', { value: hundredths(billH), means: 'Hours where Billable = Y' }],
    ['how much can we bill for november', { value: hundredths(amt), means: 'Amount column total' }],
    [
      'who logged the most hours',
      { at: STAFF[argMax(byStaffH)]![0], means: 'staff member with the most hours' },
    ],
    [
      'hours on the Tampines job',
      { value: hundredths(byProjH[0]!), means: 'Hours on Tampines N9 condo – topo survey' },
    ],
    [
      'what % of our hours are billable',
      { value: pct(billH, H), means: 'billable hours / all hours, %' },
    ],
    [
      'which project brings in the most',
      {
        at: PROJECTS[argMax(byProjAmt)]!.split(' – ')[0]!,
        means: 'project with the largest Amount',
      },
    ],
    [
      'how many hours did Wei Ling work',
      { value: hundredths(byStaffH[0]!), means: 'Hours of Tan Wei Ling' },
    ],
    ['non-billable hours', { value: hundredths(H - billH), means: 'Hours where Billable = N' }],
    [
      'average billing rate',
      {
        value: [
          hundredths(divRound(amt * 100n, billH)),
          meanCents(total(STAFF.map((s) => s[1])), STAFF.length),
        ],
        means: 'Amount / billable hours, or the mean of the five staff rates',
      },
    ],
    [
      'how many projects are we working on',
      {
        value: ['4', '6'],
        means: 'the four client projects (or six Project labels with admin and training)',
      },
    ],
    [
      'how much can we bill for Hafiz',
      { value: hundredths(byStaffAmt[1]!), means: 'Amount of Muhammad Hafiz' },
    ],
    ['hours on 12 nov', { value: hundredths(nov12), means: 'Hours dated 12 Nov 2026' }],
    [
      'who has the fewest billable hours',
      { at: STAFF[argMin(byStaffBill)]![0], means: 'least billable hours' },
    ],
    [
      "what will december's billing be",
      { refuse: true, means: 'December is not in the sheet; no forecast' },
    ],
    ['what did we pay the surveyors', { refuse: true, means: 'no salaries in a timesheet' }],
    [
      'is the Tampines project profitable',
      { refuse: true, means: 'no costs or fee agreed in the sheet' },
    ],
  ]),
  checks: [
    same('staff hours = total', total(byStaffH), H),
    same('project hours = total', total(byProjH), H),
    same('project amounts = staff amounts', total(byProjAmt), total(byStaffAmt)),
    holds(
      'amount = hours × rate',
      entries.every((e) => !e.billable || e.amount * 100 === e.hours * STAFF[e.s]![1]),
    ),
    unique('staff hours', byStaffH),
    unique('staff billable hours', byStaffBill, 'min'),
    unique('project amounts', byProjAmt.slice(0, 4)),
    holds('Wei Ling is Tan Wei Ling', STAFF[0]![0] === 'Tan Wei Ling'),
    holds('12 Nov is a work day', nov12 > 0n),
  ],
};
