import ExcelJS from 'exceljs';
import { DEFAULT_LIMITS } from './limits';
import { readRawWorkbook } from './read';

/** One row of the same number under each format, read back through the gate. */
async function readUnder(formats: string[], value: number) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Formats');
  const row = ws.addRow(formats.map(() => value));
  formats.forEach((f, i) => (row.getCell(i + 1).numFmt = f));
  const bytes = new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
  return readRawWorkbook(bytes, { ...DEFAULT_LIMITS }).sheets[0]!.rows[0]!;
}

describe('number formats: money is never a date', () => {
  it('reads a currency written with letters and no quotes as a number', async () => {
    // "S$" unquoted: SSF takes its S for seconds and the cost 118,533.77 became a date in 2224
    const cells = await readUnder(
      ['S$#,##0.00', '"S$"#,##0.00', 'ss', '#,##0.00 "HK$"'],
      118533.77,
    );
    for (const c of cells) expect(c).toMatchObject({ k: 'n', n: 118533.77 });
  });

  it('still reads day, month and time formats as dates', async () => {
    const cells = await readUnder(['dd/mm/yyyy', 'd-mmm-yy', '[$-409]mmmm yyyy', 'hh:mm'], 46000);
    for (const c of cells) expect(c).toMatchObject({ k: 'd' });
  });
});
