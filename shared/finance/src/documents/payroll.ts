/**
 * Payroll (payroll wizard): pay dates of the next 12 months for the spec's
 * payday options, and the gross pay per pay date:
 *   gross per pay date = Σ monthly gross salaries / pay dates in that month,
 *   rounded half-up, with the cents remainder on the month's last pay date,
 * so each month's pay dates add up to the monthly payroll exactly.
 */
import type { PaydayOption } from '@fina/contract/core';
import { isPaydayOption, PAYDAY_OPTIONS } from '@fina/contract/core';
import type { FinanceIssue } from '../errors';
import { fieldPath, IssueCollector } from '../errors';
import { daysInMonth, formatYearMonth, isoDate, parseYearMonth } from '../calendar/month';
import type { Currency } from '../money/currency';
import { splitWithRemainderLast } from '../money/allocate';
import {
  isRecord,
  readAmount,
  readCurrency,
  readInteger,
  readList,
  readText,
} from '../validation/read-fields';
import type { MoneyFigure } from './figures';
import { figure } from './figures';
import type { FormNumber } from './line-items';

// The payday options are the contract's (one list for the form, the API and the engine).
export { isPaydayOption, PAYDAY_OPTIONS };
export type { PaydayOption };

/**
 * Pay days of one month (day numbers, ascending). A day past the month's end
 * moves to its last day (the 30th in February is the 28th or 29th); 'Others'
 * uses `customDays` (1-31), duplicates removed.
 */
export function payDaysInMonth(
  serial: number,
  option: PaydayOption,
  customDays: readonly number[] = [],
): number[] {
  const last = daysInMonth(serial);
  const wanted =
    option === 'Every 15th and 30th of the month'
      ? [15, 30]
      : option === 'Every 5th and 20th of the month'
        ? [5, 20]
        : option === 'Every end of the month'
          ? [last]
          : customDays;
  const days = new Set<number>();
  for (const d of wanted) days.add(Math.min(d, last));
  return [...days].sort((a, b) => a - b);
}

export interface PayrollEmployeeInput {
  name?: string | null;
  role?: string | null;
  /** Monthly gross salary. */
  salary?: FormNumber;
}

export interface PayrollInput {
  currency?: string | null;
  employees?: readonly PayrollEmployeeInput[] | string | null;
  payday?: string | null;
  /** For 'Others': the days of the month (1-31). */
  custom_days?: readonly (number | string)[] | null;
  /** First month of the schedule, 'YYYY-MM'. */
  start_month?: string | null;
  /** How many months (default 12). */
  months?: number | string | null;
}

export interface PayrollFigures {
  readonly currency: Currency;
  readonly payday: PaydayOption;
  readonly employees: readonly { name: string; role: string; salary: MoneyFigure }[];
  /** Σ monthly salaries. */
  readonly monthly_total: MoneyFigure;
  /** Σ over the schedule's months. */
  readonly period_total: MoneyFigure;
  readonly pay_dates: readonly { date: string; month: string; gross: MoneyFigure }[];
  readonly months: readonly { month: string; pay_dates: number; total: MoneyFigure }[];
}

interface PayrollData {
  currency: Currency;
  payday: PaydayOption;
  customDays: number[];
  employees: { name: string; role: string; salary: bigint }[];
  start: number;
  months: number;
}

function readPayroll(issues: IssueCollector, input: unknown): PayrollData | null {
  if (!isRecord(input)) {
    issues.add('', 'The payroll must be an object.');
    return null;
  }
  const currency = readCurrency(issues, input.currency);
  const rows = readList(issues, input.employees, 'employees', {
    label: 'Employee list',
    required: true,
  });
  const employees: PayrollData['employees'] = [];
  if (rows && rows.length === 0) issues.add('employees', 'Add at least one employee.');
  (rows ?? []).forEach((row, index) => {
    const at = fieldPath('employees', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each employee must be an object.');
      return;
    }
    const name = readText(issues, row.name, fieldPath(at, 'name'), {
      label: 'Name',
      required: true,
    });
    const role = readText(issues, row.role, fieldPath(at, 'role'), {
      label: 'Role',
      required: true,
    });
    const salary = readAmount(issues, row.salary, fieldPath(at, 'salary'), currency, {
      label: 'Gross salary',
      required: true,
    });
    if (name !== undefined && role !== undefined && salary !== undefined) {
      employees.push({ name, role, salary });
    }
  });
  let payday: PaydayOption = 'Every end of the month';
  if (input.payday === undefined || input.payday === null || input.payday === '') {
    issues.add('payday', 'Payday is required.');
  } else if (!isPaydayOption(input.payday)) {
    issues.add('payday', `Payday must be one of: ${PAYDAY_OPTIONS.join('; ')}.`);
  } else {
    payday = input.payday;
  }
  const customDays: number[] = [];
  if (payday === 'Others') {
    const days = readList(issues, input.custom_days, 'custom_days', {
      label: 'Pay days',
      required: true,
      maxItems: 31,
    });
    if (days && days.length === 0) issues.add('custom_days', 'Give at least one day of the month.');
    (days ?? []).forEach((d, index) => {
      const day = readInteger(issues, d, fieldPath('custom_days', index), {
        label: 'Pay day',
        min: 1,
        max: 31,
      });
      if (day !== undefined) customDays.push(day);
    });
  }
  const start = parseYearMonth(input.start_month);
  if (start === null) issues.add('start_month', 'Start month must be written YYYY-MM.');
  const months = readInteger(issues, input.months, 'months', {
    label: 'Months',
    min: 1,
    max: 120,
    fallback: 12,
  });
  if (!issues.ok || start === null || months === undefined) return null;
  return { currency, payday, customDays, employees, start, months };
}

/**
 * Pay dates and gross pay per pay date for `months` calendar months from
 * `start_month` (default 12). Throws FinanceInputError naming the field
 * (e.g. `employees.0.salary` for a negative salary).
 */
export function computePayroll(
  input: PayrollInput,
  options: { locale?: string } = {},
): PayrollFigures {
  const issues = new IssueCollector();
  const data = readPayroll(issues, input);
  issues.throwIfAny();
  if (!data) throw new Error('unreachable');
  const f = (minor: bigint): MoneyFigure => figure(minor, data.currency, options.locale);
  const monthly = data.employees.reduce((sum, e) => sum + e.salary, 0n);
  const payDates: { date: string; month: string; gross: MoneyFigure }[] = [];
  const months: { month: string; pay_dates: number; total: MoneyFigure }[] = [];
  for (let i = 0; i < data.months; i += 1) {
    const serial = data.start + i;
    const days = payDaysInMonth(serial, data.payday, data.customDays);
    const parts = splitWithRemainderLast(monthly, days.length);
    days.forEach((day, k) => {
      payDates.push({
        date: isoDate(serial, day),
        month: formatYearMonth(serial),
        gross: f(parts[k] as bigint),
      });
    });
    months.push({ month: formatYearMonth(serial), pay_dates: days.length, total: f(monthly) });
  }
  return {
    currency: data.currency,
    payday: data.payday,
    employees: data.employees.map((e) => ({ name: e.name, role: e.role, salary: f(e.salary) })),
    monthly_total: f(monthly),
    period_total: f(monthly * BigInt(data.months)),
    pay_dates: payDates,
    months,
  };
}

/** All problems with a payroll submission; never throws. */
export function validatePayroll(input: unknown): FinanceIssue[] {
  const issues = new IssueCollector();
  readPayroll(issues, input);
  return issues.issues;
}
