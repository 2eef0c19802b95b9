/**
 * After blind-39: "how much was the boat worth?" on a loan schedule added the key/value block
 * above it (Loan amount 240,000 + Interest rate 8.45% + Term 60 months + Monthly repayment):
 * a rate added to amounts is no figure at all. A sum whose cells are formatted as percentages
 * and as something else (money, plain numbers) is refused.
 */
import { colIndex } from './a1';
import type { Answer } from './answer-types';
import { cellStyle } from './cell-figures';
import type { Workbook } from './model';

const REF = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/;

export function mixedStyleSumReason(wb: Workbook, answer: Answer): string | undefined {
  if (answer.refused || answer.kind !== 'total') return undefined;
  const fig = answer.figures[0];
  if (!fig) return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!sheet) return undefined;
  const kinds = new Set<string>();
  for (const part of fig.source.range.split(',')) {
    const m = REF.exec(part.trim());
    if (!m) return undefined;
    const [c0, r0] = [colIndex(m[1]!), Number(m[2]) - 1];
    const [c1, r1] = m[3] ? [colIndex(m[3]), Number(m[4]) - 1] : [c0, r0];
    // a range over several columns is the box around the cells, not the cells: not read
    if (c1 !== c0) return undefined;
    for (const t of sheet.tables)
      for (const row of t.rows) {
        if (row.r < r0 || row.r > r1) continue;
        t.columns.forEach((col, i) => {
          const cell = row.cells[i];
          if (col.c < c0 || col.c > c1 || cell === null || cell === undefined) return;
          if (typeof cell === 'number' || Array.isArray(cell)) kinds.add(cellStyle(t, cell).kind);
        });
      }
  }
  if (kinds.has('percent') && kinds.size > 1)
    return `the cells it would add hold a percentage beside ${kinds.has('money') ? 'amounts of money' : 'other numbers'}, so their sum is no figure; name the one line you want`;
  return undefined;
}
