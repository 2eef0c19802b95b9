/**
 * Issue 13, pass 19 (kind-asked.ts, job-log.ts, column-difference.ts, bank-balance-on.ts,
 * pass19-shapes.ts): the thirteenth blind set's wrong figures, by shape. Each question is
 * answered right or refused, never with a figure where a place was asked, distinct job types
 * for a count of jobs, a rate for a customer's total, one column for a difference of two, or
 * the month-end balance for a day's.
 */
import { answerQuestion } from './answer';
import { bookOf } from './pass5-shapes';
import * as S from './pass19-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const got = (wb: Book, q: string): { value: number; at: string; line: string } | undefined => {
  const a = answerQuestion(wb, q);
  if (a.refused) return undefined;
  const f = a.figures[0]!;
  return { value: Number(f.value), at: f.at ?? '', line: a.text.split('\n')[0]! };
};
const refused = (wb: Book, qs: string[]): void => {
  for (const q of qs) expect([q, got(wb, q)]).toEqual([q, undefined]);
};
const round2 = (n: number): number => Math.round(n * 100) / 100;

describe('W0: a place asked is answered by a label of that kind, or refused', () => {
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['TOTAL', 'Total', 'Jan - Dec 2025', 'FY 2025'].map((l) => [t, l] as const),
    ),
  )('P&L with full-year totals only | titles %s | %s', async (titles, label) => {
    const wb = await bookOf([{ name: 'P&L', rows: S.qbYearRows(titles, label) }]);
    refused(wb, [
      'which month was busiest',
      'what was our best month',
      'which month had the most sales',
      'what month was the best',
      'busiest month',
      'which quarter was best',
    ]);
    expect(got(wb, 'total income')?.value).toBe(223000);
  });
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Sales', 'Revenue', 'Amount', 'Sales ($)'].map((m) => [t, m] as const),
    ),
  )('departments, no products | titles %s | %s', async (titles, money) => {
    const wb = await bookOf([{ name: 'Sales', rows: S.departmentRows(titles, money) }]);
    refused(wb, [
      'what was our best selling product',
      'which product sold the most',
      'best selling product',
      'which month was busiest',
      'which customer spent the most',
    ]);
    const dept = got(wb, 'which department sold the most');
    if (dept) expect([dept.at, dept.value]).toEqual(['Bakery', 52000]);
  });
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Unit cost', 'Cost', 'Cost per unit', 'Unit cost ($)'].map((c) => [t, c] as const),
    ),
  )('inventory with a unit cost, no price | titles %s | %s', async (titles, cost) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.inventoryRows(titles, cost) }]);
    refused(wb, [
      'what will we sell a lamp for',
      'what do we sell the oak table for',
      'what is the selling price of a lamp',
      'retail price of a pine chair',
    ]);
  });
  test.each([0, 1, 2])('loan schedule | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.loanRows(titles) }]);
    refused(wb, [
      'what was the equipment we bought',
      'what is the asset we financed',
      'which month was busiest',
    ]);
    expect(got(wb, 'total interest')?.value).toBe(
      S.loanRows(0)
        .slice(1)
        .reduce((s, r) => s + Number(r[2]), 0),
    );
  });
});

describe('W1, M7: a job log counts its rows and adds its money column', () => {
  const amount = (j: (typeof S.JOB_LOG)[number]): number => j[3] * j[4];
  const sumOf = (js: typeof S.JOB_LOG): number => js.reduce((s, j) => s + amount(j), 0);
  const quarter = (d: string): number => Math.ceil(Number(d.slice(5, 7)) / 3);
  test.each(S.jobLogVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobLogRows(v) }]);
    const count = (q: string, n: number): void => expect([q, got(wb, q)?.value]).toEqual([q, n]);
    count('how many jobs did we do', S.JOB_LOG.length);
    count('how many jobs', S.JOB_LOG.length);
    count('how many jobs in Q2', S.JOB_LOG.filter((j) => quarter(j[0]) === 2).length);
    for (const c of ['Harper Ltd', 'Oakridge', 'Mills & Co']) {
      const mine = S.JOB_LOG.filter((j) => j[1] === c);
      count(`how many jobs for ${c}`, mine.length);
      count(`how many jobs did we do for ${c.toLowerCase()}`, mine.length);
      for (const q of [
        `what did we charge ${c} altogether`,
        `how much did we charge ${c} in total`,
        `how much did we bill ${c}`,
        `how much did ${c} pay us`,
      ])
        expect([q, got(wb, q)?.value]).toEqual([q, sumOf(mine)]);
    }
    expect(got(wb, 'total billed')?.value).toBe(sumOf(S.JOB_LOG));
    const kinds = [...new Set(S.JOB_LOG.map((j) => j[2]))].map(
      (k) => [k, sumOf(S.JOB_LOG.filter((j) => j[2] === k))] as const,
    );
    const top = [...kinds].sort((a, b) => b[1] - a[1])[0]!;
    const best = got(wb, 'which kind of job makes the most money');
    expect([best?.at, best?.value]).toEqual([top[0], top[1]]);
  });
});

describe('W7: total one column minus total another', () => {
  const credits = S.BANK.reduce((s, b) => s + (b[3] ?? 0), 0);
  const debits = S.BANK.reduce((s, b) => s + (b[2] ?? 0), 0);
  const pairs: Array<[string, string]> = [
    ['Debit', 'Credit'],
    ['Money out', 'Money in'],
    ['Withdrawals', 'Deposits'],
    ['Paid out', 'Paid in'],
  ];
  test.each([0, 1, 2].flatMap((t) => pairs.map(([d, c]) => [t, d, c] as const)))(
    'titles %s | %s / %s',
    async (titles, debit, credit) => {
      const wb = await bookOf([{ name: 'Bank', rows: S.bankRows(titles, debit, credit) }]);
      for (const q of [
        `total ${credit} - total ${debit}`,
        `total ${credit.toLowerCase()} minus total ${debit.toLowerCase()}`,
        `what is ${credit} less ${debit}`,
      ])
        expect([q, got(wb, q)?.value]).toEqual([q, round2(credits - debits)]);
      const q = `total ${debit} - total ${credit}`;
      expect([q, got(wb, q)?.value]).toEqual([q, round2(debits - credits)]);
    },
  );
});

describe('W5: the balance on a day is that day’s last balance', () => {
  const balances = ((): Array<[string, number]> => {
    let bal = 1000;
    return S.BANK.map(([d, , dr, cr]) => {
      bal = round2(bal - (dr ?? 0) + (cr ?? 0));
      return [d, bal];
    });
  })();
  const on = (iso: string): [string, number] => balances.filter(([d]) => d <= iso).at(-1)!;
  test.each(
    [0, 1, 2].flatMap((t) =>
      [
        ['Debit', 'Credit'],
        ['Money out', 'Money in'],
      ].map(([d, c]) => [t, d!, c!] as const),
    ),
  )('titles %s | %s / %s', async (titles, debit, credit) => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankRows(titles, debit, credit) }]);
    for (const [q, iso] of [
      ['balance on 15 november', '2025-11-15'],
      ['what was the balance on November 15th?', '2025-11-15'],
      ['balance on 16 nov 2025', '2025-11-16'],
      ['balance as of 5 november', '2025-11-05'],
      ['what was our balance on the 22nd of November', '2025-11-22'],
    ] as const) {
      const [date, value] = on(iso);
      const a = got(wb, q);
      expect([q, a?.value, a?.at]).toEqual([q, value, date]);
    }
    // a month alone is still its last balance
    expect(got(wb, 'closing balance')?.value).toBe(balances.at(-1)![1]);
  });
});

describe('W4: a bucket named ranks that bucket’s column', () => {
  const last = (row: (typeof S.AGING)[number]): number => row[4];
  const top = [...S.AGING].sort((a, b) => last(b) - last(a))[0]!;
  const cases = [0, 2].flatMap((t) =>
    S.AGING_LAST.flatMap((l) =>
      ['Customer', 'Client', 'Name', 'Tenant'].flatMap((w) =>
        [true, false].map((tot) => [t, l, w, tot] as const),
      ),
    ),
  );
  test.each(cases)('titles %s | %s | %s | totals %s', async (titles, bucket, who, totals) => {
    const wb = await bookOf([{ name: 'Aging', rows: S.agingRows(titles, bucket, who, totals) }]);
    for (const q of [
      'which customer has the most over 90 days',
      'which client owes the most over 90 days',
      'which tenant has the most over 90 days',
      'which account has the most 90+',
      'who owes the most over 90 days',
      'which debtor has the biggest balance older than 90 days',
    ]) {
      const a = got(wb, q);
      expect([q, a?.at, a?.value]).toEqual([q, top[0], last(top)]);
    }
  });
});

describe('W2, M2: stacked income and costs tables, each read on its own', () => {
  const col = (lines: typeof S.BUDGET_INCOME, i: 1 | 2): number =>
    lines.reduce((s, l) => s + l[i], 0);
  const overCosts = [...S.BUDGET_COSTS].sort((a, b) => b[2] - b[1] - (a[2] - a[1]))[0]!;
  test.each(S.stackedVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'Budget', rows: S.stackedRows(v) }]);
    for (const [q, value] of [
      ['total actual income', col(S.BUDGET_INCOME, 2)],
      ['what was our budgeted income', col(S.BUDGET_INCOME, 1)],
      ['what did we budget for costs', col(S.BUDGET_COSTS, 1)],
      ['actual costs', col(S.BUDGET_COSTS, 2)],
      ['how much did we budget for expenses', col(S.BUDGET_COSTS, 1)],
      ['income budget', col(S.BUDGET_INCOME, 1)],
      ['how much over budget were we on costs', col(S.BUDGET_COSTS, 2) - col(S.BUDGET_COSTS, 1)],
      ['how many cost lines are over budget', S.BUDGET_COSTS.filter((l) => l[2] > l[1]).length],
    ] as const)
      expect([q, got(wb, q)?.value]).toEqual([q, value]);
    const spent = got(wb, 'what percent of the cost budget did we spend');
    expect(spent?.value).toBe(round2((col(S.BUDGET_COSTS, 2) / col(S.BUDGET_COSTS, 1)) * 100));
    for (const q of [
      'which cost line is most over budget',
      'which expense line went most over budget',
    ]) {
      const a = got(wb, q);
      expect([q, a?.at, a?.value]).toEqual([q, overCosts[0], overCosts[2] - overCosts[1]]);
    }
  });
});

describe('W3, M4: sales on one sheet, costs on another', () => {
  const all = (lines: typeof S.W3_SALES): number =>
    lines.reduce((s, l) => s + l[1].reduce((a, b) => a + b, 0), 0);
  const monthOf = (lines: typeof S.W3_SALES, i: number): number =>
    lines.reduce((s, l) => s + l[1][i]!, 0);
  const profits = S.W3_MONTHS.map((_, i) => monthOf(S.W3_SALES, i) - monthOf(S.W3_COSTS, i));
  const worst = profits.indexOf(Math.min(...profits));
  const best = profits.indexOf(Math.max(...profits));
  const names: Array<[string, string]> = [
    ['Sales', 'Costs'],
    ['Revenue', 'Expenses'],
    ['Takings', 'Overheads'],
  ];
  const cases = names.flatMap((n) =>
    S.W3_LABELS.flatMap((l) =>
      [true, false].flatMap((t) => [0, 1].map((ti) => [n[0], n[1], l, t, ti] as const)),
    ),
  );
  test.each(cases)(
    '%s / %s | %s | totals %s | titles %s',
    async (sn, cn, label, totals, titles) => {
      const wb = await bookOf([
        { name: sn, rows: S.w3Rows(S.W3_SALES, 'Department', label, totals, titles, sn) },
        { name: cn, rows: S.w3Rows(S.W3_COSTS, 'Cost', label, totals, titles, cn) },
      ]);
      const profit = all(S.W3_SALES) - all(S.W3_COSTS);
      expect(got(wb, 'what was our profit')?.value).toBe(profit);
      expect(got(wb, 'how much did we make')?.value).toBe(profit);
      expect(got(wb, 'profit margin')?.value).toBe(round2((profit / all(S.W3_SALES)) * 100));
      const w = got(wb, 'worst month for profit');
      expect([w?.value, w?.at]).toEqual([profits[worst], S.w3Label(label, worst)]);
      const b = got(wb, 'which month had the highest profit');
      expect([b?.value, b?.at]).toEqual([profits[best], S.w3Label(label, best)]);
      // the sheet named by the measure: never the sales total for costs
      const costs = got(wb, `total ${cn.toLowerCase()}`);
      if (costs) expect(costs.value).toBe(all(S.W3_COSTS));
    },
  );
});

describe('W6: a plan’s price per member is its MRR over its members', () => {
  test.each(S.planVariants().map((v) => [JSON.stringify(v), v] as const))('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'Plans', rows: S.planRows(v) }]);
    for (const [plan, , price] of S.PLANS)
      for (const q of [
        `what does a ${plan.toLowerCase()} cost per member`,
        `how much does the ${plan} plan cost per member`,
        `price per member on the ${plan.toLowerCase()} plan`,
      ]) {
        const a = got(wb, q);
        // never a member count; answered or refused
        if (a) expect([q, a.value]).toEqual([q, price]);
      }
    expect(got(wb, 'what does a pro cost per member')?.value).toBe(S.PLANS[1]![2]);
    // a price that changes in one month: asked back, never one month silently
    const changed = await bookOf([
      { name: 'Plans', rows: S.planRows(v, (p, m) => (p === 1 && m === 4 ? 59 : S.PLANS[p]![2])) },
    ]);
    expect(got(changed, 'what does a pro cost per member')).toBeUndefined();
  });
});

describe('M7: Total MRR growth and the year’s revenue on the plan blocks', () => {
  const totalMrr = (m: number): number => S.PLANS.reduce((s, [, n, p]) => s + n[m]! * p, 0);
  const last = S.PLAN_MONTHS.length - 1;
  test.each(
    S.planVariants()
      .filter((v) => v.totals)
      .map((v) => [JSON.stringify(v), v] as const),
  )('%s', async (_, v) => {
    const wb = await bookOf([{ name: 'Plans', rows: S.planRows(v) }]);
    const g = got(wb, 'MRR growth');
    expect(g?.value).toBe(round2(((totalMrr(last) - totalMrr(0)) / totalMrr(0)) * 100));
    expect(got(wb, 'how much did MRR grow over the year')?.value).toBe(g?.value);
    expect(got(wb, 'total revenue for the year')?.value).toBe(
      S.PLAN_MONTHS.reduce((s, _m, i) => s + totalMrr(i), 0),
    );
  });
});

describe('M7: who paid us the biggest amount on a bank export', () => {
  const top = [...S.BANK].filter((b) => b[3] !== null).sort((a, b) => b[3]! - a[3]!)[0]!;
  test.each(
    [0, 1, 2].flatMap((t) =>
      [
        ['Debit', 'Credit'],
        ['Money out', 'Money in'],
        ['Paid out', 'Paid in'],
      ].map(([d, c]) => [t, d!, c!] as const),
    ),
  )('titles %s | %s / %s', async (titles, debit, credit) => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankRows(titles, debit, credit) }]);
    for (const q of [
      'who paid us the biggest amount',
      'who paid us the most',
      'what was the largest payment we received',
    ]) {
      const a = got(wb, q);
      expect([q, a?.at, a?.value]).toEqual([q, top[1], top[3]]);
    }
  });
});

describe('M1: months × sites, "takings" is all the sites together', () => {
  const month = (i: number): number => S.SITE_MONTHS[i]!.reduce((a, b) => a + b, 0);
  const months = S.SITE_MONTHS.map((_, i) => month(i));
  const span = (from: number, to: number): number =>
    months.slice(from, to).reduce((a, b) => a + b, 0);
  const cases = [1, 2].flatMap((t) =>
    (['Jan', 'January', 'Jan-25'] as const).flatMap((mk) =>
      [true, false].flatMap((tc) =>
        [true, false].flatMap((tr) =>
          ['Takings by site', 'Sales by branch', 'Monthly takings'].map(
            (n) => [t, mk, tc, tr, n] as const,
          ),
        ),
      ),
    ),
  );
  test.each(cases)(
    'titles %s | %s | total col %s | total row %s | %s',
    async (titles, mk, tc, tr, name) => {
      const wb = await bookOf([{ name: 'Sheet1', rows: S.siteRows(titles, mk, tc, tr, name) }]);
      for (const [q, value] of [
        ['how did we do in March', month(2)],
        ['takings in Q2', span(3, 6)],
        ['sales in the second half of the year', span(6, 12)],
        ['total takings', span(0, 12)],
        ['average monthly takings', round2(span(0, 12) / 12)],
      ] as const)
        expect([q, got(wb, q)?.value]).toEqual([q, value]);
      const best = got(wb, 'best month');
      expect([best?.value, best?.at]).toEqual([Math.max(...months), expect.stringMatching(/^Dec/)]);
      const worst = got(wb, 'worst month');
      expect([worst?.value, worst?.at]).toEqual([
        Math.min(...months),
        expect.stringMatching(/^Feb/),
      ]);
    },
  );
});

describe('M3: a two-year comparison reads the change of a line', () => {
  const ch = (l: [string, number, number]): number => l[2] - l[1];
  const sum = (xs: Array<[string, number, number]>, i: 1 | 2): number =>
    xs.reduce((s, x) => s + x[i], 0);
  const worstIncome = [...S.TWO_YEAR_INCOME].sort((a, b) => ch(a) - ch(b))[0]!;
  const upCost = [...S.TWO_YEAR_COSTS].sort((a, b) => ch(b) - ch(a))[0]!;
  test.each([0, 1, 2].flatMap((t) => [true, false].map((c) => [t, c] as const)))(
    'titles %s | change columns %s',
    async (titles, withChange) => {
      const wb = await bookOf([{ name: 'Compare', rows: S.twoYearRows(titles, withChange) }]);
      const net = (i: 1 | 2): number => sum(S.TWO_YEAR_INCOME, i) - sum(S.TWO_YEAR_COSTS, i);
      expect(got(wb, 'how much did profit change')?.value).toBe(net(2) - net(1));
      for (const [plan, line] of [
        ['which income line did worst', worstIncome],
        ['which cost went up the most', upCost],
      ] as const) {
        const a = got(wb, plan);
        expect([plan, a?.at, a?.value]).toEqual([plan, line[0], ch(line)]);
      }
      for (const l of S.TWO_YEAR_COSTS) {
        const q = `how much more did we spend on ${l[0].toLowerCase()} this year`;
        expect([q, got(wb, q)?.value]).toEqual([q, ch(l)]);
      }
      const pct = round2(
        ((sum(S.TWO_YEAR_COSTS, 2) - sum(S.TWO_YEAR_COSTS, 1)) / sum(S.TWO_YEAR_COSTS, 1)) * 100,
      );
      expect(got(wb, 'total expenses change %')?.value).toBe(pct);
      expect(got(wb, 'by what percent did total expenses change')?.value).toBe(pct);
    },
  );
});

describe('M7: the most expensive item per unit reads the unit cost, never the value', () => {
  test.each(
    [0, 1, 2].flatMap((t) =>
      ['Unit cost', 'Cost', 'Cost per unit', 'Unit cost ($)'].map((c) => [t, c] as const),
    ),
  )('titles %s | %s', async (titles, cost) => {
    const wb = await bookOf([{ name: 'Stock', rows: S.inventoryRows(titles, cost) }]);
    for (const q of ['most expensive item per unit', 'what is the most expensive item per unit']) {
      const a = got(wb, q);
      // the largest value is the pine chairs (40 × 45); the dearest unit is the oak table
      expect([q, a?.at, a?.value]).toEqual([q, 'Oak table', 310]);
    }
    const cheap = got(wb, 'cheapest item per unit');
    expect([cheap?.at, cheap?.value]).toEqual(['Lamp', 28]);
  });
});

describe('M7: when the loan is paid off is the row whose balance reaches zero', () => {
  test.each([0, 1, 2])('numbered | titles %s', async (titles) => {
    const wb = await bookOf([{ name: 'Loan', rows: S.loanRows(titles) }]);
    const a = got(wb, 'when is the loan paid off');
    expect([a?.value, a?.at]).toEqual([6, 'Period 6']);
  });
  test.each([0, 1, 2].flatMap((t) => (['date', 'text'] as const).map((d) => [t, d] as const)))(
    'dated | titles %s | %s',
    async (titles, kind) => {
      const wb = await bookOf([{ name: 'Loan', rows: S.datedLoanRows(titles, kind) }]);
      for (const q of ['when is the loan paid off', 'when will we pay off the loan']) {
        const a = got(wb, q);
        expect([q, a?.at]).toEqual([q, '2025-06-28']);
      }
    },
  );
});
