/** A1 references moved to the workbook gate; this keeps the engine's imports working. */
export { colLetter, cellAddress, rangeAddress, rangesFor } from '@fina/workbook-gate';
export type { CellRef } from '@fina/workbook-gate';

/** A column's letters ("A", "AB") as its 0-based index, the inverse of `colLetter`. */
export const colIndex = (letters: string): number =>
  [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

const REF = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/;

/** The cells of a cited range list ("F6:F10,F12"), 0-based; undefined when a part is no A1 box. */
export function citedCells(range: string): Array<{ r: number; c: number }> | undefined {
  const cells: Array<{ r: number; c: number }> = [];
  for (const part of range.split(',')) {
    const m = REF.exec(part.trim());
    if (!m) return undefined;
    const [c0, r0] = [colIndex(m[1]!), Number(m[2]) - 1];
    const [c1, r1] = m[3] ? [colIndex(m[3]), Number(m[4]) - 1] : [c0, r0];
    for (let r = r0; r <= r1; r += 1) for (let c = c0; c <= c1; c += 1) cells.push({ r, c });
  }
  return cells;
}
