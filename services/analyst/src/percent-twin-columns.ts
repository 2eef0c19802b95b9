/**
 * Issue 13, pass 36 (M13): a list whose money column has its percentage twin beside it
 * (`Margin | Margin %`, `Markup | Markup (%)`), one row per item.
 * - "which product has the best margin percentage" ranks the % twin ("percentage", "percent",
 *   "pct" name it; the engine read the money column), answered in percent points (a twin
 *   stored as fractions, 0.5338, is 53.38%);
 * - "which product makes us the fewest francs" ranks the money column: a currency's name
 *   (francs, pounds, dollars, euros, rand, yen, kronor, …) means money, never the %;
 * - on a list with a cost price and a sell price, a bare "price of the <item>" is the sell
 *   price (asked again in those words, kept only when that column answers);
 * - "total margin if we sold one of everything" is the column's total (asked again without
 *   the clause, kept only when a total answers).
 * The item column is the one the question's noun names ("which product"); anything else is
 * left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decAbs, decCmp, decFromInt, decMul, decParse } from './decimal';
import { PERCENT } from './format';
import type { Column, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';
import { viewsOf } from './view';

/** A currency's name in the owner's words: money, never a percentage. */
export const CURRENCY_NAMES =
  /\b(francs?|pounds?|quid|dollars?|bucks|euros?|rand|yen|kronor|kroner|krona|krone|pesos?|rupees?|naira|cedis?|shillings?|dirhams?|riyals?|zloty|forints?|lira|lire|reais|real|won|yuan|renminbi|ringgit|baht)\b/;

const MAX = /^(best|highest|biggest|largest|most|top|greatest)$/;
const MIN = /^(worst|lowest|smallest|fewest|least|poorest)$/;
const PCT_WORD = /^(?:percentage|percent|pct|%)$/;

interface Twin {
  table: Table;
  money: Column;
  pct: Column;
  name: string;
}

const stem = (l: string): string =>
  l
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/%|\bpercent(age)?\b|\bpct\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function twins(wb: Workbook): Twin[] {
  const out: Twin[] = [];
  for (const v of viewsOf(wb)) {
    if (v.table.layout !== 'long') continue;
    const cols = v.valueCols.map((ci) => v.table.columns[ci]!);
    for (const pct of cols) {
      if (!/%|\bpercent(age)?\b|\bpct\b/i.test(pct.label)) continue;
      const name = stem(pct.label);
      if (!name) continue;
      const money = cols.filter((c) => c !== pct && stem(c.label) === name && !/%/.test(c.label));
      if (money.length === 1) out.push({ table: v.table, money: money[0]!, pct, name });
    }
  }
  return out;
}

/** The text column the question's noun names ("which product" → Product). */
function itemColumn(t: Table, noun: string): Column | undefined {
  const n = noun.replace(/s$/, '');
  const hits = t.columns.filter((c) => {
    const l = c.label.toLowerCase().trim();
    return (
      (l === n || l === `${n}s` || l === `${n} name`) &&
      t.rows.some((r) => r.kind === 'data' && cellText(r.cells[t.columns.indexOf(c)]))
    );
  });
  return hits.length === 1 ? hits[0] : undefined;
}

function rank(
  tw: Twin,
  col: Column,
  item: Column,
  dir: 'max' | 'min',
  percent: boolean,
): Answer | undefined {
  const t = tw.table;
  const ci = t.columns.indexOf(col);
  const ii = t.columns.indexOf(item);
  const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[ii]));
  const vals = rows.map((r) => cellNumber(r.cells[ci]));
  if (rows.length < 2 || vals.some((x) => x === undefined)) return undefined;
  // a % column stored as fractions (every value within ±1.5, or formatted as a percentage)
  const styled = cellStyle(t, rows[0]!.cells[ci]).kind === 'percent';
  const fraction = styled || vals.every((x) => decCmp(decAbs(x!), decParse('1.5')!) <= 0);
  const scaled = vals.map((x) => (percent && fraction ? decMul(x!, decFromInt(100)) : x!));
  let best = 0;
  for (let i = 1; i < scaled.length; i++) {
    const c = decCmp(scaled[i]!, scaled[best]!);
    if ((dir === 'max' && c > 0) || (dir === 'min' && c < 0)) best = i;
  }
  // a tie for the top is asked back, never one of them picked
  if (scaled.some((x, i) => i !== best && decCmp(x, scaled[best]!) === 0)) return undefined;
  const row = rows[best]!;
  const name = cellText(row.cells[ii])!;
  const word = dir === 'max' ? 'Highest' : 'Lowest';
  const fig = figureOf(
    t,
    `${word} ${col.label.trim()} by ${item.label.trim().toLowerCase()}`,
    scaled[best]!,
    percent ? PERCENT : cellStyle(t, row.cells[ci]),
    [{ r: row.r, c: col.c }],
    name,
  );
  const how =
    percent && fraction && !styled
      ? ` (the ${col.label.trim()} column holds fractions: ${cellNumber(row.cells[ci])!.toString()} is ${fig.display})`
      : '';
  return sourcedAnswer(fig, `${word} ${col.label.trim()}: ${name} with ${fig.display}${how}.`, dir);
}

export function percentTwinAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const m =
    /^which (\w+) (?:has|have|had|makes?|made|earns?|gives?|brings? in|returns?)(?: us| me)? the (\w+) (.+)$/.exec(
      q,
    );
  if (!m) return undefined;
  const dir = MAX.test(m[2]!) ? 'max' : MIN.test(m[2]!) ? 'min' : undefined;
  if (!dir) return undefined;
  const rest = m[3]!.trim();
  const ts = twins(wb);
  if (!ts.length) return undefined;
  // "the best margin percentage": the % twin of the column named
  const words = rest.split(' ');
  if (words.length >= 2 && PCT_WORD.test(words[words.length - 1]!)) {
    const named = words.slice(0, -1).join(' ');
    const hits = ts.filter((tw) => tw.name === named);
    if (hits.length !== 1) return undefined;
    const item = itemColumn(hits[0]!.table, m[1]!);
    return item ? rank(hits[0]!, hits[0]!.pct, item, dir, true) : undefined;
  }
  // "the fewest francs": money, so the money column of the one twin pair
  if (CURRENCY_NAMES.test(rest) && rest.split(' ').length === 1 && ts.length === 1) {
    const item = itemColumn(ts[0]!.table, m[1]!);
    return item ? rank(ts[0]!, ts[0]!.money, item, dir, false) : undefined;
  }
  return undefined;
}

const COST_PRICE = /^(cost|buy|buying|purchase|trade|wholesale) price\b/i;
const SELL_PRICE = /^(sell|selling|sale|retail|list) price\b/i;

/**
 * "price of the buttonhole" on a list with a cost price and a sell price: the sell price, asked
 * in its own words. Undefined when the list has not exactly one of each.
 */
export function barePriceWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const m =
    /^(?:what(?:'s| is) )?(?:the |our )?price (?:of|for) (?:the |a |an |one |our )?(.+)$|^how much is (?:the |a |an |one )?(.+?) (?:priced at|sold for)$/.exec(
      q,
    );
  if (!m) return undefined;
  const item = (m[1] ?? m[2])!;
  const sells = viewsOf(wb).flatMap((v) => {
    const cols = v.valueCols.map((ci) => v.table.columns[ci]!.label.trim());
    const cost = cols.filter((l) => COST_PRICE.test(l));
    const sell = cols.filter((l) => SELL_PRICE.test(l));
    return cost.length === 1 && sell.length === 1 ? [sell[0]!] : [];
  });
  if (sells.length !== 1) return undefined;
  return `${sells[0]!.toLowerCase()} of ${item}`;
}

/** "total margin if we sold one of everything": the column's total. */
export function oneOfEverythingWording(question: string): string | undefined {
  const q = plainQuestion(question);
  const m =
    /^(?:what(?:'s| is| would be| will be) )?(?:the |our )?total (.+?) (?:would be |will be )?if (?:we|i) (?:sold|sell) one (?:of )?(?:everything|each|every (?:product|item|line))(?: product| item)?$/.exec(
      q,
    );
  return m ? `total ${m[1]!}` : undefined;
}
