/**
 * Budget beside actual, per month: the budget from the company's latest forecast (null for
 * a month it does not cover), the actual from the recorded figures, and actual − budget.
 * Budget costs = revenue − net income (cost of sales, payroll, expenses, depreciation,
 * interest); actual costs = cost of sales + expenses.
 */
import type { Db } from '@fina/db';
import type { PerformanceResponse } from '@fina/contract';
import type { CurrencyCode, ExactForecast } from '@fina/finance';
import { fixedDecimal, minorDigits } from '@fina/finance';
import { ACTUALS_SOURCE, actualsByMonth } from '../actuals/actuals-source';
import { addMonths, lastDayOfMonth } from '../statements/periods';

/** part / whole in percent, 2 decimals, half-up; null without a whole. */
export function marginPercent(part: bigint, whole: bigint): number | null {
  if (whole === 0n) return null;
  const scaled = (part * 20000n) / whole; // two decimals, then half-up by the extra digit
  const rounded = scaled >= 0n ? (scaled + 1n) / 2n : (scaled - 1n) / 2n;
  return Number(rounded) / 100;
}

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to && months.length < 120; m = addMonths(m, 1)) months.push(m);
  return months;
}

export async function performance(
  db: Db,
  companyId: string,
  currency: CurrencyCode,
  forecast: ExactForecast | null,
  range: { from?: string; to?: string },
  today: Date,
): Promise<PerformanceResponse> {
  const current = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
  const from = range.from ?? forecast?.start_month ?? addMonths(current, -11);
  const to =
    range.to ?? (forecast ? addMonths(forecast.start_month, forecast.months - 1) : current);
  const months = from <= to ? monthsBetween(from, to) : [];
  const digits = minorDigits(currency);
  const text = (minor: bigint) => fixedDecimal(minor, digits);
  const actuals = months.length
    ? await actualsByMonth(db, companyId, months[0] ?? from, months[months.length - 1] ?? to)
    : [];
  const budgetByMonth = new Map((forecast?.income_statement ?? []).map((m) => [m.month, m]));
  let hasActuals = false;
  const rows = months.map((month, i) => {
    const a = actuals[i];
    const revenue = a?.revenue ?? 0n;
    const costOfSales = a?.costOfSales ?? 0n;
    const expenses = a?.expenses ?? 0n;
    if (revenue !== 0n || costOfSales !== 0n || expenses !== 0n) hasActuals = true;
    const costs = costOfSales + expenses;
    const b = budgetByMonth.get(month);
    const budgetCosts = b ? b.revenue - b.net_income : 0n;
    return {
      month,
      date: lastDayOfMonth(month),
      budget: b
        ? {
            revenue: text(b.revenue),
            costs: text(budgetCosts),
            gross_profit: text(b.gross_profit),
            net_income: text(b.net_income),
            margins: {
              gross_profit: marginPercent(b.gross_profit, b.revenue) ?? 0,
              operating_income: marginPercent(b.operating_income, b.revenue) ?? 0,
              net_income: marginPercent(b.net_income, b.revenue) ?? 0,
            },
          }
        : null,
      actual: {
        revenue: text(revenue),
        cost_of_sales: text(costOfSales),
        expenses: text(expenses),
        costs: text(costs),
        gross_profit: text(revenue - costOfSales),
        gross_margin: marginPercent(revenue - costOfSales, revenue),
      },
      variance: b
        ? {
            revenue: text(revenue - b.revenue),
            costs: text(costs - budgetCosts),
            gross_profit: text(revenue - costOfSales - b.gross_profit),
          }
        : null,
    };
  });
  return {
    currency,
    from,
    to,
    has_budget: forecast !== null,
    has_actuals: hasActuals,
    actuals_source: ACTUALS_SOURCE,
    months: rows,
  };
}
