// `npm run bench`: prints Fina's figures. Each part is its own script; this runs them in
// turn. Parts: build (time of `npm run build`), bundles (first-visit JS per app, React
// copies), api (requests per second), finance (forecast engine), chat (workbook ingest),
// lighthouse (mobile scores of /, /login, /dashboard, /cashflow-overview; needs a build), gate
// (concurrent uploads, peak RSS), ledger (50k-line bank CSV), planning (statements, budget).
// Usage: npm run bench [-- build bundles api finance chat]
import { spawnSync } from 'node:child_process';

const parts = {
  build: ['node', ['scripts/build-all.mjs']],
  bundles: ['node', ['scripts/bench/bundles.mjs']],
  api: ['npx', ['tsx', 'services/host/bench/api-bench.ts']],
  finance: ['npm', ['run', '--silent', 'bench', '-w', '@fina/finance']],
  chat: ['npm', ['run', '--silent', 'bench:ingest', '-w', '@fina/analyst']],
  lighthouse: ['node', ['scripts/bench/lighthouse.mjs']],
  gate: ['npx', ['tsx', '--expose-gc', 'services/workbook-gate/bench/concurrent.ts']],
  ledger: ['npx', ['tsx', 'services/ledger/bench/import-50k.ts']],
  planning: ['npx', ['tsx', 'services/planning/bench/planning-bench.ts']],
};
const chosen = process.argv.slice(2).filter((name) => name in parts);
let failed = false;
for (const name of chosen.length ? chosen : Object.keys(parts)) {
  const [command, args] = parts[name];
  console.log(`\n## ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench part ${name} failed (exit ${result.status})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
