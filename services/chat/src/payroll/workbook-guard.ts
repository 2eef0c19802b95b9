/**
 * Checks an uploaded .xlsx before any workbook library sees it (STACK-NOTES, Workbooks: no
 * library guards against zip bombs). The zip directory is read for sizes only; a file that is
 * not a zip holding xl/workbook.xml is 'Invalid file format.'; declared sizes above the limits
 * are refused. Only the parts a reader needs are then inflated, and fflate never writes past a
 * part's declared size, so a lying header cannot inflate more than the limits allow. The parts
 * are handed back re-packed without compression, so the parser inflates nothing itself.
 */
import { unzipSync, zipSync } from 'fflate';
import { MESSAGES } from '@fina/contract';
import { badRequest } from '@fina/service-kit';

export interface WorkbookGuardLimits {
  /** Sum of the declared uncompressed sizes of the parts a reader needs. */
  maxUncompressedBytes: number;
  /** Declared uncompressed / compressed size of any part above 1 MB. */
  maxCompressionRatio: number;
}

export const EMPLOYEE_WORKBOOK_LIMITS: WorkbookGuardLimits = {
  maxUncompressedBytes: 20 * 1024 * 1024,
  maxCompressionRatio: 150,
};

/** Parts a reader needs; images, embeddings, printer settings and the like are skipped. */
function isNeeded(name: string): boolean {
  return (
    name === '[Content_Types].xml' ||
    name === '_rels/.rels' ||
    name === 'xl/workbook.xml' ||
    name === 'xl/_rels/workbook.xml.rels' ||
    name === 'xl/styles.xml' ||
    name === 'xl/sharedStrings.xml' ||
    /^xl\/worksheets\/[^/]+\.xml$/.test(name) ||
    /^xl\/worksheets\/_rels\/[^/]+\.rels$/.test(name)
  );
}

const invalidFormat = () => badRequest(MESSAGES.invalidFileFormat, 'file');

function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 22 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;
}

/**
 * The workbook's needed parts, checked and re-packed without compression. Throws 400 with
 * 'Invalid file format.' (field `file`) for anything that is not an .xlsx by content, and a
 * 400 naming the limit for a file that inflates beyond it.
 */
export function guardWorkbook(
  bytes: Uint8Array,
  limits: WorkbookGuardLimits = EMPLOYEE_WORKBOOK_LIMITS,
): Uint8Array {
  if (!isZip(bytes)) throw invalidFormat();
  let total = 0;
  let hasWorkbook = false;
  let refused: string | undefined;
  try {
    // The filter sees each entry's declared sizes; answering false inflates nothing.
    unzipSync(bytes, {
      filter: (entry) => {
        if (entry.name === 'xl/workbook.xml') hasWorkbook = true;
        if (!isNeeded(entry.name)) return false;
        total += entry.originalSize;
        const ratio = entry.originalSize / Math.max(entry.size, 1);
        if (entry.originalSize > 1024 * 1024 && ratio > limits.maxCompressionRatio) {
          refused = `This file is refused: a part of it inflates ${Math.round(ratio)} times its stored size.`;
        }
        return false;
      },
    });
  } catch {
    throw invalidFormat();
  }
  if (!hasWorkbook) throw invalidFormat();
  if (refused) throw badRequest(refused, 'file');
  if (total > limits.maxUncompressedBytes) {
    const mb = Math.round(limits.maxUncompressedBytes / (1024 * 1024));
    throw badRequest(`This workbook is too large once uncompressed (limit ${mb} MB).`, 'file');
  }
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, { filter: (entry) => isNeeded(entry.name) });
  } catch {
    throw invalidFormat();
  }
  return zipSync(parts, { level: 0 });
}
