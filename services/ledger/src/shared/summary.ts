/** Per-day totals of a month's records, and the month's total, exactly. */
import type { Currency } from '@fina/finance';
import { minorToText, numericToMinor } from './money';

export interface DaySummary {
  days: { date: string; total: string; count: number }[];
  total: string;
  count: number;
}

export function daySummary(
  rows: readonly { date: string; amount: string }[],
  currency: Currency,
): DaySummary {
  const byDay = new Map<string, { total: bigint; count: number }>();
  let total = 0n;
  for (const row of rows) {
    const amount = numericToMinor(row.amount, currency);
    const day = byDay.get(row.date) ?? { total: 0n, count: 0 };
    day.total += amount;
    day.count += 1;
    byDay.set(row.date, day);
    total += amount;
  }
  return {
    days: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({ date, total: minorToText(day.total, currency), count: day.count })),
    total: minorToText(total, currency),
    count: rows.length,
  };
}
