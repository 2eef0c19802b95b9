const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_statements',
  kind: 'remote',
  title: 'Fina · mfe-statements',
});
