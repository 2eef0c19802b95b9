/**
 * Issue 13, pass 11: a budget sheet with no periods (`Category | Budget | Actual`, a Total
 * row). "How many lines went over budget" is a count of lines with Actual > Budget (the engine
 * answered the total variance: a wrong figure); "where did we save the most" is the line with
 * the most negative Actual − Budget; "by what percent did total spend differ from budget" is
 * (Actual − Budget) ÷ Budget of the totals; "<line> budget vs actual difference" is that line's
 * Actual − Budget. Only with one such table in the workbook; anything else goes to the engine.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  decCmp,
  decDiv,
  decIsZero,
  decMul,
  decSign,
  decSub,
  decSum,
  HUNDRED,
} from './decimal';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

interface BudgetTable {
  table: Table;
  budget: number;
  actual: number;
  name: number;
  lines: Array<{ row: Row; name: string; budget: Dec; actual: Dec }>;
  total?: Row;
}

function findBudgetTable(wb: Workbook): BudgetTable | undefined {
  const found: BudgetTable[] = [];
  for (const sheet of wb.sheets)
    for (const table of sheet.tables) {
      if (table.layout !== 'long') continue;
      const idx = (re: RegExp): number[] =>
        table.columns.flatMap((c, i) => (re.test(c.label.trim()) && !c.period ? [i] : []));
      const b = idx(/^budget(ed)?(\s*\(.*\))?$/i);
      const a = idx(/^actuals?(\s*\(.*\))?$/i);
      const n = table.columns.flatMap((c, i) => (c.type === 'text' ? [i] : []));
      if (b.length !== 1 || a.length !== 1 || n.length < 1) continue;
      const lines: BudgetTable['lines'] = [];
      let total: Row | undefined;
      let ok = true;
      for (const row of table.rows) {
        const name = cellText(row.cells[n[0]!]);
        if (row.kind === 'section') continue;
        if (row.kind === 'total' || (name && /^(grand\s+)?total\b/i.test(name))) {
          if (total) ok = false;
          total = row;
          continue;
        }
        const bv = cellNumber(row.cells[b[0]!]);
        const av = cellNumber(row.cells[a[0]!]);
        if (!name || !bv || !av) {
          ok = false;
          break;
        }
        lines.push({ row, name, budget: bv, actual: av });
      }
      if (ok && lines.length >= 2 && !lines.some((l) => l.row.section))
        found.push({ table, budget: b[0]!, actual: a[0]!, name: n[0]!, lines, total });
    }
  return found.length === 1 ? found[0] : undefined;
}

const col = (t: BudgetTable, i: number): number => t.table.columns[i]!.c;

function answer(fig: AnswerFigure, how: string, kind: string, parts: AnswerFigure[] = []): Answer {
  return {
    text: `${fig.label}: ${fig.display}${fig.at ? ` (${fig.at})` : ''}, ${how}.\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [fig, ...parts],
    refused: false,
    kind,
  };
}

const OVERSPEND = /\b(overspen[dt]\w*|overran|overrun\w*)\b/;
// "most over budget" alone stays ambiguous (by amount or by percent: pass 7 asks back); an
// overspend or overrun is money
const MOST_OVER =
  /\b(biggest|largest|worst|greatest|main|top) (overspend|overrun|over-?spend)\b|\bwhich\b.*\b(overspent|overran)\b.*\b(most|furthest)\b|\bwhere did we overspend the most\b/;
const OVERALL_SIDE =
  /\bover or under\b|\bunder or over\b|\b(are|were|did) we (come in )?(over|under) budget (overall|in total)\b|\b(overall|in total)\b.*\b(over|under) budget\b/;

export function budgetLinesAnswer(
  wb: Workbook,
  question: string,
  refuse: (reason: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  if (!/\bbudget/.test(q) && !/\bsave[ds]?\b|\bsaving/.test(q) && !OVERSPEND.test(q))
    return undefined;
  const bt = findBudgetTable(wb);
  if (!bt) return undefined;
  const t = bt.table;
  const style = cellStyle(t, bt.lines[0]!.row.cells[bt.actual]);
  const over = /\b(over|above|exceed(?:ed|s)?|overspent|overran)\b/.test(q);
  const under = /\b(under|below|within)\b/.test(q);
  // a count of lines on one side of their budget
  if (/^how many\b/.test(q) && (over || under)) {
    // a count is never answered by an amount: a count this reader cannot make is refused
    if (over === under || /\bwithin\b/.test(q))
      return refuse(
        'I can count the lines over budget or the lines under budget; ask for one side',
      );
    const side = bt.lines.filter((l) => decCmp(l.actual, l.budget) === (over ? 1 : -1));
    const n = side.length;
    const fig: AnswerFigure = {
      label: `Lines ${over ? 'over' : 'under'} budget`,
      value: String(n),
      display: String(n),
      source: {
        sheet: t.sheet,
        range: figureOf(
          t,
          '',
          bt.lines[0]!.budget,
          style,
          bt.lines.flatMap((l) => [
            { r: l.row.r, c: col(bt, bt.budget) },
            { r: l.row.r, c: col(bt, bt.actual) },
          ]),
        ).source.range,
      },
    };
    const names = side.map((l) => l.name).join(', ');
    return answer(
      fig,
      `lines whose Actual is ${over ? 'above' : 'below'} their Budget, of ${bt.lines.length}${n ? `: ${names}` : ''}`,
      'count',
    );
  }
  // the line most under its budget
  if (
    /\b(where|which|what)\b.*\b(save[ds]?|saving|savings)\b.*\bmost\b|\b(most|furthest|biggest|largest) (under|below) budget\b|\bbiggest saving/.test(
      q,
    )
  ) {
    let best = bt.lines[0]!;
    for (const l of bt.lines)
      if (decCmp(decSub(l.actual, l.budget), decSub(best.actual, best.budget)) < 0) best = l;
    const v = decSub(best.actual, best.budget);
    if (decSign(v) >= 0) return undefined;
    const tie = bt.lines.filter((l) => decCmp(decSub(l.actual, l.budget), v) === 0);
    if (tie.length > 1) return undefined;
    const fig = figureOf(
      t,
      'Actual − Budget',
      v,
      style,
      [
        { r: best.row.r, c: col(bt, bt.budget) },
        { r: best.row.r, c: col(bt, bt.actual) },
      ],
      best.name,
    );
    return answer(fig, 'the line furthest under its budget (Actual − Budget)', 'min');
  }
  // pass 23 (W3): the line most over its budget, never the largest Budget
  if (MOST_OVER.test(q)) {
    let best = bt.lines[0]!;
    for (const l of bt.lines)
      if (decCmp(decSub(l.actual, l.budget), decSub(best.actual, best.budget)) > 0) best = l;
    const v = decSub(best.actual, best.budget);
    if (decSign(v) <= 0) return undefined;
    const tie = bt.lines.filter((l) => decCmp(decSub(l.actual, l.budget), v) === 0);
    if (tie.length > 1) return undefined;
    const fig = figureOf(
      t,
      'Actual − Budget',
      v,
      style,
      [
        { r: best.row.r, c: col(bt, bt.budget) },
        { r: best.row.r, c: col(bt, bt.actual) },
      ],
      best.name,
    );
    return answer(fig, 'the line furthest over its budget (Actual − Budget)', 'max');
  }
  const totals = (): { b: Dec; a: Dec; cells: Array<{ r: number; c: number }> } => {
    if (bt.total) {
      const b = cellNumber(bt.total.cells[bt.budget]);
      const a = cellNumber(bt.total.cells[bt.actual]);
      if (b && a)
        return {
          b,
          a,
          cells: [
            { r: bt.total.r, c: col(bt, bt.budget) },
            { r: bt.total.r, c: col(bt, bt.actual) },
          ],
        };
    }
    return {
      b: decSum(bt.lines.map((l) => l.budget)),
      a: decSum(bt.lines.map((l) => l.actual)),
      cells: bt.lines.flatMap((l) => [
        { r: l.row.r, c: col(bt, bt.budget) },
        { r: l.row.r, c: col(bt, bt.actual) },
      ]),
    };
  };
  // the total's difference in percent of the budget
  if (
    /\b(percent|percentage|%)\b/.test(q) &&
    /\b(differ|difference|off|over|under|variance|deviat\w*)\b/.test(q) &&
    /\b(total|overall|all|spend|spending)\b/.test(q)
  ) {
    const { a, b, cells } = totals();
    if (decIsZero(b)) return undefined;
    const pct = decDiv(decMul(decSub(a, b), HUNDRED), b, 2);
    if (!pct) return undefined;
    const fig = figureOf(t, 'Total actual vs budget', pct, { kind: 'percent', decimals: 2 }, cells);
    return answer(
      fig,
      `(Actual − Budget) ÷ Budget of the totals, ${decSign(pct) > 0 ? 'over' : decSign(pct) < 0 ? 'under' : 'on'} budget`,
      'growth',
    );
  }
  // pass 23 (W3): "are we over or under budget overall (and by how much)": the totals' A − B
  if (OVERALL_SIDE.test(q) && !/\b(percent|percentage|%)\b/.test(q)) {
    const { a, b, cells } = totals();
    const v = decSub(a, b);
    const fig = figureOf(t, 'Total actual − budget', v, style, cells);
    const side = decSign(v) > 0 ? 'over budget' : decSign(v) < 0 ? 'under budget' : 'on budget';
    return answer(fig, `${side} overall (Actual − Budget of the totals)`, 'variance');
  }
  // pass 23 (W3): "how far off budget were tools in percent": one line's (A − B) ÷ B
  if (/\b(percent|percentage|%)\b/.test(q) && /\b(off|over|under|differ\w*|variance)\b/.test(q)) {
    const asked = new Set(canonical(q));
    const named = bt.lines.filter((l) => canonical(l.name).some((w) => asked.has(w)));
    if (named.length !== 1 || decIsZero(named[0]!.budget)) return undefined;
    const l = named[0]!;
    const pct = decDiv(decMul(decSub(l.actual, l.budget), HUNDRED), l.budget, 2);
    if (!pct) return undefined;
    const fig = figureOf(t, `${l.name}, actual vs budget`, pct, { kind: 'percent', decimals: 2 }, [
      { r: l.row.r, c: col(bt, bt.budget) },
      { r: l.row.r, c: col(bt, bt.actual) },
    ]);
    return answer(
      fig,
      `(Actual − Budget) ÷ Budget of ${l.name}, ${decSign(pct) > 0 ? 'over' : decSign(pct) < 0 ? 'under' : 'on'} budget`,
      'growth',
    );
  }
  // one line's Actual − Budget
  if (
    /\b(difference|variance|vs\.?|versus|against)\b/.test(q) &&
    !/\b(percent|percentage|%|total|overall)\b/.test(q)
  ) {
    const named = bt.lines.filter((l) =>
      new RegExp(`\\b${l.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(q),
    );
    if (named.length !== 1) return undefined;
    const l = named[0]!;
    const v = decSub(l.actual, l.budget);
    const fig = figureOf(t, `${l.name}, Actual − Budget`, v, style, [
      { r: l.row.r, c: col(bt, bt.budget) },
      { r: l.row.r, c: col(bt, bt.actual) },
    ]);
    const side = decSign(v) > 0 ? 'over budget' : decSign(v) < 0 ? 'under budget' : 'on budget';
    return answer(
      fig,
      `${side} (actual ${figureOf(t, '', l.actual, style, [{ r: l.row.r, c: col(bt, bt.actual) }]).display} against a budget of ${figureOf(t, '', l.budget, style, [{ r: l.row.r, c: col(bt, bt.budget) }]).display})`,
      'variance',
    );
  }
  return undefined;
}
