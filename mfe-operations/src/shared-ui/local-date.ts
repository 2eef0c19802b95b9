/** Dates as the user's own calendar sees them ('YYYY-MM-DD'), not UTC. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return localIsoDate(new Date(year, month - 1, day + days));
}

/** '2026-03-01' → 'Mar 1, 2026' in the user's locale; '—' when there is no date. */
export function displayDate(iso: string | null): string {
  if (!iso) return '—';
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
    new Date(year, month - 1, day),
  );
}
