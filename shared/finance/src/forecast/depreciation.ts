/**
 * Depreciation schedule, straight-line in whole months (see
 * depreciation/straight-line.ts): assets of the opening balance sheet go on
 * from their months of use; each purchase is paid and capitalised in its
 * month and depreciates from that month: month k of its life (k = 1 in the
 * purchase month) costs round(cost × k / N) − round(cost × (k − 1) / N).
 */
import { monthlyDepreciation } from '../depreciation/straight-line';
import type { ForecastPlan } from './schema/validate';

export interface AssetDepreciation {
  readonly name: string;
  readonly cost: bigint;
  /** Index of the purchase month, or null for an asset of the opening balance sheet. */
  readonly monthIndex: number | null;
  /** Useful life in months; null for land. */
  readonly lifeMonths: number | null;
  /** Depreciation charged during the forecast. */
  readonly charged: bigint;
}

export interface DepreciationSchedule {
  /** Depreciation expense per month. */
  readonly total: bigint[];
  /** Purchases paid and capitalised per month. */
  readonly additions: bigint[];
  readonly assets: AssetDepreciation[];
}

export function depreciationSchedule(plan: ForecastPlan): DepreciationSchedule {
  const total = new Array<bigint>(plan.months).fill(0n);
  const additions = new Array<bigint>(plan.months).fill(0n);
  const assets: AssetDepreciation[] = [];
  for (const asset of plan.opening.fixedAssets) {
    let charged = 0n;
    if (asset.lifeMonths !== null && asset.monthsUsed < asset.lifeMonths) {
      const left = Math.min(plan.months, asset.lifeMonths - asset.monthsUsed);
      for (let m = 0; m < left; m += 1) {
        const d = monthlyDepreciation(asset.cost, asset.lifeMonths, asset.monthsUsed + m + 1);
        total[m] = (total[m] as bigint) + d;
        charged += d;
      }
    }
    assets.push({
      name: asset.label || 'Equipment',
      cost: asset.cost,
      monthIndex: null,
      lifeMonths: asset.lifeMonths,
      charged,
    });
  }
  for (const purchase of plan.purchases) {
    let charged = 0n;
    if (purchase.monthIndex < plan.months) {
      additions[purchase.monthIndex] = (additions[purchase.monthIndex] as bigint) + purchase.amount;
      const end = Math.min(plan.months, purchase.monthIndex + purchase.lifeMonths);
      for (let m = purchase.monthIndex; m < end; m += 1) {
        const d = monthlyDepreciation(
          purchase.amount,
          purchase.lifeMonths,
          m - purchase.monthIndex + 1,
        );
        total[m] = (total[m] as bigint) + d;
        charged += d;
      }
    }
    assets.push({
      name: purchase.name,
      cost: purchase.amount,
      monthIndex: purchase.monthIndex,
      lifeMonths: purchase.lifeMonths,
      charged,
    });
  }
  return { total, additions, assets };
}
