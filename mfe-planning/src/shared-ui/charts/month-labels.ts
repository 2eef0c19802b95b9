const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'YYYY-MM' → its last day as 'YYYY-MM-DD' (calendar arithmetic, no time zone involved). */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * The spec's chart label: short month plus the month's last day ('Jan 31', 'Feb 28').
 * Accepts a month-end date ('2026-01-31') or a month ('2026-01').
 */
export function monthEndLabel(dateOrMonth: string): string {
  const date = dateOrMonth.length === 7 ? lastDayOfMonth(dateOrMonth) : dateOrMonth;
  const monthIndex = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8, 10));
  return `${SHORT_MONTHS[monthIndex] ?? '?'} ${day}`;
}

/** 'YYYY-MM' (or a date) → 'March 2026', for sentences. */
export function monthYearLabel(dateOrMonth: string): string {
  const monthIndex = Number(dateOrMonth.slice(5, 7)) - 1;
  const long = new Date(Date.UTC(2000, monthIndex, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${long} ${dateOrMonth.slice(0, 4)}`;
}
