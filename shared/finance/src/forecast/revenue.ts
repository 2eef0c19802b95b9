/**
 * Revenue schedule.
 * Existing business: the sales of forecast year y (y = 1, 2…) are
 *   last year's revenue × (1 + growth)^y, rounded half-up to the cent,
 * spread over the year's months by last year's monthly revenues when given
 * (seasonality), evenly otherwise, by the largest-remainder method so the
 * months add up to the year exactly. Each month is split among the products
 * by their share of sales (equal shares by default); units = revenue / price.
 * New business: each product sells price × units in year 1 (half-up), grown by
 * (1 + growth) each later year, spread evenly over the months.
 */
import { allocateByWeights, allocateEvenly } from '../money/allocate';
import { pow10 } from '../money/currency';
import { divRoundHalfUp } from '../money/decimal';
import type { ForecastPlan } from './schema/validate';

export interface ProductRevenue {
  readonly name: string;
  readonly price: bigint;
  /** Revenue per month, minor units. */
  readonly revenue: bigint[];
  /** Units per month (display figure, 2 decimals). */
  readonly units: number[];
}

export interface RevenueSchedule {
  /** Revenue per month, minor units. */
  readonly total: bigint[];
  /** Sales target of each forecast year (12-month blocks from the start). */
  readonly yearTargets: bigint[];
  readonly byProduct: ProductRevenue[];
  /** How the figures were made, for the reader. */
  readonly basis: string;
}

/** amount × ((100 + g) / 100)^years, rounded half-up once. */
export function grow(amount: bigint, growthPercent: number, years: number): bigint {
  if (years === 0) return amount;
  const factor = BigInt(100 + growthPercent) ** BigInt(years);
  return divRoundHalfUp(amount * factor, 100n ** BigInt(years));
}

function unitsOf(revenue: bigint, price: bigint): number {
  if (price === 0n) return 0;
  return Number(divRoundHalfUp(revenue * 100n, price)) / 100;
}

export function revenueSchedule(plan: ForecastPlan): RevenueSchedule {
  const years = Math.ceil(plan.months / 12);
  const total = new Array<bigint>(plan.months).fill(0n);
  const yearTargets: bigint[] = [];

  if (plan.businessType === 'new') {
    const byProduct: ProductRevenue[] = plan.products.map((p) => ({
      name: p.name,
      price: p.price,
      revenue: new Array<bigint>(plan.months).fill(0n),
      units: new Array<number>(plan.months).fill(0),
    }));
    for (let y = 0; y < years; y += 1) yearTargets.push(0n);
    plan.products.forEach((p, index) => {
      const row = byProduct[index] as ProductRevenue;
      // price (minor units) × units (exact decimal), rounded half-up to the minor unit
      const units = p.units ?? { coef: 0n, scale: 0 };
      const yearOne = divRoundHalfUp(units.coef * p.price, pow10(units.scale));
      for (let y = 0; y < years; y += 1) {
        const annual = grow(yearOne, plan.growthPercent, y);
        yearTargets[y] = (yearTargets[y] as bigint) + annual;
        const months = allocateEvenly(annual, 12);
        for (let k = 0; k < 12; k += 1) {
          const m = y * 12 + k;
          if (m >= plan.months) break;
          const value = months[k] as bigint;
          row.revenue[m] = value;
          row.units[m] = unitsOf(value, p.price);
          total[m] = (total[m] as bigint) + value;
        }
      }
    });
    return {
      total,
      yearTargets,
      byProduct,
      basis: `Each product sells price × units in year 1, grown ${plan.growthPercent}% a year after, spread evenly over the months.`,
    };
  }

  const lastYear = plan.lastYear;
  const base = lastYear?.revenue ?? 0n;
  const weights = lastYear?.monthly ?? null;
  for (let y = 0; y < years; y += 1) {
    const target = grow(base, plan.growthPercent, y + 1);
    yearTargets.push(target);
    const months = weights ? allocateByWeights(target, weights) : allocateEvenly(target, 12);
    for (let k = 0; k < 12; k += 1) {
      const m = y * 12 + k;
      if (m >= plan.months) break;
      total[m] = months[k] as bigint;
    }
  }

  const byProduct: ProductRevenue[] = plan.products.map((p) => ({
    name: p.name,
    price: p.price,
    revenue: new Array<bigint>(plan.months).fill(0n),
    units: new Array<number>(plan.months).fill(0),
  }));
  if (plan.products.length > 0) {
    const shareScale = Math.max(0, ...plan.products.map((p) => p.share?.scale ?? 0));
    const productWeights = plan.products.map((p) =>
      p.share ? p.share.coef * pow10(shareScale - p.share.scale) : 1n,
    );
    for (let m = 0; m < plan.months; m += 1) {
      const parts = allocateByWeights(total[m] as bigint, productWeights);
      for (let i = 0; i < parts.length; i += 1) {
        const row = byProduct[i] as ProductRevenue;
        const value = parts[i] as bigint;
        row.revenue[m] = value;
        row.units[m] = unitsOf(value, row.price);
      }
    }
  }
  return {
    total,
    yearTargets,
    byProduct,
    basis:
      `Last year's revenue × (1 + ${plan.growthPercent}%) per year, ` +
      (weights ? "spread by last year's monthly revenues" : 'spread evenly over the months') +
      (plan.products.length > 0
        ? plan.products.some((p) => p.share)
          ? ', split among products by their share of sales.'
          : ', split equally among the products.'
        : '.'),
  };
}
