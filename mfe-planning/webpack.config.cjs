const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_planning',
  kind: 'remote',
  title: 'Fina · mfe-planning',
});
