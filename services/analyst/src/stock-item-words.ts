/**
 * Issue 13, pass 35 (M7): a stock list (SKU | Item | Category | On hand | Reorder level | Unit
 * cost | Retail | Stock value | Notes, TOTAL row). Owners name items loosely: "700c tubes" for
 * "Inner tube 700x25c" (plural, and a size written short: the same leading digits and unit
 * letter), "brake pads" for "Brake pads (disc, resin)", "the shimano chain" for "Shimano
 * CN-HG601 chain". When the question was refused and its words fit exactly one item's name, it is
 * asked again with that name, kept only when answered from that item's row. "What do we sell
 * <item> for" is the Retail (RRP, selling price) column; "how much do we make on each <item>" is
 * that row's Retail − Unit cost.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import { decParse, decSub, decToNumber } from './decimal';
import type { Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ITEM_LABEL = /^(item|product|description|name|part|stock item|article)$/i;
const RETAIL = /^(retail|rrp|sell(?:ing)? price|sale price|price)\b/i;
const UNIT_COST = /^(unit cost|cost each|cost per unit|unit price paid|cost)\b/i;

const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
const sing = (w: string): string => w.replace(/(?<=[a-z]{2})(?:es|s)$/, '');

/** a question word fits an item word: same word, singular, or a size written short (700c) */
function fits(q: string, w: string): boolean {
  if (q === w || sing(q) === sing(w)) return true;
  const a = /^(\d+)([a-z]+)$/.exec(q);
  const b = /^(\d+)[a-z0-9.]*?([a-z]+)$/.exec(w);
  return !!a && !!b && /\d/.test(w) && w.startsWith(a[1]!) && a[2] === b[2];
}

function stockTables(wb: Workbook): Array<{ t: Table; item: number }> {
  return wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      if (t.layout !== 'long') return [];
      const item = t.columns.findIndex((c) => ITEM_LABEL.test(c.label.trim()));
      if (item < 0 || !t.columns.some((c) => /\bon hand\b|\bin stock\b|\bqty\b/i.test(c.label)))
        return [];
      return [{ t, item }];
    }),
  );
}

/** the one item whose name the question's words fit, and the words that named it */
export function stockItemWording(
  wb: Workbook,
  question: string,
): { query: string; item: string } | undefined {
  const st = stockTables(wb);
  if (st.length !== 1) return undefined;
  const { t, item } = st[0]!;
  const names = t.rows
    .filter((r) => r.kind === 'data')
    .map((r) => cellText(r.cells[item]))
    .filter((x): x is string => !!x);
  const q = plainQuestion(question);
  const qw = wordsOf(q);
  const colWords = new Set(t.columns.flatMap((c) => wordsOf(c.label)));
  // question words that fit a word of some item name (never a word of a column header)
  const idx = qw
    .map((w, i) => [w, i] as const)
    .filter(
      ([w]) =>
        w.length >= 2 && !colWords.has(w) && names.some((n) => wordsOf(n).some((x) => fits(w, x))),
    );
  if (!idx.length) return undefined;
  const hit = names.filter((n) => idx.every(([w]) => wordsOf(n).some((x) => fits(w, x))));
  if (hit.length !== 1) return undefined;
  const name = hit[0]!;
  if (q.includes(name.toLowerCase())) return undefined;
  const first = idx[0]![1];
  const last = idx[idx.length - 1]![1];
  // the words that named it stand together ("700c tubes", "the shimano chain")
  if (last - first + 1 !== idx.length) return undefined;
  const put = [...qw.slice(0, first), name, ...qw.slice(last + 1)].join(' ');
  return { query: put, item: name };
}

const SELL =
  /^(?:what|how much) (?:do|does|did|can) (?:we|i|you) sell (?:the |a |an |our )?(.+?) for$/;
const MAKE =
  /^(?:how much|what) (?:do|does|did) (?:we|i|you) (?:make|earn|clear) (?:on|from|per) (?:each|a|an|one|every|per|the) (.+)$|^(?:what is |whats )?(?:the )?(?:margin|profit|markup) (?:on|per) (?:each |a |an |one |the )?(.+)$/;

/** "what do we sell <item> for": asked as the Retail of it */
export function stockSellWording(
  wb: Workbook,
  question: string,
): { query: string; column: string } | undefined {
  const m = SELL.exec(plainQuestion(question));
  if (!m) return undefined;
  const st = stockTables(wb);
  if (st.length !== 1) return undefined;
  const retail = st[0]!.t.columns.filter((c) => RETAIL.test(c.label.trim()));
  if (retail.length !== 1) return undefined;
  const col = retail[0]!.label.trim();
  return { query: `${col.toLowerCase()} of ${m[1]}`, column: col };
}

/** "how much do we make on each u-lock": Retail − Unit cost of that one row */
export function stockMarginAnswer(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
): Answer | undefined {
  const m = MAKE.exec(plainQuestion(question));
  if (!m) return undefined;
  const st = stockTables(wb);
  if (st.length !== 1) return undefined;
  const cols = st[0]!.t.columns;
  const retail = cols.filter((c) => RETAIL.test(c.label.trim()));
  const cost = cols.filter((c) => UNIT_COST.test(c.label.trim()));
  if (retail.length !== 1 || cost.length !== 1) return undefined;
  const what = (m[1] ?? m[2])!;
  const r = ask(`${retail[0]!.label.trim().toLowerCase()} of ${what}`);
  const c = ask(`${cost[0]!.label.trim().toLowerCase()} of ${what}`);
  const fr = r.figures[0];
  const fc = c.figures[0];
  if (r.refused || c.refused || r.kind !== 'lookup' || c.kind !== 'lookup' || !fr || !fc)
    return undefined;
  const row = (range: string) => /^[A-Z]+(\d+)$/.exec(range)?.[1];
  if (!row(fr.source.range) || row(fr.source.range) !== row(fc.source.range)) return undefined;
  const a = decParse(fr.value);
  const b = decParse(fc.value);
  if (!a || !b) return undefined;
  const v = decToNumber(decSub(a, b));
  const at = fr.at ?? / for (.+?)(?:, [^,]+)?$/.exec(fr.label)?.[1] ?? fr.label;
  const label = `${retail[0]!.label.trim()} − ${cost[0]!.label.trim()} for ${at}`;
  const display = v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return sourcedAnswer(
    {
      label,
      value: String(v),
      display,
      source: { sheet: fr.source.sheet, range: `${fr.source.range},${fc.source.range}` },
      at,
    },
    `What we make on each: ${label}: ${display} (${fr.display} − ${fc.display}).`,
    'difference',
    [fr, fc],
  );
}
