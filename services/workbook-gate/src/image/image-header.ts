/**
 * An image's type and dimensions from its header only (no pixel is decoded): the PNG
 * signature and IHDR chunk, or the JPEG SOI marker and first SOF segment.
 */
export type ImageType = 'image/png' | 'image/jpeg';

export interface ImageHeader {
  contentType: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function imageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

const u16 = (b: Uint8Array, o: number): number => ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
const u32 = (b: Uint8Array, o: number): number => u16(b, o) * 0x10000 + u16(b, o + 2);

/** PNG: the first chunk must be IHDR (13 bytes: width, height, bit depth, colour type, …). */
function pngHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 33) return null;
  const isIhdr = b[12] === 0x49 && b[13] === 0x48 && b[14] === 0x44 && b[15] === 0x52;
  if (!isIhdr || u32(b, 8) !== 13) return null;
  return { contentType: 'image/png', width: u32(b, 16), height: u32(b, 20) };
}

/** SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (m: number): boolean =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: walk the marker segments (each says its length) up to the first SOF. */
function jpegHeader(b: Uint8Array): ImageHeader | null {
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1]!;
    if (marker === 0xff) {
      o += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2; // markers without a length
      continue;
    }
    const length = u16(b, o + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (o + 9 > b.length) return null;
      return { contentType: 'image/jpeg', height: u16(b, o + 5), width: u16(b, o + 7) };
    }
    o += 2 + length;
  }
  return null;
}

/** The header of a PNG or JPEG, or null when the type is neither or the header is unreadable. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = imageType(bytes);
  if (type === 'image/png') return pngHeader(bytes);
  if (type === 'image/jpeg') return jpegHeader(bytes);
  return null;
}
