/**
 * Florist (EUR): sales by month down and product lines across, a title block, a Total column
 * and a Total row written as formulas, and a note under the table.
 */
import { growth, meanCents, money, pct } from '../../expect';
import { argmax, argmin, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { F, FMT, M, MONTHS, SheetWriter, col, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const LINES = ['Bouquets', 'Wedding & Events', 'Plants', 'Workshops', 'Delivery fees'] as const;

export async function florist(): Promise<Blind3Book> {
  const rng = makeRng(1);
  const cents = (lo: number, hi: number): bigint => BigInt(rng.int(lo * 100, hi * 100));
  const data = MONTHS.map((month, i) => {
    const peak = i === 1 || i === 4 ? 1.6 : 1; // Valentine's and Mother's Day
    const wedding = i >= 4 && i <= 8 ? cents(3000, 6500) : cents(0, 1200);
    return {
      month,
      v: [
        BigInt(Math.round(Number(cents(2500, 4000)) * peak)),
        wedding,
        cents(800, 1500),
        i === 6 ? 0n : cents(150, 600), // no workshops in July
        cents(150, 400),
      ],
    };
  });
  const rowTotal = (r: (typeof data)[number]): bigint => bsum(r.v);
  const colTotal = (j: number): bigint => bsum(data.map((r) => r.v[j]!));
  const grand = bsum(data.map(rowTotal));

  const wb = newBook();
  const w = new SheetWriter(wb.addWorksheet('Sales 2025'), FMT.eur);
  w.add(['Bloom & Stem Florist'], { bold: true });
  w.add(['Monthly sales by product line, 2025 (EUR)']);
  w.blank();
  w.add(['Month', ...LINES, 'Total'], { bold: true });
  const first = w.row + 1;
  for (const r of data) {
    const n = w.row + 1;
    w.add([r.month, ...r.v.map(M), F(`SUM(B${n}:F${n})`, rowTotal(r))]);
  }
  const last = w.row;
  const totalRow = w.add(
    [
      'Total',
      ...LINES.map((_, j) => F(`SUM(${col(j + 2)}${first}:${col(j + 2)}${last})`, colTotal(j))),
      F(`SUM(G${first}:G${last})`, grand),
    ],
    { bold: true },
  );
  w.blank();
  w.add(['Note: Wedding & Events includes deposits received for later events.']);

  const { list, ask, refuse } = questionsFor('florist');
  const S = 'Sales 2025';
  const mRow = (i: number): number => first + i;
  const best = argmax(data, rowTotal);
  const worst = argmin(data, rowTotal);
  const bestLine = argmax([0, 1, 2, 3, 4], (j) => colTotal(j));
  const q2 = bsum(data.slice(3, 6).map(rowTotal));
  const h2Plants = bsum(data.slice(6).map((r) => r.v[2]!));

  ask(
    'what were our total sales for 2025',
    { value: money(grand) },
    'grand total, all lines and months',
    { sheet: S, range: `B${first}:F${last}`, op: 'sum' },
  );
  ask(
    'best month?',
    { value: money(rowTotal(best)), at: best.month.slice(0, 3) },
    'month with the largest Total',
    { sheet: S, range: `G${first}:G${last}`, op: 'max' },
  );
  ask(
    'how much did bouquets bring in this year',
    { value: money(colTotal(0)) },
    'Bouquets column total',
    { sheet: S, range: `B${first}:B${last}`, op: 'sum' },
  );
  ask('how did we do in march', { value: money(rowTotal(data[2]!)) }, 'March row Total', {
    sheet: S,
    range: `G${mRow(2)}`,
    op: 'value',
  });
  ask(
    'which product line sold the most',
    { value: money(colTotal(bestLine)), at: LINES[bestLine] },
    'line with the largest yearly total',
  );
  ask('wedding and events sales in june', { value: money(data[5]!.v[1]!) }, 'one cell', {
    sheet: S,
    range: `C${mRow(5)}`,
    op: 'value',
  });
  ask(
    'worst month for sales',
    { value: money(rowTotal(worst)), at: worst.month.slice(0, 3) },
    'month with the smallest Total',
    { sheet: S, range: `G${first}:G${last}`, op: 'min' },
  );
  ask('average monthly sales', { value: meanCents(grand, 12) }, 'grand total / 12', {
    sheet: S,
    range: `G${first}:G${last}`,
    op: 'mean',
  });
  ask(
    'How much did sales grow from January to December, in %?',
    { value: growth(rowTotal(data[0]!), rowTotal(data[11]!)) },
    '(Dec total - Jan total) / Jan total',
  );
  ask('Q2 sales', { value: money(q2) }, 'April + May + June totals', {
    sheet: S,
    range: `G${mRow(3)}:G${mRow(5)}`,
    op: 'sum',
  });
  ask(
    'what share of sales came from workshops',
    { value: pct(colTotal(3), grand) },
    'Workshops total / grand total, percent',
  );
  ask(
    'plants sales in the second half of the year',
    { value: money(h2Plants) },
    'Plants, July..December',
    { sheet: S, range: `D${mRow(6)}:D${last}`, op: 'sum' },
  );
  ask('total delivery fees', { value: money(colTotal(4)) }, 'Delivery fees column total', {
    sheet: S,
    range: `F${totalRow}`,
    op: 'value',
  });
  ask('how much did workshops make in july', { value: '0' }, 'July Workshops is 0 (none held)');
  ask(
    'february bouquets vs january bouquets, how much more',
    { value: money(data[1]!.v[0]! - data[0]!.v[0]!) },
    'Feb Bouquets - Jan Bouquets',
  );
  refuse('whats our profit margin', 'the sheet has sales only, no costs');
  refuse('how much did we sell in 2024', 'only 2025 is in the book');
  refuse('how many bouquets did we sell', 'amounts only, no quantities');
  refuse('how much did we make on valentines day', 'monthly figures only, no days');

  return {
    name: 'florist',
    business: 'florist',
    shape: 'sales by month x product line, title block, formula totals, note',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      { sheet: S, total: `G${totalRow}`, parts: `B${first}:F${last}` },
      ...LINES.map((_, j) => ({
        sheet: S,
        total: `${col(j + 2)}${totalRow}`,
        parts: `${col(j + 2)}${first}:${col(j + 2)}${last}`,
      })),
    ],
  };
}
