/**
 * A generate_budget answer made by the real finance engine (as the server makes it), so the
 * component tests draw and recompute true figures.
 */
import type { GenerateBudgetResponse } from '@fina/contract';
import type { ForecastInput } from '@fina/finance';
import { forecastExact, withDecimalStrings } from '@fina/finance';

/** A café whose van purchase in March needs borrowing (the engine's documented example). */
export const CAFE_INPUT: ForecastInput = {
  business_type: 'existing',
  currency: 'USD',
  start_month: '2027-01',
  months: 12,
  opening_balance_sheet: {
    date: '2026-12-31',
    cash_on_hand: '2000',
    cib_rows: [{ nameOfBank: 'First Bank', amount: '15000' }],
    client_rows: [{ name: 'Acme Stores', amount: '12000' }],
    supplier_rows: [{ nameOfSupplier: 'Bean Importers', amount: '8000' }],
    investment_rows: [{ name: 'Maria', typeOfInvestment: 'Owner', amount: '21000' }],
  },
  last_year: {
    revenue: '240000',
    cost_of_sales: '96000',
    operating_expenses: [
      { name: 'Rent', amount: '24000' },
      { name: 'Utilities', amount: '6000' },
      { name: 'Marketing', amount: '12000', kind: 'variable' },
    ],
  },
  products: [
    { product: 'Coffee', price: '4.50' },
    { product: 'Pastries', price: '3.25' },
  ],
  growth_rate: '20%',
  employees: [
    { name: 'Ana', role: 'Barista', salary: '3000' },
    { name: 'Ben', role: 'Baker', salary: '2500' },
  ],
  hires: [{ role: 'Sales associate', salary: '2800', month: 'April' }],
  purchases: [{ purchase: 'Delivery van', amount: '30000', month: 'March', lifespan: 5 }],
  payment_terms: { days_to_collect: 30, days_to_pay: 30 },
  financing: { minimum_cash: '10000', credit_line_limit: '15000' },
};

export function budgetFixture(input: ForecastInput = CAFE_INPUT): GenerateBudgetResponse {
  const exact = forecastExact(input);
  const text = withDecimalStrings(exact, exact.currency);
  let low = 0;
  exact.cash_flow.forEach((m, i) => {
    if (m.closing_cash < (exact.cash_flow[low]?.closing_cash ?? m.closing_cash)) low = i;
  });
  const firstNegative = exact.schedules.financing.cash_before_financing.findIndex((c) => c < 0n);
  const lowMonth = text.cash_flow[low]!;
  return {
    ...exact.budget,
    workflow_id: '3f0c2a9e-5d1b-4c6e-9a7f-1b2c3d4e5f60',
    kind: exact.business_type,
    year: Number(exact.start_month.slice(0, 4)),
    start_month: exact.start_month,
    currency: exact.currency,
    statements: {
      income: text.income_statement as never,
      balance: text.balance_sheet as never,
      cash_flow: text.cash_flow as never,
    },
    advice: text.advice.map((line) => ({ ...line })) as never,
    low_point: { month: lowMonth.month, date: lowMonth.date, cash: lowMonth.closing_cash },
    runway_months: firstNegative < 0 ? null : firstNegative,
    minimum_cash: text.assumptions.minimum_cash,
    opening_source: 'balance_sheet',
    notes: [...exact.notes],
    input: input as unknown as Record<string, unknown>,
  };
}
