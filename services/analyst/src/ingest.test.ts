import ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import { ingestWorkbook } from './ingest';
import { WorkbookError } from '@fina/workbook-gate';
import { deserializeWorkbook, serializeWorkbook } from './serialize';
import { answerQuestion } from './answer';

async function simpleXlsx(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(['Month', 'Sales']);
  ws.addRow(['January 2024', 0.1]);
  ws.addRow(['February 2024', 0.2]);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

/** A minimal xlsx written by hand, so tests can make sheets no library would write. */
function rawXlsx(
  sheets: Record<string, string>,
  extra: Record<string, Uint8Array> = {},
): Uint8Array {
  const names = Object.keys(sheets);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        names
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
        names.map((n, i) => `<sheet name="${n}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        names
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        '</Relationships>',
    ),
    ...extra,
  };
  names.forEach((n, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheets[n]}</sheetData></worksheet>`,
    );
  });
  return zipSync(files, { level: 6 });
}

async function refusal(p: Promise<unknown>): Promise<WorkbookError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof WorkbookError) return e;
    throw e;
  }
  throw new Error('expected a WorkbookError');
}

describe('ingestWorkbook', () => {
  it('reads an xlsx and answers from it exactly', async () => {
    const wb = await ingestWorkbook(await simpleXlsx());
    expect(wb.sheets[0]!.tables).toHaveLength(1);
    const a = answerQuestion(wb, 'total sales');
    expect(a.refused).toBe(false);
    expect(a.figures[0]!.value).toBe('0.3');
    expect(a.figures[0]!.source).toEqual({ sheet: 'Data', range: 'B2:B3' });
    expect(a.text).toContain("sheet 'Data' B2:B3");
  });

  it('survives a JSON round trip (jsonb storage)', async () => {
    const wb = await ingestWorkbook(await simpleXlsx());
    const back = deserializeWorkbook(JSON.parse(serializeWorkbook(wb)));
    expect(answerQuestion(back, 'sales in February').figures[0]!.value).toBe('0.2');
    expect(() => deserializeWorkbook({ hello: 1 })).toThrow(TypeError);
  });

  it("refuses anything that is not an xlsx with 400 'Invalid file format.'", async () => {
    for (const bytes of [
      strToU8('Date,Amount\n2024-01-01,5\n'),
      strToU8('%PDF-1.7 ...'),
      new Uint8Array(0),
      zipSync({ 'word/document.xml': strToU8('<w:document/>') }),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    ]) {
      const e = await refusal(ingestWorkbook(bytes));
      expect(e.statusCode).toBe(400);
      expect(e.message).toBe('Invalid file format.');
    }
  });

  it('refuses a file over the size limit with 413', async () => {
    const e = await refusal(ingestWorkbook(new Uint8Array(11 * 1024 * 1024)));
    expect(e.statusCode).toBe(413);
    expect(e.message).toMatch(/limit 10 MB/);
  });

  // How fast refusals are is measured by bench/ingest.ts, not asserted here.
  it('refuses a zip bomb by its declared ratio with 422', async () => {
    const row = '<row r="1"><c r="A1"><v>1</v></c></row>';
    const bomb = rawXlsx({ Data: row.repeat(600_000) }); // ~24 MB of XML, ~100 KB zipped
    const e = await refusal(ingestWorkbook(bomb));
    expect(e.statusCode).toBe(422);
    expect(e.code).toBe('zip_bomb');
  });

  it('refuses a part that inflates past its declared size (lying header)', async () => {
    const good = rawXlsx({ Data: '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(20) });
    // find the sheet's central directory entry and halve its declared size
    const name = strToU8('xl/worksheets/sheet1.xml');
    const b = good.slice();
    for (let i = 0; i < b.length - 46; i += 1) {
      if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x01 && b[i + 3] === 0x02) {
        const len = b[i + 28]! | (b[i + 29]! << 8);
        const n = b.subarray(i + 46, i + 46 + len);
        if (len === name.length && n.every((x, k) => x === name[k])) {
          const size = b[i + 24]! | (b[i + 25]! << 8) | (b[i + 26]! << 16);
          const half = size >> 1;
          b[i + 24] = half & 0xff;
          b[i + 25] = (half >> 8) & 0xff;
          b[i + 26] = (half >> 16) & 0xff;
        }
      }
    }
    const e = await refusal(ingestWorkbook(b));
    expect(e.statusCode).toBe(422);
    expect(e.code).toBe('zip_bomb');
  });

  it('refuses a million-row sheet with 422 before parsing it', async () => {
    // rows and cells without r= attributes are valid OOXML, and quick to build
    const big = rawXlsx({ Big: '<row><c><v>7</v></c></row>'.repeat(1_000_001) });
    const e = await refusal(ingestWorkbook(big, { maxCompressionRatio: 100_000 }));
    expect(e.statusCode).toBe(422);
    expect(e.code).toBe('too_many_rows');
    expect(e.message).toMatch(/Sheet 'Big' has more than 100,000 rows/);
  });

  it('enforces the sheet, cell and column limits with 422', async () => {
    const row = (r: number): string =>
      `<row r="${r}"><c r="A${r}"><v>1</v></c><c r="B${r}"><v>2</v></c></row>`;
    const sheets: Record<string, string> = {};
    for (let i = 1; i <= 4; i += 1) sheets[`S${i}`] = row(1);
    expect((await refusal(ingestWorkbook(rawXlsx(sheets), { maxSheets: 3 }))).code).toBe(
      'too_many_sheets',
    );
    const many = rawXlsx({ A: Array.from({ length: 50 }, (_, i) => row(i + 1)).join('') });
    expect((await refusal(ingestWorkbook(many, { maxCells: 60 }))).code).toBe('too_many_cells');
    const wide = rawXlsx({ A: '<row r="1"><c r="ZZ1"><v>1</v></c></row>' });
    expect((await refusal(ingestWorkbook(wide, { maxColumnsPerSheet: 100 }))).code).toBe(
      'too_many_columns',
    );
    const e = await refusal(ingestWorkbook(rawXlsx({ A: row(1) }), { maxUncompressedBytes: 100 }));
    expect(e.code).toBe('uncompressed_too_large');
  });

  it('reads hand-written sheets with inline strings and shared-string-free cells', async () => {
    const xml =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Item</t></is></c><c r="B1" t="inlineStr"><is><t>2024</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Revenue</t></is></c><c r="B2"><v>1500.5</v></c></row>';
    const wb = await ingestWorkbook(rawXlsx({ Report: xml }));
    const a = answerQuestion(wb, 'revenue in 2024');
    expect(a.figures[0]).toMatchObject({
      value: '1500.5',
      source: { sheet: 'Report', range: 'B2' },
    });
  });
});
