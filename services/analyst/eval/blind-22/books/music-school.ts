/**
 * Music school (₹): a multi-sheet book. "Students" (roster: name, instrument, teacher,
 * monthly fee ₹), "Lessons 2025" (months "January".. down, teachers across, lesson counts,
 * a Total column), "Running costs" (item, monthly ₹, note). Each sheet a different table.
 */
import { meanCents, money } from '../../expect';
import {
  MONTHS,
  argExtreme,
  asker,
  cell,
  monthPlace,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'music-school';
const r = rng(SEED + 13);
const TEACHERS = ['Ananya', 'Rohit', 'Meera', 'Kabir'];
const INSTR: Record<string, string> = {
  Ananya: 'Piano',
  Rohit: 'Guitar',
  Meera: 'Violin',
  Kabir: 'Tabla',
};
const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Saanvi',
  'Vivaan',
  'Anika',
  'Reyansh',
  'Myra',
  'Arjun',
  'Kiara',
  'Advait',
  'Tara',
  'Dhruv',
  'Navya',
  'Kian',
  'Zoya',
  'Yash',
  'Ira',
  'Veer',
  'Riya',
];
const students = FIRST.map((n) => {
  const t = r.pick(TEACHERS);
  return {
    name: `${n} ${r.pick(['S.', 'K.', 'M.', 'P.'])}`,
    teacher: t,
    instrument: INSTR[t]!,
    fee: r.pick([250000, 300000, 350000, 420000]),
  };
});
const lessons = MONTHS.map((_, m) => TEACHERS.map(() => (m === 4 ? r.int(10, 25) : r.int(30, 70))));
const COSTS: Array<[string, number]> = [
  ['Studio rent', 4500000],
  ['Piano tuning', 350000],
  ['Electricity', r.int(400000, 900000)],
  ['Sheet music', r.int(100000, 300000)],
  ['Internet', 149900],
];

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const s = wb.addWorksheet('Students');
  s.addRow(['Name', 'Instrument', 'Teacher', 'Monthly fee (₹)']);
  students.forEach((x) => s.addRow([x.name, x.instrument, x.teacher, cell(x.fee)]));
  const l = wb.addWorksheet('Lessons 2025');
  l.addRow(['Lessons given per teacher, 2025']);
  l.addRow(['', ...TEACHERS, 'Total']);
  lessons.forEach((row, m) => l.addRow([MONTHS[m], ...row, row.reduce((a, b) => a + b, 0)]));
  l.addRow(['May: school exams, studio half closed.']);
  const c = wb.addWorksheet('Running costs');
  c.addRow(['Item', 'Per month (₹)', 'Note']);
  COSTS.forEach(([i, v]) =>
    c.addRow([i, cell(v), i === 'Piano tuning' ? 'quarterly, averaged' : '']),
  );
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const fees = sumOf(students.map((x) => x.fee));
const perTeacher = TEACHERS.map((_, t) => lessons.reduce((a, row) => a + row[t]!, 0));
const perMonth = lessons.map((row) => row.reduce((a, b) => a + b, 0));
const byInstr = TEACHERS.map((t) => students.filter((x) => x.teacher === t).length);
const costs = sumOf(COSTS.map(([, v]) => v));
ask('how many students do we have', { value: String(students.length) }, 'rows on Students');
ask('monthly fee income', { value: money(fees) }, 'sum of Monthly fee');
ask('average fee per student', { value: meanCents(fees, students.length) }, 'fees / students');
ask(
  'which instrument has the fewest students',
  { at: INSTR[TEACHERS[argExtreme(byInstr, false)]!]! },
  'instrument with the fewest students (Piano and Violin tie for the most, so that is not asked)',
);
ask('how many guitar students', { value: String(byInstr[1]) }, 'students with Instrument Guitar');
ask(
  'how many lessons did we give in 2025',
  { value: String(perTeacher.reduce((a, b) => a + b, 0)) },
  'sum of lesson counts (Total column not added again)',
);
ask(
  'who taught the most lessons',
  { at: TEACHERS[argExtreme(perTeacher)]! },
  'teacher with the largest yearly lessons',
);
ask(
  'quietest month',
  { at: monthPlace(argExtreme(perMonth, false), 2025) },
  'month with the fewest lessons',
);
ask(
  'how many lessons did meera give in october',
  { value: String(lessons[9]![2]) },
  'Meera, October',
);
ask('monthly running costs', { value: money(costs) }, 'sum of Per month on Running costs');
ask('what do we pay for rent', { value: money(COSTS[0]![1]) }, 'Studio rent, per month');
ask(
  'fees from piano students per month',
  { value: money(sumOf(students.filter((x) => x.instrument === 'Piano').map((x) => x.fee))) },
  'sum of Monthly fee, Piano',
);
ask('rohit lessons for the year', { value: String(perTeacher[1]) }, 'Rohit yearly');
ask('what do the teachers get paid', { refuse: true }, 'no teacher pay anywhere in the book');
ask(
  'how much did we earn in may',
  { refuse: true },
  'fees are a monthly rate per student, not what was collected in May',
);
export const musicSchool: BlindBook = {
  name: NAME,
  business: 'music school',
  shape: 'multi-sheet book: roster, counts by month x teacher, running costs',
  build,
  questions: qs,
  checks: [
    {
      what: 'lessons by teacher = lessons by month',
      a: BigInt(perTeacher.reduce((a, b) => a + b, 0)),
      b: BigInt(perMonth.reduce((a, b) => a + b, 0)),
    },
  ],
};
