/**
 * After blind-44: a pivot table in compact form (or any outline) keeps each group's subtotal
 * on the group's own row, above its members: "Sudeste 806,132.47" then "Minas Gerais",
 * "Rio de Janeiro", "São Paulo", then the next region, and a Grand Total at the foot. Read as
 * plain lines, every sale was counted twice and a region ranked among the states.
 *
 * A wide table is read as an outline only when the partition is exact: its lines split, top
 * to bottom, into groups whose first line equals, to the cent in every figure, the sum of the
 * lines after it up to the next group; at least two groups, one of two lines or more; and the
 * group lines add up to the foot's total row. Then each group line is a subtotal (kind
 * 'total', a check, never a part) and its members sit in its section.
 */
import { cellNumber } from './cell-figures';
import { type Dec, decEq, decSum } from './decimal';
import type { Row, Table } from './model';

const numbers = (t: Table, row: Row): Array<Dec | undefined> =>
  t.columns.map((c, i) =>
    c.role === 'value' || c.role === 'total' ? cellNumber(row.cells[i]) : undefined,
  );

/** The lines' sum equals the head in every figure the head holds (and no line adds one). */
function sumsTo(t: Table, head: Row, lines: Row[]): boolean {
  const h = numbers(t, head);
  const ls = lines.map((r) => numbers(t, r));
  let checked = 0;
  for (let i = 0; i < h.length; i++) {
    const parts = ls.map((l) => l[i]).filter((v): v is Dec => v !== undefined);
    if (h[i] === undefined) {
      if (parts.length) return false;
      continue;
    }
    if (!decEq(decSum(parts), h[i]!)) return false;
    checked += 1;
  }
  return checked > 0;
}

export function outlineSubtotals(t: Table): Table {
  if (t.layout !== 'wide') return t;
  const foot = t.rows.length - 1;
  const grand = t.rows[foot];
  if (grand?.kind !== 'total') return t;
  const lines = t.rows.slice(0, foot);
  if (lines.length < 5 || lines.some((r) => r.kind !== 'data' || !r.label || r.section)) return t;
  const heads: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < lines.length) {
    let k = 1;
    while (i + k < lines.length && !sumsTo(t, lines[i]!, lines.slice(i + 1, i + 1 + k))) k += 1;
    if (i + k >= lines.length && !sumsTo(t, lines[i]!, lines.slice(i + 1))) return t;
    heads.push(i);
    ends.push(i + k);
    i += k + 1;
  }
  if (heads.length < 2 || !heads.some((h, j) => ends[j]! - h >= 2)) return t;
  if (
    !sumsTo(
      t,
      grand,
      heads.map((h) => lines[h]!),
    )
  )
    return t;
  const rows = t.rows.map((r) => ({ ...r }));
  heads.forEach((h, j) => {
    rows[h]!.kind = 'total';
    for (let m = h + 1; m <= ends[j]!; m++) rows[m]!.section = rows[h]!.label!;
  });
  return { ...t, rows };
}
