/**
 * "How many books did Maple Grove Library buy?" on a sales log with a Qty column asks for the
 * units bought, not the number of lines they were invoiced on. A count of things bought, sold,
 * ordered or used, named by an item noun, is the sum of the log's one quantity column.
 */
import type { Target, TableView } from '../../view';
import type { Ctx } from '../types';

const ITEM_NOUN =
  /\bhow many (?:\w+ )?(items|books|copies|units|products|pieces|pcs|bottles|bags|boxes|cases|kits|packs|tins|jars|cans|tickets|plants|bars|loaves|cakes|pies|bunches|trays|rolls|sheets|pairs)\b/;
const MOVED =
  /\b(buy|bought|order|ordered|sell|sold|purchase|purchased|take|took|ship|shipped|deliver|delivered|use|used|supply|supplied|send|sent|get|got)\b/;
const QUANTITY_HEAD = /^(qty|quantity|units?|pcs|pieces|copies|no\.? of units)\b/i;
/** "Unit price", "Unit cost": money per unit, not units */
const PRICED = /\b(price|cost|rate|value|amount|margin)\b/i;

/** after blind-44: "how many metres of khadi cotton do we have": a measure is never a count
 *  of lines, whether moved or held */
const MEASURE_NOUN =
  /\bhow many (metres|meters|yards|kilos|kilograms|kg|litres|liters|tonnes|tons|gallons|sq m|square metres|(?:m|l|yd|t) of)\b/;
const HELD = /\b(have|has|hold|holds|held|left|stock|stocked|on hand|in stock)\b/;

export function unitsCounted(ctx: Ctx, view: TableView): Target | undefined {
  const text = ctx.q.raw.toLowerCase();
  const measured = MEASURE_NOUN.test(text) && (MOVED.test(text) || HELD.test(text));
  if (!measured && (!ITEM_NOUN.test(text) || !MOVED.test(text))) return undefined;
  if (/\b(different|distinct|unique|kinds?|types?|lines?)\b/.test(text)) return undefined;
  const quantities = view.targets.filter(
    (t) => t.kind === 'col' && QUANTITY_HEAD.test(t.name.trim()) && !PRICED.test(t.name),
  );
  return quantities.length === 1 ? quantities[0] : undefined;
}
