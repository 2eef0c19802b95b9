import { buildSync } from 'esbuild';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestWorkbookIsolated, resolveWorkerPath } from './isolate';
import { WorkbookError } from './limits';

async function xlsx(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(['Month', 'Sales']);
  ws.addRow(['January 2024', 10]);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('ingestWorkbookIsolated', () => {
  let dir: string;
  let worker: string;
  beforeAll(() => {
    // the worker as it ships: bundled by esbuild to CommonJS for Node 20
    dir = mkdtempSync(path.join(os.tmpdir(), 'fina-worker-'));
    worker = path.join(dir, 'ingest-worker.js');
    buildSync({
      entryPoints: [path.join(__dirname, 'ingest-worker.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      outfile: worker,
      logLevel: 'silent',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses in a bundled worker thread', async () => {
    const { workbook, isolated } = await ingestWorkbookIsolated(await xlsx(), undefined, {
      workerPath: worker,
    });
    expect(isolated).toBe(true);
    expect(workbook.sheets[0]!.tables[0]!.rows).toHaveLength(1);
  });

  it('passes WorkbookErrors back from the worker', async () => {
    const p = ingestWorkbookIsolated(new TextEncoder().encode('a,b\n1,2'), undefined, {
      workerPath: worker,
    });
    await expect(p).rejects.toBeInstanceOf(WorkbookError);
    await expect(p).rejects.toMatchObject({ statusCode: 400, message: 'Invalid file format.' });
  });

  it('falls back to in-process parsing when no worker script exists', async () => {
    expect(resolveWorkerPath('/nonexistent/ingest-worker.js')).toBeUndefined();
    const { isolated, workbook } = await ingestWorkbookIsolated(await xlsx(), undefined, {
      workerPath: '/nonexistent/x.js',
    });
    expect(isolated).toBe(false);
    expect(workbook.sheets).toHaveLength(1);
  });
});
