// Prints antd's CSS for the Fina theme (extract.cjs) to stdout. Run by loader.cjs in its own
// process with NODE_ENV=production: antd names its hash class from NODE_ENV when it is first
// loaded, and the CSS must name the class the production bundle will use.
const { extractAntdCss } = require('./extract.cjs');

const components = JSON.parse(process.argv[2] ?? '[]');
process.stdout.write(extractAntdCss(components));
