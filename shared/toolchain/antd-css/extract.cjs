// antd's styles for the Fina theme, computed at build time instead of in every render.
// antd 6 builds each component's CSS in JavaScript the first time the component renders (the
// token maths, the style objects, serialising them): on a phone that was 0.9-2 s of a
// signed-in page's main thread. Here every antd component the apps import is rendered once in
// Node inside the same ConfigProvider theme the apps use, and the CSS it produced is written
// out, ending with antd's own "cache path" rule: when the page holds that CSS, antd's style
// hook finds each component's style already there and skips computing it. A component (or a
// part of one) missing from the file is still styled at run time, as before: nothing breaks
// when the list and the page disagree, it only costs the time it did before.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const repoRoot = path.resolve(__dirname, '../../..');
/** The theme the apps' FinaProvider passes to ConfigProvider. */
const THEME_FILE = path.join(repoRoot, 'shared/ui/src/theme.ts');

/** shared/ui/src/theme.ts, compiled to CommonJS with swc and loaded (it imports only a type). */
function loadFinaTheme() {
  const { transformSync } = require('@swc/core');
  const source = fs.readFileSync(THEME_FILE, 'utf8');
  const { code } = transformSync(source, {
    filename: THEME_FILE,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const compiled = new Module(THEME_FILE);
  compiled.filename = THEME_FILE;
  compiled.paths = Module._nodeModulePaths(path.dirname(THEME_FILE));
  compiled._compile(code, THEME_FILE);
  return compiled.exports.finaTheme;
}

/**
 * The CSS of `components` (antd export names) under the Fina theme, with antd's App wrapper,
 * as FinaProvider renders them. Returns plain CSS text.
 */
function extractAntdCss(components) {
  const React = require('react');
  const antd = require('antd');
  const { extractStyle } = require('@ant-design/static-style-extract');
  const finaTheme = loadFinaTheme();
  const includes = [...new Set(['App', ...components])].filter(
    (name) =>
      name in antd && (/^[A-Z]/.test(name) || name === 'message' || name === 'notification'),
  );
  return extractStyle({
    includes,
    customTheme: (node) => React.createElement(antd.ConfigProvider, { theme: finaTheme }, node),
  });
}

module.exports = { extractAntdCss, loadFinaTheme, THEME_FILE };
