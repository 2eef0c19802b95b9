/**
 * Issue 13, pass 33: the twenty-sixth blind set's layouts, by shape (pass33-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass33-shapes';
import { ask, expectRefused, expectValue, sum } from './pass-expect';

describe('W1: "grow" as a word of a line is no growth', () => {
  it('"what did we spend on grow rooms in 2025" reads the line in 2025', async () => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.growCashRows() }]);
    const a = ask(wb, 'what did we spend on grow rooms in 2025');
    expect(a.kind).not.toMatch(/growth|change/);
    expectValue(wb, 'what did we spend on grow rooms in 2025', -1_004);
  });
});

describe('W2: a stock list with Unit cost and Stock value', () => {
  it('"what does a <item> cost us" / "how much is one <item>" is the Unit cost', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows() }]);
    expectValue(wb, 'what does a raku cup cost us', 6.4);
    expectValue(wb, 'how much is one stoneware bowl', 9.15);
    expectValue(wb, 'stock value of raku cup', 24 * 6.4);
  });
});

describe('W3, M3: a hire log, its costs and its fleet', () => {
  const book = () =>
    bookOf([
      { name: 'Hires', rows: S.hireRows() },
      { name: 'Costs', rows: S.costRows() },
      { name: 'Fleet', rows: S.fleetRows() },
    ]);
  const hs = S.hires();
  const q3 = hs.filter((h) => h.date.getUTCMonth() >= 6 && h.date.getUTCMonth() <= 8);
  it('the Overweight column named is added, empty cells as 0', async () => {
    const wb = await book();
    expectValue(wb, 'overweight charges total', sum(hs.map((h) => h.over ?? 0)));
  });
  it('"hires in Q3" is the Invoice total, "how many" the rows; never the Hire price', async () => {
    const wb = await book();
    expectValue(wb, 'hires in Q3', sum(q3.map(S.invoiceOf)));
    expectValue(wb, 'how many hires in Q3', q3.length);
    expectValue(wb, 'how many hires', hs.length);
    expectValue(
      wb,
      'how many 8 yard skips did we hire out',
      hs.filter((h) => h.skip === '8 yd').length,
    );
  });
  it('a profit is never the income alone', async () => {
    const wb = await book();
    expectRefused(wb, 'did we make money this year');
  });
  it("the costs sheet's most expensive month, the skips owned", async () => {
    const wb = await book();
    const totals = S.COST_MONTHS.map((_, m) => sum(S.costLine(m)));
    const top = totals.indexOf(Math.max(...totals));
    expectValue(wb, 'most expensive month to run', totals[top]!);
    expectValue(wb, 'how many skips do we own', sum(S.FLEET.map((f) => f[1])));
  });
});

describe('W4, M2: an orders export with paid / refunded / pending', () => {
  const os = S.orders();
  const of = (st: string) => os.filter((o) => o.status === st);
  it('a status named keeps its rows: Total, Taxes, a mean, a count in a month', async () => {
    const wb = await bookOf([{ name: 'Orders', rows: S.orderRows() }]);
    expectValue(wb, 'how much was refunded', sum(of('refunded').map(S.orderTotal)));
    expectValue(wb, 'total of paid orders', sum(of('paid').map(S.orderTotal)));
    expectValue(wb, 'sales tax collected on paid orders', sum(of('paid').map((o) => o.taxes)));
    expectValue(wb, 'pending orders value', sum(of('pending').map(S.orderTotal)));
    const paid = of('paid').map(S.orderTotal);
    expectValue(wb, 'mean paid order total', sum(paid) / paid.length);
    expectValue(
      wb,
      'paid orders in june',
      of('paid').filter((o) => o.at.getUTCMonth() === 5).length,
    );
  });
  it('the biggest order, shipping paid, discounts given', async () => {
    const wb = await bookOf([{ name: 'Orders', rows: S.orderRows() }]);
    const totals = os.map(S.orderTotal);
    const top = totals.indexOf(Math.max(...totals));
    expectValue(wb, 'biggest order', totals[top]!, os[top]!.name);
    expectValue(wb, 'how much shipping did customers pay', sum(os.map((o) => o.shipping)));
    expectValue(wb, 'discounts given', sum(os.map((o) => o.discount)));
  });
});

describe('W5: a count of a thing whose only line is money is refused', () => {
  it('"how many members" on a budget with a Memberships line', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: S.memberBudgetRows() }]);
    expectRefused(wb, 'how many members do we have');
    expectValue(wb, 'how many lines are there', 3);
  });
  it('"how many tickets did we sell" on a P&L with a Ticket sales line', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.ticketPnlRows() }]);
    expectRefused(wb, 'how many tickets did we sell');
  });
});

describe('M1: months down × courses across with a Total column', () => {
  const totals = S.MONTHS25.map((_, m) => S.monthTotal(m));
  it('a bare question reads the Total column', async () => {
    const wb = await bookOf([{ name: 'Fees', rows: S.courseRows() }]);
    expectValue(wb, 'what did we take in fees for the whole year', sum(totals));
    expectValue(wb, 'best month?', Math.max(...totals));
    expectValue(wb, 'which month was slowest', Math.min(...totals));
    expectValue(wb, 'how did we do in march', totals[2]!);
    expectValue(wb, 'what were sales in the second half of the year', sum(totals.slice(6)));
    expectValue(
      wb,
      'growth from january to december in %',
      ((totals[11]! - totals[0]!) / totals[0]!) * 100,
    );
    expectValue(wb, 'average month', sum(totals) / 12);
    // a course named is still that course
    expectValue(wb, 'keelboat in march', S.fee(2, 1));
  });
});

describe('M4: a loan schedule with month labels and a Total row', () => {
  const ls = S.pesoLines();
  it('still owed today, the total repaid, the payments left', async () => {
    const wb = await bookOf([{ name: 'Loan', rows: S.pesoLoanRows() }]);
    // Jan-25 … Nov-26 are due by 24 Nov 2026: 23 payments made
    expectValue(wb, 'how much do we still owe', ls[22]!.balance);
    expectValue(wb, 'total we will repay', sum(ls.map((l) => l.payment)));
    expectValue(wb, 'how many payments are left', ls.length - 23);
  });
});

describe("M5: a cash-flow section named bare, a two-year sheet's revenue lines", () => {
  it('"financing 2025" is the net cash from financing activities in 2025', async () => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.growCashRows() }]);
    expectValue(wb, 'financing 2025', -650);
    expectValue(wb, 'investing 2024', -1_550);
  });
  it('"biggest revenue line this year" is the newest year\'s largest line, never the total', async () => {
    const wb = await bookOf([{ name: 'Summary', rows: S.twoYearRows() }]);
    const lines = S.TWO_YEAR.filter(([l]) => !/^total/i.test(l));
    const top = lines.reduce((a, b) => (b[2] > a[2] ? b : a));
    expectValue(wb, 'biggest revenue line this year', top[2], top[0]);
  });
});

describe('M5: a bank export, newest first', () => {
  it('payouts named are Credits, a word of the descriptions is their Debits', async () => {
    const wb = await bookOf([{ name: 'Statement', rows: S.bankRows() }]);
    const rows = (re: RegExp) => S.BANK.filter((b) => re.test(b[1]));
    expectValue(wb, 'how much did sumup pay out', sum(rows(/SUMUP PAYOUT/).map((b) => b[3]!)));
    expectValue(wb, 'how much for jars', sum(rows(/JARS/).map((b) => b[2]!)));
  });
});
