/**
 * Keepsafe Self Storage (AUD, "A$"): an accounts-receivable aging summary, one row per
 * tenant with Current / 1-30 / 31-60 / 61-90 / Over 90 / Total and a TOTAL row, under a
 * report title and "as of" line.
 */
import { money, pct } from '../../expect';
import {
  argmax,
  cell$,
  col,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'self-storage';
const TENANTS = [
  'Bayside Movers Pty Ltd',
  'C. Nguyen',
  'Harbour Antiques',
  'J. & M. Papadopoulos',
  'K. Thompson',
  'Lakeview Cafe',
  "M. O'Sullivan",
  'Northside Electrical',
  'P. Singh',
  'R. Watanabe',
  'Southern Cross Events',
  'T. Albanese',
  'V. Kaur',
  'W. Henderson',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];

export async function buildSelfStorage(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const ages: bigint[][] = TENANTS.map(() =>
    BUCKETS.map((_, b) =>
      rng.next() < [0.8, 0.45, 0.3, 0.2, 0.15][b]!
        ? BigInt(rng.int(89, 520) * 100 + rng.pick([0, 50, 95]))
        : 0n,
    ),
  );
  const rowTot = ages.map(total);
  const bucketTot = BUCKETS.map((_, b) => total(ages.map((r) => r[b]!)));
  const grand = total(rowTot);

  const wb = newBook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Keepsafe Self Storage — A/R Aging Summary']);
  ws.addRow(['As of 30 September 2025']);
  ws.addRow([]);
  ws.addRow(['Tenant', ...BUCKETS, 'Total']); // row 4
  TENANTS.forEach((t, i) =>
    ws.addRow([t, ...ages[i]!.map((v) => (v === 0n ? null : cell$(v))), cell$(rowTot[i]!)]),
  );
  const totRow = ws.rowCount + 1;
  ws.addRow(['TOTAL', ...bucketTot.map(cell$), cell$(grand)]);
  for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = moneyFmt('A$');

  const S = 'AR Aging';
  const q = new Questions(BOOK);
  const over60 = bucketTot[3]! + bucketTot[4]!;
  const overdue = grand - bucketTot[0]!;
  const top = argmax(rowTot);
  const ninety = argmax(ages.map((r) => r[4]!));
  const pastThirty = ages.filter((r) => r[2]! + r[3]! + r[4]! > 0n).length;
  const someone = TENANTS.findIndex((_, i) => i !== top && rowTot[i]! > 0n);
  q.ask('who owes us the most', { at: TENANTS[top]! }, 'tenant with the largest Total');
  q.ask('how much are we owed in total', { value: money(grand) }, 'TOTAL row, Total column', {
    sheet: S,
    ref: `G${totRow}`,
  });
  q.ask(
    'how much is more than 60 days late',
    { value: money(over60) },
    '61 - 90 plus > 90 buckets, TOTAL row',
  );
  q.ask('total over 90 days', { value: money(bucketTot[4]!) }, '> 90 bucket, TOTAL row', {
    sheet: S,
    ref: `F${totRow}`,
  });
  if (ninety === argmax(rowTot.map((t, i) => t - ages[i]![0]!))) {
    q.ask(
      'whos the worst for paying late',
      { at: TENANTS[ninety]! },
      'tenant with the largest > 90 amount; the same tenant has the most overdue in all, so both readings agree',
    );
  } else {
    q.refuse(
      'whos the worst for paying late',
      'largest > 90 and largest overdue total are different tenants: ask which',
    );
  }
  q.ask(
    'what percent of what we are owed is overdue',
    { value: pct(overdue, grand) },
    '(Total - Current) / Total, percent 2 dp',
  );
  q.ask(
    'how many tenants are more than 30 days behind',
    { value: String(pastThirty) },
    'tenants with any amount in 31 - 60, 61 - 90 or > 90',
  );
  q.ask(
    `what does ${TENANTS[someone]!} owe`,
    { value: money(rowTot[someone]!) },
    "that tenant's Total",
    { sheet: S, ref: `G${5 + someone}` },
  );
  q.ask('how much is current', { value: money(bucketTot[0]!) }, 'Current bucket, TOTAL row', {
    sheet: S,
    ref: `B${totRow}`,
  });
  q.ask('1-30 days total', { value: money(bucketTot[1]!) }, '1 - 30 bucket, TOTAL row');
  q.ask(
    'how many tenants owe us anything',
    { value: String(rowTot.filter((v) => v > 0n).length) },
    'tenant rows with a Total above zero',
  );
  q.ask(
    'biggest balance',
    { value: money(rowTot[top]!) },
    'the largest tenant Total (TOTAL row excluded)',
  );
  q.ask(
    'how much of harbour antiques is overdue',
    { value: money(rowTot[2]! - ages[2]![0]!) },
    'Harbour Antiques Total minus its Current amount',
  );
  q.refuse(
    'when will southern cross events pay',
    'an aging report has no payment dates or promises',
  );
  q.refuse('how much did we collect in september', 'the report shows balances owed, not receipts');

  return {
    name: BOOK,
    business: 'self-storage site',
    shape: 'AR aging summary with buckets, per-tenant Total column and TOTAL row',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`B5:F${totRow - 1}`], total: `G${totRow}` },
      ...[2, 3, 4, 5, 6].map((c) => ({
        sheet: S,
        parts: [`${col(c)}5:${col(c)}${totRow - 1}`],
        total: `${col(c)}${totRow}`,
      })),
    ],
  };
}
