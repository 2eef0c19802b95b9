/**
 * Months as serial numbers (year × 12 + month − 1) so that adding months is
 * integer arithmetic; dates as ISO text 'YYYY-MM-DD'. No time zones involved.
 */

import type { MonthName } from '@fina/contract/core';
import { MONTH_NAMES } from '@fina/contract/core';

// The month list is the contract's (one list for labels, the engine and the analyst).
export { MONTH_NAMES };
export type { MonthName };

const YEAR_MONTH_RE = /^(\d{4})-(\d{2})$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Serial of a year and month (1-12). */
export function monthSerial(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export function serialYear(serial: number): number {
  return Math.floor(serial / 12);
}

/** Month of the year, 1-12. */
export function serialMonth(serial: number): number {
  return (serial % 12) + 1;
}

/** Reads 'YYYY-MM' (years 1900-2999); null when it is not a real month. */
export function parseYearMonth(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = YEAR_MONTH_RE.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return null;
  return monthSerial(year, month);
}

/** 'YYYY-MM' of a serial. */
export function formatYearMonth(serial: number): string {
  return `${serialYear(serial)}-${String(serialMonth(serial)).padStart(2, '0')}`;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(serial: number): number {
  const month = serialMonth(serial);
  if (month === 2 && isLeap(serialYear(serial))) return 29;
  return DAYS[month - 1] as number;
}

/** 'YYYY-MM-DD' of a day in a month. */
export function isoDate(serial: number, day: number): string {
  return `${formatYearMonth(serial)}-${String(day).padStart(2, '0')}`;
}

/** The month's last day as 'YYYY-MM-DD' (chart labels and budget dates). */
export function monthEndDate(serial: number): string {
  return isoDate(serial, daysInMonth(serial));
}

/** Reads 'YYYY-MM-DD' and checks the day exists; null otherwise. */
export function parseIsoDate(text: unknown): { serial: number; day: number } | null {
  if (typeof text !== 'string') return null;
  const m = ISO_DATE_RE.exec(text.trim());
  if (!m) return null;
  const serial = parseYearMonth(`${m[1]}-${m[2]}`);
  if (serial === null) return null;
  const day = Number(m[3]);
  if (day < 1 || day > daysInMonth(serial)) return null;
  return { serial, day };
}

/**
 * Reads a month of the year: 'January', 'jan', 'Sept', 1-12 or '1'-'12'.
 * Returns 1-12, or null when it names no month.
 */
export function parseMonthOfYear(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= 12 ? n : null;
  }
  if (text.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => {
    const lower = name.toLowerCase();
    return lower === text || (lower.startsWith(text) && text.length >= 3);
  });
  return index >= 0 ? index + 1 : null;
}
