/**
 * A sign maker's AR aging summary (€): a title, a "as of" line, header Customer / Current /
 * 1 - 30 / 31 - 60 / 61 - 90 / 91 and over / Total, one row per customer and a TOTAL row.
 */
import ExcelJS from 'exceljs';
import { asker, cell, int, money, pct, rng, sum, toBytes, argmax, type BlindBook } from '../kit';

const CUSTOMERS = [
  'Bäckerei Hofmann',
  'Café Lumière',
  'Autohaus Krenz',
  'Stadtwerke Ost',
  'Hotel Seeblick',
  'Praxis Dr. Weil',
  'Brauhaus 1896',
  'Kita Sonnenschein',
  'Optik Brandt',
  'Fitness Park Nord',
  'Immobilien Varga',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];

export async function signsBook(): Promise<BlindBook> {
  const r = rng(6);
  const rows = CUSTOMERS.map(() =>
    BUCKETS.map((_, j) =>
      r() < [0.8, 0.6, 0.4, 0.3, 0.25][j]! ? BigInt(int(r, 15000, 480000)) : 0n,
    ),
  );
  const totals = rows.map((x) => sum(x));
  const bucketTotals = BUCKETS.map((_, j) => sum(rows.map((x) => x[j]!)));
  const grand = sum(totals);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Schilderwerk Berger GmbH – A/R Aging Summary']);
  ws.addRow(['As of 30 November 2025 · EUR']);
  ws.addRow(['Customer', ...BUCKETS, 'Total']);
  CUSTOMERS.forEach((c, i) =>
    ws.addRow([c, ...rows[i]!.map((v) => (v === 0n ? null : cell(v))), cell(totals[i]!)]),
  );
  ws.addRow(['TOTAL', ...bucketTotals.map(cell), cell(grand)]);

  const top = argmax(totals);
  const over60 = bucketTotals[3]! + bucketTotals[4]!;
  const late = grand - bucketTotals[0]!;
  const with90 = rows.filter((x) => x[4]! > 0n).length;
  const top90 = argmax(rows.map((x) => x[4]!));
  const { q, list } = asker('signs');
  q(
    'who owes us the most',
    { value: money(totals[top]!), at: CUSTOMERS[top]! },
    'customer with the largest Total',
  );
  q('total outstanding', { value: money(grand) }, 'TOTAL row, Total column');
  q(
    'how much is more than 60 days late',
    { value: money(over60) },
    '61-90 + 91 and over, all customers',
  );
  q('over 90 days total', { value: money(bucketTotals[4]!) }, '91 and over column total');
  q(`what does ${CUSTOMERS[4]} owe`, { value: money(totals[4]!) }, 'that customer Total');
  q(
    'how much is overdue at all',
    { value: money(late) },
    'everything not Current: total - Current',
  );
  q(
    'what percent of receivables is current',
    { value: pct(bucketTotals[0]!, grand) },
    'Current / total, %',
  );
  q(
    'how many customers have something over 90 days',
    { value: String(with90) },
    'customers with a non-empty 91 and over cell',
  );
  q(
    'who is the worst for 90+ day debt',
    { value: money(rows[top90]![4]!), at: CUSTOMERS[top90]! },
    'largest 91 and over cell',
  );
  q('31-60 bucket total', { value: money(bucketTotals[2]!) }, '31 - 60 column total');
  q(`optik brandt 1-30`, { value: money(rows[8]![1]!) }, 'Optik Brandt, 1 - 30 (0 if blank)');
  q(
    'how many customers owe us money',
    { value: String(totals.filter((t) => t > 0n).length) },
    'customers with a Total above 0',
  );
  q(
    'share of debt that is over 60 days',
    { value: pct(over60, grand) },
    '(61-90 + 91 and over) / total, %',
  );
  q('when will stadtwerke pay', { refuse: true }, 'no payment dates in an aging summary');
  q(
    'how much did we invoice this year',
    { refuse: true },
    'aging shows open balances, not invoicing',
  );
  return {
    name: 'signs',
    business: 'sign maker (€)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'customer totals = bucket totals', a: sum(totals), b: sum(bucketTotals) }],
  };
}
