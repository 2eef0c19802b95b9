/**
 * Issue 13, pass 46 (L6): a bookings / deposits ledger (`Ref | Couple | Wedding date | Package £
 * | Deposit £ | Deposit received | Further payments £ | Balance due £ | Status | Notes`, Status
 * Confirmed / Cancelled, a cancelled row's Balance due 0, a Totals row). In the owner's words:
 * - "what are couples still owing us" is Σ Balance due (the Totals row's cell when it adds up);
 * - "total value of confirmed bookings" is Σ Package over the rows whose Status is Confirmed;
 * - "balance left on the Okafor wedding" is the Balance due of the row named ("Okafor & Reid");
 * - "busiest month next year" is the month of that year holding the most Confirmed bookings by
 *   their event date: a count of booked rows, never a forecast.
 * Only on a book with exactly one such table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decEq, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Cell, Row, Table, Workbook } from './model';
import { bareLabel } from './job-list';
import { rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { MONTH_NAMES } from './periods';

interface Ledger {
  t: Table;
  rows: Row[];
  totalRow?: Row;
  name: number;
  names: number[];
  balance: number;
  pkg?: number;
  date?: number;
  status?: number;
}

const NUMERIC = new Set(['number', 'money']);
const NAME = /^(couple|couples|client|customer|guest|guests|name|names|booking name|party)$/;
const BALANCE =
  /^(balance|balance due|balance outstanding|balance remaining|outstanding|amount due|balance owed|remaining balance|still owed|left to pay)$/;
const PACKAGE =
  /^(package|package price|package value|price|total price|contract|contract value|booking value|total|total value|fee|value|quote)$/;
const EVENT_DATE =
  /^(wedding date|event date|date of wedding|wedding|event|date|booking date|function date|party date)$/;

function ledger(wb: Workbook): Ledger | undefined {
  const found: Ledger[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const labels = t.columns.map((c) => bareLabel(c.label));
      const pick = (re: RegExp, ok: (i: number) => boolean) => {
        const hits = labels.flatMap((l, i) => (re.test(l) && ok(i) ? [i] : []));
        return hits.length === 1 ? hits[0] : undefined;
      };
      const isNum = (i: number) => NUMERIC.has(t.columns[i]!.type);
      const name = pick(NAME, (i) => t.columns[i]!.type === 'text');
      const balance = pick(BALANCE, isNum);
      if (name === undefined || balance === undefined) continue;
      const rows = t.rows.filter(
        (r) =>
          r.kind === 'data' &&
          cellText(r.cells[name]) &&
          !/^totals?$/i.test(cellText(r.cells[name])!),
      );
      if (rows.length < 3) continue;
      const totals = t.rows.filter(
        (r) =>
          r.kind !== 'section' &&
          r.cells.some((c) => /^(totals?|grand total)$/i.test(cellText(c) ?? '')),
      );
      const pkg = pick(PACKAGE, isNum);
      const date = pick(EVENT_DATE, (i) => t.columns[i]!.type === 'date');
      const status = pick(/^status$/, (i) => t.columns[i]!.type === 'text');
      found.push({
        t,
        rows,
        name,
        names: t.columns.flatMap((c, i) =>
          c.type === 'text' && !/^(notes?|status)$/.test(labels[i]!) ? [i] : [],
        ),
        balance,
        ...(totals.length === 1 ? { totalRow: totals[0] } : {}),
        ...(pkg !== undefined ? { pkg } : {}),
        ...(date !== undefined ? { date } : {}),
        ...(status !== undefined ? { status } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const WHO = '(?:couples|clients|customers|guests|people|they|everyone|our couples|the couples)';
const OWING = new RegExp(
  `^how much (?:is|are) (?:still )?(?:outstanding|owing|owed|due) (?:from|by) ${WHO}$|^(?:what(?:'s| is) )?(?:the )?total (?:outstanding|owing|still owed)$|^(?:what|how much) (?:are|do|is|does) ${WHO} (?:still )?(?:owing|owe)(?: us)?(?: altogether| in total| all together)?$|^how much (?:are we|is) (?:still )?(?:owed|owing|outstanding|to come in)(?: to us)?(?: on (?:the |our |all )?(?:bookings|weddings|events|stays|lets))?(?: altogether| in total| in balances)?$|^(?:what(?:'s| is) )?(?:the )?total (?:balance(?:s)? (?:due|outstanding|owed|owing|left)|outstanding balances?|still owed)$|^(?:what(?:'s| is) )?still (?:outstanding|owed|to come in|to pay)$|^how much (?:is )?(?:still )?(?:left|due) to (?:come in|be paid)$`,
);
const NAMED_BALANCE =
  /^(?:what(?:'s| is) (?:the )?)?(?:balance|amount|money) (?:left|due|outstanding|remaining|owing|still owed|to pay|still to pay) (?:on|for|from|by) (?:the )?(.+?)$|^(?:how much|what) (?:do|does|is|are) (?:the )?(.+?) (?:still )?(?:owe|owing|left to pay|outstanding|have left to pay)(?: us)?$|^what(?:'s| is) (?:left|still|outstanding) (?:to pay |owing |outstanding |due )?(?:on|for|from) (?:the )?(.+?)$|^(?:what(?:'s| is) )?(?:the )?(.+?)(?:'s)? (?:balance|balance due|outstanding balance)$/;
const STATUS_VALUE =
  /^(?:what(?:'s| is) )?(?:the )?(?:total )?(?:value|worth|package value|total package|package total) of (?:the |our |all )?(?:the )?(confirmed|provisional|cancelled|pending|booked) (?:bookings|weddings|events|couples|booking|packages)$|^what are (?:the |our |all )?(?:the )?(confirmed|provisional|cancelled|pending) (?:bookings|weddings|events) worth$|^(?:what(?:'s| is) )?(?:the )?(?:total )?(confirmed|provisional|cancelled|pending) (?:bookings|weddings|events)(?: package)? (?:value|worth|total)$/;
const BUSIEST =
  /^(?:what(?:'s| is| will be) |which (?:is )?)?(?:the |our )?(busiest|quietest) month(?: for (?:weddings|bookings|events))?(?: (next year|this year|in (20\d\d)|of (20\d\d)|of the season))?(?: for (?:weddings|bookings|events))?$|^which month (?:(?:of |in )?(next year|this year|20\d\d) )?(?:has|have|had|will have) the (most|fewest) (?:weddings|bookings|events)(?: booked)?(?: (next year|this year|in (20\d\d)))?$/;

const COUNT_BOOKED =
  /^how many (weddings|bookings|events|couples|parties)(?: (?:are|have we got|do we have|have we|are there|have been|were))?(?: (booked|confirmed|on the books|in the diary|still on))?(?: (?:for |in )?(next year|this year)| (?:for|in) (20\d\d))?$/;

const dateOf = (cell: Cell | undefined): { y: number; m: number } | undefined =>
  cell && typeof cell === 'object' && !Array.isArray(cell) && 'd' in cell
    ? { y: Number(cell.d.slice(0, 4)), m: Number(cell.d.slice(5, 7)) }
    : undefined;

export function bookingLedgerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?]+$/, '').trim();
  const owing = OWING.exec(q);
  const status = owing ? undefined : STATUS_VALUE.exec(q);
  const busy = owing || status ? undefined : BUSIEST.exec(q);
  const count = owing || status || busy ? undefined : COUNT_BOOKED.exec(q);
  const named = owing || status || busy || count ? undefined : NAMED_BALANCE.exec(q);
  if (!owing && !status && !busy && !named && !count) return undefined;
  // a count needs a word that keeps the rows: booked, confirmed, or a year
  if (count && !count[2] && !count[3] && !count[4]) return undefined;
  const l = ledger(wb);
  if (!l) return undefined;
  const { t } = l;
  const lab = (ci: number) => t.columns[ci]!.label;
  const nm = (r: Row) => cellText(r.cells[l.name])!;
  const val = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
  const styleOf = (ci: number) =>
    cellStyle(t, l.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const cite = (rows: Row[], ci: number) => rows.map((r) => ({ r: r.r, c: t.columns[ci]!.c }));
  // a bookings ledger (a package or a deposit column): only there are rows bookings by date
  const bookings = l.pkg !== undefined || t.columns.some((c) => /\bdeposit/i.test(c.label));
  if ((busy || count || status) && !bookings) return undefined;
  const st = (r: Row) =>
    l.status === undefined ? '' : (cellText(r.cells[l.status]) ?? '').toLowerCase();

  if (owing) {
    const added = decSum(l.rows.map((r) => val(r, l.balance)));
    const cell = l.totalRow && cellNumber(l.totalRow.cells[l.balance]);
    const useRow = cell && decEq(cell, added);
    const fig = figureOf(
      t,
      `${lab(l.balance)}, total`,
      added,
      styleOf(l.balance),
      useRow ? cite([l.totalRow!], l.balance) : cite(l.rows, l.balance),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} is still owed to us (${lab(l.balance)}${useRow ? ' of the Totals row' : ` added over ${l.rows.length} rows`}).`,
      'total',
    );
  }
  if (status) {
    if (l.pkg === undefined || l.status === undefined) return undefined;
    const want = (status[1] ?? status[2] ?? status[3])!;
    const rows = l.rows.filter((r) => st(r) === (want === 'booked' ? 'confirmed' : want));
    if (!rows.length) return refuse(`no row has ${lab(l.status)} ${want}`);
    const fig = figureOf(
      t,
      `${lab(l.pkg)}, ${lab(l.status)} ${want}`,
      decSum(rows.map((r) => val(r, l.pkg!))),
      styleOf(l.pkg),
      cite(rows, l.pkg),
    );
    return sourcedAnswer(
      fig,
      `The ${rows.length} ${want} bookings are worth ${fig.display} (${lab(l.pkg)} added over the rows whose ${lab(l.status)} is ${want}).`,
      'total',
    );
  }
  if (busy) {
    if (l.date === undefined) return undefined;
    const most = /busiest|most/.test(busy[1] ?? busy[6]!);
    const before = busy[5] && /^20\d\d$/.test(busy[5]) ? undefined : busy[5];
    const when = busy[2] ?? before ?? busy[7];
    const yearNamed = busy[3] ?? busy[4] ?? (before ? undefined : busy[5]) ?? busy[8];
    let year: number | undefined = yearNamed ? Number(yearNamed) : undefined;
    if (when === 'next year' || when === 'this year') {
      if (!now) return undefined;
      year = now.getUTCFullYear() + (when === 'next year' ? 1 : 0);
    }
    const live = l.rows.filter((r) => !/cancel|lost|declined/.test(st(r)));
    const dated = live.filter((r) => dateOf(r.cells[l.date!]));
    const years = [...new Set(dated.map((r) => dateOf(r.cells[l.date!])!.y))];
    if (year === undefined) {
      if (years.length !== 1) return refuse(`bookings fall in ${years.join(' and ')}; which year?`);
      year = years[0]!;
    }
    const inYear = dated.filter((r) => dateOf(r.cells[l.date!])!.y === year);
    if (!inYear.length) return refuse(`no booking is dated in ${year}`);
    const counts = new Map<number, Row[]>();
    for (const r of inYear) {
      const m = dateOf(r.cells[l.date!])!.m;
      counts.set(m, [...(counts.get(m) ?? []), r]);
    }
    const byCount = [...counts.entries()].sort((a, b) =>
      most ? b[1].length - a[1].length : a[1].length - b[1].length,
    );
    const top = byCount.filter((e) => e[1].length === byCount[0]![1].length);
    const excluded = l.rows.length - live.length;
    const note = excluded ? `; ${excluded} cancelled left out` : '';
    if (top.length > 1)
      return refuse(
        `${top.map((e) => MONTH_NAMES[e[0] - 1]).join(' and ')} ${year} tie with ${top[0]![1].length} bookings each${note}`,
      );
    const [m, rows] = top[0]!;
    const fig = figureOf(
      t,
      `Bookings in ${MONTH_NAMES[m - 1]} ${year}`,
      decFromInt(rows.length),
      PLAIN,
      cite(rows, l.date),
      `${MONTH_NAMES[m - 1]} ${year}`,
    );
    return sourcedAnswer(
      fig,
      `${MONTH_NAMES[m - 1]} ${year} is the ${most ? 'busiest' : 'quietest'} month: ${rows.length} booking${rows.length === 1 ? '' : 's'} (${rows.map(nm).join(', ')}; counted by ${lab(l.date)}${note}).`,
      most ? 'max' : 'min',
    );
  }
  if (count) {
    const when = count[3] ?? count[4];
    let year: number | undefined;
    if (when === 'next year' || when === 'this year') {
      if (!now) return undefined;
      year = now.getUTCFullYear() + (when === 'next year' ? 1 : 0);
    } else if (when) year = Number(when);
    if (year !== undefined && l.date === undefined) return undefined;
    const confirmedOnly = count[2] === 'confirmed';
    const rows = l.rows.filter((r) => {
      const s = st(r);
      if (confirmedOnly ? s !== 'confirmed' : /cancel|lost|declined/.test(s)) return false;
      return year === undefined || dateOf(r.cells[l.date!])?.y === year;
    });
    const left = l.rows.length - rows.length;
    const fig = figureOf(
      t,
      `${count[1]} ${confirmedOnly ? 'confirmed' : 'booked'}${year ? ` in ${year}` : ''}`,
      decFromInt(rows.length),
      PLAIN,
      cite(rows.length ? rows : l.rows, l.status ?? l.name),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} ${count[1]} ${confirmedOnly ? 'confirmed' : 'booked'}${year ? ` for ${year}` : ''} (rows${l.status !== undefined ? ` whose ${lab(l.status)} is ${confirmedOnly ? 'Confirmed' : 'not Cancelled'}` : ''}${left ? `; ${left} other rows left out` : ''}).`,
      'count',
    );
  }
  const phrase = (named![1] ?? named![2] ?? named![3] ?? named![4])!;
  const hits = rowsNamed(l.rows, l.names, phrase);
  if (!hits) return undefined;
  const names = [...new Set(hits.map(nm))];
  if (names.length > 1) return refuse(`that fits ${names.join(', ')}; which one?`);
  // one name on several rows (a ledger kept by invoice): its balances added
  if (hits.length > 1) {
    const fig = figureOf(
      t,
      `${names[0]}: ${lab(l.balance)}, total`,
      decSum(hits.map((r) => val(r, l.balance))),
      styleOf(l.balance),
      cite(hits, l.balance),
      names[0],
    );
    return sourcedAnswer(
      fig,
      `${names[0]}: ${fig.display} left to pay (${lab(l.balance)} added over ${hits.length} rows).`,
      'total',
    );
  }
  const row = hits[0]!;
  const fig = figureOf(
    t,
    // "Balance due for X" reads as a cash book's running balance to the guards: the name first
    `${nm(row)}: ${lab(l.balance)}`,
    val(row, l.balance),
    styleOf(l.balance),
    cite([row], l.balance),
    nm(row),
  );
  const s = st(row);
  return sourcedAnswer(
    fig,
    `${nm(row)}: ${fig.display} left to pay (${lab(l.balance)}${s && s !== 'confirmed' ? `; ${lab(l.status!)} ${cellText(row.cells[l.status!])}` : ''}).`,
    'lookup',
  );
}
