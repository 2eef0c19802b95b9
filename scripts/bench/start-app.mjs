// Starts the production build as `npm start` serves it (API + shell and the six remotes) on
// free ports with a temporary data folder, for the benches that measure what a browser gets.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freeBasePort() {
  for (let base = 19080; base < 20000; base += 10) {
    const ports = Array.from({ length: 7 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports for the bench app');
}

/**
 * Starts the built app; resolves once the API and a remote answer. `extraEnv` adds to or
 * overrides the environment; `serverLog` (a file path) takes the server's stdout and stderr
 * (without it, stdout is dropped and stderr is this process's). `stop()` ends it and deletes
 * the data folder; so does a failed start.
 */
export async function startBuiltApp(extraEnv = {}, { serverLog } = {}) {
  const start = path.join(root, 'services/host/dist/start.js');
  if (!fs.existsSync(start)) throw new Error('Build first: npm run build');
  const port = await freeBasePort();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-bench-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [start], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      NODE_ENV: 'production',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      ...extraEnv,
    },
    stdio: serverLog ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  if (serverLog) {
    const log = fs.createWriteStream(serverLog);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const seeLog = serverLog ? `; see ${serverLog}` : '';
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(work, { recursive: true, force: true });
      throw new Error(`the app exited (${child.exitCode})${seeLog}`);
    }
    try {
      const [api, remote] = await Promise.all([
        fetch(`${baseUrl}/remotes.json`),
        fetch(`http://localhost:${port + 1}/mf-manifest.json`),
      ]);
      if (api.ok && remote.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      fs.rmSync(work, { recursive: true, force: true });
      throw new Error(`the app did not start within 90 s${seeLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
