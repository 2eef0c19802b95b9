/**
 * A what-if as a change of the forecast's own input: the engine then recomputes every
 * statement exactly as the server did, so the what-if and the saved plan differ only by the
 * changes the owner made. Amounts are scaled as exact decimals, never through floats.
 */
import type { ForecastInput, GrowthRatePercent } from '@fina/finance';
import { divRoundHalfUp, fixedDecimal, GROWTH_RATE_OPTIONS, readDecimal } from '@fina/finance';
import type { ScenarioBody } from '@fina/contract';

/** What the owner moves: a saved scenario without its name. */
export type WhatIfSettings = Omit<ScenarioBody, 'name'>;

const DEFAULT_DAYS_TO_COLLECT = 30;

/** The growth rates an existing business's forecast accepts (the spec's options). */
export const EXISTING_GROWTH_OPTIONS: readonly GrowthRatePercent[] = GROWTH_RATE_OPTIONS;

/** '20%', 20 or '20' → 20; null when unreadable. */
function readPercent(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const n = Number(String(value).trim().replace(/%$/, ''));
  return Number.isFinite(n) ? n : null;
}

/** The nearest of the spec's growth options (a saved scenario may hold any percent). */
export function nearestGrowthOption(percent: number): GrowthRatePercent {
  return EXISTING_GROWTH_OPTIONS.reduce((best, option) =>
    Math.abs(option - percent) < Math.abs(best - percent) ? option : best,
  );
}

/**
 * The settings that reproduce the saved plan. Growth means the growth rate over last year for
 * an existing business, and the change in units sold over the plan for a new one (its growth
 * rate only applies after the first year, outside a 12-month forecast), so 0 is the plan.
 */
export function planSettings(input: ForecastInput): WhatIfSettings {
  const existing = input.business_type === 'existing';
  return {
    growth_rate: existing ? (readPercent(input.growth_rate) ?? 10) : 0,
    price_change_percent: 0,
    days_to_collect: input.payment_terms?.days_to_collect ?? DEFAULT_DAYS_TO_COLLECT,
    hire_start_shift_months: 0,
  };
}

/** value × (100 + percent) / 100, exact, half-up to 2 decimals, as text. */
export function scaleByPercent(value: unknown, percent: number): string | undefined {
  const read = readDecimal(value);
  if (!read.ok) return undefined;
  const { coef, scale } = read.value;
  const factor = BigInt(100 + Math.round(percent));
  const hundredths = divRoundHalfUp(coef * factor * 100n, 10n ** BigInt(scale) * 100n);
  return fixedDecimal(hundredths, 2);
}

function scaled<T>(value: T, percent: number): T | string {
  if (percent === 0 || value === undefined || value === null || value === '') return value;
  return scaleByPercent(value, percent) ?? value;
}

/** 'YYYY-MM' ↔ a month count, for moving hires. */
const toSerial = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromSerial = (serial: number) =>
  `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;

const MONTH_WORDS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** A hire's month ('2026-04', 'April', 4) → its month count, as the engine reads it. */
export function hireSerial(month: string | number, startMonth: string): number | null {
  const start = toSerial(startMonth);
  if (typeof month === 'string' && /^\d{4}-\d{2}$/.test(month.trim()))
    return toSerial(month.trim());
  const text = String(month).trim();
  const wordIndex = MONTH_WORDS.indexOf(text.slice(0, 3).toLowerCase() as never);
  const monthOfYear =
    typeof month === 'number' || /^\d{1,2}$/.test(text)
      ? Number(month)
      : wordIndex >= 0
        ? wordIndex + 1
        : null;
  if (monthOfYear === null || monthOfYear < 1 || monthOfYear > 12) return null;
  return start + ((monthOfYear - 1 - (start % 12) + 12) % 12);
}

/** The forecast input with the what-if applied (the input itself is left as it was). */
export function applyWhatIf(input: ForecastInput, settings: WhatIfSettings): ForecastInput {
  const next = JSON.parse(JSON.stringify(input)) as ForecastInput;
  const existing = next.business_type === 'existing';
  const price = settings.price_change_percent;

  if (existing) {
    next.growth_rate = `${nearestGrowthOption(settings.growth_rate)}%`;
    // A price change with the same volume: sales move by the same percent, costs per unit stay
    // (cost of sales stays in money, so its share of sales follows).
    if (next.last_year && price !== 0) {
      next.last_year = {
        ...next.last_year,
        revenue: scaled(next.last_year.revenue, price),
        monthly_revenues: next.last_year.monthly_revenues?.map((v) => scaled(v, price)),
      };
    }
  } else if (settings.growth_rate !== 0) {
    next.products = next.products?.map((p) => ({
      ...p,
      units: scaled(p.units, settings.growth_rate),
    }));
  }
  if (price !== 0) {
    next.products = next.products?.map((p) => ({ ...p, price: scaled(p.price, price) }));
  }
  next.payment_terms = { ...next.payment_terms, days_to_collect: settings.days_to_collect };

  const shift = settings.hire_start_shift_months;
  if (shift !== 0 && next.hires?.length) {
    const start = toSerial(next.start_month);
    const end = start + (next.months ?? 12);
    next.hires = next.hires.flatMap((hire) => {
      const serial = hireSerial(hire.month, next.start_month);
      if (serial === null) return [hire];
      const moved = Math.max(serial + shift, start);
      // Moved past the forecast's end: not paid within it.
      return moved >= end ? [] : [{ ...hire, month: fromSerial(moved) }];
    });
  }
  return next;
}

export function sameSettings(a: WhatIfSettings, b: WhatIfSettings): boolean {
  return (
    a.growth_rate === b.growth_rate &&
    a.price_change_percent === b.price_change_percent &&
    a.days_to_collect === b.days_to_collect &&
    a.hire_start_shift_months === b.hire_start_shift_months
  );
}
