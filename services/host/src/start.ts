/**
 * `npm start`: a small supervisor. The API + shell run in a child process on PORT (default
 * 8080), restarted with back-off if it dies (supervise.ts); one static server per remote on
 * PORT+1 … PORT+6, each its own process. Every child ends with this process (IPC channel
 * closed); Ctrl-C stops them all.
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_PATH } from './api-server';
import { loadHostConfig } from './config';
import { REPO_ROOT } from './paths';
import { REMOTE_ORDER, remotePort } from './remotes';
import { exitOnStartFailure } from './server';
import { supervise } from './supervise';

/** api-child.js beside the bundle, or api-child.ts beside this file under tsx. */
const sibling = (name: string): string =>
  path.join(__dirname, `${name}${path.extname(__filename)}`);

function main(): void {
  const hostConfig = loadHostConfig(process.env);
  const remotes: ChildProcess[] = [];
  let announced = false;

  const api = supervise({
    name: 'API',
    script: sibling('api-child'),
    onReady: (message) => {
      if (announced) {
        console.info('API back up');
        return;
      }
      announced = true;
      const url = String(message.ready);
      startRemotes();
      console.info(`\nFina is running at ${url}`);
      console.info(`API docs: ${url}${DOCS_PATH}\n`);
    },
    // the child printed why (exitOnStartFailure); a restart would fail the same way
    onStartFailure: (code) => process.exit(code ?? 1),
  });

  function startRemotes(): void {
    REMOTE_ORDER.forEach((remote, index) => {
      const dir = path.join(REPO_ROOT, remote.package, 'dist');
      if (hostConfig.remoteUrls[remote.name]) return; // served elsewhere
      if (!fs.existsSync(dir)) {
        console.warn(`remote ${remote.name} not built (${dir}): not served`);
        return;
      }
      const port = remotePort(hostConfig, index);
      const child = fork(
        sibling('serve-remote'),
        ['--dir', dir, '--port', String(port), '--host', hostConfig.host],
        { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
      );
      child.on('exit', (code, signal) => {
        if (!stopping)
          console.warn(`remote ${remote.name} stopped (${signal ?? `exit code ${code}`})`);
      });
      remotes.push(child);
    });
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    for (const child of remotes) child.kill('SIGTERM');
    void api.stop().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  exitOnStartFailure(error);
}
