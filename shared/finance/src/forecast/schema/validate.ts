/**
 * Reads a ForecastInput (from JSON, a form or a file) into the exact plan the
 * schedules work from: amounts in minor units (bigint), months as indices from
 * the start month. Every problem is reported with the field's path.
 */
import type { FinanceIssue } from '../../errors';
import { fieldPath, IssueCollector } from '../../errors';
import {
  formatYearMonth,
  parseMonthOfYear,
  parseYearMonth,
  serialMonth,
} from '../../calendar/month';
import type { BalanceSheetData } from '../../documents/balance-sheet';
import { readBalanceSheet, yearsToMonths } from '../../documents/balance-sheet';
import type { Currency } from '../../money/currency';
import type { Decimal } from '../../money/decimal';
import { decimalFromInteger, readDecimal } from '../../money/decimal';
import {
  isRecord,
  readAmount,
  readCurrency,
  readDecimalField,
  readInteger,
  readList,
  readObject,
  readText,
} from '../../validation/read-fields';
import type { BusinessType, FundingSource, GrowthRatePercent } from '../inputs';
import { DEFAULT_GROWTH_RATE, FUNDING_SOURCES, GROWTH_RATE_OPTIONS } from '../inputs';

export const MAX_FORECAST_MONTHS = 120;

export interface PlanExpenseLine {
  readonly name: string;
  readonly amount: bigint;
  readonly kind: 'fixed' | 'variable' | 'payroll' | 'depreciation';
}

export interface PlanProduct {
  readonly name: string;
  readonly price: bigint;
  readonly units: Decimal | null;
  readonly unitCost: bigint | null;
  readonly share: Decimal | null;
}

export interface PlanPerson {
  readonly name: string;
  readonly role: string;
  readonly salary: bigint;
  /** Index of the first paid month (0 = start month). */
  readonly monthIndex: number;
  readonly department: string;
}

export interface PlanPurchase {
  readonly name: string;
  readonly amount: bigint;
  readonly monthIndex: number;
  readonly lifeMonths: number;
}

export interface PlanFunding {
  readonly source: FundingSource;
  readonly amount: bigint;
  readonly kind: 'equity' | 'loan';
  readonly monthIndex: number;
}

export interface GrowthPlan {
  readonly newProductLine: boolean;
  readonly newProductLineText: string;
  readonly newBranch: boolean;
  readonly addSalesperson: boolean;
  readonly otherStrategy: boolean;
  readonly otherStrategyText: string;
}

/** The validated, exact forecast plan. */
export interface ForecastPlan {
  readonly businessType: BusinessType;
  readonly currency: Currency;
  /** Serial of the first month. */
  readonly start: number;
  readonly months: number;
  readonly opening: BalanceSheetData;
  readonly lastYear: {
    readonly revenue: bigint;
    readonly costOfSales: bigint;
    readonly expenses: readonly PlanExpenseLine[];
    readonly monthly: readonly bigint[] | null;
  } | null;
  readonly products: readonly PlanProduct[];
  readonly growthPercent: GrowthRatePercent;
  readonly growthPlan: GrowthPlan;
  readonly people: readonly PlanPerson[];
  readonly purchases: readonly PlanPurchase[];
  readonly funding: readonly PlanFunding[];
  readonly extraExpenses: readonly PlanExpenseLine[];
  readonly costOfSalesPercent: Decimal;
  readonly daysToCollect: number;
  readonly daysToPay: number;
  readonly financing: {
    readonly minimumCash: bigint | null;
    readonly creditLineLimit: bigint | null;
    readonly workingCapitalLoanLimit: bigint | null;
    readonly timeDepositThreshold: bigint | null;
  };
}

const ZERO = decimalFromInteger(0);
const HUNDRED = decimalFromInteger(100);
const MAX_ROWS = 10_000;

/** Reads a growth rate: '10%', '10' or 10 mean 10%; only the spec's options are accepted. */
export function readGrowthRate(
  issues: IssueCollector,
  value: unknown,
  field: string,
): GrowthRatePercent | undefined {
  const options = GROWTH_RATE_OPTIONS.map((g) => `${g}%`).join(', ');
  let text = value;
  if (typeof text === 'string') text = text.trim().replace(/%$/, '').trim();
  const read = readDecimal(text);
  if (read.ok && read.value.scale === 0) {
    const n = Number(read.value.coef);
    const found = GROWTH_RATE_OPTIONS.find((g) => g === n);
    if (found !== undefined) return found;
  }
  issues.add(field, `Growth rate must be one of ${options} (got ${JSON.stringify(value)}).`);
  return undefined;
}

/**
 * Reads a month into an index from the start: a month name or number is its
 * first occurrence on or after the start month; 'YYYY-MM' must not be before it.
 */
export function readMonthIndex(
  issues: IssueCollector,
  value: unknown,
  field: string,
  start: number,
  fallback?: number,
): number | undefined {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) {
    return fallback;
  }
  const serial = parseYearMonth(value);
  if (serial !== null) {
    if (serial < start) {
      issues.add(
        field,
        `Month ${formatYearMonth(serial)} is before the forecast starts (${formatYearMonth(start)}).`,
      );
      return undefined;
    }
    return serial - start;
  }
  const month = parseMonthOfYear(value);
  if (month === null) {
    issues.add(
      field,
      `Unknown month ${JSON.stringify(value)}: use a month name (January), a number 1-12 or YYYY-MM.`,
    );
    return undefined;
  }
  return (month - serialMonth(start) + 12) % 12;
}

function readBool(issues: IssueCollector, value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  issues.add(field, 'Must be true or false.');
  return false;
}

function readExpenseLines(
  issues: IssueCollector,
  value: unknown,
  field: string,
  currency: Currency,
  allowKinds: boolean,
): PlanExpenseLine[] {
  const rows = readList(issues, value, field, { label: 'Operating expenses', maxItems: MAX_ROWS });
  const lines: PlanExpenseLine[] = [];
  (rows ?? []).forEach((row, index) => {
    const at = fieldPath(field, index);
    if (!isRecord(row)) {
      issues.add(at, 'Each expense line must be an object.');
      return;
    }
    const name = readText(issues, row.name, fieldPath(at, 'name'), {
      label: 'Name',
      required: true,
    });
    const amount = readAmount(issues, row.amount, fieldPath(at, 'amount'), currency, {
      label: 'Amount',
      required: true,
    });
    let kind: PlanExpenseLine['kind'] = 'fixed';
    if (row.kind !== undefined && row.kind !== null && row.kind !== '') {
      const kinds = allowKinds ? ['fixed', 'variable', 'payroll', 'depreciation'] : ['fixed'];
      if (typeof row.kind === 'string' && kinds.includes(row.kind)) {
        kind = row.kind as PlanExpenseLine['kind'];
      } else {
        issues.add(fieldPath(at, 'kind'), `Kind must be one of ${kinds.join(', ')}.`);
      }
    }
    if (name !== undefined && amount !== undefined) lines.push({ name, amount, kind });
  });
  return lines;
}

/** Reads and checks a forecast input; returns the plan and the problems found. */
export function readForecastInput(input: unknown): {
  plan: ForecastPlan | null;
  issues: FinanceIssue[];
} {
  const issues = new IssueCollector();
  if (!isRecord(input)) {
    issues.add('', 'The forecast input must be a JSON object.');
    return { plan: null, issues: issues.issues };
  }
  let businessType: BusinessType = 'existing';
  if (input.business_type === 'existing' || input.business_type === 'new') {
    businessType = input.business_type;
  } else {
    issues.add('business_type', "Business type must be 'existing' or 'new'.");
  }
  const currency = readCurrency(issues, input.currency);
  const start = parseYearMonth(input.start_month);
  if (start === null) {
    issues.add(
      'start_month',
      `Start month must be a month written YYYY-MM (got ${JSON.stringify(input.start_month)}).`,
    );
  }
  const startSerial = start ?? 0;
  const months =
    readInteger(issues, input.months, 'months', {
      label: 'Months',
      min: 1,
      max: MAX_FORECAST_MONTHS,
      fallback: 12,
    }) ?? 12;

  const opening = readBalanceSheet(issues, input.opening_balance_sheet ?? {}, {
    prefix: 'opening_balance_sheet',
    currency,
    requireWizardFields: false,
  });
  if (opening.currency !== currency) {
    issues.add(
      'opening_balance_sheet.currency',
      `The opening balance sheet is in ${opening.currency} but the forecast is in ${currency}.`,
    );
  }

  // Last year's income statement
  let lastYear: ForecastPlan['lastYear'] = null;
  if (businessType === 'existing') {
    const ly = readObject(issues, input.last_year, 'last_year', {
      label: "Last year's income statement",
      required: true,
    });
    if (ly) {
      let monthly: bigint[] | null = null;
      const rawMonthly = readList(issues, ly.monthly_revenues, 'last_year.monthly_revenues', {
        label: 'Monthly revenues',
      });
      if (rawMonthly && rawMonthly.length > 0) {
        if (rawMonthly.length !== 12) {
          issues.add(
            'last_year.monthly_revenues',
            `Give 12 monthly revenues, one per month of the past year (got ${rawMonthly.length}).`,
          );
        } else {
          monthly = rawMonthly.map(
            (v, i) =>
              readAmount(issues, v, `last_year.monthly_revenues.${i}`, currency, {
                label: 'Monthly revenue',
                required: true,
              }) ?? 0n,
          );
        }
      }
      const revenueGiven = !(ly.revenue === undefined || ly.revenue === null || ly.revenue === '');
      const revenue = revenueGiven
        ? readAmount(issues, ly.revenue, 'last_year.revenue', currency, { label: 'Revenue' })
        : monthly
          ? monthly.reduce((a, b) => a + b, 0n)
          : undefined;
      if (!revenueGiven && !monthly) {
        issues.add('last_year.revenue', "Last year's revenue is required.");
      }
      const costOfSales = readAmount(
        issues,
        ly.cost_of_sales,
        'last_year.cost_of_sales',
        currency,
        {
          label: 'Cost of sales',
        },
      );
      const expenses = readExpenseLines(
        issues,
        ly.operating_expenses,
        'last_year.operating_expenses',
        currency,
        true,
      );
      if (revenue !== undefined && costOfSales !== undefined) {
        if (revenue === 0n && expenses.some((e) => e.kind === 'variable')) {
          issues.add(
            'last_year.operating_expenses',
            "Variable expenses need last year's revenue to be more than 0.",
          );
        }
        lastYear = { revenue, costOfSales, expenses, monthly };
      }
    }
  }

  // Growth
  let growthPercent: GrowthRatePercent = DEFAULT_GROWTH_RATE;
  const growthBlank =
    input.growth_rate === undefined || input.growth_rate === null || input.growth_rate === '';
  if (growthBlank) {
    if (businessType === 'existing') {
      issues.add(
        'growth_rate',
        'Desired sales growth is required (10% to 100% by 10, 150%, 200%).',
      );
    }
  } else {
    growthPercent = readGrowthRate(issues, input.growth_rate, 'growth_rate') ?? DEFAULT_GROWTH_RATE;
  }

  // Products
  const productRows = readList(issues, input.products, 'products', {
    label: 'Products',
    maxItems: MAX_ROWS,
  });
  const products: PlanProduct[] = [];
  if (businessType === 'new' && productRows && productRows.length === 0) {
    issues.add('products', 'Add at least one product with its price and expected units.');
  }
  (productRows ?? []).forEach((row, index) => {
    const at = fieldPath('products', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each product must be an object.');
      return;
    }
    const name = readText(issues, row.product, fieldPath(at, 'product'), {
      label: 'Product',
      required: true,
    });
    const price = readAmount(issues, row.price, fieldPath(at, 'price'), currency, {
      label: 'Price',
      required: true,
    });
    const units =
      businessType === 'new'
        ? readDecimalField(issues, row.units, fieldPath(at, 'units'), {
            label: 'Units',
            required: true,
            min: ZERO,
          })
        : null;
    const hasCost = !(
      row.unit_cost === undefined ||
      row.unit_cost === null ||
      row.unit_cost === ''
    );
    const unitCost = hasCost
      ? readAmount(issues, row.unit_cost, fieldPath(at, 'unit_cost'), currency, {
          label: 'Unit cost',
        })
      : null;
    const hasShare = !(
      row.share_percent === undefined ||
      row.share_percent === null ||
      row.share_percent === ''
    );
    const share = hasShare
      ? readDecimalField(issues, row.share_percent, fieldPath(at, 'share_percent'), {
          label: 'Share of sales',
          min: ZERO,
          max: HUNDRED,
          rangeMessage: 'Share of sales must be between 0 and 100 percent.',
        })
      : null;
    if (name === undefined || price === undefined || units === undefined) return;
    if (unitCost === undefined || share === undefined) return;
    products.push({ name, price, units, unitCost, share });
  });
  if (businessType === 'existing' && products.length > 0) {
    const withShare = products.filter((p) => p.share !== null).length;
    if (withShare > 0 && withShare < products.length) {
      issues.add('products', 'Give share_percent for every product or for none.');
    } else if (withShare > 0) {
      const scale = Math.max(...products.map((p) => (p.share as Decimal).scale));
      const total = products.reduce(
        (sum, p) =>
          sum + (p.share as Decimal).coef * 10n ** BigInt(scale - (p.share as Decimal).scale),
        0n,
      );
      if (total !== 100n * 10n ** BigInt(scale)) {
        issues.add('products', "The products' share_percent must add up to 100.");
      }
    }
  }

  // People
  const people: PlanPerson[] = [];
  const employeeRows = readList(issues, input.employees, 'employees', {
    label: 'Employees',
    maxItems: MAX_ROWS,
  });
  (employeeRows ?? []).forEach((row, index) => {
    const at = fieldPath('employees', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each employee must be an object.');
      return;
    }
    const name = readText(issues, row.name, fieldPath(at, 'name'), { label: 'Name' });
    const role = readText(issues, row.role, fieldPath(at, 'role'), {
      label: 'Role',
      required: true,
    });
    const salary = readAmount(issues, row.salary, fieldPath(at, 'salary'), currency, {
      label: 'Salary',
      required: true,
    });
    if (name === undefined || role === undefined || salary === undefined) return;
    people.push({ name, role, salary, monthIndex: 0, department: '' });
  });
  const hireRows = readList(issues, input.hires, 'hires', { label: 'Hires', maxItems: MAX_ROWS });
  (hireRows ?? []).forEach((row, index) => {
    const at = fieldPath('hires', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each hire must be an object.');
      return;
    }
    const role = readText(issues, row.role, fieldPath(at, 'role'), {
      label: 'Role',
      required: true,
    });
    const salary = readAmount(issues, row.salary, fieldPath(at, 'salary'), currency, {
      label: 'Salary',
      required: true,
    });
    const monthIndex = readMonthIndex(issues, row.month, fieldPath(at, 'month'), startSerial);
    const department = readText(issues, row.department, fieldPath(at, 'department'), {
      label: 'Department',
    });
    if (role === undefined || salary === undefined || monthIndex === undefined) return;
    people.push({ name: '', role, salary, monthIndex, department: department ?? '' });
  });

  // Purchases
  const purchases: PlanPurchase[] = [];
  const purchaseRows = readList(issues, input.purchases, 'purchases', {
    label: 'Purchases',
    maxItems: MAX_ROWS,
  });
  (purchaseRows ?? []).forEach((row, index) => {
    const at = fieldPath('purchases', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each purchase must be an object.');
      return;
    }
    const name = readText(issues, row.purchase, fieldPath(at, 'purchase'), {
      label: 'Purchase',
      required: true,
    });
    const amount = readAmount(issues, row.amount, fieldPath(at, 'amount'), currency, {
      label: 'Amount',
      required: true,
    });
    const monthIndex = readMonthIndex(issues, row.month, fieldPath(at, 'month'), startSerial);
    const life = readDecimalField(issues, row.lifespan, fieldPath(at, 'lifespan'), {
      label: 'Lifespan',
      required: true,
      min: decimalFromInteger(0),
      max: decimalFromInteger(100),
      rangeMessage: 'Lifespan must be between 1 month and 100 years.',
    });
    const lifeMonths = life ? yearsToMonths(life) : undefined;
    if (lifeMonths !== undefined && lifeMonths < 1) {
      issues.add(
        fieldPath(at, 'lifespan'),
        'Lifespan must be at least one month (about 0.05 years).',
      );
      return;
    }
    if (name === undefined || amount === undefined || monthIndex === undefined) return;
    if (lifeMonths === undefined) return;
    purchases.push({ name, amount, monthIndex, lifeMonths });
  });

  // Funding
  const funding: PlanFunding[] = [];
  const fundingRows = readList(issues, input.funding, 'funding', {
    label: 'Funding sources',
    maxItems: MAX_ROWS,
  });
  (fundingRows ?? []).forEach((row, index) => {
    const at = fieldPath('funding', index);
    if (!isRecord(row)) {
      issues.add(at, 'Each funding source must be an object.');
      return;
    }
    const source = FUNDING_SOURCES.find((s) => s === row.source);
    if (!source) {
      issues.add(fieldPath(at, 'source'), `Source must be one of: ${FUNDING_SOURCES.join(', ')}.`);
    }
    const amount = readAmount(issues, row.amount, fieldPath(at, 'amount'), currency, {
      label: 'Amount',
      required: true,
    });
    let kind: 'equity' | 'loan' = source === 'Lenders' ? 'loan' : 'equity';
    if (row.kind !== undefined && row.kind !== null && row.kind !== '') {
      if (row.kind === 'equity' || row.kind === 'loan') kind = row.kind;
      else issues.add(fieldPath(at, 'kind'), "Kind must be 'equity' or 'loan'.");
    }
    const monthIndex = readMonthIndex(issues, row.month, fieldPath(at, 'month'), startSerial, 0);
    if (!source || amount === undefined || monthIndex === undefined) return;
    funding.push({ source, amount, kind, monthIndex });
  });

  const extraExpenses = readExpenseLines(
    issues,
    input.operating_expenses,
    'operating_expenses',
    currency,
    false,
  );
  const costOfSalesPercent =
    readDecimalField(issues, input.cost_of_sales_percent, 'cost_of_sales_percent', {
      label: 'Cost of sales percent',
      min: ZERO,
      max: HUNDRED,
      rangeMessage: 'Cost of sales percent must be between 0 and 100.',
    }) ?? ZERO;

  const terms = readObject(issues, input.payment_terms, 'payment_terms', {
    label: 'Payment terms',
  });
  const daysToCollect =
    readInteger(issues, terms?.days_to_collect, 'payment_terms.days_to_collect', {
      label: 'Days to collect',
      min: 0,
      max: 365,
      fallback: 30,
    }) ?? 30;
  const daysToPay =
    readInteger(issues, terms?.days_to_pay, 'payment_terms.days_to_pay', {
      label: 'Days to pay',
      min: 0,
      max: 365,
      fallback: 30,
    }) ?? 30;

  const fin = readObject(issues, input.financing, 'financing', { label: 'Financing' }) ?? {};
  const optionalAmount = (key: string, label: string): bigint | null => {
    const v = fin[key];
    if (v === undefined || v === null || v === '') return null;
    return readAmount(issues, v, `financing.${key}`, currency, { label }) ?? null;
  };
  const financing = {
    minimumCash: optionalAmount('minimum_cash', 'Minimum cash'),
    creditLineLimit: optionalAmount('credit_line_limit', 'Credit-line limit'),
    workingCapitalLoanLimit: optionalAmount(
      'working_capital_loan_limit',
      'Working-capital loan limit',
    ),
    timeDepositThreshold: optionalAmount('time_deposit_threshold', 'Time-deposit threshold'),
  };

  const gp = readObject(issues, input.growth_plan, 'growth_plan', { label: 'Growth plan' }) ?? {};
  const growthPlan: GrowthPlan = {
    newProductLine: readBool(issues, gp.new_product_line, 'growth_plan.new_product_line'),
    newProductLineText:
      readText(issues, gp.strategy1Input, 'growth_plan.strategy1Input', {
        label: 'Product line',
      }) ?? '',
    newBranch: readBool(issues, gp.new_branch, 'growth_plan.new_branch'),
    addSalesperson: readBool(issues, gp.add_a_salesperson, 'growth_plan.add_a_salesperson'),
    otherStrategy: readBool(issues, gp.other_strategy, 'growth_plan.other_strategy'),
    otherStrategyText:
      readText(issues, gp.otherStrategyInput, 'growth_plan.otherStrategyInput', {
        label: 'Other strategy',
      }) ?? '',
  };

  if (!issues.ok || start === null) return { plan: null, issues: issues.issues };
  return {
    plan: {
      businessType,
      currency,
      start,
      months,
      opening,
      lastYear,
      products,
      growthPercent,
      growthPlan,
      people,
      purchases,
      funding,
      extraExpenses,
      costOfSalesPercent,
      daysToCollect,
      daysToPay,
      financing,
    },
    issues: [],
  };
}

/** All problems with a forecast input (empty when valid); never throws. */
export function validateForecastInput(input: unknown): FinanceIssue[] {
  return readForecastInput(input).issues;
}
