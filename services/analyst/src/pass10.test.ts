/**
 * Issue 13, pass 10: years as column headers on a month-by-month sheet
 * (`Month | 2025 | 2024 | Change | Change %`) are periods, not a family of measures.
 * Workbooks written here: a guesthouse's revenue (in € thousands) and room nights, one sheet
 * each, and a bistro's covers headed FY2024 / FY2023.
 */
import { answerQuestion } from './answer';
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { refused, value } from './answer-checks';
import { bookOf, type ShapeRow } from './pass5-shapes';
import { MONTH_NAMES as MONTHS } from './periods';

const ask = (wb: Workbook, q: string): Answer => answerQuestion(wb, q);
const tenths = (x: number): number => Math.round(x * 10) / 10;
const sum = (xs: number[]): number => tenths(xs.reduce((a, b) => a + b, 0));

const REV25 = [182.4, 175.1, 210.6, 240.2, 265.8, 310.4, 355.9, 348.2, 290.3, 230.7, 190.5, 260.1];
const REV24 = [170.2, 180.3, 195.4, 228.9, 250.1, 298.7, 340.2, 352.6, 270.8, 225.4, 185.9, 240.3];
const NIGHTS25 = [820, 790, 950, 1080, 1190, 1390, 1600, 1560, 1300, 1040, 860, 1170];
const NIGHTS24 = [800, 810, 900, 1030, 1120, 1340, 1530, 1580, 1220, 1010, 840, 1080];

function yearSheet(
  title: string,
  head: [string | number, string | number],
  a: number[],
  b: number[],
): ShapeRow[] {
  const rows: ShapeRow[] = [[title], [], ['Month', head[0], head[1], 'Change', 'Change %']];
  a.forEach((x, i) => {
    const y = b[i]!;
    rows.push([MONTHS[i]!, x, y, tenths(x - y), tenths(((x - y) / y) * 100)]);
  });
  rows.push([
    'Total',
    sum(a),
    sum(b),
    tenths(sum(a) - sum(b)),
    tenths(((sum(a) - sum(b)) / sum(b)) * 100),
  ]);
  return rows;
}

describe('years across a month-by-month sheet are periods', () => {
  const book = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Revenue',
        rows: yearSheet(
          'Gasthof Alpenrose – Revenue by month (in € thousands)',
          [2025, 2024],
          REV25,
          REV24,
        ),
      },
      {
        name: 'Room nights',
        rows: yearSheet('Room nights sold by month', [2025, 2024], NIGHTS25, NIGHTS24),
      },
    ]);

  it('reads one year, one month, a span of months and the best and quietest month', async () => {
    const wb = await book();
    expect(value(wb, 'total revenue 2025')).toBe(sum(REV25));
    expect(value(wb, 'revenue in March 2024')).toBe(REV24[2]);
    expect(value(wb, 'revenue in March 2025')).toBe(REV25[2]);
    expect(value(wb, 'revenue June to August 2025')).toBe(sum(REV25.slice(5, 8)));
    const best = ask(wb, 'best month for revenue in 2025');
    expect(best.figures[0]!.at).toBe('Jul 2025');
    expect(Number(best.figures[0]!.value)).toBe(Math.max(...REV25));
    const quiet = ask(wb, 'quietest month for revenue in 2025');
    expect(Number(quiet.figures[0]!.value)).toBe(Math.min(...REV25));
    expect(value(wb, 'which month had the best revenue in 2024')).toBe(Math.max(...REV24));
  });

  it('picks the sheet its title names ("room nights")', async () => {
    const wb = await book();
    expect(value(wb, 'room nights in 2025')).toBe(sum(NIGHTS25));
    expect(value(wb, 'total room nights 2024')).toBe(sum(NIGHTS24));
    expect(value(wb, 'room nights in March 2025')).toBe(NIGHTS25[2]);
  });

  it('asks for the year when none is named, and never adds the years silently', async () => {
    const wb = await book();
    refused(wb, 'total revenue');
    expect(value(wb, 'total revenue for both years')).toBe(sum([...REV25, ...REV24]));
    // two sheets fit "total 2025" equally: asked back, never one picked
    refused(wb, 'total 2025');
    // a change named together with the measure is not read as a comparison of the two
    refused(wb, 'biggest drop in room nights');
  });
});

describe('FY-headed years, the latest against the previous and the change column', () => {
  const A = [40, 42, 50, 47, 60, 66];
  const B = [38, 45, 44, 49, 55, 58];
  const book = (): Promise<Workbook> =>
    bookOf([
      {
        name: 'Covers',
        rows: yearSheet('Bistro Lindner – Covers by month', ['FY2024', 'FY2023'], A, B),
      },
    ]);
  const change = A.map((x, i) => x - B[i]!);

  it('compares this year to last as the latest year against the one before', async () => {
    const wb = await book();
    const a = ask(wb, 'compare this year to last');
    expect(a.refused).toBe(false);
    expect(a.text).toContain('from 2023 to 2024');
    expect(Number(a.figures[0]!.value)).toBe(sum(A) - sum(B));
    expect(value(wb, 'total covers in FY2024')).toBe(sum(A));
    expect(value(wb, 'covers in May 2023')).toBe(B[4]);
  });

  it('ranks the change column for "improved the most" and "biggest drop"', async () => {
    const wb = await book();
    const up = ask(wb, 'which month improved the most');
    expect(Number(up.figures[0]!.value)).toBe(Math.max(...change));
    expect(up.figures[0]!.at).toBe('Jun 2024');
    expect(value(wb, 'biggest drop')).toBe(Math.min(...change));
  });
});

describe('a sheet that only looks like it stays as it was', () => {
  it('keeps a month sheet with a non-year column as columns of its own', async () => {
    const rows: ShapeRow[] = [
      ['Shop – sales by month'],
      [],
      ['Month', '2025', 'Online'],
      ...MONTHS.slice(0, 3).map((m, i) => [m, 10 + i, 5 + i]),
    ];
    const wb = await bookOf([{ name: 'Sales', rows }]);
    expect(wb.sheets[0]!.tables[0]!.notes ?? []).not.toContainEqual(
      expect.stringMatching(/^years across/),
    );
  });
});
