// Runs the e2e suite: starts the production build as `npm start` serves it (on free ports,
// a temporary data folder and a known admin), waits until it answers, runs the tests in
// Debian's Chromium with node's test runner, and stops everything.
import { fork, spawn } from 'node:child_process';
import http from 'node:http';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const startScript = path.join(root, 'services/host/dist/start.js');

if (!existsSync(startScript) || !existsSync(path.join(root, 'shell/dist/index.html'))) {
  console.error('The production build is missing: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium is missing: run `bash scripts/ensure-system-packages.sh` (as root).');
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
  for (let base = 18080; base < 19000; base += 10) {
    const ports = Array.from({ length: 7 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports for the e2e app');
}

const port = await findBasePort();
const work = mkdtempSync(path.join(os.tmpdir(), 'fina-e2e-'));
const logPath = path.join(work, 'server.log');
const log = createWriteStream(logPath);
// The chat remote is served by this harness (with the same production static server that
// `npm start` uses) so that a test can stop and restart it while the app runs.
const chatPort = port + 5;
const env = {
  ...process.env,
  PORT: String(port),
  REMOTE_URL_MFE_CHAT: `http://localhost:${chatPort}/mf-manifest.json`,
  DATA_DIR: path.join(work, 'data'),
  ADMIN_EMAIL: 'admin@fina.test',
  ADMIN_PASSWORD: 'AdminPass2026',
  NODE_ENV: 'production',
  // Production refuses to start without it (reset links never take the request's Host).
  PUBLIC_URL: `http://localhost:${port}`,
  // Every test signs in from 127.0.0.1: per-address limits are tested in the service tests.
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
  // Load shedding stays on, but a CI machine running Chromium beside the server stalls for
  // seconds at times; the tests' own API calls (not the app's client) do not retry a 503.
  API_MAX_LAG_MS: '1000',
};
const app = spawn(process.execPath, [startScript], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
app.stdout.pipe(log);
app.stderr.pipe(log);

let chatRemote = null;
function startChatRemote() {
  if (chatRemote) return Promise.resolve();
  const child = fork(
    path.join(root, 'services/host/dist/serve-remote.js'),
    ['--dir', path.join(root, 'mfe-chat/dist'), '--port', String(chatPort), '--host', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  chatRemote = child;
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => {
      if (chatRemote === child) chatRemote = null;
      reject(new Error(`chat remote exited (${code})`));
    });
  });
}
function stopChatRemote() {
  const child = chatRemote;
  if (!child) return Promise.resolve();
  chatRemote = null;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
// Tests stop and start the chat remote through this loopback-only control endpoint.
const control = http.createServer((request, response) => {
  const action =
    request.url === '/remotes/mfe_chat/stop'
      ? stopChatRemote()
      : request.url === '/remotes/mfe_chat/start'
        ? startChatRemote()
        : Promise.reject(new Error('unknown control'));
  action.then(
    () => response.writeHead(204).end(),
    (error) => response.writeHead(500).end(String(error)),
  );
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${control.address().port}`;

const baseUrl = `http://localhost:${port}`;
async function waitForApp(timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited (${app.exitCode}); see ${logPath}`);
    try {
      const [api, remote] = await Promise.all([
        fetch(`${baseUrl}/remotes.json`),
        fetch(`http://localhost:${port + 1}/mf-manifest.json`),
      ]);
      if (api.ok && remote.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The app did not start within ${timeoutMs} ms; see ${logPath}`);
}

let exitCode = 1;
try {
  await startChatRemote();
  await waitForApp();
  console.log(`e2e: app up at ${baseUrl} (log: ${logPath})`);
  const tests = readdirSync(path.join(here, 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => !process.env.E2E_ONLY || name.includes(process.env.E2E_ONLY))
    .sort()
    .map((name) => path.join(here, 'tests', name));
  const reporterArgs = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
  const resultsFile = process.env.E2E_RESULTS;
  if (resultsFile)
    reporterArgs.push('--test-reporter=tap', `--test-reporter-destination=${resultsFile}.tap`);
  const runner = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporterArgs, ...tests],
    {
      cwd: here,
      stdio: 'inherit',
      env: {
        ...env,
        E2E_BASE_URL: baseUrl,
        E2E_PORT: String(port),
        E2E_SERVER_LOG: logPath,
        E2E_ROOT: root,
        E2E_CONTROL_URL: controlUrl,
      },
    },
  );
  exitCode = await new Promise((resolve) => runner.on('close', (code) => resolve(code ?? 1)));
  if (resultsFile)
    writeFileSync(resultsFile, JSON.stringify(await tapCounts(`${resultsFile}.tap`)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  control.close();
  await stopChatRemote();
  app.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      app.kill('SIGKILL');
      resolve();
    }, 10000);
    app.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (exitCode === 0 && !process.env.E2E_KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`e2e: kept ${work} for inspection`);
}

/** The TAP reporter's closing counts, for the one summary line of `npm test`. */
async function tapCounts(file) {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail'), skipped: count('skipped') };
}

process.exit(exitCode);
