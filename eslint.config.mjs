// One lint setup for the monorepo. The boundary rules encode the architecture, generic by
// folder so new apps, features and packages are covered without an edit here:
// - no import cycles (import-x/no-cycle);
// - apps (apps.json, the one list of apps) never import each other, nor a service;
// - inside a remote, a feature folder imports no other feature's internals (feature zones);
// - shared packages in their order: contract → api-client → bus → ui; finance imports
//   nothing of ours but the contract's zod-free core; shared/ imports no app and no service.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import featureZones from './scripts/eslint/feature-zones.mjs';

const root = new URL('.', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

const appList = readJson('apps.json').apps;
const apps = appList.map((app) => app.folder);
const remotes = appList.filter((app) => app.kind === 'remote').map((app) => app.folder);

/** The workspace packages in `dir/*` (services, shared), by folder and package name. */
function packagesIn(dir) {
  return readdirSync(new URL(`${dir}/`, root), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(new URL(`${dir}/${entry.name}/package.json`, root)),
    )
    .map((entry) => ({
      folder: entry.name,
      name: readJson(`${dir}/${entry.name}/package.json`).name,
    }));
}
const servicePackages = packagesIn('services').map((pkg) => pkg.name);

/** An import of `name` itself or of one of its subpaths. */
const packageAndSubpaths = (name) => [name, `${name}/*`];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noServices = {
  group: [...servicePackages.flatMap(packageAndSubpaths), '**/services/**'],
  message: 'Front ends and shared/ never import a service: call it through @fina/api-client.',
};
/**
 * antd's heaviest components come from @fina/antd-deferred, a second shared module that only
 * the pages rendering them download (its README); imported from antd they would be back in
 * the chunk every signed-in page evaluates.
 */
const deferredAntdNames = [
  ...readFileSync(new URL('shared/antd-deferred/src/index.ts', root), 'utf8').matchAll(
    /export \{ default as (\w+) \}/g,
  ),
].map((match) => match[1]);
const deferredAntd = {
  name: 'antd',
  importNames: deferredAntdNames,
  message: 'Import it from @fina/antd-deferred: antd stays lean for the frame and the dashboard.',
};

const noOtherApps = (self) => ({
  group: apps.filter((app) => app !== self).flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
  message: 'Apps never import each other: use the bus, the API or shared/.',
});

/**
 * What each shared package may import of ours (package names). The order: contract imports
 * none of them; api-client the contract; bus the contract and api-client; ui all of those
 * and finance; finance only the contract's zod-free core. A new shared package not listed
 * here may import the contract only until it is given its place.
 */
const SHARED_ORDER = {
  contract: [],
  finance: ['@fina/contract/core'],
  'api-client': ['@fina/contract'],
  bus: ['@fina/contract', '@fina/api-client'],
  ui: ['@fina/contract', '@fina/api-client', '@fina/bus', '@fina/finance', '@fina/antd-deferred'],
  'antd-deferred': [],
  toolchain: ['@fina/contract', '@fina/api-client'],
};
const sharedPackageRule = ({ folder, name }) => {
  const allowed = SHARED_ORDER[folder] ?? ['@fina/contract'];
  // '@fina/finance' allows its subpaths too; '@fina/contract/core' allows exactly that.
  const allowedRe = allowed
    .map((pkg) => escape(pkg.replace(/^@fina\//, '')))
    .map((rest) => (rest.includes('/') ? `${rest}$` : `${rest}(?:/|$)`))
    .join('|');
  return {
    files: [`shared/${folder}/**/*.{ts,tsx,cjs,mjs,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: folder === 'antd-deferred' ? [] : [deferredAntd],
          patterns: [
            {
              group: apps.flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
              message: 'shared/ never imports an app.',
            },
            noServices,
            {
              regex: allowedRe ? `^@fina/(?!${allowedRe})` : '^@fina/',
              message: `${name} may import only ${allowed.join(', ') || 'no package of ours'} (shared packages in their order: contract → api-client → bus → ui; finance only the contract's core).`,
            },
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The import graph has no cycle (type-only imports do not count: they vanish at build).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (without this the rule skips them), resolve like node.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [deferredAntd], patterns: [noOtherApps(app), noServices] },
      ],
    },
  })),
  {
    files: remotes.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { fina: featureZones },
    rules: {
      'fina/feature-zones': [
        'error',
        {
          root: new URL('.', root).pathname,
          featureDirs: Object.fromEntries(
            appList
              .filter((app) => app.kind === 'remote')
              .map((app) => [app.folder, app.features ?? 'src']),
          ),
        },
      ],
    },
  },
  ...packagesIn('shared').map(sharedPackageRule),
  {
    files: ['**/*.{cjs,mjs,js}', 'scripts/**', '**/bench/**', '**/eval/**', '**/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
