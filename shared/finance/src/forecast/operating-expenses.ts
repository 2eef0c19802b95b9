/**
 * Operating expenses schedule (other than payroll and depreciation, which have
 * their own schedules). A fixed line costs its yearly amount every year,
 * spread evenly over the months (largest remainder, so 12 months add up to the
 * year). A variable line of last year costs the same share of sales:
 * round_half_up(month's sales × line / last year's revenue).
 */
import { allocateEvenly } from '../money/allocate';
import { divRoundHalfUp } from '../money/decimal';
import type { RevenueSchedule } from './revenue';
import type { ForecastPlan } from './schema/validate';

export interface ExpenseLineSchedule {
  readonly name: string;
  readonly kind: 'fixed' | 'variable';
  readonly yearly: bigint;
  readonly monthly: bigint[];
}

export interface OperatingExpenseSchedule {
  readonly lines: ExpenseLineSchedule[];
  readonly total: bigint[];
  /** Lines of last year left out because a schedule replaces them. */
  readonly replaced: { name: string; kind: 'payroll' | 'depreciation'; amount: bigint }[];
}

export function operatingExpenseSchedule(
  plan: ForecastPlan,
  revenue: RevenueSchedule,
): OperatingExpenseSchedule {
  const lines: ExpenseLineSchedule[] = [];
  const replaced: OperatingExpenseSchedule['replaced'] = [];
  const fixed = (name: string, yearly: bigint): void => {
    const months = allocateEvenly(yearly, 12);
    const monthly = new Array<bigint>(plan.months);
    for (let m = 0; m < plan.months; m += 1) monthly[m] = months[m % 12] as bigint;
    lines.push({ name, kind: 'fixed', yearly, monthly });
  };
  for (const line of plan.lastYear?.expenses ?? []) {
    if (line.kind === 'payroll' || line.kind === 'depreciation') {
      replaced.push({ name: line.name, kind: line.kind, amount: line.amount });
    } else if (line.kind === 'variable') {
      const base = plan.lastYear?.revenue ?? 0n;
      const monthly = revenue.total.map((sales) =>
        base === 0n ? 0n : divRoundHalfUp(sales * line.amount, base),
      );
      lines.push({ name: line.name, kind: 'variable', yearly: line.amount, monthly });
    } else {
      fixed(line.name, line.amount);
    }
  }
  for (const line of plan.extraExpenses) fixed(line.name, line.amount);
  const total = new Array<bigint>(plan.months).fill(0n);
  for (const line of lines) {
    for (let m = 0; m < plan.months; m += 1)
      total[m] = (total[m] as bigint) + (line.monthly[m] as bigint);
  }
  return { lines, total, replaced };
}
