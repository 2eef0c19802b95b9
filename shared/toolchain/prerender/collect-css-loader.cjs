// The prerender build's stand-in for style-loader: instead of injecting a <style> tag, each CSS
// module registers its css-loader result in one global set (read by prerender.cjs after the
// render) and exports the class names. css-loader runs with the browser build's options, so
// the class names in the prerendered markup are the ones the browser build uses.
module.exports = function collectCssLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `import css from ${request};`,
    `(globalThis.__finaPrerenderCss ??= new Set()).add(css);`,
    `export default css.locals;`,
  ].join('\n');
};
