import { z } from 'zod';
import { PAYDAY_OPTIONS } from '../constants';
import { defineCall } from './define-call';
import { companyIdParams, currencyField } from './companies';

/** Most employees one payroll holds (a typed list or an uploaded workbook). */
export const PAYROLL_MAX_EMPLOYEES = 1000;
/** Largest employee workbook the upload call reads. */
export const PAYROLL_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The header names an uploaded employee list may use, matched case-insensitively. */
export const PAYROLL_UPLOAD_COLUMNS = {
  name: ['Name', 'Employee', 'Employee name', 'Full name'],
  role: ['Role', 'Position', 'Title', 'Job title'],
  salary: ['Salary', 'Gross salary', 'Monthly salary', 'Gross pay', 'Monthly gross salary'],
} as const;

/** An amount as a form holds it: exact decimal text ("1234.50") or a number. */
const payrollAmount = (label: string) =>
  z.union(
    [z.string().trim().max(40, `${label} has too many digits.`), z.number()],
    `${label} must be a number.`,
  );

const payrollText = (label: string) =>
  z.string(`${label} must be text.`).trim().max(120, `${label} must be at most 120 characters.`);

/** The spec's payroll employee row (section 3); the role is text (DECISIONS.md). */
export const payrollEmployeeInput = z.object({
  name: payrollText('Name'),
  role: payrollText('Role'),
  /** Monthly gross salary in the company's currency. */
  salary: payrollAmount('Gross salary'),
});
export type PayrollEmployeeInputRow = z.input<typeof payrollEmployeeInput>;

const paydayField = z.enum(PAYDAY_OPTIONS, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Payday is required.'
      : `Payday must be one of: ${PAYDAY_OPTIONS.join('; ')}.`,
});

export const payrollSubmission = z.object({
  employees: z
    .array(payrollEmployeeInput, 'Employees are required: upload or type the employee list.')
    .max(PAYROLL_MAX_EMPLOYEES, `A payroll holds at most ${PAYROLL_MAX_EMPLOYEES} employees.`),
  payday: paydayField,
  /** For 'Others': the days of the month (1-31). */
  custom_days: z
    .array(
      z
        .number('Pay days must be numbers.')
        .int('Pay days must be whole numbers.')
        .min(1, 'Pay days must be between 1 and 31.')
        .max(31, 'Pay days must be between 1 and 31.'),
      'Pay days must be a list.',
    )
    .max(31, 'Pay days hold at most 31 days.')
    .optional(),
});
export type PayrollSubmission = z.input<typeof payrollSubmission>;

/** An amount the engine computed: minor units, exact decimal text and display text. */
export const payrollMoneyFigure = z.object({
  minor: z.number().int(),
  amount: z.string(),
  formatted: z.string(),
});
export type PayrollMoneyFigure = z.infer<typeof payrollMoneyFigure>;

/** Pay dates and gross pay per date for 12 months from the current month (by the engine). */
export const payrollSchedule = z.object({
  start_month: z.string(),
  monthly_total: payrollMoneyFigure,
  period_total: payrollMoneyFigure,
  /** The first pay date on or after today, or null when the schedule has none left. */
  next_pay_date: z.object({ date: z.string(), gross: payrollMoneyFigure }).nullable(),
  months: z.array(
    z.object({
      month: z.string(),
      total: payrollMoneyFigure,
      pay_dates: z.array(z.object({ date: z.string(), gross: payrollMoneyFigure })),
    }),
  ),
});
export type PayrollSchedule = z.infer<typeof payrollSchedule>;

export const savedPayroll = z.object({
  company_id: z.string(),
  currency: currencyField,
  payday: z.enum(PAYDAY_OPTIONS),
  custom_days: z.array(z.number().int()),
  employees: z.array(z.object({ name: z.string(), role: z.string(), salary: z.string() })),
  updated_at: z.string(),
  schedule: payrollSchedule,
});
export type SavedPayroll = z.infer<typeof savedPayroll>;

/** Rows read from an uploaded workbook, for review: nothing is saved. */
export const payrollUploadResult = z.object({
  file_name: z.string(),
  sheet: z.string(),
  employees: z.array(z.object({ name: z.string(), role: z.string(), salary: z.string() })),
  /** Cells to fix before saving, e.g. {field: 'employees.2.salary', message: 'Row 4: …'}. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type PayrollUploadResult = z.infer<typeof payrollUploadResult>;

export const payrollCalls = {
  getPayroll: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/payroll',
    access: 'user',
    summary:
      "A company's saved payroll with the next 12 months' pay dates and gross pay (payroll null when none). 404 if not the caller's.",
    params: companyIdParams,
    response: z.object({ payroll: savedPayroll.nullable() }),
  }),
  savePayroll: defineCall({
    service: 'chat',
    method: 'PUT',
    path: 'company/:companyId/payroll',
    access: 'user',
    summary:
      "Saves a company's payroll (employee list and payday), replacing the current one; answers it with its schedule.",
    params: companyIdParams,
    body: payrollSubmission,
    response: savedPayroll,
  }),
  parsePayrollUpload: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'company/:companyId/payroll/parse_upload',
    access: 'user',
    summary:
      'Reads an .xlsx employee list (multipart field `file`; columns Name, Role, Salary) and answers its rows for review. Saves nothing.',
    params: companyIdParams,
    multipart: true,
    response: payrollUploadResult,
  }),
};
