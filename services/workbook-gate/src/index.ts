/**
 * The one gate for untrusted bytes: workbooks and images are checked and read in a pooled
 * worker thread (global concurrency cap, heap cap, time limit). See README.md.
 */
export { readWorkbookGrid, checkFileSize, GRID_WORKER } from './read-grid';
export type { GateRunOptions } from './read-grid';
export { readWorkbookGridSync, toGridData, withAddresses } from './grid';
export type { GridValue, GridSheet, GridSheetData, WorkbookGrid, WorkbookGridData } from './grid';
export { readRawWorkbook, scanSheetXml, parseDimensionRef, SheetScanner } from './read';
export type { RawBook, RawCell, RawSheet, Merge, SheetScan } from './read';
export { runGateJob, configureGate, gateStats, closeIdleWorkers } from './pool';
export type { GateJob, GateSettings } from './pool';
export type { WorkerScript } from './worker-script';
export { workbookErrorReply, serveGateJobs } from './worker-reply';
export type { WorkerReply } from './worker-reply';
export { checkImage, DEFAULT_IMAGE_LIMITS } from './image/check-image';
export type { CheckedImage, ImageLimits } from './image/check-image';
export { imageType, readImageHeader } from './image/image-header';
export type { ImageHeader, ImageType } from './image/image-header';
export { colLetter, cellAddress, rangeAddress, rangesFor } from './a1';
export type { CellRef } from './a1';
export { serialToIso } from './dates';
export type { IngestLimits, GateLimits, WorkbookErrorCode, WorkbookErrorStatus } from './limits';
export {
  WorkbookError,
  retryAfterHeaders,
  resolveLimits,
  invalidFormat,
  formatBytes,
  formatCount,
  DEFAULT_LIMITS,
  MAX_FILE_BYTES,
  MAX_UNCOMPRESSED_BYTES,
  MAX_COMPRESSION_RATIO,
  MAX_SHEETS,
  MAX_ROWS_PER_SHEET,
  MAX_COLUMNS_PER_SHEET,
  MAX_CELLS,
  INVALID_FORMAT_MESSAGE,
} from './limits';
