// Bundles the host's entry points into services/host/dist (CommonJS, node 20).
// @fina/* workspace packages are TypeScript source and are bundled; any other package stays
// external when node can find it from dist/ at run time (native ones such as @node-rs/argon2
// and @electric-sql/pglite must), else it is bundled (drizzle-orm, installed inside
// services/db only). The migrations are copied beside the bundle.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');
const requireFromDist = createRequire(path.join(outdir, 'start.js'));
const ALWAYS_EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2'];

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const name = packageName(args.path);
      if (name.startsWith('@fina/')) return undefined;
      if (ALWAYS_EXTERNAL.includes(name)) return { external: true };
      try {
        requireFromDist.resolve(args.path);
        return { external: true };
      } catch {
        return undefined; // not reachable from dist/: bundle it
      }
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    start: 'src/start.ts',
    'api-server-main': 'src/api-server-main.ts',
    'serve-remote': 'src/serve-remote.ts',
    // npm start supervises the API in this child process (src/supervise.ts)
    'api-child': 'src/api-child.ts',
    // Untrusted bytes are read in the workbook gate's worker threads (heap cap, time limit,
    // global concurrency cap); the gate finds <name>.js beside the bundle
    // (services/workbook-gate/src/worker-script.ts).
    'grid-worker': '../workbook-gate/src/grid-worker.ts',
    'image-worker': '../workbook-gate/src/image/image-worker.ts',
    'ingest-worker': '../analyst/src/ingest-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externals],
});
fs.cpSync(path.join(here, '..', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
const sizes = fs
  .readdirSync(outdir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => `${file} ${(fs.statSync(path.join(outdir, file)).size / 1024).toFixed(0)} KB`);
console.log(`services/host/dist: ${sizes.join(', ')}, migrations/`);
