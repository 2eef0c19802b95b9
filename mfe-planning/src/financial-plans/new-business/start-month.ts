/**
 * The first month of a new business's 12. A plan made today starts next month (never a
 * January already past); the owner may pick this month or any of the next 12 instead.
 */
const LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function yearMonth(year: number, monthIndex: number): string {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' of the month after today. */
export function nextMonth(today: Date): string {
  return yearMonth(today.getUTCFullYear(), today.getUTCMonth() + 1);
}

/** 'December 2026' for '2026-12'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return LABEL.format(new Date(Date.UTC(year, number - 1, 1)));
}

/** This month and the 12 after it, as the select offers them. */
export function startMonthOptions(today: Date): { value: string; label: string }[] {
  return Array.from({ length: 13 }, (_, offset) => {
    const value = yearMonth(today.getUTCFullYear(), today.getUTCMonth() + offset);
    return { value, label: monthLabel(value) };
  });
}
