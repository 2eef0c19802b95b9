/**
 * After blind-39: "how much was the boat worth?" on a loan schedule added the key/value block
 * above it (Loan amount 240,000 + Interest rate 8.45% + Term 60 months + Monthly repayment):
 * a rate added to amounts is no figure at all. A sum whose cells are formatted as percentages
 * and as something else (money, plain numbers) is refused.
 */
import { citedCells } from './a1';
import type { Answer } from './answer-types';
import { cellStyle } from './cell-figures';
import type { Workbook } from './model';

export function mixedStyleSumReason(wb: Workbook, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'total') return undefined;
  const fig = answer.figures[0];
  if (!fig) return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!sheet) return undefined;
  // a range over several columns is the box around the cells, not the cells: not read
  if (fig.source.range.split(',').some((p) => /^([A-Z]+)\d+:(?!\1\d)/.test(p.trim())))
    return undefined;
  const cells = citedCells(fig.source.range);
  if (!cells) return undefined;
  const cited = new Set(cells.map((x) => `${x.r},${x.c}`));
  const kinds = new Set<string>();
  for (const t of sheet.tables)
    for (const row of t.rows)
      t.columns.forEach((col, i) => {
        const cell = row.cells[i];
        if (!cited.has(`${row.r},${col.c}`) || cell === null || cell === undefined) return;
        if (typeof cell === 'number' || Array.isArray(cell)) kinds.add(cellStyle(t, cell).kind);
      });
  if (kinds.has('percent') && kinds.size > 1)
    return `the cells it would add hold a percentage beside ${kinds.has('money') ? 'amounts of money' : 'other numbers'}, so their sum is no figure; name the one line you want`;
  return undefined;
}
