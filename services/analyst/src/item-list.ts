/**
 * Issue 13, pass 46 (L1, L2): one row an item, in price lists (`SKU | Item | Category | Era |
 * Cost $ | Price $ | Margin $ | Margin % | On rail`; `Code | Product | Unit | Materials | Labour |
 * Total cost | Sell price | Margin $ | Margin %` under section headings; `Service | Category |
 * Cost | Price | Margin $ | Margin %`) and stock lists (`Code | Item | Category | Unit | On hand
 * | Reorder level | Unit cost € | Stock value € | Supplier | Notes`, a `Reorder?` YES flag, MRP
 * and Purchase rate). Piece / thing / item / product / service / line name the row; shop, list,
 * rails and range are filler; thinnest is lowest, fattest highest; retail is the selling price.
 * - "which piece makes the most dollars per sale" is the largest Margin $ (per sale = per item
 *   sold, never a ratio); "thinnest margin in percentage terms" the lowest Margin % (a text
 *   "65.33%" or a fraction 0.4535 read in percent points); a margin with no % word is asked
 *   back when the amount and the % pick different items;
 * - "how many products are under 40% margin" counts Margin % below 40 (0.4 is 40%);
 * - "cheapest thing in the shop", "most expensive thing on the list": the lowest / highest
 *   selling price;
 * - "retail value of everything on the rails" Σ Price × On rail; "profit if everything on the
 *   rails sells" Σ Margin × On rail; "how many pieces on the rails in total" Σ On rail;
 * - an item named in the owner's words (row-names.ts): "what did the 501s cost us" its cost,
 *   "what do we charge for a 3m banner" its price, "margin on cetirizine" price − cost (the %
 *   of price named too), "what does the red wax cost us per block" its unit cost (the unit
 *   asked must be the row's), "reorder level for insulin" its column (never a YES filter);
 * - stock: "how many things do we buy from <supplier>" counts its rows; "value of everything
 *   below its reorder level" Σ Stock value where the quantity is under the row's own level (a
 *   row-by-row comparison: units do not matter); "how many <supplier> lines need reordering";
 *   "what have we run out of completely, how many" counts quantity 0; "how many items are
 *   below reorder level" (a Reorder? flag must agree, else both are named); "which item is the
 *   most money sitting on the shelf" the largest Stock value.
 * Only on a book with exactly one list of that kind.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAbs,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decMul,
  decParse,
  decSub,
  decSum,
  decToString,
} from './decimal';
import { PERCENT, PLAIN, type NumberStyle } from './format';
import type { Row, Table, Workbook } from './model';
import { bareLabel } from './job-list';
import {
  FILLER as NAME_FILLER,
  GENERIC_NOUNS,
  nameTokens,
  rowTokens,
  rowsNamed,
} from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

interface List {
  t: Table;
  rows: Row[];
  item: number;
  code?: number;
  price?: number;
  cost?: number;
  margin?: number;
  pct?: number;
  qty?: number;
  reorder?: number;
  value?: number;
  supplier?: number;
  unit?: number;
  flag?: number;
  /** pass 51: a Category (Type, Department …) column, a Reorder qty column */
  cat?: number;
  reorderQty?: number;
  /** pass 51: the group heading each row sits under (BALLS, CLUBS …), when there are any */
  heads: Map<Row, string>;
}

const NUMERIC = new Set(['number', 'money', 'percent']);
const ITEM =
  /^(item|items|product|products|service|services|description|name|product name|item name|style|garment|design|article|treatment|product \/ service|item description|stock item)$/;
const CODE = /^(sku|code|item code|product code|ref|item no|item #|part no|stock code|barcode)$/;
const PRICE =
  /^(price|sell price|selling price|sale price|retail|retail price|rrp|mrp|list price|price each|unit price|sell|our price|ticket price)$/;
const COST =
  /^(cost|total cost|unit cost|cost price|cost per unit|buy price|buying price|purchase rate|purchase price|trade price|wholesale|wholesale price|cost each|landed cost)$/;
const MARGIN = /^(margin|gross margin|profit|margin amount|profit per (?:item|unit|sale)|gp)$/;
const PCT =
  /^(margin %|margin \(%\)|margin pct|margin percent|margin percentage|gp %|gp%|gross margin %|markup %|margin%)$/;
const QTY =
  /^(on rail|on rails|on the rail|on hand|in stock|stock|qty|quantity|qty in stock|qty on hand|stock on hand|units in stock|stock qty|on shelf|on shelves|on display|count|stock count|units|closing stock|qty counted)$/;
const REORDER =
  /^(reorder level|re-order level|reorder point|reorder at|min level|minimum level|minimum stock|min stock|par level|par|reorder qty level|min qty|minimum)$/;
const VALUE =
  /^(stock value|value|total value|inventory value|stock value at cost|value at cost|line value)$/;
const SUPPLIER = /^(supplier|vendor|supplied by|source|wholesaler|distributor|brand)$/;
const UNIT = /^(unit|units of|uom|pack|pack size|unit of measure|sold by|per)$/;
const FLAG =
  /^(reorder\?|re-order\?|order\?|to order|reorder flag|needs reorder|reorder now|reorder y\/n)$/;
const CATEGORY =
  /^(category|type|group|department|dept|section|range|family|class|kind|product type|item type|product group|product category)$/;
const REORDER_QTY =
  /^(reorder qty|reorder quantity|re-order qty|re-order quantity|order qty|order quantity|qty to order|quantity to order|reorder amount|order amount|reorder units)$/;

function itemList(wb: Workbook): List | undefined {
  const found: List[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const labels = t.columns.map((c) => bareLabel(c.label).replace(/\s*\(\s*\)\s*/g, ''));
      const pick = (re: RegExp, ok: (i: number) => boolean) => {
        const hits = labels.flatMap((l, i) => (re.test(l) && ok(i) ? [i] : []));
        return hits.length === 1 ? hits[0] : undefined;
      };
      const isNum = (i: number) => NUMERIC.has(t.columns[i]!.type);
      const isText = (i: number) => t.columns[i]!.type === 'text';
      const item = pick(ITEM, isText);
      if (item === undefined) continue;
      const rows = t.rows.filter((r) => {
        if (r.kind !== 'data') return false;
        const name = cellText(r.cells[item]);
        return !!name && !/^(totals?|grand total|total stock value|sub-?total)\b/i.test(name);
      });
      if (rows.length < 3) continue;
      // a list names each item once (an orders log repeats them: not a list)
      const distinct = new Set(rows.map((r) => cellText(r.cells[item])!.toLowerCase()));
      if (distinct.size < rows.length * 0.9) continue;
      // the group heading rows above (BALLS, CLUBS …) name the rows under them
      const heads = new Map<Row, string>();
      let head: string | undefined;
      for (const r of t.rows) {
        if (r.kind === 'section') head = r.cells.map(cellText).find(Boolean) ?? head;
        else if (r.kind === 'data' && head && rows.includes(r)) heads.set(r, head);
      }
      const l: List = { t, rows, item, heads };
      const set = (k: keyof List, v: number | undefined) => {
        if (v !== undefined) (l as unknown as Record<string, number>)[k] = v;
      };
      set(
        'code',
        pick(CODE, (i) => i !== item),
      );
      set('price', pick(PRICE, isNum));
      set('cost', pick(COST, isNum));
      set(
        'margin',
        pick(MARGIN, (i) => isNum(i) && t.columns[i]!.type !== 'percent'),
      );
      set('pct', pick(PCT, isNum));
      set(
        'qty',
        pick(QTY, (i) => isNum(i) && t.columns[i]!.type !== 'percent'),
      );
      set('reorder', pick(REORDER, isNum));
      set('value', pick(VALUE, isNum));
      set('supplier', pick(SUPPLIER, isText));
      set('unit', pick(UNIT, isText));
      set('flag', pick(FLAG, isText));
      set(
        'cat',
        pick(CATEGORY, (i) => isText(i) && i !== item),
      );
      set('reorderQty', pick(REORDER_QTY, isNum));
      // a list: prices, or stock held
      if (l.price === undefined && l.qty === undefined) continue;
      if (l.price === undefined && l.cost === undefined && l.value === undefined) continue;
      found.push(l);
    }
  return found.length === 1 ? found[0] : undefined;
}

const ENTITY =
  '(?:piece|pieces|thing|things|item|items|product|products|service|services|line|lines|one|sku|skus|style|styles|garment|garments|treatment|treatments)';
const FILLER_PLACE =
  '(?: (?:in|on|from|across|of) (?:the |our )?(?:shop|store|list|price list|rails?|range|menu|catalogue|catalog|books|stock|shelf|shelves))?';
const MAXW =
  /^(most|biggest|highest|largest|best|top|greatest|fattest|healthiest|strongest|widest)$/;
const MINW =
  /^(least|fewest|smallest|lowest|worst|thinnest|slimmest|skinniest|tightest|weakest|poorest|narrowest)$/;

const PER_SALE_WORDS =
  '(?: per (?:sale|item|unit|one sold|piece|sell|job|booking|appointment|visit|order|garment)| each time(?: we sell (?:one|it))?| on each sale| a sale| each| per one)';
const PER_SALE = new RegExp(
  `^(?:which|what) ${ENTITY}${FILLER_PLACE} (?:makes?|made|earns?|brings? in|gives?|returns?) (?:us |me )?(?:the )?(\\w+)( (?:dollars|money|profit|cash|pounds|euros|bucks|quid|rand|rupees|margin|\\$))?(${PER_SALE_WORDS})?${FILLER_PLACE}$|^(?:what(?:'s| is) |which is )?(?:the |our )?(most|least) profitable ${ENTITY}(${PER_SALE_WORDS})${FILLER_PLACE}$`,
);
const PCT_WORDS =
  /\b(?:percentage|percent|pct|%|in % terms|in percentage terms|as a percentage)\b|%/;
const MARGIN_RANK = new RegExp(
  `^(?:what(?:'s| is) |(?:which|what)(?: ${ENTITY})? (?:is|has|have|had|makes|gets|carries) )?(?:the |our )?(\\w+) margin(?: (?:in )?(?:percentage|percent|%) terms| percentage| percent| %| as a percentage)?(?: ${ENTITY})?${FILLER_PLACE}$|^(?:what|which) ${ENTITY} (?:has|have|had|makes|gets|carries) (?:the )?(\\w+) margin(?: (?:in )?(?:percentage|percent|%) terms| percentage| percent| %| as a percentage)?${FILLER_PLACE}$|^(?:what(?:'s| is) )?(?:the |our )?(\\w+) margin(?: %| percentage)? ${ENTITY}${FILLER_PLACE}$`,
);
const COUNT_PCT = new RegExp(
  `^how many ${ENTITY}(?: do we (?:sell|have|do|offer|stock))? (?:are|have|make|sit|run|with|come in|earn)? ?(?:a )?(?:margin |gross margin )?(?:of )?(under|below|less than|over|above|more than|at least|beneath)(?: a)? (\\d+(?:\\.\\d+)?) ?(?:%|percent|per cent)(?: (?:margin|gross margin|gp|markup))?${FILLER_PLACE}$`,
);
// pass 51 (W2, L3): a group may be named ("cheapest acoustic", "most expensive club we sell")
const PRICE_RANK = new RegExp(
  `^(?:what(?:'s| is) |which is )?(?:the |our )?(cheapest|most expensive|priciest|dearest|least expensive|costliest)(?: ([a-z0-9][a-z0-9 &'-]*?))??(?: ${ENTITY})?(?: (?:we|that we|you can) (?:sell|do|offer|stock|have|make|carry)(?: in the shop)?|${FILLER_PLACE})?$`,
);
const RAILS_WORDS =
  /^(?:the |our )?stock\b|\b(?:on|in) (?:the |our )?(?:rails?|shelf|shelves|shop floor|racks?|display|stock|shop|store|hand)\b|\beverything\b|\ball (?:the |our )?(?:stock|pieces|items)\b|\bthe stock\b/;
const RETAIL_VALUE =
  /^(?:the |our )?(?:stock|everything|inventory)(?: on (?:the )?rails?)? (?:at|valued at) (?:retail|selling prices?|full price|mrp|rrp|list prices?|retail prices?)$|^(?:what(?:'s| is) (?:the )?)?(?:total )?(?:retail|selling|sale|sell) (?:value|worth)\b|^(?:what(?:'s| is) )?(?:the )?value (?:of .+ )?at (?:retail|selling prices?|sale prices?|full price)$|^how much (?:would|will|could) (?:everything|it all|all (?:the )?(?:stock|pieces|items)|the stock)(?: .+)? (?:sell for|fetch|bring in|be worth at retail)$|\bworth at (?:retail|selling price|full price|mrp|rrp|list price|retail price|sell price)$/;
// "what would we make if we sold everything": the profit, the retail value named too
const MAKE_IF =
  /^(?:what|how much)(?: money)? (?:would|will|could|do) we (?:make|earn|clear|get|take)(?: in total)? if (?:we )?(?:sold|sell|sells|cleared|shifted) (?:everything|it all|all (?:the |our |of the )?(?:stock|pieces|items|it)|the (?:stock|lot))(?: (?:on|in) (?:the |our )?(?:rails?|shelves|shop|stock))?$|^(?:what|how much)(?: money)? (?:would|will|could) we (?:make|earn|clear|get|take)(?: in total)? if (?:everything|it all|all (?:the |our )?(?:stock|pieces|items)|the stock)(?: (?:on|in) (?:the |our )?(?:rails?|shelves|shop|stock))? (?:sells|sold|went|goes)(?: out)?$/;
const PROFIT_IF =
  /^(?:what(?:'s| is| would be) )?(?:the |our )?(?:total )?(?:profit|margin|gross profit)(?: would we make| we(?:'d| would) make)? if (?:everything|it all|all (?:the |our )?(?:stock|pieces|items)|the stock)(?: .+?)? (?:sells|sold|sell|goes|went)(?: out)?$|^how much (?:profit|margin|money) (?:would|will|could) we make if (?:everything|it all|we sold everything|all (?:the )?(?:stock|pieces) sells?)(?: .+)?$|^(?:what(?:'s| is) )?(?:the )?(?:potential |total )?(?:profit|margin) (?:in|on) (?:the |our )?(?:stock|rails)$/;
const QTY_TOTAL = new RegExp(
  `^(?:the )?(?:total|number of) ${ENTITY} (?:on|in) (?:the |our )?(?:rails?|shelf|shelves|shop floor|racks?|display|stock|shop)$|^how many ${ENTITY} (?:are |do we have |have we got |are there |in total |altogether )?(?:on|in) (?:the |our )?(?:rails?|shelf|shelves|shop floor|racks?|display|stock|shop)(?: (?:in total|altogether|right now|now))?$|^how many ${ENTITY} (?:in total|altogether) (?:on|in) (?:the |our )?(?:rails?|shelves|stock)$`,
);
const NAMED_COST =
  /^(?:what|how much) (?:did|does|do) (?:the |a |an |our |one |each )?(.+?) cost(?: us| me)?(?: (?:per|a|each|an|for (?:a|one|each)) ([a-z0-9]+))?(?: to buy| to make| in)?$|^(?:what(?:'s| is) )?(?:the |our )?(?:unit )?cost (?:of|for) (?:the |a |an |one |each )?(.+?)$|^(?:what|how much) do we pay for (?:the |a |an |one |each )?(.+?)$/;
const NAMED_PRICE =
  /^(?:what|how much) (?:do|did|does) (?:we|you) (?:charge|ask|get) (?:for|on) (?:the |a |an |one |each )?(.+?)$|^(?:what|how much) (?:do|did) we sell (?:the |a |an |one |each )?(.+?) (?:for|at)$|^(?:what(?:'s| is) )?(?:the |our )?(?:selling |sell |retail )?price (?:of|for|on) (?:the |a |an |one |each )?(.+?)$|^how much (?:is|are) (?:the |a |an |one )?(.+?) (?:priced at|sold for|selling for|going for)$|^how much (?:is|are|'s) (?:a|an|one) (.+?)$/;
const NAMED_MARGIN =
  /^(?:what(?:'s| is) )?(?:the |our )?(?:margin|profit|markup|mark-up) (?:on|for|of) (?:the |a |an |one |each )?(.+?)$|^(?:what|how much) do we make on (?:the |a |an |one |each )?(.+?)$/;
const NAMED_COL =
  /^(?:what(?:'s| is| are) )?(?:the |our )?(.+?) (?:for|of|on) (?:the |a |an |our )?(.+?)$/;
// "how much is a block of red wax": one unit of the item (its price, else its cost)
const UNIT_OF =
  /^how much (?:is|does|do|are) (?:a|an|one) ([a-z]+) of (?:the |our )?(.+?)(?: cost(?: us)?)?$/;
// "when do we reorder insulin": its reorder level
const REORDER_WHEN =
  /^(?:when|at what (?:level|point|quantity)) (?:do|should|must) we (?:re-?order|order more|top up)(?: more)? (?:of )?(?:the )?(.+?)$/;
// "what's the insulin reorder level": the item first, then the column
const ITEM_COL = /^(?:what(?:'s| is| are) )?(?:the |our )?(.+)$/;
const SUPPLIER_COUNT =
  /^how many (?:things|items|products|lines|skus) (?:are |do we have )?(?:from|supplied by|made by|by) (.+?)$|^how many (?:things|items|products|lines|skus|different (?:things|items|products|lines)|kinds of (?:thing|stock)) (?:do we |we |have we |did we )?(?:buy|get|order|source|stock|have|carry|take)(?: in)? from (.+?)$/;
const BELOW_VALUE =
  /^(?:what(?:'s| is) )?(?:the )?(?:total )?(?:stock )?value of (?:everything|all (?:the )?(?:stock|items|lines|things)|(?:the )?stock|(?:the )?items|(?:the )?lines|what(?:'s| is)) (?:that(?:'s| is| are)? |which (?:is|are) |currently )?(?:below|under|beneath|short of) (?:its |their |the )?(?:reorder|re-order|minimum|min|par)(?: levels?| points?)?$|^how much (?:stock|money) is (?:sitting )?(?:below|under) (?:its |their |the )?(?:reorder|re-order|minimum|par)(?: levels?| points?)?$/;
const REORDERING = new RegExp(
  `^how many (?:of )?(?:(.+?) )?${ENTITY}(?: from (.+?))? (?:need|needs|want|are due for|are due|require|should we be|should be) (?:reordering|re-ordering|to be reordered|to be re-ordered|ordering|reordered|topping up|a reorder)$|^how many (?:of )?(?:(.+?) )?${ENTITY}(?: from (.+?))? (?:are|is) ((?:at or |on or )?(?:below|under|beneath)) (?:its |their |the )?(?:reorder|re-order|minimum|min|par)(?: levels?| points?)?$`,
);
const RUN_OUT =
  /^(?:what(?:'s| is)|which (?:items|things|products|lines) are|what are we) (?:completely )?(?:out of stock|sold out|out)$|^what (?:have we|are we) (?:run|ran) out of$|^(?:what|which (?:items|things|products|lines)) (?:have we|are we|did we|have we completely) (?:run|ran|sold) out of(?: completely)?(?:,? how many(?: (?:items|things|lines|products))?(?: is that| are there)?)?$|^how many (?:items|things|products|lines) (?:have we|are we|did we) (?:completely )?(?:run|ran|sold) out of(?: completely)?$|^how many (?:(?:different|distinct|separate|individual) )?(?:items|things|products|lines|skus|stock lines|kinds of (?:thing|item|stock)) (?:are|were|have gone|went|have sold|sold) (?:completely )?(?:out of stock|sold out|out)(?: right now| now| at the moment)?$|^how many (?:(?:different|distinct|separate|individual) )?(?:items|things|products|lines|skus) (?:have|are at|have got) (?:zero|0|no|none) (?:stock|left|on hand|in stock)$|^how many (?:items|things|products|lines) (?:are at|have) (?:zero|0|nothing|none)(?: (?:left|in stock|on hand))?$/;
const SHELF_MONEY = new RegExp(
  `^which ${ENTITY} (?:is|has|ties up|holds|represents) (?:the )?(most|least) (?:money|cash|value)(?: (?:sitting|tied up))?(?: (?:on|in) (?:the )?(?:shel(?:f|ves)|stock|stores?|warehouse))?$|^(?:what|which) ${ENTITY} (?:has|have) (?:the )?(most|least) (?:money|cash) tied up(?: in (?:it|stock))?$`,
);

const STOCK_COST =
  /^(?:what(?:'s| is| was) )?(?:the )?(?:total )?cost of (?:the |our |all (?:the |our )?)?(?:stock|everything|pieces|items|inventory|garments|clothes)(?: (?:on|in) (?:the |our )?(?:rails?|shelf|shelves|shop|store|hand|stock))?$|^(?:what|how much) (?:did|does) (?:everything|all (?:the |our )?(?:stock|pieces|items)|the stock)(?: (?:on|in) (?:the |our )?(?:rails?|shelves|shop|stock))? cost(?: us)?(?: in total)?$/;
const HAVE_QTY =
  /^how much (.+?) (?:do we have|have we got|is there|is left|do we have left|have we got left|have we left|left|in stock|on hand)(?: left| in stock| on hand)?$/;

const WORD_UNITS = (s: string): string[] => nameTokens(s);

// pass 51 (W3): "how many Odyssey putters in stock", "how many strats do we have": Σ quantity
const HAVE_COUNT =
  /^how many (.+?) (?:(?:are|is|do we have|have we got|we have|we've got|have we|are there|is there|do we have left|have we got left|are left|do we carry|do we hold)(?: in stock| on hand| left| in the shop| on the shelf| on the shelves| right now| now| at the moment)?|in stock|on hand|left|in the shop|on the shelf|on the shelves)$/;
// pass 51 (L3b): "how many items under $20": rows whose price is under the figure
const PRICE_COUNT = new RegExp(
  `^how many (?:(.+?) )?(?:${ENTITY}|things) (?:(?:do we (?:sell|have|stock|carry|do)|have we got|are there|do we have)(?: that (?:are|cost|sell for|retail (?:at|for)))? )?(?:are |cost |costs |sell for |sells for |retail (?:at |for )|are priced |priced |go for |for |at |(?:that )?(?:are|cost) )?(under|below|less than|over|above|more than|at least|cheaper than|dearer than|at or under|at or below)(?: a)? ?[$£€]? ?(\\d+(?:\\.\\d+)?)(?: dollars| pounds| euros| bucks)?(?: each| retail| to buy)?$`,
);
// pass 51 (L3c): "what would it cost to reorder everything flagged": Σ Reorder qty × Unit cost
const REORDER_COST =
  /^(?:what(?:'s| is| would be| will be) )?(?:the )?(?:total )?cost to (?:re-?order|restock|top up) (.+?)$|^(?:what|how much) (?:would|will|does|is|did|'d|'ll) it (?:cost|come to|be|set us back) (?:us )?to (?:re-?order|restock|order|top up|buy in|buy) (.+?)$|^(?:what(?:'s| is| would be| will be) )?(?:the )?(?:total )?(?:cost|price|bill) (?:of|for) (?:re-?order(?:ing)?|restock(?:ing)?|the re-?order(?: of)?) ?(.*?)$|^how much (?:would|will|does) (?:the )?(?:re-?order(?:ing)?|restock(?:ing)?)(?: of)? ?(.*?) cost(?: us)?$|^how much (?:stock )?(?:do|will|would|should) we (?:need to |have to )?(?:re-?order|order|buy in|top up)()$/;
// pass 51 (L3c): "average unit cost of protective gear": the mean over that group's rows
const AVG_COL =
  /^(?:what(?:'s| is| was) )?(?:the |our )?(?:average|mean|avg|typical) (unit cost|cost|cost price|price|retail|retail price|selling price|sell price|margin|margin %|margin percent|margin percentage|markup) (?:of|for|on|across|among|in|per item (?:of|for|in)) (?:the |our |all (?:the |our )?|an? )?(.+?)$/;

// pass 51 (L3c): "how many lines are flagged for reorder", "what needs reordering"
const FLAGGED =
  /^how many (?:items|lines|things|products|skus)?(?: are| is)? ?(?:flagged|marked|ticked|down|on the list) (?:for|to) (?:re-?order(?:ing)?|order(?:ing)?)$|^(?:what|which(?: items| lines| things| products)?) (?:needs?|is|are) (?:re-?order(?:ing)?|flagged for re-?order(?:ing)?|marked for re-?order(?:ing)?)$|^(?:what(?:'s| is) )?on the re-?order list$/;

/** Words that say only which kind of row, never which group. */
const GROUP_FILLER = new Set(
  [
    'different',
    'distinct',
    'kind',
    'type',
    'stock',
    'range',
    'line',
    'item',
    'thing',
    'product',
    'sku',
    'unit',
    'piece',
  ].map((w) => nameTokens(w)[0]!),
);

/**
 * Pass 51 (W2, W3, L3): the rows a phrase names as a group: first by a Category value or a
 * group heading row (BALLS, CLUBS …: "acoustic", "club", "electric guitar"), else by the words
 * of the item names, brand or supplier too ("odyssey putters", "strats": a word of 4 letters or
 * more also names a longer word it begins, Stratocaster). The name is the one category or
 * heading they share when the words are in it.
 */
function groupRows(l: List, phrase: string): { rows: Row[]; name: string } | undefined {
  const headToks = (r: Row) => nameTokens(l.heads.get(r) ?? '');
  const tier = (cols: number[], heads: boolean) =>
    l.rows.map((r) => {
      const set = rowTokens(r, cols);
      if (heads) for (const w of headToks(r)) set.add(w);
      return set;
    });
  const allCols = [l.item, l.cat, l.supplier].filter((c): c is number => c !== undefined);
  const all = tier(allCols, true);
  const inAny = (w: string) => all.some((x) => x.has(w));
  const words = nameTokens(phrase).filter(
    (w) => !NAME_FILLER.has(w) && !GROUP_FILLER.has(w) && !(GENERIC_NOUNS.has(w) && !inAny(w)),
  );
  if (!words.length) return undefined;
  const has = (set: Set<string>, w: string) =>
    set.has(w) || (w.length >= 4 && [...set].some((x) => x.length > w.length && x.startsWith(w)));
  const pick = (toks: Array<Set<string>>) =>
    l.rows.filter((_, i) => words.every((w) => has(toks[i]!, w)));
  const byGroup = pick(tier(l.cat !== undefined ? [l.cat] : [], true));
  const rows = byGroup.length ? byGroup : pick(all);
  if (!rows.length) return undefined;
  const groupOf = (r: Row) =>
    (l.cat !== undefined ? cellText(r.cells[l.cat]) : undefined) ?? l.heads.get(r);
  const groups = [...new Set(rows.map(groupOf))];
  const name =
    byGroup.length && groups.length === 1 && groups[0]
      ? groups[0]
      : byGroup.length && groups.every(Boolean)
        ? groups.join(' and ')
        : `"${phrase.replace(/^(?:(?:things?|items?|ones?|products?|lines?)\s+)?(?:from|by|of|made by|in)\s+/, '')}"`;
  return { rows, name };
}

export function itemListAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/\bwhats\b/g, "what's")
    .replace(/\s*[—–]\s*|\s+-\s+/g, ', ')
    .replace(/[?]+$/, '')
    .trim()
    // "margin on cetirizine in rupees": the currency of the list's money, no other figure
    .replace(
      /,? in (?:rupees|dollars|pounds|euros|rand|quid|bucks|kronor|francs|yen|cash|money)$/,
      '',
    );
  const kinds = [
    PER_SALE.exec(q),
    COUNT_PCT.exec(q),
    MARGIN_RANK.exec(q),
    PRICE_RANK.exec(q),
    RETAIL_VALUE.test(q) && RAILS_WORDS.test(q) ? ([q] as unknown as RegExpExecArray) : null,
    PROFIT_IF.exec(q) ?? MAKE_IF.exec(q),
    QTY_TOTAL.exec(q),
    SUPPLIER_COUNT.exec(q),
    BELOW_VALUE.exec(q),
    REORDERING.exec(q),
    RUN_OUT.exec(q),
    SHELF_MONEY.exec(q),
    UNIT_OF.exec(q),
    NAMED_COST.exec(q),
    NAMED_PRICE.exec(q),
    NAMED_MARGIN.exec(q),
    STOCK_COST.exec(q),
    HAVE_QTY.exec(q),
    NAMED_COL.exec(q),
    REORDER_WHEN.exec(q),
    ITEM_COL.exec(q),
  ];
  // pass 51 (W2, W3, L3): counts and sums over a group, a price threshold, the cost of the
  // reorder, a mean over a group
  const groupKinds = [
    HAVE_COUNT.exec(q),
    PRICE_COUNT.exec(q),
    REORDER_COST.exec(q),
    AVG_COL.exec(q),
    FLAGGED.exec(q),
  ];
  if (!kinds.some((k) => k) && !groupKinds.some((k) => k)) return undefined;
  const l = itemList(wb);
  if (!l) return undefined;
  for (let at = 0; at < groupKinds.length; at++) {
    const m = groupKinds[at];
    if (!m) continue;
    const got = groupKind(l, q, at, m, refuse);
    if (got) return got;
  }
  // each kind the question fits is tried in turn: one that cannot read this list passes on
  for (let at = 0; at < kinds.length; at++) {
    const m = kinds[at];
    if (!m) continue;
    const got = answerKind(l, q, at, m, refuse);
    if (got) return got;
  }
  return undefined;
}

/** Pass 51 (W2, W3, L3): the kinds read over a group of rows (see groupRows). */
function groupKind(
  l: List,
  q: string,
  at: number,
  m: RegExpExecArray,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const { t } = l;
  const lab = (ci: number) => t.columns[ci]!.label;
  const nm = (r: Row) => cellText(r.cells[l.item])!;
  const num = (r: Row, ci: number): Dec | undefined => cellNumber(r.cells[ci]);
  const styleOf = (ci: number): NumberStyle =>
    cellStyle(t, l.rows.find((r) => num(r, ci))?.cells[ci]);
  const cite = (rows: Row[], cols: number[]) =>
    rows.flatMap((r) => cols.map((ci) => ({ r: r.r, c: t.columns[ci]!.c })));
  const listed = (rows: Row[]) =>
    rows.length && rows.length <= 15 ? `: ${rows.map(nm).join(', ')}` : '';

  if (at === 0) {
    // how many <group> in stock: Σ quantity over the rows the words name
    if (l.qty === undefined) return undefined;
    const phrase = m[1]!;
    if (
      /^(?:different |distinct )?(?:items?|things?|products?|lines?|skus?|units?|pieces?)$/.test(
        phrase,
      )
    )
      return undefined;
    // "how many denim lines (products, SKUs) have we got" counts the group's rows, not its stock
    const kinds = /^(.+?) (?:lines|skus|products|items|styles|kinds|types)$/.exec(phrase);
    if (kinds) {
      const g = groupRows(l, kinds[1]!);
      if (!g) return undefined;
      const fig = figureOf(
        t,
        `Lines, ${g.name}`,
        decFromInt(g.rows.length),
        PLAIN,
        cite(g.rows, [l.item]),
      );
      return sourcedAnswer(
        fig,
        `${g.rows.length} line${g.rows.length === 1 ? '' : 's'} of ${g.name}${listed(g.rows)} (rows counted; ${lab(l.qty)} is ${decToString(decSum(g.rows.map((r) => num(r, l.qty!) ?? ZERO)))} in all).`,
        'count',
      );
    }
    const g = groupRows(l, phrase);
    if (!g) return undefined;
    const blank = g.rows.filter((r) => !num(r, l.qty!));
    if (blank.length) return refuse(`${blank.map(nm).join(', ')} has no ${lab(l.qty)} figure`);
    if (l.unit !== undefined) {
      const units = new Set(g.rows.map((r) => (cellText(r.cells[l.unit!]) ?? '').toLowerCase()));
      if (units.size > 1)
        return refuse(
          `those rows are kept in different units (${[...units].join(', ')}); name one item`,
        );
    }
    const v = decSum(g.rows.map((r) => num(r, l.qty!)!));
    const fig = figureOf(
      t,
      `${lab(l.qty)}, ${g.rows.length === 1 ? nm(g.rows[0]!) : g.name}`,
      v,
      PLAIN,
      cite(g.rows, [l.qty]),
      g.rows.length === 1 ? nm(g.rows[0]!) : undefined,
    );
    return sourcedAnswer(
      fig,
      g.rows.length === 1
        ? `${fig.display} of ${nm(g.rows[0]!)} (${lab(l.qty)}).`
        : `${fig.display} in all (${lab(l.qty)} added over ${g.rows.length} rows${listed(g.rows)}).`,
      g.rows.length === 1 ? 'lookup' : 'total',
    );
  }
  if (at === 1) {
    // how many items under $20: rows whose selling price is under the figure
    if (l.price === undefined) return undefined;
    const g = m[1] ? groupRows(l, m[1]) : undefined;
    if (m[1] && !g) return undefined;
    const pool = g ? g.rows : l.rows;
    const word = m[2]!;
    const n = decParse(m[3]!)!;
    const below = /under|below|less|cheaper/.test(word);
    const orAt = /at least|at or/.test(word);
    if (pool.some((r) => !num(r, l.price!)))
      return refuse(`some rows have no ${lab(l.price)}; I cannot count them`);
    const rows = pool.filter((r) => {
      const c = decCmp(num(r, l.price!)!, n);
      return below ? c < 0 || (orAt && c === 0) : c > 0 || (orAt && c === 0);
    });
    const rel = `${orAt ? (below ? 'at or under' : 'at least') : below ? 'under' : 'over'} ${m[3]}`;
    const fig = figureOf(
      t,
      `Rows with ${lab(l.price)} ${rel}${g ? `, ${g.name}` : ''}`,
      decFromInt(rows.length),
      PLAIN,
      cite(rows.length ? rows : pool, [l.price]),
    );
    return sourcedAnswer(
      fig,
      `${rows.length} of ${pool.length}${g ? ` ${g.name}` : ''} items have ${lab(l.price)} ${rel}${listed(rows)}.`,
      'count',
    );
  }
  if (at === 4) {
    // the rows flagged for reorder, named
    if (l.flag === undefined) return undefined;
    const flagRows = l.rows.filter((r) =>
      /^(yes|y|true|reorder|order|✓|x)$/i.test(cellText(r.cells[l.flag!]) ?? ''),
    );
    const fig = figureOf(
      t,
      `Rows marked in ${lab(l.flag)}`,
      decFromInt(flagRows.length),
      PLAIN,
      cite(flagRows.length ? flagRows : l.rows, [l.flag]),
    );
    return sourcedAnswer(
      fig,
      `${flagRows.length} of ${l.rows.length} items are marked in ${lab(l.flag)}${listed(flagRows)}.`,
      'count',
    );
  }
  if (at === 2) {
    // the reorder's cost: Σ Reorder qty × Unit cost over the rows flagged for reorder
    // "how much (stock) do we need to reorder": units or money; asked back with both
    if (m[5] !== undefined) {
      if (l.flag === undefined || l.reorderQty === undefined || l.cost === undefined)
        return undefined;
      const money = groupKind(l, q, at, ['', 'flagged'] as unknown as RegExpExecArray, refuse);
      const flagRows = l.rows.filter((r) =>
        /^(yes|y|true|reorder|order|✓|x)$/i.test(cellText(r.cells[l.flag!]) ?? ''),
      );
      const units = decSum(flagRows.map((r) => num(r, l.reorderQty!) ?? ZERO));
      if (!money || money.refused) return money;
      return refuse(
        `the ${flagRows.length} lines marked in ${lab(l.flag)} need ${figureOf(t, '', units, PLAIN, cite(flagRows, [l.reorderQty])).display} units (${lab(l.reorderQty)}), which would cost ${money.figures[0]!.display}; which do you mean?`,
      );
    }
    const what = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim();
    const flaggedCost = () =>
      groupKind(l, q, at, ['', 'flagged'] as unknown as RegExpExecArray, refuse);
    // "the reorder" (what would the reorder cost) is what the flag marks
    if (what === '' && l.flag !== undefined) return flaggedCost();
    // "everything" alone: the flagged lines or every line; asked back with both
    if (
      /^(?:everything|it all|all of it|the lot|all (?:the |our )?(?:items|lines|stock))$/.test(
        what,
      ) &&
      l.flag !== undefined &&
      l.reorderQty !== undefined &&
      l.cost !== undefined
    ) {
      const one = flaggedCost();
      const every = decSum(
        l.rows.map((r) => decMul(num(r, l.reorderQty!) ?? ZERO, num(r, l.cost!) ?? ZERO)),
      );
      if (one && !one.refused)
        return refuse(
          `the lines marked in ${lab(l.flag)} would cost ${one.figures[0]!.display} to reorder; every line's ${lab(l.reorderQty)} would cost ${figureOf(t, '', every, styleOf(l.cost), cite(l.rows.slice(0, 1), [l.cost])).display}; which do you mean?`,
        );
    }
    if (
      !/\b(?:flagged|flag|marked|ticked|yes|needs? (?:it|reordering|re-ordering|ordering)|due|on the (?:re-?order )?list|below|under|at or below)\b/.test(
        what,
      )
    )
      return undefined;
    if (l.cost === undefined) return undefined;
    if (l.reorderQty === undefined)
      return refuse(
        'the list has no reorder quantity column, so I cannot tell how many would be ordered',
      );
    let rows: Row[];
    let which: string;
    const flagWords = /\b(?:flagged|flag|marked|ticked|yes)\b/.test(what);
    if (l.flag !== undefined && (flagWords || !/\b(?:below|under)\b/.test(what))) {
      rows = l.rows.filter((r) =>
        /^(yes|y|true|reorder|order|✓|x)$/i.test(cellText(r.cells[l.flag!]) ?? ''),
      );
      which = `the ${rows.length} rows marked in ${lab(l.flag)}`;
    } else {
      if (flagWords)
        return refuse(
          'the list has no reorder flag column; ask for the items below their reorder level',
        );
      if (l.qty === undefined || l.reorder === undefined) return undefined;
      const orAt = /at or below/.test(what);
      rows = l.rows.filter((r) => {
        const a = num(r, l.qty!);
        const b = num(r, l.reorder!);
        return !!a && !!b && (orAt ? decCmp(a, b) <= 0 : decCmp(a, b) < 0);
      });
      which = `the ${rows.length} rows whose ${lab(l.qty)} is ${orAt ? 'at or ' : ''}below ${lab(l.reorder)}`;
    }
    if (!rows.length) return refuse('no row is marked for reorder');
    const blank = rows.filter((r) => !num(r, l.reorderQty!) || !num(r, l.cost!));
    if (blank.length)
      return refuse(`${blank.map(nm).join(', ')} has no ${lab(l.reorderQty)} or ${lab(l.cost)}`);
    const v = decSum(rows.map((r) => decMul(num(r, l.reorderQty!)!, num(r, l.cost!)!)));
    const fig = figureOf(
      t,
      `${lab(l.reorderQty)} × ${lab(l.cost)}, flagged rows`,
      v,
      styleOf(l.cost),
      cite(rows, [l.reorderQty, l.cost]),
    );
    return sourcedAnswer(
      fig,
      `Reordering would cost ${fig.display}: ${lab(l.reorderQty)} × ${lab(l.cost)} added over ${which}${listed(rows)}.`,
      'total',
    );
  }
  // the mean of a per-item column over a group's rows (never weighted by a quantity)
  const isPctCol = (ci: number) => ci === l.pct && t.columns[ci]!.type === 'percent';
  const word = m[1]!;
  const pctWord = /%|percent/.test(word);
  const ci = /cost/.test(word)
    ? l.cost
    : /price|retail/.test(word)
      ? l.price
      : pctWord
        ? l.pct
        : l.margin;
  if (ci === undefined) return undefined;
  const g = groupRows(l, m[2]!);
  if (!g) return undefined;
  const vals = g.rows.map((r) => num(r, ci));
  if (vals.some((v) => !v)) return refuse(`some ${g.name} rows have no ${lab(ci)}`);
  if (t.columns[ci]!.type === 'percent' && !pctWord) return undefined;
  const mean = decDiv(decSum(vals as Dec[]), decFromInt(vals.length), isPctCol(ci) ? 6 : 2);
  if (!mean) return undefined;
  const isPct = ci === l.pct;
  const fig = figureOf(
    t,
    `Mean ${lab(ci)}, ${g.name}`,
    isPct && t.columns[ci]!.type === 'percent' ? decMul(mean, HUNDRED) : mean,
    isPct ? PERCENT : { ...styleOf(ci), decimals: 2 },
    cite(g.rows, [ci]),
  );
  return sourcedAnswer(
    fig,
    `The average ${lab(ci)} of ${g.name} is ${fig.display}: the plain mean over ${g.rows.length} rows${listed(g.rows)} (not weighted by quantity).`,
    'average',
  );
}

function answerKind(
  l: List,
  q: string,
  at: number,
  m: RegExpExecArray,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const { t } = l;
  const lab = (ci: number) => t.columns[ci]!.label;
  const nm = (r: Row) => cellText(r.cells[l.item])!;
  const num = (r: Row, ci: number): Dec | undefined => cellNumber(r.cells[ci]);
  const val = (r: Row, ci: number): Dec => num(r, ci) ?? ZERO;
  const styleOf = (ci: number): NumberStyle =>
    cellStyle(t, l.rows.find((r) => num(r, ci))?.cells[ci]);
  const cite = (rows: Row[], cols: number[]) =>
    rows.flatMap((r) => cols.map((ci) => ({ r: r.r, c: t.columns[ci]!.c })));
  const show = (v: Dec, ci: number) =>
    figureOf(t, '', v, styleOf(ci), cite(l.rows.slice(0, 1), [ci])).display;
  // a % column in percent points: a percent format, or fractions (every value within ±1.5)
  const pctScale = (() => {
    if (l.pct === undefined) return false;
    if (t.columns[l.pct]!.type === 'percent' || styleOf(l.pct).kind === 'percent') return true;
    const vs = l.rows.map((r) => num(r, l.pct!)).filter((v): v is Dec => !!v);
    return vs.length > 0 && vs.every((v) => decCmp(decAbs(v), decParse('1.5')!) <= 0);
  })();
  const pctOf = (r: Row): Dec | undefined => {
    const v = num(r, l.pct!);
    return v && pctScale ? decMul(v, HUNDRED) : v;
  };
  // the money margin of a row: its Margin cell, else price − cost
  const marginOf = (r: Row): Dec | undefined =>
    l.margin !== undefined
      ? num(r, l.margin)
      : l.price !== undefined && l.cost !== undefined && num(r, l.price) && num(r, l.cost)
        ? decSub(num(r, l.price)!, num(r, l.cost)!)
        : undefined;
  const marginCols = () =>
    l.margin !== undefined
      ? [l.margin]
      : [l.price, l.cost].filter((x): x is number => x !== undefined);
  const marginName = () =>
    l.margin !== undefined ? lab(l.margin) : `${lab(l.price!)} − ${lab(l.cost!)}`;
  const rank = (vals: Array<Dec | undefined>, max: boolean): number | 'tie' | undefined => {
    const idx = vals.flatMap((v, i) => (v ? [i] : []));
    if (idx.length < 2) return undefined;
    let best = idx[0]!;
    for (const i of idx) {
      const c = decCmp(vals[i]!, vals[best]!);
      if (max ? c > 0 : c < 0) best = i;
    }
    return idx.some((i) => i !== best && decEq(vals[i]!, vals[best]!)) ? 'tie' : best;
  };
  const named = (phrase: string, several = true): Row | Answer | undefined => {
    const cols = [l.item, ...(l.code !== undefined ? [l.code] : [])];
    const hits = rowsNamed(l.rows, cols, phrase);
    if (!hits) return undefined;
    if (hits.length > 1)
      return several ? refuse(`that fits ${hits.map(nm).join(', ')}; which one?`) : undefined;
    return hits[0]!;
  };
  const isAnswer = (x: Row | Answer): x is Answer => 'refused' in x;
  const lookup = (row: Row, ci: number, what: string, more = ''): Answer | undefined => {
    // a % column is read in percent points (0.4535 is 45.35%)
    const pct = ci === l.pct;
    const v = pct ? pctOf(row) : num(row, ci);
    if (!v) return undefined;
    if (!pct && t.columns[ci]!.type === 'percent') return undefined;
    const fig = figureOf(
      t,
      `${lab(ci)} for ${nm(row)}`,
      v,
      pct ? PERCENT : styleOf(ci),
      cite([row], [ci]),
      nm(row),
    );
    return sourcedAnswer(fig, `${what} ${nm(row)}: ${fig.display} (${lab(ci)})${more}.`, 'lookup');
  };
  const counted = (rows: Row[], what: string, cols: number[], note = ''): Answer => {
    const fig = figureOf(
      t,
      what,
      decFromInt(rows.length),
      PLAIN,
      cite(rows.length ? rows : l.rows, cols),
    );
    const names = rows.length && rows.length <= 15 ? `: ${rows.map(nm).join(', ')}` : '';
    const text = `${rows.length} ${what}${names}${note}.`;
    const one = (x: string) =>
      x
        .replace(/^1 items\b/, '1 item')
        .replace(/ are below\b/, ' is below')
        .replace(/ are at or below\b/, ' is at or below')
        .replace(/ have (run|Margin)\b/, ' has $1')
        .replace(/ come from\b/, ' comes from');
    return sourcedAnswer(fig, rows.length === 1 ? one(text) : text, 'count');
  };

  if (at === 0) {
    // "dollars per sale": the money margin of one item sold; "makes the most" alone is the
    // margin per sale too, unless the stock held (margin × quantity) picks another item
    const bare = !!m[1] && !m[2] && !m[3];
    const word = (m[1] ?? m[4])!;
    const max = MAXW.test(word) ? true : MINW.test(word) ? false : undefined;
    if (max === undefined) return undefined;
    // what an item brings in is its price (takings), what it makes or earns its margin
    if (/\bbr(?:ings?|ought) in\b/.test(q) && !/\b(?:profit|margin)\b/.test(q)) {
      if (l.price === undefined || (bare && l.qty !== undefined)) return undefined;
      const pv = l.rows.map((r) => num(r, l.price!));
      const k = rank(pv, max);
      if (k === undefined) return undefined;
      if (k === 'tie') return refuse(`several items share that ${lab(l.price)}`);
      const row = l.rows[k]!;
      const fig = figureOf(
        t,
        `${max ? 'Highest' : 'Lowest'} ${lab(l.price)}`,
        pv[k]!,
        styleOf(l.price),
        cite([row], [l.price]),
        nm(row),
      );
      return sourcedAnswer(
        fig,
        `${nm(row)} brings in the ${max ? 'most' : 'least'} per sale: ${fig.display} (${lab(l.price)}; what it makes after cost is its ${marginName()}).`,
        max ? 'max' : 'min',
      );
    }
    if (l.margin === undefined && (l.price === undefined || l.cost === undefined)) return undefined;
    const vals = l.rows.map(marginOf);
    const i = rank(vals, max);
    if (i === undefined) return undefined;
    if (i === 'tie') return refuse(`several items tie on ${marginName()}`);
    if (bare && l.qty !== undefined) {
      const held = l.rows.map((r) => {
        const mg = marginOf(r);
        return mg ? decMul(mg, val(r, l.qty!)) : undefined;
      });
      const k = rank(held, max);
      if (k !== i)
        return refuse(
          `per item sold it is ${nm(l.rows[i]!)} (${marginName()}); on the stock held (${marginName()} × ${lab(l.qty)}) it is ${k === undefined || k === 'tie' ? 'a tie' : nm(l.rows[k]!)}; which do you mean?`,
        );
    }
    const row = l.rows[i]!;
    const fig = figureOf(
      t,
      `${max ? 'Highest' : 'Lowest'} ${marginName()}`,
      vals[i]!,
      styleOf(marginCols()[0]!),
      cite([row], marginCols()),
      nm(row),
    );
    return sourcedAnswer(
      fig,
      `${nm(row)} makes the ${max ? 'most' : 'least'} per sale: ${fig.display} (${marginName()} on one sold).`,
      max ? 'max' : 'min',
    );
  }
  if (at === 1) {
    const below = /under|below|less than|beneath/.test(m[1]!);
    const atLeast = /at least/.test(m[1]!);
    const n = decParse(m[2]!)!;
    let vals: Array<Dec | undefined>;
    let cols: number[];
    if (l.pct !== undefined) {
      vals = l.rows.map(pctOf);
      cols = [l.pct];
    } else if (l.price !== undefined && (l.margin !== undefined || l.cost !== undefined)) {
      vals = l.rows.map((r) => {
        const mg = marginOf(r);
        const p = num(r, l.price!);
        return mg && p && decCmp(p, ZERO) !== 0 ? decDiv(decMul(mg, HUNDRED), p, 6) : undefined;
      });
      cols = [...marginCols(), l.price];
    } else return undefined;
    const rows = l.rows.filter((_, i) => {
      const v = vals[i];
      if (!v) return false;
      const c = decCmp(v, n);
      return below ? c < 0 : atLeast ? c >= 0 : c > 0;
    });
    const by = l.pct !== undefined ? lab(l.pct) : `${marginName()} ÷ ${lab(l.price!)}`;
    return counted(
      rows,
      `of ${l.rows.length} have ${by} ${below ? 'below' : atLeast ? 'at least' : 'above'} ${m[2]}%`,
      cols,
    );
  }
  if (at === 2) {
    const word = m[1] ?? m[2] ?? m[3]!;
    const max = MAXW.test(word) ? true : MINW.test(word) ? false : undefined;
    if (max === undefined) return undefined;
    const pctAsked = PCT_WORDS.test(q);
    const byPct = ():
      { vals: Array<Dec | undefined>; cols: number[]; name: string } | undefined => {
      if (l.pct !== undefined) return { vals: l.rows.map(pctOf), cols: [l.pct], name: lab(l.pct) };
      if (l.price === undefined || marginCols().length === 0) return undefined;
      return {
        vals: l.rows.map((r) => {
          const mg = marginOf(r);
          const p = num(r, l.price!);
          return mg && p && decCmp(p, ZERO) !== 0 ? decDiv(decMul(mg, HUNDRED), p, 6) : undefined;
        }),
        cols: [...marginCols(), l.price],
        name: `${marginName()} ÷ ${lab(l.price)}`,
      };
    };
    const p = byPct();
    const money = l.margin !== undefined || (l.price !== undefined && l.cost !== undefined);
    if (pctAsked) {
      if (!p) return undefined;
      const i = rank(p.vals, max);
      if (i === undefined) return undefined;
      if (i === 'tie') return refuse(`several items tie on ${p.name}`);
      const row = l.rows[i]!;
      const fig = figureOf(
        t,
        `${max ? 'Highest' : 'Lowest'} ${p.name}`,
        p.vals[i]!,
        PERCENT,
        cite([row], p.cols),
        nm(row),
      );
      return sourcedAnswer(
        fig,
        `${nm(row)} has the ${max ? 'highest' : 'lowest'} margin in percentage terms: ${fig.display} (${p.name}).`,
        max ? 'max' : 'min',
      );
    }
    // no % word: the amount and the % must name the same item, else both are named
    if (!money) return undefined;
    const mv = l.rows.map(marginOf);
    const i = rank(mv, max);
    if (i === undefined) return undefined;
    if (i === 'tie') return refuse(`several items tie on ${marginName()}`);
    const j = p ? rank(p.vals, max) : i;
    if (j !== i && p)
      return refuse(
        `by ${marginName()} (the amount) it is ${nm(l.rows[i]!)}, by ${p.name} ${j === 'tie' || j === undefined ? 'several items tie' : nm(l.rows[j]!)}; which margin do you mean?`,
      );
    const row = l.rows[i]!;
    const fig = figureOf(
      t,
      `${max ? 'Highest' : 'Lowest'} ${marginName()}`,
      mv[i]!,
      styleOf(marginCols()[0]!),
      cite([row], marginCols()),
      nm(row),
    );
    return sourcedAnswer(
      fig,
      `${nm(row)} has the ${max ? 'highest' : 'lowest'} margin: ${fig.display} (${marginName()}${p ? `; it is also the ${max ? 'highest' : 'lowest'} ${p.name}` : ''}).`,
      max ? 'max' : 'min',
    );
  }
  if (at === 3) {
    if (l.price === undefined) return undefined;
    const max = m[1] !== 'cheapest' && m[1] !== 'least expensive';
    // pass 51 (W2, L3): "cheapest acoustic" is the lowest price among the rows of that group
    const g = m[2] ? groupRows(l, m[2]) : undefined;
    if (m[2] && !g) return undefined;
    const pool = g ? g.rows : l.rows;
    const vals = pool.map((r) => num(r, l.price!));
    const i = rank(vals, max);
    if (i === undefined) return undefined;
    if (i === 'tie') return refuse(`several items share that ${lab(l.price)}`);
    const row = pool[i]!;
    const among = g ? ` among ${g.name}` : '';
    const fig = figureOf(
      t,
      `${max ? 'Highest' : 'Lowest'} ${lab(l.price)}${among}`,
      vals[i]!,
      styleOf(l.price),
      cite([row], [l.price]),
      nm(row),
    );
    const costToo =
      l.cost !== undefined && num(row, l.cost)
        ? `; it costs us ${show(val(row, l.cost), l.cost)} (${lab(l.cost)})`
        : '';
    return sourcedAnswer(
      fig,
      g
        ? `${nm(row)} is the ${max ? 'most expensive' : 'cheapest'} of ${g.rows.length} ${g.name} rows: ${fig.display} (${lab(l.price)}, what we sell at${costToo}).`
        : `${nm(row)} is the ${max ? 'most expensive' : 'cheapest'} thing we sell: ${fig.display} (${lab(l.price)}).`,
      max ? 'max' : 'min',
    );
  }
  if (at === 4 || at === 5 || at === 6) {
    if (l.qty === undefined) return undefined;
    if (at === 6) {
      // pass 51: "how many lines (skus) are in stock" counts the rows holding any, never units
      if (/^how many (?:different |distinct )?(?:lines|skus|stock lines)\b/.test(q)) {
        if (l.rows.some((r) => !num(r, l.qty!)))
          return refuse(`some rows have no ${lab(l.qty)}; I cannot count them`);
        const held = l.rows.filter((r) => decCmp(val(r, l.qty!), ZERO) > 0);
        return counted(held, `of ${l.rows.length} lines have stock (${lab(l.qty)} above 0)`, [
          l.qty,
        ]);
      }
      const fig = figureOf(
        t,
        `${lab(l.qty)}, total`,
        decSum(l.rows.map((r) => val(r, l.qty!))),
        PLAIN,
        cite(l.rows, [l.qty]),
      );
      return sourcedAnswer(
        fig,
        `${fig.display} in all (${lab(l.qty)} added over ${l.rows.length} items).`,
        'total',
      );
    }
    // "what would we make": the profit, and what it would bring in at retail named too
    const retailToo = () =>
      MAKE_IF.test(q) && l.price !== undefined
        ? `; it would bring in ${show(decSum(l.rows.map((r) => decMul(val(r, l.qty!), val(r, l.price!)))), l.price)} at ${lab(l.price)}`
        : '';
    const per = at === 4 ? l.price : undefined;
    if (at === 4 && per === undefined) return undefined;
    if (at === 5 && l.margin === undefined && (l.price === undefined || l.cost === undefined))
      return undefined;
    const parts = l.rows.map((r) =>
      decMul(val(r, l.qty!), at === 4 ? val(r, per!) : (marginOf(r) ?? ZERO)),
    );
    const cols = at === 4 ? [l.qty, per!] : [l.qty, ...marginCols()];
    const name = at === 4 ? lab(per!) : marginName();
    const fig = figureOf(
      t,
      `${lab(l.qty)} × ${name}, total`,
      decSum(parts),
      styleOf(cols[1]!),
      cite(l.rows, cols),
    );
    return sourcedAnswer(
      fig,
      at === 4
        ? `Everything ${lab(l.qty).toLowerCase()} is worth ${fig.display} at retail (${lab(l.qty)} × ${name}, added over ${l.rows.length} items).`
        : `If everything ${lab(l.qty).toLowerCase()} sells, the profit is ${fig.display} (${lab(l.qty)} × ${name}, added over ${l.rows.length} items)${retailToo()}.`,
      'total',
    );
  }
  if (at === 7) {
    if (l.supplier === undefined) return undefined;
    const who = (m[1] ?? m[2])!;
    const hits = rowsNamed(l.rows, [l.supplier], who);
    if (!hits) return undefined;
    const sups = [...new Set(hits.map((r) => cellText(r.cells[l.supplier!])!))];
    if (sups.length > 1) return refuse(`that fits ${sups.join(', ')}; which one?`);
    return counted(
      hits,
      `items come from ${sups[0]} (rows whose ${lab(l.supplier)} is ${sups[0]})`,
      [l.supplier],
    );
  }
  // stock held against its own reorder level, row by row (units do not matter)
  const below = () =>
    l.rows.filter(
      (r) =>
        num(r, l.qty!) && num(r, l.reorder!) && decCmp(num(r, l.qty!)!, num(r, l.reorder!)!) < 0,
    );
  const blank = (cols: number[]) => l.rows.some((r) => cols.some((ci) => !num(r, ci)));
  const flagged = () =>
    l.flag === undefined
      ? undefined
      : l.rows.filter((r) =>
          /^(yes|y|true|reorder|order|✓|x)$/i.test(cellText(r.cells[l.flag!]) ?? ''),
        );
  if (at === 8) {
    if (l.qty === undefined || l.reorder === undefined || l.value === undefined) return undefined;
    if (blank([l.qty, l.reorder]))
      return refuse(`some rows have no ${lab(l.qty)} or ${lab(l.reorder)}; I cannot compare them`);
    const rows = below();
    const fig = figureOf(
      t,
      `${lab(l.value)}, ${lab(l.qty)} below ${lab(l.reorder)}`,
      decSum(rows.map((r) => val(r, l.value!))),
      styleOf(l.value),
      cite(rows.length ? rows : l.rows, [l.value]),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} (${lab(l.value)} of the ${rows.length} items whose ${lab(l.qty)} is under their own ${lab(l.reorder)}${rows.length ? `: ${rows.map(nm).join(', ')}` : ''}).`,
      'total',
    );
  }
  if (at === 9) {
    if (l.qty === undefined || l.reorder === undefined) return undefined;
    if (blank([l.qty, l.reorder]))
      return refuse(`some rows have no ${lab(l.qty)} or ${lab(l.reorder)}; I cannot count them`);
    // pass 51 (L3c): "at or below reorder level" keeps the rows at the level too
    const orAtAsked = /^(?:at|on) or /.test(m[5] ?? '');
    let rows = orAtAsked
      ? l.rows.filter((r) => decCmp(val(r, l.qty!), val(r, l.reorder!)) <= 0)
      : below();
    // "need reordering" names no side of the level: a row sitting exactly at it is either
    const atLevel = l.rows.filter((r) => decEq(val(r, l.qty!), val(r, l.reorder!)));
    const needs = !/\b(?:below|under|beneath)\b/.test(q);
    const flagsAll = flagged();
    const same = (a: Row[], b: Row[]) => a.length === b.length && a.every((r) => b.includes(r));
    if (needs && atLevel.length) {
      const orAt = l.rows.filter((r) => decCmp(val(r, l.qty!), val(r, l.reorder!)) <= 0);
      if (flagsAll && same(flagsAll, orAt)) rows = orAt;
      else if (!(flagsAll && same(flagsAll, rows)))
        return refuse(
          `${rows.length} items have ${lab(l.qty)} below ${lab(l.reorder)} and ${orAt.length} are at or below it; which do you mean?`,
        );
    }
    const supWords = (m[1] ?? m[3] ?? m[2] ?? m[4])?.trim();
    let from = '';
    if (supWords && !/^(the|our|all|all the|all our|many)$/.test(supWords)) {
      const hits = l.supplier === undefined ? undefined : rowsNamed(l.rows, [l.supplier], supWords);
      if (hits) {
        const sups = [...new Set(hits.map((r) => cellText(r.cells[l.supplier!])!))];
        if (sups.length > 1) return refuse(`that fits ${sups.join(', ')}; which one?`);
        rows = rows.filter((r) => hits.includes(r));
        from = ` from ${sups[0]}`;
      } else {
        // pass 51: a group named ("how many protective gear lines are below reorder level")
        const g = groupRows(l, supWords);
        if (!g) return undefined;
        rows = rows.filter((r) => g.rows.includes(r));
        from = ` in ${g.name}`;
      }
    }
    const flags = flagsAll;
    if (!from && flags && !same(flags, rows) && !(needs && atLevel.length))
      return refuse(
        `${rows.length} items have ${lab(l.qty)} under ${lab(l.reorder)}, but ${flags.length} are marked in ${lab(l.flag!)}; which do you mean?`,
      );
    // a row sitting at its level is counted: say "at or below"
    const withAt = orAtAsked || rows.some((r) => decEq(val(r, l.qty!), val(r, l.reorder!)));
    return counted(
      rows,
      withAt
        ? `items${from} are at or below their ${lab(l.reorder)} (${lab(l.qty)} at or under it)`
        : `items${from} are below their ${lab(l.reorder)} (${lab(l.qty)} under it)`,
      [l.qty, l.reorder],
      flags && !from ? `; ${lab(l.flag!)} marks the same ${flags.length}` : '',
    );
  }
  if (at === 10) {
    if (l.qty === undefined) return undefined;
    if (blank([l.qty])) return refuse(`some rows have no ${lab(l.qty)}; I cannot count them`);
    const rows = l.rows.filter((r) => num(r, l.qty!) && decEq(num(r, l.qty!)!, ZERO));
    return counted(rows, `items have run out (${lab(l.qty)} 0)`, [l.qty]);
  }
  if (at === 11) {
    if (l.value === undefined) return undefined;
    const max = (m[1] ?? m[2]) === 'most';
    const vals = l.rows.map((r) => num(r, l.value!));
    const i = rank(vals, max);
    if (i === undefined) return undefined;
    if (i === 'tie') return refuse(`several items hold the same ${lab(l.value)}`);
    const row = l.rows[i]!;
    const fig = figureOf(
      t,
      `${max ? 'Highest' : 'Lowest'} ${lab(l.value)}`,
      vals[i]!,
      styleOf(l.value),
      cite([row], [l.value]),
      nm(row),
    );
    return sourcedAnswer(
      fig,
      `${nm(row)} holds the ${max ? 'most' : 'least'} money in stock: ${fig.display} (${lab(l.value)}).`,
      max ? 'max' : 'min',
    );
  }
  if (at === 13) {
    // an item's cost: its unit cost; a unit asked must be the row's unit
    const phrase = (m[1] ?? m[3] ?? m[4])!;
    const per = m[2];
    const got = named(phrase);
    if (!got) return undefined;
    if (isAnswer(got)) return got;
    const col = l.cost;
    if (col === undefined) return undefined;
    // "what does a 3m banner cost" with no "us" on a list of both: our cost or the price asked
    // ("what did the 501s cost": bought, so our cost)
    if (
      l.price !== undefined &&
      !per &&
      /^(?:what|how much) (?:does|do)\b/.test(q) &&
      !/\b(?:us|me|we|to buy|to make|to produce)\b/.test(q)
    ) {
      const c = num(got, col);
      const p = num(got, l.price);
      if (c && p && !decEq(c, p))
        return refuse(
          `${nm(got)} costs us ${show(c, col)} (${lab(col)}) and sells for ${show(p, l.price)} (${lab(l.price)}); which do you mean?`,
        );
    }
    if (per && !/^(item|one|unit|each|piece)$/.test(per)) {
      const unit = l.unit === undefined ? undefined : cellText(got.cells[l.unit]);
      const ws = unit ? WORD_UNITS(unit) : [];
      const asked = WORD_UNITS(per)[0]!;
      if (!ws.includes(asked) && !WORD_UNITS(nm(got)).includes(asked))
        return refuse(`${nm(got)} is costed per ${unit ?? 'item'}, not per ${per}`);
    }
    const value =
      l.value !== undefined && l.qty !== undefined && num(got, l.value)
        ? ` its ${lab(l.value)} (${lab(l.qty)} ${show(val(got, l.qty), l.qty)}) is ${show(val(got, l.value), l.value)}`
        : '';
    return lookup(got, col, per ? `Cost per ${per} of` : 'Cost of', value ? `;${value}` : '');
  }
  if (at === 14) {
    if (l.price === undefined) return undefined;
    const got = named((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!);
    if (!got) return undefined;
    if (isAnswer(got)) return got;
    return lookup(got, l.price, 'We charge for');
  }
  if (at === 15) {
    const got = named((m[1] ?? m[2])!);
    if (!got) return undefined;
    if (isAnswer(got)) return got;
    const mg = marginOf(got);
    if (!mg) return undefined;
    const cols = marginCols();
    const p = l.price !== undefined ? num(got, l.price) : undefined;
    const pct =
      l.pct !== undefined && pctOf(got)
        ? pctOf(got)
        : p && decCmp(p, ZERO) !== 0
          ? decDiv(decMul(mg, HUNDRED), p, 6)
          : undefined;
    const fig = figureOf(
      t,
      `${marginName()} for ${nm(got)}`,
      mg,
      styleOf(cols[0]!),
      cite([got], cols),
      nm(got),
    );
    // a markup is the same amount, taken as a share of the cost, not of the price
    const markup = /\bmark-?up\b/.test(q);
    const c = l.cost !== undefined ? num(got, l.cost) : undefined;
    const onCost =
      markup && c && decCmp(c, ZERO) !== 0 ? decDiv(decMul(mg, HUNDRED), c, 2) : undefined;
    if (markup && !onCost) return undefined;
    const pctText = onCost
      ? `; as a share of ${lab(l.cost!)} it is ${figureOf(t, '', onCost, PERCENT, cite([got], cols)).display}`
      : pct
        ? `; as a share of ${l.price !== undefined ? lab(l.price) : 'the price'} it is ${figureOf(t, '', pct, PERCENT, cite([got], cols)).display}`
        : '';
    return sourcedAnswer(
      fig,
      `${markup ? 'Markup' : 'Margin'} on ${nm(got)}: ${fig.display} a unit (${marginName()}${pctText}).`,
      'lookup',
    );
  }
  if (at === 16) {
    // the stock at cost: Σ quantity × unit cost, never the cost column added
    if (l.qty === undefined || l.cost === undefined) return undefined;
    const parts = l.rows.map((r) => decMul(val(r, l.qty!), val(r, l.cost!)));
    const fig = figureOf(
      t,
      `${lab(l.qty)} × ${lab(l.cost)}, total`,
      decSum(parts),
      styleOf(l.cost),
      cite(l.rows, [l.qty, l.cost]),
    );
    return sourcedAnswer(
      fig,
      `The stock cost ${fig.display} (${lab(l.qty)} × ${lab(l.cost)}, added over ${l.rows.length} items).`,
      'total',
    );
  }
  if (at === 17) {
    if (l.qty === undefined) return undefined;
    const got = named(m[1]!);
    if (!got) return undefined;
    if (isAnswer(got)) return got;
    const v = num(got, l.qty);
    if (!v) return refuse(`${nm(got)} has no ${lab(l.qty)} figure`);
    const unit = l.unit !== undefined ? cellText(got.cells[l.unit]) : undefined;
    const fig = figureOf(
      t,
      `${lab(l.qty)} for ${nm(got)}`,
      v,
      PLAIN,
      cite([got], [l.qty]),
      nm(got),
    );
    return sourcedAnswer(
      fig,
      `${fig.display}${unit ? ` ${unit}` : ''} of ${nm(got)} (${lab(l.qty)}${l.value !== undefined && num(got, l.value) ? `; worth ${show(val(got, l.value), l.value)}` : ''}).`,
      'lookup',
    );
  }
  if (at === 12) {
    // one unit of an item: its price (its cost on a list with no price); the unit its own
    const got = named(m[2]!);
    if (!got) return undefined;
    if (isAnswer(got)) return got;
    const col = l.price ?? l.cost;
    if (col === undefined) return undefined;
    const unit = l.unit === undefined ? undefined : cellText(got.cells[l.unit]);
    const asked = WORD_UNITS(m[1]!)[0]!;
    if (
      !/^(item|one|unit|piece)$/.test(asked) &&
      !(unit && WORD_UNITS(unit).includes(asked)) &&
      !WORD_UNITS(nm(got)).includes(asked)
    )
      return refuse(`${nm(got)} is listed per ${unit ?? 'item'}, not per ${m[1]}`);
    return lookup(got, col, col === l.price ? 'Price of one' : `Cost per ${m[1]} of`);
  }
  if (at === 19) {
    if (l.reorder === undefined) return undefined;
    const got = named(m[1]!);
    if (!got) return undefined;
    if (isAnswer(got)) return got;
    return lookup(
      got,
      l.reorder,
      `${lab(l.reorder)} for`,
      l.qty !== undefined ? `; ${lab(l.qty)} is ${show(val(got, l.qty), l.qty)}` : '',
    );
  }
  if (at === 20) {
    // "<item> <column>": a column's label closing the question, the item before it
    const rest = m[1]!;
    const hits = t.columns.flatMap((c, i) => {
      const bare = bareLabel(c.label).replace(/[?]/g, '').trim();
      return bare.length > 2 && NUMERIC.has(c.type) && rest.endsWith(` ${bare}`) ? [i] : [];
    });
    if (hits.length !== 1) return undefined;
    const ci = hits[0]!;
    const phrase = rest
      .slice(0, rest.length - bareLabel(lab(ci)).replace(/[?]/g, '').trim().length)
      .trim();
    const got = named(phrase, false);
    if (!got || isAnswer(got)) return undefined;
    return lookup(got, ci, `${lab(ci)} for`.replace(/ for$/, ' of'));
  }
  // "<column> for <item>": the column named in full, the item by its words
  const colWords = m[1]!.replace(/^(?:current |our )/, '');
  let cols = t.columns.flatMap((c, i) => {
    const bare = bareLabel(c.label).replace(/[?]/g, '').trim();
    return bare === colWords && NUMERIC.has(c.type) ? [i] : [];
  });
  // pass 51 (L3c): "reorder level" names the list's reorder column whatever its header
  // ("Min level", "Reorder at", "Par")
  if (!cols.length && l.reorder !== undefined && REORDER.test(colWords)) cols = [l.reorder];
  if (!cols.length && l.reorder !== undefined && /^re-?order (?:level|point)$/.test(colWords))
    cols = [l.reorder];
  if (
    !cols.length &&
    l.reorderQty !== undefined &&
    (REORDER_QTY.test(colWords) || /^re-?order (?:quantity|qty|amount)$/.test(colWords))
  )
    cols = [l.reorderQty];
  if (cols.length !== 1) return undefined;
  // several items named ("value of our helmets") may be their sum: left to the engine
  const got = named(m[2]!, false);
  if (!got) return undefined;
  if (isAnswer(got)) return got;
  return lookup(got, cols[0]!, `${lab(cols[0]!)} for`.replace(/ for$/, ' of'));
}

/**
 * A price or cost for one item (Cost $, Unit cost, Sell price, MRP) added over the items of a
 * list is no figure of anything: "what did everything on the rails cost" added the Cost column
 * (222.25, where the stock at cost is Σ On rail × Cost). A total, or a group's largest or
 * smallest, that adds such a column over two cells or more is refused.
 */
export function unitColumnSumReason(wb: Workbook, answer: Answer): string | undefined {
  if (answer.refused || !/^(total|max|min)$/.test(answer.kind)) return undefined;
  const f = answer.figures[0];
  if (!f || !/[:,]/.test(f.source.range)) return undefined;
  const l = itemList(wb);
  if (!l || f.source.sheet !== l.t.sheet) return undefined;
  const cols = [l.cost, l.price].filter((c): c is number => c !== undefined);
  const col = cols.find((ci) => namesColumn(f.label, l.t.columns[ci]!.label.trim()));
  if (col === undefined) return undefined;
  const label = l.t.columns[col]!.label;
  return `${label} is the figure for one item, and added over items it means nothing; ask for the stock at cost (quantity × cost) or name the item`;
}

/**
 * What an item makes (earns, brings in) is never its cost: "which item makes the most" ranked
 * the Cost column. On an item list, a question about making or earning answered by the cost
 * column is refused.
 */
export function costForEarningsReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused) return undefined;
  if (!/\b(?:makes?|made|earns?|earned|brings? in|brought in|profit\w*)\b/i.test(question))
    return undefined;
  if (/\bcost/i.test(question)) return undefined;
  const f = answer.figures[0];
  const l = f && itemList(wb);
  if (!f || !l || l.cost === undefined || f.source.sheet !== l.t.sheet) return undefined;
  const label = l.t.columns[l.cost]!.label.trim();
  if (!namesColumn(f.label, label)) return undefined;
  return `the question asks what an item makes, and ${label} is what it costs us; ask for the margin or the price`;
}

/** A figure's label reads that one column ("Cost $", "Cost $, total", "Highest Cost $ by …"). */
function namesColumn(figLabel: string, label: string): boolean {
  if (/ − | ÷ | × /.test(figLabel)) return false;
  return (
    figLabel === label ||
    figLabel.startsWith(`${label},`) ||
    figLabel.startsWith(`${label} `) ||
    new RegExp(
      `^(?:highest|lowest|largest|smallest)(?: single)? ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[\\s,:(])`,
      'i',
    ).test(figLabel)
  );
}

// pass 51 (W2): what was sold, asked of a stock count or price list
const SOLD_ASKED =
  /\b(?:did|do|have|has|had) (?:we|you|they|i) (?:sell|sold)\b|\b(?:we(?:'ve| have)?|were|was|got|been|i|they) sold\b|\bhow many\b.* sold\b|\b(?:units?|items?|pieces?|qty|quantity) sold\b|\bsales\b|\bbest[- ]?sell(?:ing|ers?)\b|\b(?:sells?|sold|selling) (?:the )?(?:most|best|least|fastest|slowest|worst)\b|\b(?:revenue|takings|turnover)\b/;
const SOLD_NOT =
  /\b(?:sell|selling|sells|sold) (?:it |them |one |each )?(?:for|at)\b|\b(?:selling|sale|sell|sales) price\b|\bif (?:we |everything |it all |all (?:the |our )?\w+ )?(?:sold|sell|sells)\b|\bsales tax\b|\bwhat do we sell\b/;
const SALES_LABEL = /\b(?:sold|sales|revenue|takings|turnover|invoiced|orders?)\b/i;

/**
 * Pass 51 (W2): "how many strats did we sell last month" on a stock count answered 0 (the
 * quantity on hand of the one row named "Strat"): a stock count or price list holds what is on
 * hand and what things cost and sell for, never what was sold. On a book whose only list is
 * such a list, and that names sales nowhere (no column or row says sold, sales, revenue …, and
 * no table is dated), a question about what was sold is refused.
 */
export function stockSalesReason(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question).replace(/[‘’]/g, "'");
  if (!SOLD_ASKED.test(q) || SOLD_NOT.test(q)) return undefined;
  const l = itemList(wb);
  if (!l) return undefined;
  // after blind-40: a price list (no quantity at all) holds no sales either
  const priceList =
    l.qty === undefined &&
    l.price !== undefined &&
    /\bprice ?list|\bprices\b|\brate card\b/i.test(`${l.t.title ?? ''} ${l.t.sheet}`);
  if (l.qty === undefined && !priceList) return undefined;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.columns.some((c) => SALES_LABEL.test(c.label) || c.type === 'date' || c.period))
        return undefined;
      if (t === l.t) continue;
      if (t.rows.some((r) => r.cells.some((c) => SALES_LABEL.test(cellText(c) ?? ''))))
        return undefined;
    }
  if (priceList)
    return `this sheet is a price list: it holds what things cost and sell for, not what was sold`;
  const what = /\b(?:stock|count|counted|stocktake|stock-take|inventory)\b/i.test(
    `${l.t.title ?? ''} ${l.t.sheet}`,
  )
    ? 'a stock count'
    : 'a list of items';
  return `this sheet is ${what}: it holds what is on hand (${l.t.columns[l.qty!]!.label}) and what things cost and sell for, not what was sold`;
}
