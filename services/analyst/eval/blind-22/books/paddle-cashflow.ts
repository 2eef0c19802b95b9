/**
 * Paddleboard rental (NZ$): a cash-flow statement for the season, months as columns
 * "Nov 2025".."Apr 2026" (summer in NZ) plus Total, sections Operating / Investing /
 * Financing with "Net cash from ..." lines, opening and closing cash rows at the bottom.
 */
import { money } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'paddle-cashflow';
const r = rng(SEED + 12);
const COLS = ['Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026'];
const SEASON = [0.6, 1.2, 1.8, 1.4, 0.8, 0.3];
const receipts = SEASON.map((s) => Math.round(r.int(1400000, 1900000) * s));
const wages = SEASON.map((s) => -Math.round(r.int(500000, 650000) * s));
const running = COLS.map(() => -r.int(120000, 260000));
const boards = COLS.map((_, i) =>
  i === 0 ? -r.int(900000, 1500000) : i === 2 ? -r.int(300000, 600000) : 0,
);
const saleOfOld = COLS.map((_, i) => (i === 5 ? r.int(150000, 300000) : 0));
const loan = COLS.map(() => -85000);
const drawings = COLS.map((_, i) => (i >= 2 && i <= 4 ? -r.int(200000, 400000) : 0));
const add = (...ls: number[][]): bigint[] => COLS.map((_, i) => sumOf(ls.map((l) => l[i]!)));
const op = add(receipts, wages, running);
const inv = add(boards, saleOfOld);
const fin = add(loan, drawings);
const net = COLS.map((_, i) => op[i]! + inv[i]! + fin[i]!);
const openingCash = 640000n;
const opening: bigint[] = [];
const closing: bigint[] = [];
net.forEach((n, i) => {
  opening.push(i === 0 ? openingCash : closing[i - 1]!);
  closing.push(opening[i]! + n);
});

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['Wharf Paddle Co. - cash flow, season 2025/26']);
  ws.addRow(['NZ$']);
  ws.addRow(['', ...COLS, 'Total']);
  const put = (l: string, v: Array<number | bigint>): void =>
    void ws.addRow([l, ...v.map(cell), cell(sumOf(v))]);
  ws.addRow(['Operating activities']);
  put('Rental receipts', receipts);
  put('Wages paid', wages);
  put('Running costs', running);
  put('Net cash from operating activities', op);
  ws.addRow(['Investing activities']);
  put('Boards & gear bought', boards);
  put('Sale of old boards', saleOfOld);
  put('Net cash from investing activities', inv);
  ws.addRow(['Financing activities']);
  put('Loan repayments', loan);
  put("Owner's drawings", drawings);
  put('Net cash from financing activities', fin);
  ws.addRow([]);
  put('Net change in cash', net);
  ws.addRow(['Opening cash', ...opening.map(cell), cell(openingCash)]);
  ws.addRow(['Closing cash', ...closing.map(cell), cell(closing[5]!)]);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const monthAt = (i: number): string[] => [
  COLS[i]!,
  COLS[i]!.replace(' 20', '-'),
  COLS[i]!.slice(0, 3),
];
ask(
  'net cash from operations for the season',
  { value: money(sumOf(op)) },
  'Net cash from operating activities, Total',
);
ask(
  'how much did we spend on new boards',
  { value: money(sumOf(boards)), abs: true },
  'Boards & gear bought, Total (an outflow; sign either way)',
);
ask('closing cash at the end of april', { value: money(closing[5]!) }, 'Closing cash, Apr 2026');
ask('what did we start the season with', { value: money(openingCash) }, 'Opening cash, Nov 2025');
ask(
  'best month for operating cash',
  { at: monthAt(argExtreme(op)) },
  'month with the largest Net cash from operating activities',
);
ask(
  'total loan repayments',
  { value: money(sumOf(loan)), abs: true },
  'Loan repayments, Total (an outflow)',
);
ask('rental receipts in january', { value: money(receipts[2]!) }, 'Rental receipts, Jan 2026');
ask(
  'how much have i drawn out',
  { value: money(sumOf(drawings)), abs: true },
  "Owner's drawings, Total",
);
ask(
  'net change in cash over the season',
  { value: money(sumOf(net)) },
  'Net change in cash, Total',
);
ask(
  'lowest closing cash',
  { value: money(closing[argExtreme(closing, false)]!) },
  'smallest Closing cash of the six months',
);
ask('wages paid in december', { value: money(wages[1]!), abs: true }, 'Wages paid, Dec 2025');
ask('total rental receipts', { value: money(sumOf(receipts)) }, 'Rental receipts, Total');
ask(
  'what did we get for the old boards',
  { value: money(sumOf(saleOfOld)) },
  'Sale of old boards, Total',
);
ask(
  'what was our profit this season',
  { refuse: true },
  'a cash-flow statement is not a P&L (no depreciation, drawings are not costs)',
);
ask('how many boards did we rent out', { refuse: true }, 'money only');
export const paddleCashflow: BlindBook = {
  name: NAME,
  business: 'paddleboard rental',
  shape: 'cash-flow statement, months across, sections, opening/closing cash',
  build,
  questions: qs,
  checks: [{ what: 'opening + net change = closing', a: openingCash + sumOf(net), b: closing[5]! }],
};
