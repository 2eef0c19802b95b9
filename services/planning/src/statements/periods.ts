/**
 * Periods and dates as statements write them: "January - December 2025", "For the year
 * ended 31 December 2025", "As of December 31, 2025", and month column headers ("Jan 2025",
 * "Jan-25", "2025-01", a date cell read as '2025-01-31').
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const fullYear = (text: string) => {
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
};

export function lastDayOfMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return `${yearMonth}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

export function addMonths(yearMonth: string, count: number): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const serial = y * 12 + (m - 1) + count;
  return `${Math.floor(serial / 12)}-${pad((serial % 12) + 1)}`;
}

/** A column header naming one month → 'YYYY-MM'; null otherwise. */
export function headerMonth(value: string | number | null): string | null {
  if (value === null || typeof value === 'number') return null;
  const text = value.trim().toLowerCase();
  let match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  match = new RegExp(`^(?:\\d{1,2}\\s+)?${MONTH_WORD}[\\s\\-/'’,]*(\\d{4}|\\d{2})$`).exec(text);
  if (match) return `${fullYear(match[2] ?? '')}-${pad(monthIndex(match[1] ?? ''))}`;
  match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return `${match[2]}-${pad(Number(match[1]))}`;
  return null;
}

/** Whether a row's text reads as a period or date line rather than a company name. */
export function looksLikePeriod(text: string): boolean {
  const l = text.toLowerCase();
  return (
    (new RegExp(MONTH_WORD).test(l) && /\b\d{4}\b/.test(l)) ||
    /^(fy\s*)?\d{4}$/.test(l) ||
    /\b(year|period|month|quarter) (ended|ending|to)\b/.test(l) ||
    /^(as (of|at)|for the)\b/.test(l)
  );
}

/** The last month a period line names ('YYYY-MM'), or null. */
export function periodEnd(text: string): string | null {
  const l = text.toLowerCase();
  const iso = [...l.matchAll(/(\d{4})-(\d{2})(?:-\d{2})?/g)].pop();
  if (iso) return `${iso[1]}-${iso[2]}`;
  const months = [...l.matchAll(new RegExp(`\\b${MONTH_WORD}`, 'g'))];
  const years = [...l.matchAll(/\b(\d{4})\b/g)];
  const year = years.pop()?.[1];
  if (!year) return null;
  const last = months.pop();
  if (!last) return /^(fy\s*)?\d{4}$/.test(l) ? `${year}-12` : null;
  return `${year}-${pad(monthIndex(last[1] ?? ''))}`;
}

/** The date a balance-sheet line names ("As of December 31, 2025") → 'YYYY-MM-DD', or null. */
export function statementDate(text: string): string | null {
  const l = text.toLowerCase();
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(l);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const end = periodEnd(text);
  if (!end) return null;
  const dayBefore = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD}`, 'g');
  const dayAfter = new RegExp(`${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\d)`, 'g');
  const before = [...l.matchAll(dayBefore)].pop()?.[1];
  const after = [...l.matchAll(dayAfter)].pop()?.[2];
  const day = Number(after ?? before ?? 0);
  const lastDay = lastDayOfMonth(end);
  if (day < 1 || day > Number(lastDay.slice(8))) return lastDay;
  return `${end}-${pad(day)}`;
}
