/**
 * The spec's financing solutions (section 9), as exact rates.
 * Interest conventions (README): a credit line costs 4.5% per 90 days,
 * pro-rated by the days of the month (4.5% × days / 90 on the balance owed at
 * the start of the month); a working-capital loan costs 3% of the balance owed
 * at the start of each month. Time deposits are quoted per annum.
 */
import type { Decimal } from '../money/decimal';

export type LoanSolution = 'credit_line' | 'working_capital_loan';
export type DepositSolution = 'time_deposit_first_bank' | 'time_deposit_second_bank';

export interface LoanTerms {
  readonly key: LoanSolution;
  readonly name: string;
  /** Rate in percent per `perDays` days, or per month when perDays is null. */
  readonly ratePercent: Decimal;
  readonly perDays: number | null;
  readonly rateText: string;
}

export const CREDIT_LINE: LoanTerms = {
  key: 'credit_line',
  name: 'credit line',
  ratePercent: { coef: 45n, scale: 1 },
  perDays: 90,
  rateText: '4.5% per 90 days',
};

export const WORKING_CAPITAL_LOAN: LoanTerms = {
  key: 'working_capital_loan',
  name: 'working-capital loan',
  ratePercent: { coef: 3n, scale: 0 },
  perDays: null,
  rateText: '3% per month',
};

export interface DepositTerms {
  readonly key: DepositSolution;
  readonly name: string;
  /** Per annum, percent. */
  readonly low: Decimal;
  readonly high: Decimal;
  readonly rateText: string;
}

export const TIME_DEPOSITS: readonly DepositTerms[] = [
  {
    key: 'time_deposit_first_bank',
    name: 'time deposit (first bank)',
    low: { coef: 625n, scale: 3 },
    high: { coef: 1250n, scale: 3 },
    rateText: '0.625%-1.250% per annum',
  },
  {
    key: 'time_deposit_second_bank',
    name: 'time deposit (second bank)',
    low: { coef: 25n, scale: 2 },
    high: { coef: 75n, scale: 2 },
    rateText: '0.25%-0.75% per annum',
  },
];

/**
 * Interest for one month on `balance` as numerator/denominator of the exact
 * rate: credit line balance × 4.5 × days / (100 × 90); loan balance × 3 / 100.
 */
export function monthlyRate(terms: LoanTerms, days: number): { num: bigint; den: bigint } {
  const scale = 10n ** BigInt(terms.ratePercent.scale);
  if (terms.perDays === null) return { num: terms.ratePercent.coef, den: 100n * scale };
  return {
    num: terms.ratePercent.coef * BigInt(days),
    den: 100n * scale * BigInt(terms.perDays),
  };
}
