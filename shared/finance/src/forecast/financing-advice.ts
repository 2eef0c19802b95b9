/**
 * Financing advice: one line per action, saying what, how much, why and what
 * it costs. Borrow lines come from the financing schedule's draws (their cost
 * is the interest each draw paid during the forecast); repay lines from its
 * repayments; time-deposit lines suggest locking cash the forecast never needs:
 *   lockable(m) = min(closing cash from month m to the end) − minimum cash − already suggested,
 * suggested when no debt is owed and it reaches the threshold, at the spec's
 * better bank (the other bank quoted for comparison).
 */
import {
  daysInMonth,
  formatYearMonth,
  MONTH_NAMES,
  monthEndDate,
  serialMonth,
  serialYear,
} from '../calendar/month';
import type { Currency } from '../money/currency';
import { pow10 } from '../money/currency';
import { divRoundHalfUp } from '../money/decimal';
import { formatMinor } from '../money/format';
import type { FinancingSchedule } from './financing-schedule';
import type { DepositTerms, LoanSolution } from './solutions';
import { CREDIT_LINE, monthlyRate, TIME_DEPOSITS, WORKING_CAPITAL_LOAN } from './solutions';

export type AdviceAction = 'borrow' | 'repay' | 'time_deposit' | 'shortfall';

export interface AdviceLine {
  /** 'YYYY-MM' and its month-end date. */
  readonly month: string;
  readonly date: string;
  readonly month_index: number;
  readonly action: AdviceAction;
  readonly solution: LoanSolution | DepositTerms['key'] | null;
  /** How much, minor units. */
  readonly amount: bigint;
  /** Interest this line costs over the forecast (borrow), minor units; 0 otherwise. */
  readonly interest_cost: bigint;
  /** Time deposit: interest earned in a year at the low and high rate. */
  readonly earnings: { readonly low: bigint; readonly high: bigint } | null;
  readonly what: string;
  readonly why: string;
  readonly cost: string;
  /** what + why + cost, one paragraph. */
  readonly text: string;
}

export function monthLabel(serial: number): string {
  return `${MONTH_NAMES[serialMonth(serial) - 1]} ${serialYear(serial)}`;
}

function percentOf(minor: bigint, pct: { coef: bigint; scale: number }): bigint {
  return divRoundHalfUp(minor * pct.coef, 100n * pow10(pct.scale));
}

export function financingAdvice(args: {
  start: number;
  months: number;
  currency: Currency;
  schedule: FinancingSchedule;
  timeDepositThreshold: bigint;
}): AdviceLine[] {
  const { start, months, currency, schedule } = args;
  const fmt = (minor: bigint): string => formatMinor(minor, currency);
  const minimum = schedule.params.minimumCash;
  const lines: AdviceLine[] = [];
  const push = (
    m: number,
    line: Omit<AdviceLine, 'month' | 'date' | 'month_index' | 'text'>,
  ): void => {
    lines.push({
      month: formatYearMonth(start + m),
      date: monthEndDate(start + m),
      month_index: m,
      ...line,
      text: `${line.what} ${line.why} ${line.cost}`,
    });
  };

  // suffix minimum of closing cash, for the time-deposit rule
  const suffixMin = new Array<bigint>(months);
  let low: bigint | null = null;
  for (let m = months - 1; m >= 0; m -= 1) {
    const c = schedule.closingCash[m] as bigint;
    low = low === null || c < low ? c : low;
    suffixMin[m] = low;
  }
  let suggested = 0n;
  const [best, other] = TIME_DEPOSITS as [DepositTerms, DepositTerms];

  for (let m = 0; m < months; m += 1) {
    const serial = start + m;
    const pre = schedule.cashBeforeFinancing[m] as bigint;
    for (const draw of schedule.draws) {
      if (draw.monthIndex !== m) continue;
      const terms = draw.facility === 'credit_line' ? CREDIT_LINE : WORKING_CAPITAL_LOAN;
      const nextDays = daysInMonth(serial + 1);
      const rate = monthlyRate(terms, nextDays);
      const perMonth = divRoundHalfUp(draw.amount * rate.num, rate.den);
      const clLimit = schedule.params.creditLineLimit;
      const reason =
        draw.facility === 'credit_line'
          ? '; the credit line is the cheapest adequate solution.'
          : clLimit === 0n
            ? '; no credit line is available (its limit is 0), so a working-capital loan covers it.'
            : clLimit !== null
              ? '; the credit line is used up to its limit, so the rest comes from a working-capital loan.'
              : '.';
      const repaid =
        draw.repaidIndex === null
          ? `${fmt(draw.outstanding)} is still owed at the end of the forecast.`
          : `repaid by ${monthLabel(start + draw.repaidIndex)}.`;
      push(m, {
        action: 'borrow',
        solution: draw.facility,
        amount: draw.amount,
        interest_cost: draw.interest,
        earnings: null,
        what: `Draw ${fmt(draw.amount)} on a ${terms.name} at the end of ${monthLabel(serial)}.`,
        why: `Cash would fall to ${fmt(pre)}, below the minimum buffer of ${fmt(minimum)}${reason}`,
        cost:
          `It costs ${terms.rateText} (${fmt(perMonth)} for the next month): ` +
          `${fmt(draw.interest)} in interest during the forecast, ${repaid}`,
      });
    }
    const uncovered = schedule.uncovered[m] as bigint;
    if (uncovered > 0n) {
      push(m, {
        action: 'shortfall',
        solution: null,
        amount: uncovered,
        interest_cost: 0n,
        earnings: null,
        what: `Find ${fmt(uncovered)} more for ${monthLabel(serial)}.`,
        why: `Even with the credit line and the working-capital loan at their limits, cash stays ${fmt(uncovered)} below the minimum buffer of ${fmt(minimum)}.`,
        cost: 'Raise the limits, bring in funding, delay purchases or hires, or collect sooner.',
      });
    }
    for (const [facility, month, terms] of [
      ['working_capital_loan', schedule.workingCapitalLoan[m], WORKING_CAPITAL_LOAN],
      ['credit_line', schedule.creditLine[m], CREDIT_LINE],
    ] as const) {
      if (!month || month.repaid === 0n) continue;
      const rate = monthlyRate(terms, daysInMonth(serial + 1));
      const saved = divRoundHalfUp(month.repaid * rate.num, rate.den);
      push(m, {
        action: 'repay',
        solution: facility,
        amount: month.repaid,
        interest_cost: 0n,
        earnings: null,
        what: `Repay ${fmt(month.repaid)} of the ${terms.name} in ${monthLabel(serial)}.`,
        why:
          `Cash of ${fmt(pre)} is above the minimum buffer of ${fmt(minimum)}` +
          (facility === 'working_capital_loan'
            ? '; the working-capital loan is the dearest debt, so it goes first.'
            : '.') +
          (month.balance > 0n
            ? ` ${fmt(month.balance)} remains owed.`
            : ' It is then fully repaid.'),
        cost: `No cost: it saves about ${fmt(saved)} of interest a month (${terms.rateText}).`,
      });
    }
    const owed =
      (schedule.creditLine[m]?.balance ?? 0n) + (schedule.workingCapitalLoan[m]?.balance ?? 0n);
    const lockable = (suffixMin[m] as bigint) - minimum - suggested;
    if (owed === 0n && lockable > 0n && lockable >= args.timeDepositThreshold) {
      suggested += lockable;
      const earnings = { low: percentOf(lockable, best.low), high: percentOf(lockable, best.high) };
      push(m, {
        action: 'time_deposit',
        solution: best.key,
        amount: lockable,
        interest_cost: 0n,
        earnings,
        what: `Place ${fmt(lockable)} in a 12-month ${best.name} in ${monthLabel(serial)}.`,
        why:
          `Cash stays at least this much above the minimum buffer of ${fmt(minimum)} ` +
          'in every later month of the forecast, with no debt owed.',
        cost:
          `No interest cost; the money is locked for the term. At ${best.rateText} it earns about ` +
          `${fmt(earnings.low)}-${fmt(earnings.high)} a year (the ${other.name} pays ${other.rateText}: ` +
          `${fmt(percentOf(lockable, other.low))}-${fmt(percentOf(lockable, other.high))}).`,
      });
    }
  }
  return lines;
}
