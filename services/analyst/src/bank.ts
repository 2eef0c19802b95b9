/**
 * A bank export keeps money in and money out as two columns beside a running Balance. Which of
 * Debit/Credit (or Withdrawals/Deposits, Paid out/Paid in) is money in is read from the balance
 * itself: each row's balance minus the one above equals money in minus money out. The two columns
 * then also answer to the words owners use ("deposits", "money out", "came in").
 */
import type { Cell, Table } from './model';

/** The number in a stored cell (plain, or with its format index). */
function cellNumber(cell: Cell | undefined): number | undefined {
  if (typeof cell === 'number') return cell;
  if (Array.isArray(cell)) return cell[0];
  return undefined;
}

export interface BankFlows {
  moneyIn: number;
  moneyOut: number;
  balance: number;
}

/**
 * The money-in, money-out and balance columns of a long table, when its balance column moves
 * by exactly in minus out on (nearly) every row; undefined otherwise.
 */
export function bankFlows(table: Table): BankFlows | undefined {
  if (table.layout !== 'long') return undefined;
  const balance = table.columns.findIndex(
    (c) => /\bbalance\b/i.test(c.label) && c.role === 'value',
  );
  if (balance < 0) return undefined;
  const others = table.columns
    .map((c, i) => ({ c, i }))
    .filter((x) => x.i !== balance && x.c.role === 'value' && x.c.type !== 'percent');
  if (others.length !== 2) return undefined;
  const [a, b] = [others[0]!.i, others[1]!.i];
  const rows = table.rows.filter((r) => r.kind === 'data');
  // oldest first: a row's balance is the one above plus its own movement; newest first (pass
  // 21, S3): the row above's balance is this one plus the row above's movement
  for (const newestFirst of [false, true]) {
    let aIn = 0;
    let bIn = 0;
    let checked = 0;
    for (let k = 1; k < rows.length; k += 1) {
      const prev = cellNumber(rows[k - 1]!.cells[balance]);
      const cur = cellNumber(rows[k]!.cells[balance]);
      if (prev === undefined || cur === undefined) continue;
      const moved = newestFirst ? rows[k - 1]! : rows[k]!;
      const va = cellNumber(moved.cells[a]) ?? 0;
      const vb = cellNumber(moved.cells[b]) ?? 0;
      const move = newestFirst ? prev - cur : cur - prev;
      const tol = 0.005 + Math.abs(cur) * 1e-12;
      if (Math.abs(move - (va - vb)) <= tol) aIn += 1;
      if (Math.abs(move - (vb - va)) <= tol) bIn += 1;
      checked += 1;
    }
    if (checked < 3) return undefined;
    if (aIn >= checked * 0.95 && bIn < checked * 0.5) return { moneyIn: a, moneyOut: b, balance };
    if (bIn >= checked * 0.95 && aIn < checked * 0.5) return { moneyIn: b, moneyOut: a, balance };
  }
  return undefined;
}
