import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { closeIdleWorkers, gateStats } from '../pool';
import { checkImage } from './check-image';
import { readImageHeader } from './image-header';
import { crafted57BytePng, pngClaiming, validPng } from '../test-support/png';

afterAll(() => closeIdleWorkers());

describe('checkImage', () => {
  it('re-encodes a valid PNG and JPEG in a worker', async () => {
    const png = await checkImage(validPng(30, 20));
    expect(png).toMatchObject({ contentType: 'image/png', width: 30, height: 20 });
    expect(PNG.sync.read(png.bytes).width).toBe(30);
    const raw = { data: Buffer.alloc(16 * 8 * 4, 128), width: 16, height: 8 };
    const jpg = await checkImage(jpeg.encode(raw, 80).data);
    expect(jpg).toMatchObject({ contentType: 'image/jpeg', width: 16, height: 8 });
    expect(jpeg.decode(jpg.bytes, { useTArray: true }).height).toBe(8);
  });

  it('answers 400 for the crafted 57-byte PNG (bad deflate data), and keeps working', async () => {
    const bytes = crafted57BytePng();
    expect(bytes.length).toBe(57);
    await expect(checkImage(bytes)).rejects.toMatchObject({
      statusCode: 400,
      code: 'invalid_image',
    });
    await expect(checkImage(validPng(2, 2))).resolves.toMatchObject({ width: 2 });
  });

  it('refuses a header claiming 20000×20000 before decoding anything', async () => {
    const huge = pngClaiming(20_000, 20_000);
    expect(readImageHeader(huge)).toEqual({
      contentType: 'image/png',
      width: 20_000,
      height: 20_000,
    });
    const before = gateStats();
    await expect(checkImage(huge)).rejects.toMatchObject({
      statusCode: 400,
      code: 'image_too_large',
      message: 'The image is 20000 × 20000 pixels (limit 2000 × 2000).',
    });
    expect(gateStats()).toEqual(before); // no worker was asked
  });

  it('reads JPEG dimensions from the frame header', () => {
    const raw = { data: Buffer.alloc(40 * 10 * 4), width: 40, height: 10 };
    expect(readImageHeader(jpeg.encode(raw, 50).data)).toEqual({
      contentType: 'image/jpeg',
      width: 40,
      height: 10,
    });
  });

  it('refuses what is neither image, and oversized files', async () => {
    await expect(checkImage(Buffer.from('GIF89a........'))).rejects.toMatchObject({
      statusCode: 400,
      code: 'invalid_image',
    });
    await expect(checkImage(validPng(4, 4), { maxBytes: 10 })).rejects.toMatchObject({
      statusCode: 413,
    });
  });
});
