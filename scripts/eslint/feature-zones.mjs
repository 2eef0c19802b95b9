// A local eslint rule: feature zones inside a remote. Each folder directly under an app's
// feature folder (`<app>/src/` unless apps.json gives the app a `features` folder, e.g. the
// landing's `src/pages`) is a feature; a feature imports from its own folder, the app's shared
// folders (`shared-ui`, `testing`), files and folders outside the feature folder (the app's
// root files such as `app.tsx`, the landing's `components`) or packages, never another
// feature's internals. Generic by folder pattern: a new feature folder is a zone at once.
import path from 'node:path';

/** Folders beside the features that every feature of that app may import. */
export const SHARED_FOLDERS = ['shared-ui', 'testing'];

/**
 * `{ app, zone }` of a file inside a feature folder, or null (root files, shared places).
 * `featureDirs`: app folder → its feature folder, relative to the app.
 */
function zoneOf(file, root, featureDirs) {
  const [app] = path.relative(root, file).split(path.sep);
  if (!app || !(app in featureDirs)) return null;
  const inside = path.relative(path.join(root, app, featureDirs[app]), file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const parts = inside.split(path.sep);
  if (parts.length < 2) return null;
  return { app, zone: parts[0] };
}

/** @type {import('eslint').Rule.RuleModule} */
const featureZones = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder of an app imports no other feature folder.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, featureDirs: { type: 'object' } },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "'{{importer}}' imports '{{target}}', inside feature '{{zone}}': a feature imports only its own folder, {{shared}}, or packages. Move what both use into src/shared-ui/.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const featureDirs = context.options[0]?.featureDirs ?? {};
    const file = context.filename;
    const own = zoneOf(file, root, featureDirs);
    if (!own || SHARED_FOLDERS.includes(own.zone)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = zoneOf(path.resolve(path.dirname(file), source), root, featureDirs);
      if (!target || target.app !== own.app || target.zone === own.zone) return;
      if (SHARED_FOLDERS.includes(target.zone)) return;
      context.report({
        node,
        messageId: 'crossFeature',
        data: {
          importer: own.zone,
          target: source,
          zone: target.zone,
          shared: SHARED_FOLDERS.join(', '),
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        // jest.mock('../other-feature/...') reaches into a feature as much as an import does.
        const callee = node.callee;
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        const [first] = node.arguments;
        if (isMock && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

export default { rules: { 'feature-zones': featureZones } };
