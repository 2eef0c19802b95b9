const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_chat',
  kind: 'remote',
  title: 'Fina · mfe-chat',
});
