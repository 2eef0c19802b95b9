/**
 * Fina's analyst engine: reads an uploaded .xlsx and answers finance questions about it,
 * every figure with the sheet and cells it came from. See README.md.
 */
export { ingestWorkbook, ingestWorkbookSync } from './ingest';
export { ingestWorkbookIsolated, INGEST_WORKER } from './isolate';
export type { IsolationOptions } from './isolate';
export { answerQuestion } from './answer';
export { describeWorkbook } from './describe';
export { serializeWorkbook, deserializeWorkbook, isWorkbook } from './serialize';
export { createLlmPlanner } from './llm';
export type { LlmPlanner, LlmEnv } from './llm';
export type { Answer, AnswerFigure, AnswerOptions } from './answer-types';
export type { Workbook, SheetInfo, Table, Column, Row, Cell, ColumnType, Period } from './model';
export type { IngestLimits, WorkbookErrorCode } from '@fina/workbook-gate';
export {
  WorkbookError,
  DEFAULT_LIMITS,
  MAX_FILE_BYTES,
  MAX_UNCOMPRESSED_BYTES,
  MAX_COMPRESSION_RATIO,
  MAX_SHEETS,
  MAX_ROWS_PER_SHEET,
  MAX_COLUMNS_PER_SHEET,
  MAX_CELLS,
  INVALID_FORMAT_MESSAGE,
} from '@fina/workbook-gate';
