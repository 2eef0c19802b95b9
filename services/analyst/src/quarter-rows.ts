/**
 * After blind-44: results kept by QUARTER DOWN, one block per measure ("Revenue", "Net
 * profit": Q1 … Q4, "Jan–Sep", "Full year"), years and scenarios ACROSS ("2025 Actual |
 * 2026 Budget | 2026 Actual"). The engine reads periods across, so "Q3 revenue against last
 * year" or "the quarter that lost money" found no quarter. Here the cell is the block's
 * quarter row under the year's (and scenario's) column:
 * - a quarter (or the quarters so far, "so far", "year to date", "first three quarters") of a
 *   measure in a year: the cells added; a quarter not reported yet (blank) is refused;
 * - against last year: the same quarters of both years, the difference and the % change;
 * - against the budget: actual − budget over the quarters that have an actual;
 * - which quarter most / least / lost money: the year's quarters ranked (a loss is below 0);
 * - the average quarter of a year: its quarters added ÷ their number.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, formatValue } from './format';
import type { Row, Table, Workbook } from './model';
import { oncePer } from './once-per';
import { plainQuestion } from './text';

interface Block {
  name: string;
  quarters: Map<number, Row>;
}
interface Grid {
  t: Table;
  blocks: Block[];
  /** column index → year and scenario */
  cols: Array<{ ci: number; year: number; scenario: 'actual' | 'budget' }>;
}

const firstText = (r: Row): string =>
  (r.cells.map((c) => (typeof c === 'string' ? c : '')).find((x) => x.trim()) ?? '').trim();

const gridOf = oncePer((wb: Workbook): Grid | undefined => {
  const found: Grid[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const cols = t.columns.flatMap((c, ci) => {
        if (c.role !== 'value' && c.role !== 'total') return [];
        if (/%|\bvs\b|\bvar/i.test(c.label)) return [];
        const year =
          c.period?.kind === 'year'
            ? c.period.year
            : Number(/\b((?:19|20)\d\d)\b/.exec(c.label)?.[1]);
        if (!year) return [];
        const scenario = /\b(budget|plan|target|forecast)\b/i.test(`${c.label} ${c.tags ?? ''}`)
          ? ('budget' as const)
          : ('actual' as const);
        return [{ ci, year, scenario }];
      });
      if (cols.length < 2) continue;
      const blocks: Block[] = [];
      for (const r of t.rows) {
        const label = r.label ?? firstText(r);
        if (r.kind === 'section' && label) blocks.push({ name: label, quarters: new Map() });
        const q = /^q([1-4])$/i.exec(label);
        if (q && r.kind === 'data' && blocks.length)
          blocks[blocks.length - 1]!.quarters.set(Number(q[1]), r);
      }
      const full = blocks.filter((b) => b.quarters.size >= 3);
      if (full.length >= 1 && full.length === blocks.length) found.push({ t, blocks: full, cols });
    }
  return found.length === 1 ? found[0] : undefined;
});

const QUARTER = /\bq([1-4])\b|\b(first|second|third|fourth|last) quarter\b/g;
const ORD: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

export function quarterRowsAnswer(
  wb: Workbook,
  question: string,
  now: Date | undefined,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const g = gridOf(wb);
  if (!g) return undefined;
  const q = plainQuestion(question);
  const { t } = g;
  // the measure: the block the words name ("profit" for "Net profit"; "lost money" is profit)
  const named = g.blocks.filter((b) =>
    (b.name.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => new RegExp(`\\b${w}`).test(q)),
  );
  const profitWords = /\b(lost money|lose money|loss|losses|made money|profitable)\b/.test(q);
  const salesWords = /\b(brought in|bring in|take|took|sales|sold|turnover|income)\b/.test(q);
  let block: Block | undefined;
  if (named.length === 1) block = named[0];
  else if (!named.length && profitWords) block = g.blocks.find((b) => /\bprofit\b/i.test(b.name));
  else if (!named.length && salesWords)
    block = g.blocks.find((b) => /\b(revenue|sales|income|turnover)\b/i.test(b.name));
  else if (!named.length && /\bthis year\b.*\blast year\b|\bso far\b/.test(q))
    block = g.blocks.find((b) => /\b(revenue|sales|income|turnover)\b/i.test(b.name));
  if (!block) return undefined;
  const year0 = now?.getUTCFullYear();
  const yearsSaid = [...q.matchAll(/\b((?:19|20)\d\d)\b/g)].map((m) => Number(m[1]));
  const lastYear = /\blast year'?s?\b|\bprior year\b|\bprevious year\b/.test(q);
  const compare =
    /\b(compare|compared|against|vs|versus|grow|grew|growth|change|changed|up on|down on|better|worse)\b/.test(
      q,
    );
  const budget = /\bbudget\w*\b|\bplan\b|\btarget\b/.test(q);
  const quarters = [...q.matchAll(QUARTER)]
    .map((m) => Number(m[1] ?? ORD[m[2]!] ?? 0))
    .filter((n) => n > 0);
  const firstN = /\bfirst (two|three|2|3) quarters\b/.exec(q);
  if (firstN)
    quarters.splice(0, quarters.length, ...(/two|2/.test(firstN[1]!) ? [1, 2] : [1, 2, 3]));
  if (/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.test(q)) return undefined;
  const colFor = (year: number, scenario: 'actual' | 'budget') =>
    g.cols.find((c) => c.year === year && c.scenario === scenario);
  const cell = (qn: number, ci: number): Dec | undefined => {
    const r = block!.quarters.get(qn);
    return r ? cellNumber(r.cells[ci]) : undefined;
  };
  const style = cellStyle(t, block.quarters.get(1)?.cells[g.cols[0]!.ci]);
  const show = (v: Dec) => formatValue(v, style);
  const cite = (qs: number[], ci: number) =>
    qs.map((qn) => ({ r: block!.quarters.get(qn)!.r, c: t.columns[ci]!.c }));
  const reported = (ci: number) => [1, 2, 3, 4].filter((qn) => cell(qn, ci) !== undefined);
  const qText = (qs: number[]) =>
    qs.length === 4
      ? 'the full year'
      : qs.length === 1
        ? `Q${qs[0]}`
        : `Q${qs[0]}–Q${qs[qs.length - 1]}`;
  const sumOf = (qs: number[], ci: number) => decSum(qs.map((qn) => cell(qn, ci)!));

  const year = yearsSaid.length === 1 ? yearsSaid[0]! : lastYear && !compare ? year0! - 1 : year0!;
  if (year === undefined || Number.isNaN(year)) return undefined;

  // which quarter most / least / lost money, of one year
  if (/\bwhich quarter\b|\bwhat quarter\b|\b(best|worst|strongest|weakest) quarter\b/.test(q)) {
    const c = colFor(year, budget ? 'budget' : 'actual');
    if (!c) return undefined;
    const qs = reported(c.ci);
    if (qs.length < 2) return undefined;
    const loss = /\b(lost money|lose money|loss)\b/.test(q);
    if (loss) {
      const lost = qs.filter((qn) => decSign(cell(qn, c.ci)!) < 0);
      if (lost.length !== 1)
        return refuse(
          `${lost.length} quarters of ${year} show a loss in ${block.name}; name the quarter`,
        );
      const fig = figureOf(
        t,
        `${block.name}, Q${lost[0]} ${year}`,
        cell(lost[0]!, c.ci)!,
        style,
        cite(lost, c.ci),
        `Q${lost[0]}`,
      );
      return answer(
        fig,
        `Q${lost[0]} ${year} lost money: ${block.name} ${fig.display}, the only quarter of ${year} below 0.`,
        'min',
      );
    }
    const low = /\b(least|lowest|worst|weakest|smallest|quietest)\b/.test(q);
    const sorted = [...qs].sort((a, b) => decCmp(cell(b, c.ci)!, cell(a, c.ci)!) * (low ? -1 : 1));
    if (decCmp(cell(sorted[0]!, c.ci)!, cell(sorted[1]!, c.ci)!) === 0)
      return refuse(`Q${sorted[0]} and Q${sorted[1]} share that figure`);
    const top = sorted[0]!;
    const fig = figureOf(
      t,
      `${block.name}, Q${top} ${year}`,
      cell(top, c.ci)!,
      style,
      cite([top], c.ci),
      `Q${top}`,
    );
    return answer(
      fig,
      `Q${top} ${year}: ${block.name} ${fig.display}, the ${low ? 'lowest' : 'highest'} of the ${qs.length} quarters reported (${t.columns[c.ci]!.label}).`,
      low ? 'min' : 'max',
    );
  }

  const actual = colFor(
    year0 !== undefined && compare && !yearsSaid.length ? year0 : year,
    budget && !compare ? 'budget' : 'actual',
  );
  if (!actual) return undefined;
  const so = /\bso far\b|\bto date\b|\bytd\b|\bfirst (?:two|three|2|3) quarters\b/.test(q);
  let qs = quarters.length ? quarters : so || compare ? reported(actual.ci) : [1, 2, 3, 4];
  if (qs.some((qn) => !block!.quarters.has(qn))) return undefined;

  // against the budget: actual − budget, over the quarters with an actual
  if (budget && (compare || /\b(beat|behind|ahead|over|under|miss|missed|hit)\b/.test(q))) {
    const b = colFor(actual.year, 'budget');
    const a = colFor(actual.year, 'actual');
    if (!a || !b) return undefined;
    qs = qs.filter((qn) => cell(qn, a.ci) !== undefined && cell(qn, b.ci) !== undefined);
    if (!qs.length)
      return refuse(`no quarter of ${actual.year} has both an actual and a budget yet`);
    const av = sumOf(qs, a.ci);
    const bv = sumOf(qs, b.ci);
    const d = decSub(av, bv);
    const fig = figureOf(
      t,
      `${block.name} ${qText(qs)} ${actual.year}, actual − budget`,
      d,
      style,
      [...cite(qs, a.ci), ...cite(qs, b.ci)],
    );
    const pct = decSign(bv) !== 0 ? decDiv(decMul(d, HUNDRED), decAbs(bv), 2) : undefined;
    return answer(
      fig,
      `${block.name}, ${qText(qs)} ${actual.year}: ${fig.display} against budget (actual ${show(av)} − budget ${show(bv)})${pct ? `, ${formatValue(pct, PERCENT)}` : ''}: ${decSign(d) >= 0 ? 'ahead of' : 'behind'} budget.`,
      'variance',
    );
  }
  // against last year: the same quarters of both years
  if (compare) {
    const prev = colFor(actual.year - 1, 'actual');
    if (!prev) return undefined;
    qs = qs.filter((qn) => cell(qn, actual.ci) !== undefined);
    if (!qs.length || qs.some((qn) => cell(qn, prev.ci) === undefined)) return undefined;
    const now1 = sumOf(qs, actual.ci);
    const then = sumOf(qs, prev.ci);
    const d = decSub(now1, then);
    const fig = figureOf(
      t,
      `${block.name} ${qText(qs)}, ${actual.year} − ${actual.year - 1}`,
      d,
      style,
      [...cite(qs, actual.ci), ...cite(qs, prev.ci)],
    );
    const pct = decSign(then) !== 0 ? decDiv(decMul(d, HUNDRED), decAbs(then), 2) : undefined;
    return answer(
      fig,
      `${block.name}, ${qText(qs)}: ${show(now1)} in ${actual.year} against ${show(then)} in ${actual.year - 1}, ${decSign(d) >= 0 ? 'up' : 'down'} ${show(decAbs(d))}${pct ? ` (${formatValue(pct, PERCENT)})` : ''}, the same quarters of both years.`,
      'change',
    );
  }
  // the average quarter of a year
  if (/\baverage\b|\bmean\b|\bper quarter\b|\ba quarter\b/.test(q)) {
    const have = qs.filter((qn) => cell(qn, actual.ci) !== undefined);
    if (have.length < 2) return undefined;
    const v = decDiv(sumOf(have, actual.ci), decFromInt(have.length), 2)!;
    const fig = figureOf(
      t,
      `${block.name}, average quarter ${year}`,
      v,
      style,
      cite(have, actual.ci),
    );
    return answer(
      fig,
      `${fig.display} a quarter on average: ${block.name} ${show(sumOf(have, actual.ci))} over the ${have.length} quarters of ${t.columns[actual.ci]!.label}.`,
      'average',
    );
  }
  // a share of the year
  if (/\bshare\b|\bproportion\b|\bpercent(?:age)? of\b|% of\b/.test(q)) return undefined;
  // the cells themselves
  const missing = qs.filter((qn) => cell(qn, actual.ci) === undefined);
  if (missing.length)
    return refuse(
      `${block.name} for Q${missing.join(', Q')} ${actual.year} (${t.columns[actual.ci]!.label}) is blank: not reported yet`,
    );
  const v = sumOf(qs, actual.ci);
  const fig = figureOf(
    t,
    `${block.name}, ${qText(qs)} ${t.columns[actual.ci]!.label}`,
    v,
    style,
    cite(qs, actual.ci),
  );
  return answer(
    fig,
    `${block.name}, ${qText(qs)} (${t.columns[actual.ci]!.label}): ${fig.display}${qs.length > 1 ? ` (${qs.map((qn) => `Q${qn} ${show(cell(qn, actual.ci)!)}`).join(' + ')})` : ''}.`,
    qs.length > 1 ? 'total' : 'lookup',
  );

  function answer(fig: AnswerFigure, text: string, kind: string): Answer {
    // headline first with its scale: "3,733 (in thousands)"
    const at = text.indexOf(fig.display);
    const scaled =
      t.unit && at >= 0
        ? `${text.slice(0, at + fig.display.length)} (in ${t.unit})${text.slice(at + fig.display.length)}`
        : text;
    return {
      text: `${scaled}\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind,
    };
  }
}
