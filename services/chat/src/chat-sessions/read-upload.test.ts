import { displayFilename } from './read-upload';

describe('displayFilename', () => {
  it('keeps the last path segment without control characters', () => {
    expect(displayFilename('C:\\Users\\ana\\P&L 2024.xlsx')).toBe('P&L 2024.xlsx');
    expect(displayFilename('/tmp/x/\u0007sales.xlsx ')).toBe('sales.xlsx');
  });

  it('names a nameless file and bounds a long name', () => {
    expect(displayFilename('')).toBe('workbook.xlsx');
    expect(displayFilename(undefined)).toBe('workbook.xlsx');
    expect(displayFilename(`${'a'.repeat(300)}.xlsx`)).toHaveLength(200);
  });
});
