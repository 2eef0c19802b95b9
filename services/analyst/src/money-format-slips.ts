/**
 * After pass 39: a money column where one row carries a percent format ("0.00%" on one debtor
 * of an aging report, the format of the "Percentage of total" row put on the wrong row) holds
 * amounts all the same: Excel stores 4,015.40 and only shows it as 401,540.00%. Read as a
 * percent the cell became 401,540 and was added to money. Such a cell takes the column's own
 * money format, so every reader sees the amount and shows it as money. A percentage of 150% or
 * less is a real rate (a loan's interest rate in the value column of its terms block), kept.
 */
import { styleFromFormat } from './format';
import type { Table } from './model';

export function fixMoneyFormatSlips(t: Table): void {
  t.columns.forEach((col, ci) => {
    if (col.type !== 'money') return;
    const counts = new Map<number, number>();
    const slips: Array<{ row: number; fi: number }> = [];
    t.rows.forEach((r, ri) => {
      const cell = r.cells[ci];
      if (!Array.isArray(cell)) return;
      const kind = styleFromFormat(t.formats[cell[1]]).kind;
      // a slip shows an amount as a huge percentage; 8.45% under a loan's amount is a rate
      if (kind === 'percent' && Math.abs(cell[0]) > 1.5) slips.push({ row: ri, fi: cell[1] });
      else if (kind === 'percent') return;
      else if (kind === 'money') counts.set(cell[1], (counts.get(cell[1]) ?? 0) + 1);
    });
    if (!slips.length || counts.size === 0) return;
    const money = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    // only a slip: the money format holds most of the column's cells
    if (money[1] <= slips.length) return;
    for (const s of slips) {
      const cell = t.rows[s.row]!.cells[ci] as [number, number];
      t.rows[s.row]!.cells[ci] = [cell[0], money[0]];
    }
  });
}
