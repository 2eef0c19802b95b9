/**
 * Small helpers the books of blind-43 share: thresholds taken from the data, money text for
 * question wording, day places of a Date, and sheet dressing (merged title rows, bold headers,
 * number formats). Expected figures stay in integer cents; nothing here reads the engine.
 */
import type ExcelJS from 'exceljs';
import { divRound, growth, hundredths, money, pct } from '../expect';
import { dayPlaces, type BlindExpect } from './lib';

/** Thousands-grouped text of cents ("12,345" when whole, else "12,345.67"). */
export function grouped(c: bigint | number): string {
  const b = BigInt(c);
  const neg = b < 0n;
  const abs = neg ? -b : b;
  const int = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = abs % 100n;
  return (neg ? '-' : '') + int + (frac === 0n ? '' : `.${frac.toString().padStart(2, '0')}`);
}

/**
 * A threshold strictly between the k-th and (k+1)-th largest of xs (so exactly k values are
 * above it), rounded to `step` (cents) or a tenth of it, and so on down to whole units, when a round
 * figure fits; else one cent above the lower.
 */
export function cut(xs: Array<bigint | number>, k: number, step: number): bigint {
  const s = xs.map((x) => BigInt(x)).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const hi = s[k - 1]!;
  const lo = s[k]!;
  if (!(hi > lo)) throw new Error(`no gap after the ${k} largest`);
  for (let st = BigInt(step); st >= 100n; st /= 10n) {
    const up = (lo / st + 1n) * st;
    if (up < hi) return up;
  }
  return lo + 1n;
}

/** The places of a date cell's day ("2026-08-14", "14 Aug", "Aug 14", "14/08/2026"). */
export const dayOf = (d: Date): string[] =>
  dayPlaces(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** "dd/mm/yyyy" text of a date (for books that keep dates as text). */
export const dmy = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** "yyyy-mm-dd" text of a date. */
export const iso = (d: Date): string => d.toISOString().slice(0, 10);

/** Count as an expectation value. */
export const n = (k: number | bigint): string => String(k);

/** A difference that may be read either way, as the amount or the % change (by size). */
export function diffOrGrowth(a: bigint, b: bigint, means: string): BlindExpect {
  return {
    value: [money(b - a), growth(a, b), growth(b, a)],
    abs: true,
    tol: 0.01,
    means,
  };
}

/** A share in percent points (two decimals), tolerating the last digit. */
export const share = (part: bigint, whole: bigint, means: string): BlindExpect => ({
  value: pct(part, whole),
  tol: 0.01,
  means,
});

/** A percentage also accepted as a fraction ("14.25" or "0.1425"). */
export const pctOrFraction = (part: bigint, whole: bigint): string[] => {
  const bp = divRound(part * 10000n, whole);
  return [hundredths(bp), (Number(bp) / 10000).toFixed(4).replace(/\.?0+$/, '')];
};

/** Writes a title across columns 1..last of a row (merged, bold). */
export function title(ws: ExcelJS.Worksheet, row: number, text: string, last: number): void {
  ws.getCell(row, 1).value = text;
  ws.mergeCells(row, 1, row, last);
  ws.getCell(row, 1).font = { bold: true, size: row === 1 ? 14 : 11 };
}

/** Writes a header row of labels (bold). */
export function header(ws: ExcelJS.Worksheet, row: number, labels: Array<string | Date>): void {
  labels.forEach((l, i) => {
    const c = ws.getCell(row, i + 1);
    c.value = l;
    c.font = { bold: true };
  });
}

/** Sets a number format on whole columns. */
export function fmt(ws: ExcelJS.Worksheet, cols: number[], numFmt: string): void {
  for (const c of cols) ws.getColumn(c).numFmt = numFmt;
}

/** Sets column widths. */
export function widths(ws: ExcelJS.Worksheet, ws_: number[]): void {
  ws_.forEach((w, i) => (ws.getColumn(i + 1).width = w));
}

/** cents (bigint or number) as a cell number. */
export const num = (c: bigint | number): number => Number(c) / 100;

/**
 * A round threshold (a multiple of `step` cents) at or below the k-th largest of xs that no
 * value sits on; the count above it is computed from the data by the caller.
 */
export function roundCut(xs: Array<bigint | number>, k: number, step: number): bigint {
  const s = xs.map((x) => BigInt(x)).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const st = BigInt(step);
  for (let t = (s[k - 1]! / st) * st; ; t -= st) if (!s.some((x) => x === t)) return t;
}
