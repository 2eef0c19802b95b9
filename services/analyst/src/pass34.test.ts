/**
 * Issue 13, pass 34: the twenty-seventh blind set's layouts, by shape (pass34-shapes.ts), laid
 * out as the lead described the blind books, each asked over a few variants (labels,
 * currencies, sizes). Every figure is computed here from the shape's own data; each question is
 * answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass34-shapes';
import { expectRefused, expectValue, sum } from './pass-expect';

describe('W1: an I&E statement whose label column has no header', () => {
  it.each([
    ['Ade Fabrics', '₦', 1],
    ['Corner Deli', '£', 0.37],
    ['Kofi Prints', 'GH₵', 2.5],
  ])('%s (%s): the biggest cost line, total costs = the cost sections', async (shop, cur, k) => {
    const wb = await bookOf([{ name: 'I&E', rows: S.ieRows(shop, cur, k) }]);
    const [, cogs, opex] = S.ieSections(k);
    const costLines = [...cogs!.lines, ...opex!.lines];
    const top = costLines.reduce((a, b) => (b[1] > a[1] ? b : a));
    expectValue(wb, 'what is our biggest cost', top[1], top[0]);
    expectValue(wb, 'biggest expense', top[1], top[0]);
    expectValue(wb, 'what were our total costs', S.sectionTotal(cogs!) + S.sectionTotal(opex!));
  });
});

describe('W2: a Summary whose last row sums the terms, labelled "Year"', () => {
  it.each(['Year', 'Full year', 'Annual', 'Season'])(
    'a totals row labelled %s is never added to the terms',
    async (label) => {
      const wb = await bookOf([
        ...S.TERMS.map((t) => ({ name: t[0], rows: S.termSheetRows(t) })),
        { name: 'Summary', rows: S.summaryRows(label) },
      ]);
      expectValue(wb, 'surplus for the year', sum(S.TERMS.map(S.termSurplus)));
      expectValue(wb, 'total hall hire', sum(S.TERMS.map((t) => t[2])));
      expectValue(wb, 'surplus in spring', S.termSurplus(S.TERMS[1]!));
    },
  );
});

describe('W3: an orders export, one line item per order', () => {
  const of = (os: S.ShopOrder[], st: string) => os.filter((o) => o.status === st);
  it.each([
    ['kdv', 'TRY', ['Hamlet', 'The Tempest']],
    ['gst', 'AUD', ['Cats', 'Annie']],
    ['iva', 'EUR', ['Carmen', 'Tosca']],
  ] as Array<[string, string, string[]]>)(
    '"%s on paid orders" is Taxes; "<show> tickets sold (paid)" the quantity',
    async (tax, cur, shows) => {
      const os = S.shopOrders(shows);
      const wb = await bookOf([{ name: 'Orders', rows: S.shopRows(os, cur) }]);
      const paid = of(os, 'paid');
      expectValue(
        wb,
        `how much ${tax} did we collect on paid orders`,
        sum(paid.map((o) => o.taxes)),
      );
      const show = shows[0]!;
      expectValue(
        wb,
        `${show.toLowerCase()} tickets sold (paid)`,
        sum(paid.filter((o) => o.item.startsWith(show)).map((o) => o.qty)),
      );
    },
  );
});

describe('W4: a loan schedule: "the loan itself" repaid is the Principal', () => {
  it.each([
    [24_000, 0.09, 24],
    [150_000, 0.065, 36],
  ])('%d at %d over %d months', async (amount, rate, months) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.loanRows(amount, rate, months) }]);
    const in26 = S.loanLines(amount, rate, months).filter((l) => l.due.getUTCFullYear() === 2026);
    const principal = sum(in26.map((l) => l.principal));
    expectValue(wb, 'how much of the loan itself do we repay in 2026', principal);
    expectValue(wb, 'how much of the amount borrowed do we repay in 2026', principal);
    expectValue(wb, 'how much do we pay in 2026', sum(in26.map((l) => l.pay)));
  });
});

describe('W6: "this year" on a July–June sheet', () => {
  it('a calendar year only partly on a season sheet is asked back; a month is answered', async () => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows() }]);
    expectRefused(wb, 'how much did we bring in this year', /two calendar years/);
    expectRefused(wb, 'total mrr in 2026', /two calendar years/);
    expectValue(wb, 'total mrr in 2026-03', sum(S.PLANS.map((_, p) => S.mrr(p, 8))));
  });
});
