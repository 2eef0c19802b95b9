/** Calendar months written 'YYYY-MM'. */
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function assertMonth(month: string, name: string): void {
  if (!MONTH_RE.test(month))
    throw new RangeError(`${name} must be written YYYY-MM (got ${month}).`);
}

export function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included (empty when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}
