/**
 * Bytes → text, with the encoding named. A BOM wins; then valid UTF-8; then chardet's guess
 * (ISO-8859-1 is read as Windows-1252, its superset that banks actually write); Windows-1252
 * when nothing fits, since every byte decodes in it.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';

export interface DecodedText {
  text: string;
  /** 'utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252', … */
  encoding: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function iconvName(detected: string | null): string {
  const name = (detected ?? '').toLowerCase();
  if (!name || name === 'ascii' || name === 'iso-8859-1' || name === 'iso-8859-15') {
    return 'windows-1252';
  }
  return iconv.encodingExists(name) ? name : 'windows-1252';
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8-bom' };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe) {
    return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  }
  if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  }
  try {
    return { text: utf8.decode(buffer), encoding: 'utf-8' };
  } catch {
    const encoding = iconvName(chardet.detect(buffer.subarray(0, 64 * 1024)));
    return { text: iconv.decode(buffer, encoding), encoding };
  }
}

/** Binary content (NUL bytes in the first 4 KB of a file that is not UTF-16): not a statement. */
export function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return false;
  }
  return head.includes(0);
}
