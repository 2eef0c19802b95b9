// Screens of every page, to look at (not compared): starts the production build on free
// ports with a throwaway data folder, runs shoot.ts in Debian's Chromium, and stops.
//   node e2e/screenshots/run.mjs            → /tmp/shots (SHOTS_DIR changes it)
//   SHOTS_ONLY=invoice node e2e/screenshots/run.mjs   → only pages whose name has "invoice"
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const startScript = path.join(root, 'services/host/dist/start.js');
if (!existsSync(startScript)) {
  console.error('The production build is missing: run `npm run build` first.');
  process.exit(1);
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
async function findBasePort() {
  for (let base = 19100; base < 20000; base += 10) {
    const ports = Array.from({ length: 7 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports');
}

const port = await findBasePort();
const work = mkdtempSync(path.join(os.tmpdir(), 'fina-shots-'));
const log = createWriteStream(path.join(work, 'server.log'));
const baseUrl = `http://localhost:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: path.join(work, 'data'),
  ADMIN_EMAIL: 'admin@fina.test',
  ADMIN_PASSWORD: 'AdminPass2026',
  NODE_ENV: 'production',
  PUBLIC_URL: baseUrl,
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
};
const app = spawn(process.execPath, [startScript], { cwd: root, env, stdio: 'pipe' });
app.stdout.pipe(log);
app.stderr.pipe(log);

let code = 1;
try {
  const deadline = Date.now() + 60000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`app did not start; see ${work}/server.log`);
    try {
      const [shell, remote] = await Promise.all([
        fetch(`${baseUrl}/remotes.json`),
        fetch(`http://localhost:${port + 1}/mf-manifest.json`),
      ]);
      if (shell.ok && remote.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const runner = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'shoot.ts')], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...env, E2E_BASE_URL: baseUrl },
  });
  code = await new Promise((resolve) => runner.on('close', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.on('close', resolve));
  if (code === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
process.exit(code);
