/** Splitting an amount into parts that add back to it exactly. */
import { divRoundHalfUp } from './decimal';

/**
 * Splits `total` minor units in proportion to `weights` (non-negative) by the
 * largest-remainder method: each part is the floor of its exact share, and the
 * cents left over go one each to the parts with the largest remainders
 * (earlier parts first on ties). The parts always sum to `total`.
 * With all weights zero, the split is even.
 */
export function allocateByWeights(total: bigint, weights: readonly bigint[]): bigint[] {
  const n = weights.length;
  if (n === 0) throw new RangeError('allocateByWeights: no weights');
  let sumW = 0n;
  for (const w of weights) {
    if (w < 0n) throw new RangeError('allocateByWeights: negative weight');
    sumW += w;
  }
  const ws = sumW === 0n ? weights.map(() => 1n) : weights;
  const denominator = sumW === 0n ? BigInt(n) : sumW;
  const negative = total < 0n;
  const t = negative ? -total : total;
  const parts: bigint[] = new Array<bigint>(n);
  const remainders: { index: number; rem: bigint }[] = [];
  let used = 0n;
  for (let i = 0; i < n; i += 1) {
    const exact = t * (ws[i] as bigint);
    const part = exact / denominator;
    parts[i] = part;
    used += part;
    remainders.push({ index: i, rem: exact % denominator });
  }
  let left = t - used;
  if (left > 0n) {
    remainders.sort((a, b) => (a.rem === b.rem ? a.index - b.index : a.rem > b.rem ? -1 : 1));
    for (const r of remainders) {
      if (left === 0n) break;
      parts[r.index] = (parts[r.index] as bigint) + 1n;
      left -= 1n;
    }
  }
  return negative ? parts.map((p) => -p) : parts;
}

/** Even split by the largest-remainder method (leftover cents to the first parts). */
export function allocateEvenly(total: bigint, parts: number): bigint[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('allocateEvenly: parts < 1');
  const n = BigInt(parts);
  const negative = total < 0n;
  const t = negative ? -total : total;
  const base = t / n;
  const left = Number(t % n);
  const out: bigint[] = [];
  for (let i = 0; i < parts; i += 1) {
    const p = i < left ? base + 1n : base;
    out.push(negative ? -p : p);
  }
  return out;
}

/**
 * Payroll-style split: every part is total / parts rounded half-up, and the
 * last part takes whatever makes the sum exact (the cents remainder). When
 * half-up rounding would push the last part below zero (a few cents over many
 * parts), the parts are floored instead so none is negative.
 */
export function splitWithRemainderLast(total: bigint, parts: number): bigint[] {
  if (!Number.isInteger(parts) || parts < 1) {
    throw new RangeError('splitWithRemainderLast: parts < 1');
  }
  const n = BigInt(parts);
  let each = divRoundHalfUp(total, n);
  let last = total - each * (n - 1n);
  if ((total >= 0n && last < 0n) || (total < 0n && last > 0n)) {
    each = total / n;
    last = total - each * (n - 1n);
  }
  const out: bigint[] = [];
  for (let i = 0; i < parts - 1; i += 1) out.push(each);
  out.push(last);
  return out;
}
