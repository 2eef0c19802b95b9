/** Flower farm: statement of cash flows, years as column headers (2025 first), three sections, KSh. */
import ExcelJS from 'exceljs';
import { growth, money, sum } from '../../expect';
import { assertEq, cell, centsAt, questionsFor, rng, toBytes, type BlindBook } from '../kit';

const NAME = 'flower-farm-cashflow';
const r = rng(12);
const k = (lo: number, hi: number): bigint => BigInt(r.int(lo, hi)) * 100n;
interface Year {
  profit: bigint;
  dep: bigint;
  recv: bigint;
  pay: bigint;
  inv: bigint;
  capex: bigint;
  sale: bigint;
  draw: bigint;
  repay: bigint;
  div: bigint;
}
const mk = (): Year => ({
  profit: k(4200000, 9800000),
  dep: k(1100000, 1600000),
  recv: -k(100000, 900000),
  pay: k(50000, 700000),
  inv: -k(80000, 400000),
  capex: -k(3000000, 7500000),
  sale: k(0, 600000),
  draw: k(0, 4000000),
  repay: -k(900000, 1800000),
  div: -k(500000, 2000000),
});
const y24 = mk();
const y25 = mk();
const ops = (y: Year): bigint => y.profit + y.dep + y.recv + y.pay + y.inv;
const inv = (y: Year): bigint => y.capex + y.sale;
const fin = (y: Year): bigint => y.draw + y.repay + y.div;
const change = (y: Year): bigint => ops(y) + inv(y) + fin(y);
const start24 = k(2000000, 5000000);
const end24 = start24 + change(y24);
const start25 = end24;
const end25 = start25 + change(y25);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['Rift Valley Blooms Ltd']);
  ws.addRow(['Statement of cash flows for the years ended 31 December (KSh)']);
  ws.addRow([]);
  ws.addRow(['', 2025, 2024]);
  const line = (label: string, f: (y: Year) => bigint): void =>
    void ws.addRow([label, cell(f(y25)), cell(f(y24))]);
  ws.addRow(['Cash flows from operating activities']);
  line('  Net profit', (y) => y.profit);
  line('  Depreciation', (y) => y.dep);
  line('  (Increase) in trade receivables', (y) => y.recv);
  line('  Increase in trade payables', (y) => y.pay);
  line('  (Increase) in inventory', (y) => y.inv);
  line('Net cash from operating activities', ops);
  ws.addRow([]);
  ws.addRow(['Cash flows from investing activities']);
  line('  Purchase of greenhouses and equipment', (y) => y.capex);
  line('  Proceeds from sale of vehicle', (y) => y.sale);
  line('Net cash used in investing activities', inv);
  ws.addRow([]);
  ws.addRow(['Cash flows from financing activities']);
  line('  Loan drawdown', (y) => y.draw);
  line('  Loan repayments', (y) => y.repay);
  line('  Dividends paid', (y) => y.div);
  line('Net cash from financing activities', fin);
  ws.addRow([]);
  line('Net increase/(decrease) in cash', change);
  ws.addRow(['Cash at beginning of year', cell(start25), cell(start24)]);
  ws.addRow(['Cash at end of year', cell(end25), cell(end24)]);
  for (const c of [2, 3]) ws.getColumn(c).numFmt = '#,##0.00;(#,##0.00)';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Cash flow')!;
  for (const c of ['B', 'C']) {
    const o = sum([6, 7, 8, 9, 10].map((n) => centsAt(ws, `${c}${n}`)));
    assertEq(`ops ${c}`, o, centsAt(ws, `${c}11`));
    const i = centsAt(ws, `${c}14`) + centsAt(ws, `${c}15`);
    assertEq(`inv ${c}`, i, centsAt(ws, `${c}16`));
    const f = sum([19, 20, 21].map((n) => centsAt(ws, `${c}${n}`)));
    assertEq(`fin ${c}`, f, centsAt(ws, `${c}22`));
    assertEq(`change ${c}`, o + i + f, centsAt(ws, `${c}24`));
    assertEq(`end ${c}`, centsAt(ws, `${c}25`) + o + i + f, centsAt(ws, `${c}26`));
  }
  assertEq('2024 end = 2025 start', centsAt(ws, 'C26'), centsAt(ws, 'B25'));
}

export const flowerFarmCashflow: BlindBook = {
  name: NAME,
  business: 'flower farm',
  shape:
    'cash-flow statement, years as column headers (latest first), indented lines, section totals',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'net cash from operations in 2025',
      { value: money(ops(y25)) },
      'Net cash from operating activities, 2025',
    ],
    [
      'how much did we spend on greenhouses and equipment this year',
      { value: money(y25.capex), abs: true },
      'Purchase of greenhouses and equipment 2025 (an outflow; sign not required)',
    ],
    [
      'change in cash in 2025',
      { value: money(change(y25)) },
      'Net increase/(decrease) in cash, 2025',
    ],
    ['cash at the end of 2025', { value: money(end25) }, 'Cash at end of year, 2025'],
    [
      'what cash did we start 2024 with',
      { value: money(start24) },
      'Cash at beginning of year, 2024',
    ],
    [
      'how much did operating cash flow grow vs last year in %',
      { value: growth(ops(y24), ops(y25)) },
      '(ops 2025 - ops 2024) / |ops 2024| * 100',
    ],
    [
      'dividends paid in 2024',
      { value: money(y24.div), abs: true },
      'Dividends paid 2024 (sign not required)',
    ],
    [
      'net cash from financing this year',
      { value: money(fin(y25)) },
      'Net cash from financing activities, 2025',
    ],
    ['depreciation 2025', { value: money(y25.dep) }, 'Depreciation, 2025'],
    [
      'net profit last year',
      { value: money(y24.profit) },
      'Net profit, 2024 (the latest year is 2025)',
    ],
    [
      'how much more cash did operations bring in this year than last',
      { value: money(ops(y25) - ops(y24)) },
      'ops 2025 - ops 2024',
    ],
    [
      'what was revenue in 2025',
      { refuse: true },
      'a cash-flow statement starts at net profit; no revenue',
    ],
    ['how many stems did we ship', { refuse: true }, 'no volumes'],
    [
      'total loan repayments over both years',
      { value: money(y24.repay + y25.repay), abs: true },
      'Loan repayments 2024 + 2025 (sign not required)',
    ],
    [
      'investing cash flow 2024',
      { value: money(inv(y24)) },
      'Net cash used in investing activities, 2024',
    ],
    ['how much did we borrow in 2025', { value: money(y25.draw) }, 'Loan drawdown, 2025'],
  ]),
};
