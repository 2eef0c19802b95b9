/**
 * The spec's budget response (section 3), for the planning screens' charts:
 *   dates       month-end dates 'YYYY-MM-DD'
 *   margins     gross_profit, operating_income, net_income as percent of sales
 *               (2 decimals, half-up; 0 in a month without sales)
 *   derived     gross_profit and sales in major units (e.g. 1234.5)
 *   borrow_pay  per date, text lines; the first item is 'borrow' in a month
 *               with a borrow, else 'pay' with a repayment, else 'invest' with a
 *               time-deposit suggestion; [] when nothing happens
 *   cash_diff   cash before financing minus the minimum buffer, major units:
 *               negative where the month needs a borrow
 * Numbers in major units are for drawing only; the exact figures are in the statements.
 */
import type { Currency } from '../money/currency';
import { divRoundHalfUp } from '../money/decimal';
import { fixedDecimal, minorToMajorNumber } from '../money/money';
import type { AdviceLine } from './financing-advice';
import type { IncomeStatementMonth } from './income-statement';

export interface BudgetResponse {
  dates: string[];
  margins: { gross_profit: number[]; net_income: number[]; operating_income: number[] };
  derived: { gross_profit: number[]; sales: number[] };
  borrow_pay: string[][];
  cash_diff: number[];
}

/** part / whole in percent with 2 decimals, half-up; 0 when whole is 0. */
export function marginPercent(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  return Number(fixedDecimal(divRoundHalfUp(part * 10000n, whole), 2));
}

export function budgetResponse(args: {
  currency: Currency;
  income: readonly IncomeStatementMonth[];
  advice: readonly AdviceLine[];
  cashBeforeFinancing: readonly bigint[];
  minimumCash: bigint;
}): BudgetResponse {
  const { currency, income } = args;
  const byMonth = new Map<number, AdviceLine[]>();
  for (const line of args.advice) {
    const list = byMonth.get(line.month_index) ?? [];
    list.push(line);
    byMonth.set(line.month_index, list);
  }
  const borrowPay = income.map((_, m) => {
    const lines = byMonth.get(m) ?? [];
    if (lines.length === 0) return [];
    const marker = lines.some((l) => l.action === 'borrow' || l.action === 'shortfall')
      ? 'borrow'
      : lines.some((l) => l.action === 'repay')
        ? 'pay'
        : 'invest';
    const order = { borrow: 0, shortfall: 1, repay: 2, time_deposit: 3 } as const;
    const sorted = [...lines].sort((a, b) => order[a.action] - order[b.action]);
    return [marker, ...sorted.map((l) => l.text)];
  });
  return {
    dates: income.map((r) => r.date),
    margins: {
      gross_profit: income.map((r) => marginPercent(r.gross_profit, r.revenue)),
      net_income: income.map((r) => marginPercent(r.net_income, r.revenue)),
      operating_income: income.map((r) => marginPercent(r.operating_income, r.revenue)),
    },
    derived: {
      gross_profit: income.map((r) => minorToMajorNumber(r.gross_profit, currency)),
      sales: income.map((r) => minorToMajorNumber(r.revenue, currency)),
    },
    borrow_pay: borrowPay,
    cash_diff: args.cashBeforeFinancing.map((c) =>
      minorToMajorNumber(c - args.minimumCash, currency),
    ),
  };
}
