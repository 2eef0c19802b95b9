/**
 * A physiotherapy clinic's payroll register in NZ dollars: months as "2025-01", a two-row
 * header with "Deductions" merged over PAYE / KiwiSaver / Student loan, gross and net pay.
 */
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const STAFF: Array<[string, number]> = [
  ['Aroha Ngata', 7800],
  ['Ben Li', 6400],
  ['Chloe Martin', 5200],
  ['Dev Patel (reception)', 3900],
];

export const physioPayroll: BookDef = {
  name: 'physio-payroll',
  business: 'physiotherapist',
  shape: 'payroll register, two-row grouped deduction header, NZ$',
  async build(rng: Rng) {
    interface Line {
      month: number;
      who: number;
      gross: bigint;
      paye: bigint;
      ks: bigint;
      sl: bigint;
      net: bigint;
    }
    const lines: Line[] = [];
    for (let m = 0; m < 6; m++) {
      STAFF.forEach(([, base], who) => {
        const gross = BigInt(base * 100 + rng.int(-300 * 100, 600 * 100));
        const paye = (gross * BigInt(rng.int(17, 24))) / 100n;
        const ks = (gross * 3n) / 100n;
        const sl = who === 1 || who === 3 ? (gross * 12n) / 100n / 4n : 0n;
        lines.push({ month: m, who, gross, paye, ks, sl, net: gross - paye - ks - sl });
      });
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Payroll H1');
    ws.addRow(['Harbourside Physio — pay register Jan–Jun 2025 (NZD)']);
    ws.addRow([]);
    ws.addRow(['Period', 'Employee', 'Gross pay', 'Deductions', '', '', 'Net pay']);
    ws.addRow(['', '', '', 'PAYE', 'KiwiSaver', 'Student loan', '']);
    ws.mergeCells('D3:F3');
    for (const l of lines) {
      ws.addRow([
        `2025-${String(l.month + 1).padStart(2, '0')}`,
        STAFF[l.who]![0],
        cell(l.gross),
        cell(l.paye),
        cell(l.ks),
        l.sl ? cell(l.sl) : 0,
        cell(l.net),
      ]);
    }
    const t = (f: (l: Line) => bigint, ls: Line[] = lines): bigint => sumOf(ls.map(f));
    ws.addRow([
      'Total',
      '',
      cell(t((l) => l.gross)),
      cell(t((l) => l.paye)),
      cell(t((l) => l.ks)),
      cell(t((l) => l.sl)),
      cell(t((l) => l.net)),
    ]);

    const Q = questionList('physio-payroll');
    const grossBy = STAFF.map((_, w) =>
      t(
        (l) => l.gross,
        lines.filter((l) => l.who === w),
      ),
    );
    const topW = argMax(grossBy);
    const monthGross = [0, 1, 2, 3, 4, 5].map((m) =>
      t(
        (l) => l.gross,
        lines.filter((l) => l.month === m),
      ),
    );
    const topM = argMax(monthGross);
    const grossT = t((l) => l.gross);
    const dedT = t((l) => l.paye + l.ks + l.sl);
    Q.ask('total gross pay', { value: hundredths(grossT) }, 'Gross pay column (lines only)');
    Q.ask('how much net pay went out', { value: hundredths(t((l) => l.net)) }, 'Net pay column');
    Q.ask('total paye withheld', { value: hundredths(t((l) => l.paye)) }, 'PAYE column');
    Q.ask(
      `what was ${STAFF[0]![0]}'s net pay for the half year`,
      {
        value: hundredths(
          t(
            (l) => l.net,
            lines.filter((l) => l.who === 0),
          ),
        ),
      },
      'her Net pay rows summed',
    );
    Q.ask(
      'payroll cost in march',
      { value: hundredths(monthGross[2]!) },
      'gross pay for 2025-03 (employer costs are not in the sheet; gross is the payroll cost shown)',
    );
    Q.ask(
      'who earned the most',
      { value: hundredths(grossBy[topW]!), at: STAFF[topW]![0] },
      'employee with the largest gross',
    );
    Q.ask('kiwisaver deductions total', { value: hundredths(t((l) => l.ks)) }, 'KiwiSaver column');
    Q.ask(
      'how much student loan was deducted',
      { value: hundredths(t((l) => l.sl)) },
      'Student loan column',
    );
    Q.ask('total deductions', { value: hundredths(dedT) }, 'PAYE + KiwiSaver + Student loan');
    Q.ask(
      'deductions as a % of gross',
      { value: pct(dedT, grossT) },
      'total deductions / total gross * 100',
    );
    Q.ask(
      'which month had the highest gross payroll',
      { value: hundredths(monthGross[topM]!), at: monthPlaces(topM, 2025) },
      'month with the largest gross sum',
    );
    Q.ask(
      `${STAFF[2]![0]} gross in may`,
      { value: hundredths(lines.find((l) => l.who === 2 && l.month === 4)!.gross) },
      'that row',
    );
    Q.ask(
      'average monthly net pay per employee',
      {
        value: hundredths(
          (t((l) => l.net) * 1n + BigInt(lines.length) / 2n) / BigInt(lines.length),
        ),
      },
      'mean of the Net pay rows (24 rows)',
    );
    Q.ask('how much overtime did we pay', { refuse: true }, 'no overtime column');
    Q.ask('how much holiday pay is owed', { refuse: true }, 'no leave balances');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [{ what: 'gross = net + deductions', a: grossT, b: t((l) => l.net) + dedT }],
    };
  },
};
