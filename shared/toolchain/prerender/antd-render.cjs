// Renders a page's React element at build time with antd's style cache (prerender.cjs), and
// collects the CSS antd computed for it: the page's copy in the first HTML response is styled
// like the live page before any JavaScript runs. The live page's own styles come from the
// build-time antd CSS (antd-css/), so the cache-path rule, which tells antd which styles that
// file holds, is left out here: two such rules in one page would hide one file from antd.
const React = require('react');
const { renderToString } = require('react-dom/server');
const { StyleProvider, createCache, extractStyle } = require('@ant-design/cssinjs');

const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g;

/** The element's markup; its antd CSS is pushed onto `sheets`. */
function renderWithAntd(element, sheets) {
  const cache = createCache();
  const markup = renderToString(React.createElement(StyleProvider, { cache }, element));
  const css = extractStyle(cache, { plain: true, once: true }).replace(CACHE_PATH_RULE, '');
  if (!css.trim()) throw new Error('antd produced no CSS for a prerendered page');
  sheets.push(css);
  return markup;
}

module.exports = { renderWithAntd };
