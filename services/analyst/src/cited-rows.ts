/**
 * The rows a figure was read from: readers that reconsider an answer (cancelled rows left out,
 * one price per kind) start from the one column and the data rows of one long table its cells
 * are, and leave answers cited any other way alone.
 */
import { citedCells } from './a1';
import type { Answer } from './answer-types';
import type { Row, Table, Workbook } from './model';

export interface Cited {
  table: Table;
  col: number;
  rows: Row[];
}

/** The one column and the data rows of one long table that a figure's cells are. */
export function citedRows(wb: Workbook, answer: Answer): Cited | undefined {
  const fig = answer.figures[0]!;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  const cells = citedCells(fig.source.range);
  if (!sheet || !cells?.length || new Set(cells.map((x) => x.c)).size !== 1) return undefined;
  const at = new Set(cells.map((x) => x.r));
  for (const table of sheet.tables) {
    if (table.layout !== 'long') continue;
    const col = table.columns.findIndex((c) => c.c === cells[0]!.c);
    const rows = table.rows.filter((r) => at.has(r.r));
    if (col < 0 || rows.length !== at.size) continue;
    return rows.every((r) => r.kind === 'data') ? { table, col, rows } : undefined;
  }
  return undefined;
}
