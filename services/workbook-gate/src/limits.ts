/** The gate's limits and the error every refused file raises (WorkbookError, with its HTTP status). */

export interface IngestLimits {
  /** size of the uploaded file */
  maxFileBytes: number;
  /** sum of the uncompressed sizes of every part of the zip */
  maxUncompressedBytes: number;
  /** uncompressed / compressed, per part larger than 1 MB uncompressed */
  maxCompressionRatio: number;
  maxSheets: number;
  maxRowsPerSheet: number;
  maxColumnsPerSheet: number;
  /** cells holding something, over all sheets */
  maxCells: number;
  /**
   * Read only the first N rows / columns of each sheet (cells beyond are skipped, the file is
   * not refused). Infinity by default.
   */
  windowRows: number;
  windowColumns: number;
}

/** The same limits under the name the gate's README uses. */
export type GateLimits = IngestLimits;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** Real sheets compress 5x to 30x; a 1 MB part inflating to 250 MB is a bomb. */
export const MAX_COMPRESSION_RATIO = 150;
export const MAX_SHEETS = 50;
export const MAX_ROWS_PER_SHEET = 100_000;
export const MAX_COLUMNS_PER_SHEET = 16_384;
/**
 * 1M rather than the 2M first proposed: measured on 2 cores, 1M cells (99k rows x 10 columns,
 * 5 MB) ingest in 3.7 s at 470 MB peak RSS, 2M cells took 6.5 s and 970 MB, and the stored
 * JSON grows about 30 bytes a cell. Raise it per call with `maxCells` if the host allows.
 */
export const MAX_CELLS = 1_000_000;

export const DEFAULT_LIMITS: Readonly<IngestLimits> = Object.freeze({
  maxFileBytes: MAX_FILE_BYTES,
  maxUncompressedBytes: MAX_UNCOMPRESSED_BYTES,
  maxCompressionRatio: MAX_COMPRESSION_RATIO,
  maxSheets: MAX_SHEETS,
  maxRowsPerSheet: MAX_ROWS_PER_SHEET,
  maxColumnsPerSheet: MAX_COLUMNS_PER_SHEET,
  maxCells: MAX_CELLS,
  windowRows: Infinity,
  windowColumns: Infinity,
});

export const INVALID_FORMAT_MESSAGE = 'Invalid file format.';

export type WorkbookErrorCode =
  | 'invalid_format'
  | 'file_too_large'
  | 'uncompressed_too_large'
  | 'zip_bomb'
  | 'too_many_sheets'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'too_many_cells'
  | 'unreadable'
  | 'too_slow'
  | 'declared_too_large'
  | 'out_of_memory'
  | 'invalid_image'
  | 'image_too_large'
  | 'busy'
  | 'worker_failed';

export type WorkbookErrorStatus = 400 | 413 | 422 | 500 | 503;

/**
 * A file the gate refuses (or could not read). `statusCode` is the HTTP status to answer
 * with; a 503 `busy` carries `retryAfterSeconds` for the Retry-After header.
 */
export class WorkbookError extends Error {
  readonly statusCode: WorkbookErrorStatus;
  readonly code: WorkbookErrorCode;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    statusCode: WorkbookErrorStatus,
    code: WorkbookErrorCode,
    message: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'WorkbookError';
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function invalidFormat(): WorkbookError {
  return new WorkbookError(400, 'invalid_format', INVALID_FORMAT_MESSAGE);
}

export function resolveLimits(options?: Partial<IngestLimits>): IngestLimits {
  const out: IngestLimits = { ...DEFAULT_LIMITS };
  if (options) {
    for (const key of Object.keys(DEFAULT_LIMITS) as Array<keyof IngestLimits>) {
      const v = options[key];
      if (typeof v === 'number' && !Number.isNaN(v) && v > 0) out[key] = v;
    }
  }
  return out;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${n} bytes`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The Retry-After header a 503 `busy` answer carries (empty for every other error). */
export function retryAfterHeaders(error: WorkbookError): Record<string, string> {
  return error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {};
}
