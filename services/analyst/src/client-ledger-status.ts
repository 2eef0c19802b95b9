/**
 * Issue 13, pass 50 (W5, L4): a client ledger kept by job (a funeral director's: `Ref | Funeral
 * date | Deceased | Client | Package | Our fees £ | Disbursements £ | Invoice total £ | Deposit £
 * | Deposit date | Further payments £ | Balance due £ | Status`, a Totals row, a note). The
 * payments are the columns that, taken from the invoice total, leave the Balance due on every
 * row (checked). In the owner's words:
 * - "deposits taken in october": Σ Deposit of the rows whose Deposit date (a date or text
 *   dd/mm/yyyy) is in October, never by the funeral date; a money column with its own date
 *   column is read by that date;
 * - "how many funerals did we do in 2025": the rows by their event date (the date column named
 *   by the row noun); a period the ledger does not reach is refused (it starts in July 2026);
 * - "who owes us the most": the client with the largest Balance due ('owe' is the balance);
 * - "how much are our own fees across all the funerals": the column named (Our fees), added;
 * - "how many families are waiting on the DWP": the rows of the Status named by its words;
 * - "what share of the invoiced total have we collected": Σ payments ÷ Σ invoice total × 100.
 * Only on a book with one such ledger.
 */
import type { Answer } from './answer-types';
import { unreadWords } from './asked-words';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decMul,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, PLAIN } from './format';
import {
  askedPeriod,
  askedText,
  cite,
  colOf,
  dayText,
  daysOf,
  entryRows,
  headOf,
  isNumeric,
  num,
  periodHeld,
  rowsIn,
  sumOf,
  textAt,
  totalRow,
} from './log-rows';
import type { Row, Table, Workbook } from './model';
import { nameTokens, rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';

interface Ledger {
  t: Table;
  rows: Row[];
  client: number;
  invoice: number;
  balance: number;
  payments: number[];
  status?: number;
  /** the date column of the jobs themselves (Funeral date) and its noun */
  event?: number;
  noun: string;
}

const CLIENT =
  /^(client|customer|family|payer|account|client name|customer name|bill to|contact|next of kin|applicant|family contact|contact name|responsible person|invoice to|billed to)$/;
const INVOICE =
  /^(invoice total|invoice|invoiced|total invoiced|total|total due|total price|invoice amount|amount invoiced|total charge|total bill|bill total)$/;
const BALANCE =
  /^(balance due|balance|balance outstanding|outstanding|amount due|owed|owing|balance owed|still owed|left to pay|remaining)$/;
const STATUS = /^(status|payment status|state|stage)$/;

const cache = new WeakMap<Workbook, Ledger | null>();

function theLedger(wb: Workbook): Ledger | undefined {
  const hit = cache.get(wb);
  if (hit !== undefined) return hit ?? undefined;
  const found: Ledger[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const text = (i: number) =>
        t.columns[i]!.type === 'text' || t.columns[i]!.role === 'category';
      const client = colOf(t, CLIENT, text);
      const invoice = colOf(t, INVOICE, (i) => isNumeric(t, i));
      const balance = colOf(t, BALANCE, (i) => isNumeric(t, i));
      if (client === undefined || invoice === undefined || balance === undefined) continue;
      const rows = entryRows(t, [client, invoice, balance]);
      if (rows.length < 4) continue;
      // the payments: numeric columns between the invoice and the balance that, taken from the
      // invoice, leave the balance on every row
      const lo = Math.min(invoice, balance);
      const hi = Math.max(invoice, balance);
      const payments = t.columns.flatMap((_, i) =>
        i > lo && i < hi && isNumeric(t, i) ? [i] : [],
      );
      if (!payments.length) continue;
      const adds = rows.every((r) =>
        decEq(decSub(num(r, invoice), decSum(payments.map((p) => num(r, p)))), num(r, balance)),
      );
      if (!adds) continue;
      const status = colOf(t, STATUS, text);
      const dates = t.columns.flatMap((c, i) =>
        i !== client && /\bdate\b/i.test(c.label) && daysOf(rows, i) ? [i] : [],
      );
      // the jobs' own date: a date column not named by a money column (Deposit date is the
      // deposit's)
      const moneyWords = new Set(
        t.columns.flatMap((c, i) => (isNumeric(t, i) ? nameTokens(headOf(c.label)) : [])),
      );
      const own = dates.filter(
        (i) =>
          !nameTokens(headOf(t.columns[i]!.label)).some((w) => w !== 'date' && moneyWords.has(w)),
      );
      const event = own.length === 1 ? own[0] : undefined;
      const noun =
        event !== undefined
          ? (nameTokens(headOf(t.columns[event]!.label)).find((w) => w !== 'date') ?? 'job')
          : 'job';
      found.push({
        t,
        rows,
        client,
        invoice,
        balance,
        payments,
        ...(status !== undefined ? { status } : {}),
        ...(event !== undefined ? { event } : {}),
        noun,
      });
    }
  const one = found.length === 1 ? found[0]! : null;
  cache.set(wb, one);
  return one ?? undefined;
}

const FAMILY = '(?:families|family|clients?|customers?|people|accounts?|folks|households?)';
const GRAMMAR =
  'money payment payments paid owing owed how much many what whats which who whos is are was were do does did have has we our us the a an in on for of to from at by with all across every each total altogether so far been there its own got get take taken took received receive collect collected come came in'.split(
    ' ',
  );

export function clientLedgerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const l = theLedger(wb);
  if (!l) return undefined;
  const { t } = l;
  const q0 = askedText(question);
  const lab = (ci: number) => t.columns[ci]!.label;
  const style = (ci: number) =>
    cellStyle(t, l.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const nounRe = new RegExp(`\\b(?:${l.noun}s?|jobs?|${FAMILY.slice(3, -1)})\\b`);
  const known = (extra: string[] = []) => [
    ...GRAMMAR,
    ...FAMILY.slice(3, -1)
      .split('|')
      .flatMap((w) => [w.replace(/\?$/, ''), w.replace(/s\?$/, '')]),
    l.noun,
    `${l.noun}s`,
    ...extra,
    ...t.columns.flatMap((c) => nameTokens(c.label)),
  ];

  // --- who owes us the most
  let m =
    /^who (?:owes|owed|is owing|still owes) (?:us )?(?:the )?(most|least)(?: money)?$/.exec(q0) ??
    new RegExp(
      `^(?:which|what) ${FAMILY.slice(0, -1)}|${l.noun}) (?:owes|still owes|has|is owing) (?:us )?(?:the )?(most|least|biggest balance|largest balance)(?: money)?$`,
    ).exec(q0) ??
    /^(?:who has|whos got|who has got) (?:the )?(biggest|largest|highest) (?:balance|balance due|amount outstanding|outstanding balance|debt)$/.exec(
      q0,
    ) ??
    /^(?:what is |whats )?(?:the )?(biggest|largest|highest) (?:outstanding )?(?:balance|balance due|debt|amount owed)$/.exec(
      q0,
    );
  if (m) {
    const low = /least/.test(m[0]);
    const pool = low ? l.rows.filter((r) => decCmp(num(r, l.balance), ZERO) > 0) : l.rows;
    const sorted = [...pool].sort(
      (a, b) => decCmp(num(b, l.balance), num(a, l.balance)) * (low ? -1 : 1),
    );
    const best = sorted[0];
    if (!best) return undefined;
    const ties = sorted.filter((r) => r !== best && decEq(num(r, l.balance), num(best, l.balance)));
    if (ties.length)
      return refuse(
        `${[best, ...ties].map((r) => textAt(r, l.client)).join(' and ')} owe the same, ${figureOf(t, '', num(best, l.balance), style(l.balance), [{ r: best.r, c: t.columns[l.balance]!.c }]).display}`,
      );
    const who = textAt(best, l.client);
    const fig = figureOf(
      t,
      `${lab(l.balance)}, ${who}`,
      num(best, l.balance),
      style(l.balance),
      [{ r: best.r, c: t.columns[l.balance]!.c }],
      who,
    );
    const other = t.columns.findIndex(
      (c, i) =>
        i !== l.client &&
        c.type === 'text' &&
        /deceased|name|job|description|property/i.test(c.label),
    );
    return sourcedAnswer(
      fig,
      `${who} owe${low ? 's the least' : 's the most'}: ${fig.display} ${lab(l.balance)}${other >= 0 ? ` (${lab(other)} ${textAt(best, other)})` : ''}${textAt(best, l.status) ? `, status ${textAt(best, l.status)}` : ''}.`,
      low ? 'min' : 'max',
    );
  }

  // --- what one client owes
  m =
    /^(?:how much|what) (?:do|does|did) (?:the )?(.+?) (?:still )?(?:owe|owe us|have left to pay|still have to pay)$/.exec(
      q0,
    ) ??
    /^(?:what is |whats )?(?:the )?(.+?)s? (?:balance|balance due|outstanding balance)$/.exec(q0) ??
    /^how much is (?:still )?(?:owed|outstanding|due) (?:by|from|on) (?:the )?(.+?)$/.exec(q0);
  if (m) {
    const phrase = m[1]!
      .replace(/\b(famil(?:y|ies)|clients?|customers?|account|funeral|job)\b/g, ' ')
      .trim();
    const cols = t.columns.flatMap((c, i) => (c.type === 'text' && i !== l.status ? [i] : []));
    const hits = rowsNamed(l.rows, cols, phrase);
    if (!hits) return undefined;
    const v = sumOf(hits, l.balance);
    const who = [...new Set(hits.map((r) => textAt(r, l.client)))].join(', ');
    const fig = figureOf(
      t,
      `${lab(l.balance)}, ${who}`,
      v,
      style(l.balance),
      cite(t, hits, l.balance),
      who,
    );
    return sourcedAnswer(
      fig,
      `${who} ${hits.length > 1 ? `(${hits.length} rows) ` : ''}owe${hits.length > 1 || / and | & /.test(who) ? '' : 's'} ${fig.display} (${lab(l.balance)}).`,
      hits.length > 1 ? 'total' : 'lookup',
    );
  }

  // --- what has been collected (the payment columns added)
  if (
    /^(?:how much|what) (?:have we|did we|has been|have been|was|is) (?:collected|received|taken|been paid|got in|paid|banked)(?: so far| in total| altogether| to date)*$/.test(
      q0,
    )
  ) {
    const paid = decSum(l.payments.map((p) => sumOf(l.rows, p)));
    const fig = figureOf(
      t,
      l.payments.map(lab).join(' + '),
      paid,
      style(l.payments[0]!),
      l.payments.flatMap((p) => cite(t, l.rows, p)),
    );
    return sourcedAnswer(
      fig,
      `Collected so far: ${fig.display} (${l.payments.map(lab).join(' + ')}, over ${l.rows.length} ${l.noun}s; ${lab(l.balance)} still to come ${figureOf(t, '', sumOf(l.rows, l.balance), style(l.balance), cite(t, l.rows, l.balance)).display}).`,
      'total',
    );
  }

  // --- the share of the invoiced total collected
  if (
    /\b(share|percentage|percent|proportion|%|fraction)\b/.test(q0) &&
    /\b(collected|received|paid|taken|got in|in)\b/.test(q0)
  ) {
    const rest = q0.replace(
      /\b(share|percentage|percent|proportion|fraction|invoiced|billed|collected|received|paid|taken|got|so far|already|far)\b/g,
      ' ',
    );
    if (unreadWords(rest, known()).length) return undefined;
    const inv = sumOf(l.rows, l.invoice);
    const paid = decSum(l.payments.map((p) => sumOf(l.rows, p)));
    const v = decDiv(decMul(paid, HUNDRED), inv, 2)!;
    const st = style(l.invoice);
    const fig = figureOf(t, `collected as a share of ${lab(l.invoice)}`, v, PERCENT, [
      ...cite(t, l.rows, l.invoice),
      ...l.payments.flatMap((p) => cite(t, l.rows, p)),
    ]);
    const paidFig = figureOf(
      t,
      `${l.payments.map(lab).join(' + ')}`,
      paid,
      st,
      l.payments.flatMap((p) => cite(t, l.rows, p)),
    );
    const invFig = figureOf(t, lab(l.invoice), inv, st, cite(t, l.rows, l.invoice));
    return sourcedAnswer(
      fig,
      `${fig.display} of the invoiced total collected: ${l.payments.map(lab).join(' + ')} ${paidFig.display} ÷ ${lab(l.invoice)} ${invFig.display}.`,
      'share',
      [paidFig, invFig],
    );
  }

  const period = askedPeriod(q0, now);
  if (period === null) return undefined;
  const q = period ? period.rest : q0;

  // --- a status's rows counted (or a status's balance)
  if (/^how many\b/.test(q) && l.status !== undefined) {
    const values = [...new Set(l.rows.map((r) => textAt(r, l.status!)).filter(Boolean))];
    const common = values.map((v) => new Set(nameTokens(v)));
    const key = (w: string) => w.replace(/^a(?=wait)/, '');
    const qt = new Set(nameTokens(q).map(key));
    const hits = values.filter((v, i) => {
      const own = [...common[i]!].filter((w) => common.filter((c) => c.has(w)).length === 1);
      return own.length > 0 && own.some((w) => qt.has(key(w)));
    });
    if (hits.length === 1 && !period) {
      const v = hits[0]!;
      const used = nameTokens(v).map(key);
      const rest = q.replace(
        /\b(waiting|waiting on|waiting for|still|are|is|on|for|the|from|by|with|status)\b/g,
        ' ',
      );
      if (unreadWords(rest, known([...used, ...nameTokens(v), 'waiting', 'awaiting'])).length)
        return undefined;
      const rows = l.rows.filter((r) => textAt(r, l.status!) === v);
      const fig = figureOf(
        t,
        `${lab(l.status)} ${v}`,
        decFromInt(rows.length),
        PLAIN,
        cite(t, rows, l.status),
      );
      const owed = sumOf(rows, l.balance);
      return sourcedAnswer(
        fig,
        `${rows.length} ${l.noun}s have ${lab(l.status)} "${v}" (${rows.map((r) => textAt(r, l.client)).join(', ')}; ${lab(l.balance)} on them ${figureOf(t, '', owed, style(l.balance), cite(t, rows, l.balance)).display}).`,
        'count',
      );
    }
  }

  // --- jobs counted in a period, by their own date
  if (new RegExp(`^how many (?:${l.noun}s?|jobs?)\\b`).test(q) && l.event !== undefined) {
    const rest = q.replace(
      /\b(did we do|have we done|did we have|have we had|were there|have there been|did we arrange|did we conduct|have we arranged|done|held|took place)\b/g,
      ' ',
    );
    if (unreadWords(rest, known()).length) return undefined;
    const days = daysOf(l.rows, l.event)!;
    if (!period) {
      const fig = figureOf(
        t,
        `${l.noun}s`,
        decFromInt(l.rows.length),
        PLAIN,
        cite(t, l.rows, l.client),
      );
      return sourcedAnswer(fig, `${l.rows.length} ${l.noun}s on the ledger.`, 'count');
    }
    const sorted = [...days.values()].sort();
    const held = periodHeld(sorted, period);
    const span = `${dayText(sorted[0]!)} to ${dayText(sorted[sorted.length - 1]!)}`;
    if (held === 'none')
      return refuse(
        `the ledger's ${lab(l.event)}s run from ${span}; it holds nothing for ${period.label}`,
      );
    const rows = rowsIn(l.rows, days, period);
    const fig = figureOf(
      t,
      `${l.noun}s, ${period.label}`,
      decFromInt(rows.length),
      PLAIN,
      cite(t, rows.length ? rows : l.rows, l.event),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} ${l.noun}s in ${period.label} by ${lab(l.event)}${held === 'part' ? ` (the ledger covers only ${span})` : ''}.`,
      'count',
    );
  }

  // --- a money column named, over all rows or by its own date
  const qt = nameTokens(q).filter((w) => !/^(our|own|the|all|total|across|every|each)$/.test(w));
  const money = t.columns.flatMap((c, i) => {
    if (!isNumeric(t, i)) return [];
    const h = nameTokens(headOf(c.label)).filter((w) => w !== 'our' && w !== 'total');
    // "invoiced" names Invoice total, "billed" a Bill column
    return h.length && h.every((w) => qt.some((x) => x === w || x === `${w}d` || x === `${w}ed`))
      ? [{ i, h }]
      : [];
  });
  // else one header word only that column has ("our fees" for Professional fees)
  if (!money.length) {
    const only = t.columns.flatMap((c, i) => {
      if (!isNumeric(t, i)) return [];
      const h = nameTokens(headOf(c.label));
      const mine = h.filter(
        (w) =>
          qt.includes(w) &&
          !t.columns.some(
            (d, j) => j !== i && isNumeric(t, j) && nameTokens(headOf(d.label)).includes(w),
          ),
      );
      return mine.length ? [{ i, h: mine }] : [];
    });
    if (only.length === 1) money.push(only[0]!);
  }
  // the most words named wins ("invoice total" over "total")
  money.sort((a, b) => b.h.length - a.h.length);
  if (money.length && (money.length === 1 || money[0]!.h.length > money[1]!.h.length)) {
    const ci = money[0]!.i;
    if (!/^(how much|what|whats|total)\b/.test(q) && !new RegExp(`^${money[0]!.h[0]}`).test(q))
      return undefined;
    const hw = money[0]!.h;
    const qs = q.replace(new RegExp(`\\b(${hw.join('|')})(?:e?d)?\\b`, 'g'), ' ');
    if (
      /\b(average|avg|mean|most|least|biggest|largest|highest|lowest|smallest|which|who|per|share|percentage|%)\b/.test(
        q,
      )
    )
      return undefined;
    const rest = qs
      .replace(nounRe, ' ')
      .replace(
        /\b(taken|take|took|received|paid|collected|charged|billed|made|in|come|came)\b/g,
        ' ',
      );
    if (unreadWords(rest, known()).length) return undefined;
    let rows = l.rows;
    let by = '';
    if (period) {
      // the column's own date ("Deposit date" for Deposit £), else the jobs' date
      const h = money[0]!.h;
      const ownDate = t.columns.findIndex(
        (c, i) =>
          i !== ci &&
          /\bdate\b/i.test(c.label) &&
          nameTokens(headOf(c.label)).some((w) => h.includes(w)),
      );
      const dc = ownDate >= 0 ? ownDate : l.event;
      if (dc === undefined) return undefined;
      const days = daysOf(l.rows, dc);
      if (!days) return undefined;
      const sorted = [...days.values()].sort();
      if (periodHeld(sorted, period) === 'none')
        return refuse(
          `the ledger's ${lab(dc)}s run from ${dayText(sorted[0]!)} to ${dayText(sorted[sorted.length - 1]!)}; nothing falls in ${period.label}`,
        );
      rows = rowsIn(l.rows, days, period).filter((r) => cellNumber(r.cells[ci]));
      by = ` by ${lab(dc)}`;
      if (!rows.length) return refuse(`no ${lab(ci)} with a ${lab(dc)} in ${period.label}`);
    }
    const v = sumOf(rows, ci);
    const fig = figureOf(
      t,
      `${lab(ci)}${period ? `, ${period.label}` : ', total'}`,
      v,
      style(ci),
      cite(t, rows, ci),
    );
    let check = '';
    const tot = totalRow(t);
    const tv = tot && !period ? cellNumber(tot.cells[ci]) : undefined;
    if (tv && !decEq(tv, v))
      return refuse(
        `the rows' ${lab(ci)} add up to ${v} but the Totals row says ${tv}; check the sheet`,
      );
    if (tv) check = '; it agrees with the Totals row';
    // a Status value the question's word also is ("invoiced"): that reading is named beside
    let beside = '';
    if (l.status !== undefined) {
      const words = new Set(nameTokens(q));
      const sv = [...new Set(l.rows.map((r) => textAt(r, l.status!)))].find(
        (v) => nameTokens(v).length === 1 && words.has(nameTokens(v)[0]!),
      );
      if (sv) {
        const srows = rows.filter((r) => textAt(r, l.status!) === sv);
        beside = `; the ${srows.length} rows with ${lab(l.status)} ${sv} hold ${figureOf(t, '', sumOf(srows, ci), style(ci), cite(t, srows.length ? srows : rows, ci)).display}`;
      }
    }
    return sourcedAnswer(
      fig,
      `${lab(ci)}${period ? ` in ${period.label}${by}` : ` across all ${rows.length} ${l.noun}s`}: ${fig.display} (${rows.length} rows added${check}${beside}).`,
      'total',
    );
  }
  return undefined;
}
