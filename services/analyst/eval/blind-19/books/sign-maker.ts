/** Sign maker (€): A/R aging summary, blank cells for empty buckets, TOTAL row at the bottom. */
import { money, pct, sum } from '../../expect';
import { argMax, asker, cell, int, refuse, rng, SEED, type BookSpec, type Cell } from '../lib';

export function signMaker(): BookSpec {
  const r = rng(SEED + 6);
  const customers = [
    'Hotel Aurora',
    'Bäckerei Lindner',
    'Studio Nove',
    'Garage Petit',
    'Café Olivia',
    'Apotheke am Markt',
    'Fitwerk GmbH',
    'Boulangerie Roux',
    'Vinoteca Sol',
  ];
  const buckets = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
  const data = customers.map(() =>
    buckets.map((_, b) => (r() < (b === 0 ? 0.85 : 0.5 - b * 0.07) ? int(r, 20000, 480000) : 0)),
  );
  const rowTot = data.map((row) => sum(row));
  const colTot = buckets.map((_, b) => sum(data.map((row) => row[b]!)));
  const grand = sum(rowTot);
  const rows: Cell[][] = [
    ['Bright Letters Signs'],
    ['A/R aging summary — as of 31 Oct 2025 (EUR)'],
    [],
    ['Customer', ...buckets, 'Total'],
    ...customers.map((c, i) => [c, ...data[i]!.map((v) => (v ? cell(v) : null)), cell(rowTot[i]!)]),
    ['TOTAL', ...colTot.map(cell), cell(grand)],
  ];
  const over90 = data.map((row) => row[4]!);
  const { qs, q } = asker('sign-maker');
  const c3 = customers[2]!;
  q('who owes us the most', { at: customers[argMax(rowTot)]! }, 'customer with the largest Total');
  q('total receivables', { value: money(grand) }, 'TOTAL row, Total column');
  q(
    'how much is more than 60 days late',
    { value: money(colTot[3]! + colTot[4]!) },
    '61 - 90 plus > 90 totals',
  );
  q('how much is over 90 days', { value: money(colTot[4]!) }, '> 90 total');
  q(`what does ${c3.toLowerCase()} owe us`, { value: money(rowTot[2]!) }, `${c3} Total`);
  q('how much is current', { value: money(colTot[0]!) }, 'Current total');
  q(
    'what % of receivables is overdue',
    { value: pct(grand - colTot[0]!, grand) },
    '(Total - Current) / Total',
  );
  q(
    'which customer has the most over 90 days',
    { at: customers[argMax(over90)]! },
    'largest > 90 cell',
  );
  q(
    'how many customers have something over 90 days',
    { value: String(over90.filter((v) => v > 0).length) },
    'count of non-empty > 90 cells',
  );
  q('31-60 day bucket total', { value: money(colTot[2]!) }, '31 - 60 total');
  q(
    'hotel aurora overdue amount',
    { value: money(rowTot[0]! - BigInt(data[0]![0]!)) },
    'Hotel Aurora Total minus Current',
  );
  q('how much does fitwerk owe in total', { value: money(rowTot[6]!) }, 'Fitwerk GmbH Total');
  q('1-30 days total', { value: money(colTot[1]!) }, '1 - 30 total');
  q('when will studio nove pay', refuse, 'no payment dates or promises');
  q('how much did we invoice this year', refuse, 'aging shows open balances, not invoiced sales');
  q('what are our average days to pay', refuse, 'needs sales or invoice dates; not on the sheet');
  return {
    name: 'sign-maker',
    business: 'sign maker',
    sheets: [{ name: 'AR Aging', rows }],
    questions: qs,
    checks: [['rows = columns', sum(rowTot), sum(colTot)]],
  };
}
