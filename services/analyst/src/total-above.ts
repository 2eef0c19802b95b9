/**
 * Issue 13, pass 21 (S1): a stock list keeps its TOTAL row ABOVE the header ("TOTAL … 32 …
 * 1,458", a blank row, then Item | SKU | Qty on hand | …). The detector read that row as a
 * table of its own (headed "Column A", "Column C"), so the book had two tables and every
 * question was refused or counted the wrong one. A table of total rows only, with no header of
 * its own, directly above a table whose columns hold its figures, is that table's totals row:
 * folded in (after the data rows, cited at its own cell), never added to the lines.
 */
import type { Table } from './model';

const GENERIC = /^Column [A-Z]+$/;

function foldable(top: Table, below: Table): boolean {
  if (!top.rows.length || top.rows.some((r) => r.kind !== 'total')) return false;
  if (!top.columns.every((c) => GENERIC.test(c.label))) return false;
  const lastTop = Math.max(...top.rows.map((r) => r.r));
  const firstBelow = Math.min(...below.headerRows, ...below.rows.map((r) => r.r));
  if (firstBelow <= lastTop || firstBelow - lastTop > 4) return false;
  if (!below.rows.some((r) => r.kind === 'data')) return false;
  // every figure of the total row sits in a value column of the table below
  return top.columns.every((c, i) => {
    const has = top.rows.some((r) => typeof r.cells[i] === 'number' || Array.isArray(r.cells[i]));
    if (!has) return true;
    const under = below.columns.find((u) => u.c === c.c);
    return under !== undefined && under.role === 'value' && under.type !== 'text';
  });
}

export function foldTotalsAbove(tables: Table[]): Table[] {
  const out: Table[] = [];
  for (let i = 0; i < tables.length; i += 1) {
    const top = tables[i]!;
    const below = tables[i + 1];
    if (!below || !foldable(top, below)) {
      out.push(top);
      continue;
    }
    const formats = [...below.formats];
    for (const row of top.rows) {
      const cells = below.columns.map((u) => {
        const k = top.columns.findIndex((c) => c.c === u.c);
        const cell = k < 0 ? null : (row.cells[k] ?? null);
        // a number with its format index: the index is into the top table's formats
        if (Array.isArray(cell)) {
          const f = top.formats[cell[1]];
          if (f === undefined) return cell[0];
          let at = formats.indexOf(f);
          if (at < 0) at = formats.push(f) - 1;
          return [cell[0], at] as [number, number];
        }
        return cell;
      });
      below.rows.push({ ...row, cells });
    }
    below.formats = formats;
    if (!below.title && top.title) below.title = top.title;
    if (!below.unit && top.unit) below.unit = top.unit;
  }
  return out;
}
