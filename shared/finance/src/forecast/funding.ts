/**
 * Funding schedule: money the owners and others put in, by month. Equity
 * (own money, family and friends, angels, VCs by default) raises the owner
 * investment; loans (lenders by default) raise the other loans. No interest is
 * modelled on these loans: their terms are not part of the input.
 */
import type { ForecastPlan } from './schema/validate';

export interface FundingSchedule {
  readonly equity: bigint[];
  readonly loans: bigint[];
}

export function fundingSchedule(plan: ForecastPlan): FundingSchedule {
  const equity = new Array<bigint>(plan.months).fill(0n);
  const loans = new Array<bigint>(plan.months).fill(0n);
  for (const f of plan.funding) {
    if (f.monthIndex >= plan.months) continue;
    const target = f.kind === 'equity' ? equity : loans;
    target[f.monthIndex] = (target[f.monthIndex] as bigint) + f.amount;
  }
  return { equity, loans };
}
