// One jest run for the whole monorepo: node packages and DOM apps as two projects.
// The apps come from apps.json, the one list of apps.
const { apps } = require('./apps.json');

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': '<rootDir>/shared/toolchain/jest/style-stub.cjs',
  '\\.(svg|png|jpg)$': '<rootDir>/shared/toolchain/jest/file-stub.cjs',
  // @fina/antd-deferred re-exports antd's ES modules by path; under jest `antd` is its
  // CommonJS build, and the same modules must back both.
  '^antd/es/(.*)$': 'antd/lib/$1',
};
const ignore = ['/node_modules/', '/dist/'];

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testPathIgnorePatterns: ignore,
      roots: ['<rootDir>/shared', '<rootDir>/services', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(@fina)/)'],
    },
    {
      displayName: 'dom',
      testEnvironment: '<rootDir>/shared/toolchain/jest/jsdom-environment.cjs',
      transform,
      moduleNameMapper,
      testPathIgnorePatterns: ignore,
      roots: [...apps.map((app) => `<rootDir>/${app.folder}`), '<rootDir>/shared'],
      testMatch: ['**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/shared/toolchain/jest/setup-dom.ts'],
      // antd's icons and colours ship ES modules that jest must compile to CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[a-z-]+)/)'],
    },
  ],
};
