/**
 * Issue 13, pass 44 (L1–L4): a daily takings log, one row per trading day
 * (`Date | Basic washes | Full valets | Basic R | Valet R | Extras R | Total R | Card R | Cash R`,
 * `Date | Cash tips | Card tips | Total | Jack | Mia | Leo`). What it reads:
 * - the Total: a money column that equals, on every dated row and to the cent, the sum of one
 *   or more families of other columns (the products sold; how it was paid; each person's share).
 *   Only a Total so checked is read as the takings; month total rows are checks, never rows;
 * - count columns: whole numbers outside the families with no currency in their header
 *   (Basic washes, Jobs), each paired with the family column sharing its word (Basic R);
 * - other money columns (Fuel £), and a family of people (name-shaped headers on a tips or
 *   staff sheet).
 * The answers are in takings-log-answers.ts.
 */
import { cellNumber } from './cell-figures';
import { decToNumber } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { oncePer } from './once-per';
import { normalizeText, stem } from './text';

export interface TakingsLog {
  t: Table;
  /** the dated data rows, one per day, in sheet order */
  rows: Row[];
  total: Column;
  /** families of columns that each add up to the Total on every row */
  families: Column[][];
  /** whole-number columns outside the families (Basic washes, Jobs) */
  counts: Column[];
  /** a count column and the family column it is the money of (Basic washes → Basic R) */
  pairs: Map<Column, Column>;
  /** other money columns (Fuel £) */
  others: Column[];
  /** a family whose headers are people's names (tips shared between instructors) */
  persons?: Column[];
}

const CURRENCY_SIGN = /[$€£¥₹₩₱₦₸₡฿]/;
const CURRENCY_CODE =
  /^(r|rs|kr|aud|nzd|usd|eur|gbp|zar|chf|sek|nok|dkk|inr|sgd|hkd|cad|rm|rand|php)$/i;
const MONEY_WORDS =
  /\b(cash|card|cards|sales|takings|revenue|income|amount|tips|fees?|fares?|money|rand|dollars?|pounds?|euros?|paid|eftpos|till)\b/i;
const COUNT_WORDS =
  /\b(count|qty|quantity|number|no\.?|covers|customers|jobs|cars|units|visits|guests|people|heads|hours|hrs|transactions|orders|items|washes|valets|sold|miles|km|kms|kilometres|litres|liters|kg|kilos)\b/i;
const TAX = /\b(vat|gst|hst|pst|tax|taxes|mva|moms|btw|iva|ust|mwst|alv)\b/i;
const OUTGOING =
  /\b(petty cash|paid|payments?|spent|spend|spending|expenses?|expenditure|costs?|purchases?|bills?|debits?|withdrawals?|outgoings?|mileage|timesheet)\b/i;
const TAKINGS_SIGNAL =
  /\b(takings|sales|revenue|income|tips|gratuit\w*|fares?|till|turnover|cashing up|cash up|receipts|banked|bar|shop|trading)\b/i;
const PAID_BY =
  /\b(cash|card|cards|eftpos|account|voucher|vouchers|online|transfer|cheque|paypal|stripe|square|zettle|sumup|amex|visa|mastercard|bank|tap|contactless)\b/i;
const PEOPLE_SIGNAL =
  /\b(split|shared?|between|instructors?|staff|team|crew|waiters?|servers?|drivers?|stylists?|employees?|tips?|gratuit\w*|tronc)\b/i;
const NAME_SHAPE = /^[A-Z][a-z'’-]+(?: [A-Z][a-z'’.-]*)?$/;

/** a word's key: stemmed, "smoothie" and "smoothies" alike (smoothy) */
export const wordKey = (w: string): string => stem(w).replace(/ie$/, 'y');

/** the words of a header, stemmed, without currency marks */
export function headerWords(label: string): string[] {
  return normalizeText(label)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !CURRENCY_CODE.test(w) && w.length > 1)
    .map(wordKey);
}

/** a currency sign or code in a header ("Total R", "Fuel £", "Card (AUD)") */
export function moneyMarked(label: string): boolean {
  if (CURRENCY_SIGN.test(label)) return true;
  return normalizeText(label)
    .split(/[^a-z]+/)
    .some((w) => w.length > 0 && w.length <= 4 && CURRENCY_CODE.test(w));
}

const num = (t: Table, r: Row, c: Column): number | undefined => {
  const cell = r.cells[t.columns.indexOf(c)];
  if (cell === null || cell === undefined || cell === '') return 0;
  const v = cellNumber(cell);
  return v === undefined ? undefined : decToNumber(v);
};

/** the data rows of a log kept one row per day, or undefined */
function dailyRows(t: Table): Row[] | undefined {
  if (t.layout !== 'long') return undefined;
  const dc = t.columns.find((c) => c.role === 'date');
  if (!dc || /\b(w\/?c|week|wk|month)\b/i.test(dc.label)) return undefined;
  const rows = t.rows.filter((r) => r.kind === 'data');
  if (rows.length < 5) return undefined;
  if (!rows.every((r) => r.period?.kind === 'day' && r.period.start)) return undefined;
  const days = rows.map((r) => r.period!.start!).sort();
  if (new Set(days).size !== days.length) return undefined;
  const gaps = days
    .slice(1)
    .map((d, i) => (Date.parse(d) - Date.parse(days[i]!)) / 86_400_000)
    .sort((a, b) => a - b);
  if (gaps[Math.floor(gaps.length / 2)]! > 3) return undefined;
  return rows;
}

/** the columns of `parts` masks that add up to `total` on every row, to the cent */
function fittingFamilies(t: Table, rows: Row[], total: Column, others: Column[]): Column[][] {
  const tv = rows.map((r) => num(t, r, total));
  if (tv.some((v) => v === undefined) || tv.every((v) => v === 0)) return [];
  const vals = others.map((c) => rows.map((r) => num(t, r, c)));
  const usable = others.map((_, i) => vals[i]!.every((v) => v !== undefined));
  const fits: number[] = [];
  for (let mask = 3; mask < 1 << others.length; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    let ok = true;
    for (let i = 0; i < others.length && ok; i++) if (mask & (1 << i) && !usable[i]) ok = false;
    if (!ok) continue;
    for (let k = 0; k < rows.length && ok; k++) {
      let s = 0;
      for (let i = 0; i < others.length; i++) if (mask & (1 << i)) s += vals[i]![k]!;
      if (Math.abs(s - tv[k]!) > 0.0101) ok = false;
    }
    if (ok) fits.push(mask);
  }
  const minimal = fits.filter((m) => !fits.some((o) => o !== m && (o & m) === o));
  minimal.sort((a, b) => popcount(a) - popcount(b));
  const kept: number[] = [];
  for (const m of minimal) if (kept.every((k) => (k & m) === 0)) kept.push(m);
  return kept.map((m) => others.filter((_, i) => m & (1 << i)));
}

const popcount = (m: number): number => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
};

const wholeNumbers = (t: Table, rows: Row[], c: Column): boolean =>
  rows.every((r) => {
    const v = num(t, r, c);
    return v !== undefined && v >= 0 && Number.isInteger(v);
  });

export const takingsLogOfTable = oncePer((t: Table): TakingsLog | undefined => readLog(t));

function readLog(t: Table): TakingsLog | undefined {
  const rows = dailyRows(t);
  if (!rows) return undefined;
  const numeric = t.columns.filter(
    (c) =>
      (c.role === 'value' || c.role === 'total') &&
      (c.type === 'number' || c.type === 'money') &&
      !/%/.test(c.label),
  );
  if (numeric.length < 3 || numeric.length > 12) return undefined;
  const text = [t.title ?? '', ...(t.notes ?? [])].join(' ');
  const moneySignal =
    numeric.some((c) => c.type === 'money' || moneyMarked(c.label) || MONEY_WORDS.test(c.label)) ||
    MONEY_WORDS.test(text) ||
    CURRENCY_SIGN.test(text);
  if (!moneySignal) return undefined;
  let best: { total: Column; families: Column[][] } | undefined;
  let ambiguous = false;
  for (const total of numeric) {
    if (COUNT_WORDS.test(total.label) && !moneyMarked(total.label)) continue;
    const families = fittingFamilies(
      t,
      rows,
      total,
      numeric.filter((c) => c !== total),
    );
    if (!families.length) continue;
    const size = families.flat().length;
    const bestSize = best ? best.families.flat().length : -1;
    if (size > bestSize) [best, ambiguous] = [{ total, families }, false];
    else if (size === bestSize) ambiguous = true;
  }
  if (!best || ambiguous) return undefined;
  // Net + VAT = Gross: which of them the sales are is the engine's reading (pass 38), not this
  if (best.families.flat().some((c) => TAX.test(c.label))) return undefined;
  // money coming in: the title, notes or Total say takings, or a family is how it was paid
  // (Card, Cash); a petty cash book's Paid column is money going out, never takings
  if (OUTGOING.test(`${text} ${best.total.label}`)) return undefined;
  const paidBy = best.families.some((f) => f.every((c) => PAID_BY.test(c.label)));
  if (!paidBy && !TAKINGS_SIGNAL.test(`${text} ${best.total.label}`)) return undefined;
  const inFamily = new Set(best.families.flat());
  const rest = numeric.filter((c) => c !== best.total && !inFamily.has(c));
  const counts = rest.filter(
    (c) =>
      c.type !== 'money' &&
      !moneyMarked(c.label) &&
      !MONEY_WORDS.test(c.label) &&
      wholeNumbers(t, rows, c),
  );
  const others = rest.filter((c) => !counts.includes(c));
  const pairs = new Map<Column, Column>();
  const parts = [...inFamily];
  for (const c of counts) {
    const w = new Set(headerWords(c.label));
    const mates = parts.filter((p) => headerWords(p.label).some((x) => w.has(x)));
    if (mates.length === 1) pairs.set(c, mates[0]!);
  }
  // a family column paired with two counts pairs with neither
  for (const [c, p] of [...pairs])
    if ([...pairs.values()].filter((x) => x === p).length > 1) pairs.delete(c);
  const headerText = t.columns.map((c) => c.group ?? '').join(' ');
  const persons = PEOPLE_SIGNAL.test(`${text} ${headerText}`)
    ? best.families.find(
        (f) =>
          f.length >= 2 &&
          f.every((c) => NAME_SHAPE.test(c.label.trim()) && !MONEY_WORDS.test(c.label)),
      )
    : undefined;
  return {
    t,
    rows,
    total: best.total,
    families: best.families,
    counts,
    pairs,
    others,
    ...(persons ? { persons } : {}),
  };
}

/** the one daily takings log of the workbook */
export const takingsLogOf = oncePer((wb: Workbook): TakingsLog | undefined => {
  const logs = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      const l = takingsLogOfTable(t);
      return l ? [l] : [];
    }),
  );
  return logs.length === 1 ? logs[0] : undefined;
});
