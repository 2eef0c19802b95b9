/**
 * Issue 13, pass 27 (W5): owners' words on a bank export (Date | Description | Debit | Credit |
 * Balance), in any row order (newest first too). "Cash taken out at atms" is the Debits whose
 * description holds ATM (never the Balance); "spend on fuel" the Debits whose description names
 * fuel or a fuel brand; the month we netted the most (Credits − Debits per month); a month's net
 * cash flow; the lowest balance; a month's opening balance (its oldest row's Balance − Credit +
 * Debit). Anything else is left to the engine.
 *
 * Pass 40 (W1): "when was the balance lowest" / "how low did the balance get" / the highest:
 * the row with the smallest (largest) Balance, brought-forward row included, and its day; the
 * same balance on two days is asked back.
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decAdd, decSub, decToString } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';
import { MONTH_KEYS, MONTH_NAMES } from './periods';

interface Ledger {
  t: Table;
  date: number;
  desc: number;
  debit: number;
  credit: number;
  balance: number;
  rows: Array<{ row: Row; day: string }>;
}

const MONTHS = MONTH_KEYS;
const FUEL =
  /\b(fuel|petrol|diesel|gasoline|gas station|shell|bp|exxon|exxonmobil|mobil|chevron|texaco|esso|valero|sunoco|citgo|caltex)\b/i;

function dayOf(row: Row, col: number): string | undefined {
  const c = row.cells[col];
  if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c) return c.d;
  return row.period?.start;
}

function ledgerTable(wb: Workbook): Ledger | undefined {
  const found: Ledger[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const col = (re: RegExp): number => {
      const hits = t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
      return hits.length === 1 ? hits[0]! : -1;
    };
    const [date, desc, debit, credit, balance] = [
      col(/^(date|posting date|transaction date|value date)$/i),
      col(/^(description|details|narrative|memo|payee)$/i),
      col(/^(debit|debits|withdrawals?|money out|paid out)$/i),
      col(/^(credit|credits|deposits?|money in|paid in)$/i),
      col(/^(balance|running balance)$/i),
    ];
    if ([date, desc, debit, credit, balance].some((i) => i < 0)) continue;
    const rows = t.rows.flatMap((row) => {
      const day = dayOf(row, date);
      return day && row.kind === 'data' && cellNumber(row.cells[balance]) ? [{ row, day }] : [];
    });
    if (rows.length < 3) continue;
    found.push({ t, date, desc, debit, credit, balance, rows });
  }
  return found.length === 1 ? found[0] : undefined;
}

const num = (x: Ledger, r: Row, c: number): Dec => cellNumber(r.cells[c]) ?? ZERO;
const n = (d: Dec): number => Number(decToString(d));

function monthAsked(q: string): number | undefined {
  const m =
    /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/.exec(
      q,
    );
  return m ? MONTHS.indexOf(m[1]!.slice(0, 3)) : undefined;
}

/** The rows of one calendar month; undefined when the sheet holds that month in several years. */
function monthRows(x: Ledger, month: number): Ledger['rows'] | undefined {
  const rows = x.rows.filter((e) => Number(e.day.slice(5, 7)) === month + 1);
  const years = new Set(rows.map((e) => e.day.slice(0, 4)));
  return rows.length && years.size === 1 ? rows : undefined;
}

function debitsMatching(x: Ledger, re: RegExp, what: string): Answer | undefined {
  const hits = x.rows.filter(
    (e) => re.test(cellText(e.row.cells[x.desc]) ?? '') && n(num(x, e.row, x.debit)) > 0,
  );
  if (!hits.length) return undefined;
  const v = hits.reduce((s, e) => decAdd(s, num(x, e.row, x.debit)), ZERO);
  const fig = figureOf(
    x.t,
    `Debits: ${what}`,
    v,
    cellStyle(x.t, hits[0]!.row.cells[x.debit]),
    hits.map((e) => ({ r: e.row.r, c: x.t.columns[x.debit]!.c })),
  );
  return sourcedAnswer(
    fig,
    `${what}: ${fig.display}, the sum of ${hits.length} debit${hits.length === 1 ? '' : 's'} whose description matches.`,
    'sum',
  );
}

function netOf(x: Ledger, rows: Ledger['rows']): Dec {
  return rows.reduce(
    (s, e) => decSub(decAdd(s, num(x, e.row, x.credit)), num(x, e.row, x.debit)),
    ZERO,
  );
}

export function bankLedgerAnswer(
  wb: Workbook,
  question: string,
  refuse?: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const atm =
    /^how much (?:cash |money )?did we (?:take out|withdraw|get out|pull out)(?: in cash)? (?:at|from) (?:the )?atms?$/.test(
      q,
    ) ||
    /^(?:how much|what) (?:did we|have we) (?:take out|withdraw|withdrawn)(?: in cash)? (?:at|from) (?:the )?atms?$/.test(
      q,
    ) ||
    /^(?:total )?atm withdrawals?$/.test(q);
  const fuel =
    /^(?:what|how much) (?:did we|have we) (?:spend|spent) on (?:fuel|petrol|gas|diesel)$/.test(q);
  const bestMonth = /^(?:which|what) month (?:did we|have we) net the (most|least)$/.exec(q);
  const netMonth = /^(?:what (?:was|is) (?:the |our )?)?net cash ?flow (?:in|for) ([a-z]+)$/.exec(
    q,
  );
  // pass 40 (W1): "when was the balance lowest", "how low did the balance get", the highest too:
  // a running balance is a stock, read at the row (its day), never added over a month
  const extreme =
    /^(?:what (?:was|is) (?:the |our )?|what's (?:the |our )?)?(lowest|minimum|smallest|highest|maximum|largest|biggest) (?:bank |account |running )?balance(?: we (?:hit|had|reached|got to))?$/.exec(
      q,
    ) ??
    /^(?:when|(?:on )?(?:which|what) (?:day|date)) (?:was|did) (?:the |our )?(?:bank |account |running )?balance(?: (?:at its|at the|reach its|hit its|get to its))? (lowest|highest)(?: point)?$/.exec(
      q,
    ) ??
    /^how (low|high) did (?:the |our )?(?:bank |account |running )?balance (?:get|go|fall|drop|reach|rise|climb)$/.exec(
      q,
    );
  const lowest = !!extreme;
  const high = !!extreme && /^(highest|maximum|largest|biggest|high)$/.test(extreme[1]!);
  const opening =
    /^(?:what (?:was|is) (?:the |our )?|what's (?:the |our )?)?opening balance (?:in|for|at the start of) ([a-z]+)$/.exec(
      q,
    );
  if (!atm && !fuel && !bestMonth && !netMonth && !lowest && !opening) return undefined;
  const x = ledgerTable(wb);
  if (!x) return undefined;
  if (atm) return debitsMatching(x, /\batms?\b/i, 'Cash taken out at ATMs');
  if (fuel) return debitsMatching(x, FUEL, 'Spent on fuel');
  if (lowest) {
    const sorted = [...x.rows].sort((a, b) =>
      high
        ? n(num(x, b.row, x.balance)) - n(num(x, a.row, x.balance))
        : n(num(x, a.row, x.balance)) - n(num(x, b.row, x.balance)),
    );
    const low = sorted[0]!;
    const word = high ? 'Highest' : 'Lowest';
    // the same balance on two days: which day is not known
    const tied = sorted.filter(
      (e) => n(num(x, e.row, x.balance)) === n(num(x, low.row, x.balance)) && e.day !== low.day,
    );
    if (tied.length)
      return refuse?.(
        `the balance was at its ${word.toLowerCase()} on several days (${[low, ...tied].map((e) => e.day).join(', ')})`,
      );
    const fig = figureOf(
      x.t,
      `${word} balance`,
      num(x, low.row, x.balance),
      cellStyle(x.t, low.row.cells[x.balance]),
      [{ r: low.row.r, c: x.t.columns[x.balance]!.c }],
      low.day,
    );
    return sourcedAnswer(
      fig,
      `${word} balance: ${fig.display} on ${low.day}.`,
      high ? 'max' : 'min',
    );
  }
  if (netMonth || opening) {
    const month = monthAsked((netMonth ?? opening)![1]!);
    if (month === undefined) return undefined;
    const rows = monthRows(x, month);
    if (!rows) return undefined;
    if (netMonth) {
      const fig = figureOf(
        x.t,
        `Net cash flow, ${MONTH_NAMES[month]}`,
        netOf(x, rows),
        cellStyle(x.t, rows[0]!.row.cells[x.debit]),
        rows.flatMap((e) => [
          { r: e.row.r, c: x.t.columns[x.debit]!.c },
          { r: e.row.r, c: x.t.columns[x.credit]!.c },
        ]),
      );
      return sourcedAnswer(
        fig,
        `Net cash flow in ${MONTH_NAMES[month]}: ${fig.display} (credits − debits over ${rows.length} rows).`,
        'difference',
      );
    }
    // the month's oldest row (same-day rows keep the sheet order: the oldest is the earliest in
    // time, which on a newest-first export is the lowest on the sheet)
    const days = rows.map((e) => e.day).sort();
    const first = rows.filter((e) => e.day === days[0]);
    if (first.length !== 1) return undefined;
    const e = first[0]!;
    const v = decAdd(
      decSub(num(x, e.row, x.balance), num(x, e.row, x.credit)),
      num(x, e.row, x.debit),
    );
    const fig = figureOf(
      x.t,
      `Opening balance, ${MONTH_NAMES[month]}`,
      v,
      cellStyle(x.t, e.row.cells[x.balance]),
      [x.balance, x.credit, x.debit].map((c) => ({ r: e.row.r, c: x.t.columns[c]!.c })),
      e.day,
    );
    return sourcedAnswer(
      fig,
      `Opening balance for ${MONTH_NAMES[month]}: ${fig.display} (the balance after the first row, ${e.day}, less its credit plus its debit).`,
      'lookup',
    );
  }
  // the month we netted the most / least
  const byMonth = new Map<string, Ledger['rows']>();
  for (const e of x.rows)
    byMonth.set(e.day.slice(0, 7), [...(byMonth.get(e.day.slice(0, 7)) ?? []), e]);
  const ranked = [...byMonth.entries()]
    .map(([m, rows]) => ({ m, rows, v: netOf(x, rows) }))
    .sort((a, b) => (bestMonth![1] === 'most' ? n(b.v) - n(a.v) : n(a.v) - n(b.v)));
  if (ranked.length < 2 || n(ranked[0]!.v) === n(ranked[1]!.v)) return undefined;
  const top = ranked[0]!;
  const name = `${MONTH_NAMES[Number(top.m.slice(5, 7)) - 1]} ${top.m.slice(0, 4)}`;
  const fig = figureOf(
    x.t,
    `Net cash flow, ${name}`,
    top.v,
    cellStyle(x.t, top.rows[0]!.row.cells[x.debit]),
    top.rows.flatMap((e) => [
      { r: e.row.r, c: x.t.columns[x.debit]!.c },
      { r: e.row.r, c: x.t.columns[x.credit]!.c },
    ]),
    name,
  );
  return sourcedAnswer(
    fig,
    `${name} netted the ${bestMonth![1]}: ${fig.display} (credits − debits), of ${ranked.length} months.`,
    bestMonth![1] === 'most' ? 'max' : 'min',
  );
}
