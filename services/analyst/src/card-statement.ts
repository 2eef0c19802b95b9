/**
 * After blind-43: a credit-card statement (Date | Transaction details | Amount, purchases
 * positive, "Payment received" and refunds negative) was read as a ledger of one signed
 * column: "what did we spend on the card in October" netted the month's payment against its
 * purchases (642.99 for 3,312.97), "how much did we put on the card" and "how much did we pay
 * off" were asked back. On a card's statement what was spent or put on the card is its
 * positive lines, what was paid off its payment lines, the refunds its other negative lines;
 * the biggest and average purchase and purchases over an amount are read from the positive
 * lines.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decParse, decSign, decSum } from './decimal';
import { COUNT } from './engine/types';
import type { Row, Table, Workbook } from './model';
import { oneDatedLedger } from './dated-ledgers';
import { oncePer } from './once-per';
import { MONTH_KEYS } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const CARD =
  /\b(visa|mastercard|amex|american express|credit card|card ending|card statement|card transactions|business card)\b/i;
const BALANCE_LINE =
  /^(opening|closing|new|previous|statement) balance\b|^balance (brought|carried) forward\b|^total\b/i;
const PAYMENT = /\b(payment|paid|thank you|direct debit|autopay)\b/i;

type Ask = 'spent' | 'paid off' | 'refunds' | 'biggest' | 'average' | 'count over';

function askOf(q: string): { ask: Ask; over?: string } | undefined {
  if (/\b(pay|paid) off\b|\bpayments? (?:to|on|made to) the card\b|\bpaid the card\b/.test(q))
    return { ask: 'paid off' };
  if (/\brefunds?\b|\bgot back\b|\bget back\b/.test(q)) return { ask: 'refunds' };
  if (/\b(biggest|largest|most expensive|dearest) (purchase|spend|charge|transaction)\b/.test(q))
    return { ask: 'biggest' };
  if (/\baverage (purchase|spend|charge|transaction)\b/.test(q)) return { ask: 'average' };
  const over =
    /^how many (?:purchases|charges|transactions)\b.*\b(?:over|above|more than) \$?(\d[\d,]*(?:\.\d+)?)\b/.exec(
      q,
    );
  if (over) return { ask: 'count over', over: over[1]!.replace(/,/g, '') };
  // the whole card's spend (in a month): never a merchant's ("spend with Phonebits")
  const bare = q.replace(/ in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/, '');
  if (
    /^(?:what|how much) (?:did|have|do) we (?:spend|spent|put|charge|charged)(?: in total| altogether)?(?: on the card| on it| to the card)?(?: in total| altogether)?$|^(?:what (?:were|are) )?(?:our )?total (?:purchases|spend|spending)(?: on the card)?$/.test(
      bare,
    )
  )
    return { ask: 'spent' };
  return undefined;
}

interface Card {
  t: Table;
  amount: number;
  details: number;
  rows: Row[];
}

const cardOf = oncePer((wb: Workbook): Card | undefined =>
  oneDatedLedger(wb, (t, s): Card | undefined => {
    if (!CARD.test(`${s.name} ${t.title ?? ''}`) && !s.tables.some((o) => CARD.test(o.title ?? '')))
      return undefined;
    const money = t.columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
    const text = t.columns.flatMap((c, i) => (c.role === 'category' ? [i] : []));
    if (money.length !== 1 || text.length !== 1) return undefined;
    // a statement's balance lines ("Closing balance") are no transactions
    const rows = t.rows.filter(
      (r) =>
        r.kind === 'data' &&
        cellNumber(r.cells[money[0]!]) &&
        !BALANCE_LINE.test(cellText(r.cells[text[0]!]) ?? ''),
    );
    const negative = rows.filter((r) => decSign(cellNumber(r.cells[money[0]!])!) < 0);
    if (!negative.some((r) => PAYMENT.test(cellText(r.cells[text[0]!]) ?? ''))) return undefined;
    return { t, amount: money[0]!, details: text[0]!, rows };
  }),
);

export function cardStatementAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const asked = askOf(q);
  if (!asked) return undefined;
  const card = cardOf(wb);
  if (!card) return undefined;
  const { t, amount, details } = card;
  const month = /\bin (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(q)?.[1];
  const inMonth = (r: Row): boolean =>
    !month || Number(r.period?.start?.slice(5, 7)) === MONTH_KEYS.indexOf(month) + 1;
  const rows = card.rows.filter(inMonth);
  if (!rows.length) return undefined;
  const v = (r: Row): Dec => cellNumber(r.cells[amount])!;
  const text = (r: Row): string => cellText(r.cells[details]) ?? '';
  const purchases = rows.filter((r) => decSign(v(r)) > 0);
  const payments = rows.filter((r) => decSign(v(r)) < 0 && PAYMENT.test(text(r)));
  const refunds = rows.filter((r) => decSign(v(r)) < 0 && !PAYMENT.test(text(r)));
  const col = t.columns[amount]!;
  const cite = (rs: Row[]) => rs.map((r) => ({ r: r.r, c: col.c }));
  const style = cellStyle(t, rows[0]!.cells[amount]);
  const when = month ? ` in ${month[0]!.toUpperCase()}${month.slice(1)}` : '';
  const added = (rs: Row[], label: string, what: string): Answer | undefined => {
    if (!rs.length) return undefined;
    const fig = figureOf(t, label, decSum(rs.map(v)), style, cite(rs));
    return sourcedAnswer(
      fig,
      `${label}${when}: ${fig.display} (${what}, ${rs.length} lines).`,
      'total',
    );
  };
  switch (asked.ask) {
    case 'spent':
      return added(
        purchases,
        'Spent on the card',
        'its purchases: the positive lines; payments and refunds left out',
      );
    case 'paid off':
      return added(payments, 'Paid off the card', 'its payment lines');
    case 'refunds':
      return added(refunds, 'Refunds to the card', 'its negative lines other than payments');
    case 'biggest': {
      if (!purchases.length) return undefined;
      const top = purchases.reduce((a, b) => (decCmp(v(b), v(a)) > 0 ? b : a));
      if (purchases.filter((r) => decCmp(v(r), v(top)) === 0).length > 1) return undefined;
      const fig = figureOf(t, 'Biggest purchase', v(top), style, cite([top]), text(top));
      return sourcedAnswer(fig, `Biggest purchase${when}: ${text(top)}, ${fig.display}.`, 'max');
    }
    case 'average': {
      const mean = purchases.length
        ? decDiv(decSum(purchases.map(v)), decFromInt(purchases.length), 2)
        : undefined;
      if (!mean) return undefined;
      const fig = figureOf(t, 'Average purchase', mean, { ...style, decimals: 2 }, cite(purchases));
      return sourcedAnswer(
        fig,
        `Average purchase${when}: ${fig.display} (over ${purchases.length} purchases).`,
        'average',
      );
    }
    case 'count over': {
      const limit = decParse(asked.over!);
      if (!limit) return undefined;
      const kept = purchases.filter((r) => decCmp(v(r), limit) > 0);
      if (!kept.length || purchases.some((r) => decCmp(v(r), limit) === 0)) return undefined;
      const fig = figureOf(
        t,
        `Purchases over ${asked.over}`,
        decFromInt(kept.length),
        COUNT,
        cite(kept),
      );
      return sourcedAnswer(fig, `${kept.length} purchases over ${asked.over}${when}.`, 'count');
    }
  }
}
