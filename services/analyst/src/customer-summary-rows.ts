/**
 * Issue 13, pass 49 (W2, L4): a QuickBooks "Sales by Customer Summary": months across and a
 * TOTAL column, one row a customer, a parent customer with no figures of its own over indented
 * sub-customer rows and its "Total <parent>" row, a grand TOTAL row. The word "customer" in a
 * question matched the row "Cash Customers", so "who's our biggest customer" answered Cash
 * Customers, "how many customers spent over $10,000" counted that row's months and "top 5
 * customers" listed its months. Here, on a table whose title names customers or clients, the
 * customers are the top-level rows and each parent (read on its Total row; its sub-customers are
 * its parts):
 * - "biggest / best / top customer", "who spent the most", "smallest customer": the customers
 *   ranked by their TOTAL (or the one month named);
 * - "top 5 customers", "rank our customers", "customers by sales": the ranked list;
 * - "how many customers spent over $10,000": the customers whose TOTAL is above it;
 *   "how many customers (do we have)": the customers counted, sub-customers named beside.
 * A question naming a customer ("cash customers in march") is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, ZERO, decCmp, decDiv, decFromInt, decMul, decParse, decSign } from './decimal';
import { PERCENT, PLAIN, formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { monthsAsked } from './month-list-words';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

type Refuse = (why: string) => Answer;

const TITLE =
  /\b(?:by|per|each) (customer|client)s?\b|\b(customer|client)s? (?:summary|sales|list|revenue|income)\b/i;
const GRAND = /^(?:grand )?totals?$/i;
const THIS_YEAR =
  /\b(?:so far this year|this year so far|this year|year to date|ytd|so far|this fy)\b/;

interface Customer {
  name: string;
  row: Row;
  subs: Row[];
}
interface Summary {
  t: Table;
  total: Column;
  months: Column[];
  customers: Customer[];
  noun: string;
}

function summaryOf(wb: Workbook): Summary | undefined {
  const found: Summary[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'wide') continue;
    const title = `${t.title ?? ''} ${(t.notes ?? []).join(' ')}`;
    const m = TITLE.exec(title);
    if (!m) continue;
    const totals = t.columns.filter((c) => c.role === 'total');
    const months = t.columns.filter((c) => c.period?.kind === 'month' && c.role === 'value');
    if (totals.length !== 1 || months.length < 2) continue;
    const customers: Customer[] = [];
    for (const r of t.rows) {
      if (!r.label) continue;
      const label = r.label.trim();
      if (r.kind === 'data' && !r.section) customers.push({ name: label, row: r, subs: [] });
      else if (r.kind === 'total' && r.section && /^total\b/i.test(label)) {
        const parent = r.section.trim();
        if (normalizeText(label.replace(/^total\s+/i, '')) !== normalizeText(parent)) continue;
        const subs = t.rows.filter((x) => x.kind === 'data' && x.section === r.section);
        customers.push({ name: parent, row: r, subs });
      }
    }
    // every sub-customer sits under a parent read on its total row
    const parented = t.rows.filter((x) => x.kind === 'data' && x.section);
    if (parented.some((x) => !customers.some((c) => c.subs.includes(x)))) continue;
    if (customers.length < 3) continue;
    if (!t.rows.some((r) => r.kind === 'total' && GRAND.test((r.label ?? '').trim()))) continue;
    found.push({
      t,
      total: totals[0]!,
      months,
      customers,
      noun: (m[1] ?? m[2] ?? 'customer').toLowerCase(),
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const WORDS = (s: string): string[] =>
  (
    normalizeText(s)
      .replace(/&/g, ' and ')
      .match(/[a-z0-9]+/g) ?? []
  ).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));

const NUM_WORDS: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  two: 2,
};

export function customerSummaryAnswer(
  wb: Workbook,
  question: string,
  refuse: Refuse,
  now?: Date,
): Answer | undefined {
  const q0 = plainQuestion(question).replace(/[?.!]+$/, '');
  if (!/\b(customers?|clients?|who|whom)\b/.test(q0)) return undefined;
  const s = summaryOf(wb);
  if (!s) return undefined;
  const { t } = s;
  // a customer named (every word of its name, the noun itself aside) is the engine's
  const qw = new Set(WORDS(q0));
  const generic = new Set([...WORDS(s.noun), 'customer', 'client', 'the', 'and', 'of']);
  const names = [
    ...s.customers.map((c) => c.name),
    ...s.customers.flatMap((c) => c.subs.map((r) => r.label!.trim())),
  ];
  if (
    names.some((n) => {
      const ws = WORDS(n).filter((w) => !generic.has(w));
      return ws.length > 0 && ws.every((w) => qw.has(w));
    })
  )
    return undefined;
  // "this year" / "so far": the summary's own months, when they are today's year
  const thisYear = THIS_YEAR.test(q0);
  if (thisYear && now && !s.months.every((c) => c.period!.year === now.getUTCFullYear()))
    return undefined;
  const asked = monthsAsked(q0.replace(THIS_YEAR, ' '));
  if (asked.other || asked.months.length > 1) return undefined;
  let col = s.total;
  if (asked.months.length === 1) {
    const hit = s.months.filter(
      (c) =>
        c.period!.index === asked.months[0]! + 1 && (!asked.year || c.period!.year === asked.year),
    );
    if (hit.length !== 1) return undefined;
    col = hit[0]!;
  }
  const q = asked.rest.replace(/\s+/g, ' ').trim();
  if (/\b(20\d\d|19\d\d)\b/.test(q) && col === s.total) {
    const y = Number(/\b(20\d\d|19\d\d)\b/.exec(q)![1]);
    if (!s.months.every((c) => c.period!.year === y)) return undefined;
  }
  const ci = t.columns.indexOf(col);
  const when = col === s.total ? '' : ` in ${col.label.trim()}`;
  const valued = s.customers.map((c) => ({ c, v: cellNumber(c.row.cells[ci]) }));
  const style = cellStyle(t, s.customers[0]!.row.cells[t.columns.indexOf(s.total)]);
  const partsNote = (c: Customer): string =>
    c.subs.length
      ? ` (${c.name}'s total row; ${c.subs.map((r) => r.label!.trim()).join(' and ')} are its parts)`
      : '';
  const N = s.noun;

  // "how many customers spent over $10,000", "which customers spent under $5,000"
  const th =
    /\b(over|more than|above|greater than|in excess of|at least|exceeding|under|less than|below|at most|>=?|<=?)\s*(?:[$€£₹]|rs\.?|r)?\s*([\d,]*\.?\d+)\s*(k|thousand|m|million)?\b/.exec(
      q,
    );
  const counting = /^how many\b/.test(q);
  const listing = !counting && !!th && /^(?:which|what|who|list|show|name)\b/.test(q);
  // a blank month is nothing bought that month; a blank TOTAL is not read
  const amountOf = (x: (typeof valued)[number]): Dec | undefined =>
    x.v ?? (col === s.total ? undefined : ZERO);
  if (counting && !th) {
    const subs = s.customers.flatMap((c) => c.subs);
    // "how many customers bought in november": those with a figure that month
    if (col !== s.total) {
      if (
        !new RegExp(
          `^how many (?:different |distinct |unique )?${N}s? (?:bought|spent|ordered|purchased|paid|did we (?:have|sell to|serve))`,
        ).test(q)
      )
        return undefined;
      // after blind-42: "how many customers bought nothing in july": the blank (or zero) ones
      const none = /\b(nothing|none|no sales|zero|didn'?t|did not|not buy|not spend)\b/.test(q);
      const bought = valued.filter((x) => x.v && decCmp(x.v, ZERO) > 0);
      const hit = none ? valued.filter((x) => !bought.includes(x)) : bought;
      if (none) {
        const fig = figureOf(
          t,
          `${N}s with no sales${when}`,
          decFromInt(hit.length),
          PLAIN,
          valued.map((x) => ({ r: x.c.row.r, c: col.c })),
        );
        return sourcedAnswer(
          fig,
          `${hit.length} of the ${s.customers.length} ${N}s bought nothing${when} (a blank or zero cell): ${hit.map((x) => x.c.name).join(', ')}.`,
          'count',
        );
      }
      const fig = figureOf(
        t,
        `${N}s with sales${when}`,
        decFromInt(hit.length),
        PLAIN,
        valued.map((x) => ({ r: x.c.row.r, c: col.c })),
      );
      return sourcedAnswer(
        fig,
        `${hit.length} of the ${s.customers.length} ${N}s bought${when}: ${hit.map((x) => x.c.name).join(', ')}.`,
        'count',
      );
    }
    if (
      !new RegExp(
        `^how many (?:different |distinct |unique )?${N}s?(?: (?:do|did) we have| are there| have we got| (?:are|were) (?:on|in) (?:the|this) (?:list|report|sheet))?$`,
      ).test(q)
    )
      return undefined;
    const fig = figureOf(
      t,
      `${N}s`,
      decFromInt(s.customers.length),
      PLAIN,
      s.customers.map((c) => ({ r: c.row.r, c: t.columns[0]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${s.customers.length} ${N}s${
        subs.length
          ? `, counting ${s.customers
              .filter((c) => c.subs.length)
              .map((c) => c.name)
              .join(
                ', ',
              )} once (its ${subs.length} sub-${N}s are its parts; ${s.customers.length - s.customers.filter((c) => c.subs.length).length + subs.length} if each sub-${N} is counted)`
          : ''
      }.`,
      'count',
    );
  }
  if (th && (counting || listing)) {
    const mult = th[3] ? (/^(k|thousand)$/.test(th[3]) ? 1_000 : 1_000_000) : 1;
    const raw = th[2]!.replace(/,/g, '');
    const base = decParse(raw);
    if (!base) return undefined;
    const limit = mult === 1 ? base : decParse(String(Number(raw) * mult))!;
    const below = /^(under|less than|below|at most|<=?)$/.test(th[1]!);
    const inclusive = /^(at least|at most|>=|<=)$/.test(th[1]!);
    if (valued.some((x) => amountOf(x) === undefined)) return undefined;
    const hit = valued
      .filter((x) => {
        const k = decCmp(amountOf(x)!, limit) * (below ? -1 : 1);
        return inclusive ? k >= 0 : k > 0;
      })
      .sort((a, b) => decCmp(amountOf(b)!, amountOf(a)!));
    const rel = below ? (inclusive ? 'at most' : 'under') : inclusive ? 'at least' : 'over';
    const listed = hit.map((x) => `${x.c.name} ${formatValue(amountOf(x)!, style)}`).join(', ');
    const text =
      `${hit.length} of the ${s.customers.length} ${N}s spent ${rel} ${formatValue(limit, style)}${when || ` in all (their ${s.total.label.trim()})`}${hit.length ? `: ${listed}` : ''}.` +
      (s.customers.some((c) => c.subs.length)
        ? ` A ${N} with sub-${N}s is counted once, on its Total row.`
        : '');
    if (counting || !hit.length) {
      const fig = figureOf(
        t,
        `${N}s with ${col === s.total ? 'a total' : col.label.trim()} ${rel} ${formatValue(limit, style)}`,
        decFromInt(hit.length),
        PLAIN,
        valued.map((x) => ({ r: x.c.row.r, c: col.c })),
      );
      return sourcedAnswer(fig, text, 'count');
    }
    const figs = hit.map((x) =>
      figureOf(
        t,
        `${x.c.name}, ${col.label.trim()}`,
        amountOf(x)!,
        style,
        [{ r: x.c.row.r, c: col.c }],
        x.c.name,
      ),
    );
    return { ...sourcedAnswer(figs[0]!, text, 'list'), figures: figs };
  }

  // "top 5 customers", "rank our customers", "biggest customer", "who spent the most"
  const top = /\btop (\d+|three|four|five|six|seven|eight|ten|two)\b/.exec(q);
  const bottom = /\bbottom (\d+|three|four|five|six|seven|eight|ten|two)\b/.exec(q);
  const list = /\b(rank|ranked|ranking|by (?:sales|revenue|spend|total)|in order)\b/.test(q);
  const high =
    /\b(biggest|largest|best|top|most valuable|highest|spent the most|spends the most|spend the most|bought the most|buys the most|buy the most|brought in the most|brings in the most|paid (?:us )?the most|most)\b/.test(
      q,
    );
  const low =
    /\b(smallest|least|lowest|worst|spent the least|spends the least|bought the least)\b/.test(q);
  if (!top && !bottom && !list && !high && !low) return undefined;
  if (high && low && !top && !bottom) return undefined;
  if (valued.some((x) => x.v === undefined && col === s.total)) return undefined;
  const have = valued.filter((x) => x.v !== undefined);
  const asc = (bottom || (low && !top && !list)) as boolean;
  const ranked = [...have].sort((a, b) => decCmp(b.v!, a.v!) * (asc ? -1 : 1));
  const nRaw = (top ?? bottom)?.[1];
  // "who are our top customers", "our biggest clients": the ranked list, at most ten
  const plural = new RegExp(`\\b(?:top|biggest|largest|best|main|key|smallest) ${N}s\\b`).test(q);
  const n = nRaw
    ? Number(nRaw) || NUM_WORDS[nRaw]!
    : list
      ? ranked.length
      : plural
        ? Math.min(10, ranked.length)
        : 1;
  if (ranked.length > 1 && decCmp(ranked[0]!.v!, ranked[1]!.v!) === 0 && n === 1)
    return refuse(`${ranked[0]!.c.name} and ${ranked[1]!.c.name} have the same ${col.label}`);
  const first = ranked[0]!;
  // after blind-42: "what share of sales is our biggest customer": its total over the grand
  // TOTAL row's, never the amount alone
  if (/\b(share|percent|percentage|proportion)\b|%/.test(q) && n === 1) {
    const grand = t.rows.find((r) => r.kind === 'total' && GRAND.test((r.label ?? '').trim()));
    const whole = grand ? cellNumber(grand.cells[t.columns.indexOf(col)]) : undefined;
    if (!grand || whole === undefined || decSign(whole) <= 0) return undefined;
    const v = decDiv(decMul(first.v!, decFromInt(100)), whole, 2)!;
    const pf = figureOf(
      t,
      `${first.c.name}, share of ${col.label.trim()}`,
      v,
      PERCENT,
      [
        { r: first.c.row.r, c: col.c },
        { r: grand.r, c: col.c },
      ],
      first.c.name,
    );
    return sourcedAnswer(
      pf,
      `${first.c.name}, the ${asc ? 'smallest' : 'biggest'} ${N}, is ${pf.display} of the ${grand.label!.trim()} (${formatValue(first.v!, style)} of ${formatValue(whole, style)}).`,
      'share',
    );
  }
  const fig = figureOf(
    t,
    `${first.c.name}, ${col.label.trim()}`,
    first.v!,
    style,
    [{ r: first.c.row.r, c: col.c }],
    first.c.name,
  );
  if (n === 1)
    return sourcedAnswer(
      fig,
      `${first.c.name} is the ${asc ? 'smallest' : 'biggest'} ${N}${when}: ${fig.display}${partsNote(first.c)}. Next: ${ranked[1] ? `${ranked[1].c.name} ${formatValue(ranked[1].v!, style)}` : 'none'}.`,
      asc ? 'min' : 'max',
    );
  const shown = ranked.slice(0, n);
  const lines = shown.map(
    (x, i) =>
      `${i + 1}. ${x.c.name}: ${formatValue(x.v!, style)}${x.c.subs.length ? ` (${x.c.subs.map((r) => r.label!.trim()).join(' + ')})` : ''}`,
  );
  return {
    ...sourcedAnswer(
      fig,
      `${asc ? 'Bottom' : 'Top'} ${shown.length} ${N}s by ${col === s.total ? s.total.label.trim() : col.label.trim()} (a parent ${N} on its Total row):\n${lines.join('\n')}`,
      'top',
    ),
    figures: [
      fig,
      ...shown
        .slice(1)
        .map((x) =>
          figureOf(
            t,
            `${x.c.name}, ${col.label.trim()}`,
            x.v!,
            style,
            [{ r: x.c.row.r, c: col.c }],
            x.c.name,
          ),
        ),
    ],
  };
}
