/**
 * Tattoo studio in Ho Chi Minh City (₫): a payroll register, one row per employee per month
 * (Jan-Jun 2026, months as "2026-01"), a two-row header with a merged "Deductions" group
 * (PIT, Social insurance, Advance), a unit line above, a Total row at the bottom.
 */
import { meanCents, money, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('tattoo-payroll');
const STAFF = ['Nguyễn Minh Anh', 'Trần Quốc Bảo', 'Lê Thu Hà', 'Phạm Đức Long', 'Võ Ngọc Lan'];
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
interface Pay {
  who: string;
  month: number;
  gross: bigint;
  pit: bigint;
  si: bigint;
  adv: bigint;
  net: bigint;
}
const pays: Pay[] = [];
MONTHS.forEach((_, m) =>
  STAFF.forEach((who) => {
    const gross = BigInt(between(r, 900, 3400) * 10000 * 100); // ₫9,000,000 .. ₫34,000,000
    const pit = ((gross * BigInt(between(r, 3, 12))) / 100n / 100n) * 100n; // whole dong
    const si = ((gross * 105n) / 1000n / 100n) * 100n;
    const adv = r() < 0.25 ? BigInt(between(r, 5, 30) * 100000 * 100) : 0n;
    pays.push({ who, month: m, gross, pit, si, adv, net: gross - pit - si - adv });
  }),
);
const T = (f: (p: Pay) => bigint, ps: Pay[] = pays): bigint => sum(ps.map(f));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Bảng lương H1');
  ws.addRow(['Mực Đen Tattoo Studio: payroll register January-June 2026']);
  ws.addRow(['VND (₫)']);
  ws.addRow(['Employee', 'Month', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.addRow(['', '', '', 'PIT', 'Social insurance', 'Advance', '']);
  ws.mergeCells('D3:F3');
  pays.forEach((p) =>
    ws.addRow([
      p.who,
      MONTHS[p.month],
      cell(p.gross),
      cell(p.pit),
      cell(p.si),
      p.adv ? cell(p.adv) : null,
      cell(p.net),
    ]),
  );
  ws.addRow([
    'Total',
    '',
    cell(T((p) => p.gross)),
    cell(T((p) => p.pit)),
    cell(T((p) => p.si)),
    cell(T((p) => p.adv)),
    cell(T((p) => p.net)),
  ]);
  return toBytes(wb);
}

const q = new Asker('tattoo');
const grossBy = STAFF.map((s) =>
  T(
    (p) => p.gross,
    pays.filter((p) => p.who === s),
  ),
);
const top = argmax(grossBy);
const s2 = STAFF[1]!;
const s4 = STAFF[3]!;
const mar = pays.filter((p) => p.month === 2);
q.value('total net pay', money(T((p) => p.net)), 'Total row, Net pay');
q.value(
  `total gross for ${s2}`,
  money(grossBy[1]!),
  `sum of Gross pay where Employee = ${s2}, Jan-Jun`,
);
q.value('how much PIT did we withhold', money(T((p) => p.pit)), 'Total row, PIT');
const netBy = STAFF.map((s) =>
  T(
    (p) => p.net,
    pays.filter((p) => p.who === s),
  ),
);
const topNet = argmax(netBy);
// "earned" reads as gross pay; when the net leader differs the name is accepted too, but the figure stays gross
q.place(
  'who earned the most',
  [...new Set([STAFF[top]!, STAFF[topNet]!])],
  'employee with the largest total Gross pay (the net-pay leader is accepted too)',
  topNet === top ? money(grossBy[top]!) : undefined,
);
q.value('net pay in march', money(T((p) => p.net, mar)), 'sum of Net pay for month 2026-03');
q.value('social insurance total', money(T((p) => p.si)), 'Total row, Social insurance');
q.value('total advances', money(T((p) => p.adv)), 'Total row, Advance');
q.value('gross payroll for the half year', money(T((p) => p.gross)), 'Total row, Gross pay');
q.value(
  `${s4} net in may`,
  money(pays.find((p) => p.who === s4 && p.month === 4)!.net),
  `Net pay, ${s4}, 2026-05`,
);
q.value(
  'total deductions',
  money(T((p) => p.pit + p.si + p.adv)),
  'PIT + Social insurance + Advance, Total row',
);
q.value(
  'average gross per month for the whole team',
  meanCents(
    T((p) => p.gross),
    6,
  ),
  'total Gross pay / 6 months',
);
q.value(
  'gross pay in Q2',
  money(
    T(
      (p) => p.gross,
      pays.filter((p) => p.month >= 3),
    ),
  ),
  'sum of Gross pay for 2026-04..2026-06',
);
q.value(
  'Le Thu Ha total net',
  money(
    T(
      (p) => p.net,
      pays.filter((p) => p.who === 'Lê Thu Hà'),
    ),
  ),
  'sum of Net pay for Lê Thu Hà (typed without diacritics)',
);
q.refuse('how many hours did Tran Quoc Bao work', 'no hours in the register');
q.refuse('payroll for july', 'the register ends in June 2026');
q.refuse('how much did we pay in tips', 'no tips column');

export const tattooPayroll: BlindBook = {
  name: 'tattoo-payroll',
  business: 'tattoo studio',
  currency: '₫',
  shape: 'payroll register with grouped deduction headers',
  build,
  questions: q.list,
  checks: [
    {
      what: 'gross - deductions = net',
      a: T((p) => p.gross) - T((p) => p.pit + p.si + p.adv),
      b: T((p) => p.net),
    },
    { what: 'by employee = total', a: sum(grossBy), b: T((p) => p.gross) },
    uniqueCheck('gross by employee', grossBy),
  ],
};
