// Adds up every runner's results into one closing line: "N passed, N failed".
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const p = report.numPassedTests ?? report.passed ?? 0;
  const f = report.numFailedTests ?? report.failed ?? 0;
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) + (report.skipped ?? 0);
  console.log(
    `${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`,
  );
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
