/**
 * Issue 13, pass 50 (W1, L1): a bookings (sales) log, one row a sale (`Date | Booking ref |
 * Channel | Bike | Hire | Qty | Amount (NZ$)` under a title, a TOTAL row). Its one money column
 * is the amount of each sale, so takings / revenue / sales / income / what we took are that
 * column; the Qty column is how many things each sale was for.
 * - "average bikes per booking" (bikes per hire on average, how many bikes per booking) is
 *   Σ Qty ÷ bookings, never the mean Amount; "average booking value" (spend per booking) is
 *   Σ Amount ÷ bookings;
 * - "how much have we taken in total", "e-bike revenue", "tandem takings in october", "what did
 *   the website bring in last month": Σ Amount over the rows of the values and the month named
 *   (the TOTAL row checks the whole);
 * - "what share of takings came through GetYourGuide": that value's Σ Amount ÷ all × 100;
 * - "how many bikes did we hire out (in october)", "how many e-bikes did we rent": Σ Qty;
 * - "which channel brings in the most": the value of the column named with the largest Σ Amount.
 * Only on a book with one such log: a date column, one money column, text categories, and a
 * title or header that says the rows are sales (hire, bookings, sales, orders, tickets …),
 * never costs. A word the reader does not read leaves the question to the engine.
 */
import type { Answer } from './answer-types';
import { unreadWords } from './asked-words';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  HUNDRED,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decIsZero,
  decMul,
  decToNumber,
} from './decimal';
import { PERCENT, PLAIN } from './format';
import {
  type Named,
  askedPeriod,
  askedText,
  categoryColumns,
  cite,
  colOf,
  daysOf,
  entryRows,
  headOf,
  isNumeric,
  num,
  rowsIn,
  sumOf,
  textAt,
  totalRow,
  valuesNamed,
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { nameTokens } from './row-names';
import { sourcedAnswer } from './sourced-answer';

interface SalesLog {
  t: Table;
  rows: Row[];
  days: Map<Row, string>;
  amount: number;
  qty?: number;
  cats: number[];
  /** the words the log's rows are of: "booking", "hire" */
  nouns: string[];
}

const MONEY_HEAD =
  /^(amount|value|total|sale|sales|sale value|sale amount|price|gross|revenue|takings|charge|charged|fare|paid|amount paid|total paid|booking value|order value|invoice total)$/;
const QTY_HEAD =
  /^(qty|quantity|units?|no\.?|number|pax|guests|people|persons|bikes|items|tickets|seats|covers|boards|kayaks|cars|rooms|nights)$/;
const SALES_HINT =
  /\b(hire|hires|rental|rentals|booking|bookings|sales?|sold|orders?|takings|revenue|tickets?|reservations?|channel|customer|guest|tours?)\b/;
const COST_HINT =
  /\b(expenses?|costs?|purchases?|spend|spending|petty|mileage|suppliers?|bills?|payee|vendor|payroll|wages|timesheet|balance|budget|forecast|commission)\b/;
const ROW_NOUN =
  /^(booking|order|hire|rental|sale|transaction|reservation|ticket|job|visit|trip|tour|customer)$/;

const cache = new WeakMap<Workbook, SalesLog | null>();

function salesLog(wb: Workbook): SalesLog | undefined {
  const hit = cache.get(wb);
  if (hit !== undefined) return hit ?? undefined;
  const found: SalesLog[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const date = t.columns.findIndex((c) => c.role === 'date' || c.type === 'date');
      if (date < 0) continue;
      const numeric = t.columns.flatMap((_, i) => (isNumeric(t, i) ? [i] : []));
      const money = numeric.filter((i) => MONEY_HEAD.test(headOf(t.columns[i]!.label)));
      if (money.length !== 1) continue;
      const amount = money[0]!;
      // the count of things each sale was for: a Qty header, or the one other numeric column
      // of small whole numbers ("Boats", "Riders")
      const whole = (i: number) =>
        t.rows.every((r) => {
          const v = cellNumber(r.cells[i]);
          return (
            r.kind !== 'data' ||
            v === undefined ||
            (v.s === 0 && v.m >= 0n && v.m < 1000n) ||
            decToNumber(v) % 1 === 0
          );
        });
      const others = numeric.filter((i) => i !== amount);
      const qty =
        colOf(t, QTY_HEAD, (i) => isNumeric(t, i)) ??
        (others.length === 1 && whole(others[0]!) ? others[0] : undefined);
      if (others.some((i) => i !== qty)) continue;
      const words =
        `${t.title ?? ''} ${(t.notes ?? []).join(' ')} ${s.name} ${t.columns.map((c) => c.label).join(' ')}`.toLowerCase();
      if (!SALES_HINT.test(words) || COST_HINT.test(words)) continue;
      const rows = entryRows(t, [date, amount]);
      if (rows.length < 5) continue;
      const days = daysOf(rows, date);
      if (!days || days.size !== rows.length) continue;
      if (rows.some((r) => decCmp(num(r, amount), decFromInt(0)) < 0)) continue;
      const cats = categoryColumns(t, rows);
      // cancelled or refunded rows are no takings: such a log is left to the engine
      if (
        cats.some((ci) =>
          rows.some((r) =>
            /\b(cancel\w*|refund\w*|void\w*|no[- ]show|pending|unpaid|declined|failed|provisional)\b/i.test(
              textAt(r, ci),
            ),
          ),
        )
      )
        continue;
      const nouns = [
        ...new Set(
          [t.title ?? '', ...t.columns.map((c) => c.label), s.name]
            .flatMap((x) => nameTokens(x))
            .filter((w) => ROW_NOUN.test(w)),
        ),
      ];
      found.push({ t, rows, days, amount, ...(qty !== undefined ? { qty } : {}), cats, nouns });
    }
  const one = found.length === 1 ? found[0]! : null;
  cache.set(wb, one);
  return one ?? undefined;
}

/** words a takings question may hold besides the values and the period it names */
const GRAMMAR = [
  'how much',
  'what',
  'whats',
  'total',
  'in total',
  'altogether',
  'all told',
  'overall',
  'so far',
  'did',
  'do',
  'does',
  'have',
  'has',
  'we',
  'our',
  'the',
  'from',
  'for',
  'on',
  'in',
  'through',
  'via',
  'by',
  'of',
  'with',
  'come',
  'came',
  'bring',
  'brought',
  'take',
  'took',
  'taken',
  'earn',
  'earned',
  'make',
  'made',
  'generate',
  'generated',
  'get',
  'got',
  'revenue',
  'takings',
  'sales',
  'income',
  'turnover',
  'money',
  'hire',
  'hires',
  'hired',
  'rental',
  'rentals',
  'booking',
  'bookings',
  'order',
  'orders',
  'sale',
  'channel',
  'is',
  'was',
  'were',
  'are',
  'been',
  'there',
  'out',
  'all',
  'amount',
];

export function salesLogAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q0 = askedText(question);
  if (
    !/\b(takings|revenue|sales|income|turnover|take|took|taken|bring|brought|make|made|makes|earn|earned|earns|average|avg|mean|per|share|percent|percentage|proportion|%|how many|which|top|best|most|least)\b/.test(
      q0,
    )
  )
    return undefined;
  // profit, cost, tax, tips: not what this log holds
  if (
    /\b(profit|margin|costs?|spend|spent|expenses?|gst|vat|tax|tips?|commission|refunds?|discount|deposit|outstanding|owe|owed|balance|budget|forecast|next)\b/.test(
      q0,
    )
  )
    return undefined;
  const log = salesLog(wb);
  if (!log) return undefined;
  const { t } = log;
  const lab = (ci: number) => t.columns[ci]!.label;
  const style = (ci: number) =>
    cellStyle(t, log.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const period = askedPeriod(q0, now, [...log.days.values()]);
  if (period === null) return undefined;
  const q = period ? period.rest : q0;
  const inPeriod = (rows: Row[]) => (period ? rowsIn(rows, log.days, period) : rows);
  const when = period ? `, ${period.label}` : '';
  if (period) {
    const held = [...log.days.values()].some((d) => d >= period.from && d <= period.to);
    if (!held)
      return refuse(
        `the log holds no rows in ${period.label}; its rows run from ${[...log.days.values()].sort()[0]} to ${[...log.days.values()].sort().pop()}`,
      );
  }
  const known = (extra: string[] = []) => [
    ...GRAMMAR,
    ...log.nouns,
    ...extra,
    ...t.columns.flatMap((c) => nameTokens(c.label)),
  ];
  const leftover = (text: string, named: Named[], extra: string[] = []) =>
    unreadWords(text, known([...extra, ...named.flatMap((n) => n.words)]));
  const filtered = (named: Named[]): Row[] | undefined => {
    // two values of one column are either one; of two columns, both
    const byCol = new Map<number, Set<string>>();
    for (const n of named) byCol.set(n.ci, (byCol.get(n.ci) ?? new Set()).add(n.value));
    return log.rows.filter((r) => [...byCol.entries()].every(([ci, vs]) => vs.has(textAt(r, ci))));
  };
  const what = (named: Named[]) => named.map((n) => n.value).join(', ');
  const thingWord = (w: string) =>
    log.cats.some((ci) => log.rows.some((r) => nameTokens(textAt(r, ci)).includes(w))) ||
    nameTokens(t.title ?? '').includes(w) ||
    (log.qty !== undefined && nameTokens(lab(log.qty)).includes(w));

  // --- average things per booking (W1) and average sale
  let m =
    /^(?:what(?:s| is| was| are| were)? )?(?:the |our )?(?:average|avg|mean|typical) (?:number of )?([a-z-]+(?: [a-z-]+)?) (?:per|a|each|in a|in each|for each|on a|on each) ([a-z]+)$/.exec(
      q,
    ) ??
    /^(?:on average )?how many ([a-z-]+(?: [a-z-]+)?) (?:per|a|each|in a|in each|are in a|go out (?:per|on)|on a|on each) ([a-z]+)(?: on average)?$/.exec(
      q,
    ) ??
    /^(?:the )?([a-z-]+) per ([a-z]+)(?: on average)?$/.exec(q) ??
    /^how many ([a-z-]+) (?:do|does|did) (?:people|customers|guests|they|groups|parties|each (booking|hire|order)) (?:hire|rent|book|take|get)(?: out)?(?: per (booking|hire|order))? on average$/.exec(
      q,
    );
  if (m) {
    if (m[2] === undefined) m[2] = m[3] ?? 'booking';
    const thing = nameTokens(m[1]!);
    const per = nameTokens(m[2]!)[0] ?? '';
    if (!(ROW_NOUN.test(per) || log.nouns.includes(per))) return undefined;
    const rows = inPeriod(log.rows);
    if (!rows.length) return undefined;
    const n = decFromInt(rows.length);
    const moneyAsked = thing.every((w) =>
      /^(takings|revenue|sale|spend|value|amount|income|price|money)$/.test(w),
    );
    if (moneyAsked) {
      const total = sumOf(rows, log.amount);
      const v = decDiv(total, n, 2)!;
      const fig = figureOf(
        t,
        `${lab(log.amount)} per ${per}${when}`,
        v,
        style(log.amount),
        cite(t, rows, log.amount),
      );
      return sourcedAnswer(
        fig,
        `Average ${per}${when}: ${fig.display} (${lab(log.amount)} ${figureOf(t, '', total, style(log.amount), cite(t, rows, log.amount)).display} ÷ ${rows.length} ${per}s).`,
        'average',
      );
    }
    if (log.qty === undefined) return undefined;
    // the things counted: the Qty column's own word, or what the rows are of (bikes)
    const named = valuesNamed(thing.join(' '), rows, log.cats);
    const generic = thing.filter((w) => !named.some((x) => x.words.includes(w)));
    if (!generic.length || !generic.every((w) => thingWord(w) || /^(unit|item|thing)$/.test(w)))
      return undefined;
    const keep = named.length ? filtered(named)! : rows;
    const sel = keep.filter((r) => rows.includes(r));
    if (!sel.length) return undefined;
    const total = sumOf(sel, log.qty);
    const v = decDiv(total, decFromInt(sel.length), 2)!;
    const fig = figureOf(
      t,
      `${lab(log.qty)} per ${per}${named.length ? `, ${what(named)}` : ''}${when}`,
      v,
      PLAIN,
      cite(t, sel, log.qty),
    );
    const totalText = figureOf(t, '', total, PLAIN, cite(t, sel, log.qty)).display;
    return sourcedAnswer(
      fig,
      `Average ${m[1]} per ${per}${named.length ? ` (${what(named)})` : ''}${when}: ${fig.display} (${lab(log.qty)} added, ${totalText}, ÷ ${sel.length} ${per}s; not the average ${lab(log.amount)}).`,
      'average',
    );
  }

  // --- share of the bookings (rows) through a value, the takings share named beside
  m =
    /^(?:what|which) (?:share|percentage|proportion|percent|%|part|fraction) of (?:our |the |all )?(bookings|hires|orders|rentals|reservations|transactions|customers)(?: (?:came|come|were|was|are|is|went|got made|were made|are made|made))?(?: (?:through|from|via|by|on|in|with|at))? (.+)$/.exec(
      q,
    ) ??
    /^how many of (?:our |the )?(bookings|hires|orders|rentals) (?:came|come|were|are) (?:through|from|via|on) (.+?) as a (?:percentage|%|share)$/.exec(
      q,
    );
  if (m) {
    const rows = inPeriod(log.rows);
    const named = valuesNamed(m[2]!, rows, log.cats);
    if (!named.length || leftover(m[2]!, named).length || !rows.length) return undefined;
    const part = filtered(named)!.filter((r) => rows.includes(r));
    const v = decDiv(decMul(decFromInt(part.length), HUNDRED), decFromInt(rows.length), 2)!;
    const fig = figureOf(
      t,
      `${what(named)} share of ${m[1]}${when}`,
      v,
      PERCENT,
      cite(t, rows, log.amount),
    );
    const whole = sumOf(rows, log.amount);
    const money = decIsZero(whole)
      ? undefined
      : decDiv(decMul(sumOf(part, log.amount), HUNDRED), whole, 2)!;
    return sourcedAnswer(
      fig,
      `${what(named)}: ${fig.display} of ${m[1]}${when} (${part.length} of ${rows.length})${money ? `; by takings it is ${figureOf(t, '', money, PERCENT, cite(t, rows, log.amount)).display}` : ''}.`,
      'share',
    );
  }

  // --- share of takings through a value
  m =
    /^(?:what|which) (?:share|percentage|proportion|percent|%|part|fraction) of (?:our |the |all )?(?:takings|revenue|sales|income|turnover|money|business)(?: (?:came|comes|come|was|were|is|did we (?:get|take)|have we (?:got|taken)))?(?: (?:through|from|via|by|on|in|with|at))? (.+)$/.exec(
      q,
    ) ??
    /^(?:what|how much) (?:share |percentage |proportion |percent |% )?of (?:our |the )?(?:takings|revenue|sales|income|turnover) (?:came|comes|come|was|is) (?:through|from|via|by|on|in) (.+?) as a (?:percentage|%|share|percent)$/.exec(
      q,
    ) ??
    /^(.+?) as a (?:percentage|%|share|percent|proportion) of (?:our |the |all |total )?(?:takings|revenue|sales|income|turnover)$/.exec(
      q,
    ) ??
    /^(?:what|which) (?:share|percentage|proportion|percent|%) of (?:our |the |all )?(?:takings|revenue|sales|income|turnover) (?:is|was|comes from|came from) (.+)$/.exec(
      q,
    );
  if (m) {
    const rows = inPeriod(log.rows);
    const named = valuesNamed(m[1]!, rows, log.cats);
    if (!named.length || leftover(m[1]!, named).length) return undefined;
    const part = filtered(named)!.filter((r) => rows.includes(r));
    const whole = sumOf(rows, log.amount);
    if (decIsZero(whole)) return undefined;
    const pv = sumOf(part, log.amount);
    const v = decDiv(decMul(pv, HUNDRED), whole, 2)!;
    const st = style(log.amount);
    const fig = figureOf(
      t,
      `${what(named)} share of ${lab(log.amount)}${when}`,
      v,
      PERCENT,
      cite(t, rows, log.amount),
    );
    const partFig = figureOf(
      t,
      `${lab(log.amount)}, ${what(named)}${when}`,
      pv,
      st,
      cite(t, part.length ? part : rows, log.amount),
    );
    const wholeFig = figureOf(
      t,
      `${lab(log.amount)}, all${when}`,
      whole,
      st,
      cite(t, rows, log.amount),
    );
    return sourcedAnswer(
      fig,
      `${what(named)}: ${fig.display} of takings${when} (${partFig.display} of ${wholeFig.display}, ${lab(log.amount)} added over ${part.length} of ${rows.length} ${log.nouns[0] ?? 'row'}s).`,
      'share',
      [partFig, wholeFig],
    );
  }

  // --- bookings (rows) of the values named counted: "how many full day hires"
  m =
    /^how many (.+?) (bookings|hires|orders|rentals|reservations|transactions)(?: (?:did we (?:have|get|take|do)|have we (?:had|got|taken|done)|were there|came in|were made|were booked|did we book|in total|altogether))?$/.exec(
      q,
    ) ??
    /^how many (bookings|hires|orders|rentals|reservations) (?:came|come|were|was|did we get|did we have) (?:through|from|via|on|by|for|made (?:through|on|via)) (.+)$/.exec(
      q,
    );
  if (m) {
    const phrase = ROW_NOUN.test(nameTokens(m[1]!)[0] ?? '') ? m[2]! : m[1]!;
    const noun = phrase === m[1] ? m[2]! : m[1]!;
    const rows = inPeriod(log.rows);
    const named = valuesNamed(phrase, rows, log.cats);
    if (!named.length || leftover(phrase, named).length) return undefined;
    const sel = filtered(named)!.filter((r) => rows.includes(r));
    const fig = figureOf(
      t,
      `${noun}, ${what(named)}${when}`,
      decFromInt(sel.length),
      PLAIN,
      cite(t, sel.length ? sel : rows, log.amount),
    );
    return sourcedAnswer(
      fig,
      `${sel.length} ${what(named)} ${noun}${when} (of ${rows.length}).`,
      'count',
    );
  }

  // --- how many things did we hire / sell (Σ Qty)
  m =
    /^how many ([a-z-]+(?: [a-z-]+){0,2}) (?:did we|have we|were|got|went) (?:hire|hired|rent|rented|sell|sold|let|book|booked|send|sent|go|gone)(?: out)?(?: (?:in total|altogether|so far))?$/.exec(
      q,
    );
  if (m && log.qty !== undefined) {
    const rows = inPeriod(log.rows);
    const named = valuesNamed(m[1]!, rows, log.cats);
    const rest = nameTokens(m[1]!).filter((w) => !named.some((x) => x.words.includes(w)));
    // "e-bikes": the value E-bike is also the thing counted
    const counted = rest.length ? rest : named.length ? ['*'] : [];
    if (!counted.every((w) => w === '*' || thingWord(w) || /^(unit|item)$/.test(w)))
      return undefined;
    if (rest.some((w) => ROW_NOUN.test(w))) return undefined; // "how many bookings" is a count of rows
    const sel = named.length ? filtered(named)!.filter((r) => rows.includes(r)) : rows;
    if (!sel.length) return refuse(`no ${what(named)} rows${when} in the log`);
    const v = sumOf(sel, log.qty);
    const fig = figureOf(
      t,
      `${lab(log.qty)}${named.length ? `, ${what(named)}` : ''}${when}`,
      v,
      PLAIN,
      cite(t, sel, log.qty),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} ${m[1]}${when} (${lab(log.qty)} added over ${sel.length} ${log.nouns[0] ?? 'row'}s).`,
      'sum',
    );
  }

  // --- which <column> brings in the most
  m =
    /^(?:which|what) ([a-z]+(?: [a-z]+)?) (?:brings?|brought|takes?|took|made|makes|earns?|earned|generates?|generated|had|has|gets?|got) (?:in )?(?:the )?(most|least)(?: (?:takings|revenue|sales|money|income))?$/.exec(
      q,
    ) ??
    /^(?:which|what) (?:is |was )?(?:our |the )?(best|top|biggest|worst|smallest) ([a-z]+(?: [a-z]+)?) (?:by|for) (?:takings|revenue|sales|income|money)$/.exec(
      q,
    ) ??
    /^(?:top|best) ([a-z]+(?: [a-z]+)?) by (?:takings|revenue|sales|income)$/.exec(q);
  if (m) {
    const word = /^(best|top|biggest|worst|smallest)$/.test(m[1]!) ? m[2]! : m[1]!;
    const low = /least|worst|smallest/.test(m[0]);
    const ci = log.cats.find((c) => {
      const h = nameTokens(headOf(lab(c)));
      const w = nameTokens(word);
      return w.length > 0 && w.every((x) => h.includes(x));
    });
    if (ci === undefined) return undefined;
    const rows = inPeriod(log.rows);
    const groups = new Map<string, Row[]>();
    for (const r of rows) groups.set(textAt(r, ci), [...(groups.get(textAt(r, ci)) ?? []), r]);
    groups.delete('');
    const ranked = [...groups.entries()].map(([k, rs]) => ({ k, rs, v: sumOf(rs, log.amount) }));
    ranked.sort((a, b) => (low ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
    if (ranked.length < 2) return undefined;
    if (decEq(ranked[0]!.v, ranked[1]!.v))
      return refuse(`${ranked[0]!.k} and ${ranked[1]!.k} took the same, ${ranked[0]!.v}`);
    const top = ranked[0]!;
    const fig = figureOf(
      t,
      `${lab(log.amount)}, ${top.k}${when}`,
      top.v,
      style(log.amount),
      cite(t, top.rs, log.amount),
      top.k,
    );
    const next = ranked[1]!;
    return sourcedAnswer(
      fig,
      `${top.k} ${low ? 'took the least' : 'took the most'}${when}: ${fig.display} (${lab(log.amount)} added over its ${top.rs.length} ${log.nouns[0] ?? 'row'}s; next ${next.k}, ${figureOf(t, '', next.v, style(log.amount), cite(t, next.rs, log.amount)).display}).`,
      low ? 'min' : 'max',
    );
  }

  // --- takings (of the values named, in the period named)
  if (
    !/\b(takings|revenue|sales|income|turnover|taken|take|took|brought in|bring in|brings in|came in|come in|make|made|makes|earn|earned|earns)\b/.test(
      q,
    )
  )
    return undefined;
  if (
    /\b(how many|average|avg|mean|per|which|who|most|least|highest|lowest|biggest|best|worst|top)\b/.test(
      q,
    )
  )
    return undefined;
  const named = valuesNamed(q, log.rows, log.cats);
  if (leftover(q, named).length) return undefined;
  const rows = inPeriod(named.length ? filtered(named)! : log.rows);
  if (!rows.length)
    return refuse(`the log holds no ${what(named) || 'rows'}${when ? ` in ${period!.label}` : ''}`);
  const v = sumOf(rows, log.amount);
  const fig = figureOf(
    t,
    `${lab(log.amount)}${named.length ? `, ${what(named)}` : ', total'}${when}`,
    v,
    style(log.amount),
    cite(t, rows, log.amount),
  );
  let check = '';
  const tot = totalRow(t);
  if (!named.length && !period && tot) {
    const tv = cellNumber(tot.cells[log.amount]);
    if (tv && !decEq(tv, v))
      return refuse(
        `the ${log.nouns[0] ?? 'row'}s add up to ${v} but the total row says ${tv}; check the sheet`,
      );
    if (tv) check = '; it agrees with the total row';
  }
  return sourcedAnswer(
    fig,
    `Takings${named.length ? ` from ${what(named)}` : ''}${when}: ${fig.display} (${lab(log.amount)} added over ${rows.length} ${log.nouns[0] ?? 'row'}s${check}).`,
    'total',
  );
}
