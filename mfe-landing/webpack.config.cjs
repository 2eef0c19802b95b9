// Name, kind and title come from apps.json (the one list of apps).
const { createWebpackConfig } = require('@fina/build');

module.exports = createWebpackConfig({ dir: __dirname });
