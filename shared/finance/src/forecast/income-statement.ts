/**
 * Income statement, month by month:
 *   gross profit      = revenue − cost of sales
 *   operating expenses = payroll + other operating expenses + depreciation
 *   operating income  = gross profit − operating expenses
 *   net income        = operating income − interest expense
 * (Income tax is not modelled: net income is before tax.)
 */
import { formatYearMonth, monthEndDate } from '../calendar/month';
import type { CostOfSalesSchedule } from './cost-of-sales';
import type { DepreciationSchedule } from './depreciation';
import type { OperatingExpenseSchedule } from './operating-expenses';
import type { PayrollSchedule } from './payroll-schedule';
import type { RevenueSchedule } from './revenue';

export interface IncomeStatementMonth {
  readonly month: string;
  readonly date: string;
  readonly revenue: bigint;
  readonly cost_of_sales: bigint;
  readonly gross_profit: bigint;
  readonly payroll: bigint;
  readonly operating_expenses: bigint;
  readonly depreciation: bigint;
  readonly total_operating_expenses: bigint;
  readonly operating_income: bigint;
  readonly interest_expense: bigint;
  readonly net_income: bigint;
  /** The other operating expenses by line. */
  readonly expense_lines: readonly { readonly name: string; readonly amount: bigint }[];
}

/** Operating income before interest, per month (what the financing schedule starts from). */
export function operatingIncome(args: {
  months: number;
  revenue: RevenueSchedule;
  costOfSales: CostOfSalesSchedule;
  payroll: PayrollSchedule;
  expenses: OperatingExpenseSchedule;
  depreciation: DepreciationSchedule;
}): bigint[] {
  const out: bigint[] = [];
  for (let m = 0; m < args.months; m += 1) {
    out.push(
      (args.revenue.total[m] as bigint) -
        (args.costOfSales.total[m] as bigint) -
        (args.payroll.total[m] as bigint) -
        (args.expenses.total[m] as bigint) -
        (args.depreciation.total[m] as bigint),
    );
  }
  return out;
}

export function incomeStatement(args: {
  start: number;
  months: number;
  revenue: RevenueSchedule;
  costOfSales: CostOfSalesSchedule;
  payroll: PayrollSchedule;
  expenses: OperatingExpenseSchedule;
  depreciation: DepreciationSchedule;
  interest: readonly bigint[];
}): IncomeStatementMonth[] {
  const rows: IncomeStatementMonth[] = [];
  for (let m = 0; m < args.months; m += 1) {
    const revenue = args.revenue.total[m] as bigint;
    const costOfSales = args.costOfSales.total[m] as bigint;
    const grossProfit = revenue - costOfSales;
    const payroll = args.payroll.total[m] as bigint;
    const other = args.expenses.total[m] as bigint;
    const depreciation = args.depreciation.total[m] as bigint;
    const totalOpex = payroll + other + depreciation;
    const operating = grossProfit - totalOpex;
    const interest = args.interest[m] as bigint;
    rows.push({
      month: formatYearMonth(args.start + m),
      date: monthEndDate(args.start + m),
      revenue,
      cost_of_sales: costOfSales,
      gross_profit: grossProfit,
      payroll,
      operating_expenses: other,
      depreciation,
      total_operating_expenses: totalOpex,
      operating_income: operating,
      interest_expense: interest,
      net_income: operating - interest,
      expense_lines: args.expenses.lines.map((line) => ({
        name: line.name,
        amount: line.monthly[m] as bigint,
      })),
    });
  }
  return rows;
}
