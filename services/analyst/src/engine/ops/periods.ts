/** The `periods` operation: see engine/README.md for what each operation answers. */
import { rangesFor } from '../../a1';
import { decFromInt } from '../../decimal';
import { periodLabel } from '../../periods';
import type { Target, TableView } from '../../view';
import { targetStyle } from '../../view';
import { bucketByPeriod } from '../buckets';
import { citation, display, fig, pointsFor, sheetOf, sumOf } from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT, refuse } from '../types';
import { naturalUnit } from '../windows';

/** "Which years does the table cover?" */
export function opPeriods(ctx: Ctx, view: TableView, t0: Target | undefined): Result | Refusal {
  // "which years does the table show": every value column, not one line's
  const wholeTable =
    /\b(table|reported|shown|included|highlighted|presented|provided|covered|disclosed)\b/.test(
      ctx.q.text,
    );
  if (wholeTable && view.table.layout === 'long') {
    const rows = view.dataRows.map((ri) => view.table.rows[ri]!).filter((r) => r.label || r.period);
    const labelCol = view.table.columns[view.catCols[0] ?? view.dateCol ?? 0]!;
    const figures: Fig[] = rows.map((r, i) => ({
      label: `Row ${r.label ?? periodLabel(r.period!)}`,
      value: decFromInt(i + 1),
      style: COUNT,
      sheet: view.sheet.name,
      cells: [{ r: r.r, c: labelCol.c }],
      at: r.label ?? periodLabel(r.period!),
    }));
    if (figures.length)
      return {
        kind: 'periods',
        lines: [
          `The table in sheet '${view.sheet.name}' has ${figures.length} rows: ${figures.map((f) => f.at).join(', ')} (${rangesFor(figures.flatMap((f) => f.cells)).range}).`,
        ],
        figures,
      };
  }
  const t = wholeTable ? undefined : t0;
  if (!t && view.table.layout === 'wide') {
    const cols = view.table.columns.filter((c) => c.role === 'value' || c.role === 'total');
    const cells = cols.map((c) => ({
      r: view.table.headerRows[view.table.headerRows.length - 1] ?? 0,
      c: c.c,
    }));
    const figures: Fig[] = cols.map((c, i) => ({
      label: `Column ${c.group ? `${c.group} ` : ''}${c.label}`,
      value: decFromInt(i + 1),
      style: COUNT,
      sheet: view.sheet.name,
      cells: [cells[i]!],
      // a label that is only a currency or unit ("$" under "December 31, 2019") is not the column's name
      at:
        c.period && c.period.kind === 'year'
          ? String(c.period.year)
          : /[A-Za-z0-9]/.test(c.label)
            ? c.label
            : (c.group ?? c.label),
    }));
    return {
      kind: 'periods',
      lines: [
        `The table in sheet '${view.sheet.name}' has ${cols.length} value columns: ${figures.map((f) => f.at).join(', ')} (header cells ${rangesFor(cells).range}).`,
      ],
      figures,
    };
  }
  const target = t ?? view.targets.find((x) => x.kind === 'row' || x.kind === 'col');
  if (!target) return refuse('I found no periods in this table');
  const pts = pointsFor(ctx, target, undefined, undefined, true);
  const unit = naturalUnit(pts) ?? 'year';
  const buckets = bucketByPeriod(pts, unit);
  if (!buckets.length) return refuse('I found no periods in this table');
  const style = targetStyle(target);
  const figures = [...buckets]
    .reverse()
    .map((b) =>
      fig(
        `${target.name}, ${b.label}`,
        sumOf(b.points),
        style,
        sheetOf(target),
        b.points,
        undefined,
        b.label,
      ),
    );
  return {
    kind: 'periods',
    lines: [
      `${t ? t.name : `Sheet '${view.sheet.name}'`} is given for ${buckets.length} ${unit}s: ${figures.map((f) => f.at).join(', ')}.`,
      ...figures.map((f) => `- ${f.at}: ${display(f)} (${citation(f)})`),
    ],
    figures,
  };
}
