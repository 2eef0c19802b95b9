/**
 * The package index is bundled for the browser: nothing it reaches may import Node or exceljs.
 * Its one package import is the contract's zod-free core (the shared vocabulary).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function reachable(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)].map((m) => m[1]!);
    seen.set(file, specs);
    for (const spec of specs) {
      if (spec.startsWith('.')) visit(`${resolve(dirname(file), spec)}.ts`);
    }
  };
  visit(entry);
  return seen;
}

describe('src/index.ts', () => {
  it('reaches only relative imports and @fina/contract/core (no node:, fs, path, exceljs, no CLI)', () => {
    const graph = reachable(join(__dirname, '..', 'src', 'index.ts'));
    expect(graph.size).toBeGreaterThan(20);
    const allowed = (spec: string) => spec.startsWith('.') || spec === '@fina/contract/core';
    for (const [file, specs] of graph) {
      expect(file).not.toMatch(/[\\/]cli[\\/]/);
      for (const spec of specs) expect([file, spec, allowed(spec)]).toEqual([file, spec, true]);
    }
    const packages = [...graph.values()].flat().filter((spec) => !spec.startsWith('.'));
    expect(new Set(packages)).toEqual(new Set(['@fina/contract/core']));
  });
});
