/**
 * Issue 13, pass 52 (L1): more owners' questions on a cash-flow forecast with the months across
 * (pass 45's grid, `cash-forecast-grid.ts`: months as text or as date cells, a Total column):
 * - "how many months have negative cash flow" counts the months whose Net cash flow is below
 *   zero ("cash", "bank", "balance", "overdrawn", "in the red" without "flow": the Closing line);
 *   the months are named;
 * - "biggest cost line for the year" / "over the period" / "what do we spend most on": the
 *   payments line with the largest total over the span (the receipts line for income words);
 * - "which month does our bank balance get lowest", "lowest cash balance in the forecast": the
 *   lowest (highest) Closing line and its month;
 * - "best month for sales" / takings / income: the month of the highest Total receipts (a lone
 *   sales line that peaks elsewhere is named);
 * - rewordings for pass 45's reader: "next month" / "this month" / "next quarter" are the
 *   months they are as of today (refused when the forecast does not hold them), "take" is
 *   money coming in, "what do we finish the year with" is the cash at the end of the year.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Grid, grids, spanOf } from './cash-forecast-grid';
import { type Dec, decCmp, decFromInt, decSign, decSum } from './decimal';
import { formatValue, PLAIN } from './format';
import type { Column, Row, Workbook } from './model';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const NOTE = 'These are forecast figures, not actuals.';
const monthName = (c: Column): string => `${MONTH_NAMES[c.period!.index - 1]} ${c.period!.year}`;
const label = (r: Row): string => (r.label ?? '').trim();
const num = (g: Grid, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[g.t.columns.indexOf(c)]);
const styleOf = (g: Grid, r: Row, c: Column) => cellStyle(g.t, r.cells[g.t.columns.indexOf(c)]);

const OUT =
  /\b(costs?|expenses?|expenditure|outgoings?|payments?|spend|spending|spent|outflows?|cash out|money out|going out)\b/;

/** The one forecast grid the question is put to (beside other tables: only a forecast cue). */
function theGrid(wb: Workbook, q: string): Grid | undefined {
  const gs = grids(wb);
  if (gs.length !== 1) return undefined;
  const g = gs[0]!;
  const others = wb.sheets
    .flatMap((s) => s.tables)
    .filter((t) => t !== g.t && t.rows.filter((r) => r.kind === 'data').length > 3);
  if (
    others.length &&
    !/\b(forecast\w*|projected|projection|expect\w*|plan\w*|will|going to)\b/.test(q)
  )
    return undefined;
  return g;
}

const plain = (question: string): string =>
  plainQuestion(question).replace(/[’']/g, "'").replace(/,/g, ' ').replace(/\s+/g, ' ').trim();

/** Today's months put in words the grid reader reads; undefined when nothing changes. */
export function forecastGridWording(
  wb: Workbook,
  question: string,
  now?: Date,
): { query: string } | { refuse: string } | undefined {
  const q = plain(question);
  const g = theGrid(wb, q);
  if (!g) return undefined;
  let put = q;
  const first = monthName(g.months[0]!);
  const last = monthName(g.months[g.months.length - 1]!);
  const rel = /\b(next|this|the coming) (month|quarter)\b/.exec(put);
  if (rel && now) {
    const base = now.getUTCFullYear() * 12 + now.getUTCMonth() + (rel[1] === 'this' ? 0 : 1);
    if (rel[2] === 'month') {
      const y = Math.floor(base / 12);
      const m = (base % 12) + 1;
      const held = g.months.some((c) => c.period!.year === y && c.period!.index === m);
      const name = `${MONTH_NAMES[m - 1]} ${y}`;
      if (!held)
        return {
          refuse: `${rel[0]} is ${name} and the forecast runs from ${first} to ${last}`,
        };
      put = put.replace(rel[0], `in ${name.toLowerCase()}`);
    } else {
      // the quarter after this one (or this one)
      const m0 = now.getUTCMonth() + (rel[1] === 'this' ? 0 : 3);
      const y = now.getUTCFullYear() + Math.floor(m0 / 12);
      const qq = Math.floor((m0 % 12) / 3) + 1;
      put = put.replace(rel[0], `q${qq} ${y}`);
    }
  }
  // "what do we expect to take": money coming in
  if (!/\btake (?:out|away|off|on|up)\b/.test(put))
    put = put.replace(/\b(?:take|taking|took)(?: in)?\b/, 'receive');
  // "what do we finish the year with": the cash at its end
  const finish =
    /^(?:what|how much)(?: cash| money)? (?:do|will|would|are) we (?:going to )?(finish|end|start|begin)(?: up| off)?(?: the (year|forecast)| (20\d\d))? (?:with|on)$/.exec(
      put,
    );
  if (finish)
    put = `how much cash will we have at the ${/^(start|begin)/.test(finish[1]!) ? 'start' : 'end'} of ${finish[3] ?? `the ${finish[2] ?? 'forecast'}`}`;
  // "sales" / "takings" on a forecast whose receipts are all trading lines (no loan, grant,
  // capital or refund among them) and none says sales: its Total receipts
  if (
    /\b(sales|takings|revenue|turnover)\b/.test(put) &&
    g.totalIn &&
    tradingOnly(g) &&
    !OUT.test(put.replace(/\b(sales|takings|revenue|turnover)\b/g, ' '))
  )
    put = put.replace(/\b(?:total )?(sales|takings|revenue|turnover)\b/, 'total receipts');
  return put !== q ? { query: put } : undefined;
}

/** Receipts that are all trading (none a loan, grant, capital, refund …), none named sales. */
function tradingOnly(g: Grid): boolean {
  return (
    g.ins.length > 0 &&
    g.ins.every(
      (r) =>
        !/\b(loan|grant|capital|refund|rebate|interest|transfer|investment|invest|vat|gst|tax|sale of|disposal|insurance|other|misc|sundry|owner|director|share)\b/i.test(
          label(r),
        ) && !/\b(sales?|takings|revenue|turnover)\b/i.test(label(r)),
    )
  );
}

/** A line over a span: its months added (its Total cell when the span is the whole forecast). */
function lineTotal(g: Grid, r: Row, cols: Column[]): { v: Dec; cells: Column[] } | undefined {
  const xs = cols.map((c) => num(g, r, c));
  const held = cols.filter((_, i) => xs[i] !== undefined);
  if (!held.length) return undefined;
  return { v: decSum(xs.filter((x): x is Dec => x !== undefined)), cells: held };
}

export function forecastGridQuestionAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plain(question);
  if (
    /\b(actual|actuals|budget|variance|last year|percent|percentage|share|average|mean|%)\b/.test(q)
  )
    return undefined;
  const g = theGrid(wb, q);
  if (!g) return undefined;
  const whole = (): { cols: Column[]; how: string } => ({
    cols: g.months,
    how: `the whole forecast, ${monthName(g.months[0]!)} to ${monthName(g.months[g.months.length - 1]!)}`,
  });
  const spanAsked = (text: string): { cols: Column[]; how: string } | string => {
    const sp = spanOf(g, text, now);
    if (typeof sp === 'string') return sp;
    return sp ?? whole();
  };

  // how many months have negative cash flow / is cash below zero
  if (/^how many months\b|\bnumber of months\b/.test(q)) {
    const neg =
      /\b(negative|below zero|under zero|in the red|overdrawn|deficit|loss|lose|losing|minus|shortfall|(?:net )?outflows?|cash out(?:flow)?)\b/.test(
        q,
      );
    const pos =
      /\b(positive|above zero|in the black|surplus|gain|gaining|profit|(?:net )?inflows?)\b/.test(
        q,
      );
    if (neg === pos) return undefined;
    const flowAsked =
      /\b(cash ?flow|net|flow|movement|surplus|deficit|loss|lose|losing|gain|gaining|profit|outflows?|inflows?)\b/.test(
        q,
      );
    const levelAsked = /\b(cash|balance|bank|overdrawn|in the red|in the black|account)\b/.test(q);
    const row = flowAsked ? g.net : levelAsked ? g.closing : undefined;
    if (!row) return undefined;
    const sp = spanAsked(q.replace(/^how many months\b|\bnumber of months\b/, ' '));
    if (typeof sp === 'string') return refuse(sp);
    const xs = sp.cols.map((c) => num(g, row, c));
    if (xs.some((x) => x === undefined)) return undefined;
    const hit = sp.cols.filter((_, i) => (neg ? decSign(xs[i]!) < 0 : decSign(xs[i]!) > 0));
    const fig = figureOf(
      g.t,
      `Months with ${label(row)} ${neg ? 'below' : 'above'} zero`,
      decFromInt(hit.length),
      PLAIN,
      (hit.length ? hit : sp.cols).map((c) => ({ r: row.r, c: c.c })),
    );
    const list = hit
      .map((c) => `${monthName(c)} (${formatValue(num(g, row, c)!, PLAIN, 2)})`)
      .join(', ');
    return sourcedAnswer(
      fig,
      `${hit.length} of the ${sp.cols.length} months of ${sp.how} have ${label(row)} ${neg ? 'below' : 'above'} zero${hit.length ? `: ${list}` : ''}. ${NOTE}`,
      'count',
    );
  }

  const most = /\b(biggest|largest|highest|main|top|greatest|most)\b/.test(q);
  const least = /\b(smallest|lowest|least|minimum)\b/.test(q);
  const monthAsked = /\b(?:which|what) month\b|\bwhen\b|\bmonth (?:does|do|is|will)\b/.test(q);

  // the lowest / highest cash balance and its month
  if (
    most !== least &&
    /\b(cash|balance|bank|cash position)\b/.test(q) &&
    !/\b(cash ?flow|cash (?:in|out)|flow|net)\b/.test(q) &&
    // "which month loses the most cash" is a flow (pass 45's), never the balance's level
    !/\b(los[est]\w*|lost|gain\w*|burn\w*|generat\w*|bleed\w*|earn\w*|make|makes|made|bring\w*|brought|take|takes|took|comes?|goes|go|drops?|falls?|rises?|increas\w*|decreas\w*|movement|change)\b/.test(
      q,
    ) &&
    !OUT.test(q) &&
    !/\b(sales|takings|income|revenue|receipts?)\b/.test(q)
  ) {
    if (!g.closing) return undefined;
    const row = g.closing;
    const xs = g.months.map((c) => num(g, row, c));
    if (xs.some((x) => x === undefined)) return undefined;
    let best = 0;
    for (let i = 1; i < xs.length; i++)
      if (most ? decCmp(xs[i]!, xs[best]!) > 0 : decCmp(xs[i]!, xs[best]!) < 0) best = i;
    if (xs.some((x, i) => i !== best && decCmp(x!, xs[best]!) === 0))
      return refuse(`two months share the ${most ? 'highest' : 'lowest'} ${label(row)}`);
    const col = g.months[best]!;
    const fig = figureOf(
      g.t,
      `${label(row)}, ${monthName(col)}`,
      xs[best]!,
      styleOf(g, row, col),
      [{ r: row.r, c: col.c }],
      monthName(col),
    );
    return sourcedAnswer(
      fig,
      `${monthName(col)}: the forecast's ${label(row)} is at its ${most ? 'highest' : 'lowest'}, ${fig.display} (month-end balances, ${monthName(g.months[0]!)} to ${monthName(g.months[g.months.length - 1]!)}).${decSign(xs[best]!) < 0 ? ' Below zero: the account is overdrawn then.' : ''} ${NOTE}`,
      most ? 'max' : 'min',
    );
  }

  // the best / worst month for takings: the month of the highest Total receipts
  const bestMonth = /\b(best|strongest|busiest|biggest|top)\b/.test(q);
  const worstMonth = /\b(worst|weakest|quietest|slowest)\b/.test(q);
  if (
    bestMonth !== worstMonth &&
    /\bmonths?\b/.test(q) &&
    /\b(sales|takings|income|revenue|receipts|trading|turnover)\b/.test(q) &&
    !OUT.test(q) &&
    g.totalIn
  ) {
    const words = q
      .replace(
        /\b(what|which|is|was|will|be|the|our|for|of|in|month|months|best|strongest|busiest|biggest|top|worst|weakest|quietest|slowest|sales|takings|income|revenue|receipts|trading|turnover|forecast|expected|we|expect|do|to|have|a|2027|20\d\d)\b/g,
        ' ',
      )
      .trim();
    if (words) return undefined;
    // "sales" beside a lone sales line among receipts that are not all trading: that line
    const salesLines = g.ins.filter((r) => /\bsales?\b/i.test(label(r)));
    const lone =
      /\bsales\b/.test(q) && salesLines.length === 1 && !tradingOnly(g) ? salesLines[0] : undefined;
    const row = lone ?? g.totalIn;
    const xs = g.months.map((c) => num(g, row, c));
    if (xs.some((x) => x === undefined)) return undefined;
    const pick = (ys: Array<Dec | undefined>): number => {
      let b = 0;
      for (let i = 1; i < ys.length; i++)
        if (bestMonth ? decCmp(ys[i]!, ys[b]!) > 0 : decCmp(ys[i]!, ys[b]!) < 0) b = i;
      return b;
    };
    const best = pick(xs);
    if (xs.some((x, i) => i !== best && decCmp(x!, xs[best]!) === 0))
      return refuse(`two months share the ${bestMonth ? 'highest' : 'lowest'} ${label(row)}`);
    const col = g.months[best]!;
    const fig = figureOf(
      g.t,
      `${label(row)}, ${monthName(col)}`,
      xs[best]!,
      styleOf(g, row, col),
      [{ r: row.r, c: col.c }],
      monthName(col),
    );
    // the other reading (all receipts, or the one sales line) named when it picks another month
    const otherRow = lone
      ? g.totalIn
      : /\bsales\b/.test(q) && salesLines.length === 1
        ? salesLines[0]
        : undefined;
    let other = '';
    if (otherRow) {
      const ys = g.months.map((c) => num(g, otherRow, c));
      if (ys.every((y) => y !== undefined)) {
        const j = pick(ys);
        if (j !== best)
          other = ` ${label(otherRow)} peaks in ${monthName(g.months[j]!)} instead (${formatValue(ys[j]!, PLAIN, 2)}).`;
      }
    }
    return sourcedAnswer(
      fig,
      `${monthName(col)} is the ${bestMonth ? 'best' : 'worst'} month for money coming in: ${label(row)} ${fig.display}.${other} ${NOTE}`,
      bestMonth ? 'max' : 'min',
    );
  }

  // the biggest cost line (or income line) over the year / the period
  const costLine =
    (most || least) &&
    !monthAsked &&
    /\b(?:cost|costs|expense|expenses|outgoing|outgoings|payments|spend|spending|outflows)(?: (?:line|item|category|head|heading))?\b|\b(?:payment|outflow) (?:line|item|category|head|heading)\b/.test(
      q,
    ) &&
    !/\b(sales|takings|income|revenue|receipts?)\b/.test(q);
  const spendMost =
    /\bwhat (?:do|will|are) we (?:going to )?spend(?:ing)? (?:the )?(most|least) (?:money )?on\b|\bwhere does (?:most|the most) of (?:our|the) money go\b/.exec(
      q,
    );
  const incomeLine =
    (most || least) &&
    !monthAsked &&
    /\b(income|revenue|sales|receipts?)(?: (?:line|item|category|source|stream))\b|\b(?:source|stream) of (?:income|revenue|cash)\b/.test(
      q,
    ) &&
    !OUT.test(q);
  if (costLine || spendMost || incomeLine) {
    const lines = incomeLine ? g.ins : g.outs;
    if (lines.length < 2) return undefined;
    const low = spendMost ? spendMost[1] === 'least' : least && !most;
    const sp = spanAsked(
      q
        .replace(
          /\b(?:for|over|across|in) the (?:year|period|forecast|whole forecast)\b/,
          ' in total ',
        )
        .replace(/\b(?:biggest|largest|highest|main|top|greatest|smallest|lowest|least)\b/g, ' '),
    );
    if (typeof sp === 'string') return refuse(sp);
    const totals = lines.map((r) => ({ r, t: lineTotal(g, r, sp.cols) }));
    if (totals.some((x) => !x.t)) return undefined;
    totals.sort((a, b) => (low ? decCmp(a.t!.v, b.t!.v) : decCmp(b.t!.v, a.t!.v)));
    if (decCmp(totals[0]!.t!.v, totals[1]!.t!.v) === 0)
      return refuse(`${label(totals[0]!.r)} and ${label(totals[1]!.r)} tie over ${sp.how}`);
    const top = totals[0]!;
    const fig: AnswerFigure = figureOf(
      g.t,
      `${label(top.r)}, ${sp.how}`,
      top.t!.v,
      styleOf(g, top.r, top.t!.cells[0]!),
      top.t!.cells.map((c) => ({ r: top.r.r, c: c.c })),
      label(top.r),
    );
    const next = totals[1]!;
    return sourcedAnswer(
      fig,
      `${label(top.r)} is the ${low ? 'smallest' : 'biggest'} ${incomeLine ? 'receipts' : 'cost'} line over ${sp.how}: ${fig.display}${sp.cols.length > 1 ? ` (${sp.cols.length} months added)` : ''}; next is ${label(next.r)} (${formatValue(next.t!.v, PLAIN, 2)}). ${NOTE}`,
      low ? 'min' : 'max',
    );
  }
  return undefined;
}
