/**
 * Issue 13, pass 31 (W2): MRR by plan (corner cell "MRR", plans down, months across, a "Total
 * MRR" row) with a second table of the same plans stacked below it on the same sheet, whose
 * corner cell names the count ("Members") and which has NO total row. "How many members in
 * september" is that month's column of the counts table added up (it answered 4, the number of
 * plan rows); a plan's members or MRR in a month is its cell in the table the question's word
 * picks; "MRR now" is the sheet's latest month (never a calendar month); growth since a month,
 * revenue over a span, ARR (latest Total MRR × 12) and the plan bringing in the most read the
 * money table. Anything else is left to the engine.
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAdd,
  decDiv,
  decFromInt,
  decMul,
  decSub,
  decToString,
} from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MONEY_CORNER = /^(mrr|monthly recurring revenue)$/i;
const MONEY_TOTAL = /^total (mrr|monthly recurring revenue)$/i;
const COUNT_CORNER = /^(?:active )?(members|customers|subscribers|clients|students|accounts)$/i;

interface Pair {
  money: Table;
  counts: Table;
  total: Row;
  plans: Row[];
  countPlans: Row[];
  /** month column indexes (same in both tables) */
  months: number[];
  countWord: string;
}

const monthCols = (t: Table): number[] =>
  t.columns.flatMap((c, i) => (c.period?.kind === 'month' ? [i] : []));
const corner = (t: Table): string =>
  t.columns[0]?.role === 'label' ? t.columns[0].label.trim() : '';

function pairOf(wb: Workbook): Pair | undefined {
  const found: Pair[] = [];
  for (const s of wb.sheets)
    for (const money of s.tables) {
      if (!MONEY_CORNER.test(corner(money))) continue;
      const totals = money.rows.filter((r) => r.label && MONEY_TOTAL.test(r.label.trim()));
      if (totals.length !== 1) continue;
      const plans = money.rows.filter((r) => r.kind === 'data' && r.label && r.r < totals[0]!.r);
      const counts = s.tables.filter((t) => COUNT_CORNER.test(corner(t)));
      if (counts.length !== 1 || plans.length < 2) continue;
      const c = counts[0]!;
      const countPlans = c.rows.filter((r) => r.kind === 'data' && r.label);
      // no total row in the counts table: a total row would be pass 27's shape
      if (c.rows.some((r) => r.kind === 'total') || countPlans.length < 2) continue;
      const months = monthCols(money);
      const same =
        months.length >= 2 &&
        months.length === monthCols(c).length &&
        months.every((i) => c.columns[i]?.period?.start === money.columns[i]!.period!.start);
      if (!same) continue;
      found.push({
        money,
        counts: c,
        total: totals[0]!,
        plans,
        countPlans,
        months,
        countWord: COUNT_CORNER.exec(corner(c))![1]!.toLowerCase(),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const n = (d: Dec | undefined): number => (d ? Number(decToString(d)) : NaN);
const colName = (t: Table, c: number): string => t.columns[c]!.label.trim();

/** The month column a word names ("september", "sep"), when the sheet holds that month once. */
function monthCol(x: Pair, word: string): number | undefined {
  const m = MONTH_KEYS.indexOf(word.slice(0, 3));
  if (m < 0) return undefined;
  const hits = x.months.filter(
    (c) => Number((x.money.columns[c]!.period!.start ?? '').slice(5, 7)) === m + 1,
  );
  return hits.length === 1 ? hits[0] : undefined;
}
function latest(x: Pair, row: Row): number | undefined {
  const filled = x.months.filter((c) => cellNumber(row.cells[c]));
  return filled.length ? filled[filled.length - 1] : undefined;
}
/** the one plan row whose label the question names */
function planNamed(rows: Row[], q: string): Row | undefined {
  const hits = rows.filter((r) => q.includes(r.label!.trim().toLowerCase()));
  return hits.length === 1 ? hits[0] : undefined;
}
const cellAnswer = (t: Table, row: Row, c: number, text: (d: string) => string): Answer => {
  const fig = figureOf(
    t,
    `${row.label!.trim()}, ${colName(t, c)}`,
    cellNumber(row.cells[c])!,
    cellStyle(t, row.cells[c]),
    [{ r: row.r, c: t.columns[c]!.c }],
    colName(t, c),
  );
  return sourcedAnswer(fig, text(fig.display), 'lookup');
};
function sumOf(t: Table, rows: Row[], cols: number[], label: string, at?: string) {
  let v: Dec = ZERO;
  const cells: Array<{ r: number; c: number }> = [];
  for (const r of rows)
    for (const c of cols) {
      const d = cellNumber(r.cells[c]);
      if (d) v = decAdd(v, d);
      cells.push({ r: r.r, c: t.columns[c]!.c });
    }
  return figureOf(t, label, v, cellStyle(t, rows[0]!.cells[cols[0]!]), cells, at);
}

const MONEY_WORDS = /\b(mrr|revenue|recurring|income|money|earn\w*|brings? in|makes?)\b/;

export function mrrMembersTablesAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .trim();
  if (
    !/\b(mrr|arr|members?|customers?|subscribers?|clients?|students?|accounts?|revenue|plan)\b/.test(
      q,
    )
  )
    return undefined;
  // a share ("share of MRR from fixed desks") divides by the total: the engine's share readers
  // answer it, never a cell of this module
  if (/\b(share|percent|percentage|proportion)\b|%/.test(q)) return undefined;
  const x = pairOf(wb);
  if (!x) return undefined;
  const count = new RegExp(`^how many (?:(.+?) )?${x.countWord.replace(/s$/, '')}s?\\b(.*)$`).exec(
    q,
  );
  const monthIn = /\b(?:in|for|at the end of|during) ([a-z]+)$/.exec(q);
  const now = /\b(now|currently|today|at the moment|right now|these days)$/.test(q);
  if (count && !MONEY_WORDS.test(q)) {
    const c = monthIn
      ? monthCol(x, monthIn[1]!)
      : now || !count[2]!.trim() || /^(do we have|have we got|are there)$/.test(count[2]!.trim())
        ? latest(x, x.countPlans[0]!)
        : undefined;
    if (c === undefined) return undefined;
    const who = (count[1] ?? '').replace(/^(active|our|the)\s*/, '').trim();
    if (who) {
      const row = planNamed(x.countPlans, who);
      if (!row || !cellNumber(row.cells[c])) return undefined;
      return cellAnswer(
        x.counts,
        row,
        c,
        (d) => `${row.label!.trim()} had ${d} ${x.countWord} in ${colName(x.counts, c)}.`,
      );
    }
    const fig = sumOf(
      x.counts,
      x.countPlans,
      [c],
      `${corner(x.counts)}, ${colName(x.counts, c)} (all plans)`,
      colName(x.counts, c),
    );
    return sourcedAnswer(
      fig,
      `${corner(x.counts)} in ${colName(x.counts, c)}: ${fig.display}, the ${x.countPlans.length} plans' counts added (the table has no total row; a count is never added over months).`,
      'total',
    );
  }
  if (!MONEY_WORDS.test(q) && !/\barr\b/.test(q)) return undefined;
  // a plan's MRR in a month: "MRR" in the question picks the money table
  const plan = planNamed(x.plans, q);
  if (plan && monthIn && /\bmrr\b|\brevenue\b/.test(q)) {
    const c = monthCol(x, monthIn[1]!);
    if (c === undefined || !cellNumber(plan.cells[c])) return undefined;
    return cellAnswer(
      x.money,
      plan,
      c,
      (d) => `${plan.label!.trim()} MRR in ${colName(x.money, c)}: ${d}.`,
    );
  }
  if (plan) return undefined;
  const totalName = x.total.label!.trim();
  if (
    /^(?:what(?:'s| is) )?(?:our |the )?(?:total )?mrr (?:now|currently|today|at the moment|right now)$|^(?:what(?:'s| is) )?(?:our |the )?current mrr$/.test(
      q,
    )
  ) {
    const c = latest(x, x.total);
    if (c === undefined) return undefined;
    return cellAnswer(
      x.money,
      x.total,
      c,
      (d) => `${totalName}, ${colName(x.money, c)}: ${d}, the latest month in the sheet.`,
    );
  }
  if (
    /^(?:what(?:'s| is) )?(?:our |the )?(?:current )?arr(?: now)?$|^(?:what(?:'s| is) )?(?:our |the )?annual(?:ised|ized)? (?:recurring )?revenue(?: run rate)?$/.test(
      q,
    )
  ) {
    const c = latest(x, x.total);
    if (c === undefined) return undefined;
    const v = decMul(cellNumber(x.total.cells[c])!, decFromInt(12));
    const fig = figureOf(
      x.money,
      `ARR (${totalName}, ${colName(x.money, c)} × 12)`,
      v,
      cellStyle(x.money, x.total.cells[c]),
      [{ r: x.total.r, c: x.money.columns[c]!.c }],
    );
    return sourcedAnswer(
      fig,
      `ARR: ${fig.display} (${totalName} in ${colName(x.money, c)}, the latest month, × 12).`,
      'ratio',
    );
  }
  const since =
    /^how much (?:has|did) (?:our |the )?(?:total )?(?:mrr|revenue) (?:grown|grow|increased|increase|gone up|go up) since ([a-z]+)$/.exec(
      q,
    );
  if (since) {
    const from = monthCol(x, since[1]!);
    const to = latest(x, x.total);
    if (from === undefined || to === undefined || from >= to) return undefined;
    const a = cellNumber(x.total.cells[from])!;
    const b = cellNumber(x.total.cells[to])!;
    if (n(a) === 0) return undefined;
    const diff = figureOf(
      x.money,
      `${totalName}, ${colName(x.money, to)} − ${colName(x.money, from)}`,
      decSub(b, a),
      cellStyle(x.money, x.total.cells[to]),
      [from, to].map((c) => ({ r: x.total.r, c: x.money.columns[c]!.c })),
    );
    const pct = decDiv(decMul(decSub(b, a), HUNDRED), a, 2);
    const text = `${totalName} grew by ${diff.display} from ${colName(x.money, from)} to ${colName(x.money, to)}, the latest month${pct ? ` (${decToString(pct)}%)` : ''}.`;
    return sourcedAnswer(diff, text, 'difference');
  }
  const span =
    /^(?:what (?:is|was) (?:our |the )?)?total (?:revenue|mrr|recurring revenue|income) (?:from )?([a-z]+) (?:to|through|-) ([a-z]+)$/.exec(
      q,
    );
  if (span) {
    const [from, to] = [monthCol(x, span[1]!), monthCol(x, span[2]!)];
    if (from === undefined || to === undefined || from > to) return undefined;
    const cols = x.months.filter((c) => c >= from && c <= to);
    const fig = sumOf(
      x.money,
      [x.total],
      cols,
      `${totalName}, ${colName(x.money, from)} to ${colName(x.money, to)}`,
    );
    return sourcedAnswer(
      fig,
      `${totalName} from ${colName(x.money, from)} to ${colName(x.money, to)}: ${fig.display} (${cols.length} months added).`,
      'total',
    );
  }
  if (
    /^(?:which|what) plan (?:makes|brings in|earns|generates|brings|has) (?:us )?(?:the )?(?:most|highest)(?: money| revenue| recurring revenue| mrr)?$/.test(
      q,
    )
  ) {
    const ranked = x.plans
      .map((r) => ({
        r,
        f: sumOf(x.money, [r], x.months, `${r.label!.trim()} (all months)`, r.label!.trim()),
      }))
      .sort((a, b) => Number(b.f.value) - Number(a.f.value));
    if (ranked.length < 2 || ranked[0]!.f.value === ranked[1]!.f.value) return undefined;
    const top = ranked[0]!;
    return sourcedAnswer(
      top.f,
      `${top.r.label!.trim()} brings in the most recurring revenue: ${top.f.display} over ${x.months.length} months, of ${ranked.length} plans.`,
      'max',
    );
  }
  return undefined;
}
