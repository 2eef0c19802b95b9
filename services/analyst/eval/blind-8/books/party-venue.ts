/**
 * Jollyland Kids Party Place (PHP, "₱"): a cash-flow statement, indirect method, with
 * Operating / Investing / Financing sections, outflows as negatives, "Net cash ..." lines,
 * opening and closing cash, and two year columns (2025 first, then 2024).
 */
import { growth, money } from '../../expect';
import {
  cell$,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'party-venue';

export async function buildPartyVenue(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const pesos = (lo: number, hi: number): bigint => BigInt(rng.int(lo, hi) * 100);
  const year = () => {
    const op = [
      pesos(600000, 1100000),
      pesos(120000, 180000),
      -pesos(20000, 90000),
      pesos(5000, 60000),
    ];
    const inv = [-pesos(150000, 420000), -pesos(50000, 300000)];
    const fin = [pesos(200000, 500000), -pesos(120000, 240000), -pesos(300000, 600000)];
    return { op, inv, fin };
  };
  const y25 = year();
  const y24 = year();
  const open24 = pesos(150000, 300000);
  const net = (y: ReturnType<typeof year>): bigint => total(y.op) + total(y.inv) + total(y.fin);
  const close24 = open24 + net(y24);
  const open25 = close24;
  const close25 = open25 + net(y25);

  const wb = newBook();
  const ws = wb.addWorksheet('Cash Flow');
  ws.addRow(['Jollyland Kids Party Place']);
  ws.addRow(['Statement of Cash Flows for the years ended December 31']);
  ws.addRow(['(in Philippine pesos)']);
  ws.addRow(['', 2025, 2024]); // row 4
  const put = (label: string, a?: bigint, b?: bigint): number => {
    ws.addRow(a === undefined || b === undefined ? [label] : [label, cell$(a), cell$(b)]);
    return ws.rowCount;
  };
  put('CASH FLOWS FROM OPERATING ACTIVITIES');
  const opNames = [
    'Net income',
    'Depreciation',
    'Increase in receivables',
    'Increase in accounts payable',
  ];
  const opRows = opNames.map((n, i) => put(`  ${n}`, y25.op[i], y24.op[i]));
  const opRow = put('Net cash provided by operating activities', total(y25.op), total(y24.op));
  ws.addRow([]);
  put('CASH FLOWS FROM INVESTING ACTIVITIES');
  const invNames = ['Purchase of party equipment', 'Renovation of play area'];
  const invRows = invNames.map((n, i) => put(`  ${n}`, y25.inv[i], y24.inv[i]));
  const invRow = put('Net cash used in investing activities', total(y25.inv), total(y24.inv));
  ws.addRow([]);
  put('CASH FLOWS FROM FINANCING ACTIVITIES');
  const finNames = ['Proceeds from bank loan', 'Repayment of bank loan', "Owner's drawings"];
  const finRows = finNames.map((n, i) => put(`  ${n}`, y25.fin[i], y24.fin[i]));
  const finRow = put(
    'Net cash from (used in) financing activities',
    total(y25.fin),
    total(y24.fin),
  );
  ws.addRow([]);
  const netRow = put('NET INCREASE (DECREASE) IN CASH', net(y25), net(y24));
  const openRow = put('Cash at beginning of year', open25, open24);
  const closeRow = put('Cash at end of year', close25, close24);
  ws.getColumn(2).numFmt = moneyFmt('₱');
  ws.getColumn(3).numFmt = moneyFmt('₱');

  const S = 'Cash Flow';
  const q = new Questions(BOOK);
  q.ask(
    'net cash from operations this year',
    { value: money(total(y25.op)) },
    'Net cash provided by operating activities, 2025',
    { sheet: S, ref: `B${opRow}` },
  );
  q.ask(
    'how much did we spend on party equipment',
    { value: money(y25.inv[0]!), abs: true },
    'Purchase of party equipment, 2025 (an outflow; sign not judged)',
  );
  q.ask(
    'how much cash did we end 2025 with',
    { value: money(close25) },
    'Cash at end of year, 2025',
    { sheet: S, ref: `B${closeRow}` },
  );
  q.ask(
    'loan repayments this year',
    { value: money(y25.fin[1]!), abs: true },
    'Repayment of bank loan, 2025',
  );
  q.ask(
    'did cash go up or down this year and by how much',
    { value: money(net(y25)), abs: true },
    'NET INCREASE (DECREASE) IN CASH, 2025 (the size; the direction is in the text, sign not judged)',
    { sheet: S, ref: `B${netRow}` },
  );
  q.ask(
    'cash at the start of 2025',
    { value: money(open25) },
    'Cash at beginning of year, 2025 (equals end of 2024)',
    { sheet: S, ref: `B${openRow}` },
  );
  q.ask(
    'how much did the owner draw in 2024',
    { value: money(y24.fin[2]!), abs: true },
    "Owner's drawings, 2024",
  );
  q.ask(
    'operating cash flow growth vs last year',
    { value: growth(total(y24.op), total(y25.op)) },
    '(2025 operating - 2024 operating) / 2024 operating, percent 2 dp',
  );
  q.ask(
    'total investing outflow 2025',
    { value: money(total(y25.inv)), abs: true },
    'Net cash used in investing activities, 2025',
    { sheet: S, ref: `B${invRow}` },
  );
  q.ask(
    'free cash flow this year',
    { value: money(total(y25.op) + total(y25.inv)) },
    'operating cash flow + investing cash flow, 2025 (all investing here is capital spending)',
  );
  q.ask('depreciation 2025', { value: money(y25.op[1]!) }, 'Depreciation, 2025', {
    sheet: S,
    ref: `B${opRows[1]!}`,
  });
  q.ask('what was net income last year', { value: money(y24.op[0]!) }, 'Net income, 2024 column');
  q.ask(
    'net financing 2024',
    { value: money(total(y24.fin)), abs: true },
    'Net cash from (used in) financing activities, 2024 (sign not judged)',
    { sheet: S, ref: `C${finRow}` },
  );
  q.refuse('how many parties did we host', 'a cash-flow statement has no counts of parties');
  q.refuse('how much do we still owe the bank', 'the loan balance is not in a cash-flow statement');
  void invRows;
  void finRows;

  return {
    name: BOOK,
    business: "children's party venue",
    shape:
      'cash-flow statement (indirect) with sections, Net cash lines, opening/closing cash, two year columns',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`B${opRows[0]}:B${opRows[3]}`], total: `B${opRow}` },
      { sheet: S, parts: [`C${opRow}`, `C${invRow}`, `C${finRow}`], total: `C${netRow}` },
      { sheet: S, parts: [`B${openRow}`, `B${netRow}`], total: `B${closeRow}` },
    ],
  };
}
