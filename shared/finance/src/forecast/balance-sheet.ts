/**
 * Balance sheet at each month end, rolled forward from the opening one:
 *   cash                     = the cash-flow statement's closing cash
 *   receivables, payables    = working-capital schedule
 *   property and equipment   = opening cost + purchases − (opening accumulated + depreciation to date)
 *   other loans              = opening + loans received (funding)
 *   credit line, loan        = financing schedule balances
 *   owner investment         = opening + equity received (funding)
 *   retained earnings        = opening retained earnings + Σ net income to date
 * Inventory, cash advances, loans given and other assets stay at their opening
 * level. The opening retained earnings are the wizard's balancing figure;
 * after that nothing is forced: the sheet balances because every flow is
 * booked twice, and forecast.ts checks it to the cent every month.
 */
import { formatYearMonth, monthEndDate } from '../calendar/month';
import type { BalanceSheetData } from '../documents/balance-sheet';
import { balanceSheetTotals } from '../documents/balance-sheet';

export interface BalanceSheetMonth {
  readonly month: string;
  readonly date: string;
  readonly cash: bigint;
  readonly accounts_receivable: bigint;
  readonly inventory: bigint;
  readonly cash_advances: bigint;
  readonly loans_receivable: bigint;
  readonly other_assets: bigint;
  readonly property_cost: bigint;
  readonly accumulated_depreciation: bigint;
  readonly property_net: bigint;
  readonly total_assets: bigint;
  readonly accounts_payable: bigint;
  readonly other_loans: bigint;
  readonly credit_line: bigint;
  readonly working_capital_loan: bigint;
  readonly total_liabilities: bigint;
  readonly owner_investment: bigint;
  readonly retained_earnings: bigint;
  readonly total_equity: bigint;
  readonly total_liabilities_and_equity: bigint;
}

export interface BalanceSheetMovements {
  readonly cash: readonly bigint[];
  readonly receivables: readonly bigint[];
  readonly payables: readonly bigint[];
  readonly purchases: readonly bigint[];
  readonly depreciation: readonly bigint[];
  readonly loansReceived: readonly bigint[];
  readonly equityReceived: readonly bigint[];
  readonly creditLine: readonly bigint[];
  readonly workingCapitalLoan: readonly bigint[];
  readonly netIncome: readonly bigint[];
}

function row(
  month: string,
  date: string,
  v: Omit<
    BalanceSheetMonth,
    | 'month'
    | 'date'
    | 'property_net'
    | 'total_assets'
    | 'total_liabilities'
    | 'total_equity'
    | 'total_liabilities_and_equity'
  >,
): BalanceSheetMonth {
  const propertyNet = v.property_cost - v.accumulated_depreciation;
  const totalAssets =
    v.cash +
    v.accounts_receivable +
    v.inventory +
    v.cash_advances +
    v.loans_receivable +
    v.other_assets +
    propertyNet;
  const totalLiabilities =
    v.accounts_payable + v.other_loans + v.credit_line + v.working_capital_loan;
  const totalEquity = v.owner_investment + v.retained_earnings;
  return {
    month,
    date,
    ...v,
    property_net: propertyNet,
    total_assets: totalAssets,
    total_liabilities: totalLiabilities,
    total_equity: totalEquity,
    total_liabilities_and_equity: totalLiabilities + totalEquity,
  };
}

/** The opening balance sheet in the forecast's layout (month = the month before the start). */
export function openingBalanceSheet(start: number, opening: BalanceSheetData): BalanceSheetMonth {
  const t = balanceSheetTotals(opening);
  return row(formatYearMonth(start - 1), monthEndDate(start - 1), {
    cash: t.cash,
    accounts_receivable: opening.receivables,
    inventory: opening.inventory,
    cash_advances: opening.cashAdvances,
    loans_receivable: opening.loansReceivable,
    other_assets: opening.otherAssets,
    property_cost: t.propertyCost,
    accumulated_depreciation: t.accumulatedDepreciation,
    accounts_payable: opening.suppliers,
    other_loans: opening.otherLoans,
    credit_line: 0n,
    working_capital_loan: 0n,
    owner_investment: opening.ownerInvestment,
    retained_earnings: t.retainedEarnings,
  });
}

export function balanceSheets(args: {
  start: number;
  months: number;
  opening: BalanceSheetMonth;
  movements: BalanceSheetMovements;
}): BalanceSheetMonth[] {
  const mv = args.movements;
  const rows: BalanceSheetMonth[] = [];
  let prev = args.opening;
  for (let m = 0; m < args.months; m += 1) {
    const next = row(formatYearMonth(args.start + m), monthEndDate(args.start + m), {
      cash: mv.cash[m] as bigint,
      accounts_receivable: mv.receivables[m] as bigint,
      inventory: prev.inventory,
      cash_advances: prev.cash_advances,
      loans_receivable: prev.loans_receivable,
      other_assets: prev.other_assets,
      property_cost: prev.property_cost + (mv.purchases[m] as bigint),
      accumulated_depreciation: prev.accumulated_depreciation + (mv.depreciation[m] as bigint),
      accounts_payable: mv.payables[m] as bigint,
      other_loans: prev.other_loans + (mv.loansReceived[m] as bigint),
      credit_line: mv.creditLine[m] as bigint,
      working_capital_loan: mv.workingCapitalLoan[m] as bigint,
      owner_investment: prev.owner_investment + (mv.equityReceived[m] as bigint),
      retained_earnings: prev.retained_earnings + (mv.netIncome[m] as bigint),
    });
    rows.push(next);
    prev = next;
  }
  return rows;
}
