/**
 * Issue 13, pass 21: the fifteenth blind set's wrong figures (W1–W7) and the whole books it
 * refused (S1–S8), by shape (pass21-shapes.ts). Each question is answered right or refused,
 * never with a share for an amount, the wrong line as a divisor, every row for "deposits", a
 * level added over a year, a forecast read off the budget, or a schedule cell for the loan.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass21-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const got = (wb: Book, q: string): { value: number; at: string; line: string } | undefined => {
  const a = answerQuestion(wb, q);
  if (a.refused) return undefined;
  const f = a.figures[0]!;
  return { value: Number(f.value), at: f.at ?? '', line: a.text.split('\n')[0]! };
};
const r2 = (n: number): number => Math.round(n * 100) / 100;
const expectValue = (wb: Book, q: string, v: number): void =>
  expect([q, got(wb, q)?.value === undefined ? undefined : r2(got(wb, q)!.value)]).toEqual([
    q,
    r2(v),
  ]);
const expectRefused = (wb: Book, q: string): void =>
  expect([q, answerQuestion(wb, q).refused]).toEqual([q, true]);
/** right, or refused: never another figure */
const expectRightOrRefused = (wb: Book, q: string, v: number): void => {
  const a = got(wb, q);
  if (a) expect([q, r2(a.value)]).toEqual([q, r2(v)]);
};
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('W1: "how much <product> revenue in the second half" is an amount, never a share', () => {
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Amount', 'Sales', 'Total'].flatMap((m) => [true, false].map((b) => [t, m, b] as const)),
    ),
  )('sales log | titles %s | %s | blank %s', async (titles, money, blank) => {
    const wb = await bookOf([{ name: 'Sales', rows: S.salesLogRows(titles, money, blank) }]);
    for (const p of S.PRODUCTS) {
      const v = S.productSecondHalf(p);
      for (const q of [
        `how much ${p.toLowerCase()} revenue in the second half`,
        `How much ${p} revenue did we make in H2?`,
        `how much revenue from ${p.toLowerCase()} in the second half`,
      ]) {
        const a = answerQuestion(wb, q);
        expect([q, a.figures[0]?.display.endsWith('%')]).not.toEqual([q, true]);
        expectRightOrRefused(wb, q, v);
      }
      expectValue(wb, `how much ${p.toLowerCase()} revenue in the second half`, v);
    }
  });
});

describe('W2: "X as a % of Y" divides by the line Y names', () => {
  const food = (S.pnlYear('Food purchases') / S.pnlYear('Food & platters')) * 100;
  const drink = (S.pnlYear('Drink purchases') / S.pnlYear('Drinks')) * 100;
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['FY 2025', 'Total', 'FY'].flatMap((fy) => [true, false].map((b) => [t, fy, b] as const)),
    ),
  )('P&L | titles %s | %s | blank %s', async (titles, fy, blank) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.pnlRows(titles, fy, blank) }]);
    for (const q of [
      'food purchases as a % of food sales',
      'What were food purchases as a percentage of food sales?',
    ])
      expectValue(wb, q, food);
    expectRightOrRefused(wb, 'drink purchases as a % of drinks sales', drink);
    expectRefused(wb, 'food purchases as a % of hamster sales');
    expectRefused(wb, 'food purchases as a % of pet sales');
  });
});

describe('W3, S3: a bank export newest first (Debit | Credit | Balance)', () => {
  const credits = S.BANK.filter((b) => b[3] !== null);
  const debits = S.BANK.filter((b) => b[2] !== null);
  const labels: Array<[string, string]> = [
    ['Debit', 'Credit'],
    ['Withdrawals', 'Deposits'],
    ['Paid out', 'Paid in'],
  ];
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['¥', '$', '€', ''].flatMap((c) => labels.map((l) => [t, c, l] as const)),
    ),
  )('bank | titles %s | currency "%s" | %j', async (titles, currency, names) => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankRows(titles, currency, names) }]);
    expectValue(wb, 'how many deposits', credits.length);
    expectValue(wb, 'how many deposits were there?', credits.length);
    expectValue(wb, 'how many withdrawals', debits.length);
    expectValue(wb, 'total money in', sum(credits.map((b) => b[3]!)));
    expectValue(wb, 'how much went out', sum(debits.map((b) => b[2]!)));
    expectValue(wb, 'biggest payment out', Math.max(...debits.map((b) => b[2]!)));
    expectValue(
      wb,
      'how much client harbour ltd received',
      sum(credits.filter((b) => b[1].startsWith('Client Harbour')).map((b) => b[3]!)),
    );
    expectValue(
      wb,
      'net cash flow for the quarter',
      sum(credits.map((b) => b[3]!)) - sum(debits.map((b) => b[2]!)),
    );
    expectValue(
      wb,
      'money in during february',
      sum(credits.filter((b) => b[0].getUTCMonth() === 1).map((b) => b[3]!)),
    );
    expectValue(wb, 'lowest balance', Math.min(...S.bankBalances()));
  });
});

describe('W4, S1: a stock list, its TOTAL row above or below the header', () => {
  const qty = (name: string): number => S.STOCK.find((s) => s[0] === name)![2];
  const value = (name: string): number => S.stockValue(S.STOCK.find((s) => s[0] === name)!);
  const total = sum(S.STOCK.map(S.stockValue));
  test.each(
    [0, 1, 2].flatMap((t) =>
      [true, false].flatMap((above) =>
        ['Stock value', 'Value', 'Total value'].map((v) => [t, above, v] as const),
      ),
    ),
  )('stock | titles %s | total above %s | %s', async (titles, above, valueLabel) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.stockRows(titles, above, valueLabel) }]);
    for (const item of ['Lamp', 'Chair', 'Table', 'Rug', 'Mirror']) {
      expectValue(wb, `how many ${item.toLowerCase()}s`, qty(item));
      expectValue(wb, `how many ${item.toLowerCase()}s do we have`, qty(item));
    }
    expectValue(wb, 'total stock value', total);
    expectValue(wb, 'how many units in stock', sum(S.STOCK.map((s) => s[2])));
    const worth = got(wb, 'which item is worth most');
    expect([worth?.at, worth?.value]).toEqual(['Rug', value('Rug')]);
    expectValue(wb, 'unit cost of rugs', 75);
    expectValue(wb, 'how many items are out of stock', 1);
    const dear = got(wb, 'what is the most expensive to buy in');
    expect([dear?.at, dear?.value]).toEqual(['Table', 130]);
    expectValue(wb, 'what do we have most of', 14);
    expectValue(wb, 'value of mirrors', value('Mirror'));
    expectValue(wb, 'how many different items', S.STOCK.length);
    expectValue(wb, 'what share of stock value is rugs', (value('Rug') / total) * 100);
  });
});

describe('W5: an opinion or a forecast the sheet does not hold is refused', () => {
  test.each([0, 1, 2])('budget vs actual | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Budget', rows: S.budgetRows(titles) }]);
    for (const q of [
      "what should next season's budget be",
      'What should we budget for kit next year?',
      'will we go over budget next season',
      'predict next season travel',
      'how much should we spend on travel',
    ])
      expectRefused(wb, q);
    // the sheet's own figures still answer
    expectValue(wb, 'total budget', 8300);
  });
  test('a column that is the next year budget is read', async () => {
    const wb = await bookOf([
      {
        name: 'Budget',
        rows: [
          ['Line', 'Actual', 'Budget next year'],
          ['Kit', 2100, 2600],
          ['Travel', 2050, 2200],
        ],
      },
    ]);
    expect(answerQuestion(wb, 'what should the kit budget be next year').text).not.toMatch(
      /opinion or a forecast/,
    );
  });
});

describe('W6: a month written 2025-04 is that month; a level is never added over a year', () => {
  const b = S.mrrBridge();
  test.each(
    [0, 1, 2].flatMap((t) =>
      (['iso', 'slash', 'dash', 'space'] as const).flatMap((st) =>
        [true, false].map((arr) => [t, st, arr] as const),
      ),
    ),
  )('MRR bridge | titles %s | %s | ARR row %s', async (titles, style, arr) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows(titles, style, arr) }]);
    for (const m of [0, 3, 11]) {
      expectValue(wb, `ending MRR in ${S.monthLabel(m, style)}`, b['Ending MRR']![m]!);
      expectValue(wb, `starting MRR in ${S.monthLabel(m, style)}`, b['Starting MRR']![m]!);
    }
    // a level over the year: the December figure or a refusal, never the twelve added
    expectRightOrRefused(wb, 'ending mrr', b['Ending MRR']![11]!);
    expectRightOrRefused(wb, 'what was our ending MRR for the year', b['Ending MRR']![11]!);
    expectRightOrRefused(wb, 'annual run rate in December', b['Ending MRR']![11]! * 12);
    expectRightOrRefused(wb, 'new subscribers this year', sum(S.MONTH_INDEX.map((m) => 20 + m)));
  });
});

describe('W6: an Annual run rate row is read at the month, never recomputed or added', () => {
  test.each(
    (['iso', 'dash', 'space'] as const).flatMap((st) => [0, 2].map((t) => [st, t] as const)),
  )('MRR bridge with its own ARR row | %s | titles %s', async (style, titles) => {
    const rows = S.mrrRows(titles, style, true);
    const arr = rows[rows.length - 1]!;
    for (let i = 1; i < arr.length; i += 1) arr[i] = (arr[i] as number) + 7;
    const wb = await bookOf([{ name: 'MRR', rows }]);
    expectValue(wb, 'annual run rate in December', arr[12] as number);
    expectValue(wb, 'ARR in March', arr[3] as number);
  });
});

describe('W7: the loan size is the terms block amount, never a schedule cell', () => {
  test.each(
    ['Loan amount', 'Principal', 'Amount borrowed', 'Facility', 'Loan amount (£)'].flatMap((l) =>
      [true, false].map((b) => [l, b] as const),
    ),
  )('loan | %s | blank row %s', async (label, blank) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.loanRows(label, blank) }]);
    for (const q of [
      'how big was the loan',
      'How much did we borrow?',
      'what was the loan amount',
      'how large is the loan',
      'what was the size of the loan',
    ])
      expectValue(wb, q, S.LOAN);
  });
});

describe('S2: months down as Jan-25, services across, an empty corner, Total column and row', () => {
  const tots = S.MONTH_INDEX.map(S.monthTotal);
  const year = sum(tots);
  test.each(
    [0, 1, 2].flatMap((t) =>
      [true, false].flatMap((d) => ['Total', 'TOTAL'].map((l) => [t, d, l] as const)),
    ),
  )('services | titles %s | dates %s | %s', async (titles, dates, total) => {
    const wb = await bookOf([{ name: 'Sales', rows: S.servicesRows(titles, dates, total) }]);
    expectValue(wb, 'what were total sales for the year', year);
    const best = got(wb, 'best month');
    expect(best?.value).toBe(Math.max(...tots));
    const worst = got(wb, 'which was our quietest month');
    expect(worst?.value).toBe(Math.min(...tots));
    expectValue(wb, 'how did we do in March', tots[2]!);
    expectValue(wb, 'growth from January to December in %', (tots[11]! / tots[0]! - 1) * 100);
    expectValue(
      wb,
      'how much did sales grow from January to December, in percent',
      (tots[11]! / tots[0]! - 1) * 100,
    );
    expectValue(wb, 'average monthly sales', year / 12);
    expectValue(wb, 'sales in Q2', tots[3]! + tots[4]! + tots[5]!);
  });
});

describe('S4: a season book (Events, a costs log, a Summary sheet)', () => {
  const ev = S.EVENTS.map(S.eventRow);
  test.each([true, false].flatMap((t) => ['Result', 'Profit'].map((r) => [t, r] as const)))(
    'season | titles %s | %s',
    async (titles, result) => {
      const wb = await bookOf(S.seasonBook(titles, result));
      expectValue(wb, 'total ticket revenue', sum(ev.map((e) => e.revenue)));
      expectValue(wb, 'season costs', sum(ev.map((e) => e.costs)));
      expectValue(wb, 'did we make money', sum(ev.map((e) => e.result)));
      expectValue(wb, 'did we make money this season', sum(ev.map((e) => e.result)));
      expect(got(wb, 'which event made the most')?.at).toBe('Summer Fair');
      expect(got(wb, 'which event lost the most')?.at).toBe('Autumn Quiz');
      expectValue(wb, 'tickets sold in total', sum(ev.map((e) => e.tickets)));
      expect(got(wb, 'best-selling event')?.at).toBe('Summer Fair');
      for (const [e, c, v] of S.EVENT_COSTS)
        expectValue(wb, `${c.toLowerCase()} costs for the ${e.toLowerCase()}`, v);
      const catering = sum(S.EVENT_COSTS.filter((c) => c[1] === 'Catering').map((c) => c[2]));
      expectValue(
        wb,
        'catering as % of total costs',
        (catering / sum(ev.map((e) => e.costs))) * 100,
      );
      for (const e of ev)
        expectValue(wb, `how many people came to the ${e.name.toLowerCase()}`, e.tickets);
    },
  );
});

describe('S5: a Shopify orders export with Financial Status and Discount Code', () => {
  const os = S.SHOP.map(S.shopOrder);
  const total = (xs: typeof os): number => sum(xs.map((o) => o.total));
  test.each([true, false])('orders | order fields on every line %s', async (repeated) => {
    const wb = await bookOf([{ name: 'orders_export', rows: S.shopRows(repeated) }]);
    expectValue(wb, 'how much from paid orders', total(os.filter((o) => o.status === 'paid')));
    expectValue(wb, 'shipping charged', sum(os.map((o) => o.shipping)));
    expectValue(wb, 'vat collected', sum(os.map((o) => o.taxes)));
    expectValue(wb, 'biggest order', Math.max(...os.map((o) => o.total)));
    const code = got(wb, 'most used discount code');
    expect([code?.at, code?.value]).toEqual(['SPRING10', 3]);
    const de = os.filter((o) => o.country === 'DE');
    expectValue(wb, 'how many orders shipped to germany', de.length);
    expectValue(wb, 'sales to germany', total(de));
    // after pass 36 (the lead's call): with refunded orders in the export and no status named,
    // the mean over all orders, and the answer says what it is without the refunded ones
    const kept = os.filter((o) => o.status !== 'refunded');
    expect(kept.length).toBeLessThan(os.length);
    expectValue(wb, 'average order value', total(os) / os.length);
    expect(answerQuestion(wb, 'average order value').text).toMatch(
      /refunded, and leaving those out/,
    );
    expectValue(wb, 'average order value excluding refunds', total(kept) / kept.length);
    expectValue(wb, 'average order value including refunds', total(os) / os.length);
  });
});

describe('S6: a QuickBooks P&L export with numbered accounts', () => {
  const line = (l: string): number => S.QB.find((x) => x[0].endsWith(l))![1]!;
  test.each([true, false].flatMap((t) => ['Total', 'Jan - Dec 2025'].map((h) => [t, h] as const)))(
    'QuickBooks | titles %s | %s',
    async (titles, head) => {
      const wb = await bookOf([{ name: 'P&L', rows: S.qbRows(titles, head) }]);
      expectValue(wb, 'how much did we spend on advertising', line('Advertising'));
      expectValue(wb, 'total wages', line('Wages'));
      expectValue(wb, 'net margin %', (line('Net Income') / line('Total Income')) * 100);
      expectValue(
        wb,
        'wages as a percentage of income',
        (line('Wages') / line('Total Income')) * 100,
      );
      expectValue(
        wb,
        'advertising as a percentage of income',
        (line('Advertising') / line('Total Income')) * 100,
      );
      expectValue(wb, 'operating income', line('Net Operating Income'));
      expectValue(wb, 'what was our net income', line('Net Income'));
      // a line under Cost of Goods Sold, named by the words owners use for spending
      expectValue(wb, 'what did paper cost us', line('Paper & stock'));
      expectValue(wb, 'how much did we spend on paper', line('Paper & stock'));
      expectValue(wb, 'what did we spend on rent', line('Rent'));
    },
  );
});

describe('S7: a cash-flow statement with FY2024 | FY2025 headers', () => {
  const line = (l: string): [number, number] => {
    const r = S.CF.find((x) => x[0] === l)!;
    return [r[1], r[2]];
  };
  test.each(
    [0, 1, 2].flatMap((t) =>
      [true, false].flatMap((n) => ['FY', 'FY '].map((fy) => [t, n, fy] as const)),
    ),
  )('cash flow | titles %s | newest first %s | "%s2025"', async (titles, newest, fy) => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cfRows(titles, newest, fy) }]);
    expectValue(wb, 'cash at end of year', line('Cash at end of year')[1]);
    expectValue(wb, 'depreciation added back in 2024', line('Depreciation')[0]);
    expectValue(wb, 'owner drawings fy2025', line('Owner drawings')[1]);
    expectValue(
      wb,
      'what did we spend on equipment and vehicles in 2024',
      line('Purchase of equipment')[0] + line('Purchase of vehicles')[0],
    );
    expectValue(wb, 'what did we get for the old van', line('Proceeds from sale of old van')[1]);
    const op = line('Net cash from operating activities');
    expectValue(wb, 'operating cash flow change 2024 to 2025 %', (op[1] / op[0] - 1) * 100);
  });
});

describe('S8: a two-year comparison by market (2025 | 2024 | Variance | %)', () => {
  test.each([0, 1, 2])('markets | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Markets', rows: S.countryRows(titles) }]);
    const drops = S.COUNTRIES.map((c) => [c[0], c[1] - c[2]] as const).sort((a, b) => a[1] - b[1]);
    for (const q of ['biggest drop', 'which market had the biggest drop']) {
      const a = got(wb, q);
      expect([q, a?.at, a?.value]).toEqual([q, drops[0]![0], drops[0]![1]]);
    }
    expect(got(wb, 'biggest market')?.at).toBe('Germany');
    // "(EUR thousands)" in the title is the scale of every figure
    if (titles) expect(got(wb, 'biggest market')?.line).toMatch(/in thousands/);
    const t25 = sum(S.COUNTRIES.map((c) => c[1]));
    expectValue(wb, 'what share of 2025 total was germany', (1240 / t25) * 100);
    expectValue(wb, 'how did canada do vs 2024 in %', (540 / 450 - 1) * 100);
    const up = S.COUNTRIES.filter((c) => c[1] > c[2]).length;
    expectValue(wb, 'how many did better than last year', up);
    expectValue(wb, 'how many markets grew', up);
  });
});

describe('M: misses on books that mostly work', () => {
  test.each([0, 1, 2])(
    'budget vs actual with an Over (Under) column | titles %s',
    async (titles) => {
      const wb = await bookOf([{ name: 'Budget', rows: S.budgetRows(titles) }]);
      const over = got(wb, 'which expense went most over budget');
      expect([over?.at, over?.value]).toEqual(['Pitch hire', 350]);
      expect(got(wb, 'where did we save the most')?.at).toBe('Kit');
      expectValue(wb, 'travel actual as % of budget', (2050 / 1800) * 100);
      expectValue(wb, 'kit actual as a percentage of budget', (2100 / 2500) * 100);
    },
  );
  test.each(
    (['iso', 'dash', 'space'] as const).flatMap((st) => [0, 2].map((t) => [st, t] as const)),
  )('MRR bridge churn | %s | titles %s', async (style, titles) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrRows(titles, style, false) }]);
    const churn = S.mrrBridge()['Churned MRR']!;
    const lost = got(wb, 'how much MRR did we lose to churn');
    expect(Math.abs(lost!.value)).toBe(Math.abs(sum(churn)));
    const worst = churn.indexOf(Math.min(...churn));
    expect(got(wb, 'worst churn month')?.at).toBe(S.monthLabel(worst, style));
    expectValue(wb, 'new subscribers this year', sum(S.MONTH_INDEX.map((m) => 20 + m)));
    expectValue(wb, 'cancelled subscribers in Q3', sum([6, 7, 8].map((m) => 5 + (m % 3))));
  });
  test.each([true, false])('loan schedule | blank row %s', async (blank) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.loanRows('Loan amount', blank) }]);
    const rows = S.loanRows('Loan amount', blank);
    const total = rows.at(-1)!;
    expectValue(wb, 'total repaid', total[2] as number);
    expectValue(wb, 'how much have we repaid in total', total[2] as number);
    expect(got(wb, 'when is the last payment')?.at).toMatch(/2026-01-01|Jan(uary)? 2026/);
    expectValue(wb, 'how many payments are left after payment 8', 4);
    expectValue(
      wb,
      'interest as a share of everything we pay',
      ((total[3] as number) / (total[2] as number)) * 100,
    );
    // a schedule's future payments are in the sheet: "will we pay" is not a forecast
    expectValue(wb, 'how much interest will we pay in total', total[3] as number);
  });
  test.each([0, 1, 2])('P&L "how did we do in q1" is the bottom line | titles %s', async (t) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.pnlRows(t, 'FY 2025', true) }]);
    const net = S.PNL.find((p) => p[0] === 'Net profit')![1]!;
    expectValue(wb, 'how did we do in q1', net[0]!);
    expectValue(wb, 'How did we do in Q3?', net[2]!);
  });
});

describe('M: aging, expense log, payroll, job costing', () => {
  test.each(
    [0, 1, 2].flatMap((t) =>
      [
        ['1-30', '31-60', '61-90', '90+'],
        ['1 - 30', '31 - 60', '61 - 90', 'Over 90'],
      ].map((b) => [t, b] as const),
    ),
  )('aging | titles %s | %j', async (titles, buckets) => {
    const wb = await bookOf([{ name: 'AR', rows: S.agingRows(titles, buckets) }]);
    const current = S.AGING.filter(
      (r) => (r[1] ?? 0) > 0 && r.slice(2).every((v) => (v ?? 0) === 0),
    );
    expectValue(wb, 'how many customers are fully current', current.length);
    for (const r of S.AGING) {
      const q = `how much does ${r[0].toLowerCase()} owe in ${buckets[0]} days`;
      expectValue(wb, q, r[2] ?? 0);
      expectValue(wb, `${r[0]} ${buckets[1]}`, r[3] ?? 0);
    }
    const ranked = [...S.AGING].sort((a, b) => S.agingTotal(b) - S.agingTotal(a));
    const second = got(wb, 'who is our second biggest debtor');
    expect([second?.at, second?.value]).toEqual([ranked[1]![0], S.agingTotal(ranked[1]!)]);
  });
  test.each([0, 1, 2])('expense log with subtotals | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Exp', rows: S.expenseRows(titles) }]);
    expectValue(wb, 'how many expenses are in the log', S.EXP.length);
    const notRent = S.EXP.filter((e) => e[0] !== 'Rent').map((e) => e[2]);
    expectValue(wb, 'smallest non-rent expense', Math.min(...notRent));
    expectValue(wb, 'What was the largest non-utilities expense?', 1400);
  });
  test.each([0, 1, 2])('payroll | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Pay', rows: S.payrollRows(titles) }]);
    const pf = sum(S.PAY.map((p) => p[3]));
    const gross = sum(S.PAY.map((p) => p[2]));
    expectValue(wb, 'PF as % of gross', (pf / gross) * 100);
  });
  test.each([0, 1, 2].flatMap((t) => ['Status', 'Stage'].map((s) => [t, s] as const)))(
    'job costing | titles %s | %s',
    async (titles, status) => {
      const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows(titles, status) }]);
      const finished = S.JOBS.filter((j) => j[2] === 'Finished');
      expectValue(wb, 'total sales from finished jobs', sum(finished.map((j) => j[6])));
      expectValue(wb, 'how much did finished jobs bring in', sum(finished.map((j) => j[6])));
      expectValue(wb, 'hours put in', sum(S.JOBS.map((j) => j[3])));
      expectValue(wb, 'how much did nova gym pay us', 1350);
      // a customer with a job not finished: asked back, never the quotes added in
      expectRefused(wb, 'how much did harper homes pay us');
    },
  );
});
