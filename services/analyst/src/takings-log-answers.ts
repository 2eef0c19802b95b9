/**
 * Issue 13, pass 44 (L1–L4): owners' questions on a daily takings log (daily-takings-log.ts).
 * Takings, sales, revenue, money in, what we took, tips (a word every part of a family shares)
 * are the checked Total, over the month or day named (a day of the month alone is the log's
 * one month); month total rows are never added. Answered here:
 * - a total, or one column named (a part, a count, Fuel), over the period named;
 * - a count column's money ("basic wash revenue" is Basic R, never Basic washes);
 * - how many of the things sold ("cars did we wash": the count columns paired with money
 *   columns, added and named);
 * - a share of the takings ("on card": Card ÷ Total × 100);
 * - an average per day: per trading day (a row), the per calendar day reading named;
 * - a weekday: the best day of the week (the weekday whose rows' Total adds up to most), or
 *   what a weekday brings in (on average);
 * - days over an amount ("over a grand", "5k"), takings after a cost (Total − Fuel), takings
 *   per job (Σ Total ÷ Σ Jobs), one column less another, a month against another;
 * - who got the most, over a family of people's shares.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decFromInt,
  decFromNumber,
  decMul,
  decSign,
  decSub,
  decSum,
  decAbs,
} from './decimal';
import { type NumberStyle, PERCENT, formatValue } from './format';
import type { Column, Row, Workbook } from './model';
import {
  monthKey,
  monthRangeOf,
  openRangeMonths,
  openRangeOf,
  rangeMonths,
} from './month-range-words';
import { MONTH_SHORT } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { type TakingsLog, headerWords, takingsLogOf, wordKey } from './daily-takings-log';
import { FILLER, STOP, normalizeText, plainQuestion } from './text';
import { periodWord, unreadWords, wordsOf } from './asked-words';

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTH_INDEX = (w: string): number =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    w.slice(0, 3),
  ) + 1;
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const WEEKDAY_RE = /\b(sun|mon|tues|wednes|thurs|fri|satur)days?\b/;
const WEEKDAY_INDEX: Record<string, number> = {
  sun: 0,
  mon: 1,
  tues: 2,
  wednes: 3,
  thurs: 4,
  fri: 5,
  satur: 6,
};
/** words for the money taken: the Total */
const TAKINGS =
  /\b(takings?|sales|revenue|turnover|income|money|took|take|taken|made|make|earn(?:ed|t)?|brings? in|brought in|bring in|came in|come in|in the till|gross)\b/;
/** period words this reader does not read: left to the engine */
const OTHER_PERIOD =
  /\b(q[1-4]|quarters?|years?|weeks?|weekends?|ytd|today|yesterday|fortnight|since|until|till|between|before|h[12]|fy\d*|\d{4}|last \d+|past \d+|so far|to date)\b/;

interface Scope {
  rows: Row[];
  /** "Sep 2026", "2026-09-12", "" for the whole log */
  label: string;
  day?: Row;
  months: Array<{ y: number; m: number; rows: Row[] }>;
  weekday?: number;
  /** the question with the period words taken out */
  rest: string;
  /** pass 48: the months were named as a range */
  ranged?: boolean;
  /** pass 48: why the period asked cannot be read (a range past the log) */
  refusal?: string;
}

const iso = (r: Row): string => r.period!.start!;
const ym = (r: Row): [number, number] => [Number(iso(r).slice(0, 4)), Number(iso(r).slice(5, 7))];
const weekdayOfRow = (r: Row): number => new Date(`${iso(r)}T00:00:00Z`).getUTCDay();
const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** the months of the log, in order */
function logMonths(log: TakingsLog): Array<{ y: number; m: number; rows: Row[] }> {
  const out: Array<{ y: number; m: number; rows: Row[] }> = [];
  for (const r of log.rows) {
    const [y, m] = ym(r);
    let hit = out.find((x) => x.y === y && x.m === m);
    if (!hit) out.push((hit = { y, m, rows: [] }));
    hit.rows.push(r);
  }
  return out.sort((a, b) => a.y * 12 + a.m - (b.y * 12 + b.m));
}

/**
 * The rows a question names: a day ("12 september", "the 14th"), months ("in october",
 * "last month"), a weekday ("saturdays"). Undefined when it names a period read elsewhere
 * (a quarter, a year, a week) or a month the log does not hold.
 */
function scopeOf(log: TakingsLog, q: string, now?: Date): Scope | undefined {
  let rest = ` ${q} `;
  const all = logMonths(log);
  const pick = (m: number, y?: number) => {
    const hits = all.filter((x) => x.m === m && (y === undefined || x.y === y));
    return hits.length === 1 ? hits[0] : undefined;
  };
  // a day and its month
  const dayRe = new RegExp(
    `\\b(?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?: of)? (${MONTHS})\\b(?: (\\d{4}))?|\\b(${MONTHS}) (?:the )?(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)(?:,? (\\d{4}))?`,
  );
  const dm = dayRe.exec(rest);
  let day: { d: number; m?: number; y?: number } | undefined;
  if (dm) {
    day = dm[1]
      ? { d: Number(dm[1]), m: MONTH_INDEX(dm[2]!), ...(dm[3] ? { y: Number(dm[3]) } : {}) }
      : { d: Number(dm[5]), m: MONTH_INDEX(dm[4]!), ...(dm[6] ? { y: Number(dm[6]) } : {}) };
    rest = rest.replace(dm[0], ' ');
  } else {
    const alone = /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b/.exec(rest);
    if (alone) {
      day = { d: Number(alone[1]) };
      rest = rest.replace(alone[0], ' ');
    }
  }
  if (day) {
    const month =
      day.m === undefined ? (all.length === 1 ? all[0] : undefined) : pick(day.m, day.y);
    if (!month) return undefined;
    const hit = month.rows.find((r) => Number(iso(r).slice(8, 10)) === day.d);
    if (!hit) return undefined;
    if (OTHER_PERIOD.test(rest) || new RegExp(`\\b(${MONTHS})\\b`).test(rest)) return undefined;
    return {
      rows: [hit],
      label: iso(hit),
      day: hit,
      months: [month],
      rest: rest.replace(/\s+/g, ' ').trim(),
    };
  }
  const months: Array<{ y: number; m: number; rows: Row[] }> = [];
  const rel = /\b(this|last|previous) month\b/.exec(rest);
  if (rel) {
    if (!now) return undefined;
    let [y, m] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    if (rel[1] !== 'this') [y, m] = m === 1 ? [y - 1, 12] : [y, m - 1];
    const hit = pick(m, y);
    if (!hit) return undefined;
    months.push(hit);
    rest = rest.replace(rel[0], ' ');
  }
  // pass 48 (R1): a range ("july to september", "between aug and oct") is every month of it;
  // one reaching past the log is refused ("a month against another" keeps its two months)
  const rg = COMPARE.test(rest) ? undefined : (monthRangeOf(rest) ?? openRangeOf(rest));
  let ranged = false;
  if (rg) {
    const keys = all.map((x) => monthKey(x.y, x.m));
    const ks = rg.from.m > 0 && rg.to.m > 0 ? rangeMonths(rg, keys) : openRangeMonths(rg, keys);
    if (typeof ks === 'string') return { rows: [], label: '', months: [], rest, refusal: ks };
    for (const k of ks) months.push(all.find((x) => monthKey(x.y, x.m) === k)!);
    rest = rest.replace(rg.text.trim(), ' ');
    ranged = true;
  }
  const monthRe = new RegExp(`\\b(${MONTHS})\\b(?: (\\d{4}))?`, 'g');
  for (const mm of ranged ? [] : [...rest.matchAll(monthRe)]) {
    // "may" is a month only when it reads as one ("in may", "may 2026")
    if (mm[1] === 'may' && !mm[2] && !/\b(in|for|of|during|and|to|vs) may\b/.test(rest)) continue;
    const hit = pick(MONTH_INDEX(mm[1]!), mm[2] ? Number(mm[2]) : undefined);
    if (!hit) return undefined;
    if (!months.includes(hit)) months.push(hit);
    rest = rest.replace(mm[0], ' ');
  }
  const wd = WEEKDAY_RE.exec(rest);
  const weekday = wd ? WEEKDAY_INDEX[wd[1]!] : undefined;
  if (wd) rest = rest.replace(wd[0], ' ');
  if (OTHER_PERIOD.test(rest)) return undefined;
  let rows = months.length ? months.flatMap((x) => x.rows) : log.rows;
  if (weekday !== undefined) rows = rows.filter((r) => weekdayOfRow(r) === weekday);
  const label =
    ranged && months.length > 1
      ? `${MONTH_SHORT[months[0]!.m - 1]} ${months[0]!.y} to ${MONTH_SHORT[months[months.length - 1]!.m - 1]} ${months[months.length - 1]!.y}`
      : months.map((x) => `${MONTH_SHORT[x.m - 1]} ${x.y}`).join(' and ');
  return {
    rows,
    label,
    months,
    ...(ranged ? { ranged } : {}),
    ...(weekday !== undefined ? { weekday } : {}),
    rest: rest.replace(/\s+/g, ' ').trim(),
  };
}

const qWords = (q: string): Set<string> =>
  new Set(
    normalizeText(q)
      .replace(/'s\b/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(wordKey),
  );

const TOTAL_WORDS = new Set(['total', 'tot', 'daily', 'day']);
/** words for the takings as a whole: they name a column only with its other words */
const GENERIC = new Set(
  ['revenue', 'sales', 'takings', 'take', 'income', 'turnover', 'money', 'amount', 'gross'].map(
    wordKey,
  ),
);

/**
 * The columns a piece of question names: every word of the header (less "total" and the
 * currency) in the question; the longest such headers win ("non-fiction" over "fiction").
 * With none, a word every column of one family shares ("tips": Cash tips, Card tips) names
 * the Total.
 */
function namedColumns(
  log: TakingsLog,
  q: string,
  cols = [log.total, ...log.families.flat(), ...log.counts, ...log.others],
): Column[] {
  const ws = qWords(q);
  const full = cols.filter((c) => {
    const hw = headerWords(c.label).filter((w) => !TOTAL_WORDS.has(w));
    return hw.length > 0 && hw.every((w) => ws.has(w));
  });
  const size = (c: Column) => headerWords(c.label).filter((w) => !TOTAL_WORDS.has(w)).length;
  const longest = full.filter(
    (c) =>
      !full.some(
        (o) =>
          o !== c &&
          size(o) > size(c) &&
          headerWords(c.label).every((w) => TOTAL_WORDS.has(w) || headerWords(o.label).includes(w)),
      ),
  );
  if (longest.length) return longest;
  // a word shared by two or more columns of one family, and by no other column
  for (const f of cols.includes(log.total) ? log.families : []) {
    const shared = [...ws].filter(
      (w) =>
        !TOTAL_WORDS.has(w) &&
        f.filter((c) => headerWords(c.label).includes(w)).length >= 2 &&
        !cols.some((c) => !f.includes(c) && c !== log.total && headerWords(c.label).includes(w)),
    );
    if (shared.length) return [log.total];
  }
  // one word naming exactly one column ("card" for Card fares £); never a word for the
  // takings themselves ("revenue" is not Dorm revenue)
  const partial = cols.filter((c) =>
    headerWords(c.label).some((w) => !TOTAL_WORDS.has(w) && !GENERIC.has(w) && ws.has(w)),
  );
  return partial.length === 1 ? partial : [];
}

const value = (log: TakingsLog, r: Row, c: Column): Dec =>
  cellNumber(r.cells[log.t.columns.indexOf(c)]) ?? ZERO;
const sumOf = (log: TakingsLog, rows: Row[], c: Column): Dec =>
  decSum(rows.map((r) => value(log, r, c)));
const styleOf = (log: TakingsLog, c: Column): NumberStyle => {
  const r = log.rows.find((x) => Array.isArray(x.cells[log.t.columns.indexOf(c)]));
  return r ? cellStyle(log.t, r.cells[log.t.columns.indexOf(c)]) : cellStyle(log.t, undefined);
};
const cellsOf = (rows: Row[], cs: Column[]) =>
  rows.flatMap((r) => cs.map((c) => ({ r: r.r, c: c.c })));
const name = (c: Column): string => c.label.trim();
const span = (s: Scope): string =>
  s.label || `${iso(s.rows[0]!)} to ${iso(s.rows[s.rows.length - 1]!)}`;
const rowsWord = (n: number): string => (n === 1 ? '1 day' : `${n} days`);
const display = (v: Dec, st: NumberStyle, decimals?: number): string =>
  formatValue(v, st, decimals);
const avgStyle = (st: NumberStyle): NumberStyle => ({ ...st, decimals: 2 });

function totalAnswer(log: TakingsLog, s: Scope, c: Column, why = ''): Answer {
  const st = styleOf(log, c);
  if (s.day) {
    const v = value(log, s.day, c);
    const fig = figureOf(log.t, `${name(c)}, ${iso(s.day)}`, v, st, cellsOf([s.day], [c]));
    return sourcedAnswer(fig, `${fig.label}: ${fig.display}${why ? ` (${why})` : ''}.`, 'lookup');
  }
  const v = sumOf(log, s.rows, c);
  const where = s.weekday !== undefined ? ` on ${WEEKDAY_NAMES[s.weekday]}s` : '';
  const fig = figureOf(log.t, `${name(c)}, ${span(s)}${where}`, v, st, cellsOf(s.rows, [c]));
  const notes = [`sum of ${rowsWord(s.rows.length)}${s.label ? '' : ', every dated row'}`];
  if (why) notes.push(why);
  if (log.t.rows.some((r) => r.kind === 'total'))
    notes.push('the total rows are checks, not added');
  return sourcedAnswer(fig, `${fig.label}: ${fig.display} (${notes.join('; ')}).`, 'total');
}

const partsText = (log: TakingsLog): string =>
  log.families.map((f) => f.map(name).join(' + ')).join(' = ');

/** "average takings per day": per trading day, the calendar-day reading named */
function perDayAnswer(log: TakingsLog, s: Scope, c: Column | Column[]): Answer | undefined {
  if (!s.rows.length) return undefined;
  const cols = Array.isArray(c) ? c : [c];
  const st = Array.isArray(c) ? { kind: 'number' as const, decimals: 0 } : styleOf(log, c);
  const what = cols.map(name).join(' + ');
  const total = decSum(cols.map((x) => sumOf(log, s.rows, x)));
  const v = decDiv(total, decFromInt(s.rows.length), 2)!;
  let calendar: number;
  if (s.months.length) calendar = s.months.reduce((a, x) => a + daysInMonth(x.y, x.m), 0);
  else
    calendar =
      Math.round(
        (Date.parse(iso(s.rows[s.rows.length - 1]!)) - Date.parse(iso(s.rows[0]!))) / 86_400_000,
      ) + 1;
  const fig = figureOf(
    log.t,
    `Average ${what} per trading day, ${span(s)}`,
    v,
    avgStyle(st),
    cellsOf(s.rows, cols),
  );
  const other =
    calendar !== s.rows.length
      ? ` Per calendar day (${calendar} days, the days with no row counted as zero) it is ${display(decDiv(total, decFromInt(calendar), 2)!, avgStyle(st), 2)}.`
      : '';
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} (${display(total, st)} over the ${rowsWord(s.rows.length)} with a row).${other}`,
    'average',
  );
}

/**
 * "cars" in "how many cars did we wash", "average cars per day": a thing no column is headed
 * by. It is what the count columns paired with money columns count (Basic washes + Full
 * valets) when the title or notes name it ("Car Wash") or a count column's word is in the
 * question ("wash"); otherwise the question is refused, naming what the log counts.
 */
function thingAsked(
  log: TakingsLog,
  q: string,
): { noun: string; cols?: Column[]; why?: string } | undefined {
  const m =
    /(?:^how many|\bnumber of|\bno\.? of|\bcount of|\b(?:average|avg|mean)(?: number of)?)\s+([a-z]+)/.exec(
      q,
    );
  if (!m) return undefined;
  const noun = m[1]!;
  const key = wordKey(noun);
  if (STOP.has(noun) || FILLER.has(noun) || GENERIC.has(key) || periodWord(noun)) return undefined;
  if (KNOWN.some((w) => wordKey(w) === key) || /^(days?|shifts?|times|dates|rows)$/.test(noun))
    return undefined;
  const cols = [log.total, ...log.families.flat(), ...log.counts, ...log.others];
  if (cols.some((c) => headerWords(c.label).includes(key))) return undefined;
  const sold = [...log.pairs.keys()];
  const ws = qWords(q);
  const titled = wordsOf(log.t.title ?? '', ...(log.t.notes ?? []))
    .map(wordKey)
    .includes(key);
  const verb = sold.some((c) => headerWords(c.label).some((w) => ws.has(w)));
  if (sold.length >= 2 && (titled || verb)) return { noun, cols: sold };
  // a noun a row may be ("payments", "entries") is left to the engine, and so is any noun on
  // a log that counts nothing
  const phrase = /^how many ([a-z ]+?)(?: (?:did|do|have|has|had|were|was|are|is|in|on)\b|$)/.exec(
    q,
  );
  if (!log.counts.length || ROW_NOUN.test(phrase?.[1] ?? noun)) return undefined;
  return {
    noun,
    why: `the log holds no count of ${noun}; it counts ${log.counts.map(name).join(' and ')}`,
  };
}

function thingsTotal(log: TakingsLog, s: Scope, sold: Column[]): Answer {
  const st: NumberStyle = { kind: 'number', decimals: 0 };
  const v = decSum(sold.map((c) => sumOf(log, s.rows, c)));
  const fig = figureOf(
    log.t,
    `${sold.map(name).join(' + ')}${s.label ? `, ${s.label}` : ''}`,
    v,
    st,
    cellsOf(s.rows, sold),
  );
  const each = sold.map((c) => `${name(c)} ${display(sumOf(log, s.rows, c), st)}`).join(', ');
  return sourcedAnswer(
    fig,
    `${display(v, st)} altogether: the count columns added (${each}) over ${rowsWord(s.rows.length)}${s.label ? ` in ${s.label}` : ''}.`,
    'total',
  );
}

function shareAnswer(log: TakingsLog, s: Scope, part: Column): Answer | undefined {
  const whole = sumOf(log, s.rows, log.total);
  if (decSign(whole) <= 0) return undefined;
  const p = sumOf(log, s.rows, part);
  const v = decDiv(decMul(p, HUNDRED), whole, 2)!;
  const st = styleOf(log, log.total);
  const fig = figureOf(
    log.t,
    `${name(part)} as a % of ${name(log.total)}${s.label ? `, ${s.label}` : ''}`,
    v,
    PERCENT,
    cellsOf(s.rows, [part, log.total]),
  );
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} (${display(p, st)} ÷ ${display(whole, st)} × 100, over ${rowsWord(s.rows.length)}).`,
    'share',
  );
}

/** the best (or worst) day of the week: the weekday whose rows add up to the most */
function weekdayRankAnswer(
  log: TakingsLog,
  s: Scope,
  c: Column,
  low: boolean,
  refuse: (why: string) => Answer,
): Answer {
  const by = new Map<number, Row[]>();
  for (const r of s.rows) {
    const w = weekdayOfRow(r);
    by.set(w, [...(by.get(w) ?? []), r]);
  }
  const sums = [...by].map(([w, rows]) => ({ w, rows, v: sumOf(log, rows, c) }));
  sums.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
  const top = sums[0]!;
  if (sums[1] && decCmp(sums[1].v, top.v) === 0)
    return refuse(
      `${WEEKDAY_NAMES[top.w]} and ${WEEKDAY_NAMES[sums[1].w]} bring in the same ${name(c)}`,
    );
  const st = styleOf(log, c);
  const fig = figureOf(
    log.t,
    `${name(c)} on ${WEEKDAY_NAMES[top.w]}s${s.label ? `, ${s.label}` : ''}`,
    top.v,
    st,
    cellsOf(top.rows, [c]),
    WEEKDAY_NAMES[top.w],
  );
  const means = sums.map((x) => ({ ...x, mean: decDiv(x.v, decFromInt(x.rows.length), 2)! }));
  means.sort((a, b) => (low ? decCmp(a.mean, b.mean) : decCmp(b.mean, a.mean)));
  const byMean =
    means[0]!.w !== top.w
      ? ` By the average day instead, ${WEEKDAY_NAMES[means[0]!.w]} ${low ? 'is lowest' : 'is highest'} (${display(means[0]!.mean, avgStyle(st), 2)} a day).`
      : '';
  const list = sums
    .map((x) => `${WEEKDAY_NAMES[x.w]} ${display(x.v, st)} (${rowsWord(x.rows.length)})`)
    .join(', ');
  return sourcedAnswer(
    fig,
    `${WEEKDAY_NAMES[top.w]} brings in the ${low ? 'least' : 'most'}: ${fig.display} of ${name(c)} over its ${rowsWord(top.rows.length)}${s.label ? ` in ${s.label}` : ''}. By weekday: ${list}.${byMean}`,
    low ? 'min' : 'max',
  );
}

/** "a grand" 1,000, "5k" 5,000, "£1,500", "two grand" */
function amountOf(text: string): Dec | undefined {
  const t = text.replace(/[$€£¥₹r]\s?(?=\d)/g, '');
  const words: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
  let m = /^(a|one|two|three|four|five|\d+(?:\.\d+)?) (grand|thousand)\b/.exec(t);
  if (m) return decMul(decFromNumber(words[m[1]!] ?? Number(m[1])), decFromInt(1000));
  m = /^(\d+(?:\.\d+)?) ?k\b/.exec(t);
  if (m) return decMul(decFromNumber(Number(m[1])), decFromInt(1000));
  m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\b/.exec(t);
  if (m) return decFromNumber(Number(`${m[1]!.replace(/,/g, '')}${m[2] ? `.${m[2]}` : ''}`));
  return undefined;
}

function threshold(log: TakingsLog, s: Scope, c: Column, dir: 'above' | 'below', n: Dec): Answer {
  const hits = s.rows.filter((r) => {
    const k = decCmp(value(log, r, c), n);
    return dir === 'above' ? k > 0 : k < 0;
  });
  const st = styleOf(log, c);
  const fig = figureOf(
    log.t,
    `Days with ${name(c)} ${dir === 'above' ? 'over' : 'under'} ${display(n, st)}${s.label ? `, ${s.label}` : ''}`,
    decFromInt(hits.length),
    { kind: 'number', decimals: 0 },
    cellsOf(s.rows, [c]),
  );
  const which = hits.length && hits.length <= 12 ? ` (${hits.map(iso).join(', ')})` : '';
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} of the ${rowsWord(s.rows.length)}${which}.`,
    'count',
  );
}

function changeAnswer(log: TakingsLog, s: Scope, c: Column): Answer | undefined {
  if (s.months.length !== 2 || s.weekday !== undefined) return undefined;
  const [a, b] = [...s.months].sort((x, y) => x.y * 12 + x.m - (y.y * 12 + y.m)) as [
    Scope['months'][number],
    Scope['months'][number],
  ];
  const va = sumOf(log, a.rows, c);
  const vb = sumOf(log, b.rows, c);
  const d = decSub(vb, va);
  const st = styleOf(log, c);
  const la = `${MONTH_SHORT[a.m - 1]} ${a.y}`;
  const lb = `${MONTH_SHORT[b.m - 1]} ${b.y}`;
  const fig = figureOf(
    log.t,
    `Change in ${name(c)}, ${la} to ${lb}`,
    d,
    st,
    cellsOf([...a.rows, ...b.rows], [c]),
  );
  const pct = decSign(va) > 0 ? decDiv(decMul(d, HUNDRED), va, 2) : undefined;
  const figA = figureOf(log.t, `${name(c)}, ${la}`, va, st, cellsOf(a.rows, [c]));
  const figB = figureOf(log.t, `${name(c)}, ${lb}`, vb, st, cellsOf(b.rows, [c]));
  const dir = decSign(d) >= 0 ? 'up' : 'down';
  return sourcedAnswer(
    fig,
    `${lb} took ${figB.display} against ${figA.display} in ${la}: ${dir} ${display(decAbs(d), st)}${pct ? ` (${decSign(pct) >= 0 ? '+' : ''}${display(pct, PERCENT)})` : ''} in ${name(c)}.`,
    'change',
    [figA, figB],
  );
}

function ratioAnswer(
  log: TakingsLog,
  s: Scope,
  top: Column,
  bottom: Column,
  what: string,
): Answer | undefined {
  const a = sumOf(log, s.rows, top);
  const b = sumOf(log, s.rows, bottom);
  if (decSign(b) <= 0) return undefined;
  const st = styleOf(log, top);
  const fig = figureOf(
    log.t,
    `${name(top)} per ${what}${s.label ? `, ${s.label}` : ''}`,
    decDiv(a, b, 2)!,
    avgStyle(st),
    cellsOf(s.rows, [top, bottom]),
  );
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} (${display(a, st)} of ${name(top)} ÷ ${display(b, { kind: 'number', decimals: 0 })} ${name(bottom)}, over ${rowsWord(s.rows.length)}).`,
    'ratio',
  );
}

function differenceAnswer(log: TakingsLog, s: Scope, a: Column, b: Column, what: string): Answer {
  const va = sumOf(log, s.rows, a);
  const vb = sumOf(log, s.rows, b);
  const st = styleOf(log, a);
  const fig = figureOf(
    log.t,
    `${name(a)} less ${name(b)}${s.label ? `, ${s.label}` : ''}`,
    decSub(va, vb),
    st,
    cellsOf(s.rows, [a, b]),
  );
  return sourcedAnswer(
    fig,
    `${what}: ${fig.display} (${name(a)} ${display(va, st)} − ${name(b)} ${display(vb, st)}, over ${rowsWord(s.rows.length)}${s.label ? ` in ${s.label}` : ''}).`,
    'difference',
  );
}

function rankPeople(
  log: TakingsLog,
  s: Scope,
  low: boolean,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const people = log.persons;
  if (!people) return undefined;
  const sums = people.map((c) => ({ c, v: sumOf(log, s.rows, c) }));
  sums.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
  const top = sums[0]!;
  if (decCmp(sums[1]!.v, top.v) === 0)
    return refuse(`${name(top.c)} and ${name(sums[1]!.c)} have the same`);
  const st = styleOf(log, top.c);
  const fig = figureOf(
    log.t,
    `${name(top.c)}${s.label ? `, ${s.label}` : ''}`,
    top.v,
    st,
    cellsOf(s.rows, [top.c]),
    name(top.c),
  );
  const list = sums.map((x) => `${name(x.c)} ${display(x.v, st)}`).join(', ');
  return sourcedAnswer(
    fig,
    `${name(top.c)} has the ${low ? 'least' : 'most'}: ${fig.display} (their column added over ${rowsWord(s.rows.length)}${s.label ? ` in ${s.label}` : ''}). All: ${list}.`,
    low ? 'min' : 'max',
  );
}

const KNOWN = (
  'takings taking take takes took taken sales sale revenue turnover income money bring brings ' +
  'brought came come till gross fare fares average avg mean typical typically usual usually ' +
  'normally daily trading business share percent percentage proportion fraction week weekday ' +
  'most best busiest biggest highest top least worst quietest slowest lowest clear cleared left ' +
  'after less minus deduct deducting deducted once cost costs beat compare compared against ' +
  'change changed differ difference grow grew growth better worse increase decrease increased ' +
  'decreased above below more fewer exceed exceeded grand last previous plus we profit net keep ' +
  'kept category categories product products line lines section department service kind type ' +
  'seller sellers popular sell sells gets getting strongest weakest' +
  ' wash washed serve served' +
  // pass 48: a range's words ("between july and october", "aug thru oct"); OTHER_PERIOD still
  // leaves them to the engine when no range of months is read
  ' between thru until till inclusive since after onwards onward'
).split(' ');
const COMPARE =
  /\bmore\b.*\bthan\b|\bless\b.*\bthan\b|\b(compare|compared|vs|versus|against|change|changed|differ|difference|grow|grew|growth|better|worse|increase|decrease|increased|decreased)\b/;
const ROW_NOUN =
  /\b(rows?|entries|entry|records?|lines?|transactions?|payments?|receipts?|vouchers?|orders?|sales|bookings?|invoices?|items?|days?|shifts?|times|dates?|weeks?|months?)\b/;
const PER_PERIOD =
  /\b(?:per|a|an|each|every) (?:week|month|quarter|year|fortnight)\b|\b(?:weekly|monthly|quarterly|yearly|annual|annually)\b/;
const COUNT_ASKED = /\b(number of|how many|count of|no\.? of|numbers? of)\b/;
const AVERAGE = /\b(average|avg|mean|typical(?:ly)?|usual(?:ly)?|normally)\b/;
const PER_DAY =
  /\b(per|a|each|an average|a typical|every) (?:trading |working |business )?day\b|\bdaily\b/;
const SHARE = /%|\b(percent|percentage|share|proportion|fraction)\b/;

export function takingsLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const log = takingsLogOf(wb);
  if (!log) return undefined;
  const q = plainQuestion(question).replace(/[’‘]/g, "'");
  // every word read: this reader's own, the headers'; the noun of "how many" is checked below
  const known = [
    ...KNOWN,
    ...wordsOf(...[log.total, ...log.families.flat(), ...log.counts, ...log.others].map(name)),
  ];
  const thing = thingAsked(log, q);
  if (thing?.why) return refuse(thing.why);
  const unread = unreadWords(q.replace(/^how many [a-z]+/, ' '), known).filter(
    (w) => w !== thing?.noun,
  );
  if (unread.length) return undefined;
  // who got the most: a family of people's shares
  const who =
    /^who(?:'s| has| have| got| did| earned| made| is| was)?\b.*\b(most|least|highest|lowest|biggest|top)\b/.exec(
      q,
    );
  if (who) {
    const s = scopeOf(log, q, now);
    if (!s || s.refusal) return undefined;
    return rankPeople(log, s, /least|lowest/.test(who[1]!), refuse);
  }
  // the best day of the week
  const weekdayRank =
    /\b(day of the week|day of week|weekday|day in the week)\b/.test(q) &&
    /\b(most|best|busiest|biggest|highest|top|least|worst|quietest|slowest|lowest)\b/.exec(q);
  if (weekdayRank) {
    const s = scopeOf(
      log,
      q.replace(/\b(day of the week|day of week|weekday|day in the week)\b/, ' '),
      now,
    );
    if (!s || s.refusal || s.weekday !== undefined || s.day) return undefined;
    const c = measureOf(log, s.rest) ?? log.total;
    if (!isMoney(log, c) && !TAKINGS.test(q) && !/\bmoney\b/.test(q)) return undefined;
    return weekdayRankAnswer(
      log,
      s,
      c,
      /least|worst|quietest|slowest|lowest/.test(weekdayRank[1]!),
      refuse,
    );
  }
  const s = scopeOf(log, q, now);
  if (s?.refusal) return refuse(s.refusal.replace(/^the sheet holds/, 'the log holds'));
  if (!s || !s.rows.length) return undefined;
  // "per month", "a week", "monthly": an average over periods, the engine's reading
  if (PER_PERIOD.test(s.rest)) return undefined;
  // how many days over an amount
  const over =
    /^how many (?:days|times|dates)\b.*?\b(over|above|more than|at least|better than|under|below|less than|fewer than)\b (.+?)(?: in takings| of takings| in sales| takings| sales)?$/.exec(
      s.rest,
    );
  if (over) {
    const n = amountOf(over[2]!.trim());
    if (!n) return undefined;
    const c = measureOf(log, s.rest.replace(over[0], ' ')) ?? log.total;
    if (c !== log.total && !isMoney(log, c)) return undefined;
    const dir = /over|above|more|least|better/.test(over[1]!) ? 'above' : 'below';
    return threshold(log, s, c, dir, n);
  }
  // one column more than another
  const more = /^how much more (.+?) than (?:the |our )?(.+)$/.exec(s.rest);
  if (more && !AVERAGE.test(s.rest)) {
    const a = namedColumns(log, more[1]!);
    const b = namedColumns(log, more[2]!);
    if (a.length !== 1 || b.length !== 1 || a[0] === b[0]) return undefined;
    return differenceAnswer(log, s, a[0]!, b[0]!, `${name(a[0]!)} beat ${name(b[0]!)} by`);
  }
  // takings after a cost
  const after =
    /\b(?:after|less|minus|net of|take away|taking away|once we take off|deducting)\b (?:the |our )?([a-z][a-z ]*?)(?: costs?| bills?| money| spend)?$/.exec(
      s.rest,
    );
  if (after) {
    if (AVERAGE.test(s.rest) || PER_DAY.test(s.rest) || SHARE.test(s.rest)) return undefined;
    const cost = namedColumns(log, after[1]!);
    if (cost.length !== 1 || !log.others.includes(cost[0]!)) return undefined;
    const head = s.rest.slice(0, after.index);
    const c = measureOf(log, head) ?? log.total;
    if (c !== log.total) return undefined;
    return differenceAnswer(log, s, c, cost[0]!, `What was left after ${name(cost[0]!)}`);
  }
  // per job: money ÷ a count column
  const per = /\b(?:per|each|a|an|every) ([a-z]+)$/.exec(s.rest);
  if (per && !/^(day|trading|working|business)$/.test(per[1]!)) {
    const count = log.counts.filter((c) => headerWords(c.label).includes(wordKey(per[1]!)));
    if (count.length === 1) {
      const head = s.rest.slice(0, per.index);
      const named = measureOf(log, head);
      const c = named && named !== count[0] ? named : log.total;
      if (!isMoney(log, c)) return undefined;
      return ratioAnswer(log, s, c, count[0]!, wordKey(per[1]!));
    }
  }
  // a share of the takings
  if (SHARE.test(s.rest)) {
    const asked = s.rest.replace(/\b(takings?|sales|revenue|turnover|income|money|total)\b/g, ' ');
    const part = namedColumns(log, asked).filter((c) => c !== log.total);
    if (part.length !== 1 || !isMoney(log, part[0]!)) return undefined;
    // "Jack's share" of a tips jar is his money; the percentage is named beside it
    if (
      log.persons?.includes(part[0]!) &&
      !/%|\b(percent|percentage|proportion|fraction)\b/.test(s.rest)
    ) {
      const a = totalAnswer(log, s, part[0]!);
      const pct = shareAnswer(log, s, part[0]!);
      return pct
        ? {
            ...a,
            text: `${a.text}\nAs a percentage of ${name(log.total)}: ${pct.figures[0]!.display}.`,
          }
        : a;
    }
    return shareAnswer(log, s, part[0]!);
  }
  // a month against another
  if (s.months.length === 2 && COMPARE.test(s.rest)) {
    const c = measureOf(log, s.rest) ?? log.total;
    return changeAnswer(log, s, c);
  }
  if (COMPARE.test(s.rest)) return undefined;
  if (s.months.length > 1 && !s.ranged && !/\b(and|together|combined|plus|both)\b/.test(q))
    return undefined;
  // an average per day (or per weekday named)
  if (AVERAGE.test(s.rest) || PER_DAY.test(s.rest)) {
    if (thing?.cols)
      return s.day || s.weekday !== undefined ? undefined : perDayAnswer(log, s, thing.cols);
    const named = namedColumns(log, s.rest);
    if (named.length > 1) return undefined;
    const c = named.length ? measureOf(log, s.rest) : log.total;
    if (!c) return undefined;
    if (s.day || (COUNT_ASKED.test(s.rest) && !log.counts.includes(c))) return undefined;
    if (s.weekday !== undefined) {
      const v = decDiv(sumOf(log, s.rows, c), decFromInt(s.rows.length), 2)!;
      const st = styleOf(log, c);
      const fig = figureOf(
        log.t,
        `Average ${name(c)} on a ${WEEKDAY_NAMES[s.weekday]}${s.label ? `, ${s.label}` : ''}`,
        v,
        avgStyle(st),
        cellsOf(s.rows, [c]),
      );
      return sourcedAnswer(
        fig,
        `${fig.label}: ${fig.display} (${display(sumOf(log, s.rows, c), st)} over ${rowsWord(s.rows.length)}).`,
        'average',
      );
    }
    if (!PER_DAY.test(s.rest) && !/\b(day|days)\b/.test(s.rest)) return undefined;
    return perDayAnswer(log, s, c);
  }
  // how many days: the rows (a person's: the rows where their column holds a share)
  const days = /^how many (?:days|shifts|trading days)\b(.*)$/.exec(s.rest);
  if (days) {
    if (s.day) return undefined;
    const who = log.persons ? namedColumns(log, days[1]!, log.persons) : [];
    if (who.length > 1) return undefined;
    const other = namedColumns(log, days[1]!);
    if (!who.length && other.length && (other.length > 1 || other[0] !== log.total))
      return undefined;
    // "days we got tips": the rows whose Total is not nothing
    const kept = who.length
      ? s.rows.filter((r) => r.cells[log.t.columns.indexOf(who[0]!)] != null)
      : s.rows.filter((r) => decSign(value(log, r, log.total)) !== 0);
    const col = who[0] ?? log.total;
    const fig = figureOf(
      log.t,
      `Days${who.length ? ` with a share for ${name(col)}` : ' with a row'}${s.label ? `, ${s.label}` : ''}`,
      decFromInt(kept.length),
      { kind: 'number', decimals: 0 },
      cellsOf(s.rows, [col]),
    );
    return sourcedAnswer(
      fig,
      `${fig.label}: ${kept.length}${who.length ? ` (the rows where ${name(col)} holds an amount)` : ' (one row per day)'}.`,
      'count',
    );
  }
  // how many of the things sold
  const howMany = /^how many ([a-z' -]+?)(?: (?:did|do|have|has|had|were|was|are) (.*))?$/.exec(
    s.rest,
  );
  if (howMany) {
    const named = namedColumns(log, howMany[1]!, log.counts);
    if (named.length === 1) return totalAnswer(log, s, named[0]!);
    return thing?.cols ? thingsTotal(log, s, thing.cols) : undefined;
  }
  if (thing?.cols) return thingsTotal(log, s, thing.cols);
  // what sells best: the family of products (not how it was paid, not people) ranked
  if (BEST_SELLER.test(s.rest)) {
    const products = log.families.filter(
      (f) => f !== log.persons && !f.every((c) => PAYMENT.test(c.label)),
    );
    if (products.length !== 1 || s.day) return undefined;
    return rankColumns(log, s, products[0]!, /\b(worst|least)\b/.test(s.rest), refuse);
  }
  // the best / worst month: the months' sums
  const monthRank =
    /\b(best|busiest|biggest|top|strongest|highest|worst|quietest|slowest|weakest|lowest) month\b/.exec(
      s.rest,
    ) ??
    (/\bwhich month\b/.test(s.rest)
      ? /\b(best|busiest|biggest|top|most|highest|worst|quietest|slowest|least|lowest)\b/.exec(
          s.rest,
        )
      : null);
  if (monthRank) {
    if (s.months.length || s.weekday !== undefined || s.day) return undefined;
    const named = namedColumns(log, s.rest.replace(monthRank[0], ' '));
    if (named.length > 1) return undefined;
    const c = named.length ? measureOf(log, s.rest.replace(monthRank[0], ' ')) : log.total;
    if (!c) return undefined;
    const months = logMonths(log);
    if (months.length < 2) return undefined;
    const low = /worst|quietest|slowest|weakest|lowest|least/.test(monthRank[1]!);
    const sums = months.map((x) => ({ ...x, v: sumOf(log, x.rows, c) }));
    sums.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
    if (decCmp(sums[0]!.v, sums[1]!.v) === 0)
      return refuse('two months add up to the same; name the month');
    const top = sums[0]!;
    const at = `${MONTH_SHORT[top.m - 1]} ${top.y}`;
    const st = styleOf(log, c);
    const fig = figureOf(log.t, `${name(c)}, ${at}`, top.v, st, cellsOf(top.rows, [c]), at);
    const list = months
      .map(
        (x) =>
          `${MONTH_SHORT[x.m - 1]} ${x.y} ${display(sumOf(log, x.rows, c), st)} (${rowsWord(x.rows.length)})`,
      )
      .join(', ');
    return sourcedAnswer(
      fig,
      `The ${low ? 'worst' : 'best'} month was ${at}: ${fig.display} of ${name(c)}. By month: ${list}${log.t.rows.some((r) => r.kind === 'total') ? '; the month total rows are not read' : ''}.`,
      low ? 'min' : 'max',
    );
  }
  if (RANKED.test(s.rest)) return undefined;
  // a total: the column named, a count's money, or the takings
  const named = namedColumns(log, s.rest);
  if (named.length > 1) return undefined;
  const c = countFor(log, named[0], s.rest);
  if (COUNT_ASKED.test(s.rest) && !(c && log.counts.includes(c))) return undefined;
  const money = TAKINGS.test(s.rest) || sharedWord(log, s.rest);
  if (c && log.counts.includes(c)) {
    if (!money) return totalAnswer(log, s, c);
    const paired = log.pairs.get(c);
    return paired ? totalAnswer(log, s, paired) : undefined;
  }
  if (c && c !== log.total) return totalAnswer(log, s, c);
  if (!c && !money && !/\btotal\b/.test(s.rest)) return undefined;
  if (s.weekday !== undefined) {
    const a = totalAnswer(log, s, log.total);
    const mean = decDiv(sumOf(log, s.rows, log.total), decFromInt(s.rows.length), 2)!;
    return {
      ...a,
      text: `${a.text}\nOn average that is ${display(mean, avgStyle(styleOf(log, log.total)), 2)} a ${WEEKDAY_NAMES[s.weekday]}.`,
    };
  }
  return totalAnswer(
    log,
    s,
    log.total,
    c ? '' : `${name(log.total)} = ${partsText(log)} on every row`,
  );
}

const BEST_SELLER =
  /\b((?:sells?|sold) (?:the )?(?:best|most|worst|least)|best[- ]sell\w*|top[- ]sell\w*|most popular|least popular|biggest seller|brings? in the (?:most|least) money)\b|^which (?:category|product|line|section|department|service|kind|type)\b.*\b(most|least)\b/;
const PAYMENT =
  /\b(cash|card|cards|eftpos|account|voucher|vouchers|online|transfer|cheque|check|paypal|stripe|square|zettle|sumup|amex|visa|mastercard|tips?|bank)\b/i;
/** rank words: a figure picked among others, never a total */
const RANKED =
  /\b(most|best|busiest|biggest|highest|top|least|worst|quietest|slowest|lowest|largest|smallest|max|maximum|min|minimum|more|fewer|above|below|over|under|exceed\w*)\b/;

/** a word every column of a family shares ("tips": Cash tips, Card tips) */
function sharedWord(log: TakingsLog, q: string): boolean {
  const ws = qWords(q);
  return log.families.some((f) =>
    [...ws].some((w) => f.filter((c) => headerWords(c.label).includes(w)).length >= 2),
  );
}

function rankColumns(
  log: TakingsLog,
  s: Scope,
  cols: Column[],
  low: boolean,
  refuse: (why: string) => Answer,
): Answer {
  const sums = cols.map((c) => ({ c, v: sumOf(log, s.rows, c) }));
  sums.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
  const top = sums[0]!;
  if (decCmp(sums[1]!.v, top.v) === 0)
    return refuse(`${name(top.c)} and ${name(sums[1]!.c)} brought in the same`);
  const st = styleOf(log, top.c);
  const fig = figureOf(
    log.t,
    `${name(top.c)}${s.label ? `, ${s.label}` : ''}`,
    top.v,
    st,
    cellsOf(s.rows, [top.c]),
    name(top.c),
  );
  const list = sums.map((x) => `${name(x.c)} ${display(x.v, st)}`).join(', ');
  return sourcedAnswer(
    fig,
    `${name(top.c)} brings in the ${low ? 'least' : 'most'}: ${fig.display} over ${rowsWord(s.rows.length)}${s.label ? ` in ${s.label}` : ''}. All: ${list}.`,
    low ? 'min' : 'max',
  );
}

/**
 * "valets" names both Full valets (a count) and Valet R (its money): with no money word in the
 * question, the count
 */
function countFor(log: TakingsLog, c: Column | undefined, q: string): Column | undefined {
  if (!c || TAKINGS.test(q) || /[$€£¥₹]|\b(value|worth|cash|amount)\b/.test(q)) return c;
  const counts = [...log.pairs].filter(([, p]) => p === c).map(([k]) => k);
  if (counts.length !== 1) return c;
  const ws = qWords(q);
  return headerWords(counts[0]!.label).some((w) => ws.has(w)) ? counts[0] : c;
}

/**
 * The one column a question names (or the Total for a word every part of a family shares); a
 * count named with a money word is its money column ("basic wash takings" is Basic R), and a
 * money column named with no money word is its count when the count shares the word.
 */
function measureOf(log: TakingsLog, q: string): Column | undefined {
  const cols = namedColumns(log, q);
  if (cols.length !== 1) return undefined;
  const c = countFor(log, cols[0], q)!;
  if (!log.counts.includes(c) || !(TAKINGS.test(q) || sharedWord(log, q))) return c;
  return log.pairs.get(c);
}

const isMoney = (log: TakingsLog, c: Column): boolean =>
  c === log.total || log.families.some((f) => f.includes(c)) || log.others.includes(c);

export type { AnswerFigure };
