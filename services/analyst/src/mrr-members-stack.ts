/**
 * Issue 13, pass 27 (W7): monthly recurring revenue with plans down and months across (a money
 * block ending in its total row, "MRR", and a total column), then a stacked counts block under a
 * heading ("Active members": the same plans, "Total members"). A count of members is a level,
 * never added over months: "how many members do we have" is the latest month's Total members.
 * Money words (brings in, revenue, MRR, earns) read the money block: the plan that brings in
 * the most (by its total column, or its months added), MRR now (the latest month in the sheet,
 * never a calendar month), MRR growth since a month, the best month for revenue, members gained
 * between two months, average revenue per member in a month (MRR ÷ Total members).
 */
import type { Answer, AnswerFigure } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decAdd, decDiv, decMul, decSub, decToString } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS } from './periods';

const MONEY_TOTAL = /^(mrr|total mrr|total revenue|revenue|total)$/i;
const COUNT_HEAD = /\b(members|customers|subscribers|clients|students|accounts)\b/i;
const COUNT_TOTAL =
  /^(total|total members|total customers|total subscribers|members|all members)$/i;
const MONTHS = MONTH_KEYS;

interface Stack {
  t: Table;
  months: number[];
  totalCol?: number;
  plans: Row[];
  mrr: Row;
  members: Row;
}

function stackOf(wb: Workbook): Stack | undefined {
  const found: Stack[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const months = t.columns.flatMap((c, i) => (c.period?.kind === 'month' ? [i] : []));
    if (months.length < 3) continue;
    const money = t.rows.filter((r) => !r.section && r.kind !== 'section' && r.label);
    const counts = t.rows.filter((r) => r.section && COUNT_HEAD.test(r.section) && r.label);
    const mrr = money.filter((r) => MONEY_TOTAL.test(r.label!.trim()));
    const members = counts.filter((r) => COUNT_TOTAL.test(r.label!.trim()));
    if (mrr.length !== 1 || members.length !== 1) continue;
    const plans = money.filter((r) => r !== mrr[0] && r.r < mrr[0]!.r);
    if (plans.length < 2) continue;
    const totals = t.columns.flatMap((c, i) => (c.role === 'total' ? [i] : []));
    found.push({
      t,
      months,
      totalCol: totals.length === 1 ? totals[0] : undefined,
      plans,
      mrr: mrr[0]!,
      members: members[0]!,
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const n = (d: Dec | undefined): number => (d ? Number(decToString(d)) : NaN);
/** The month column a word names ("january", "sep"), when the sheet holds that month once. */
function monthCol(x: Stack, word: string): number | undefined {
  const m = MONTHS.indexOf(word.slice(0, 3));
  if (m < 0) return undefined;
  const hits = x.months.filter((c) => {
    const p = x.t.columns[c]!.period!;
    return Number((p.start ?? '').slice(5, 7)) === m + 1;
  });
  return hits.length === 1 ? hits[0] : undefined;
}

/** The latest month whose cell in the row holds a number. */
function latest(x: Stack, row: Row): number | undefined {
  const filled = x.months.filter((c) => cellNumber(row.cells[c]));
  return filled.length
    ? filled.reduce((a, b) =>
        (x.t.columns[a]!.period!.start ?? '') > (x.t.columns[b]!.period!.start ?? '') ? a : b,
      )
    : undefined;
}

const colName = (x: Stack, c: number): string => x.t.columns[c]!.label.trim();
const cellFig = (x: Stack, row: Row, c: number, label: string, at?: string): AnswerFigure =>
  figureOf(
    x.t,
    label,
    cellNumber(row.cells[c])!,
    cellStyle(x.t, row.cells[c]),
    [{ r: row.r, c: x.t.columns[c]!.c }],
    at,
  );

export function mrrMembersAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const membersNow =
    /^how many (?:active )?members (?:do we have|have we got|are there)(?: now| currently| today)?$/.test(
      q,
    );
  const topPlan =
    /^(?:which|what) plan (?:brings in|earns|makes|generates|brings) (?:us )?the most(?: money| revenue)?$|^(?:which|what) plan has the (?:most|highest) (?:revenue|mrr)$/.test(
      q,
    );
  const mrrNow =
    /^(?:what(?:'s| is) )?(?:our |the )?mrr (?:now|currently|today|at the moment)$|^(?:what(?:'s| is) )?(?:our |the )?current mrr$/.test(
      q,
    );
  const growth =
    /^(?:what(?:'s| is| was) )?(?:our |the )?(?:mrr|revenue) growth since ([a-z]+)$/.exec(q);
  const best =
    /^(?:what (?:was|is) (?:the |our )?|which (?:was the )?)?best month for (?:revenue|mrr|income|sales)$/.test(
      q,
    );
  const gained =
    /^how many members did we (?:gain|add|grow by|win) (?:from|between) ([a-z]+) (?:to|and) ([a-z]+)$/.exec(
      q,
    );
  const perMember =
    /^(?:what(?:'s| is| was) )?(?:the |our )?average revenue per member (?:in|for) ([a-z]+)$/.exec(
      q,
    );
  if (!membersNow && !topPlan && !mrrNow && !growth && !best && !gained && !perMember)
    return undefined;
  const x = stackOf(wb);
  if (!x) return undefined;
  const mrrName = x.mrr.label!.trim();
  const memName = x.members.label!.trim();

  if (membersNow || mrrNow) {
    const row = membersNow ? x.members : x.mrr;
    const c = latest(x, row);
    if (c === undefined) return undefined;
    const fig = cellFig(x, row, c, `${row.label!.trim()}, ${colName(x, c)}`, colName(x, c));
    return sourcedAnswer(
      fig,
      `${fig.label}: ${fig.display}, the latest month in the sheet (a level is never added over months).`,
      'lookup',
    );
  }
  if (topPlan) {
    const valueOf = (r: Row): Dec | undefined =>
      x.totalCol !== undefined
        ? cellNumber(r.cells[x.totalCol])
        : x.months.reduce<Dec | undefined>(
            (s, c) =>
              s && cellNumber(r.cells[c]) ? decAdd(s, cellNumber(r.cells[c])!) : undefined,
            ZERO,
          );
    const ranked = x.plans
      .map((r) => ({ r, v: valueOf(r) }))
      .filter((e) => e.v)
      .sort((a, b) => n(b.v) - n(a.v));
    if (ranked.length < 2 || n(ranked[0]!.v) === n(ranked[1]!.v)) return undefined;
    const top = ranked[0]!;
    const cols = x.totalCol !== undefined ? [x.totalCol] : x.months;
    const fig = figureOf(
      x.t,
      `${top.r.label!.trim()} (${x.totalCol !== undefined ? colName(x, x.totalCol) : 'all months'})`,
      top.v!,
      cellStyle(x.t, top.r.cells[cols[0]!]),
      cols.map((c) => ({ r: top.r.r, c: x.t.columns[c]!.c })),
      top.r.label!.trim(),
    );
    return sourcedAnswer(
      fig,
      `${top.r.label!.trim()} brings in the most: ${fig.display}, of ${ranked.length} plans.`,
      'max',
    );
  }
  if (best) {
    const ranked = x.months
      .filter((c) => cellNumber(x.mrr.cells[c]))
      .sort((a, b) => n(cellNumber(x.mrr.cells[b])) - n(cellNumber(x.mrr.cells[a])));
    if (
      ranked.length < 2 ||
      n(cellNumber(x.mrr.cells[ranked[0]!])) === n(cellNumber(x.mrr.cells[ranked[1]!]))
    )
      return undefined;
    const fig = cellFig(
      x,
      x.mrr,
      ranked[0]!,
      `${mrrName}, ${colName(x, ranked[0]!)}`,
      colName(x, ranked[0]!),
    );
    return sourcedAnswer(
      fig,
      `The best month for revenue was ${colName(x, ranked[0]!)}: ${mrrName} ${fig.display}.`,
      'max',
    );
  }
  if (growth) {
    const from = monthCol(x, growth[1]!);
    const to = latest(x, x.mrr);
    if (from === undefined || to === undefined || from === to) return undefined;
    const a = cellNumber(x.mrr.cells[from])!;
    const b = cellNumber(x.mrr.cells[to])!;
    if (n(a) === 0) return undefined;
    const v = decDiv(decMul(decSub(b, a), HUNDRED), a, 2);
    if (!v) return undefined;
    const fig = figureOf(
      x.t,
      `${mrrName} growth, ${colName(x, from)} to ${colName(x, to)}`,
      v,
      { kind: 'percent', decimals: 2 },
      [from, to].map((c) => ({ r: x.mrr.r, c: x.t.columns[c]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${mrrName} grew ${fig.display} from ${colName(x, from)} to ${colName(x, to)} ((latest − first) ÷ first × 100).`,
      'change',
    );
  }
  if (gained) {
    const [from, to] = [monthCol(x, gained[1]!), monthCol(x, gained[2]!)];
    if (from === undefined || to === undefined || from === to) return undefined;
    const a = cellNumber(x.members.cells[from]);
    const b = cellNumber(x.members.cells[to]);
    if (!a || !b) return undefined;
    const fig = figureOf(
      x.t,
      `${memName}, ${colName(x, to)} − ${colName(x, from)}`,
      decSub(b, a),
      cellStyle(x.t, x.members.cells[to]),
      [from, to].map((c) => ({ r: x.members.r, c: x.t.columns[c]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${memName} went from ${decToString(a)} to ${decToString(b)}: a change of ${fig.display}.`,
      'difference',
    );
  }
  const c = monthCol(x, perMember![1]!);
  if (c === undefined) return undefined;
  const money = cellNumber(x.mrr.cells[c]);
  const people = cellNumber(x.members.cells[c]);
  if (!money || !people || n(people) === 0) return undefined;
  const v = decDiv(money, people, 2);
  if (!v) return undefined;
  const fig = figureOf(
    x.t,
    `${mrrName} per member, ${colName(x, c)}`,
    v,
    cellStyle(x.t, x.mrr.cells[c]),
    [x.mrr, x.members].map((r) => ({ r: r.r, c: x.t.columns[c]!.c })),
  );
  return sourcedAnswer(
    fig,
    `Average revenue per member in ${colName(x, c)}: ${fig.display} (${mrrName} ÷ ${memName}).`,
    'ratio',
  );
}
