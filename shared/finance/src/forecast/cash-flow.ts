/**
 * Cash-flow statement (indirect method), month by month; outflows negative:
 *   operating = net income + depreciation − increase in receivables + increase in payables
 *   investing = − purchases of equipment
 *   financing = equity received + loans received + credit line drawn − repaid
 *               + working-capital loan drawn − repaid
 *   closing cash = opening cash + operating + investing + financing
 * The direct view of the operating section is given too and must agree:
 *   receipts from customers = opening receivables + sales − closing receivables
 *   payments to suppliers   = opening payables + cost of sales + expenses − closing payables
 *   operating = receipts − payments to suppliers − payroll − interest
 */
import { formatYearMonth, monthEndDate } from '../calendar/month';

export interface CashFlowMonth {
  readonly month: string;
  readonly date: string;
  readonly opening_cash: bigint;
  readonly net_income: bigint;
  readonly depreciation: bigint;
  readonly change_in_receivables: bigint;
  readonly change_in_payables: bigint;
  readonly cash_from_operations: bigint;
  readonly purchases_of_equipment: bigint;
  readonly cash_from_investing: bigint;
  readonly equity_received: bigint;
  readonly loans_received: bigint;
  readonly credit_line_drawn: bigint;
  readonly credit_line_repaid: bigint;
  readonly working_capital_loan_drawn: bigint;
  readonly working_capital_loan_repaid: bigint;
  readonly cash_from_financing: bigint;
  readonly net_change_in_cash: bigint;
  readonly closing_cash: bigint;
  readonly receipts_from_customers: bigint;
  readonly payments_to_suppliers: bigint;
  readonly payroll_paid: bigint;
  readonly interest_paid: bigint;
}

export interface CashFlowInputs {
  readonly openingCash: bigint;
  readonly openingReceivables: bigint;
  readonly openingPayables: bigint;
  readonly revenue: readonly bigint[];
  readonly supplierCosts: readonly bigint[];
  readonly payroll: readonly bigint[];
  readonly netIncome: readonly bigint[];
  readonly depreciation: readonly bigint[];
  readonly interest: readonly bigint[];
  readonly receivables: readonly bigint[];
  readonly payables: readonly bigint[];
  readonly purchases: readonly bigint[];
  readonly equityReceived: readonly bigint[];
  readonly loansReceived: readonly bigint[];
  readonly creditLineDrawn: readonly bigint[];
  readonly creditLineRepaid: readonly bigint[];
  readonly workingCapitalLoanDrawn: readonly bigint[];
  readonly workingCapitalLoanRepaid: readonly bigint[];
}

export function cashFlowStatement(args: {
  start: number;
  months: number;
  inputs: CashFlowInputs;
}): CashFlowMonth[] {
  const x = args.inputs;
  const rows: CashFlowMonth[] = [];
  let cash = x.openingCash;
  let ar = x.openingReceivables;
  let ap = x.openingPayables;
  for (let m = 0; m < args.months; m += 1) {
    const arEnd = x.receivables[m] as bigint;
    const apEnd = x.payables[m] as bigint;
    const changeAr = -(arEnd - ar);
    const changeAp = apEnd - ap;
    const operating =
      (x.netIncome[m] as bigint) + (x.depreciation[m] as bigint) + changeAr + changeAp;
    const investing = -(x.purchases[m] as bigint);
    const clDrawn = x.creditLineDrawn[m] as bigint;
    const clRepaid = -(x.creditLineRepaid[m] as bigint);
    const wcDrawn = x.workingCapitalLoanDrawn[m] as bigint;
    const wcRepaid = -(x.workingCapitalLoanRepaid[m] as bigint);
    const equity = x.equityReceived[m] as bigint;
    const loans = x.loansReceived[m] as bigint;
    const financing = equity + loans + clDrawn + clRepaid + wcDrawn + wcRepaid;
    const net = operating + investing + financing;
    const receipts = ar + (x.revenue[m] as bigint) - arEnd;
    const suppliers = -(ap + (x.supplierCosts[m] as bigint) - apEnd);
    rows.push({
      month: formatYearMonth(args.start + m),
      date: monthEndDate(args.start + m),
      opening_cash: cash,
      net_income: x.netIncome[m] as bigint,
      depreciation: x.depreciation[m] as bigint,
      change_in_receivables: changeAr,
      change_in_payables: changeAp,
      cash_from_operations: operating,
      purchases_of_equipment: investing,
      cash_from_investing: investing,
      equity_received: equity,
      loans_received: loans,
      credit_line_drawn: clDrawn,
      credit_line_repaid: clRepaid,
      working_capital_loan_drawn: wcDrawn,
      working_capital_loan_repaid: wcRepaid,
      cash_from_financing: financing,
      net_change_in_cash: net,
      closing_cash: cash + net,
      receipts_from_customers: receipts,
      payments_to_suppliers: suppliers,
      payroll_paid: -(x.payroll[m] as bigint),
      interest_paid: -(x.interest[m] as bigint),
    });
    cash += net;
    ar = arEnd;
    ap = apEnd;
  }
  return rows;
}
