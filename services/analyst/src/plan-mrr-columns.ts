/**
 * Issue 13, pass 25 (W1): a memberships sheet with the plans ACROSS, months down: Month |
 * <Plan> members … | <Plan> MRR … | Total MRR | New | Cancelled. The engine added all nine
 * columns for "membership revenue for the year" (counts with money, the total with its parts)
 * and named "Total MRR" as the plan bringing in the most. Here: money is the plan MRR columns
 * (their total is the Total column), counts are the members, New and Cancelled columns, and a
 * "which plan" ranking never has the total as a candidate. Questions outside these shapes are
 * left to the engine, whose mixed sums on this sheet are refused (`planColumnsMixReason`).
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAdd,
  decCmp,
  decDiv,
  decIsZero,
  decMul,
  decSub,
} from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { monthFromWord, periodLabel } from './periods';
import { plainQuestion } from './text';

const TOTAL_HEAD = /^total (mrr|monthly recurring revenue|revenue)\b/i;
const PLAN_MONEY = /^(.+?) (mrr|monthly recurring revenue|revenue)(?: \(.*\))?$/i;
const PLAN_MEMBERS = /^(.+?) (members|subscribers|memberships)$/i;
const NEW_HEAD = /^(new|new members|joined|joiners|sign-?ups|new sign-?ups)$/i;
const GONE_HEAD = /^(cancelled|canceled|cancellations|churned|left|lost)$/i;

interface Plan {
  name: string;
  money: number;
  members?: number;
}
interface Shape {
  table: Table;
  months: Row[];
  plans: Plan[];
  total: number;
  fresh?: number;
  gone?: number;
}

/** The one table of the book shaped so; undefined when none or more than one. */
export function planColumnsShape(wb: Workbook): Shape | undefined {
  const found: Shape[] = [];
  for (const table of wb.sheets.flatMap((s) => s.tables)) {
    const idx = (re: RegExp): number[] =>
      table.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
    const totals = idx(TOTAL_HEAD);
    if (totals.length !== 1) continue;
    const plans: Plan[] = [];
    for (const i of idx(PLAN_MONEY)) {
      if (i === totals[0]) continue;
      const name = PLAN_MONEY.exec(table.columns[i]!.label.trim())![1]!;
      const members = table.columns.findIndex(
        (c) => PLAN_MEMBERS.exec(c.label.trim())?.[1]?.toLowerCase() === name.toLowerCase(),
      );
      plans.push({ name, money: i, ...(members >= 0 ? { members } : {}) });
    }
    if (plans.length < 2) continue;
    // the header decides first: reading every row of a long log for months cost each question
    const months = table.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'month');
    if (months.length < 3) continue;
    const one = (re: RegExp): number | undefined => {
      const is = idx(re);
      return is.length === 1 ? is[0] : undefined;
    };
    const fresh = one(NEW_HEAD);
    const gone = one(GONE_HEAD);
    found.push({
      table,
      months,
      plans,
      total: totals[0]!,
      ...(fresh !== undefined ? { fresh } : {}),
      ...(gone !== undefined ? { gone } : {}),
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const MONTH_WORD =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/g;

/** The month rows a question names: one month, or all of them; undefined when unclear. */
function monthsAsked(s: Shape, q: string): Row[] | undefined {
  const words = [...q.matchAll(MONTH_WORD)].map((m) => monthFromWord(m[1]!));
  if (words.length > 1) return undefined;
  if (words.length === 0) return s.months;
  const rows = s.months.filter((r) => r.period?.index === words[0]);
  return rows.length === 1 ? rows : undefined;
}

function planAsked(s: Shape, q: string): Plan | undefined | 'many' {
  const hit = s.plans.filter((p) => {
    const w = p.name.toLowerCase().replace(/s$/, '');
    return new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`).test(q);
  });
  return hit.length > 1 ? 'many' : hit[0];
}

function periodName(s: Shape, rows: Row[]): string {
  if (rows.length === s.months.length) return 'all months';
  return periodLabel(rows[0]!.period!);
}

function sumOf(s: Shape, rows: Row[], col: number): Dec | undefined {
  let v: Dec = ZERO;
  for (const r of rows) {
    const x = cellNumber(r.cells[col]);
    if (!x) return undefined;
    v = decAdd(v, x);
  }
  return v;
}

function figure(s: Shape, label: string, rows: Row[], cols: number[], at?: string) {
  let v: Dec = ZERO;
  for (const c of cols) {
    const x = sumOf(s, rows, c);
    if (!x) return undefined;
    v = decAdd(v, x);
  }
  const t = s.table;
  const cells = rows.flatMap((r) => cols.map((c) => ({ r: r.r, c: t.columns[c]!.c })));
  return figureOf(t, label, v, cellStyle(t, rows[0]!.cells[cols[0]!]), cells, at);
}

function answer(s: Shape, fig: AnswerFigure, text: string, kind: string): Answer {
  return {
    text: `${text}\nSource: sheet '${s.table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind,
  };
}

const RANK = /\b(most|least|highest|lowest|biggest|largest|top|best|worst|smallest)\b/;
const LOW = /\b(least|lowest|worst|smallest)\b/;

export function planColumnsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const s = planColumnsShape(wb);
  if (!s) return undefined;
  const t = s.table;
  const col = (i: number): string => t.columns[i]!.label;
  const rows = monthsAsked(s, q);
  if (!rows) return undefined;
  const when = periodName(s, rows);
  const plan = planAsked(s, q);
  if (plan === 'many') return undefined;

  // "what share of december mrr is unlimited", "unlimited's share of mrr"
  if (/%|\b(share|percent|percentage|proportion)\b/.test(q)) {
    if (!plan || !/\b(mrr|revenue|income)\b/.test(q)) return undefined;
    const part = sumOf(s, rows, plan.money);
    const whole = sumOf(s, rows, s.total);
    if (!part || !whole || decIsZero(whole)) return undefined;
    const pct = decDiv(decMul(part, HUNDRED), whole, 2);
    if (!pct) return undefined;
    const cells = rows.flatMap((r) =>
      [plan.money, s.total].map((c) => ({ r: r.r, c: t.columns[c]!.c })),
    );
    const fig = figureOf(
      t,
      `${col(plan.money)} as % of ${col(s.total)}, ${when}`,
      pct,
      { kind: 'percent', decimals: 2 },
      cells,
    );
    const pf = figure(s, col(plan.money), rows, [plan.money])!;
    const wf = figure(s, col(s.total), rows, [s.total])!;
    return answer(
      s,
      fig,
      `${col(plan.money)} is ${fig.display} of ${col(s.total)} (${when}): ${pf.display} ÷ ${wf.display} × 100.`,
      'share',
    );
  }

  // "which plan brings in the most in december", "which plan has the most members"
  if (/^(which|what) (plan|membership|tier|package|class)(es|s)?\b/.test(q) && RANK.test(q)) {
    const byMembers = /\b(members|people|popular|subscribers|signed up)\b/.test(q);
    // members are a level: with no month named, the last month's, never added up
    const at = byMembers && rows.length > 1 ? [s.months[s.months.length - 1]!] : rows;
    const cands = s.plans.flatMap((p) => {
      const c = byMembers ? p.members : p.money;
      if (c === undefined) return [];
      const v = sumOf(s, at, c);
      return v ? [{ p, c, v }] : [];
    });
    if (cands.length !== s.plans.length || cands.length < 2) return undefined;
    const low = LOW.test(q);
    cands.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
    if (decCmp(cands[0]!.v, cands[1]!.v) === 0) return undefined;
    const top = cands[0]!;
    const atName = periodName(s, at);
    const fig = figure(s, `${col(top.c)}, ${atName}`, at, [top.c], top.p.name)!;
    return answer(
      s,
      fig,
      `${top.p.name}: ${fig.display} ${col(top.c)} (${atName}), the ${low ? 'smallest' : 'largest'} of ${cands.length} plans.`,
      low ? 'min' : 'max',
    );
  }

  // "best month for new signups", "which month had the most cancellations"
  const monthRank =
    /^(?:(?:what|which) (?:was|is) (?:the |our )?)?(best|biggest|top|busiest|strongest|worst|weakest) month for (?:new )?(sign-?ups|signups|members|joiners|new members|cancellations)$/.exec(
      q,
    ) ??
    /^(?:which|what) month (?:had|saw|got|brought) the (most|fewest|least) (?:new )?(sign-?ups|signups|members|joiners|cancellations)$/.exec(
      q,
    );
  if (monthRank) {
    const c = /cancel/.test(monthRank[2]!) ? s.gone : s.fresh;
    if (c === undefined || rows.length !== s.months.length) return undefined;
    const low = /^(worst|weakest|fewest|least)$/.test(monthRank[1]!);
    const ranked = s.months
      .map((r) => ({ r, v: cellNumber(r.cells[c]) }))
      .filter((x): x is { r: Row; v: Dec } => x.v !== undefined)
      .sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
    if (ranked.length < 2 || decCmp(ranked[0]!.v, ranked[1]!.v) === 0) return undefined;
    const name = periodName(s, [ranked[0]!.r]);
    const fig = figure(s, col(c), [ranked[0]!.r], [c], name)!;
    return answer(
      s,
      fig,
      `${name}: ${fig.display} ${col(c)}, the ${low ? 'fewest' : 'most'} of ${ranked.length} months.`,
      low ? 'min' : 'max',
    );
  }

  // "net new members over the year": New added less Cancelled added
  if (/\bnet (new )?(members|memberships|sign-?ups|growth|member growth|gain)\b/.test(q)) {
    if (s.fresh === undefined || s.gone === undefined || plan) return undefined;
    const a = sumOf(s, rows, s.fresh);
    const b = sumOf(s, rows, s.gone);
    if (!a || !b) return undefined;
    const fa = figure(s, col(s.fresh), rows, [s.fresh])!;
    const fb = figure(s, col(s.gone), rows, [s.gone])!;
    const cells = rows.flatMap((r) =>
      [s.fresh!, s.gone!].map((c) => ({ r: r.r, c: t.columns[c]!.c })),
    );
    const fig = figureOf(
      t,
      `Net new members (${col(s.fresh)} − ${col(s.gone)}), ${when}`,
      decSub(a, b),
      PLAIN,
      cells,
    );
    return answer(
      s,
      fig,
      `Net new members, ${when}: ${fig.display} (${fa.display} ${col(s.fresh)} − ${fb.display} ${col(s.gone)}).`,
      'difference',
    );
  }

  if (/^how many\b/.test(q)) {
    // "how many cancelled in june", "how many new sign ups this year"
    const counted =
      /^how many (?:members |people )?(cancelled|canceled|cancellations|churned|quit|left|new|joined|sign-?ups|signups|joiners)\b/.exec(
        q,
      );
    if (counted) {
      const c = /^(new|joined|sign-?ups|signups|joiners)$/.test(counted[1]!) ? s.fresh : s.gone;
      if (c === undefined || plan) return undefined;
      const fig = figure(s, `${col(c)}, ${when}`, rows, [c])!;
      return answer(
        s,
        fig,
        `${col(c)}, ${when}: ${fig.display}.`,
        rows.length > 1 ? 'sum' : 'lookup',
      );
    }
    // "how many members at the end of the year", "how many members in march": a level, never added
    if (/^how many (?:\w+ )?(members|subscribers|memberships)\b/.test(q)) {
      const end = /\b(end of (the )?year|year[- ]end|now|currently|at the end|latest)\b/.test(q);
      const one = rows.length === 1 ? rows : end ? [s.months[s.months.length - 1]!] : undefined;
      if (!one || (end && rows.length === 1)) return undefined;
      const cols = plan ? [plan.members] : s.plans.map((p) => p.members);
      if (cols.some((c) => c === undefined)) return undefined;
      const name = periodName(s, one);
      const fig = figure(
        s,
        `${cols.map((c) => col(c!)).join(' + ')}, ${name}`,
        one,
        cols as number[],
      )!;
      return answer(
        s,
        fig,
        `Members in ${name}: ${fig.display} (${cols.map((c) => col(c!)).join(' + ')}).`,
        'lookup',
      );
    }
    return undefined;
  }

  // "membership revenue for the whole year", "adult revenue in march": plan MRR, or the total
  if (
    /\b(revenue|income|takings|brought in|bring in)\b/.test(q) &&
    !/\b(average|per|growth|grow|change|which|what month|when)\b/.test(q)
  ) {
    const yearly = /\b(year|annual|yearly|whole|total|all months|altogether|in total)\b/.test(q);
    if (rows.length > 1 && !yearly) return undefined;
    const c = plan ? plan.money : s.total;
    const fig = figure(s, `${col(c)}, ${when}`, rows, [c])!;
    const how = rows.length > 1 ? ` (${col(c)} added over ${rows.length} months)` : '';
    return answer(
      s,
      fig,
      `${col(c)}, ${when}: ${fig.display}${how}.`,
      rows.length > 1 ? 'sum' : 'lookup',
    );
  }
  return undefined;
}

/** An engine answer on this sheet that adds counts to money or names the total as a plan. */
export function planColumnsMixReason(
  wb: Workbook,
  question: string,
  a: Answer,
): string | undefined {
  if (a.refused) return undefined;
  const s = planColumnsShape(wb);
  if (!s) return undefined;
  const f = a.figures[0];
  if (!f) return undefined;
  if (/\(all \d+ columns\)/.test(f.label))
    return 'the sheet keeps member counts and money side by side; name the plan or the total column to add';
  if (/^(which|what)\b/i.test(question.trim()) && f.at === s.table.columns[s.total]!.label)
    return 'the total column is not one of the plans it totals';
  return undefined;
}
