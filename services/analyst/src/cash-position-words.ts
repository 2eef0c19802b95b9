/**
 * Issue 13, pass 36 (M9): a cash-flow forecast with the months across and a closing-cash line
 * (`Closing cash`, `Closing balance`, `Cash at end of month`). "Which month is cash tightest",
 * "when is cash lowest", "our worst cash position" name no line: they ask for the month with
 * the lowest closing cash. Asked again as "which month has the lowest <closing line>" (the
 * caller keeps it only when a lowest answers from that line).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decFromInt, decSign, decSub, decSum } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { PLAIN } from './format';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';
import { viewsOf } from './view';

const TIGHT = '(?:tightest|lowest|worst|weakest|smallest|most stretched)';
const ASKED = new RegExp(
  [
    `^(?:which|what) month (?:is|was|will be|are|'s) (?:our |the )?cash(?: position| balance)? (?:going to be |at its )?${TIGHT}$`,
    `^when (?:is|was|will) (?:our |the )?cash(?: position| balance)? (?:be )?(?:at its )?${TIGHT}$`,
    `^(?:what|which) (?:is|was|will be|'s) (?:our |the )?${TIGHT} cash (?:position|month|point|balance)$`,
    `^(?:our |the )?${TIGHT} (?:cash (?:position|month|point)|month for cash)$`,
    `^(?:which|what) (?:is|was|will be) (?:our |the )?${TIGHT} month for cash$`,
  ].join('|'),
);
const CLOSING =
  /^(closing|ending|end of (?:month|period)) (cash|bank|balance|cash balance|bank balance)\b|^cash (?:at|on hand at) (?:the )?end of (?:the )?(?:month|period)\b|^closing balance\b/i;

export function cashPositionWording(wb: Workbook, question: string): string | undefined {
  if (!ASKED.test(plainQuestion(question))) return undefined;
  const lines = viewsOf(wb).flatMap((v) => {
    if (v.table.layout !== 'wide') return [];
    const months = v.table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'month');
    if (months.length < 3) return [];
    return v.table.rows.filter((r) => r.label && CLOSING.test(r.label.trim())).map((r) => r.label!);
  });
  return lines.length === 1
    ? `which month has the lowest ${lines[0]!.trim().toLowerCase()}`
    : undefined;
}

/**
 * Pass 37 (W6): a cash-flow forecast over twelve months with a Total column (`Jul-26 … Jun-27 |
 * Total`; none for the balances), in the owner's words:
 * - "net cash flow over the year" (for the year, in total, over the forecast) is that line's
 *   Total, checked against its months added (a trend was read);
 * - "what will bottling cost us" (how much will we spend on …) is the one line the word names,
 *   its Total;
 * - "how much export do we expect in december" is that line's month ("expect" on a forecast
 *   reads the sheet);
 * - "which month has the biggest net outflow" is the most negative net cash flow (refused when
 *   no month is negative); "in how many months do we pay out more than comes in" counts them.
 * Only on the one wide table with twelve-ish months whose title or notes say forecast, budget,
 * projection or plan; a line is named when every word asked begins a word of one label.
 */

const FORECAST = /\b(forecast|budget|projection|projected|plan)\b/i;
const NET_LINE =
  /^net (?:cash ?flow|cash movement|movement in cash|increase(?:\/| in | \/ )?\(?decrease\)? in cash)\b/i;
const LINE_STOP = new Set([
  'the',
  'our',
  'of',
  'on',
  'for',
  'in',
  'and',
  'us',
  'we',
  'do',
  'to',
  'be',
  'a',
]);

interface Plan {
  table: Table;
  months: Column[];
  total?: Column;
}

function plan(wb: Workbook): Plan | undefined {
  const found: Plan[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const months = table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'month');
      if (months.length < 3) continue;
      if (!FORECAST.test(table.title ?? '') && !s.notes.some((n) => FORECAST.test(n))) continue;
      const totals = table.columns.filter(
        (c) => c.role === 'total' && /^total$/i.test(c.label.trim()),
      );
      found.push({ table, months, ...(totals.length === 1 ? { total: totals[0]! } : {}) });
    }
  return found.length === 1 ? found[0] : undefined;
}

const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !LINE_STOP.has(w));

/** The one row every asked word begins a word of ("bottling" → "Bottling & packaging"). */
function lineNamed(p: Plan, asked: string): Row | undefined {
  const ws = wordsOf(asked);
  if (!ws.length) return undefined;
  const hits = p.table.rows.filter((r) => {
    if (!r.label || r.kind === 'section') return false;
    const lw = wordsOf(r.label);
    return ws.every((w) => lw.some((x) => x.startsWith(w.replace(/s$/, '')) || w.startsWith(x)));
  });
  return hits.length === 1 ? hits[0] : undefined;
}

const num = (p: Plan, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[p.table.columns.indexOf(c)]);

/** A line's Total, checked against its months added. */
function lineTotal(p: Plan, r: Row, refuse: (why: string) => Answer, how: string): Answer {
  const xs = p.months.map((c) => num(p, r, c));
  if (xs.some((x) => x === undefined)) return refuse(`${r.label} has months left blank`);
  const sum = decSum(xs as Dec[]);
  const tot = p.total ? num(p, r, p.total) : undefined;
  if (tot !== undefined && decCmp(decAbs(decSub(tot, sum)), { m: 1n, s: 2 }) > 0)
    return refuse(`${r.label}'s Total does not agree with its months added`);
  const style = cellStyle(p.table, r.cells[p.table.columns.indexOf(p.months[0]!)]);
  const fig =
    tot !== undefined
      ? figureOf(p.table, `${r.label}, Total`, tot, style, [{ r: r.r, c: p.total!.c }])
      : figureOf(
          p.table,
          `${r.label}, all ${p.months.length} months`,
          sum,
          style,
          p.months.map((c) => ({ r: r.r, c: c.c })),
        );
  return sourcedAnswer(
    fig,
    `${r.label} ${how}: ${fig.display} (${tot !== undefined ? 'the Total column, equal to its months added' : `its ${p.months.length} months added`}).`,
    'total',
  );
}

const PART_OF_YEAR =
  /\b(?:in|for|during|over|by)\s+(?:the\s+)?(?:q[1-4]|h[12]|first|second|third|fourth|last|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{4}|quarter|half)/;
const YEAR_SPAN =
  /^(?:what(?:'s| is| was) (?:our |the )?|how much (?:is |was )?(?:our |the )?)?(.+?) (?:over|for|across|during) the (?:whole |full |entire )?(?:year|forecast(?: period)?|twelve months|12 months|period)$|^(?:what(?:'s| is) )?(?:our |the )?(?:total|full[- ]year|annual) (.+?)(?: for the year)?$/;
const COST =
  /^what will (.+?) cost(?: us)?(?: over the year| this year| in total| for the year)?$|^how much will (?:we|i) (?:spend|pay) on (.+?)(?: over the year| this year| in total| for the year)?$/;
const EXPECT =
  /^how much (.+?) (?:do|did|will|are) (?:we|you) (?:expect|expecting|forecast|project|plan)(?: to (?:get|receive|sell|make|pay))? (?:in|for) ([a-z]+)(?: (\d{4}))?$/;
const OUTFLOW =
  /^(?:which|what) month (?:has|had|shows|will have|sees) the (?:biggest|largest|worst|greatest|most) (?:net )?(?:cash )?outflow$|^when (?:is|will be) (?:our |the )?(?:biggest|largest|worst) (?:net )?(?:cash )?outflow$/;
const NEGATIVE =
  /^(?:in )?how many months (?:do|will|did) (?:we|i) (?:pay out|spend) more than (?:comes|will come|came) in$|^how many months (?:have|show|will have) (?:a )?(?:negative net cash ?flow|net outflows?|a net outflow)$|^in how many months is (?:the )?net cash ?flow negative$/;

export function cashForecastAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const span = YEAR_SPAN.exec(q);
  const cost = COST.exec(q);
  const expect = EXPECT.exec(q);
  const outflow = OUTFLOW.test(q);
  const negative = NEGATIVE.test(q);
  if (!span && !cost && !expect && !outflow && !negative) return undefined;
  const p = plan(wb);
  if (!p) return undefined;
  if (span || cost) {
    const asked = (span ? (span[1] ?? span[2]) : (cost![1] ?? cost![2]))!;
    // after blind-37: "total payments in q1" names a part of the year, never the whole
    if (PART_OF_YEAR.test(asked)) return undefined;
    const row = lineNamed(p, asked);
    if (!row) return undefined;
    return lineTotal(p, row, refuse, span ? 'over the year' : 'over the forecast');
  }
  if (expect) {
    const row = lineNamed(p, expect[1]!);
    const mi = MONTH_KEYS.findIndex((k) => expect[2]!.startsWith(k)) + 1;
    if (!row || mi < 1) return undefined;
    const year = expect[3] ? Number(expect[3]) : undefined;
    const cols = p.months.filter(
      (c) => c.period!.index === mi && (year === undefined || c.period!.year === year),
    );
    if (cols.length !== 1) return undefined;
    const v = num(p, row, cols[0]!);
    if (v === undefined) return undefined;
    const fig = figureOf(
      p.table,
      `${row.label}, ${cols[0]!.label}`,
      v,
      cellStyle(p.table, row.cells[p.table.columns.indexOf(cols[0]!)]),
      [{ r: row.r, c: cols[0]!.c }],
    );
    return sourcedAnswer(
      fig,
      `${row.label} forecast for ${cols[0]!.label}: ${fig.display}.`,
      'lookup',
    );
  }
  const nets = p.table.rows.filter((r) => r.label && NET_LINE.test(r.label.trim()));
  if (nets.length !== 1) return undefined;
  const net = nets[0]!;
  const xs = p.months.map((c) => num(p, net, c));
  if (xs.some((x) => x === undefined)) return undefined;
  const neg = p.months.filter((_, i) => decSign(xs[i]!) < 0);
  const name = (c: Column) =>
    `${MONTH_NAMES[c.period!.index - 1] ?? c.label}${c.period!.year ? ` ${c.period!.year}` : ''}`;
  if (negative) {
    const fig = figureOf(
      p.table,
      `Months with a negative ${net.label}`,
      decFromInt(neg.length),
      PLAIN,
      (neg.length ? neg : p.months).map((c) => ({ r: net.r, c: c.c })),
    );
    return sourcedAnswer(
      fig,
      `${neg.length} of the ${p.months.length} months pay out more than comes in (${net.label} below zero${neg.length ? `: ${neg.map(name).join(', ')}` : ''}).`,
      'count',
    );
  }
  if (!neg.length) return refuse(`no month has a net outflow: ${net.label} is never below zero`);
  let worst = 0;
  for (let i = 1; i < xs.length; i++) if (decCmp(xs[i]!, xs[worst]!) < 0) worst = i;
  if (xs.some((x, i) => i !== worst && decCmp(x!, xs[worst]!) === 0))
    return refuse('two months share the biggest net outflow');
  const col = p.months[worst]!;
  const fig = figureOf(
    p.table,
    `Biggest net outflow (${net.label})`,
    xs[worst]!,
    cellStyle(p.table, net.cells[p.table.columns.indexOf(col)]),
    [{ r: net.r, c: col.c }],
    name(col),
  );
  return sourcedAnswer(
    fig,
    `${name(col)} has the biggest net outflow: ${fig.display} (${net.label}).`,
    'min',
  );
}
