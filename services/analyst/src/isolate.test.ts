import ExcelJS from 'exceljs';
import { WorkbookError, closeIdleWorkers } from '@fina/workbook-gate';
import { ingestWorkbookIsolated } from './isolate';

async function xlsx(rows: Array<Array<string | number>>): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  for (const row of rows) ws.addRow(row);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

afterAll(() => closeIdleWorkers());

describe('ingestWorkbookIsolated (a workbook gate worker)', () => {
  it('reads and detects the tables in a worker thread', async () => {
    const { workbook, isolated } = await ingestWorkbookIsolated(
      await xlsx([
        ['Month', 'Sales'],
        ['January 2024', 10],
      ]),
    );
    expect(isolated).toBe(true);
    expect(workbook.sheets[0]!.tables[0]!.rows).toHaveLength(1);
  });

  it('passes WorkbookErrors back from the worker', async () => {
    const p = ingestWorkbookIsolated(new TextEncoder().encode('a,b\n1,2'));
    await expect(p).rejects.toBeInstanceOf(WorkbookError);
    await expect(p).rejects.toMatchObject({ statusCode: 400, message: 'Invalid file format.' });
  });

  it('applies the caller limits inside the worker', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [`Item ${i}`, i]);
    await expect(ingestWorkbookIsolated(await xlsx(rows), { maxCells: 20 })).rejects.toMatchObject({
      statusCode: 422,
      code: 'too_many_cells',
    });
  });
});
