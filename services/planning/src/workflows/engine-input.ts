/**
 * Saved answers → the finance engine's ForecastInput (amounts as exact decimal text).
 *
 * Existing business: the statements' year is the base (revenue, cost of sales, each named
 * operating expense; payroll lines give way to the employees file when there is one,
 * depreciation lines to the depreciation schedule), the monthly revenues file (or the
 * statements' months) for seasonality, products, growth, hires with their start months,
 * purchases with useful life, and the statements' balance sheet as the opening position.
 * The forecast starts the month after the statements' period.
 * New business: products × units, hires, purchases, funding; the forecast starts the month
 * the owner chose, else the month after the plan is made (never a January already past).
 */
import type { ConfirmedStatements, NewBusinessWorkflowBody, StatementLine } from '@fina/contract';
import type { CurrencyCode, ExpenseLineInput, ForecastInput } from '@fina/finance';
import { existingBusinessForecastInput, newBusinessForecastInput } from '@fina/finance';
import { openingFromStatements } from '../opening/from-statements';
import { fromMicro, toMicro } from '../shared/decimal-text';
import { addMonths } from '../statements/periods';
import type { ExistingFields } from './existing-answers';
import type { EmployeeRow } from './side-files';

type Lines = readonly Pick<StatementLine, 'key' | 'label' | 'amount'>[];

const PAYROLL_LINE = /salar|wage|payroll|staff cost|personnel|employee/i;

function total(lines: Lines, key: string): bigint {
  return lines.filter((l) => l.key === key).reduce((t, l) => t + toMicro(l.amount), 0n);
}

const nonNegative = (micro: bigint) => fromMicro(micro < 0n ? 0n : micro);

export function thisMonth(today: Date): string {
  return `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** How far from today a chosen start month may be (a plan is for the year ahead). */
export const NEW_BUSINESS_START_WINDOW = { monthsBack: 12, monthsAhead: 24 } as const;

/**
 * The first month of a new business's 12: the one the owner chose, else the month after
 * today. Answers null when a chosen month is outside the window (the caller's 400).
 */
export function newBusinessStartMonth(chosen: string | undefined, today: Date): string | null {
  const current = thisMonth(today);
  if (!chosen) return addMonths(current, 1);
  const earliest = addMonths(current, -NEW_BUSINESS_START_WINDOW.monthsBack);
  const latest = addMonths(current, NEW_BUSINESS_START_WINDOW.monthsAhead);
  // 'YYYY-MM' strings compare in calendar order.
  return chosen < earliest || chosen > latest ? null : chosen;
}

/** The first forecast month: after the statements' period, else after the balance date. */
export function existingStartMonth(statements: ConfirmedStatementsOut, today: Date): string {
  if (statements.income.period_end) return addMonths(statements.income.period_end, 1);
  const date = statements.balance.date;
  if (date && /^\d{4}-\d{2}/.test(date)) return addMonths(date.slice(0, 7), 1);
  return thisMonth(today);
}

export interface ConfirmedStatementsOut {
  income: {
    period_end: string | null;
    monthly_revenues: string[] | null;
    lines: Lines;
  };
  balance: { date: string | null; lines: Lines };
}

function expenseLines(lines: Lines, hasEmployees: boolean): ExpenseLineInput[] {
  const byName = new Map<string, { micro: bigint; kind: ExpenseLineInput['kind'] }>();
  for (const line of lines) {
    if (line.key !== 'operating_expense' && line.key !== 'depreciation') continue;
    const kind: ExpenseLineInput['kind'] =
      line.key === 'depreciation'
        ? 'depreciation'
        : hasEmployees && PAYROLL_LINE.test(line.label)
          ? 'payroll'
          : 'fixed';
    const name = line.label.trim();
    const entry = byName.get(name) ?? { micro: 0n, kind };
    entry.micro += toMicro(line.amount);
    byName.set(name, entry);
  }
  return [...byName.entries()]
    .filter(([, e]) => e.micro > 0n)
    .map(([name, e]) => ({ name, amount: fromMicro(e.micro), kind: e.kind }));
}

export function existingEngineInput(args: {
  fields: ExistingFields;
  statements: ConfirmedStatementsOut;
  monthlyRevenues: string[] | null;
  employees: EmployeeRow[];
  currency: CurrencyCode;
  today: Date;
}): ForecastInput {
  const { fields, statements } = args;
  const income = statements.income.lines;
  const fromStatements = statements.income.monthly_revenues;
  const monthly =
    args.monthlyRevenues ??
    (fromStatements && fromStatements.length >= 12 && !fromStatements.some((m) => m.startsWith('-'))
      ? fromStatements.slice(-12)
      : null);
  const opening =
    statements.balance.lines.length > 0
      ? openingFromStatements(statements.balance.lines, statements.balance.date)
      : undefined;
  return existingBusinessForecastInput(
    {
      growth_rate: fields.growth_rate,
      product_table: fields.product_table,
      operations_hiring_table: fields.operations_hiring_table,
      sales_marketing_hiring_table: fields.sales_marketing_hiring_table,
      technology_hiring_table: fields.technology_hiring_table,
      ppe_table: fields.ppe_table,
      growth_plan: fields.growth_plan,
    },
    {
      start_month: existingStartMonth(statements, args.today),
      currency: args.currency,
      last_year: {
        revenue: nonNegative(total(income, 'revenue')),
        cost_of_sales: nonNegative(total(income, 'cost_of_sales')),
        operating_expenses: expenseLines(income, args.employees.length > 0),
        ...(monthly ? { monthly_revenues: monthly } : {}),
      },
      ...(opening ? { opening_balance_sheet: { ...opening, currency: args.currency } } : {}),
      employees: args.employees.map((e) => ({ name: e.name, role: e.role, salary: e.salary })),
    },
  );
}

/** The 400 for a chosen start month outside the window, naming the months allowed. */
export function startMonthOutOfRange(today: Date): string {
  const current = thisMonth(today);
  const earliest = addMonths(current, -NEW_BUSINESS_START_WINDOW.monthsBack);
  const latest = addMonths(current, NEW_BUSINESS_START_WINDOW.monthsAhead);
  return `Choose a start month from ${earliest} to ${latest}.`;
}

export function newEngineInput(
  body: Omit<NewBusinessWorkflowBody, 'company_id'>,
  currency: CurrencyCode,
  today: Date,
): ForecastInput {
  const startMonth =
    newBusinessStartMonth(body.start_month, today) ?? addMonths(thisMonth(today), 1);
  return newBusinessForecastInput(
    {
      product_table: body.products,
      employee_table: body.employees ?? [],
      funding_table: body.funding ?? [],
      purchase_table: body.purchases ?? [],
      growth_plan: body.plan,
    },
    { start_month: startMonth, currency },
  );
}

/** Engine field paths → the questionnaire's field names, for 400s a form can place. */
export function questionnaireField(
  engineField: string,
  kind: 'existing' | 'new',
  fields?: ExistingFields,
): string {
  const [head, index, ...rest] = engineField.split('.');
  const tail = [index, ...rest].filter((p) => p !== undefined).join('.');
  const join = (name: string, path = tail) => (path ? `${name}.${path}` : name);
  if (kind === 'new') {
    const map: Record<string, string> = {
      products: 'products',
      hires: 'employees',
      purchases: 'purchases',
      funding: 'funding',
      growth_plan: 'plan',
    };
    return head && map[head] ? join(map[head]) : engineField;
  }
  switch (head) {
    case 'products':
      return join('product_table');
    case 'purchases':
      return join('ppe_table');
    case 'last_year':
    case 'opening_balance_sheet':
      return 'statement_lines';
    case 'employees':
      return 'employee_file';
    case 'hires': {
      if (!fields || index === undefined) return 'hires';
      let i = Number(index);
      for (const table of [
        'operations_hiring_table',
        'sales_marketing_hiring_table',
        'technology_hiring_table',
      ] as const) {
        if (i < fields[table].length) return join(table, [String(i), ...rest].join('.'));
        i -= fields[table].length;
      }
      return engineField;
    }
    default:
      return engineField;
  }
}

export type { ConfirmedStatements };
