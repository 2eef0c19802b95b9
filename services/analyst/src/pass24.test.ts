/**
 * Issue 13, pass 24: the eighteenth blind set's wrong figures, by shape (pass24-shapes.ts), laid
 * out as the lead described the blind books. Each question is answered right or refused: never
 * a month's rows for its sales, a row count for things done, one booking for a tour's takings,
 * one item for a category.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass24-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const r2 = (n: number): number => Math.round(n * 100) / 100;
const value = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : r2(Number(a.figures[0]!.value));
};
const expectValue = (wb: Book, q: string, v: number): void =>
  expect([q, value(wb, q)]).toEqual([q, r2(v)]);
const expectRefused = (wb: Book, q: string): void =>
  expect([q, answerQuestion(wb, q).refused]).toEqual([q, true]);
const expectAt = (wb: Book, q: string, at: string, v: number): void => {
  const a = answerQuestion(wb, q);
  expect([q, a.refused, a.figures[0]?.at, r2(Number(a.figures[0]?.value))]).toEqual([
    q,
    false,
    at,
    r2(v),
  ]);
};

describe('W1: "sales in <month>" on an untitled sales log is the month\'s Amount added', () => {
  test.each([true, false])('Notes column %s', async (notes) => {
    const wb = await bookOf([{ name: 'Sales', rows: S.salesLogRows(notes) }]);
    for (const q of [
      'sales in march',
      'Sales in March?',
      'what were sales in march',
      'sales for march',
    ])
      expectValue(wb, q, S.salesIn('03'));
    expectValue(wb, 'sales in april', S.salesIn('04'));
    const marchRows = S.SALES_LOG.filter((s) => s[0].slice(5, 7) === '03').length;
    expectValue(wb, 'how many sales in march', marchRows);
  });
});

describe('W2: "how many <things> did we <verb>" is never a money sheet\'s rows counted', () => {
  test('income by service, months across, a note under the title', async () => {
    const wb = await bookOf([{ name: 'Income', rows: S.serviceIncomeRows() }]);
    for (const q of [
      'how many windows did we clean in may',
      'how many gutters did we clean in may',
      'how many jobs did we do',
    ])
      expectRefused(wb, q);
    expectValue(wb, 'residential income in may', S.SERVICES[0]![1][4]!);
  });
  test('a QuickBooks P&L with Total and % of Income columns', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbPlRows() }]);
    for (const q of ['how many events did we cater', 'how many lunches did we deliver'])
      expectRefused(wb, q);
  });
  test('a dated log still counts its rows', async () => {
    const wb = await bookOf([{ name: 'Sales', rows: S.salesLogRows() }]);
    expectValue(wb, 'how many sales did we make', S.SALES_LOG.length);
  });
});

describe('W3: "which tour makes the most money" ranks tours by their summed Amount', () => {
  test('bookings log', async () => {
    const wb = await bookOf([{ name: 'Bookings', rows: S.bookingsRows() }]);
    const ranked = [...S.tourTotals()].sort((a, b) => b[1] - a[1]);
    for (const q of [
      'which tour makes the most money',
      'Which tour earns the most?',
      'which tour brings in the most',
      'what tour made the most revenue',
    ])
      expectAt(wb, q, ranked[0]![0], ranked[0]![1]);
    expectAt(wb, 'which tour makes the least money', ranked.at(-1)![0], ranked.at(-1)![1]);
  });
});

describe('W4: heading rows are categories; a category is its items added', () => {
  test.each([true, false])('subtotal rows %s', async (subtotals) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.inventoryRows(subtotals) }]);
    const ranked = [...S.categoryValues()].sort((a, b) => b[1] - a[1]);
    for (const q of [
      'which category holds the most stock value',
      'which category is worth the most',
      'what category has the highest stock value',
    ])
      expectAt(wb, q, ranked[0]![0], ranked[0]![1]);
    expectAt(
      wb,
      'which category holds the least stock value',
      ranked.at(-1)![0],
      ranked.at(-1)![1],
    );
  });
});

describe('M: a QuickBooks P&L with "Total" | "% of Income" and numbered accounts', () => {
  test('the percent column is never the amount; the title year is the year asked', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbPlRows() }]);
    const income = S.PL.income.reduce((a, l) => a + l[1], 0);
    const net = income - [...S.PL.cogs, ...S.PL.expenses].reduce((a, l) => a + l[1], 0);
    for (const q of ['total income', 'what was total income', 'income'])
      expect([q, value(wb, q) ?? income]).toEqual([q, income]);
    expectValue(wb, 'net income for 2025', net);
    expectValue(wb, 'net income', net);
    expectValue(wb, 'food purchases this year', S.PL.cogs[0]![1]);
    expectRefused(wb, 'net income for 2024');
    // a line named by its last word, account number dropped: "fuel" for "6000 Van fuel"
    for (const q of ['what did we spend on fuel', 'fuel spend'])
      expectValue(wb, q, S.PL.expenses[0]![1]);
  });
});

describe('M: a line as a share of income or of cost of goods sold on the P&L export', () => {
  test('line Total ÷ the whole Total line × 100', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbPlRows() }]);
    const income = S.PL.income.reduce((a, l) => a + l[1], 0);
    const cogs = S.PL.cogs.reduce((a, l) => a + l[1], 0);
    const rent = S.PL.expenses[1]![1];
    const staff = S.PL.cogs[1]![1];
    expectValue(wb, 'kitchen rent as % of income', (rent / income) * 100);
    expectValue(wb, 'what share of cogs is hired waiting staff', (staff / cogs) * 100);
    expectValue(
      wb,
      'hired waiting staff as a percentage of cost of goods sold',
      (staff / cogs) * 100,
    );
  });
});
