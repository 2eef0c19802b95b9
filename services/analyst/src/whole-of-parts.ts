/**
 * After blind-42: a bookings ledger "Fee € | Deposit € | Balance paid € | Balance due €" asked
 * which column "biggest booking" or "made from gigs" meant, though the fee is the whole and the
 * other three its parts (deposit + balance paid + balance due = fee on every live booking). A
 * column that equals the sum of the other candidate columns row by row is their total: it is
 * the reading of a question that names none of them.
 */
import { cellNumber } from './cell-figures';
import { type Dec, decEq, decSign, decSum } from './decimal';
import type { Target } from './view';

type ColTarget = Extract<Target, { kind: 'col' }>;

/** rows that must agree: at least 3, and 4 in 5 of those where the whole holds a number */
const MIN_ROWS = 3;
const SHARE = 0.8;

export function wholeOfParts(pool: ColTarget[]): ColTarget | undefined {
  // a few money columns of one record, each headed ("Column O" is a header the engine made up)
  if (pool.length < 3 || pool.length > 6) return undefined;
  if (pool.some((t) => /^column [a-z]{1,3}$/i.test(t.name.trim()))) return undefined;
  // "Fees | Hall hire | Teacher pay | Surplus": fees are costs plus the surplus, but what a
  // term "made" is its surplus: a result column among them is no part of a whole
  if (pool.some((t) => /\b(profit|surplus|net|margin|loss|deficit|result)\b/i.test(t.name)))
    return undefined;
  // ex-tax + tax = total is the tax readers' to say (the total "incl. GST", said so)
  if (pool.some((t) => /\b(gst|vat|tax|hst|pst|moms|iva|dph|mwst)\b/i.test(t.name)))
    return undefined;
  const view = pool[0]!.view;
  if (pool.some((t) => t.view !== view)) return undefined;
  // a ledger of records (one booking a row), never a grid of periods whose last column
  // totals the weeks before it
  if (view.table.layout !== 'long' || pool.some((t) => view.table.columns[t.col]!.period))
    return undefined;
  const rows = view.table.rows.filter((r) => r.kind === 'data');
  const wholes = pool.filter((whole) => {
    const parts = pool.filter((p) => p.col !== whole.col);
    let held = 0;
    let agree = 0;
    for (const r of rows) {
      const w = cellNumber(r.cells[whole.col]);
      if (w === undefined || decSign(w) === 0) continue;
      held += 1;
      const sum = decSum(parts.map((p) => cellNumber(r.cells[p.col])).filter((x): x is Dec => !!x));
      if (decEq(sum, w)) agree += 1;
    }
    return held >= MIN_ROWS && agree >= MIN_ROWS && agree >= SHARE * held;
  });
  return wholes.length === 1 ? wholes[0] : undefined;
}
