/** A1 references moved to the workbook gate; this keeps the engine's imports working. */
export { colLetter, cellAddress, rangeAddress, rangesFor } from '@fina/workbook-gate';
export type { CellRef } from '@fina/workbook-gate';
