/**
 * Budget against actual on a long table that keeps them as two columns (Category, Item, Budget,
 * Actual): the variance (actual minus budget) per line or per group, and in total. A wide
 * table with Budget/Actual sub-headers is handled by opVarianceRank in average.ts.
 */
import type { Dec } from '../../decimal';
import { decCmp, decSign, decSub, decToNumber } from '../../decimal';
import { formatValue } from '../../format';
import type { Point, Target, TableView } from '../../view';
import { canonical } from '../../text';
import { cellText, measureKind, pointsOf, targetStyle } from '../../view';
import { bucketByCol } from '../buckets';
import { citation, fig, filterFor, sheetOf, sumOf } from '../figures';
import type { Ctx, Refusal, Result } from '../types';
import { refuse } from '../types';

const RESULT_LINE =
  /^(net|net (income|profit|result|surplus|position|loss)|surplus|deficit|surplus ?\/ ?\(?deficit\)?|profit|(net )?profit ?\/ ?\(?loss\)?|bottom line)$/i;

type ColTarget = Extract<Target, { kind: 'col' }>;

/** The Budget and Actual columns of a long table, when it has exactly one of each. */
export function budgetActualCols(
  view: TableView,
): { budget: ColTarget; actual: ColTarget } | undefined {
  if (view.table.layout !== 'long') return undefined;
  const cols = view.targets.filter((t): t is ColTarget => t.kind === 'col');
  const budget = cols.filter((t) => /\b(budget|budgeted|plan|planned|target)\b/i.test(t.name));
  const actual = cols.filter((t) => /\bactuals?\b/i.test(t.name));
  return budget.length === 1 && actual.length === 1
    ? { budget: budget[0]!, actual: actual[0]! }
    : undefined;
}

/** Does the question ask how far over or under budget (not for one of the two columns)? */
export function asksVariance(text: string): 'over' | 'under' | 'both' | undefined {
  if (
    /\bover or under\b|\bunder or over\b|\bvariance\b|\bagainst (the )?budget\b|\boff (the )?budget\b/.test(
      text,
    )
  )
    return 'both';
  if (/\bunder ?(budget|spen)|\bbelow budget\b|\bsaving/.test(text)) return 'under';
  if (/\bover ?(budget|spen)|\babove budget\b|\boverrun/.test(text)) return 'over';
  return undefined;
}

/**
 * The group a ranking is by: the category column the question names ("which category"), else
 * the most specific text column (one value per line: "which line", "which item").
 */
function rankCol(ctx: Ctx, view: TableView): number | undefined {
  const word = ctx.q.groupBy?.kind === 'word' ? ctx.q.groupBy.word : ctx.q.which;
  if (word) {
    const w = canonical(word)[0] ?? word;
    const named = view.catCols.find((ci) => canonical(view.table.columns[ci]!.label).includes(w));
    if (named !== undefined) return named;
  }
  let best: number | undefined;
  let most = -1;
  for (const ci of view.catCols) {
    const n = new Set(view.dataRows.map((ri) => cellText(view.table.rows[ri]!.cells[ci]))).size;
    if (n > most) {
      most = n;
      best = ci;
    }
  }
  return best;
}

/**
 * A budget with an income section and an expense section: "where did we go most over budget"
 * ranks the expense lines (more income than budgeted is no overspend; pass 13 took an income
 * line); income words in the question ("which income line", "sales") rank the income lines.
 */
function sectionSide(ctx: Ctx, view: TableView, pts: Point[]): 'in' | 'out' | undefined {
  const kinds = new Set(
    pts.map((p) => measureKind(view.table.rows.find((r) => r.r === p.r)?.section ?? '')),
  );
  if (!kinds.has('in') || !kinds.has('out')) return undefined;
  const q = ctx.q.raw.toLowerCase();
  const saysIn = /\b(income|revenue|revenues|sales|takings|turnover)\b/.test(q);
  const saysOut = /\b(expenses?|costs?|spend(?:ing)?|overheads?)\b/.test(q);
  if (saysIn && saysOut) return undefined;
  return saysIn ? 'in' : 'out';
}

export function opLongVariance(
  ctx: Ctx,
  view: TableView,
  mode: 'over' | 'under' | 'both',
  rank: boolean,
): Result | Refusal {
  const pair = budgetActualCols(view);
  if (!pair) return refuse('I found no budget and actual columns to compare');
  const f = filterFor(ctx);
  const bPts = pointsOf(pair.budget, f);
  const aPts = pointsOf(pair.actual, f);
  if (!bPts.length || !aPts.length) return refuse('I found no budget and actual lines to compare');
  const style = targetStyle(pair.actual);
  const sheet = sheetOf(view);
  if (!rank) {
    // revenue lines and cost lines under one sum: over budget means opposite things for them,
    // and their sum is no figure (pass 12: "did we beat budget" added sales, costs and profit)
    const sections = new Set(
      aPts.map((p) => view.table.rows.find((r) => r.r === p.r)?.section ?? ''),
    );
    const kinds = new Set([...sections].map((x) => measureKind(x)));
    if (kinds.has('in') && kinds.has('out'))
      return refuse(
        `the budget holds ${[...sections].filter((x) => x).join(' and ')} lines, and one variance of them together means nothing; name the section or the line`,
      );
    const budget = sumOf(bPts);
    const actual = sumOf(aPts);
    const v = decSub(actual, budget);
    const side = decSign(v) > 0 ? 'over budget' : decSign(v) < 0 ? 'under budget' : 'on budget';
    const total = fig('Variance (actual minus budget)', v, style, sheet, [...aPts, ...bPts]);
    const a = fig(pair.actual.name, actual, style, sheet, aPts);
    const b = fig(pair.budget.name, budget, style, sheet, bPts);
    return {
      kind: 'variance',
      lines: [
        `Variance: ${formatValue(v, style)}, ${side} (actual ${formatValue(actual, style)} against a budget of ${formatValue(budget, style)}).`,
        `Variance = ${pair.actual.name} minus ${pair.budget.name}, each the sum of ${aPts.length} lines.`,
        `${a.label}: ${citation(a)}; ${b.label}: ${citation(b)}.`,
      ],
      figures: [total, a, b],
    };
  }
  const col = rankCol(ctx, view);
  if (col === undefined) return refuse('I found no lines to rank');
  const side = sectionSide(ctx, view, aPts);
  const inSide = (p: Point): boolean =>
    !side || measureKind(view.table.rows.find((r) => r.r === p.r)?.section ?? '') === side;
  const budgets = new Map(bucketByCol(view, bPts.filter(inSide), col).map((x) => [x.key, x]));
  const list: Array<{ label: string; v: Dec; actual: Dec; budget: Dec; pts: Point[] }> = [];
  for (const a of bucketByCol(view, aPts.filter(inSide), col)) {
    const b = budgets.get(a.key);
    if (!b) continue;
    // "Net" / "Surplus" under the expense table is the result, never a line (pass 16, W5)
    if (RESULT_LINE.test(a.label.trim())) continue;
    const actual = sumOf(a.points);
    const budget = sumOf(b.points);
    list.push({
      label: a.label,
      v: decSub(actual, budget),
      actual,
      budget,
      pts: [...a.points, ...b.points],
    });
  }
  if (!list.length) return refuse('I found no budget and actual lines to compare');
  const under = mode === 'under';
  list.sort((x, y) => (under ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
  const top = list[0]!;
  // "most over budget" by amount or by percent of its budget: when the two name different
  // lines and the words pick neither, both readings are fair, so the answer asks
  const byPercent = list
    .filter((x) => decSign(x.budget) > 0)
    .sort((x, y) => {
      const px = decToNumber(x.v) / decToNumber(x.budget);
      const py = decToNumber(y.v) / decToNumber(y.budget);
      return under ? px - py : py - px;
    })[0];
  const unitNamed =
    /\b(percent|percentage|pct|amount|dollars?|euros?|pesos?|pounds?|money|in cash|rands?|naira|yen)\b|[%$€£₱]/.test(
      ctx.q.raw.toLowerCase(),
    );
  // pass 21 (M): a sheet that keeps its own variance in money ("Over (Under)", "Variance")
  // and none in percent measures "most over budget" by amount
  const VAR = /\bover\b.*\bunder\b|\bvariance\b|\bvar\b|\bdiff(erence)?\b/i;
  const varCols = view.table.columns.filter((c) => VAR.test(c.label));
  const amountKept =
    varCols.length > 0 && varCols.every((c) => c.type !== 'percent' && !/%|percent/i.test(c.label));
  if (byPercent && byPercent.label !== top.label && !unitNamed && !amountKept) {
    const pct = (x: typeof top): string =>
      `${((decToNumber(x.v) / decToNumber(x.budget)) * 100).toFixed(1)}%`;
    return refuse(
      `by amount ${top.label} is ${under ? 'furthest under' : 'furthest over'} budget (${formatValue(top.v, style)}), by percent ${byPercent.label} is (${pct(byPercent)} against ${pct(top)}); say "by amount" or "by percent"`,
    );
  }
  const by = view.table.columns[col]!.label;
  const f0 = fig(
    `Variance (actual minus budget), ${top.label}`,
    top.v,
    style,
    sheet,
    top.pts,
    undefined,
    top.label,
  );
  return {
    kind: 'variance',
    lines: [
      `${under ? 'Most under budget' : 'Most over budget'} by ${by.toLowerCase()}: ${top.label}, variance ${decSign(top.v) > 0 ? '+' : ''}${formatValue(top.v, style)} (actual ${formatValue(top.actual, style)} against a budget of ${formatValue(top.budget, style)}). Source: ${citation(f0)}.`,
    ],
    figures: [f0],
    table: {
      columns: [by, pair.actual.name, pair.budget.name, 'Variance'],
      rows: list.map((x) => [
        x.label,
        formatValue(x.actual, style),
        formatValue(x.budget, style),
        formatValue(x.v, style),
      ]),
    },
  };
}
