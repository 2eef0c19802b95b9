/**
 * After blind-36: "which suburb has the most subscribers" on a subscriber list (one row per
 * subscriber, the sheet named Subscribers) ranked the suburbs by Price per box, the measure
 * taken for want of one. When the noun ranked is what the sheet's rows are (its name or title
 * says so) and no column holds it, the rows of each group are counted and the counts ranked.
 */
import { decFromInt } from '../../decimal';
import type { Target, TableView } from '../../view';
import { cellText, categoryNorm } from '../../view';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT } from '../types';
import { citation } from '../figures';

const RANKED =
  /\b(?:most|fewest|least|highest number of|lowest number of|biggest number of) ([a-z]+s)\b/;

const MONEY_LABEL = /\b(value|amount|fee|price|cost|revenue)\b|[£$€¥₹]/i;

/**
 * After blind-41: "which cottage has the most bookings" beside the column "Booking value £"
 * read the money: the noun ranked is the only word of that money column the question says, so
 * it names the rows.
 */
export function nounOnlyNamesMoney(ctx: Ctx, t: Target | undefined): boolean {
  if (!t || t.kind !== 'col' || !MONEY_LABEL.test(t.name)) return false;
  const m = RANKED.exec(ctx.q.text);
  if (!m) return false;
  const one = m[1]!.replace(/(?<=[a-z]{3})s$/, '');
  const said = t.tokens.filter((w) => new RegExp(`\\b${w}`).test(ctx.q.text));
  return said.length > 0 && said.every((w) => w === one);
}

export function rowsRankedAsked(ctx: Ctx, view: TableView): string | undefined {
  if (ctx.res.groupCol === undefined || view.table.layout !== 'long') return undefined;
  const m = RANKED.exec(ctx.q.text);
  if (!m) return undefined;
  const noun = m[1]!;
  const one = noun.replace(/(?<=[a-z]{3})s$/, '');
  const names = `${view.sheet.name} ${view.table.title ?? ''}`.toLowerCase();
  if (!new RegExp(`\\b${one}s?\\b`).test(names)) return undefined;
  // a column holding the noun is a measure to add ("Subscribers" per month), not rows
  // (after blind-41: "Booking value £" is money, never a count of bookings)
  const money = (label: string): boolean =>
    MONEY_LABEL.test(label) || /\b(paid|due)\b/i.test(label);
  if (
    view.table.columns.some(
      (c) => new RegExp(`\\b${one}`, 'i').test(c.label) && c.type !== 'money' && !money(c.label),
    )
  )
    return undefined;
  return noun;
}

export function opRowsRanked(
  ctx: Ctx,
  view: TableView,
  noun: string,
  most: boolean,
): Result | Refusal {
  const table = view.table;
  const col = ctx.res.groupCol!;
  const groups = new Map<string, { label: string; rows: number[] }>();
  for (const ri of view.dataRows) {
    const v = cellText(table.rows[ri]!.cells[col]);
    if (!v) continue;
    const g = groups.get(categoryNorm(v)) ?? { label: v, rows: [] };
    g.rows.push(ri);
    groups.set(categoryNorm(v), g);
  }
  const ranked = [...groups.values()].sort((a, b) =>
    most ? b.rows.length - a.rows.length : a.rows.length - b.rows.length,
  );
  const top = ranked[0];
  if (!top) return { refused: true, reason: `no ${table.columns[col]!.label} values to rank` };
  const tied = ranked.filter((g) => g.rows.length === top.rows.length);
  const by = table.columns[col]!.label.trim();
  const figure: Fig = {
    label: `${noun[0]!.toUpperCase()}${noun.slice(1)} (rows) by ${by}, ${most ? 'most' : 'fewest'}`,
    value: decFromInt(top.rows.length),
    style: COUNT,
    sheet: view.sheet.name,
    cells: top.rows.map((ri) => ({ r: table.rows[ri]!.r, c: table.columns[col]!.c })),
    at: top.label,
  };
  if (tied.length > 1)
    return {
      refused: true,
      reason: `${tied.map((g) => g.label).join(' and ')} tie with ${top.rows.length} ${noun} each`,
    };
  return {
    kind: 'max',
    lines: [
      `${top.label} has the ${most ? 'most' : 'fewest'} ${noun}: ${top.rows.length} of ${view.dataRows.length} rows (each row of sheet '${view.sheet.name}' is one). By ${by}: ${ranked
        .slice(0, 6)
        .map((g) => `${g.label} ${g.rows.length}`)
        .join(', ')}. Source: ${citation(figure)}.`,
    ],
    figures: [figure],
  };
}
