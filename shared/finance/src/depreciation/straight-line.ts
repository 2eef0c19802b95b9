/**
 * Straight-line depreciation in whole months, exact to the cent: after k
 * months of an N-month life the accumulated depreciation is
 * round_half_up(cost × min(k, N) / N), and a month's charge is the difference
 * between two such figures. The charges add up to the cost exactly.
 */
import { divRoundHalfUp } from '../money/decimal';

/** Accumulated depreciation after `monthsUsed` months of a `lifeMonths` life (null life: land, none). */
export function accumulatedDepreciation(
  cost: bigint,
  lifeMonths: number | null,
  monthsUsed: number,
): bigint {
  if (lifeMonths === null || monthsUsed <= 0) return 0n;
  const k = Math.min(monthsUsed, lifeMonths);
  return divRoundHalfUp(cost * BigInt(k), BigInt(lifeMonths));
}

/** The charge for month number `monthOfLife` (1 = the first month of use). */
export function monthlyDepreciation(
  cost: bigint,
  lifeMonths: number | null,
  monthOfLife: number,
): bigint {
  return (
    accumulatedDepreciation(cost, lifeMonths, monthOfLife) -
    accumulatedDepreciation(cost, lifeMonths, monthOfLife - 1)
  );
}

/**
 * Useful life by kind of asset, when the balance-sheet row gives none
 * (documented in the README): land is not depreciated; buildings 20 years;
 * computers 3; vehicles 5; furniture 7; other equipment 5.
 */
export const DEFAULT_USEFUL_LIFE_YEARS: readonly { pattern: RegExp; years: number | null }[] = [
  { pattern: /\bland\b|\blot\b/i, years: null },
  { pattern: /build|house|office|warehouse|store|shop|premises/i, years: 20 },
  { pattern: /computer|laptop|\bit\b|server|phone/i, years: 3 },
  { pattern: /vehicle|\bcar\b|truck|van|motor/i, years: 5 },
  { pattern: /furniture|fixture/i, years: 7 },
];

export const OTHER_EQUIPMENT_LIFE_YEARS = 5;

/** Useful life in years for an asset type text, from the table above; null means land. */
export function defaultUsefulLifeYears(type: string): number | null {
  for (const entry of DEFAULT_USEFUL_LIFE_YEARS) {
    if (entry.pattern.test(type)) return entry.years;
  }
  return OTHER_EQUIPMENT_LIFE_YEARS;
}
