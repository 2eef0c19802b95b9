import { forecast, forecastExact } from './forecast';
import type { ForecastInput } from './inputs';

/**
 * A 3-month forecast small enough to check by hand:
 *   revenue 12,000 × 1.10 = 13,200 a year → 1,100.00 a month; cost of sales 40% → 440.00
 *   payroll 300.00, rent 1,200 a year → 100.00, van 1,200 over 12 months → 100.00 depreciation
 *   operating income = 1,100 − 440 − 300 − 100 − 100 = 160.00
 *   receivables and payables 0 (cash terms); opening cash 1,000; minimum cash 500
 * January: 1,000 + 160 + 100 (depreciation) − 1,200 (van) = 60 → draw 440.00 on the credit line
 * February (28 days): interest 440 × 4.5% × 28/90 = 6.16; cash 500 + 260 − 6.16 = 753.84 → repay 253.84
 * March (31 days): interest 186.16 × 4.5% × 31/90 = 2.8855 → 2.89; 500 + 260 − 2.89 = 757.11 → repay 186.16
 */
const small: ForecastInput = {
  business_type: 'existing',
  currency: 'USD',
  start_month: '2025-01',
  months: 3,
  opening_balance_sheet: { cash_on_hand: '1000' },
  last_year: {
    revenue: '12000',
    cost_of_sales: '4800',
    operating_expenses: [{ name: 'Rent', amount: '1200' }],
  },
  growth_rate: '10%',
  employees: [{ name: 'Ana', role: 'Clerk', salary: '300' }],
  purchases: [{ purchase: 'Van', amount: '1200', month: 'January', lifespan: 1 }],
  payment_terms: { days_to_collect: 0, days_to_pay: 0 },
  financing: { minimum_cash: '500', credit_line_limit: '10000' },
};

describe('forecast: a hand-checked 3-month forecast', () => {
  const f = forecast(small);

  it('builds the income statement', () => {
    const jan = f.income_statement[0];
    expect(jan).toMatchObject({
      month: '2025-01',
      date: '2025-01-31',
      revenue: 110000,
      cost_of_sales: 44000,
      gross_profit: 66000,
      payroll: 30000,
      operating_expenses: 10000,
      depreciation: 10000,
      total_operating_expenses: 50000,
      operating_income: 16000,
      interest_expense: 0,
      net_income: 16000,
      expense_lines: [{ name: 'Rent', amount: 10000 }],
    });
    expect(f.income_statement.map((r) => r.interest_expense)).toEqual([0, 616, 289]);
    expect(f.income_statement.map((r) => r.net_income)).toEqual([16000, 15384, 15711]);
  });

  it('draws on the credit line and repays it', () => {
    expect(f.cash_flow.map((r) => r.credit_line_drawn)).toEqual([44000, 0, 0]);
    expect(f.cash_flow.map((r) => r.credit_line_repaid)).toEqual([0, -25384, -18616]);
    expect(f.balance_sheet.map((r) => r.credit_line)).toEqual([44000, 18616, 0]);
    expect(f.balance_sheet.map((r) => r.cash)).toEqual([50000, 50000, 75711 - 18616]);
  });

  it('builds the cash-flow statement', () => {
    const jan = f.cash_flow[0];
    expect(jan).toMatchObject({
      opening_cash: 100000,
      net_income: 16000,
      depreciation: 10000,
      cash_from_operations: 26000,
      purchases_of_equipment: -120000,
      cash_from_investing: -120000,
      cash_from_financing: 44000,
      net_change_in_cash: -50000,
      closing_cash: 50000,
      receipts_from_customers: 110000,
      payments_to_suppliers: -54000,
      payroll_paid: -30000,
      interest_paid: 0,
    });
    expect(f.cash_flow[2]?.closing_cash).toBe(57095);
  });

  it('rolls the balance sheet forward and balances it', () => {
    const mar = f.balance_sheet[2];
    expect(mar).toMatchObject({
      cash: 57095,
      property_cost: 120000,
      accumulated_depreciation: 30000,
      property_net: 90000,
      total_assets: 147095,
      total_liabilities: 0,
      owner_investment: 0,
      // opening retained earnings 1,000 + 160 + 153.84 + 157.11
      retained_earnings: 147095,
      total_liabilities_and_equity: 147095,
    });
    expect(f.opening_balance_sheet.retained_earnings).toBe(100000);
    expect(f.checks).toEqual({
      balance_sheet_balances: true,
      cash_ties: true,
      direct_equals_indirect: true,
    });
  });

  it('explains the borrow: what, how much, why and what it costs', () => {
    const borrow = f.advice.find((a) => a.action === 'borrow');
    expect(borrow).toMatchObject({
      month: '2025-01',
      solution: 'credit_line',
      amount: 44000,
      interest_cost: 616 + 289,
    });
    expect(borrow?.what).toBe('Draw $440.00 on a credit line at the end of January 2025.');
    expect(borrow?.why).toBe(
      'Cash would fall to $60.00, below the minimum buffer of $500.00; the credit line is the cheapest adequate solution.',
    );
    expect(borrow?.cost).toBe(
      'It costs 4.5% per 90 days ($6.16 for the next month): $9.05 in interest during the forecast, repaid by March 2025.',
    );
    expect(f.advice.filter((a) => a.action === 'repay').map((a) => a.amount)).toEqual([
      25384, 18616,
    ]);
  });

  it('returns the budget response of the spec', () => {
    expect(f.budget.dates).toEqual(['2025-01-31', '2025-02-28', '2025-03-31']);
    expect(f.budget.derived).toEqual({ gross_profit: [660, 660, 660], sales: [1100, 1100, 1100] });
    expect(f.budget.margins.gross_profit).toEqual([60, 60, 60]);
    expect(f.budget.margins.operating_income).toEqual([14.55, 14.55, 14.55]); // 160/1100
    expect(f.budget.margins.net_income).toEqual([14.55, 13.99, 14.28]); // 153.84/1100 = 13.985…
    expect(f.budget.cash_diff).toEqual([-440, 253.84, 257.11]);
    expect(f.budget.borrow_pay[0]?.[0]).toBe('borrow');
    expect(f.budget.borrow_pay[1]?.[0]).toBe('pay');
    expect(f.budget.borrow_pay[0]).toHaveLength(2);
  });

  it('sums the year', () => {
    expect(f.years).toEqual([
      expect.objectContaining({
        year: 1,
        from: '2025-01',
        to: '2025-03',
        revenue: 330000,
        net_income: 16000 + 15384 + 15711,
        closing_cash: 57095,
      }),
    ]);
  });

  it('keeps exact bigints in forecastExact', () => {
    const exact = forecastExact(small);
    expect(exact.balance_sheet[2]?.cash).toBe(57095n);
    expect(exact.assumptions.minimum_cash).toBe(50000n);
  });
});

describe('forecast: working-capital loan when the credit line is used up', () => {
  it('draws the credit line to its limit, the loan for the rest, and repays the loan first', () => {
    const f = forecast({ ...small, financing: { minimum_cash: '500', credit_line_limit: '100' } });
    expect(f.cash_flow[0]).toMatchObject({
      credit_line_drawn: 10000,
      working_capital_loan_drawn: 34000,
    });
    // February: interest 100 × 4.5% × 28/90 = 1.40 and 340 × 3% = 10.20
    expect(f.schedules.financing.credit_line[1]?.interest).toBe(140);
    expect(f.schedules.financing.working_capital_loan[1]?.interest).toBe(1020);
    // 500 + 260 − 11.60 = 748.40 → 248.40 repays the dearer loan first
    expect(f.cash_flow[1]).toMatchObject({
      working_capital_loan_repaid: -24840,
      credit_line_repaid: 0,
    });
    const borrow = f.advice.filter((a) => a.action === 'borrow');
    expect(borrow.map((a) => a.solution)).toEqual(['credit_line', 'working_capital_loan']);
    expect(borrow[1]?.why).toContain('the credit line is used up to its limit');
    expect(f.checks.balance_sheet_balances).toBe(true);
  });
});

describe('forecast: a shortfall the limits cannot cover', () => {
  it('says how much is missing and still marks the month as a borrow', () => {
    const f = forecast({
      ...small,
      financing: {
        minimum_cash: '500',
        credit_line_limit: '100',
        working_capital_loan_limit: '40',
      },
    });
    expect(f.balance_sheet[0]?.cash).toBe(6000 + 10000 + 4000);
    const short = f.advice.find((a) => a.action === 'shortfall');
    expect(short?.amount).toBe(50000 - 20000);
    expect(f.budget.borrow_pay[0]?.[0]).toBe('borrow');
  });
});

describe('forecast: time deposit suggestion', () => {
  it('suggests locking the cash never needed, at the better bank, with its earnings', () => {
    const f = forecast({
      ...small,
      purchases: [],
      opening_balance_sheet: { cash_on_hand: '50000' },
      financing: { minimum_cash: '5000', time_deposit_threshold: '10000' },
    });
    // cash grows by 260 a month: the lowest later cash is January's 50,260; 50,260 − 5,000 = 45,260
    const deposit = f.advice.filter((a) => a.action === 'time_deposit');
    expect(deposit).toHaveLength(1);
    expect(deposit[0]).toMatchObject({
      month: '2025-01',
      solution: 'time_deposit_first_bank',
      amount: 4526000,
      earnings: { low: 28288, high: 56575 }, // 0.625% and 1.25% of 45,260
    });
    expect(deposit[0]?.cost).toContain('0.25%-0.75% per annum');
    expect(f.budget.borrow_pay[0]?.[0]).toBe('invest');
  });
});

describe('forecast: new business', () => {
  const f = forecast({
    business_type: 'new',
    currency: 'GBP',
    start_month: '2026-07',
    months: 24,
    products: [
      { product: 'Candles', price: '10', units: 1200 }, // 12,000 a year → 1,000 a month
      { product: 'Soap', price: '2.50', units: '100', unit_cost: '1' }, // 250 a year
    ],
    growth_rate: 50,
    cost_of_sales_percent: 30,
    funding: [
      { source: 'Own money', amount: '5000' },
      { source: 'Lenders', amount: '2000' },
      { source: 'Family and friends', amount: '1000', kind: 'loan', month: 'September' },
    ],
    operating_expenses: [{ name: 'Market stall', amount: '1200' }],
    payment_terms: { days_to_collect: 0, days_to_pay: 15 },
  });

  it('sells price × units in year 1, grown by the rate in year 2', () => {
    expect(f.schedules.revenue.year_targets).toEqual([1225000, 1837500]);
    expect(f.income_statement[0]?.revenue).toBe(100000 + 2084); // 250 / 12 → 20.84 first months
    expect(f.income_statement.slice(0, 12).reduce((s, r) => s + r.revenue, 0)).toBe(1225000);
  });

  it('costs unit cost for products that have it, the percent for the rest', () => {
    // candles 1,000 × 30% = 300; soap 20.84 × 1/2.5 = 8.336 → 8.34
    expect(f.income_statement[0]?.cost_of_sales).toBe(30000 + 834);
  });

  it('books equity and loans from the funding sources', () => {
    expect(f.cash_flow[0]).toMatchObject({ equity_received: 500000, loans_received: 200000 });
    expect(f.cash_flow[2]).toMatchObject({ loans_received: 100000 });
    expect(f.balance_sheet[2]).toMatchObject({ owner_investment: 500000, other_loans: 300000 });
    expect(f.checks.balance_sheet_balances && f.checks.cash_ties).toBe(true);
  });
});
