/**
 * Issue 13, pass 26 (W3): a Shopify orders export (Name | Created at | Financial Status |
 * Lineitem name | Lineitem quantity | Subtotal | Shipping | Taxes | Total | Shipping Country).
 * "The order totals including refunded ones" is every order's Total (it answered the refunded
 * ones alone); a bare "total sales" has several readings (with or without refunds, tax and
 * shipping) and is asked back; "which country buys the most" ranks the paid orders' Totals by
 * country; "busiest month" counts orders by month; "how many 3L tins did we sell" adds the paid
 * line items' quantities whose name has those words; "orders to germany" counts them.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decAdd, decCmp, decFromInt } from './decimal';
import { lineFits } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

interface Orders {
  table: Table;
  col: (re: RegExp) => number;
  firsts: Row[];
  lines: Row[];
}

function ordersOf(wb: Workbook): Orders | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Orders[] => {
      const col = (re: RegExp): number => table.columns.findIndex((c) => re.test(c.label.trim()));
      const name = col(/^name$/i);
      if (name < 0 || col(/^lineitem name$/i) < 0 || col(/^total$/i) < 0) return [];
      const seen = new Set<string>();
      const lines = table.rows.filter((r) => r.kind === 'data' && cellText(r.cells[name]));
      const firsts = lines.filter((r) => {
        const n = cellText(r.cells[name])!;
        if (seen.has(n)) return false;
        seen.add(n);
        return true;
      });
      return firsts.length ? [{ table, col, firsts, lines }] : [];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

const status = (o: Orders, r: Row): string =>
  (cellText(r.cells[o.col(/^financial status$/i)]) ?? '').toLowerCase();

/** Owner words the export reader already answers, in its words. */
export function ordersOwnerWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const totals =
    /^(?:what (?:is|was|were) )?(?:the )?(?:total|sum) of (?:all )?(?:the )?order totals\b(.*)$|^(?:all )?(?:the )?order totals (?:added up|summed|in total)?\b(.*)$/.exec(
      q,
    );
  const country = /^(?:number of )?orders (?:to|shipped to|going to) ([a-z ]+)$/.exec(q);
  if (!totals && !country) return undefined;
  if (!ordersOf(wb)) return undefined;
  if (country) return `how many orders shipped to ${country[1]}`;
  const rest = (totals![1] ?? totals![2] ?? '').trim();
  if (/\b(excluding|excl|without|not counting|less|minus|net of|except)\b/.test(rest))
    return 'total sales excluding refunded orders';
  if (
    !rest ||
    /^(?:including|incl|with|plus) (?:the |any )?refund(?:s|ed)?(?: ones| orders)?$/.test(rest)
  )
    return 'total sales including refunded orders';
  return undefined;
}

/** "Total sales" alone: gross or net of refunds, with or without tax and shipping. */
export function ordersSalesReadingsReason(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  if (
    !/^(?:what (?:were|are|was|is) )?(?:our |the )?(?:total )?(?:sales|revenue|turnover)(?: so far| to date| in total)?$|^how much did we sell$/.test(
      q,
    )
  )
    return undefined;
  const o = ordersOf(wb);
  if (!o) return undefined;
  const refunded = o.firsts.some((r) => /refund/.test(status(o, r)));
  const extras = [/^shipping$/i, /^taxes$/i].some((re) => {
    const ci = o.col(re);
    return ci >= 0 && o.firsts.some((r) => decCmp(cellNumber(r.cells[ci]) ?? ZERO, ZERO) !== 0);
  });
  if (!refunded && !extras) return undefined;
  const readings = [
    ...(refunded
      ? ['every order including refunded ones', 'paid orders only (net of refunds)']
      : []),
    ...(extras
      ? ['order Totals (with tax and shipping)', 'Subtotals (before tax and shipping)']
      : []),
  ];
  return `"sales" can be read several ways on this orders export: ${readings.join(', or ')}; say which one`;
}

export function ordersOwnerAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const buys = /^which country (?:buys|spends|orders|buys from us|brings in) (?:the )?most$/.test(
    q,
  );
  const busiest =
    /^(?:which|what) (?:was (?:the |our )?)?(?:is (?:the |our )?)?(?:busiest|best) month (?:for|by) orders$|^busiest month for orders$/.test(
      q,
    );
  const sold = /^how many (.+?) did we sell$/.exec(q);
  // pass 30 (W3): a refunded order is no sale: the top customer ranks paid orders' Totals
  const topBuyer =
    /^(?:(?:who|which customer) (?:is|was) )?(?:our |the )?(?:top|best|biggest|largest) (?:customer|buyer|client)(?: by (?:sales|spend|revenue|order totals?))?$|^(?:which|what) customer (?:spent|spends|bought|buys|ordered) (?:the )?most$|^who (?:spent|spends|bought|buys|ordered) (?:the )?most$/.test(
      q,
    );
  if (!buys && !busiest && !sold && !topBuyer) return undefined;
  const o = ordersOf(wb);
  if (!o) return undefined;
  const t = o.table;
  const total = o.col(/^total$/i);
  const paidOnly = (rs: Row[]): Row[] =>
    o.col(/^financial status$/i) >= 0 ? rs.filter((r) => status(o, r) === 'paid') : rs;
  const src = (range: string): string => `Source: sheet '${t.sheet}' ${range}.`;
  const rank = (key: (r: Row) => string | undefined, rows: Row[], value: (r: Row) => Dec) => {
    const sums = new Map<string, { v: Dec; rows: Row[] }>();
    for (const r of rows) {
      const k = key(r);
      if (!k) return undefined;
      const s = sums.get(k) ?? { v: ZERO, rows: [] };
      sums.set(k, { v: decAdd(s.v, value(r)), rows: [...s.rows, r] });
    }
    const list = [...sums.entries()].sort((a, b) => decCmp(b[1].v, a[1].v));
    if (list.length < 2 || decCmp(list[0]![1].v, list[1]![1].v) === 0) return undefined;
    return { top: list[0]!, n: list.length };
  };
  if (buys) {
    const cc = o.col(/^shipping country$/i);
    if (cc < 0) return undefined;
    const rows = paidOnly(o.firsts);
    const best = rank(
      (r) => cellText(r.cells[cc])?.toUpperCase(),
      rows,
      (r) => cellNumber(r.cells[total]) ?? ZERO,
    );
    if (!best) return undefined;
    const [code, s] = best.top;
    const f = figureOf(
      t,
      'Paid order Totals by country',
      s.v,
      cellStyle(t, s.rows[0]!.cells[total]),
      s.rows.map((r) => ({ r: r.r, c: t.columns[total]!.c })),
      code,
    );
    return {
      text: `${code} buys the most: ${f.display} of paid order Totals (${s.rows.length} orders), the most of ${best.n} countries; refunded orders left out.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'max',
    };
  }
  if (topBuyer) {
    const bc = o.col(/^billing name$/i);
    if (bc < 0) return undefined;
    const who = (r: Row): string | undefined => cellText(r.cells[bc])?.trim();
    const value = (r: Row): Dec => cellNumber(r.cells[total]) ?? ZERO;
    const paid = rank(who, paidOnly(o.firsts), value);
    const every = rank(who, o.firsts, value);
    if (!paid) return undefined;
    const [name, s] = paid.top;
    // refunded orders are no sales; when counting them would change the winner, say so
    const unlike =
      every && every.top[0] !== name
        ? ` (counting refunded orders, ${every.top[0]} would lead)`
        : '';
    const f = figureOf(
      t,
      'Paid order Totals by billing name',
      s.v,
      cellStyle(t, s.rows[0]!.cells[total]),
      s.rows.map((r) => ({ r: r.r, c: t.columns[total]!.c })),
      name,
    );
    const left = o.firsts.length - paidOnly(o.firsts).length;
    return {
      text: `${name} is the top customer: ${f.display} of paid order Totals (${s.rows.length} orders), the most of ${paid.n} customers${left ? `; ${left} refunded orders left out` : ''}${unlike}.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'max',
    };
  }
  if (busiest) {
    const ci = o.col(/^created at$/i);
    if (ci < 0) return undefined;
    const month = (r: Row): string | undefined => {
      const c = r.cells[ci];
      if (typeof c === 'string') return /^(\d{4}-\d{2})-\d{2}/.exec(c.trim())?.[1];
      if (c && typeof c === 'object' && !Array.isArray(c) && 'd' in c)
        return /^(\d{4}-\d{2})/.exec(String(c.d))?.[1];
      return undefined;
    };
    const best = rank(month, o.firsts, () => decFromInt(1));
    if (!best) return undefined;
    const [m, s] = best.top;
    const f = figureOf(
      t,
      'Orders in the busiest month',
      s.v,
      { kind: 'number', decimals: 0 },
      s.rows.map((r) => ({ r: r.r, c: t.columns[ci]!.c })),
      m,
    );
    return {
      text: `The busiest month for orders was ${m}: ${f.display} orders, the most of ${best.n} months.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'max',
    };
  }
  const qi = o.col(/^lineitem quantity$/i);
  const ni = o.col(/^lineitem name$/i);
  const phrase = sold![1]!.replace(/^(?:the |our )/, '');
  if (qi < 0 || /^(orders?|items?|units?|products?|things)$/.test(phrase)) return undefined;
  const named = o.lines.filter((r) => lineFits(phrase, cellText(r.cells[ni]) ?? ''));
  const kinds = new Set(named.map((r) => cellText(r.cells[ni])!.toLowerCase()));
  if (!named.length || kinds.size !== 1) return undefined;
  const rows = paidOnly(named);
  if (!rows.length) return undefined;
  const v = rows.reduce((s, r) => decAdd(s, cellNumber(r.cells[qi]) ?? ZERO), ZERO);
  const item = cellText(named[0]!.cells[ni])!;
  const f = figureOf(
    t,
    `${item}, quantity sold`,
    v,
    { kind: 'number', decimals: 0 },
    rows.map((r) => ({ r: r.r, c: t.columns[qi]!.c })),
    item,
  );
  return {
    text: `${item}, quantity sold: ${f.display} on ${rows.length} paid orders${rows.length < named.length ? ' (refunded orders left out)' : ''}.\n${src(f.source.range)}`,
    figures: [f],
    refused: false,
    kind: 'total',
  };
}
