/**
 * Two fair readings of one question (issue 13, pass 7). A measure the engine picked because
 * the words named none ("the best selling product": by revenue or by units?) or an average of
 * a rate ("average price": a mean of the rows' prices or weighted by quantity?) is checked
 * against the other reading; when the two give different figures the answer asks back naming
 * both, and when they agree it stands. A wrong figure is far worse than a question back.
 */
import { decToNumber } from './decimal';
import type { Ctx, Refusal, Result } from './engine';
import { refuse } from './engine';
import { filterFor } from './engine/figures';
import type { Op } from './question';
import type { Resolution } from './resolve';
import { PRICE_NAME } from './resolve';
import type { Target, TableView } from './view';
import { pointsOf } from './view';

type ColTarget = Extract<Target, { kind: 'col' }>;

/** A quantity column: units, qty, pieces (never a price or an amount). */
const QUANTITY_NAME = /\b(qty|quantity|units?|pcs|pieces|volume|cases|boxes|bags|cups|sold)\b/i;

/** Words that say which measure ranks: money or a quantity. */
const MEASURE_SAID =
  /\b(revenue|revenues|sales|amount|value|money|earn\w*|income|turnover|takings|dollars?|euros?|pesos?|pounds?|rands?|units?|quantity|qty|pieces|pcs|volume|cases|boxes|bags|cups|orders?|count|times)\b|[$€£₱]/;

/** Words of selling: the ranking is of what was sold, by money or by units. */
const SELL_SAID = /\b(sell\w*|sold|top|best|worst|popular|most|least|biggest|smallest)\b/;
/** A column of what is sold (never of who bought it). */
const PRODUCT_NAME =
  /\b(products?|items?|sku|models?|menu|flavou?rs?|services?|goods|articles?|lines?|dish(es)?|styles?)\b/i;

/** Words that pick one kind of average. */
const AVERAGE_SAID = /\b(simple|per (row|line|order|sale|entry|transaction)|mean of)\b/;

function quantityCol(view: TableView, not: ColTarget): ColTarget | undefined {
  const qs = view.targets.filter(
    (t): t is ColTarget =>
      t.kind === 'col' &&
      t.col !== not.col &&
      QUANTITY_NAME.test(t.name) &&
      !PRICE_NAME.test(t.name) &&
      view.table.columns[t.col]!.role === 'value',
  );
  return qs.length === 1 ? qs[0] : undefined;
}

/**
 * The other reading's verdict: a refusal asking back when it gives a different figure,
 * undefined when it agrees or there is no other reading.
 */
export function otherReading(
  op: Op,
  ctx: Ctx,
  best: Resolution,
  result: Result,
  run: (res: Resolution) => Result | Refusal,
): Refusal | undefined {
  const t = best.targets[0];
  if (!t || t.kind !== 'col' || best.targets.length !== 1) return undefined;
  if (best.view.table.layout !== 'long') return undefined;
  const raw = ctx.q.raw.toLowerCase();
  const named = (x: Target): boolean =>
    x.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => w.length >= 3 && raw.includes(w));
  // "the best selling product", "top item": ranked by money or by units
  if (
    ['max', 'min', 'top', 'bottom'].includes(op) &&
    (best.groupCol !== undefined || best.groupRows) &&
    !MEASURE_SAID.test(raw) &&
    SELL_SAID.test(raw) &&
    !/\b(valuable|worth|stock|owe\w*|buy\w*|bought|customers?|clients?)\b/.test(raw) &&
    (best.groupCol === undefined ||
      PRODUCT_NAME.test(best.view.table.columns[best.groupCol]!.label)) &&
    !named(t) &&
    !QUANTITY_NAME.test(t.name)
  ) {
    const qty = quantityCol(best.view, t);
    const first = result.figures[0];
    if (qty && first?.at) {
      const other = run({ ...best, targets: [qty] });
      const otherFirst = 'figures' in other ? other.figures[0] : undefined;
      if (otherFirst?.at && otherFirst.at !== first.at)
        return refuse(
          `by ${t.name} the answer is ${first.at} (${decToNumber(first.value)}), by ${qty.name} it is ${otherFirst.at} (${decToNumber(otherFirst.value)}); say which you mean`,
        );
    }
  }
  // "average price": the mean of the rows' prices, or total money over total units
  if (op === 'average' && PRICE_NAME.test(t.name) && !AVERAGE_SAID.test(raw) && !ctx.q.groupBy) {
    const qty = quantityCol(best.view, t);
    const first = result.figures[0];
    if (qty && first) {
      const f = filterFor(ctx);
      const qtyByRow = new Map(pointsOf(qty, f).map((p) => [p.row, decToNumber(p.value)]));
      let money = 0;
      let units = 0;
      for (const p of pointsOf(t, f)) {
        const u = qtyByRow.get(p.row);
        if (u === undefined) continue;
        money += decToNumber(p.value) * u;
        units += u;
      }
      if (units > 0) {
        const weighted = money / units;
        const simple = decToNumber(first.value);
        if (Math.abs(weighted - simple) >= 0.005)
          return refuse(
            `the average ${t.name} is ${simple.toFixed(2)} as a mean of the rows' prices and ${weighted.toFixed(2)} weighted by ${qty.name}; ask for the "simple average" to get the mean of the rows`,
          );
      }
    }
  }
  return undefined;
}
