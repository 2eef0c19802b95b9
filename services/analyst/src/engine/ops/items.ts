/** The `items` operation: see engine/README.md for what each operation answers. */
import type { Dec } from '../../decimal';
import { decAdd, decEq, decFromInt, decFromNumber } from '../../decimal';
import type { Row } from '../../model';
import { periodLabel } from '../../periods';
import type { Target } from '../../view';
import { cellNumber, pointsOf, targetStyle } from '../../view';
import { citation, display, fig, latestPeriod, pointsFor, sheetOf } from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT, refuse } from '../types';

/** The line items under a heading ("What items does X consist of?"). */
export function opItems(ctx: Ctx, t: Target): Result | Refusal {
  const view = t.view;
  const table = view.table;
  let rows: number[] | undefined;
  if (t.kind === 'rows') rows = beforeTotal(table.rows, t.rows, view.valueCols);
  else if (t.kind === 'row') {
    const row = table.rows[t.row]!;
    const name = (row.label ?? '').replace(/:$/, '').toLowerCase();
    const under = view.dataRows.filter(
      (ri) => (table.rows[ri]!.section ?? '').replace(/:$/, '').toLowerCase() === name,
    );
    if (under.length) rows = beforeTotal(table.rows, under, view.valueCols);
    else if (row.kind === 'total' && row.section)
      rows = view.dataRows.filter((ri) => table.rows[ri]!.section === row.section);
  }
  if (!rows || !rows.length) return refuse(`I could not find the lines that make up ${t.name}`);
  const labelCol = table.columns[view.labelCols[0] ?? 0]!;
  const items = rows.map((ri) => table.rows[ri]!).filter((r) => r.label);
  const latest = latestPeriod(
    pointsFor(
      ctx,
      { kind: 'rows', view, rows, name: t.name, tokens: [] },
      undefined,
      undefined,
      true,
    ),
  );
  const figures: Fig[] = items.map((r) => {
    const pts = pointsOf(
      { kind: 'row', view, row: table.rows.indexOf(r), name: r.label!, tokens: [], total: false },
      latest ? { periods: [[latest]] } : {},
    );
    const cell = [{ r: r.r, c: labelCol.c }];
    if (pts.length === 1)
      return fig(
        `${r.label}${latest ? `, ${periodLabel(latest)}` : ''}`,
        pts[0]!.value,
        targetStyle(t),
        sheetOf(t),
        pts,
        undefined,
        r.label,
      );
    return {
      label: r.label!,
      value: decFromInt(1),
      style: COUNT,
      sheet: sheetOf(t),
      cells: cell,
      at: r.label!,
    };
  });
  const labels = items.map((r) => r.label!);
  if (/\bhow many\b/.test(ctx.q.text)) {
    const countFig: Fig = {
      label: `Lines under ${t.name}`,
      value: decFromInt(items.length),
      style: COUNT,
      sheet: sheetOf(t),
      cells: items.map((r) => ({ r: r.r, c: labelCol.c })),
    };
    return {
      kind: 'count',
      lines: [
        `${t.name} has ${items.length} lines: ${labels.join(', ')}. Source: ${citation(countFig)}.`,
      ],
      figures: [countFig],
    };
  }
  return {
    kind: 'items',
    lines: [
      `${t.name} is made up of ${labels.length} lines: ${labels.join('; ')}.`,
      ...figures.map(
        (f) => `- ${f.at}: ${f.style === COUNT ? '' : display(f) + ' '}(${citation(f)})`,
      ),
    ],
    figures,
  };
}

/**
 * The lines a heading is made of end at its first total ("Gross deferred tax assets", marked
 * or not): what follows it (a valuation allowance, the net line) adjusts the total, it is not
 * a component. An unmarked total is a line whose every figure is the sum of the lines above it.
 */
function beforeTotal(rows: Row[], under: number[], valueCols: number[]): number[] {
  const sums = new Map<number, Dec>();
  for (let k = 0; k < under.length; k++) {
    const row = rows[under[k]!]!;
    if (row.kind === 'total') return under.slice(0, k);
    const values = valueCols
      .map((c) => [c, cellNumber(row.cells[c])] as const)
      .filter((v): v is readonly [number, number] => v[1] !== undefined);
    if (
      k >= 2 &&
      values.length &&
      values.every(([c, v]) => sums.has(c) && decEq(sums.get(c)!, decFromNumber(v)))
    )
      return under.slice(0, k);
    for (const [c, v] of values)
      sums.set(c, decAdd(sums.get(c) ?? decFromInt(0), decFromNumber(v)));
  }
  return under;
}
