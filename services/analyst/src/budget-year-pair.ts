/**
 * Issue 13, pass 27 (W1): budget against actual with quarters AND a year group over Budget |
 * Actual (Q1 | Q2 | Q3 | Q4 | Year, each Budget | Actual). The Year (Total, Full year, FY, YTD)
 * group is the year's figure and a check on the quarters, never added to them: "actual revenue
 * for the year" is the Total revenue row's Year Actual cell. Also: did we beat a line's budget
 * and by how much (Year Actual − Budget), which cost line blew its budget the most (largest Year
 * Actual − Budget among the cost lines), a line against its budget in %. A quarter named ("in
 * q2") reads that quarter's cell. A guard refuses any other answer adding the year group in with
 * the quarters.
 */
import { colIndex } from './a1';
import type { Answer, AnswerFigure } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decDiv, decMul, decSub, decToString } from './decimal';
import { linesNamed } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const YEAR_GROUP = /^(year|total|full year|annual|fy ?\d{0,4}|ytd|\d{4}|year total|total year)$/i;
const RESULT =
  /^(result|net result|net profit|profit|surplus|net surplus|deficit|surplus \/ \(?deficit\)?|net income|profit \/ loss|profit\/loss)$/i;
const COSTS_HEAD = /^(costs?|expenses?|expenditure|spending|outgoings)$/i;

interface YearPair {
  t: Table;
  budget: number;
  actual: number;
  /** every Budget / Actual column under a period group other than the year */
  periodCols: number[];
}

function yearPairTable(wb: Workbook): YearPair | undefined {
  const found: YearPair[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const tagged = (re: RegExp): number[] =>
      t.columns.flatMap((c, i) => (re.test(c.label.trim()) && c.group?.trim() ? [i] : []));
    const budgets = tagged(/^(budget|plan|planned)$/i);
    const actuals = tagged(/^(actual|actuals)$/i);
    const isYear = (i: number): boolean => YEAR_GROUP.test(t.columns[i]!.group!.trim());
    const yb = budgets.filter(isYear);
    const ya = actuals.filter(isYear);
    const others = [...budgets, ...actuals].filter((i) => !isYear(i));
    if (yb.length !== 1 || ya.length !== 1 || others.length < 4) continue;
    found.push({ t, budget: yb[0]!, actual: ya[0]!, periodCols: others });
  }
  return found.length === 1 ? found[0] : undefined;
}

const lineRows = (x: YearPair): Row[] =>
  x.t.rows.filter((r) => r.label && r.kind !== 'section' && cellNumber(r.cells[x.actual]));

/** The row a phrase names: "revenue" → "Total revenue", "profit" → the bottom line. */
function rowNamed(x: YearPair, phrase: string): Row | undefined {
  const rows = lineRows(x);
  const p = phrase.trim().replace(/^(the|our|total) /, '');
  if (/^(profit|surplus|result|net result|net profit|bottom line|net income)$/.test(p)) {
    const hit = rows.filter((r) => RESULT.test(r.label!.trim()));
    return hit.length === 1 ? hit[0] : undefined;
  }
  const exact = rows.filter((r) => r.label!.trim().toLowerCase() === p);
  if (exact.length === 1) return exact[0];
  const total = rows.filter((r) => r.label!.trim().toLowerCase() === `total ${p}`);
  if (total.length === 1) return total[0];
  const loose = linesNamed(p, rows, (r) => r.label!);
  return loose.length === 1 ? loose[0] : undefined;
}

/** The cost lines: rows under a costs heading, its total row excluded. */
function costLines(x: YearPair): Row[] {
  const out: Row[] = [];
  let inCosts = false;
  for (const r of x.t.rows) {
    const label = r.label?.trim() ?? '';
    if (r.kind === 'section' || !cellNumber(r.cells[x.actual])) {
      inCosts = COSTS_HEAD.test(label);
      continue;
    }
    if (/^total\b/i.test(label) || RESULT.test(label)) {
      inCosts = false;
      continue;
    }
    if (inCosts) out.push(r);
  }
  return out;
}

const cellFig = (x: YearPair, r: Row, col: number, label: string): AnswerFigure | undefined => {
  const v = cellNumber(r.cells[col]);
  if (!v) return undefined;
  return figureOf(x.t, label, v, cellStyle(x.t, r.cells[col]), [
    { r: r.r, c: x.t.columns[col]!.c },
  ]);
};

function variance(x: YearPair, r: Row): { v: Dec; a: AnswerFigure; b: AnswerFigure } | undefined {
  const a = cellFig(x, r, x.actual, `${r.label} (Actual, ${x.t.columns[x.actual]!.group})`);
  const b = cellFig(x, r, x.budget, `${r.label} (Budget, ${x.t.columns[x.budget]!.group})`);
  if (!a || !b) return undefined;
  return { v: decSub(cellNumber(r.cells[x.actual])!, cellNumber(r.cells[x.budget])!), a, b };
}

export function budgetYearPairAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const x = yearPairTable(wb);
  if (!x) return undefined;
  const yearLabel = x.t.columns[x.actual]!.group!.trim();
  const FOR_YEAR =
    '(?: for the year| this year| for the full year| for the whole year| in total| for fy ?\\d{0,4}| for \\d{4})?';

  // "actual revenue for the year", "insurance actual for the year", "budgeted surplus"
  const side =
    new RegExp(
      `^(?:what (?:was|is|were) (?:the |our )?|what's (?:the |our )?|how much (?:was|is) (?:the |our )?)?(actual|budget|budgeted|planned) (.+?)${FOR_YEAR}$`,
    ).exec(q) ??
    new RegExp(
      `^(?:what (?:was|is|were) (?:the |our )?|what's (?:the |our )?)?(.+?) (actual|budget|budgeted|planned)${FOR_YEAR}$`,
    ).exec(q);
  if (side) {
    const [which, phrase] = /^(actual|budget|budgeted|planned)$/.test(side[1]!)
      ? [side[1]!, side[2]!]
      : [side[2]!, side[1]!];
    if (/\b(q[1-4]|quarter|month|vs|versus|against|%|percent)\b/.test(phrase)) return undefined;
    const r = rowNamed(x, phrase);
    if (!r) return undefined;
    const col = which === 'actual' ? x.actual : x.budget;
    const fig = cellFig(x, r, col, `${r.label} (${x.t.columns[col]!.label}, ${yearLabel})`);
    if (!fig) return undefined;
    return sourcedAnswer(
      fig,
      `${fig.label}: ${fig.display}, the sheet's ${yearLabel} column (never added to the quarters).`,
      'lookup',
    );
  }

  // "did we beat the revenue budget and by how much"
  const beat =
    /^(?:did|have) we (?:beat|exceed|hit|make|meet|miss) (?:the |our )?(.+?) budget(?: and by how much| by how much)?(?: for the year| this year)?$/.exec(
      q,
    );
  if (beat) {
    const r = rowNamed(x, beat[1]!);
    const d = r && variance(x, r);
    if (!r || !d) return undefined;
    const fig = figureOf(
      x.t,
      `${r.label}: Actual − Budget (${yearLabel})`,
      d.v,
      cellStyle(x.t, r.cells[x.actual]),
      [
        { r: r.r, c: x.t.columns[x.budget]!.c },
        { r: r.r, c: x.t.columns[x.actual]!.c },
      ],
    );
    const sign = Number(decToString(d.v));
    const verdict =
      sign > 0 ? 'Yes, above budget by' : sign < 0 ? 'No, below budget by' : 'Exactly on budget:';
    return sourcedAnswer(
      fig,
      `${verdict} ${fig.display} (${d.a.display} actual − ${d.b.display} budget, ${yearLabel}).`,
      'difference',
      [d.a, d.b],
    );
  }

  // "which cost line blew the budget the most", "which cost went most over budget"
  if (
    /^which (?:cost|expense|spending)(?: line| item)? (?:blew|went|ran|is|was|were) (?:the |its )?(?:most )?(?:over |through )?(?:the |its )?budget(?: the most| by the most)?(?: for the year| this year)?$/.test(
      q,
    )
  ) {
    const lines = costLines(x);
    const ranked = lines
      .map((r) => ({ r, d: variance(x, r) }))
      .filter((e): e is { r: Row; d: NonNullable<ReturnType<typeof variance>> } => !!e.d)
      .sort((a, b) => Number(decToString(b.d.v)) - Number(decToString(a.d.v)));
    const top = ranked[0];
    if (!top || ranked.length < 2 || Number(decToString(top.d.v)) <= 0) return undefined;
    if (Number(decToString(ranked[1]!.d.v)) === Number(decToString(top.d.v))) return undefined;
    const fig = figureOf(
      x.t,
      `${top.r.label}: Actual − Budget (${yearLabel})`,
      top.d.v,
      cellStyle(x.t, top.r.cells[x.actual]),
      [
        { r: top.r.r, c: x.t.columns[x.budget]!.c },
        { r: top.r.r, c: x.t.columns[x.actual]!.c },
      ],
      top.r.label,
    );
    return sourcedAnswer(
      fig,
      `${top.r.label} went furthest over budget: ${fig.display} (${top.d.a.display} actual − ${top.d.b.display} budget, ${yearLabel}).`,
      'rank',
      [top.d.a, top.d.b],
    );
  }

  // "revenue vs budget in % for the year", "insurance against budget %"
  const pct =
    /^(?:what (?:is|was) )?(?:the |our )?(.+?) (?:vs|versus|against|compared to) (?:the )?budget (?:in %|in percent|as a %|as a percentage|%)(?: for the year| this year)?$/.exec(
      q,
    );
  if (pct) {
    const r = rowNamed(x, pct[1]!);
    const d = r && variance(x, r);
    if (!r || !d) return undefined;
    const b = cellNumber(r.cells[x.budget])!;
    if (Number(decToString(b)) === 0) return undefined;
    const v = decDiv(decMul(cellNumber(r.cells[x.actual])!, HUNDRED), b, 2);
    if (!v) return undefined;
    const fig = figureOf(
      x.t,
      `${r.label}: Actual as % of Budget (${yearLabel})`,
      v,
      { kind: 'percent', decimals: 2 },
      [
        { r: r.r, c: x.t.columns[x.budget]!.c },
        { r: r.r, c: x.t.columns[x.actual]!.c },
      ],
    );
    return sourcedAnswer(
      fig,
      `${r.label}: ${fig.display} of budget (${d.a.display} actual ÷ ${d.b.display} budget × 100, ${yearLabel}).`,
      'ratio',
      [d.a, d.b],
    );
  }
  return undefined;
}

/** Guard: an answer that adds the year group's column in with the quarters' columns. */
export function yearPairSumReason(wb: Workbook, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  const x = yearPairTable(wb);
  const f = answer.figures[0];
  if (!x || !f || f.source.sheet !== x.t.sheet) return undefined;
  if (
    !/\b(sum of|added over|all \d+ columns|average|mean)\b/i.test(answer.text) &&
    !/^(sum|total|average|mean)$/.test(answer.kind ?? '')
  )
    return undefined;
  const spans = f.source.range.split(',').flatMap((part) => {
    const m = /^([A-Z]+)\d+(?::([A-Z]+)\d+)?$/.exec(part.trim());
    return m ? [[colIndex(m[1]!), colIndex(m[2] ?? m[1]!)] as const] : [];
  });
  const covers = (i: number): boolean =>
    spans.some(([a, b]) => x.t.columns[i]!.c >= a && x.t.columns[i]!.c <= b);
  const year = [x.budget, x.actual].some(covers);
  const period = x.periodCols.some(covers);
  if (!year || !period) return undefined;
  return `the '${x.t.columns[x.actual]!.group}' columns are the year's figures, a check on the periods beside them, so adding them in counts the year twice; ask "actual <line> for the year" or name a period`;
}
