/** The `count` operation: see engine/README.md for what each operation answers. */
import { decFromInt } from '../../decimal';
import type { Target, TableView } from '../../view';
import { cellText, categoryNorm, pointsOf } from '../../view';
import { citation, dimText, filterFor, periodsLabel } from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT } from '../types';
import { isRunningBalance } from './balance';

export function opCount(ctx: Ctx, view: TableView, t: Target | undefined): Result | Refusal {
  const { res } = ctx;
  const table = view.table;
  // distinct values of a named column
  if (res.groupCol !== undefined && !res.dims.some((d) => d.col === res.groupCol)) {
    const col = table.columns[res.groupCol]!;
    const f = filterFor(ctx);
    const anyTarget = t ?? view.targets[0];
    const pts = anyTarget ? pointsOf(anyTarget, f) : [];
    const rows = anyTarget ? [...new Set(pts.map((p) => p.row))] : view.dataRows;
    const distinct = new Map<string, string>();
    for (const ri of rows) {
      const v = cellText(table.rows[ri]!.cells[res.groupCol]);
      if (v) distinct.set(categoryNorm(v), v);
    }
    const cells = rows.map((ri) => ({ r: table.rows[ri]!.r, c: col.c }));
    const figure: Fig = {
      label: `Distinct ${col.label} values${dimText(res, res.groupCol)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
      value: decFromInt(distinct.size),
      style: COUNT,
      sheet: view.sheet.name,
      cells,
    };
    return {
      kind: 'count',
      lines: [
        `${figure.label}: ${distinct.size} (${[...distinct.values()].slice(0, 20).join(', ')}${distinct.size > 20 ? ', …' : ''}). Source: ${citation(figure)}.`,
      ],
      figures: [figure],
    };
  }
  if (table.layout === 'wide' || res.groupRows) {
    const rows = view.dataRows;
    const cells = rows.map((ri) => ({
      r: table.rows[ri]!.r,
      c: table.columns[view.labelCols[0] ?? 0]!.c,
    }));
    const figure: Fig = {
      label: `Rows (${view.labelCols.map((c) => table.columns[c]!.label).join(', ') || 'items'}) in ${view.name}`,
      value: decFromInt(rows.length),
      style: COUNT,
      sheet: view.sheet.name,
      cells,
    };
    return {
      kind: 'count',
      lines: [
        `${figure.label}: ${rows.length} (${rows
          .slice(0, 20)
          .map((ri) => table.rows[ri]!.label)
          .join(', ')}). Source: ${citation(figure)}.`,
      ],
      figures: [figure],
    };
  }
  // records: rows with a value in the named column, or (nothing named) in any numeric
  // column, so a bank export's debit rows and credit rows are all counted
  // (a running Balance is on the opening line too, which is not an entry)
  const named = t ? [t] : view.targets.filter((x) => x.kind === 'col' && !isRunningBalance(x));
  let rows: number[];
  if (named.length) {
    const f = filterFor(ctx);
    rows = [...new Set(named.flatMap((x) => pointsOf(x, f).map((p) => p.row)))].sort(
      (a, b) => a - b,
    );
  } else rows = view.dataRows;
  const firstCol = view.dateCol ?? view.catCols[0] ?? 0;
  const cells = rows.map((ri) => ({ r: table.rows[ri]!.r, c: table.columns[firstCol]!.c }));
  const figure: Fig = {
    label: `Rows${dimText(res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
    value: decFromInt(rows.length),
    style: COUNT,
    sheet: view.sheet.name,
    cells,
  };
  return {
    kind: 'count',
    lines: [
      `Number of rows (entries) in sheet '${view.sheet.name}'${dimText(res)}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''}: ${rows.length}. Source: ${citation(figure)}.`,
    ],
    figures: [figure],
  };
}
