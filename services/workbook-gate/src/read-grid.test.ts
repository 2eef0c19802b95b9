import { readWorkbookGrid } from './read-grid';
import { WorkbookError } from './limits';
import { closeIdleWorkers } from './pool';
import { withDeclaredDimension, xlsxOf } from './test-support/xlsx';

afterAll(() => closeIdleWorkers());

describe('readWorkbookGrid', () => {
  it('reads values, dates and addresses in a worker', async () => {
    const bytes = await xlsxOf({
      Staff: [
        ['Name', 'Start', 'Salary'],
        [' Ann ', new Date(Date.UTC(2025, 0, 31)), 1234.5],
        [],
        ['Bob', null, 0.1],
      ],
    });
    const grid = await readWorkbookGrid(bytes);
    const sheet = grid.sheets[0]!;
    expect(sheet.name).toBe('Staff');
    expect(sheet.rows).toEqual([
      ['Name', 'Start', 'Salary'],
      ['Ann', '2025-01-31', 1234.5],
      [],
      ['Bob', null, 0.1],
    ]);
    expect(sheet.address(3, 2)).toBe('C4');
    expect(grid.cells).toBe(8);
  });

  it('reads only the window without refusing the file', async () => {
    const rows = Array.from({ length: 50 }, (_, r) =>
      Array.from({ length: 40 }, (__, c) => r * 100 + c),
    );
    const grid = await readWorkbookGrid(await xlsxOf({ Wide: rows }), {
      windowRows: 10,
      windowColumns: 5,
    });
    const sheet = grid.sheets[0]!;
    expect(sheet.rows).toHaveLength(10);
    expect(sheet.rows.every((row) => row.length === 5)).toBe(true);
    expect(sheet.rows[9]).toEqual([900, 901, 902, 903, 904]);
  });

  it('refuses a sheet whose declared dimension is beyond the limits, before parsing it', async () => {
    const bytes = withDeclaredDimension(
      await xlsxOf({
        Pay: [
          ['Name', 'Role', 'Salary'],
          ['Ann', 'Dev', 10],
        ],
      }),
      'A1:XFD20000',
    );
    const refusal = readWorkbookGrid(bytes, { maxColumnsPerSheet: 50, maxRowsPerSheet: 20_000 });
    await expect(refusal).rejects.toBeInstanceOf(WorkbookError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      code: 'declared_too_large',
      message: expect.stringContaining('A1:XFD20000'),
    });
  });

  it('never sizes the grid from a declared dimension it allows', async () => {
    const bytes = withDeclaredDimension(
      await xlsxOf({
        Pay: [
          ['Name', 'Role', 'Salary'],
          ['Ann', 'Dev', 10],
        ],
      }),
      'A1:XFD20000',
    );
    const grid = await readWorkbookGrid(bytes);
    expect(grid.sheets[0]!.rows).toEqual([
      ['Name', 'Role', 'Salary'],
      ['Ann', 'Dev', 10],
    ]);
  });

  it('refuses what is not a workbook, too many rows, and too large a file', async () => {
    await expect(readWorkbookGrid(new TextEncoder().encode('a,b\n1,2'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid file format.',
    });
    const rows = Array.from({ length: 30 }, (_, r) => [r]);
    await expect(
      readWorkbookGrid(await xlsxOf({ Long: rows }), { maxRowsPerSheet: 20 }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'too_many_rows' });
    await expect(
      readWorkbookGrid(new Uint8Array(2048), { maxFileBytes: 1024 }),
    ).rejects.toMatchObject({ statusCode: 413, code: 'file_too_large' });
  });
});
