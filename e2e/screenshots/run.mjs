// Screens of every page, to look at (not compared): starts the production build on free
// ports with a throwaway data folder (scripts/bench/start-app.mjs), runs shoot.ts in
// Debian's Chromium, and stops.
//   node e2e/screenshots/run.mjs            → /tmp/shots (SHOTS_DIR changes it)
//   SHOTS_ONLY=invoice node e2e/screenshots/run.mjs   → only pages whose name has "invoice"
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltApp } from '../../scripts/bench/start-app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// The server's log, kept when something fails.
const logs = mkdtempSync(path.join(os.tmpdir(), 'fina-shots-'));

let code = 1;
let app;
try {
  app = await startBuiltApp({}, { serverLog: path.join(logs, 'server.log') });
  const runner = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'shoot.ts')], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: app.baseUrl, E2E_PORT: String(app.port) },
  });
  code = await new Promise((resolve) => runner.on('close', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await app?.stop();
  if (code === 0) rmSync(logs, { recursive: true, force: true });
  else console.log(`kept ${logs}`);
}
process.exit(code);
