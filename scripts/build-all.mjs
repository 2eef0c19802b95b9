// Builds every app (two at a time: the machine has two cores) and the services bundle.
// Prints each build's time and the total, which `npm run bench` reports too.
import { spawn } from 'node:child_process';

const apps = [
  'shell',
  'mfe-landing',
  'mfe-planning',
  'mfe-statements',
  'mfe-operations',
  'mfe-chat',
  'mfe-admin',
  '@fina/host',
];
const concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2);

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
const queue = [...apps];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (queue.length > 0) await build(queue.shift());
  }),
).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`build: all ${apps.length} packages in ${((Date.now() - started) / 1000).toFixed(1)}s`);
