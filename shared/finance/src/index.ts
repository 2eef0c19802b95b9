/**
 * @fina/finance: Fina's finance engine. Pure TypeScript (no I/O, no React):
 * exact money, invoice and requisition totals, balance sheet, payroll, wizard
 * progress, and the budget with its 3-statement forecast and financing advice.
 * README.md documents each function, its formulas and the CLI.
 */

// Errors
export type { FinanceIssue } from './errors';
export { FinanceInputError, isFinanceInputError } from './errors';

// Money
// The currency list, type and default are the contract's, re-exported for the engine's callers.
export type { Currency, CurrencyCode, CurrencyInfo } from './money/currency';
export {
  CURRENCIES,
  CURRENCY_INFO,
  DEFAULT_CURRENCY,
  isCurrency,
  isCurrencyCode,
  minorDigits,
} from './money/currency';
export type { Decimal, DecimalInput } from './money/decimal';
export { decimalToString, divRoundHalfUp, readDecimal } from './money/decimal';
export type { Money } from './money/money';
export {
  addMoney,
  compareMoney,
  equalsMoney,
  fixedDecimal,
  money,
  moneyToDecimalString,
  multiplyMoney,
  parseMoney,
  percentOfMoney,
  sameMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money/money';
export { formatMinor, formatMoney } from './money/format';
export { allocateByWeights, allocateEvenly, splitWithRemainderLast } from './money/allocate';

// Documents
export type { MoneyFigure } from './documents/figures';
export type {
  DocumentTotals,
  FormNumber,
  LineFigure,
  LineItemInput,
  SentTotals,
} from './documents/line-items';
export { compareSentTotals } from './documents/line-items';
export type { InvoiceFigures, InvoiceInput, ValidationMode } from './documents/invoice';
export { checkInvoice, computeInvoice, validateInvoice } from './documents/invoice';
export type {
  PurchaseRequisitionFigures,
  PurchaseRequisitionInput,
} from './documents/purchase-requisition';
export {
  checkPurchaseRequisition,
  computePurchaseRequisition,
  validatePurchaseRequisition,
} from './documents/purchase-requisition';
export type { BalanceSheetFigures, BalanceSheetInput } from './documents/balance-sheet';
export { computeBalanceSheet, validateBalanceSheet } from './documents/balance-sheet';
export { DEFAULT_USEFUL_LIFE_YEARS, defaultUsefulLifeYears } from './depreciation/straight-line';
export type {
  PaydayOption,
  PayrollEmployeeInput,
  PayrollFigures,
  PayrollInput,
} from './documents/payroll';
export {
  computePayroll,
  isPaydayOption,
  PAYDAY_OPTIONS,
  payDaysInMonth,
  validatePayroll,
} from './documents/payroll';

// Wizard
export { progressLabel, wizardProgress } from './wizard/progress';

// Calendar helpers the screens need for labels
export { MONTH_NAMES, monthEndDate, parseMonthOfYear } from './calendar/month';

// Budget and forecast
export type {
  AmountInput,
  BusinessType,
  EmployeeInput,
  ExpenseLineInput,
  FinancingInput,
  ForecastInput,
  FundingInput,
  FundingSource,
  GrowthPlanInput,
  GrowthRatePercent,
  HireInput,
  LastYearInput,
  PaymentTermsInput,
  ProductInput,
  PurchaseInput,
} from './forecast/inputs';
export { DEFAULT_GROWTH_RATE, FUNDING_SOURCES, GROWTH_RATE_OPTIONS } from './forecast/inputs';
export { MAX_FORECAST_MONTHS, validateForecastInput } from './forecast/schema/validate';
export type { ExactForecast, ForecastResult, YearSummary } from './forecast/forecast';
export { forecast, forecastExact } from './forecast/forecast';
export type { AdviceAction, AdviceLine } from './forecast/financing-advice';
export type { BudgetResponse } from './forecast/budget-response';
export type { IncomeStatementMonth } from './forecast/income-statement';
export type { BalanceSheetMonth } from './forecast/balance-sheet';
export type { CashFlowMonth } from './forecast/cash-flow';
export type { AsDecimals, AsNumbers } from './forecast/present';
export { withDecimalStrings, withMinorNumbers } from './forecast/present';
export type { DepositTerms, LoanTerms } from './forecast/solutions';
export { CREDIT_LINE, TIME_DEPOSITS, WORKING_CAPITAL_LOAN } from './forecast/solutions';
export type {
  ExistingBusinessSubmission,
  NewBusinessSubmission,
  SubmissionContext,
} from './forecast/budget-submission';
export {
  existingBusinessForecastInput,
  newBusinessForecastInput,
} from './forecast/budget-submission';
