/** The `list` operation: see engine/README.md for what each operation answers. */
import type { CellRef } from '../../a1';
import { decFromInt } from '../../decimal';
import type { TableView } from '../../view';
import { cellText, categoryNorm } from '../../view';
import { citation } from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT } from '../types';

export function opList(ctx: Ctx, view: TableView): Result | Refusal {
  const table = view.table;
  const col = ctx.res.groupCol;
  if (col !== undefined) {
    const distinct = new Map<string, { label: string; cells: CellRef[] }>();
    for (const ri of view.dataRows) {
      const v = cellText(table.rows[ri]!.cells[col]);
      if (!v) continue;
      const k = categoryNorm(v);
      const e = distinct.get(k) ?? { label: v, cells: [] };
      e.cells.push({ r: table.rows[ri]!.r, c: table.columns[col]!.c });
      distinct.set(k, e);
    }
    const all = [...distinct.values()];
    const f: Fig = {
      label: `Distinct ${table.columns[col]!.label} values`,
      value: decFromInt(all.length),
      style: COUNT,
      sheet: view.sheet.name,
      cells: all.flatMap((x) => x.cells),
    };
    return {
      kind: 'list',
      lines: [
        `${table.columns[col]!.label} values in sheet '${view.sheet.name}' (${all.length}): ${all.map((x) => x.label).join(', ')}. Source: ${citation(f)}.`,
      ],
      figures: [f],
    };
  }
  const rows = view.dataRows.map((ri) => table.rows[ri]!);
  const labelCol = table.columns[view.labelCols[0] ?? 0]!;
  const f: Fig = {
    label: `Rows in ${view.name}`,
    value: decFromInt(rows.length),
    style: COUNT,
    sheet: view.sheet.name,
    cells: rows.map((r) => ({ r: r.r, c: labelCol.c })),
  };
  // one figure per line item: its label cell (value 1 = listed), so each item is cited
  const items: Fig[] = rows
    .filter((r) => r.label)
    .map((r) => ({
      label: r.label!,
      value: decFromInt(1),
      style: COUNT,
      sheet: view.sheet.name,
      cells: [{ r: r.r, c: labelCol.c }],
      at: r.label!,
    }));
  return {
    kind: 'list',
    figures: [f, ...items],
    lines: [
      `Line items in sheet '${view.sheet.name}' (${rows.length}): ${rows
        .map((r) => r.label ?? '')
        .filter(Boolean)
        .join(', ')}. Source: ${citation(f)}.`,
    ],
  };
}
