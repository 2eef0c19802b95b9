// What a build depends on, as one hash: the package's own files and those of every workspace
// package it depends on (transitively), plus the root files every build reads. `npm start`
// rebuilds a package only when this hash differs from the one its last build left in dist/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'data']);
const ROOT_FILES = ['package-lock.json', 'apps.json', 'tsconfig.base.json', '.npmrc'];

/** name → folder of every workspace package (npm workspaces of the root package.json). */
function workspaceFolders() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  const byName = new Map();
  for (const folder of folders) {
    const manifest = path.join(root, folder, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    byName.set(pkg.name, { folder, pkg });
  }
  return byName;
}

function findWorkspace(packages, workspace) {
  const found =
    packages.get(workspace) ?? [...packages.values()].find((p) => p.folder === workspace);
  if (!found) throw new Error(`No workspace ${workspace}`);
  return found;
}

/** The folder of a workspace given by name (`@fina/host`) or folder (`mfe-chat`). */
export function folderOf(workspace) {
  return findWorkspace(workspaceFolders(), workspace).folder;
}

/** The folders a workspace's build reads: its own and its workspace dependencies'. */
export function inputFolders(workspace) {
  const packages = workspaceFolders();
  const start = findWorkspace(packages, workspace);
  const seen = new Set();
  const visit = ({ folder, pkg }) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const deps = { ...pkg.dependencies, ...pkg.devDependencies };
    for (const name of Object.keys(deps)) {
      const dep = packages.get(name);
      if (dep) visit(dep);
    }
  };
  visit(start);
  return [...seen].sort();
}

function addFiles(hash, dir) {
  const entries = fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) addFiles(hash, full);
    else if (entry.isFile()) {
      hash.update(path.relative(root, full));
      hash.update(fs.readFileSync(full));
    }
  }
}

/**
 * The shared libraries are tree-shaken to the names any app imports, and antd's static CSS
 * covers every component any app renders (shared/toolchain/webpack.cjs): every app's build
 * depends on those lists, not on the other apps' whole sources.
 */
let sharedConfig;
export function sharedConfigText() {
  const toolchain = createRequire(import.meta.url)('../shared/toolchain/webpack.cjs');
  sharedConfig ??= JSON.stringify([
    toolchain.sharedModules({ host: true }),
    toolchain.antdStyledComponents(),
  ]);
  return sharedConfig;
}

export function inputHash(workspace) {
  const hash = createHash('sha256');
  if (folderOf(workspace) !== 'services/host') hash.update(sharedConfigText());
  for (const file of ROOT_FILES) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  for (const folder of inputFolders(workspace)) addFiles(hash, path.join(root, folder));
  return hash.digest('hex');
}

export const STAMP = '.build-input-hash';
