/**
 * Issue 13, pass 27: the twenty-first blind set's layouts, by shape (pass27-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass27-shapes';
import { subtotalPickReason } from './subtotal-row-pick';
import { ask, r2, expectValue, expectRefused, sum } from './pass-expect';

describe('W1: budget vs actual by quarter with a Year pair', () => {
  const variants: Array<[string, string, S.QuarterLine[]]> = [
    ['Year', 'Year', S.BVA_REVENUE],
    [
      'Full year, other lines',
      'Full year',
      [
        [
          'Course fees',
          [
            [20_000, 21_500],
            [22_000, 19_800],
            [25_000, 26_100],
            [18_000, 17_250],
          ],
        ],
        [
          'Room hire',
          [
            [3_000, 2_400],
            [3_000, 3_650],
            [3_500, 3_320],
            [2_500, 2_980],
          ],
        ],
      ],
    ],
  ];
  test.each(variants)('%s', async (_name, yearLabel, rev) => {
    const wb = await bookOf([
      {
        name: 'BvA',
        rows: S.budgetYearRows(rev, S.BVA_COSTS, yearLabel),
        merges: S.budgetYearMerges,
      },
    ]);
    const [revB, revA] = S.lineYear(S.bvaTotal('Total revenue', rev));
    const [, surA] = S.lineYear(S.bvaSurplus(rev, S.BVA_COSTS));
    expectValue(wb, 'actual revenue for the year', revA);
    expectValue(wb, 'actual surplus for the year', surA);
    expectValue(wb, 'insurance actual for the year', S.lineYear(S.BVA_COSTS[2]!)[1]);
    expectValue(wb, 'did we beat the revenue budget and by how much', revA - revB);
    const over = [...S.BVA_COSTS].sort(
      (a, b) => S.lineYear(b)[1] - S.lineYear(b)[0] - (S.lineYear(a)[1] - S.lineYear(a)[0]),
    )[0]!;
    expectValue(
      wb,
      'which cost line blew the budget the most',
      S.lineYear(over)[1] - S.lineYear(over)[0],
      over[0],
    );
    expectValue(wb, 'revenue vs budget in % for the year', (revA / revB) * 100);
    // a sum over the sides never adds the Year columns in with the quarters
    for (const q of ['total actual costs', 'actual revenue', 'what was the actual profit']) {
      const a = ask(wb, q);
      if (!a.refused) expect([q, r2(Number(a.figures[0]!.value))]).not.toEqual([q, r2(2 * revA)]);
    }
    expectValue(wb, 'actual revenue in q2', sum(rev.map((l) => l[1][1]![1])));
  });
});

describe('W3: AR aging with the TOTAL row right under the header', () => {
  const variants: Array<[string, Array<[string, number[]]>]> = [
    ['as described', S.AGING_CLIENTS],
    [
      'other clients',
      [
        ['Ortega SL', [900, 0, 0, 1_200, 7_800]],
        ['Kowalski Sp.', [5_500, 2_000, 300, 0, 1_100]],
        ['Dubois SA', [300, 0, 0, 0, 2_450]],
      ],
    ],
  ];
  test.each(variants)('%s', async (_name, clients) => {
    const wb = await bookOf([{ name: 'Aging', rows: S.agingTopTotalRows(clients) }]);
    const worst = [...clients].sort((a, b) => b[1][4]! - a[1][4]!)[0]!;
    expectValue(wb, 'which client is the worst for >90 days', worst[1][4]!, worst[0]);
    const totals = clients.map((c) => sum(c[1]));
    const big = Math.max(...totals);
    expectValue(wb, 'whats the share of the biggest debtor in total AR', (big / sum(totals)) * 100);
  });
});

describe('W5: a bank export, newest first', () => {
  const other: typeof S.BANK = [
    ['2025-07-02', 'STRIPE PAYOUT', null, 3_200],
    ['2025-07-05', 'ATM CASH 0042', 100, null],
    ['2025-07-11', 'BP 7781 HOUSTON', 45.2, null],
    ['2025-08-01', 'STRIPE PAYOUT', null, 900],
    ['2025-08-03', 'ATM WITHDRAWAL', 250, null],
    ['2025-08-20', 'LANDLORD RENT', 1_750, null],
    ['2025-09-09', 'STRIPE PAYOUT', null, 2_600.4],
  ];
  test.each([
    ['as described', S.BANK],
    ['other lines', other],
  ])('%s', async (_name, lines) => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankNewestFirstRows(lines) }]);
    const debitsOf = (re: RegExp): number =>
      sum(lines.filter((l) => re.test(l[1])).map((l) => l[2] ?? 0));
    expectValue(wb, 'how much cash did we take out at atms', debitsOf(/ATM/));
    expectValue(wb, 'what did we spend on fuel', debitsOf(/SHELL|BP /));
    const net = (m: string): number =>
      sum(lines.filter((l) => l[0].slice(5, 7) === m).map((l) => (l[3] ?? 0) - (l[2] ?? 0)));
    const best = ['07', '08', '09'].sort((a, b) => net(b) - net(a))[0]!;
    expectValue(wb, 'which month did we net the most', net(best));
    expectValue(wb, 'net cash flow in september', net('09'));
    let bal = S.BANK_OPENING;
    const balances = lines.map((l) => (bal = bal - (l[2] ?? 0) + (l[3] ?? 0)));
    expectValue(wb, 'lowest balance we hit', Math.min(...balances));
    expectValue(wb, 'what was the opening balance in july', S.BANK_OPENING);
  });
});

describe('W2: "this year" / "last year" on a sheet of years', () => {
  test.each([
    ['as described', S.PL_INCOME],
    [
      'other lines',
      [
        ['Consulting', 1_900_000, 1_450_500],
        ['Licences', 420_000, 515_000],
      ] as Array<[string, number, number]>,
    ],
  ])('%s', async (_name, income) => {
    const wb = await bookOf([{ name: 'PL', rows: S.twoYearPlRows(income) }]);
    const s = (ls: Array<[string, number, number]>, i: 1 | 2): number => sum(ls.map((l) => l[i]));
    const np = (i: 1 | 2): number => s(income, i) - s(S.PL_COSTS, i);
    expectValue(wb, 'compare this year to last on net profit', np(1) - np(2));
    expectRefused(wb, 'what did we make last year', /income.*profit/);
    expectRefused(wb, 'net profit last year', /2025.*2024/);
    expectRefused(wb, 'how many tonnes did we ship last year');
    // a change against last year is newest against the one before, never asked back
    expectValue(wb, 'how did net profit change from last year', np(1) - np(2));
  });
});

describe('W4: an expense log with Subtotal rows', () => {
  test('largest single bill and the count of lines', async () => {
    const wb = await bookOf([{ name: 'Expenses', rows: S.expenseSubtotalRows() }]);
    const top = [...S.EXPENSES].sort((a, b) => b[3] - a[3])[0]!;
    expectValue(wb, 'who was the largest single bill from', top[3], top[1]);
    expectValue(wb, 'how many expenses are logged', S.EXPENSES.length);
  });
  test('a largest single line read off a Subtotal row is refused', async () => {
    const wb = await bookOf([{ name: 'Expenses', rows: S.expenseSubtotalRows() }]);
    const subRow = S.expenseSubtotalRows().findIndex((r) => /^Subtotal/.test(String(r[2])));
    const fake = {
      text: 'Highest Amount AED: x',
      figures: [
        {
          label: 'Amount AED',
          value: '1',
          display: '1',
          source: { sheet: 'Expenses', range: `D${subRow + 1}` },
        },
      ],
      refused: false,
      kind: 'max',
    };
    expect(subtotalPickReason(wb, 'who was the largest single bill from', fake)).toMatch(
      /subtotal/,
    );
    expect(subtotalPickReason(wb, 'which month was highest', fake)).toBeUndefined();
  });
});

describe('M1: a cash-flow statement, quarters and the year as a number', () => {
  test.each([
    ['as described', S.CASH_START],
    ['another opening balance', 9_120.5],
  ])('%s', async (_name, start) => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows(S.CASH_LINES, start) }]);
    const lines = S.CASH_LINES.filter((l): l is [string, number[]] => l.length === 2);
    const line = (re: RegExp): number[] => lines.find((l) => re.test(l[0]))![1];
    const opQ = [0, 1, 2, 3].map((i) => sum(lines.slice(0, 4).map((l) => l[1][i]!)));
    const netQ = [0, 1, 2, 3].map((i) => sum(lines.map((l) => l[1][i]!)));
    expectValue(wb, 'operating cash flow for the year', sum(opQ));
    expectValue(wb, 'how much cash did we end the year with', start + sum(netQ));
    expectValue(wb, 'net change in cash in q2', netQ[1]!);
    expectValue(wb, 'how much did the owner take out', sum(line(/Owner/)));
    expectValue(wb, 'wages paid over the year', sum(line(/Wages/)));
    const worst = netQ.indexOf(Math.min(...netQ));
    expectValue(wb, 'which quarter was worst for cash', netQ[worst]!);
    expectValue(wb, 'cash at the start of q3', start + netQ[0]! + netQ[1]!);
  });
});

describe('W7: MRR by plan with a stacked members table', () => {
  test.each([
    ['as described', S.MRR_PLANS],
    [
      'other plans',
      S.MRR_PLANS.slice(1).map((p): (typeof S.MRR_PLANS)[number] => [
        `${p[0]} plus`,
        p[1].map((v, i) => v + 900 * i),
        p[2].map((v) => v + 3),
      ]),
    ],
  ])('%s', async (_name, plans) => {
    const wb = await bookOf([{ name: 'MRR', rows: S.mrrStackRows(plans) }]);
    const mrr = S.MRR_MONTHS.map((_, m) => sum(plans.map((p) => p[1][m]!)));
    const members = S.MRR_MONTHS.map((_, m) => sum(plans.map((p) => p[2][m]!)));
    const last = S.MRR_MONTHS.length - 1;
    expectValue(wb, 'how many members do we have', members[last]!);
    const top = [...plans].sort((a, b) => sum(b[1]) - sum(a[1]))[0]!;
    expectValue(wb, 'which plan brings in the most', sum(top[1]), top[0]);
    expectValue(wb, 'what is our mrr now', mrr[last]!);
    expectValue(wb, 'mrr growth since january', ((mrr[last]! - mrr[0]!) / mrr[0]!) * 100);
    expectValue(wb, 'best month for revenue', Math.max(...mrr));
    expectValue(wb, 'how many members did we gain from jan to sep', members[last]! - members[0]!);
    expectValue(wb, 'average revenue per member in september', mrr[last]! / members[last]!);
  });
});

describe('W6: payroll with a two-row header and a Total row', () => {
  test.each([
    ['as described', S.PAY_STAFF],
    [
      'other staff',
      [
        ['Choi Yuna', 2_900_000],
        ['Jung Hoon', 6_300_000],
      ] as Array<[string, number]>,
    ],
  ])('%s', async (_name, staff) => {
    const wb = await bookOf([
      { name: 'Payroll', rows: S.payrollTwoRowRows(staff), merges: S.payrollTwoRowMerges },
    ]);
    const staffRows = S.payrollTwoRowRows(staff).filter(
      (r) => typeof r[0] === 'string' && S.PAY_MONTHS.includes(r[0]),
    );
    const col = (i: number, month?: string): number =>
      sum(staffRows.filter((r) => !month || r[0] === month).map((r) => Number(r[i])));
    expectValue(wb, 'how much did we pay in pension contributions in november', col(4, 'November'));
    expectValue(wb, 'average gross salary per month per person', col(2) / staffRows.length);
    const who = staff[1]![0];
    expectValue(
      wb,
      `health insurance for ${who} over the three months`,
      sum(staffRows.filter((r) => r[1] === who).map((r) => Number(r[5]))),
    );
  });
});

describe('M3: export values and tonnes on two sheets', () => {
  test.each([
    ['as described', S.EXPORTS],
    [
      'other destinations',
      [
        ['Brazil', [1_400, 1_650, 1_500], [400, 470, 430]],
        ['India', [2_300, 1_900, 1_700], [690, 600, 540]],
        ['Mexico', [800, 760, 700], [230, 220, 205]],
        ['USA', [3_100, 3_050, 2_900], [820, 810, 790]],
      ] as typeof S.EXPORTS,
    ],
  ])('%s', async (_name, lines) => {
    const wb = await bookOf(S.exportSheets(lines));
    const top = [...lines].sort((a, b) => b[1][0]! - a[1][0]!)[0]!;
    expectValue(wb, 'which country buys the most from us', top[1][0]!, top[0]);
    const [t25, t24] = [sum(lines.map((l) => l[1][0]!)), sum(lines.map((l) => l[1][1]!))];
    expectValue(wb, 'how did exports change from 2024 to 2025 in %', ((t25 - t24) / t24) * 100);
    const grew = [...lines].sort((a, b) => b[1][0]! - b[1][1]! - (a[1][0]! - a[1][1]!))[0]!;
    expectValue(wb, 'which market grew the most in dollars', grew[1][0]! - grew[1][1]!, grew[0]);
    const usa = lines.find((l) => l[0] === 'USA')!;
    expectValue(wb, 'average price per tonne to the usa in 2025', (usa[1][0]! * 1000) / usa[2][0]!);
    expectRefused(wb, 'how many tonnes did we ship last year', /2025.*2024/);
  });
});
