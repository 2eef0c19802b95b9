/**
 * Music school payroll register (EUR), Q1 2025: rows per teacher per month, grouped by month
 * with a "Total <Month>" row after each group; a TWO-ROW header where "Deductions" spans
 * Income tax / PRSI / USC / Pension; one title line and one unit line above.
 */
import { meanCents, money as m, pct } from '../../expect';
import {
  ExcelJS,
  MONTHS,
  argExtreme,
  asker,
  cell,
  rng,
  sumN,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'music-payroll';
const r = rng(NAME);
const TEACHERS: Array<[string, string, number]> = [
  ['Aoife Brennan', 'Piano', 3_800],
  ['Ciarán Walsh', 'Guitar', 3_400],
  ['Maeve Doyle', 'Violin', 4_100],
  ['Tomás Ó Briain', 'Drums', 3_200],
  ['Grace Kinsella', 'Voice', 3_600],
  ['Oisín Farrell', 'Cello', 4_000],
];
interface Slip {
  month: number;
  t: number;
  lessons: number;
  gross: number;
  tax: number;
  prsi: number;
  usc: number;
  pension: number;
  net: number;
}
const slips: Slip[] = [];
for (let month = 0; month < 3; month++) {
  TEACHERS.forEach(([, , rate], t) => {
    const lessons = r.int(38, 96);
    const gross = lessons * rate;
    const tax = Math.round(gross * 0.2);
    const prsi = Math.round(gross * 0.041);
    const usc = Math.round(gross * 0.03);
    const pension = Math.round(gross * 0.05);
    slips.push({
      month,
      t,
      lessons,
      gross,
      tax,
      prsi,
      usc,
      pension,
      net: gross - tax - prsi - usc - pension,
    });
  });
}
const KEYS = ['lessons', 'gross', 'tax', 'prsi', 'usc', 'pension', 'net'] as const;
const total = (xs: Slip[], k: (typeof KEYS)[number]): number => sumN(xs.map((s) => s[k]));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Q1');
  ws.addRow(['Allegro Music School - payroll register Q1 2025']);
  ws.addRow(['EUR']);
  ws.addRow([
    'Month',
    'Teacher',
    'Instrument',
    'Lessons',
    'Gross pay',
    'Deductions',
    null,
    null,
    null,
    'Net pay',
  ]);
  ws.addRow([null, null, null, null, null, 'Income tax', 'PRSI', 'USC', 'Pension', null]);
  ws.mergeCells('F3:I3');
  for (let month = 0; month < 3; month++) {
    const group = slips.filter((s) => s.month === month);
    for (const s of group) {
      const [name, inst] = TEACHERS[s.t]!;
      ws.addRow([MONTHS[month], name, inst, s.lessons, ...KEYS.slice(1).map((k) => cell(s[k]))]);
    }
    ws.addRow([
      `Total ${MONTHS[month]}`,
      null,
      null,
      total(group, 'lessons'),
      ...KEYS.slice(1).map((k) => cell(total(group, k))),
    ]);
  }
  for (let c = 5; c <= 10; c++) ws.getColumn(c).numFmt = '€#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const byT = TEACHERS.map((_, t) => slips.filter((s) => s.t === t));
const grossT = byT.map((xs) => total(xs, 'gross'));
const lessonsT = byT.map((xs) => total(xs, 'lessons'));
const topGross = argExtreme(grossT, 'max');
const topLessons = argExtreme(lessonsT, 'max');
const ded =
  total(slips, 'tax') + total(slips, 'prsi') + total(slips, 'usc') + total(slips, 'pension');
const febTax = total(
  slips.filter((s) => s.month === 1),
  'tax',
);
const aoifeMar = slips.find((s) => s.t === 0 && s.month === 2)!;

q(
  'total gross pay for the quarter',
  { value: m(total(slips, 'gross')) },
  'sum of Gross pay over teacher rows (monthly totals excluded)',
);
q('total net pay', { value: m(total(slips, 'net')) }, 'sum of Net pay over teacher rows');
q(
  'how much did we deduct altogether',
  { value: m(ded) },
  'Income tax + PRSI + USC + Pension, all teacher rows',
);
q('income tax in february', { value: m(febTax) }, 'Income tax, February teacher rows');
q(
  'who earned the most',
  { value: m(grossT[topGross]!), at: TEACHERS[topGross]![0] },
  'teacher with the largest summed Gross pay',
);
q('aoife net pay march', { value: m(aoifeMar.net) }, 'Aoife Brennan, March, Net pay');
q('pension contributions', { value: m(total(slips, 'pension')) }, 'sum of Pension');
q(
  'average gross per payslip',
  { value: meanCents(total(slips, 'gross'), slips.length) },
  'gross total / 18 teacher-month rows',
);
q(
  'how many lessons did ciaran teach',
  { value: String(lessonsT[1]!) },
  'Ciarán Walsh lessons, Jan-Mar (accent-free spelling on purpose)',
);
q(
  'which teacher taught the most lessons',
  { value: String(lessonsT[topLessons]!), at: TEACHERS[topLessons]![0] },
  'teacher with the most lessons in the quarter',
);
q('deductions as % of gross', { value: pct(ded, total(slips, 'gross')) }, 'all deductions / gross');
q(
  'what do we owe revenue for Q1',
  { refuse: true },
  'employer PRSI is not on the register; tax+PRSI+USC alone would understate it: ask',
);
q(
  'whats the total cost of employing them',
  { refuse: true },
  'employer costs are not in the register',
);
q('who is our best teacher', { refuse: true }, 'best by what: lessons, pay, pupils? ask');
q('how much usc did maeve pay', { value: m(total(byT[2]!, 'usc')) }, 'Maeve Doyle, USC, Jan-Mar');
q(
  'gross pay in january',
  {
    value: m(
      total(
        slips.filter((s) => s.month === 0),
        'gross',
      ),
    ),
  },
  'Total January, Gross pay',
);

export const musicPayroll: BlindBook = {
  name: NAME,
  business: 'music school',
  shape: 'payroll register with a two-row header grouping deductions, month subtotals',
  bytes,
  questions: list,
  checks: [
    ['gross - deductions = net', total(slips, 'gross') - ded === total(slips, 'net')],
    ['teacher gross sums to the total', sumN(grossT) === total(slips, 'gross')],
  ],
};
