/**
 * The hardening finding: a payroll workbook whose sheet declares <dimension ref="A1:XFD20000">
 * used to make the reader fill 16,384 × 20,000 cells on the main thread. Through the
 * workbook gate it is a clear 400, the process stays up and its memory stays flat.
 */
import { apiUrl, buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { closeIdleWorkers } from '@fina/workbook-gate';
import { documentsService } from '@fina/documents';

let t: TestApp;
let owner: CompanyOwner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createCompanyOwner(t.app, 'wide');
});
afterAll(async () => {
  await closeIdleWorkers();
  await t.dispose();
});

async function staffWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Staff');
  sheet.addRow(['Name', 'Role', 'Salary']);
  sheet.addRow(['Ana Cruz', 'Baker', 3000]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function declaring(bytes: Uint8Array, ref: string): Uint8Array {
  const parts = unzipSync(bytes);
  const name = 'xl/worksheets/sheet1.xml';
  const xml = strFromU8(parts[name]!);
  expect(xml).toMatch(/<dimension ref="[^"]*"\/>/);
  parts[name] = strToU8(xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`));
  return zipSync(parts);
}

function upload(bytes: Uint8Array) {
  const boundary = '----fina-wide-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: apiUrl('POST', `company/${owner.companyId}/payroll/parse_upload`),
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${owner.token}`,
    },
  });
}

describe('a payroll workbook declaring A1:XFD20000', () => {
  it('answers a clear 400 without filling the declared range, and the next upload works', async () => {
    const honest = await staffWorkbook();
    const wide = declaring(honest, 'A1:XFD20000');
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(wide);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'file',
      message: expect.stringMatching(/declares the range A1:XFD20000.*256 columns/),
    });
    // 16,384 × 20,000 cells would be hundreds of MB and seconds; the gate reads two rows.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
    expect(elapsed).toBeLessThan(10_000);

    const next = await upload(honest);
    expect(next.statusCode).toBe(200);
    expect(next.json().employees).toEqual([{ name: 'Ana Cruz', role: 'Baker', salary: '3000' }]);
  });

  it('still reads a workbook whose declared dimension is within the limits', async () => {
    const res = await upload(declaring(await staffWorkbook(), 'A1:IV200'));
    expect(res.statusCode).toBe(200);
    expect(res.json().sheet).toBe('Staff');
  });
});
