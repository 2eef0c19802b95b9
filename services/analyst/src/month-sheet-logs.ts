/**
 * Issue 13, pass 53: a daily log kept one sheet per month and no Summary ("Sep 2026",
 * "Oct 2026", "Nov 2026"; "September", "2026-10", "Oct"), each sheet the same log: a title, then
 * `Date | Washers | Dryers | Vending | Total`, one row per day of its month, maybe a Day column, a
 * Total row, closed days left blank, the newest month only partly filled. The engine asked back
 * which part the takings were and refused anything over the months ("fits sheet 'Sep 2026' and
 * sheet 'Oct 2026' equally well"). Here the sheets that are the same log (the same value
 * headers, each sheet's days in one month that its name or title names, no two sheets of one
 * month) are read as one stacked log, its month taken from the dates:
 * - the takings are the Total (the column that is, on every day, the sum of the others to the
 *   cent: pass 44's `totalColumn`), else the parts added (said so); a part is named by its words;
 * - every month's figure is checked against that sheet's Total row when there is one; a
 *   disagreement is refused naming both;
 * - a month's takings (a month named, last / this month as of today), several months or all of
 *   them added ("so far", "the three months"), best / worst month (a month still in progress is
 *   left out, said so), one month against another (difference and %), the best / quietest day
 *   (days with no takings left out), a day's takings, the average day (÷ the days with takings,
 *   the calendar days named), days over (under) an amount counted, a part's share of the takings;
 * - refused: costs, profit and other figures the sheets do not hold, next month or a forecast, a
 *   month (or day) with no sheet.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { wordKey } from './daily-takings-log';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAbs,
  decCmp,
  decDiv,
  decFromInt,
  decFromNumber,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { type NumberStyle, PERCENT, formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { namesMonth, totalColumn } from './month-sheets';
import { monthKey, monthRangeOf, rangeMonths } from './month-range-words';
import { oncePer } from './once-per';
import { MONTH_NAMES, MONTH_SHORT } from './periods';
import { normalizeText, plainQuestion } from './text';
import { unreadWords, wordsOf } from './asked-words';

interface MonthLog {
  t: Table;
  y: number;
  m: number;
  /** the dated rows of the month, in sheet order */
  days: Row[];
  totalRow?: Row;
  /** this sheet's column for each part (same order as the log's parts) */
  parts: Column[];
  total?: Column;
}
export interface StackedLog {
  months: MonthLog[];
  /** the parts' headers, as written on the first sheet */
  parts: string[];
  /** the Total column's header, when the sheets have one */
  total?: string;
  /** other tables of the book holding rows (the log is then not the whole book) */
  others: boolean;
}

const head = (c: Column): string => normalizeText(c.label).replace(/\s+/g, ' ').trim();
const at = (t: Table, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[t.columns.indexOf(c)]);
const CURRENCY = /[$€£¥₹₩₱₦₸₡฿]|\b(usd|aud|nzd|eur|gbp|zar|cad|sgd|hkd|inr|chf|rand)\b/i;

function monthLogOf(t: Table): MonthLog | undefined {
  if (t.layout !== 'long' || !t.columns.some((c) => c.role === 'date')) return undefined;
  const days = t.rows.filter((r) => r.kind === 'data');
  if (!days.length || !days.every((r) => r.period?.kind === 'day' && r.period.start))
    return undefined;
  // one row a day (a week's w/c dates are another layout: pass 44's month sheets)
  const ds = days.map((r) => Date.parse(r.period!.start!)).sort((a, b) => a - b);
  const gaps = ds
    .slice(1)
    .map((d, i) => (d - ds[i]!) / 86_400_000)
    .sort((a, b) => a - b);
  if (gaps.length && (gaps[0] === 0 || gaps[Math.floor(gaps.length / 2)]! > 3)) return undefined;
  const ym = new Set(days.map((r) => r.period!.start!.slice(0, 7)));
  if (ym.size !== 1) return undefined;
  const [y, m] = [...ym][0]!.split('-').map(Number) as [number, number];
  if (!namesMonth(t.sheet, y, m) && !namesMonth(t.title ?? '', y, m)) return undefined;
  const values = t.columns.filter(
    (c) =>
      (c.role === 'value' || c.role === 'total') &&
      (c.type === 'money' || c.type === 'number') &&
      !/%/.test(c.label),
  );
  if (values.length < 2 || values.length > 8) return undefined;
  // money: money cells or a currency in the headers or title (a log of counts is no takings)
  const text = [t.title ?? '', ...values.map((c) => c.label)].join(' ');
  if (!values.some((c) => c.type === 'money') && !CURRENCY.test(text)) return undefined;
  const filled = days.filter((r) => values.every((c) => at(t, r, c) !== undefined));
  const total =
    values.length >= 3 && filled.length >= 2 ? totalColumn(t, values, filled) : undefined;
  // a column headed Total that is not the sum of the others is no log of parts
  if (!total && values.some((c) => /^total\b/.test(head(c)))) return undefined;
  const totalRow = t.rows.find((r) => r.kind === 'total');
  return {
    t,
    y,
    m,
    days,
    ...(totalRow ? { totalRow } : {}),
    parts: values.filter((c) => c !== total),
    ...(total ? { total } : {}),
  };
}

const logOf = oncePer(readLog);
/** the workbook's one daily log kept one sheet per month, if any */
export const monthSheetLogOf = (wb: Workbook): StackedLog | undefined => logOf(wb);

function readLog(wb: Workbook): StackedLog | undefined {
  const found: MonthLog[] = [];
  let others = false;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const l = monthLogOf(t);
      if (l) found.push(l);
      else if (t.rows.some((r) => r.kind === 'data')) {
        others = true;
        // a Summary of the months beside them is pass 44's layout (month-sheets.ts)
        if (t.rows.some((r) => r.kind === 'data' && r.period?.kind === 'month')) return undefined;
      }
    }
  if (found.length < 2) return undefined;
  const sig = (l: MonthLog) => `${l.parts.map(head).join('|')}#${l.total ? head(l.total) : ''}`;
  if (new Set(found.map(sig)).size !== 1) return undefined;
  const keys = found.map((l) => l.y * 12 + l.m);
  if (new Set(keys).size !== keys.length) return undefined;
  found.sort((a, b) => a.y * 12 + a.m - (b.y * 12 + b.m));
  const first = found[0]!;
  return {
    months: found,
    parts: first.parts.map((c) => c.label.trim()),
    ...(first.total ? { total: first.total.label.trim() } : {}),
    others,
  };
}

const label = (l: MonthLog): string => `${MONTH_NAMES[l.m - 1]} ${l.y}`;
const short = (l: MonthLog): string => `${MONTH_SHORT[l.m - 1]} ${l.y}`;
const dayName = (iso: string): string =>
  `${Number(iso.slice(8, 10))} ${MONTH_SHORT[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const daysInMonth = (l: MonthLog): number => new Date(Date.UTC(l.y, l.m, 0)).getUTCDate();

/** a day's figure of the measure (a part's index, or -1 for the takings); undefined if blank */
function dayValue(l: MonthLog, r: Row, part: number): Dec | undefined {
  if (part >= 0) return at(l.t, r, l.parts[part]!);
  if (l.total) return at(l.t, r, l.total);
  const vs = l.parts.map((c) => at(l.t, r, c));
  return vs.some((v) => v === undefined) ? undefined : decSum(vs as Dec[]);
}
const traded = (l: MonthLog, r: Row): boolean => {
  const v = dayValue(l, r, -1);
  return v !== undefined && decSign(v) > 0;
};

/** a month's figure: its days added, checked against its Total row */
function monthValue(l: MonthLog, part: number): { v: Dec } | { clash: string } {
  const v = decSum(l.days.map((r) => dayValue(l, r, part) ?? ZERO));
  if (!l.totalRow) return { v };
  const cols = part >= 0 ? [l.parts[part]!] : l.total ? [l.total] : l.parts;
  const held = cols.map((c) => at(l.t, l.totalRow!, c));
  if (held.some((x) => x === undefined)) return { v };
  const row = decSum(held as Dec[]);
  if (decCmp(decAbs(decSub(row, v)), { m: 1n, s: 2 }) > 0) {
    const st = styleOf(l, cols[0]!);
    return {
      clash: `on sheet '${l.t.sheet}' the Total row says ${formatValue(row, st)} but the days add up to ${formatValue(v, st)}; check the sheet`,
    };
  }
  return { v };
}

const styleOf = (l: MonthLog, c: Column): NumberStyle =>
  cellStyle(
    l.t,
    l.days.map((r) => r.cells[l.t.columns.indexOf(c)]).find((x) => Array.isArray(x)),
  );
const colOf = (l: MonthLog, part: number): Column =>
  part >= 0 ? l.parts[part]! : (l.total ?? l.parts[0]!);
const daysRange = (l: MonthLog, cs: Column[]): Array<{ r: number; c: number }> =>
  cs.flatMap((c) => l.days.map((r) => ({ r: r.r, c: c.c })));
const measureCols = (l: MonthLog, part: number): Column[] =>
  part >= 0 ? [l.parts[part]!] : l.total ? [l.total] : l.parts;

const MONTHS_RE =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:,? (20\d\d))?/g;
const monthIndex = (w: string): number =>
  MONTH_SHORT.findIndex((s) => s.toLowerCase() === w.slice(0, 3)) + 1;
const TAKINGS =
  /\b(takings?|take|took|taken|make|made|sales|sold|revenue|turnover|income|earn\w*|brought in|bring in|brings in|came in|money|do|did|done|doing|gross)\b/;
const NOT_HELD =
  /\b(costs?|expenses?|spend|spent|spending|profits?|margins?|wages?|salar\w*|rent|bills?|overheads?|loss|losses|net|electric\w*|utilit\w*|water|gas|gst|vat|tax|taxes|outgoings?|paid out|customers?|loads?|visits?)\b/;
const FORECAST =
  /\b(next (?:month|year|week|quarter)|forecast\w*|predict\w*|project(?:ed|ion)s?|expect\w*|will we|going to)\b/;
const GROWTH =
  /\b(compare[ds]?|comparison|vs|versus|against|up on|down on|grow|grew|growth|change[ds]?|increase[ds]?|decrease[ds]?|rise|rose|fall|fell|drop(?:ped)?|differ\w*)\b/;
const ALL =
  /\b(so far|to date|altogether|all together|in total|overall|combined|all up|all (?:the )?months|(?:the|these|those|all|last|past) (?:two|three|four|2|3|4) months|every month|each month|since we (?:started|opened)|all time)\b/;
const BEST_DAY =
  /\b(best|worst|busiest|quietest|slowest|biggest|top|highest|lowest|strongest|weakest|poorest) (?:single )?day\b/;
const BEST_MONTH =
  /\b(best|worst|busiest|quietest|slowest|biggest|top|highest|lowest|strongest|weakest|poorest) month\b/;
const LOW = /\b(worst|quietest|slowest|lowest|weakest|poorest|least|fewest)\b/;
const KNOWN = (
  'take takings taking took taken make made sales sold revenue turnover income earn earned earnings ' +
  'brought bring brings came money do did done gross we us our how much what which best worst ' +
  'busiest quietest slowest biggest top highest lowest strongest weakest poorest most least day ' +
  'days daily month months average avg mean typical per share percent percentage proportion ' +
  'comes come from compare compared comparison vs versus against up down on grow grew growth change ' +
  'changed increase increased decrease decreased rise rose fall fell drop dropped difference ' +
  'differ so far to date altogether together total overall combined all every each since started ' +
  'opened time more than over above less under below fewer at least many last this three four two ' +
  'was were single out across through over the whole period have has had been how did much good ' +
  'go went run doing going between'
).split(' ');

export function monthSheetLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const b = logOf(wb);
  if (!b) return undefined;
  const q = plainQuestion(question);
  if (/\b(summary|sheets?|tabs?)\b/.test(q)) return undefined;
  const held = `the sheets hold ${label(b.months[0]!)} to ${label(b.months[b.months.length - 1]!)}`;
  const partWords = b.parts.map((p) => wordsOf(p).map(wordKey));
  const qKeys = new Set(wordsOf(q.replace(/'s\b/g, '')).map(wordKey));
  if (!b.others) {
    const notHeld = NOT_HELD.exec(q);
    if (notHeld && !partWords.flat().includes(wordKey(notHeld[1]!)))
      return refuse(
        `the sheets are a daily log of takings (${[...b.parts, ...(b.total ? [b.total] : [])].join(', ')}); they hold no ${notHeld[1]}`,
      );
    if (FORECAST.test(q)) return refuse(`${held}; they hold no forecast or month ahead`);
  }
  // the day named ("14 november", "november 14th", "the 14th of nov")
  let rest = q;
  let dayIso: string | undefined;
  const dm =
    /\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:,? (20\d\d))?/.exec(
      rest,
    ) ??
    /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?) (\d{1,2})(?:st|nd|rd|th)?\b(?!\d)(?:,? (20\d\d))?/.exec(
      rest,
    );
  const named: MonthLog[] = [];
  if (dm) {
    const [d, mw] = /^\d/.test(dm[1]!) ? [Number(dm[1]), dm[2]!] : [Number(dm[2]), dm[1]!];
    const mi = monthIndex(mw);
    const hits = b.months.filter((l) => l.m === mi && (!dm[3] || l.y === Number(dm[3])));
    if (hits.length !== 1) return refuse(`${held}; there is no sheet for ${MONTH_NAMES[mi - 1]}`);
    const l = hits[0]!;
    if (d < 1 || d > daysInMonth(l)) return undefined;
    dayIso = `${l.y}-${String(l.m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    named.push(l);
    rest = rest.replace(dm[0], ' ');
  }
  // a range of months ("july to october", "from sep through nov") is every month of it
  const rg = dayIso || GROWTH.test(rest) ? undefined : monthRangeOf(rest);
  if (rg) {
    const ks = rangeMonths(
      rg,
      b.months.map((l) => monthKey(l.y, l.m)),
    );
    if (typeof ks === 'string') return refuse(ks.replace(/^the sheet holds/, 'the sheets hold'));
    for (const k of ks) named.push(b.months.find((l) => monthKey(l.y, l.m) === k)!);
    rest = rest.replace(rg.text.trim(), ' ');
  }
  for (const mm of dayIso || rg ? [] : [...rest.matchAll(MONTHS_RE)]) {
    if (mm[1] === 'may' && !mm[2] && !/\b(in|for|of|during|and|to|vs|from|between) may\b/.test(q))
      continue;
    const mi = monthIndex(mm[1]!);
    const hits = b.months.filter((l) => l.m === mi && (!mm[2] || l.y === Number(mm[2])));
    if (hits.length > 1) return undefined;
    if (!hits.length)
      return refuse(
        `${held}; there is no sheet for ${MONTH_NAMES[mi - 1]}${mm[2] ? ` ${mm[2]}` : ''}`,
      );
    if (!named.includes(hits[0]!)) named.push(hits[0]!);
    rest = rest.replace(mm[0], ' ');
  }
  const rel = /\b(last|this|current|previous) month\b|\bmonth to date\b|\bmtd\b/.exec(rest);
  if (rel) {
    if (!now) return undefined;
    const back = /last|previous/.test(rel[0]) ? 1 : 0;
    const k = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
    const [y, m] = [Math.floor(k / 12), (k % 12) + 1];
    const hit = b.months.find((l) => l.y === y && l.m === m);
    if (!hit)
      return refuse(`${held}; there is no sheet for ${MONTH_NAMES[m - 1]} ${y} (${rel[0]})`);
    if (!named.includes(hit)) named.push(hit);
    rest = rest.replace(rel[0], ' ');
  }
  // the part named by its words
  const parts = partWords
    .map((ws, i) => (ws.length && ws.every((w) => qKeys.has(w)) ? i : -1))
    .filter((i) => i >= 0);
  if (parts.length > 1) return undefined;
  const part = parts[0] ?? -1;
  const known = [...KNOWN, ...wordsOf(...b.parts, b.total ?? '')];
  if (unreadWords(rest, known).length) return undefined;
  const all = b.months;
  const es = named.length ? named : all;
  const mLabel = (ls: MonthLog[]) =>
    ls.length === all.length && !named.length && ls.length > 1
      ? `${short(ls[0]!)} to ${short(ls[ls.length - 1]!)}`
      : ls.map(short).join(', ');
  const measure = part >= 0 ? b.parts[part]! : (b.total ?? `takings (${b.parts.join(' + ')})`);
  const how = b.total
    ? part >= 0
      ? ''
      : ` (${b.total} = ${b.parts.join(' + ')})`
    : part >= 0
      ? ''
      : ' (the sheets have no Total column: the parts added)';
  const values: Array<{ l: MonthLog; v: Dec }> = [];
  const valuesOf = (ls: MonthLog[]): Answer | undefined => {
    values.length = 0;
    for (const l of ls) {
      const x = monthValue(l, part);
      if ('clash' in x) return refuse(x.clash);
      values.push({ l, v: x.v });
    }
    return undefined;
  };
  const monthFig = (l: MonthLog, v: Dec, what = measure): AnswerFigure =>
    figureOf(
      l.t,
      `${what}, ${short(l)}`,
      v,
      styleOf(l, colOf(l, part)),
      daysRange(l, measureCols(l, part)),
      short(l),
    );
  const answer = (
    fig: AnswerFigure,
    text: string,
    kind: string,
    more: AnswerFigure[] = [],
  ): Answer => {
    const figs = [fig, ...more];
    const seen = new Set<string>();
    const src = figs
      .filter(
        (f) =>
          !seen.has(f.source.sheet + f.source.range) && seen.add(f.source.sheet + f.source.range),
      )
      .map((f) => `sheet '${f.source.sheet}' ${f.source.range}`);
    return { text: `${text}\nSource: ${src.join('; ')}.`, figures: figs, refused: false, kind };
  };
  const st = styleOf(all[0]!, colOf(all[0]!, part));
  const fmt = (v: Dec, s: NumberStyle = st) => formatValue(v, s);
  const inProgress = (l: MonthLog): boolean =>
    l === all[all.length - 1] &&
    !!now &&
    now.getUTCFullYear() === l.y &&
    now.getUTCMonth() + 1 === l.m;

  // a part's share of the takings
  if (/%|\b(share|percent|percentage|proportion)\b|\bhow much of\b/.test(rest)) {
    if (part < 0) return undefined;
    const bad = valuesOf(es);
    if (bad) return bad;
    const partSum = decSum(values.map((x) => x.v));
    const wholes: Dec[] = [];
    for (const l of es) {
      const x = monthValue(l, -1);
      if ('clash' in x) return refuse(x.clash);
      wholes.push(x.v);
    }
    const whole = decSum(wholes);
    if (decSign(whole) <= 0) return undefined;
    const l0 = es[0]!;
    const fig = figureOf(
      l0.t,
      `${b.parts[part]} as a % of ${b.total ?? 'takings'}, ${mLabel(es)}`,
      decDiv(decMul(partSum, HUNDRED), whole, 2)!,
      PERCENT,
      daysRange(l0, [l0.parts[part]!, ...(l0.total ? [l0.total] : l0.parts)]),
    );
    return answer(
      fig,
      `${fig.label}: ${fig.display} (${fmt(partSum)} of ${fmt(whole)} over ${es.map(short).join(', ')}${b.total ? '' : '; takings = the parts added'}).`,
      'share',
      values.map((x) => monthFig(x.l, x.v)),
    );
  }
  // days over (under) an amount
  const thr =
    /\b(more than|over|above|at least|greater than|less than|under|below|fewer than)\s*(?:[$€£¥₹]|r\s?)?\s*(\d[\d,]*(?:\.\d+)?)\b/.exec(
      rest,
    );
  // ("on how many days in October did we take more than $600": after blind-38)
  if (/^(?:on |in )?how many days\b|\bnumber of days\b/.test(q) && thr) {
    if (dayIso) return undefined;
    const n = decFromNumber(Number(thr[2]!.replace(/,/g, '')));
    const under = /less|under|below|fewer/.test(thr[1]!);
    const atLeast = thr[1] === 'at least';
    const rows = es.flatMap((l) =>
      l.days.filter((r) => traded(l, r)).map((r) => ({ l, r, v: dayValue(l, r, part)! })),
    );
    const hits = rows.filter((x) => {
      const c = decCmp(x.v, n);
      return under ? c < 0 : atLeast ? c >= 0 : c > 0;
    });
    const l0 = es[0]!;
    const fig = figureOf(
      l0.t,
      `Days with ${measure} ${thr[1]} ${fmt(n)}, ${mLabel(es)}`,
      decFromInt(hits.length),
      { kind: 'number', decimals: 0 },
      daysRange(l0, measureCols(l0, part)),
    );
    const closed = es.reduce(
      (a, l) => a + daysInMonth(l) - l.days.filter((r) => traded(l, r)).length,
      0,
    );
    return answer(
      fig,
      `${hits.length} of the ${rows.length} days with takings in ${es.map(short).join(', ')} had ${measure} ${thr[1]} ${fmt(n)}${under && closed ? ` (${closed} days with no takings entered are not counted)` : ''}.`,
      'count',
    );
  }
  // the best / worst month
  const bm =
    BEST_MONTH.exec(rest) ??
    (/\bwhich month\b/.test(rest)
      ? /\b(most|least|best|worst|highest|lowest|top|biggest|strongest|weakest|quietest|busiest)\b/.exec(
          rest,
        )
      : null);
  if (bm) {
    if (named.length || dayIso) return undefined;
    const pool = all.filter((l) => !inProgress(l));
    if (pool.length < 2) return undefined;
    const bad = valuesOf(pool);
    if (bad) return bad;
    const low = LOW.test(bm[1]!);
    const ranked = [...values].sort((x, y) => (low ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
    const top = ranked[0]!;
    if (decCmp(ranked[1]!.v, top.v) === 0)
      return refuse(`${label(top.l)} and ${label(ranked[1]!.l)} took the same`);
    const left = all.filter((l) => inProgress(l));
    return answer(
      monthFig(top.l, top.v),
      `The ${low ? 'worst' : 'best'} month was ${label(top.l)}: ${fmt(top.v)} of ${measure}${how}. By month: ${values.map((x) => `${short(x.l)} ${fmt(x.v)}`).join(', ')}${left.length ? `; ${label(left[0]!)} is left out: it is still in progress (to ${dayName(left[0]!.days[left[0]!.days.length - 1]!.period!.start!)})` : ''}.`,
      low ? 'min' : 'max',
      values.filter((x) => x !== top).map((x) => monthFig(x.l, x.v)),
    );
  }
  // one month against another
  if (GROWTH.test(rest)) {
    if (named.length !== 2 || dayIso) return undefined;
    const [a, z] = [...named].sort((x, y) => x.y * 12 + x.m - (y.y * 12 + y.m)) as [
      MonthLog,
      MonthLog,
    ];
    const bad = valuesOf([a, z]);
    if (bad) return bad;
    const [va, vz] = [values[0]!.v, values[1]!.v];
    const d = decSub(vz, va);
    const pct = decSign(va) > 0 ? decDiv(decMul(d, HUNDRED), va, 2) : undefined;
    const fig = figureOf(
      z.t,
      `Change in ${measure}, ${short(a)} to ${short(z)}`,
      d,
      st,
      daysRange(z, measureCols(z, part)),
    );
    const partial = [a, z].filter(inProgress);
    return answer(
      fig,
      `${measure} went from ${fmt(va)} in ${label(a)} to ${fmt(vz)} in ${label(z)}: ${decSign(d) >= 0 ? 'up' : 'down'} ${fmt(decAbs(d))}${pct ? ` (${decSign(pct) >= 0 ? '+' : ''}${formatValue(pct, PERCENT)})` : ''}${how}${partial.length ? `; ${label(partial[0]!)} is still in progress` : ''}.`,
      'change',
      [monthFig(a, va), monthFig(z, vz)],
    );
  }
  // the best / quietest day
  const bd =
    BEST_DAY.exec(rest) ??
    (/\bwhich day\b/.test(rest) ? /\b(most|least|best|worst|highest|lowest)\b/.exec(rest) : null);
  if (bd) {
    if (dayIso) return undefined;
    const rows = es.flatMap((l) =>
      l.days.filter((r) => traded(l, r)).map((r) => ({ l, r, v: dayValue(l, r, part)! })),
    );
    if (rows.length < 2) return undefined;
    const low = LOW.test(bd[1]!);
    const ranked = [...rows].sort((x, y) => (low ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
    const top = ranked[0]!;
    if (decCmp(ranked[1]!.v, top.v) === 0)
      return refuse(`two days took the same ${measure} (${fmt(top.v)})`);
    const c = colOf(top.l, part);
    const when = dayName(top.r.period!.start!);
    const fig = figureOf(
      top.l.t,
      `${measure}, ${when}`,
      top.v,
      styleOf(top.l, c),
      [{ r: top.r.r, c: c.c }],
      when,
    );
    const blank = es.reduce(
      (a, l) => a + daysInMonth(l) - l.days.filter((r) => traded(l, r)).length,
      0,
    );
    return answer(
      fig,
      `The ${low ? 'quietest' : 'best'} day${named.length ? ` in ${es.map(label).join(', ')}` : ` of ${mLabel(es)}`} was ${when}: ${fig.display} of ${measure}${low && blank ? ` (days with no takings entered are left out)` : ''}.`,
      low ? 'min' : 'max',
    );
  }
  // the average day
  if (/\b(average|avg|mean|typical)\b/.test(rest)) {
    if (dayIso) return undefined;
    if (!/\b(day|days|daily|per day|a day)\b/.test(rest)) return undefined;
    const bad = valuesOf(es);
    if (bad) return bad;
    const sumV = decSum(values.map((x) => x.v));
    const n = es.reduce((a, l) => a + l.days.filter((r) => traded(l, r)).length, 0);
    if (!n) return undefined;
    const cal = es.reduce(
      (a, l) =>
        a +
        (inProgress(l)
          ? Number(l.days[l.days.length - 1]!.period!.start!.slice(8, 10))
          : daysInMonth(l)),
      0,
    );
    const l0 = es[0]!;
    const fig = figureOf(
      l0.t,
      `Average daily ${measure}, ${mLabel(es)}`,
      decDiv(sumV, decFromInt(n), 2)!,
      { ...st, decimals: 2 },
      daysRange(l0, measureCols(l0, part)),
    );
    return answer(
      fig,
      `${fig.label}: ${fig.display} (${fmt(sumV)} over the ${n} days with takings${cal !== n ? `; over all ${cal} calendar days it is ${fmt(decDiv(sumV, decFromInt(cal), 2)!, { ...st, decimals: 2 })}` : ''})${how}.`,
      'average',
      values.map((x) => monthFig(x.l, x.v)),
    );
  }
  if (!TAKINGS.test(rest) && part < 0 && !/\btotal\b/.test(rest)) return undefined;
  // a day's takings
  if (dayIso) {
    const l = named[0]!;
    const r = l.days.find((x) => x.period!.start === dayIso);
    const v = r ? dayValue(l, r, part) : undefined;
    if (!r || v === undefined)
      return refuse(`sheet '${l.t.sheet}' has no takings entered for ${dayName(dayIso)}`);
    const c = colOf(l, part);
    const fig = figureOf(
      l.t,
      `${measure}, ${dayName(dayIso)}`,
      v,
      styleOf(l, c),
      [{ r: r.r, c: c.c }],
      dayName(dayIso),
    );
    const bits =
      part < 0
        ? ` (${l.parts.map((p) => `${p.label.trim()} ${fmt(at(l.t, r, p) ?? ZERO)}`).join(', ')})`
        : '';
    return answer(fig, `${fig.label}: ${fig.display}${bits}.`, 'lookup');
  }
  // a month's, several months' or all months' takings
  if (!named.length && !ALL.test(rest) && !/\btotal\b/.test(rest)) return undefined;
  if (named.length > 1 && !rg && !/\b(and|plus|together|combined|both)\b/.test(rest))
    return undefined;
  const bad = valuesOf(es);
  if (bad) return bad;
  const v = decSum(values.map((x) => x.v));
  const partial = es.filter(inProgress);
  if (es.length === 1) {
    const l = es[0]!;
    const fig = monthFig(l, v);
    return answer(
      fig,
      `${measure}, ${label(l)}: ${fig.display} (its ${l.days.filter((r) => traded(l, r)).length} days with takings added${l.totalRow ? ', matching the Total row' : ''})${how}${partial.length ? `; the month is still in progress (to ${dayName(l.days[l.days.length - 1]!.period!.start!)})` : ''}.`,
      'lookup',
    );
  }
  const l0 = es[0]!;
  const fig = figureOf(
    l0.t,
    `${measure}, ${mLabel(es)}`,
    v,
    st,
    daysRange(l0, measureCols(l0, part)),
  );
  return answer(
    fig,
    `${fig.label}: ${fig.display} (${values.map((x) => `${short(x.l)} ${fmt(x.v)}`).join(' + ')})${how}${partial.length ? `; ${label(partial[0]!)} is still in progress` : ''}.`,
    'total',
    values.map((x) => monthFig(x.l, x.v)),
  );
}
