/**
 * Issue 13, pass 49 (L3): a two-year comparison of lines (`Particulars | FY 2025-26 | FY 2024-25
 * | Change ₹ | Change %` under a "Year ended 31 March" group row): a Revenue heading over its
 * lines and Total revenue, expense lines and Total expenses, Net profit. The two year columns
 * are the two ends of a change (later minus earlier). Here:
 * - "which revenue line grew the most (in rupees / in %)", "which cost went up the most", "which
 *   revenue line fell", "which expenses went down": the lines of that family (revenue lines: the
 *   data rows above the revenue total; expense lines: those between it and the expense total)
 *   ranked by their change, or listed when no "most" is asked;
 * - "how many expense lines went up", "how many revenue lines fell": those lines counted;
 * - "how much more rent are we paying", "how much did revenue grow in rupees", "% change in
 *   expenses": the line named (or the family's total) as a change in money or in %;
 * - the sheet's own Change column, when there is one, must agree with the later year minus the
 *   earlier on every row read; otherwise the question is refused.
 * Anything else is left to the engine.
 */
import type { Answer, AnswerFigure } from './answer-types';
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
  decSign,
  decSub,
} from './decimal';
import { PERCENT, PLAIN, formatValue } from './format';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

type Refuse = (why: string) => Answer;

const REVENUE_TOTAL =
  /^total (?:(?:operating|trading) )?(?:revenue|revenues|income|sales|turnover|fees|receipts)$/i;
const EXPENSE_TOTAL =
  /^total (?:(?:operating|direct|indirect) )?(?:expenses|expenditure|costs|overheads|outgoings)$/i;
const NOT_A_LINE = /\b(profit|loss|surplus|deficit|ebitda?|margin)\b/i;

interface Pair {
  t: Table;
  newer: number;
  older: number;
  change?: number;
  revenue: Row[];
  expenses: Row[];
  revenueTotal: Row;
  expenseTotal?: Row;
}

function pairOf(wb: Workbook): Pair | undefined {
  const found: Pair[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'wide') continue;
    const years = t.columns.flatMap((c, i) =>
      c.period?.kind === 'year' && c.period.year && c.role !== 'total' ? [i] : [],
    );
    if (years.length !== 2) continue;
    const [a, b] = years.map((i) => t.columns[i]!.period!.year!) as [number, number];
    if (a === b) continue;
    const newer = a > b ? years[0]! : years[1]!;
    const older = a > b ? years[1]! : years[0]!;
    const rt = t.rows.findIndex((r) => REVENUE_TOTAL.test((r.label ?? '').trim()));
    if (rt < 0 || t.rows.filter((r) => REVENUE_TOTAL.test((r.label ?? '').trim())).length > 1)
      continue;
    const et = t.rows.findIndex((r, i) => i > rt && EXPENSE_TOTAL.test((r.label ?? '').trim()));
    const line = (r: Row): boolean =>
      r.kind === 'data' && !!r.label && !NOT_A_LINE.test(r.label) && !/^total\b/i.test(r.label);
    // the revenue lines: the data rows right above the revenue total (back to a heading or total)
    const revenue: Row[] = [];
    for (let i = rt - 1; i >= 0; i -= 1) {
      const r = t.rows[i]!;
      if (r.kind !== 'data') break;
      if (line(r)) revenue.unshift(r);
    }
    const expenses =
      et < 0 ? [] : t.rows.slice(rt + 1, et).filter((r) => line(r) && r.kind === 'data');
    if (revenue.length < 2) continue;
    const change = t.columns.findIndex(
      (c, i) =>
        i !== newer &&
        i !== older &&
        /^(change|variance|difference|increase|movement)\b/i.test(c.label.trim()) &&
        !/%|percent|pct/i.test(c.label) &&
        c.type !== 'percent',
    );
    found.push({
      t,
      newer,
      older,
      ...(change >= 0 ? { change } : {}),
      revenue,
      expenses,
      revenueTotal: t.rows[rt]!,
      ...(et >= 0 ? { expenseTotal: t.rows[et]! } : {}),
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const REVENUE_WORD =
  /\b(revenue|revenues|income|sales|turnover|fees?|receipts?|takings|earnings?)\b/;
const EXPENSE_WORD = /\b(costs?|expenses?|expenditures?|overheads?|outgoings?|spending|spend)\b/;
const UP =
  /\b(grew|grow|grown|growing|increased?|increasing|rose|risen|rise|went up|gone up|go up|goes up|climbed|jumped)\b/;
const DOWN =
  /\b(fell|fall|fallen|falling|dropped|drop|declined?|decreased?|went down|gone down|go down|goes down|shrank|shrunk|reduced|came down|come down)\b/;
const MOST = /\b(most|biggest|largest|greatest|highest|least|smallest|lowest)\b/;
// "grew fastest" is a rate of growth: a percentage
const PCT_ASKED =
  /%|\bpercent|\bpercentage\b|\bin relative terms\b|\bproportionally\b|\b(?:fastest|quickest|slowest)\b/;
const MONEY_ASKED =
  /\bin (?:rupees|rs|inr|dollars|pounds|euros|rand|naira|pesos|shillings|money|cash|value|absolute terms|amount)\b|\bby value\b|\bhow much more\b|\bhow much less\b/;

interface Move {
  r: Row;
  a: Dec;
  b: Dec;
  d: Dec;
  pct?: Dec;
}

export function twoYearLineMovesAnswer(
  wb: Workbook,
  question: string,
  refuse: Refuse,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const up = UP.test(q);
  const down = DOWN.test(q);
  const more = /\bhow much (more|less|extra)\b/.test(q);
  const changeWord = /\bchange[sd]?\b|\bdifference\b/.test(q);
  const size =
    !up &&
    !down &&
    !more &&
    !changeWord &&
    /^(?:which|what)\b/.test(q) &&
    /\b(biggest|largest|highest|smallest|lowest|top|main)\b/.test(q);
  if (!up && !down && !more && !changeWord && !size) return undefined;
  const x = pairOf(wb);
  if (!x) return undefined;
  if (size) return biggestLine(x, q, refuse);
  // a year other than the two is not this sheet's question
  const ys = (q.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
  const have = [x.newer, x.older].map((c) => x.t.columns[c]!.period!.year!);
  const haveStart = have.map((y) => y - 1);
  if (ys.some((y) => !have.includes(y) && !haveStart.includes(y))) return undefined;
  const nName = x.t.columns[x.newer]!.label.trim();
  const oName = x.t.columns[x.older]!.label.trim();
  const moveOf = (r: Row): Move | undefined => {
    const a = cellNumber(r.cells[x.newer]);
    const b = cellNumber(r.cells[x.older]);
    if (!a || !b) return undefined;
    const d = decSub(a, b);
    const pct = decCmp(b, ZERO) === 0 ? undefined : decDiv(decMul(d, HUNDRED), decAbs(b), 2);
    return { r, a, b, d, ...(pct ? { pct } : {}) };
  };
  // the sheet's own Change column is a check: it must agree with later minus earlier
  const disagrees = (ms: Move[]): Move | undefined =>
    x.change === undefined
      ? undefined
      : ms.find((m) => {
          const c = cellNumber(m.r.cells[x.change!]);
          return c !== undefined && decCmp(c, m.d) !== 0;
        });
  const cites = (r: Row) => [x.newer, x.older].map((c) => ({ r: r.r, c: x.t.columns[c]!.c }));
  const style = (r: Row) => cellStyle(x.t, r.cells[x.newer]);
  const name = (r: Row) => r.label!.trim();
  const checkFailed = (m: Move): Answer =>
    refuse(
      `the sheet's Change column for ${name(m.r)} does not equal ${nName} minus ${oName}; I can't tell which to trust`,
    );

  const revenueAsked = REVENUE_WORD.test(q);
  const expenseAsked = EXPENSE_WORD.test(q) && !/\bcost of\b/.test(q);
  const broad =
    revenueAsked && !expenseAsked
      ? { rows: x.revenue, noun: 'revenue line', total: x.revenueTotal }
      : expenseAsked && !revenueAsked && x.expenses.length >= 2
        ? { rows: x.expenses, noun: 'expense line', total: x.expenseTotal }
        : undefined;
  const family = broad && sectionNamed(x, broad, q);
  const pct = PCT_ASKED.test(q);

  // "how many expense lines went up"
  if (/^how many\b/.test(q)) {
    if (!family || up === down) return undefined;
    const ms = family.rows.map(moveOf);
    if (ms.some((m) => !m)) return undefined;
    const bad = disagrees(ms as Move[]);
    if (bad) return checkFailed(bad);
    const hit = (ms as Move[]).filter((m) => decSign(m.d) === (up ? 1 : -1));
    const fig = figureOf(
      x.t,
      `${family.noun}s that went ${up ? 'up' : 'down'}, ${oName} to ${nName}`,
      decFromInt(hit.length),
      PLAIN,
      family.rows.flatMap(cites),
    );
    const listed = hit.map((m) => `${name(m.r)} (${signed(m.d, style(m.r))})`).join(', ');
    return sourcedAnswer(
      fig,
      `${hit.length} of the ${family.rows.length} ${family.noun}s went ${up ? 'up' : 'down'} from ${oName} to ${nName}${hit.length ? `: ${listed}` : ''}.`,
      'count',
    );
  }

  // "which revenue line grew the most", "which revenue line fell", "did any cost go down"
  if (
    /^(?:which|what|did any|has any|have any|list|name|show)\b/.test(q) &&
    !/^what (?:did|does|do|was|is|were|has|have|are)\b/.test(q) &&
    family &&
    up !== down
  ) {
    // "which revenue line grew": the question names no one line
    const named = linesNamed(x, q).filter((r) => r !== family.total);
    if (named.length) return undefined;
    const ms = family.rows.map(moveOf);
    if (ms.some((m) => !m)) return undefined;
    const all = ms as Move[];
    const bad = disagrees(all);
    if (bad) return checkFailed(bad);
    const sign = up ? 1 : -1;
    const key = (m: Move): Dec | undefined => (pct ? m.pct : m.d);
    if (all.some((m) => key(m) === undefined)) return undefined;
    const least = /\b(least|smallest|lowest)\b/.test(q);
    const moved = all.filter((m) => decSign(m.d) === sign);
    const verb = up ? 'went up' : 'went down';
    if (!moved.length)
      return sourcedAnswer(
        figureOf(
          x.t,
          `${family.noun}s that ${verb}, ${oName} to ${nName}`,
          ZERO,
          PLAIN,
          family.rows.flatMap(cites),
        ),
        `None of the ${family.rows.length} ${family.noun}s ${verb} from ${oName} to ${nName}.`,
        'count',
      );
    // the biggest move in the asked direction first (the smallest for "least")
    const ranked = [...moved].sort((p, s) => sign * decCmp(key(s)!, key(p)!) * (least ? -1 : 1));
    if (MOST.test(q) && ranked.length > 1 && decCmp(key(ranked[0]!)!, key(ranked[1]!)!) === 0)
      return refuse(
        `${name(ranked[0]!.r)} and ${name(ranked[1]!.r)} changed by the same amount; name one`,
      );
    const top = ranked[0]!;
    const fig = pct
      ? figureOf(
          x.t,
          `${name(top.r)} % change, ${oName} to ${nName}`,
          top.pct!,
          PERCENT,
          cites(top.r),
          name(top.r),
        )
      : figureOf(
          x.t,
          `${name(top.r)}, change ${oName} to ${nName}`,
          top.d,
          style(top.r),
          cites(top.r),
          name(top.r),
        );
    const line = (m: Move): string =>
      `${name(m.r)}: ${formatValue(m.b, style(m.r))} → ${formatValue(m.a, style(m.r))} (${signed(m.d, style(m.r))}${m.pct ? `, ${signed(m.pct, PERCENT)}` : ''})`;
    const text = MOST.test(q)
      ? `${name(top.r)} ${verb} the ${least ? 'least' : 'most'}${pct ? ' in %' : ''} of the ${family.rows.length} ${family.noun}s from ${oName} to ${nName}: ${line(top)}.` +
        (pct ? '' : ` (${nName} minus ${oName}.)`)
      : `${moved.length} of the ${family.rows.length} ${family.noun}s ${verb} from ${oName} to ${nName}: ${ranked.map(line).join('; ')}.`;
    return sourcedAnswer(fig, text, MOST.test(q) ? (least ? 'min' : 'max') : 'list');
  }

  // "how much more rent are we paying", "how much did revenue grow in rupees", "% change in X"
  const money = MONEY_ASKED.test(q);
  if (!money && !pct) return undefined;
  if (money && pct) return undefined;
  const named = linesNamed(x, q);
  let row: Row | undefined;
  if (named.length === 1) row = named[0];
  // the family's total only when no word of the question is a word of one of its lines
  // ("how much more did we spend on clay" names "Clay & glazes" in part: not the total)
  else if (!named.length && family?.total && !linesTouched(x, q).length) row = family.total;
  if (!row) return undefined;
  const m = moveOf(row);
  if (!m) return undefined;
  const bad = disagrees([m]);
  if (bad) return checkFailed(bad);
  if (pct && !m.pct) return undefined;
  const fig: AnswerFigure = pct
    ? figureOf(x.t, `${name(row)} % change, ${oName} to ${nName}`, m.pct!, PERCENT, cites(row))
    : figureOf(x.t, `${name(row)}, change ${oName} to ${nName}`, m.d, style(row), cites(row));
  return sourcedAnswer(
    fig,
    `${name(row)}: ${formatValue(m.b, style(row))} in ${oName}, ${formatValue(m.a, style(row))} in ${nName}; a change of ${signed(m.d, style(row))}${m.pct ? ` (${signed(m.pct, PERCENT)})` : ''}, ${nName} minus ${oName}.`,
    pct ? 'growth' : 'change',
  );
}

function signed(v: Dec, style: Parameters<typeof formatValue>[1]): string {
  return `${decSign(v) > 0 ? '+' : ''}${formatValue(v, style, style.kind === 'percent' ? 2 : undefined)}`;
}

const wordsOf = (s: string): string[] =>
  (
    normalizeText(s)
      .replace(/&/g, ' and ')
      .match(/[a-z0-9]+/g) ?? []
  ).map((w) => (w.length > 3 ? w.replace(/(?:ies)$/, 'y').replace(/s$/, '') : w));
const FILL = new Set(['and', 'of', 'the', 'total', 'sold', 'a']);

/** the rows whose every word is in the question; the longest wins over its own words */
function linesNamed(x: Pair, q: string): Row[] {
  const qw = new Set(wordsOf(q));
  const hits = x.t.rows.filter((r) => {
    if (!r.label || r.kind === 'section') return false;
    const ws = wordsOf(r.label).filter((w) => !FILL.has(w));
    return ws.length > 0 && ws.every((w) => qw.has(w));
  });
  const size = (r: Row) => wordsOf(r.label!).filter((w) => !FILL.has(w)).length;
  const best = Math.max(0, ...hits.map(size));
  return hits.filter((r) => size(r) === best);
}

const GENERIC_LINE_WORDS = new Set([
  ...FILL,
  'revenue',
  'income',
  'sale',
  'turnover',
  'fee',
  'cost',
  'expense',
  'expenditure',
  'other',
  'profit',
  'net',
  'gross',
  'operating',
  'spend',
  'spending',
  'more',
  'less',
  'much',
  'how',
  'did',
  'we',
  'our',
  'on',
  'in',
  'this',
  'year',
  'last',
  'pay',
  'paying',
  'are',
  'what',
]);

/** After blind-40: "how many overheads went down" is the lines under the Overheads heading,
 * not every expense line (Cost of sales is a family of its own). A heading the question names
 * narrows the family to its lines and their "Total …" row. */
function sectionNamed(
  x: Pair,
  family: { rows: Row[]; noun: string; total?: Row | undefined },
  q: string,
): { rows: Row[]; noun: string; total?: Row | undefined } {
  const heads = [...new Set(family.rows.map((r) => r.section).filter((s): s is string => !!s))];
  if (heads.length < 2) return family;
  const named = heads.filter((h) => {
    const w = h.trim().toLowerCase();
    return w.length >= 4 && new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(q);
  });
  if (named.length !== 1) return family;
  const head = named[0]!;
  const rows = family.rows.filter((r) => r.section === head);
  if (rows.length < 2) return family;
  const total = x.t.rows.find(
    (r) => r.label?.trim().toLowerCase() === `total ${head.trim().toLowerCase()}`,
  );
  return { rows, noun: `${head.trim().toLowerCase()} line`, total };
}

/** the lines one of whose own words (not a family or filler word) the question uses */
function linesTouched(x: Pair, q: string): Row[] {
  const qw = new Set(wordsOf(q).filter((w) => w.length > 2 && !GENERIC_LINE_WORDS.has(w)));
  return x.t.rows.filter(
    (r) =>
      !!r.label &&
      r.kind !== 'section' &&
      wordsOf(r.label).some((w) => !GENERIC_LINE_WORDS.has(w) && qw.has(w)),
  );
}

/**
 * "which revenue line is the biggest", "what is our largest expense": the family's lines in one
 * year, the later one unless the question names the earlier (never the two years added).
 */
function biggestLine(x: Pair, q: string, refuse: Refuse): Answer | undefined {
  const revenueAsked = REVENUE_WORD.test(q);
  const expenseAsked = EXPENSE_WORD.test(q) && !/\bcost of\b/.test(q);
  if (revenueAsked === expenseAsked) return undefined;
  const rows = revenueAsked ? x.revenue : x.expenses;
  if (rows.length < 2) return undefined;
  const noun = revenueAsked ? 'revenue line' : 'expense line';
  // "2024-25" is the year it ends in, as its column reads; "2025" alone the same
  const ys = (q.match(/\b(?:19|20)\d\d(?:[-/]\d\d)?\b/g) ?? []).map(
    (y) => Number(y.slice(0, 4)) + (y.length > 4 ? 1 : 0),
  );
  const years = [x.newer, x.older].map((c) => x.t.columns[c]!.period!.year!);
  let col = x.newer;
  const lastYear = /\b(?:last|previous|prior) year\b/.test(q);
  if (ys.length) {
    const hit = [x.newer, x.older].filter((c, i) => ys.some((y) => y === years[i]));
    if (hit.length !== 1) return undefined;
    col = hit[0]!;
  } else if (lastYear) col = x.older;
  const low = /\b(smallest|lowest)\b/.test(q);
  const vals = rows.map((r) => ({ r, v: cellNumber(r.cells[col]) }));
  if (vals.some((v) => v.v === undefined)) return undefined;
  const sorted = [...vals].sort((a, b) => decCmp(b.v!, a.v!) * (low ? -1 : 1));
  if (decCmp(sorted[0]!.v!, sorted[1]!.v!) === 0)
    return refuse(`${sorted[0]!.r.label} and ${sorted[1]!.r.label} are the same`);
  const top = sorted[0]!;
  const name = top.r.label!.trim();
  const yName = x.t.columns[col]!.label.trim();
  const style = cellStyle(x.t, top.r.cells[col]);
  const fig = figureOf(
    x.t,
    `${name}, ${yName}`,
    top.v!,
    style,
    [{ r: top.r.r, c: x.t.columns[col]!.c }],
    name,
  );
  return sourcedAnswer(
    fig,
    `${name} is the ${low ? 'smallest' : 'biggest'} ${noun} in ${yName}: ${fig.display} (of ${rows.length}; ${sorted
      .slice(1, 3)
      .map((e) => `${e.r.label!.trim()} ${formatValue(e.v!, style)}`)
      .join(', ')} next).`,
    low ? 'min' : 'max',
  );
}
