/** Calendar helpers of the actuals screens: dates as 'YYYY-MM-DD', months as 'YYYY-MM'. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the user's own calendar (not UTC). */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** '2026-01' + 1 → '2026-02'; '2026-01' - 1 → '2025-12'. */
export function shiftMonth(month: string, by: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const date = new Date(year, m - 1 + by, 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** First and last day of a month, for from/to queries. */
export function monthRange(month: string): { from: string; to: string } {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const last = new Date(year, m, 0).getDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** '2026-03' → 'March 2026' in the user's locale. */
export function monthLabel(month: string): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(
    new Date(year, m - 1, 1),
  );
}

/** '2026-03-01' → 'Mar 1, 2026' in the user's locale. */
export function shortDate(iso: string): string {
  const [year = 1970, m = 1, day = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
    new Date(year, m - 1, day),
  );
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, m = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(year, m - 1, day);
  return date.getFullYear() === year && date.getMonth() === m - 1 && date.getDate() === day;
}
