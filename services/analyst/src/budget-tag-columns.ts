/**
 * Issue 13, pass 25 (M4): budget against actual with the periods as a header row over Budget |
 * Actual pairs (Q1 over Budget, Actual; Q2 …). "Actual / budgeted profit for the year" is the
 * bottom row (Result, Net result, Surplus …) added over that side's columns; "what % of the
 * tuition budget did we hit" is the line's Actual ÷ its Budget × 100 over the same columns. A
 * quarter named ("in q2") keeps to that group. Only on a book with one table so headed.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decAdd, decDiv, decIsZero, decMul } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const RESULT =
  /^(result|net result|net profit|profit|surplus|net surplus|net income|profit \/ loss|profit\/loss)$/i;

interface Tagged {
  t: Table;
  budget: number[];
  actual: number[];
}

function taggedTable(wb: Workbook): Tagged | undefined {
  const found: Tagged[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const side = (re: RegExp): number[] =>
      t.columns.flatMap((c, i) => (re.test(c.label.trim()) && c.group?.trim() ? [i] : []));
    const budget = side(/^(budget|plan|planned)$/i);
    const actual = side(/^(actual|actuals)$/i);
    if (budget.length < 2 || budget.length !== actual.length) continue;
    found.push({ t, budget, actual });
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The columns of one side within the period asked ("q2"), or all of them. */
function within(x: Tagged, cols: number[], q: string): number[] | undefined {
  const m = /\b(q[1-4])\b/.exec(q);
  if (!m) return cols;
  const hit = cols.filter((c) => x.t.columns[c]!.group?.trim().toLowerCase().startsWith(m[1]!));
  return hit.length ? hit : undefined;
}

function added(x: Tagged, row: Row, cols: number[]): { v: Dec; fig: AnswerFigure } | undefined {
  let v = ZERO;
  for (const c of cols) {
    const n = cellNumber(row.cells[c]);
    if (!n) return undefined;
    v = decAdd(v, n);
  }
  const side = x.t.columns[cols[0]!]!.label;
  const fig = figureOf(
    x.t,
    `${row.label} (${side})`,
    v,
    cellStyle(x.t, row.cells[cols[0]!]),
    cols.map((c) => ({ r: row.r, c: x.t.columns[c]!.c })),
  );
  return { v, fig };
}

export function budgetTagColumnsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const x = taggedTable(wb);
  if (!x) return undefined;
  const lines = x.t.rows.filter((r) => r.label && r.kind !== 'section');

  // "actual profit for the year", "budgeted profit in q2"
  const profit =
    /^(?:what (?:was|is) (?:the |our )?|what's (?:the |our )?)?(actual|budget|budgeted|planned) (profit|result|net result|surplus|bottom line)(?: for the year| this year| in total| in q[1-4]| for q[1-4])?$/.exec(
      q,
    );
  if (profit) {
    const rows = lines.filter((r) => RESULT.test(r.label!.trim()));
    if (rows.length !== 1) return undefined;
    const cols = within(x, profit[1] === 'actual' ? x.actual : x.budget, q);
    const got = cols && added(x, rows[0]!, cols);
    if (!got) return undefined;
    return sourcedAnswer(
      got.fig,
      `${got.fig.label}: ${got.fig.display}, added over ${cols!.length} column${cols!.length === 1 ? '' : 's'}.`,
      'sum',
    );
  }

  // "what % of the tuition budget did we hit": the line's Actual ÷ its Budget × 100
  const hit =
    /^(?:what|which) (?:%|percent|percentage|share|proportion) of (?:the |our )?(.+?) budget (?:did we|have we|we) (?:hit|reach|reached|achieve|achieved|make|made|use|used|spend|spent|get|got)(?: for the year| this year| in q[1-4])?$/.exec(
      q,
    );
  if (hit) {
    const name = hit[1]!.trim();
    const rows = lines.filter((r) => r.label!.trim().toLowerCase() === name);
    if (rows.length !== 1) return undefined;
    const a = within(x, x.actual, q);
    const b = within(x, x.budget, q);
    const av = a && added(x, rows[0]!, a);
    const bv = b && added(x, rows[0]!, b);
    if (!av || !bv || decIsZero(bv.v)) return undefined;
    const pct = decDiv(decMul(av.v, HUNDRED), bv.v, 2);
    if (!pct) return undefined;
    const fig = figureOf(
      x.t,
      `${rows[0]!.label}: Actual as % of Budget`,
      pct,
      { kind: 'percent', decimals: 2 },
      [...a!, ...b!].map((c) => ({ r: rows[0]!.r, c: x.t.columns[c]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${rows[0]!.label}: ${fig.display} of budget (${av.fig.display} actual ÷ ${bv.fig.display} budget × 100).`,
      'ratio',
      [av.fig, bv.fig],
    );
  }
  return undefined;
}
