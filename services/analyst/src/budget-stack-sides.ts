/**
 * Issue 13, pass 26 (W2): budget against actual kept as two stacked tables on one sheet, an
 * income table and a spending table under their own label rows, each Line | Budget | Actual |
 * Variance with its own total. Spending / costs / expenses pick the spending table, income /
 * revenue the income table: its total's over or under, a line's share of the side's actual,
 * the line most over (or furthest short of) budget, how many lines are over, one line's
 * variance, the side's actual against budget in %. Variances are computed as actual − budget.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSub,
} from './decimal';
import { type NumberStyle, PERCENT } from './format';
import { linesNamed } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const INCOME = /\b(income|revenues?|sales|takings|receipts)\b/i;
const SPENDING = /\b(spending|spend|costs?|expenses?|expenditure|outgoings|overheads?)\b/i;

interface Side {
  table: Table;
  budget: number;
  actual: number;
  total: Row;
  lines: Row[];
  kind: 'income' | 'spending';
}

/** a result of both sides (profit, surplus, net), never a line of either */
const RESULT_LINE = /^(?:net )?(?:profit|loss|surplus|deficit|net result|net income)\b/i;

const nameOf = (r: Row): string =>
  typeof r.cells[0] === 'string' ? r.cells[0].trim() : (r.label ?? '').trim();

/** The sheet's stacked sides, or nothing unless there is exactly one income and one spending table. */
export function budgetSides(wb: Workbook): Side[] | undefined {
  for (const sheet of wb.sheets) {
    const sides = sheet.tables.flatMap((table): Side[] => {
      const col = (re: RegExp): number[] =>
        table.columns.flatMap((c, ci) => (c.role === 'value' && re.test(c.label) ? [ci] : []));
      const [budget, actual] = [col(/^budget(ed)?\b/i), col(/^actuals?\b/i)];
      if (budget.length !== 1 || actual.length !== 1) return [];
      const totals = table.rows.filter((r) => r.kind === 'total' && /^total\b/i.test(nameOf(r)));
      // pass 30 (W2): a Profit row under the costs' total is no cost line: a side's lines
      // stand above its total
      const end = totals.length === 1 ? table.rows.indexOf(totals[0]!) : table.rows.length;
      const lines = table.rows
        .slice(0, end)
        .filter(
          (r) =>
            r.kind === 'data' &&
            !RESULT_LINE.test(nameOf(r)) &&
            cellNumber(r.cells[budget[0]!]) &&
            cellNumber(r.cells[actual[0]!]),
        );
      if (totals.length !== 1 || lines.length < 2) return [];
      // the side is named by the table's label row (its title's last words) or its total
      const heading = (table.title ?? '').split(/\s{2,}|\n/).pop() ?? '';
      const said = `${heading} ${nameOf(totals[0]!)}`;
      const kind = SPENDING.test(said) ? 'spending' : INCOME.test(said) ? 'income' : undefined;
      if (!kind || (SPENDING.test(said) && INCOME.test(said))) return [];
      return [{ table, budget: budget[0]!, actual: actual[0]!, total: totals[0]!, lines, kind }];
    });
    if (
      sides.length === 2 &&
      sides.some((s) => s.kind === 'income') &&
      sides.some((s) => s.kind === 'spending')
    )
      return sides;
  }
  return undefined;
}

const SIDE_WORD =
  '(spending|spend|costs?|expenses?|expenditure|outgoings|overheads|income|revenue|sales)';
const OVER = new RegExp(
  `^(?:are|were|is) we (?:over|under|over or under) budget (?:on|for) (?:our |the )?${SIDE_WORD}$|^how (?:far|much) (?:over|under|over or under) budget (?:are|were) (?:we on )?(?:our |the )?${SIDE_WORD}$`,
);
const SHARE = new RegExp(
  `^what (?:share|percentage|percent|proportion) of (?:our |the )?${SIDE_WORD} (?:is|was|went on|goes on|is for) (.+)$|^(.+?) as (?:a )?(?:share|percentage|percent|%) of (?:our |the )?${SIDE_WORD}$`,
);
const MOST_OVER =
  /^which (cost|expense|spending line|expenditure line|line|income line|income) (?:went|was|came in|is) (?:the )?most over budget$|^which (income|revenue|sales)(?: line)? (?:fell|came in|was) (?:the )?(?:furthest|most|farthest) (?:short of|below|under) budget$/;
const COUNT_OVER =
  /^how many (expense|cost|spending|income|revenue)(?: lines?| items?)? (?:are|were|went|came in) over budget$/;
const LINE_VAR =
  /^how much (?:over or under|over|under)(?: budget)? (?:were|was|are|is) (?:the |our )?(.+?)(?: against budget)?$/;
const SIDE_PCT = new RegExp(
  `^${SIDE_WORD} (?:vs|versus|against) budget in (?:%|percent)$|^${SIDE_WORD} (?:vs|versus|against) budget %$`,
);

export function budgetStackAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const over = OVER.exec(q);
  const share = over ? null : SHARE.exec(q);
  const most = MOST_OVER.exec(q);
  const count = COUNT_OVER.exec(q);
  const lineVar = LINE_VAR.exec(q);
  const sidePct = SIDE_PCT.exec(q);
  if (!over && !share && !most && !count && !lineVar && !sidePct) return undefined;
  const sides = budgetSides(wb);
  if (!sides) return undefined;
  const sideOf = (word: string): Side =>
    sides.find(
      (s) => s.kind === (INCOME.test(word) && !SPENDING.test(word) ? 'income' : 'spending'),
    )!;
  const num = (s: Side, r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
  const variance = (s: Side, r: Row): Dec => decSub(num(s, r, s.actual), num(s, r, s.budget));
  const cells = (s: Side, r: Row) =>
    [s.budget, s.actual].map((ci) => ({ r: r.r, c: s.table.columns[ci]!.c }));
  const style = (s: Side, r: Row): NumberStyle => cellStyle(s.table, r.cells[s.actual]);
  const shown = (s: Side, r: Row, v: Dec): string =>
    figureOf(s.table, '', v, style(s, r), cells(s, r)).display;
  const src = (s: Side, range: string): string => `Source: sheet '${s.table.sheet}' ${range}.`;
  const varianceAnswer = (s: Side, r: Row, lead: string): Answer => {
    const v = variance(s, r);
    const f = figureOf(
      s.table,
      `${nameOf(r)}, actual minus budget`,
      v,
      style(s, r),
      cells(s, r),
      nameOf(r),
    );
    const sign = decCmp(v, ZERO);
    const word = sign === 0 ? 'on budget' : sign > 0 ? 'over budget' : 'under budget';
    return {
      text: `${lead}: ${f.display}, ${word} (actual ${shown(s, r, num(s, r, s.actual))} against a budget of ${shown(s, r, num(s, r, s.budget))}).\n${src(s, f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'variance',
    };
  };
  if (over) {
    const s = sideOf((over[1] ?? over[2])!);
    return varianceAnswer(s, s.total, `${nameOf(s.total)}, actual minus budget`);
  }
  if (share) {
    const s = sideOf((share[1] ?? share[4])!);
    const r = linesNamed((share[2] ?? share[3])!, s.lines, nameOf);
    if (r.length !== 1) return undefined;
    const whole = num(s, s.total, s.actual);
    if (decCmp(whole, ZERO) === 0) return undefined;
    const v = decDiv(decMul(num(s, r[0]!, s.actual), HUNDRED), decAbs(whole), 2)!;
    const at = [r[0]!, s.total].map((x) => ({ r: x.r, c: s.table.columns[s.actual]!.c }));
    const f = figureOf(
      s.table,
      `${nameOf(r[0]!)} as a share of ${nameOf(s.total)} (actual)`,
      v,
      PERCENT,
      at,
      nameOf(r[0]!),
    );
    return {
      text: `${nameOf(r[0]!)} is ${f.display} of ${nameOf(s.total)} (actual ${shown(s, r[0]!, num(s, r[0]!, s.actual))} of ${shown(s, s.total, whole)}).\n${src(s, f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'share',
    };
  }
  if (most) {
    const short = most[2] !== undefined;
    const s = short ? sideOf('income') : sideOf(most[1]!);
    const ranked = [...s.lines].sort(
      (a, b) => decCmp(variance(s, a), variance(s, b)) * (short ? 1 : -1),
    );
    const [top, next] = [ranked[0]!, ranked[1]!];
    if (decCmp(variance(s, top), variance(s, next)) === 0) return undefined;
    if (decCmp(variance(s, top), ZERO) * (short ? -1 : 1) <= 0)
      return {
        ...varianceAnswer(
          s,
          top,
          `No ${s.kind} line is ${short ? 'short of' : 'over'} budget; the nearest is ${nameOf(top)}`,
        ),
      };
    return varianceAnswer(
      s,
      top,
      `${nameOf(top)} is ${short ? 'furthest short of' : 'most over'} budget`,
    );
  }
  if (count) {
    const s = sideOf(count[1]!);
    const hits = s.lines.filter((r) => decCmp(variance(s, r), ZERO) > 0);
    const rs = s.lines.map((r) => r.r);
    const f = figureOf(
      s.table,
      `${s.kind === 'income' ? 'Income' : 'Spending'} lines over budget`,
      decFromInt(hits.length),
      { kind: 'number', decimals: 0 },
      [
        { r: Math.min(...rs), c: s.table.columns[s.budget]!.c },
        { r: Math.max(...rs), c: s.table.columns[s.actual]!.c },
      ],
    );
    return {
      text: `${f.label}: ${hits.length} of ${s.lines.length}${hits.length ? ` (${hits.map(nameOf).join(', ')})` : ''}, lines whose actual is above their budget.\n${src(s, f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'count',
    };
  }
  if (lineVar) {
    const hits = sides.flatMap((s) =>
      linesNamed(lineVar[1]!, [...s.lines, s.total], nameOf).map((r) => ({ s, r })),
    );
    if (hits.length !== 1) return undefined;
    return varianceAnswer(hits[0]!.s, hits[0]!.r, `${nameOf(hits[0]!.r)}, actual minus budget`);
  }
  const s = sideOf((sidePct![1] ?? sidePct![2])!);
  const base = num(s, s.total, s.budget);
  if (decCmp(base, ZERO) === 0) return undefined;
  const v = decDiv(decMul(variance(s, s.total), HUNDRED), decAbs(base), 2)!;
  const f = figureOf(
    s.table,
    `${nameOf(s.total)}, actual against budget in %`,
    v,
    PERCENT,
    cells(s, s.total),
    nameOf(s.total),
  );
  return {
    text: `${nameOf(s.total)}: ${f.display} against budget (actual ${shown(s, s.total, num(s, s.total, s.actual))}, budget ${shown(s, s.total, base)}).\n${src(s, f.source.range)}`,
    figures: [f],
    refused: false,
    kind: 'variance',
  };
}

/** "How many members do we have" on such a sheet: nothing there counts them. */
export function budgetStackCountReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  const q = plainQuestion(question);
  const m = /^how many (\w+) (?:do|did) we have\b/.exec(q);
  if (!m || answer.refused || answer.kind !== 'count' || /^(lines?|items?|rows?)$/.test(m[1]!))
    return undefined;
  if (!budgetSides(wb)) return undefined;
  return `this is a budget against actual in money; nothing on it counts ${m[1]}`;
}
