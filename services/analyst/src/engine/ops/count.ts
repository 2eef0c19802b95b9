/** The `count` operation: see engine/README.md for what each operation answers. */
import { cellNumber } from '../../cell-figures';
import { decFromInt } from '../../decimal';
import { periodContains } from '../../periods';
import type { CategoryValue, Target, TableView } from '../../view';
import { cellText, categoryNorm, isSalesLog, pointsOf, rowsKept } from '../../view';
import { citation, dimText, filterFor, periodsLabel } from '../figures';
import type { Ctx, Fig, Refusal, Result } from '../types';
import { COUNT } from '../types';
import { isRunningBalance } from './balance';

export function opCount(
  ctx: Ctx,
  view: TableView,
  named: Target | undefined,
  measureDefaulted = false,
): Result | Refusal {
  const { res } = ctx;
  const table = view.table;
  // distinct values of a named column; "how many events / jobs" on a log of jobs counts its
  // rows (the Event column holds the kind of event: Wedding, Lunch)
  const rowNoun =
    res.groupCol !== undefined &&
    ((isSalesLog(table) &&
      /^(jobs?|events?|bookings?|gigs?)$/i.test(table.columns[res.groupCol]!.label.trim())) ||
      occurrencesAsked(ctx, view, res.groupCol));
  // occurrences are every row the filters keep, not only those with the measure chosen for
  // want of one (a cancelled class has no Revenue)
  const t = rowNoun && measureDefaulted ? undefined : named;
  if (res.groupCol !== undefined && !rowNoun && !res.dims.some((d) => d.col === res.groupCol)) {
    const col = table.columns[res.groupCol]!;
    const f = filterFor(ctx);
    // nothing named: every row the filters keep, whichever of its cells are filled (a
    // cancelled class has no Revenue but is still a class)
    const over = t ? [t] : view.targets.filter((x) => x.kind === 'col');
    const rows = over.length
      ? [...new Set(over.flatMap((x) => pointsOf(x, f).map((p) => p.row)))]
      : view.dataRows;
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
    // after blind-43: "how many people were on the payroll in November": the rows with a
    // figure in that month's column, never every row (a leaver has none)
    const f = filterFor(ctx);
    const paid =
      table.layout === 'wide' && ctx.windows.length
        ? view.dataRows.filter((ri) =>
            view.valueCols.some((ci) => {
              const col = table.columns[ci]!;
              const cp = col.period;
              if (!cp || !f.periods?.some((w) => w.some((p) => periodContains(p, cp))))
                return false;
              return cellNumber(table.rows[ri]!.cells[ci]) !== undefined;
            }),
          )
        : view.dataRows;
    // (no row with a figure in the window: the window's own readers say why)
    const rows = paid.length ? paid : view.dataRows;
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
  // "how many invoices were paid": a word of the question that is a whole value of a text
  // column ("Paid" under Status) and was not applied as a filter would count every row
  const unapplied = unappliedValue(ctx, view);
  if (unapplied) {
    // applied as a filter, unless the words negate it ("not paid"): then asked back
    if (/\b(not|never|no|without)\b|n't\b/.test(ctx.q.raw.toLowerCase()))
      return {
        refused: true,
        reason: `"${unapplied.value.display}" is a value of the ${unapplied.column} column and the question negates it; ask e.g. "how many rows with ${unapplied.column} ${unapplied.value.display}"`,
      };
    const dims = [...ctx.res.dims, { col: unapplied.col, values: [unapplied.value] }];
    return opCount({ ...ctx, res: { ...ctx.res, dims } }, view, t, measureDefaulted);
  }
  // records: rows with a value in the named column, or (nothing named) in any numeric
  // column, so a bank export's debit rows and credit rows are all counted
  // (a running Balance is on the opening line too, which is not an entry)
  const counted = t ? [t] : view.targets.filter((x) => x.kind === 'col' && !isRunningBalance(x));
  let rows: number[];
  if (counted.length) {
    const f = filterFor(ctx);
    rows = [...new Set(counted.flatMap((x) => pointsOf(x, f).map((p) => p.row)))].sort(
      (a, b) => a - b,
    );
  } else rows = view.dataRows;
  // after blind-44: "how many sales had a discount": the rows whose named column is not 0
  const had = t && t.kind === 'col' ? hadWord(ctx.q.raw, t.name) : false;
  if (had && t && t.kind === 'col')
    rows = rows.filter((ri) => {
      const v = cellNumber(table.rows[ri]!.cells[t.col]);
      return v !== undefined && v.m !== 0n;
    });
  // after blind-43: "how many members have lapsed" with no measure named counts the rows the
  // filters keep, not those holding the measure chosen for want of one (a lapsed member has
  // no sub: 0 was answered)
  if (measureDefaulted && res.dims.length && !counted.some((x) => isRunningBalance(x))) {
    const kept = rowsKept(view, filterFor(ctx));
    if (kept.length > rows.length) rows = kept;
  }
  const firstCol = view.dateCol ?? view.catCols[0] ?? 0;
  const cells = rows.map((ri) => ({ r: table.rows[ri]!.r, c: table.columns[firstCol]!.c }));
  const figure: Fig = {
    label: `Rows${had && t ? ` with a ${t.name}` : ''}${dimText(res)}${ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : ''}`,
    value: decFromInt(rows.length),
    style: COUNT,
    sheet: view.sheet.name,
    cells,
  };
  return {
    kind: 'count',
    lines: [
      `Number of rows (entries) in sheet '${view.sheet.name}'${had && t ? ` with a ${t.name} other than 0` : ''}${dimText(res)}${ctx.windows.length ? ` in ${periodsLabel(ctx.windows)}` : ''}: ${rows.length}. Source: ${citation(figure)}.`,
    ],
    figures: [figure],
  };
}

/** The nouns of things that happen on a date: a log of them keeps one row per occurrence, so
 * "how many classes did we run" counts rows, where "how many customers" counts names. */
const OCCURRENCE =
  /^(class(es)?|sessions?|lessons?|workshops?|courses?|tours?|trips?|charters?|appointments?|visits?|jobs?|events?|bookings?|gigs?|parties|party|deliveries|delivery|shifts?|shows?|performances?|treatments?|services?|days?)$/i;

/** A count of a dated log's occurrences: the column the question names is an occurrence noun,
 * its values repeat on several dates, and the question does not ask how many kinds. */
function occurrencesAsked(ctx: Ctx, view: TableView, col: number): boolean {
  if (view.table.layout !== 'long' || view.dateCol === undefined) return false;
  if (!OCCURRENCE.test(view.table.columns[col]!.label.trim())) return false;
  if (/\b(different|distinct|unique|kinds?|types?|sorts?|which|what)\b/i.test(ctx.q.raw))
    return false;
  const values = new Set(
    view.dataRows.map((ri) => categoryNorm(cellText(view.table.rows[ri]!.cells[col]) ?? '')),
  );
  return values.size < view.dataRows.length;
}

/** Past forms a status column writes for the verb a question uses ("did we run" → Ran). */
const VERB_FORMS: Readonly<Record<string, string>> = {
  run: 'ran',
  hold: 'held',
  teach: 'taught',
  do: 'done',
  go: 'went',
};

/** A question word equal to a whole one-word value of a category column not filtered on. */
function unappliedValue(
  ctx: Ctx,
  view: TableView,
): { value: CategoryValue; col: number; column: string } | undefined {
  const filtered = new Set(ctx.res.dims.map((d) => d.col));
  const said = new Set(
    ctx.q.raw
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .flatMap((w) => (VERB_FORMS[w] ? [w, VERB_FORMS[w]] : [w]))
      .filter((w) => w.length >= 3),
  );
  for (const [ci, values] of view.categories) {
    if (filtered.has(ci) || ci < 0) continue;
    // a column of a few repeated values (a status, a type), not one of names
    if (values.size > 12 || values.size * 2 > view.dataRows.length) continue;
    for (const v of values.values())
      if (!v.norm.includes(' ') && said.has(v.norm))
        return { value: v, col: ci, column: view.table.columns[ci]!.label };
  }
  return undefined;
}

/** "had a discount", "with a deposit", "got a refund": rows holding the column, not 0. */
function hadWord(raw: string, column: string): boolean {
  const words = column.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const q = raw.toLowerCase();
  return words.some((w) =>
    new RegExp(
      `\\b(?:had|has|have|with|got|get|gets|given|gave|received|carried|took) (?:a |an |any |some )?${w.replace(/s$/, '')}s?\\b`,
    ).test(q),
  );
}
