/**
 * Finds the JavaScript file a gate worker runs. Production: the esbuild bundle beside the
 * host bundle (`<name>.js` next to this code, or in GATE_WORKER_DIR). From TypeScript sources
 * (tsx, jest): the entry is bundled once with esbuild into the OS temp folder, named by its
 * content hash, so development and tests run the same isolation as production.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import { WorkbookError } from './limits';

export interface WorkerScript {
  /** bundle name: grid-worker → grid-worker.js */
  name: string;
  /** the TypeScript entry, for development bundling */
  source: string;
}

const built = new Map<string, Promise<string>>();

export function resolveWorkerScript(script: WorkerScript): Promise<string> {
  const dirs = [process.env.GATE_WORKER_DIR, __dirname].filter((d): d is string => Boolean(d));
  for (const dir of dirs) {
    const file = path.join(dir, `${script.name}.js`);
    if (existsSync(file)) return Promise.resolve(file);
  }
  let pending = built.get(script.source);
  if (!pending) {
    pending = bundleForDevelopment(script);
    built.set(script.source, pending);
    pending.catch(() => built.delete(script.source));
  }
  return pending;
}

async function bundleForDevelopment(script: WorkerScript): Promise<string> {
  if (!script.source.endsWith('.ts') || !existsSync(script.source)) throw notAvailable(script);
  let esbuild: typeof Esbuild;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- development only
    esbuild = require('esbuild') as typeof Esbuild;
  } catch {
    throw notAvailable(script);
  }
  const result = await esbuild.build({
    entryPoints: [script.source],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), 'fina-gate-workers');
  const file = path.join(dir, `${script.name}-${hash}.js`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

function notAvailable(script: WorkerScript): WorkbookError {
  return new WorkbookError(
    500,
    'worker_failed',
    `The file reader is not available (${script.name}.js was not built).`,
  );
}
