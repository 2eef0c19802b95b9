/**
 * Issue 13, pass 40 (M4): a petty cash book (`Date | Details | Voucher | Received £ | Paid £ |
 * <analysis columns> | Balance £`, a first row `Balance b/f`, a `Totals` row, then `Balance c/f`):
 * every question was asked back "which column". Read by its rows' own words:
 * - what's left / in hand / the closing balance is the `Balance c/f` row (its Balance, else its
 *   one figure); the float at the start / opening balance the `Balance b/f` row;
 * - total spent / paid out is the Paid column over the entries (checked against the Totals row
 *   when it has one: refused when they differ); "how many payments" counts the entries with Paid;
 * - "how much was voucher PC17" is that voucher's Paid (or Received);
 * - "what do we spend most (least) on" is the analysis column with the largest (smallest) total
 *   (a tie asked back).
 * Only on one table with Received and Paid columns that has a b/f row or is titled petty cash.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decEq, decFromInt, decIsZero, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { MONTH_KEYS, MONTH_NAMES } from './periods';

const BF =
  /^(?:balance|bal\.?)\s*(?:b\/[fd]|bf|brought (?:forward|down))$|^opening (?:balance|float)$/i;
const CF = /^(?:balance|bal\.?)\s*(?:c\/[fd]|cf|carried (?:forward|down))$|^closing balance$/i;
const TOTALS = /^totals?$/i;

interface Book {
  t: Table;
  details: number;
  voucher: number;
  received: number;
  paid: number;
  balance: number;
  analysis: number[];
  bf?: Row;
  cf?: Row;
  totals?: Row;
  entries: Row[];
}

function theBook(wb: Workbook): Book | undefined {
  const found: Book[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const one = (re: RegExp): number => {
        const hits = t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
        return hits.length === 1 ? hits[0]! : -1;
      };
      const details = one(/^(details|description|narrative|particulars|item)$/i);
      const received = one(/^(received|receipts|cash in|money in)\b/i);
      const paid = one(/^(paid|payments?|total paid|cash out|money out)\b/i);
      if (details < 0 || received < 0 || paid < 0) continue;
      const voucher = one(/^(voucher|voucher no\.?|voucher number|ref|receipt no\.?)$/i);
      const balance = one(/^balance\b/i);
      const label = (r: Row) => (cellText(r.cells[details]) ?? '').trim();
      const bf = t.rows.find((r) => BF.test(label(r)));
      const titled = /petty cash/i.test(`${s.name} ${t.title ?? ''}`);
      if (!bf && !titled) continue;
      const analysis = t.columns.flatMap((c, i) =>
        c.role === 'value' && ![received, paid, balance].includes(i) ? [i] : [],
      );
      const special = (r: Row) => BF.test(label(r)) || CF.test(label(r)) || TOTALS.test(label(r));
      const entries = t.rows.filter((r) => r.kind === 'data' && !special(r) && label(r));
      found.push({
        t,
        details,
        voucher,
        received,
        paid,
        balance,
        analysis,
        ...(bf ? { bf } : {}),
        ...(t.rows.find((r) => CF.test(label(r)))
          ? { cf: t.rows.find((r) => CF.test(label(r)))! }
          : {}),
        ...(t.rows.find((r) => TOTALS.test(label(r)))
          ? { totals: t.rows.find((r) => TOTALS.test(label(r)))! }
          : {}),
        entries,
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** a special row's figure: its Balance, else its one figure */
function rowFigure(b: Book, r: Row): number | undefined {
  if (b.balance >= 0 && cellNumber(r.cells[b.balance])) return b.balance;
  const cols = b.t.columns.flatMap((_, i) => (cellNumber(r.cells[i]) ? [i] : []));
  return cols.length === 1 ? cols[0] : undefined;
}

const has = (r: Row, c: number): boolean => {
  const v = cellNumber(r.cells[c]);
  return v !== undefined && !decIsZero(v);
};

export function pettyCashAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const more = pettyMoreAnswer(wb, question, refuse);
  if (more) return more;
  const q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .replace(/\b(?:out of|from|in|of) (?:the |our )?petty cash(?: book| tin| box)?\b/g, ' ')
    .replace(/\bpetty cash\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const left =
    /^(?:what's|what is|how much is|how much (?:cash |money )?(?:is there|is|have we got|do we have|have we)|whats)? ?(?:left|remaining|still there|in hand|on hand)(?: now)?$|^(?:what's |what is )?(?:the |our )?(?:closing balance|balance c\/f|balance carried forward|balance now|current balance)$/.test(
      q,
    );
  const float =
    /^(?:what was |what's |what is )?(?:the |our )?(?:float|opening balance|opening float|balance b\/f|balance brought forward)(?: at the (?:start|beginning) of the (?:month|period|book))?$|^what did we start (?:the month )?with$/.test(
      q,
    );
  const spent =
    /^(?:total|how much)? ?(?:did we |have we |was |has been )?(?:spent|spend|paid out)(?: in total| altogether)?$|^(?:total )?(?:spend|spending|payments|paid out)$/.test(
      q,
    );
  const voucher = /\bvoucher (?:no\.? |number )?([a-z]{0,4}-?\d+)\b/.exec(q);
  const count =
    /^how many (?:payments|vouchers|purchases|expenses|spends)(?: were there| did we make| have we made| were made)?$/.test(
      q,
    );
  const most =
    /^what do we spend (?:the )?(most|least) (?:money )?on$|^(?:what is |what's )?(?:our )?(biggest|largest|smallest) (?:spend|expense|category)$/.exec(
      q,
    );
  if (!left && !float && !spent && !voucher && !count && !most) return undefined;
  const b = theBook(wb);
  if (!b) return undefined;
  const col = (i: number) => b.t.columns[i]!;
  if (left || float) {
    const r = left ? b.cf : b.bf;
    if (!r) return undefined;
    const c = rowFigure(b, r);
    if (c === undefined) return undefined;
    const name = cellText(r.cells[b.details])!.trim();
    const fig = figureOf(b.t, name, cellNumber(r.cells[c])!, cellStyle(b.t, r.cells[c]), [
      { r: r.r, c: col(c).c },
    ]);
    return sourcedAnswer(fig, `${name}: ${fig.display}.`, 'lookup');
  }
  if (spent || count) {
    const rows = b.entries.filter((r) => has(r, b.paid));
    if (!rows.length) return undefined;
    if (count) {
      const fig = figureOf(
        b.t,
        `Entries with ${col(b.paid).label.trim()}`,
        decFromInt(rows.length),
        cellStyle(b.t, null),
        rows.map((r) => ({ r: r.r, c: col(b.paid).c })),
      );
      return sourcedAnswer(
        fig,
        `Payments (entries with ${col(b.paid).label.trim()}): ${rows.length}.`,
        'count',
      );
    }
    const v = decSum(rows.map((r) => cellNumber(r.cells[b.paid])!));
    const tot = b.totals ? cellNumber(b.totals.cells[b.paid]) : undefined;
    if (tot && !decEq(tot, v))
      return refuse(
        `the ${col(b.paid).label.trim()} entries add up to a different figure from the Totals row; check the book`,
      );
    const fig = figureOf(
      b.t,
      `${col(b.paid).label.trim()}, total`,
      v,
      cellStyle(b.t, rows[0]!.cells[b.paid]),
      rows.map((r) => ({ r: r.r, c: col(b.paid).c })),
    );
    return sourcedAnswer(
      fig,
      `Total ${col(b.paid).label.trim()}: ${fig.display} (${rows.length} payments).`,
      'total',
    );
  }
  if (voucher) {
    if (b.voucher < 0) return undefined;
    const want = voucher[1]!.replace(/-/g, '').toLowerCase();
    const rows = b.entries.filter(
      (r) =>
        (cellText(r.cells[b.voucher]) ?? String(cellNumber(r.cells[b.voucher]) ?? ''))
          .replace(/[-\s]/g, '')
          .toLowerCase() === want,
    );
    if (rows.length !== 1)
      return rows.length
        ? refuse(`voucher ${voucher[1]!.toUpperCase()} is on ${rows.length} rows`)
        : undefined;
    const r = rows[0]!;
    const c = has(r, b.paid) ? b.paid : has(r, b.received) ? b.received : -1;
    if (c < 0) return undefined;
    const fig = figureOf(
      b.t,
      `Voucher ${voucher[1]!.toUpperCase()}: ${cellText(r.cells[b.details])!.trim()}`,
      cellNumber(r.cells[c])!,
      cellStyle(b.t, r.cells[c]),
      [{ r: r.r, c: col(c).c }],
    );
    return sourcedAnswer(
      fig,
      `Voucher ${voucher[1]!.toUpperCase()} (${cellText(r.cells[b.details])!.trim()}): ${col(c).label.trim()} ${fig.display}.`,
      'lookup',
    );
  }
  // the analysis column with the largest (smallest) total over the entries
  if (b.analysis.length < 2) return undefined;
  const least = most![1] === 'least' || most![2] === 'smallest';
  const totals = b.analysis.map((i) => ({
    i,
    v: decSum(b.entries.map((r) => cellNumber(r.cells[i])).filter((x): x is Dec => !!x)),
  }));
  totals.sort((x, y) => (least ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
  if (decEq(totals[0]!.v, totals[1]!.v))
    return refuse(
      `${col(totals[0]!.i).label.trim()} and ${col(totals[1]!.i).label.trim()} tie; ask for each`,
    );
  const top = totals[0]!;
  const cells = b.entries
    .filter((r) => cellNumber(r.cells[top.i]))
    .map((r) => ({ r: r.r, c: col(top.i).c }));
  const name = col(top.i).label.trim();
  const fig = figureOf(b.t, name, top.v, cellStyle(b.t, null), cells, name);
  return sourcedAnswer(
    fig,
    `${name}: ${fig.display}, the ${least ? 'smallest' : 'largest'} of ${totals.length} analysis columns.`,
    least ? 'min' : 'max',
  );
}

const MONTH =
  /\b(?:in|during|for|over|of|through|throughout)? ?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?: (\d{4}))?\b/;
/**
 * Issue 13, pass 52 (L6): more of a petty cash book's questions, over the book or one month:
 * - "what did we spend in october" (paid out, went out): Σ Paid of that month's entries;
 * - "how many payments in october": the entries with a Paid;
 * - "average payment" (per voucher, the typical payment): Σ Paid ÷ the entries with a Paid;
 * - "which category did we spend most on" (the most money went on): the analysis column with
 *   the largest total over the entries (of the month named).
 * A month the book does not hold is refused, naming the months it does.
 */
function pettyMoreAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  let q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .replace(/[’']/g, "'")
    .replace(/\b(?:out of|from|in|of) (?:the |our )?petty cash(?: book| tin| box)?\b/g, ' ')
    .replace(/\bpetty cash\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = MONTH.exec(q);
  if (m && !/\bmay (?:we|i)\b/.test(q)) q = q.replace(m[0], ' ').replace(/\s+/g, ' ').trim();
  const month = m && !/\bmay (?:we|i)\b/.test(m[0]) ? m : undefined;
  const spent =
    /^(?:what|how much) (?:did we|have we|was|has been|were we) (?:spend|spent|pay out|paid out|pay|paid)(?: out)?(?: in total| altogether)?$|^(?:how much )?(?:money )?(?:went out|was paid out|did we pay out)$|^(?:total )?(?:spend|spending|spent|paid out|payments)(?: in total)?$/.test(
      q,
    );
  const count =
    /^how many (?:payments|vouchers|purchases|expenses|spends|things did we buy)(?: were there| did we make| have we made| were made| went out)?$/.test(
      q,
    );
  const average =
    /^(?:what(?:'s| is| was) )?(?:the |our )?(?:average|mean|typical) (?:payment|spend|voucher|amount paid(?: out)?|purchase|expense|petty cash payment)s?(?: (?:size|amount|value))?$|^(?:how much )?(?:do|did) we (?:spend|pay) (?:on )?average (?:per|a|each) (?:voucher|payment|purchase|time)$/.test(
      q,
    );
  const most =
    /^(?:which|what) (?:category|analysis (?:column|heading)|heading|column|type of (?:spend|spending|expense)|area|thing) (?:did|do|have) we (?:spend|spent|pay out|paid out) (?:the )?(most|least)(?: (?:money )?on)?$|^(?:what|where) (?:did|do|does|has) (?:we spend|the money go|most of the money go|most money go)(?: (?:the )?(most|least))?(?: on)?$|^(?:which|what) (?:category|analysis column|heading) (?:had|has|took|is) (?:the )?(most|least|biggest|largest|smallest)(?: spend| spending| money)?$|^(?:what|which) (?:is|was) (?:our |the )?(biggest|largest|smallest) (?:spending )?(?:category|analysis column|heading)$/.exec(
      q,
    );
  const monthMost =
    /^(?:which|what) month (?:did|do|have) we (?:spend|spent|pay out|paid out) (?:the )?(most|least)(?: money)?$|^(?:which|what) (?:was|is) (?:our |the )?(biggest|busiest|smallest|quietest) month for (?:spending|spend|payments)$/.exec(
      q,
    );
  if (!spent && !count && !average && !most && !monthMost) return undefined;
  if (monthMost && month) return undefined;
  if (!month && (spent || count)) return undefined;
  const b = theBook(wb);
  if (!b) return undefined;
  const dc = b.t.columns.findIndex((c) => c.type === 'date');
  const col = (i: number) => b.t.columns[i]!;
  const dayOf = (r: Row): string | undefined => {
    const c = dc >= 0 ? r.cells[dc] : undefined;
    return c && typeof c === 'object' && !Array.isArray(c) ? c.d : undefined;
  };
  let entries = b.entries;
  let scope = 'the book';
  if (month) {
    if (dc < 0) return undefined;
    const mi = MONTH_KEYS.indexOf(month[1]!.slice(0, 3)) + 1;
    const days = b.entries.map(dayOf);
    if (days.some((d) => !d)) return undefined;
    const held = [...new Set(days.map((d) => d!.slice(0, 7)))].sort();
    const want = held.filter(
      (ym) => Number(ym.slice(5, 7)) === mi && (!month[2] || ym.startsWith(month[2])),
    );
    const names = held.map((ym) => `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`);
    if (!want.length)
      return refuse(
        `the petty cash book holds entries for ${names.join(', ')}; it has none for ${MONTH_NAMES[mi - 1]}${month[2] ? ` ${month[2]}` : ''}`,
      );
    if (want.length > 1) return refuse(`the book holds ${want.join(' and ')}; say which year`);
    entries = b.entries.filter((_, i) => days[i]!.startsWith(want[0]!));
    scope = `${MONTH_NAMES[mi - 1]} ${want[0]!.slice(0, 4)}`;
  }
  const paidRows = entries.filter((r) => has(r, b.paid));
  const paidName = col(b.paid).label.trim();
  if (monthMost) {
    // the month whose payments add up to most (least)
    if (dc < 0) return undefined;
    const least = /^(least|smallest|quietest)$/.test(monthMost[1] ?? monthMost[2]!);
    const byMonth = new Map<string, Row[]>();
    for (const r of paidRows) {
      const d = dayOf(r);
      if (!d) return undefined;
      byMonth.set(d.slice(0, 7), [...(byMonth.get(d.slice(0, 7)) ?? []), r]);
    }
    const sums = [...byMonth.entries()].map(([ym, rs]) => ({
      ym,
      rs,
      v: decSum(rs.map((r) => cellNumber(r.cells[b.paid])!)),
    }));
    if (sums.length < 2) return undefined;
    sums.sort((x, y) => (least ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
    if (decEq(sums[0]!.v, sums[1]!.v)) return refuse(`${sums[0]!.ym} and ${sums[1]!.ym} tie`);
    const top = sums[0]!;
    const name = `${MONTH_NAMES[Number(top.ym.slice(5, 7)) - 1]} ${top.ym.slice(0, 4)}`;
    const fig = figureOf(
      b.t,
      `${paidName}, ${name}`,
      top.v,
      cellStyle(b.t, top.rs[0]!.cells[b.paid]),
      top.rs.map((r) => ({ r: r.r, c: col(b.paid).c })),
      name,
    );
    return sourcedAnswer(
      fig,
      `${name} is the month we spent ${least ? 'least' : 'most'}: ${fig.display} (${paidName} over ${top.rs.length} payments).`,
      least ? 'min' : 'max',
    );
  }
  if (spent || count || average) {
    if (!paidRows.length && !count) return refuse(`no payment is entered for ${scope}`);
    const cells = (paidRows.length ? paidRows : entries).map((r) => ({ r: r.r, c: col(b.paid).c }));
    if (!cells.length) return undefined;
    if (count) {
      const fig = figureOf(
        b.t,
        `Payments, ${scope}`,
        decFromInt(paidRows.length),
        cellStyle(b.t, null),
        cells,
      );
      return sourcedAnswer(
        fig,
        `${paidRows.length} payments (entries with ${paidName}) in ${scope}.`,
        'count',
      );
    }
    const total = decSum(paidRows.map((r) => cellNumber(r.cells[b.paid])!));
    const style = cellStyle(b.t, paidRows[0]!.cells[b.paid]);
    if (spent) {
      const fig = figureOf(b.t, `${paidName}, ${scope}`, total, style, cells);
      return sourcedAnswer(
        fig,
        `Paid out in ${scope}: ${fig.display} (${paidName} over ${paidRows.length} payments; top-ups from the bank are money in, not spending).`,
        'total',
      );
    }
    const mean = decDiv(total, decFromInt(paidRows.length), 2)!;
    const fig = figureOf(
      b.t,
      `Average ${paidName} per payment, ${scope}`,
      mean,
      { ...style, decimals: 2 },
      cells,
    );
    const totalText = figureOf(b.t, '', total, style, cells).display;
    return sourcedAnswer(
      fig,
      `The average payment is ${fig.display}: ${totalText} paid out over ${paidRows.length} payments (${scope}).`,
      'average',
    );
  }
  // the analysis column with the largest (smallest) total over the entries
  if (b.analysis.length < 2) return undefined;
  const word = most![1] ?? most![2] ?? most![3] ?? most![4] ?? 'most';
  const least = /^(least|smallest)$/.test(word);
  const totals = b.analysis.map((i) => ({
    i,
    v: decSum(entries.map((r) => cellNumber(r.cells[i])).filter((x): x is Dec => !!x)),
  }));
  totals.sort((x, y) => (least ? decCmp(x.v, y.v) : decCmp(y.v, x.v)));
  if (decEq(totals[0]!.v, totals[1]!.v))
    return refuse(
      `${col(totals[0]!.i).label.trim()} and ${col(totals[1]!.i).label.trim()} tie; ask for each`,
    );
  const top = totals[0]!;
  const cells = entries
    .filter((r) => cellNumber(r.cells[top.i]))
    .map((r) => ({ r: r.r, c: col(top.i).c }));
  if (!cells.length) return undefined;
  const name = col(top.i).label.trim();
  const fig = figureOf(b.t, `${name}, ${scope}`, top.v, cellStyle(b.t, null), cells, name);
  const next = totals[1]!;
  return sourcedAnswer(
    fig,
    `${name}: ${fig.display}, the ${least ? 'smallest' : 'largest'} of ${totals.length} analysis columns over ${scope}; next is ${col(next.i).label.trim()} (${figureOf(b.t, '', next.v, cellStyle(b.t, null), cells).display}).`,
    least ? 'min' : 'max',
  );
}
