// Builds every app (two at a time: the machine has two cores) and the services bundle.
// Prints each build's time and the total, which `npm run bench` reports too.
// `--changed`: build only the packages whose inputs (their files and their workspace
// dependencies', see build-inputs.mjs) differ from what their last build used (`npm start`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STAMP, folderOf, inputHash, root } from './build-inputs.mjs';

// Every app of apps.json (the one list of apps), then the services bundle.
const appList = JSON.parse(readFileSync(new URL('../apps.json', import.meta.url), 'utf8')).apps;
const apps = [...appList.map((app) => app.folder), '@fina/host'];
const concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2);
const changedOnly = process.argv.includes('--changed');

const stampFile = (workspace) => path.join(root, folderOf(workspace), 'dist', STAMP);

function build(workspace) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', workspace], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) {
        writeFileSync(stampFile(workspace), hashes.get(workspace));
        console.log(`built ${workspace} in ${seconds.toFixed(1)}s`);
        resolve(seconds);
      } else {
        console.error(
          output
            .split('\n')
            .filter((l) => !l.includes('nodedir'))
            .join('\n'),
        );
        reject(new Error(`${workspace} failed to build (exit ${code})`));
      }
    });
  });
}

const started = Date.now();
const hashes = new Map(apps.map((workspace) => [workspace, inputHash(workspace)]));
const stale = apps.filter((workspace) => {
  if (!changedOnly) return true;
  const file = stampFile(workspace);
  return !existsSync(file) || readFileSync(file, 'utf8') !== hashes.get(workspace);
});
for (const workspace of apps.filter((w) => !stale.includes(w))) {
  console.log(`${workspace} is up to date`);
}
const queue = [...stale];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (queue.length > 0) await build(queue.shift());
  }),
).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  changedOnly
    ? `build: ${stale.length} of ${apps.length} packages rebuilt in ${seconds}s`
    : `build: all ${apps.length} packages in ${seconds}s`,
);
