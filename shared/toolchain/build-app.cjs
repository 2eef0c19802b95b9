// Builds the app in the current folder with webpack's Node API (no CLI needed).
// Usage (from an app's package.json): node ../shared/toolchain/build-app.cjs [--mode development]
const path = require('node:path');
const webpack = require('webpack');

const dir = process.cwd();
const mode = process.argv.includes('development') ? 'development' : 'production';
const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode });
const started = Date.now();

webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const item of info.errors ?? []) console.error(item.message);
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${path.basename(dir)}: built in ${seconds}s (${mode}) → ${path.relative(process.cwd(), config.output.path) || config.output.path}`,
  );
});
