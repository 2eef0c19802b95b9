/** Hand-made PNGs for the tests: the hardening findings, byte for byte. */
import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer, withCrc = true): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  if (!withCrc) return Buffer.concat([head, data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 6; // RGBA
  return chunk('IHDR', data);
}

/** The finding: IHDR 1×1 RGBA, four bytes of bad deflate data in IDAT, a bare IEND. 57 bytes. */
export function crafted57BytePng(): Buffer {
  return Buffer.concat([
    SIGNATURE,
    ihdr(1, 1),
    chunk('IDAT', Buffer.from([0xde, 0xad, 0xbe, 0xef])),
    chunk('IEND', Buffer.alloc(0), false),
  ]);
}

/** A PNG whose header claims width × height, with a few bytes of real pixel data. */
export function pngClaiming(width: number, height: number): Buffer {
  return Buffer.concat([
    SIGNATURE,
    ihdr(width, height),
    chunk('IDAT', deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function validPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}
