/**
 * Issue 13, pass 19 (M4): a workbook keeping sales on one sheet (departments × months) and costs
 * on another (lines × months). "Profit", "worst month for profit" and "profit margin" were
 * refused (no sheet names profit). Profit is the sales sheet's lines added minus the costs
 * sheet's lines added, month by month over the months both sheets hold (never a Total row or
 * column added to its lines); the margin is profit / sales. Only when exactly one sheet reads
 * as sales and one as costs, both kept by month.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decCmp, decDiv, decMul, decSub, decSum } from './decimal';
import { PERCENT } from './format';
import type { Table, Workbook } from './model';
import { periodKey, periodLabel } from './periods';
import { plainQuestion } from './text';

const SALES = /\b(sales|revenue|takings|turnover|income)\b/i;
const COSTS = /\b(costs?|expenses?|overheads?|outgoings|spending)\b/i;

const TOTAL_ASK =
  /^(?:what (?:was|is|were) )?(?:our |the )?(?:total |overall |net )?(?:profit|profits)(?: (?:overall|in total|for the (?:period|year|half)|so far))?$|^how much (?:profit )?did we make(?: overall| in total)?$/;
const MONTH_ASK =
  /^(?:(?:which|what) (?:was|is) )?(?:our |the )?(worst|best|weakest|strongest|lowest|highest) month (?:for|by|of|in terms of) (?:profit|profits)$|^(?:which|what) month (?:had|made|saw) the (lowest|highest|least|most|worst|best) profits?$/;
const MARGIN_ASK =
  /^(?:what (?:was|is) )?(?:our |the )?(?:net |overall )?(?:profit margin|margin)(?: (?:in )?(?:%|percent))?$/;

interface Side {
  table: Table;
  byMonth: Map<string, { v: Dec; label: string; cells: Array<{ r: number; c: number }> }>;
}

function sideOf(table: Table): Side | undefined {
  if (table.layout !== 'wide') return undefined;
  const months = table.columns
    .map((c, ci) => ({ c, ci }))
    .filter((x) => x.c.role === 'value' && x.c.period?.kind === 'month');
  if (months.length < 2) return undefined;
  const rows = table.rows.filter((r) => r.kind === 'data');
  if (rows.length < 1) return undefined;
  const byMonth = new Map<
    string,
    { v: Dec; label: string; cells: Array<{ r: number; c: number }> }
  >();
  for (const { c, ci } of months) {
    const cells = rows.filter((r) => cellNumber(r.cells[ci]) !== undefined);
    if (!cells.length) continue;
    byMonth.set(periodKey(c.period!), {
      v: decSum(cells.map((r) => cellNumber(r.cells[ci])!)),
      label: c.label.trim() || periodLabel(c.period!),
      cells: cells.map((r) => ({ r: r.r, c: c.c })),
    });
  }
  return { table, byMonth };
}

function sidesOf(wb: Workbook): { sales: Side; costs: Side } | undefined {
  const named = (re: RegExp, not: RegExp): Side[] =>
    wb.sheets.flatMap((s) =>
      s.tables.flatMap((t) => {
        const name = `${s.name} ${t.title ?? ''}`;
        if (!re.test(name) || not.test(name)) return [];
        const side = sideOf(t);
        return side ? [side] : [];
      }),
    );
  const sales = named(SALES, COSTS);
  const costs = named(COSTS, SALES);
  if (sales.length !== 1 || costs.length !== 1) return undefined;
  return { sales: sales[0]!, costs: costs[0]! };
}

export function salesCostsSheetsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const total = TOTAL_ASK.test(q);
  const month = total ? null : MONTH_ASK.exec(q);
  const margin = total || month ? false : MARGIN_ASK.test(q);
  if (!total && !month && !margin) return undefined;
  const sides = sidesOf(wb);
  if (!sides) return undefined;
  const { sales, costs } = sides;
  const keys = [...sales.byMonth.keys()].filter((k) => costs.byMonth.has(k));
  // the two sheets must cover the same months, or a profit would mix spans
  if (keys.length < 2 || keys.length !== sales.byMonth.size || keys.length !== costs.byMonth.size)
    return undefined;
  const style = cellStyle(sales.table, sales.table.rows.find((r) => r.kind === 'data')?.cells[1]);
  const cite = `sheet '${sales.table.sheet}' and sheet '${costs.table.sheet}'`;
  const profitOf = (k: string): Dec => decSub(sales.byMonth.get(k)!.v, costs.byMonth.get(k)!.v);
  const cellsOf = (s: Side, ks: string[]) => ks.flatMap((k) => s.byMonth.get(k)!.cells);
  const salesSum = decSum(keys.map((k) => sales.byMonth.get(k)!.v));
  const costsSum = decSum(keys.map((k) => costs.byMonth.get(k)!.v));
  const fs = figureOf(
    sales.table,
    `Sales (sheet '${sales.table.sheet}')`,
    salesSum,
    style,
    cellsOf(sales, keys),
  );
  const fc = figureOf(
    costs.table,
    `Costs (sheet '${costs.table.sheet}')`,
    costsSum,
    style,
    cellsOf(costs, keys),
  );
  const sources = `Source: sheet '${sales.table.sheet}' ${fs.source.range}; sheet '${costs.table.sheet}' ${fc.source.range}.`;
  if (total || margin) {
    const profit = decSub(salesSum, costsSum);
    const fp = figureOf(sales.table, 'Profit (sales − costs)', profit, style, cellsOf(sales, keys));
    if (total)
      return {
        text: `Profit: ${fp.display} (sales ${fs.display} − costs ${fc.display}, over the ${keys.length} months of ${cite}).\n${sources}`,
        figures: [fp, fs, fc],
        refused: false,
        kind: 'difference',
      };
    const pct =
      decCmp(salesSum, ZERO) > 0 ? decDiv(decMul(profit, HUNDRED), salesSum, 2) : undefined;
    if (!pct) return undefined;
    const fm = figureOf(
      sales.table,
      'Profit margin (profit / sales)',
      pct,
      PERCENT,
      cellsOf(sales, keys),
    );
    return {
      text: `Profit margin: ${fm.display} (profit ${fp.display} / sales ${fs.display}; profit is sales − costs ${fc.display} over ${cite}).\n${sources}`,
      figures: [fm, fp, fs, fc],
      refused: false,
      kind: 'ratio',
    };
  }
  const low = /^(worst|weakest|lowest|least)$/.test(month![1] ?? month![2]!);
  const ranked = [...keys].sort((a, b) => decCmp(profitOf(a), profitOf(b)) * (low ? 1 : -1));
  if (decCmp(profitOf(ranked[0]!), profitOf(ranked[1]!)) === 0) return undefined;
  const k = ranked[0]!;
  const label = sales.byMonth.get(k)!.label;
  const fp = figureOf(
    sales.table,
    `Profit, ${label}`,
    profitOf(k),
    style,
    [...sales.byMonth.get(k)!.cells, ...costs.byMonth.get(k)!.cells],
    label,
  );
  return {
    text: `${label} was the ${low ? 'worst' : 'best'} month for profit: ${fp.display} (sales ${figureOf(sales.table, '', sales.byMonth.get(k)!.v, style, sales.byMonth.get(k)!.cells).display} − costs ${figureOf(costs.table, '', costs.byMonth.get(k)!.v, style, costs.byMonth.get(k)!.cells).display}, each month's lines added on ${cite}).\n${sources}`,
    figures: [fp],
    refused: false,
    kind: low ? 'min' : 'max',
  };
}
