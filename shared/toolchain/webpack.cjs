// The one webpack + module federation configuration every app builds with.
// Host: `shell` (learns remote URLs at run time from /remotes.json).
// Remotes: each `mfe-*` exposes one module, `./App`, and builds and deploys on its own.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const repoRoot = path.resolve(__dirname, '../..');
const rootPackage = (name) =>
  require(require.resolve(`${name}/package.json`, { paths: [repoRoot] }));

const fs = require('node:fs');

/** apps.json: the one list of apps (folder, federation name, kind, title, antd, port). */
const APPS = require(path.join(repoRoot, 'apps.json')).apps;

/** Folders whose sources may import antd: the apps apps.json marks so, and the UI kit. */
const ANTD_SOURCE_DIRS = [...APPS.filter((app) => app.antd).map((app) => app.folder), 'shared/ui'];

/** The app built from `dir`, as apps.json lists it. */
function appOf(dir) {
  const folder = path.relative(repoRoot, dir);
  const app = APPS.find((entry) => entry.folder === folder);
  if (!app) throw new Error(`${folder} is not in apps.json: add it there first.`);
  return app;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ROUTER = ['react-router', 'react-router-dom'];

/** Every app folder and shared package: where any import of a shared library can be. */
const ALL_SOURCE_DIRS = [
  ...APPS.map((app) => app.folder),
  ...fs.readdirSync(path.join(repoRoot, 'shared')).map((name) => `shared/${name}`),
];

/**
 * Every export of `packages` that the sources under `dirs` import by name, read at build time,
 * so a shared library is tree-shaken to what the whole product uses (docs/module-federation.md):
 * shared, webpack would otherwise keep all of a library's exports, since it cannot know what
 * another app will ask for. The list is computed, not kept by hand: an app that starts using
 * an export adds it by importing it.
 */
function usedExports(packages, dirs) {
  // One scan per list per build process: each app's config asks for the router's list twice
  // (react-router, react-router-dom) and antd's twice (tree-shaking, the static CSS).
  const key = JSON.stringify([packages, dirs]);
  let names = usedExportsCache.get(key);
  if (!names) {
    names = scanUsedExports(packages, dirs);
    usedExportsCache.set(key, names);
  }
  return names;
}

const usedExportsCache = new Map();

function scanUsedExports(packages, dirs) {
  const names = new Set();
  const from = packages.join('|');
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'(?:${from})'`, 'g');
  // A whole-module import cannot be cut to names: fail the build rather than ship a library
  // that lacks what the import reaches for.
  const whole = new RegExp(
    `(?:import\\s*\\*\\s*as\\s+\\w+|export\\s*\\*)\\s*from\\s*'(?:${from})'`,
  );
  for (const dir of dirs) {
    for (const file of sourceFiles(path.resolve(repoRoot, dir, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      if (whole.test(text))
        throw new Error(
          `${file}: import ${packages.join(' / ')} by name (it is shared tree-shaken).`,
        );
      for (const match of text.matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          if (part.trim().startsWith('type ')) continue;
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            .trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * The antd components the product imports from `antd`: the shared antd's tree-shaking. The
 * heaviest ones come from `@fina/antd-deferred`, a second shared module (its README).
 */
const antdUsedExports = () => usedExports(['antd'], ANTD_SOURCE_DIRS);

/** Every antd component the product renders, from either module: antd's static CSS. */
const antdStyledComponents = () => usedExports(['antd', '@fina/antd-deferred'], ANTD_SOURCE_DIRS);

/** A shared library tree-shaken to the exports the sources import from `packages`. */
const shaken = (packages) => ({
  treeShaking: { mode: 'runtime-infer', usedExports: usedExports(packages, ALL_SOURCE_DIRS) },
});

/**
 * Singletons: one copy in the browser, whichever app loads first (docs/module-federation.md).
 * @ant-design/icons is left out on purpose: shared, it ships all ~800 icons (1.3 MB);
 * each app's few icons tree-shake to a few KB.
 */
function sharedModules({ host = false } = {}) {
  const singleton = (name, pkg = name) => ({
    singleton: true,
    requiredVersion: `^${rootPackage(pkg).version}`,
  });
  // Workspace packages are built from source with the apps: any copy is the same code.
  const workspace = () => ({ singleton: true, requiredVersion: false, version: '0.1.0' });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    // react-router-dom re-exports react-router: both are cut to what the apps import from either.
    'react-router': { ...singleton('react-router'), ...shaken(ROUTER) },
    'react-router-dom': { ...singleton('react-router-dom'), ...shaken(ROUTER) },
    rxjs: { ...singleton('rxjs'), ...shaken(['rxjs']) },
    antd: {
      ...singleton('antd'),
      treeShaking: { mode: 'runtime-infer', usedExports: antdUsedExports() },
    },
    // The bus holds the page's state: exactly one. The other workspace packages are
    // stateless and are bundled by each app, so a remote that adds a contract call or a UI
    // piece works without the shell being rebuilt; their heavy dependency, zod, is shared.
    '@fina/bus': workspace(),
    // antd's components the frame and the dashboard never render, re-exported by their antd
    // paths: in the shell's build they share antd's internals with the module above. The
    // shell provides it by path, since webpack provides a package by name only once the
    // app's own code imports it, and the shell's does not.
    '@fina/antd-deferred': {
      ...workspace(),
      ...(host ? { import: require.resolve('@fina/antd-deferred', { paths: [repoRoot] }) } : {}),
    },
    zod: { requiredVersion: `^${rootPackage('zod').version}` },
  };
}

/** TypeScript and JSX through swc, for the browser build and the prerender build alike. */
function swcRule(mode) {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        target: 'es2020',
      },
    },
  };
  return { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swc };
}

/**
 * antd's CSS for the Fina theme, computed at build time (antd-css/): the loader fills
 * `shared/ui/src/antd-static-css.ts` with it in production builds, and FinaProvider puts it in
 * the page, so antd skips building each component's styles at run time. Every component
 * the product imports from antd or from @fina/antd-deferred.
 */
function antdStaticCssRule(mode) {
  return {
    test: /[\\/]shared[\\/]ui[\\/]src[\\/]antd-static-css\.ts$/,
    enforce: 'pre',
    use: [
      {
        loader: path.join(__dirname, 'antd-css/loader.cjs'),
        options: { mode, components: antdStyledComponents() },
      },
    ],
  };
}

/**
 * css-loader with CSS modules. One function for the browser build and the prerender build: the
 * class names (`mfe_landing_3fA9xQ`) hash the file path and the local name, so both builds of
 * one app name every class the same, which the prerendered markup relies on.
 */
function cssLoader(name, mode) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        localIdentName:
          mode === 'production' ? `${name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:4]`,
      },
    },
  };
}

/** The libraries every page of the host runs, in one chunk (see optimization.splitChunks). */
const FRAMEWORK_CHUNK = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|rxjs|tslib)[\\/]/,
  name: 'framework',
  chunks: 'all',
  priority: 40,
  enforce: true,
};

/**
 * @param {object} options
 * @param {string} options.dir  the app's folder (its package root); its federation name, kind
 *                              ('host' or 'remote') and page title are read from apps.json
 */
function createWebpackConfig({ dir }) {
  const { federation: name, kind, title } = appOf(dir);
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isHost = kind === 'host';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The host serves deep links (/reports/invoice/1), so its assets load from '/'.
        // Remotes are served from their own origin, found at run time.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          swcRule(mode),
          antdStaticCssRule(mode),
          { test: /\.css$/, use: ['style-loader', cssLoader(name, mode)] },
          { test: /\.(png|svg|jpg|woff2?|ttf)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: mode === 'production',
        minimizer: [
          new (require('terser-webpack-plugin'))({
            minify: require('terser-webpack-plugin').swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 1 } },
          }),
        ],
        // The host always provides React, the router, rxjs and the bus to every page: one
        // file instead of a dozen small ones, so a first visit waits on fewer round trips.
        ...(isHost ? { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK } } } : {}),
      },
      performance: { hints: false },
      // The manifest plugin logs an expected note for publicPath 'auto'; errors still show.
      infrastructureLogging: { level: 'error' },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: isHost ? undefined : { './App': './src/app.tsx' },
          remotes: {},
          shared: sharedModules({ host: isHost }),
          manifest: true,
          dts: false,
          // Use the remotes already loaded rather than fetching every remote's entry to
          // compare versions (version-first would load all six remotes on the first share).
          shareStrategy: 'loaded-first',
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // A remote's html is only for opening it alone; it must not pull the exposed chunks.
          chunks: ['main'],
        }),
        new ChunkGroupsPlugin(),
        ...(mode === 'production' ? precompressed() : []),
      ],
    };
  };
}

/**
 * The Node build of an app's `src/prerender.tsx` (run by prerender/prerender.cjs after the
 * browser build): same swc and CSS-module options as the browser build, CSS collected rather
 * than injected, packages left to Node's require (the workspace packages, TypeScript sources,
 * are bundled).
 */
function createPrerenderConfig({ dir, outDir }) {
  const { federation: name } = appOf(dir);
  const mode = 'production';
  return {
    mode,
    context: dir,
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' }, publicPath: '' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    externals: [
      ({ request }, callback) =>
        /^[a-z@][^:]*$/i.test(request ?? '') && !request.startsWith('@fina/')
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: [
        swcRule(mode),
        {
          test: /\.css$/,
          use: [path.join(__dirname, 'prerender/collect-css-loader.cjs'), cssLoader(name, mode)],
        },
        {
          test: /\.(png|svg|jpg|woff2?|ttf)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    optimization: { minimize: false },
    devtool: false,
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * Writes `chunk-groups.json`: each named chunk group (`webpackChunkName`; a remote names each
 * area's lazy page after the area) → its JavaScript files, and `consumes:<group>` → the shared
 * modules its chunks consume; each shared module (`shared:<name>`) → every file it loads; and
 * `antd-css` → antd's build-time stylesheet. The host reads it to preload a route's chunks from
 * the first HTML response, so they download in parallel with main.js instead of one after
 * another.
 */
class ChunkGroupsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          const jsFiles = (group) =>
            group.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => f.endsWith('.js'));
          for (const [name, group] of compilation.namedChunkGroups) groups[name] = jsFiles(group);
          // The shared modules each named group's own chunks consume ("consumes:financing"):
          // the host preloads the shell's copy of those a page needs, such as
          // @fina/antd-deferred, which only some pages load.
          for (const [name, group] of compilation.namedChunkGroups) {
            const keys = new Set();
            for (const chunk of group.chunks)
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
                if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
            if (keys.size) groups[`consumes:${name}`] = [...keys].sort();
          }
          // Each shared module's files, split chunks included ("shared:react-router"): the
          // federation manifest lists only the module's own chunk, so react-router's code
          // (a chunk split out beside react-router-dom) was fetched one round trip later.
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module' || !module.blocks[0]) continue;
            const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
            if (group) groups[`shared:${module._name}`] = jsFiles(group);
          }
          // antd's build-time stylesheet (antd-css/loader.cjs), which the host links in pages.
          const antdCss = Object.keys(compilation.assets).filter((f) =>
            /^antd\.[0-9a-f]+\.css$/.test(f),
          );
          if (antdCss.length) groups['antd-css'] = antdCss;
          compilation.emitAsset(
            'chunk-groups.json',
            new sources.RawSource(JSON.stringify(groups, null, 1)),
          );
        },
      );
    });
  }
}

/**
 * Every text asset also written as .br and .gz at build time: the servers send the file the
 * browser accepts (Content-Encoding, Vary), so nothing is compressed per request.
 */
function precompressed() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const test = /\.(js|css|html|json|svg|txt)$/;
  const common = { test, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = {
  createWebpackConfig,
  createPrerenderConfig,
  sharedModules,
  antdUsedExports,
  antdStyledComponents,
  usedExports,
  appOf,
  APPS,
};
