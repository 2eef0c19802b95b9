/**
 * Property tests over random valid inputs: the forecast's invariants hold for
 * every one of them (fast-check shrinks any failure to a small input).
 */
import fc from 'fast-check';
import { forecast } from '../src/forecast/forecast';
import type { ForecastResult } from '../src/forecast/forecast';
import type { ForecastInput } from '../src/forecast/inputs';
import { GROWTH_RATE_OPTIONS, FUNDING_SOURCES } from '../src/forecast/inputs';
import { grow } from '../src/forecast/revenue';
import { fixedDecimal } from '../src/money/money';
import { readDecimal, toScaledInteger } from '../src/money/decimal';
import { MONTH_NAMES } from '../src/calendar/month';

const B = (n: number): bigint => BigInt(n);
const sum = (list: readonly number[]): bigint => list.reduce((s, v) => s + B(v), 0n);
const minorOf = (text: string): bigint => {
  const r = readDecimal(text);
  if (!r.ok) throw new Error(text);
  return toScaledInteger(r.value, 2);
};

const money = (maxMajor: number): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: maxMajor * 100 }).map((c) => fixedDecimal(BigInt(c), 2));
const month = fc.oneof(
  fc.constantFrom<string | number>(...MONTH_NAMES, 'Jan', 'sept', 1, 6, 12),
  fc.integer({ min: 2030, max: 2034 }).map((y) => `${y}-06`),
);
const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arb, { nil: undefined });

const inputArb: fc.Arbitrary<ForecastInput> = fc
  .record({
    business_type: fc.constantFrom<'existing' | 'new'>('existing', 'new'),
    currency: fc.constantFrom('USD', 'PHP', 'GBP', 'MXN'),
    year: fc.integer({ min: 2020, max: 2029 }),
    month: fc.integer({ min: 1, max: 12 }),
    months: fc.oneof(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 24, max: 60 })),
    opening: fc.record({
      cash_on_hand: money(50_000),
      cib: fc.array(money(100_000), { maxLength: 2 }),
      clients: fc.array(money(50_000), { maxLength: 2 }),
      inventory: fc.array(fc.record({ cost: money(500), n: fc.integer({ min: 0, max: 200 }) }), {
        maxLength: 2,
      }),
      buildings: fc.array(
        fc.record({
          type: fc.constantFrom('Land', 'Office building', 'Oven', 'Laptop', 'Truck'),
          cost: money(200_000),
          years: fc.integer({ min: 0, max: 30 }),
        }),
        { maxLength: 3 },
      ),
      suppliers: fc.array(money(50_000), { maxLength: 2 }),
      loans: fc.array(money(100_000), { maxLength: 1 }),
      investment: fc.array(money(100_000), { maxLength: 2 }),
      advances: fc.array(money(5_000), { maxLength: 1 }),
    }),
    revenue: money(2_000_000),
    cogsShare: fc.integer({ min: 0, max: 100 }),
    expenses: fc.array(
      fc.record({
        name: fc.constantFrom('Rent', 'Utilities', 'Marketing', 'Wages', 'Depreciation'),
        amount: money(200_000),
        kind: fc.constantFrom<'fixed' | 'variable' | 'payroll' | 'depreciation'>(
          'fixed',
          'variable',
          'payroll',
          'depreciation',
        ),
      }),
      { maxLength: 4 },
    ),
    monthly: opt(fc.array(money(300_000), { minLength: 12, maxLength: 12 })),
    products: fc.array(
      fc.record({
        price: money(5_000),
        units: fc.integer({ min: 0, max: 100_000 }),
        unitCost: opt(money(3_000)),
      }),
      { maxLength: 5 },
    ),
    growth: fc.constantFrom(...GROWTH_RATE_OPTIONS),
    employees: fc.array(money(20_000), { maxLength: 5 }),
    hires: fc.array(fc.record({ salary: money(20_000), month }), { maxLength: 4 }),
    purchases: fc.array(
      fc.record({
        amount: money(300_000),
        month,
        lifespan: fc.constantFrom(0.5, 1, 2.5, 5, 10, 40),
      }),
      { maxLength: 3 },
    ),
    funding: fc.array(
      fc.record({ source: fc.constantFrom(...FUNDING_SOURCES), amount: money(200_000) }),
      { maxLength: 3 },
    ),
    newExpenses: fc.array(money(100_000), { maxLength: 2 }),
    cosPercent: fc.integer({ min: 0, max: 100 }),
    collect: fc.integer({ min: 0, max: 120 }),
    pay: fc.integer({ min: 0, max: 120 }),
    minimumCash: opt(money(50_000)),
    creditLimit: opt(money(100_000)),
    loanLimit: opt(money(100_000)),
  })
  .map((r): ForecastInput => {
    const revenueMinor = minorOf(r.revenue);
    const products = r.products.map((p, i) => ({
      product: `P${i}`,
      price: p.price,
      units: r.business_type === 'new' ? p.units : undefined,
      unit_cost: p.unitCost,
    }));
    return {
      business_type: r.business_type,
      currency: r.currency,
      start_month: `${r.year}-${String(r.month).padStart(2, '0')}`,
      months: r.months,
      opening_balance_sheet: {
        cash_on_hand: r.opening.cash_on_hand,
        cib_rows: r.opening.cib.map((amount) => ({ amount })),
        client_rows: r.opening.clients.map((amount) => ({ amount })),
        inventory_rows: r.opening.inventory.map((x) => ({
          costPerItem: x.cost,
          numberOfItems: x.n,
        })),
        building_rows: r.opening.buildings.map((b) => ({
          type: b.type,
          cost: b.cost,
          numberOfYears: b.years,
        })),
        supplier_rows: r.opening.suppliers.map((amount) => ({ amount })),
        other_loan_rows: r.opening.loans.map((amount) => ({ amount })),
        investment_rows: r.opening.investment.map((amount) => ({ amount })),
        cash_advance_rows: r.opening.advances.map((amount) => ({ amount })),
      },
      last_year: {
        revenue: r.revenue,
        cost_of_sales: fixedDecimal((revenueMinor * BigInt(r.cogsShare)) / 100n, 2),
        operating_expenses: r.expenses.map((e) => ({
          ...e,
          kind: revenueMinor === 0n && e.kind === 'variable' ? 'fixed' : e.kind,
        })),
        monthly_revenues: r.monthly,
      },
      products:
        r.business_type === 'new' && products.length === 0
          ? [{ product: 'Only', price: '10', units: 100 }]
          : products,
      growth_rate: `${r.growth}%`,
      employees: r.employees.map((salary, i) => ({ name: `E${i}`, role: 'Staff', salary })),
      hires: r.hires.map((h, i) => ({ role: `Hire ${i}`, salary: h.salary, month: h.month })),
      purchases: r.purchases.map((p, i) => ({
        purchase: `Asset ${i}`,
        amount: p.amount,
        month: p.month,
        lifespan: p.lifespan,
      })),
      funding: r.funding,
      operating_expenses: r.newExpenses.map((amount, i) => ({ name: `New ${i}`, amount })),
      cost_of_sales_percent: r.cosPercent,
      payment_terms: { days_to_collect: r.collect, days_to_pay: r.pay },
      financing: {
        minimum_cash: r.minimumCash,
        credit_line_limit: r.creditLimit,
        working_capital_loan_limit: r.loanLimit,
      },
    };
  });

function everyNumberFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(everyNumberFinite);
  if (value !== null && typeof value === 'object')
    return Object.values(value).every(everyNumberFinite);
  return true;
}

function assetsOf(b: ForecastResult['balance_sheet'][number]): bigint {
  return (
    B(b.cash) +
    B(b.accounts_receivable) +
    B(b.inventory) +
    B(b.cash_advances) +
    B(b.loans_receivable) +
    B(b.other_assets) +
    B(b.property_cost) -
    B(b.accumulated_depreciation)
  );
}

function liabilitiesAndEquityOf(b: ForecastResult['balance_sheet'][number]): bigint {
  return (
    B(b.accounts_payable) +
    B(b.other_loans) +
    B(b.credit_line) +
    B(b.working_capital_loan) +
    B(b.owner_investment) +
    B(b.retained_earnings)
  );
}

const RUNS = { numRuns: 300 };

describe('forecast invariants (fast-check)', () => {
  it('the balance sheet balances every month, to the cent', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecast(input);
        for (const b of [f.opening_balance_sheet, ...f.balance_sheet]) {
          expect(assetsOf(b)).toBe(liabilitiesAndEquityOf(b));
          expect(B(b.total_assets)).toBe(assetsOf(b));
          expect(B(b.total_liabilities_and_equity)).toBe(liabilitiesAndEquityOf(b));
        }
        expect(f.balance_sheet).toHaveLength(input.months ?? 12);
      }),
      RUNS,
    );
  });

  it('cash ties: the cash-flow statement closes on the balance sheet cash, and opens on last month', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecast(input);
        let previous = f.opening_balance_sheet.cash;
        f.cash_flow.forEach((c, m) => {
          expect(c.opening_cash).toBe(previous);
          expect(c.closing_cash).toBe(f.balance_sheet[m]?.cash);
          expect(B(c.closing_cash)).toBe(
            B(c.opening_cash) +
              B(c.cash_from_operations) +
              B(c.cash_from_investing) +
              B(c.cash_from_financing),
          );
          previous = c.closing_cash;
        });
      }),
      RUNS,
    );
  });

  it('revenue grows by the chosen rate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecast(input);
        const revenue = f.income_statement.map((r) => r.revenue);
        const g = Number(String(input.growth_rate).replace('%', ''));
        if (input.business_type === 'existing') {
          const last = minorOf(String(input.last_year?.revenue));
          f.schedules.revenue.year_targets.forEach((target, y) => {
            expect(B(target)).toBe(grow(last, g, y + 1));
            const months = revenue.slice(y * 12, y * 12 + 12);
            if (months.length === 12) expect(sum(months)).toBe(B(target));
          });
        } else {
          for (const p of f.schedules.revenue.by_product) {
            if (p.revenue.length < 24) continue;
            const y1 = sum(p.revenue.slice(0, 12));
            expect(sum(p.revenue.slice(12, 24))).toBe(grow(y1, g, 1));
          }
        }
      }),
      RUNS,
    );
  });

  it('no negative cash without a borrow line, and no cash under the buffer without one', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecast(input);
        const minimum = f.assumptions.minimum_cash;
        f.balance_sheet.forEach((b, m) => {
          const lines = f.advice.filter((a) => a.month_index === m);
          if (b.cash < minimum) {
            expect(lines.some((a) => a.action === 'shortfall')).toBe(true);
          }
          if (b.cash < 0) {
            expect(f.budget.borrow_pay[m]?.[0]).toBe('borrow');
          }
          const drew = b.credit_line + b.working_capital_loan > 0;
          if (f.cash_flow[m]!.credit_line_drawn + f.cash_flow[m]!.working_capital_loan_drawn > 0) {
            expect(drew).toBe(true);
            expect(f.budget.borrow_pay[m]?.[0]).toBe('borrow');
          }
        });
        if (input.financing?.working_capital_loan_limit === undefined) {
          // the working-capital loan has no limit: cash never goes under the buffer
          for (const b of f.balance_sheet) expect(b.cash).toBeGreaterThanOrEqual(minimum);
        }
      }),
      RUNS,
    );
  });

  it('money sums are equal to the cent across statements and schedules', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecast(input);
        f.income_statement.forEach((r, m) => {
          expect(r.gross_profit).toBe(r.revenue - r.cost_of_sales);
          expect(B(r.operating_expenses)).toBe(sum(r.expense_lines.map((l) => l.amount)));
          expect(r.total_operating_expenses).toBe(
            r.payroll + r.operating_expenses + r.depreciation,
          );
          expect(r.operating_income).toBe(r.gross_profit - r.total_operating_expenses);
          expect(r.net_income).toBe(r.operating_income - r.interest_expense);
          if (f.schedules.revenue.by_product.length > 0) {
            expect(sum(f.schedules.revenue.by_product.map((p) => p.revenue[m] ?? 0))).toBe(
              B(r.revenue),
            );
          }
          const c = f.cash_flow[m]!;
          expect(B(c.cash_from_operations)).toBe(
            B(c.net_income) +
              B(c.depreciation) +
              B(c.change_in_receivables) +
              B(c.change_in_payables),
          );
          expect(B(c.cash_from_operations)).toBe(
            B(c.receipts_from_customers) +
              B(c.payments_to_suppliers) +
              B(c.payroll_paid) +
              B(c.interest_paid),
          );
          expect(B(c.cash_from_financing)).toBe(
            B(c.equity_received) +
              B(c.loans_received) +
              B(c.credit_line_drawn) +
              B(c.credit_line_repaid) +
              B(c.working_capital_loan_drawn) +
              B(c.working_capital_loan_repaid),
          );
        });
        // each draw knows its interest: together they are the interest expense
        const drawInterest = sum(
          f.advice.filter((a) => a.action === 'borrow').map((a) => a.interest_cost),
        );
        expect(drawInterest).toBe(sum(f.income_statement.map((r) => r.interest_expense)));
        // years add up to their months
        f.years.forEach((y, i) => {
          const rows = f.income_statement.slice(i * 12, i * 12 + 12);
          expect(B(y.revenue)).toBe(sum(rows.map((r) => r.revenue)));
          expect(B(y.net_income)).toBe(sum(rows.map((r) => r.net_income)));
        });
        // depreciation never exceeds cost
        for (const a of f.schedules.depreciation.assets)
          expect(a.charged).toBeLessThanOrEqual(a.cost);
        expect(f.checks).toEqual({
          balance_sheet_balances: true,
          cash_ties: true,
          direct_equals_indirect: true,
        });
      }),
      RUNS,
    );
  });

  it('never outputs NaN or Infinity, and every amount is a safe integer', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const f = forecast(input);
        expect(everyNumberFinite(f)).toBe(true);
        const unsafe: string[] = [];
        for (const row of [...f.income_statement, ...f.cash_flow, ...f.balance_sheet]) {
          for (const [k, v] of Object.entries(row)) {
            if (typeof v === 'number' && !Number.isSafeInteger(v)) unsafe.push(`${row.month} ${k}`);
          }
        }
        expect(unsafe).toEqual([]);
        expect(f.budget.dates).toHaveLength(f.months);
        for (const list of [
          f.budget.margins.gross_profit,
          f.budget.derived.sales,
          f.budget.cash_diff,
        ]) {
          expect(list).toHaveLength(f.months);
        }
      }),
      RUNS,
    );
  });
});
