/**
 * Issue 13, pass 19 (W2): budget vs actual kept as two stacked tables on one sheet (an income
 * table, then a costs table, each with its own Total row; Budget | Actual | Variance). When the
 * costs table has no header row of its own the two read as one table: "total actual income"
 * added the costs too, and a Total row could be added to its lines. Here the rows are split by
 * their section (the first block's heading is the first column's header, "Income"), a section's
 * figure is its own Total row (a check, never summed with its lines; the lines added only when
 * there is none), and "which cost line is most over budget" ranks the costs section only.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, PLAIN } from './format';

import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

type Side = 'income' | 'costs';
const sideOf = (label: string | undefined): Side | undefined => {
  const s = (label ?? '').toLowerCase();
  if (/\b(income|revenue|revenues|sales|turnover|takings)\b/.test(s)) return 'income';
  if (/\b(costs?|expenses?|expenditure|overheads?|spending|outgoings)\b/.test(s)) return 'costs';
  return undefined;
};
const SIDE =
  '(income|revenue|revenues|sales|turnover|costs?|expenses?|expenditure|overheads?|spending|spend)';

interface Part {
  table: Table;
  budget: number;
  actual: number;
  lines: Row[];
  total?: Row;
}

/** The income and costs parts of one budget sheet: one table with two sections, or two tables. */
function sectionsOf(wb: Workbook): Map<Side, Part> | undefined {
  const found = wb.sheets.flatMap((s) => {
    const parts = new Map<Side, Part>();
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const budget = table.columns.findIndex((c) => /^budget(ed)?\b/i.test(c.label.trim()));
      const actual = table.columns.findIndex((c) => /^actuals?\b/i.test(c.label.trim()));
      if (budget < 0 || actual < 0) continue;
      const first = table.columns[0]?.label;
      for (const r of table.rows) {
        const side = sideOf(r.kind === 'section' ? r.label : (r.section ?? first));
        if (r.kind === 'section' || !side) continue;
        const part = parts.get(side) ?? { table, budget, actual, lines: [] };
        if (part.table !== table || (r.kind === 'total' && part.total)) return []; // not this shape
        if (r.kind === 'total') part.total = r;
        else part.lines.push(r);
        parts.set(side, part);
      }
    }
    return parts.size === 2 ? [parts] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

const TOTAL = [
  new RegExp(
    `^(?:what (?:was|is|were) )?(?:our |the )?(?:total )?(budget|budgeted|actual) ${SIDE}(?: in total| total)?$`,
  ),
  new RegExp(
    `^(?:what (?:was|is|were) )?(?:our |the )?(?:total )?${SIDE} (budget|actual)(?: total)?$`,
  ),
  new RegExp(`^(?:what|how much) did we (budget) (?:for|on) (?:the |our )?(?:total )?${SIDE}$`),
];
const MOST_OVER = new RegExp(
  `^(?:which|what) ${SIDE} (?:line|item|category|account)s? (?:is|was|went|were|has gone|ran) (?:the )?(?:most|furthest|biggest|the most) over(?: (?:the |its )?budget)?$|^(?:which|what) ${SIDE} (?:line|item|category|account)s? (?:is|was|went) (?:the )?most over(?: (?:the |its )?budget)?$`,
);

const OVER_BY = new RegExp(
  `^(?:how much|by how much) (?:over|above) (?:the |our )?budget (?:were|was|are|did) we (?:on|for|in) (?:the |our )?${SIDE}(?: go)?$|^(?:were|are) we over budget (?:on|for) ${SIDE}(?:,? and by how much| and how much)?$|^how much did we (?:overspend|go over) (?:on|for) (?:the |our )?${SIDE}(?: budget)?$`,
);
const SPENT_PCT = new RegExp(
  `^(?:what|which) (?:percent(?:age)?|share|%) of (?:the |our )?${SIDE} budget (?:did we|have we|was|has been) (?:spend|spent|used|use)$|^how much of (?:the |our )?${SIDE} budget (?:did we|have we) (?:spend|spent|use|used)(?: in %| in percent| as a percentage)?$`,
);
const HOW_MANY_OVER = new RegExp(
  `^how many ${SIDE} (?:lines|items|categories|accounts) (?:are|were|went|came in) over(?: (?:the |their |its )?budget)?$`,
);

export function budgetSectionsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const extra = sectionFigure(wb, q);
  if (extra) return extra;
  const totalAsk = TOTAL.map((re) => re.exec(q)).find(Boolean);
  const overAsk = totalAsk ? null : MOST_OVER.exec(q);
  if (!totalAsk && !overAsk) return undefined;
  const parts = sectionsOf(wb);
  if (!parts) return undefined;
  if (totalAsk) {
    const [a, b] = [totalAsk[1]!, totalAsk[2]!];
    const side = sideOf(/^(budget|budgeted|actual)$/.test(a) ? b : a);
    const part = side && parts.get(side);
    if (!part) return undefined;
    const { table } = part;
    const which = /^budget/.test(a) || /^budget/.test(b) ? part.budget : part.actual;
    const col = table.columns[which]!;
    const heading = side === 'income' ? 'income' : 'costs';
    if (part.total && cellNumber(part.total.cells[which])) {
      const cell = part.total.cells[which];
      const fig = figureOf(
        table,
        `${col.label}, ${part.total.label ?? `Total ${heading}`}`,
        cellNumber(cell)!,
        cellStyle(table, cell),
        [{ r: part.total.r, c: col.c }],
      );
      return {
        text: `${col.label} ${heading}: ${fig.display} (the ${heading} table's own ${part.total.label ?? 'Total'} row; its lines are not added to it).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
        figures: [fig],
        refused: false,
        kind: 'lookup',
      };
    }
    const lines = part.lines.filter((r) => cellNumber(r.cells[which]));
    if (!lines.length) return undefined;
    const value = decSum(lines.map((r) => cellNumber(r.cells[which])!));
    const fig = figureOf(
      table,
      `${col.label}, ${heading}`,
      value,
      cellStyle(table, lines[0]!.cells[which]),
      lines.map((r) => ({ r: r.r, c: col.c })),
    );
    return {
      text: `${col.label} ${heading}: ${fig.display} (the ${lines.length} ${heading} lines added).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'total',
    };
  }
  const side = sideOf(overAsk![1] ?? overAsk![2]);
  const part = side && parts.get(side);
  if (!part) return undefined;
  const { table } = part;
  const sec = part;
  const over = part.lines
    .map((r) => {
      const [b, a] = [cellNumber(r.cells[sec.budget]), cellNumber(r.cells[sec.actual])];
      return { r, v: a && b ? decSub(a, b) : undefined };
    })
    .filter((x): x is { r: Row; v: Dec } => !!x.v);
  if (over.length < 2) return undefined;
  over.sort((x, y) => decCmp(y.v, x.v));
  if (decCmp(over[0]!.v, over[1]!.v) === 0) return undefined;
  const top = over[0]!;
  const name = top.r.label ?? String(top.r.cells[0] ?? '');
  const col = table.columns[sec.actual]!;
  const fig = figureOf(
    table,
    `Variance (actual minus budget), ${name}`,
    top.v,
    cellStyle(table, top.r.cells[sec.actual]),
    [
      { r: top.r.r, c: table.columns[sec.budget]!.c },
      { r: top.r.r, c: col.c },
    ],
    name,
  );
  const verb = decCmp(top.v, ZERO) > 0 ? 'over' : 'under (no line is over)';
  return {
    text: `${name} is the ${side === 'costs' ? 'cost' : 'income'} line most over budget: ${fig.display} ${verb} (Actual minus Budget of the ${side} lines only; next ${over[1]!.r.label ?? ''}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'variance',
  };
}

/** M2: over budget on costs and by how much, % of the cost budget spent, lines over counted. */
function sectionFigure(wb: Workbook, q: string): Answer | undefined {
  const over = OVER_BY.exec(q);
  const pct = over ? null : SPENT_PCT.exec(q);
  const count = over || pct ? null : HOW_MANY_OVER.exec(q);
  const m = over ?? pct ?? count;
  if (!m) return undefined;
  const side = sideOf(m.slice(1).find(Boolean));
  const parts = sectionsOf(wb);
  const part = side && parts?.get(side);
  if (!part) return undefined;
  const { table } = part;
  const [bc, ac] = [table.columns[part.budget]!, table.columns[part.actual]!];
  if (count) {
    const lines = part.lines.filter(
      (r) => cellNumber(r.cells[part.budget]) && cellNumber(r.cells[part.actual]),
    );
    const overLines = lines.filter(
      (r) => decCmp(cellNumber(r.cells[part.actual])!, cellNumber(r.cells[part.budget])!) > 0,
    );
    const fig = figureOf(
      table,
      `${side} lines over budget`,
      decFromInt(overLines.length),
      PLAIN,
      lines.map((r) => ({ r: r.r, c: ac.c })),
    );
    return {
      text: `${overLines.length} of the ${lines.length} ${side} lines are over budget (Actual above Budget${overLines.length ? `: ${overLines.map((r) => r.label).join(', ')}` : ''}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'count',
    };
  }
  // the section's own Total row, else its lines added
  const totalOf = (ci: number): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined => {
    const c = table.columns[ci]!.c;
    const t = part.total && cellNumber(part.total.cells[ci]);
    if (t) return { v: t, cells: [{ r: part.total!.r, c }] };
    const lines = part.lines.filter((r) => cellNumber(r.cells[ci]));
    return lines.length
      ? {
          v: decSum(lines.map((r) => cellNumber(r.cells[ci])!)),
          cells: lines.map((r) => ({ r: r.r, c })),
        }
      : undefined;
  };
  const [b, a] = [totalOf(part.budget), totalOf(part.actual)];
  if (!b || !a) return undefined;
  const style = cellStyle(
    table,
    part.total?.cells[part.actual] ?? part.lines[0]?.cells[part.actual],
  );
  const fb = figureOf(table, `${bc.label}, ${side}`, b.v, style, b.cells);
  const fa = figureOf(table, `${ac.label}, ${side}`, a.v, style, a.cells);
  if (over) {
    const diff = decSub(a.v, b.v);
    const fig = figureOf(table, `${side} over budget (Actual − Budget)`, diff, style, [
      ...a.cells,
      ...b.cells,
    ]);
    const word = decCmp(diff, ZERO) > 0 ? 'over' : 'not over (under or on)';
    return {
      text: `${fig.display}: ${side} came in ${word} budget (${ac.label} ${fa.display} − ${bc.label} ${fb.display}).\nSource: sheet '${table.sheet}' ${fa.source.range}, ${fb.source.range}.`,
      figures: [fig, fa, fb],
      refused: false,
      kind: 'variance',
    };
  }
  if (decCmp(b.v, ZERO) <= 0) return undefined;
  const pctValue = decDiv(decMul(a.v, HUNDRED), b.v, 2);
  if (!pctValue) return undefined;
  const fig = figureOf(table, `${side} actual as % of budget`, pctValue, PERCENT, [
    ...a.cells,
    ...b.cells,
  ]);
  return {
    text: `${fig.display} of the ${side} budget was spent (${ac.label} ${fa.display} / ${bc.label} ${fb.display}).\nSource: sheet '${table.sheet}' ${fa.source.range}, ${fb.source.range}.`,
    figures: [fig, fa, fb],
    refused: false,
    kind: 'ratio',
  };
}
