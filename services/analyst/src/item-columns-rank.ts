/**
 * Issue 13, pass 13: "which service makes the most money" over months down and items across
 * (Full Valet | Interior Detail | … | Total?, a title row or none, a Total row or none). The
 * pass 12 rewrite (item-kind.ts) only held when the title named the measure and the owner's
 * noun was absent from the book; a title such as "Salon revenue by treatment" let the months
 * be ranked (a wrong figure). Here the shape decides: one table in the book with a month
 * column, no category column and two or more alike amount columns that are not measures of
 * their own (not Revenue | Costs | Profit); the item columns are ranked by their sums over the
 * month rows (totals rows and the Total column are checks, never members). The noun may be any
 * word but a period ("month", "quarter") or a person ("customer"), or a word naming one column.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp, decSum } from './decimal';
import type { Workbook } from './model';
import { canonical, plainQuestion } from './text';
import { measureKind, type TableView, viewsOf } from './view';

const ASKED =
  /^(?:which|what)(?: one)? ([a-z]+) (?:earns?|earned|makes?|made|brings? in|brought in|generates?|generated|sells?|sold|did)(?: us)?(?: the)? (most|least|best|worst)(?: money| revenue| income| sales| business)?(?: overall| in total| this year| over the year| for the year)?$/;
const SELLING =
  /^(?:(?:which|what)(?: is| was|'s| are| were)? )?(?:our |the )?(best|top|worst)[- ]sell(?:ing|er) ([a-z]+)(?: overall| this year)?$/;
// "weakest service line", "our strongest product", "biggest category" (pass 15, W6)
const STRENGTH =
  /^(?:(?:which|what)(?: is| was|'s| are| were)? )?(?:our |the )?(weakest|strongest|best|worst|biggest|largest|smallest|top)(?: performing)? ([a-z]+)(?: lines?)?(?: overall| this year| for the year)?$/;
const LEAST = /^(least|worst|weakest|smallest)$/;
const COST_BOOK = /\b(costs?|expenses?|expenditure|spend(ing)?|purchases?|overheads?|bills?)\b/i;
const NOT_ITEMS =
  /^(month|quarter|week|day|year|period|date|time|season|customer|client|guest|patient|member|staff|employee|person|people|worker|supplier|vendor|user|buyer|owner|sheet|table|column|row)$/;
const NOT_ALIKE =
  /\b(qty|quantity|units?|price|rate|hours?|days?|count|no\.?|number|%|percent|share|avg|average|change|variance|difference|growth|vs\.?)\b/i;

function itemColumns(view: TableView): number[] | undefined {
  const { table } = view;
  if (table.layout !== 'long' || view.dateCol === undefined || view.catCols.length) return;
  const cols = view.valueCols.filter((ci) => table.columns[ci]!.role !== 'total');
  if (cols.length < 2) return;
  const types = new Set(cols.map((ci) => table.columns[ci]!.type));
  if (types.size !== 1 || types.has('percent')) return;
  if (cols.some((ci) => NOT_ALIKE.test(table.columns[ci]!.label))) return;
  if (cols.some((ci) => measureKind(table.columns[ci]!.label) !== undefined)) return;
  return cols;
}

function singular(word: string | undefined): string | undefined {
  if (!word) return undefined;
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ch|sh|x|ss)es$/.test(word)) return word.replace(/es$/, '');
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** Single things finer than a column of a months × items sheet ("best selling titles" over sections). */
const FINER = /^(title|book|isbn|sku|barcode|author|song|track|recipe|model)$/;

/** The kind the book says its columns are: "Sales by section" → "section". */
function statedKind(title: string | undefined, sheet: string): string | undefined {
  return /\bby ([a-z]+)/i.exec(`${title ?? ''} ${sheet}`)?.[1]?.toLowerCase();
}

export function itemColumnsRankAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const asked = ASKED.exec(q);
  const selling = asked ? undefined : SELLING.exec(q);
  const strength = asked || selling ? undefined : STRENGTH.exec(q);
  const noun = singular(asked?.[1] ?? selling?.[2] ?? strength?.[2]);
  const how = asked?.[2] ?? selling?.[1] ?? strength?.[1];
  if (!noun || !how || NOT_ITEMS.test(noun)) return undefined;
  const views = viewsOf(wb);
  const found = views.flatMap((v) => {
    const cols = itemColumns(v);
    return cols ? [{ v, cols }] : [];
  });
  if (found.length !== 1 || views.length !== 1) return undefined;
  const { v, cols } = found[0]!;
  const { table } = v;
  // on a book of costs "best" / "weakest" could be the highest or the lowest: the engine's
  if (strength && COST_BOOK.test(`${table.title ?? ''} ${v.sheet.name}`)) return undefined;
  // a noun naming one column ("which Colour …") is that column's question, not a ranking
  const said = canonical(noun);
  if (cols.some((ci) => canonical(table.columns[ci]!.label).some((w) => said.includes(w))))
    return undefined;
  // "best selling titles" over Fiction | Children | Travel: the book keeps no titles
  const kind = statedKind(table.title, v.sheet.name);
  if (FINER.test(noun))
    return refuse(
      `the sheet keeps figures by ${kind ?? 'column'} (${cols.map((ci) => table.columns[ci]!.label).join(', ')}), not by ${noun}`,
    );
  const rows = v.dataRows;
  if (rows.length < 2) return undefined;
  const scored: Array<{ ci: number; v: Dec }> = [];
  for (const ci of cols) {
    const parts: Dec[] = [];
    for (const ri of rows) {
      const x = cellNumber(table.rows[ri]!.cells[ci]);
      if (x !== undefined) parts.push(x);
    }
    if (!parts.length) return undefined;
    scored.push({ ci, v: decSum(parts) });
  }
  const most = !LEAST.test(how);
  scored.sort((a, b) => (most ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  if (decCmp(scored[0]!.v, scored[1]!.v) === 0) return undefined;
  const top = scored[0]!;
  const col = table.columns[top.ci]!;
  const cells = rows.map((ri) => ({ r: table.rows[ri]!.r, c: col.c }));
  const fig = figureOf(
    table,
    `${most ? 'Highest' : 'Lowest'} total of the ${cols.length} ${noun} columns`,
    top.v,
    cellStyle(table, table.rows[rows[0]!]!.cells[top.ci]),
    cells,
    col.label,
  );
  return {
    text: `${col.label}: ${fig.display}, the ${most ? 'highest' : 'lowest'} of ${cols.length} columns (each column's ${rows.length} rows added; totals rows left out).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: most ? 'max' : 'min',
  };
}
