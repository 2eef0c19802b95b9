/**
 * The budget and 3-statement forecast: schedules first (revenue, cost of
 * sales, payroll, operating expenses, depreciation, working capital, funding),
 * then the financing schedule that keeps the cash buffer, then the income
 * statement, cash-flow statement and balance sheet, the advice and the
 * budget response. All figures are exact minor units; the result is checked
 * before it is returned: every month the balance sheet balances and the
 * cash-flow statement's closing cash equals the balance sheet's cash.
 */
import { FinanceInputError } from '../errors';
import { formatYearMonth } from '../calendar/month';
import type { Currency } from '../money/currency';
import { minorDigits, minorPerMajor } from '../money/currency';
import { divRoundHalfUp } from '../money/decimal';
import { formatMinor } from '../money/format';
import type { BudgetResponse } from './budget-response';
import { budgetResponse } from './budget-response';
import type { CashFlowMonth } from './cash-flow';
import { cashFlowStatement } from './cash-flow';
import { costOfSalesSchedule } from './cost-of-sales';
import type { AssetDepreciation } from './depreciation';
import { depreciationSchedule } from './depreciation';
import type { AdviceLine } from './financing-advice';
import { financingAdvice } from './financing-advice';
import type { FacilityMonth, FinancingParams } from './financing-schedule';
import { financingSchedule } from './financing-schedule';
import { fundingSchedule } from './funding';
import type { IncomeStatementMonth } from './income-statement';
import { incomeStatement, operatingIncome } from './income-statement';
import type { BalanceSheetMonth } from './balance-sheet';
import { balanceSheets, openingBalanceSheet } from './balance-sheet';
import type { ForecastInput } from './inputs';
import { operatingExpenseSchedule } from './operating-expenses';
import { payrollSchedule } from './payroll-schedule';
import type { AsNumbers } from './present';
import { withMinorNumbers } from './present';
import { revenueSchedule } from './revenue';
import type { ForecastPlan } from './schema/validate';
import { readForecastInput } from './schema/validate';
import { workingCapitalSchedule } from './working-capital';

export interface YearSummary {
  readonly year: number;
  readonly from: string;
  readonly to: string;
  readonly revenue: bigint;
  readonly cost_of_sales: bigint;
  readonly gross_profit: bigint;
  readonly payroll: bigint;
  readonly operating_expenses: bigint;
  readonly depreciation: bigint;
  readonly operating_income: bigint;
  readonly interest_expense: bigint;
  readonly net_income: bigint;
  readonly closing_cash: bigint;
}

/** The forecast with exact bigint minor units (see `forecast` for the JSON form). */
export interface ExactForecast {
  readonly currency: Currency;
  readonly minor_digits: number;
  readonly business_type: 'existing' | 'new';
  readonly start_month: string;
  readonly months: number;
  readonly assumptions: {
    readonly growth_rate_percent: number;
    readonly days_to_collect: number;
    readonly days_to_pay: number;
    readonly minimum_cash: bigint;
    /** null: no limit. */
    readonly credit_line_limit: bigint | null;
    readonly working_capital_loan_limit: bigint | null;
    readonly time_deposit_threshold: bigint;
    readonly revenue_basis: string;
    readonly cost_of_sales_basis: string;
  };
  readonly opening_balance_sheet: BalanceSheetMonth;
  readonly income_statement: readonly IncomeStatementMonth[];
  readonly balance_sheet: readonly BalanceSheetMonth[];
  readonly cash_flow: readonly CashFlowMonth[];
  readonly years: readonly YearSummary[];
  readonly schedules: {
    readonly revenue: {
      readonly year_targets: readonly bigint[];
      readonly by_product: readonly {
        readonly name: string;
        readonly price: bigint;
        readonly revenue: readonly bigint[];
        readonly units: readonly number[];
      }[];
    };
    readonly payroll: {
      readonly total: readonly bigint[];
      readonly headcount: readonly number[];
      readonly starting: readonly (readonly string[])[];
    };
    readonly operating_expenses: {
      readonly lines: readonly {
        readonly name: string;
        readonly kind: 'fixed' | 'variable';
        readonly yearly: bigint;
        readonly monthly: readonly bigint[];
      }[];
      readonly replaced: readonly { name: string; kind: string; amount: bigint }[];
    };
    readonly depreciation: {
      readonly total: readonly bigint[];
      readonly additions: readonly bigint[];
      readonly assets: readonly {
        readonly name: string;
        readonly cost: bigint;
        readonly month: string | null;
        readonly life_months: number | null;
        readonly charged: bigint;
      }[];
    };
    readonly working_capital: {
      readonly receivables: readonly bigint[];
      readonly payables: readonly bigint[];
      readonly inventory: readonly bigint[];
    };
    readonly financing: {
      readonly cash_before_financing: readonly bigint[];
      readonly interest: readonly bigint[];
      readonly credit_line: readonly FacilityMonth[];
      readonly working_capital_loan: readonly FacilityMonth[];
      readonly uncovered: readonly bigint[];
    };
  };
  readonly advice: readonly AdviceLine[];
  readonly notes: readonly string[];
  readonly budget: BudgetResponse;
  readonly checks: {
    readonly balance_sheet_balances: boolean;
    readonly cash_ties: boolean;
    readonly direct_equals_indirect: boolean;
  };
}

/** The forecast as JSON: every amount an integer number of minor units (cents). */
export type ForecastResult = AsNumbers<ExactForecast>;

function sum(list: readonly bigint[], from = 0, to = list.length): bigint {
  let total = 0n;
  for (let i = from; i < to; i += 1) total += list[i] as bigint;
  return total;
}

/** Runs the forecast on a validated plan. */
export function runForecast(plan: ForecastPlan): ExactForecast {
  const M = plan.months;
  const fmt = (minor: bigint): string => formatMinor(minor, plan.currency);
  const revenue = revenueSchedule(plan);
  const costOfSales = costOfSalesSchedule(plan, revenue);
  const payroll = payrollSchedule(plan);
  const expenses = operatingExpenseSchedule(plan, revenue);
  const depreciation = depreciationSchedule(plan);
  const supplierCosts = costOfSales.total.map((c, m) => c + (expenses.total[m] as bigint));
  const wc = workingCapitalSchedule(plan, revenue.total, supplierCosts);
  const funding = fundingSchedule(plan);
  const opening = openingBalanceSheet(plan.start, plan.opening);
  const oi = operatingIncome({ months: M, revenue, costOfSales, payroll, expenses, depreciation });

  // cash flow of each month before interest and financing
  const flows: bigint[] = [];
  let ar = opening.accounts_receivable;
  let ap = opening.accounts_payable;
  for (let m = 0; m < M; m += 1) {
    const arEnd = wc.receivables[m] as bigint;
    const apEnd = wc.payables[m] as bigint;
    flows.push(
      (oi[m] as bigint) +
        (depreciation.total[m] as bigint) -
        (arEnd - ar) +
        (apEnd - ap) -
        (depreciation.additions[m] as bigint) +
        (funding.equity[m] as bigint) +
        (funding.loans[m] as bigint),
    );
    ar = arEnd;
    ap = apEnd;
  }

  // financing parameters and their defaults
  const firstYear = Math.min(12, M);
  const cashCosts = sum(supplierCosts, 0, firstYear) + sum(payroll.total, 0, firstYear);
  const minimumCash = plan.financing.minimumCash ?? divRoundHalfUp(cashCosts, BigInt(firstYear));
  const creditLineLimit =
    plan.financing.creditLineLimit ?? divRoundHalfUp((revenue.yearTargets[0] ?? 0n) * 10n, 100n);
  const thousand = 1000n * minorPerMajor(plan.currency);
  const threshold =
    plan.financing.timeDepositThreshold ?? (minimumCash > thousand ? minimumCash : thousand);
  const params: FinancingParams = {
    minimumCash,
    creditLineLimit,
    workingCapitalLoanLimit: plan.financing.workingCapitalLoanLimit,
  };
  const financing = financingSchedule({
    start: plan.start,
    months: M,
    openingCash: opening.cash,
    flows,
    params,
  });

  const income = incomeStatement({
    start: plan.start,
    months: M,
    revenue,
    costOfSales,
    payroll,
    expenses,
    depreciation,
    interest: financing.interest,
  });
  const netIncome = income.map((r) => r.net_income);
  const clDrawn = financing.creditLine.map((f) => f.drawn);
  const clRepaid = financing.creditLine.map((f) => f.repaid);
  const wcDrawn = financing.workingCapitalLoan.map((f) => f.drawn);
  const wcRepaid = financing.workingCapitalLoan.map((f) => f.repaid);
  const cashFlow = cashFlowStatement({
    start: plan.start,
    months: M,
    inputs: {
      openingCash: opening.cash,
      openingReceivables: opening.accounts_receivable,
      openingPayables: opening.accounts_payable,
      revenue: revenue.total,
      supplierCosts,
      payroll: payroll.total,
      netIncome,
      depreciation: depreciation.total,
      interest: financing.interest,
      receivables: wc.receivables,
      payables: wc.payables,
      purchases: depreciation.additions,
      equityReceived: funding.equity,
      loansReceived: funding.loans,
      creditLineDrawn: clDrawn,
      creditLineRepaid: clRepaid,
      workingCapitalLoanDrawn: wcDrawn,
      workingCapitalLoanRepaid: wcRepaid,
    },
  });
  const balance = balanceSheets({
    start: plan.start,
    months: M,
    opening,
    movements: {
      cash: cashFlow.map((r) => r.closing_cash),
      receivables: wc.receivables,
      payables: wc.payables,
      purchases: depreciation.additions,
      depreciation: depreciation.total,
      loansReceived: funding.loans,
      equityReceived: funding.equity,
      creditLine: financing.creditLine.map((f) => f.balance),
      workingCapitalLoan: financing.workingCapitalLoan.map((f) => f.balance),
      netIncome,
    },
  });

  // the checks: to the cent, every month
  const balances =
    opening.total_assets === opening.total_liabilities_and_equity &&
    balance.every((r) => r.total_assets === r.total_liabilities_and_equity);
  const ties = cashFlow.every(
    (r, m) => r.closing_cash === balance[m]?.cash && r.closing_cash === financing.closingCash[m],
  );
  const direct = cashFlow.every(
    (r) =>
      r.receipts_from_customers + r.payments_to_suppliers + r.payroll_paid + r.interest_paid ===
      r.cash_from_operations,
  );
  if (!balances || !ties || !direct) {
    throw new Error(
      `Internal error: the forecast does not tie (balances ${balances}, cash ${ties}, direct ${direct}).`,
    );
  }

  const advice = financingAdvice({
    start: plan.start,
    months: M,
    currency: plan.currency,
    schedule: financing,
    timeDepositThreshold: threshold,
  });

  const years: YearSummary[] = [];
  for (let y = 0; y * 12 < M; y += 1) {
    const from = y * 12;
    const to = Math.min(M, from + 12);
    const rows = income.slice(from, to);
    const total = (key: keyof IncomeStatementMonth): bigint =>
      rows.reduce((s, r) => s + (r[key] as bigint), 0n);
    years.push({
      year: y + 1,
      from: formatYearMonth(plan.start + from),
      to: formatYearMonth(plan.start + to - 1),
      revenue: total('revenue'),
      cost_of_sales: total('cost_of_sales'),
      gross_profit: total('gross_profit'),
      payroll: total('payroll'),
      operating_expenses: total('operating_expenses'),
      depreciation: total('depreciation'),
      operating_income: total('operating_income'),
      interest_expense: total('interest_expense'),
      net_income: total('net_income'),
      closing_cash: balance[to - 1]?.cash ?? 0n,
    });
  }

  const notes = forecastNotes(plan, expenses.replaced, fmt, {
    minimumCash,
    creditLineLimit,
    defaultedMinimum: plan.financing.minimumCash === null,
    defaultedLimit: plan.financing.creditLineLimit === null,
  });

  return {
    currency: plan.currency,
    minor_digits: minorDigits(plan.currency),
    business_type: plan.businessType,
    start_month: formatYearMonth(plan.start),
    months: M,
    assumptions: {
      growth_rate_percent: plan.growthPercent,
      days_to_collect: plan.daysToCollect,
      days_to_pay: plan.daysToPay,
      minimum_cash: minimumCash,
      credit_line_limit: creditLineLimit,
      working_capital_loan_limit: plan.financing.workingCapitalLoanLimit,
      time_deposit_threshold: threshold,
      revenue_basis: revenue.basis,
      cost_of_sales_basis: costOfSales.basis,
    },
    opening_balance_sheet: opening,
    income_statement: income,
    balance_sheet: balance,
    cash_flow: cashFlow,
    years,
    schedules: {
      revenue: {
        year_targets: revenue.yearTargets,
        by_product: revenue.byProduct,
      },
      payroll: {
        total: payroll.total,
        headcount: payroll.headcount,
        starting: payroll.starting,
      },
      operating_expenses: { lines: expenses.lines, replaced: expenses.replaced },
      depreciation: {
        total: depreciation.total,
        additions: depreciation.additions,
        assets: depreciation.assets.map((a: AssetDepreciation) => ({
          name: a.name,
          cost: a.cost,
          month: a.monthIndex === null ? null : formatYearMonth(plan.start + a.monthIndex),
          life_months: a.lifeMonths,
          charged: a.charged,
        })),
      },
      working_capital: wc,
      financing: {
        cash_before_financing: financing.cashBeforeFinancing,
        interest: financing.interest,
        credit_line: financing.creditLine,
        working_capital_loan: financing.workingCapitalLoan,
        uncovered: financing.uncovered,
      },
    },
    advice,
    notes,
    budget: budgetResponse({
      currency: plan.currency,
      income,
      advice,
      cashBeforeFinancing: financing.cashBeforeFinancing,
      minimumCash,
    }),
    checks: { balance_sheet_balances: balances, cash_ties: ties, direct_equals_indirect: direct },
  };
}

function forecastNotes(
  plan: ForecastPlan,
  replaced: readonly { name: string; kind: string }[],
  fmt: (minor: bigint) => string,
  fin: {
    minimumCash: bigint;
    creditLineLimit: bigint;
    defaultedMinimum: boolean;
    defaultedLimit: boolean;
  },
): string[] {
  const notes: string[] = [];
  for (const line of replaced) {
    notes.push(
      line.kind === 'payroll'
        ? `Last year's "${line.name}" is replaced by the payroll of the employees and hires listed.`
        : `Last year's "${line.name}" is replaced by the depreciation of the assets listed.`,
    );
  }
  if (fin.defaultedMinimum) {
    notes.push(
      `Minimum cash buffer: ${fmt(fin.minimumCash)}, one month of cash costs (cost of sales, payroll and expenses, first-year average).`,
    );
  }
  if (fin.defaultedLimit) {
    notes.push(
      `Credit-line limit assumed: ${fmt(fin.creditLineLimit)}, 10% of the first year's sales.`,
    );
  }
  const hires = plan.people.filter((p) => p.monthIndex > 0 || p.department);
  const gp = plan.growthPlan;
  if (gp.addSalesperson && !hires.some((h) => /sales/i.test(`${h.role} ${h.department}`))) {
    notes.push(
      'Your plan adds a salesperson, but no sales hire is listed: add one under hires so the cost is in the forecast.',
    );
  }
  if (gp.newBranch && plan.purchases.length === 0 && plan.extraExpenses.length === 0) {
    notes.push(
      'Your plan opens a new branch, but no purchases or new expenses are listed for it: add its rent and equipment.',
    );
  }
  if (gp.newProductLine) {
    notes.push(
      `Your plan adds a new product line${gp.newProductLineText ? ` (${gp.newProductLineText})` : ''}: list it under products with its price.`,
    );
  }
  if (gp.otherStrategy && gp.otherStrategyText) {
    notes.push(`Other strategy noted: ${gp.otherStrategyText}.`);
  }
  notes.push('Income tax is not modelled: net income is before tax.');
  return notes;
}

/** Validates the input and returns the exact (bigint) forecast. Throws FinanceInputError. */
export function forecastExact(input: ForecastInput): ExactForecast;
/** Same, for input not yet typed (a request body, a parsed file): it is validated at run time. */
export function forecastExact(input: unknown): ExactForecast;
export function forecastExact(input: unknown): ExactForecast {
  const { plan, issues } = readForecastInput(input);
  if (!plan) throw new FinanceInputError(issues);
  return runForecast(plan);
}

/**
 * The budget and 3-statement forecast for 12 months (or `months`) from
 * `start_month`, every amount in integer minor units (cents). Throws
 * FinanceInputError naming the field on bad input.
 */
export function forecast(input: ForecastInput): ForecastResult;
/** Same, for input not yet typed (a request body, a parsed file): it is validated at run time. */
export function forecast(input: unknown): ForecastResult;
export function forecast(input: unknown): ForecastResult {
  return withMinorNumbers(forecastExact(input));
}
