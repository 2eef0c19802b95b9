/**
 * Issue 13, pass 34 (W3): a Shopify-style orders export (Name, Financial Status, Subtotal,
 * Taxes, Total, Lineitem name, Lineitem quantity, …).
 * (a) A tax word (VAT, GST, HST, PST, KDV, IVA, TVA, MwSt, BTW, sales tax) names the Taxes
 *     column: "how much kdv did we collect on paid orders" answered the paid Total. The
 *     question is asked again with "tax"; an export with no tax column refuses it.
 * (b) "<show> tickets sold (paid)": "sold" / "tickets" / "units" with a Lineitem name named is
 *     the Lineitem quantity of the rows of that name (and of the status named) added.
 * (c) "average order value" with no status named is NOT asked back here: pass21.test.ts (S5)
 *     expects the mean over every order, refunded ones included; left to the lead.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellText, figureOf } from './cell-figures';
import { type Dec, decSum } from './decimal';
import { PLAIN } from './format';
import type { Row, Workbook } from './model';
import { STOP, normalizeText, plainQuestion } from './text';
import { type OrdersExport, ordersExportOf } from './orders-export-table';
import { sourcedAnswer } from './sourced-answer';
import { TAX_WORD } from './tax-names';

export { TAX_WORD } from './tax-names';

const statusOf = (o: OrdersExport, r: Row): string =>
  normalizeText(cellText(r.cells[o.status]) ?? '');
function statusNamed(o: OrdersExport, q: string): string | undefined | null {
  const values = new Set(o.rows.map((r) => statusOf(o, r)).filter(Boolean));
  const named = [...values].filter((v) => new RegExp(`\\b${v}\\b`).test(q));
  return named.length === 1 ? named[0] : named.length === 0 ? undefined : null;
}

/** (a) the question with its tax word put as "tax", when the export keeps a tax column */
export function ordersTaxWording(wb: Workbook, question: string): string | 'no-tax' | undefined {
  const q = plainQuestion(question);
  if (!TAX_WORD.test(q)) return undefined;
  const o = ordersExportOf(wb);
  if (!o) return undefined;
  if (o.col(/^tax(es)?$/i) < 0) return 'no-tax';
  return q.replace(new RegExp(TAX_WORD.source, 'g'), 'tax');
}

/** The reworded tax answer reads the tax column. */
export const readsTaxes = (a: Answer): boolean =>
  !a.refused && /^(average )?tax(es)?\b/i.test(a.figures[0]?.label ?? '');

const SOLD = /\b(sold|tickets?|units?|sell|sells)\b/;
const QUIET = new Set([
  ...STOP,
  'how',
  'many',
  'much',
  'sold',
  'sell',
  'sells',
  'did',
  'we',
  'ticket',
  'tickets',
  'unit',
  'units',
  'total',
  'number',
  'of',
  'for',
  'orders',
  'order',
]);

export function ordersExportWordsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  const o = ordersExportOf(wb);
  if (!o) return undefined;
  const { table: t } = o;
  const status = statusNamed(o, q);
  // (b) "<item words> tickets sold (paid)": the Lineitem quantity of those rows
  const item = o.col(/^lineitem name$/i);
  const qty = o.col(/^lineitem quantity$/i);
  if (SOLD.test(q) && item >= 0 && qty >= 0 && !/\b(revenue|money|value|worth|sales)\b/.test(q)) {
    const asked = q
      .split(' ')
      .filter((w) => w && !QUIET.has(w) && w !== status && !/^(paid|refunded|pending)$/.test(w));
    if (asked.length > 0) {
      const names = new Set(o.rows.map((r) => normalizeText(cellText(r.cells[item]) ?? '')));
      const hit = [...names].filter((n) => {
        const ws = n.split(/[^a-z0-9]+/);
        return n && asked.every((w) => ws.includes(w));
      });
      if (hit.length > 0) {
        if (status === null) return refuse('the question names two order statuses; name one');
        let keep = o.rows.filter((r) => hit.includes(normalizeText(cellText(r.cells[item]) ?? '')));
        if (status) keep = keep.filter((r) => statusOf(o, r) === status);
        else if (new Set(keep.map((r) => statusOf(o, r))).size > 1)
          return refuse(
            'those line items hold orders of several statuses (paid, refunded …); say which to count',
          );
        const vals: Dec[] = [];
        const cells: Array<{ r: number; c: number }> = [];
        for (const r of keep) {
          const v = cellNumber(r.cells[qty]);
          if (v === undefined) continue;
          vals.push(v);
          cells.push({ r: r.r, c: t.columns[qty]!.c });
        }
        if (!cells.length) return undefined;
        const what =
          hit.length === 1 ? (cellText(keep[0]?.cells[item]) ?? hit[0]!) : asked.join(' ');
        const fig = figureOf(
          t,
          `Lineitem quantity for ${what}${status ? `, ${status}` : ''}`,
          decSum(vals),
          PLAIN,
          cells,
        );
        return sourcedAnswer(
          fig,
          `${fig.display} sold of ${what}${status ? ` (${status} orders)` : ''}: Lineitem quantity added over ${cells.length} lines.`,
          'total',
        );
      }
    }
  }
  return undefined;
}
