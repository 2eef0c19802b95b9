/**
 * Issue 13, pass 50 (W2, L2): a bank export with ONE signed Amount column beside a running
 * Balance (`Date | Type | Description | Amount (£) | Balance (£)`, newest first or oldest
 * first, title lines above, no brought-forward row). Money in is a positive Amount, money out a
 * negative one (said as a size); the Balance moves by the Amount on every row (checked). The
 * readers of pass 27, 40 and 47 need a Paid in and a Paid out column; this one reads the sign.
 * - the balance: lowest / highest and when (the row with the smallest Balance and its day; it
 *   had answered a month with the sum of its balances: W2); now ("what's our bank balance": the
 *   newest row's Balance and its day); at the start of a month or of the export (the oldest
 *   row's Balance minus its Amount); at the end of a month (its newest row's Balance);
 * - money in / out over the export or a month: Σ of the positive (negative) Amounts; net cash
 *   flow: Σ Amount; the biggest payment in (out); how many payments in (out);
 * - rows named by their description's words ("wedding deposits": DEPOSIT and WEDDING; "stripe
 *   payouts": a payout is money in from STRIPE; "the van": VW FINANCIAL SERVICES VAN) or by the
 *   Type code ("direct debits": DD, "card": CARD, "bank charges": CHG);
 * - "how much do we pay for the van each month": the rows' amount in each month, when it is
 *   the same every month (said so), else each month's named.
 * Only on a book with one such export. A word that names no description and no reading leaves
 * the question to the engine.
 */
import type { Answer } from './answer-types';
import { cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAbs, decCmp, decEq, decNeg, decSign, decSub, decSum } from './decimal';
import {
  type Asked,
  askedPeriod,
  askedText,
  colOf,
  dayText,
  daysOf,
  entryRows,
  isNumeric,
  num,
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { MONTH_NAMES } from './periods';
import { nameTokens } from './row-names';
import { sourcedAnswer } from './sourced-answer';

interface Export {
  t: Table;
  amount: number;
  balance: number;
  desc: number;
  type?: number;
  /** oldest first, with the day of each */
  rows: Array<{ row: Row; day: string }>;
}

const AMOUNT =
  /^(amount|value|transaction amount|net amount|movement|amount in\/out|in\/out|paid in\/out|debit\/credit|credit\/debit|money in\/out)$/;
const BALANCE =
  /^(balance|running balance|account balance|balance after|closing balance|ledger balance)$/;
const DESC =
  /^(description|details|narrative|transaction details|transaction|memo|payee|reference|particulars|transaction description)$/;
const DESC_FIRST = /^(description|details|narrative|transaction details|transaction description)$/;
const TYPE = /^(type|tran type|transaction type|code|tx type|trans type|method)$/;

const cache = new WeakMap<Workbook, Export | null>();

function theExport(wb: Workbook): Export | undefined {
  const hit = cache.get(wb);
  if (hit !== undefined) return hit ?? undefined;
  const found: Export[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const amount = colOf(t, AMOUNT, (i) => isNumeric(t, i));
      const balance = colOf(t, BALANCE, (i) => isNumeric(t, i));
      // after blind-44: a Reference code beside a Description: the description says what it was
      const desc =
        colOf(t, DESC, (i) => t.columns[i]!.type === 'text') ??
        colOf(t, DESC_FIRST, (i) => t.columns[i]!.type === 'text');
      const date = t.columns.findIndex((c) => c.role === 'date' || c.type === 'date');
      if (amount === undefined || balance === undefined || desc === undefined || date < 0) continue;
      const data = entryRows(t, [amount, balance]);
      if (data.length < 4) continue;
      const days = daysOf(data, date);
      if (!days || days.size !== data.length) continue;
      const signs = new Set(data.map((r) => decSign(num(r, amount))));
      if (!signs.has(1) || !signs.has(-1)) continue;
      // newest first on the sheet when the first row is later than the last
      const newestFirst = days.get(data[0]!)! > days.get(data[data.length - 1]!)!;
      const ordered = newestFirst ? [...data].reverse() : data;
      if (ordered.some((r, i) => i > 0 && days.get(r)! < days.get(ordered[i - 1]!)!)) continue;
      // the balance moves by the amount on every row
      let ok = 0;
      for (let i = 1; i < ordered.length; i++) {
        const moved = decSub(num(ordered[i]!, balance), num(ordered[i - 1]!, balance));
        if (decEq(moved, num(ordered[i]!, amount))) ok += 1;
      }
      if (ok < (ordered.length - 1) * 0.95) continue;
      const type = colOf(t, TYPE, (i) => t.columns[i]!.type === 'text');
      found.push({
        t,
        amount,
        balance,
        desc,
        ...(type !== undefined ? { type } : {}),
        rows: ordered.map((row) => ({ row, day: days.get(row)! })),
      });
    }
  const one = found.length === 1 ? found[0]! : null;
  cache.set(wb, one);
  return one ?? undefined;
}

/** bank shorthand in descriptions, read as the owner's word too */
const ABBREV: Record<string, string[]> = {
  mkt: ['market'],
  tfr: ['transfer'],
  trf: ['transfer'],
  xfer: ['transfer'],
  pymt: ['payment'],
  pmt: ['payment'],
  svc: ['service'],
  svcs: ['service'],
  ins: ['insurance'],
  insur: ['insurance'],
  elec: ['electric', 'electricity'],
  int: ['interest'],
  chg: ['charge'],
  chgs: ['charge'],
  sal: ['salary'],
  dep: ['deposit'],
  bal: ['balance'],
  ltd: ['limited'],
  wage: ['wage', 'salary'],
};
/** Type codes and the owner's words for them */
const TYPE_WORDS: Array<[RegExp, RegExp]> = [
  [/^(dd|ddr|direct debit)$/i, /\bdirect debits?\b|\bdds?\b/],
  [/^(so|sto|standing order)$/i, /\bstanding orders?\b/],
  [/^(card|pos|deb|cd|card payment)$/i, /\bcard(?: payments?| spend(?:ing)?| purchases?)?\b/],
  [
    /^(chg|chgs|fee|fees|charge|charges|bank charge)$/i,
    /\bbank (?:charges?|fees?)\b|\b(?:account )?fees?\b|\bcharges\b/,
  ],
  [/^(atm|cpt|cash)$/i, /\batms?\b|\bcash withdrawals?\b/],
  [/^(int|interest)$/i, /\binterest\b/],
];

const descTokens = (d: string): Set<string> => {
  const out = new Set<string>();
  for (const w of nameTokens(d)) {
    out.add(w);
    for (const x of ABBREV[w] ?? []) out.add(x);
  }
  return out;
};

/** words that say nothing about which rows: grammar, money words, the verbs of in and out */
const GRAMMAR = new Set(
  (
    'how much many what whats what is was were are did do does have has we our us the a an in on ' +
    'for of to from at by with total totals altogether overall all so far been there its it ' +
    'money amount amounts sum payment payments transaction transactions entry entries item items ' +
    'came come coming get got received receive take took taken went go gone going spend spent ' +
    'spending pay paid paying out bring brought make made cost costs account bank single one ' +
    'into off value number times time'
  ).split(' '),
);

export function signedBankAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q0 = askedText(question);
  const x = theExport(wb);
  if (!x) return undefined;
  const { t } = x;
  const lab = (ci: number) => t.columns[ci]!.label;
  const style = cellStyle(t, x.rows[0]!.row.cells[x.amount]);
  const bStyle = cellStyle(t, x.rows[0]!.row.cells[x.balance]);
  const amt = (e: { row: Row }) => num(e.row, x.amount);
  const bal = (e: { row: Row }) => num(e.row, x.balance);
  const desc = (e: { row: Row }) => cellText(e.row.cells[x.desc]) ?? '';
  const at = (e: { row: Row }, ci: number) => ({ r: e.row.r, c: t.columns[ci]!.c });
  const span = `${dayText(x.rows[0]!.day)} to ${dayText(x.rows[x.rows.length - 1]!.day)}`;
  const period = askedPeriod(
    q0,
    now,
    x.rows.map((e) => e.day),
  );
  if (period === null) return undefined;
  const q = period ? period.rest : q0;
  const inP = (p: Asked) => x.rows.filter((e) => e.day >= p.from && e.day <= p.to);
  if (period && !inP(period).length)
    return refuse(`the export runs from ${span}; it holds nothing in ${period.label}`);
  const when = period ? `, ${period.label}` : '';
  const rows = period ? inP(period) : x.rows;

  // --- the balance
  if (
    /\bbalance\b/.test(q) ||
    /\bin the (?:bank|account)\b/.test(q) ||
    /\b(?:start|begin|open|end|finish|close)\w*(?: the (?:month|statement|period))? with\b/.test(q)
  ) {
    const ext =
      /^(?:when|(?:on )?(?:which|what) (?:day|date)) (?:was|did|were) (?:the |our )?(?:bank |account |running )?balance(?: (?:at its|at the|reach its|hit its|get to its|go to its))? (lowest|highest)(?: point)?$/.exec(
        q,
      ) ??
      /^(?:what (?:was|is|s) |whats )?(?:the |our )?(lowest|highest|minimum|maximum|smallest|biggest|largest) (?:bank |account |running )?balance(?: (?:we (?:hit|had|reached|got to)|and when|been))?$/.exec(
        q,
      ) ??
      /^how (low|high) did (?:the |our )?(?:bank |account |running )?balance (?:get|go|fall|drop|reach|rise|climb|dip)(?: to)?$/.exec(
        q,
      ) ??
      /^what (?:was|is|s) the (lowest|highest) (?:the |our )?(?:bank |account )?balance (?:got|went|fell|dropped|reached|has been|was|got down|got up)(?: to)?$/.exec(
        q,
      ) ??
      /^when (?:were we|was the account|was the bank) (lowest|highest|at its lowest|at its highest)$/.exec(
        q,
      );
    if (ext) {
      const high = /high|max|big|large/.test(ext[1]!);
      const pool = rows;
      const best = pool.reduce((a, e) => (decCmp(bal(e), bal(a)) * (high ? 1 : -1) > 0 ? e : a));
      const ties = pool.filter((e) => decEq(bal(e), bal(best)) && e.day !== best.day);
      if (ties.length)
        return refuse(
          `the balance was at its ${high ? 'highest' : 'lowest'}, ${bal(best)}, on several days (${[best, ...ties].map((e) => dayText(e.day)).join(', ')})`,
        );
      const word = high ? 'highest' : 'lowest';
      const fig = figureOf(
        t,
        `${lab(x.balance)}, ${word}${when}`,
        bal(best),
        bStyle,
        [at(best, x.balance)],
        best.day,
      );
      return sourcedAnswer(
        fig,
        `The balance was ${word}${when} on ${dayText(best.day)}: ${fig.display} (after ${desc(best)}, ${figureOf(t, '', amt(best), style, [at(best, x.amount)]).display}).`,
        high ? 'max' : 'min',
      );
    }
    // after blind-44: "how much did the balance change over the three months": the last
    // balance less the one the export began with (never the months' balances added)
    const moved =
      /\bbalance\b/.test(q) &&
      /\b(change|changed|move|moved|(?:go|goes|gone|went|come|came) (?:up|down)|grow|grew|grown|rise|rose|risen|fall|fell|fallen|drop|dropped|increased?|decreased?|declined?|differ(?:ence)?)\b/.test(
        q,
      );
    const nMonths = new Set(x.rows.map((e) => e.day.slice(0, 7))).size;
    const overMonths = /\bover (?:the|these|those) (\w+) months\b/.exec(q)?.[1];
    const saysSpan =
      !overMonths ||
      [String(nMonths), ['', 'one', 'two', 'three', 'four', 'five', 'six'][nMonths]].includes(
        overMonths,
      );
    if (moved && !saysSpan)
      return refuse(`the export holds ${nMonths} months (${span}); name the months`);
    if (moved) {
      const pool = period ? inP(period) : x.rows;
      const first = pool[0]!;
      const last = pool[pool.length - 1]!;
      const open = decSub(bal(first), amt(first));
      const v = decSub(bal(last), open);
      const fig = figureOf(t, `Balance change${when || ' over the export'}`, v, bStyle, [
        at(first, x.balance),
        at(first, x.amount),
        at(last, x.balance),
      ]);
      const shown = (d: Dec) => figureOf(t, '', d, bStyle, [at(last, x.balance)]).display;
      return sourcedAnswer(
        fig,
        `The balance changed by ${fig.display} from ${dayText(first.day)} to ${dayText(last.day)}: ${shown(open)} at the start (the first entry's balance less its ${lab(x.amount)}) to ${shown(bal(last))} after the last entry.`,
        'change',
      );
    }
    const start =
      /^(?:what (?:was|is|were) |whats )?(?:the |our )?(?:bank |account )?balance (?:at the (?:start|beginning)(?: of)?|on the first(?: of)?|at the open(?:ing)?(?: of)?)(?: the)?(?: (?:statement|export|period|account))?$/.test(
        q,
      ) ||
      /^(?:what (?:was|is) |whats )?(?:the |our )?opening (?:bank |account )?balance(?: (?:for|of|in))?(?: the (?:statement|export|period))?$/.test(
        q,
      ) ||
      /^(?:what did we|how much did we) (?:start|begin|open)(?: the (?:month|statement|period))? with(?: in the bank)?$/.test(
        q,
      ) ||
      /^(?:what (?:was|is) )?(?:the )?balance (?:brought forward|b\/f)$/.test(q);
    const end =
      /^(?:what (?:was|is|were) |whats )?(?:the |our )?(?:bank |account )?balance (?:at the end|at the close|at close)(?: of)?(?: the)?(?: (?:statement|export|period))?$/.test(
        q,
      ) ||
      /^(?:what (?:was|is) |whats )?(?:the |our )?closing (?:bank |account )?balance(?: (?:for|of|in))?$/.test(
        q,
      ) ||
      /^(?:what did we|how much did we) (?:end|finish|close)(?: the (?:month|statement|period))? with(?: in the bank)?$/.test(
        q,
      );
    if (
      (start || end) &&
      (period || /statement|export|period|opening|closing|brought|b\/f/.test(q))
    ) {
      if (period && period.to.slice(0, 7) !== period.from.slice(0, 7)) return undefined;
      const pool = period ? inP(period) : x.rows;
      if (start) {
        const e = pool[0]!;
        // the month must start inside the export: a first row on a later day is still the
        // balance the month began with only when no earlier row is missing (no b/f row)
        const v = decSub(bal(e), amt(e));
        const fig = figureOf(
          t,
          `Opening balance${when}`,
          v,
          bStyle,
          [at(e, x.balance), at(e, x.amount)],
          e.day,
        );
        return sourcedAnswer(
          fig,
          `The balance at the start${period ? ` of ${period.label}` : ' of the export'} was ${fig.display}: the balance after its first entry (${dayText(e.day)}, ${desc(e)}) less that entry's ${lab(x.amount)}.`,
          'lookup',
        );
      }
      const e = pool[pool.length - 1]!;
      if (
        period &&
        period.to > x.rows[x.rows.length - 1]!.day &&
        period.to.slice(0, 7) === x.rows[x.rows.length - 1]!.day.slice(0, 7) &&
        period.to > (now ?? new Date()).toISOString().slice(0, 10)
      )
        return refuse(`${period.label} is not over; the export's last entry is ${dayText(e.day)}`);
      const fig = figureOf(t, `Closing balance${when}`, bal(e), bStyle, [at(e, x.balance)], e.day);
      return sourcedAnswer(
        fig,
        `The balance at the end${period ? ` of ${period.label}` : ' of the export'} was ${fig.display} (after the last entry, ${dayText(e.day)}).`,
        'lookup',
      );
    }
    const nowQ =
      /^(?:what(?:s| is| was) )?(?:the |our )?(?:current |latest |bank |account |present )*balance(?: (?:now|today|at the moment|right now|currently))?$/.test(
        q,
      ) ||
      /^(?:what(?:s| is) |how much (?:money )?(?:is|have we got|do we have|have we) )(?:got )?in the (?:bank|account)(?: (?:now|today|at the moment|right now|currently))?$/.test(
        q,
      ) ||
      /^(?:what(?:s| is) )?(?:our |the )?(?:bank|account) balance(?: (?:now|today|at the moment))?$/.test(
        q,
      ) ||
      /^how much (?:money )?(?:do we have|have we got|is there) in (?:the |our )?(?:bank|account)(?: (?:now|today|at the moment|right now))?$/.test(
        q,
      );
    if (nowQ && !period) {
      const e = x.rows[x.rows.length - 1]!;
      const fig = figureOf(
        t,
        `${lab(x.balance)}, latest`,
        bal(e),
        bStyle,
        [at(e, x.balance)],
        e.day,
      );
      return sourcedAnswer(
        fig,
        `The balance is ${fig.display}, after the latest entry on ${dayText(e.day)} (${desc(e)}); the export runs from ${span}.`,
        'lookup',
      );
    }
    return undefined;
  }

  // --- money in and out
  const inWords =
    /\b(came in|come in|comes in|coming in|in ?coming|received|receive|receipts?|credits?|paid in|money in|payments? in|payouts?|got in|get in|takings|lodged|lodgements?|income|inflows?)\b/;
  const outWords =
    /\b(went out|go(?:ne|es)? out|going out|out ?goings?|outflows?|spent|spend|spending|paid out|money out|payments? out|debits?|pay|paid|cost|costs)\b/;
  const NET =
    /\bnet\b|\bcash ?flow\b|\b(?:money )?in (?:minus|less|take away|after) (?:money )?out\b|\bin and out\b|\bdifference between (?:money )?in and (?:money )?out\b/g;
  const netQ = new RegExp(NET.source).test(q);
  // a Type code's words ("direct debits": DD) are read before the words of in and out
  let typeRe: RegExp | undefined;
  let q1 = q;
  if (x.type !== undefined)
    for (const [code, words] of TYPE_WORDS) {
      const mm = words.exec(q1);
      if (!mm) continue;
      const held = x.rows.some((e) => code.test(cellText(e.row.cells[x.type!]) ?? ''));
      if (!held) continue;
      typeRe = code;
      q1 = q1.replace(words, ' ').replace(/\s+/g, ' ').trim();
      break;
    }
  const qs = q1.replace(NET, ' ');
  let side: 1 | -1 | 0 | undefined = netQ
    ? 0
    : inWords.test(qs) && !outWords.test(qs.replace(inWords, ' '))
      ? 1
      : outWords.test(qs) && !inWords.test(qs)
        ? -1
        : undefined;
  // "how much did we get in wedding deposits": get is money in
  if (
    side === undefined &&
    /\b(get|got|earn|earned|take|took|taken|make|made)\b/.test(qs) &&
    !outWords.test(qs)
  )
    side = 1;
  // a direct debit, standing order, card payment or bank charge is money out
  if (side === undefined && typeRe && !/credit|int/.test(typeRe.source)) side = -1;
  const op = /\b(biggest|largest|highest|most expensive|smallest|lowest)\b/.test(q)
    ? /\b(smallest|lowest)\b/.test(q)
      ? 'min'
      : 'max'
    : /\bhow many\b|\bnumber of\b/.test(q)
      ? 'count'
      : /\b(each|every|a|per) month\b|\bmonthly\b/.test(q)
        ? 'monthly'
        : 'sum';
  // the words left name the rows: description words, a Type code's words
  const rest = qs
    .replace(new RegExp(inWords.source, 'g'), ' ')
    .replace(new RegExp(outWords.source, 'g'), ' ')
    .replace(
      /\b(biggest|largest|highest|most expensive|smallest|lowest|how many|number of|each month|every month|a month|per month|monthly|single)\b/g,
      ' ',
    );
  const words = nameTokens(rest).filter((w) => !GRAMMAR.has(w) && !/^\d+$/.test(w));
  const toks = new Map(x.rows.map((e) => [e, descTokens(desc(e))]));
  // a description word written out or cut short ("finance" for FINANCIAL, "mkt" for market)
  const near = (w: string, d: Set<string>) =>
    d.has(w) ||
    (w.length >= 6 && [...d].some((x) => x.length >= 6 && x.slice(0, 6) === w.slice(0, 6)));
  for (const d of toks.values()) for (const w of words) if (!d.has(w) && near(w, d)) d.add(w);
  const named = words.filter((w) => x.rows.some((e) => toks.get(e)!.has(w)));
  // a payout / deposit word that is in no description says money in; anything else unread
  const unread = words.filter((w) => !named.includes(w));
  for (const w of unread) {
    if (/^(payout|deposit|receipt|lodgement|credit|income|transfer)$/.test(w) && side !== -1) {
      if (w !== 'transfer') side = 1;
      continue;
    }
    // after blind-44: "bank fees", "bills" are a kind of payment out, never all of them
    if (/^(expense|outgoing|debit)$/.test(w) && side !== 1) {
      side = -1;
      continue;
    }
    return undefined;
  }
  let pool = rows.filter((e) => named.every((w) => toks.get(e)!.has(w)));
  if (typeRe) pool = pool.filter((e) => typeRe!.test(cellText(e.row.cells[x.type!]) ?? ''));
  const what = [
    named.length ? named.join(' ').toUpperCase() : '',
    typeRe
      ? 'by ' +
        typeRe.source
          .replace(/[\^$()]/g, '')
          .split('|')[0]!
          .toUpperCase()
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (!named.length && !typeRe && side === undefined) {
    // "biggest payment": in or out is not said; both are named
    if (op !== 'max' && op !== 'min') return undefined;
    const big = (sign: number) =>
      rows
        .filter((e) => decSign(amt(e)) === sign)
        .reduce<(typeof rows)[number] | undefined>(
          (a, e) =>
            !a || decCmp(decAbs(amt(e)), decAbs(amt(a))) * (op === 'max' ? 1 : -1) > 0 ? e : a,
          undefined,
        );
    const bi = big(1);
    const bo = big(-1);
    if (!bi || !bo) return undefined;
    const show = (e: (typeof rows)[number]) =>
      `${figureOf(t, '', decAbs(amt(e)), style, [at(e, x.amount)]).display} (${desc(e)}, ${dayText(e.day)})`;
    return refuse(
      `say in or out: the ${op === 'max' ? 'biggest' : 'smallest'} payment in${when} is ${show(bi)}, the ${op === 'max' ? 'biggest' : 'smallest'} payment out ${show(bo)}`,
    );
  }
  if (side === undefined) {
    const signs = new Set(pool.map((e) => decSign(amt(e))));
    if (signs.size !== 1) return undefined;
    side = signs.has(1) ? 1 : -1;
  }
  const sided = side === 0 ? pool : pool.filter((e) => decSign(amt(e)) === side);
  const dir = side === 1 ? 'in' : side === -1 ? 'out' : 'net';
  const sideWord = side === 1 ? 'Money in' : side === -1 ? 'Money out' : 'Net cash flow';
  const label = `${sideWord}${what ? `, ${what}` : ''}${when}`;
  if (!sided.length)
    return refuse(
      `no ${what ? what + ' ' : ''}${dir === 'in' ? 'money in' : dir === 'out' ? 'money out' : 'entries'}${when ? ` in ${period!.label}` : ''} on the export (${span})`,
    );
  const cells = sided.map((e) => at(e, x.amount));
  // "the van payment": one payment a month is its monthly amount, never the months added
  const months = new Set(sided.map((e) => e.day.slice(0, 7)));
  const op2 =
    op === 'sum' &&
    !period &&
    side !== 0 &&
    months.size > 1 &&
    months.size === sided.length &&
    /^(?:what(?:s| is| was) )?the [a-z ]*\b(payment|bill|debit|charge|instalment|installment|repayment)$/.test(
      q,
    )
      ? 'monthly'
      : op;
  const size = (d: Dec) => (side === -1 ? decNeg(d) : d);

  if (op === 'count') {
    const fig = figureOf(
      t,
      `${label}: entries`,
      { m: BigInt(sided.length), s: 0 },
      { kind: 'number', decimals: 0 },
      cells,
    );
    return sourcedAnswer(
      fig,
      `${sided.length} ${dir === 'in' ? 'payments in' : dir === 'out' ? 'payments out' : 'entries'}${what ? ` (${what})` : ''}${when}.`,
      'count',
    );
  }
  if (op === 'max' || op === 'min') {
    if (side === 0) return undefined;
    const pickBig = op === 'max';
    const best = sided.reduce((a, e) =>
      decCmp(decAbs(amt(e)), decAbs(amt(a))) * (pickBig ? 1 : -1) > 0 ? e : a,
    );
    const ties = sided.filter((e) => e !== best && decEq(amt(e), amt(best)));
    const fig = figureOf(
      t,
      `${label}, ${pickBig ? 'largest' : 'smallest'}`,
      size(amt(best)),
      style,
      [at(best, x.amount)],
      best.day,
    );
    return sourcedAnswer(
      fig,
      `The ${pickBig ? 'biggest' : 'smallest'} payment ${dir}${when}: ${fig.display}, ${desc(best)} on ${dayText(best.day)}${ties.length ? ` (the same on ${ties.map((e) => dayText(e.day)).join(', ')})` : ''}.`,
      op,
    );
  }
  if (op2 === 'monthly') {
    if (side === 0 || (!named.length && !typeRe)) return undefined;
    const byMonth = new Map<string, typeof sided>();
    for (const e of sided)
      byMonth.set(e.day.slice(0, 7), [...(byMonth.get(e.day.slice(0, 7)) ?? []), e]);
    const sums = [...byMonth.entries()].map(([mo, es]) => ({
      mo,
      es,
      v: size(decSum(es.map(amt))),
    }));
    const monthName = (mo: string) =>
      `${MONTH_NAMES[Number(mo.slice(5, 7)) - 1]} ${mo.slice(0, 4)}`;
    const same = sums.every((s) => decEq(s.v, sums[0]!.v));
    if (!same)
      return refuse(
        `it differs from month to month: ${sums
          .map(
            (s) =>
              `${monthName(s.mo)} ${
                figureOf(
                  t,
                  '',
                  s.v,
                  style,
                  s.es.map((e) => at(e, x.amount)),
                ).display
              }`,
          )
          .join(', ')}`,
      );
    const fig = figureOf(t, `${label}, each month`, sums[0]!.v, style, cells);
    return sourcedAnswer(
      fig,
      `${fig.display} a month${what ? ` (${what})` : ''}: the same in each of the ${sums.length} month${sums.length === 1 ? '' : 's'} on the export (${sums.map((s) => monthName(s.mo)).join(', ')}).`,
      'lookup',
    );
  }
  const v = size(decSum(sided.map(amt)));
  const fig = figureOf(t, label, v, style, cells);
  const sayWhat =
    side === 0
      ? 'all the Amounts added (in less out)'
      : side === 1
        ? 'the positive Amounts added'
        : 'the negative Amounts added, as a size';
  return sourcedAnswer(
    fig,
    `${sideWord}${what ? ` (${what})` : ''}${when}: ${fig.display} (${sayWhat}; ${sided.length} entr${sided.length === 1 ? 'y' : 'ies'}${period ? '' : `, ${span}`}).`,
    side === 0 ? 'difference' : 'total',
  );
}
