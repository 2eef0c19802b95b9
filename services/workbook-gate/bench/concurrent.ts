/**
 * The gate's figures: `npx tsx services/workbook-gate/bench/concurrent.ts`
 *
 * 1. Read time of one workbook of 10k, 100k and 500k cells (readWorkbookGrid, warm worker).
 * 2. Peak RSS of this process (the API process: gate workers are its threads) while 10
 *    maximum-size uploads (1M cells, the cell limit) arrive at once: the pool reads
 *    GATE_MAX_WORKERS of them at a time, queues the rest.
 * Workbooks are written once by exceljs into the OS temp folder and reused.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { closeIdleWorkers, gateStats, readWorkbookGrid } from '../src';

const CACHE = path.join(os.tmpdir(), 'fina-gate-bench');
const COLUMNS = 10;

async function workbookOf(cells: number): Promise<Uint8Array> {
  mkdirSync(CACHE, { recursive: true });
  const file = path.join(CACHE, `cells-${cells}.xlsx`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('Data');
  sheet
    .addRow([
      'Date',
      'Account',
      ...Array.from({ length: COLUMNS - 2 }, (_, i) => `Amount ${i + 1}`),
    ])
    .commit();
  const rows = cells / COLUMNS - 1;
  for (let r = 0; r < rows; r += 1) {
    const values: Array<string | number> = [
      `2024-${String((r % 12) + 1).padStart(2, '0')}-01`,
      `Account ${r % 50}`,
    ];
    for (let c = 2; c < COLUMNS; c += 1) values.push(Math.round((r * 31 + c * 7) % 100000) / 100);
    sheet.addRow(values).commit();
  }
  await book.commit();
  return new Uint8Array(readFileSync(file));
}

const mb = (n: number): string => `${Math.round(n / (1024 * 1024))} MB`;

async function readTimes(): Promise<void> {
  await readWorkbookGrid(await workbookOf(10_000)); // warm the worker
  for (const cells of [10_000, 100_000, 500_000]) {
    const bytes = await workbookOf(cells);
    const started = performance.now();
    const grid = await readWorkbookGrid(bytes);
    const ms = performance.now() - started;
    console.log(
      `read ${cells.toLocaleString('en-US')} cells (${mb(bytes.length)} file): ${Math.round(ms)} ms, ${grid.cells.toLocaleString('en-US')} cells back`,
    );
  }
}

async function concurrentPeak(): Promise<void> {
  const bytes = await workbookOf(1_000_000);
  await closeIdleWorkers();
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: 10 }, () => readWorkbookGrid(bytes).then((grid) => grid.cells)),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => String((r.reason as { code?: string }).code ?? r.reason));
  console.log(
    `10 concurrent uploads of ${mb(bytes.length)} / 1,000,000 cells, ${gateStats().maxWorkers} workers: ` +
      `peak RSS ${mb(peak)} (baseline ${mb(baseline)}), ${ok} read, ${refused.length} refused ${refused.join(',')}, ${(ms / 1000).toFixed(1)} s in all`,
  );
}

async function main(): Promise<void> {
  await readTimes();
  await concurrentPeak();
  await closeIdleWorkers();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
