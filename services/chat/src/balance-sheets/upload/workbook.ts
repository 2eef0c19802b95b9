/**
 * An uploaded .xlsx → its sheets as rows of cell values, safely.
 *
 * No workbook library guards against zip bombs (docs/STACK-NOTES.md), so before SheetJS sees
 * the file: it must be a zip holding xl/workbook.xml (else 400 'Invalid file format.'); the
 * zip directory's declared sizes are checked (total and ratio, read without inflating); the
 * parts a reader needs are inflated by fflate's streaming inflater fed in small slices, and
 * stopped as soon as a part outgrows its declared size (a lying header: a 200 KB file that
 * claims 1 KB and inflates to 200 MB is refused in well under a second); they are then
 * stored again uncompressed, so SheetJS inflates nothing. Only the first rows are read.
 */
import * as XLSX from '@e965/xlsx';
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import type { UnzipFileInfo, Unzipped } from 'fflate';
import { MESSAGES } from '@fina/contract';
import { HttpError, badRequest } from '@fina/service-kit';

/** A balance sheet is small: these limits leave a wide margin. */
export const WORKBOOK_LIMITS = {
  maxParts: 2_000,
  maxUncompressedBytes: 40 * 1024 * 1024,
  /** Real sheets compress 5 to 30 times; far more is a bomb. */
  maxCompressionRatio: 150,
  maxSheets: 60,
  maxRows: 2_000,
  maxColumns: 30,
};

export type CellValue = string | number | boolean | null;

export interface SheetRows {
  name: string;
  /** Row i is the sheet's row i + 1; each row holds the first maxColumns cells. */
  rows: CellValue[][];
}

const invalidFormat = () => badRequest(MESSAGES.invalidFileFormat, 'file');

function isNeeded(name: string): boolean {
  return (
    name === '[Content_Types].xml' ||
    name.endsWith('.rels') ||
    name === 'xl/workbook.xml' ||
    name === 'xl/styles.xml' ||
    name === 'xl/sharedStrings.xml' ||
    /^xl\/worksheets\/[^/]+\.xml$/.test(name)
  );
}

/** Reads the zip directory only (sizes), then inflates the needed parts within their sizes. */
export function safeUnzip(data: Uint8Array): Unzipped {
  const isZip = data.length > 22 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03;
  if (!isZip) throw invalidFormat();
  const parts: UnzipFileInfo[] = [];
  try {
    unzipSync(data, {
      filter: (info) => {
        parts.push(info);
        return false;
      },
    });
  } catch {
    throw invalidFormat();
  }
  if (!parts.some((p) => p.name === 'xl/workbook.xml')) throw invalidFormat();
  if (parts.length > WORKBOOK_LIMITS.maxParts) throw invalidFormat();
  let total = 0;
  for (const part of parts) {
    if (!isNeeded(part.name)) continue;
    total += part.originalSize;
    const ratio = part.originalSize / Math.max(part.size, 1);
    if (part.originalSize > 1024 * 1024 && ratio > WORKBOOK_LIMITS.maxCompressionRatio) {
      throw badRequest(
        `This file is refused: its part ${part.name} inflates ${Math.round(ratio)} times.`,
        'file',
      );
    }
  }
  if (total > WORKBOOK_LIMITS.maxUncompressedBytes) {
    throw new HttpError(413, 'This workbook is too large once uncompressed (limit 40 MB).', {
      field: 'file',
    });
  }
  const declared = new Map(
    parts.filter((p) => isNeeded(p.name)).map((p) => [p.name, p.originalSize]),
  );
  return inflateWithin(data, declared);
}

const SLICE = 8 * 1024;

/** Inflates the named parts, none past its declared size. */
function inflateWithin(data: Uint8Array, declared: Map<string, number>): Unzipped {
  const out: Unzipped = {};
  let failure: HttpError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    const cap = declared.get(file.name);
    if (cap === undefined || Object.hasOwn(out, file.name)) return; // not started: skipped
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = invalidFormat();
        return;
      }
      size += chunk.length;
      if (size > cap) {
        failure = badRequest(
          `This file is refused: its part ${file.name} inflates beyond its declared size.`,
          'file',
        );
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) out[file.name] = concat(chunks, size);
    };
    file.start();
  };
  try {
    for (let offset = 0; offset < data.length && !failure; offset += SLICE) {
      unzip.push(data.subarray(offset, offset + SLICE), offset + SLICE >= data.length);
    }
  } catch {
    throw invalidFormat();
  }
  if (failure) throw failure;
  if (!out['xl/workbook.xml']) throw invalidFormat();
  return out;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 's':
      return typeof cell.v === 'string' ? cell.v : null;
    case 'b':
      return Boolean(cell.v);
    case 'd':
      // cellDates is off: dates arrive as serial numbers ('n'); keep text if one slips through.
      return cell.w ?? null;
    default:
      return null;
  }
}

/** The workbook's sheets, as rows of values (dates are Excel serial numbers). */
export function readWorkbook(data: Uint8Array): SheetRows[] {
  const parts = safeUnzip(data);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(zipSync(parts, { level: 0 }), {
      type: 'buffer',
      dense: true,
      sheetRows: WORKBOOK_LIMITS.maxRows,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw invalidFormat();
  }
  if (book.SheetNames.length === 0) throw invalidFormat();
  if (book.SheetNames.length > WORKBOOK_LIMITS.maxSheets) {
    throw badRequest(
      `This workbook has too many sheets (limit ${WORKBOOK_LIMITS.maxSheets}).`,
      'file',
    );
  }
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    const rows: CellValue[][] = [];
    const dense = (sheet as { '!data'?: (XLSX.CellObject | undefined)[][] } | undefined)?.['!data'];
    (dense ?? []).forEach((cells, index) => {
      if (!cells || index >= WORKBOOK_LIMITS.maxRows) return;
      rows[index] = cells.slice(0, WORKBOOK_LIMITS.maxColumns).map(cellValue);
    });
    for (let i = 0; i < rows.length; i += 1) rows[i] ??= [];
    return { name, rows };
  });
}
