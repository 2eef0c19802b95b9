/** Escape room: budget vs actual for one quarter, Revenue and Costs sections, variance and %, SGD. */
import ExcelJS from 'exceljs';
import { divRound, money, pct, sum } from '../../expect';
import {
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

const NAME = 'escape-room-budget';
const REV = ['Private bookings', 'Public bookings', 'Corporate team events', 'Gift vouchers'];
const COST = [
  'Game master wages',
  'Rent',
  'Props & puzzles',
  'Marketing',
  'Booking software',
  'Utilities',
];
const r = rng(11);
const revB = [r.int(38000, 52000), r.int(22000, 30000), r.int(15000, 26000), r.int(4000, 9000)].map(
  (x) => BigInt(x) * 100n,
);
const revA = revB.map((b) => (b * BigInt(r.int(82, 121))) / 100n);
const costB = [
  r.int(26000, 30000),
  18000,
  r.int(3000, 6000),
  r.int(2500, 4000),
  900,
  r.int(1500, 2200),
].map((x) => BigInt(x) * 100n);
const costA = costB.map((b, i) =>
  i === 1 || i === 4
    ? b
    : i === 3
      ? (b * BigInt(r.int(120, 160))) / 100n + BigInt(r.int(1, 99))
      : (b * BigInt(r.int(90, 112))) / 100n + BigInt(r.int(1, 99)),
);
const rB = sum(revB);
const rA = sum(revA);
const cB = sum(costB);
const cA = sum(costA);
const vpct = (b: bigint, a: bigint): number => Number(divRound((a - b) * 10000n, b)) / 10000;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Q3 BvA');
  ws.addRow(['Lockbox Escape Rooms Pte Ltd']);
  ws.addRow(['Budget vs Actual, Q3 2025 (July - September), S$']);
  ws.addRow([]);
  ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Var %']);
  const line = (label: string, b: bigint, a: bigint): void =>
    void ws.addRow([label, cell(b), cell(a), cell(a - b), vpct(b, a)]);
  ws.addRow(['Revenue']);
  REV.forEach((l, i) => line(l, revB[i]!, revA[i]!));
  line('Total revenue', rB, rA);
  ws.addRow([]);
  ws.addRow(['Costs']);
  COST.forEach((l, i) => line(l, costB[i]!, costA[i]!));
  line('Total costs', cB, cA);
  ws.addRow([]);
  line('Net profit', rB - cB, rA - cA);
  ws.addRow([]);
  ws.addRow(['Variance = Actual - Budget. For costs a positive variance means over budget.']);
  for (let c = 2; c <= 4; c++) ws.getColumn(c).numFmt = '#,##0.00;[Red]-#,##0.00';
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Q3 BvA')!;
  for (const c of ['B', 'C']) {
    const rev = sum([6, 7, 8, 9].map((n) => centsAt(ws, `${c}${n}`)));
    const cost = sum([13, 14, 15, 16, 17, 18].map((n) => centsAt(ws, `${c}${n}`)));
    assertEq(`total revenue ${c}`, rev, centsAt(ws, `${c}10`));
    assertEq(`total costs ${c}`, cost, centsAt(ws, `${c}19`));
    assertEq(`net profit ${c}`, rev - cost, centsAt(ws, `${c}21`));
  }
  if (!uniqueMax(costOver) || !uniqueMax(revBeat)) throw new Error('tie');
}

const costOver = costA.map((a, i) => a - costB[i]!);
const revBeat = revA.map((a, i) => a - revB[i]!);
const worst = argMax(costOver);
const bestRev = argMax(revBeat);

export const escapeRoomBudget: BlindBook = {
  name: NAME,
  business: 'escape room',
  shape: 'budget vs actual, sections with Total lines, Net profit, variance and variance %',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'how much over budget were we on marketing',
      { value: money(costOver[3]!) },
      'Marketing Actual - Budget',
    ],
    ['total actual costs', { value: money(cA) }, 'Total costs, Actual'],
    [
      'which cost went furthest over budget',
      { value: money(costOver[worst]!), at: COST[worst]! },
      'cost line with the largest Actual - Budget',
    ],
    [
      'how far off budget was revenue',
      { value: money(rA - rB), abs: true },
      'Total revenue Actual - Budget (sign not required: "off" names no direction)',
    ],
    [
      'by how much did corporate events beat or miss budget',
      { value: money(revBeat[2]!) },
      'Corporate team events Actual - Budget',
    ],
    ['what was our actual net profit', { value: money(rA - cA) }, 'Net profit, Actual'],
    ['budgeted profit for the quarter', { value: money(rB - cB) }, 'Net profit, Budget'],
    [
      'what % of the revenue budget did we hit',
      { value: pct(rA, rB) },
      'Total revenue Actual / Budget * 100',
    ],
    ['actual rent', { value: money(costA[1]!) }, 'Rent, Actual'],
    ['public bookings actual revenue', { value: money(revA[1]!) }, 'Public bookings, Actual'],
    [
      'which revenue line beat its budget by the most',
      { value: money(revBeat[bestRev]!), at: REV[bestRev]! },
      'revenue line with the largest Actual - Budget',
    ],
    ['total cost budget', { value: money(cB) }, 'Total costs, Budget'],
    ['how many bookings did we have', { refuse: true }, 'no booking counts in the sheet'],
    ["what's the budget for Q4", { refuse: true }, 'only Q3 is in the sheet'],
    [
      'actual profit margin',
      { value: pct(rA - cA, rA) },
      'Net profit Actual / Total revenue Actual * 100',
    ],
    [
      'game master wages vs budget',
      { value: money(costOver[0]!) },
      'Game master wages Actual - Budget',
    ],
    ['gift vouchers actual', { value: money(revA[3]!) }, 'Gift vouchers, Actual'],
  ]),
};
