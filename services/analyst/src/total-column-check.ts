/**
 * Issue 13, pass 22 (W1): months down × services across with a Total column: "average monthly
 * revenue" added the Total column in with the services ("all 5 columns"). A figure over "all N
 * columns" is checked against the sheet: when one of those columns equals, on every row, the sum
 * of the others, it is the sheet's total column (a check, never data) and the answer is refused
 * rather than stated twice over.
 */
import { colIndex } from './a1';
import type { Answer } from './answer-types';
import { cellNumber } from './cell-figures';
import { decToString } from './decimal';
import type { Workbook } from './model';

export function totalColumnReason(wb: Workbook, answer: Answer): string | undefined {
  if (answer.refused || !/\(all \d+ columns\)/.test(answer.text)) return undefined;
  const f = answer.figures[0];
  const m = f && /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(f.source.range);
  if (!f || !m) return undefined;
  const [c0, r0, c1, r1] = [colIndex(m[1]!), Number(m[2]) - 1, colIndex(m[3]!), Number(m[4]) - 1];
  const table = wb.sheets
    .find((s) => s.name === f.source.sheet)
    ?.tables.find((t) => t.columns.some((c) => c.c === c0) && t.columns.some((c) => c.c === c1));
  if (!table) return undefined;
  const cols = table.columns.flatMap((c, i) => (c.c >= c0 && c.c <= c1 ? [i] : []));
  // every data row of the table, not only the answer's (a best month is one row)
  const rows = table.rows.filter((r) => r.kind === 'data');
  if (cols.length < 3 || rows.length < 2 || r1 < r0) return undefined;
  const cents = (i: number, r: (typeof rows)[number]): number | undefined => {
    const v = cellNumber(r.cells[i]);
    return v === undefined ? undefined : Math.round(Number(decToString(v)) * 100);
  };
  const totalCol = cols.find((j) =>
    rows.every((r) => {
      const t = cents(j, r);
      const parts = cols.filter((k) => k !== j).map((k) => cents(k, r) ?? 0);
      return t !== undefined && t !== 0 && t === parts.reduce((a, b) => a + b, 0);
    }),
  );
  if (totalCol === undefined) return undefined;
  return `the column '${table.columns[totalCol]!.label}' is the total of the others, so adding every column counts each figure twice; name the column, or ask for the total`;
}
