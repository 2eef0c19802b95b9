/**
 * Issue 13, pass 46: a row of an owner's list named in the question in the owner's own words.
 * "the 501s" is the row "Levi's 501 (big E)" (a number with a plural s), "a 3m banner" is "PVC
 * banner 3m" (the words in another order), "the red wax" is "Cheese wax red 5kg", "the Hendry
 * staircase" is the row whose Client is Hendry and whose Description is "Oak staircase" (words
 * from two text columns), "Riverside" is "Riverside.fm", "job 2604" the Job no 2604. A row is
 * named when every word of the phrase is one of its words (plural s and possessive 's
 * dropped on both sides); a generic noun (job, wedding, booking …) that is in no row is
 * dropped first. Several rows named is never one of them picked: the caller asks back.
 */
import { cellText } from './cell-figures';
import type { Cell, Row, Table } from './model';
import { normalizeText } from './text';

// pass 51 (L3): "Pro V1s" is the V1 (letters and a number with a plural s), "brood boxes" a box
const singular = (w: string): string =>
  /^[a-z]{0,3}\d+s$/.test(w)
    ? w.slice(0, -1)
    : w.length > 4 && /(?:x|ch|sh)es$/.test(w)
      ? w.slice(0, -2)
      : w.length > 3 && /[^s]s$/.test(w)
        ? w.slice(0, -1)
        : w;

/** The words of a name or phrase: lower case, accents folded, plural s and 's dropped. */
export const nameTokens = (s: string): string[] =>
  normalizeText(s)
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);

/** Words that only say which kind of row is meant, never which one. */
export const GENERIC_NOUNS = new Set(
  [
    'job',
    'project',
    'wedding',
    'booking',
    'order',
    'item',
    'product',
    'service',
    'tool',
    'subscription',
    'app',
    'customer',
    'client',
    'account',
    'contact',
    'line',
    'thing',
    'piece',
    'one',
    'couple',
    'plan',
    'event',
    'number',
    'no',
    'ref',
    'code',
    'sku',
  ].map(singular),
);

/** Words that carry no name: articles, pronouns, prepositions. */
export const FILLER = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'their',
  'this',
  'that',
  'those',
  'these',
  'of',
  'for',
  'on',
  'in',
  'to',
  'at',
  'by',
  'from',
  'with',
  'and',
  'us',
  'we',
  'me',
  'i',
  'all',
  'every',
  'each',
]);

const textOf = (cell: Cell | undefined): string | undefined => {
  if (typeof cell === 'number') return String(cell);
  if (Array.isArray(cell)) return String(cell[0]);
  return cellText(cell);
};

/** Every word of a row's cells in the given columns. */
export function rowTokens(row: Row, cols: number[]): Set<string> {
  const out = new Set<string>();
  for (const ci of cols) {
    const t = textOf(row.cells[ci]);
    if (t) for (const w of nameTokens(t)) out.add(w);
  }
  return out;
}

/**
 * The rows whose words (in `cols`) hold every word of `phrase`, or undefined when the phrase
 * has no word left or names no row. Generic nouns in no row are dropped first.
 */
export function rowsNamed(
  rows: Row[],
  cols: number[],
  phrase: string | undefined,
): Row[] | undefined {
  if (!phrase) return undefined;
  const toks = rows.map((r) => rowTokens(r, cols));
  const inAny = (w: string) => toks.some((s) => s.has(w));
  const words = nameTokens(phrase).filter(
    (w) => !FILLER.has(w) && !(GENERIC_NOUNS.has(w) && !inAny(w)),
  );
  if (!words.length) return undefined;
  const hits = rows.filter((_, i) => words.every((w) => toks[i]!.has(w)));
  return hits.length ? hits : undefined;
}

/** The text columns of a table (the columns that can name a row). */
export function textColumns(t: Table, rows: Row[]): number[] {
  return t.columns.flatMap((c, i) =>
    c.type === 'text' && rows.some((r) => cellText(r.cells[i])) ? [i] : [],
  );
}
