/**
 * Issue 13, pass 18 (pnl-owner-words.ts, loan-balance-words.ts): misses that recur across the
 * blind sets, asked the owners' way, over variants of each shape: a P&L's bottom line, net
 * margin and a line's share of expenses; a loan schedule's balance after a month and the total
 * paid back.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass18-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const value = (wb: Book, q: string): number | undefined => {
  const a = answerQuestion(wb, q);
  return a.refused ? undefined : Number(a.figures[0]!.value);
};
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('M1: a P&L asked the way owners talk', () => {
  const cols: S.PnlColumns[] = ['quarters', 'months', 'year'];
  const cases = cols.flatMap((c) =>
    [0, 2].flatMap((t) =>
      S.BOTTOM_LABELS.flatMap((b) => S.EXPENSE_TOTALS.map((e) => [c, t, b, e] as const)),
    ),
  );
  test.each(cases)('%s | titles %s | %s | %s', async (c, t, bottom, totalExp) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.pnlRows(c, t, bottom, totalExp) }]);
    const net = S.pnlYear('net');
    for (const q of [
      'how much did we make in 2025',
      'how much did we make?',
      'How much profit did we make',
    ])
      expect([q, value(wb, q)]).toEqual([q, net]);
    const margin = Math.round((net / S.pnlYear('income')) * 10000) / 100;
    for (const q of ['net margin %', 'what was our net margin percentage']) {
      const got = value(wb, q);
      expect([q, got]).toEqual([q, expect.closeTo(margin, 1)]);
    }
    const marketing = sum(S.PNL_COSTS[2]![1]);
    const share = Math.round((marketing / S.pnlYear('costs')) * 10000) / 100;
    expect(value(wb, 'marketing as a share of expenses')).toBeCloseTo(share, 1);
    expect(value(wb, 'what is Rent as a percentage of total expenses')).toBeCloseTo(
      (sum(S.PNL_COSTS[0]![1]) / S.pnlYear('costs')) * 100,
      1,
    );
    if (c === 'quarters')
      expect(value(wb, 'how much did we make in Q2')).toBe(S.pnlQuarter('net', 1));
  });
});

describe('M7: a loan schedule by month', () => {
  const cases = S.MONTH_LABELS.flatMap((m) => [0, 2].map((t) => [m, t] as const));
  test.each(cases)('%s | titles %s', async (labels, titles) => {
    const { rows, balances, payments } = S.loanByMonthRows(labels, titles);
    const wb = await bookOf([{ name: 'Loan', rows }]);
    for (const q of [
      'what is the balance after June',
      'balance after June',
      'what was the loan balance after June',
    ])
      expect([q, value(wb, q)]).toEqual([q, balances[5]]);
    const label = S.monthLabel(labels, 6);
    expect(value(wb, `balance after ${label}`)).toBe(balances[5]);
    for (const q of ['how much do we pay back in total', 'what is the total we pay back'])
      expect([q, value(wb, q)]).toEqual([q, expect.closeTo(sum(payments), 2)]);
    expect(value(wb, 'balance at the end of the loan')).toBe(balances[11]);
  });
});

describe('M2: a bank export, net cash flow is money in minus money out', () => {
  const cases = S.BANK_HEADS.flatMap(([o, i]) =>
    [500, 3000].flatMap((open) => [0, 2].map((t) => [o, i, open, t] as const)),
  );
  test.each(cases)('%s / %s | opening %s | titles %s', async (out, inn, opening, titles) => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankRows(out, inn, opening, titles) }]);
    const net = sum(S.BANK.map(([, , , i]) => i ?? 0)) - sum(S.BANK.map(([, , o]) => o ?? 0));
    for (const q of ['net cash flow for the period', 'what was our net cash flow', 'net cash flow'])
      expect([q, value(wb, q)]).toEqual([q, expect.closeTo(net, 2)]);
  });
});

describe('M4: an aging report, customers with anything over 90 days', () => {
  const cases = S.OVER_90_LABELS.flatMap((l) => [true, false].map((t) => [l, t] as const));
  test.each(cases)('%s | totals %s', async (label, totals) => {
    const wb = await bookOf([{ name: 'AR', rows: S.agingRows(label, totals) }]);
    const truth = S.AGING.filter(([, v]) => (v[4] ?? 0) > 0).length;
    for (const q of [
      'how many customers have anything over 90 days',
      'how many customers have something over 90 days?',
      'How many clients have a balance over 90 days',
    ])
      expect([q, value(wb, q)]).toEqual([q, truth]);
    const s = value(wb, 'Studentkåren in the 1-30 column');
    if (s !== undefined) expect(s).toBe(300);
  });
});

describe('M2: "for the quarter" only when the export is one quarter', () => {
  test.each([0, 2])('titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankRows('Debit', 'Credit', 800, titles) }]);
    const net = sum(S.BANK.map(([, , , i]) => i ?? 0)) - sum(S.BANK.map(([, , o]) => o ?? 0));
    expect(value(wb, 'net cash flow for the quarter')).toBeCloseTo(net, 2);
    expect(value(wb, 'net cash flow for the month')).toBeCloseTo(net, 2);
  });
});

describe('M6: a cash-flow statement by financial year, newest first', () => {
  const cases = S.CLOSING_LABELS.flatMap((c) =>
    S.FY_HEADS.flatMap((h) => [0, 2].map((t) => [c, h, t] as const)),
  );
  test.each(cases)('%s | %s | titles %s', async (closing, heads, titles) => {
    const { rows, newest } = S.cashFlowRows(closing, heads, titles);
    const wb = await bookOf([{ name: 'Cash flow', rows }]);
    for (const q of ['cash at end of year', 'what was our cash at the end of the year?'])
      expect([q, value(wb, q)]).toEqual([q, newest]);
  });
});
