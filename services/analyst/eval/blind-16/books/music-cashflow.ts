/**
 * Music school (Pune, ₹): a cash-flow statement with operating / investing / financing
 * sections, quarters as columns "Apr-Jun" style (Indian fiscal year), a Year column,
 * outflows shown in parentheses (negative numbers), opening and closing cash.
 */
import ExcelJS from 'exceljs';
import {
  argMax,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'music-cashflow';
const QS = ['Q1 (Apr-Jun)', 'Q2 (Jul-Sep)', 'Q3 (Oct-Dec)', 'Q4 (Jan-Mar)'];

export const musicCashflow: BlindBook = {
  name: NAME,
  business: 'music school cash-flow statement, ₹',
  async build() {
    const r = rngFor(NAME);
    const g = (lo: number, hi: number, sign: 1 | -1): bigint[] =>
      QS.map(() => BigInt(sign * randInt(r, lo, hi) * 100));
    const op = {
      'Tuition fees received': g(900000, 1600000, 1),
      'Exam & recital fees': g(50000, 150000, 1),
      'Teacher salaries paid': g(600000, 900000, -1),
      'Rent paid': g(180000, 180000, -1),
      'Other operating payments': g(40000, 120000, -1),
    };
    const inv = {
      'Purchase of instruments': g(0, 400000, -1),
      'Sale of old pianos': g(0, 90000, 1),
    };
    const fin = {
      'Loan repayment': g(60000, 60000, -1),
      'Owner capital introduced': [0n, 50000000n, 0n, 0n],
    };
    const sec = (o: Record<string, bigint[]>): bigint[] =>
      [0, 1, 2, 3].map((q) => sumB(Object.values(o).map((x) => x[q]!)));
    const netOp = sec(op);
    const netInv = sec(inv);
    const netFin = sec(fin);
    const net = [0, 1, 2, 3].map((q) => netOp[q]! + netInv[q]! + netFin[q]!);
    const opening0 = 120000000n;
    const openings: bigint[] = [];
    let c = opening0;
    for (const n of net) {
      openings.push(c);
      c += n;
    }
    const closings = openings.map((o, q) => o + net[q]!);
    const Y = (xs: bigint[]): bigint => sumB(xs);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Cash Flow FY25-26');
    const L = (label: string, xs: bigint[], year?: bigint): RowValue[] => [
      label,
      ...xs.map(cell),
      cell(year ?? Y(xs)),
    ];
    writeRows(ws, 1, [
      ['Sargam School of Music'],
      ['Cash flow statement, FY 2025-26 (INR)'],
      [],
      ['', ...QS, 'FY 2025-26'],
      ['Cash flows from operating activities'],
      ...Object.entries(op).map(([k, v]) => L(k, v)),
      L('Net cash from operating activities', netOp),
      [],
      ['Cash flows from investing activities'],
      ...Object.entries(inv).map(([k, v]) => L(k, v)),
      L('Net cash used in investing activities', netInv),
      [],
      ['Cash flows from financing activities'],
      ...Object.entries(fin).map(([k, v]) => L(k, v)),
      L('Net cash from financing activities', netFin),
      [],
      L('Net increase / (decrease) in cash', net),
      L('Cash at beginning of period', openings, opening0),
      L('Cash at end of period', closings, closings[3]!),
    ]);
    for (let col = 2; col <= 6; col++) ws.getColumn(col).numFmt = '"₹"#,##0.00;("₹"#,##0.00)';

    const { qs, ask, refuse } = asker(NAME);
    ask(
      'net cash from operations for the year',
      { value: m(Y(netOp)) },
      'Net cash from operating activities, FY column',
    );
    ask(
      'how much cash did we have at year end',
      { value: m(closings[3]!) },
      'Cash at end of period, FY (= Q4 closing)',
    );
    ask(
      'what did we spend on instruments',
      { value: m(Y(inv['Purchase of instruments'])), abs: true },
      'Purchase of instruments FY, magnitude',
    );
    ask('tuition collected in Q3', { value: m(op['Tuition fees received'][2]!) }, 'one cell');
    ask(
      'how much did the owner put in',
      { value: m(Y(fin['Owner capital introduced'])) },
      'Owner capital introduced, FY',
    );
    ask(
      'teacher salaries for the year',
      { value: m(Y(op['Teacher salaries paid'])), abs: true },
      'FY, magnitude',
    );
    ask('net change in cash in Q2', { value: m(net[1]!) }, 'Net increase / (decrease), Q2');
    ask(
      'best quarter for operating cash flow',
      { at: QS[argMax(netOp)]!.slice(0, 2) },
      'quarter with the largest net operating cash',
    );
    ask('opening cash balance', { value: m(opening0) }, 'Cash at beginning, FY (= Q1 opening)');
    ask(
      'total investing cash flow',
      { value: m(Y(netInv)), abs: true },
      'Net cash used in investing, FY; magnitude compared (the label says "used in", so a positive figure is the same statement)',
    );
    ask(
      'how much did we repay on the loan',
      { value: m(Y(fin['Loan repayment'])), abs: true },
      'FY, magnitude',
    );
    ask('cash at the end of Q2', { value: m(closings[1]!) }, 'Cash at end of period, Q2');
    refuse('how many students do we have', 'no enrolment on a cash-flow statement');
    refuse(
      'what was our profit',
      'cash flow is not profit: no accruals or depreciation on the sheet',
    );

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [['closing = opening + net', closings[3]!, opening0 + Y(net)]],
    };
  },
};
