/**
 * Payroll schedule: each month costs the monthly gross salaries of the current
 * employees (from the first month) and of the hires whose start month has
 * come (a hire costs from its start month on). Salaries are paid in the month.
 */
import type { ForecastPlan } from './schema/validate';

export interface PayrollSchedule {
  readonly total: bigint[];
  readonly headcount: number[];
  /** Roles starting in each month. */
  readonly starting: string[][];
}

export function payrollSchedule(plan: ForecastPlan): PayrollSchedule {
  // salary changes by start month, then a running sum: O(people + months)
  const change = new Array<bigint>(plan.months).fill(0n);
  const joiners = new Array<number>(plan.months).fill(0);
  const starting: string[][] = Array.from({ length: plan.months }, () => []);
  for (const person of plan.people) {
    if (person.monthIndex >= plan.months) continue;
    change[person.monthIndex] = (change[person.monthIndex] as bigint) + person.salary;
    joiners[person.monthIndex] = (joiners[person.monthIndex] as number) + 1;
    if (person.monthIndex > 0) (starting[person.monthIndex] as string[]).push(person.role);
  }
  const total: bigint[] = [];
  const headcount: number[] = [];
  let running = 0n;
  let count = 0;
  for (let m = 0; m < plan.months; m += 1) {
    running += change[m] as bigint;
    count += joiners[m] as number;
    total.push(running);
    headcount.push(count);
  }
  return { total, headcount, starting };
}
