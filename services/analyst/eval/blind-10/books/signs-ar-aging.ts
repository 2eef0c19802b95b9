/**
 * Sign maker: an aged receivables report (customer x Current / 1-30 / 31-60 / 61-90 /
 * Over 90 / Total) with a totals row at the bottom; empty cells where nothing is owed. GBP.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const CUSTOMERS = [
  'Hollis Dental',
  'Marlow Estate Agents',
  'The Crown Inn',
  'Greenway Motors',
  'St Anne School',
  'Pixel Print Cafe',
  'Ridgeback Gym',
  'Town Council',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', 'Over 90'];

export function signsArAging(): BlindBook {
  const name = 'signs-ar-aging';
  const rng = seeded(SEED, name);
  const grid = CUSTOMERS.map(() =>
    BUCKETS.map((_, b) =>
      rng.next() < (b === 0 ? 0.8 : 0.45) ? BigInt(rng.int(12000, 480000)) : 0n,
    ),
  );
  grid.forEach((r) => {
    if (sumOf(r) === 0n) r[0] = BigInt(rng.int(12000, 90000));
  });
  const rowTot = grid.map(sumOf);
  const colTot = BUCKETS.map((_, b) => sumOf(grid.map((r) => r[b]!)));
  const total = sumOf(rowTot);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Ageing');
  ws.addRow(['Bright Signs Ltd']);
  ws.addRow(['Aged Receivables Summary']);
  ws.addRow(['As at 31 October 2025 - GBP']);
  ws.addRow(['Customer', ...BUCKETS, 'Total']);
  grid.forEach((r, i) =>
    ws.addRow([CUSTOMERS[i], ...r.map((v) => (v === 0n ? null : cell(v))), cell(rowTot[i]!)]),
  );
  ws.addRow(['Total', ...colTot.map(cell), cell(total)]);
  ws.addRow(['Percentage of total', ...colTot.map((v) => Number(pct(v, total)) / 100)]);

  const over90 = grid.map((r) => r[4]!);
  const { ask, questions } = asker(name);
  ask(
    'who owes us the most',
    { at: CUSTOMERS[argExtreme(rowTot, true)]! },
    'customer with the largest Total',
  );
  ask('total owed to us', { value: money(total) }, 'Total row, Total column');
  ask(
    'how much is more than 60 days late',
    { value: money(colTot[3]! + colTot[4]!) },
    '61-90 + Over 90 column totals',
  );
  ask('how much is over 90 days', { value: money(colTot[4]!) }, 'Over 90 column total');
  ask('how much does the crown inn owe', { value: money(rowTot[2]!) }, 'The Crown Inn, Total');
  ask(
    'what percent of receivables is overdue',
    { value: pct(total - colTot[0]!, total) },
    '(Total - Current) / Total, percent; overdue = any bucket past Current',
  );
  ask('how much is current', { value: money(colTot[0]!) }, 'Current column total');
  ask(
    'how many customers owe us money',
    { value: String(CUSTOMERS.length) },
    'customers with a non-zero Total (all listed)',
  );
  ask(
    'average balance per customer',
    { value: meanCents(total, CUSTOMERS.length) },
    'Total / number of customers',
  );
  ask("what's greenway motors' balance", { value: money(rowTot[3]!) }, 'Greenway Motors, Total');
  ask('1-30 days total', { value: money(colTot[1]!) }, '1-30 column total');
  ask(
    'smallest balance',
    { value: money(rowTot[argExtreme(rowTot, false)]!) },
    'smallest customer Total',
  );
  ask(
    'how much do we owe our suppliers',
    { refuse: true },
    'this is receivables (owed to us), not payables',
  );
  ask('when will hollis dental pay', { refuse: true }, 'no payment dates or terms');
  ask(
    'what did we invoice in october',
    { refuse: true },
    'ageing shows balances, not invoicing by month',
  );
  if (uniqueExtreme(over90, true) && over90.some((v) => v > 0n)) {
    ask(
      'whos the worst for paying late, over 90',
      { at: CUSTOMERS[argExtreme(over90, true)]! },
      'customer with the largest Over 90 balance',
    );
  }

  return {
    name,
    business: 'sign maker',
    shape: 'AR ageing summary with buckets, Total column and a totals row plus a percentage row',
    workbook: wb,
    questions,
    checks: [
      { what: 'bucket totals add to grand total', a: sumOf(colTot), b: total },
      { what: 'top debtor unique', a: BigInt(uniqueExtreme(rowTot, true)), b: 1n },
      { what: 'smallest balance unique', a: BigInt(uniqueExtreme(rowTot, false)), b: 1n },
    ],
  };
}
