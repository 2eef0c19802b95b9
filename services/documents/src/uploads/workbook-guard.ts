/**
 * The one guard every .xlsx upload passes before a workbook library sees it.
 *
 * No workbook library guards against zip bombs (docs/STACK-NOTES.md), so: the file must be a
 * zip holding xl/workbook.xml (else 400 'Invalid file format.'); the zip directory's declared
 * sizes are checked (total and ratio, read without inflating); the parts a reader needs are
 * inflated by fflate's streaming inflater fed in small slices, and stopped as soon as a part
 * outgrows its declared size (a lying header); they are then stored again uncompressed, so
 * the parser inflates nothing. (The analyst engine has its own, streaming reader.)
 */
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import type { UnzipFileInfo, Unzipped } from 'fflate';
import { MESSAGES } from '@fina/contract';
import { HttpError, badRequest } from '@fina/service-kit';

export interface WorkbookGuardLimits {
  maxParts: number;
  /** Sum of the declared uncompressed sizes of the parts a reader needs. */
  maxUncompressedBytes: number;
  /** Real sheets compress 5 to 30 times; far more (on a part over 1 MB) is a bomb. */
  maxCompressionRatio: number;
}

const invalidFormat = () => badRequest(MESSAGES.invalidFileFormat, 'file');

/** The workbook's needed parts, checked, inflated within their sizes and re-packed stored. */
export function guardWorkbook(data: Uint8Array, limits: WorkbookGuardLimits): Uint8Array {
  return zipSync(safeUnzip(data, limits), { level: 0 });
}

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
function safeUnzip(data: Uint8Array, limits: WorkbookGuardLimits): Unzipped {
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
  if (parts.length > limits.maxParts) throw invalidFormat();
  let total = 0;
  for (const part of parts) {
    if (!isNeeded(part.name)) continue;
    total += part.originalSize;
    const ratio = part.originalSize / Math.max(part.size, 1);
    if (part.originalSize > 1024 * 1024 && ratio > limits.maxCompressionRatio) {
      throw badRequest(
        `This file is refused: its part ${part.name} inflates ${Math.round(ratio)} times.`,
        'file',
      );
    }
  }
  if (total > limits.maxUncompressedBytes) {
    throw new HttpError(
      413,
      `This workbook is too large once uncompressed (limit ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB).`,
      {
        field: 'file',
      },
    );
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
