/**
 * An IT support MSP's accounts receivable aging summary: customers down, aging buckets
 * across (Current, 1 - 30, 31 - 60, 61 - 90, 91 and over, Total), a TOTAL row, report title
 * rows and an "as of" date. Dollars.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  intIn,
  money,
  pct,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'msp-aging';
const CUSTOMERS = [
  'Alder Dental Group',
  'Birch & Co Accountants',
  'Cobalt Logistics',
  'Dunmore Law LLP',
  'Eastside Pharmacy',
  'Fernhill School',
  'Granite Realty',
  'Harbor Vet Clinic',
  'Ironwood Architects',
] as const;
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'] as const;

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const rows = CUSTOMERS.map(() =>
    BUCKETS.map((_, b) =>
      rng() < 0.35 + b * 0.1 ? 0 : centsIn(rng, 200, b === 0 ? 9000 : 4000 - b * 500),
    ),
  );
  // make sure some over-90 exists and one customer is clearly the top debtor
  rows[2]![4] = centsIn(rng, 2500, 3400);
  rows[intIn(rng, 4, 8)]![0] = centsIn(rng, 16000, 19000);
  const perCustomer = rows.map((r) => sum(r));
  const perBucket = BUCKETS.map((_, b) => sum(rows.map((r) => r[b]!)));
  const total = sum(perCustomer);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['ByteShield Managed IT']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of November 30, 2025']);
  ws.addRow([]);
  ws.addRow(['', ...BUCKETS, 'Total']);
  CUSTOMERS.forEach((c, i) => {
    fmt(
      ws.addRow([c, ...rows[i]!.map((v) => (v === 0 ? null : cell(v))), cell(perCustomer[i]!)]),
      range(2, 7),
    );
  });
  fmt(ws.addRow(['TOTAL', ...perBucket.map(cell), cell(total)]), range(2, 7));

  const q = new Questions(NAME);
  const top = argMax(perCustomer);
  const over90 = rows.map((r) => r[4]!);
  const top90 = argMax(over90);
  const late = rows.map((r) => BigInt(r[1]!) + BigInt(r[2]!) + BigInt(r[3]!) + BigInt(r[4]!));
  const topLate = argMax(late);
  if (uniqueExtreme(perCustomer, top))
    q.at(
      'who owes us the most',
      CUSTOMERS[top]!,
      'customer with the largest Total',
      money(perCustomer[top]!),
    );
  q.money(
    'how much is more than 60 days late',
    perBucket[3]! + perBucket[4]!,
    '61 - 90 plus 91 and over, TOTAL row',
  );
  q.money('total receivables', total, 'TOTAL row, Total column');
  q.money("how much isn't due yet", perBucket[0]!, 'Current bucket total');
  q.pct(
    'what percent of AR is over 90 days',
    pct(perBucket[4]!, total),
    '91 and over / total receivables * 100',
  );
  q.money('what does cobalt logistics owe', perCustomer[2]!, 'Cobalt Logistics, Total');
  q.num(
    'how many clients have invoices over 90 days',
    over90.filter((v) => v > 0).length,
    'customers with a non-empty 91 and over cell',
  );
  if (uniqueExtreme(over90, top90) && uniqueExtreme(late, topLate))
    q.at(
      'who is the worst for paying late',
      [CUSTOMERS[top90]!, CUSTOMERS[topLate]!],
      'two fair readings, either is right: the largest 91-and-over amount, or the largest past-due total',
    );
  q.money('31-60 day bucket', perBucket[2]!, '31 - 60 column total');
  q.money(
    'how much is overdue',
    total - perBucket[0]!,
    'everything past due: all buckets except Current',
  );
  q.money(
    'how much does fernhill school owe that is overdue',
    late[5]!,
    'Fernhill School, sum of 1-30 to 91+',
  );
  q.money('dunmore law 1-30', rows[3]![1]!, 'Dunmore Law LLP, 1 - 30');
  q.pct('share of receivables that is current', pct(perBucket[0]!, total), 'Current / total * 100');
  if (uniqueExtreme(late, topLate))
    q.at(
      'which client has the most overdue',
      CUSTOMERS[topLate]!,
      'customer with the largest past-due amount (all buckets but Current)',
      money(late[topLate]!),
    );
  q.money('granite realty balance', perCustomer[6]!, 'Granite Realty, Total');
  q.num(
    'how many customers owe us anything',
    perCustomer.filter((v) => v > 0n).length,
    'customers with a Total above zero',
  );
  q.refuse('when will cobalt pay', 'no payment dates or promises in the aging');
  q.refuse("what's our DSO", 'days sales outstanding needs sales, which the sheet does not have');

  return {
    name: NAME,
    business: 'IT support MSP',
    shape: 'AR aging summary with buckets, Total column and TOTAL row, title rows',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      { what: 'bucket totals = customer totals', got: sum(perBucket), want: sum(perCustomer) },
    ],
  };
}
