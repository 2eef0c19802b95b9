/** A sailing school in Lagos: course fees by month x course, ₦, Total column and Total row. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  SEED,
  argMax,
  argMin,
  asker,
  cell,
  monthPlaces,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 1);
const courses = ['Dinghy Basics', 'Keelboat Crew', 'Kids Camp', 'Private Lessons'];
const grid: bigint[][] = MON.map(() => courses.map(() => BigInt(r.int(15_000_00, 420_000_00))));
const monthTot = grid.map(sumB);
const courseTot = courses.map((_, j) => sumB(grid.map((row) => row[j]!)));
const year = sumB(monthTot);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Fees 2025');
  const rows: Row[] = [
    ['Harbour Light Sailing School'],
    ['Course fees received, 2025 (₦)'],
    [],
    ['Month', ...courses, 'Total'],
    ...grid.map((row, i): Row => [`${MON[i]}-25`, ...row.map(cell), cell(monthTot[i]!)]),
    ['Total', ...courseTot.map(cell), cell(year)],
  ];
  writeRows(ws, rows, '"₦"#,##0.00');
  return toBytes(wb);
}

const { qs, q } = asker('sailing-school');
const m = (i: number): bigint => monthTot[i]!;
const best = argMax([...MON.keys()], m);
const worst = argMin([...MON.keys()], m);
q(
  'what did we take in fees for the whole year',
  { value: hundredths(year) },
  'sum of the 12 month totals (= the Total row, Total column)',
);
q(
  'best month?',
  { value: hundredths(m(best)), at: monthPlaces(2025, best) },
  'month with the highest all-course total',
);
q(
  'which month was slowest',
  { value: hundredths(m(worst)), at: monthPlaces(2025, worst) },
  'month with the lowest all-course total',
);
q('how did we do in march', { value: hundredths(m(2)) }, 'March total over all courses');
q(
  'How much did Kids Camp bring in this year?',
  { value: hundredths(courseTot[2]!) },
  'Kids Camp column summed over 12 months',
);
q('keelboat crew in july', { value: hundredths(grid[6]![1]!) }, 'one cell: Jul-25 x Keelboat Crew');
q('total for Q2', { value: hundredths(m(3) + m(4) + m(5)) }, 'Apr+May+Jun totals');
q(
  'what were sales in the second half of the year',
  { value: hundredths(sumB(monthTot.slice(6))) },
  'Jul..Dec totals',
);
q(
  'growth from january to december in %',
  { value: growth(m(0), m(11)) },
  '(Dec - Jan) / Jan * 100, all courses',
);
q('average month', { value: meanCents(year, 12) }, 'year total / 12');
q(
  'what share of fees came from private lessons',
  { value: pct(courseTot[3]!, year) },
  'Private Lessons year / all courses year * 100',
);
const bestCourse = argMax([0, 1, 2, 3], (j) => courseTot[j]!);
q(
  'which course earns the most',
  { value: hundredths(courseTot[bestCourse]!), at: courses[bestCourse]! },
  'course with the highest year total',
);
q(
  'Dinghy basics feb vs jan - up or down by how much',
  { value: hundredths(grid[1]![0]! - grid[0]![0]!) },
  'Feb - Jan for Dinghy Basics (signed)',
);
q(
  'what was our profit in 2025',
  { refuse: true },
  'the sheet holds fees only; no costs, so no profit',
);
q('how many students did we train', { refuse: true }, 'no head counts in the sheet');
q(
  'fees in august for kids camp and private lessons together',
  { value: hundredths(grid[7]![2]! + grid[7]![3]!) },
  'Aug-25 Kids Camp + Private Lessons',
);

export const sailingSchool: BlindBook = {
  name: 'sailing-school',
  business: 'sailing school (₦)',
  build,
  questions: qs,
  checks: [['row total = column total', sumB(monthTot), sumB(courseTot)]],
};
