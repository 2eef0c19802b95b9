/**
 * A sign maker's A/R aging summary ($): title rows with the "as of" date, aging buckets,
 * a Total per customer, a TOTAL row; empty buckets are left blank as exports do.
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, meanCents, money, pct, total, uniqueExtreme } from '../kit/money';

const CUSTOMERS = [
  'Bayview Dental',
  'Carrow & Sons Realty',
  'City of Millbrook',
  'Dough Bros Pizza',
  'Elm Street Church',
  'Fairway Golf Club',
  'Greer Auto Sales',
  'Harbor Brewing Co',
  'Ivy League Tutors',
  'Juniper Yoga',
  'Keystone Builders',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];

export async function buildSignMakerAr(): Promise<BuiltBook> {
  const k = new BookKit('sign-maker-ar', 'sign maker', 'AR aging summary');
  const rows = CUSTOMERS.map(() =>
    BUCKETS.map((_, b) =>
      k.rng() < [0.8, 0.55, 0.4, 0.3, 0.25][b]!
        ? int(k.rng, 150, 6000) * 100 + int(k.rng, 0, 99)
        : 0,
    ),
  );
  rows.forEach((r) => {
    if (total(r) === 0) r[0] = 480_00;
  });
  const per = rows.map((r) => total(r));
  const col = BUCKETS.map((_, b) => total(rows.map((r) => r[b]!)));
  const grand = total(per);

  const ws = k.wb.addWorksheet('AR Aging');
  ws.addRow(['Bold Signs & Graphics']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of November 30, 2025']);
  ws.addRow([]);
  ws.addRow(['', ...BUCKETS, 'Total']);
  const put = (label: string, vals: number[], t: number): void => {
    const row = ws.addRow([label, ...vals.map((v) => (v ? cell(v) : null)), cell(t)]);
    for (let c = 2; c <= 7; c++) row.getCell(c).numFmt = '"$"#,##0.00';
  };
  CUSTOMERS.forEach((c, i) => put(c, rows[i]!, per[i]!));
  put('TOTAL', col, grand);
  ws.addRow([]);
  ws.addRow(['Terms: net 30. City of Millbrook pays by purchase order.']);

  k.check('bucket totals add up to the grand total', total(col) === grand);
  const over90 = rows.map((r) => r[4]!);
  k.check(
    'extremes unique',
    uniqueExtreme(per, 'max') && uniqueExtreme(over90, 'max') && uniqueExtreme(per, 'min'),
  );
  const top = argExtreme(per, 'max');
  const low = argExtreme(per, 'min');
  const top90 = argExtreme(over90, 'max');
  const overdue = grand - col[0]!;

  k.ask('how much are customers owing us in total', {
    value: money(grand),
    means: 'TOTAL row, Total column',
  });
  k.ask('who owes us the most', {
    value: money(per[top]!),
    at: CUSTOMERS[top]!,
    means: 'customer with the largest Total',
  });
  k.ask('who owes the least', {
    value: money(per[low]!),
    at: CUSTOMERS[low]!,
    means: 'customer with the smallest Total',
  });
  k.ask('how much is more than 60 days late', {
    value: money(col[3]! + col[4]!),
    means: '61 - 90 + > 90 columns, TOTAL row',
  });
  k.ask('how much is over 90 days', { value: money(col[4]!), means: '> 90 column, TOTAL row' });
  k.ask('what does Harbor Brewing owe', {
    value: money(per[7]!),
    means: 'Harbor Brewing Co, Total',
  });
  k.ask('how much of it is not due yet', {
    value: money(col[0]!),
    means: 'Current column, TOTAL row',
  });
  k.ask('what % of receivables is overdue', {
    value: pct(overdue, grand),
    tol: 0.01,
    means: '(Total - Current) / Total * 100',
  });
  k.ask('how much is overdue', {
    value: money(overdue),
    means: 'Total - Current (all buckets past due)',
  });
  k.ask('Keystone Builders total balance', {
    value: money(per[10]!),
    means: 'Keystone Builders, Total',
  });
  k.ask('how many customers have something over 90 days', {
    value: String(over90.filter((v) => v > 0).length),
    means: 'count of customers with a non-empty > 90 cell',
  });
  k.ask('which customer has the most over 90 days', {
    value: money(over90[top90]!),
    at: CUSTOMERS[top90]!,
    means: 'largest > 90 cell',
  });
  k.ask('average balance per customer', {
    value: meanCents(grand, CUSTOMERS.length),
    means: `grand total / ${CUSTOMERS.length} customers`,
  });
  k.ask('1-30 days total', { value: money(col[1]!), means: '1 - 30 column, TOTAL row' });
  k.refuse('when will the city of millbrook pay', 'no payment dates in an aging summary');
  k.refuse('what did Juniper Yoga owe last month', 'only the Nov 30 snapshot is in the report');
  return k.done();
}
