/**
 * Financing schedule: keeps cash at or above the minimum buffer.
 * Each month, in this order:
 *   1. interest on what is owed at the start of the month is paid
 *      (see solutions.ts; each draw's interest is rounded half-up on its own
 *      balance, so every draw knows exactly what it cost);
 *   2. cash before financing = opening cash + the month's cash flow − interest;
 *   3. below the buffer: draw the cheapest facility first (the one with the
 *      lower rate for the coming month: the credit line unless its limit is
 *      used), then the next, at month end;
 *      above the buffer with debt owed: repay the dearest debt first
 *      (working-capital loan, then credit line), oldest draw first, down to the buffer.
 */
import { daysInMonth } from '../calendar/month';
import { divRoundHalfUp } from '../money/decimal';
import type { LoanSolution, LoanTerms } from './solutions';
import { CREDIT_LINE, monthlyRate, WORKING_CAPITAL_LOAN } from './solutions';

export interface FinancingParams {
  readonly minimumCash: bigint;
  /** null: no limit. */
  readonly creditLineLimit: bigint | null;
  readonly workingCapitalLoanLimit: bigint | null;
}

export interface Draw {
  readonly facility: LoanSolution;
  readonly monthIndex: number;
  readonly amount: bigint;
  outstanding: bigint;
  /** Interest this draw cost during the forecast. */
  interest: bigint;
  /** Month it was repaid in full, or null. */
  repaidIndex: number | null;
}

export interface FacilityMonth {
  interest: bigint;
  drawn: bigint;
  repaid: bigint;
  /** Balance owed at month end. */
  balance: bigint;
}

export interface FinancingSchedule {
  readonly creditLine: FacilityMonth[];
  readonly workingCapitalLoan: FacilityMonth[];
  /** Interest paid per month (both facilities). */
  readonly interest: bigint[];
  /** Cash after the month's flows and interest, before draws and repayments. */
  readonly cashBeforeFinancing: bigint[];
  readonly closingCash: bigint[];
  /** Shortfall against the buffer that the limits left uncovered. */
  readonly uncovered: bigint[];
  readonly draws: Draw[];
  readonly params: FinancingParams;
}

interface Facility {
  terms: LoanTerms;
  limit: bigint | null;
  draws: Draw[];
  balance: bigint;
  months: FacilityMonth[];
}

function interestFor(facility: Facility, days: number): bigint {
  const rate = monthlyRate(facility.terms, days);
  let total = 0n;
  for (const draw of facility.draws) {
    if (draw.outstanding === 0n) continue;
    const i = divRoundHalfUp(draw.outstanding * rate.num, rate.den);
    draw.interest += i;
    total += i;
  }
  return total;
}

function repay(facility: Facility, amount: bigint, monthIndex: number): bigint {
  let left = amount;
  for (const draw of facility.draws) {
    if (left === 0n) break;
    if (draw.outstanding === 0n) continue;
    const pay = draw.outstanding < left ? draw.outstanding : left;
    draw.outstanding -= pay;
    left -= pay;
    if (draw.outstanding === 0n) draw.repaidIndex = monthIndex;
  }
  const paid = amount - left;
  facility.balance -= paid;
  return paid;
}

/** Cost in rate terms for the coming month, to rank the facilities (cheapest first). */
function costRank(terms: LoanTerms, days: number): { num: bigint; den: bigint } {
  return monthlyRate(terms, days);
}

export function financingSchedule(args: {
  start: number;
  months: number;
  openingCash: bigint;
  /** Cash flow of each month before interest and financing. */
  flows: readonly bigint[];
  params: FinancingParams;
}): FinancingSchedule {
  const { start, months, params } = args;
  const cl: Facility = {
    terms: CREDIT_LINE,
    limit: params.creditLineLimit,
    draws: [],
    balance: 0n,
    months: [],
  };
  const wc: Facility = {
    terms: WORKING_CAPITAL_LOAN,
    limit: params.workingCapitalLoanLimit,
    draws: [],
    balance: 0n,
    months: [],
  };
  const interest: bigint[] = [];
  const before: bigint[] = [];
  const closing: bigint[] = [];
  const uncovered: bigint[] = [];
  const allDraws: Draw[] = [];
  let cash = args.openingCash;

  for (let m = 0; m < months; m += 1) {
    const days = daysInMonth(start + m);
    const iCl = interestFor(cl, days);
    const iWc = interestFor(wc, days);
    const pre = cash + (args.flows[m] as bigint) - iCl - iWc;
    const month = {
      cl: { interest: iCl, drawn: 0n, repaid: 0n, balance: 0n },
      wc: { interest: iWc, drawn: 0n, repaid: 0n, balance: 0n },
    };
    let post = pre;
    let short = 0n;
    if (pre < params.minimumCash) {
      let need = params.minimumCash - pre;
      const nextDays = daysInMonth(start + m + 1);
      const ranked = [cl, wc].sort((a, b) => {
        const x = costRank(a.terms, nextDays);
        const y = costRank(b.terms, nextDays);
        const diff = x.num * y.den - y.num * x.den;
        return diff < 0n ? -1 : diff > 0n ? 1 : 0;
      });
      for (const facility of ranked) {
        if (need === 0n) break;
        const room = facility.limit === null ? need : facility.limit - facility.balance;
        const amount = room < need ? room : need;
        if (amount <= 0n) continue;
        const draw: Draw = {
          facility: facility.terms.key,
          monthIndex: m,
          amount,
          outstanding: amount,
          interest: 0n,
          repaidIndex: null,
        };
        facility.draws.push(draw);
        allDraws.push(draw);
        facility.balance += amount;
        (facility === cl ? month.cl : month.wc).drawn += amount;
        need -= amount;
        post += amount;
      }
      short = need;
    } else if (pre > params.minimumCash && cl.balance + wc.balance > 0n) {
      let room = pre - params.minimumCash;
      // dearest first: the working-capital loan (3% a month) before the credit line
      for (const facility of [wc, cl]) {
        if (room === 0n || facility.balance === 0n) continue;
        const paid = repay(facility, room < facility.balance ? room : facility.balance, m);
        (facility === cl ? month.cl : month.wc).repaid += paid;
        room -= paid;
        post -= paid;
      }
    }
    month.cl.balance = cl.balance;
    month.wc.balance = wc.balance;
    cl.months.push(month.cl);
    wc.months.push(month.wc);
    interest.push(iCl + iWc);
    before.push(pre);
    closing.push(post);
    uncovered.push(short);
    cash = post;
  }
  return {
    creditLine: cl.months,
    workingCapitalLoan: wc.months,
    interest,
    cashBeforeFinancing: before,
    closingCash: closing,
    uncovered,
    draws: allDraws,
    params,
  };
}
