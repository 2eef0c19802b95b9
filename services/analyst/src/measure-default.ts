/**
 * Issue 13, pass 14 (H2): a bare "best month", "worst month in 2025", "what did we bring in",
 * "total sales" on a book of two month-by-month tables (two sheets, or two tables stacked on
 * one sheet) where one is money in (sales, revenue, income) and the other a volume (nights,
 * kilos, copies) or a cost. Owners mean the money in; "most expensive month" / "cost us the
 * most" mean the costs; the volume only when its unit is named (then the words already pick
 * it, so this module steps aside). The question is answered on the book without the other
 * tables; when that answer is a refusal the engine answers as before (it asks which).
 */
import type { Answer } from './answer-types';
import type { Table, Workbook } from './model';
import { yearsAcrossMeasure } from './year-columns';

type Kind = 'money' | 'cost' | 'volume';

const VOLUME =
  /\b(nights?|kg|kgs|kilos?|kilograms?|copies|units?|cases?|bottles?|litres?|liters?|tonnes?|tons?|pieces?|boxes?|covers?|visits?|visitors?|guests?|pax|bookings?|customers?|headcount|volumes?|hours?|lessons?|classes?|members?)\b/i;
const COST = /\b(costs?|expenses?|expenditure|spend(ing)?|purchases?|overheads?|wages|payroll)\b/i;
const MONEY = /\b(sales|revenues?|turnover|income|takings|receipts)\b/i;

/** A table's kind by its sheet, title and (one-measure) name: unit words before money words. */
function kindOf(table: Table, sheet: string): Kind | undefined {
  const words = `${sheet} ${table.title ?? ''} ${yearsAcrossMeasure(table, sheet) ?? ''}`;
  if (VOLUME.test(words)) return 'volume';
  if (COST.test(words)) return MONEY.test(words) ? undefined : 'cost';
  if (MONEY.test(words)) return 'money';
  // one measure of a two-row header split by its currency ("… (€)", measure-groups.ts) beside
  // its volume: the money the rows brought in, unless a cost word says otherwise (above)
  if (CURRENCY_MEASURE.test(table.title ?? '')) return 'money';
  return undefined;
}
const CURRENCY_MEASURE = /\((€|\$|£|₱)\)\s*$/;

/** Kept by period: a month / date column, or periods across. */
function byPeriod(table: Table): boolean {
  return (
    table.columns.some((c) => c.role === 'date') ||
    table.columns.filter((c) => c.role === 'value' && c.period).length >= 2
  );
}

const UNIT_NAMED = new RegExp(VOLUME.source, 'i');
const COST_ASKED =
  /\b(most|least|less|more) expensive\b|\bcheapest\b|\bcost(s|ed)? (us|me)\b|\bspen[dt]\b|\bcosts?\b|\bexpenses?\b|\boutgoings\b/i;
const MONEY_ASKED =
  /\b(best|worst|strongest|weakest)\b|\b(bring|brings|brought|bringing|take|took|taking) in\b|\b(sales|revenues?|turnover|income|takings|earn(ed|ings|s)?)\b/i;
// "which vegetable sells the most", "best selling": money in, unless a unit is named
const SELLS = /\b(sells?|selling|sold)\b/i;

/** The owners' wording for a cost table, where "best" would read the highest too. */
function costWording(text: string): string {
  return text
    .replace(/\b(the )?(most expensive|costliest)\b/i, 'highest')
    .replace(/\b(the )?(least expensive|cheapest)\b/i, 'lowest')
    .replace(/\bcost(ed)? (us|me) the most\b/i, 'was highest')
    .replace(/\bcost(ed)? (us|me) the least\b/i, 'was lowest');
}

export function measureDefaultAnswer(
  wb: Workbook,
  text: string,
  answer: (wb: Workbook, q: string) => Answer,
): Answer | undefined {
  const tables = wb.sheets.flatMap((s) =>
    s.tables.map((t) => ({ t, sheet: s.name, kind: kindOf(t, s.name) })),
  );
  if (tables.length < 2 || tables.length > 3) return undefined;
  if (tables.some((x) => !x.kind || !byPeriod(x.t))) return undefined;
  const money = tables.filter((x) => x.kind === 'money');
  const cost = tables.filter((x) => x.kind === 'cost');
  if (money.length > 1 || cost.length > 1 || money.length + cost.length === 0) return undefined;
  // a unit named: the volume table it names, as asked and then without the unit's words
  if (UNIT_NAMED.test(text)) {
    // a change of the volume ("biggest drop in room nights") stays the engine's (pass 10)
    if (/\b(drop|fall|fell|decline|decrease|change|grew|growth|increase|improve)/i.test(text))
      return undefined;
    return volumeAnswer(wb, tables, text, answer);
  }
  if (/\bhow many\b/i.test(text)) return undefined;
  const asksCost = COST_ASKED.test(text);
  // a bare "total 2025" names no measure at all: still asked back (passes 10 and 12)
  const asksMoney = MONEY_ASKED.test(text) || SELLS.test(text);
  if (asksCost === asksMoney) return undefined;
  const keep = asksCost ? cost[0] : money[0];
  if (!keep) return undefined;
  const only: Workbook = {
    ...wb,
    sheets: wb.sheets.map((s) => ({ ...s, tables: s.tables.filter((t) => t === keep.t) })),
  };
  const got = answer(only, asksCost ? costWording(text) : text);
  return got.refused ? undefined : got;
}

/** The unit words of a volume table's sheet and title ("kg", "kilos", "nights"). */
function unitWords(sheet: string, table: Table): string[] {
  const found = `${sheet} ${table.title ?? ''}`.match(new RegExp(VOLUME.source, 'gi')) ?? [];
  return [...new Set(found.map((w) => w.toLowerCase()))];
}

/**
 * "which vegetable sold the most kilos", "total kg in 2025": the one volume table whose unit
 * the words name, read as asked; when that is refused, read again without the unit's words
 * (the table itself is the unit). Any other table named by the unit too: the engine's turn.
 */
function volumeAnswer(
  wb: Workbook,
  tables: Array<{ t: Table; sheet: string; kind: Kind | undefined }>,
  text: string,
  answer: (wb: Workbook, q: string) => Answer,
): Answer | undefined {
  const named = tables.filter(
    (x) => x.kind === 'volume' && unitWords(x.sheet, x.t).some((w) => sameUnit(w, text)),
  );
  if (named.length !== 1) return undefined;
  const keep = named[0]!;
  const only: Workbook = {
    ...wb,
    sheets: wb.sheets.map((s) => ({ ...s, tables: s.tables.filter((t) => t === keep.t) })),
  };
  const first = answer(only, text);
  if (!first.refused) return first;
  const words = unitWords(keep.sheet, keep.t).map(stem);
  const bare = text
    .replace(new RegExp(`\\b(${words.join('|')})\\w*\\b`, 'gi'), ' ')
    .replace(/\b(of|in)\s+(?=(of|in)\b)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (bare === text) return undefined;
  const second = answer(only, bare);
  return second.refused ? undefined : second;
}

/** kilos / kilo / kg / kgs / kilograms are one unit; "nights" is "night". */
function stem(w: string): string {
  if (/^(kg|kgs|kilos?|kilograms?)$/.test(w)) return 'kg|kilo';
  return w.replace(/(e?s)$/, '');
}
function sameUnit(w: string, text: string): boolean {
  return new RegExp(`\\b(${stem(w)})\\w*\\b`, 'i').test(text);
}
