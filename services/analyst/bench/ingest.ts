/**
 * Ingest benchmark: time and memory to ingest 10k, 100k and 500k-cell workbooks (a long
 * sales table, 6 columns), each measured in a fresh child process for a clean peak RSS,
 * then answer latency on the largest. Run: npm run bench:ingest -w @fina/analyst
 */
import ExcelJS from 'exceljs';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerQuestion } from '../src/answer';
import { ingestWorkbook } from '../src/ingest';
import { serializeWorkbook } from '../src/serialize';
import { rng } from '../eval/workbooks';

const PRODUCTS = ['Widget A', 'Widget B', 'Gadget Pro', 'Service Plan', 'Cable Kit', 'Adapter'];
const REGIONS = ['North', 'South', 'East', 'West'];

async function makeWorkbook(cells: number, file: string): Promise<void> {
  const cols = 6;
  const rows = Math.ceil(cells / cols) - 1;
  const r = rng(cells);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const ws = wb.addWorksheet('Sales');
  ws.addRow(['Date', 'Product', 'Region', 'Units', 'Unit price', 'Amount']).commit();
  const start = Date.UTC(2022, 0, 1);
  for (let i = 0; i < rows; i += 1) {
    const day = Math.floor((i / rows) * 365 * 3);
    const units = 1 + Math.floor(r() * 40);
    const price = Math.round((5 + r() * 200) * 100) / 100;
    const row = ws.addRow([
      new Date(start + day * 86400000),
      PRODUCTS[Math.floor(r() * PRODUCTS.length)],
      REGIONS[Math.floor(r() * REGIONS.length)],
      units,
      price,
      Math.round(units * price * 100) / 100,
    ]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    row.getCell(5).numFmt = '$#,##0.00';
    row.getCell(6).numFmt = '$#,##0.00';
    row.commit();
  }
  ws.commit();
  await wb.commit();
}

const QUESTIONS = [
  'Total sales in 2023',
  'Sales by region',
  'Top 3 products by revenue',
  'Which month had the highest sales?',
  'Average sale amount',
  'Sales growth from Q1 to Q2 2024',
  'How many transactions in March 2023?',
  'What share of sales came from Widget A?',
  'Units of Gadget Pro sold in 2024',
  'Forecast sales for next month',
  'What is the trend in sales?',
  'Compare North and South sales in 2023',
];

interface Measure {
  ingestMs: number;
  peakRssMb: number;
  heapUsedMb: number;
  jsonMb: number;
  tables: number;
  cells: number;
  latencies?: number[];
}

async function measure(file: string, answers: boolean): Promise<Measure> {
  const bytes = new Uint8Array(readFileSync(file));
  const t0 = performance.now();
  const wb = await ingestWorkbook(bytes);
  const ingestMs = performance.now() - t0;
  const mem = process.memoryUsage();
  const out: Measure = {
    ingestMs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    heapUsedMb: mem.heapUsed / 1024 / 1024,
    jsonMb: serializeWorkbook(wb).length / 1024 / 1024,
    tables: wb.sheets.reduce((n, s) => n + s.tables.length, 0),
    cells: wb.stats.cells,
  };
  if (answers) {
    const lat: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const q of QUESTIONS) {
        const a0 = performance.now();
        const a = answerQuestion(wb, q);
        lat.push(performance.now() - a0);
        if (round === 0 && a.refused) console.error(`  (refused: ${q})`);
      }
    }
    out.latencies = lat;
  }
  return out;
}

function child(file: string, answers: boolean): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const p = fork(__filename, ['--measure', file, answers ? '--answers' : ''], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    p.on('message', (m) => resolve(m as Measure));
    p.on('error', reject);
    p.on('exit', (code) => {
      if (code !== 0) reject(new Error(`child exited with ${code}`));
    });
  });
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fina-ingest-bench-'));
  try {
    const sizes = [10_000, 100_000, 500_000];
    console.log(
      `Ingest benchmark (node ${process.version}, ${os.cpus().length} CPUs), long sales table, 6 columns`,
    );
    console.log('cells      file      ingest     peak RSS   heap used   JSON     tables');
    let last: Measure | undefined;
    for (const cells of sizes) {
      const file = path.join(dir, `sales-${cells}.xlsx`);
      await makeWorkbook(cells, file);
      const m = await child(file, cells === sizes[sizes.length - 1]);
      last = m;
      console.log(
        `${String(cells).padEnd(10)} ${(statSync(file).size / 1024 / 1024).toFixed(2).padStart(5)} MB ${m.ingestMs.toFixed(0).padStart(7)} ms ${m.peakRssMb.toFixed(0).padStart(7)} MB ${m.heapUsedMb.toFixed(0).padStart(8)} MB ${m.jsonMb.toFixed(1).padStart(6)} MB ${String(m.tables).padStart(5)}`,
      );
    }
    if (last?.latencies) {
      console.log(
        `Answer latency on the 500k-cell workbook (${QUESTIONS.length} questions x 3): p50 ${pct(last.latencies, 50).toFixed(1)} ms, p95 ${pct(last.latencies, 95).toFixed(1)} ms, max ${Math.max(...last.latencies).toFixed(1)} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--measure')) {
  const file = process.argv[process.argv.indexOf('--measure') + 1]!;
  void measure(file, process.argv.includes('--answers')).then((m) => {
    process.send?.(m);
    process.exit(0);
  });
} else if (require.main === module) {
  void main();
}

export { makeWorkbook };
