const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  kind: 'remote',
  title: 'Fina · mfe-admin',
});
