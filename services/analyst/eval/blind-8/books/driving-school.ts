/**
 * Kea Driving School (NZD, "NZ$"): a payroll register for Q1 2025, one row per instructor per
 * month, with a two-row header (a merged "Deductions" group over PAYE / KiwiSaver / ACC levy /
 * Total), lessons given, and a Totals row.
 */
import { meanCents, money, pct, ratio2 } from '../../expect';
import {
  argmax,
  cell$,
  col,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'driving-school';
const INSTRUCTORS = ['Aroha Ngata', 'Ben Cole', 'Priya Raman', "Liam O'Connor", 'Mele Tupou'];
const MONTHS = ['January', 'February', 'March'];

interface Slip {
  who: string;
  month: number;
  lessons: bigint;
  gross: bigint;
  paye: bigint;
  kiwi: bigint;
  acc: bigint;
  ded: bigint;
  net: bigint;
}

export async function buildDrivingSchool(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const rate = INSTRUCTORS.map(() => BigInt(rng.int(34, 42) * 100)); // cents per lesson
  const slips: Slip[] = [];
  MONTHS.forEach((_, month) => {
    INSTRUCTORS.forEach((who, i) => {
      const lessons = BigInt(rng.int(48, 110));
      const gross = lessons * rate[i]!;
      const paye = (gross * BigInt(rng.int(1650, 1950))) / 10000n;
      const kiwi = (gross * 3n) / 100n;
      const acc = (gross * 160n) / 10000n;
      const ded = paye + kiwi + acc;
      slips.push({ who, month, lessons, gross, paye, kiwi, acc, ded, net: gross - ded });
    });
  });
  const sumOf = (f: (s: Slip) => bigint, keep: (s: Slip) => boolean = () => true): bigint =>
    total(slips.filter(keep).map(f));

  const wb = newBook();
  const ws = wb.addWorksheet('Payroll Q1');
  ws.addRow(['Kea Driving School Ltd — payroll register, quarter to 31 March 2025 (NZD)']);
  ws.addRow([]);
  ws.addRow([
    'Instructor',
    'Month',
    'Lessons given',
    'Gross pay',
    'Deductions',
    null,
    null,
    null,
    'Net pay',
  ]); // row 3
  ws.addRow([null, null, null, null, 'PAYE', 'KiwiSaver', 'ACC levy', 'Total', null]); // row 4
  ws.mergeCells('E3:H3');
  slips.forEach((s) =>
    ws.addRow([
      s.who,
      MONTHS[s.month],
      Number(s.lessons),
      cell$(s.gross),
      cell$(s.paye),
      cell$(s.kiwi),
      cell$(s.acc),
      cell$(s.ded),
      cell$(s.net),
    ]),
  );
  const totRow = ws.rowCount + 1;
  ws.addRow([
    'Totals',
    null,
    Number(sumOf((s) => s.lessons)),
    cell$(sumOf((s) => s.gross)),
    cell$(sumOf((s) => s.paye)),
    cell$(sumOf((s) => s.kiwi)),
    cell$(sumOf((s) => s.acc)),
    cell$(sumOf((s) => s.ded)),
    cell$(sumOf((s) => s.net)),
  ]);
  for (let c = 4; c <= 9; c++) ws.getColumn(c).numFmt = moneyFmt('NZ$');

  const S = 'Payroll Q1';
  const q = new Questions(BOOK);
  const gross = sumOf((s) => s.gross);
  const lessons = sumOf((s) => s.lessons);
  const grossBy = INSTRUCTORS.map((w) =>
    sumOf(
      (s) => s.gross,
      (s) => s.who === w,
    ),
  );
  const lessonsBy = INSTRUCTORS.map((w) =>
    sumOf(
      (s) => s.lessons,
      (s) => s.who === w,
    ),
  );
  const benFeb = slips.find((s) => s.who === 'Ben Cole' && s.month === 1)!;
  q.ask('total gross payroll for the quarter', { value: money(gross) }, 'Totals row, Gross pay', {
    sheet: S,
    ref: `D${totRow}`,
  });
  q.ask('how much net pay went out', { value: money(sumOf((s) => s.net)) }, 'Totals row, Net pay', {
    sheet: S,
    ref: `I${totRow}`,
  });
  q.ask(
    'how much paye did we hold back',
    { value: money(sumOf((s) => s.paye)) },
    'Totals row, PAYE',
    { sheet: S, ref: `E${totRow}` },
  );
  q.ask(
    "ben's net pay in february",
    { value: money(benFeb.net) },
    'Net pay on the Ben Cole / February row',
  );
  const netBy = INSTRUCTORS.map((w) =>
    sumOf(
      (s) => s.net,
      (s) => s.who === w,
    ),
  );
  if (argmax(grossBy) === argmax(netBy)) {
    q.ask(
      'who earned the most',
      { at: INSTRUCTORS[argmax(grossBy)]! },
      'instructor with the largest gross pay over the quarter; the same instructor has the largest net, so both readings agree',
    );
  } else {
    q.refuse('who earned the most', 'one instructor leads on gross, another on net: ask which');
  }
  q.ask(
    'kiwisaver deductions total',
    { value: money(sumOf((s) => s.kiwi)) },
    'Totals row, KiwiSaver',
  );
  q.ask(
    'average net pay per payslip',
    {
      value: meanCents(
        sumOf((s) => s.net),
        slips.length,
      ),
    },
    'total Net pay / 15 payslip rows, to the cent',
  );
  q.ask(
    'february gross',
    {
      value: money(
        sumOf(
          (s) => s.gross,
          (s) => s.month === 1,
        ),
      ),
    },
    'Gross pay of the five February rows',
  );
  q.ask(
    'how many lessons did aroha give',
    { value: String(lessonsBy[0]!) },
    "Lessons given summed over Aroha Ngata's three rows",
  );
  q.ask(
    'which instructor gave the most lessons',
    { at: INSTRUCTORS[argmax(lessonsBy)]! },
    'instructor with the most lessons over the quarter',
  );
  q.ask(
    'deductions as a percent of gross',
    {
      value: pct(
        sumOf((s) => s.ded),
        gross,
      ),
    },
    'Totals Deductions Total / Totals Gross pay, percent 2 dp',
  );
  q.ask(
    'what does a lesson cost us in wages',
    { value: ratio2(gross, lessons * 100n) },
    'Totals Gross pay / Totals Lessons given, dollars per lesson 2 dp',
  );
  q.ask(
    'total deductions in march',
    {
      value: money(
        sumOf(
          (s) => s.ded,
          (s) => s.month === 2,
        ),
      ),
    },
    'Deductions Total of the five March rows',
  );
  q.ask('acc levy', { value: money(sumOf((s) => s.acc)) }, 'Totals row, ACC levy');
  q.refuse(
    'how much did we pay in employer kiwisaver',
    'the register shows employee deductions only; the employer contribution is not in it',
  );
  q.refuse('how much did lessons bring in', 'no lesson fees or revenue in the payroll register');

  return {
    name: BOOK,
    business: 'driving school',
    shape: 'payroll register with a merged two-row Deductions header, lessons, Totals row',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [3, 4, 5, 6, 7, 8, 9].map((c) => ({
      sheet: S,
      parts: [`${col(c)}5:${col(c)}${totRow - 1}`],
      total: `${col(c)}${totRow}`,
    })),
  };
}
