/**
 * A cleaning company's cash-flow statement (indirect method) in euros: operating, investing
 * and financing sections with "Net cash from ..." lines, net change, cash at beginning and
 * end; quarters across plus FY 2025.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  money,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'cleaning-cashflow';
const QS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const r = (lo: number, hi: number): number[] => QS.map(() => centsIn(rng, lo, hi));
  const neg = (xs: number[]): number[] => xs.map((x) => -x);
  const op = {
    'Net income': r(9000, 26000),
    Depreciation: r(2100, 2100),
    'Change in receivables': r(-6000, 5000),
    'Change in payables': r(-3000, 3500),
  };
  const inv = {
    'Purchase of equipment': neg(r(0, 14000)),
    'Sale of old van': [0, 0, centsIn(rng, 4000, 7000), 0],
  };
  const fin = { 'Loan repayments': neg(r(3000, 3000)), "Owner's drawings": neg(r(4000, 9000)) };
  const col = (ls: Record<string, number[]>): bigint[] =>
    QS.map((_, i) => sum(Object.values(ls).map((v) => v[i]!)));
  const cfo = col(op);
  const cfi = col(inv);
  const cff = col(fin);
  const net = QS.map((_, i) => cfo[i]! + cfi[i]! + cff[i]!);
  const begin: bigint[] = [];
  const end: bigint[] = [];
  let cash = BigInt(centsIn(rng, 15000, 30000));
  QS.forEach((_, i) => {
    begin.push(cash);
    cash += net[i]!;
    end.push(cash);
  });
  const fy = (xs: Array<number | bigint>): bigint => sum(xs);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash Flow 2025');
  ws.addRow(['Brillo Limpieza S.L. - Statement of Cash Flows, 2025 (EUR)']);
  ws.addRow([]);
  ws.addRow(['', ...QS, 'FY 2025']);
  const put = (label: string, xs: Array<number | bigint>, fyValue?: bigint): void =>
    fmt(
      ws.addRow([label, ...xs.map(cell), cell(fyValue ?? fy(xs))]),
      range(2, 6),
      '#,##0.00;(#,##0.00)',
    );
  const section = (
    title: string,
    ls: Record<string, number[]>,
    total: string,
    tot: bigint[],
  ): void => {
    ws.addRow([title]);
    for (const [kk, v] of Object.entries(ls)) put(`   ${kk}`, v);
    put(total, tot);
    ws.addRow([]);
  };
  section('Cash flows from operating activities', op, 'Net cash from operating activities', cfo);
  section(
    'Cash flows from investing activities',
    inv,
    'Net cash used in investing activities',
    cfi,
  );
  section(
    'Cash flows from financing activities',
    fin,
    'Net cash used in financing activities',
    cff,
  );
  put('Net increase (decrease) in cash', net);
  put('Cash at beginning of period', begin, begin[0]!);
  put('Cash at end of period', end, end[3]!);

  const q = new Questions(NAME);
  const topOp = argMax(cfo);
  q.money('cash from operations for the year', fy(cfo), 'Net cash from operating activities, FY');
  q.money(
    'how much did we spend on equipment',
    -fy(inv['Purchase of equipment']!),
    'Purchase of equipment, FY (an outflow; stated as a positive spend)',
    true,
  );
  q.money('net change in cash in q3', net[2]!, 'Net increase (decrease) in cash, Q3');
  q.money('how much cash did we end the year with', end[3]!, 'Cash at end of period, FY (= Q4)');
  q.money('cash at the start of the year', begin[0]!, 'Cash at beginning of period, FY (= Q1)');
  q.money(
    'net financing cash flow',
    fy(cff),
    'Net cash used in financing activities, FY (negative)',
    true,
  );
  if (uniqueExtreme(cfo, topOp))
    q.at(
      'best quarter for operating cash',
      QS[topOp]!,
      'quarter with the highest Net cash from operating activities',
      money(cfo[topOp]!),
    );
  q.money(
    'free cash flow',
    fy(cfo) + fy(inv['Purchase of equipment']!),
    'FCF = operating cash flow - capital expenditure (Purchase of equipment), FY',
  );
  q.money(
    'how much did the owner take out',
    -fy(fin["Owner's drawings"]!),
    "Owner's drawings, FY, as a positive amount",
    true,
  );
  q.money('net income for the year', fy(op['Net income']!), 'Net income line, FY');
  q.money('what did we get for the old van', fy(inv['Sale of old van']!), 'Sale of old van, FY');
  q.money(
    'loan repayments',
    -fy(fin['Loan repayments']!),
    'Loan repayments, FY, as a positive amount',
    true,
  );
  q.money('investing cash flow q3', cfi[2]!, 'Net cash used in investing activities, Q3');
  q.money(
    'by how much did cash go up over the year',
    end[3]! - begin[0]!,
    'Net increase in cash, FY = end - beginning',
  );
  q.refuse("what's our cash runway", 'runway needs a burn rate the statement does not define');
  q.refuse('how many contracts do we have', 'no contract data');

  return {
    name: NAME,
    business: 'cleaning company',
    shape: 'cash-flow statement with sections, net change, opening/closing cash, quarters + FY',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [{ what: 'begin + net = end', got: begin[0]! + fy(net), want: end[3]! }],
  };
}
