/**
 * A separate Dr/Cr column: some banks write every amount unsigned and say in a column of its
 * own whether it is a debit (money out) or a credit (money in): "DR"/"CR", "D"/"C",
 * "Debit"/"Credit". Found from the file itself (headers and cells), so a sent or remembered
 * mapping that names only the amount column gets the sign too.
 */
const DEBIT_CELL = /^(dr|d|debit|dbit)\.?$/i;
const CREDIT_CELL = /^(cr|c|credit|crdt)\.?$/i;
/** Header words of a sign column ("Dr/Cr", "CR/DR", "D/C", "Debit/Credit", "Sign", "Type"). */
const SIGN_HEADER = /^(dr cr|cr dr|d c|c d|dc|cd|debit credit|credit debit|sign|type|indicator)\b/;

export type Sign = 'debit' | 'credit';

/** "Dr/Cr" → "dr cr" (columns.ts has the accent-aware one; this file must not import it). */
const headerWords = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "DR" → debit, "C" → credit; null for anything else (an empty or unknown cell). */
export function signOf(cell: string): Sign | null {
  const text = cell.trim();
  if (DEBIT_CELL.test(text)) return 'debit';
  if (CREDIT_CELL.test(text)) return 'credit';
  return null;
}

/**
 * The column whose filled cells are all debit/credit markers, filled on most transaction rows;
 * a header saying so, or both markers among the cells, is needed too (a column of "C" alone
 * could mean "cleared"). Null when the file has none.
 */
export function findSignColumn(
  columns: readonly string[],
  dataRows: readonly string[][],
): string | null {
  const rows = dataRows.filter((row) => row.filter((cell) => cell.trim() !== '').length >= 2);
  if (rows.length === 0) return null;
  for (let c = 0; c < columns.length; c += 1) {
    let filled = 0;
    const seen = new Set<Sign>();
    let allSigns = true;
    for (const row of rows.slice(0, 500)) {
      const cell = row[c]?.trim() ?? '';
      if (!cell) continue;
      filled += 1;
      const sign = signOf(cell);
      if (!sign) {
        allSigns = false;
        break;
      }
      seen.add(sign);
    }
    if (!allSigns || filled === 0 || filled / Math.min(rows.length, 500) < 0.6) continue;
    if (seen.size === 2 || SIGN_HEADER.test(headerWords(columns[c] ?? ''))) {
      return columns[c] ?? null;
    }
  }
  return null;
}

/** The amount with the sign the marker gives (its own sign ignored); unchanged without one. */
export function applySign(amount: bigint, sign: Sign | null): bigint {
  if (!sign) return amount;
  const magnitude = amount < 0n ? -amount : amount;
  return sign === 'debit' ? -magnitude : magnitude;
}
