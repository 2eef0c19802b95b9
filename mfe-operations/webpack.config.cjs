const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_operations',
  kind: 'remote',
  title: 'Fina · mfe-operations',
});
