/**
 * Issue 13, pass 45 (L2): a cash-flow forecast with the months across (`| Jan 2027 … Dec 2027 |
 * Year` or `| Nov 2026 … Apr 2027 | Total`), lines down: Opening cash; a RECEIPTS heading, its
 * lines and Total receipts; a PAYMENTS heading, its lines and Total payments; Net cash flow;
 * Closing cash. The sheet says it is a forecast (its title or notes), so words like expect,
 * expected, planned, forecast, will have, coming in and going out only say the figures are
 * forecasts: they are never a reason to refuse, and the answer says the figures are forecast.
 * - the cash at the end of a month (or of a year, or the forecast) is that month's Closing line,
 *   at the start its Opening line; a year the forecast does not reach to its end is refused;
 * - money coming in / going out (receipts, income, takings; payments, spending, outgoings) is
 *   the Total receipts / Total payments line, over a month, a quarter, a year or the forecast;
 * - a line named by its words ("events income" → Events & catering, "VAT we expect to pay" →
 *   VAT payment, "bar takings expected") over the same periods; with no period named, over the
 *   whole forecast (its Total / Year column, checked against the months added);
 * - which month loses the most cash (the most negative Net cash flow), gains the most, has the
 *   most of a line; when cash first goes below zero.
 * A year or quarter is read only when every one of its months is across.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decSign, decSub, decSum, ZERO } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { monthRangeOf, rangeMonths, rangeName } from './month-range-words';
import { MONTH_KEYS, MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const FORECAST = /\b(forecasts?|forecasted|projections?|projected|outlook)\b/i;
const OPENING =
  /^(opening|beginning|start(?:ing)?(?: of (?:month|period))?) (cash|bank|balance|cash balance|bank balance|position)\b|^opening balance\b|^cash (?:b\/f|brought forward|at (?:the )?start)/i;
const CLOSING =
  /^(closing|ending|end(?:ing)?(?: of (?:month|period))?) (cash|bank|balance|cash balance|bank balance|position)\b|^closing balance\b|^cash (?:c\/f|carried forward|at (?:the )?end)/i;
const NET =
  /^net (?:cash ?flow|cash movement|movement(?: in cash)?|change in cash|cash (?:in|out)flow|inflow|(?:increase|decrease)\b)|^(?:cash )?surplus\s*\/\s*\(?deficit\)?$|^net$/i;
const IN_HEAD =
  /^(receipts|cash in|cash receipts|inflows?|cash inflows?|income|money in|sales receipts)\b/i;
const OUT_HEAD =
  /^(payments|cash out|cash payments|outflows?|cash outflows?|expenses|expenditure|outgoings|money out|spending|costs)\b/i;
const TOTAL_IN = /^total (receipts|cash in|inflows?|income|money in|cash receipts)\b/i;
const TOTAL_OUT =
  /^total (payments|cash out|outflows?|expenses|expenditure|outgoings|money out|spending|costs|cash payments)\b/i;
const WHOLE =
  /^(year|total|full year|fy|annual|whole year|forecast total|\d{4}(?: total)?|total \d{4})$/i;

export interface Grid {
  t: Table;
  months: Column[];
  /** the Year / Total column, when there is one */
  whole?: Column;
  opening?: Row;
  closing?: Row;
  net?: Row;
  totalIn?: Row;
  totalOut?: Row;
  ins: Row[];
  outs: Row[];
}

const ym = (c: Column): number => c.period!.year! * 12 + c.period!.index - 1;
const monthName = (c: Column): string => `${MONTH_NAMES[c.period!.index - 1]} ${c.period!.year}`;

export function grids(wb: Workbook): Grid[] {
  const out: Grid[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'wide') continue;
      const months = t.columns.filter(
        (c) => c.period?.kind === 'month' && c.period.year !== undefined && !c.tags?.length,
      );
      if (months.length < 3) continue;
      // months one after another, no other period columns
      if (months.some((c, i) => i > 0 && ym(c) !== ym(months[i - 1]!) + 1)) continue;
      // pass 52 (L1): a "Total 2027" column is the months' own year, never another period
      const ownYear = (c: Column): boolean =>
        c.period?.kind === 'year' && months.every((m) => m.period!.year === c.period!.year);
      if (t.columns.some((c) => c.period && !months.includes(c) && !ownYear(c))) continue;
      if (!FORECAST.test([t.title ?? '', ...(t.notes ?? []), ...s.notes].join(' '))) continue;
      const label = (r: Row) => (r.label ?? '').trim();
      const one = (re: RegExp, kinds: Row['kind'][] = ['data', 'total']) => {
        const hits = t.rows.filter((r) => kinds.includes(r.kind) && re.test(label(r)));
        return hits.length === 1 ? hits[0] : undefined;
      };
      const inHead = t.rows.find((r) => r.kind === 'section' && IN_HEAD.test(label(r)));
      const outHead = t.rows.find((r) => r.kind === 'section' && OUT_HEAD.test(label(r)));
      const under = (h: Row | undefined) =>
        h ? t.rows.filter((r) => r.kind === 'data' && r.section === h.label) : [];
      const totalIn = one(TOTAL_IN);
      const totalOut = one(TOTAL_OUT);
      const opening = one(OPENING);
      const closing = one(CLOSING);
      if (!closing && !(totalIn && totalOut)) continue;
      const wholes = t.columns.filter(
        (c) => (!c.period || ownYear(c)) && c.type !== 'text' && WHOLE.test(c.label.trim()),
      );
      const g: Grid = {
        t,
        months,
        ins: under(inHead).filter((r) => r !== totalIn),
        outs: under(outHead).filter((r) => r !== totalOut),
      };
      if (wholes.length === 1) g.whole = wholes[0]!;
      if (opening) g.opening = opening;
      if (closing) g.closing = closing;
      const net = one(NET);
      if (net) g.net = net;
      if (totalIn) g.totalIn = totalIn;
      if (totalOut) g.totalOut = totalOut;
      out.push(g);
    }
  return out;
}

/** The months asked: one month, a quarter, a year, the forecast, or the start / end of one. */
export interface Span {
  cols: Column[];
  how: string;
  /** a whole year or the whole forecast: its Year / Total column may answer */
  whole?: boolean;
}

// a month's name or its short form, whole ("marketing" is no March)
const MON =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

export function spanOf(g: Grid, q: string, now: Date | undefined): Span | string | undefined {
  const first = monthName(g.months[0]!);
  const last = monthName(g.months[g.months.length - 1]!);
  const range = `the forecast runs from ${first} to ${last}`;
  const y0 = now?.getUTCFullYear();
  const year =
    /\b(?:in|for|during|over|of|across)?\s*(?:the )?(?:calendar )?year (\d{4})\b/.exec(q)?.[1] ??
    (new RegExp(`\\b${MON}\\b`).test(q) ? undefined : /\b(20\d\d)\b/.exec(q)?.[1]) ??
    (y0 !== undefined && /\bnext year\b/.test(q) ? String(y0 + 1) : undefined) ??
    (y0 !== undefined && /\bthis year\b/.test(q) ? String(y0) : undefined);
  const month = new RegExp(`\\b${MON}(?:\\s+(?:of\\s+)?(\\d{4}))?\\b`).exec(q);
  const quarter =
    /\b(?:q([1-4])|(first|second|third|fourth) quarter)(?:\s+(?:of\s+)?(\d{4}))?\b/.exec(q);
  // pass 48 (R1): "jan to mar", "from january through march 2027": every month of it
  const rg = monthRangeOf(q);
  if (rg) {
    const ks = rangeMonths(rg, g.months.map(ym));
    if (typeof ks === 'string') return ks.replace(/^the sheet holds/, 'the forecast holds');
    const cols = ks.map((k) => g.months.find((c) => ym(c) === k)!);
    return { cols, how: rangeName(ks), whole: cols.length === g.months.length };
  }
  // one month named: its column, or why not
  const oneMonth = (mm: RegExpExecArray): Column | string => {
    const mi = MONTH_KEYS.findIndex((k) => mm[1]!.startsWith(k)) + 1;
    const y = mm[2] ? Number(mm[2]) : undefined;
    const cols = g.months.filter(
      (c) => c.period!.index === mi && (y === undefined || c.period!.year === y),
    );
    if (!cols.length) return `${range}; it holds no ${MONTH_NAMES[mi - 1]}${y ? ` ${y}` : ''}`;
    if (cols.length > 1)
      return `the forecast holds ${cols.map(monthName).join(' and ')}; say which year`;
    return cols[0]!;
  };
  if (month && !/\bmay (?:we|i|be)\b/.test(q)) {
    // pass 48: several months named ("jan, feb and mar", "january and march") are each of them;
    // months side by side with no "and" are asked back, never read as the first one
    const all = [...q.matchAll(new RegExp(`\\b${MON}(?:\\s+(?:of\\s+)?(\\d{4}))?\\b`, 'g'))];
    if (all.length > 1) {
      const gaps = all.slice(1).map((m, i) => q.slice(all[i]!.index + all[i]![0].length, m.index));
      // (commas are gone from the question by now: "jan, feb and mar" reads "jan  feb and mar")
      if (
        !gaps.every((x) => /^\s*(?:&|\+|and|plus)?\s*$/.test(x)) ||
        !gaps.some((x) => /&|\+|\band\b|\bplus\b/.test(x))
      )
        return `name the months as a range ("jan to mar") or a list ("jan and mar"); ${range}`;
      const cols: Column[] = [];
      for (const m of all) {
        const c = oneMonth(m);
        if (typeof c === 'string') return c;
        if (!cols.includes(c)) cols.push(c);
      }
      cols.sort((a, b) => ym(a) - ym(b));
      return { cols, how: cols.map(monthName).join(' and ') };
    }
    const c = oneMonth(month);
    if (typeof c === 'string') return c;
    // pass 48: "up to march", "until march 2027": the forecast's months to that one; "since
    // december", "from december": that one to the forecast's end
    const before = q.slice(0, month.index);
    if (
      /\b(?:up to(?: and including)?|until|till|through|thru|to|by(?: the end of)?|to the end of)\s*$/.test(
        before,
      )
    ) {
      const cols = g.months.filter((x) => ym(x) <= ym(c));
      return { cols, how: `${first} to ${monthName(c)}`, whole: cols.length === g.months.length };
    }
    if (/\b(?:since|from|after|starting(?: in| from)?|beginning(?: in)?)\s*$/.test(before)) {
      const after = /\bafter\s*$/.test(before);
      const cols = g.months.filter((x) => (after ? ym(x) > ym(c) : ym(x) >= ym(c)));
      if (!cols.length) return `${range}; nothing is forecast after ${monthName(c)}`;
      return {
        cols,
        how: `${monthName(cols[0]!)} to ${last}`,
        whole: cols.length === g.months.length,
      };
    }
    return { cols: [c], how: monthName(c) };
  }
  // pass 48: "the first three months" are the forecast's first three; the next / last / past /
  // coming N months depend on which month is meant: asked back
  const nMonths =
    /\b(first|next|last|past|coming|previous|final|remaining)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+months\b/.exec(
      q,
    );
  if (nMonths) {
    const words = [
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
    ];
    const n = /^\d+$/.test(nMonths[2]!) ? Number(nMonths[2]) : words.indexOf(nMonths[2]!) + 2;
    if (nMonths[1] !== 'first' || n > g.months.length || n < 1)
      return `${range}; name the months ("jan to mar")`;
    const cols = g.months.slice(0, n);
    return {
      cols,
      how: `the first ${n} months, ${first} to ${monthName(cols[n - 1]!)}`,
      whole: n === g.months.length,
    };
  }
  if (quarter) {
    const qi = quarter[1]
      ? Number(quarter[1])
      : ['first', 'second', 'third', 'fourth'].indexOf(quarter[2]!) + 1;
    const years = [...new Set(g.months.map((c) => c.period!.year!))];
    // pass 48: over two years, the one year that holds the whole quarter
    const whole = years.filter(
      (y) =>
        g.months.filter((c) => c.period!.year === y && Math.ceil(c.period!.index / 3) === qi)
          .length === 3,
    );
    const y = quarter[3]
      ? Number(quarter[3])
      : year
        ? Number(year)
        : years.length === 1
          ? years[0]
          : whole.length === 1
            ? whole[0]
            : undefined;
    if (y === undefined)
      return `the forecast spans ${years.join(' and ')}; say which year's Q${qi}`;
    const cols = g.months.filter(
      (c) => c.period!.year === y && Math.ceil(c.period!.index / 3) === qi,
    );
    if (cols.length !== 3) return `${range}; it does not hold all of Q${qi} ${y}`;
    return { cols, how: `Q${qi} ${y}` };
  }
  // pass 48: a half year ("h1 2027", "the first half of 2027") is its six months, all held
  const half = /\b(?:h([12])|(first|second) half)(?:\s+(?:of\s+)?(?:the year\s+)?(\d{4}))?\b/.exec(
    q,
  );
  if (half) {
    const hi = half[1] ? Number(half[1]) : half[2] === 'first' ? 1 : 2;
    const years = [...new Set(g.months.map((c) => c.period!.year!))];
    const inHalf = (c: Column, y: number) =>
      c.period!.year === y && Math.ceil(c.period!.index / 6) === hi;
    const fits = years.filter((y) => g.months.filter((c) => inHalf(c, y)).length === 6);
    const y = half[3]
      ? Number(half[3])
      : year
        ? Number(year)
        : fits.length === 1
          ? fits[0]
          : undefined;
    if (y === undefined || !fits.includes(y))
      return `${range}; it does not hold all of H${hi}${y !== undefined ? ` ${y}` : ''}`;
    return { cols: g.months.filter((c) => inHalf(c, y)), how: `H${hi} ${y}` };
  }
  if (year) {
    const cols = g.months.filter((c) => c.period!.year === Number(year));
    if (cols.length !== 12)
      return `${range}; it does not hold the whole of ${year}${cols.length ? ` (only ${monthName(cols[0]!)} to ${monthName(cols[cols.length - 1]!)})` : ''}; name the months or ask over the forecast`;
    return { cols, how: year, whole: cols.length === g.months.length };
  }
  // pass 48: another period named ("this quarter", "last quarter", "next 3 months", "h1") is
  // never the whole forecast, even with "total" in the question
  const otherPeriod =
    /\b(?:months|weeks?|quarters?|days?|today|now|so far|to date|ytd|last|next|this|previous|h[12]|half|since|until|till)\b|\b(?:coming|past) (?:\w+ )?(?:months?|weeks?|quarters?|years?)\b/.test(
      q.replace(
        /\bover the (?:whole |full |entire )?(?:forecast|period|year|twelve months|12 months|six months|6 months)\b|\bthe (?:twelve|12|six|6) months\b/g,
        ' ',
      ),
    );
  if (
    /\b(?:in total|altogether|over the (?:whole |full |entire )?(?:forecast|period|year|twelve months|12 months|six months|6 months)|for the (?:whole |full )?(?:forecast|period|year)|across the forecast|whole forecast|full forecast|the year|overall|total)\b/.test(
      q,
    ) ||
    !/\b(?:month|week|quarter|day|today|now|so far|to date|ytd|last|next|this)\b/.test(q)
  )
    return otherPeriod
      ? `${range}; name the months ("jan to mar") or the whole forecast`
      : { cols: g.months, how: `the whole forecast, ${first} to ${last}`, whole: true };
  return undefined;
}

const num = (g: Grid, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[g.t.columns.indexOf(c)]);
const styleOf = (g: Grid, r: Row, c: Column) => cellStyle(g.t, r.cells[g.t.columns.indexOf(c)]);
const near = (a: Dec, b: Dec): boolean => decCmp(decAbs(decSub(a, b)), { m: 1n, s: 2 }) <= 0;
const NOTE = 'These are forecast figures, not actuals.';

/** A line over the months of a span: its Year / Total cell when the span is the whole. */
function flow(g: Grid, r: Row, sp: Span, refuse: (why: string) => Answer): AnswerFigure | Answer {
  const name = (r.label ?? '').trim();
  // a blank month of a forecast line is nothing paid or received that month
  const held = sp.cols.filter((c) => num(g, r, c) !== undefined);
  if (!held.length && sp.cols.length === 1)
    return figureOf(
      g.t,
      `${name}, ${sp.how} (blank: nothing forecast)`,
      ZERO,
      styleOf(g, r, sp.cols[0]!),
      [{ r: r.r, c: sp.cols[0]!.c }],
    );
  if (!held.length) return refuse(`${name} is blank in ${sp.how}`);
  const xs = held.map((c) => num(g, r, c)!);
  const sum = decSum(xs);
  const whole =
    sp.whole && sp.cols.length === g.months.length && g.whole ? num(g, r, g.whole) : undefined;
  if (whole !== undefined && !near(whole, sum))
    return refuse(`${name}'s ${g.whole!.label} cell does not agree with its months added`);
  if (sp.cols.length === 1)
    return figureOf(g.t, `${name}, ${sp.how}`, xs[0]!, styleOf(g, r, sp.cols[0]!), [
      { r: r.r, c: sp.cols[0]!.c },
    ]);
  if (whole !== undefined)
    return figureOf(g.t, `${name}, ${g.whole!.label.trim()}`, whole, styleOf(g, r, g.whole!), [
      { r: r.r, c: g.whole!.c },
    ]);
  return figureOf(
    g.t,
    `${name}, ${sp.how}`,
    sum,
    styleOf(g, r, held[0]!),
    held.map((c) => ({ r: r.r, c: c.c })),
  );
}

const isAnswer = (x: AnswerFigure | Answer): x is Answer => 'refused' in x;

/** Words that only say the figures are a forecast, or how the question is put. */
const FILLER = new Set(
  (
    'what whats how much many is are was were will would do does did we our us you the a an in on ' +
    'for of to at by be been being have has having there it its this that from with and or ' +
    'expect expected expecting expects planned plan plans planning forecast forecasts forecasted ' +
    'forecasting projected projection predicted budgeted going coming come comes say says said ' +
    'show shows think likely total totals altogether overall whole all figure amount get getting ' +
    'receive receiving make making bring bringing value level me tell give please roughly about ' +
    'month months year years quarter forecast period full entire across over during each per ' +
    'end start beginning close closing opening so far sheet figures much one two three four five ' +
    'six seven eight nine ten eleven twelve ' +
    // pass 48: words of a period, read by spanOf (or refused there), never a line's
    'up until till since after starting through thru between inclusive last past previous ' +
    'coming next quarter quarters half h1 h2 first'
  ).split(' '),
);
const IN_WORDS =
  /\b(?:coming in|come in|comes in|money in|cash in|receipts?|income|takings|inflows?|brings? in|bringing in|receive\w*|earn\w*|revenue)\b/;
const OUT_WORDS =
  /\b(?:going out|go out|goes out|money out|cash out|payments?|pay|paying|paid|spend\w*|outgoings|outflows?|costs?|expenses?|expenditure)\b/;
/** Words that put a question to a forecast: a line they name is looked for among its lines. */
const CUE =
  /\b(?:expect\w*|plan|planned|planning|forecast\w*|projected|predicted|coming in|going out|will (?:we|i) (?:get|receive|pay|spend|have|make|bring in|take))\b/;
const GENERIC =
  /^(money|cash|receipts?|income|takings|inflows?|outflows?|payments?|pay|paying|paid|spend|spending|spent|outgoings|costs?|expenses?|expenditure|revenue|earn|earned|earnings|in|out|sales?|net)$/;

/** The question's words once the months, periods, forecast words and in / out words are gone. */
function contentWords(q: string): string[] {
  const rg = monthRangeOf(q);
  return wordsOf(
    (rg ? q.replace(rg.text.trim(), ' ') : q)
      .replace(new RegExp(`\\b${MON}\\b`, 'g'), ' ')
      .replace(new RegExp(IN_WORDS.source, 'g'), ' ')
      .replace(new RegExp(OUT_WORDS.source, 'g'), ' ')
      .replace(/\b(?:q[1-4]|first|second|third|fourth|next|this|20\d\d)\b/g, ' '),
  ).filter((w) => !FILLER.has(w) && !/^\d+$/.test(w));
}

const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
const stemOf = (w: string): string => w.replace(/(?<=[a-z]{3})(?:ies|es|s)$/, '');

/** The one line every content word of the question begins a word of. */
function lineNamed(g: Grid, ws: string[]): Row | 'many' | undefined {
  if (!ws.length) return undefined;
  const cands = [...g.ins, ...g.outs, g.totalIn, g.totalOut, g.net].filter((r): r is Row => !!r);
  const hits = cands.filter((r) => {
    const lw = wordsOf(r.label ?? '').map(stemOf);
    return ws.every((w) => lw.some((x) => x.startsWith(stemOf(w)) || stemOf(w).startsWith(x)));
  });
  if (hits.length > 1) {
    // "sales" names Shop sales and Total receipts alike: a line of its own section wins
    const lines = hits.filter((r) => g.ins.includes(r) || g.outs.includes(r));
    return lines.length === 1 ? lines[0] : 'many';
  }
  return hits[0];
}

export function cashForecastGridAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[’']/g, "'")
    .replace(/\bwhat does the forecast say\b/, 'what')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ');
  if (
    /\b(actual|actuals|budget|variance|last year|percent|percentage|share|average|mean|why|trend|growth|grow|grew|change|increase|decrease|compare|compared|versus|vs|ratio|margin|per)\b|%/.test(
      q,
    )
  )
    return undefined;
  const gs = grids(wb);
  if (gs.length !== 1) return undefined;
  const g = gs[0]!;
  const months = g.months;
  // beside other tables (a bank export, actuals), only a question put to the forecast is its
  const others = wb.sheets
    .flatMap((s) => s.tables)
    .filter((t) => t !== g.t && t.rows.filter((r) => r.kind === 'data').length > 3);
  if (others.length && !CUE.test(q) && !/\b(forecast|projected|projection|plan)\b/.test(q))
    return undefined;

  // which month loses / gains the most; cash first below zero; a line's best month
  const rank =
    /^(?:which|what) month\b|^when\b|\bworst month\b|\bbest month\b|\bbiggest month\b|\bbusiest month\b|\bquietest month\b/.test(
      q,
    );
  if (rank) {
    // pass 48: a month asked among a range, a quarter or a year named is one of those months
    const named =
      monthRangeOf(q) || /\b(?:q[1-4]|(?:first|second|third|fourth) quarter|20\d\d)\b/.test(q);
    const sp = named ? spanOf(g, q, now) : undefined;
    if (typeof sp === 'string') return refuse(sp);
    if (named && !sp) return undefined;
    return rankMonth(g, q, refuse, sp ? sp.cols : g.months);
  }

  const level =
    /\b(cash|bank|balance|money)\b/.test(q) &&
    /\b(end of|start of|beginning of|closing|opening|will (?:we|i) have|(?:do|would) we have|have in the bank|in the bank|on hand|cash position|left|at the close of|start (?:with|off with)|begin with|end (?:up )?with|finish with)\b/.test(
      q,
    );
  // "our worst cash position", "when is cash lowest": the month of the lowest closing cash,
  // read elsewhere (pass 36)
  if (level && /\b(worst|best|lowest|highest|tightest|weakest|strongest|peak|most|least)\b/.test(q))
    return undefined;
  if (level) {
    const start = /\b(start of|beginning of|opening|start (?:with|off with)|begin with)\b/.test(q);
    const row = start ? g.opening : g.closing;
    if (!row) return undefined;
    const sp = spanOf(
      g,
      q.replace(/\b(?:at )?the (?:start|beginning|end) of the forecast\b/, 'forecastend'),
      now,
    );
    let col: Column | undefined;
    let how: string;
    const years = [...new Set(months.map((c) => c.period!.year!))];
    const yearEnd = /\b(?:end of the year|year[- ]end|end of this year)\b/.test(q) && !start;
    if (yearEnd && years.length > 1) {
      const dec = months.find((c) => c.period!.index === 12);
      return refuse(
        `the forecast runs from ${monthName(months[0]!)} to ${monthName(months[months.length - 1]!)}: the end of the year is ${dec ? `${monthName(dec)} or ` : ''}the forecast's last month, ${monthName(months[months.length - 1]!)}; name the month`,
      );
    }
    // "how much cash do we start with", "what do we end up with": the forecast's first / last month
    const edge =
      /\b(?:start (?:with|off with)|begin with|end (?:up )?with|finish with)\b/.test(q) &&
      (!sp || (typeof sp !== 'string' && sp.whole && !/\b(20\d\d|year)\b/.test(q)));
    if (edge || /\bforecastend\b|\b(?:end|start|beginning) of the forecast\b/.test(q)) {
      col = start ? months[0] : months[months.length - 1];
      how = `the ${start ? 'start' : 'end'} of the forecast, ${monthName(col!)}`;
    } else {
      if (typeof sp === 'string') return refuse(sp);
      if (!sp || (sp.whole && sp.cols === months && !/\b(20\d\d|year)\b/.test(q)))
        return refuse(
          `the forecast has ${(row.label ?? '').trim()} for each month from ${monthName(months[0]!)} to ${monthName(months[months.length - 1]!)}; name the month`,
        );
      col = start ? sp.cols[0] : sp.cols[sp.cols.length - 1];
      const spanName = sp.whole && years.length === 1 ? String(years[0]) : sp.how;
      how = `${start ? 'the start' : 'the end'} of ${spanName}${sp.cols.length > 1 ? ` (${monthName(col!)})` : ''}`;
    }
    const v = num(g, row, col!);
    if (v === undefined)
      return refuse(`${(row.label ?? '').trim()} is blank for ${monthName(col!)}`);
    const fig = figureOf(
      g.t,
      `${(row.label ?? '').trim()}, ${monthName(col!)}`,
      v,
      styleOf(g, row, col!),
      [{ r: row.r, c: col!.c }],
    );
    const check =
      g.whole && (start ? col === months[0] : col === months[months.length - 1])
        ? num(g, row, g.whole)
        : undefined;
    const agrees =
      check !== undefined && near(check, v)
        ? ` The ${g.whole!.label.trim()} column shows the same.`
        : '';
    return sourcedAnswer(
      fig,
      `Forecast ${(row.label ?? '').trim()} at ${how}: ${fig.display}.${decSign(v) < 0 ? ' Below zero: the forecast has the account overdrawn then.' : ''}${agrees} ${NOTE}`,
      'lookup',
    );
  }

  // a flow: a line named, or money in / out, or the net
  const inSide = IN_WORDS.test(q);
  const outSide = OUT_WORDS.test(q);
  const content = contentWords(q);
  const specific = content.filter((w) => !GENERIC.test(w));
  let row: Row | undefined;
  if (specific.length) {
    const hit = lineNamed(g, specific);
    if (hit === 'many')
      return refuse(
        `more than one line of the forecast fits '${specific.join(' ')}'; name the line`,
      );
    if (!hit)
      return CUE.test(q)
        ? refuse(
            `the forecast has no line for '${specific.join(' ')}'; its lines are ${[
              ...g.ins,
              ...g.outs,
            ]
              .map((r) => (r.label ?? '').trim())
              .join(', ')}`,
          )
        : undefined;
    row = hit;
  } else if (/\bnet\b|\bcash ?flow\b|\bsurplus\b|\bdeficit\b/.test(q) && g.net) row = g.net;
  else if (inSide && !outSide) row = g.totalIn;
  else if (outSide && !inSide) row = g.totalOut;
  else if (content.some((w) => /^sales?$/.test(w))) {
    const hit = lineNamed(g, ['sales']);
    row = hit === 'many' ? undefined : hit;
  }
  if (!row) return undefined;
  const sp = spanOf(g, q, now);
  if (typeof sp === 'string') return refuse(sp);
  if (!sp) return undefined;
  const fig = flow(g, row, sp, refuse);
  if (isAnswer(fig)) return fig;
  const part = g.ins.includes(row) ? ' (a receipt)' : g.outs.includes(row) ? ' (a payment)' : '';
  return sourcedAnswer(
    fig,
    `Forecast ${(row.label ?? '').trim()}${part} for ${sp.how}: ${fig.display}${sp.cols.length > 1 ? ` (${sp.cols.length} months${fig.label.endsWith(g.whole?.label.trim() ?? '\u0000') ? `, the ${g.whole!.label.trim()} column, equal to the months added` : ' added'})` : ''}. ${NOTE}`,
    sp.cols.length > 1 ? 'total' : 'lookup',
  );
}

function rankMonth(
  g: Grid,
  q: string,
  refuse: (why: string) => Answer,
  months: Column[],
): Answer | undefined {
  const label = (r: Row) => (r.label ?? '').trim();
  // "when do we run out of cash", "when does cash go negative": the first closing below zero
  if (
    /\b(run out of (?:cash|money)|go(?:es)? (?:negative|overdrawn|into overdraft|below zero|into the red)|(?:be|are) overdrawn|(?:cash|balance) (?:turn|turns|is|goes|go) negative)\b/.test(
      q,
    )
  ) {
    if (!g.closing) return undefined;
    const xs = months.map((c) => num(g, g.closing!, c));
    if (xs.some((x) => x === undefined)) return undefined;
    const i = xs.findIndex((x) => decSign(x!) < 0);
    if (i < 0)
      return refuse(`${label(g.closing)} stays at or above zero in every month of the forecast`);
    const col = months[i]!;
    const fig = figureOf(
      g.t,
      `${label(g.closing)}, ${monthName(col)}`,
      xs[i]!,
      styleOf(g, g.closing, col),
      [{ r: g.closing.r, c: col.c }],
      monthName(col),
    );
    return sourcedAnswer(
      fig,
      `${monthName(col)}: the forecast's ${label(g.closing)} first goes below zero, to ${fig.display}. ${NOTE}`,
      'min',
    );
  }
  const loses =
    /\b(loses?|losing|lose the most|burns?|burning|bleeds?|worst|most negative|biggest (?:net )?(?:cash )?(?:outflow|loss|drain|deficit)|largest (?:net )?(?:cash )?(?:outflow|loss|deficit)|cash (?:goes|go) down the most|drops? the most|falls? the most)\b/.test(
      q,
    );
  const gains =
    /\b(gains?|generates?|best|biggest (?:net )?(?:cash )?(?:inflow|surplus|gain)|largest (?:net )?(?:cash )?(?:inflow|surplus)|(?:goes|go) up the most|rises? the most|most cash (?:in|generated))\b/.test(
      q,
    );
  const most = /\b(most|highest|biggest|largest|busiest|peak|top)\b/.test(q);
  const least = /\b(least|lowest|smallest|quietest|fewest)\b/.test(q);
  let row: Row | undefined;
  let want: 'max' | 'min';
  const content = contentWords(q)
    .filter(
      (w) =>
        !FILLER.has(w) &&
        !/^(which|when|month|most|least|highest|lowest|biggest|largest|smallest|busiest|quietest|peak|top|best|worst|has|had|the)$/.test(
          w,
        ),
    )
    .filter(
      (w) =>
        !GENERIC.test(w) &&
        !/^(loses?|losing|lose|gains?|burns?|burning|generates?|bleeds?|negative|outflow|inflow|loss|deficit|surplus|drain|drops?|falls?|rises?|goes|go|up|down|generated|cash)$/.test(
          w,
        ),
    );
  if (loses || gains) {
    if (content.length) return undefined;
    row = g.net;
    want = loses ? 'min' : 'max';
  } else if (most !== least) {
    if (content.length) {
      const hit = lineNamed(g, content);
      if (hit === 'many')
        return refuse(
          `more than one line of the forecast fits '${content.join(' ')}'; name the line`,
        );
      row = hit;
    } else if (IN_WORDS.test(q) && !OUT_WORDS.test(q)) row = g.totalIn;
    else if (OUT_WORDS.test(q) && !IN_WORDS.test(q)) row = g.totalOut;
    want = most ? 'max' : 'min';
  } else return undefined;
  if (!row) return undefined;
  const xs = months.map((c) => num(g, row!, c));
  if (xs.some((x) => x === undefined)) return undefined;
  let best = 0;
  for (let i = 1; i < xs.length; i++)
    if (want === 'max' ? decCmp(xs[i]!, xs[best]!) > 0 : decCmp(xs[i]!, xs[best]!) < 0) best = i;
  if (xs.some((x, i) => i !== best && decCmp(x!, xs[best]!) === 0))
    return refuse(`two months share the ${want === 'max' ? 'highest' : 'lowest'} ${label(row)}`);
  if (row === g.net && loses && decCmp(xs[best]!, ZERO) >= 0)
    return refuse(`no month of the forecast loses cash: ${label(row)} is never below zero`);
  const col = months[best]!;
  const fig = figureOf(
    g.t,
    `${label(row)}, ${monthName(col)}`,
    xs[best]!,
    styleOf(g, row, col),
    [{ r: row.r, c: col.c }],
    monthName(col),
  );
  const what =
    row === g.net
      ? loses
        ? `loses the most cash: ${label(row)} ${fig.display}`
        : `gains the most cash: ${label(row)} ${fig.display}`
      : `has the ${want === 'max' ? 'highest' : 'lowest'} ${label(row)}: ${fig.display}`;
  return sourcedAnswer(fig, `${monthName(col)} ${what}. ${NOTE}`, want);
}
