/** Number styles read from Excel number formats, and display of exact decimals. */
import type { Dec } from './decimal';
import { decAbs, decSign, decToFixed, decScale } from './decimal';

export interface NumberStyle {
  kind: 'money' | 'percent' | 'number';
  /** decimals shown by the cell format */
  decimals: number;
  /** currency symbol or code, for money */
  symbol?: string;
  /** symbol written after the number (1.234,00 €) */
  symbolAfter?: boolean;
}

export const PLAIN: NumberStyle = { kind: 'number', decimals: 0 };
/** A share in points, to 2 decimals (the engine's one way of showing a percentage). */
export const PERCENT: NumberStyle = { kind: 'percent', decimals: 2 };

const SYMBOLS = ['$', '€', '£', '¥', '₱', '₹', '₩', '₽', '₺', '₦', '₴', '₫', '฿'];
const CODES = /\b(USD|EUR|GBP|PHP|MXN|JPY|CAD|AUD|CHF|INR|CNY|SGD|HKD|NZD|ZAR)\b/;

const cache = new Map<string, NumberStyle>();

/** Reads an Excel number format ("$#,##0.00", "0.0%", '_("$"* #,##0_)'). */
export function styleFromFormat(fmt: string | undefined): NumberStyle {
  if (!fmt || fmt === 'General' || fmt === '@') return PLAIN;
  const hit = cache.get(fmt);
  if (hit) return hit;
  const style = parseFormat(fmt);
  if (cache.size < 500) cache.set(fmt, style);
  return style;
}

function parseFormat(fmt: string): NumberStyle {
  // first section only (positive numbers)
  let section = '';
  let inQuote = false;
  for (const ch of fmt) {
    if (ch === '"') inQuote = !inQuote;
    if (ch === ';' && !inQuote) break;
    section += ch;
  }
  let symbol: string | undefined;
  const bracket = /\[\$([^\]-]*)(?:-[^\]]*)?\]/.exec(section);
  if (bracket && bracket[1]) symbol = bracket[1];
  const plain = section
    .replace(/\[[^\]]*\]/g, '')
    .replace(/"([^"]*)"/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/_./g, '');
  // a dollar named by its country ("S$", "NZ$", "HK$", "US$") is shown as written, never as "$"
  if (!symbol) symbol = /(?:^|[^A-Za-z])((?:US|NZ|HK|NT|A|C|R|S)\$)/.exec(plain)?.[1];
  if (!symbol) symbol = SYMBOLS.find((s) => plain.includes(s));
  if (!symbol) symbol = CODES.exec(plain)?.[1];
  const numberPart = /[0#?][0#?,]*(?:\.([0#?]+))?/.exec(plain);
  const decimals = numberPart?.[1]?.length ?? 0;
  if (plain.includes('%')) return { kind: 'percent', decimals };
  if (symbol) {
    const idxSym = plain.indexOf(symbol);
    const idxNum = numberPart ? plain.indexOf(numberPart[0]) : -1;
    return {
      kind: 'money',
      decimals,
      symbol,
      ...(idxNum >= 0 && idxSym > idxNum ? { symbolAfter: true } : {}),
    };
  }
  return { kind: 'number', decimals };
}

function group(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an exact value. Percent values are in percent points (12.5 shows "12.5%").
 * `decimals` overrides the style's decimals; by default at least the style's and at most
 * what the value needs (up to 4).
 */
export function formatValue(value: Dec, style: NumberStyle, decimals?: number): string {
  const d = decimals ?? Math.max(style.decimals, Math.min(decScale(value), 4));
  const neg = decSign(value) < 0;
  const text = decToFixed(decAbs(value), d);
  const [int = '0', frac] = text.split('.');
  const body = group(int) + (frac !== undefined ? '.' + frac : '');
  if (style.kind === 'percent') return (neg ? '-' : '') + body + '%';
  if (style.kind === 'money' && style.symbol) {
    const sym = style.symbol;
    const withSym = style.symbolAfter
      ? `${body} ${sym}`
      : /^[A-Z]{3}$/.test(sym)
        ? `${sym} ${body}`
        : `${sym}${body}`;
    return (neg ? '-' : '') + withSym;
  }
  return (neg ? '-' : '') + body;
}

/** The display decimals for a computed figure (sums keep the cells' decimals). */
export function displayDecimals(style: NumberStyle, value: Dec, computed: boolean): number {
  if (style.kind === 'money') return Math.max(style.decimals, computed ? 2 : 0);
  if (style.kind === 'percent') return Math.max(style.decimals, computed ? 1 : 0);
  return Math.min(Math.max(style.decimals, decScale(value)), computed ? 2 : 6);
}
