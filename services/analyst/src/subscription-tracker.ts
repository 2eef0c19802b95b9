/**
 * Pass 42 (W3): a subscriptions tracker (`Tool | What for | Billing | Price $ | Monthly equiv $
 * | Annual cost $ | Renews | Card | Status`) whose Status holds Active and Cancelled rows (a
 * Cancelled section below). What we pay for is the Active rows:
 * - "what do our subscriptions cost a month" is Σ the monthly column ("a year", "per year",
 *   "annual": the annual column) over Active rows; a card named ("on the amex") keeps its rows
 *   (never the Renews year);
 * - "how many tools are we paying for" counts the Active rows;
 * - "priciest subscription" / "cheapest active tool" is the tool with the largest (smallest)
 *   annual cost (the monthly column when there is no annual one) among Active rows.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decFromInt, decSum } from './decimal';
import { PLAIN } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ITEM =
  /^(tool|tools|subscription|subscriptions|service|app|software|product|platform|vendor|name)$/i;
const MONTHLY = /\b(monthly|per month|a month|\/ ?mo(nth)?|pcm|month)\b/i;
const ANNUAL = /\b(annual(ly)?|yearly|per year|a year|\/ ?yr|p\.?a\.?|year)\b/i;
const CARD = /^(card|paid (with|by|on)|payment (method|card)|account)$/i;

interface Tracker {
  t: Table;
  item: number;
  status: number;
  active: Row[];
  monthly?: number;
  annual?: number;
  card?: number;
}

function tracker(wb: Workbook): Tracker | undefined {
  const found: Tracker[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const idx = (re: RegExp, ok: (c: Column) => boolean = () => true): number[] =>
        t.columns.flatMap((c, i) => (re.test(c.label.trim()) && ok(c) ? [i] : []));
      const item = idx(ITEM);
      const status = idx(/^status$/i);
      if (item.length !== 1 || status.length !== 1) continue;
      const data = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[item[0]!]));
      const st = (r: Row) => (cellText(r.cells[status[0]!]) ?? '').trim().toLowerCase();
      if (!data.some((r) => st(r) === 'active')) continue;
      if (!data.some((r) => /^(cancel+ed|ended|paused|stopped|lapsed)$/.test(st(r)))) continue;
      const num = (c: Column) => c.type === 'money' || c.type === 'number';
      const monthly = idx(MONTHLY, num);
      const annual = idx(ANNUAL, num);
      const card = idx(CARD);
      if (monthly.length > 1 || annual.length > 1) continue;
      if (!monthly.length && !annual.length) continue;
      found.push({
        t,
        item: item[0]!,
        status: status[0]!,
        active: data.filter((r) => st(r) === 'active'),
        ...(monthly.length ? { monthly: monthly[0] } : {}),
        ...(annual.length ? { annual: annual[0] } : {}),
        ...(card.length === 1 ? { card: card[0] } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const COST =
  /\b(cost|costs|spend|spending|spent|pay|paying|goes? on|go on|going on|outlay|bill)\b.*?\b(?:a|per|each|every) (month|year|annum)\b|\b(monthly|annual|yearly) (?:cost|spend|bill|total)\b/;
const COUNT =
  /^how many (?:tools|subscriptions|apps|services|things|software (?:tools|subscriptions)|platforms)\b.*\b(?:pay(?:ing)? for|have|active|subscribed|use|using|on)\b/;
const RANK =
  /\b(priciest|most expensive|dearest|costliest|biggest|cheapest|least expensive|smallest)( active)? (?:subscription|tool|app|service|software|platform|one)\b/;

export function subscriptionTrackerAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const cost = COST.exec(q);
  const count = cost ? undefined : COUNT.exec(q);
  const rank = cost || count ? undefined : RANK.exec(q);
  if (!cost && !count && !rank) return undefined;
  const k = tracker(wb);
  if (!k) return undefined;
  const { t } = k;
  const label = (i: number) => t.columns[i]!.label;
  const itemOf = (r: Row) => cellText(r.cells[k.item])!;
  if (count) {
    const fig = figureOf(
      t,
      `${label(k.item)} rows with ${label(k.status)} Active`,
      decFromInt(k.active.length),
      PLAIN,
      k.active.map((r) => ({ r: r.r, c: t.columns[k.status]!.c })),
    );
    return sourcedAnswer(
      fig,
      `We are paying for ${k.active.length} (the rows whose ${label(k.status)} is Active; cancelled ones left out).`,
      'count',
    );
  }
  if (cost) {
    const month = (cost[2] ?? cost[3]) === 'month' || cost[3] === 'monthly';
    const col = month ? k.monthly : k.annual;
    if (col === undefined)
      return refuse(
        `the table has no ${month ? 'monthly' : 'annual'} column; it has ${label((k.monthly ?? k.annual)!)}`,
      );
    let rows = k.active;
    let on = '';
    if (k.card !== undefined) {
      const cards = [
        ...new Set(rows.map((r) => cellText(r.cells[k.card!])?.trim()).filter(Boolean)),
      ];
      const named = cards.filter((c) => new RegExp(`\\b${c!.toLowerCase()}\\b`).test(q));
      if (named.length > 1) return refuse(`the question names several cards (${named.join(', ')})`);
      if (named.length === 1) {
        rows = rows.filter((r) => cellText(r.cells[k.card!])?.trim() === named[0]);
        on = ` on ${named[0]}`;
      }
    }
    const vals: Dec[] = rows.map((r) => cellNumber(r.cells[col]) ?? decFromInt(0));
    const fig = figureOf(
      t,
      `${label(col)}, Active${on}, total`,
      decSum(vals),
      cellStyle(t, rows[0]?.cells[col]),
      rows.map((r) => ({ r: r.r, c: t.columns[col]!.c })),
    );
    return sourcedAnswer(
      fig,
      `${fig.display} ${month ? 'a month' : 'a year'}${on} (${label(col)} added over ${rows.length} active rows; cancelled ones left out).`,
      'total',
    );
  }
  const col = k.annual ?? k.monthly!;
  const max = /priciest|most|dearest|costliest|biggest/.test(rank![1]!);
  const vals = k.active.map((r) => cellNumber(r.cells[col]));
  if (vals.some((v) => !v)) return undefined;
  let best = 0;
  for (let i = 1; i < vals.length; i++) {
    const c = decCmp(vals[i]!, vals[best]!);
    if (max ? c > 0 : c < 0) best = i;
  }
  if (vals.some((v, i) => i !== best && decCmp(v!, vals[best]!) === 0))
    return refuse(`several active rows tie on ${label(col)}`);
  const row = k.active[best]!;
  const fig = figureOf(
    t,
    `${max ? 'Highest' : 'Lowest'} ${label(col)}, Active`,
    vals[best]!,
    cellStyle(t, row.cells[col]),
    [{ r: row.r, c: t.columns[col]!.c }],
    itemOf(row),
  );
  return sourcedAnswer(
    fig,
    `${itemOf(row)} is the ${max ? 'priciest' : 'cheapest'} active one: ${fig.display} (${label(col)}).`,
    max ? 'max' : 'min',
  );
}
