/** `npm start` rebuilds a package only when what its build reads changed (build-inputs.mjs). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Evaluates `expression` over build-inputs.mjs's exports `m` in a node process (ESM). */
function evaluate<T>(expression: string): T {
  const script = `import * as m from './scripts/build-inputs.mjs'; console.log(JSON.stringify(${expression}));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}

describe('build inputs', () => {
  it('a remote depends on itself and its workspace packages, never on another app or a service', () => {
    const folders = evaluate<string[]>("m.inputFolders('mfe-chat')");
    expect(folders).toEqual(
      expect.arrayContaining(['mfe-chat', 'shared/contract', 'shared/toolchain']),
    );
    expect(folders.some((f) => f.startsWith('services/') || f === 'mfe-planning')).toBe(false);
  });

  it('the services bundle depends on every service and the shared packages it imports', () => {
    const folders = evaluate<string[]>("m.inputFolders('@fina/host')");
    expect(folders).toEqual(
      expect.arrayContaining(['services/host', 'services/db', 'shared/finance']),
    );
    expect(folders.some((f) => f.startsWith('mfe-'))).toBe(false);
    expect(evaluate<string>("m.folderOf('@fina/host')")).toBe('services/host');
  });

  it('gives the same hash for the same files, and different packages different hashes', () => {
    const [a, b, c] = evaluate<string[]>(
      "[m.inputHash('mfe-admin'), m.inputHash('mfe-admin'), m.inputHash('mfe-chat')]",
    );
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("every app's hash covers the names the apps import from the shared libraries", () => {
    // The shell provides rxjs, the router and antd cut to those names, and antd's stylesheet
    // covers the components any app renders: a remote that starts using one more must make
    // the shell rebuild, though none of the shell's own files changed.
    const text = evaluate<string>('m.sharedConfigText()');
    const config = JSON.parse(text) as [
      Record<string, { treeShaking?: { usedExports: string[] } }>,
      string[],
    ];
    expect(config[0].rxjs?.treeShaking?.usedExports).toContain('BehaviorSubject');
    expect(config[0].antd?.treeShaking?.usedExports).toContain('Button');
    expect(config[0].antd?.treeShaking?.usedExports).not.toContain('Table');
    expect(config[1]).toEqual(expect.arrayContaining(['Button', 'Table', 'Form']));
  });
});
