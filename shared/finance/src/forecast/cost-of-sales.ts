/**
 * Cost of sales schedule. A product with a unit cost costs
 *   round_half_up(product revenue × unit cost / price)
 * in a month; the rest of the month's sales cost the business's ratio:
 * last year's cost of sales / last year's revenue (existing business) or
 * cost_of_sales_percent (new business, default 0), rounded half-up.
 */
import { pow10 } from '../money/currency';
import { divRoundHalfUp } from '../money/decimal';
import type { RevenueSchedule } from './revenue';
import type { ForecastPlan } from './schema/validate';

export interface CostOfSalesSchedule {
  readonly total: bigint[];
  readonly basis: string;
}

/** The ratio applied to sales without a unit cost, as numerator / denominator. */
function costRatio(plan: ForecastPlan): { num: bigint; den: bigint; text: string } {
  if (plan.businessType === 'existing' && plan.lastYear) {
    const { revenue, costOfSales } = plan.lastYear;
    if (revenue === 0n) return { num: 0n, den: 1n, text: '0% (no revenue last year)' };
    return {
      num: costOfSales,
      den: revenue,
      text: "last year's cost of sales / last year's revenue",
    };
  }
  const pct = plan.costOfSalesPercent;
  return {
    num: pct.coef,
    den: 100n * pow10(pct.scale),
    text: `${pct.coef === 0n ? '0' : 'cost_of_sales_percent'} of sales`,
  };
}

export function costOfSalesSchedule(
  plan: ForecastPlan,
  revenue: RevenueSchedule,
): CostOfSalesSchedule {
  const ratio = costRatio(plan);
  const costed = plan.products
    .map((p, i) => ({ p, row: revenue.byProduct[i] }))
    .filter((x) => x.p.unitCost !== null && x.p.price > 0n && x.row);
  const total = new Array<bigint>(plan.months).fill(0n);
  for (let m = 0; m < plan.months; m += 1) {
    let rest = revenue.total[m] as bigint;
    let cost = 0n;
    for (const { p, row } of costed) {
      const sales = row?.revenue[m] ?? 0n;
      cost += divRoundHalfUp(sales * (p.unitCost as bigint), p.price);
      rest -= sales;
    }
    total[m] = cost + divRoundHalfUp(rest * ratio.num, ratio.den);
  }
  return {
    total,
    basis:
      (costed.length > 0 ? 'Unit cost / price × sales for products with a unit cost; ' : '') +
      `sales × ${ratio.text} otherwise.`,
  };
}
