/** Climbing gym: membership MRR movement with months across (starting, new, expansion, churn, ending, members), EUR. */
import ExcelJS from 'exceljs';
import { growth, money, pct, sum } from '../../expect';
import {
  MONTHS,
  argMax,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'climbing-gym-mrr';
const r = rng(15);
const start0 = BigInt(r.int(2800000, 3400000));
interface M {
  start: bigint;
  add: bigint;
  exp: bigint;
  churn: bigint;
  end: bigint;
  members: number;
  joined: number;
  left: number;
}
const months: M[] = [];
let s = start0;
let members = r.int(520, 610);
for (let m = 0; m < 12; m++) {
  const joined = r.int(18, 55);
  const left = r.int(10, 40);
  const add = BigInt(joined) * 5900n;
  const exp = BigInt(r.int(20000, 160000));
  const churn = -BigInt(left) * 5900n - BigInt(r.int(0, 30000));
  const end = s + add + exp + churn;
  members = members + joined - left;
  months.push({ start: s, add, exp, churn, end, members, joined, left });
  s = end;
}
const addT = sum(months.map((x) => x.add));
const churnT = sum(months.map((x) => x.churn));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR 2025');
  ws.addRow(['Crux Climbing Hall: membership MRR 2025 (EUR)']);
  ws.addRow([]);
  ws.addRow(['', ...MONTHS]);
  ws.addRow(['Starting MRR', ...months.map((x) => cell(x.start))]);
  ws.addRow(['New memberships', ...months.map((x) => cell(x.add))]);
  ws.addRow(['Upgrades', ...months.map((x) => cell(x.exp))]);
  ws.addRow(['Cancellations', ...months.map((x) => cell(x.churn))]);
  ws.addRow(['Ending MRR', ...months.map((x) => cell(x.end))]);
  ws.addRow([]);
  ws.addRow(['Members joined', ...months.map((x) => x.joined)]);
  ws.addRow(['Members cancelled', ...months.map((x) => x.left)]);
  ws.addRow(['Active members (month end)', ...months.map((x) => x.members)]);
  ws.addRow([]);
  ws.addRow(['Monthly membership is €59. Day passes and shoe rental are not in MRR.']);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('MRR 2025')!;
  for (let m = 0; m < 12; m++) {
    const c = String.fromCharCode(66 + m);
    const e =
      centsAt(ws, `${c}4`) + centsAt(ws, `${c}5`) + centsAt(ws, `${c}6`) + centsAt(ws, `${c}7`);
    assertEq(`ending ${c}`, e, centsAt(ws, `${c}8`));
    if (m > 0)
      assertEq(`roll ${c}`, centsAt(ws, `${String.fromCharCode(65 + m)}8`), centsAt(ws, `${c}4`));
  }
  if (!uniqueMax(months.map((x) => x.add)) || !uniqueMax(months.map((x) => -x.churn)))
    throw new Error('tie');
}

const bestNew = argMax(months.map((x) => x.add));
const worstChurn = argMax(months.map((x) => -x.churn));
const dec = months[11]!;

export const climbingGymMrr: BlindBook = {
  name: NAME,
  business: 'climbing gym',
  shape: 'MRR movement, months across, signed cancellations, a second block of member counts, note',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['what is our MRR at the end of the year', { value: money(dec.end) }, 'Ending MRR, Dec'],
    [
      'how much did MRR grow this year in %',
      { value: growth(months[0]!.start, dec.end) },
      '(Ending MRR Dec - Starting MRR Jan) / Starting MRR Jan * 100',
    ],
    [
      'total new MRR from new memberships',
      { value: money(addT) },
      'sum of New memberships, Jan..Dec',
    ],
    [
      'how much MRR did we lose to cancellations',
      { value: money(churnT), abs: true },
      'sum of Cancellations (sign not required)',
    ],
    [
      'best month for new members',
      {
        value: [String(months[bestNew]!.joined), money(months[bestNew]!.add)],
        at: MONTHS[bestNew]!,
      },
      'month with the most Members joined (same month as the largest New memberships MRR, at €59 each); the count or the MRR accepted',
    ],
    [
      'which month lost the most MRR to cancellations',
      { value: [money(months[worstChurn]!.churn)], at: MONTHS[worstChurn]!, abs: true },
      'month with the largest Cancellations MRR (sign not required)',
    ],
    [
      'how many active members in june',
      { value: String(months[5]!.members) },
      'Active members (month end), Jun',
    ],
    ['starting MRR in january', { value: money(months[0]!.start) }, 'Starting MRR, Jan'],
    [
      'upgrades in Q3',
      { value: money(months[6]!.exp + months[7]!.exp + months[8]!.exp) },
      'Upgrades Jul+Aug+Sep',
    ],
    [
      'how many members joined this year',
      { value: String(months.reduce((a, x) => a + x.joined, 0)) },
      'sum of Members joined',
    ],
    [
      'net MRR change in march',
      { value: money(months[2]!.end - months[2]!.start) },
      'Ending MRR Mar - Starting MRR Mar',
    ],
    [
      'what share of new MRR did we lose to cancellations',
      { value: pct(-churnT, addT) },
      '|sum of Cancellations| / sum of New memberships * 100',
    ],
    [
      'how much do we make from day passes',
      { refuse: true },
      'the note says day passes are not in this sheet',
    ],
    [
      'what is our annual revenue',
      { refuse: true },
      'MRR is a run rate, not revenue recognised; the sheet holds no revenue',
    ],
    [
      'active members at year end',
      { value: String(dec.members) },
      'Active members (month end), Dec',
    ],
  ]),
};
