/**
 * ingestWorkbook: bytes in, JSON-serialisable Workbook out (or a WorkbookError). The bytes
 * are read by the workbook gate (@fina/workbook-gate: zip, sizes, rows, columns, cells,
 * declared dimensions), then the tables are detected.
 */
import type { IngestLimits } from '@fina/workbook-gate';
import { readRawWorkbook, resolveLimits } from '@fina/workbook-gate';
import type { Workbook } from './model';
import { detectSheet } from './detect';

/**
 * Reads an .xlsx upload. Throws WorkbookError: 400 'Invalid file format.' (not an xlsx,
 * checked by content), 413 (file too large), 422 (over the sheet, row, column or cell
 * limits, or a zip bomb). Parsing runs in-process and is bounded by those limits (eval,
 * bench, tests); uploads go through ingestWorkbookIsolated (a gate worker).
 */
export async function ingestWorkbook(
  buffer: Uint8Array,
  options?: Partial<IngestLimits>,
): Promise<Workbook> {
  return ingestWorkbookSync(buffer, options);
}

export function ingestWorkbookSync(buffer: Uint8Array, options?: Partial<IngestLimits>): Workbook {
  const limits = resolveLimits(options);
  const started = performance.now();
  const raw = readRawWorkbook(buffer, limits);
  let n = 0;
  const nextId = (): string => `T${(n += 1)}`;
  const sheets = raw.sheets.map((s) => detectSheet(s, nextId));
  const cells = sheets.reduce((sum, s) => sum + s.cellCount, 0);
  return {
    format: 'fina-analyst-workbook',
    version: 1,
    sheets,
    stats: { cells, bytes: raw.bytes, parseMs: Math.round(performance.now() - started) },
  };
}
