// `npm run setup` (and the first step of `npm start`): installs the npm packages, but only
// when a package.json or the lock changed since the last install this script made.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-inputs.mjs';

const stamp = path.join(root, 'node_modules', '.fina-install-hash');

function manifestsHash() {
  const hash = createHash('sha256');
  const add = (file) => fs.existsSync(file) && hash.update(file).update(fs.readFileSync(file));
  add(path.join(root, 'package.json'));
  add(path.join(root, 'package-lock.json'));
  for (const group of ['shared', 'services']) {
    for (const name of fs.readdirSync(path.join(root, group)).sort()) {
      add(path.join(root, group, name, 'package.json'));
    }
  }
  for (const name of fs.readdirSync(root).sort()) add(path.join(root, name, 'package.json'));
  return hash.digest('hex');
}

const before = manifestsHash();
const force = process.argv.includes('--force');
if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === before) {
  console.log('npm packages are up to date');
} else {
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // npm may rewrite the lock: stamp what is there now.
  fs.writeFileSync(stamp, manifestsHash());
}
