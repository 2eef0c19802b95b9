import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build cuts each shared library to the exports the sources import; a name this scan
// misses would be missing in the browser, so the scan's reading of imports is pinned here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { usedExports } = require('./webpack.cjs') as {
  usedExports: (packages: string[], dirs: string[]) => string[];
};

function app(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-used-exports-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

describe('usedExports', () => {
  it('collects named imports from every listed package, across files and lines', () => {
    const dir = app({
      'a.tsx': "import { Link, useNavigate as go } from 'react-router-dom';\n",
      'nested/b.ts':
        "import {\n  Routes,\n  Route,\n} from 'react-router';\nimport { map } from 'rxjs';\n",
    });
    expect(usedExports(['react-router', 'react-router-dom'], [dir])).toEqual([
      'Link',
      'Route',
      'Routes',
      'useNavigate',
    ]);
    expect(usedExports(['rxjs'], [dir])).toEqual(['map']);
  });

  it('leaves out type-only imports and test files, which ship nothing', () => {
    const dir = app({
      'a.ts':
        "import type { Observable } from 'rxjs';\nimport { type Subscription, Subject } from 'rxjs';\n",
      'a.test.ts': "import { ReplaySubject } from 'rxjs';\n",
    });
    expect(usedExports(['rxjs'], [dir])).toEqual(['Subject']);
  });

  it('does not read a package whose name only starts like a listed one', () => {
    const dir = app({ 'a.ts': "import { of } from 'rxjs/operators';\n" });
    expect(usedExports(['rxjs'], [dir])).toEqual([]);
  });
});

describe('usedExports on a whole-module import', () => {
  it('stops the build, since the library could not be cut to names', () => {
    const dir = app({
      'a.ts': "import * as rx from 'rxjs';\nexport const s = new rx.Subject();\n",
    });
    expect(() => usedExports(['rxjs'], [dir])).toThrow(/import rxjs by name/);
  });
});
