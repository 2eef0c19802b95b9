/**
 * Issue 13, pass 32 (W5): a stock list (Item | Code | Unit | On hand | Cost per unit | Stock
 * value) under a TOTAL STOCK row. "What does a roll of membrane cost us" is the Cost per unit of
 * the one item whose name holds the words (its Unit, when named, must agree); "how many product
 * lines are there" counts the item rows (never the TOTAL row, never the one-row table above);
 * "how many items have fewer than 20 on hand" counts the rows whose On hand is below 20.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decParse, decSum } from './decimal';
import { PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { canonical, normalizeText, plainQuestion } from './text';
import { sourcedAnswer } from './sourced-answer';

interface StockList {
  table: Table;
  item: number;
  unit?: number;
  onHand: number;
  unitCost?: number;
  rows: Row[];
}

const ITEM = /^(item|items|product|products|description|stock item|name|sku name)$/i;
const ON_HAND = /^(on hand|qty on hand|quantity on hand|in stock|stock on hand|qty|quantity)$/i;
const UNIT_COST = /^(unit cost|cost per unit|cost each|cost\/unit)\b/i;
const UNIT = /^(units?|uom|unit of measure)$/i;

function stockList(wb: Workbook): StockList | undefined {
  const found: StockList[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const at = (re: RegExp): number => t.columns.findIndex((c: Column) => re.test(c.label.trim()));
    const item = at(ITEM);
    // pass 42 (W5): "Qty in stock" is the on-hand column too
    const onHand = at(ON_HAND) >= 0 ? at(ON_HAND) : at(/^(qty|quantity|units) in stock$/i);
    const rows = t.rows.filter((r) => r.kind === 'data');
    if (item < 0 || onHand < 0 || rows.length < 2) continue;
    const unit = at(UNIT);
    const unitCost = at(UNIT_COST);
    found.push({
      table: t,
      item,
      onHand,
      rows,
      ...(unit >= 0 ? { unit } : {}),
      ...(unitCost >= 0 ? { unitCost } : {}),
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

const COUNT_LINES =
  /^how many (?:different |distinct )?(?:product lines|stock lines|lines|products|items|skus|stock items)(?: are there| do we (?:have|stock|carry|keep)| in stock| on the list)?$/;
const BELOW =
  /^how many (?:items|products|lines|product lines|skus) (?:have|are) (fewer|less|under|below|more|over|above) (?:than )?(\d+(?:\.\d+)?)(?: units)? (?:on hand|in stock|left)$/;
const UNIT_PRICE =
  /^(?:what|how much) (?:does|do|is) (?:a|an|one) ([a-z]+) of ([a-z][a-z ]*?) (?:cost(?: us)?|worth)$/;

/** pass 42 (W5): "total bottles of spirits in stock", "how many bottles of wine do we have" */
const UNITS_OF =
  /^(?:how many|total|what(?:'s| is) the total(?: number of)?) ([a-z]+) of ([a-z][a-z ]*?)(?: (?:do we have|have we got|are there|are|we have|do we hold))?(?: (?:in stock|on hand|left|on the shelf|in the cellar))?(?: in total| altogether)?$/;

export function stockUnitListAnswer(
  wb: Workbook,
  question: string,
  refuse?: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const counted = COUNT_LINES.test(q);
  const below = BELOW.exec(q);
  const price = UNIT_PRICE.exec(q);
  const unitsOf = UNITS_OF.exec(q);
  if (!counted && !below && !price && !unitsOf) return undefined;
  const s = stockList(wb);
  if (!s) return undefined;
  const t = s.table;
  const col = (i: number) => t.columns[i]!;
  if (unitsOf && s.unit !== undefined) return unitsOfAnswer(s, unitsOf[1]!, unitsOf[2]!, refuse);
  if (counted) {
    const n = s.rows.length;
    const fig = figureOf(
      t,
      'Item rows',
      decFromInt(n),
      PLAIN,
      s.rows.map((r) => ({ r: r.r, c: col(s.item).c })),
    );
    return sourcedAnswer(
      fig,
      `${n} lines on the stock list (${col(s.item).label.trim()} rows; the total row is not one).`,
      'count',
    );
  }
  if (below) {
    const limit = decParse(below[2]!)!;
    const fewer = /^(fewer|less|under|below)$/.test(below[1]!);
    const hits = s.rows.filter((r) => {
      const v = cellNumber(r.cells[s.onHand]);
      return v !== undefined && (fewer ? decCmp(v, limit) < 0 : decCmp(v, limit) > 0);
    });
    const cells = hits.map((r) => ({ r: r.r, c: col(s.onHand).c }));
    const fig = figureOf(
      t,
      `Items with ${col(s.onHand).label.trim()} ${fewer ? 'below' : 'above'} ${below[2]}`,
      decFromInt(hits.length),
      PLAIN,
      cells.length ? cells : [{ r: s.rows[0]!.r, c: col(s.onHand).c }],
    );
    return sourcedAnswer(
      fig,
      `${hits.length} of ${s.rows.length} items have ${fewer ? 'fewer' : 'more'} than ${below[2]} ${col(s.onHand).label.trim()}${hits.length ? `: ${hits.map((r) => cellText(r.cells[s.item])).join(', ')}` : ''}.`,
      'count',
    );
  }
  if (price && s.unitCost !== undefined) {
    const [, unitWord, what] = price as unknown as [string, string, string];
    const words = canonical(what).filter((w) => w.length >= 3);
    if (!words.length) return undefined;
    const hits = s.rows.filter((r) => {
      const name = canonical(cellText(r.cells[s.item]) ?? '');
      return words.every((w) => name.includes(w));
    });
    if (hits.length !== 1) return undefined;
    const row = hits[0]!;
    if (s.unit !== undefined) {
      const u = normalizeText(cellText(row.cells[s.unit]) ?? '');
      if (u && u !== unitWord && `${u}s` !== unitWord) return undefined;
    }
    const v = cellNumber(row.cells[s.unitCost]);
    if (v === undefined) return undefined;
    const name = cellText(row.cells[s.item])!.trim();
    const fig = figureOf(
      t,
      `${col(s.unitCost).label.trim()}, ${name}`,
      v,
      cellStyle(t, row.cells[s.unitCost]),
      [{ r: row.r, c: col(s.unitCost).c }],
    );
    return sourcedAnswer(fig, `${name}: ${fig.display} per ${unitWord}.`, 'lookup');
  }
  return undefined;
}

/**
 * pass 42 (W5): "<unit>s of <goods>": the on-hand quantity (never the stock value) of the rows
 * whose category is the goods ("spirits") or whose item name holds their words, when every one
 * of them is counted in that unit; rows in other units are asked back.
 */
function unitsOfAnswer(
  s: StockList,
  unitWord: string,
  what: string,
  refuse?: (why: string) => Answer,
): Answer | undefined {
  const t = s.table;
  const unitOf = (r: Row) => normalizeText(cellText(r.cells[s.unit!]) ?? '');
  const fits = (u: string) =>
    u !== '' && (u === unitWord || `${u}s` === unitWord || `${u}es` === unitWord);
  if (!s.rows.some((r) => fits(unitOf(r)))) return undefined;
  const words = canonical(what).filter((w) => w.length >= 3);
  if (!words.length) return undefined;
  const cats = t.columns
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => i !== s.item && i !== s.unit && c.type === 'text');
  const byCat = cats
    .map(({ i }) =>
      s.rows.filter((r) => {
        const v = canonical(cellText(r.cells[i]) ?? '');
        return v.length > 0 && v.length === words.length && words.every((w) => v.includes(w));
      }),
    )
    .filter((rs) => rs.length > 0);
  const byItem = s.rows.filter((r) => {
    const name = canonical(cellText(r.cells[s.item]) ?? '');
    return words.every((w) => name.includes(w));
  });
  const rows = byCat.length === 1 ? byCat[0]! : byCat.length === 0 ? byItem : [];
  if (!rows.length) return undefined;
  const other = rows.filter((r) => !fits(unitOf(r)));
  if (other.length)
    return refuse?.(
      `some of the ${what} are not counted in ${unitWord} (${other.map((r) => `${cellText(r.cells[s.item])}: ${cellText(r.cells[s.unit!])}`).join(', ')})`,
    );
  const q = t.columns[s.onHand]!;
  const vals = rows.map((r) => cellNumber(r.cells[s.onHand]));
  if (vals.some((v) => v === undefined)) return undefined;
  const fig = figureOf(
    t,
    `${q.label.trim()}, ${what} (${unitWord})`,
    decSum(vals as Dec[]),
    cellStyle(t, rows[0]!.cells[s.onHand]),
    rows.map((r) => ({ r: r.r, c: q.c })),
  );
  return sourcedAnswer(
    fig,
    `${fig.display} ${unitWord} of ${what} (${q.label.trim()} added over ${rows.length} item${rows.length === 1 ? '' : 's'}: ${rows.map((r) => cellText(r.cells[s.item])).join(', ')}).`,
    'total',
  );
}
