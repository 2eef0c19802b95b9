const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  title: 'Fina',
});
