/** A skip hire firm: an aged receivables summary (Current, 1-30, 31-60, 61-90, >90, Total) with a TOTAL row. */
import { meanCents, money, pct, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const CUSTOMERS = [
  'Ashdown Builders',
  'K&R Roofing',
  'Meadow Homes',
  'City Council Depot',
  'Parker Landscapes',
  'D. Whitfield',
  'Northgate Demolition',
  'Elm Street Lofts',
  'Swift Kitchens',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'] as const;

export const skips: BlindBookDef = {
  name: 'skips',
  business: 'skip hire (AUD)',
  shape: 'AR aging summary with TOTAL row and Total column',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Aged Debtors');
    ws.addRow(['BinGo Skip Hire Pty Ltd']);
    ws.addRow(['Aged Receivables Summary']);
    ws.addRow(['As at 30 November 2025  (A$)']);
    ws.addRow(['Contact', ...BUCKETS, 'Total']);
    const grid = CUSTOMERS.map(() =>
      BUCKETS.map((_, j) => (rnd.next() < 0.35 + j * 0.08 ? 0n : BigInt(rnd.int(2000, 260000)))),
    );
    // an aging report lists only customers who owe something
    grid.forEach((r) => {
      if (sum(r) === 0n) r[0] = BigInt(rnd.int(2000, 260000));
    });
    const rows = grid.map((r) => sum(r));
    grid.forEach((r, i) =>
      ws.addRow([CUSTOMERS[i], ...r.map((x) => (x === 0n ? null : cell(x))), cell(rows[i]!)]),
    );
    const cols = BUCKETS.map((_, j) => sum(grid.map((r) => r[j]!)));
    const total = sum(rows);
    ws.addRow(['TOTAL', ...cols.map(cell), cell(total)]);
    ws.addRow([]);
    ws.addRow(['Blank = nothing outstanding in that period.']);

    const over60 = cols[3]! + cols[4]!;
    const overdue = total - cols[0]!;
    const a = asker('skips');
    a.q('how much are we owed in total', { value: money(total), means: 'TOTAL row, Total column' });
    a.q(
      'who owes us the most',
      uniqueMax(rows)
        ? {
            value: money(rows[argmax(rows)]!),
            at: CUSTOMERS[argmax(rows)]!,
            means: 'customer with highest Total',
          }
        : refuse('tie'),
    );
    a.q('how much is more than 60 days late', {
      value: money(over60),
      means: '61-90 plus >90 totals',
    });
    a.q('how much is overdue', {
      value: money(overdue),
      means: 'everything not Current: total - Current',
    });
    a.q('whats over 90 days', { value: money(cols[4]!), means: '>90 column total' });
    a.q('what does meadow homes owe', { value: money(rows[2]!), means: 'Meadow Homes Total' });
    a.q('what % of the ledger is current', {
      value: pct(cols[0]!, total),
      means: 'Current total / grand total',
    });
    const worst90 = grid.map((r) => r[4]!);
    a.q(
      'biggest 90+ debtor',
      uniqueMax(worst90) && worst90[argmax(worst90)]! > 0n
        ? {
            value: money(worst90[argmax(worst90)]!),
            at: CUSTOMERS[argmax(worst90)]!,
            means: 'customer with highest >90',
          }
        : refuse('tie or none'),
    );
    a.q('how many customers owe us something', {
      value: String(rows.filter((x) => x > 0n).length),
      means: 'customers with a non-zero Total',
    });
    a.q('how much does the council owe in the 31-60 bucket', {
      value: money(grid[3]![2]!),
      means: 'City Council Depot, 31-60 (blank = 0)',
    });
    a.q('share of debt over 90 days', {
      value: pct(cols[4]!, total),
      means: '>90 total / grand total',
    });
    a.q('what is northgate behind by', {
      value: money(rows[6]! - grid[6]![0]!),
      means: 'Northgate overdue: its total minus Current',
    });
    a.q('average amount owed per customer', {
      value: meanCents(total, CUSTOMERS.length),
      means: 'grand total / 9 customers listed, to the cent',
    });
    a.q('when will ashdown pay', refuse('the sheet has no payment dates'));
    a.q(
      'how much do we owe our suppliers',
      refuse('receivables only; payables are not on the sheet'),
    );
    return {
      questions: a.list,
      checks: [{ what: 'bucket totals = customer totals', a: sum(cols), b: total }],
    };
  },
};
