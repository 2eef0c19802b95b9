/**
 * A tutoring agency's payroll register in pounds: a two-row header with the deductions
 * grouped under one "Deductions" heading, one row per tutor per month, a blank row between
 * months, and a "Totals" row at the end.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  Questions,
  argMax,
  cell,
  divRound,
  fmt,
  intIn,
  money,
  pct,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'tutoring-payroll';
const TUTORS: Array<[string, number]> = [
  ['Priya Natarajan', 3200],
  ['Tom Okafor', 2800],
  ['Hannah Webb', 3500],
  ['Luis Moreno', 2600],
  ['Grace Kim', 3000],
];

interface Slip {
  month: number;
  tutor: string;
  hours: number;
  gross: bigint;
  tax: bigint;
  pension: bigint;
  student: bigint;
  net: bigint;
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const slips: Slip[] = [];
  for (let m = 0; m < 6; m++) {
    for (const [tutor, rate] of TUTORS) {
      const hours = intIn(rng, 40, 96);
      const gross = BigInt(hours * rate);
      const tax = divRound(gross * 20n, 100n);
      const pension = divRound(gross * 5n, 100n);
      const student =
        tutor === 'Luis Moreno' || tutor === 'Grace Kim' ? divRound(gross * 9n, 100n) : 0n;
      slips.push({
        month: m,
        tutor,
        hours,
        gross,
        tax,
        pension,
        student,
        net: gross - tax - pension - student,
      });
    }
  }

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll H1');
  ws.addRow(['BrightPath Tutors Ltd - Payroll register Jan-Jun 2025 (GBP £)']);
  ws.addRow([]);
  ws.addRow(['Month', 'Tutor', 'Hours', 'Gross Pay', 'Deductions', '', '', 'Net Pay']);
  ws.addRow(['', '', '', '', 'PAYE Tax', 'Pension', 'Student Loan', '']);
  ws.mergeCells('E3:G3');
  slips.forEach((s, i) => {
    if (i > 0 && slips[i - 1]!.month !== s.month) ws.addRow([]);
    fmt(
      ws.addRow([
        `${MON[s.month]} 2025`,
        s.tutor,
        s.hours,
        cell(s.gross),
        cell(s.tax),
        cell(s.pension),
        s.student ? cell(s.student) : null,
        cell(s.net),
      ]),
      range(4, 8),
      '£#,##0.00',
    );
  });
  ws.addRow([]);
  const T = (f: (s: Slip) => bigint): bigint => sum(slips.map(f));
  fmt(
    ws.addRow([
      'Totals',
      '',
      slips.reduce((a, s) => a + s.hours, 0),
      cell(T((s) => s.gross)),
      cell(T((s) => s.tax)),
      cell(T((s) => s.pension)),
      cell(T((s) => s.student)),
      cell(T((s) => s.net)),
    ]),
    range(4, 8),
    '£#,##0.00',
  );

  const q = new Questions(NAME);
  const gross = T((s) => s.gross);
  const net = T((s) => s.net);
  const byTutorGross = TUTORS.map(([t]) =>
    sum(slips.filter((s) => s.tutor === t).map((s) => s.gross)),
  );
  const byTutorHours = TUTORS.map(([t]) =>
    slips.filter((s) => s.tutor === t).reduce((a, s) => a + s.hours, 0),
  );
  const byMonthGross = [0, 1, 2, 3, 4, 5].map((m) =>
    sum(slips.filter((s) => s.month === m).map((s) => s.gross)),
  );
  const topG = argMax(byTutorGross);
  const topH = argMax(byTutorHours);
  const topM = argMax(byMonthGross);
  const slip = (t: string, m: number): Slip => slips.find((s) => s.tutor === t && s.month === m)!;

  q.money(
    'total gross payroll',
    gross,
    'sum of Gross Pay over every payslip (Totals row not added)',
  );
  q.money('total net pay', net, 'sum of Net Pay');
  q.money(
    'how much tax did we withhold',
    T((s) => s.tax),
    'sum of PAYE Tax',
  );
  q.num('how many hours did priya teach', byTutorHours[0]!, 'sum of Hours for Priya Natarajan');
  q.money("tom's gross in march", slip('Tom Okafor', 2).gross, 'Gross Pay, Tom Okafor, Mar 2025');
  q.money(
    'what was payroll in march',
    [byMonthGross[2]!, sum(slips.filter((s) => s.month === 2).map((s) => s.net))],
    'March gross pay, all tutors (the cost of payroll); net pay for March is also accepted',
  );
  const byTutorNet = TUTORS.map(([t]) => sum(slips.filter((s) => s.tutor === t).map((s) => s.net)));
  const topN = argMax(byTutorNet);
  if (uniqueExtreme(byTutorGross, topG) && uniqueExtreme(byTutorNet, topN))
    q.at(
      'who earned the most',
      [TUTORS[topG]![0], TUTORS[topN]![0]],
      'tutor with the highest total Gross Pay; the highest total Net Pay is also accepted',
    );
  q.money(
    'average net pay per payslip',
    divRound(net, BigInt(slips.length)),
    'total Net Pay / number of payslips (30), to the penny',
  );
  q.money(
    'total deductions',
    T((s) => s.tax + s.pension + s.student),
    'PAYE Tax + Pension + Student Loan, all payslips',
  );
  q.pct(
    'pension as a percentage of gross',
    pct(
      T((s) => s.pension),
      gross,
    ),
    'total Pension / total Gross * 100',
  );
  q.money(
    'student loan deductions',
    T((s) => s.student),
    'sum of Student Loan',
  );
  if (uniqueExtreme(byTutorHours, topH))
    q.at(
      'who taught the most hours',
      TUTORS[topH]![0],
      'tutor with the most Hours',
      String(byTutorHours[topH]!),
    );
  q.num(
    'total hours',
    slips.reduce((a, s) => a + s.hours, 0),
    'sum of Hours',
  );
  q.money("hannah's net pay in june", slip('Hannah Webb', 5).net, 'Net Pay, Hannah Webb, Jun 2025');
  if (uniqueExtreme(byMonthGross, topM))
    q.at(
      'biggest payroll month',
      MON[topM]!,
      'month with the highest total Gross Pay',
      money(byMonthGross[topM]!),
    );
  q.money(
    "luis's take home for the half year",
    sum(slips.filter((s) => s.tutor === 'Luis Moreno').map((s) => s.net)),
    'Net Pay, Luis Moreno, Jan-Jun',
  );
  q.refuse("what's our employer NI cost", 'employer National Insurance is not in the register');
  q.refuse('how much do we charge parents per hour', 'billing rates are not in the payroll');

  return {
    name: NAME,
    business: 'tutoring agency',
    shape: 'payroll register with two-row grouped Deductions header, blank rows, Totals',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'gross - deductions = net',
        got: gross - T((s) => s.tax + s.pension + s.student),
        want: net,
      },
      { what: 'tutor totals = gross', got: sum(byTutorGross), want: gross },
    ],
  };
}
