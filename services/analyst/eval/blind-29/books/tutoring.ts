/** Tutoring agency: payroll register Aug-Oct 2026, tutor x pay month, PF / PT / TDS, INR. */
import ExcelJS from 'exceljs';
import { divRound, hundredths } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(5);
const tutors = [
  ['T01', 'Ananya Iyer', 'Maths'],
  ['T02', 'Rohit Menon', 'Physics'],
  ['T03', 'Sneha Kulkarni', 'Chemistry'],
  ['T04', 'Farhan Qureshi', 'English'],
  ['T05', 'Divya Rao', 'Biology'],
  ['T06', 'Karthik Nair', 'Maths'],
  ['T07', 'Meera Joshi', 'Accountancy'],
  ['T08', 'Vikram Shetty', 'Computer Sc.'],
] as const;
const rates = tutors.map(() => r.int(45, 90) * 10);
const months = ['Aug-2026', 'Sep-2026', 'Oct-2026'];
type Row = {
  t: number;
  m: number;
  hours: number;
  gross: bigint;
  pf: bigint;
  pt: bigint;
  tds: bigint;
  net: bigint;
};
const rows: Row[] = [];
for (let m = 0; m < 3; m++)
  tutors.forEach((_, t) => {
    const hours = r.int(40, 130) / 2;
    const gross = BigInt(Math.round(hours * rates[t]! * 100));
    const pf = divRound(gross * 12n, 100n);
    const pt = gross > 1500000n ? 20000n : gross > 1000000n ? 15000n : 0n;
    const tds = gross > 3000000n ? divRound(gross, 10n) : 0n;
    rows.push({ t, m, hours, gross, pf, pt, tds, net: gross - pf - pt - tds });
  });
const inM = (m: number): Row[] => rows.filter((x) => x.m === m);
const byT = (t: number): Row[] => rows.filter((x) => x.t === t);
const grossT = tutors.map((_, t) => total(byT(t).map((x) => x.gross)));
const top = argMax(grossT);
const netM = [0, 1, 2].map((m) => total(inM(m).map((x) => x.net)));
const bestNetM = argMax(netM);
const pick = (t: number, m: number): Row => rows.find((x) => x.t === t && x.m === m)!;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll Register');
  const out: unknown[][] = [
    ['BrightPath Tutors Pvt Ltd - Payroll Register'],
    ['Pay months Aug-2026 to Oct-2026 | amounts in ₹'],
    [],
    [
      'Pay month',
      'Emp ID',
      'Tutor',
      'Subject',
      'Hours',
      'Rate/hr',
      'Gross pay',
      'PF (12%)',
      'Prof. tax',
      'TDS',
      'Net pay',
    ],
  ];
  for (const x of rows) {
    const [id, name, subj] = tutors[x.t]!;
    out.push([
      months[x.m],
      id,
      name,
      subj,
      x.hours,
      rates[x.t],
      cell(x.gross),
      cell(x.pf),
      cell(x.pt),
      cell(x.tds),
      cell(x.net),
    ]);
  }
  const s = (k: 'gross' | 'pf' | 'pt' | 'tds' | 'net'): number =>
    cell(total(rows.map((x) => x[k])));
  out.push([
    'Totals',
    undefined,
    undefined,
    undefined,
    rows.reduce((a, x) => a + x.hours, 0),
    undefined,
    s('gross'),
    s('pf'),
    s('pt'),
    s('tds'),
    s('net'),
  ]);
  putRows(ws, out);
  for (let c = 7; c <= 11; c++) ws.getColumn(c).numFmt = '₹#,##0.00';
  return toBytes(wb);
}

const hrs = (m: number): string => String(inM(m).reduce((a, x) => a + x.hours, 0));

export const tutoring: BlindBook = {
  name: 'tutoring',
  business: 'tutoring agency',
  shape: 'payroll register, pay month x tutor rows, hours x rate, PF / prof. tax / TDS, Totals row',
  bytes: build,
  questions: questionsFor('tutoring', [
    [
      'gross pay for october',
      {
        value: hundredths(total(inM(2).map((x) => x.gross))),
        means: 'sum of Gross pay, Oct-2026 rows',
      },
    ],
    [
      'how much TDS have we deducted altogether',
      { value: hundredths(total(rows.map((x) => x.tds))), means: 'sum of TDS, all rows' },
    ],
    [
      "Rohit's net pay in september",
      { value: hundredths(pick(1, 1).net), means: 'Net pay, Rohit Menon, Sep-2026' },
    ],
    [
      'who earned the most over the three months',
      { at: tutors[top]![1], means: 'tutor with the largest Gross pay summed over Aug-Oct' },
    ],
    [
      'how many hours did the tutors teach in august',
      { value: hrs(0), means: 'sum of Hours, Aug-2026' },
    ],
    [
      'total PF deducted',
      { value: hundredths(total(rows.map((x) => x.pf))), means: 'sum of PF (12%), all rows' },
    ],
    [
      'average hourly rate?',
      { refuse: true, means: 'ambiguous: mean of the 8 rates or gross / hours (weighted)' },
    ],
    [
      'hours Meera did in october',
      { value: String(pick(6, 2).hours), means: 'Hours, Meera Joshi, Oct-2026' },
    ],
    [
      'total net pay across all months',
      { value: hundredths(total(rows.map((x) => x.net))), means: 'Totals row, Net pay' },
    ],
    [
      'what will payroll be in december',
      { refuse: true, means: 'a forecast; the register ends at Oct-2026' },
    ],
    [
      'how much more gross did we pay in oct than in aug',
      {
        value: hundredths(total(inM(2).map((x) => x.gross)) - total(inM(0).map((x) => x.gross))),
        means: 'Oct gross - Aug gross',
      },
    ],
    [
      'which month had the biggest net pay bill',
      {
        at: [months[bestNetM]!, ...monthPlaces(7 + bestNetM, 2026)],
        means: 'pay month with the largest total Net pay',
      },
    ],
    [
      'prof tax for september',
      { value: hundredths(total(inM(1).map((x) => x.pt))), means: 'sum of Prof. tax, Sep-2026' },
    ],
  ]),
  checks: [
    {
      what: 'gross - deductions = net (totals)',
      a: total(rows.map((x) => x.gross - x.pf - x.pt - x.tds)),
      b: total(rows.map((x) => x.net)),
    },
    {
      what: 'per-tutor gross = per-month gross',
      a: total(grossT),
      b: total([0, 1, 2].map((m) => total(inM(m).map((x) => x.gross)))),
    },
    { what: 'top earner unique', a: uniqueMax(grossT) ? 1n : 0n, b: 1n },
    { what: 'best net month unique', a: uniqueMax(netM) ? 1n : 0n, b: 1n },
  ],
};
