/**
 * The hardening findings on the logo upload: a 57-byte PNG whose IDAT holds bad deflate data
 * used to kill the API (png-js threw inside a zlib callback), and a header claiming
 * 20000×20000 made it allocate width × height × 4 bytes. Both are 400s now, and the process
 * (this jest worker) stays up and keeps answering.
 */
import { apiUrl, buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { closeIdleWorkers } from '@fina/workbook-gate';
import { crafted57BytePng, pngClaiming, validPng } from '@fina/workbook-gate/src/test-support/png';
import { documentsService } from '@fina/documents';
import type { Owner } from './test-support';
import { TINY_PNG, createOwner, multipart } from './test-support';

let t: TestApp;
let owner: Owner;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'logo');
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await closeIdleWorkers();
  await t.dispose();
});

function uploadLogo(bytes: Buffer) {
  const form = multipart('logo', 'logo.png', 'image/png', bytes);
  return t.app.inject({
    method: 'POST',
    url: apiUrl('POST', `company/${owner.companyId}/logo`),
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
}

describe('hostile logos', () => {
  it('answers 400 to the crafted 57-byte PNG, and the next valid upload still works', async () => {
    const crafted = crafted57BytePng();
    expect(crafted.length).toBe(57);
    const res = await uploadLogo(crafted);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'logo',
      message: 'The image could not be read. Choose a PNG or JPEG image for the logo.',
    });
    // give any stray zlib callback the chance to fire before checking nothing escaped
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uncaught).toEqual([]);

    const valid = await uploadLogo(TINY_PNG);
    expect(valid.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: apiUrl('GET', `company/${owner.companyId}/logo`),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses a PNG header claiming 20000×20000 without allocating it', async () => {
    const rssBefore = process.memoryUsage().rss;
    const res = await uploadLogo(pngClaiming(20_000, 20_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'logo',
      message: expect.stringMatching(/20000 × 20000 pixels \(limit 2000 × 2000\)/),
    });
    // 20000 × 20000 × 4 bytes would be 1.6 GB
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('accepts a real image up to the pixel limit', async () => {
    const res = await uploadLogo(validPng(300, 120));
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toMatchObject({ content_type: 'image/png' });
  });
});
