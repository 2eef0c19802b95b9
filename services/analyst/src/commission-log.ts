/**
 * Issue 13, pass 44 (L6): a dated sales log with a commission worked out on each row
 * (`Date | Order ref | Stylist | Designer | Gown price | Rate | Commission`, Commission =
 * Gown price × Rate to the cent on every row). Each row is one thing sold (a gown), and the
 * column the commission is taken on (Gown price) is the sale. So:
 * - "sales for september", "how much did we sell of pronovias" are Σ Gown price over the rows
 *   the month and the values named keep (a value matching a word exactly wins before stemming);
 * - "how many gowns did we sell in august" counts the rows (the thing named by the price's
 *   header, or sales / orders), "how many gowns went for over 2000" the rows above it;
 * - "commission as a % of sales" is Σ Commission ÷ Σ Gown price × 100.
 * Per-person subtotal rows under the log are left out before (sum-row-totals.ts).
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
  decFromNumber,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { oncePer } from './once-per';
import {
  keyMonth,
  keyName,
  monthKey,
  monthRangeOf,
  openRangeMonths,
  openRangeOf,
  rangeMonths,
  rangeName,
} from './month-range-words';
import { MONTH_SHORT } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { wordKey } from './daily-takings-log';
import { normalizeText, plainQuestion } from './text';
import { unreadWords, wordsOf } from './asked-words';

interface CommissionLog {
  t: Table;
  rows: Row[];
  price: Column;
  rate: Column;
  commission: Column;
  /** the text columns whose values can be named (Stylist, Designer) */
  texts: Column[];
  /** the thing each row sells ("gown" from "Gown price") */
  thing?: string;
}

const num = (t: Table, r: Row, c: Column): Dec | undefined =>
  cellNumber(r.cells[t.columns.indexOf(c)]);

const logOf = oncePer((wb: Workbook): CommissionLog | undefined => {
  const found: CommissionLog[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const l = readLog(t);
      if (l) found.push(l);
    }
  return found.length === 1 ? found[0] : undefined;
});

function readLog(t: Table): CommissionLog | undefined {
  if (t.layout !== 'long') return undefined;
  if (!t.columns.some((c) => c.role === 'date')) return undefined;
  const rows = t.rows.filter((r) => r.kind === 'data');
  if (rows.length < 5 || !rows.every((r) => r.period?.kind === 'day')) return undefined;
  const commission = t.columns.filter((c) => /^commission\b/i.test(c.label.trim()));
  const rate = t.columns.filter((c) =>
    /^(rate|commission rate|comm\.? rate|%|rate %)$/i.test(c.label.trim()),
  );
  if (commission.length !== 1 || rate.length !== 1) return undefined;
  const [cc, rc] = [commission[0]!, rate[0]!];
  const prices = t.columns.filter(
    (c) =>
      c !== cc &&
      c !== rc &&
      (c.role === 'value' || c.role === 'total') &&
      rows.every((r) => {
        const p = num(t, r, c);
        const k = num(t, r, rc);
        const v = num(t, r, cc);
        if (p === undefined || k === undefined || v === undefined) return false;
        return decCmp(decAbs(decSub(decMul(p, k), v)), { m: 1n, s: 2 }) <= 0;
      }),
  );
  if (prices.length !== 1) return undefined;
  const price = prices[0]!;
  const head = normalizeText(price.label)
    .replace(/\b(price|value|amount|sale|sales|total|net|gross|paid|cost)\b/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  return {
    t,
    rows,
    price,
    rate: rc,
    commission: cc,
    texts: t.columns.filter((c) => c.role === 'category'),
    ...(head.length === 1 ? { thing: wordKey(head[0]!) } : {}),
  };
}

const MONTHS_RE =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?: (\d{4}))?/g;
const OTHER_PERIOD =
  /\b(q[1-4]|quarters?|years?|weeks?|ytd|today|yesterday|since|until|between|before|last \d+|this month|last month|so far)\b/;
const KNOWN = (
  'sales sale sold sell selling takings revenue turnover went go goes brought commission ' +
  'percent percentage share proportion above more less below at least price prices were was ' +
  'most least highest lowest best worst biggest largest smallest cheapest dearest priciest ' +
  'expensive single order orders quarter between thru through until till since after onwards'
).split(' ');
const PEOPLE_HEAD =
  /^(stylists?|consultants?|reps?|sales ?(rep|person|people)|salesperson|staff|agents?|sellers?|advisors?|advisers?|associates?|employees?|team member|who)$/i;
const SALES =
  /\b(sales|sold|sell|selling|takings|revenue|turnover|went for|go for|went|brought in)\b/;

/** the values of the text columns a question names: the whole value as words, exact first */
function namedValues(l: CommissionLog, q: string): Array<{ c: Column; v: string }> {
  const qn = ` ${normalizeText(q).replace(/[^a-z0-9]+/g, ' ')} `;
  const out: Array<{ c: Column; v: string }> = [];
  for (const c of l.texts) {
    const i = l.t.columns.indexOf(c);
    const values = [...new Set(l.rows.map((r) => cellText(r.cells[i]) ?? '').filter(Boolean))];
    for (const v of values) {
      const vn = normalizeText(v)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      if (vn.length > 2 && qn.includes(` ${vn} `)) out.push({ c, v });
    }
  }
  // a value named inside a longer one named too ("Rosa" in "Rosa Clara") is not named itself
  return out.filter(
    (x) =>
      !out.some(
        (o) =>
          o !== x && normalizeText(o.v).includes(normalizeText(x.v)) && o.v.length > x.v.length,
      ),
  );
}

export function commissionLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const l = logOf(wb);
  if (!l) return undefined;
  const q = plainQuestion(question);
  let rest = q;
  const months: Array<{ y: number; m: number }> = [];
  let quarter: string | undefined;
  // pass 48 (R1): a range ("july to september", "between aug and oct") is every month of it,
  // within the months from the log's first sale to its last; a range past them is refused
  const keys = l.rows.map((r) =>
    monthKey(Number(r.period!.start!.slice(0, 4)), Number(r.period!.start!.slice(5, 7))),
  );
  const lo = Math.min(...keys);
  const hi = Math.max(...keys);
  const span = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const rg = monthRangeOf(rest) ?? openRangeOf(rest);
  let ranged: string | undefined;
  if (rg) {
    const ks = rg.from.m > 0 && rg.to.m > 0 ? rangeMonths(rg, span) : openRangeMonths(rg, span);
    if (typeof ks === 'string') return refuse(ks.replace(/^the sheet holds/, 'the log holds'));
    for (const k of ks) months.push(keyMonth(k));
    rest = rest.replace(rg.text.trim(), ' ');
    ranged = rangeName(ks);
  }
  for (const mm of ranged ? [] : [...q.matchAll(MONTHS_RE)]) {
    if (mm[1] === 'may' && !mm[2] && !/\b(in|for|of|during) may\b/.test(q)) continue;
    const m = MONTH_SHORT.findIndex((s) => s.toLowerCase() === mm[1]!.slice(0, 3)) + 1;
    const ys = [
      ...new Set(
        l.rows
          .filter((r) => Number(r.period!.start!.slice(5, 7)) === m)
          .map((r) => Number(r.period!.start!.slice(0, 4))),
      ),
    ].filter((y) => !mm[2] || y === Number(mm[2]));
    if (ys.length !== 1) return undefined;
    months.push({ y: ys[0]!, m });
    rest = rest.replace(mm[0], ' ');
  }
  // a quarter: "q3", "this quarter", "last quarter"
  const qm = /\b(?:in |for |during )?(?:q([1-4])(?: (\d{4}))?|(this|last|previous) quarter)\b/.exec(
    rest,
  );
  if (qm) {
    let [y, n] = [qm[2] ? Number(qm[2]) : undefined, qm[1] ? Number(qm[1]) : undefined];
    if (qm[3]) {
      if (!now) return undefined;
      [y, n] = [now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) + 1];
      if (qm[3] !== 'this') [y, n] = n === 1 ? [y - 1, 4] : [y, n - 1];
    }
    const ys = [...new Set(l.rows.map((r) => Number(r.period!.start!.slice(0, 4))))];
    if (y === undefined) {
      if (ys.length !== 1) return undefined;
      y = ys[0]!;
    }
    for (let m = (n! - 1) * 3 + 1; m <= n! * 3; m++) months.push({ y, m });
    // pass 48: a quarter the log does not cover whole is refused, never read in part
    if (months.some((x) => !span.includes(monthKey(x.y, x.m))))
      return refuse(
        `the log runs from ${keyName(lo)} to ${keyName(hi)}; it does not cover all of Q${n} ${y}`,
      );
    quarter = `Q${n} ${y}`;
    rest = rest.replace(qm[0], ' ');
  }
  if (OTHER_PERIOD.test(rest)) return undefined;
  const values = namedValues(l, rest);
  const known = [
    ...KNOWN,
    ...(l.thing ? [l.thing] : []),
    ...wordsOf(...l.t.columns.map((c) => c.label), ...values.map((x) => x.v)),
  ];
  if (unreadWords(rest.replace(/^how many [a-z]+/, ' '), known).length) return undefined;
  const cols = new Set(values.map((x) => x.c));
  let rows = l.rows.filter(
    (r) =>
      !months.length ||
      months.some(
        (m) =>
          Number(r.period!.start!.slice(0, 4)) === m.y &&
          Number(r.period!.start!.slice(5, 7)) === m.m,
      ),
  );
  for (const c of cols) {
    const i = l.t.columns.indexOf(c);
    const vs = values.filter((x) => x.c === c).map((x) => x.v);
    rows = rows.filter((r) => vs.includes(cellText(r.cells[i]) ?? ''));
  }
  const where = [
    ...(quarter
      ? [quarter]
      : ranged
        ? [ranged]
        : months.map((m) => `${MONTH_SHORT[m.m - 1]} ${m.y}`)),
    ...[...cols].map(
      (c) =>
        `${c.label.trim()} ${values
          .filter((x) => x.c === c)
          .map((x) => x.v)
          .join(' or ')}`,
    ),
  ].join(', ');
  const scopeLabel = where ? `, ${where}` : '';
  const t = l.t;
  const st = cellStyle(t, l.rows[0]!.cells[t.columns.indexOf(l.price)]);
  const cite = (rs: Row[], cs: Column[]) => rs.flatMap((r) => cs.map((c) => ({ r: r.r, c: c.c })));
  const fmt = (v: Dec) => formatValue(v, st);
  const sum = (rs: Row[], c: Column) => decSum(rs.map((r) => num(t, r, c) ?? ZERO));
  const P = l.price.label.trim();

  // commission as a % of sales
  if (/%|\b(percent|percentage|share|proportion)\b/.test(rest) && /\bcommission\b/.test(rest)) {
    if (!/\b(sales|sold|takings|revenue|turnover|price|prices)\b/.test(rest)) return undefined;
    const whole = sum(rows, l.price);
    if (!rows.length || decSign(whole) <= 0) return undefined;
    const part = sum(rows, l.commission);
    const fig = figureOf(
      t,
      `${l.commission.label.trim()} as a % of ${P}${scopeLabel}`,
      decDiv(decMul(part, HUNDRED), whole, 2)!,
      PERCENT,
      cite(rows, [l.commission, l.price]),
    );
    return sourcedAnswer(
      fig,
      `${fig.label}: ${fig.display} (${fmt(part)} ÷ ${fmt(whole)} × 100 over ${rows.length} sales; the sales are ${P}, on which each row's commission is worked out).`,
      'share',
    );
  }
  if (/\bcommission|rate\b/.test(rest)) return undefined;
  // how many were sold (over an amount)
  const many = /^how many ([a-z]+)\b(.*)$/.exec(rest);
  if (many) {
    const noun = wordKey(many[1]!);
    if (noun !== l.thing && !/^(sale|order|item|piece)$/.test(noun)) return undefined;
    let kept = rows;
    let what = '';
    const over =
      /\b(?:for |at )?(over|above|more than|at least|under|below|less than)\b (?:[$€£] ?)?(\d[\d,]*(?:\.\d+)?)(k)?\b/.exec(
        many[2]!,
      );
    if (over) {
      const n0 = decFromNumber(Number(over[2]!.replace(/,/g, '')));
      const n = over[3] ? decMul(n0, decFromInt(1000)) : n0;
      const above = /over|above|more|least/.test(over[1]!);
      kept = rows.filter((r) => {
        const k = decCmp(num(t, r, l.price) ?? ZERO, n);
        return above ? k > 0 || (over[1] === 'at least' && k === 0) : k < 0;
      });
      what = ` with ${P} ${over[1]} ${fmt(n)}`;
    } else if (/\d/.test(many[2]!)) return undefined;
    if (!rows.length) return undefined;
    const fig = figureOf(
      t,
      `${l.thing ? `${l.thing[0]!.toUpperCase()}${l.thing.slice(1)}s` : 'Sales'} sold${what}${scopeLabel}`,
      decFromInt(kept.length),
      { kind: 'number', decimals: 0 },
      cite(rows, [l.price]),
    );
    return sourcedAnswer(
      fig,
      `${kept.length} sold${what}${where ? ` (${where})` : ''}: each row of the log is one sale (counted, never ${P} added).`,
      'count',
    );
  }
  // who / which <column> sold the most: a text column ranked by the sales added
  const rank =
    /^(?:who|which ([a-z]+))\b.*\b(?:sold|sells?|selling|sales)\b.*\b(most|least|highest|lowest|best|worst)\b|^(?:who|which ([a-z]+)) (?:had|has|made|did|got) (?:the )?(most|least|highest|lowest|best|worst|biggest) (?:sales|selling)\b/.exec(
      rest,
    );
  if (rank) {
    const word = rank[1] ?? rank[3];
    const col = word
      ? l.texts.filter((c) => wordKey(normalizeText(c.label).split(/\s+/)[0]!) === wordKey(word))
      : l.texts.filter((c) => PEOPLE_HEAD.test(c.label.trim()));
    if (col.length !== 1 || !rows.length) return undefined;
    const i = t.columns.indexOf(col[0]!);
    const low = /least|lowest|worst/.test(rank[2] ?? rank[4]!);
    const groups = new Map<string, Row[]>();
    for (const r of rows) {
      const k = cellText(r.cells[i]);
      if (k) groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    const sums = [...groups].map(([k, rs]) => ({ k, rs, v: sum(rs, l.price) }));
    sums.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
    if (sums.length < 2 || decCmp(sums[0]!.v, sums[1]!.v) === 0) return undefined;
    const top = sums[0]!;
    const fig = figureOf(
      t,
      `${P}, ${col[0]!.label.trim()} ${top.k}${scopeLabel}`,
      top.v,
      st,
      cite(top.rs, [l.price]),
      top.k,
    );
    return sourcedAnswer(
      fig,
      `${top.k} sold the ${low ? 'least' : 'most'}: ${fig.display} of ${P} over ${top.rs.length} sales${where ? ` (${where})` : ''}. All: ${sums.map((x) => `${x.k} ${fmt(x.v)}`).join(', ')}.`,
      low ? 'min' : 'max',
    );
  }
  // the biggest / smallest single sale
  const one =
    /\b(biggest|largest|highest|top|smallest|lowest|cheapest|dearest|priciest|most expensive) (?:single )?(sale|order|gown|dress|\w+)\b/.exec(
      rest,
    );
  if (one && (one[2] === 'sale' || one[2] === 'order' || wordKey(one[2]!) === l.thing)) {
    if (!rows.length) return undefined;
    const low = /smallest|lowest|cheapest/.test(one[1]!);
    const sorted = [...rows].sort((a, b) =>
      low
        ? decCmp(num(t, a, l.price) ?? ZERO, num(t, b, l.price) ?? ZERO)
        : decCmp(num(t, b, l.price) ?? ZERO, num(t, a, l.price) ?? ZERO),
    );
    const top = sorted[0]!;
    const v = num(t, top, l.price) ?? ZERO;
    if (sorted[1] && decCmp(num(t, sorted[1], l.price) ?? ZERO, v) === 0) return undefined;
    const at = top.period!.start!;
    const fig = figureOf(t, `${P}, ${at}`, v, st, [{ r: top.r, c: l.price.c }], at);
    const about = l.texts
      .map((c) => cellText(top.cells[t.columns.indexOf(c)]))
      .filter(Boolean)
      .join(', ');
    return sourcedAnswer(
      fig,
      `The ${low ? 'smallest' : 'biggest'} single sale${where ? ` (${where})` : ''} was ${fig.display} on ${at}${about ? ` (${about})` : ''}.`,
      low ? 'min' : 'max',
    );
  }
  // sales: the price column added over the rows kept
  if (
    !SALES.test(rest) ||
    /\b(most|least|best|worst|top|biggest|largest|smallest|average|mean|per)\b/.test(rest)
  )
    return undefined;
  if (!rows.length) return refuse(`no row of the log is in ${where || 'that period'}`);
  const v = sum(rows, l.price);
  const fig = figureOf(t, `${P}${scopeLabel}`, v, st, cite(rows, [l.price]));
  return sourcedAnswer(
    fig,
    `${fig.label}: ${fig.display} (sum of ${rows.length} sales; the sale is ${P}, the amount each row's commission is worked out on).`,
    'total',
  );
}
