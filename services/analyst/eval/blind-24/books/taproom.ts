/** Brewery taproom (₺): months down as "Jan-25" text, beer styles across, Total row and column. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { argMax, argMin, cell, cents, MON, monthAt, putRow, sumB, type BookDef } from '../kit';

const STYLES = ['Pilsner', 'Hazy IPA', 'Oat Stout', 'Cherry Sour'] as const;

export const taproom: BookDef = {
  name: 'taproom',
  business: 'brewery taproom, Izmir',
  build(rng) {
    const grid = MON.map(() => STYLES.map(() => cents(rng, 18000, 64000)));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Taps 2025');
    putRow(ws, 1, ['Anatolia Taproom – draught sales by style']);
    putRow(ws, 2, ['Amounts in Turkish lira (₺), excl. VAT']);
    putRow(ws, 4, ['Month', ...STYLES, 'Total']);
    grid.forEach((r, m) => putRow(ws, 5 + m, [`${MON[m]}-25`, ...r.map(cell), cell(sumB(r))]));
    const colTot = STYLES.map((_, s) => sumB(grid.map((r) => r[s]!)));
    const rowTot = grid.map(sumB);
    const grand = sumB(rowTot);
    putRow(ws, 17, ['Total', ...colTot.map(cell), cell(grand)]);
    const best = argMax(rowTot);
    const worstStout = argMin(grid.map((r) => r[2]!));
    const topStyle = argMax(colTot);
    const h2 = sumB(rowTot.slice(6));
    const q2 = sumB(rowTot.slice(3, 6));
    return {
      workbook: wb,
      checks: [{ what: 'style totals = month totals', a: sumB(colTot), b: grand }],
      questions: [
        {
          question: 'what did the taproom take in total in 2025',
          expect: { value: money(grand) },
          means: 'grand total of all styles, all months',
        },
        {
          question: 'best month?',
          expect: { at: monthAt(best, 2025) },
          means: 'month with the highest all-styles total',
        },
        {
          question: 'which month was worst for the stout',
          expect: { at: monthAt(worstStout, 2025) },
          means: 'month with the lowest Oat Stout amount',
        },
        {
          question: 'How much Hazy IPA did we sell over the year?',
          expect: { value: money(colTot[1]!) },
          means: 'Hazy IPA column total',
        },
        {
          question: 'how did we do in march',
          expect: { value: money(rowTot[2]!) },
          means: 'March all-styles total',
        },
        {
          question: 'total sales in Q2',
          expect: { value: money(q2) },
          means: 'Apr+May+Jun all-styles totals',
        },
        {
          question: 'how much did sales grow from january to december, in %',
          expect: { value: growth(rowTot[0]!, rowTot[11]!) },
          means: '(Dec total - Jan total)/Jan total',
        },
        {
          question: 'average monthly sales',
          expect: { value: meanCents(grand, 12) },
          means: 'grand total / 12',
        },
        {
          question: 'what share of sales was the oat stout',
          expect: { value: pct(colTot[2]!, grand) },
          means: 'Oat Stout total / grand total, percent',
        },
        {
          question: 'cherry sour in july?',
          expect: { value: money(grid[6]![3]!) },
          means: 'Cherry Sour, Jul-25 cell',
        },
        {
          question: 'which beer sells best',
          expect: { at: STYLES[topStyle] },
          means: 'style with the highest year total',
        },
        {
          question: 'sales in the second half of the year',
          expect: { value: money(h2) },
          means: 'Jul..Dec all-styles totals',
        },
        {
          question: 'pilsner sales in october',
          expect: { value: money(grid[9]![0]!) },
          means: 'Pilsner, Oct-25 cell',
        },
        {
          question: 'how many pints of IPA did we pour',
          expect: { refuse: true },
          means: 'the sheet holds lira, not pints',
        },
        {
          question: 'whats our margin on the sour',
          expect: { refuse: true },
          means: 'no costs in the workbook',
        },
        {
          question: 'compare this year to last',
          expect: { refuse: true },
          means: 'only 2025 is in the workbook',
        },
        {
          question: 'lowest month overall',
          expect: { at: monthAt(argMin(rowTot), 2025) },
          means: 'month with the lowest all-styles total',
        },
        {
          question: 'stout sales Q4',
          expect: { value: money(sumB(grid.slice(9).map((r) => r[2]!))) },
          means: 'Oat Stout Oct+Nov+Dec',
        },
      ],
    };
  },
};
