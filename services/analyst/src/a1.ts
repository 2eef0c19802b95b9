/** A1 references moved to the workbook gate; this keeps the engine's imports working. */
export { colLetter, cellAddress, rangeAddress, rangesFor } from '@fina/workbook-gate';
export type { CellRef } from '@fina/workbook-gate';

/** A column's letters ("A", "AB") as its 0-based index, the inverse of `colLetter`. */
export const colIndex = (letters: string): number =>
  [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
