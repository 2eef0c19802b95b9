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

/** Folders whose sources may import antd: every app and the UI kit. */
const ANTD_SOURCE_DIRS = [
  'shell',
  'mfe-planning',
  'mfe-statements',
  'mfe-operations',
  'mfe-chat',
  'mfe-admin',
  'shared/ui',
];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every antd export any app imports, read from the sources at build time, so the shared antd
 * is tree-shaken to what the whole product uses (docs/module-federation.md). The list is
 * computed, not maintained by hand: an app that starts using a component adds it by
 * importing it.
 */
function antdUsedExports() {
  const names = new Set();
  const pattern = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'antd'/g;
  for (const dir of ANTD_SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(repoRoot, dir, 'src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          if (name && !part.trim().startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * Singletons: one copy in the browser, whichever app loads first (docs/module-federation.md).
 * @ant-design/icons is left out on purpose: shared, it ships all ~800 icons (1.3 MB);
 * each app's few icons tree-shake to a few KB.
 */
function sharedModules() {
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
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    antd: {
      ...singleton('antd'),
      treeShaking: { mode: 'runtime-infer', usedExports: antdUsedExports() },
    },
    // The bus holds the page's state: exactly one. The other workspace packages are
    // stateless and are bundled by each app, so a remote that adds a contract call or a UI
    // piece works without the shell being rebuilt; their heavy dependency, zod, is shared.
    '@fina/bus': workspace(),
    zod: { requiredVersion: `^${rootPackage('zod').version}` },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (its package root)
 * @param {string} options.name       federation name (e.g. 'mfe_chat'; 'shell' for the host)
 * @param {'host'|'remote'} options.kind
 * @param {string} [options.title]    page title of the standalone html
 */
function createWebpackConfig({ dir, name, kind, title = 'Fina' }) {
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
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: mode === 'development' },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    localIdentName:
                      mode === 'production'
                        ? `${name}_[hash:base64:6]`
                        : `${name}_[local]_[hash:base64:4]`,
                  },
                },
              },
            ],
          },
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
          shared: sharedModules(),
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
      ],
    };
  };
}

module.exports = { createWebpackConfig, sharedModules, antdUsedExports };
