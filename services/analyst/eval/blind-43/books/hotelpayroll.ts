/**
 * hotelpayroll — a boutique hotel in Bergen (NOK). Monthly payroll summary by employee, gross
 * pay January – November 2026: employees down with their department, months across as short
 * text labels ("Jan" … "Nov", the year in the title), a Total column and a Totals row; blank
 * months before a starter joined, after a leaver left, and outside the seasonal staff's summer.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money } from '../../expect';
import {
  argMax,
  cents,
  countOf,
  holds,
  MON,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { fmt, grouped, header, n, num, roundCut, share, title, widths } from '../helpers';

const r = rng(8);
const NAME = 'hotelpayroll';
const M = 11;
const SUMMER = [100, 100, 100, 100, 104, 112, 116, 114, 104, 100, 102];

/** name, department, monthly low and high (kroner), first and last month paid (0-based) */
const STAFF: Array<[string, string, number, number, number, number]> = [
  ['Ingrid Solberg', 'Management', 62000, 64000, 0, 10],
  ['Maja Nilsen', 'Front desk', 36000, 39000, 0, 10],
  ['Sofie Berg', 'Front desk', 35000, 38000, 0, 7],
  ['Lars Haugen', 'Front desk', 34000, 37000, 3, 10],
  ['Ole Johansen', 'Kitchen', 52000, 56000, 0, 10],
  ['Emma Larsen', 'Kitchen', 38000, 42000, 0, 10],
  ['Jonas Dahl', 'Kitchen', 33000, 36000, 5, 7],
  ['Nora Pedersen', 'Housekeeping', 31000, 35000, 0, 10],
  ['Aksel Kristiansen', 'Housekeeping', 18000, 24000, 0, 10],
  ['Thea Andersen', 'Housekeeping', 29000, 32000, 4, 8],
];
const DEPTS = ['Management', 'Front desk', 'Kitchen', 'Housekeeping'];

const cellsOf: Array<Array<number | undefined>> = STAFF.map(([, , lo, hi, from, to]) =>
  Array.from({ length: M }, (_, m) =>
    m < from || m > to ? undefined : Math.round((cents(r, lo, hi) * SUMMER[m]!) / 100),
  ),
);
const staffTot = cellsOf.map((row) => total(row.map((v) => v ?? 0)));
const monthTot = Array.from({ length: M }, (_, m) => total(cellsOf.map((row) => row[m] ?? 0)));
const grand = total(staffTot);
const idx = (name: string): number => STAFF.findIndex((s) => s[0] === name);
const dept = (d: string): bigint =>
  total(STAFF.flatMap((s, i) => (s[1] === d ? [staffTot[i]!] : [])));
const deptTot = DEPTS.map(dept);
const topStaff = argMax(staffTot);
const topMonth = argMax(monthTot);
const topDept = argMax(deptTot);
const hkSummer = total(
  STAFF.flatMap((s, i) =>
    s[1] === 'Housekeeping' ? cellsOf[i]!.slice(5, 8).map((v) => v ?? 0) : [],
  ),
);
const over = roundCut(staffTot, 5, 5000000);
const paidNov = countOf(cellsOf, (row) => row[10] !== undefined);

const checks: CrossCheck[] = [
  same('staff = months', grand, total(monthTot)),
  same('departments = total', total(deptTot), grand),
  unique('staff totals', staffTot),
  holds('Ingrid Solberg earns the most', STAFF[topStaff]![0] === 'Ingrid Solberg'),
  unique('month totals', monthTot),
  unique('department totals', deptTot),
  offThreshold('staff total', staffTot, over),
  holds(
    'Lars Haugen first paid in April',
    cellsOf[idx('Lars Haugen')]!.findIndex((v) => v !== undefined) === 3,
  ),
  holds(
    'Sofie Berg last paid in August',
    cellsOf[idx('Sofie Berg')]![7] !== undefined &&
      cellsOf[idx('Sofie Berg')]!.slice(8).every((v) => v === undefined),
  ),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Lønn 2026');
  const last = M + 3;
  title(ws, 1, 'Hotell Bryggen Lys AS — payroll summary 2026', last);
  title(ws, 2, 'Gross pay by employee and month, NOK (before tax and pension)', last);
  header(ws, 4, ['Employee', 'Department', ...MON.slice(0, M), 'Total']);
  STAFF.forEach(([name, d], i) => {
    const row = ws.getRow(5 + i);
    row.getCell(1).value = name;
    row.getCell(2).value = d;
    cellsOf[i]!.forEach((v, m) => {
      if (v !== undefined) row.getCell(3 + m).value = num(v);
    });
    row.getCell(M + 3).value = num(staffTot[i]!);
  });
  const tr = ws.getRow(5 + STAFF.length);
  tr.getCell(1).value = 'Totals';
  tr.font = { bold: true };
  monthTot.forEach((v, m) => (tr.getCell(3 + m).value = num(v)));
  tr.getCell(M + 3).value = num(grand);
  fmt(
    ws,
    Array.from({ length: M + 1 }, (_, i) => i + 3),
    '"kr "#,##0.00',
  );
  widths(ws, [20, 14, ...Array(M + 1).fill(12)]);
  return toBytes(wb);
}

export const hotelpayroll: BlindBook = {
  name: NAME,
  business: 'boutique hotel',
  shape: 'monthly payroll summary by employee (gross), months across, starters and leavers',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What was our total wage bill this year?',
      { value: money(grand), means: 'Totals row, Total column' },
    ],
    ['What did payroll cost us last month?', { value: money(monthTot[10]!), means: 'Totals, Nov' }],
    [
      'Who earned the most?',
      { value: money(staffTot[topStaff]!), at: STAFF[topStaff]![0], means: 'largest Total' },
    ],
    [
      'What did we pay Maja in July?',
      { value: money(cellsOf[idx('Maja Nilsen')]![6]!), means: 'Maja Nilsen, Jul' },
    ],
    [
      'Which month had the highest payroll?',
      { value: money(monthTot[topMonth]!), at: monthAt(topMonth, 2026), means: 'largest month' },
    ],
    [
      'How many people were on the payroll in November?',
      { value: n(paidNov), means: 'employees with a Nov figure' },
    ],
    [
      "What's our average monthly payroll?",
      { value: meanCents(grand, M), means: 'Total / 11 months' },
    ],
    [
      'How much has the wage bill grown since January?',
      {
        value: [growth(monthTot[0]!, monthTot[10]!), money(monthTot[10]! - monthTot[0]!)],
        tol: 0.01,
        means: 'Nov vs Jan Totals: % change or the difference',
      },
    ],
    [
      'What share of our wages goes to the kitchen?',
      share(dept('Kitchen'), grand, 'Kitchen department / total'),
    ],
    [
      'How much did housekeeping cost us over the summer, June to August?',
      { value: money(hkSummer), means: 'Housekeeping staff, Jun + Jul + Aug' },
    ],
    ['When did Lars start?', { at: monthAt(3, 2026), means: 'first month paid (April)' }],
    ['When did Sofie leave?', { at: monthAt(7, 2026), means: 'last month paid (August)' }],
    [
      'What did the front desk team cost us in total?',
      { value: money(dept('Front desk')), means: 'Front desk department, Total' },
    ],
    [
      'Which department costs us the most?',
      { value: money(deptTot[topDept]!), at: DEPTS[topDept]!, means: 'largest department total' },
    ],
    [
      `How many staff earned more than kr ${grouped(over)} this year?`,
      { value: n(countOf(staffTot, (v) => v > over)), means: `staff Totals over ${money(over)}` },
    ],
    [
      'How much tax did we withhold this year?',
      { refuse: true, means: 'gross pay only; no tax column' },
    ],
    ['What will payroll be in December?', { refuse: true, means: 'a forecast' }],
  ]),
};
