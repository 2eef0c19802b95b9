/**
 * The engine's exact forecast → generate_budget's answer: the spec's budget response, the
 * three statements and the advice as exact decimal text, the low point and the runway.
 */
import type { GenerateBudgetResponse } from '@fina/contract';
import { withDecimalStrings } from '@fina/finance';
import type { CompanyForecast } from './company-forecast';

/** Months before cash (before any borrowing) would fall below zero; null when it never does. */
export function runwayMonths(cashBeforeFinancing: readonly bigint[]): number | null {
  const index = cashBeforeFinancing.findIndex((cash) => cash < 0n);
  return index < 0 ? null : index;
}

export function budgetAnswer(forecast: CompanyForecast): GenerateBudgetResponse {
  const { exact, workflow, input } = forecast;
  const currency = exact.currency;
  const decimals = withDecimalStrings(
    {
      income: exact.income_statement,
      balance: exact.balance_sheet,
      cash_flow: exact.cash_flow,
      advice: exact.advice,
      minimum: exact.assumptions.minimum_cash,
    },
    currency,
  );
  let low = exact.balance_sheet[0];
  for (const month of exact.balance_sheet) if (low && month.cash < low.cash) low = month;
  const lowDecimal = decimals.balance.find((m) => m.month === low?.month);
  return {
    ...exact.budget,
    workflow_id: workflow.id,
    kind: workflow.kind,
    year: Number(exact.start_month.slice(0, 4)),
    start_month: exact.start_month,
    currency,
    statements: {
      income: decimals.income.map((m) => ({ ...m, expense_lines: [...m.expense_lines] })),
      balance: [...decimals.balance],
      cash_flow: [...decimals.cash_flow],
    },
    advice: decimals.advice.map((a) => ({
      month: a.month,
      date: a.date,
      action: a.action,
      solution: a.solution,
      amount: a.amount,
      interest_cost: a.interest_cost,
      earnings: a.earnings,
      what: a.what,
      why: a.why,
      cost: a.cost,
      text: a.text,
    })),
    low_point: {
      month: low?.month ?? exact.start_month,
      date: low?.date ?? '',
      cash: lowDecimal?.cash ?? '0',
    },
    runway_months: runwayMonths(exact.schedules.financing.cash_before_financing),
    minimum_cash: decimals.minimum,
    opening_source: forecast.openingSource,
    notes: [...exact.notes],
    input: input as unknown as Record<string, unknown>,
  };
}
