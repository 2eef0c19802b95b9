// Runs `drizzle-kit generate` for this package.
// npm installs drizzle-orm inside services/db/node_modules (not hoisted), where drizzle-kit,
// hoisted to the root, cannot find it. A resolve hook points drizzle-kit's imports of
// drizzle-orm at this package's copy.
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const drizzleOrmDir = new URL('../node_modules/drizzle-orm/', import.meta.url).pathname;

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(drizzleOrmDir).href)} });
        }
        return next(specifier, context);
      }`),
);
process.env.NODE_PATH = [drizzleOrmDir.replace(/drizzle-orm\/$/, ''), process.env.NODE_PATH]
  .filter(Boolean)
  .join(':');
require('node:module').Module._initPaths();
process.argv = [process.argv[0], 'drizzle-kit', 'generate', ...process.argv.slice(2)];
// bin.cjs is not in drizzle-kit's exports map: find it next to the package's main file.
require(require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs'));
