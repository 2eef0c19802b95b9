// Webpack loader for shared/ui/src/antd-static-css.ts: in production builds, writes the CSS
// antd would compute at run time for the Fina theme (extract.cjs) as `antd.<hash>.css` beside
// the bundle and replaces the placeholder's empty file name with that name.
// Development builds and jest keep the placeholder: antd then styles at run time as before.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { THEME_FILE } = require('./extract.cjs');

const repoRoot = path.resolve(__dirname, '../../..');
const CACHE_DIR = path.join(repoRoot, 'node_modules/.cache/fina-antd-css');

/** One extraction per theme, antd version and component list (the build runs several apps). */
function cachedCss(components) {
  const antdVersion = require('antd/package.json').version;
  const key = crypto
    .createHash('sha256')
    .update(fs.readFileSync(THEME_FILE))
    .update(fs.readFileSync(path.join(__dirname, 'extract.cjs')))
    .update(antdVersion)
    .update(JSON.stringify(components))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(CACHE_DIR, `${key}.css`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const css = execFileSync(
    process.execPath,
    [path.join(__dirname, 'cli.cjs'), JSON.stringify(components)],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (!css.includes('data-ant-cssinjs-cache-path'))
    throw new Error('antd CSS extraction gave no cache path rule');
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written under a temporary name first: parallel builds never read half a file.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, css);
  fs.renameSync(partial, file);
  return css;
}

module.exports = function antdStaticCssLoader(source) {
  const { mode, components } = this.getOptions();
  if (mode !== 'production') return source;
  this.addDependency(THEME_FILE);
  try {
    const css = cachedCss(components);
    // A stylesheet of its own, named by its content: the host links it from the page's HTML
    // (fetched and parsed while the scripts download), the browser caches it across deploys,
    // and no JavaScript carries it as a string.
    const file = `antd.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    this.emitFile(file, css);
    return `export const ANTD_STATIC_CSS_FILE: string = ${JSON.stringify(file)};\n`;
  } catch (error) {
    // The app still works without it (antd styles at run time): warn, do not fail the build.
    this.emitWarning(new Error(`antd static CSS not extracted: ${error.stderr || error.message}`));
    return source;
  }
};
