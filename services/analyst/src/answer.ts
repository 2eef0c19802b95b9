import { fiscalYearAbsentReason } from './fiscal-year-named';
import { moneySideReason } from './money-side-asked';
import { paymentStatusReason } from './payment-status-asked';
import { retainedEarningsReason } from './retained-earnings-profit';
import { taxIncludedWording, taxInclusiveTarget } from './tax-inclusive-total';
/**
 * answerQuestion: question in, answer with cited figures out. Reads the question, resolves
 * it against the workbook, runs one engine operation and words the result. Refuses (and
 * suggests what it can answer) whenever part of the question names nothing in the workbook.
 */
import {
  countForMoneyReason,
  headcountSumReason,
  hoursForOtherReason,
  owedFromFlowReason,
  singleLineGroupReason,
} from './measure-kind-guards';
import { forecastRefusal } from './forecast-refusal';
import { ownPeriodForecast } from './own-period-forecast';
import { rateColumnAnswer } from './rate-columns';
import { expandShorthandAmounts } from './shorthand-amounts';
import { countOutsideReason } from './count-outside-data';
import { loanScheduleDatesAnswer } from './loan-schedule-dates';
import { loanNextAndWholeAnswer } from './loan-next-and-whole';
import { cashForecastGridAnswer } from './cash-forecast-grid';
import { forecastGridQuestionAnswer, forecastGridWording } from './forecast-grid-questions';
import { bvaLineTableAnswer } from './bva-line-table';
import { bvaGroupAnswer } from './bva-column-groups';
import { bvaMonthPairsAnswer } from './bva-month-pairs';
import { paymentColumnsAnswer } from './payment-columns';
import { subscriptionTrackerAnswer } from './subscription-tracker';
import { agedDebtorsAnswer, creditLimitReason } from './aged-debtors';
import { jobListAnswer } from './job-list';
import { jobStatusAnswer } from './job-list-status';
import { bookingLedgerAnswer } from './booking-ledger';
import { mileageLogAnswer } from './mileage-log';
import {
  costForEarningsReason,
  itemListAnswer,
  stockSalesReason,
  unitColumnSumReason,
} from './item-list';
import { billableHoursAnswer, hoursForMoneyReason } from './billable-hours';
import { payrollSideAnswer } from './payroll-ee-er';
import { runningBalanceAnswer, runningBalanceReason } from './running-balance-flow';
import { cashMonthEndWording } from './cash-month-ends';
import { jobRowRankAnswer } from './job-row-rank';
import { nightlyRateAnswer, nightsForRateReason } from './nightly-rate';
import { spanCoverageAnswer } from './span-coverage';
import { countedRowsWording, moneyForCountReason } from './counted-rows-asked';
import { clientPlanRowsAnswer } from './client-plan-rows';
import { itemOverCategoryAnswer } from './item-over-category';
import { budgetVariancePercentAnswer } from './budget-variance-percent';
import { exportVolumeAnswer } from './export-volume-sheets';
import { bottomLineMonthQuestion } from './bottom-line-months';
import { keptDepositQuestion } from './kept-deposits';
import { billingForWagesReason } from './billing-for-wages';
import { periodsAndSum } from './periods-and-sum';
import { yearOnYearAnswer } from './year-on-year-headline';
import { fullYearBudgetAnswer } from './full-year-budget';
import { partySizeReason } from './party-size-asked';
import { stillToComeReason, stillToComeWording } from './still-to-come';
import { unitAbbreviations } from './unit-abbreviations';
import { popularWordings } from './popular-words';
import { expandContractions } from './contractions';
import { averageHourlyRateAnswer } from './average-hourly-rate';
import { oneSidedComparisonReason } from './one-sided-comparison';
import { negativeLinesAnswer } from './negative-lines';
import { cardStatementAnswer } from './card-statement';
import { tillShortAnswer } from './till-short';
import { firstLastPeriodAnswer } from './first-last-period';
import { overdueDaysAnswer } from './overdue-days';
import { priceBasisWording } from './price-basis-words';
import { budgetVerdictWording } from './budget-verdict-words';
import { currentColumnTarget } from './current-column';
import { supplierPricesAnswer } from './supplier-prices';
import { payRunsAnswer } from './pay-runs';
import { levelGapAnswer } from './level-gap';
import { namedRateWording } from './named-rate';
import { onePricePerKind } from './one-price-per-kind';
import { attributeDatePeriodReason, ownYearWording } from './attribute-date-period';
import { fiscalQuarterNames, fiscalQuarterWording } from './fiscal-quarters';
import { cancelledRowsLeftOut } from './cancelled-rows-earnings';
import { profitBottomLineQuestion } from './profit-bottom-line';
import { payrollCostGrossQuestion, payrollCostWording } from './payroll-cost-words';
import { mrrMembersAnswer } from './mrr-members-stack';
import { membershipTrackerAnswer } from './membership-tracker';
import { yearNamedSheet } from './year-named-sheets';
import { stockTypeRankAnswer } from './stock-type-rank';
import { bottomLineWording } from './bottom-line-words';
import { allRowTotalAnswer } from './all-row-total';
import { cashFlowOwnerWording } from './cash-flow-owner-words';
import { logColumnWording } from './log-column-words';
import { halfYearBudgetAnswer } from './half-year-budget';
import { twoYearChangeAnswer } from './two-year-change-columns';
import {
  agentNounWording,
  insuranceColumnWording,
  ledgerFlowWording,
  lineCostWording,
} from './owner-line-words';
import { agingEmptyBucketAnswer } from './aging-empty-bucket';
import { amountOverYearWording, perPeriodWording, oneColumnWording } from './item-column-words';
import { mrrMembersTablesAnswer } from './mrr-members-tables';
import { cashStatementWording } from './cash-statement-words';
import { loggedCountWording, subtotalPickReason } from './subtotal-row-pick';
import {
  calendarLastYearReason,
  selfComparisonReason,
  yearColumnsRelative,
} from './year-columns-relative';
import { bankLedgerAnswer } from './bank-ledger-words';
import { agingWorstDebtorAnswer } from './aging-worst-debtor';
import { budgetYearPairAnswer, yearPairSumReason } from './budget-year-pair';
import { registerMonthTotalsAnswer } from './register-month-totals';
import { projectHoursAnswer } from './project-hours-words';
import { stockTypeAnswer } from './stock-type-words';
import { singleColumnPnlAnswer } from './single-column-pnl';
import { staleRelativeMonthReason } from './relative-month-stale';
import { personPaySpanReason } from './person-pay-span';
import { meanUnitCostReason } from './mean-unit-cost';
import { planPairMembersAnswer } from './plan-pair-members';
import {
  ordersOwnerAnswer,
  ordersOwnerWording,
  ordersSalesReadingsReason,
} from './orders-owner-words';
import { budgetStackAnswer, budgetStackCountReason } from './budget-stack-sides';
import { twoYearThisLastAnswer, twoYearThisLastWording } from './two-year-this-last';
import { parentAccountAnswer } from './parent-accounts';
import { monthRankWording } from './month-rank-words';
import { jobMarginPercentOfAnswer } from './job-margin-percent';
import { unaskedMoneyReason } from './percent-asked';
import { totalColumnReason } from './total-column-check';
import { growthOverYearWording, unaskedTrendReason } from './trend-asked';
import { stockItemAnswer } from './stock-items';
import { growthUnnamedAnswer } from './growth-unnamed';
import { incomeStatementExportAnswer } from './income-statement-export';
import { cashFlowLinesAnswer, cashFlowWording } from './cash-flow-lines';
import { fiscalQuarterAnswer } from './fiscal-quarter-columns';
import { quarterSpanWording } from './quarter-span-words';
import { partialLineWording } from './partial-line-words';
import { lineGrossMarginAnswer } from './line-gross-margin';
import { logMoneyWording } from './log-money-words';
import { ungroupedRankReason } from './group-word-asked';
import { membershipWording } from './membership-words';
import { planColumnsAnswer, planColumnsMixReason } from './plan-mrr-columns';
import { stockCountAnswer } from './stock-count-words';
import { payrollPaidWording } from './payroll-paid-words';
import { titledMonthTablesAnswer } from './titled-month-tables';
import { budgetTagColumnsAnswer } from './budget-tag-columns';
import { borrowedLineWording } from './borrowed-line-words';
import { subtotalLogShareAnswer } from './subtotal-log-share';
import { yearsSpanWording } from './years-span-words';
import { bestQuarterWording } from './best-quarter-words';
import { orderSideColumnReason, orderedWording, topBuyerWording } from './order-amount-asked';
import { unaskedOverspendReason } from './overspend-asked';
import { unaskedBucketReason } from './bucket-asked';
import { agingBucketColumnsAnswer } from './aging-bucket-columns';
import { unaskedLineMarginReason } from './line-margin-asked';
import { twoYearMarketsAnswer, twoYearMarketsWording } from './two-year-markets';
import { seasonEventsAnswer } from './season-events';
import { loanOwnerWording, loanPaymentsLeftAnswer } from './loan-owner-words';
import { agingCustomerAnswer } from './aging-customer-words';
import { ownerPhrasing } from './owner-phrasing';
import { jobPriceAnswer } from './job-price-words';
import { costLineAnswer } from './cost-line-words';
import { monthCodeWording } from './month-codes';
import { levelSumReason } from './level-sums';
import { unaskedShareReason } from './share-asked';
import { labelListSumReason } from './label-list-sums';
import { namedLineRatioWording } from './named-line-ratio';
import { topPersonWording } from './top-person-words';
import { yearOrderWording } from './year-order-words';
import { categoryExclusionAnswer } from './category-exclusion';
import { itemFamilyAnswer } from './item-family';
import { planMetricBlocksAnswer } from './plan-metric-blocks';
import { agingDebtWording } from './aging-debt-words';
import { loanCostAnswer } from './loan-cost-words';
import { salesCountWording } from './sales-count-words';
import { cashYearEndWording } from './cash-year-end-words';
import { agingBucketCountAnswer } from './aging-bucket-count';
import { bankNetFlowAnswer } from './bank-net-flow';
import { pnlOwnerWording } from './pnl-owner-words';
import { loanBalanceWording } from './loan-balance-words';
import { personYearShareAnswer } from './person-year-share';
import { logMonthWording } from './log-months';
import { mrrMovementsAnswer } from './mrr-movements';
import { yearsAcrossWording } from './year-columns';
import { conditionalCount } from './conditions';
import { budgetRatio } from './budget-ratio';
import { scheduleAnswer } from './schedule';
import { unnamedCountNounReason } from './count-noun-named';
import { customerDetailAnswer } from './customer-detail-report';
import { sectionRankAnswer } from './section-rank';
import { balanceSheetSidesAnswer } from './balance-sheet-sides';
import { mixedStyleSumReason } from './mixed-style-sum';
import { unfilteredStatusReason } from './status-value-filter';
import { mixedUnitSumReason } from './mixed-unit-sum';
import { stockUnitListAnswer } from './stock-unit-list';
import { ordersLineAnswer, ordersLineWording } from './orders-line-words';
import { cashFlowCapexAnswer, cashFlowCapexWording } from './cash-flow-capex';
import { labelGrowthWords } from './growth-word-labels';
import { ordersStatusAnswer } from './orders-status-rows';
import { unitCostWording } from './unit-cost-words';
import { hireLogChecked, hireLogWording } from './hire-log-words';
import { profitFromIncomeReason } from './profit-asked-income';
import { monthGridTotalWording } from './month-grid-total-words';
import { loanRemainingAnswer } from './loan-remaining';
import { cashSectionWording } from './cash-section-words';
import { revenueLineWording } from './revenue-line-newest-year';
import { bankDescriptionCountAnswer, bankDescriptionDebitAnswer } from './bank-description-debits';
import { countOfMoneyLineReason } from './count-of-money-line';
import { marketChangeAnswer, yearBeforeWording } from './market-change-columns';
import { budgetShortAnswer, budgetVarWording } from './budget-var-columns';
import { mrrNewWording } from './mrr-new-words';
import { isShare, percentFromWording } from './percent-from-words';
import { singleRowWording } from './single-row-words';
import { tableTitleAnswer } from './table-title-words';
import { logMonthSalesWording } from './log-month-sales';
import { logGroupEarningsAnswer } from './log-group-earnings';
import { sectionHeadingGroupsAnswer } from './section-heading-groups';
import { uncountedThingsReason } from './counted-things-asked';
import { percentColumnReason, percentExportYearWording } from './percent-of-income-column';
import { exportLineShareAnswer } from './export-line-share';
import { ownerWording } from './owner-words';
import { itemColumnsRankAnswer } from './item-columns-rank';
import { cashLevelAnswer } from './cash-levels';
import { clientRevenueAnswer } from './client-revenue';
import { agingCountAnswer, agingInvoiceAnswer, agingWording } from './aging-words';
import { agingLateAnswer, agingLateWording } from './aging-late';
import { itemKindWording } from './item-kind';
import { twoYearAnswer } from './two-year';
import { payrollRegisterWording } from './payroll-register';
import { rowEntityWording } from './row-entity';
import { stockUnitsWording } from './stock-units';
import { averageUnitCostAnswer, stockHoldingAnswer } from './stock-holdings';
import { stackedTablesAnswer } from './stacked-tables';
import { measureDefaultAnswer } from './measure-default';
import { jobCostingWording, jobMarginPercentAnswer } from './job-costing';
import { memberLevelWording } from './member-levels';
import { expenseLogWording } from './expense-log';
import { pnlCostsAnswer } from './pnl-costs';
import { absentMeasureRefusal } from './absent-measures';
import { shapeRewording } from './shape-rewordings';
import { budgetLineAnswer } from './budget-line-variance';
import { subscriptionWording } from './subscription-words';
import { payrollWording } from './payroll-words';
import { bankCountAnswer, bankWording } from './bank-words';
import { budgetLinesAnswer } from './budget-lines';
import { ordersExportAnswer } from './orders-export';
import { groupRankAnswer } from './group-rank';
import { misfitReason } from './askfit';
import { wrongKindReason } from './kind-asked';
import { jobLogAnswer } from './job-log';
import { loanPayoffAnswer } from './loan-payoff';
import { perUnitAnswer } from './per-unit-words';
import { twoYearOwnerAnswer } from './two-year-owner';
import { bankPayerAnswer } from './bank-payer';
import { planBlocksAnswer } from './plan-blocks';
import { salesCostsSheetsAnswer } from './sales-costs-sheets';
import { budgetSectionsAnswer } from './budget-sections';
import { agingBucketRankAnswer } from './aging-bucket-rank';
import { bankBalanceOnAnswer } from './bank-balance-on';
import { bankPayeeAnswer } from './bank-payee-words';
import { assetRegisterAnswer } from './asset-register-words';
import { pettyCashAnswer } from './petty-cash-book';
import { columnDifferenceAnswer } from './column-difference';
import { periodClash } from './periodclash';
import { withSumRowTotals } from './sum-row-totals';
import { costSectionAnswer } from './cost-section-lines';
import { ordersExportWordsAnswer, ordersTaxWording, readsTaxes } from './orders-export-words';
import { loanItselfWording, readsPrincipal } from './loan-itself-words';
import { seasonCalendarYearReason } from './season-calendar-year';
import { goodsCountRowsReason, moneyLinesCountReason } from './goods-count-rows';
import { dayMonthWording, readsDate } from './day-month-date';
import { dayRangeWording } from './day-range-words';
import { forecastSheetWording } from './forecast-sheet-words';
import { customerRankReason } from './customer-rank-columns';
import { flagFiltered, yesNoFlagFilter } from './yes-no-flag-filter';
import { sumColumnWording, tradingDaysWording, weekdayWording } from './sum-column-measure';
import { payrollColumnWording } from './payroll-column-words';
import { plOwnerWording } from './pl-owner-words';
import { stockItemWording, stockMarginAnswer, stockSellWording } from './stock-item-words';
import { overspendAmountWording, titleYearWording } from './budget-title-words';
import { mrrBridgeAnswer } from './mrr-bridge-rows';
import { cashForecastAnswer, cashPositionWording } from './cash-position-words';
import { costShareWording, jobOutcomeAnswer, jobTypeAnswer } from './job-outcome-words';
import { annualOfMonthly } from './annual-of-monthly';
import { capacityFillAnswer } from './capacity-fill';
import { dateColumnCountAnswer } from './date-column-count';
import { outlineLevelAnswer } from './outline-levels';
import { shiftLogWording } from './shift-log-words';
import { quarterRowsAnswer } from './quarter-rows';
import { siteRankAnswer } from './site-rank';
import { statusVerbWording } from './status-verb-words';
import { stockCountVarianceAnswer } from './stock-count-variance';
import { siteSheetsAnswer } from './site-sheets';
import { weekdayColumnAnswer } from './weekday-day-column';
import { hoursColumnWording } from './hours-column-words';
import { headerGroupAnswer } from './header-group-columns';
import { titlePeriodAnswer, titlePeriodWording } from './title-period-sheet';
import { quarterSheetsAnswer } from './quarter-sheets';
import { supplierPaymentsAnswer } from './supplier-payments';
import { placementLogAnswer } from './placement-log';
import { bracketLinesAnswer } from './bracket-lines';
import { grantTrackerAnswer } from './grant-tracker-words';
import { taxColumnWording } from './tax-column-words';
import {
  barePriceWording,
  oneOfEverythingWording,
  percentTwinAnswer,
} from './percent-twin-columns';
import { expenseLineAnswer } from './expense-line-rank';
import { rateSumReason, timesheetAnswer } from './timesheet-words';
import { countNounAsked, opAveragePerCount, perUnitAsked } from './engine/ops/average-per-count';
import { nounOnlyNamesMoney, opRowsRanked, rowsRankedAsked } from './engine/ops/rows-ranked';
import { unitsCounted } from './engine/ops/units-counted';
import { weekdayAnswer } from './weekday-columns';
import { memberTrackerAnswer } from './membership-levels';
import { unitQtyAnswer } from './unit-qty-sold';
import { stockValueAnswer } from './stock-value-words';
import { payComponentWording } from './pay-component-words';
import { vatBoxAnswer, vatWorkingsWording } from './vat-workings-words';
import { vatRateWorkingsAnswer } from './vat-rate-workings';
import { commissionForSalesReason, staffBestReason } from './staff-best-words';
import { ratioColumnAnswer, ratioSumAnswer } from './ratio-columns';
import { personWeekAnswer } from './person-week-rows';
import { pastLedgerForecastReason } from './past-ledger-forecast';
import { runningBookAnswer } from './running-balance-book';
import { payrollTotalsAnswer } from './payroll-register-totals';
import { staffHoursPayAnswer } from './staff-hours-pay';
import { monthTrackerAnswer } from './month-tracker-words';
import {
  elidedPeriodWording,
  lastMonthNameWording,
  seasonBracketWording,
} from './month-list-words';
import { lineWordStretch } from './line-word-stretch';
import { incomeShareAnswer } from './income-share-words';
import { ageTarget } from './aging';
import { takingsLogAnswer } from './takings-log-answers';
import { monthSheetsAnswer } from './month-sheets';
import { monthSheetLogAnswer } from './month-sheet-logs';
import { openMonthSpanReason, sinceWording } from './open-month-span';
import { commissionLogAnswer } from './commission-log';
import { twoYearLineMovesAnswer } from './two-year-line-moves';
import { statementPartAnswer } from './statement-part-columns';
import { customerSummaryAnswer } from './customer-summary-rows';
import { siteColumnSheetsAnswer } from './site-column-sheets';
import { rotaWeekAnswer } from './rota-week';
import { payrollTypeAnswer } from './payroll-type-rows';
import { textColumnAskedReason } from './text-column-asked';
import { distinctCountConditionReason } from './distinct-count-condition';
import { salesLogAnswer } from './sales-log-amount';
import { signedBankAnswer } from './signed-amount-bank';
import { statusListAnswer } from './status-list-rows';
import { clientLedgerAnswer } from './client-ledger-status';
import { commissionRegisterAnswer } from './commission-register';
import { purchaseOrderLogAnswer } from './purchase-order-log';
import { vehicleLogAnswer } from './vehicle-log-claims';
import type { Answer, AnswerOptions } from './answer-types';
import {
  decreaseBy,
  lineInsideSection,
  marketForecastReason,
  moreThan,
  refuseQuestion,
  refuseResult,
  totalFirst,
} from './calibrate';
import { describeWorkbook, schemaAnswer, suggestions, toAnswerFigure } from './describe';
import type { Ctx, Fig, Refusal, Result } from './engine';
import { display as figureText } from './engine/figures';
import {
  asksVariance,
  budgetActualCols,
  opLongVariance,
  isRefusal,
  isRunningBalance,
  opAverage,
  opBalance,
  opBreakdown,
  opChange,
  opCompare,
  opCount,
  opExtreme,
  opFilter,
  opForecast,
  opItems,
  opList,
  opPeriods,
  opRatio,
  opShare,
  opTop,
  opTotal,
  opTrend,
  refuse,
  latestYearOfComparison,
  resolveWindows,
} from './engine';
import { decEq } from './decimal';
import { withHeadline } from './headline';
import { refuseScope } from './scope';
import { otherReading } from './readings';
import type { Table, Workbook } from './model';
import type { Op, Question } from './question';
import { detectOp, parseQuestion } from './question';
import type { Resolution } from './resolve';
import { PRICE_NAME, correctQuestion, resolve } from './resolve';
import { STOP, canonical, canonicalWord, plainQuestion } from './text';
import type { Target, TableView } from './view';
import { periodsOf, targetStyle, viewsOf } from './view';

const ROW_WORDS =
  /^(transactions?|orders?|sales|entries|entry|rows?|records?|invoices?|purchases?|payments?|expenses?|receipts?|lines?|bookings?|deals?|items?|debits?|credits?|deposits?|withdrawals?|transfers?|checks?|cheques?)$/;

/** Words that only say "the lines of": no measure is named by them. */
const ITEMS_WORDS = /^(components?|consists?|comprises?|comprising|consisting)$/;
/** Words asking for something other than a sum: never answered by a column's total. */
const NOT_A_TOTAL =
  /\b(average|avg|mean|per|rate|highest|lowest|most|least|largest|smallest|biggest|share|percent(age)?|ratio)\b|%/i;

/** The operations the planner (and the LLM) can ask for. */
export type PlannedOp = Op;

export interface Plan {
  op: Op;
  question: Question;
  resolution?: Resolution;
}

export function answerQuestion(
  uploaded: Workbook,
  query: string,
  options: AnswerOptions = {},
): Answer {
  // "$10k" is $10,000 to every reader below
  query = expandContractions(expandShorthandAmounts(query));
  // after blind-43: a sheet's own quarters ("Q1 Oct–Dec 2025") are asked and named as it does
  const ownQuarters = fiscalQuarterWording(uploaded, query);
  if (ownQuarters && ownQuarters !== query) return answerQuestion(uploaded, ownQuarters, options);
  // after blind-43: "commission rate" names the sheet's Rate column
  const rateNamed = namedRateWording(uploaded, query);
  // (a refusal stands: the money column never answers a rate)
  if (rateNamed && rateNamed.toLowerCase() !== query.toLowerCase())
    return answerQuestion(uploaded, rateNamed, options);
  return fiscalQuarterNames(uploaded, answerChecked(uploaded, query, options));
}

function answerChecked(uploaded: Workbook, query: string, options: AnswerOptions): Answer {
  const market = marketForecastReason(plainQuestion(query));
  if (market) return refusalAnswer(uploaded, market);
  let answer: Answer;
  try {
    answer = answerAsked(uploaded, query, options);
  } catch {
    // a reader that trips over a layout it was not written for must cost the owner one
    // refusal, never the chat call (the chat service would answer 500)
    return {
      text: "I can't answer that from this workbook: I could not work it out from this layout; try asking it another way, naming the sheet or the column. I only report figures that are in the file.",
      figures: [],
      refused: true,
      kind: 'refusal',
    };
  }
  if (answer.refused) return answer;
  // after blind-43: "what's the adult sub" is the one amount every Adult row holds
  const onePrice = onePricePerKind(uploaded, query, answer);
  if (onePrice) return onePrice;
  // pass 52 (G2): a rate or percent column is never added over rows nor an amount's answer
  const rated = rateColumnAnswer(
    uploaded,
    query,
    answer,
    (book) => answerQuestion(book, query, options),
    (why) => refusalAnswer(uploaded, why),
  );
  if (rated) return rated;
  // after blind-42: "how much … in aug and sep" is the months added, each still shown
  const joined = periodsAndSum(uploaded, query, answer);
  if (joined) return joined;
  // after pass 36: a question asked again in other words ("mugs as a % of stock value" put as
  // the item's full name) must still get the kind of figure the owner asked for, a percent
  // for a percent, a month for "which month"
  // pass 42 (W6): money or a percentage asked is never answered with hours
  const misfit =
    wrongKindReason(query, answer) ??
    unaskedMoneyReason(query, answer) ??
    hoursForMoneyReason(query, answer) ??
    nightsForRateReason(query, answer) ??
    // pass 52 (G3): a count of a period the sheet does not hold, or 0 of a thing it never names
    countOutsideReason(uploaded, query, answer, options.now) ??
    // pass 51: a row's text column asked ("the status of Kittiwake") is never a figure
    textColumnAskedReason(uploaded, query, answer) ??
    // after pass 52: "how many staff did overtime" is never every distinct employee
    distinctCountConditionReason(uploaded, query, answer);
  return misfit ? refusalAnswer(uploaded, misfit) : answer;
}

function answerAsked(uploaded: Workbook, query: string, options: AnswerOptions): Answer {
  // a fiscal year the workbook's FY columns do not hold is never read as a calendar year
  const noFiscalYear = fiscalYearAbsentReason(uploaded, query);
  if (noFiscalYear) return refusalAnswer(uploaded, noFiscalYear);
  // pass 34 (W2): a last row that sums the rows above it is a totals row, whatever its label
  const workbook = withSumRowTotals(uploaded);
  // after blind-44: quarters down a block per measure, years and budget across
  const quarterRows = quarterRowsAnswer(workbook, query, options.now, (why) =>
    refusalAnswer(workbook, why),
  );
  if (quarterRows) return quarterRows;
  // after blind-44: "how full were our classes": places booked over places
  const full = capacityFillAnswer(workbook, query);
  if (full) return full;
  // after blind-44: a stock count against the system: lines off, shortfall, counted
  const counted = stockCountVarianceAnswer(workbook, query, (why) => refusalAnswer(workbook, why));
  if (counted) return counted;
  // after blind-44: a year of a Monthly column is twelve of its months
  const annual = annualOfMonthly(workbook, query, (q) => answerQuestion(workbook, q, options));
  if (annual) return annual;
  // after blind-44: "how many leases end in 2027" counts by the Lease end column
  const byDateColumn = dateColumnCountAnswer(workbook, query, options.now);
  if (byDateColumn) return byDateColumn;
  // after blind-44: an outline's levels (regions over their states) ranked, counted, averaged
  const outline = outlineLevelAnswer(workbook, query, (why) => refusalAnswer(workbook, why));
  if (outline) return outline;
  // after blind-38: "including GST" on a log split ex GST | GST | Total reads the Total
  const taxed = taxIncludedWording(workbook, query);
  if (taxed) return answerQuestion(workbook, taxed, options);
  // pass 31 (W1a): "how much X did we sell over the year" asks an amount, never a trend
  const amount = amountOverYearWording(query);
  if (amount) return answerQuestion(workbook, amount, options);
  // after blind-39: "how much rent do we pay a quarter" is one quarter's, never the quarters added
  const perPeriod = perPeriodWording(workbook, query);
  if (perPeriod) return answerQuestion(workbook, perPeriod, options);
  // after blind-44: "since July" runs to the last month the book holds: asked with both ends
  const since = sinceWording(workbook, query, options.now);
  if (since) {
    const again = answerQuestion(workbook, since, options);
    if (!again.refused) return again;
  }
  // after blind-44: a quote log's Won / Lost said as verbs, its sending verb dropped
  const status = statusVerbWording(workbook, query);
  if (status) return answerQuestion(workbook, status, options);
  // after blind-44: a tip log's shifts are its rows, its nights its days
  const shifts = shiftLogWording(workbook, query);
  if (shifts) return answerQuestion(workbook, shifts, options);
  const answer0 = answerAnyKind(workbook, query, options);
  // pass 52 (G1): a naive forecast never extrapolates a forecast, a budget, a schedule or a
  // table that already holds the period asked: the period is read from it, or refused
  const answer =
    ownPeriodForecast(
      workbook,
      query,
      answer0,
      options.now,
      (q) => answerQuestion(workbook, q, options),
      (why) => refusalAnswer(workbook, why),
    ) ?? answer0;
  // pass 42 (W11b): a range of months is read only from a table holding all of them
  const span = spanCoverageAnswer(
    workbook,
    query,
    answer,
    (book, q) => answerQuestion(book, q, options),
    (why) => refusalAnswer(workbook, why),
  );
  if (span) return span;
  // pass 48 (R1): "sales up to september", "since august": a run of months, never the one named
  const openSpan = openMonthSpanReason(query, answer);
  if (openSpan) return refusalAnswer(workbook, openSpan);
  // pass 37 (W1): a ratio column (Rate/hr = Gross ÷ Hours) is never added over rows
  const ratioSum = ratioSumAnswer(workbook, answer, (why) => refusalAnswer(workbook, why));
  if (ratioSum) return ratioSum;
  // pass 31 (W1b): "stout sales Q4" is the one column "Oat Stout", never all the columns
  const oneColumn = oneColumnWording(workbook, query, answer);
  if (oneColumn) {
    const again = answerQuestion(workbook, oneColumn, options);
    if (
      again.refused ||
      again.figures.some((f) => /\(all \d+ columns\)|^total$/i.test(f.label.trim()))
    )
      return refusalAnswer(
        workbook,
        'the question names one column and I could only add all of them; name the column',
      );
    return again;
  }
  // pass 30 (W1): "how many laundry payments" counts the rows, never adds their money
  const countedRows = countedRowsWording(query, answer);
  if (countedRows) {
    const again = answerQuestion(workbook, countedRows, options);
    // pass 35 (W1): unless the things counted are goods sold and the rows lines of money
    const goods =
      goodsCountRowsReason(workbook, query, again) ?? moneyLinesCountReason(workbook, query, again);
    if (goods) return refusalAnswer(workbook, goods);
    if (!again.refused && again.kind === 'count') return again;
  }
  // pass 19 (W0): "which month / which product / when" is answered by a label of that kind;
  // pass 21 (W6, W1): a level (Ending MRR) is never added over a year's months; a share
  // answers only a question asking for one
  // after blind-43: "this year" on a list for the subscription year that holds today: the list
  const ownYear = options.ownYear
    ? undefined
    : ownYearWording(workbook, query, answer, options.now ?? new Date());
  if (ownYear) {
    const again = answerQuestion(workbook, ownYear, { ...options, ownYear: true });
    if (!again.refused)
      return {
        ...again,
        text: `${again.text}\n"This year" is read as the year the sheet is for (its title), all of its rows: the dates on it are of people, not of money.`,
      };
  }
  const misfit =
    wrongKindReason(query, answer) ??
    levelSumReason(query, answer) ??
    unaskedShareReason(query, answer) ??
    labelListSumReason(query, answer) ??
    // pass 22 (W4): a percent asked is answered by a percent, never a money figure
    unaskedMoneyReason(query, answer) ??
    // pass 22 (W5): growth over the year is last against first, never a fitted trend
    unaskedTrendReason(query, answer) ??
    // pass 22 (W1): a total column is never added in with the columns it totals
    totalColumnReason(workbook, answer) ??
    // pass 27 (W1): a Year group's column is never added in with the quarters' columns
    yearPairSumReason(workbook, answer) ??
    // pass 27 (W4): a largest / smallest single line is never a subtotal row
    subtotalPickReason(workbook, query, answer) ??
    // pass 27 (W2): a comparison never compares a period with itself
    selfComparisonReason(answer) ??
    calendarLastYearReason(workbook, query, answer, options.now) ??
    // pass 23 (W3, W6, W8): an overspend is a variance; a bucket is a column; a line's margin
    // is never the company's net margin
    unaskedOverspendReason(query, answer) ??
    unaskedBucketReason(workbook, query, answer) ??
    unaskedLineMarginReason(query, answer) ??
    // pass 23 (W2, W7): "which tour / category" is a group's sum, never one row
    ungroupedRankReason(workbook, query, answer) ??
    // pass 23 (W5): what a customer ordered is never their discount or tax
    orderSideColumnReason(query, answer) ??
    // pass 24 (W2): "how many windows did we clean" is never a count of a money sheet's rows
    uncountedThingsReason(workbook, query, answer) ??
    // pass 24 (M): a P&L export's "% of Income" column is never the amount
    percentColumnReason(query, answer) ??
    // pass 25 (W1): plans across: counts never added to money, the total is never a plan
    planColumnsMixReason(workbook, query, answer) ??
    // pass 26 (W2): "how many members do we have" on a budget is no count of its rows
    budgetStackCountReason(workbook, query, answer) ??
    // pass 26 (W5): "last month" long after the data ends; one person's pay over several months
    staleRelativeMonthReason(workbook, answer, options.now) ??
    personPaySpanReason(query, answer) ??
    // pass 28: head counts never added over periods, counts never answer money, a debt still
    // owed is never a flow, and a "single" line is never a group's sum
    headcountSumReason(query, answer) ??
    countForMoneyReason(query, answer) ??
    owedFromFlowReason(query, answer) ??
    singleLineGroupReason(query, answer) ??
    moneyForCountReason(query, answer) ??
    // after pass 31: hours asked are never answered by another column (Labour $ for Labour hrs)
    hoursForOtherReason(query, answer) ??
    // pass 32 (W3c): "how many hives" is never the row count of a table nothing names hives in
    unnamedCountNounReason(workbook, query, answer) ??
    // pass 33 (W3c): a profit asked is never income (or costs) alone
    profitFromIncomeReason(query, answer) ??
    // pass 33 (W5): "how many members" is never the one money line "Memberships" counted
    countOfMoneyLineReason(workbook, query, answer) ??
    // pass 32 (W4): a status value named ("paid") filters the rows; a figure over all is refused
    unfilteredStatusReason(workbook, query, answer) ??
    // pass 32 (W5): quantities in different units (roll, box, each) are never added
    mixedUnitSumReason(workbook, answer) ??
    // after blind-39: a percentage never added to amounts (a loan's terms block summed)
    mixedStyleSumReason(workbook, answer) ??
    // pass 34 (W6): a calendar year only partly on a sheet whose months span two years
    seasonCalendarYearReason(workbook, query, answer, options.now) ??
    // pass 35 (W1): "how many jars did we sell" is never a count of a money sheet's rows
    goodsCountRowsReason(workbook, query, answer) ??
    // pass 37 (W2): "how many patients" on a P&L is never a count of its lines or a money line
    moneyLinesCountReason(workbook, query, answer) ??
    // pass 35 (W5): a best customer is never a cost column's largest; several candidates: ask
    customerRankReason(workbook, query, answer) ??
    // pass 38 (W3): a rate is never added over rows
    rateSumReason(answer) ??
    // pass 41 (W3): what was sold is never read from a commission column
    commissionForSalesReason(query, answer) ??
    // pass 42 (W8): a running balance ranked or added answers no question about payments
    runningBalanceReason(query, answer) ??
    // pass 46: a price or cost for one item is never added over a list's items
    unitColumnSumReason(workbook, answer) ??
    costForEarningsReason(workbook, query, answer) ??
    // pass 51 (L5): a credit limit is never what a customer owes
    creditLimitReason(workbook, query, answer) ??
    // money in asked of a sheet that says it records only money out, or the other way round
    moneySideReason(workbook, query, answer) ??
    // a year's profit is never read from retained earnings
    retainedEarningsReason(query, answer) ??
    // whether something was paid, asked of a sheet that keeps no payments
    paymentStatusReason(workbook, query, answer) ??
    // after blind-41: a booking's lead guest is no count of the people who stayed
    partySizeReason(workbook, query, answer) ??
    // after blind-41: what is still to come is never every row, past ones too
    stillToComeReason(query, answer) ??
    // after blind-42: what clients are billed is never what staff are paid
    billingForWagesReason(workbook, query, answer) ??
    // after blind-43: a comparison is never answered by one side's figure
    oneSidedComparisonReason(query, answer) ??
    // after blind-43: a joined / hired / born date dates no money
    attributeDatePeriodReason(workbook, query, answer);
  if (misfit) return refusalAnswer(workbook, misfit);
  // after blind-40: what was made leaves out the rows a status marks cancelled
  const earned = cancelledRowsLeftOut(workbook, query, answer);
  if (earned) return earned;
  // pass 35 (M5): asked back among Card, Cash …: the column that is their sum is the takings
  if (answer.refused && !options.sumColumn) {
    const put = sumColumnWording(workbook, query, answer.text);
    if (put) {
      const again = answerQuestion(workbook, put.query, { ...options, sumColumn: true });
      if (!again.refused && again.figures[0]?.label.includes(put.measure)) return again;
    }
  }
  // pass 35 (M3): the one year of every table's title is the sheet; an overspend is money
  if (answer.refused && !options.titleYear) {
    const put =
      titleYearWording(workbook, query, options.now) ?? overspendAmountWording(query, answer.text);
    if (put) {
      const again = answerQuestion(workbook, put, { ...options, titleYear: true });
      if (!again.refused) return again;
    }
  }
  // pass 35 (M6): "tax withheld" is a W/H column, "hourly rate" the Rate, "before tax" the Gross
  if (answer.refused && !options.payrollWords) {
    // pass 35 (M2): "for the half year" on a six-months P&L is its Total; "the van" its vehicle line
    // pass 35 (M7): a stock list: "700c tubes" is the one item they fit, "sell for" its Retail
    const put =
      payrollColumnWording(workbook, query) ??
      plOwnerWording(workbook, query) ??
      stockItemWording(workbook, query);
    if (put) {
      const again = answerQuestion(workbook, put.query, { ...options, payrollWords: true });
      const reads = 'column' in put ? put.column : 'item' in put ? put.item : put.reads;
      if (!again.refused && again.figures[0]?.label.includes(reads) && !rateSumReason(again))
        return again;
    }
  }
  // pass 23 (W1, W8): "tuition" for the one line "Tuition fees received", asked once more
  if (answer.refused && !options.partialLine) {
    const put = partialLineWording(workbook, query, answer.text);
    if (put) {
      const again = answerQuestion(workbook, put, { ...options, partialLine: true });
      if (!again.refused) return again;
    }
  }
  // after blind-40: the most popular package is the one with the most rows (when no reader
  // of the sheet's own kind knew the word)
  if (answer.refused && !options.popularWords)
    for (const put of popularWordings(workbook, query)) {
      const again = answerQuestion(workbook, put, { ...options, popularWords: true });
      if (!again.refused && /\(rows\) by /.test(again.figures[0]?.label ?? '')) return again;
    }
  // pass 47 (L6): "consults", "lab fees", "private eye tests", "for resale": a line's own word
  if (answer.refused && !options.lineStretch) {
    const put = lineWordStretch(workbook, query, answer.text);
    if (put && 'ask' in put) return refusalAnswer(workbook, put.ask);
    if (put) {
      const again = answerQuestion(workbook, put.query, { ...options, lineStretch: true });
      if (
        !again.refused &&
        put.words.every((w) => again.figures.some((f) => f.label.toLowerCase().includes(w)))
      )
        return again;
    }
  }
  return answer;
}

function answerAnyKind(workbook: Workbook, query: string, options: AnswerOptions): Answer {
  const text = query.trim();
  if (!text) return refusalAnswer(workbook, 'the question is empty');
  // "why did we go over on staff": cells hold figures, never their reasons (pass 13)
  if (/^(why|how come)\b|^what (was|were|is|are) the reasons?\b|^what caused\b/i.test(text))
    return refusalAnswer(
      workbook,
      'the question asks for a reason, and the workbook holds figures, not the reasons behind them',
    );
  // pass 51 (W2): what was sold, asked of a stock count (it holds what is on hand)
  const noSales = stockSalesReason(workbook, text);
  if (noSales) return refusalAnswer(workbook, noSales);
  // after blind-40: "best month", "how many months did we lose money" on a P&L by month are
  // about its bottom line
  const bottomMonths = bottomLineMonthQuestion(workbook, text);
  if (bottomMonths) return answerQuestion(workbook, bottomMonths, options);
  // after blind-40: a Sales by Customer Detail report's headings are its customers
  const detail = customerDetailAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (detail) return detail;
  // after blind-40: what was kept from cancelled bookings is their deposits
  const keptAsked = keptDepositQuestion(workbook, text);
  if (keptAsked) return answerQuestion(workbook, keptAsked, options);
  // after blind-41: what is still to come is the rows dated after today, by their status
  const toCome = stillToComeWording(workbook, text, options.now);
  if (toCome) {
    const again = answerQuestion(workbook, toCome.query, options);
    return !again.refused && again.text.includes(toCome.status)
      ? again
      : refusalAnswer(
          workbook,
          `the question asks for what is still to come (the ${toCome.status} rows), and I could not read it from them; ask for it "for ${toCome.status}"`,
        );
  }
  // after blind-40: "metres", "pieces" are the sheet's "m", "pcs"
  const unitShort = unitAbbreviations(workbook, text);
  if (unitShort !== text) {
    const again = answerQuestion(workbook, unitShort, options);
    if (!again.refused) return again;
  }
  // after blind-40/41: "compare this year to last" on a two-year P&L: net profit, then revenue
  const yoy = yearOnYearAnswer(workbook, text, (q) => answerQuestion(workbook, q, options));
  if (yoy) return yoy;
  // after blind-37: a line's full-year budget is the one budget column for the year
  const yearBudget = fullYearBudgetAnswer(workbook, text);
  if (yearBudget) return yearBudget;
  // after blind-40: an average rate on a timesheet is the money billed over the hours billed
  const hourlyRate = averageHourlyRateAnswer(workbook, text);
  if (hourlyRate) return hourlyRate;
  // after blind-43: how far below its reorder level an item is: the level less what is on hand
  const gap = levelGapAnswer(
    workbook,
    text,
    (q) => answerQuestion(workbook, q, options),
    (why) => refusalAnswer(workbook, why),
  );
  if (gap) return gap;
  // after blind-43: a card's statement: spent is its purchases, paid off its payments
  const card = cardStatementAnswer(workbook, text);
  if (card) return card;
  // after blind-43: a till's short days are those below zero on its over / short column
  const short = tillShortAnswer(workbook, text);
  if (short) return short;
  // after blind-44: a pay run is a pay date, never a row of the register
  const runs = payRunsAnswer(workbook, text);
  if (runs) return runs;
  // after blind-44: a supplier price comparison's prices are compared across, never added
  const prices = supplierPricesAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (prices) return prices;
  // after blind-44: whether a line beat its budget is its variance
  const verdict = budgetVerdictWording(text);
  if (verdict) {
    const put = answerQuestion(workbook, verdict, options);
    if (!put.refused) return put;
  }
  // after blind-44: stock "worth at selling prices" is its value at retail
  const basis = priceBasisWording(workbook, text);
  if (basis) return answerQuestion(workbook, basis, options);
  // after blind-44: an aged invoice list's days overdue say how late, never how much
  const overdue = overdueDaysAnswer(workbook, text);
  if (overdue) return overdue;
  // after blind-43: when a line of a by-month sheet started or stopped: its first or last
  // month with a figure
  const firstLast = firstLastPeriodAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (firstLast) return firstLast;
  // after blind-43: returns kept as negative lines of a sales log are those lines
  const returned = negativeLinesAnswer(workbook, text);
  if (returned) return returned;
  // pass 47 (L5): "in the summer (jul-sep)": the months in brackets are the period
  const bracketMonths = seasonBracketWording(text);
  if (bracketMonths) return answerQuestion(workbook, bracketMonths, options);
  // after blind-44: "last December" is the latest December that has ended
  const lastNamed = lastMonthNameWording(text, options.now ?? new Date());
  if (lastNamed) return answerQuestion(workbook, lastNamed, options);
  // after blind-43: "the third quarter … the second": the second quarter
  const elided = elidedPeriodWording(text);
  if (elided) return answerQuestion(workbook, elided, options);
  // after pass 39: "between 1 and 7 october" is a range of days, never the 7th or the month
  const dayRange = dayRangeWording(workbook, text);
  if (dayRange && 'refuse' in dayRange) return refusalAnswer(workbook, dayRange.refuse);
  if (dayRange) {
    const put = answerQuestion(workbook, dayRange.query, options);
    if (put.refused || / to \d{4}-\d\d-\d\d/.test(put.figures[0]?.label ?? '')) return put;
    return refusalAnswer(
      workbook,
      'I could not read that over the range of days alone; name the two dates',
    );
  }
  // pass 40 (W1): "balance at close of 20 September" on a bank export is read at that day
  // (the balance after its last row) before a day's wording is put again
  const balanceAtClose = bankBalanceOnAnswer(workbook, text);
  if (balanceAtClose) return balanceAtClose;
  // pass 49 (L3): a two-year comparison of lines: which line of a family grew or fell (the
  // most), how many went up, a line's change in money or in %
  const lineMoves = twoYearLineMovesAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (lineMoves) return lineMoves;
  // pass 49 (L2): a P&L by term (columns that are parts of the year, a Total): margins, the
  // part with the most profit, a line as a % of income
  const byPart = statementPartAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (byPart) return byPart;
  // pass 49 (W2, L4): a sales by customer summary: a parent customer is its Total row; the
  // biggest customers, top N, customers above an amount counted
  const byCustomer = customerSummaryAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (byCustomer) return byCustomer;
  // pass 49 (W3, L5, L6): one sheet per site plus a Summary whose columns are the sites: money
  // per unit, the site ranked in a month, counts and site-only columns added over the sheets
  const siteColumns = siteColumnSheetsAnswer(workbook, text, options, answerQuestion, (why) =>
    refusalAnswer(workbook, why),
  );
  if (siteColumns) return siteColumns;
  // pass 53: a daily log kept one sheet per month, no Summary: the sheets read as one log
  const monthLogs = monthSheetLogAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (monthLogs) return monthLogs;
  // pass 50: logs and registers of rows, each read by its own layout before the engine
  const pass50Refuse = (why: string) => refusalAnswer(workbook, why);
  const pass50 =
    salesLogAnswer(workbook, text, pass50Refuse, options.now) ??
    signedBankAnswer(workbook, text, pass50Refuse, options.now) ??
    statusListAnswer(workbook, text, pass50Refuse, options.now) ??
    clientLedgerAnswer(workbook, text, pass50Refuse, options.now) ??
    commissionRegisterAnswer(workbook, text, pass50Refuse, options.now) ??
    vehicleLogAnswer(workbook, text, pass50Refuse, options.now);
  if (pass50) return pass50;
  // pass 54 (A): a purchase order log: its rows are POs / orders (row-nouns.ts); value, counts,
  // kilos of an item, the price per unit, who supplies it; payments and forecasts refused
  const poLog = purchaseOrderLogAnswer(workbook, text, pass50Refuse, options.now);
  if (poLog) return poLog;
  // pass 44 (L1–L4): a daily takings log: the checked Total is the takings; shares, days,
  // weekdays, counts of the things sold, per job, after fuel
  const takings = takingsLogAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (takings) return takings;
  // pass 44 (L5): one sheet per month (weeks down) plus a Summary (months down)
  const monthSheets = monthSheetsAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (monthSheets) return monthSheets;
  // pass 44 (L6): a sales log with a commission worked out per row: the sale is the price
  const commissionLog = commissionLogAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (commissionLog) return commissionLog;
  // pass 43 (M1): a table for one period named in its title: that month is the whole sheet
  const oneTitled = options.titlePeriod
    ? undefined
    : titlePeriodWording(workbook, text, options.now);
  if (oneTitled && 'refuse' in oneTitled) return refusalAnswer(workbook, oneTitled.refuse);
  if (oneTitled) {
    const put = answerQuestion(workbook, oneTitled.query, { ...options, titlePeriod: true });
    if (!put.refused && oneTitled.note) return titlePeriodAnswer(put, oneTitled.note);
  }
  // pass 35 (W3): "net pay on the aug 21 payroll" is that date, never the whole month
  const dayMonth = dayMonthWording(workbook, text);
  if (dayMonth && 'refuse' in dayMonth) return refusalAnswer(workbook, dayMonth.refuse);
  if (dayMonth) {
    const put = answerQuestion(workbook, dayMonth.query, options);
    return put.refused || readsDate(put.figures[0]?.label, dayMonth.iso)
      ? put
      : refusalAnswer(workbook, `I could not read that for ${dayMonth.iso} alone; name the date`);
  }
  // pass 52 (L5): VAT workings with a rate column and the return's boxes (T1, T2, T3, E1 …)
  const vatRates = vatRateWorkingsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (vatRates) return vatRates;
  // pass 52 (G1, L2): the next payment's own row; the whole loan repaid; the cost of the loan
  const loanNext = loanNextAndWholeAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (loanNext) return loanNext;
  // pass 45 (L1): a dated loan schedule as of today: borrowed, the monthly repayment, what is
  // still owed (after a month's payment), capital and interest so far or in a year, the rate
  const loanToDate = loanScheduleDatesAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (loanToDate) return loanToDate;
  // pass 52 (L1): months with negative cash flow, the biggest cost line, the lowest balance,
  // the best month for takings; "next month", "take", "finish the year with" put in its words
  const gridMore = forecastGridQuestionAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (gridMore) return gridMore;
  const gridWords = forecastGridWording(workbook, text, options.now);
  if (gridWords && 'refuse' in gridWords) return refusalAnswer(workbook, gridWords.refuse);
  // pass 45 (L2): a cash-flow forecast, months across: cash at a month's end, money in / out,
  // a line in a month or over the forecast, the month that loses most; expect / planned /
  // coming in only say the figures are forecasts
  const forecastGrid = cashForecastGridAnswer(
    workbook,
    gridWords?.query ?? text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (forecastGrid) return forecastGrid;
  // pass 47 (W5): "how much will we need to top up in december" on a book of past entries
  const pastOnly = pastLedgerForecastReason(workbook, text, options.now);
  if (pastOnly) return refusalAnswer(workbook, pastOnly);
  // pass 35 (W4): on a sheet that is itself a forecast, "over the forecast" is its own months
  const ownForecast = forecastSheetWording(workbook, text);
  if (ownForecast) {
    const put = answerQuestion(workbook, ownForecast, options);
    if (!put.refused && !/^(forecast|trend)$/.test(put.kind)) return put;
  }
  // pass 52 (W2, L3): Budget | Actual under each month, a year-to-date group and a full-year
  // Budget: a question naming no month is read on the year to date and the full year
  const bvaPairs = bvaMonthPairsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (bvaPairs) return bvaPairs;
  // pass 38 (W1): "biggest expense" on a P&L is the account line under an expense heading
  // with the largest Total, never a month; (W3) a timesheet: who billed the most, a person's
  // one rate (never added), their hours, the client with most hours, % of hours billable
  // pass 42 (W1): a budget vs actual with two column groups (a month, Year to date) is read
  // in the group the question names, asked back when it names none
  const bvaGroup = bvaGroupAnswer(
    workbook,
    text,
    (book, q) => answerQuestion(book, q, options),
    (why) => refusalAnswer(workbook, why),
  );
  if (bvaGroup) return bvaGroup;
  // pass 45 (L4): a budget vs actual by line: the period's Budget beside Actual (the annual one
  // only when named), a line's variance and Var %, the line furthest over, what is left
  const bvaLines = bvaLineTableAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (bvaLines) return bvaLines;
  // pass 42 (W2): "paid on top of the deposit" is the other payment column; "deposits and
  // payments" adds the two columns named
  const payCols = paymentColumnsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (payCols) return payCols;
  // pass 42 (W3): a subscriptions tracker: what we pay for is the Active rows; "a month" is
  // the monthly column, a card named keeps its rows, the priciest tool by its annual cost
  // pass 46 (W3, L5): a tool named is its row; annual plans renewing in a month, the cancelled
  // rows' cost, the monthly-billed rows' price
  const subsTracker = subscriptionTrackerAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (subsTracker) return subsTracker;
  // pass 46 (W1, L4): an aged receivables summary: slowest payer (most days), owed altogether,
  // overdue (all but Current), a bucket's or a contact's share, contacts counted
  const aged = agedDebtorsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (aged) return aged;
  // pass 46 (W2, L3): job costing rows: left to invoice, hours, subbies, jobs that lost money,
  // a month's jobs, per hour, overall margin, a job named by its words
  // pass 51 (W4, L4): job costing with a Status: a column named in full added, a status's
  // rows, the job that lost most, the boat with most hours, the top N, no days on the sheet
  const jobStatus = jobStatusAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (jobStatus) return jobStatus;
  const jobList = jobListAnswer(workbook, text, (why) => refusalAnswer(workbook, why), options.now);
  if (jobList) return jobList;
  // pass 46 (L6): a deposits ledger: still owed, a status's package value, a booking's balance,
  // the busiest month of booked rows (a count, never a forecast)
  const booked = bookingLedgerAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (booked) return booked;
  // pass 46 (L7): a mileage log: claims owed, miles by person, trips counted, trip lengths
  const mileage = mileageLogAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (mileage) return mileage;
  // pass 46 (L1, L2): price and stock lists: margin per sale and in %, items under a margin,
  // cheapest / dearest, stock on the rails at retail or profit, an item named in owner's words,
  // a supplier's lines, below reorder level, run out, most money on the shelf
  const listed = itemListAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (listed) return listed;
  // pass 42 (W6): billable time's worth (hours × rate over yes rows), % of time billable
  const billable = billableHoursAnswer(workbook, text);
  if (billable) return billable;
  // pass 42 (W7): a payroll register: "paid an hour" is the Rate; EE is the employee's
  // pension / NI column, ER the employer's
  const paySide = payrollSideAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (paySide) return paySide;
  // pass 47 (L3): a payroll register's totals in owners' words: take-home, the cost of
  // employing everyone, everything deducted, pensions on both sides, PAYE owed to HMRC
  // pass 51 (L1): "casual wages": the Gross of the rows a Type (or Role) value names
  const payType = payrollTypeAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (payType) return payType;
  const payTotals = payrollTotalsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (payTotals) return payTotals;
  // pass 51 (W1, L2): a week's rota: people under / over N hours, people in on a day, one
  // person's day (an "off" cell is 0 hours)
  const rota = rotaWeekAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (rota) return rota;
  // pass 47 (L4): a week's staff hours: the wage bill, one person's pay, a role's cost, the
  // average hourly rate (bill ÷ hours), the client that took most of the time
  const staffPay = staffHoursPayAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (staffPay) return staffPay;
  // pass 47 (L5): a members and fees tracker, months down: most leavers / joiners, flows
  // added, uncollected fees and the % collected, growth since a month, a month's churn rate
  const monthTracker = monthTrackerAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (monthTracker) return monthTracker;
  // pass 42 (W8): a cash book's running Balance is never a top-up or a payment
  const cashBookFlow = runningBalanceAnswer(workbook, text);
  if (cashBookFlow) return cashBookFlow;
  // pass 47 (L1, L2): a statement or petty cash book: what's in the bank / tin now, money in
  // minus money out, the balance's change, customer payments counted, times we bought X
  const runningBook = runningBookAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (runningBook) return runningBook;
  // pass 42 (W10): "most profitable job" on rows that are jobs (Job #) is a row, not a type
  const jobRow = jobRowRankAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (jobRow) return jobRow;
  // pass 42 (W11): "average nightly rate at old town" is money ÷ nights of that flat
  const nightly = nightlyRateAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (nightly) return nightly;
  // pass 47 (W4): a rota of person-weeks: "average hours per instructor per week" is Σ ÷ rows
  const personWeek = personWeekAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (personWeek) return personWeek;
  // pass 47 (L6): "drugs and consumables as a % of income" on a P&L: the line over the income
  // total line (Total Trading Income), never over a section it sits in
  const incomeShare = incomeShareAnswer(workbook, text);
  if (incomeShare) return incomeShare;
  // after blind-39: a balance sheet's total liabilities with no line for them; cash is bank
  // and cash in hand together
  const sides = balanceSheetSidesAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (sides) return sides;
  // after blind-40: the headings of an expense log are its categories, ranked by their lines
  const byHeading = sectionRankAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (byHeading) return byHeading;
  const pass38 =
    expenseLineAnswer(workbook, text, (why) => refusalAnswer(workbook, why)) ??
    timesheetAnswer(workbook, text, (why) => refusalAnswer(workbook, why)) ??
    // pass 39 (W3): "busiest day of the week" on weekday columns is a weekday, never a date
    weekdayAnswer(workbook, text, (why) => refusalAnswer(workbook, why)) ??
    // pass 43 (M4): "hours on friday" is the Fri column added over the rows (or those named)
    weekdayColumnAnswer(workbook, text) ??
    // pass 39 (W4): a membership tracker: members and MRR are levels (the latest month), the
    // worst month for cancellations the most, run rate MRR × 12, net change joins − cancels
    memberTrackerAnswer(workbook, text, (why) => refusalAnswer(workbook, why)) ??
    // pass 38 (W4): "kilos of tomatoes sold", "how many veg boxes did we sell" are the Qty
    unitQtyAnswer(workbook, text, (why) => refusalAnswer(workbook, why)) ??
    // pass 38 (W5): stock at cost / at selling price, the lowest-margin item, cheapest, left
    stockValueAnswer(workbook, text, (why) => refusalAnswer(workbook, why)) ??
    // pass 38 (W7): a VAT return's boxes: VAT owed (Box 5), input VAT (Box 4), on sales (Box 1)
    vatBoxAnswer(workbook, text);
  if (pass38) return pass38;
  // pass 43 (M4): "who did the most hours" names the Total hrs column, never the rate per hour
  const hoursPut = options.hoursColumn ? undefined : hoursColumnWording(workbook, text);
  if (hoursPut) {
    const put = answerQuestion(workbook, hoursPut.query, { ...options, hoursColumn: true });
    if (!put.refused && put.figures[0]?.label.includes(hoursPut.column)) return put;
  }
  // pass 38 (W6): "basic salary bill" is the Basic column, "commission did Priya earn" her
  // Commission, "PF deducted" the PF column, "for october" the register's own month
  // pass 38 (W7): "including VAT" is the Gross column, "before VAT" the Net
  const payPut = options.payComponent
    ? undefined
    : (payComponentWording(workbook, text) ?? vatWorkingsWording(workbook, text));
  if (payPut) {
    const put = answerQuestion(workbook, payPut.query, { ...options, payComponent: true });
    if (!put.refused && put.figures[0]?.label.includes(payPut.column)) return put;
  }
  // pass 35 (W6): a yes/no flag column named ("restricted", "recharge") keeps its yes rows
  const flag = options.flagFilter ? undefined : yesNoFlagFilter(workbook, text);
  if (flag) {
    const again = { ...options, flagFilter: true };
    let put = answerQuestion(flag.book, flag.ask, again);
    // a lookup of one row the question does not name ("Community Fund" for "funds") is no sum
    // after blind-40: an average, a rank or a share is never asked again as a total
    if ((put.refused || put.kind === 'lookup') && flag.total && !NOT_A_TOTAL.test(text))
      put = answerQuestion(flag.book, flag.total, again);
    return put.refused
      ? refusalAnswer(
          workbook,
          `the question keeps only the rows whose ${flag.says}, and I could not read it from them; name the column`,
        )
      : flagFiltered(put, flag.says);
  }
  // pass 35 (M7): "how much do we make on each u-lock" is that item's Retail − Unit cost
  const margin = stockMarginAnswer(workbook, text, (q) => answerQuestion(workbook, q, options));
  if (margin) return margin;
  // pass 35 (M7): "what do we sell the shimano chain for" is its Retail
  const sellFor = stockSellWording(workbook, text);
  if (sellFor) {
    const put = answerQuestion(workbook, sellFor.query, options);
    if (!put.refused && put.kind === 'lookup' && put.figures[0]?.label.includes(sellFor.column))
      return put;
  }
  // pass 35 (M5): "on fridays" is the Day column's "Fri"; "how many days did we trade" its rows
  const dayWords = weekdayWording(workbook, text) ?? tradingDaysWording(workbook, text);
  if (dayWords) {
    const put = answerQuestion(workbook, dayWords, options);
    if (!put.refused) return put;
  }
  // pass 21 (W5): "what should next season's budget be" asks for an opinion, not a cell;
  // pass 41 (W3): so does "who is our best stylist" (no measure named)
  const opinion = forecastRefusal(workbook, text) ?? staffBestReason(workbook, text);
  if (opinion) return refusalAnswer(workbook, opinion);
  // pass 37 (W1): "average hourly rate" has two readings; "overall % of target" is the totals'
  const ratio = ratioColumnAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (ratio) return ratio;
  // pass 36 (M10): an MRR bridge with the months down: end / start of a month, churn, ARR
  const mrrBridge = mrrBridgeAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (mrrBridge) return mrrBridge;
  // pass 37 (W6): a twelve-month forecast: a line over the year, a month expected, outflows
  const cashForecast = cashForecastAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (cashForecast) return cashForecast;
  // pass 42 (W9): "cash at the end of october" is the Closing line, at the start the Opening
  const cashEnd = cashMonthEndWording(workbook, text);
  if (cashEnd) {
    const put = answerQuestion(workbook, cashEnd.query, options);
    if (!put.refused && put.figures[0]?.label.startsWith(cashEnd.line)) return put;
    return refusalAnswer(
      workbook,
      `I could not read "${cashEnd.line}" for that period alone; name the month`,
    );
  }
  // pass 36 (M9): "which month is cash tightest" is the month of the lowest closing cash
  const cashPosition = cashPositionWording(workbook, text);
  if (cashPosition) {
    const put = answerQuestion(workbook, cashPosition, options);
    if (!put.refused && put.kind === 'min') return put;
  }
  // pass 36 (M11): job costing: jobs that lost money, furthest over the quote, per finished job
  const jobOutcome = jobOutcomeAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (jobOutcome) return jobOutcome;
  // pass 37 (W7): a job is the Job # row: least made, per job, best client, a type invoiced
  const jobType = jobTypeAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (jobType) return jobType;
  const costShare = costShareWording(workbook, text);
  if (costShare) {
    const put = answerQuestion(workbook, costShare, options);
    if (!put.refused && put.kind === 'share') return put;
  }
  // pass 37 (W9): a supplier payments tracker: paid so far, still owed, due in a month
  const suppliers = supplierPaymentsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (suppliers) return suppliers;
  // pass 37 (M4): "wages bill (associates, hygienists and front desk)": the lines in brackets
  const bracketed = bracketLinesAnswer(workbook, text);
  if (bracketed) return bracketed;
  // pass 37 (W10): a placements log: slowest payer by mean days, fees by client, unpaid fees
  const placements = placementLogAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (placements) return placements;
  // pass 37 (W8): one sheet per quarter plus a Summary: a month, a quarter, the year to date
  const quarterly = quarterSheetsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (quarterly) return quarterly;
  // pass 43 (M3): two header rows, a group over its channels: groups ranked, a column's share
  const groupColumns = headerGroupAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (groupColumns) return groupColumns;
  // after blind-44: the sites ranked, a site's share, when a site opened, a site with no sheet
  const siteRank = siteRankAnswer(workbook, text, options, (why) => refusalAnswer(workbook, why));
  if (siteRank) return siteRank;
  // pass 36 (M12): one sheet per site plus a Summary: a site named picks its sheet
  const site = siteSheetsAnswer(workbook, text, options, answerQuestion, (why) =>
    refusalAnswer(workbook, why),
  );
  if (site) return site;
  // pass 36 (M14): a grant tracker: still to come in, the biggest grant, % received
  const grants = grantTrackerAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (grants) return grants;
  // pass 36 (M15): "vat" on a table whose tax column is headed MVA, moms, ALV, BTW, …
  const taxColumn = taxColumnWording(workbook, text);
  if (taxColumn) {
    const put = answerQuestion(workbook, taxColumn.ask, options);
    if (
      !put.refused &&
      put.figures[0]?.label.toLowerCase().startsWith(taxColumn.column.toLowerCase())
    )
      return put;
  }
  // pass 36 (M13): a money column and its % twin: "percentage" ranks the twin, a currency's
  // name the money; a bare "price" is the sell price; "if we sold one of everything" a total
  const twin = percentTwinAnswer(workbook, text);
  if (twin) return twin;
  const sellPrice = barePriceWording(workbook, text);
  if (sellPrice) {
    const put = answerQuestion(workbook, sellPrice, options);
    const column = sellPrice.split(' of ')[0]!;
    if (
      !put.refused &&
      put.kind === 'lookup' &&
      put.figures[0]?.label.toLowerCase().startsWith(column)
    )
      return put;
  }
  const oneOfEach = oneOfEverythingWording(text);
  if (oneOfEach) {
    const put = answerQuestion(workbook, oneOfEach, options);
    if (!put.refused && put.kind === 'total') return put;
  }
  // pass 31 (M5): an "ALL JOBS" totals row on top answers "total margin across all jobs"
  const allRow = allRowTotalAnswer(workbook, text);
  if (allRow) return allRow;
  // pass 31 (M6): a membership tracker: members at year end, churn rate, net new, average new
  const tracker = membershipTrackerAnswer(workbook, text);
  if (tracker) return tracker;
  // pass 31 (M6): one sheet per year: the year asked (or this / last year) picks its sheet
  const yearSheet = options.yearSheet ? undefined : yearNamedSheet(workbook, text, options.now);
  if (yearSheet) {
    const put = answerQuestion(yearSheet.book, yearSheet.ask, { ...options, yearSheet: true });
    if (!put.refused) return put;
  }
  // pass 31 (M2): a stock list: fewest units, dearest per unit, within a Type the words name
  const stockRank = stockTypeRankAnswer(workbook, text);
  if (stockRank) return stockRank;
  // pass 32 (W5): a stock list with a Unit column: a unit's cost, lines counted, below N
  const stockList = stockUnitListAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (stockList) return stockList;
  // pass 32 (W4): an orders export: discounts given, free shipping, the item that sells most
  // pass 32 (W3): titles that say what a table holds: "total sales for 2025", "total hive costs"
  const titleWords = tableTitleAnswer(workbook, text);
  if (titleWords) return titleWords;
  // pass 32 (M3): "the biggest single job" is the one row with the largest Amount
  const singleRow = singleRowWording(workbook, text);
  if (singleRow) {
    const put = answerQuestion(workbook, singleRow, options);
    if (!put.refused && /\bsingle\b/i.test(put.text.split('\n')[0] ?? '')) return put;
  }
  // pass 32 (M3): "what % of takings came from X" is the share asked in other words
  const percentFrom = percentFromWording(text);
  if (percentFrom) {
    const put = answerQuestion(workbook, percentFrom, options);
    if (isShare(put)) return put;
  }
  // pass 32 (M3): MRR movements: "new subscriptions", "new mrr added" name the New row
  const mrrNew = mrrNewWording(workbook, text);
  if (mrrNew) {
    const put = answerQuestion(workbook, mrrNew, options);
    if (!put.refused) return put;
  }
  // pass 32 (M1): Budget | Actual | Variance | Var %: a line's Var %, what we made, fell short
  const budgetShort = budgetShortAnswer(workbook, text);
  if (budgetShort) return budgetShort;
  const budgetVar = budgetVarWording(workbook, text);
  if (budgetVar) {
    const put = answerQuestion(workbook, budgetVar, options);
    if (!put.refused) return put;
  }
  // pass 32 (M2): years with Change / Change % columns: lost most, how many went down, biggest
  const marketChange = marketChangeAnswer(workbook, text);
  if (marketChange) return marketChange;
  const yearBefore = yearBeforeWording(workbook, text);
  if (yearBefore) {
    const put = answerQuestion(workbook, yearBefore, options);
    if (!put.refused) return put;
  }
  // pass 32 (W2): a cash-flow statement: capex in a year, the cash a year finished with
  const capex = cashFlowCapexAnswer(workbook, text);
  if (capex) return capex;
  const finishCash = cashFlowCapexWording(workbook, text);
  if (finishCash) {
    const put = answerQuestion(workbook, finishCash, options);
    if (!put.refused) return put;
  }
  // pass 34 (W1): an I&E statement's cost sections: the biggest cost line, total costs
  const costSections = costSectionAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (costSections) return costSections;
  // pass 34 (W3): an orders export: a tax word names Taxes, "<item> tickets sold", the AOV
  const taxWords = ordersTaxWording(workbook, text);
  if (taxWords === 'no-tax')
    return refusalAnswer(workbook, 'the export holds no tax column; name the column you mean');
  if (taxWords) {
    const put = answerQuestion(workbook, taxWords, options);
    return readsTaxes(put)
      ? put
      : refusalAnswer(workbook, 'I could not read that tax from the Taxes column; name the column');
  }
  const exportWords = ordersExportWordsAnswer(workbook, text, (why) =>
    refusalAnswer(workbook, why),
  );
  if (exportWords) return exportWords;
  // pass 34 (W4): "the loan itself", "the amount borrowed" repaid is the principal part
  const loanItself = loanItselfWording(workbook, text);
  if (loanItself) {
    const put = answerQuestion(workbook, loanItself, options);
    return !put.refused && readsPrincipal(put.figures[0]?.label)
      ? put
      : refusalAnswer(
          workbook,
          'I could not read the principal part of the payments; name the column',
        );
  }
  // pass 33 (W4, M2): an orders export's status named keeps its rows ("how much was refunded")
  const ordersStatus = ordersStatusAnswer(workbook, text);
  if (ordersStatus) return ordersStatus;
  // pass 33 (W3, M3): a hire log: its rows are hires, their money the Invoice total
  const hireLog = options.hireLog ? undefined : hireLogWording(workbook, text);
  if (hireLog) {
    const put = answerQuestion(workbook, hireLog.query, { ...options, hireLog: true });
    return hireLogChecked(put, hireLog)
      ? put
      : refusalAnswer(
          workbook,
          'I could not read that from the column the question names; name the column',
        );
  }
  // pass 33 (M1): months down with a Total column: the owner's word for the money is the Total
  const gridTotal = monthGridTotalWording(workbook, text);
  if (gridTotal) {
    const put = answerQuestion(workbook, gridTotal, options);
    if (
      !put.refused &&
      put.figures.some((f) => /^(average monthly |highest |lowest )?total\b/i.test(f.label))
    )
      return put;
  }
  // pass 33 (M5): "financing 2025" is the section's net line in that year
  const cashSection = cashSectionWording(workbook, text);
  if (cashSection) {
    const put = answerQuestion(workbook, cashSection, options);
    if (!put.refused && /^net cash\b/i.test(put.figures[0]?.label ?? '')) return put;
  }
  // pass 33 (M5): "biggest revenue line this year": the newest year's column, lines only
  const revenueLine = revenueLineWording(workbook, text);
  if (revenueLine) {
    const put = answerQuestion(workbook, revenueLine, options);
    if (
      !put.refused &&
      /^(max|min)$/.test(put.kind) &&
      !/\btotal\b/i.test(put.figures[0]?.label ?? '')
    )
      return put;
  }
  // pass 33 (M5): a bank export: "how much for jars" adds the Debits naming JARS; pass 35 (W2):
  // never through the words of the account holder's own name
  const bankWord = bankDescriptionDebitAnswer(workbook, text, (why) =>
    refusalAnswer(workbook, why),
  );
  if (bankWord) return bankWord;
  // pass 35 (M4): "how many card sales payouts in october" counts the descriptions holding them
  const bankCount = bankDescriptionCountAnswer(workbook, text);
  if (bankCount) return bankCount;
  // pass 40 (M1): payees and payers named in owners' words: paid the vet, the murphys paid us
  const bankPayee = bankPayeeAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (bankPayee) return bankPayee;
  // pass 40 (M4): a fixed asset register's shorthand (NBV, Acc. depn c/f) in owners' full words
  const assetRegister = assetRegisterAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (assetRegister) return assetRegister;
  // pass 40 (M4): a petty cash book: its b/f and c/f rows, the Paid column, the analysis columns
  const pettyCash = pettyCashAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (pettyCash) return pettyCash;
  // pass 33 (W2): "what does a raku cup cost us" is the row's Unit cost, never its stock value
  const oneCost = unitCostWording(workbook, text);
  if (oneCost) {
    const put = answerQuestion(workbook, oneCost, options);
    return put.refused || put.kind !== 'lookup'
      ? refusalAnswer(
          workbook,
          'the question asks what one item costs; name the item as the list does',
        )
      : put;
  }
  const ordersLine = ordersLineAnswer(workbook, text);
  if (ordersLine) return ordersLine;
  const ordersLineWords = ordersLineWording(workbook, text);
  if (ordersLineWords) {
    const put = answerQuestion(workbook, ordersLineWords, options);
    if (!put.refused) return put;
  }
  // pass 31 (M4): H1 / H2 Budget | Actual pairs and a full year: the full-year pair answers
  const halfYearBudget = halfYearBudgetAnswer(workbook, text);
  if (halfYearBudget) return halfYearBudget;
  // pass 31 (M3): a two-year comparison with Change / % change columns, newest first
  const twoYearChange = twoYearChangeAnswer(workbook, text);
  if (twoYearChange) return twoYearChange;
  // pass 31 (M2): owners' words for one line or column ("costing us", "subcontractors", "going
  // out"), asked again in words the engine reads; kept only when answered
  const ownerLine =
    lineCostWording(workbook, text) ??
    cashFlowOwnerWording(workbook, text) ??
    logColumnWording(workbook, text) ??
    bottomLineWording(workbook, text) ??
    insuranceColumnWording(workbook, text) ??
    agentNounWording(workbook, text) ??
    ledgerFlowWording(workbook, text);
  if (ownerLine && ownerLine !== text) {
    const put = answerQuestion(workbook, ownerLine, options);
    if (!put.refused) return put;
  }
  // pass 31 (M1): an aging report's empty bucket cell is 0 for a client row that exists
  const emptyBucket = agingEmptyBucketAnswer(workbook, text);
  if (emptyBucket) return emptyBucket;
  // pass 31 (W2): MRR by plan over a Members table with no total row: counts, cells, money
  const mrrMembersTables = mrrMembersTablesAnswer(workbook, text);
  if (mrrMembersTables) return mrrMembersTables;
  // pass 26 (W1): on a two-year comparison "this year" is the newer column, "last year" the
  // older; a line's change, total income's change, a line's share, the margin
  const thisLastYear = twoYearThisLastAnswer(workbook, text);
  if (thisLastYear) return thisLastYear;
  const thisLast = twoYearThisLastWording(workbook, text);
  if (thisLast) return answerQuestion(workbook, thisLast, options);
  // pass 27 (W2): years across and today's calendar disagree: this year vs last, "make" asked
  const relativeYear = yearColumnsRelative(workbook, text);
  if (relativeYear && 'refuse' in relativeYear) return refusalAnswer(workbook, relativeYear.refuse);
  if (relativeYear) {
    const put = answerQuestion(workbook, relativeYear.ask, options);
    if (!put.refused) return put;
  }
  // pass 26 (W3): an orders export: every order's Total, "total sales" asked back, rankings
  const ordersReadings = ordersSalesReadingsReason(workbook, text);
  if (ordersReadings) return refusalAnswer(workbook, ordersReadings);
  const ordersWords = ordersOwnerWording(workbook, text);
  if (ordersWords) return answerQuestion(workbook, ordersWords, options);
  const ordersOwner = ordersOwnerAnswer(workbook, text);
  if (ordersOwner) return ordersOwner;
  // pass 26 (W5): "average cost of a bottle": the mean unit cost or value ÷ quantity
  const meanUnitCost = meanUnitCostReason(workbook, text);
  if (meanUnitCost) return refusalAnswer(workbook, meanUnitCost);
  // pass 26 (W4): members / New / Cancelled per plan, one MRR column, months in any order
  const planPairs = planPairMembersAnswer(workbook, text);
  if (planPairs) return planPairs;
  // pass 26 (M1): a one-column ("Total") P&L export: margins, parents, lines in owner words
  const singleColumn = singleColumnPnlAnswer(workbook, text);
  if (singleColumn) return singleColumn;
  // pass 26 (M3): a stock count with a Type column, in the owner's words
  // pass 29 (W4, M1): Client | Plan | months: the client names the row, the plan is an attribute
  const clientPlan = clientPlanRowsAnswer(workbook, text);
  if (clientPlan) return clientPlan;
  // pass 29 (W3): an item named ("the fountain pens") beats the category word inside it
  const namedItem = itemOverCategoryAnswer(workbook, text);
  if (namedItem) return namedItem;
  const stockType = stockTypeAnswer(workbook, text);
  if (stockType) return stockType;
  // pass 26 (M4): job costing (Fee, Total cost, Margin) and an Hours sheet, in owner words
  const projectHours = projectHoursAnswer(workbook, text);
  if (projectHours) return projectHours;
  // pass 26 (M2): a payroll register with "Total <month>" rows: staff rows only
  const registerTotals = registerMonthTotalsAnswer(workbook, text);
  if (registerTotals) return registerTotals;
  // pass 26 (W2): budget vs actual as an income table stacked over a spending table
  const budgetStack = budgetStackAnswer(workbook, text);
  if (budgetStack) return budgetStack;
  // pass 29 (W1): "<line> vs budget in %" is the line's variance in %, the Var % cell if any
  const variancePercent = budgetVariancePercentAnswer(workbook, text);
  if (variancePercent) return variancePercent;
  // pass 21 (W6): "2025-04", "04/2025", "Apr-25" name that month
  const monthCode = monthCodeWording(workbook, text);
  if (monthCode) return answerQuestion(workbook, monthCode, options);
  // pass 21 (W2): "food purchases as a % of food sales" divides by the line named
  const lineRatio = namedLineRatioWording(workbook, text);
  if (lineRatio && 'refuse' in lineRatio) return refusalAnswer(workbook, lineRatio.refuse);
  if (lineRatio && lineRatio.ask !== text) return answerQuestion(workbook, lineRatio.ask, options);
  // pass 22 (W5): "how much did MRR grow over the year" is last against first, not a trend
  const overYear = growthOverYearWording(workbook, text);
  if (overYear) {
    const put = answerQuestion(workbook, overYear, options);
    if (!put.refused) return put;
  }
  // pass 24 (M): "net income for 2025" on a P&L export whose title names 2025 alone
  const exportYear = percentExportYearWording(workbook, text);
  if (exportYear) return answerQuestion(workbook, exportYear, options);
  // pass 24 (M): "kitchen rent as % of income", "what share of cogs is <line>" on that export
  const exportShare = exportLineShareAnswer(workbook, text);
  if (exportShare) return exportShare;
  // pass 25 (W1): plans across (members, MRR, Total MRR, New, Cancelled): money, counts, shares
  const planColumns = planColumnsAnswer(workbook, text);
  if (planColumns) return planColumns;
  // pass 25 (M1): a stock count in the owner's words ("value of the goat cheeses")
  const stockCount = stockCountAnswer(workbook, text);
  if (stockCount) return stockCount;
  // pass 25 (M3): a payroll register: "net paid", "gross", "advances paid out" in its headers
  // pass 25 (M2): titled tables with the same months across (rental days, revenue, costs)
  const titled = titledMonthTablesAnswer(workbook, text);
  if (titled) return titled;
  // pass 25 (M4): Budget | Actual under each quarter: a side's profit, a line's budget hit in %
  // pass 27 (W4): "how many expenses are logged" counts the lines
  const logged = loggedCountWording(text);
  if (logged) {
    const put = answerQuestion(workbook, logged, options);
    if (!put.refused) return put;
  }
  // pass 27 (M1): a cash-flow statement's year, the owner's drawings, the worst quarter
  const cashStatement = cashStatementWording(workbook, text);
  if (cashStatement) {
    const put = answerQuestion(workbook, cashStatement, options);
    if (!put.refused) return put;
  }
  // pass 27 (W7): MRR by plan with a stacked members table: levels, money words, now
  const mrrMembers = mrrMembersAnswer(workbook, text);
  if (mrrMembers) return mrrMembers;
  // pass 27 (W6): deductions in the owner's words; gross per person
  // after pass 36: "payroll cost" on a register with no employer side is its gross pay, and the
  // answer says that the employer's costs are not in it (the other reading, never silently)
  // after blind-36: "profit" on a statement whose bottom line is Net operating income is that
  // line, never Gross profit
  const bottomAsked = profitBottomLineQuestion(workbook, text);
  if (bottomAsked) return answerQuestion(workbook, bottomAsked, options);
  const grossAsked = payrollCostGrossQuestion(workbook, text);
  if (grossAsked) {
    const gross = answerQuestion(workbook, grossAsked, options);
    if (!gross.refused)
      return {
        ...gross,
        text: `${gross.text}\nThis is gross pay: the register holds none of the employer's costs (employer taxes, pension, insurance) that a payroll cost can also mean.`,
      };
  }
  const payrollWords = payrollCostWording(workbook, text);
  if (payrollWords && 'refuse' in payrollWords) return refusalAnswer(workbook, payrollWords.refuse);
  if (payrollWords) {
    const put = answerQuestion(workbook, payrollWords.ask, options);
    if (!put.refused) return put;
  }
  // pass 27 (M3): export values and tonnes on two sheets: buyers, growth, price per tonne
  const exportVolume = exportVolumeAnswer(workbook, text, options.now);
  if (typeof exportVolume === 'string') return refusalAnswer(workbook, exportVolume);
  if (exportVolume) return exportVolume;
  // pass 27 (W5): a bank export's ATM cash, fuel, net by month, lowest and opening balances
  // pass 40 (W1): the day of the lowest / highest balance; the same balance on two days asked
  const bankLedger = bankLedgerAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (bankLedger) return bankLedger;
  // pass 27 (W3): the worst debtor of an aging bucket is the largest; the biggest debtor's share
  const worstDebtor = agingWorstDebtorAnswer(workbook, text);
  if (worstDebtor) return worstDebtor;
  // pass 27 (W1): a Year group beside the quarters is the year's figure, never added to them
  const yearPair = budgetYearPairAnswer(workbook, text);
  if (yearPair) return yearPair;
  const budgetSide = budgetTagColumnsAnswer(workbook, text);
  if (budgetSide) return budgetSide;
  // pass 25 (M5): "how much did we borrow" is the one loan-drawdown line
  const bestQuarter = bestQuarterWording(workbook, text);
  if (bestQuarter) {
    const put = answerQuestion(workbook, bestQuarter, options);
    if (!put.refused) return put;
  }
  const yearsSpan = yearsSpanWording(workbook, text);
  if (yearsSpan) {
    const put = answerQuestion(workbook, yearsSpan, options);
    if (!put.refused) return put;
  }
  const subtotalShare = subtotalLogShareAnswer(workbook, text);
  if (subtotalShare) return subtotalShare;
  const borrowed = borrowedLineWording(workbook, text);
  if (borrowed) {
    const put = answerQuestion(workbook, borrowed, options);
    if (!put.refused) return put;
  }
  const payWords = payrollPaidWording(workbook, text);
  if (payWords) {
    const put = answerQuestion(workbook, payWords, options);
    if (!put.refused) return put;
  }
  // pass 24 (W1): "sales in march" on a sales log is the month's Amount added, not its rows
  const monthSales = logMonthSalesWording(workbook, text);
  if (monthSales) {
    const put = answerQuestion(workbook, monthSales, options);
    if (!put.refused) return put;
  }
  // pass 24 (W3, W4): "which tour makes the most money" sums each tour; heading rows are
  // categories whose items add up
  const grouped =
    logGroupEarningsAnswer(workbook, text) ?? sectionHeadingGroupsAnswer(workbook, text);
  if (grouped) return grouped;
  // pass 22 (W2): "biggest spending month" on a dated log ranks months, never single rows
  const monthRank = monthRankWording(workbook, text);
  if (monthRank) return answerQuestion(workbook, monthRank, options);
  // pass 22 (W4): one job's margin % is its Margin / its Contract × 100
  const jobPercent = jobMarginPercentOfAnswer(workbook, text);
  if (jobPercent) return jobPercent;
  // pass 22 (W3): a parent account named ("rooms", "payroll") is its own "Total <parent>" line
  const parentAccount = parentAccountAnswer(workbook, text);
  if (parentAccount) return parentAccount;
  // pass 21 (W4, S1): "how many lamps" is the lamp line's Qty on hand; the dearest to buy in
  const stockItem = stockItemAnswer(workbook, text);
  if (stockItem) return stockItem;
  // pass 21 (S6): a QuickBooks P&L export: operating income, net margin, a line of income
  const qbExport = incomeStatementExportAnswer(workbook, text) ?? costLineAnswer(workbook, text);
  if (qbExport) return qbExport;
  // pass 21 (S7): a cash-flow statement's owner words and lines named loosely
  // pass 23 (W8): "apr-jun" names the quarter column headed Apr-Jun
  const quarterSpan = quarterSpanWording(workbook, text);
  if (quarterSpan) return answerQuestion(workbook, quarterSpan, options);
  // pass 23 (W5): what a customer ordered is their order Totals added; the top buyer by them
  const ordered = orderedWording(workbook, text) ?? topBuyerWording(workbook, text);
  if (ordered) {
    const put = answerQuestion(workbook, ordered, options);
    if (!put.refused) return put;
  }
  // pass 23 (M): a memberships sheet: sign ups, membership revenue, members at year end
  const members = membershipWording(workbook, text);
  if (members) {
    const put = answerQuestion(workbook, members, options);
    if (!put.refused) return put;
  }
  // pass 23 (W2): "revenue" on a log whose money is headed Amount
  const logMoney = logMoneyWording(workbook, text);
  if (logMoney) {
    const put = answerQuestion(workbook, logMoney, options);
    if (!put.refused) return put;
  }
  // pass 23 (W8): "hardware margin": that line's sales less its own cost line
  const lineMargin = lineGrossMarginAnswer(workbook, text);
  if (lineMargin) return lineMargin;
  // pass 23 (W1): quarters across a fiscal year and its year column: the column asked
  const fiscal = fiscalQuarterAnswer(workbook, text, (q) => answerQuestion(workbook, q, options));
  if (fiscal) return fiscal;
  // pass 23 (W6): "which aging bucket holds the most" ranks the bucket columns
  const bucketColumn = agingBucketColumnsAnswer(workbook, text);
  if (bucketColumn) return bucketColumn;
  const cashWords = cashFlowWording(workbook, text);
  if (cashWords) return answerQuestion(workbook, cashWords, options);
  const cashLines = cashFlowLinesAnswer(workbook, text);
  if (cashLines) return cashLines;
  // pass 21 (S8): a two-year comparison by market: biggest drop / market, "vs 2024 in %"
  const dropWords = twoYearMarketsWording(workbook, text);
  if (dropWords) return answerQuestion(workbook, dropWords, options);
  const markets = twoYearMarketsAnswer(workbook, text);
  if (markets) return markets;
  // pass 21 (M): owners' shorthand ("as % of", "non-rent", "in the log") in plain words
  const phrased = ownerPhrasing(text);
  if (phrased && phrased !== text) return answerQuestion(workbook, phrased, options);
  // pass 21 (M): an aging report: fully current customers, a bucket's blank cell, the second
  const agingCustomer = agingCustomerAnswer(workbook, text);
  if (agingCustomer) return agingCustomer;
  // pass 21 (M): a job sheet: sales from finished jobs, hours put in, what a customer paid
  const jobPrice = jobPriceAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (jobPrice) return jobPrice;
  // pass 21 (M): a loan schedule: total repaid, the last payment, payments left, interest share
  const loanWords = loanOwnerWording(workbook, text);
  if (loanWords) return answerQuestion(workbook, loanWords, options);
  const paymentsLeft = loanPaymentsLeftAnswer(workbook, text);
  if (paymentsLeft) return paymentsLeft;
  // pass 21 (S4): a season book (events, a costs log, a summary)
  const season = seasonEventsAnswer(workbook, text);
  if (season) return season;
  // pass 21 (S2): "growth from January to December" over one family of figures
  const growth = growthUnnamedAnswer(workbook, text, (q) => answerQuestion(workbook, q, options));
  if (growth) return growth;
  // pass 20 (W1, W3): "top stylist by sales" ranks summed money; "the latest year" is the
  // largest year label whatever the column order
  const pass20Words =
    topPersonWording(workbook, text) ??
    yearOrderWording(workbook, text) ??
    agingDebtWording(workbook, text) ??
    salesCountWording(text);
  if (pass20Words && pass20Words !== text) return answerQuestion(workbook, pass20Words, options);
  // pass 20 (W4): "best month for rooms": all the room columns together
  const family = itemFamilyAnswer(workbook, text);
  if (family) return family;
  // pass 20 (W6): MRR in one block of rows per plan (Members | MRR | Churned), Total MRR
  const planMetric = planMetricBlocksAnswer(workbook, text);
  if (planMetric) return planMetric;
  // pass 20 (M6): a loan's final payment; the cost of borrowing as a % of the loan
  const loanCost = loanCostAnswer(workbook, text, (q) => answerQuestion(workbook, q, options));
  if (loanCost) return loanCost;
  // pass 20 (W2): "the smallest expense that is not rent" leaves that category out
  const excluded = categoryExclusionAnswer(workbook, text);
  if (excluded) return excluded;
  // the employer's share, a churn rate, "what do the vans cost": not kept, or asked back
  // pass 18: an MRR movements sheet, a month's MRR is its closing figure
  const mrr = mrrMovementsAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (mrr) return mrr.refused ? mrr : withHeadline(mrr);
  // pass 18: "busiest month by takings" on a dated log: months grouped, never one row
  const logMonth = logMonthWording(workbook, text);
  if (logMonth) return answerQuestion(workbook, logMonth, options);
  // pass 18: "what share of Anna's year came in December": Anna's December / Anna's year
  const personShare = personYearShareAnswer(workbook, text);
  if (personShare) return personShare;
  // pass 18: "how much did we make", "net margin %", "<line> as a share of expenses" on a P&L;
  // "balance after June", "how much do we pay back in total" on a loan schedule
  // pass 21 (M): "how did we do in q1" on a P&L is its bottom line that quarter
  const didWeDo =
    /^how did we do (in|for|during) (q[1-4]|the (first|second|third|fourth) quarter)\??$/i.test(
      text,
    )
      ? pnlOwnerWording(workbook, text.replace(/^how did we do/i, 'how much did we make'))
      : undefined;
  const ownerWords =
    didWeDo ??
    pnlOwnerWording(workbook, text) ??
    loanBalanceWording(workbook, text) ??
    cashYearEndWording(workbook, text);
  if (ownerWords && ownerWords !== text) {
    // the owners' words put in the sheet's terms; a refusal there leaves the question as asked
    const put = answerQuestion(workbook, ownerWords, options);
    if (!put.refused) return put;
  }
  // pass 19 (W1): a job log's jobs are its rows; a customer's charge is the money column added
  const jobLog = jobLogAnswer(workbook, text, (q) => answerQuestion(workbook, q, options));
  if (jobLog) return jobLog;
  // pass 19 (W7): "total Credit - total Debit": two columns added, the second taken away
  const columnDifference = columnDifferenceAnswer(workbook, text);
  if (columnDifference) return columnDifference;
  // pass 19 (W5): "balance on 15 November": that day's last balance, not the month's
  const balanceOn = bankBalanceOnAnswer(workbook, text) ?? bankPayerAnswer(workbook, text);
  if (balanceOn) return balanceOn;
  const netFlow = bankNetFlowAnswer(workbook, text);
  if (netFlow) return netFlow;
  // pass 19 (W4): "which client has the most over 90 days" ranks that bucket's column
  const bucketRank = agingBucketRankAnswer(workbook, text);
  if (bucketRank) return bucketRank;
  const over90 = agingBucketCountAnswer(workbook, text);
  if (over90) return over90;
  const paymentsIn = bankCountAnswer(workbook, text);
  if (paymentsIn) return paymentsIn;
  const absent = absentMeasureRefusal(workbook, text);
  if (absent) return refusalAnswer(workbook, absent);
  // pass 19 (W6): a plan's MRR per member is its MRR / its members in the same month
  const perMember = planBlocksAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (perMember) return perMember;
  // pass 19 (M7): "the most expensive item per unit": a price is already per unit
  const perUnit = perUnitAnswer(text, (q) => answerQuestion(workbook, q, options));
  if (perUnit) return perUnit;
  const payoff = loanPayoffAnswer(workbook, text);
  if (payoff) return payoff;
  // pass 19 (M3): a two-year comparison: a line's change, the worst line, profit change
  const twoYearOwner = twoYearOwnerAnswer(workbook, text);
  if (twoYearOwner) return twoYearOwner;
  // pass 19 (M4): sales on one sheet, costs on another: profit is the one minus the other
  const salesCosts = salesCostsSheetsAnswer(workbook, text);
  if (salesCosts) return salesCosts;
  // pass 19 (W2): stacked income and costs tables: each section's own Total row
  const budgetSection = budgetSectionsAnswer(workbook, text);
  if (budgetSection) return budgetSection;
  // pass 16: one budget line named, Actual − Budget of its own row
  const budgetLine = budgetLineAnswer(workbook, text);
  if (budgetLine) return withHeadline(budgetLine);
  // pass 16: aging bucket named, "on hand value", a sales log's best seller and counts
  const reworded = shapeRewording(workbook, text);
  if (reworded && 'refuse' in reworded) return refusalAnswer(workbook, reworded.refuse);
  if (reworded && reworded.ask !== text) return answerQuestion(workbook, reworded.ask, options);
  const subscription = bankWording(
    workbook,
    payrollWording(workbook, subscriptionWording(workbook, text)),
  );
  if (subscription !== text) return answerQuestion(workbook, subscription, options);
  // pass 17: a job sheet's overall margin % is a ratio of its totals
  const marginPercent = jobMarginPercentAnswer(workbook, text);
  if (marginPercent) return marginPercent;
  // a job-costing sheet: margin, job size, customers and money in read the contract price
  const jobs = expenseLogWording(
    workbook,
    memberLevelWording(workbook, jobCostingWording(workbook, text)),
  );
  if (jobs !== text) return answerQuestion(workbook, jobs, options);
  // "how many items on hand in total": the on-hand column added, never the rows counted
  const unitCost = averageUnitCostAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (unitCost) return unitCost;
  const holding = stockHoldingAnswer(workbook, text);
  if (holding) return holding;
  const units = stockUnitsWording(workbook, text);
  if (units) return answerQuestion(workbook, units, options);
  // "average order" on an export whose rows are numbered orders: the order's money column
  const entity = rowEntityWording(workbook, text);
  if (entity && 'refuse' in entity) return refusalAnswer(workbook, entity.refuse);
  if (entity) return answerQuestion(workbook, entity.ask, options);
  // a cash-flow statement's opening / closing cash of the year, never the quarters added
  const cashLevel = cashLevelAnswer(workbook, text);
  if (cashLevel) return cashLevel;
  // revenue by client: the latest month's biggest client, the run rate, a month's average fee
  const clientRevenue = clientRevenueAnswer(workbook, text);
  if (clientRevenue) return clientRevenue;
  // an aging report: "how many customers owe us anything" counts balances above zero
  const late = agingLateAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (late) return late;
  const owing = agingCountAnswer(workbook, agingLateWording(workbook, text));
  if (owing) return owing;
  // pass 37 (W3): "how much does <customer> owe", "the largest unpaid invoice"
  const invoice = agingInvoiceAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (invoice) return invoice;
  // a two-year comparison: growth, change, which grew / fell most, shares, two lines added
  const twoYear = twoYearAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (twoYear) return twoYear;
  // a count of stock rows meeting a condition (out of stock, below reorder level)
  const conditional = conditionalCount(workbook, text);
  if (conditional) return conditional;
  // two stacked tables of one sheet, money and volume: the one the question's words name
  const stacked = stackedTablesAnswer(workbook, text, answerQuestion);
  if (stacked) return stacked;
  // "total costs" on a P&L with a cost of sales and operating expenses: both (pass 14)
  const costs = pnlCostsAnswer(workbook, text, answerQuestion, (why) =>
    refusalAnswer(workbook, why),
  );
  if (costs) return costs;
  // money in and a volume or a cost, by month: "best month" reads the money in (pass 14)
  const defaulted = measureDefaultAnswer(workbook, text, answerQuestion);
  if (defaulted) return defaulted;
  // a line's actual as a percentage of its own budget
  const ofBudget = budgetRatio(workbook, text, answerQuestion);
  if (ofBudget) return ofBudget;
  // pass 33 (M4): a loan schedule: every payment added, the payments still to make
  const loanLeft = loanRemainingAnswer(workbook, text, options.now);
  if (loanLeft) return loanLeft;
  // a loan schedule's row by ordinal, a column over the whole loan, the amount borrowed
  const scheduled = scheduleAnswer(
    workbook,
    text,
    (why) => refusalAnswer(workbook, why),
    options.now,
  );
  if (scheduled) return scheduled;
  // a budget sheet with no periods: lines over budget counted, the biggest saving, % off
  const budgetLines = budgetLinesAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (budgetLines) return budgetLines;
  // an orders export (one row per line item): orders counted by name, money on first lines
  const ordersExport = ordersExportAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (ordersExport) return ordersExport;
  // "which service earns the most": the lines under the Income heading ranked
  const ranked = groupRankAnswer(workbook, text);
  if (ranked) return ranked;
  // "which product sells the most" over months down, items across: the item columns ranked
  const items = itemColumnsRankAnswer(workbook, text, (why) => refusalAnswer(workbook, why));
  if (items) return items;
  const corrected = correctQuestion(
    workbook,
    yearsAcrossWording(
      workbook,
      ownerWording(
        workbook,
        itemKindWording(workbook, payrollRegisterWording(workbook, agingWording(workbook, text))),
      ),
    ),
  );
  // pass 33 (W1): "grow rooms" names the line "Purchase of grow rooms", never a growth
  const q = withoutLabelGrouping(
    workbook,
    parseQuestion(corrected, labelGrowthWords(workbook, corrected)),
  );
  const answer = answerParsed(workbook, q, options);
  // "how many lines went over budget" is a count: a variance amount never answers it
  if (
    !answer.refused &&
    answer.kind !== 'count' &&
    /^how many\b.*\b(over|under|above|below|exceed\w*|overspent|overran)\b/i.test(text) &&
    /\bbudget/i.test(text)
  )
    return refusalAnswer(
      workbook,
      'the question asks how many lines are over or under budget and I found only an amount; ask for each line',
    );
  // "which line beat budget by the most": a ranking of lines; one total variance never answers it
  if (
    !answer.refused &&
    answer.kind === 'variance' &&
    /^(which|what|where)\b/i.test(text) &&
    /\b(most|least|furthest|farthest|biggest|largest|worst|best)\b/i.test(text) &&
    !answer.figures[0]?.at
  )
    return refusalAnswer(
      workbook,
      'the question asks which line is furthest from its budget and I found only a total variance; ask for one line',
    );
  return answer;
}

/**
 * "rate per night for Medium": "per night" is part of the column's name ("Rate per night"),
 * not a grouping by a "night" column (pass 12: refused as "could not group").
 */
function withoutLabelGrouping(wb: Workbook, q: Question): Question {
  const g = q.groupBy;
  if (g?.kind !== 'word') return q;
  const inLabel = new RegExp(`\\b(per|each|every) ${escapeRe(g.word)}\\b`, 'i');
  const named = wb.sheets.some((s) =>
    s.tables.some((t) => t.columns.some((c) => inLabel.test(c.label))),
  );
  // after blind-43: "how much came in by card and PayNow" names the "Card & PayNow" column
  // (and no column of names says "card"): a way of paying, not a grouping
  const gw = canonicalWord(g.word);
  const asMeasure = (t: Table): boolean =>
    t.columns.some((c) => c.role === 'value' && canonical(c.label)[0] === gw) &&
    !t.columns.some(
      (c) => (c.role === 'category' || c.role === 'label') && canonical(c.label).includes(gw),
    );
  const measure =
    new RegExp(`\\bby ${escapeRe(g.word)}\\b`, 'i').test(q.text) &&
    wb.sheets.some((s) => s.tables.some(asMeasure));
  // after blind-44: "tips per cover" divides by the Covers column, never groups by it
  const perCount =
    new RegExp(`\\bper ${escapeRe(g.word)}\\b`, 'i').test(q.text) &&
    wb.sheets.some((s) =>
      s.tables.some((t) =>
        t.columns.some(
          (c) => c.role === 'value' && c.type === 'number' && canonical(c.label).join(' ') === gw,
        ),
      ),
    );
  if (!named && !measure && !perCount) return q;
  const { groupBy: _dropped, ...rest } = q;
  return rest;
}

export function answerParsed(workbook: Workbook, q: Question, options: AnswerOptions = {}): Answer {
  if (q.op === 'summary') return describeWorkbook(workbook);
  if (q.op === 'schema') {
    const sheet = workbook.sheets.find((s) =>
      new RegExp(`\\b${escapeRe(s.name.toLowerCase())}\\b`).test(q.text),
    );
    return schemaAnswer(workbook, sheet?.name);
  }
  const views = viewsOf(workbook);
  if (!views.length) return refusalAnswer(workbook, 'I found no table with figures in it');
  const result = run(workbook, q, views, options);
  if (isRefusal(result)) return refusalAnswer(workbook, result.reason);
  const tie = otherTableReading(workbook, q, options, result);
  if (tie) return refusalAnswer(workbook, tie.reason);
  const misfit = misfitReason(workbook, q, result);
  if (misfit) return refusalAnswer(workbook, misfit);
  return withScale(withHeadline(toAnswer(result)), workbook);
}

/**
 * Two tables the question fits exactly as well ("total rent" over sheets 'Shop A' and 'Shop B',
 * "sales" over an income statement and a sales-by-region sheet): the engine used to take the
 * first silently. The other table's answer is computed too; when its figure differs, the
 * answer asks which, naming both.
 */
function otherTableReading(
  wb: Workbook,
  q: Question,
  options: AnswerOptions,
  result: Result,
): Refusal | undefined {
  if (wb.sheets.reduce((n, s) => n + s.tables.length, 0) < 2) return undefined;
  const first = result.figures[0];
  if (!first) return undefined;
  // "all branches", "overall", "combined": the words ask for the table that sums the others;
  // one of several sheets kept alike (a site per sheet) is never that table (after blind-41)
  if (/\b(all|overall|combined|together|every|whole)\b/.test(q.text)) {
    const alike = sheetsAlike(wb, first.sheet);
    return alike.length > 1
      ? refuse(
          `the question asks over everything, and sheets ${alike.map((n) => `'${n}'`).join(', ')} keep the same table for one part each; I read one sheet at a time, so name the sheet (or ask for a figure a summary sheet holds)`,
        )
      : undefined;
  }
  const [a, b] = resolve(wb, q);
  if (!a || !b || Math.abs(a.score - b.score) > 1e-9 || a.view.table === b.view.table)
    return undefined;
  if (!a.targets.length || !b.targets.length || a.unexplained.length || b.unexplained.length)
    return undefined;
  if (first.sheet !== a.view.sheet.name) return undefined;
  // a summary whose rows are the other sheets ("Hospital", "Office Park") sums them: its
  // figure is the whole, the sheets' are its parts (after blind-41)
  if (summarisesSheets(wb, a.view.table) && !summarisesSheets(wb, b.view.table)) return undefined;
  const rest: Workbook = {
    ...wb,
    sheets: wb.sheets.map((s) => ({ ...s, tables: s.tables.filter((t) => t !== a.view.table) })),
  };
  const other = run(rest, q, viewsOf(rest), options);
  const second = isRefusal(other) ? undefined : other.figures[0];
  if (!second || second.value === first.value || decEq(second.value, first.value)) return undefined;
  return refuse(
    `the question fits sheet '${first.sheet}' (${figureText(first)}) and sheet '${second.sheet}' (${figureText(second)}) equally well; say which sheet you mean`,
  );
}

/** A table whose text cells name two or more of the book's other sheets: their summary. */
function summarisesSheets(wb: Workbook, t: Table): boolean {
  const names = new Set(
    wb.sheets.filter((s) => !s.tables.includes(t)).map((s) => s.name.trim().toLowerCase()),
  );
  const named = new Set(
    t.rows.flatMap((r) =>
      r.cells.flatMap((c) =>
        typeof c === 'string' && names.has(c.trim().toLowerCase()) ? [c.trim().toLowerCase()] : [],
      ),
    ),
  );
  return named.size >= 2;
}

/** The sheets whose table has the same headers as the table on `sheet` (one part per sheet). */
function sheetsAlike(wb: Workbook, sheet: string): string[] {
  const headers = (t: Table): string =>
    t.columns.map((c) => c.label.trim().toLowerCase()).join('|');
  const mine = wb.sheets.find((s) => s.name === sheet)?.tables.map(headers) ?? [];
  return wb.sheets
    .filter((s) => s.tables.some((t) => mine.includes(headers(t))))
    .map((s) => s.name);
}

/**
 * Headline first with its scale: a figure from a table kept "in thousands" says so in the
 * first line, next to the figure.
 */
function withScale(answer: Answer, wb: Workbook): Answer {
  const first = answer.figures[0];
  // counts and years are not scaled: "7 lines" is never "7 (in millions)"
  if (!first || first.display.includes('%') || answer.kind === 'count' || answer.kind === 'periods')
    return answer;
  const table = wb.sheets
    .find((s) => s.name === first.source.sheet)
    ?.tables.find((t) => t.unit && inRange(t.range, first.source.range));
  if (!table?.unit || /thousand|million|billion/i.test(answer.text.split('\n')[0] ?? ''))
    return answer;
  const at = answer.text.indexOf(first.display);
  if (at < 0) return answer;
  const end = at + first.display.length;
  return {
    ...answer,
    text: `${answer.text.slice(0, end)} (in ${table.unit})${answer.text.slice(end)}`,
  };
}

/** Is the first cell of `range` inside the table's A1 range? */
function inRange(tableRange: string, range: string): boolean {
  const cell = /^([A-Z]+)(\d+)/.exec(range);
  const box = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(tableRange);
  if (!cell || !box) return false;
  const col = (s: string): number => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const [c, r] = [col(cell[1]!), Number(cell[2])];
  return c >= col(box[1]!) && c <= col(box[3]!) && r >= Number(box[2]) && r <= Number(box[4]);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function countWords(q: Question): string[] {
  const m =
    /\b(?:how many|number of|count of|count the|count)\s+(?:different |distinct |unique |separate )?([a-z]+)(?:\s+([a-z]+))?/.exec(
      q.text,
    );
  return m ? [m[1]!, ...(m[2] ? [m[2]] : [])] : [];
}

function listWord(q: Question): string | undefined {
  const m =
    /^(?:list|which|what are|what)\s+(?:are\s+)?(?:the\s+|all\s+)?(?:different |distinct |unique )?([a-z]+)/.exec(
      q.text,
    );
  return m?.[1];
}

function groupColFor(view: TableView, word: string): number | undefined {
  const w = canonicalWord(word);
  for (const ci of view.catCols)
    if (canonical(view.table.columns[ci]!.label).includes(w)) return ci;
  return undefined;
}

/** The extreme under each candidate column; one result when they all name the same item. */
function sameWinner(
  q: Question,
  best: Resolution,
  options: AnswerOptions,
  op: 'max' | 'min',
): Result | undefined {
  const cols = best.view.targets.filter(
    (t, i, all) =>
      t.kind === 'col' &&
      best.candidates.includes(t.name) &&
      // a column answers once, whatever names it goes by
      all.findIndex((o) => o.kind === 'col' && o.col === t.col) === i,
  );
  const results: Result[] = [];
  for (const t of cols) {
    const ctx = makeCtx(q, { ...best, targets: [t] }, options);
    if (isRefusal(ctx)) return undefined;
    const r = opExtreme(ctx, t, op);
    if (isRefusal(r) || !r.figures[0]?.at) return undefined;
    results.push(r);
  }
  const at = results[0]?.figures[0]?.at;
  if (!at || results.some((r) => r.figures[0]!.at !== at)) return undefined;
  const figs = results.map((r) => r.figures[0]!);
  const word = op === 'max' ? 'highest' : 'lowest';
  const each = figs.map((f, i) => `${cols[i]!.name} ${figureText(f)}`).join(', ');
  return {
    kind: op,
    lines: [
      `${at}: ${figureText(figs[0]!)} (${cols[0]!.name}), the ${word} under every reading: ${each}.`,
      ...results.flatMap((r) => r.lines),
    ],
    figures: figs,
  };
}

/**
 * The "Total …" line that closes the heading all of `rows` sit under ("Total Income" after the
 * lines under "Income"), when they share one heading and it has such a line.
 */
function sectionTotalOf(rows: Target[]): Target | undefined {
  if (!rows.every((t) => t.kind === 'row' && !t.total)) return undefined;
  const view = rows[0]!.view;
  const table = view.table;
  const idx = rows.map((t) => (t as Extract<Target, { kind: 'row' }>).row);
  const section = table.rows[idx[0]!]!.section;
  if (!section || idx.some((i) => table.rows[i]!.section !== section)) return undefined;
  const head = canonical(section);
  return view.targets.find(
    (t) =>
      t.kind === 'row' &&
      t.total &&
      t.row > Math.max(...idx) &&
      /^total\b/i.test(t.name) &&
      head.length > 0 &&
      head.every((w) => t.tokens.includes(w)),
  );
}

const PERIOD_RANK: Record<string, number> = { day: 0, month: 1, quarter: 2, half: 3, year: 4 };

/** Is `unit` finer than every period the table holds (days asked of monthly figures)? */
function finerThanData(unit: string, view: TableView): boolean {
  const kinds = periodsOf(view).map((p) => PERIOD_RANK[p.kind] ?? 0);
  return kinds.length > 0 && (PERIOD_RANK[unit] ?? 0) < Math.min(...kinds);
}

/** Words of a label that make it an amount of money, whatever its cells' format. */
const AMOUNT_WORD =
  /^(fees?|costs?|revenue|income|expenses?|amount|value|price|pay|payroll|salary|charges?|spend|profit|cash|tax|interest|rent)$/;

/**
 * A count asked ("how many patients") and the label matched only through a word that
 * qualifies an amount ("Patient fees"): the question's words leave out the label's money word.
 */
function amountNamedBy(t: Target, q: Question): boolean {
  const asked = new Set(canonical(q.rest));
  const missing = t.tokens.filter((w) => !asked.has(w) && !STOP.has(w));
  return missing.length > 0 && missing.every((w) => AMOUNT_WORD.test(w));
}

/** The one column of a long table that holds quantities (Qty, Quantity, Units, On hand). */
function quantityColumn(view: TableView): Target | undefined {
  const qty = view.targets.filter(
    (t) =>
      t.kind === 'col' &&
      targetStyle(t).kind !== 'money' &&
      /\b(qty|quantity|units?|on hand|in stock|stock|count|pcs|pieces)\b/i.test(t.name) &&
      !/\b(cost|price|value|amount|total|level|reorder)\b/i.test(t.name),
  );
  return qty.length === 1 ? qty[0] : undefined;
}

function run(
  wb: Workbook,
  q0: Question,
  views: TableView[],
  options: AnswerOptions,
): Result | Refusal {
  let q = q0;
  let op = q.op;
  const early = refuseQuestion(q);
  if (early) return early;
  const clash = periodClash(q);
  if (clash) return refuse(clash);
  const cands = resolve(wb, q);
  let best = cands[0];
  if (!best) return refuse('I could not match the question to any table');

  // margins and financial ratios are computed from their lines
  if (op === 'ratio' && q.ratioKind && q.ratioKind !== 'generic') {
    const direct = best.targets[0];
    if (direct && direct.tokens.includes('margin') && !best.unexplained.length) {
      // a margin column: read it; "highest margin" is still a maximum
      let stripped = q.text;
      for (const w of direct.name.toLowerCase().match(/[a-z]+/g) ?? [])
        stripped = stripped.replace(new RegExp(`\\b${w}\\b`, 'g'), ' ');
      const again = detectOp(stripped).op;
      op = again === 'ratio' ? 'total' : again;
    } else {
      const scope = cands.find((c) => c.targets.length > 0) ?? best;
      const ctx = makeCtx(q, scope, options);
      if (isRefusal(ctx)) return ctx;
      const extra = best.unexplained.filter(
        (w) =>
          !/^(margin|ratio|gross|net|operating|current|debt|loan|equity|quick|acid|test|gearing|leverage|profit|revenue|liability|asset)$/.test(
            w,
          ),
      );
      if (extra.length) return refuse(notFound(extra));
      const ratio = opRatio(
        ctx,
        views,
        scope.targets.filter((t) => t.view === scope.view),
      );
      return isRefusal(ratio) ? ratio : (refuseResult(q, op, scope, ratio) ?? ratio);
    }
  }

  // "how many X": units or a count of people are sums; products are distinct values; sales are rows
  if (op === 'count') {
    const ws = countWords(q);
    let word = ws[0];
    let candWithCol: Resolution | undefined;
    for (const w of ws) {
      candWithCol = cands.find(
        (c) => groupColFor(c.view, w) !== undefined && c.score >= (cands[0]?.score ?? 0) - 1.5,
      );
      if (candWithCol) {
        word = w;
        break;
      }
    }
    // "how many cordless drills": the words name an item, so the count is its quantity column
    const said = ws.filter((w) => !STOP.has(w));
    const item = best.dims.find((d) =>
      d.values.some(
        (v) => said.length > 0 && said.every((w) => v.tokens.includes(canonicalWord(w))),
      ),
    );
    // "how many items are below reorder level": a row-by-row comparison of two columns,
    // which is not a count of all rows
    if (
      /\b(below|above|under|less than|more than|fewer than|greater than|exceed\w*|short of)\b/.test(
        q.text,
      )
    )
      return refuse(
        'comparing each row with a limit is not something I count yet; ask for the values',
      );
    // "how many units in stock", "how many pieces do we have": the quantity column summed,
    // never a count of rows (nor the unit cost the word "unit" also names)
    const unitsQty =
      ws.some((w) => /^(units?|pieces|pcs|qty|quantity)$/.test(w)) && !item
        ? quantityColumn(best.view)
        : undefined;
    if (unitsQty) {
      best = {
        ...best,
        targets: [unitsQty],
        defaulted: false,
        candidates: [],
        rivals: [],
        unexplained: best.unexplained.filter((u) => !/^(unit|stock)$/.test(u)),
      };
      op = 'total';
    } else if (item && !(word && ROW_WORDS.test(word))) {
      // (without one, "how many cashiers" counts the rows that name them, below)
      const qty = quantityColumn(best.view);
      if (qty) {
        best = { ...best, targets: [qty], defaulted: false, candidates: [], rivals: [] };
        op = 'total';
      }
    } else if (word && candWithCol && !ROW_WORDS.test(word)) {
      best = {
        ...candWithCol,
        groupCol: groupColFor(candWithCol.view, word)!,
        unexplained: candWithCol.unexplained.filter((u) => u !== canonicalWord(word)),
      };
    } else if (
      best.targets[0] &&
      !best.defaulted &&
      !(word && ROW_WORDS.test(word)) &&
      amountNamedBy(best.targets[0], q)
    ) {
      // "how many patients" over "Patient fees": the line is money earned from them, not a count
      return refuse(
        `${best.targets[0].name} is an amount of money, not a count, and the workbook holds no count of ${word ?? 'them'}`,
      );
    } else if (
      best.targets[0] &&
      !best.defaulted &&
      targetStyle(best.targets[0]).kind !== 'money' &&
      !(word && ROW_WORDS.test(word))
    ) {
      op = 'total';
      // "how many units": the quantity column, not the unit cost beside it
      const qty = best.rivals.length ? quantityColumn(best.view) : undefined;
      if (qty) best = { ...best, targets: [qty], rivals: [] };
    } else if (
      word &&
      best.view.table.layout === 'long' &&
      best.view.subject.includes(canonicalWord(word)) &&
      !best.targets.length
    ) {
      // "how many employees" on a payroll: its rows are the employees
      best = { ...best, score: Math.max(best.score, 1), candidates: [] };
    } else if (word && ROW_WORDS.test(word)) {
      const long = cands.filter((c) => c.view.table.layout === 'long');
      const pick =
        long.find((c) => c.score > 0.5) ?? (long.length === 1 ? long[0] : undefined) ?? best;
      const w = canonicalWord(word);
      best = {
        ...pick,
        score: Math.max(pick.score, 1),
        unexplained: pick.unexplained.filter((u) => u !== w && u !== 'revenue' && u !== 'expense'),
      };
    } else if (
      word &&
      best.view.table.layout === 'wide' &&
      (best.groupRows ||
        canonical(
          best.view.labelCols.map((c) => best!.view.table.columns[c]!.label).join(' '),
        ).includes(canonicalWord(word)))
    ) {
      best = {
        ...best,
        groupRows: true,
        unexplained: best.unexplained.filter((u) => u !== canonicalWord(word)),
      };
    }
  }
  if (op === 'list') {
    const word = listWord(q);
    const withCol = word ? cands.find((c) => groupColFor(c.view, word) !== undefined) : undefined;
    if (word && withCol)
      best = {
        ...withCol,
        groupCol: groupColFor(withCol.view, word)!,
        unexplained: withCol.unexplained.filter((u) => u !== canonicalWord(word)),
      };
    else if (best.targets.length) op = 'total';
  }

  // words of the matched label are not the question's operation ("Net debt to EBITDA ratio")
  const lead = best.targets[0];
  const TRIGGER: Partial<Record<Op, RegExp>> = {
    ratio: /\b(ratio|margin)\b/i,
    change: /\b(change|difference|increase|decrease|variance)\b/i,
    growth: /\b(growth|change)\b/i,
    share: /\b(share|percentage|proportion)\b/i,
    average: /\b(average|mean)\b/i,
    max: /\b(highest|largest|maximum|max|peak|most)\b/i,
    min: /\b(lowest|smallest|minimum|min|least)\b/i,
    trend: /\btrend/i,
  };
  if (lead && !best.defaulted && TRIGGER[op]?.test(lead.name)) {
    let stripped = q.text;
    for (const w of lead.name.toLowerCase().match(/[a-z]+/g) ?? []) {
      if (w.length > 2) stripped = stripped.replace(new RegExp(`\\b${w}\\b`, 'g'), ' ');
    }
    // "net change in cash" names the "Net increase (decrease) in cash" line
    if (/\bincrease\W+decrease\b|\bdecrease\W+increase\b/i.test(lead.name))
      stripped = stripped.replace(/\bchange\b/g, ' ');
    const again = detectOp(stripped);
    if (
      again.op !== op &&
      ['ratio', 'change', 'growth', 'share', 'average', 'max', 'min', 'trend'].includes(op)
    ) {
      op = again.op;
      if (again.n !== undefined) q = { ...q, n: again.n };
    }
  }
  if (op === 'periods' && !best.targets.length && best.score <= 0.5) {
    const ctx0 = makeCtx(q, best, options);
    if (isRefusal(ctx0)) return ctx0;
    return opPeriods(ctx0, best.view, undefined);
  }
  // "the net debt to EBITDA ratio" when the table has that line: the ratio is read, not computed
  if (
    op === 'ratio' &&
    q.ratioKind === 'generic' &&
    best.targets.length === 1 &&
    !best.defaulted &&
    /\bratio\b/.test(q.text)
  ) {
    const again = detectOp(q.text.replace(/\bratio\b/g, ' ')).op;
    op = again === 'ratio' ? 'total' : again;
  }
  if (op === 'items' && !best.targets.length && /\b(table|listed|shown)\b/.test(q.text))
    op = 'list';
  // "which item are we lowest on", "do we have the most of": how many are held
  if (
    (op === 'max' || op === 'min') &&
    (!best.targets.length || best.defaulted) &&
    (best.candidates.length || best.defaulted || best.view.subject.includes('inventory')) &&
    // a default measure stands when the words ask for money ("most value in stock")
    !(best.defaulted && /\b(value|worth|valuable|cost|price|money)\b/.test(q.text)) &&
    /\b(low on|lowest on|short on|most of|least of|fewest|in stock|on hand)\b/.test(q.text)
  ) {
    const qty = quantityColumn(best.view);
    if (qty) best = { ...best, targets: [qty], candidates: [] };
  }
  const needsTarget = !['count', 'list'].includes(op);
  // "who is the highest paid" over Basic, Gross and Net Pay: when every reading names the same
  // person, that is the answer, with each reading's figure; otherwise ask
  if (
    (op === 'max' || op === 'min') &&
    best.targets.length === 0 &&
    best.candidates.length > 1 &&
    best.groupCol !== undefined &&
    !best.unexplained.length
  ) {
    const agreed = sameWinner(q, best, options, op);
    if (agreed) return agreed;
  }
  // after blind-38: an expense log kept ex GST, GST and Total: what was spent is what was paid
  if (needsTarget && best.targets.length === 0 && best.candidates.length === 2) {
    const paid =
      taxInclusiveTarget(best.view, best.candidates) ??
      // after blind-44: what we spend is the "(current)" column, never the "(cheapest)" one
      currentColumnTarget(best.view, best.candidates);
    if (paid) best = { ...best, targets: [paid], candidates: [] };
  }
  // calibrated: several columns as likely, or two measures the words fit equally: ask
  if (needsTarget && best.targets.length === 0 && best.candidates.length > 1)
    return refuse(`I am not sure which column you mean: ${orList(best.candidates)}? Name one`);
  // "revenue" over "Food sales" and "Beverage sales" under an Income heading with its own
  // "Total Income" line: the heading's total is what the lines add up to
  if (needsTarget && best.targets.length === 1 && best.rivals.length && !best.unexplained.length) {
    const total = sectionTotalOf([best.targets[0]!, ...best.rivals]);
    if (total) best = { ...best, targets: [total], rivals: [] };
  }
  // "what do we owe the bank": of "Bank loans" and "Cash at bank", what is owed is the loan
  if (
    needsTarget &&
    best.targets.length === 1 &&
    best.rivals.length &&
    /\b(owe|owed|owes|owing)\b/.test(q.text)
  ) {
    const owed = [best.targets[0]!, ...best.rivals].filter((t) =>
      t.tokens.some((w) => /^(loan|payable)$/.test(w)),
    );
    if (owed.length === 1) best = { ...best, targets: owed, rivals: [] };
  }
  if (needsTarget && best.targets.length === 1 && best.rivals.length && !best.unexplained.length) {
    const names = [best.targets[0]!, ...best.rivals].map((t) => t.name);
    return refuse(`the question fits ${orList(names)} equally well; which one do you mean`);
  }
  if (needsTarget && best.targets.length === 0) {
    if (best.unexplained.length) return refuse(notFound(best.unexplained));
    return refuse('the question does not name anything I can find in the workbook');
  }
  // "what items are listed in the table": the table's own lines, nothing to name
  const tableLines =
    op === 'list' && !best.unexplained.length && /\b(table|listed|shown)\b/.test(q.text);
  if (
    !needsTarget &&
    !tableLines &&
    best.score <= 0.5 &&
    best.groupCol === undefined &&
    !best.groupRows &&
    best.dims.length === 0
  ) {
    return refuse(
      best.unexplained.length
        ? notFound(best.unexplained)
        : 'the question does not name anything I can find in the workbook',
    );
  }
  // "closing balance" of a running Balance column: the last balance, the word is its reading
  if (isRunningBalance(best.targets[0]) && op === 'total')
    best = {
      ...best,
      unexplained: best.unexplained.filter(
        (w) => !/^(closing|ending|end|current|latest|final|last|running)$/.test(w),
      ),
    };
  // "what are the components of X", "what does X consist of": the words ask for the lines
  if (op === 'items')
    best = { ...best, unexplained: best.unexplained.filter((w) => !ITEMS_WORDS.test(w)) };
  if (best.unexplained.length) return refuse(notFound(best.unexplained));

  // a period that is part of the label ("Outstanding at 1 April") is not a filter
  if (best.targets.length && q.periods.length) {
    const names = best.targets.map((t) => t.name.toLowerCase());
    const keep = q.periods.map(
      (_, i) => !names.some((n) => n.includes((q.periodTexts[i] ?? '\u0000').trim())),
    );
    if (keep.some((k) => !k)) {
      q = {
        ...q,
        periods: q.periods.filter((_, i) => keep[i]),
        periodTexts: q.periodTexts.filter((_, i) => keep[i]),
      };
    }
  }
  // "the cheapest product" is read from a price column, one row at a time (never a sum of
  // prices); without one, the words ask something the sheet does not say
  // ("the cheapest month" is the month we spent least in: a period, not a price)
  if (
    /\b(cheapest|(most|least) expensive|priciest|dearest|costliest)\b/.test(q.text) &&
    q.groupBy?.kind !== 'period'
  ) {
    const t0 = best.targets[0];
    if (!t0 || !PRICE_NAME.test(t0.name))
      return refuse('the question asks for a price and I found no price column to read it from');
    if (best.groupCol !== undefined || best.groupRows) {
      const { groupCol: _drop, ...rest } = best;
      best = { ...rest, groupRows: false };
    }
  }
  // "the most past 90 days" on an aging table is a bucket, not the last 90 days
  if (q.periods.length && ageTarget(best.view, q.text)) {
    const keep = q.periods.map((p) => !(p.type === 'lastN' && p.unit === 'day'));
    q = {
      ...q,
      periods: q.periods.filter((_, i) => keep[i]),
      periodTexts: q.periodTexts.filter((_, i) => keep[i]),
    };
  }
  best = lineInsideSection(best, q);
  const ctx = makeCtx(q, best, options);
  if (isRefusal(ctx)) return ctx;
  const t = best.targets[0];
  // after blind-44: "weekly" in "our weekly cost" names the column "Weekly cost (current)",
  // never a grouping by week
  const adjective = /\b(monthly|quarterly|yearly|annual|daily|weekly)\b/.exec(q.text)?.[1];
  if (adjective && t && new RegExp(`\\b${adjective}\\b`, 'i').test(t.name) && !q.periods.length) {
    const { granularity: _g, ...rest } = ctx.q;
    ctx.q = q.groupBy?.kind === 'period' ? { ...rest, groupBy: undefined } : rest;
  }
  if (
    (op === 'max' || op === 'min') &&
    !q.groupBy &&
    /\bwhen\b/.test(q.text) &&
    t &&
    t.kind === 'col'
  ) {
    ctx.q = { ...q, granularity: q.granularity ?? 'month' };
  }
  // "which day was busiest" over a sheet kept by month: the data has no days to rank
  if (q.groupBy?.kind === 'period' && finerThanData(q.groupBy.unit, best.view))
    return refuse(
      `the data is not kept by ${q.groupBy.unit}, so I cannot rank its ${q.groupBy.unit}s`,
    );
  // "how many months did bread sell more than cakes": a count of periods, not a comparison
  if (
    op === 'compare' &&
    /\bhow many (months|years|quarters|days|weeks|times|periods)\b/.test(q.text)
  )
    return refuse(
      'counting the periods where one figure beats another is not something I compute yet',
    );
  // "which expense grew the most" ranks the changes of many lines: not one line's change
  if (
    (op === 'change' || op === 'growth') &&
    (best.groupRows || best.groupCol !== undefined) &&
    q.which &&
    !['month', 'quarter', 'year', 'day', 'date'].includes(q.which)
  )
    return refuse(
      `I can't yet rank the change of every ${q.which}; ask for one by name, e.g. "how much did ${best.targets[0]?.name ?? 'it'} change"`,
    );
  // Budget and Actual kept as two columns of a long table: "most over budget" ranks actual
  // minus budget per line, "how far over or under budget" is their difference
  const vm = asksVariance(q.text);
  if (vm && budgetActualCols(best.view)) {
    if (['max', 'min', 'top', 'bottom'].includes(op))
      return opLongVariance(ctx, best.view, op === 'min' && vm === 'over' ? 'under' : vm, true);
    if (['change', 'total', 'compare'].includes(op))
      return opLongVariance(ctx, best.view, vm, false);
  }
  const result = dispatch(op, ctx, best, views);
  if (isRefusal(result)) return result;
  const doubt = refuseResult(q, op, best, result) ?? refuseScope(wb, q, op, best, result);
  if (doubt) return doubt;
  // a fuzzy pick (no measure named, a rate averaged) is checked against the other reading
  const other = otherReading(op, ctx, best, result, (res) =>
    dispatch(op, { ...ctx, res, notes: [] }, res, views),
  );
  if (other) return other;
  if (op === 'share') return amountFirst(q, result);
  if (op === 'total') return totalFirst(q, result);
  if (op === 'change') {
    const sized = decreaseBy(q, result);
    return isRefusal(sized) ? sized : moreThan(q, sized);
  }
  return result;
}

/**
 * "How much of the receivables is current?" reads as the amount or as its share: the amount
 * leads (as owners mean it), the share follows, both stated.
 */
function amountFirst(q: Question, r: Result): Result {
  if (
    !/\bhow much of\b/.test(q.text) ||
    /\b(percent|percentage|share|proportion|fraction|ratio)\b|%/.test(q.text) ||
    r.figures.length !== 3 ||
    r.table
  )
    return r;
  const [fs, fp, fw] = r.figures as [Fig, Fig, Fig];
  return {
    ...r,
    lines: [
      `${fp.label}: ${figureText(fp)}, which is ${figureText(fs)} of ${fw.label} (${figureText(fw)}).`,
      ...r.lines.slice(1),
    ],
    figures: [fp, fs, fw],
  };
}

/**
 * A level kept once per period ("Active members (month end)", "Closing stock", "Headcount")
 * is a count at a date: its months summed are no figure at all (pass 12: "how many active
 * members do we have" added twelve month-ends). A sum over more than one period is refused.
 */
const MONEY_ASKED =
  /\b(cost|costs|costed|spend|spent|pay|paid|charges|wages|salar\w*|bills?|expenses?|money)\b/;
const LEVEL =
  /\b(month[- ]end|end of (the )?(month|period|year|quarter)|at (the )?end|active|closing|headcount|on hand|in stock|opening|(at )?(the )?(beginning|start) of (the )?(period|year|month|quarter)|brought forward|carried forward)\b/i;
function levelNotSummed(result: Result | Refusal, targets: Target[]): Result | Refusal {
  if (isRefusal(result) || targets.length !== 1 || !LEVEL.test(targets[0]!.name)) return result;
  const cells = result.figures[0]?.cells.length ?? 0;
  const view = targets[0]!.view;
  // down a long table the cells are items or entries (stock on hand of each item adds up);
  // only one row per period is a level over time
  const perPeriod = view.table.layout !== 'long' || periodsOf(view).length >= cells;
  if (result.kind !== 'total' || cells < 2 || !perPeriod) return result;
  return refuse(
    `'${targets[0]!.name}' is a level at each period's end, not a flow: its periods do not add up; name the month (or say "at year end")`,
  );
}

/**
 * After blind-44: a running balance compared across months added each month's balances
 * ("changed by -14,253 (1,464,547 → 1,450,294)"); a balance is a level at each entry, never
 * a sum, so a comparison that added two or more of its cells is refused.
 */
function balanceNotSummed(result: Result | Refusal, targets: Target[]): Result | Refusal {
  if (isRefusal(result) || !targets.some((x) => isRunningBalance(x))) return result;
  if (!result.figures.some((f) => f.cells.length > 1)) return result;
  return refuse(
    `${targets.find((x) => isRunningBalance(x))!.name} is a running balance, a level after each entry: adding a month's balances compares nothing; ask for the balance at the start and at the end of the months`,
  );
}

function dispatch(op: Op, ctx: Ctx, best: Resolution, views: TableView[]): Result | Refusal {
  const targets = best.targets;
  const t = targets[0];
  switch (op) {
    case 'count': {
      const units = unitsCounted(ctx, best.view);
      if (units) return opTotal(ctx, [units]);
      return opCount(ctx, best.view, t, best.defaulted);
    }
    case 'list':
      return opList(ctx, best.view);
    case 'total': {
      // after blind-44: "tips per cover" is the tips over the covers
      const perUnit = perUnitAsked(ctx, best.view, t);
      if (perUnit && targets.every((x) => x === perUnit.money || x === perUnit.count))
        return opAveragePerCount(ctx, perUnit.count, perUnit.money, perUnit.unit);
      // a running balance is a value at a date: the last one, never a sum
      if (targets.length === 1 && isRunningBalance(t) && !ctx.q.groupBy) return opBalance(ctx, t!);
      // after blind-44: "what did our staff cost us": of Headcount and Total employer cost,
      // a cost asked is the money, never a count beside it
      const money = targets.filter((x) => targetStyle(x).kind === 'money');
      if (money.length && money.length < targets.length && MONEY_ASKED.test(ctx.q.text))
        return levelNotSummed(opTotal(ctx, money), money);
      return levelNotSummed(opTotal(ctx, targets), targets);
    }
    case 'average': {
      const perUnit = perUnitAsked(ctx, best.view, t);
      if (perUnit && targets.every((x) => x === perUnit.money || x === perUnit.count))
        return opAveragePerCount(ctx, perUnit.count, perUnit.money, perUnit.unit);
      const perCount = countNounAsked(ctx, best.view);
      if (perCount) return opAveragePerCount(ctx, perCount.count, perCount.money);
      return opAverage(ctx, t!);
    }
    case 'max':
    case 'min': {
      // "which suburb has the most subscribers" on a list of subscribers: rows counted
      // (after blind-41: or a money column named only in part, "most bookings" of "Booking
      // value £": the bookings are the rows)
      const rowNoun =
        best.defaulted || (targets.length === 1 && nounOnlyNamesMoney(ctx, t))
          ? rowsRankedAsked(ctx, best.view)
          : undefined;
      if (rowNoun) return opRowsRanked(ctx, best.view, rowNoun, op === 'max');
      // after blind-44: "what do we get the most orders for" counts orders by something not
      // named; the biggest single amount is not that
      const counted =
        /\b(?:most|fewest|least) (orders|bookings|jobs|sales|visits|sessions|classes|customers|clients|enquiries|quotes)\b/.exec(
          ctx.q.text,
        );
      // (an Order no column groups nothing: one order per row)
      const perRow =
        best.groupCol === undefined ||
        new Set(best.view.dataRows.map((ri) => best.view.table.rows[ri]!.cells[best.groupCol!]))
          .size === best.view.dataRows.length;
      if (counted && best.defaulted && perRow && !best.groupRows && !ctx.q.groupBy)
        return refuse(
          `the question counts ${counted[1]}, and names nothing to count them by; ask e.g. "which item has the most ${counted[1]}"`,
        );
      // pass 40 (W1): a running balance is a level at a date: never added over a month or a
      // day to rank them ("which month had the lowest balance" summed its rows' balances)
      if (
        targets.length === 1 &&
        isRunningBalance(t) &&
        ctx.q.groupBy?.kind === 'period' &&
        ctx.q.groupBy.unit !== 'day'
      )
        return refuse(
          `${t!.name} is a running balance, read at a date and never added over a ${ctx.q.groupBy.unit}; ask for the lowest (highest) balance and its day, or the balance at the end of each ${ctx.q.groupBy.unit}`,
        );
      if (targets.length > 1) return opCompare(ctx, targets);
      return opExtreme(ctx, t!, op);
    }
    case 'top':
    case 'bottom':
      return opTop(ctx, t!, op, ctx.q.n ?? 5);
    case 'share':
      return opShare(ctx, targets);
    case 'change':
      return balanceNotSummed(opChange(ctx, targets, false), targets);
    case 'growth':
      return balanceNotSummed(opChange(ctx, targets, true), targets);
    case 'compare':
      return balanceNotSummed(opCompare(ctx, targets), targets);
    case 'trend':
      return opTrend(ctx, t!);
    case 'forecast':
      return opForecast(ctx, t!);
    case 'filter':
      return opFilter(ctx, t!);
    case 'items':
      return opItems(ctx, t!);
    case 'periods':
      return opPeriods(ctx, best.view, t);
    case 'ratio':
      return opRatio(ctx, views, targets);
    default:
      return opBreakdown(ctx, t!, 'sum');
  }
}

function makeCtx(q: Question, res: Resolution, options: AnswerOptions): Ctx | Refusal {
  const notes: string[] = [];
  const windows = resolveWindows(q.periods, res.view, options.now, notes);
  if (isRefusal(windows)) return windows;
  // a share or a ratio on a year-against-year statement with no year named: the latest year,
  // unless the question is about the years themselves ("in which year", "each year",
  // "respectively"); an amount with no year is still asked back (pass 7: the latest year or
  // both added are two readings)
  // (after blind-41: so does ranking its lines, "which overhead costs the most": the two
  // years added are no year's cost)
  const ranksLines =
    /^(max|min|top|bottom)$/.test(q.op) &&
    q.groupBy?.kind !== 'period' &&
    (res.groupRows === true || res.targets.some((t) => t.kind === 'rows'));
  if (
    !q.periods.length &&
    (/^(share|ratio)$/.test(q.op) || ranksLines) &&
    !/\b(years|which year|what year|each|every|respectively|both|over time|per year|a year|annual(?:ly)?|average|combined|altogether|all together|total|sum)\b/.test(
      q.text,
    )
  ) {
    const latest = latestYearOfComparison(res.view, notes);
    if (latest) windows.push(latest);
  }
  const ctx: Ctx = { q, res, windows, notes };
  if (options.now) ctx.now = options.now;
  return ctx;
}

function orList(names: string[]): string {
  const uniq = [...new Set(names)].slice(0, 6);
  return uniq.length > 1 ? `${uniq.slice(0, -1).join(', ')} or ${uniq[uniq.length - 1]}` : uniq[0]!;
}

function notFound(words: string[]): string {
  const list = [...new Set(words)].slice(0, 4).map((w) => `'${w}'`);
  return `I could not find ${list.join(', ')} in this workbook`;
}

export function renderTable(table: { columns: string[]; rows: string[][] }): string {
  const head = `| ${table.columns.join(' | ')} |`;
  const sep = `|${table.columns.map(() => '---').join('|')}|`;
  const body = table.rows.map((r) => `| ${r.join(' | ')} |`);
  return [head, sep, ...body].join('\n');
}

function toAnswer(r: Result): Answer {
  const parts = [...r.lines];
  if (r.table) parts.push(renderTable(r.table));
  const answer: Answer = {
    text: parts.join('\n'),
    figures: r.figures.map(toAnswerFigure),
    refused: false,
    kind: r.kind,
  };
  if (r.table) answer.table = r.table;
  return answer;
}

export function refusalAnswer(wb: Workbook, reason: string): Answer {
  const views = viewsOf(wb);
  const about = views
    .slice(0, 4)
    .map((v) => {
      const names = v.targets
        .filter((t: Target) => t.kind !== 'rows')
        .slice(0, 6)
        .map((t) => t.name);
      const cats = v.catCols.map((c) => v.table.columns[c]!.label);
      return `sheet '${v.sheet.name}' (${names.join(', ')}${cats.length ? `; by ${cats.join(', ')}` : ''})`;
    })
    .join('; ');
  const sug = suggestions(wb, 3);
  const text =
    `I can't answer that from this workbook: ${reason.replace(/\.$/, '')}. I only report figures that are in the file.` +
    (about ? `\nIt holds: ${about}.` : '') +
    (sug.length ? `\nYou could ask: ${sug.map((s) => `"${s}"`).join(', ')}.` : '');
  return { text, figures: [], refused: true, kind: 'refusal' };
}
