/** Dance school, ₹: a multi-sheet book, one sheet per term (class, teacher, pupils, fee, fees) and a Summary sheet. */
import ExcelJS from 'exceljs';
import { money } from '../../expect';
import { argMax, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(13);
const terms = ['Autumn term', 'Spring term', 'Summer term'];
const classes: Array<[string, string]> = [
  ['Ballet', 'Ms Rao'],
  ['Kathak', 'Mr Iyer'],
  ['Tap', 'Ms Fernandes'],
  ['Hip hop', 'Mr Khan'],
  ['Contemporary', 'Ms Rao'],
];
const fee = [450000, 520000, 380000, 400000, 480000];
const pupils = terms.map(() => classes.map(() => r.int(6, 24)));
const fees = pupils.map((ps) => ps.map((p, i) => p * fee[i]!));
const termFees = fees.map((f) => total(f));
const hall = terms.map(() => r.int(8000000, 12000000));
const teach = terms.map(() => r.int(15000000, 22000000));
const surplus = terms.map((_, t) => termFees[t]! - BigInt(hall[t]!) - BigInt(teach[t]!));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  terms.forEach((t, ti) => {
    const ws = wb.addWorksheet(t);
    ws.addRow([`Nritya Dance Academy - ${t} 2025/26`]);
    ws.addRow(['Class', 'Teacher', 'Pupils', 'Fee per pupil (₹)', 'Fees (₹)']);
    classes.forEach(([c, teacher], i) =>
      ws.addRow([c, teacher, pupils[ti]![i], cell(fee[i]!), cell(fees[ti]![i]!)]),
    );
    ws.addRow(['Total', '', pupils[ti]!.reduce((a, b) => a + b, 0), null, cell(termFees[ti]!)]);
  });
  const s = wb.addWorksheet('Summary');
  s.addRow(['Term', 'Fees', 'Hall hire', 'Teacher pay', 'Surplus']);
  terms.forEach((t, i) =>
    s.addRow([t, cell(termFees[i]!), cell(hall[i]!), cell(teach[i]!), cell(surplus[i]!)]),
  );
  s.addRow([
    'Year',
    cell(total(termFees)),
    cell(total(hall)),
    cell(total(teach)),
    cell(total(surplus)),
  ]);
  return toBytes(wb);
}

const classYear = classes.map((_, i) => total(fees.map((f) => f[i]!)));
const tapPupils = pupils.reduce((a, ps) => a + ps[2]!, 0);
const bestTerm = argMax(surplus);

export const danceschool: BlindBook = {
  name: 'danceschool',
  business: 'dance school',
  shape: 'multi-sheet: one sheet per term plus a Summary',
  bytes,
  checks: [{ what: 'class totals = term totals', a: total(classYear), b: total(termFees) }],
  questions: questionsFor('danceschool', [
    [
      'fees in the autumn term',
      { value: money(termFees[0]!), means: 'Autumn term sheet, Fees total (= Summary)' },
    ],
    [
      'how many pupils did we have in spring',
      { value: String(pupils[1]!.reduce((a, b) => a + b, 0)), means: 'Spring term, sum of Pupils' },
    ],
    classYear.filter((v) => v === classYear[argMax(classYear)]).length === 1
      ? [
          'which class earned the most over the year',
          {
            at: classes[argMax(classYear)]![0],
            value: money(classYear[argMax(classYear)]!),
            means: 'class with the largest fees summed over the three term sheets',
          },
        ]
      : ['which class earned the most over the year', { refuse: true, means: 'tie' }],
    ['surplus for the year', { value: money(total(surplus)), means: 'Summary, Year row, Surplus' }],
    ['total hall hire', { value: money(total(hall)), means: 'Summary, Hall hire, three terms' }],
    surplus.filter((v) => v === surplus[bestTerm]).length === 1
      ? [
          'which term was the best',
          {
            at: terms[bestTerm]!.split(' ')[0],
            value: money(surplus[bestTerm]!),
            means: 'term with the largest Surplus (Summary)',
          },
        ]
      : ['which term was the best', { refuse: true, means: 'tie' }],
    [
      'teacher pay in summer',
      { value: money(teach[2]!), means: 'Summary, Summer term, Teacher pay' },
    ],
    [
      'ballet fees spring term',
      { value: money(fees[1]![0]!), means: 'Spring term sheet, Ballet, Fees' },
    ],
    [
      'how many tap pupils across all terms',
      { value: String(tapPupils), means: 'Tap pupils, sum of the three term sheets' },
    ],
    ['total fees for the year', { value: money(total(termFees)), means: 'Summary Year Fees' }],
    [
      'how many pupils dropped out',
      {
        refuse: true,
        means: 'no drop-out data (pupil counts differ by term but names are not kept)',
      },
    ],
    ["what's our profit per class", { refuse: true, means: 'costs are per term, not per class' }],
  ]),
};
