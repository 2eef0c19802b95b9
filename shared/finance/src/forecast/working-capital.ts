/**
 * Working-capital schedule: month-end receivables and payables from the
 * payment terms, with the month's days as the period:
 *   receivables = round_half_up(sales × days to collect / days in month)
 *   payables    = round_half_up((cost of sales + operating expenses) × days to pay / days in month)
 * Inventory stays at its opening level (stock bought = cost of sales).
 * Payroll is paid in the month, so it never sits in payables.
 */
import { daysInMonth } from '../calendar/month';
import { divRoundHalfUp } from '../money/decimal';
import type { ForecastPlan } from './schema/validate';

export interface WorkingCapitalSchedule {
  readonly receivables: bigint[];
  readonly payables: bigint[];
  readonly inventory: bigint[];
}

export function workingCapitalSchedule(
  plan: ForecastPlan,
  sales: readonly bigint[],
  supplierCosts: readonly bigint[],
): WorkingCapitalSchedule {
  const receivables: bigint[] = [];
  const payables: bigint[] = [];
  const inventory: bigint[] = [];
  for (let m = 0; m < plan.months; m += 1) {
    const days = BigInt(daysInMonth(plan.start + m));
    receivables.push(divRoundHalfUp((sales[m] as bigint) * BigInt(plan.daysToCollect), days));
    payables.push(divRoundHalfUp((supplierCosts[m] as bigint) * BigInt(plan.daysToPay), days));
    inventory.push(plan.opening.inventory);
  }
  return { receivables, payables, inventory };
}
