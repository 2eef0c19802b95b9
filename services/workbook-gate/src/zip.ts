/**
 * The zip layer of ingest: checks the container before any workbook library sees it.
 *
 * 1. The file must start with a zip local header and hold xl/workbook.xml (else 400).
 * 2. The central directory is read (sizes only, no inflation): the declared uncompressed
 *    total and each large part's compression ratio are checked (else 422).
 * 3. Only the parts a reader needs are inflated, with fflate's streaming inflater fed in
 *    small slices: a part that inflates past its declared size (a lying header) or past
 *    the total limit stops at once, so memory and time stay bounded by the limits.
 */
import { Inflate } from 'fflate';
import type { IngestLimits } from './limits';
import { WorkbookError, formatBytes, invalidFormat } from './limits';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const readU16 = (b: Uint8Array, o: number): number => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const readU32 = (b: Uint8Array, o: number): number =>
  ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16)) + (b[o + 3] ?? 0) * 0x1000000;
const readU64 = (b: Uint8Array, o: number): number => readU32(b, o) + readU32(b, o + 4) * 2 ** 32;

export function hasZipSignature(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
}

const decoder = new TextDecoder('utf-8');

/** Reads the central directory. Throws 400 'Invalid file format.' when it is not a zip. */
export function listEntries(b: Uint8Array): ZipEntry[] {
  if (!hasZipSignature(b) || b.length < 22) throw invalidFormat();
  // End of central directory: last 22..65557 bytes
  let eocd = -1;
  const min = Math.max(0, b.length - 65557);
  for (let i = b.length - 22; i >= min; i -= 1) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalidFormat();
  let count = readU16(b, eocd + 10);
  let cdOffset = readU32(b, eocd + 16);
  // zip64 locator
  const loc = eocd - 20;
  if (loc >= 0 && readU32(b, loc) === 0x07064b50) {
    const z64 = readU64(b, loc + 8);
    if (z64 + 56 <= b.length && readU32(b, z64) === 0x06064b50) {
      count = readU64(b, z64 + 32);
      cdOffset = readU64(b, z64 + 48);
    }
  }
  if (count > 100_000) throw invalidFormat();
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > b.length || readU32(b, p) !== 0x02014b50) throw invalidFormat();
    const method = readU16(b, p + 10);
    let compressedSize = readU32(b, p + 20);
    let size = readU32(b, p + 24);
    const nameLen = readU16(b, p + 28);
    const extraLen = readU16(b, p + 30);
    const commentLen = readU16(b, p + 32);
    let localOffset = readU32(b, p + 42);
    const name = decoder.decode(b.subarray(p + 46, p + 46 + nameLen));
    // zip64 extra field
    if (size === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) {
      let e = p + 46 + nameLen;
      const end = e + extraLen;
      while (e + 4 <= end) {
        const id = readU16(b, e);
        const len = readU16(b, e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          if (size === 0xffffffff) {
            size = readU64(b, q);
            q += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = readU64(b, q);
            q += 8;
          }
          if (localOffset === 0xffffffff) localOffset = readU64(b, q);
          break;
        }
        e += 4 + len;
      }
    }
    entries.push({ name, method, compressedSize, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Declared sizes: total and ratio. */
export function checkDeclaredSizes(entries: ZipEntry[], limits: IngestLimits): void {
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (
      e.size > 1024 * 1024 &&
      e.size / Math.max(e.compressedSize, 1) > limits.maxCompressionRatio
    ) {
      throw new WorkbookError(
        422,
        'zip_bomb',
        `This file is refused: the part ${e.name} inflates ${Math.round(
          e.size / Math.max(e.compressedSize, 1),
        )} times its stored size (limit ${limits.maxCompressionRatio} times).`,
      );
    }
  }
  if (total > limits.maxUncompressedBytes) {
    throw new WorkbookError(
      422,
      'uncompressed_too_large',
      `This workbook is too large once uncompressed: ${formatBytes(total)} (limit ${formatBytes(
        limits.maxUncompressedBytes,
      )}).`,
    );
  }
}

const SLICE = 64 * 1024;

/**
 * Inflates one part, never producing more than `cap` bytes (its declared size, itself
 * bounded by the limits). Throws 422 when the data is larger than declared.
 */
export function readEntry(
  b: Uint8Array,
  e: ZipEntry,
  cap: number,
  onChunk?: (chunk: Uint8Array) => void,
): Uint8Array {
  const p = e.localOffset;
  if (p + 30 > b.length || readU32(b, p) !== 0x04034b50) throw invalidFormat();
  const start = p + 30 + readU16(b, p + 26) + readU16(b, p + 28);
  const end = start + e.compressedSize;
  if (end > b.length) throw invalidFormat();
  const data = b.subarray(start, end);
  if (e.method === 0) {
    if (data.length > cap) throw tooBig(e);
    const copy = data.slice();
    onChunk?.(copy);
    return copy;
  }
  if (e.method !== 8) throw invalidFormat();
  const out = new Uint8Array(Math.min(e.size, cap));
  let written = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (overflow) return;
    if (written + chunk.length > out.length) {
      overflow = true;
      return;
    }
    out.set(chunk, written);
    written += chunk.length;
    // a caller's check (rows, cells) may stop the inflation by throwing
    onChunk?.(chunk);
  });
  try {
    for (let o = 0; o < data.length && !overflow; o += SLICE) {
      const last = o + SLICE >= data.length;
      inflater.push(data.subarray(o, Math.min(o + SLICE, data.length)), last);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (err) {
    if (err instanceof WorkbookError) throw err;
    throw invalidFormat();
  }
  if (overflow) throw tooBig(e);
  return written === out.length ? out : out.subarray(0, written);
}

function tooBig(e: ZipEntry): WorkbookError {
  return new WorkbookError(
    422,
    'zip_bomb',
    `This file is refused: the part ${e.name} inflates beyond its declared size of ${formatBytes(e.size)}.`,
  );
}
