/**
 * Pass 42 (W8): a cash book with a running Balance (`Date | Details | Category | Received |
 * Paid | Balance`, an Opening balance row first). A running balance is never a payment or a
 * top-up:
 * - "how much cash did we top up" (top-ups, topped up) is Σ Received over the rows whose
 *   category is the top-up one (all Received rows when no category says so);
 * - "largest single cash payment" (biggest, smallest … payment / spend / expense) is the
 *   largest (smallest) Paid;
 * - any other figure that ranks or adds the Balance column for a question that does not ask a
 *   balance is refused (`runningBalanceReason`).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decSign, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { monthsAsked, monthsText, rowsInMonths } from './month-list-words';
import { MONTH_NAMES } from './periods';
import { plainQuestion } from './text';

const IN = /^(received|receipts?|in|money in|cash in|paid in|top[- ]?ups?)\b/i;
const OUT = /^(paid|payments?|out|money out|cash out|paid out|spent)\b/i;
const BAL = /^(running )?balance\b/i;

interface Book {
  t: Table;
  rows: Row[];
  inc: number;
  out: number;
}

function cashBook(wb: Workbook): Book | undefined {
  const found: Book[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const at = (re: RegExp, not?: RegExp) =>
        t.columns.findIndex(
          (c) => re.test(c.label.trim()) && !not?.test(c.label.trim()) && c.type !== 'text',
        );
      const inc = at(IN);
      // pass 47 (W1): "Paid in" starts with "paid" too: money out is never a money-in column
      const out = at(OUT, IN);
      if (inc < 0 || out < 0 || at(BAL) < 0) continue;
      const rows = t.rows.filter(
        (r) =>
          r.kind === 'data' &&
          !r.cells.some((c) => /^opening|^brought forward|^b\/f$/i.test(cellText(c) ?? '')),
      );
      if (rows.length >= 3) found.push({ t, rows, inc, out });
    }
  return found.length === 1 ? found[0] : undefined;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');
const TOP_UP = /\b(top(?:ped)?[- ]?ups?|topped[- ]up)\b/;
const RANK =
  /\b(largest|biggest|highest|smallest|lowest|most expensive)(?: single)?(?: cash| petty cash)? (payment|spend|expense|outgoing|purchase|cost)\b/;

export function runningBalanceAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const top = TOP_UP.test(q);
  // a payment received, paid us, came in: money in, not the Paid column
  const incoming = /\b(receiv\w*|incoming|paid us|paid to us|came in|coming in|in from)\b/.test(q);
  // pass 47 (W1): "biggest single payment in" is the largest money in (the engine read it as
  // the payment column); "in october" is a month, never the direction
  const paidIn = /\bpayments? in(?= *$| +(?:to|into|from)\b)|\b(?:money|cash) in\b/.test(q);
  const rank = top || (incoming && !paidIn) ? undefined : RANK.exec(q);
  if (!top && !rank) return undefined;
  const b = cashBook(wb);
  if (!b) return undefined;
  const { t } = b;
  const val = (r: Row, i: number): Dec | undefined => cellNumber(r.cells[i]);
  // the months named keep their rows (pass 47: "top up in october" added every month's);
  // any other period is the engine's
  const asked = monthsAsked(q);
  if (asked.other) return undefined;
  const within = asked.months.length ? rowsInMonths(b.rows, asked) : b.rows;
  if (!within) return undefined;
  const when = asked.months.length ? `, ${monthsText(asked.months, MONTH_NAMES)}` : '';
  if (top) {
    const tagged = within.filter((r) => r.cells.some((c) => norm(cellText(c) ?? '') === 'topup'));
    const anyTag = b.rows.some((r) => r.cells.some((c) => norm(cellText(c) ?? '') === 'topup'));
    const rows = (anyTag ? tagged : within).filter((r) => {
      const v = val(r, b.inc);
      return v !== undefined && decSign(v) !== 0;
    });
    if (!rows.length) return undefined;
    const col = t.columns[b.inc]!;
    // pass 47: "how many top ups", "how many times did we top up": the rows, never their sum
    if (/^how many\b|\bhow often\b|\bnumber of\b|\bhow many times\b/.test(q)) {
      const fig = figureOf(
        t,
        `Top-ups${when}`,
        decFromInt(rows.length),
        cellStyle(t, null),
        rows.map((r) => ({ r: r.r, c: col.c })),
      );
      return sourcedAnswer(
        fig,
        `${rows.length} top-up${rows.length === 1 ? '' : 's'}${when ? ` in ${when.slice(2)}` : ''} (rows with ${col.label}${anyTag ? ' marked as top-ups' : ''}).`,
        'count',
      );
    }
    const fig = figureOf(
      t,
      `${col.label}${anyTag ? ', top-ups' : ''}${when}, total`,
      decSum(rows.map((r) => val(r, b.inc)!)),
      cellStyle(t, rows[0]!.cells[b.inc]),
      rows.map((r) => ({ r: r.r, c: col.c })),
    );
    return sourcedAnswer(
      fig,
      `We topped up ${fig.display}${when ? ` in ${when.slice(2)}` : ''} (${col.label} added over ${rows.length} row${rows.length === 1 ? '' : 's'}; the running balance is not a top-up).`,
      'total',
    );
  }
  const max = !/smallest|lowest/.test(rank![1]!);
  const ci = paidIn ? b.inc : b.out;
  const rows = within.filter((r) => {
    const v = val(r, ci);
    return v !== undefined && decSign(v) !== 0;
  });
  if (!rows.length) return undefined;
  let best = rows[0]!;
  for (const r of rows) {
    const c = decCmp(val(r, ci)!, val(best, ci)!);
    if (max ? c > 0 : c < 0) best = r;
  }
  const tied = rows.filter((r) => decCmp(val(r, ci)!, val(best, ci)!) === 0);
  if (tied.length > 1 && !paidIn) return undefined;
  const col = t.columns[ci]!;
  const what = tied
    .map((r) =>
      [
        r.period?.start,
        ...r.cells.map(cellText).filter((x) => x && !/^\d/.test(x) && !/\d\d\/\d\d/.test(x)),
      ]
        .filter(Boolean)
        .join(', '),
    )
    .join('; ');
  const fig = figureOf(
    t,
    `${max ? 'Largest' : 'Smallest'} single ${col.label}${when}`,
    val(best, ci)!,
    cellStyle(t, best.cells[ci]),
    tied.map((r) => ({ r: r.r, c: col.c })),
    what,
  );
  return sourcedAnswer(
    fig,
    `The ${max ? 'largest' : 'smallest'} single ${paidIn ? 'payment in' : 'payment'}${when ? ` in ${when.slice(2)}` : ''} was ${fig.display} (${what}${tied.length > 1 ? `: ${tied.length} rows` : ''}).`,
    max ? 'max' : 'min',
  );
}

/** A Balance column ranked or added is never the answer to a question that asks no balance. */
export function runningBalanceReason(question: string, answer: Answer): string | undefined {
  if (answer.refused) return undefined;
  const f = answer.figures[0];
  if (!f || !/\bbalance\b/i.test(f.label)) return undefined;
  if (!/^(highest|lowest|largest|smallest) single balance\b|^balance\b.* for \b/i.test(f.label))
    return undefined;
  if (
    /\b(balance|left|in hand|on hand|float|in the tin|in the box|most cash|least cash|lowest|highest)\b/i.test(
      question,
    )
  )
    return undefined;
  return `the figure I found is the running ${f.label.replace(/^.*?(balance)/i, '$1')}, and a running balance is not a payment or a top-up; name the column`;
}
