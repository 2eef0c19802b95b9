/**
 * After blind-40: QuickBooks' "Sales by Customer Detail" keeps each customer as a heading over
 * their transactions, closed by "Total for <customer>". No column holds the customer, so "how
 * many customers did we have" counted transactions, "top 3 customers" found no customers, and
 * "who was our biggest customer" asked whether to rank by Sales Price or Amount. Here the
 * headings are the customers: counted, and ranked by their Amount added (checked against each
 * "Total for" row).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { decCmp, decEq, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const BY_CUSTOMER = /\bby (customer|client)s?\b/i;
const AMOUNT = /^(?:amount|total|line total|net amount|sales amount)$/i;
const COUNT_ASKED = /\bhow many (?:different |distinct )?(customers|clients)\b/;
const TOP_ASKED =
  /\b(?:top|best|biggest|largest)\s+(\d+|three|five|ten)?\s*(customers|clients)\b|\b(?:who|which (?:customer|client)) (?:was|is|were) (?:our )?(?:the )?(?:biggest|largest|best|top)(?: customer| client)?\b|\b(?:our )?(?:biggest|largest|best|top) (customer|client)\b/;
const WORDS: Record<string, number> = { three: 3, five: 5, ten: 10 };

function report(wb: Workbook): { t: Table; amount: number } | undefined {
  const found: Array<{ t: Table; amount: number }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long' || !BY_CUSTOMER.test(`${t.title ?? ''} ${t.sheet}`)) continue;
      if (t.columns.some((c) => /^(customer|client|name)\b/i.test(c.label.trim()))) continue;
      const amount = t.columns.findIndex((c) => c.type !== 'text' && AMOUNT.test(c.label.trim()));
      if (amount < 0 || !t.rows.some((r) => r.section)) continue;
      found.push({ t, amount });
    }
  return found.length === 1 ? found[0] : undefined;
}

export function customerDetailAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const count = COUNT_ASKED.test(q);
  const top = !count ? TOP_ASKED.exec(q) : null;
  if (!count && !top) return undefined;
  // a period named is the engine's (the report covers its title's dates)
  if (
    /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bq[1-4]\b|\b(?:last|this) (?:month|quarter)\b/.test(
      q,
    )
  )
    return undefined;
  const r = report(wb);
  if (!r) return undefined;
  const { t, amount } = r;
  const groups = new Map<string, Row[]>();
  for (const row of t.rows)
    if (row.kind === 'data' && row.section && cellNumber(row.cells[amount]) !== undefined)
      groups.set(row.section.trim(), [...(groups.get(row.section.trim()) ?? []), row]);
  if (groups.size < 2) return undefined;
  const col = t.columns[amount]!;
  const customers = [...groups].map(([name, rows]) => ({
    name,
    rows,
    v: decSum(rows.map((x) => cellNumber(x.cells[amount])!)),
  }));
  for (const c of customers) {
    const total = t.rows.find(
      (x) =>
        x.kind === 'total' &&
        (x.label ?? '').trim().toLowerCase() === `total for ${c.name.toLowerCase()}`,
    );
    const tv = total ? cellNumber(total.cells[amount]) : undefined;
    if (tv && !decEq(tv, c.v))
      return refuse(
        `${c.name}'s lines do not add up to their Total for row; I will not rank the customers`,
      );
  }
  if (count) {
    const fig = figureOf(
      t,
      'Customers (headings of the report)',
      decFromInt(customers.length),
      PLAIN,
      customers.map((c) => ({ r: c.rows[0]!.r, c: col.c })),
    );
    return sourcedAnswer(
      fig,
      `${customers.length} customers: the report lists each over their own transactions (${customers
        .slice(0, 12)
        .map((c) => c.name)
        .join(', ')}${customers.length > 12 ? ', …' : ''}).`,
      'count',
    );
  }
  const n = top![1] ? (WORDS[top![1]] ?? Number(top![1])) : 1;
  const ranked = [...customers].sort((a, b) => decCmp(b.v, a.v));
  if (ranked[n] && decEq(ranked[n - 1]!.v, ranked[n]!.v))
    return refuse(`${ranked[n - 1]!.name} and ${ranked[n]!.name} tie on ${col.label.trim()}`);
  const style = cellStyle(t, ranked[0]!.rows[0]!.cells[amount]);
  const figs = ranked.slice(0, n).map((c) =>
    figureOf(
      t,
      `${col.label.trim()}, ${c.name}`,
      c.v,
      style,
      c.rows.map((x) => ({ r: x.r, c: col.c })),
      c.name,
    ),
  );
  const text =
    n === 1
      ? `${ranked[0]!.name} is the biggest customer: ${figs[0]!.display} of ${col.label.trim()} over ${ranked[0]!.rows.length} transactions (next: ${ranked[1]!.name}, ${figureOf(t, '', ranked[1]!.v, style, [{ r: ranked[1]!.rows[0]!.r, c: col.c }]).display}).`
      : `Top ${n} customers by ${col.label.trim()}: ${figs.map((f, i) => `${i + 1}. ${ranked[i]!.name} ${f.display}`).join('; ')}.`;
  return sourcedAnswer(figs[0]!, text, n === 1 ? 'max' : 'top', figs.slice(1));
}
