/**
 * Issue 13, pass 26: the twentieth blind set's layouts, by shape (pass26-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass26-shapes';
import { expectValue, expectRefused, sum } from './pass-expect';

describe('W1: a two-year comparison, newest year first', () => {
  const variants: Array<[string, [string, string], Array<[string, number, number]>]> = [
    ['FY2025 | FY2024', ['FY2025', 'FY2024'], S.TWO_YEAR_INCOME],
    [
      '2024 | 2023, other lines',
      ['2024', '2023'],
      [
        ['Room bookings', 910_000, 870_000],
        ['Event hire', 240_000, 310_000],
        ['Corporate training', 120_000, 95_000],
      ],
    ],
  ];
  test.each(variants)('%s', async (_name, years, income) => {
    const wb = await bookOf([
      { name: 'Comparison', rows: S.twoYearRows(income, S.TWO_YEAR_COSTS, years) },
    ]);
    const [tiNew, tiOld] = [S.sumAt(income, 1), S.sumAt(income, 2)];
    const [tcNew, tcOld] = [S.sumAt(S.TWO_YEAR_COSTS, 1), S.sumAt(S.TWO_YEAR_COSTS, 2)];
    expectValue(wb, 'what was total income last year', tiOld);
    expectValue(wb, 'total income this year', tiNew);
    expectValue(wb, 'total costs last year', tcOld);
    expectValue(
      wb,
      'corporate training revenue last year',
      income.find((l) => /Corporate/.test(l[0]))![2],
    );
    const teachers = S.TWO_YEAR_COSTS[0]!;
    expectValue(wb, 'how much more did we pay teachers this year', teachers[1] - teachers[2]);
    expectRefused(wb, 'compare this year to last');
    const fell = [...income].sort((a, b) => a[1] - a[2] - (b[1] - b[2]))[0]!;
    expectValue(wb, 'what fell the most on the income side', fell[1] - fell[2], fell[0]);
    const rent = S.TWO_YEAR_COSTS[1]!;
    expectValue(wb, 'rent increase %', ((rent[1] - rent[2]) / rent[2]) * 100);
    const corp = income.find((l) => /Corporate/.test(l[0]))!;
    expectValue(wb, 'corporate training as a share of income this year', (corp[1] / tiNew) * 100);
    expectValue(wb, 'margin this year', ((tiNew - tcNew) / tiNew) * 100);
    expectValue(wb, 'margin last year', ((tiOld - tcOld) / tiOld) * 100);
  });
});

describe('W2: budget vs actual as two stacked tables', () => {
  const variants: Array<[string, [string, string]]> = [
    ['INCOME / EXPENDITURE', ['INCOME', 'EXPENDITURE']],
    ['Revenue / Expenses', ['Revenue', 'Expenses']],
  ];
  test.each(variants)('%s', async (_name, head) => {
    const wb = await bookOf([
      { name: 'Budget', rows: S.budgetStackRows(S.CLUB_INCOME, S.CLUB_SPENDING, head) },
    ]);
    const spend = S.CLUB_SPENDING;
    const varOf = (l: [string, number, number]): number => l[2] - l[1];
    expectValue(wb, 'are we over budget on spending', S.sumAt(spend, 2) - S.sumAt(spend, 1));
    expectValue(wb, 'what share of spending is coaching', (spend[0]![2] / S.sumAt(spend, 2)) * 100);
    expectRefused(wb, 'how many members do we have');
    const most = [...spend].sort((a, b) => varOf(b) - varOf(a))[0]!;
    expectValue(wb, 'which cost went most over budget', varOf(most), most[0]);
    expectValue(
      wb,
      'how many expense lines are over budget',
      spend.filter((l) => varOf(l) > 0).length,
    );
    expectValue(wb, 'how much over or under were boat repairs', varOf(spend[1]!));
    const [ib, ia] = [S.sumAt(S.CLUB_INCOME, 1), S.sumAt(S.CLUB_INCOME, 2)];
    expectValue(wb, 'income vs budget in %', ((ia - ib) / ib) * 100);
    const short = [...S.CLUB_INCOME].sort((a, b) => varOf(a) - varOf(b))[0]!;
    expectValue(wb, 'which income line fell furthest short of budget', varOf(short), short[0]);
  });
});

describe('W3: a Shopify orders export', () => {
  test('order totals, readings of sales, rankings, quantities, countries', async () => {
    const wb = await bookOf([{ name: 'Orders', rows: S.ordersRows() }]);
    const all = S.ORDERS.map(S.orderTotal);
    expectValue(wb, 'total of the order totals including refunded ones', sum(all));
    expectRefused(wb, 'total sales', /refund/);
    const paid = S.ORDERS.filter((o) => o[3] === 'paid');
    const byCountry = new Map<string, number>();
    for (const o of paid) byCountry.set(o[9], (byCountry.get(o[9]) ?? 0) + S.orderTotal(o));
    const [code, top] = [...byCountry.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'which country buys the most', top, code);
    const months = new Map<string, number>();
    for (const o of S.ORDERS) months.set(o[1].slice(0, 7), (months.get(o[1].slice(0, 7)) ?? 0) + 1);
    const [month, n] = [...months.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'busiest month for orders', n, month);
    expectValue(wb, 'largest order', Math.max(...all));
    expectValue(
      wb,
      'how many 3L tins did we sell',
      sum(paid.filter((o) => /3L tin/.test(o[4])).map((o) => o[5])),
    );
    expectValue(wb, 'orders to germany', S.ORDERS.filter((o) => o[9] === 'DE').length);
  });
});

describe('W4: memberships per plan, newest month first, a totals row above', () => {
  test.each([
    [95, 69, 'C$'],
    [40, 25, '€'],
  ])('adult %d, student %d', async (adult, student, sym) => {
    const wb = await bookOf([{ name: 'Members', rows: S.gymRows(adult, student, sym) }]);
    const m = S.GYM_MONTHS;
    const mrr = m.map((x) => S.gymMrr(x, adult, student));
    expectValue(wb, 'average mrr over the year so far', sum(mrr) / mrr.length);
    expectValue(wb, 'mrr growth since january', ((mrr[9]! - mrr[0]!) / mrr[0]!) * 100);
    expectValue(wb, 'how many members do we have', m[9]![0] + m[9]![3]);
    expectValue(wb, 'cancellations in june', m[5]![2] + m[5]![5]);
    const signups = m.map((x) => x[1] + x[4]);
    const best = signups.indexOf(Math.max(...signups));
    expectValue(wb, 'which month did we sign up the most people', signups[best]!);
    const cancels = m.map((x) => x[2] + x[5]);
    expectValue(wb, 'worst month for cancellations', Math.max(...cancels));
    expectValue(wb, 'net member growth in august', m[7]![1] + m[7]![4] - m[7]![2] - m[7]![5]);
    expectValue(wb, 'what is our annual recurring revenue', mrr[9]! * 12);
  });
});

describe('W5: readings that must be asked back', () => {
  test('last month long after the log ends', async () => {
    const wb = await bookOf([{ name: 'Expenses', rows: S.expenseRows() }]);
    expectRefused(wb, 'how much did we spend last month', /Jan 2025 to Mar 2025/);
    expectValue(
      wb,
      'how much did we spend in march',
      sum(S.EXPENSES.filter((e) => e[0].startsWith('2025-03')).map((e) => e[3])),
    );
  });
  test("one person's pay over several months", async () => {
    const wb = await bookOf([{ name: 'Payroll', rows: S.payRows() }]);
    expectRefused(wb, 'what does maria take home');
    expectValue(wb, 'what does maria take home in march', S.PAY[4]![3]);
  });
  test('average cost of a bottle with a quantity column', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.cellarRows() }]);
    expectRefused(wb, 'what is the average cost of a bottle', /divided by the quantity/);
  });
});

describe('M1: a QuickBooks P&L with one "Total" column', () => {
  test('margins, parents and lines in owner words', async () => {
    const wb = await bookOf([{ name: 'Profit and Loss', rows: S.qbRows() }]);
    const income = sum(S.QB_INCOME.map((l) => l[1]));
    const cogs = sum(S.QB_COGS.map((l) => l[1]));
    expectValue(wb, 'gross margin %', ((income - cogs) / income) * 100);
    expectValue(wb, 'how much did we spend on the vans', sum(S.QB_VEHICLE.map((l) => l[1])));
    expectValue(wb, 'fuel cost', S.QB_VEHICLE[0]![1]);
    const top = [...S.QB_INCOME].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'what brings in the most money', top[1], top[0]);
    expectValue(wb, 'advertising as a % of income', (S.QB_EXPENSES[0]![1] / income) * 100);
    expectValue(wb, 'cost of goods', cogs);
    expectValue(wb, 'commercial work share of income', (S.QB_INCOME[1]![1] / income) * 100);
    expectValue(wb, 'how much interest did the bank pay us', S.QB_INTEREST);
  });
});

describe('M3: a stock count with a Type column', () => {
  test("the owner's words over items, types and bottles", async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.wineRows() }]);
    const value = S.WINES.map(S.wineValue);
    const total = sum(value);
    const at = (i: number): string => S.WINES[i]![0];
    const top = value.indexOf(Math.max(...value));
    expectValue(wb, 'which wine ties up the most money', value[top]!, at(top));
    const bottles = S.WINES.map((w) => w[2]);
    expectValue(
      wb,
      'what are we lowest on',
      Math.min(...bottles),
      at(bottles.indexOf(Math.min(...bottles))),
    );
    const typed = (t: string): number[] =>
      S.WINES.flatMap((w, i) => (w[1] === t ? [value[i]!] : []));
    expectValue(wb, 'sparkling as a share of stock value', (sum(typed('Sparkling')) / total) * 100);
    const unit = S.WINES.map((w) => w[3]);
    expectValue(
      wb,
      'most expensive bottle we stock',
      Math.max(...unit),
      at(unit.indexOf(Math.max(...unit))),
    );
    expectValue(wb, 'average value per line', total / S.WINES.length);
    expectValue(wb, 'how many whites do we carry', typed('White').length);
    expectValue(wb, 'rosé stock value', sum(typed('Rosé')));
  });
});

describe('M4: job costing beside an Hours sheet', () => {
  test('margins, costs, projects and hours', async () => {
    const wb = await bookOf([
      { name: 'Jobs', rows: S.projectRows() },
      { name: 'Hours', rows: S.hoursRows() },
    ]);
    const margin = S.PROJECTS.map((p) => p[2] - S.projectCost(p));
    const best = margin.indexOf(Math.max(...margin));
    const worst = margin.indexOf(Math.min(...margin));
    expectValue(wb, 'most profitable project', margin[best]!, S.PROJECTS[best]![0]);
    expectValue(wb, 'which job made the least', margin[worst]!, S.PROJECTS[worst]![0]);
    expectValue(wb, 'overall margin %', (sum(margin) / sum(S.PROJECTS.map((p) => p[2]))) * 100);
    expectValue(wb, 'total project costs', sum(S.PROJECTS.map(S.projectCost)));
    expectValue(wb, 'how many projects are we running', S.PROJECTS.length);
    expectValue(wb, 'how many hours did rita log', sum(S.HOURS[0]![1]));
    expectValue(wb, 'total hours in Q1', sum(S.HOURS.flatMap((h) => h[1].slice(0, 3))));
    const totals = S.HOURS.map((h) => sum(h[1]));
    const top = totals.indexOf(Math.max(...totals));
    expectValue(wb, 'who worked the most hours', totals[top]!, S.HOURS[top]![0]);
  });
});

describe('M2: a payroll register with "Total <month>" rows and a Deductions group row', () => {
  test('staff rows only, by quarter, month and column', async () => {
    const wb = await bookOf([{ name: 'Register', rows: S.registerRows() }]);
    const col = (i: number, month?: string): number =>
      sum(S.REGISTER.filter((r) => !month || r[0] === month).map((r) => S.deductions(r[2])[i]!));
    const gross = (month?: string): number =>
      sum(S.REGISTER.filter((r) => !month || r[0] === month).map((r) => r[2]));
    expectValue(wb, 'how much net pay went out', col(4));
    expectValue(wb, 'total paye for q3', col(0));
    expectValue(wb, 'pension contributions total', col(1));
    expectValue(wb, 'payroll in september', gross('Sep-2025'));
    expectValue(wb, 'total deductions', col(3));
    expectValue(wb, 'NHF deducted in july', col(2, 'Jul-2025'));
    const months = ['Jul-2025', 'Aug-2025', 'Sep-2025'].map((m) => gross(m));
    expectValue(wb, 'which month had the biggest wage bill', Math.max(...months));
  });
});
