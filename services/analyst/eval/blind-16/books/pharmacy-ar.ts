/**
 * Pharmacy wholesale desk (Cebu, ₱): an AR aging report, customers down, buckets across
 * (Current, 1 - 30, 31 - 60, 61 - 90, Over 90, Total), a TOTAL row, report-date title lines
 * and a note under the table.
 */
import ExcelJS from 'exceljs';
import { pct } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
} from '../lib';

const NAME = 'pharmacy-ar';
const CUSTOMERS = [
  'Mabolo Family Clinic',
  'St. Jude Dental',
  'Lahug Medical Center',
  'Banilad Vet Hospital',
  'Talisay Health Unit',
  'Dr. Ramos Pediatrics',
  'Cebu Dialysis Co.',
  'Mandaue Eye Center',
  'Lapu-Lapu Maternity',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', 'Over 90'];

export const pharmacyAr: BlindBook = {
  name: NAME,
  business: 'pharmacy AR aging, ₱',
  async build() {
    const r = rngFor(NAME);
    // Talisay (government schedule, see the note) always has old balances, so 61-90 is never empty.
    const rows = CUSTOMERS.map((c) =>
      BUCKETS.map((_, b) =>
        r() < [0.9, 0.7, 0.5, 0.35, 0.25][b]! || (c.startsWith('Talisay') && b >= 3)
          ? BigInt(randInt(r, 500000, 9000000))
          : 0n,
      ),
    );
    const tot = rows.map((x) => sumB(x));
    const colTot = BUCKETS.map((_, b) => sumB(rows.map((x) => x[b]!)));
    const grand = sumB(tot);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('AR Aging');
    let at = writeRows(ws, 1, [
      ['Botica Santo Niño — Accounts Receivable Aging'],
      ['As of October 31, 2025'],
      ['Philippine Peso (₱)'],
      [],
    ]);
    at = writeRows(ws, at, [['Customer', ...BUCKETS, 'Total']]);
    at = writeRows(
      ws,
      at,
      rows.map((x, i) => [CUSTOMERS[i]!, ...x.map((v) => (v ? cell(v) : null)), cell(tot[i]!)]),
    );
    at = writeRows(ws, at, [
      ['TOTAL', ...colTot.map(cell), cell(grand)],
      [],
      ['Note: Talisay Health Unit invoices are under a government payment schedule.'],
    ]);
    for (let c = 2; c <= 7; c++) ws.getColumn(c).numFmt = '"₱"#,##0.00';
    void at;

    const over60 = colTot[3]! + colTot[4]!;
    const { qs, ask, refuse } = asker(NAME);
    const top = argMax(tot);
    const top90 = argMax(rows.map((x) => x[4]!));
    ask('who owes us the most', { at: CUSTOMERS[top]! }, 'largest Total');
    ask('how much is owed to us in total', { value: m(grand) }, 'TOTAL row, Total column');
    ask('how much is more than 60 days late', { value: m(over60) }, '61-90 + Over 90 columns');
    ask('total over 90 days', { value: m(colTot[4]!) }, 'Over 90 column total');
    ask(
      'what % of receivables is current',
      { value: pct(colTot[0]!, grand) },
      'Current / grand total *100',
    );
    ask('what does St. Jude Dental owe', { value: m(tot[1]!) }, 'its Total');
    ask(
      'how much of lahug medical is overdue',
      { value: m(tot[2]! - rows[2]![0]!) },
      'Total minus Current (all buckets past due)',
    );
    ask('which customer has the most over 90 days', { at: CUSTOMERS[top90]! }, 'largest Over 90');
    ask('31-60 day bucket total', { value: m(colTot[2]!) }, 'column total');
    ask(
      'how many customers owe us money',
      { value: whole(tot.filter((t) => t > 0n).length) },
      'customers with Total > 0',
    );
    ask('Cebu Dialysis balance 1 to 30 days', { value: m(rows[6]![1]!) }, 'one cell (blank = 0)');
    ask(
      'share of AR that is over 90 days',
      { value: pct(colTot[4]!, grand) },
      'Over 90 / grand total *100',
    );
    ask('total past due', { value: m(grand - colTot[0]!) }, 'grand total minus Current');
    refuse(
      'how much did we collect in october',
      'an aging is a balance snapshot; no collections on it',
    );
    refuse(
      'whos the slowest payer',
      'ambiguous: most over 90 in pesos, or the oldest share of balance, or days-to-pay (not on the sheet)',
    );

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [['grand = sum of bucket totals', grand, sumB(colTot)]],
    };
  },
};
