/**
 * Issue 13, pass 44 (L5): one sheet per month (weeks down: `Week | w/c | Juices | Smoothies |
 * Açaí bowls | Total`, a Total row) plus a Summary with the months down and the same columns.
 * The engine read the first month's sheet for every month and asked which product "sales"
 * meant. Here the book is read whole:
 * - the Total (the column that is, on every row of the Summary and of each month sheet, the
 *   sum of the products to the cent) is the sales; a product is named by its words;
 * - a month's figure comes from the Summary, checked against that month's sheet (its weeks
 *   added); a month whose sheet disagrees is refused, naming both;
 * - best / worst month ranks the Summary's months; best week in a month ranks that sheet's
 *   weeks (the week and its w/c date); what sells best ranks the products over all months;
 * - a month's or several months' sales, a product over the months named (or altogether),
 *   growth from one month to another (difference and %), a product's share of all sales,
 *   the average month (all months' sales ÷ their number).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
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
  decSum,
} from './decimal';
import { type NumberStyle, PERCENT, formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { oncePer } from './once-per';
import {
  keyMonth,
  monthKey,
  monthRangeOf,
  openRangeMonths,
  openRangeOf,
  rangeMonths,
} from './month-range-words';
import { MONTH_NAMES, MONTH_SHORT, periodFromText } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { wordKey } from './daily-takings-log';
import { normalizeText, plainQuestion } from './text';
import { unreadWords, wordsOf } from './asked-words';

interface MonthSheet {
  t: Table;
  weeks: Row[];
  /** the sheet's column for each Summary column (same header) */
  cols: Map<Column, Column>;
  /** the column holding a week's date (w/c), if any */
  wc?: Column;
}
interface MonthEntry {
  y: number;
  m: number;
  row: Row;
  sheet?: MonthSheet;
  /** why the month's sheet disagrees with the Summary */
  clash?: string;
}
interface MonthBook {
  summary: Table;
  months: MonthEntry[];
  products: Column[];
  total: Column;
  totalRow?: Row;
}

const num = (t: Table, r: Row, c: Column): Dec => cellNumber(r.cells[t.columns.indexOf(c)]) ?? ZERO;
const same = (a: string, b: string): boolean =>
  normalizeText(a).replace(/\s+/g, ' ') === normalizeText(b).replace(/\s+/g, ' ');
const close = (a: Dec, b: Dec): boolean => decCmp(decAbs(decSub(a, b)), { m: 1n, s: 2 }) <= 0;

/** the column of `t` equal on every data row to the sum of all its other value columns */
export function totalColumn(t: Table, values: Column[], rows: Row[]): Column | undefined {
  const hits = values.filter((c) =>
    rows.every((r) =>
      close(num(t, r, c), decSum(values.filter((o) => o !== c).map((o) => num(t, r, o)))),
    ),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

const bookOf = oncePer(readBook);

function readBook(wb: Workbook): MonthBook | undefined {
  const found: MonthBook[] = [];
  for (const sh of wb.sheets)
    for (const t of sh.tables) {
      if (t.layout !== 'long') continue;
      const rows = t.rows.filter((r) => r.kind === 'data');
      if (rows.length < 2) continue;
      if (!rows.every((r) => r.period?.kind === 'month' && r.period.year !== undefined)) continue;
      const keys = rows.map((r) => r.period!.year! * 12 + r.period!.index);
      if (new Set(keys).size !== keys.length) continue;
      const values = t.columns.filter(
        (c) => (c.role === 'value' || c.role === 'total') && c.type !== 'percent',
      );
      if (values.length < 3) continue;
      const total = totalColumn(t, values, rows);
      if (!total) continue;
      const products = values.filter((c) => c !== total);
      const months: MonthEntry[] = rows.map((row) => ({
        y: row.period!.year!,
        m: row.period!.index,
        row,
      }));
      for (const e of months) attachSheet(wb, sh.name, t, values, e);
      if (months.filter((e) => e.sheet).length < 2) continue;
      const totalRow = t.rows.find((r) => r.kind === 'total');
      found.push({ summary: t, months, products, total, ...(totalRow ? { totalRow } : {}) });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** the one other sheet whose name or title is the month, with the Summary's columns */
function attachSheet(
  wb: Workbook,
  summarySheet: string,
  summary: Table,
  values: Column[],
  e: MonthEntry,
): void {
  const candidates: MonthSheet[] = [];
  for (const sh of wb.sheets) {
    if (sh.name === summarySheet) continue;
    for (const t of sh.tables) {
      if (t.layout !== 'long') continue;
      const named = [sh.name, t.title ?? ''].some((x) => namesMonth(x, e.y, e.m));
      if (!named) continue;
      const cols = new Map<Column, Column>();
      for (const c of values) {
        const mine = t.columns.find(
          (o) => (o.role === 'value' || o.role === 'total') && same(o.label, c.label),
        );
        if (mine) cols.set(c, mine);
      }
      if (cols.size !== values.length) continue;
      const weeks = t.rows.filter((r) => r.kind === 'data');
      if (!weeks.length) continue;
      const wc = t.columns.find((c) => c.role === 'date' || c.type === 'date');
      candidates.push({ t, weeks, cols, ...(wc ? { wc } : {}) });
    }
  }
  if (candidates.length !== 1) return;
  const sheet = candidates[0]!;
  e.sheet = sheet;
  for (const [c, mine] of sheet.cols) {
    const added = decSum(sheet.weeks.map((r) => num(sheet.t, r, mine)));
    const held = num(summary, e.row, c);
    if (!close(added, held)) {
      e.clash = `the Summary's ${MONTH_NAMES[e.m - 1]} ${c.label.trim()} (${formatValue(held, { kind: 'number', decimals: 0 })}) disagrees with sheet '${sheet.t.sheet}' (${formatValue(added, { kind: 'number', decimals: 0 })})`;
      return;
    }
  }
}

/** "Jul", "July", "Jul 2026", or a title naming July 2026 and no other month */
export function namesMonth(text: string, y: number, m: number): boolean {
  const p = periodFromText(text.trim());
  if (p?.kind === 'month') return p.index === m && (p.year === undefined || p.year === y);
  const months = [
    ...normalizeText(text).matchAll(
      /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g,
    ),
  ].map((x) => MONTH_SHORT.findIndex((s) => s.toLowerCase() === x[1]!.slice(0, 3)) + 1);
  if (new Set(months).size !== 1 || months[0] !== m) return false;
  const years = [...text.matchAll(/\b(20\d\d)\b/g)].map((x) => Number(x[1]));
  return years.every((x) => x === y);
}

const keys = (s: string): string[] =>
  normalizeText(s)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
    .map(wordKey);

/** the products a piece of question names: every word of the header, else one word of one */
function namedProducts(b: MonthBook, q: string): Column[] {
  const ws = new Set(keys(q));
  const full = b.products.filter((c) => {
    const hw = keys(c.label);
    return hw.length > 0 && hw.every((w) => ws.has(w));
  });
  if (full.length) return full;
  const partial = b.products.filter((c) => keys(c.label).some((w) => w.length > 2 && ws.has(w)));
  return partial.length === 1 ? partial : partial.length ? [b.products[0]!, b.products[1]!] : [];
}

const MONTHS_RE =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?: (\d{4}))?/g;
const SALES =
  /\b(sales|sold|sell|sells|takings?|took|take|revenue|turnover|income|money|made|make|brought in|bring in|total|altogether|earn\w*)\b/;
const GROWTH =
  /\b(grow|grew|grown|growth|change|changed|compare|compared|vs|versus|increase|increased|decrease|decreased|rise|rose|fall|fell|drop|dropped|differ|difference)\b/;
const OTHER =
  /\b(q[1-4]|quarters?|last \d+|today|yesterday|per day|a day|daily|per week|weekly|last year|next)\b/;

const KNOWN = (
  'sales sale sold sell sells selling seller sellers takings taking took take revenue turnover ' +
  'income money brought bring earn earned earnings altogether together combined total best ' +
  'busiest biggest top strongest highest worst quietest slowest weakest lowest most least ' +
  'popular product products line lines item items week weeks month monthly average avg mean ' +
  'typical share percent percentage proportion grow grew grown growth change changed compare ' +
  'compared vs versus increase increased decrease decreased rise rose fall fell drop dropped ' +
  'differ difference both plus better overall so far date ytd wk do did'
).split(' ');
const label = (e: MonthEntry): string => `${MONTH_SHORT[e.m - 1]} ${e.y}`;
const styleOf = (t: Table, r: Row, c: Column): NumberStyle =>
  cellStyle(t, r.cells[t.columns.indexOf(c)]);

export function monthSheetsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const b = bookOf(wb);
  if (!b) return undefined;
  const q = plainQuestion(question);
  if (/\bsummary\b|\bsheet\b|^how many\b(?! (?:dollars|pounds|euros))/.test(q)) return undefined;
  // the months named
  const named: MonthEntry[] = [];
  let rest = q;
  // pass 48 (R1): a range ("july to october", "between aug and oct") or a quarter is every
  // month of it, read from the Summary; one reaching past the months held is refused
  const held = b.months.map((e) => monthKey(e.y, e.m));
  // ("grew from july to october" compares the two months named: no range)
  const rg = GROWTH.test(rest) ? undefined : (monthRangeOf(rest) ?? openRangeOf(rest));
  const qu = /\b(?:q([1-4])|(first|second|third|fourth) quarter)(?:\s+(?:of\s+)?(20\d\d))?\b/.exec(
    rest,
  );
  let ranged = false;
  if (rg || qu) {
    let ks: number[] | string;
    if (rg) ks = rg.from.m > 0 && rg.to.m > 0 ? rangeMonths(rg, held) : openRangeMonths(rg, held);
    else {
      const qi = qu![1]
        ? Number(qu![1])
        : ['first', 'second', 'third', 'fourth'].indexOf(qu![2]!) + 1;
      const years = [...new Set(b.months.map((e) => e.y))].filter(
        (y) => !qu![3] || y === Number(qu![3]),
      );
      const fits = years
        .map((y) => [1, 2, 3].map((k) => monthKey(y, (qi - 1) * 3 + k)))
        .filter((x) => x.every((k) => held.includes(k)));
      ks =
        fits.length === 1
          ? fits[0]!
          : `the Summary holds ${label(b.months[0]!)} to ${label(b.months[b.months.length - 1]!)}; ${fits.length ? `Q${qi} is held in ${fits.map((x) => keyMonth(x[0]!).y).join(' and ')}: say which year` : `it does not hold all of Q${qi}${qu![3] ? ` ${qu![3]}` : ''}`}`;
    }
    if (typeof ks === 'string') return refuse(ks.replace(/^the sheet holds/, 'the Summary holds'));
    for (const k of ks) named.push(b.months.find((e) => monthKey(e.y, e.m) === k)!);
    rest = rest.replace(rg ? rg.text.trim() : qu![0], ' ');
    ranged = true;
  }
  for (const mm of ranged ? [] : [...q.matchAll(MONTHS_RE)]) {
    if (mm[1] === 'may' && !mm[2] && !/\b(in|for|of|during|and|to|vs|from|between) may\b/.test(q))
      continue;
    const m = MONTH_SHORT.findIndex((s) => s.toLowerCase() === mm[1]!.slice(0, 3)) + 1;
    const hits = b.months.filter((e) => e.m === m && (!mm[2] || e.y === Number(mm[2])));
    if (hits.length !== 1) return undefined;
    if (!named.includes(hits[0]!)) named.push(hits[0]!);
    rest = rest.replace(mm[0], ' ');
  }
  if (OTHER.test(rest)) return undefined;
  const known = [...KNOWN, ...wordsOf(...b.products.map((c) => c.label), b.total.label)];
  if (unreadWords(rest, known).length) return undefined;
  const clash = named.find((e) => e.clash);
  if (clash) return refuse(clash.clash!);
  const products = namedProducts(b, rest);
  if (products.length > 1) return undefined;
  const product = products[0];
  const col = product ?? b.total;
  const t = b.summary;
  const st = styleOf(t, b.months[0]!.row, col);
  const fmt = (v: Dec, s: NumberStyle = st) => formatValue(v, s);
  const cite = (es: MonthEntry[], cs: Column[]) =>
    es.flatMap((e) => cs.map((c) => ({ r: e.row.r, c: c.c })));
  const all = b.months;
  const clashed = all.find((e) => e.clash);
  const needAll = () => (clashed ? refuse(clashed.clash!) : undefined);

  // a week named ("week 2 of august"), or the best / worst week (of a month, or of all)
  const weekN = /\bweek (\d)\b/.exec(rest);
  const week =
    /\b(best|busiest|biggest|top|strongest|highest|worst|quietest|slowest|weakest|lowest) week\b/.exec(
      rest,
    );
  if (weekN || week) {
    if (named.length > 1 || (weekN && week) || (weekN && named.length !== 1)) return undefined;
    const es = named.length ? named : all;
    if (es.some((e) => !e.sheet)) return undefined;
    if (!named.length && clashed) return refuse(clashed.clash!);
    const rows = es.flatMap((e) => e.sheet!.weeks.map((r) => ({ e, sh: e.sheet!, r })));
    const val = (x: (typeof rows)[number]) => num(x.sh.t, x.r, x.sh.cols.get(col)!);
    const rowName = (x: (typeof rows)[number]): string => {
      const n =
        x.r.label ?? cellText(x.r.cells.find((c) => typeof c === 'string')) ?? `row ${x.r.r + 1}`;
      const wcCell = x.sh.wc ? x.r.cells[x.sh.t.columns.indexOf(x.sh.wc)] : undefined;
      const wc =
        wcCell && typeof wcCell === 'object' && !Array.isArray(wcCell)
          ? wcCell.d
          : x.r.period?.start;
      return `${n}${named.length ? '' : ` of ${label(x.e)}`}${wc ? ` (w/c ${wc})` : ''}`;
    };
    let top: (typeof rows)[number];
    let low = false;
    if (weekN) {
      const hits = rows.filter((x) =>
        new RegExp(`^(week|wk)\\.? ?${weekN[1]}$`, 'i').test(
          (x.r.label ?? cellText(x.r.cells.find((c) => typeof c === 'string')) ?? '').trim(),
        ),
      );
      if (hits.length !== 1) return undefined;
      top = hits[0]!;
    } else {
      low = /worst|quietest|slowest|weakest|lowest/.test(week![1]!);
      const ranked = [...rows].sort((x, y) =>
        low ? decCmp(val(x), val(y)) : decCmp(val(y), val(x)),
      );
      top = ranked[0]!;
      if (ranked[1] && decCmp(val(ranked[1]), val(top)) === 0)
        return refuse(`two weeks have the same ${col.label.trim()}`);
    }
    const c = top.sh.cols.get(col)!;
    const at = rowName(top);
    const fig = figureOf(
      top.sh.t,
      `${c.label.trim()}, ${at}`,
      val(top),
      styleOf(top.sh.t, top.r, c),
      [{ r: top.r.r, c: c.c }],
      at,
    );
    return sourcedAnswer(
      fig,
      weekN
        ? `${fig.label}: ${fig.display} (sheet '${top.sh.t.sheet}').`
        : `The ${low ? 'worst' : 'best'} week${named.length ? ` of ${label(named[0]!)}` : ''} was ${at}: ${fig.display} of ${c.label.trim()}.`,
      weekN ? 'lookup' : low ? 'min' : 'max',
    );
  }
  // best / worst month
  const month =
    /\b(best|busiest|biggest|top|strongest|highest|worst|quietest|slowest|weakest|lowest) month\b/.exec(
      rest,
    ) ??
    (/\bwhich month\b/.test(rest)
      ? /\b(most|least|highest|lowest|best|worst|top|biggest|strongest|weakest|quietest|busiest)\b/.exec(
          rest,
        )
      : null);
  if (month) {
    if (named.length) return undefined;
    const bad = needAll();
    if (bad) return bad;
    const low = /worst|quietest|slowest|weakest|lowest|least/.test(month[1]!);
    const ranked = [...all].sort((x, y) =>
      low
        ? decCmp(num(t, x.row, col), num(t, y.row, col))
        : decCmp(num(t, y.row, col), num(t, x.row, col)),
    );
    const top = ranked[0]!;
    if (ranked[1] && decCmp(num(t, ranked[1].row, col), num(t, top.row, col)) === 0)
      return refuse(`${label(top)} and ${label(ranked[1])} have the same ${col.label.trim()}`);
    const fig = figureOf(
      t,
      `${col.label.trim()}, ${label(top)}`,
      num(t, top.row, col),
      st,
      cite([top], [col]),
      label(top),
    );
    const list = all.map((e) => `${label(e)} ${fmt(num(t, e.row, col))}`).join(', ');
    return sourcedAnswer(
      fig,
      `The ${low ? 'worst' : 'best'} month was ${label(top)}: ${fig.display} of ${col.label.trim()}${product ? '' : ' (all products)'}. By month: ${list} (checked against each month's sheet).`,
      low ? 'min' : 'max',
    );
  }
  // what sells best: the products over all months
  if (
    /\b(sells? (?:the )?(?:best|most|worst|least)|best[- ]sell\w*|top[- ]sell\w*|most popular|least popular|biggest seller|sells? better)\b/.test(
      rest,
    ) &&
    !product
  ) {
    const bad = named.length ? undefined : needAll();
    if (bad) return bad;
    const es = named.length ? named : all;
    const low = /\b(worst|least)\b/.test(rest);
    const sums = b.products.map((c) => ({ c, v: decSum(es.map((e) => num(t, e.row, c))) }));
    sums.sort((x, y) => (low ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
    if (decCmp(sums[0]!.v, sums[1]!.v) === 0) return refuse('two products sold the same');
    const top = sums[0]!;
    const fig = figureOf(
      t,
      `${top.c.label.trim()}${named.length ? `, ${named.map(label).join(' and ')}` : ''}`,
      top.v,
      st,
      cite(es, [top.c]),
      top.c.label.trim(),
    );
    const list = sums.map((x) => `${x.c.label.trim()} ${fmt(x.v)}`).join(', ');
    return sourcedAnswer(
      fig,
      `${top.c.label.trim()} sells ${low ? 'least' : 'best'}: ${fig.display} over ${es.map(label).join(', ')}. All: ${list}.`,
      low ? 'min' : 'max',
    );
  }
  // a product's share of all sales
  if (/%|\b(percent|percentage|share|proportion)\b/.test(rest)) {
    if (!product) return undefined;
    const bad = named.length ? undefined : needAll();
    if (bad) return bad;
    const es = named.length ? named : all;
    const part = decSum(es.map((e) => num(t, e.row, product)));
    const whole = decSum(es.map((e) => num(t, e.row, b.total)));
    if (decSign(whole) <= 0) return undefined;
    const fig = figureOf(
      t,
      `${product.label.trim()} as a % of ${b.total.label.trim()}${named.length ? `, ${named.map(label).join(' and ')}` : ''}`,
      decDiv(decMul(part, HUNDRED), whole, 2)!,
      PERCENT,
      cite(es, [product, b.total]),
    );
    return sourcedAnswer(
      fig,
      `${fig.label}: ${fig.display} (${fmt(part)} ÷ ${fmt(whole)} × 100, over ${es.map(label).join(', ')}).`,
      'share',
    );
  }
  // growth from one month to another
  const growth = GROWTH.test(rest);
  if (growth && named.length !== 2) return undefined;
  if (growth) {
    const [a, z] = [...named].sort((x, y) => x.y * 12 + x.m - (y.y * 12 + y.m)) as [
      MonthEntry,
      MonthEntry,
    ];
    const va = num(t, a.row, col);
    const vz = num(t, z.row, col);
    const d = decSub(vz, va);
    const pct = decSign(va) > 0 ? decDiv(decMul(d, HUNDRED), va, 2) : undefined;
    const fig = figureOf(
      t,
      `Change in ${col.label.trim()}, ${label(a)} to ${label(z)}`,
      d,
      st,
      cite([a, z], [col]),
    );
    const more = [
      figureOf(t, `${col.label.trim()}, ${label(a)}`, va, st, cite([a], [col])),
      figureOf(t, `${col.label.trim()}, ${label(z)}`, vz, st, cite([z], [col])),
    ];
    return sourcedAnswer(
      fig,
      `${col.label.trim()} went from ${fmt(va)} in ${label(a)} to ${fmt(vz)} in ${label(z)}: ${decSign(d) >= 0 ? 'up' : 'down'} ${fmt(decAbs(d))}${pct ? ` (${decSign(pct) >= 0 ? '+' : ''}${formatValue(pct, PERCENT)})` : ''}.`,
      'change',
      more,
    );
  }
  // the average month
  if (
    /\b(average|avg|typical|mean) (?:sales |takings |revenue )?(month|monthly)\b|\bmonthly average\b|\b(?:average|avg) (?:per|a) month\b|\ba month on average\b|\bon average (?:per|a|each) month\b/.test(
      rest,
    )
  ) {
    if (named.length) return undefined;
    const bad = needAll();
    if (bad) return bad;
    const whole = decSum(all.map((e) => num(t, e.row, col)));
    const fig = figureOf(
      t,
      `Average monthly ${col.label.trim()}, ${label(all[0]!)} to ${label(all[all.length - 1]!)}`,
      decDiv(whole, decFromInt(all.length), 2)!,
      { ...st, decimals: 2 },
      cite(all, [col]),
    );
    return sourcedAnswer(
      fig,
      `${fig.label}: ${fig.display} (${fmt(whole)} over ${all.length} months).`,
      'average',
    );
  }
  // a total: the months named (added), or all of them
  // "this year", "so far", "year to date": every month, when they are all of today's year
  const thisYear = /\b(this year|so far|to date|ytd|year to date)\b/.test(rest);
  if (thisYear && (!now || all.some((e) => e.y !== now.getUTCFullYear()))) return undefined;
  const together =
    thisYear ||
    /\b(altogether|all together|in total|total|overall|combined|together|all up)\b/.test(rest);
  if (!SALES.test(rest) && !product) return undefined;
  if (named.length > 1 && !ranged && !/\b(and|to|through|plus|together|combined|both)\b/.test(rest))
    return undefined;
  if (!named.length && !together && !product) return undefined;
  if (!named.length) {
    const bad = needAll();
    if (bad) return bad;
  }
  const es = named.length ? named : all;
  const v = decSum(es.map((e) => num(t, e.row, col)));
  const checked = es.map((e) => e.sheet).filter(Boolean).length;
  const fig = figureOf(
    t,
    `${col.label.trim()}, ${(es.length === all.length && !named.length) || (ranged && es.length > 1) ? `${label(es[0]!)} to ${label(es[es.length - 1]!)}` : es.map(label).join(' and ')}`,
    v,
    st,
    cite(es, [col]),
  );
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} (the Summary's ${es.length === 1 ? 'row' : `${es.length} rows added`}; ${checked === es.length ? 'matching' : 'checked against'} the month sheets' weeks${product ? '' : `; ${col.label.trim()} = ${b.products.map((c) => c.label.trim()).join(' + ')}`}).`,
    es.length === 1 ? 'lookup' : 'total',
  );
}
