import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { supervise } from './supervise';
import type { Supervised } from './supervise';

const support = path.join(__dirname, 'test-support');
const quiet = { info: () => {}, warn: () => {} };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('supervise (npm start keeps the API running)', () => {
  let supervised: Supervised | undefined;
  afterEach(async () => supervised?.stop(1_000));

  it('restarts the API child after it is killed', async () => {
    const ready: number[] = [];
    supervised = supervise({
      name: 'API',
      script: path.join(support, 'ready-child.js'),
      log: quiet,
      initialBackoffMs: 100,
      onReady: (message) => ready.push(Number(message.ready)),
    });
    expect(await until(() => ready.length === 1, 10_000)).toBe(true);
    const first = ready[0]!;
    process.kill(first, 'SIGKILL');
    expect(await until(() => ready.length === 2, 10_000)).toBe(true);
    expect(ready[1]).not.toBe(first);
    expect(alive(ready[1]!)).toBe(true);
    expect(supervised.restarts()).toBe(1);
  });

  it('does not restart a child that fails before it is ready', async () => {
    let failure: number | null | undefined;
    supervised = supervise({
      name: 'API',
      script: path.join(support, 'failing-child.js'),
      log: quiet,
      initialBackoffMs: 50,
      onStartFailure: (code) => {
        failure = code;
      },
    });
    expect(await until(() => failure !== undefined, 10_000)).toBe(true);
    expect(failure).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(supervised.restarts()).toBe(0);
  });
});

describe('remote static servers', () => {
  let parent: ChildProcess | undefined;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fina-remote-'));
    writeFileSync(path.join(dir, 'remoteEntry.js'), '// remote');
  });
  afterAll(() => {
    if (parent?.pid && alive(parent.pid)) parent.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('exit when their parent is killed', async () => {
    const port = await freePort();
    parent = spawn(
      process.execPath,
      [
        path.join(support, 'remote-parent.js'),
        path.join(__dirname, 'serve-remote.ts'),
        dir,
        String(port),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    expect(await until(() => /remote \d+/.test(output), 20_000)).toBe(true);
    const remotePid = Number(/remote (\d+)/.exec(output)![1]);
    expect(alive(remotePid)).toBe(true);
    const served = await fetch(`http://127.0.0.1:${port}/remoteEntry.js`);
    expect(served.status).toBe(200);

    parent.kill('SIGKILL');
    expect(await until(() => !alive(remotePid), 5_000)).toBe(true);
  });
});
