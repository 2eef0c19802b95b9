/**
 * Issue 13, pass 47 (L1, L2): a book of dated entries with money in, money out and a running
 * Balance (a bank statement export: `Date | Description | Paid in | Paid out | Balance` under
 * title rows, a first "BALANCE BROUGHT FORWARD" row; a petty cash book: `Date | Details |
 * Category | Received | Paid | Balance`, a first "Opening balance" row). Money in and out are
 * told apart by the balance itself (`bank.ts`). Owners ask:
 * - "what's in the bank now", "how much is in the tin", "current balance": the Balance after
 *   the last entry, with its date. The tin / cash box / float / petty cash is a petty cash
 *   book's balance, the bank / account a statement's: the other book's word is refused;
 * - "money in minus money out for september" (in less out, the difference between money in and
 *   money out, net cash flow for months named): Σ in − Σ out over those months' rows;
 * - "how much did the balance change over the two months" (over the statement, since the
 *   start, in the months named): the Balance at the end minus the one before the first entry
 *   (the brought-forward row). "The N months" must be the months the book holds;
 * - "how many customer payments came in in october": the money-in rows of the months named
 *   that are not transfers, payouts, settlements, interest or refunds; the answer names the
 *   rows counted and those left out;
 * - "how many times did we buy poo bags": the rows of that Category (else the rows whose
 *   details name it), each row one purchase.
 * Months are calendar months named ("sept and oct", "jul-sep"); any other period is left.
 */
import type { Answer } from './answer-types';
import { bankFlows } from './bank';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decFromInt, decIsZero, decSign, decSub, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { missingMonths, monthsAsked, monthsText, rowsInMonths } from './month-list-words';
import { MONTH_NAMES } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface Book {
  t: Table;
  moneyIn: number;
  moneyOut: number;
  balance: number;
  desc: number;
  cat: number;
  /** dated rows, oldest first */
  rows: Array<{ row: Row; day: string }>;
  petty: boolean;
}

const DESC = /^(description|details|narrative|memo|payee|particulars|transaction|item)$/i;
const CAT = /^(category|type|analysis|account|expense type|code)$/i;
const OPENING = /\b(brought forward|b\/f|opening balance|opening|balance forward|start balance)\b/i;

function dayOf(r: Row, t: Table): string | undefined {
  const dc = t.columns.findIndex((c) => c.role === 'date');
  const c = dc >= 0 ? r.cells[dc] : undefined;
  if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c) return c.d;
  return r.period?.kind === 'day' ? r.period.start : undefined;
}

function theBook(wb: Workbook): Book | undefined {
  const found: Book[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const f = bankFlows(t);
      if (!f) continue;
      const one = (re: RegExp): number => {
        const hits = t.columns.flatMap((c, i) =>
          re.test(c.label.trim()) && c.type === 'text' ? [i] : [],
        );
        return hits.length === 1 ? hits[0]! : -1;
      };
      const dated = t.rows.flatMap((row) => {
        const day = row.kind === 'data' ? dayOf(row, t) : undefined;
        return day ? [{ row, day }] : [];
      });
      const data = t.rows.filter((r) => r.kind === 'data');
      if (dated.length < 3 || dated.length !== data.length) continue;
      // newest first on the sheet: read oldest first (same-day rows keep their time order)
      const newestFirst = dated[0]!.day > dated[dated.length - 1]!.day;
      const rows = newestFirst ? [...dated].reverse() : dated;
      if (rows.some((x, i) => i > 0 && x.day < rows[i - 1]!.day)) continue;
      found.push({
        t,
        moneyIn: f.moneyIn,
        moneyOut: f.moneyOut,
        balance: f.balance,
        desc: one(DESC),
        cat: one(CAT),
        rows,
        petty: /petty cash|cash book|cash tin|cash box/i.test(`${s.name} ${t.title ?? ''}`),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const num = (r: Row, c: number): Dec => cellNumber(r.cells[c]) ?? ZERO;
const has = (r: Row, c: number): boolean => !decIsZero(num(r, c));
const text = (b: Book, r: Row): string =>
  [b.desc, b.cat]
    .filter((i) => i >= 0)
    .map((i) => cellText(r.cells[i]) ?? '')
    .filter(Boolean)
    .join(' ');
const isOpening = (b: Book, r: Row): boolean =>
  !has(r, b.moneyIn) && !has(r, b.moneyOut) && OPENING.test(text(b, r));
const DAY_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const dayText = (d: string): string =>
  `${Number(d.slice(8, 10))} ${DAY_NAMES[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

/** The months asked, checked against the book: undefined rows when the question is not for us. */
function monthRows(b: Book, q: string): { rows: Book['rows']; when: string } | string | undefined {
  const asked = monthsAsked(q);
  if (asked.other) return undefined;
  if (!asked.months.length) return { rows: b.rows, when: '' };
  const dated = b.rows.map((x) => ({ ...x, period: { start: x.day } }));
  // pass 48: a range reaching past the book's months is refused, never read in part
  const missing = asked.range ? missingMonths(dated, asked) : [];
  if (missing.length)
    return `the book has no entries in ${monthsText(missing, MONTH_NAMES)}; it runs from ${dayText(b.rows[0]!.day)} to ${dayText(b.rows[b.rows.length - 1]!.day)}`;
  const rows = rowsInMonths(dated, asked);
  if (!rows) return undefined;
  return {
    rows: rows.map(({ row, day }) => ({ row, day })),
    when: monthsText(asked.months, MONTH_NAMES),
  };
}

const BANK_PLACE =
  /\b(?:in|on) (?:the |our )?(?:bank|bank account|account|current account|business account)\b|\bbank balance\b|\baccount balance\b/;
const PETTY_PLACE =
  /\b(?:in|on) (?:the |our )?(?:tin|cash tin|cash box|box|petty cash|kitty|float)\b|\bpetty cash (?:balance|float)\b|\b(?:the |our )?float\b/;
const NOW_BALANCE =
  /^(?:what(?:'s| is| do we have)|how much(?: money| cash)?(?: is(?: there)?| do we have| have we got| have we| is left| left| is still)?|whats)\b.*\b(?:in|on) (?:the |our )?(?:bank|bank account|account|current account|business account|tin|cash tin|cash box|box|petty cash|kitty)(?: now| today| at the moment| right now| currently| left)?$|^(?:what(?:'s| is) )?(?:the |our )?(?:current|latest|closing|present) (?:bank |account |petty cash |cash )?balance$|^(?:what(?:'s| is) )?(?:the |our )?(?:bank |account |petty cash |cash )?balance (?:now|today|at the moment|right now|currently)$|^how much (?:float|petty cash|cash) (?:is |do we have )?left$|^(?:what(?:'s| is) )?(?:the |our )?(?:float|petty cash) (?:now|left|today)$/;

const IN_MINUS_OUT =
  /\b(?:money|cash|paid) in (?:minus|less|take away|-) (?:money |cash |paid )?out\b|\bin minus out\b|\bdifference between (?:the )?(?:money|cash) in and (?:the )?(?:money|cash) out\b|\b(?:how much )?more (?:came|come) in than (?:went|go|gone) out\b|\bnet (?:cash ?flow|flow|cash movement|movement)\b/;

const CHANGE =
  /\bbalance\b.*\b(?:chang\w*|move\w*|go(?:ne)? (?:up|down)|went (?:up|down)|gr[eo]w\w*|increase\w*|decrease\w*|f[ae]ll\w*|rise|rose|risen)\b|\b(?:change|movement|increase|decrease|difference) in (?:the |our )?(?:bank |account )?balance\b/;

const CUSTOMERS =
  /^how many (?:customer|client) payments\b|^how many payments (?:from|by) (?:customers|clients)\b|^how many (?:customers|clients) paid\b/;
/** money in that is not a customer paying: the owner's own money, a card processor, the bank */
const NOT_CUSTOMER =
  /\b(tfr|transfer|trf|savings?|payouts?|settlements?|interest|refunds?|loans?|hmrc|dividends?|grants?|own account|reversal|cashback|brought forward|opening)\b/i;

const TIMES =
  /^how (?:many times|often) (?:did|have|do) we (?:buy|bought|get|got|order|ordered|pay for|paid for|spend on|spent on|purchase|purchased|pick up|picked up|restock|restocked|use|used|need|needed)(?: (?:some|more|new))? ([a-z][a-z '&-]*?)(?: so far| in total| altogether)?$/;

const SPEND_MOST =
  /^what (?:do|did|have) we (?:spend|spent) (?:the )?(most|least) (?:money )?on$|^where (?:does|did) (?:most of )?(?:the|our) (?:money|cash) go$|^(?:what(?:'s| is| was) )?(?:our |the )?(biggest|largest|smallest) (?:spend(?:ing)? )?category$|^which category (?:do we spend|did we spend|costs? us|cost us) (?:the )?(most|least)$/;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export function runningBookAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .replace(/[‘’]/g, "'");
  const now = NOW_BALANCE.test(q);
  const inOut = !now && IN_MINUS_OUT.test(q);
  const change = !now && !inOut && CHANGE.test(q);
  const customers = !now && !inOut && !change && CUSTOMERS.test(q) && !/\(/.test(question);
  const times = !now && !inOut && !change && !customers ? TIMES.exec(q) : null;
  const spendMost =
    !now && !inOut && !change && !customers && !times ? SPEND_MOST.exec(monthsAsked(q).rest) : null;
  if (!now && !inOut && !change && !customers && !times && !spendMost) return undefined;
  const b = theBook(wb);
  if (!b) return undefined;
  const { t } = b;
  const col = (i: number) => t.columns[i]!;
  const style = (i: number) =>
    cellStyle(t, b.rows.find((x) => cellNumber(x.row.cells[i]))?.row.cells[i]);

  if (now) {
    if (b.petty && BANK_PLACE.test(q) && !PETTY_PLACE.test(q))
      return refuse(
        'this book is the petty cash, not a bank account; its Balance is the cash in hand (ask "how much is in petty cash")',
      );
    if (!b.petty && PETTY_PLACE.test(q) && !BANK_PLACE.test(q))
      return refuse(
        'this is a bank statement, not a petty cash book; its Balance is the bank balance (ask "what\'s in the bank")',
      );
    const last = b.rows[b.rows.length - 1]!;
    const v = cellNumber(last.row.cells[b.balance]);
    if (!v) return undefined;
    const fig = figureOf(
      t,
      `${col(b.balance).label}, ${dayText(last.day)}`,
      v,
      cellStyle(t, last.row.cells[b.balance]),
      [{ r: last.row.r, c: col(b.balance).c }],
      last.day,
    );
    const what = text(b, last.row);
    return sourcedAnswer(
      fig,
      `${b.petty ? 'In the petty cash' : 'In the bank'}: ${fig.display}, the ${col(b.balance).label} after the last entry (${dayText(last.day)}${what ? `, ${what}` : ''}). The book goes no further than that date.`,
      'lookup',
    );
  }

  const span = monthRows(b, q);
  if (typeof span === 'string') return refuse(span);
  if (!span) return undefined;
  const { when } = span;
  const entries = span.rows.filter((x) => !isOpening(b, x.row));

  if (inOut) {
    // "net cash flow" over the whole book is pass 18's; here with months named, or in words
    if (!when && /\bnet (?:cash ?flow|flow|cash movement|movement)\b/.test(q)) return undefined;
    if (!entries.length) return refuse(`the book has no entries in ${when}`);
    const ins = decSum(entries.map((x) => num(x.row, b.moneyIn)));
    const outs = decSum(entries.map((x) => num(x.row, b.moneyOut)));
    const cells = [b.moneyIn, b.moneyOut].flatMap((c) =>
      entries.map((x) => ({ r: x.row.r, c: col(c).c })),
    );
    const fig = figureOf(
      t,
      `${col(b.moneyIn).label} minus ${col(b.moneyOut).label}${when ? `, ${when}` : ''}`,
      decSub(ins, outs),
      style(b.moneyIn),
      cells,
    );
    const part = (v: Dec) => figureOf(t, '', v, style(b.moneyIn), [cells[0]!]).display;
    return sourcedAnswer(
      fig,
      `Money in minus money out${when ? ` in ${when}` : ''}: ${fig.display} (${col(b.moneyIn).label} ${part(ins)} minus ${col(b.moneyOut).label} ${part(outs)}, over ${entries.length} entries).`,
      'arithmetic',
      [
        figureOf(t, `${col(b.moneyIn).label}${when ? `, ${when}` : ''}`, ins, style(b.moneyIn), [
          ...entries.map((x) => ({ r: x.row.r, c: col(b.moneyIn).c })),
        ]),
        figureOf(t, `${col(b.moneyOut).label}${when ? `, ${when}` : ''}`, outs, style(b.moneyOut), [
          ...entries.map((x) => ({ r: x.row.r, c: col(b.moneyOut).c })),
        ]),
      ],
    );
  }

  if (change) {
    // "over the two months": the book must hold that many months
    const nm =
      /\b(?:over|in|during|across|for) (?:the |these |those )?(?:last |past )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) months\b/.exec(
        q,
      );
    const held = new Set(b.rows.filter((x) => !isOpening(b, x.row)).map((x) => x.day.slice(0, 7)));
    if (nm) {
      if (when) return undefined;
      const n = NUMBER_WORDS[nm[1]!] ?? Number(nm[1]);
      if (n !== held.size)
        return refuse(
          `the statement runs from ${dayText(b.rows[0]!.day)} to ${dayText(b.rows[b.rows.length - 1]!.day)}, ${held.size} calendar months, not ${n}; name the months or the two dates`,
        );
    }
    if (!entries.length) return refuse(`the book has no entries in ${when}`);
    const first = entries[0]!;
    const last = entries[entries.length - 1]!;
    const firstAt = b.rows.findIndex((x) => x.row === first.row);
    const before = firstAt > 0 ? b.rows[firstAt - 1]! : undefined;
    // the balance before the first entry: the row above, or the first row less its movement
    const startFig: { v: Dec; cells: Array<{ r: number; c: number }>; says: string } | undefined =
      before && cellNumber(before.row.cells[b.balance])
        ? {
            v: num(before.row, b.balance),
            cells: [{ r: before.row.r, c: col(b.balance).c }],
            says: isOpening(b, before.row)
              ? `${text(b, before.row) || 'brought forward'}, ${dayText(before.day)}`
              : `after ${dayText(before.day)}`,
          }
        : cellNumber(first.row.cells[b.balance])
          ? {
              v: decSub(
                decSub(num(first.row, b.balance), num(first.row, b.moneyIn)),
                decSub(ZERO, num(first.row, b.moneyOut)),
              ),
              cells: [b.balance, b.moneyIn, b.moneyOut].map((c) => ({
                r: first.row.r,
                c: col(c).c,
              })),
              says: `before the entry of ${dayText(first.day)}`,
            }
          : undefined;
    const end = cellNumber(last.row.cells[b.balance]);
    if (!startFig || !end) return undefined;
    const fig = figureOf(
      t,
      `Change in ${col(b.balance).label}${when ? `, ${when}` : ''}`,
      decSub(end, startFig.v),
      cellStyle(t, last.row.cells[b.balance]),
      [...startFig.cells, { r: last.row.r, c: col(b.balance).c }],
    );
    const show = (v: Dec) =>
      figureOf(t, '', v, cellStyle(t, last.row.cells[b.balance]), [startFig.cells[0]!]).display;
    const dir = decSign(decSub(end, startFig.v));
    return sourcedAnswer(
      fig,
      `The balance ${dir > 0 ? 'rose' : dir < 0 ? 'fell' : 'did not change'}${dir ? ` by ${show(dir < 0 ? decSub(startFig.v, end) : decSub(end, startFig.v))}` : ''}${when ? ` over ${when}` : ''}: from ${show(startFig.v)} (${startFig.says}) to ${show(end)} (${dayText(last.day)}).`,
      'difference',
    );
  }

  if (customers) {
    const ins = entries.filter((x) => has(x.row, b.moneyIn));
    if (!ins.length) return undefined;
    const counted = ins.filter((x) => !NOT_CUSTOMER.test(text(b, x.row)));
    const left = ins.filter((x) => NOT_CUSTOMER.test(text(b, x.row)));
    if (!counted.length) return undefined;
    const fig = figureOf(
      t,
      `Customer payments in${when ? `, ${when}` : ''}`,
      decFromInt(counted.length),
      cellStyle(t, null),
      counted.map((x) => ({ r: x.row.r, c: col(b.moneyIn).c })),
    );
    const names = (xs: typeof ins) =>
      xs.map((x) => `${text(b, x.row) || '(no description)'} (${dayText(x.day)})`).join('; ');
    return sourcedAnswer(
      fig,
      `${counted.length} customer payment${counted.length === 1 ? '' : 's'} came in${when ? ` in ${when}` : ''}: ${names(counted)}.${left.length ? ` Left out as not from customers: ${names(left)}.` : ''}`,
      'count',
    );
  }

  // pass 47: "what do we spend most on": the category whose money out adds up to the most
  if (spendMost) {
    if (b.cat < 0) return undefined;
    const least = /least|smallest/.test(spendMost[0]);
    const groups = new Map<string, Book['rows']>();
    for (const x of entries) {
      if (!has(x.row, b.moneyOut)) continue;
      const c = cellText(x.row.cells[b.cat]);
      if (!c) return undefined;
      groups.set(c, [...(groups.get(c) ?? []), x]);
    }
    const ranked = [...groups.entries()]
      .map(([name, xs]) => ({ name, xs, v: decSum(xs.map((x) => num(x.row, b.moneyOut))) }))
      .sort((a, c) => decSign(decSub(c.v, a.v)));
    if (least) ranked.reverse();
    if (ranked.length < 2) return undefined;
    const top = ranked[0]!;
    if (decSign(decSub(top.v, ranked[1]!.v)) === 0)
      return refuse(`${top.name} and ${ranked[1]!.name} tie on ${col(b.moneyOut).label}`);
    const fig = figureOf(
      t,
      `${col(b.moneyOut).label}, ${col(b.cat).label} ${top.name}${when ? `, ${when}` : ''}`,
      top.v,
      style(b.moneyOut),
      top.xs.map((x) => ({ r: x.row.r, c: col(b.moneyOut).c })),
      top.name,
    );
    return sourcedAnswer(
      fig,
      `We spend ${least ? 'least' : 'most'} on ${top.name}${when ? ` in ${when}` : ''}: ${fig.display} (${col(b.moneyOut).label} over ${top.xs.length} rows), of ${ranked.length} categories.`,
      least ? 'min' : 'max',
    );
  }
  // how many times did we buy X: the rows of that category, else of details naming it
  const words = (times![1]!.match(/[a-z0-9]+/g) ?? []).filter(
    (w) => !/^(the|some|more|our|any|of)$/.test(w),
  );
  if (!words.length) return undefined;
  const norm = (s: string) =>
    (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.replace(/(?<=[a-z]{3})(?:e?s)$/, ''));
  const want = words.map((w) => w.replace(/(?<=[a-z]{3})(?:e?s)$/, ''));
  const same = (cell: string | undefined) => {
    const got = norm(cell ?? '');
    return got.length === want.length && got.every((w, i) => w === want[i]);
  };
  const holds = (cell: string | undefined) => {
    const got = norm(cell ?? '');
    return want.every((w) => got.includes(w));
  };
  let pick = b.cat >= 0 ? entries.filter((x) => same(cellText(x.row.cells[b.cat]))) : [];
  let how = pick.length ? `${col(b.cat).label} ${cellText(pick[0]!.row.cells[b.cat])}` : '';
  if (!pick.length && b.desc >= 0) {
    pick = entries.filter((x) => holds(cellText(x.row.cells[b.desc])));
    how = `${col(b.desc).label} naming ${words.join(' ')}`;
  }
  if (!pick.length) return undefined;
  const fig = figureOf(
    t,
    `Rows with ${how}${when ? `, ${when}` : ''}`,
    decFromInt(pick.length),
    cellStyle(t, null),
    pick.map((x) => ({ r: x.row.r, c: col(b.cat >= 0 ? b.cat : b.desc).c })),
  );
  return sourcedAnswer(
    fig,
    `${pick.length} time${pick.length === 1 ? '' : 's'}${when ? ` in ${when}` : ''}: the rows with ${how} (${pick.map((x) => dayText(x.day)).join(', ')}), one purchase a row.`,
    'count',
  );
}
