/**
 * The forecast's input schema: what `forecast()` and the CLI read. Amounts are
 * in major units (12.5 or "12.50" dollars) and are read exactly; months are
 * 'YYYY-MM', or a month name ('January', 'Jan') / number (1-12) meaning its
 * first occurrence on or after the start month. README.md documents each field;
 * examples/forecast-input.json is a complete example.
 */
import type { FundingSource, GrowthRatePercent } from '@fina/contract/core';
import { DEFAULT_GROWTH_RATE, FUNDING_SOURCES, GROWTH_RATE_OPTIONS } from '@fina/contract/core';
import type { BalanceSheetInput } from '../documents/balance-sheet';

/** A number as a form or a JSON file holds it. */
export type AmountInput = string | number;

// The spec's growth options and funding sources are the contract's: one list for the wizard,
// the API and the engine.
export { DEFAULT_GROWTH_RATE, FUNDING_SOURCES, GROWTH_RATE_OPTIONS };
export type { FundingSource, GrowthRatePercent };

export type BusinessType = 'existing' | 'new';

export interface ForecastInput {
  /** 'existing' grows last year's income statement; 'new' starts from products × units. */
  business_type: BusinessType;
  /** USD (default), PHP, GBP or MXN. */
  currency?: string;
  /** First forecast month, 'YYYY-MM'. */
  start_month: string;
  /** Months to forecast: 12 by default (the spec's 1-year horizon), up to 120. */
  months?: number;
  /** The balance sheet at the start (the prepare-wizard rows); absent means all zero. */
  opening_balance_sheet?: BalanceSheetInput;
  /** Existing business: last year's income statement (required). */
  last_year?: LastYearInput;
  /** Products with price; a new business gives the units expected this year. */
  products?: ProductInput[];
  /** '10%'…'200%' or 10…200 (percent). Required for an existing business; default 10% for a new one (years 2+). */
  growth_rate?: AmountInput;
  /** How the owner plans to grow (the questionnaire's checkboxes); used in notes. */
  growth_plan?: GrowthPlanInput;
  /** Current employees, paid from the first month. */
  employees?: EmployeeInput[];
  /** Planned hires, paid from their start month. */
  hires?: HireInput[];
  /** Big purchases: paid in their month, depreciated straight-line from that month. */
  purchases?: PurchaseInput[];
  /** Money put in: equity or loans, in the first month unless a month is given. */
  funding?: FundingInput[];
  /** New yearly operating expenses (for a new business, all of them), spread evenly. */
  operating_expenses?: ExpenseLineInput[];
  /** Cost of sales as a percent of sales for products without unit_cost (new business; default 0). */
  cost_of_sales_percent?: AmountInput;
  payment_terms?: PaymentTermsInput;
  financing?: FinancingInput;
}

export interface LastYearInput {
  /** Last year's revenue (may be omitted when monthly_revenues is given: their sum). */
  revenue?: AmountInput;
  cost_of_sales?: AmountInput;
  /**
   * Operating expense lines of last year, carried forward. Payroll comes from
   * the employees and depreciation from the assets: lines of kind 'payroll' or
   * 'depreciation' are left out of the forecast (and said so in the notes).
   */
  operating_expenses?: ExpenseLineInput[];
  /**
   * Revenue of each of the 12 months before the start month, oldest first: the
   * first is the same calendar month as start_month a year earlier. Gives the
   * seasonality; the year's total still comes from `revenue`.
   */
  monthly_revenues?: AmountInput[];
}

export interface ExpenseLineInput {
  name: string;
  /** Yearly amount. */
  amount: AmountInput;
  /**
   * 'fixed' (default): the same each year, spread evenly over the months.
   * 'variable' (last year's lines only): the same share of sales as last year.
   * 'payroll' / 'depreciation': replaced by the payroll and depreciation schedules.
   */
  kind?: 'fixed' | 'variable' | 'payroll' | 'depreciation';
}

export interface ProductInput {
  product: string;
  /** Selling price per unit. */
  price: AmountInput;
  /** New business: units expected to sell this year (required). */
  units?: AmountInput;
  /** Cost per unit sold; without it the business's cost-of-sales ratio applies. */
  unit_cost?: AmountInput;
  /** Existing business: share of sales in percent (all or none; they must add up to 100). Default: equal shares. */
  share_percent?: AmountInput;
}

export interface GrowthPlanInput {
  new_product_line?: boolean;
  strategy1Input?: string;
  new_branch?: boolean;
  add_a_salesperson?: boolean;
  other_strategy?: boolean;
  otherStrategyInput?: string;
}

export interface EmployeeInput {
  name?: string;
  role: string;
  /** Monthly gross salary. */
  salary: AmountInput;
}

export interface HireInput {
  role: string;
  /** Monthly gross salary. */
  salary: AmountInput;
  /** Start month: 'March', 3 or '2026-03'. */
  month: string | number;
  /** operations, sales and marketing, technology… (for the payroll schedule). */
  department?: string;
}

export interface PurchaseInput {
  purchase: string;
  amount: AmountInput;
  month: string | number;
  /** Useful life in years (e.g. 5 or 2.5). */
  lifespan: AmountInput;
}

export interface FundingInput {
  source: FundingSource;
  amount: AmountInput;
  /** Default: 'loan' for Lenders, 'equity' for the others. */
  kind?: 'equity' | 'loan';
  /** Default: the first month. */
  month?: string | number;
}

export interface PaymentTermsInput {
  /** Days customers take to pay (default 30; 0 for cash sales). */
  days_to_collect?: number;
  /** Days the business takes to pay suppliers (default 30). */
  days_to_pay?: number;
}

export interface FinancingInput {
  /** Cash never to go below. Default: one month of cash costs (cost of sales, payroll, expenses). */
  minimum_cash?: AmountInput;
  /** Credit-line limit. Default: 10% of the first year's sales. */
  credit_line_limit?: AmountInput;
  /** Working-capital loan limit. Default: none (the lender of last resort). */
  working_capital_loan_limit?: AmountInput;
  /** Smallest surplus worth a time deposit. Default: the larger of the minimum cash and 1,000. */
  time_deposit_threshold?: AmountInput;
}
