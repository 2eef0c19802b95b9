/**
 * The payroll's figures, all from the finance engine: pay dates and gross pay per pay date
 * for 12 months from the current month, monthly totals, and the next pay date.
 */
import type { PayrollSchedule } from '@fina/contract';
import type { FinanceIssue, PayrollInput } from '@fina/finance';
import { computePayroll, validatePayroll } from '@fina/finance';
import { badRequest } from '@fina/service-kit';

export const SCHEDULE_MONTHS = 12;

export function refuseIssue(issue: FinanceIssue): never {
  throw badRequest(issue.message, issue.field || undefined);
}

/** 'YYYY-MM' and 'YYYY-MM-DD' of a moment, in UTC (the server's calendar). */
function calendar(now: Date): { month: string; day: string } {
  const day = now.toISOString().slice(0, 10);
  return { month: day.slice(0, 7), day };
}

/** Validates a payroll as the engine does; throws 400 naming the first field at fault. */
export function assertValidPayroll(input: Omit<PayrollInput, 'start_month'>, now: Date): void {
  const [first] = validatePayroll({ ...input, start_month: calendar(now).month });
  if (first) refuseIssue(first);
}

export function computeSchedule(
  input: Omit<PayrollInput, 'start_month' | 'months'>,
  now: Date,
): { schedule: PayrollSchedule; employees: { name: string; role: string; salary: string }[] } {
  const today = calendar(now);
  const figures = computePayroll({ ...input, start_month: today.month, months: SCHEDULE_MONTHS });
  const months = figures.months.map((month) => ({
    month: month.month,
    total: month.total,
    pay_dates: figures.pay_dates
      .filter((payDate) => payDate.month === month.month)
      .map((payDate) => ({ date: payDate.date, gross: payDate.gross })),
  }));
  const next = figures.pay_dates.find((payDate) => payDate.date >= today.day);
  return {
    schedule: {
      start_month: today.month,
      monthly_total: figures.monthly_total,
      period_total: figures.period_total,
      next_pay_date: next ? { date: next.date, gross: next.gross } : null,
      months,
    },
    employees: figures.employees.map((employee) => ({
      name: employee.name,
      role: employee.role,
      salary: employee.salary.amount,
    })),
  };
}
