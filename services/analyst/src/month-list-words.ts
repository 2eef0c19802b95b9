/**
 * Issue 13, pass 47: the months a question names, as owners write them: "in september", "sept
 * and oct", "september to november", "jul-sep", "in the summer (jul-sep)" (the months in
 * brackets are the period). Calendar months only (0-based), with the year when one is written.
 * Anything else that names a period (a quarter, a year alone, a week, "last month", a date) is
 * reported as `other`, so a reader that reads months only can leave the question alone.
 */
import { MONTH_KEYS, MONTH_NAMES } from './periods';

const MON =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH = new RegExp(`\\b(${MON})\\b(?:\\s+(20\\d\\d))?`, 'g');
const RANGE = new RegExp(
  `\\b(${MON})\\b(?:\\s+(20\\d\\d))?\\s*(?:-|–|—|to|through|thru|until|till)\\s*\\b(${MON})\\b(?:\\s+(20\\d\\d))?`,
  'g',
);
/** pass 48 (R1): "between july and october" is the months from July to October */
const BETWEEN = new RegExp(
  `\\bbetween\\s+(${MON})\\b(?:\\s+(20\\d\\d))?\\s+(?:and|&)\\s+(${MON})\\b(?:\\s+(20\\d\\d))?`,
  'g',
);
/** other period words: a reader of calendar months must not answer these */
const OTHER =
  /\b(q[1-4]|h[12]|quarter|quarters|half|year|years|annual|ytd|week|weeks|weekly|today|yesterday|last month|this month|next month|previous month|fy\s?\d\d|20\d\d-\d\d-\d\d|\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}(?:st|nd|rd|th)?\b(?! ?20\d\d))\b/;

const idx = (w: string): number => MONTH_KEYS.indexOf(w.slice(0, 3));

export interface MonthsAsked {
  /** 0-based calendar months, in the order of the year */
  months: number[];
  /** the year written with them, when one is */
  year?: number;
  /** the question names a period that is not a list of months */
  other: boolean;
  /** the question with the month words taken out */
  rest: string;
  /**
   * pass 48: the months were named as a range ("jul to oct"): every one of them must be held,
   * else the range reaches past the data
   */
  range?: boolean;
}

/**
 * The calendar months named. "may" is read as a month only after in / for / during / of, or
 * beside another month ("may and june"), never as the verb ("may I ask").
 */
export function monthsAsked(q: string): MonthsAsked {
  let text = q.toLowerCase();
  const months = new Set<number>();
  let year: number | undefined;
  let day = false;
  // a season with its months in brackets: the months are the period, the season word is dropped
  text = text.replace(
    /\b(?:the )?(?:summer|winter|spring|autumn|fall|holidays?|season)\s*\(([^)]*)\)/g,
    ' ($1)',
  );
  let range = false;
  let crossing = false;
  const spans = (_m: string, a: string, ya: string, b: string, yb: string): string => {
    const from = idx(a);
    const to = idx(b);
    if (from < 0 || to < 0) return _m;
    const y = Number(yb ?? ya) || undefined;
    // pass 48: a range over the year's end ("nov to feb", "nov 2026 to feb 2027") is not a
    // list of calendar months of one year: it is left to the readers of dated periods
    if (to < from || (ya && yb && ya !== yb)) crossing = true;
    if (y) year = y;
    range = true;
    for (let k = from; ; k = (k + 1) % 12) {
      months.add(k);
      if (k === to) break;
    }
    return ' ';
  };
  text = text.replace(BETWEEN, spans).replace(RANGE, spans);
  text = text.replace(MONTH, (m, w: string, y: string, off: number, all: string) => {
    if (w === 'may' && months.size === 0) {
      const before = all.slice(0, off);
      const after = all.slice(off + m.length);
      if (
        !/\b(in|for|during|of|since|from|by|and|to|until)\s*$/.test(before) &&
        !/^\s*(and|to|-|,)\s/.test(after) &&
        !/^\s*$/.test(after)
      )
        return m;
    }
    const k = idx(w);
    if (k < 0) return m;
    // a day of the month ("3 sept", "sept 3rd") is a date, not the month
    if (
      /\b\d{1,2}(?:st|nd|rd|th)?(?: of)?\s*$/.test(all.slice(0, off)) ||
      (!y && /^\s*\d{1,2}(?:st|nd|rd|th)?\b/.test(all.slice(off + m.length)))
    )
      day = true;
    months.add(k);
    if (y) year = Number(y);
    return ' ';
  });
  let rest = text
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // the words left between and after the months: "in  and" , "from  to"
  for (let k = 0; k < 3; k += 1)
    rest = rest
      .replace(/(?:\s|^)(?:and|&|,|to|-)\s*$/, '')
      .replace(/\b(?:in|for|during|over|of|between|from)\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
  const other = day || crossing || OTHER.test(rest) || /\b20\d\d\b/.test(rest);
  return {
    months: [...months].sort((a, b) => a - b),
    ...(year ? { year } : {}),
    other,
    rest,
    ...(range ? { range } : {}),
  };
}

/** "September", "September and October", "July to September". */
export function monthsText(months: number[], names: readonly string[]): string {
  if (months.length === 1) return names[months[0]!]!;
  const run = months.every((m, i) => i === 0 || m === months[i - 1]! + 1);
  if (run && months.length > 2)
    return `${names[months[0]!]} to ${names[months[months.length - 1]!]}`;
  return `${months
    .slice(0, -1)
    .map((m) => names[m])
    .join(', ')} and ${names[months[months.length - 1]!]}`;
}

/**
 * The rows dated in the months asked (by each row's own period, a day or a month). Undefined
 * when a row has no date, or when a month asked is held in two years and no year was named.
 */
export function rowsInMonths<R extends { period?: { start?: string } }>(
  rows: R[],
  asked: Pick<MonthsAsked, 'months' | 'year' | 'range'>,
): R[] | undefined {
  if (rows.some((r) => !r.period?.start)) return undefined;
  // pass 48: a range reaching past the rows' months is not the months that are held
  if (asked.range && missingMonths(rows, asked).length) return undefined;
  const hit = rows.filter((r) => {
    const d = r.period!.start!;
    return (
      asked.months.includes(Number(d.slice(5, 7)) - 1) &&
      (!asked.year || Number(d.slice(0, 4)) === asked.year)
    );
  });
  if (!asked.year) {
    for (const m of asked.months) {
      const years = new Set(
        hit
          .filter((r) => Number(r.period!.start!.slice(5, 7)) - 1 === m)
          .map((r) => r.period!.start!.slice(0, 4)),
      );
      if (years.size > 1) return undefined;
    }
  }
  return hit;
}

const SEASON_BRACKET = new RegExp(
  `\\b(?:(?:in|during|over|for) )?(?:the )?(?:summer|winter|spring|autumn|fall|holidays?|season|term|quarter)\\s*\\(\\s*(${MON})\\s*(?:-|–|to)\\s*(${MON})\\s*\\)`,
);

/**
 * "fees collected in the summer (jul-sep)": the months in brackets are the period the owner
 * means; the season word is put as that range ("from jul to sep"). Undefined when there is none.
 */
export function seasonBracketWording(question: string): string | undefined {
  const m = SEASON_BRACKET.exec(question.toLowerCase());
  if (!m) return undefined;
  const q = question.toLowerCase();
  return `${q.slice(0, m.index)}from ${m[1]} to ${m[2]}${q.slice(m.index + m[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
}

/** pass 48: the months asked that no row is dated in (in the year asked, when one is). */
export function missingMonths<R extends { period?: { start?: string } }>(
  rows: R[],
  asked: Pick<MonthsAsked, 'months' | 'year'>,
): number[] {
  const held = new Set(
    rows
      .map((r) => r.period?.start)
      .filter((d): d is string => !!d && (!asked.year || Number(d.slice(0, 4)) === asked.year))
      .map((d) => Number(d.slice(5, 7)) - 1),
  );
  return asked.months.filter((m) => !held.has(m));
}

const ORDINAL = '(first|second|third|fourth)';
const ELIDED = new RegExp(
  `\\b${ORDINAL} (quarter|half)\\b(.*?)\\bthe ${ORDINAL}\\b(?!\\s+(?:quarter|half))`,
);

/**
 * After blind-43: "did the third quarter beat the second": the second what is the period
 * named before it, put in words the engine reads ("the second quarter"). Undefined when the
 * question leaves no period out.
 */
export function elidedPeriodWording(question: string): string | undefined {
  const q = question.toLowerCase();
  const m = ELIDED.exec(q);
  if (!m) return undefined;
  return q.replace(ELIDED, `${m[1]} ${m[2]}${m[3]}the ${m[4]} ${m[2]}`);
}

const MONTH_WORDS = MONTH_NAMES.map((m) => m.toLowerCase());
const LAST_MONTH_NAME = new RegExp(`\\blast (${MONTH_WORDS.join('|')})\\b`, 'g');

/**
 * After blind-44: "what did we take last December" asked on 8 December 2026 is December 2025:
 * the latest such month that has ended; "how did July do compared with last July" sets last
 * July a year before the July named beside it. Put as the month and its year, which the engine
 * reads; undefined when no "last <month>" is said.
 */
export function lastMonthNameWording(question: string, now: Date): string | undefined {
  const q = question.toLowerCase();
  if (!LAST_MONTH_NAME.test(q)) return undefined;
  LAST_MONTH_NAME.lastIndex = 0;
  const year = now.getUTCFullYear();
  const current = now.getUTCMonth() + 1;
  let out = q;
  for (const [, name] of q.matchAll(LAST_MONTH_NAME)) {
    const month = MONTH_WORDS.indexOf(name!) + 1;
    // the same month said without "last" beside it is this year's
    const bare = new RegExp(`(?<!last )\\b${name}\\b(?! \\d{4})`);
    if (bare.test(out.replace(`last ${name}`, ''))) {
      out = out.replace(`last ${name}`, `${name} ${year - 1}`).replace(bare, `${name} ${year}`);
      continue;
    }
    out = out.replace(`last ${name}`, `${name} ${month >= current ? year - 1 : year}`);
  }
  return out;
}
