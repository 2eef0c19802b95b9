/**
 * "What's our average invoice?" on a sheet with an Invoices column (how many were raised per
 * customer) and Net sales: the mean invoice is the money over the invoices, Σ sales ÷ Σ
 * invoices, never the mean of the Invoices counts. Likewise "average bill value" over a daily
 * register's Bills column and its Total. Only rows holding both are used (a market stall with
 * no invoices is cash sales).
 */
import { decDiv, decSum } from '../../decimal';
import type { Point, Target, TableView } from '../../view';
import { targetStyle } from '../../view';
import {
  citation,
  describeFilter,
  display,
  fig,
  periodsLabel,
  pointsFor,
  sheetOf,
} from '../figures';
import type { Ctx, Refusal, Result } from '../types';

const ASKED =
  /\baverage (invoice|order|sale|ticket|transaction|bill|receipt|booking)s?(?: value| size| amount| total)?\b|\baverage (?:value|size|amount) (?:of |per )?(?:an? |each |one )?(invoice|order|sale|ticket|transaction|bill|receipt|booking)s?\b|\baverage (customer|guest|visitor|client|diner)s? (?:spends?|spent|pays?)\b|\b(?:spend|spending) per (customer|guest|visitor|client|diner)\b/;
/** the money a count's rows brought in, most specific first: net sales, then the total */
const MONEY_PREFERENCE = [
  /^net (?:sales|revenue|amount|takings|value)\b|^net$/i,
  /^(?:total|total sales|sales|takings|amount|revenue|value|turnover|gross sales)$/i,
  /^total\b|\bincl/i,
];

export function countNounAsked(
  ctx: Ctx,
  view: TableView,
): { count: Target; money: Target } | undefined {
  const m = ASKED.exec(ctx.q.text);
  if (!m) return undefined;
  const noun = m.slice(1).find((x) => x)!;
  const cols = view.targets.filter((t): t is Target & { kind: 'col' } => t.kind === 'col');
  const counts = cols.filter((t) =>
    new RegExp(`^(?:no\\.? of |number of |# ?)?${noun}s$`, 'i').test(t.name.trim()),
  );
  if (counts.length !== 1) return undefined;
  const money = cols.filter(
    (t) => targetStyle(t).kind === 'money' || /sales|total|amount|net/i.test(t.name),
  );
  for (const re of MONEY_PREFERENCE) {
    const hits = money.filter((t) => t !== counts[0] && re.test(t.name.trim()));
    if (hits.length === 1) return { count: counts[0]!, money: hits[0]! };
    if (hits.length > 1) return undefined;
  }
  return undefined;
}

/**
 * After blind-44: "how much did tips come to per cover", "sales per guest": the money named
 * over a count column the unit names ("Covers"), Σ money ÷ Σ count over the rows holding both,
 * never the mean of either column.
 */
export function perUnitAsked(
  ctx: Ctx,
  view: TableView,
  money: Target | undefined,
): { count: Target; money: Target; unit: string } | undefined {
  const m = /\bper (?!cent\b)([a-z]+?)(?:es|s)?\b/.exec(ctx.q.text);
  if (!m || view.table.layout !== 'long') return undefined;
  const unit = m[1]!;
  const counts = view.targets.filter(
    (t): t is Target & { kind: 'col' } =>
      t.kind === 'col' &&
      targetStyle(t).kind === 'number' &&
      new RegExp(`^(?:no\\.? of |number of |# ?)?${unit}(?:e?s)?$`, 'i').test(t.name.trim()),
  );
  if (counts.length !== 1) return undefined;
  const count = counts[0]!;
  // a price or rate is already per something ("Price / kg"): never divided again
  const perSomething = (t: Target) =>
    /\/|\bper\b|\b(price|rate|each|unit|avg|average)\b/i.test(t.name);
  if (money && money !== count && money.kind === 'col' && targetStyle(money).kind === 'money')
    return perSomething(money) ? undefined : { count, money, unit };
  if (money && money !== count) return undefined;
  // the unit's words took the reading ("per covers" resolved to Covers): the money is the one
  // column the rest of the question names, a "Total …" one among several ("tips": Total tips)
  const rest = ctx.q.text.replace(m[0], ' ');
  const said = view.targets.filter(
    (t): t is Target & { kind: 'col' } =>
      t.kind === 'col' &&
      t !== count &&
      targetStyle(t).kind === 'money' &&
      !perSomething(t) &&
      t.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .some(
          (w) => w.length > 2 && !/^(total|and|the)$/.test(w) && new RegExp(`\\b${w}`).test(rest),
        ),
  );
  const totals = said.filter((t) => /^total\b/i.test(t.name.trim()));
  const pick = said.length === 1 ? said[0] : totals.length === 1 ? totals[0] : undefined;
  return pick ? { count, money: pick, unit } : undefined;
}

export function opAveragePerCount(
  ctx: Ctx,
  count: Target,
  money: Target,
  perWord?: string,
): Result | Refusal {
  const byRow = (pts: Point[]) => new Map(pts.map((p) => [p.row, p]));
  const counted = byRow(pointsFor(ctx, count));
  const paid = byRow(pointsFor(ctx, money));
  const rows = [...counted.keys()].filter((r) => paid.has(r) && counted.get(r)!.value.m !== 0n);
  if (!rows.length)
    return {
      refused: true,
      reason: `There are no rows with both ${count.name} and ${money.name}${describeFilter(ctx)}`,
    };
  const n = decSum(rows.map((r) => counted.get(r)!.value));
  const total = decSum(rows.map((r) => paid.get(r)!.value));
  const style = targetStyle(money);
  const avg = decDiv(total, n, 2);
  if (!avg) return { refused: true, reason: `${count.name} add up to nothing` };
  const noun = count.name.trim().toLowerCase().replace(/s$/, '');
  const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
  const points = rows.flatMap((r) => [paid.get(r)!, counted.get(r)!]);
  const f = fig(
    perWord
      ? `${money.name} per ${perWord} (${money.name} ÷ ${count.name})${when}`
      : /^(customer|guest|visitor|client|diner)$/.test(noun)
        ? `Average spend per ${noun} (${money.name} ÷ ${count.name})${when}`
        : `Average ${noun} (${money.name} ÷ ${count.name})${when}`,
    avg,
    style,
    sheetOf(money),
    points,
    2,
  );
  const totalFig = fig(
    `${money.name}${when}`,
    total,
    style,
    sheetOf(money),
    rows.map((r) => paid.get(r)!),
  );
  const nFig = fig(
    `${count.name}${when}`,
    n,
    { kind: 'number', decimals: 0 },
    sheetOf(count),
    rows.map((r) => counted.get(r)!),
  );
  return {
    kind: 'average',
    lines: [
      `${f.label}: ${display(f)} = ${display(totalFig)} over ${display(nFig)} ${count.name.trim().toLowerCase()} (${rows.length} rows that hold both). Source: ${citation(f)}.`,
    ],
    figures: [f, totalFig, nFig],
  };
}
