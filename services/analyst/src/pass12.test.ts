/**
 * Issue 13, pass 12: the kinds of wrong figures the sixth hold-out found, rebuilt on workbooks
 * written here (pass12-shapes.ts): a clinic's months × treatments, a QuickBooks P&L with Net
 * Operating Income, an outdoor shop's stock list, a wine merchant's revenue and case tables
 * stacked on one sheet, a kennel's nights / costs / rates, an equipment loan with opening and
 * closing balances, an orders export with refunds, a gym's membership by month.
 */
import { answerQuestion } from './answer';
import { refused, value } from './answer-checks';
import { bookOf } from './pass5-shapes';
import * as S from './pass12-shapes';

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const cents = (x: number): number => Math.round(x * 100) / 100;

describe('A1: months down, items across: "which treatment earns the most" ranks the items', () => {
  test('the item columns ranked by their year totals, never a month', async () => {
    const wb = await bookOf([{ name: 'Clinic', rows: S.clinicRows() }]);
    const totals = S.TREATMENTS.map((_, t) => sum(S.CLINIC.map((r) => r[t]!)));
    const most = S.TREATMENTS[totals.indexOf(Math.max(...totals))]!;
    const least = S.TREATMENTS[totals.indexOf(Math.min(...totals))]!;
    for (const q of ['which treatment earns the most', 'which treatments made the most money']) {
      const a = answerQuestion(wb, q);
      expect(a.refused).toBe(false);
      expect(a.figures[0]!.at).toBe(most);
      expect(Number(a.figures[0]!.value)).toBe(Math.max(...totals));
    }
    expect(answerQuestion(wb, 'which treatment brought in the least').figures[0]!.at).toBe(least);
    expect(answerQuestion(wb, 'which is our best selling treatment').figures[0]!.at).toBe(most);
    // people are never the columns' kind; a word that names nothing still refuses
    refused(wb, 'which customer earned the most');
  });
});

describe('A2: a QuickBooks P&L with Net Operating Income and Net Income', () => {
  test('"net operating income" is that one line, never both added', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbNoiRows() }]);
    const { income, cogs, expenses, other } = S.QB_NOI;
    expect(value(wb, 'what was net operating income')).toBe(income - cogs - expenses);
    expect(value(wb, 'net income')).toBe(income - cogs - expenses + other);
  });
});

describe('A3: an inventory list', () => {
  test('"ties up the most money" ranks every row by stock value; an item counts its qty', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows() }]);
    const values = S.STOCK.map(([, , , q, u]) => cents(q * u));
    const top = S.STOCK[values.indexOf(Math.max(...values))]!;
    const a = answerQuestion(wb, 'which item ties up the most money');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.at).toBe(top[1]);
    expect(value(wb, 'how many camping stoves do we have')).toBe(25);
    expect(value(wb, 'how many fleeces do we have')).toBe(40);
  });
});

describe('A4: a revenue table and a case table stacked on one sheet', () => {
  test.each([
    ['Revenue by wine (in k€)', 'Volume by wine (cases)'],
    ['Net sales (in k€)', 'Cases sold'],
  ])('%s over %s: money words read the money table, the unit the volume one', async (r, v) => {
    const wb = await bookOf([{ name: 'Wines', rows: S.wineRows(r, v) }]);
    const rev25 = sum(S.WINE.rev.map((l) => l[2]));
    const cases25 = sum(S.WINE.cases.map((l) => l[2]));
    expect(value(wb, 'what were total sales in 2025')).toBe(rev25);
    expect(value(wb, 'what was total revenue in 2025')).toBe(rev25);
    expect(value(wb, 'red sales 2024')).toBe(S.WINE.rev[0]![1]);
    expect(value(wb, 'how many cases did we sell in 2025')).toBe(cases25);
    expect(value(wb, 'what was our case volume in 2024')).toBe(sum(S.WINE.cases.map((l) => l[1])));
    expect(value(wb, 'how many cases of white did we sell last year')).toBe(S.WINE.cases[1]![1]);
    expect(value(wb, 'how many cases went through in 2025')).toBe(cases25);
    const rose = S.WINE.cases[2]!;
    expect(value(wb, 'how many more cases of rosé did we sell in 2025 than 2024')).toBe(
      rose[2] - rose[1],
    );
    // nothing picks one table: asked back
    refused(wb, 'total in 2025');
  });
});

describe('A5 / A6: a kennel book of nights, costs and rates', () => {
  test('counts the book does not keep refuse; busiest is nights; charge is the rate', async () => {
    const wb = await bookOf(S.kennelSheets());
    refused(wb, 'how many bookings did we have');
    refused(wb, 'how many dogs did we have');
    refused(wb, 'how many dogs in march');
    const perMonth = S.NIGHTS.map(sum);
    const busiest = answerQuestion(wb, 'busiest month');
    expect(busiest.refused).toBe(false);
    expect(Number(busiest.figures[0]!.value)).toBe(Math.max(...perMonth));
    expect(busiest.figures[0]!.source.sheet).toBe('Nights');
    expect(Number(answerQuestion(wb, 'which month was quietest?').figures[0]!.value)).toBe(
      Math.min(...perMonth),
    );
    // a measure named keeps its own sheet
    expect(
      answerQuestion(wb, 'what was the busiest month for costs').figures[0]!.source.sheet,
    ).toBe('Costs');
    expect(value(wb, 'what do we charge for medium dogs')).toBe(S.RATES[1]![1]);
    expect(value(wb, 'what do we charge for medium')).toBe(S.RATES[1]![1]);
    expect(value(wb, 'what is the rate for medium')).toBe(S.RATES[1]![1]);
    expect(value(wb, 'medium rate per night')).toBe(S.RATES[1]![1]);
    expect(value(wb, 'what was the previous rate for small')).toBe(S.RATES[0]![2]);
  });
});

describe('A7: an amortisation schedule with opening and closing balances', () => {
  test('"balance after payment N" is the closing balance; the rate is the APR line', async () => {
    const { rows, closing } = S.amortRows();
    const wb = await bookOf([{ name: 'Loan', rows }]);
    expect(value(wb, 'balance after payment 6')).toBe(closing[5]);
    expect(value(wb, 'how much do we still owe after payment 3')).toBe(closing[2]);
    const rate = answerQuestion(wb, 'what is the interest rate');
    expect(rate.refused).toBe(false);
    expect(rate.figures[0]!.display).toBe('8.40%');
  });

  test('no rate line above the schedule: the rate is refused, never a sum of Interest', async () => {
    const { rows } = S.amortRows();
    const wb = await bookOf([{ name: 'Loan', rows: rows.filter((r) => r[0] !== 'APR') }]);
    refused(wb, 'what is the interest rate');
  });
});

describe('A8: an orders export with refunds', () => {
  test('refunds sum the refunded orders; orders in a month are counted once', async () => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.orderExportRows() }]);
    const firsts = S.ORDER_LINES.filter((l, i, all) => all.findIndex((x) => x[0] === l[0]) === i);
    const refunded = firsts.filter((l) => l[2] === 'refunded');
    expect(value(wb, 'how much did we refund')).toBe(sum(refunded.map((l) => l[3])));
    expect(value(wb, 'how many orders were refunded')).toBe(refunded.length);
    const april = firsts.filter((l) => l[1].startsWith('2025-04'));
    expect(value(wb, 'how many orders in April')).toBe(april.length);
    expect(value(wb, 'how many orders did we get in march 2025')).toBe(
      firsts.filter((l) => l[1].startsWith('2025-03')).length,
    );
  });
});

describe('A9: a level kept month by month', () => {
  test('"at year end" is December; the months of a level are never summed', async () => {
    const { rows, active } = S.membershipRows();
    const wb = await bookOf([{ name: 'Members', rows }]);
    expect(value(wb, 'how many active members at year end')).toBe(active[11]);
    expect(value(wb, 'active members at the end of the year')).toBe(active[11]);
    expect(value(wb, 'active members in march')).toBe(active[2]);
    refused(wb, 'how many active members do we have');
    expect(value(wb, 'how many new members did we get in total')).toBe(sum(S.MEMBERS.joined));
  });
});

describe('B1: a cash-flow statement, years as numbers newest first', () => {
  const variants = (): Array<[string, ReturnType<typeof S.cashFlowRows>['rows']]> => {
    const rows = S.cashFlowRows().rows;
    return [
      ['a title and a blank row', rows],
      [
        'two title lines right above the year row',
        [
          ['Riverside Bakery Ltd'],
          ['Statement of cash flows for the year ended 31 December 2025'],
          [null, 2025, 2024],
          ...rows.slice(3),
        ],
      ],
    ];
  };
  test.each(variants())('%s: years are periods, lines found by owners words', async (_, rows) => {
    const wb = await bookOf([{ name: 'Cash flow', rows }]);
    const { op, inv, end } = S.cashFlowRows();
    expect(value(wb, 'net cash from operating activities this year')).toBe(op[0]);
    expect(value(wb, 'how much cash did operations generate last year')).toBe(op[1]);
    expect(value(wb, 'how much did we borrow this year')).toBe(S.CF.loanDrawdown[0]);
    expect(value(wb, 'investing cash flow over both years')).toBe(inv[0]! + inv[1]!);
    expect(value(wb, 'what was our cash at the end of this year')).toBe(end[0]);
    expect(value(wb, 'how much did we pay in dividends last year')).toBe(S.CF.dividends[1]);
  });
});

describe('B2: a sales log whose only money column is Amount', () => {
  test('sales words read Amount; people booked read People', async () => {
    const wb = await bookOf([{ name: 'Sales', rows: S.lessonRows() }]);
    const amounts = S.LESSONS.map((l) => l[4]);
    expect(value(wb, 'total sales')).toBe(sum(amounts));
    expect(value(wb, 'total revenue')).toBe(sum(amounts));
    expect(value(wb, 'average sale')).toBe(cents(sum(amounts) / amounts.length));
    expect(value(wb, 'biggest sale')).toBe(Math.max(...amounts));
    expect(value(wb, 'smallest sale')).toBe(Math.min(...amounts));
    const q4 = S.LESSONS.filter((l) => l[0] >= '2025-10');
    expect(value(wb, 'sales in Q4')).toBe(sum(q4.map((l) => l[4])));
    const group = S.LESSONS.filter((l) => l[2] === 'Group lesson');
    expect(value(wb, 'group lesson revenue')).toBe(sum(group.map((l) => l[4])));
    expect(value(wb, 'how many people booked')).toBe(sum(S.LESSONS.map((l) => l[3])));
    expect(value(wb, 'how many people booked a group lesson')).toBe(sum(group.map((l) => l[3])));
  });
});
