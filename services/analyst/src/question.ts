/**
 * Reading a question: what operation is asked, which periods are named (absolute,
 * relative to the data, ranges), what to group by, and the remaining words that should
 * name a line item, a column or a category value.
 */
import type { PeriodKind } from './model';
import { AGE_RE } from './aging';
import { monthFromWord } from './periods';
import { normalizeText } from './text';

export type Op =
  | 'summary'
  | 'schema'
  | 'list'
  | 'filter'
  | 'items'
  | 'periods'
  | 'forecast'
  | 'trend'
  | 'ratio'
  | 'share'
  | 'growth'
  | 'change'
  | 'compare'
  | 'top'
  | 'bottom'
  | 'max'
  | 'min'
  | 'average'
  | 'count'
  | 'total';

export type PeriodSpec =
  | { type: 'abs'; kind: PeriodKind; year?: number; index: number }
  | { type: 'rel'; unit: 'month' | 'quarter' | 'year' | 'half'; offset: number }
  | { type: 'lastN'; unit: 'month' | 'quarter' | 'year' | 'day'; n: number }
  | { type: 'ytd' }
  | { type: 'range'; from: PeriodSpec; to: PeriodSpec };

export interface Mention {
  spec: PeriodSpec;
  start: number;
  end: number;
}

export interface Question {
  raw: string;
  text: string;
  /** question text with period mentions blanked out */
  rest: string;
  op: Op;
  n?: number;
  periods: PeriodSpec[];
  /** the words each period came from */
  periodTexts: string[];
  /** "between A and B" / "from A to B" / "A vs B": two periods to compare or span */
  pair: boolean;
  groupBy?: { kind: 'period'; unit: PeriodKind } | { kind: 'word'; word: string };
  /** "average monthly ...", "daily average": the buckets an average or extreme is over */
  granularity?: PeriodKind;
  respectively: boolean;
  /** words that belong to the operation (not to a label) */
  opWords: Set<string>;
  /** "which month ..." / "in which year ..." */
  which?: string;
  ratioKind?: 'gross' | 'operating' | 'net' | 'generic' | 'current' | 'debt' | 'quick';
  scenario?: string[];
  threshold?: { dir: 'above' | 'below'; value: string; count: boolean; unit?: string };
}

const NUM_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

const MONTH_RE =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const ORD_Q: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
};

function fullYear(y: string): number {
  const n = Number(y.replace(/'/g, ''));
  if (y.replace(/'/g, '').length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

/** The end year of a split fiscal year ("2018/2019", "2018/19"), if the two years follow. */
export function splitYearEnd(first: string, second: string): number | undefined {
  const start = Number(first);
  const end = second.length === 2 ? Math.floor(start / 100) * 100 + Number(second) : Number(second);
  return end === start + 1 ? end : undefined;
}

interface Pattern {
  re: RegExp;
  make: (m: RegExpExecArray, text: string) => PeriodSpec | undefined;
}

const PATTERNS: Pattern[] = [
  {
    re: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    make: (m) => ({
      type: 'abs',
      kind: 'day',
      year: Number(m[1]),
      index: Number(m[2]) * 100 + Number(m[3]),
    }),
  },
  {
    re: new RegExp(`\\b(${MONTH_RE})\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'g'),
    make: (m) => {
      const mo = monthFromWord(m[1]!);
      return mo
        ? { type: 'abs', kind: 'day', year: Number(m[3]), index: mo * 100 + Number(m[2]) }
        : undefined;
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?(${MONTH_RE}),? (\\d{4})\\b`, 'g'),
    make: (m) => {
      const mo = monthFromWord(m[2]!);
      return mo
        ? { type: 'abs', kind: 'day', year: Number(m[3]), index: mo * 100 + Number(m[1]) }
        : undefined;
    },
  },
  {
    re: /\b(?:q([1-4])|([1-4])q)(?:\s*(?:of\s+)?(?:fy\s*)?(?:'|-)?(\d{4}|\d{2})\b)?/g,
    make: (m) => ({
      type: 'abs',
      kind: 'quarter',
      index: Number(m[1] ?? m[2]),
      ...(m[3] &&
      (m[3].length === 4 || m[0].includes("'") || m[0].includes('-') || m[0].includes('fy'))
        ? { year: fullYear(m[3]) }
        : {}),
    }),
  },
  {
    re: /\b(first|second|third|fourth|1st|2nd|3rd|4th|last) quarter(?: of)?(?: (?:the )?(?:year|fy))?(?: (\d{4}))?\b/g,
    make: (m) => ({
      type: 'abs',
      kind: 'quarter',
      index: ORD_Q[m[1]!]!,
      ...(m[2] ? { year: Number(m[2]) } : {}),
    }),
  },
  {
    re: /\b(?:h([12])|(first|second) half)(?: of)?(?: (?:the )?year)?(?:\s*(\d{4}))?\b/g,
    make: (m) => ({
      type: 'abs',
      kind: 'half',
      index: m[1] ? Number(m[1]) : m[2] === 'first' ? 1 : 2,
      ...(m[3] ? { year: Number(m[3]) } : {}),
    }),
  },
  {
    re: new RegExp(
      `\\b(${MONTH_RE})\\b\\.?(?:(?: of)?,? ?(\\d{4})\\b|(?:-|\\s?')(\\d{2})\\b)?`,
      'g',
    ),
    make: (m, text) => {
      const word = m[1]!;
      const mo = monthFromWord(word);
      if (!mo) return undefined;
      const year = m[2] ? Number(m[2]) : m[3] ? fullYear(m[3]) : undefined;
      if ((word === 'may' || word === 'mar') && year === undefined) {
        const before = text.slice(Math.max(0, m.index - 12), m.index);
        const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
        if (
          !/\b(in|of|for|during|since|from|to|and|between|through|until|till|vs|versus|by|than|last|this)\s*$/.test(
            before,
          ) &&
          !/^\s*(and|to|vs|versus|-|,|\?|$)/.test(after)
        )
          return undefined;
      }
      return year === undefined
        ? { type: 'abs', kind: 'month', index: mo }
        : { type: 'abs', kind: 'month', index: mo, year };
    },
  },
  {
    // a split fiscal year, "2018/2019" or "2018/19": the year it ends in, as its column reads
    // pass 49 (L3): also "2025-26" and "FY 2025-26" (a hyphen: two digits after it, or a year
    // word before it; "2018-2019" alone stays a range of two years)
    re: /\b(?:(?:fy|fiscal(?: year)?|financial year) ?(19\d{2}|20\d{2}) ?[-/] ?(\d{4}|\d{2})|(19\d{2}|20\d{2}) ?(?:\/ ?(\d{4}|\d{2})|-(\d{2})))\b(?!-)/g,
    make: (m) => {
      const end = m[1] ? splitYearEnd(m[1], m[2]!) : splitYearEnd(m[3]!, (m[4] ?? m[5])!);
      return end === undefined ? undefined : { type: 'abs', kind: 'year', year: end, index: 1 };
    },
  },
  {
    re: /\b(?:fy|fiscal(?: year)?|financial year|cy|calendar year)\s*'?(\d{4}|\d{2})\b/g,
    make: (m) => ({ type: 'abs', kind: 'year', year: fullYear(m[1]!), index: 1 }),
  },
  {
    re: /\bf(\d{2})\b/g,
    make: (m) => ({ type: 'abs', kind: 'year', year: fullYear(m[1]!), index: 1 }),
  },
  {
    re: /\b(19\d{2}|20\d{2})\b/g,
    make: (m) => ({ type: 'abs', kind: 'year', year: Number(m[1]), index: 1 }),
  },
  {
    re: /\b(?:year to date|ytd)\b/g,
    make: () => ({ type: 'ytd' }),
  },
  {
    re: /\b(?:the )?(?:last|past|previous|prior|trailing|latest) (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve) (months|quarters|years|days)\b/g,
    make: (m) => {
      const n = Number(m[1]) || NUM_WORDS[m[1]!] || 0;
      const unit = m[2]!.replace(/s$/, '') as 'month' | 'quarter' | 'year' | 'day';
      return n > 0 ? { type: 'lastN', unit, n } : undefined;
    },
  },
  {
    re: /\b(?:the )?month before last\b/g,
    make: () => ({ type: 'rel', unit: 'month', offset: -2 }),
  },
  {
    re: /\b(last|previous|prior|latest|most recent|recent|this|current|the current) (month|quarter|year|half)\b/g,
    make: (m) => ({
      type: 'rel',
      unit: m[2] as 'month' | 'quarter' | 'year' | 'half',
      // "the latest year" is the newest in the data (2026 of 2026 vs 2025), never the one before
      offset: /^(this|current|the current|latest|most recent)$/.test(m[1]!) ? 0 : -1,
    }),
  },
];

/** Finds period mentions, longest first, without overlaps. */
export function findPeriods(text: string): Mention[] {
  const found: Mention[] = [];
  const taken: boolean[] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(text))) {
      const start = m.index;
      const end = m.index + m[0].length;
      let overlap = false;
      for (let i = start; i < end; i += 1) if (taken[i]) overlap = true;
      if (overlap) continue;
      const spec = p.make(m, text);
      if (!spec) continue;
      for (let i = start; i < end; i += 1) taken[i] = true;
      found.push({ spec, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export const THRESHOLD_RE =
  /\b(less|lower|smaller|fewer|below|under|more|greater|higher|larger|above|over|exceed(?:ed|s|ing)?)\b(?:\s+than)?\s+(?:\$|€|£)?\s?(-?[\d,]*\.?\d+)\s*(%|percent|thousands?|millions?|billions?)?/;

function has(text: string, re: RegExp): boolean {
  return re.test(text);
}

export function detectOp(text: string): { op: Op; n?: number } {
  // "the most recent year" names a period, never a highest
  const t = text.replace(/\bmost recent\b/g, 'latest');
  const topN =
    /\b(?:top|best|highest|largest|biggest|leading)\s+(\d+|three|five|ten|two|four)\b/.exec(t);
  const bottomN = /\b(?:bottom|worst|lowest|smallest|least)\s+(\d+|three|five|ten|two|four)\b/.exec(
    t,
  );
  if (
    has(
      t,
      /\b(summar(y|ise|ize)|overview|describe|what('s| is) in (this|the|my) (file|workbook|spreadsheet|excel)|tell me about (this|the|my) (file|workbook|data|spreadsheet)|what (does|is) (this|the|my) (file|workbook|spreadsheet) (contain|about|hold|show)|what is this (file|workbook) about)\b/,
    )
  )
    return { op: 'summary' };
  if (
    has(
      t,
      /\b((which|what) (sheets|tabs|worksheets|tables|columns|fields|headers)|(list|name|show)( me)? (the |all )?(sheets|tabs|worksheets|tables|columns|fields)|what (data|information|info) (is|do|does|are)|what('s| is) (in|on) (the )?(sheet|tab)|what does (the )?(sheet|tab)\b|how many (sheets|tabs|columns|tables))/,
    )
  )
    return { op: 'schema' };
  if (
    has(
      t,
      /\b(forecast|predict|prediction|projection|(?<!\b(?:which|what|each|every|per|by|the|a|one|that|this|our|your|biggest|largest|top|best|worst|smallest|many|for|on|of)\s)project(?!s)|projected|extrapolate|next (month|quarter|year|period)|expect(ed)? next)\b/,
    )
  )
    return { op: 'forecast' };
  if (
    (THRESHOLD_RE.test(t.replace(AGE_RE, ' ')) || /\b(negative|positive)\b/.test(t)) &&
    /\b(which|what|how many|in which|when)\b/.test(t)
  )
    return { op: 'filter' };
  if (
    /\b(consists? of|comprises?|components?|made up of|items? (under|in|of)|types? of|kinds? of|categories (under|of|in)|what (financial )?items|breakdown of)\b/.test(
      t,
    ) &&
    // "the most valuable item in stock" is an extreme, not the items under a heading
    !/\b(most|least|highest|lowest|largest|smallest|biggest|top|best|worst)\b/.test(t)
  )
    return { op: 'items' };
  if (
    /\b(which|what) (financial |fiscal )?(years|periods|dates)\b|\bin which years\b/.test(t) ||
    /\b(which|what) (are )?(the )?(\d+ )?(years|periods|dates)\b.*\b(table|included|shown|reported|listed|presented)\b/.test(
      t,
    )
  )
    return { op: 'periods' };
  if (
    has(t, /\b(margin|ratio|as a (percentage|percent|share|proportion|%) of|divided by)\b/) &&
    !has(t, /\bmargin %|margin percent/)
  )
    return { op: 'ratio' };
  if (/\babsolute (percentage |percent )?(change|difference)\b/.test(t)) return { op: 'change' };
  // "how much more X than Y": the difference, not either side
  if (/\bhow (much|many) (more|less|fewer|higher|lower|bigger|smaller)\b.*\bthan\b/.test(t))
    return { op: 'change' };
  const growthAsked =
    /(\bpercent(age)?|%) (change|increase|decrease|decline|growth|rise|drop(?!-in\b)|fall|difference)\b|\b(change|increase|decrease|growth) in percent(age)?\b/.test(
      t,
    ) ||
    // "by what percent did utilities go up": a growth, not a share
    /\bby what (percent|percentage)\b.*\b(go|gone|went) (up|down)\b/.test(t);
  if (growthAsked && /\bby what (percent|percentage)\b/.test(t)) return { op: 'growth' };
  // "earnings per share" names a line, not a share of a whole
  const shareText = t.replace(/\bper share\b/g, ' ');
  if (
    !growthAsked &&
    has(
      shareText,
      /\b(percentage|percent|proportion|fraction|share)\b.*\b(of|in|over|out of|to)\b.*\b(total|over)\b|\bproportion of\b.*\bover\b|\bpercentage constitution\b|\b(percentage|percent|proportion|share) of (\w+ )+represented by\b|\bout of (the )?total\b/,
    )
  )
    return { op: 'share' };
  // "what % of expenses is fuel", "what percent of gross pay goes to deductions"
  if (
    !growthAsked &&
    /\bwhat (%|percent|percentage|share|proportion) of (the )?[a-z ]+? (is|are|was|were|goes|went|go) (to )?[a-z]/.test(
      shareText,
    )
  )
    return { op: 'share' };
  if (
    has(
      shareText,
      /\b(what|which) (share|proportion|percentage|percent|fraction|part)\b|\b(share|proportion|fraction) of\b|\bpercentage of (total|all|the total|overall)\b|\bhow much of\b|\bcontribut(e|ed|es|ion)? (to|of)\b|% of (total|all|the total)|\bpercent of (total|all|the total)|\bshare\b|\bmix\b/,
    )
  )
    return { op: 'share' };
  if (
    has(t, /\btrend|trending|over time|evolv|trajectory|direction\b/) ||
    // "over the year" is a trend, but "which client paid the most over the year" ranks
    (has(t, /\bover the (year|months|period)\b/) &&
      !has(t, /\b(which|who)\b.*\b(most|least|highest|lowest|biggest|largest|top|best|worst)\b/))
  )
    return { op: 'trend' };
  if (
    has(
      t,
      // pass 32 (W2): "growers" is no growth word
      /\b(growth|grows?|grew|growing|grown)\b|\b(percent(age)? (change|increase|decrease|decline|growth|rise|drop(?!-in\b)|fall|difference))|% (change|increase|decrease|growth)|\b(change|increase|decrease) in (percent(age)?|%)|\b(rate of (growth|change)|by what (percent|percentage)|how much (did|has) .* (grow|increase|decrease|fall|drop(?!-in\b)|rise) in percent)/,
    )
  )
    return { op: 'growth' };
  if (topN) return { op: 'top', n: Number(topN[1]) || NUM_WORDS[topN[1]!]! };
  if (bottomN) return { op: 'bottom', n: Number(bottomN[1]) || NUM_WORDS[bottomN[1]!]! };
  if (
    has(
      t,
      /\b(most|least|furthest|biggest|largest) (over|under) ?(budget|spent)\b|\b(over|under) budget the most\b/,
    )
  )
    return { op: /\b(least|under)\b/.test(t) && !/\bmost under\b/.test(t) ? 'min' : 'max' };
  if (
    has(
      t,
      /\b(change|changed|difference|differ|increase|increased|decrease|decreased|rise|rose|fall|fell|drop(?!-in\b)|dropped|decline|declined|variance|delta|went up|went down|go up|go down|gone up|gone down|up or down|(?:up|down) (?:from|on|since|compared|versus|vs|against)|gap|(over|under|off) ?(the )?budget|over or under|off (the )?plan)\b/,
    )
  )
    return { op: 'change' };
  if (
    has(
      t,
      // after blind-43: "did the third quarter beat the second"
      /\b(compare|comparison|compared|versus|vs\.?|against|relative to|beat|beats|outperform(?:ed|s)?|outsold|outsell)\b|\b(higher|lower|bigger|larger|smaller|greater|more|less|better|worse) than\b(?! (one|two|three|four|five|\d))/,
    ) ||
    (has(t, /\bor\b.*\b(higher|lower|more|less|bigger|larger|smaller|greater)\b/) &&
      !/\b(which|what) (year|month|quarter|period|fy|fiscal)/.test(t))
  )
    return { op: 'compare' };
  if (
    has(
      t,
      /\b(top (products|customers|items|categories|regions|vendors|suppliers|months|lines|expenses|costs))\b/,
    )
  )
    return { op: 'top', n: 5 };
  if (/\b(which|what)\b/.test(t) && !/\bthan\b/.test(t)) {
    if (has(t, /\b(larger|higher|bigger|greater|more)\b/)) return { op: 'max' };
    if (has(t, /\b(smaller|lower|less|fewer)\b/)) return { op: 'min' };
  }
  if (
    has(
      t,
      // (after blind-44: "my longest trip" on a mileage log; "owed the longest" is no amount)
      /\b(highest|largest|biggest|maximum|max|peak|most|best|record high|greatest|strongest|top|busiest|priciest|costliest|dearest|longest(?= (?:trip|journey|drive|run|route)s?\b))\b/,
    )
  )
    return { op: 'max' };
  if (
    has(t, /\b(lowest|smallest|minimum|min|least|worst|fewest|weakest|slowest|cheapest|quietest)\b/)
  )
    return { op: 'min' };
  if (has(t, /\b(average|avg|mean|typical|on average)\b/)) return { op: 'average' };
  if (has(t, /\b(how many|number of|count|counts|count of)\b/)) return { op: 'count' };
  if (
    has(
      t,
      /^(list|which|what are the|what) (the )?(different |distinct |unique )?(products|categories|regions|vendors|suppliers|customers|departments|items|lines|accounts|types)\b/,
    )
  )
    return { op: 'list' };
  return { op: 'total' };
}

const OP_WORDS =
  /\b(total|totals|sum|overall|summar\w*|overview|describe|forecast\w*|predict\w*|projection|projected|next|trend\w*|margin|ratio|percentage|percent|share|proportion|fraction|growth|grow|grew|growing|grown|change|changed|difference|increase\w*|decrease\w*|decline\w*|rise|rose|fall|fell|drop(?!-in\b)\w*|variance|delta|compare\w*|comparison|versus|vs|against|higher|lower|bigger|larger|smaller|greater|more|less|beat|beats|better|worse|outperformed|outsold|highest|largest|biggest|longest(?= (?:trip|journey|drive|run|route)s?\b)|maximum|max|peak|most|best|record|greatest|strongest|top|busiest|slowest|bottom|worst|lowest|smallest|minimum|min|least|fewest|weakest|cheapest|quietest|average|avg|mean|typical|count|many|number|list|breakdown|broken|split|each|every|per|by|monthly|quarterly|yearly|annual|annually|daily|weekly|which|when|what|month|quarter|year|day|week|period|respectively|exceed\w*|below|above|under|over|than|respective|how|much|amount|value|sold|sell|made|make|generated|earned|spent|spend|spending|brought|bring|did|do|does|we|our|is|was|were|are|in|the|of|and|from|to|between)\b/g;

/** labelWords: words of a row label the question names (pass 33): never read as an operation. */
export function parseQuestion(raw: string, labelWords: string[] = []): Question {
  const text = normalizeText(raw)
    .replace(/[?!]+$/g, '')
    .trim()
    // "overspent", "underspent": over or under budget
    .replace(/\b(over|under)(?:spent|spend|spending)\b/g, '$1 budget')
    // "this year to last": the second period is the same unit, one back
    .replace(
      /\b(this|current) (year|month|quarter)( (?:to|with|vs\.?|versus|and|against|over|compared to|compared with)) last\b(?! (?:year|month|quarter)\b)/g,
      '$1 $2$3 last $2',
    );
  const mentions = findPeriods(text);
  // blank out period mentions for the remaining words
  let rest = text;
  for (const m of [...mentions].reverse())
    rest = rest.slice(0, m.start) + ' '.repeat(m.end - m.start) + rest.slice(m.end);
  const { op, n } = detectOp(
    labelWords.reduce((t, w) => t.replace(new RegExp(`\\b${w}\\b`, 'g'), 'x'), text),
  );
  // ranges and pairs
  const periods: PeriodSpec[] = [];
  const periodTexts: string[] = [];
  let pair = false;
  for (let i = 0; i < mentions.length; i += 1) {
    const cur = mentions[i]!;
    const next = mentions[i + 1];
    if (next) {
      const between = text.slice(cur.end, next.start).trim();
      const before = text.slice(Math.max(0, cur.start - 9), cur.start);
      const rangeWord = /^(to|through|thru|until|till|-|–)$/.test(between);
      const andWord = /^(and|&|vs\.?|versus|compared to|compared with|against|or)$/.test(between);
      if (
        (rangeWord && !['change', 'growth', 'compare'].includes(op)) ||
        (andWord &&
          /between\s*$/.test(before) &&
          !['change', 'growth', 'compare', 'ratio'].includes(op) &&
          cur.spec.type === 'abs' &&
          next.spec.type === 'abs')
      ) {
        periods.push({ type: 'range', from: cur.spec, to: next.spec });
        periodTexts.push(text.slice(cur.start, next.end));
        i += 1;
        continue;
      }
      if (rangeWord || andWord) pair = true;
    }
    periods.push(cur.spec);
    periodTexts.push(text.slice(cur.start, cur.end));
  }
  // Fill the year of "March to May 2024" / "Q1 and Q2 2024" from the one that has it.
  const years = periods.flatMap((p) => (p.type === 'abs' && p.year !== undefined ? [p.year] : []));
  if (new Set(years).size === 1) {
    const y = years[0]!;
    for (const p of periods) {
      if (p.type === 'abs' && p.year === undefined && p.kind !== 'year') p.year = y;
      if (p.type === 'range') {
        if (p.from.type === 'abs' && p.from.year === undefined) p.from.year = y;
        if (p.to.type === 'abs' && p.to.year === undefined) p.to.year = y;
      }
    }
  }

  // group by
  let groupBy: Question['groupBy'];
  let granularity: PeriodKind | undefined;
  const g =
    /\b(?:by|per|for each|for every|each|every|across|broken down by|breakdown by|split by|grouped by|group by)\s+(?:the\s+)?(month|quarter|year|day|week|date|[a-z][a-z-]*)\b/.exec(
      rest,
    );
  const unitWord = (w: string): PeriodKind | undefined =>
    w === 'month' || w === 'months'
      ? 'month'
      : w === 'quarter'
        ? 'quarter'
        : w === 'year'
          ? 'year'
          : w === 'day' || w === 'date'
            ? 'day'
            : undefined;
  if (g) {
    const u = unitWord(g[1]!);
    const per = /^(per|each|every|for each|for every)\b/.test(g[0]) && op === 'average';
    if (u && per) granularity = u;
    else if (u) groupBy = { kind: 'period', unit: u };
    else if (
      ![
        'the',
        'a',
        'an',
        'what',
        'how',
        'which',
        'over',
        'more',
        'less',
        'percent',
        'percentage',
        'much',
      ].includes(g[1]!)
    )
      groupBy = { kind: 'word', word: g[1]! };
  }
  const adj = /\b(monthly|quarterly|yearly|annual|annually|daily|weekly)\b/.exec(text);
  const aUnit = /\b(?:a|an) (month|quarter|year|day)\b/.exec(text);
  if (aUnit && op === 'average') granularity = unitWord(aUnit[1]!);
  if (adj) {
    const a = adj[1]!;
    granularity =
      a === 'monthly'
        ? 'month'
        : a === 'quarterly'
          ? 'quarter'
          : a === 'daily'
            ? 'day'
            : a === 'weekly'
              ? 'day'
              : 'year';
  }
  if (/\bmonth (by|over|on) month\b|\beach month\b|\bevery month\b|\bmonth-by-month\b/.test(text))
    granularity = 'month';
  const which =
    /\b(?:which|what|in which|in what|during which)\s+(month|quarter|year|day|date|week|[a-z]+)\b/.exec(
      text,
    );
  if (which && ['month', 'quarter', 'year', 'day', 'date'].includes(which[1]!)) {
    const u = unitWord(which[1]!)!;
    if (!groupBy) groupBy = { kind: 'period', unit: u };
  } else if (/\bwhen\b/.test(text) && (op === 'max' || op === 'min')) {
    granularity = granularity ?? undefined;
  }
  const bestUnit =
    /\b(?:best|worst|highest|lowest|biggest|smallest|strongest|weakest|top|busiest|slowest|cheapest|quietest|peak) (month|quarter|year|day)\b/.exec(
      text,
    );
  if (!groupBy && bestUnit) groupBy = { kind: 'period', unit: unitWord(bestUnit[1]!)! };
  if (!groupBy && granularity && ['max', 'min', 'top', 'bottom', 'trend'].includes(op))
    groupBy = { kind: 'period', unit: granularity };
  if (!groupBy && granularity && op === 'total' && !periods.length)
    groupBy = { kind: 'period', unit: granularity };

  let ratioKind: Question['ratioKind'];
  if (op === 'ratio') {
    if (/\bgross (profit )?margin\b/.test(text)) ratioKind = 'gross';
    else if (/\boperating (profit )?margin\b|\bebit margin\b/.test(text)) ratioKind = 'operating';
    else if (
      /\b(net|profit) margin\b|\bnet profit margin\b|^what is (the |our )?margin\b/.test(text)
    )
      ratioKind = 'net';
    else if (/\bcurrent ratio\b/.test(text)) ratioKind = 'current';
    else if (/\b(debt[- ]to[- ]equity|gearing|leverage)\b/.test(text)) ratioKind = 'debt';
    else if (/\bquick ratio\b|\bacid test\b/.test(text)) ratioKind = 'quick';
    else if (/\bmargin\b/.test(text)) ratioKind = 'net';
    else ratioKind = 'generic';
  }
  const opWords = new Set<string>();
  for (const m of text.matchAll(OP_WORDS)) opWords.add(m[0]);
  const scenario = [
    ...text.matchAll(/\b(budget(?:ed)?|actuals?|forecast(?:ed)?|plan(?:ned)?|target)\b/g),
  ].map((m) => m[1]!.replace(/(ed|s)$/, '').replace(/^plann$/, 'plan'));
  // "the 2019 average X" in annual reports: the mean of the 2019 and 2018 balances
  const avgYear = /\b((?:19|20)\d{2}) average\b/.exec(text);
  if (avgYear && (op === 'average' || op === 'change' || op === 'total') && periods.length >= 1) {
    const y = Number(avgYear[1]);
    const idx = periods.findIndex((p) => p.type === 'abs' && p.kind === 'year' && p.year === y);
    if (idx >= 0 && op !== 'change') {
      periods.splice(idx, 1, {
        type: 'range',
        from: { type: 'abs', kind: 'year', year: y - 1, index: 1 },
        to: { type: 'abs', kind: 'year', year: y, index: 1 },
      });
    }
  }
  const th =
    op === 'filter'
      ? (THRESHOLD_RE.exec(text) ??
        (/\bnegative\b/.test(text)
          ? Object.assign(['below 0', 'below', '0'], { index: 0, input: text, groups: undefined })
          : /\bpositive\b/.test(text)
            ? Object.assign(['above 0', 'above', '0'], { index: 0, input: text, groups: undefined })
            : null))
      : null;
  if (th) rest = rest.replace(th[2]!, ' '.repeat(th[2]!.length));
  const q: Question = {
    raw,
    text,
    rest,
    periodTexts,
    op,
    periods,
    pair,
    respectively: /\brespective(ly)?\b|\beach\b/.test(text),
    opWords,
  };
  if (n !== undefined) q.n = n;
  if (th)
    q.threshold = {
      dir: /less|lower|smaller|fewer|below|under/.test(th[1]!) ? 'below' : 'above',
      value: th[2]!.replace(/,/g, ''),
      ...(th[3] ? { unit: th[3].replace(/s$/, '') } : {}),
      count: /\bhow many\b/.test(text),
    };
  if (groupBy) q.groupBy = groupBy;
  if (granularity) q.granularity = granularity;
  if (which) q.which = which[1]!;
  if (ratioKind) q.ratioKind = ratioKind;
  if (scenario.length) q.scenario = scenario;
  return q;
}
