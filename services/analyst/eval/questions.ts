/**
 * The eval question set: questions about the generated workbooks with the figures expected,
 * computed from the generator's own data (never by the engine), and questions the workbook
 * cannot answer (expected refusals).
 */
import type { BuiltWorkbooks, SaleRow } from './workbooks';
import { MONTHS, MONTHS_LONG, PRODUCTS, REGIONS, EXPENSE_CATEGORIES } from './workbooks';
import {
  divRound,
  growth,
  meanCents,
  money,
  pct,
  ratio2,
  slopeMoney,
  sum,
  hundredths,
} from './expect';

export type WorkbookName = keyof BuiltWorkbooks;

export interface Expect {
  /** value of the first (primary) figure */
  value?: string;
  /** values that must all be among the figures */
  values?: string[];
  /** the primary figure's `at` (where / which) must contain this */
  at?: string;
  /** the answer must be a refusal */
  refuse?: boolean;
  /** words the text must contain (schema and summary answers) */
  text?: string[];
}

export interface EvalQuestion {
  id: string;
  workbook: WorkbookName;
  question: string;
  expect: Expect;
}

const q = (workbook: WorkbookName, id: string, question: string, expect: Expect): EvalQuestion => ({
  id: `${workbook}-${id}`,
  workbook,
  question,
  expect,
});

const quarterMonths = (qi: number): number[] => [qi * 3 - 2, qi * 3 - 1, qi * 3];

export function buildQuestions(wb: BuiltWorkbooks): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  // ------------------------------------------------------------- P&L
  {
    const L = wb.pnl.data.lines;
    const m = (line: string, month: number): number => L[line]![month - 1]!;
    const months = (line: string, ms: number[]): bigint => sum(ms.map((x) => m(line, x)));
    const year = (line: string): bigint => sum(L[line]!);
    const P = 'pnl' as const;
    const lookups: Array<[string, string, number]> = [
      ['What was revenue in March?', 'Revenue', 3],
      ['How much revenue did we make in Jan 2024?', 'Revenue', 1],
      ['What were sales in May?', 'Revenue', 5],
      ['Turnover in June 2024', 'Revenue', 6],
      ['What was the cost of goods sold in April?', 'Cost of goods sold', 4],
      ['Cost of sales for August', 'Cost of goods sold', 8],
      ['Gross profit in September', 'Gross profit', 9],
      ['What did we pay in salaries in October?', 'Salaries', 10],
      ['Rent for November', 'Rent', 11],
      ['Marketing spend in December', 'Marketing', 12],
      ['utilities in february', 'Utilities', 2],
      ['Software subscriptions in July', 'Software subscriptions', 7],
      ['What was net income in March?', 'Net profit', 3],
      ['Operating profit in May 2024', 'Operating profit', 5],
      ['Income tax in June', 'Income tax', 6],
      ['reveneu in aprill', 'Revenue', 4],
      ['markting costs in febuary', 'Marketing', 2],
    ];
    lookups.forEach(([text, line, month], i) =>
      out.push(q(P, `lookup${i}`, text, { value: money(m(line, month)) })),
    );
    for (const qi of [1, 2, 3, 4]) {
      out.push(
        q(P, `revq${qi}`, `Total revenue in Q${qi}`, {
          value: money(months('Revenue', quarterMonths(qi))),
        }),
      );
    }
    out.push(
      q(P, 'netq3', 'What was our net profit in the third quarter?', {
        value: money(months('Net profit', [7, 8, 9])),
      }),
    );
    out.push(
      q(P, 'mkth1', 'Marketing spend in H1', {
        value: money(months('Marketing', [1, 2, 3, 4, 5, 6])),
      }),
    );
    out.push(q(P, 'revyear', 'Total revenue for 2024', { value: money(year('Revenue')) }));
    out.push(
      q(P, 'salyear', 'How much did we spend on salaries this year?', {
        value: money(year('Salaries')),
      }),
    );
    out.push(
      q(P, 'opexmar', 'What were total operating expenses in March?', {
        value: money(m('Total operating expenses', 3)),
      }),
    );
    out.push(
      q(P, 'cogsrange', 'COGS from January to March', {
        value: money(months('Cost of goods sold', [1, 2, 3])),
      }),
    );
    out.push(q(P, 'avgrev', 'Average monthly revenue', { value: meanCents(year('Revenue'), 12) }));
    out.push(
      q(P, 'avgmkt', 'What is our average marketing spend per month?', {
        value: meanCents(year('Marketing'), 12),
      }),
    );
    const maxMonth = (line: string, dir: 1 | -1): number => {
      let best = 0;
      L[line]!.forEach((v, i) => {
        if (dir * (v - L[line]![best]!) > 0) best = i;
      });
      return best;
    };
    for (const [line, dir, text] of [
      ['Revenue', 1, 'Which month had the highest revenue?'],
      ['Net profit', 1, 'In which month was net profit highest?'],
      ['Marketing', -1, 'Which month had the lowest marketing spend?'],
      ['Gross profit', -1, 'What was the lowest monthly gross profit?'],
    ] as Array<[string, 1 | -1, string]>) {
      const i = maxMonth(line, dir);
      out.push(
        q(P, `ext-${line}-${dir}`, text, { value: money(L[line]![i]!), at: `${MONTHS[i]} 2024` }),
      );
    }
    out.push(
      q(P, 'growthq1q2', 'Revenue growth from Q1 to Q2', {
        value: growth(months('Revenue', [1, 2, 3]), months('Revenue', [4, 5, 6])),
      }),
    );
    out.push(
      q(P, 'changejf', 'How did revenue change from January to February?', {
        value: money(m('Revenue', 2) - m('Revenue', 1)),
      }),
    );
    out.push(
      q(P, 'mom', 'What was the month-over-month growth in net profit in October?', {
        value: growth(m('Net profit', 9), m('Net profit', 10)),
      }),
    );
    out.push(
      q(P, 'gm', 'What was the gross margin in 2024?', {
        value: pct(year('Gross profit'), year('Revenue')),
      }),
    );
    out.push(
      q(P, 'nmq3', 'Net margin in Q3', {
        value: pct(months('Net profit', [7, 8, 9]), months('Revenue', [7, 8, 9])),
      }),
    );
    out.push(
      q(P, 'omar', 'Operating margin for March', {
        value: pct(m('Operating profit', 3), m('Revenue', 3)),
      }),
    );
    out.push(
      q(P, 'share-sal', 'What share of operating expenses is salaries?', {
        value: pct(year('Salaries'), sum(wb.pnl.data.expenseLines.map((l) => year(l)))),
      }),
    );
    out.push(
      q(P, 'cmp', 'Compare rent and marketing in Q1', {
        values: [money(months('Rent', [1, 2, 3])), money(months('Marketing', [1, 2, 3]))],
      }),
    );
    out.push(
      q(P, 'byq', 'Revenue by quarter', {
        values: [1, 2, 3, 4].map((qi) => money(months('Revenue', quarterMonths(qi)))),
      }),
    );
    out.push(q(P, 'lastmonth', 'What was revenue last month?', { value: money(m('Revenue', 12)) }));
    out.push(
      q(P, 'last3', 'Net profit over the last 3 months', {
        value: money(months('Net profit', [10, 11, 12])),
      }),
    );
    out.push(
      q(P, 'fc', 'Forecast revenue for next month', {
        value: meanCents(months('Revenue', [10, 11, 12]), 3),
      }),
    );
    out.push(
      q(P, 'trend', 'What is the trend in revenue over the year?', {
        value: slopeMoney(L['Revenue']!),
      }),
    );
    out.push(q(P, 'r-ebitda', 'What was EBITDA in 2024?', { refuse: true }));
    out.push(q(P, 'r-2019', 'What was revenue in 2019?', { refuse: true }));
    out.push(q(P, 'r-emp', 'How many employees do we have?', { refuse: true }));
    out.push(q(P, 'r-paris', 'What is the revenue of our Paris store?', { refuse: true }));
    out.push(q(P, 'r-budget', 'What was the marketing budget in March?', { refuse: true }));
    out.push(q(P, 'r-weather', 'What will the weather be tomorrow?', { refuse: true }));
    out.push(q(P, 'sheets', 'Which sheets are in this workbook?', { text: ['P&L'] }));
  }

  // ------------------------------------------------------------- Sales (long)
  {
    const S = wb.sales.data;
    const P = 'sales' as const;
    const amt = (f: (r: SaleRow) => boolean): bigint => sum(S.filter(f).map((r) => r.amountCents));
    const units = (f: (r: SaleRow) => boolean): bigint => sum(S.filter(f).map((r) => r.units));
    const inQ = (r: SaleRow, qi: number): boolean => quarterMonths(qi).includes(r.month);
    for (const mo of [1, 3, 7, 11]) {
      out.push(
        q(P, `m${mo}`, `Total sales in ${MONTHS_LONG[mo - 1]}`, {
          value: money(amt((r) => r.month === mo)),
        }),
      );
    }
    PRODUCTS.forEach((p, i) => {
      const qi = (i % 4) + 1;
      out.push(
        q(P, `units-${i}`, `How many units of ${p} did we sell in Q${qi}?`, {
          value: hundredths(units((r) => r.product === p && inQ(r, qi)) * 100n),
        }),
      );
      const mo = i * 3 + 2;
      out.push(
        q(P, `prodm-${i}`, `Sales of ${p} in ${MONTHS[mo - 1]} 2024`, {
          value: money(amt((r) => r.product === p && r.month === mo)),
        }),
      );
      out.push(
        q(P, `prody-${i}`, `What was the revenue from ${p} in 2024?`, {
          value: money(amt((r) => r.product === p)),
        }),
      );
    });
    REGIONS.forEach((reg, i) => {
      const qi = ((i + 1) % 4) + 1;
      out.push(
        q(P, `reg-${i}`, `Sales in the ${reg} region in Q${qi}`, {
          value: money(amt((r) => r.region === reg && inQ(r, qi))),
        }),
      );
    });
    const byProduct = PRODUCTS.map((p) => ({ p, v: amt((r) => r.product === p) })).sort((a, b) =>
      b.v > a.v ? 1 : b.v < a.v ? -1 : 0,
    );
    out.push(
      q(P, 'top3', 'Top 3 products by revenue', {
        value: money(byProduct[0]!.v),
        at: byProduct[0]!.p,
        values: byProduct.slice(0, 3).map((x) => money(x.v)),
      }),
    );
    out.push(
      q(P, 'bestprod', 'Which product had the highest sales?', {
        value: money(byProduct[0]!.v),
        at: byProduct[0]!.p,
      }),
    );
    const h1Reg = REGIONS.map((reg) => ({
      reg,
      v: amt((r) => r.region === reg && r.month <= 6),
    })).sort((a, b) => (a.v > b.v ? 1 : a.v < b.v ? -1 : 0));
    out.push(
      q(P, 'worstreg', 'Which region had the lowest sales in H1?', {
        value: money(h1Reg[0]!.v),
        at: h1Reg[0]!.reg,
      }),
    );
    out.push(
      q(P, 'byreg', 'Sales by region', {
        values: REGIONS.map((reg) => money(amt((r) => r.region === reg))),
      }),
    );
    for (const mo of [1, 6]) {
      out.push(
        q(P, `count${mo}`, `How many transactions were there in ${MONTHS_LONG[mo - 1]}?`, {
          value: String(S.filter((r) => r.month === mo).length),
        }),
      );
    }
    out.push(q(P, 'nprod', 'How many products are there?', { value: String(PRODUCTS.length) }));
    out.push(
      q(P, 'avgsale', 'What is the average sale amount?', {
        value: meanCents(
          amt(() => true),
          S.length,
        ),
      }),
    );
    const feb = S.filter((r) => r.month === 2);
    out.push(
      q(P, 'avgdaily', 'Average daily sales in February', {
        value: meanCents(sum(feb.map((r) => r.amountCents)), new Set(feb.map((r) => r.date)).size),
      }),
    );
    out.push(
      q(P, 'avgmonthly', 'Average monthly sales', {
        value: meanCents(
          amt(() => true),
          12,
        ),
      }),
    );
    out.push(
      q(P, 'shareA', 'What share of sales came from Widget A?', {
        value: pct(
          amt((r) => r.product === 'Widget A'),
          amt(() => true),
        ),
      }),
    );
    out.push(
      q(P, 'growth', 'Sales growth from Q1 to Q2', {
        value: growth(
          amt((r) => inQ(r, 1)),
          amt((r) => inQ(r, 2)),
        ),
      }),
    );
    out.push(
      q(P, 'cmpAB', 'Compare Widget A and Widget B sales in Q3', {
        values: [
          money(amt((r) => r.product === 'Widget A' && inQ(r, 3))),
          money(amt((r) => r.product === 'Widget B' && inQ(r, 3))),
        ],
      }),
    );
    const maxSale = S.reduce((b, r) => (r.amountCents > b.amountCents ? r : b), S[0]!);
    out.push(
      q(P, 'maxsale', 'What was the biggest single sale?', { value: money(maxSale.amountCents) }),
    );
    out.push(
      q(P, 'day', 'Total revenue on 2024-03-05', {
        value: money(amt((r) => r.date === '2024-03-05')),
      }),
    );
    out.push(q(P, 'lastmonth', 'Sales last month', { value: money(amt((r) => r.month === 12)) }));
    out.push(
      q(P, 'unitsyear', 'Total units sold in 2024', {
        value: hundredths(units(() => true) * 100n),
      }),
    );
    out.push(q(P, 'r-profit', 'What was the profit on Widget A?', { refuse: true }));
    out.push(q(P, 'r-widgetc', 'Sales of Widget C in March', { refuse: true }));
    out.push(q(P, 'r-europe', 'What were our sales in Europe?', { refuse: true }));
    out.push(q(P, 'r-2023', 'Total sales in 2023', { refuse: true }));
    out.push(q(P, 'r-margin', 'What is the gross margin on Gadget Pro?', { refuse: true }));
    out.push(
      q(P, 'cols', 'What columns does the Sales sheet have?', {
        text: ['Date', 'Product', 'Region', 'Units', 'Amount'],
      }),
    );
  }

  // ------------------------------------------------------------- Expenses (long)
  {
    const E = wb.expenses.data;
    const P = 'expenses' as const;
    const amt = (f: (r: (typeof E)[number]) => boolean): bigint =>
      sum(E.filter(f).map((r) => r.amountCents));
    EXPENSE_CATEGORIES.forEach((c, i) => {
      const qi = (i % 4) + 1;
      out.push(
        q(P, `cat-${i}`, `How much did we spend on ${c.toLowerCase()} in Q${qi}?`, {
          value: money(amt((r) => r.category === c && quarterMonths(qi).includes(r.month))),
        }),
      );
    });
    for (const mo of [2, 5, 9]) {
      out.push(
        q(P, `m${mo}`, `Total expenses in ${MONTHS_LONG[mo - 1]}`, {
          value: money(amt((r) => r.month === mo)),
        }),
      );
    }
    out.push(
      q(P, 'bycat', 'Expenses by category', {
        values: EXPENSE_CATEGORIES.map((c) => money(amt((r) => r.category === c))),
      }),
    );
    const vendors = [...new Set(E.map((r) => r.vendor))];
    const byVendor = vendors
      .map((v) => ({ v, a: amt((r) => r.vendor === v) }))
      .sort((a, b) => (b.a > a.a ? 1 : b.a < a.a ? -1 : 0));
    out.push(
      q(P, 'topvendor', 'Which vendor did we pay the most?', {
        value: money(byVendor[0]!.a),
        at: byVendor[0]!.v,
      }),
    );
    const byCat = EXPENSE_CATEGORIES.map((c) => ({ c, a: amt((r) => r.category === c) })).sort(
      (a, b) => (b.a > a.a ? 1 : b.a < a.a ? -1 : 0),
    );
    out.push(
      q(P, 'top3cat', 'Top 3 categories by spend', {
        value: money(byCat[0]!.a),
        at: byCat[0]!.c,
        values: byCat.slice(0, 3).map((x) => money(x.a)),
      }),
    );
    out.push(
      q(P, 'count1', 'How many transactions in January?', {
        value: String(E.filter((r) => r.month === 1).length),
      }),
    );
    out.push(
      q(P, 'ncat', 'How many expense categories are there?', {
        value: String(EXPENSE_CATEGORIES.length),
      }),
    );
    for (const v of ['AdWorks', 'SkyJet', 'CloudSuite']) {
      out.push(
        q(P, `vendor-${v}`, `How much did we pay ${v} in 2024?`, {
          value: money(amt((r) => r.vendor === v)),
        }),
      );
    }
    out.push(
      q(P, 'avgsoft', 'Average monthly spend on software', {
        value: meanCents(
          amt((r) => r.category === 'Software'),
          12,
        ),
      }),
    );
    out.push(
      q(P, 'sharerent', 'What share of expenses was rent?', {
        value: pct(
          amt((r) => r.category === 'Rent'),
          amt(() => true),
        ),
      }),
    );
    const maxE = E.reduce((b, r) => (r.amountCents > b.amountCents ? r : b), E[0]!);
    out.push(
      q(P, 'maxsingle', 'What was our biggest single expense?', { value: money(maxE.amountCents) }),
    );
    out.push(
      q(P, 'mktlastq', 'Total marketing costs last quarter', {
        value: money(amt((r) => r.category === 'Marketing' && r.month >= 10)),
      }),
    );
    out.push(
      q(P, 'growthjf', 'Expense growth from January to February', {
        value: growth(
          amt((r) => r.month === 1),
          amt((r) => r.month === 2),
        ),
      }),
    );
    out.push(
      q(P, 'travelh2', 'Travel costs in the second half of the year', {
        value: money(amt((r) => r.category === 'Travel' && r.month >= 7)),
      }),
    );
    const monthly = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((mo) => ({
      mo,
      a: amt((r) => r.month === mo),
    }));
    const top = monthly.reduce((b, x) => (x.a > b.a ? x : b));
    out.push(
      q(P, 'topmonth', 'Which month had the highest expenses?', {
        value: money(top.a),
        at: `${MONTHS[top.mo - 1]} 2024`,
      }),
    );
    out.push(
      q(P, 'insurance', 'Insurance expenses in 2024', {
        value: money(amt((r) => r.category === 'Insurance')),
      }),
    );
    out.push(q(P, 'r-legal', 'How much did we spend on legal fees?', { refuse: true }));
    out.push(q(P, 'r-revenue', 'What was revenue in March?', { refuse: true }));
    out.push(q(P, 'r-payroll', 'Payroll costs in May', { refuse: true }));
    out.push(q(P, 'r-2025', 'Expenses in January 2025', { refuse: true }));
  }

  // ------------------------------------------------------------- Budget vs actual (wide, merged headers)
  {
    const B = wb.budget.data;
    const P = 'budget' as const;
    const bud = (l: string, ms: number[]): bigint => sum(ms.map((m) => B.budget[l]![m - 1]!));
    const act = (l: string, ms: number[]): bigint => sum(ms.map((m) => B.actual[l]![m - 1]!));
    B.lines.forEach((l, i) => {
      const mo = (i % 6) + 1;
      out.push(
        q(
          P,
          `act-${i}`,
          `What was the actual ${l.toLowerCase()} spend in ${MONTHS_LONG[mo - 1]}?`,
          { value: money(act(l, [mo])) },
        ),
      );
      out.push(
        q(P, `bud-${i}`, `Budget for ${l.toLowerCase()} in Q${(i % 2) + 1}`, {
          value: money(bud(l, quarterMonths((i % 2) + 1))),
        }),
      );
    });
    for (const [l, mo] of [
      ['Salaries', 2],
      ['Marketing', 4],
    ] as Array<[string, number]>) {
      out.push(
        q(P, `bva-${l}`, `Budget vs actual for ${l.toLowerCase()} in ${MONTHS_LONG[mo - 1]}`, {
          value: money(act(l, [mo]) - bud(l, [mo])),
          values: [money(act(l, [mo])), money(bud(l, [mo]))],
        }),
      );
    }
    out.push(
      q(P, 'var-travel', 'Variance for travel in May', {
        value: money(act('Travel', [5]) - bud('Travel', [5])),
      }),
    );
    const all6 = [1, 2, 3, 4, 5, 6];
    out.push(
      q(P, 'totact-jun', 'Total actual spend in June', {
        value: money(sum(B.lines.map((l) => act(l, [6])))),
      }),
    );
    out.push(
      q(P, 'totbud-h1', 'Total budget for H1', {
        value: money(sum(B.lines.map((l) => bud(l, all6)))),
      }),
    );
    const variances = B.lines
      .map((l) => ({ l, v: act(l, all6) - bud(l, all6) }))
      .sort((a, b) => (b.v > a.v ? 1 : b.v < a.v ? -1 : 0));
    out.push(
      q(P, 'mostover', 'Which cost line was most over budget?', {
        value: money(variances[0]!.v),
        at: variances[0]!.l,
      }),
    );
    const q2v = B.lines
      .map((l) => ({ l, v: act(l, [4, 5, 6]) - bud(l, [4, 5, 6]) }))
      .sort((a, b) => (a.v > b.v ? 1 : a.v < b.v ? -1 : 0));
    out.push(
      q(P, 'mostunder', 'Which line was most under budget in Q2?', {
        value: money(q2v[0]!.v),
        at: q2v[0]!.l,
      }),
    );
    out.push(
      q(P, 'training', 'How much was actually spent on training in H1?', {
        value: money(act('Training', all6)),
      }),
    );
    out.push(
      q(P, 'itq2', 'Actual IT equipment costs in Q2', {
        value: money(act('IT equipment', [4, 5, 6])),
      }),
    );
    out.push(q(P, 'r-july', 'What was the marketing budget for July?', { refuse: true }));
    out.push(q(P, 'r-revenue', 'What was actual revenue in March?', { refuse: true }));
    out.push(q(P, 'r-legal', 'Budget for legal fees in Q1', { refuse: true }));
  }

  // ------------------------------------------------------------- Balance sheet
  {
    const items = wb.balance.data.items;
    const P = 'balance' as const;
    const v = (label: string, i: 0 | 1): number => items.find((x) => x.label === label)!.values[i];
    out.push(q(P, 'ta', 'What are total assets?', { value: money(v('Total assets', 0)) }));
    out.push(
      q(P, 'ta23', 'What were total assets at the end of 2023?', {
        value: money(v('Total assets', 1)),
      }),
    );
    out.push(q(P, 'cash23', 'Cash at bank in 2023', { value: money(v('Cash at bank', 1)) }));
    out.push(
      q(P, 'cash', 'How much cash do we have in the bank?', { value: money(v('Cash at bank', 0)) }),
    );
    out.push(
      q(P, 'ar', 'Accounts receivable in 2024', { value: money(v('Accounts receivable', 0)) }),
    );
    out.push(
      q(P, 'debtors', 'What do debtors owe us?', { value: money(v('Accounts receivable', 0)) }),
    );
    out.push(
      q(P, 'ap23', 'Accounts payable at 31 Dec 2023', { value: money(v('Accounts payable', 1)) }),
    );
    out.push(q(P, 'loans', 'Bank loans in 2024', { value: money(v('Bank loans', 0)) }));
    out.push(q(P, 'tl', 'Total liabilities', { value: money(v('Total liabilities', 0)) }));
    out.push(q(P, 'te23', 'Total equity in 2023', { value: money(v('Total equity', 1)) }));
    out.push(
      q(P, 'inv-change', 'How did inventory change from 2023 to 2024?', {
        value: money(v('Inventory', 0) - v('Inventory', 1)),
      }),
    );
    out.push(
      q(P, 'eq-growth', 'Growth in total equity', {
        value: growth(v('Total equity', 1), v('Total equity', 0)),
      }),
    );
    out.push(
      q(P, 'de', 'What is the debt to equity ratio?', {
        value: ratio2(v('Total liabilities', 0), v('Total equity', 0)),
      }),
    );
    out.push(
      q(P, 'share-equip', 'What share of total assets is equipment?', {
        value: pct(v('Equipment', 0), v('Total assets', 0)),
      }),
    );
    const assets = items
      .filter((x) => x.section === 'Assets' && !x.total)
      .sort((a, b) => b.values[0] - a.values[0]);
    out.push(
      q(P, 'largest', 'What is our largest asset?', {
        value: money(assets[0]!.values[0]),
        at: assets[0]!.label,
      }),
    );
    out.push(q(P, 're', 'Retained earnings in 2024', { value: money(v('Retained earnings', 0)) }));
    out.push(q(P, 'r-current', 'What is the current ratio?', { refuse: true }));
    out.push(q(P, 'r-revenue', 'What was revenue in 2024?', { refuse: true }));
    out.push(q(P, 'r-2022', 'What were total assets in 2022?', { refuse: true }));
    out.push(q(P, 'r-goodwill', 'How much goodwill do we have?', { refuse: true }));
  }

  // ------------------------------------------------------------- Messy
  {
    const D = wb.messy.data;
    const P = 'messy' as const;
    const reg = (r: string, qs: number[]): bigint => sum(qs.map((x) => D.quarters[r]![x - 1]!));
    const all = (qs: number[]): bigint => sum(D.regions.map((r) => reg(r, qs)));
    D.regions.forEach((r, i) => {
      const qi = (i % 4) + 1;
      out.push(
        q(P, `rq-${i}`, `Sales in the ${r} region in Q${qi}`, { value: money(reg(r, [qi])) }),
      );
      out.push(q(P, `ry-${i}`, `${r} sales for 2024`, { value: money(reg(r, [1, 2, 3, 4])) }));
    });
    for (const qi of [1, 3])
      out.push(q(P, `tq-${qi}`, `Total sales in Q${qi}`, { value: money(all([qi])) }));
    const yearly = D.regions
      .map((r) => ({ r, v: reg(r, [1, 2, 3, 4]) }))
      .sort((a, b) => (b.v > a.v ? 1 : b.v < a.v ? -1 : 0));
    out.push(
      q(P, 'best', 'Which region had the highest sales?', {
        value: money(yearly[0]!.v),
        at: yearly[0]!.r,
      }),
    );
    out.push(q(P, 'growth', 'Sales growth from Q1 to Q4', { value: growth(all([1]), all([4])) }));
    out.push(
      q(P, 'share-online', 'What share of sales came from Online?', {
        value: pct(reg('Online', [1, 2, 3, 4]), all([1, 2, 3, 4])),
      }),
    );
    out.push(q(P, 'nreg', 'How many regions are there?', { value: String(D.regions.length) }));
    for (const h of D.headcount.slice(0, 3)) {
      out.push(
        q(P, `hc-${h.dept}`, `How many employees work in ${h.dept}?`, { value: String(h.people) }),
      );
    }
    out.push(
      q(P, 'hc-all', 'How many employees do we have in total?', {
        value: String(D.headcount.reduce((s, h) => s + h.people, 0)),
      }),
    );
    out.push(q(P, 'r-central', 'Sales in the Central region', { refuse: true }));
    out.push(q(P, 'r-2023', 'Sales in Q1 2023', { refuse: true }));
    out.push(q(P, 'r-marketing', 'What did we spend on marketing?', { refuse: true }));
    out.push(q(P, 'summary', 'Summarise this workbook', { text: ['Regional sales', 'Notes'] }));
  }

  // ------------------------------------------------------------- KPIs (month text, percent column)
  {
    const K = wb.kpis.data;
    const P = 'kpis' as const;
    const k = (mo: number): (typeof K)[number] => K[mo - 1]!;
    out.push(q(P, 'to-mar', 'What was turnover in March?', { value: money(k(3).revenueCents) }));
    out.push(q(P, 'rev-aug', 'Revenue in August 2024', { value: money(k(8).revenueCents) }));
    out.push(
      q(P, 'sales-oct', 'What were sales in October?', { value: money(k(10).revenueCents) }),
    );
    out.push(
      q(P, 'gm-avg', 'What was the average gross margin?', {
        value: hundredths(divRound(sum(K.map((x) => x.marginBp)), 12n)),
      }),
    );
    out.push(
      q(P, 'gm-q2', 'Gross margin in Q2', {
        value: hundredths(divRound(sum([4, 5, 6].map((m) => k(m).marginBp)), 3n)),
      }),
    );
    out.push(q(P, 'gm-may', 'Gross margin in May', { value: hundredths(k(5).marginBp) }));
    const maxC = K.reduce((b, x) => (x.customers > b.customers ? x : b));
    out.push(
      q(P, 'cust-max', 'Which month had the most active customers?', {
        value: String(maxC.customers),
        at: `${MONTHS[maxC.month - 1]} 2024`,
      }),
    );
    out.push(
      q(P, 'to-h2', 'Total turnover for H2', {
        value: money(sum(K.filter((x) => x.month >= 7).map((x) => x.revenueCents))),
      }),
    );
    out.push(
      q(P, 'cust-dec', 'How many active customers did we have in December?', {
        value: String(k(12).customers),
      }),
    );
    out.push(
      q(P, 'growth-jul', 'Revenue growth in July', {
        value: growth(k(6).revenueCents, k(7).revenueCents),
      }),
    );
    out.push(
      q(P, 'avg-to', 'Average turnover per month', {
        value: meanCents(sum(K.map((x) => x.revenueCents)), 12),
      }),
    );
    const minR = K.reduce((b, x) => (x.revenueCents < b.revenueCents ? x : b));
    out.push(
      q(P, 'min-rev', 'Which month had the lowest revenue?', {
        value: money(minR.revenueCents),
        at: `${MONTHS[minR.month - 1]} 2024`,
      }),
    );
    out.push(q(P, 'r-profit', 'What was net profit in March?', { refuse: true }));
    out.push(q(P, 'r-churn', 'What was customer churn in May?', { refuse: true }));
  }
  out.push(...variants(wb));
  return out;
}

/**
 * Rephrasings written after the engine, to check wording it was not tuned on: casual and
 * terse questions, other synonyms, other orders of words.
 */
function variants(wb: BuiltWorkbooks): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  const L = wb.pnl.data.lines;
  const pm = (line: string, ms: number[]): bigint => sum(ms.map((m) => L[line]![m - 1]!));
  const P = 'pnl' as const;
  out.push(
    q(P, 'v-1', 'how much did we make in sales in february 2024', {
      value: money(pm('Revenue', [2])),
    }),
  );
  out.push(q(P, 'v-2', 'Q2 revenue?', { value: money(pm('Revenue', [4, 5, 6])) }));
  out.push(
    q(P, 'v-3', 'Give me the net profit for the whole year', {
      value: money(pm('Net profit', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])),
    }),
  );
  out.push(
    q(P, 'v-4', 'rent paid between April and June', { value: money(pm('Rent', [4, 5, 6])) }),
  );
  out.push(
    q(P, 'v-5', 'What was the difference between revenue and cost of goods sold in July?', {
      value: money(pm('Revenue', [7]) - pm('Cost of goods sold', [7])),
    }),
  );
  out.push(
    q(P, 'v-6', 'Did utilities go up or down from May to June?', {
      value: money(pm('Utilities', [6]) - pm('Utilities', [5])),
    }),
  );
  out.push(
    q(P, 'v-7', 'Show me gross profit by quarter', {
      values: [1, 2, 3, 4].map((qi) => money(pm('Gross profit', quarterMonths(qi)))),
    }),
  );
  out.push(
    q(P, 'v-8', 'By how much did marketing costs grow in percent from Q3 to Q4?', {
      value: growth(pm('Marketing', [7, 8, 9]), pm('Marketing', [10, 11, 12])),
    }),
  );
  out.push(q(P, 'v-9', "What's our cash balance?", { refuse: true }));
  out.push(q(P, 'v-10', 'What was revenue per employee?', { refuse: true }));

  const S = wb.sales.data;
  const sa = (f: (r: SaleRow) => boolean): bigint => sum(S.filter(f).map((r) => r.amountCents));
  const Sp = 'sales' as const;
  out.push(
    q(Sp, 'v-1', 'how much revenue did the West region bring in during December?', {
      value: money(sa((r) => r.region === 'West' && r.month === 12)),
    }),
  );
  out.push(
    q(Sp, 'v-2', 'Gadget Pro sales in the first half', {
      value: money(sa((r) => r.product === 'Gadget Pro' && r.month <= 6)),
    }),
  );
  out.push(
    q(Sp, 'v-3', 'What did Service Plan earn in Q4?', {
      value: money(sa((r) => r.product === 'Service Plan' && r.month >= 10)),
    }),
  );
  out.push(
    q(Sp, 'v-4', 'number of units sold in august', {
      value: hundredths(sum(S.filter((r) => r.month === 8).map((r) => r.units)) * 100n),
    }),
  );
  const byMonth = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => ({
    m,
    v: sa((r) => r.month === m),
  }));
  const low = byMonth.reduce((b, x) => (x.v < b.v ? x : b));
  out.push(
    q(Sp, 'v-5', 'What was our worst month for sales?', {
      value: money(low.v),
      at: `${MONTHS[low.m - 1]} 2024`,
    }),
  );
  out.push(
    q(Sp, 'v-6', 'Widget B revenue in the South in 2024', {
      value: money(sa((r) => r.product === 'Widget B' && r.region === 'South')),
    }),
  );
  out.push(
    q(Sp, 'v-7', 'sales of widget a vs widget b', {
      values: [
        money(sa((r) => r.product === 'Widget A')),
        money(sa((r) => r.product === 'Widget B')),
      ],
    }),
  );
  out.push(
    q(Sp, 'v-8', 'What percentage of our revenue came from the East region?', {
      value: pct(
        sa((r) => r.region === 'East'),
        sa(() => true),
      ),
    }),
  );
  out.push(
    q(Sp, 'v-9', 'How many sales did we record in Q1?', {
      value: String(S.filter((r) => r.month <= 3).length),
    }),
  );
  out.push(q(Sp, 'v-10', 'What is the average price of a Gadget Pro?', { value: money(14900) }));
  out.push(q(Sp, 'v-11', 'Sales to Acme Corp in March', { refuse: true }));
  out.push(q(Sp, 'v-12', 'What was the return rate for Widget A?', { refuse: true }));

  const E = wb.expenses.data;
  const ea = (f: (r: (typeof E)[number]) => boolean): bigint =>
    sum(E.filter(f).map((r) => r.amountCents));
  const Ep = 'expenses' as const;
  out.push(
    q(Ep, 'v-1', 'what did travel cost us in total?', {
      value: money(ea((r) => r.category === 'Travel')),
    }),
  );
  out.push(
    q(Ep, 'v-2', 'office supplies spending in March', {
      value: money(ea((r) => r.category === 'Office supplies' && r.month === 3)),
    }),
  );
  out.push(
    q(Ep, 'v-3', 'How much went to PowerGrid?', {
      value: money(ea((r) => r.vendor === 'PowerGrid')),
    }),
  );
  out.push(
    q(Ep, 'v-4', 'spend by vendor', {
      values: ['AdWorks', 'SkyJet', 'SafeCover'].map((v) => money(ea((r) => r.vendor === v))),
    }),
  );
  out.push(
    q(Ep, 'v-5', 'marketing spend in H1 vs H2', {
      values: [
        money(ea((r) => r.category === 'Marketing' && r.month <= 6)),
        money(ea((r) => r.category === 'Marketing' && r.month > 6)),
      ],
    }),
  );
  out.push(
    q(Ep, 'v-6', 'What were our utility bills in Q3?', {
      value: money(ea((r) => r.category === 'Utilities' && r.month >= 7 && r.month <= 9)),
    }),
  );
  out.push(q(Ep, 'v-7', 'How much did we spend on coffee?', { refuse: true }));

  const B = wb.budget.data;
  const Bp = 'budget' as const;
  const bsum = (src: Record<string, number[]>, l: string, ms: number[]): bigint =>
    sum(ms.map((m) => src[l]![m - 1]!));
  out.push(
    q(Bp, 'v-1', 'How much did we actually spend on rent in the first quarter?', {
      value: money(bsum(B.actual, 'Rent', [1, 2, 3])),
    }),
  );
  out.push(
    q(Bp, 'v-2', 'What was budgeted for salaries in June?', {
      value: money(bsum(B.budget, 'Salaries', [6])),
    }),
  );
  out.push(
    q(Bp, 'v-3', 'Were we over or under budget on marketing in Q2?', {
      value: money(bsum(B.actual, 'Marketing', [4, 5, 6]) - bsum(B.budget, 'Marketing', [4, 5, 6])),
    }),
  );

  const items = wb.balance.data.items;
  const bv = (label: string, i: 0 | 1): number => items.find((x) => x.label === label)!.values[i];
  const Ba = 'balance' as const;
  out.push(
    q(Ba, 'v-1', 'how much inventory did we hold at the end of 2023?', {
      value: money(bv('Inventory', 1)),
    }),
  );
  out.push(q(Ba, 'v-2', 'What do we owe the bank?', { value: money(bv('Bank loans', 0)) }));
  out.push(
    q(Ba, 'v-3', 'change in cash at bank year over year', {
      value: money(bv('Cash at bank', 0) - bv('Cash at bank', 1)),
    }),
  );
  out.push(q(Ba, 'v-4', 'What is our equity worth?', { value: money(bv('Total equity', 0)) }));

  const D = wb.messy.data;
  const Mp = 'messy' as const;
  out.push(
    q(Mp, 'v-1', 'What did the South region sell in the second quarter?', {
      value: money(D.quarters['South']![1]!),
    }),
  );
  out.push(
    q(Mp, 'v-2', 'sales by quarter', {
      values: [0, 1, 2, 3].map((i) => money(sum(D.regions.map((r) => D.quarters[r]![i]!)))),
    }),
  );
  out.push(
    q(Mp, 'v-3', 'How big is the finance team?', {
      value: String(D.headcount.find((h) => h.dept === 'Finance')!.people),
    }),
  );

  const K = wb.kpis.data;
  const Kp = 'kpis' as const;
  out.push(
    q(Kp, 'v-1', 'turnover in the first quarter', {
      value: money(sum(K.filter((x) => x.month <= 3).map((x) => x.revenueCents))),
    }),
  );
  out.push(
    q(Kp, 'v-2', 'What was the highest gross margin and in which month?', {
      value: hundredths(Math.max(...K.map((x) => x.marginBp))),
      at: `${MONTHS[K.reduce((b, x) => (x.marginBp > b.marginBp ? x : b)).month - 1]} 2024`,
    }),
  );
  out.push(q(Kp, 'v-3', 'customers in June', { value: String(K[5]!.customers) }));
  out.push(...blind(wb));
  return out;
}

/** A second batch written without running the engine first (see README for its first score). */
function blind(wb: BuiltWorkbooks): EvalQuestion[] {
  const out: EvalQuestion[] = [];
  const L = wb.pnl.data.lines;
  const pm = (line: string, ms: number[]): bigint => sum(ms.map((m) => L[line]![m - 1]!));
  const all12 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  out.push(
    q('pnl', 'b-1', 'What did we spend on software subscriptions in the last quarter?', {
      value: money(pm('Software subscriptions', [10, 11, 12])),
    }),
  );
  out.push(
    q('pnl', 'b-2', 'total income tax paid in 2024', { value: money(pm('Income tax', all12)) }),
  );
  out.push(
    q('pnl', 'b-3', 'Which quarter had the highest operating profit?', {
      value: money(
        [1, 2, 3, 4]
          .map((qi) => pm('Operating profit', quarterMonths(qi)))
          .reduce((a, b) => (b > a ? b : a)),
      ),
    }),
  );
  out.push(
    q('pnl', 'b-4', 'How much gross profit did we make in September 2024?', {
      value: money(pm('Gross profit', [9])),
    }),
  );
  out.push(
    q('pnl', 'b-5', 'What were the salaries in H2?', {
      value: money(pm('Salaries', [7, 8, 9, 10, 11, 12])),
    }),
  );
  out.push(q('pnl', 'b-6', 'What is our customer acquisition cost?', { refuse: true }));
  const S = wb.sales.data;
  const sa = (f: (r: SaleRow) => boolean): bigint => sum(S.filter(f).map((r) => r.amountCents));
  out.push(
    q('sales', 'b-1', 'Total units of Service Plan sold', {
      value: hundredths(
        sum(S.filter((r) => r.product === 'Service Plan').map((r) => r.units)) * 100n,
      ),
    }),
  );
  out.push(
    q('sales', 'b-2', 'Revenue from the North region in May', {
      value: money(sa((r) => r.region === 'North' && r.month === 5)),
    }),
  );
  out.push(
    q('sales', 'b-3', 'Which region sold the most Gadget Pro?', {
      at: REGIONS.map((rg) => ({
        rg,
        v: sa((r) => r.region === rg && r.product === 'Gadget Pro'),
      })).reduce((a, b) => (b.v > a.v ? b : a)).rg,
    }),
  );
  out.push(
    q('sales', 'b-4', 'What were total sales in the fourth quarter?', {
      value: money(sa((r) => r.month >= 10)),
    }),
  );
  out.push(q('sales', 'b-5', 'Sales in Japan last year', { refuse: true }));
  const E = wb.expenses.data;
  const ea = (f: (r: (typeof E)[number]) => boolean): bigint =>
    sum(E.filter(f).map((r) => r.amountCents));
  out.push(
    q('expenses', 'b-1', 'How much did we pay for insurance in the first half?', {
      value: money(ea((r) => r.category === 'Insurance' && r.month <= 6)),
    }),
  );
  out.push(
    q('expenses', 'b-2', 'Total spend with SkyJet in Q3', {
      value: money(ea((r) => r.vendor === 'SkyJet' && r.month >= 7 && r.month <= 9)),
    }),
  );
  out.push(
    q('expenses', 'b-3', 'What was the smallest expense category?', {
      at: EXPENSE_CATEGORIES.map((c) => ({ c, v: ea((r) => r.category === c) })).reduce((a, b) =>
        b.v < a.v ? b : a,
      ).c,
    }),
  );
  out.push(
    q('expenses', 'b-4', 'How much rent did we pay in 2024?', {
      value: money(ea((r) => r.category === 'Rent')),
    }),
  );
  const B = wb.budget.data;
  out.push(
    q('budget', 'b-1', 'Total actual travel costs for the six months', {
      value: money(sum(B.actual['Travel']!)),
    }),
  );
  out.push(
    q('budget', 'b-2', 'What was the training budget in March?', {
      value: money(B.budget['Training']![2]!),
    }),
  );
  const items = wb.balance.data.items;
  const bv = (label: string, i: 0 | 1): number => items.find((x) => x.label === label)!.values[i];
  out.push(
    q('balance', 'b-1', 'What was the value of our equipment at the end of 2024?', {
      value: money(bv('Equipment', 0)),
    }),
  );
  out.push(q('balance', 'b-2', 'Share capital', { value: money(bv('Share capital', 0)) }));
  out.push(
    q('balance', 'b-3', 'How did total liabilities change between 2023 and 2024?', {
      value: money(bv('Total liabilities', 0) - bv('Total liabilities', 1)),
    }),
  );
  const D = wb.messy.data;
  out.push(q('messy', 'b-1', 'Online sales in Q4', { value: money(D.quarters['Online']![3]!) }));
  out.push(
    q('messy', 'b-2', 'Which quarter had the lowest total sales?', {
      value: money(
        [0, 1, 2, 3]
          .map((i) => sum(D.regions.map((r) => D.quarters[r]![i]!)))
          .reduce((a, b) => (b < a ? b : a)),
      ),
    }),
  );
  const K = wb.kpis.data;
  out.push(
    q('kpis', 'b-1', 'What was the average number of active customers?', {
      value: hundredths(divRound(sum(K.map((x) => x.customers)) * 100n, 12n)),
    }),
  );
  out.push(
    q('kpis', 'b-2', 'turnover growth from January to December', {
      value: growth(K[0]!.revenueCents, K[11]!.revenueCents),
    }),
  );
  return out;
}
