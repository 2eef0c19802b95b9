const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_landing',
  kind: 'remote',
  title: 'Fina · mfe-landing',
});
