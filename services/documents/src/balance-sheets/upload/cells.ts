/** Reading one cell of an uploaded sheet as text, an exact amount or a date. */
import * as XLSX from '@e965/xlsx';
import type { CellValue } from './workbook';

export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return numberText(value);
  return String(value).trim();
}

/**
 * A spreadsheet number as exact decimal text: Excel keeps 15 significant digits, so the
 * double is read at that precision (0.1 + 0.2 → "0.3", not "0.30000000000000004").
 */
export function numberText(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  const text = value.toPrecision(15);
  if (/e/i.test(text)) return String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export type AmountReading =
  | { kind: 'blank' }
  | { kind: 'amount'; text: string; negative: boolean }
  | { kind: 'not-a-number'; text: string };

/**
 * An amount cell: a number, or text such as "1,200.50", "$ 1,200", "₱1,200.50", "(300)"
 * (accounting negative), "-" (nil). The result is unsigned text plus its sign.
 */
export function readAmountCell(value: CellValue): AmountReading {
  if (value === null || value === '') return { kind: 'blank' };
  if (typeof value === 'boolean') return { kind: 'not-a-number', text: String(value) };
  if (typeof value === 'number') {
    const text = numberText(Math.abs(value));
    return { kind: 'amount', text, negative: value < 0 && text !== '0' };
  }
  const raw = value.trim();
  if (raw === '') return { kind: 'blank' };
  if (/^[-–—]$/.test(raw)) return { kind: 'amount', text: '0', negative: false };
  let text = raw
    .replace(/[\s,]/g, '')
    .replace(/^[A-Z]{3}/i, '')
    .replace(/[$£€₱¥]/g, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = true;
    text = bracketed[1] ?? '';
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text))
    return { kind: 'not-a-number', text: raw };
  if (text.startsWith('.')) text = `0${text}`;
  return { kind: 'amount', text, negative: negative && !/^0+(\.0+)?$/.test(text) };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function monthOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower.length < 3) return 0;
  return MONTHS.findIndex((name) => name.startsWith(lower)) + 1;
}

/**
 * A date cell: an Excel serial number (1900 system), ISO text (2025-12-31) or written out
 * (31 December 2025, December 31, 2025, Dec 31 2025). Day/month order in 31/12/2025 is
 * ambiguous, so slashed dates are not guessed. Null when it is none of these.
 */
export function readDateCell(value: CellValue): string | null {
  if (typeof value === 'number') {
    if (value < 1 || value > 2958465) return null;
    const parsed = XLSX.SSF.parse_date_code(value);
    return parsed ? isoDate(parsed.y, parsed.m, parsed.d) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let match = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /\b(\d{1,2}) ([A-Za-z]+)\.? (\d{4})\b/.exec(text);
  if (match && monthOf(match[2] ?? '')) {
    return isoDate(Number(match[3]), monthOf(match[2] ?? ''), Number(match[1]));
  }
  match = /\b([A-Za-z]+)\.? (\d{1,2}) (\d{4})\b/.exec(text);
  if (match && monthOf(match[1] ?? '')) {
    return isoDate(Number(match[3]), monthOf(match[1] ?? ''), Number(match[2]));
  }
  return null;
}
