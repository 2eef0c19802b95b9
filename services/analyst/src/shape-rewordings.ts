/**
 * Owners' words on shapes (issue 13, pass 16) whose answers were wrong figures, each turned into
 * a question the engine already answers right, or refused:
 * - W2 an aging report: "who's the worst for paying late, over 90" ranks the customers by the
 *   bucket named ("who owes the most Over 90"); a bucket header is never the answer;
 * - W4 inventory: "<category> on hand value": "value" names the measure (the one column whose
 *   name says value), "on hand" is context (it added the quantity);
 * - W1 a sales log (Date | Customer | Product | Qty | … | Amount): "what sells best" ranks the
 *   products by summed Amount when Qty ranks the same product first, else asks which (it gave
 *   one row); "how many walk-in sales were there" counts the rows (it added Qty);
 * - W6 clients down, a plan column, months across: "who is our biggest client" without a time
 *   asks (latest month or all months); the row's label there is the plan, never a client.
 * - M1 a QuickBooks P&L: "cogs" is the Total Cost of Goods Sold line.
 * Anything else goes on to the engine unchanged.
 */
import { bucketStart, isAging } from './aging';
import { clientName } from './client-revenue';
import { cellNumber as tableCellNumber } from './cell-figures';
import { decCmp, decSum, type Dec } from './decimal';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';
import { viewsOf } from './view';

export type Rewording = { ask: string } | { refuse: string } | undefined;

export function shapeRewording(wb: Workbook, question: string): Rewording {
  const q = plainQuestion(question);
  return (
    agingBucketRank(wb, q) ??
    onHandValue(wb, q) ??
    salesLogWords(wb, q) ??
    planClientRank(wb, q) ??
    cogsWords(wb, q)
  );
}

/** M1: "cogs" on a QuickBooks P&L is its "Total (for) Cost of Goods Sold" line. */
function cogsWords(wb: Workbook, q: string): Rewording {
  if (!/^(?:what (?:was|were|is|are) )?(?:our |the )?(?:total )?cogs$/.test(q)) return undefined;
  const names = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const r of t.rows) {
        const first = r.cells.find((c) => typeof c === 'string');
        for (const text of [r.label, typeof first === 'string' ? first : undefined]) {
          const m = text && /^total (?:for )?(cost of (?:goods sold|sales))$/i.exec(text.trim());
          if (m) names.add(m[1]!.toLowerCase());
        }
      }
  return names.size === 1 ? { ask: `total ${[...names][0]!}` } : undefined;
}

const LATE = /\b(worst|slowest|latest)\b.*\b(pay\w*|payers?)\b|\bpay\w* (?:us )?late\b/;

/** "over 90" → the bucket column whose days start after 90; "61-90" → that bucket. */
function agingBucketRank(wb: Workbook, q: string): Rewording {
  if (!LATE.test(q)) return undefined;
  const views = viewsOf(wb).filter(isAging);
  if (views.length !== 1) return undefined;
  const view = views[0]!;
  const cols = view.valueCols.map((i) => view.table.columns[i]!);
  let wanted: number | undefined;
  const over = /\b(?:over|more than|above|past|beyond)\s+(\d+)\b|\b(\d+)\s*\+/.exec(q);
  const range = /\b(\d+)\s*(?:-|–|to)\s*(\d+)\b/.exec(q);
  if (range) wanted = Number(range[1]);
  else if (over) wanted = Number(over[1] ?? over[2]) + 1;
  if (wanted === undefined) return undefined;
  const n = over ? Number(over[1] ?? over[2]) : undefined;
  const named = cols.filter((c) => {
    const label = c.label.trim().toLowerCase();
    if (n !== undefined && !range) {
      const m = /^(?:over|>|more than|above)\s*(\d+)\b|^(\d+)\s*\+/.exec(label);
      const at = m ? Number(m[1] ?? m[2]) : undefined;
      return at === n || (m?.[2] !== undefined && at === n + 1);
    }
    return bucketStart(c.label) === wanted;
  });
  // a bucket named but not found: refused, never ranked by another reading (it gave the lowest)
  if (named.length !== 1)
    return { refuse: 'I could not find the one aging bucket the question names; name the column' };
  return { ask: `who owes the most ${named[0]!.label}` };
}

/** "tools on hand value" → "stock value for tools" when one column names value. */
function onHandValue(wb: Workbook, q: string): Rewording {
  if (!/\bon hand\b/.test(q) || !/\bvalue\b/.test(q)) return undefined;
  const labels = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const c of t.columns)
        if (c.role === 'value' && /\bvalue\b/i.test(c.label)) labels.add(c.label);
  if (labels.size !== 1) return undefined;
  const label = [...labels][0]!;
  const rest = q
    .replace(/\b(what(?:'s| is| was)|how much|the|our|total|of|stock|inventory)\b/g, ' ')
    .replace(/\bon hand\b|\bvalue\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!rest) return { ask: `total ${label}` };
  if (!/^[a-z][a-z &-]*$/.test(rest)) return undefined;
  return { ask: `${label} for ${rest}` };
}

interface SalesLog {
  table: Table;
  product: number;
  qty: number;
  amount: number;
  rows: Table['rows'];
}

function salesLog(wb: Workbook): SalesLog | undefined {
  const found: SalesLog[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const idx = (re: RegExp, role?: string): number[] =>
        table.columns
          .map((c, i) => ({ c, i }))
          .filter(({ c }) => re.test(c.label) && (!role || c.role === role))
          .map(({ i }) => i);
      if (!table.columns.some((c) => c.role === 'date')) continue;
      const product = idx(/^(product|item|products?\s*\/\s*service|service|description)s?$/i);
      const qty = idx(/^(qty|quantity|units?( sold)?)$/i);
      const amount = idx(/^(amount|total|sale amount|line total|sales|revenue)\b/i, 'value');
      if (product.length !== 1 || qty.length !== 1 || amount.length !== 1) continue;
      const rows = table.rows.filter((r) => r.kind === 'data');
      if (rows.length < 2) continue;
      found.push({ table, product: product[0]!, qty: qty[0]!, amount: amount[0]!, rows });
    }
  return found.length === 1 ? found[0] : undefined;
}

const BEST_SELLER =
  /^(?:what|which (?:product|item)s?) (?:sells|sold|is selling|was selling) (?:the )?(?:best|most)$|^(?:what(?:'s| is| was)|which is) (?:our |the )?(?:best[- ]?seller|best[- ]selling (?:product|item))$|^(?:our )?best[- ]?sellers?$/;

function salesLogWords(wb: Workbook, q: string): Rewording {
  const best = BEST_SELLER.test(q);
  const count =
    /^(?:how many|number of) (.+?) sales(?: were there| did we (?:make|have))?(?: in total)?$/.exec(
      q,
    );
  if (!best && !count) return undefined;
  const log = salesLog(wb);
  if (!log) return undefined;
  if (count) {
    const who = count[1]!.replace(/^(?:the|our)\s+/, '');
    const hit = log.table.columns.some(
      (c, i) =>
        (c.role === 'category' || c.role === 'label') &&
        log.rows.some((r) => {
          const v = r.cells[i];
          return typeof v === 'string' && v.trim().toLowerCase() === who;
        }),
    );
    return hit ? { ask: `how many sales for ${who}` } : undefined;
  }
  const byProduct = new Map<string, { amount: Dec[]; qty: Dec[] }>();
  for (const r of log.rows) {
    const p = r.cells[log.product];
    if (typeof p !== 'string' || !p.trim()) continue;
    const e = byProduct.get(p.trim()) ?? { amount: [], qty: [] };
    const a = tableCellNumber(r.cells[log.amount]);
    const n = tableCellNumber(r.cells[log.qty]);
    if (a !== undefined) e.amount.push(a);
    if (n !== undefined) e.qty.push(n);
    byProduct.set(p.trim(), e);
  }
  if (byProduct.size < 2) return undefined;
  const top = (key: 'amount' | 'qty'): string | undefined => {
    const ranked = [...byProduct.entries()]
      .map(([name, e]) => ({ name, v: decSum(e[key]) }))
      .sort((a, b) => decCmp(b.v, a.v));
    return decCmp(ranked[0]!.v, ranked[1]!.v) === 0 ? undefined : ranked[0]!.name;
  };
  const byAmount = top('amount');
  const byQty = top('qty');
  if (!byAmount || byAmount !== byQty)
    return {
      refuse: `best by what? ${byAmount ?? 'a tie'} brings in the most money and ${byQty ?? 'a tie'} sells the most units; ask which product brings in the most, or sells the most units`,
    };
  const productWord = log.table.columns[log.product]!.label.toLowerCase();
  return { ask: `which ${productWord} has the highest ${log.table.columns[log.amount]!.label}` };
}

/** W6: "who is our biggest client" on Client | Plan | months: the engine ranks plans. */
function planClientRank(wb: Workbook, q: string): Rewording {
  if (!/\b(biggest|largest|top|main|best)\b.*\b(client|customer|account)\b/.test(q))
    return undefined;
  if (
    /\b(now|currently|at the moment|this month|latest|at present|in (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b/.test(
      q,
    )
  )
    return undefined;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const labels = t.columns.filter((c) => c.role === 'label');
      if (labels.length < 2 || !labels.some((c) => /\bplans?|tiers?|packages?\b/i.test(c.label)))
        continue;
      const row = t.rows.find((r) => r.kind === 'data');
      if (!row || !clientName(t, row)) continue;
      return {
        refuse:
          'biggest by which month? Ask for the biggest client right now (the latest month), or in a month you name',
      };
    }
  return undefined;
}
