/**
 * Figures for the report: statements-workbook read time (each layout, gate + reader) and
 * generate_budget latency through the real app on PGlite.
 *   npx tsx services/planning/bench/planning-bench.ts
 */
import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import { planningService } from '../src/plugin';
import { readStatementGrid } from '../src/statements/grid-source';
import { readStatements } from '../src/statements/read-statements';
import {
  filledTemplate,
  monthsAcrossWorkbook,
  quickBooksWorkbook,
  twoColumnWorkbook,
  xeroWorkbook,
} from '../src/statements/testing/sample-workbooks';
import { caller, existingFields } from '../src/testing/planning-test-kit';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function time(runs: number, f: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await f();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function main(): Promise<void> {
  const layouts = {
    quickbooks: await quickBooksWorkbook(),
    xero: await xeroWorkbook(),
    template: await filledTemplate(),
    two_column: await twoColumnWorkbook(),
    months_across: await monthsAcrossWorkbook(),
  };
  console.log('statements workbook read (median of 30, grid + reader):');
  for (const [name, bytes] of Object.entries(layouts)) {
    const ms = await time(30, async () => readStatements(await readStatementGrid(bytes, 'f')));
    console.log(`  ${name.padEnd(14)} ${String(bytes.length).padStart(6)} B  ${ms.toFixed(2)} ms`);
  }
  const t = await buildTestApp({ plugins: [planningService] });
  try {
    const owner = await createCompanyOwner(t.app, 'bench');
    const api = caller(t.app, owner);
    await api.multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId),
      financial_statement: { filename: 'qbo.xlsx', data: layouts.quickbooks },
    });
    const upload = await time(10, () =>
      api.multipart('upload_income_statement_workflow', {
        ...existingFields(owner.companyId),
        financial_statement: { filename: 'qbo.xlsx', data: layouts.quickbooks },
      }),
    );
    const generate = await time(50, () =>
      api.call('POST', 'generate_budget', { company_id: owner.companyId }),
    );
    const workbook = await time(20, () =>
      api.call('GET', `company/${owner.companyId}/forecast.xlsx`),
    );
    console.log(`upload_income_statement_workflow (median of 10): ${upload.toFixed(1)} ms`);
    console.log(`generate_budget (median of 50, PGlite, inject): ${generate.toFixed(1)} ms`);
    console.log(`forecast.xlsx (median of 20): ${workbook.toFixed(1)} ms`);
  } finally {
    await t.dispose();
  }
}

void main();
