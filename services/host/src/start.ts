/**
 * `npm start`: the API + shell on PORT (default 8080) and one static server per remote on
 * PORT+1 … PORT+6, each its own process. Ctrl-C stops them all.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_PATH } from './api-server';
import { REPO_ROOT } from './paths';
import { REMOTE_ORDER, remotePort } from './remotes';
import { exitOnStartFailure, startApiServer } from './server';

async function main() {
  const { app, hostConfig, url } = await startApiServer();
  // serve-remote.js beside the bundle, or serve-remote.ts beside this file under tsx.
  const script = path.join(__dirname, `serve-remote${path.extname(__filename)}`);
  const children: ChildProcess[] = [];
  REMOTE_ORDER.forEach((remote, index) => {
    const dir = path.join(REPO_ROOT, remote.package, 'dist');
    const port = remotePort(hostConfig, index);
    if (!hostConfig.remoteUrls[remote.name] && !fs.existsSync(dir)) {
      app.log.warn({ remote: remote.name, dir }, 'remote not built: not served');
      return;
    }
    if (hostConfig.remoteUrls[remote.name]) return; // served elsewhere
    const child = fork(script, ['--dir', dir, '--port', String(port), '--host', hostConfig.host], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('exit', (code, signal) => {
      if (!stopping) app.log.warn({ remote: remote.name, code, signal }, 'remote server stopped');
    });
    children.push(child);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  console.info(`\nFina is running at ${url}`);
  console.info(`API docs: ${url}${DOCS_PATH}\n`);
}

main().catch(exitOnStartFailure);
