/**
 * apps.json is the one list of apps. The configs read it; what cannot read a file is checked
 * against it here: npm's workspaces (package.json) and the contract's typed REMOTES (the
 * shell and the host use them; their order is the port order).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@fina/contract/core';

interface AppEntry {
  folder: string;
  kind: 'host' | 'remote';
  remote?: string;
  federation: string;
  title: string;
  portOffset: number;
  antd: boolean;
  features?: string;
  benchRoute: { label?: string; path: string; auth: boolean };
}

const root = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const apps: AppEntry[] = readJson('apps.json').apps;
const remotes = apps.filter((app) => app.kind === 'remote');

describe('apps.json, the one list of apps', () => {
  it('has one host on the base port and remotes on distinct port offsets', () => {
    expect(apps.filter((app) => app.kind === 'host').map((app) => app.portOffset)).toEqual([0]);
    const offsets = apps.map((app) => app.portOffset);
    expect(new Set(offsets).size).toBe(apps.length);
    expect(new Set(apps.map((app) => app.federation)).size).toBe(apps.length);
  });

  it('names existing app packages, each built from its own folder', () => {
    for (const app of apps) {
      expect([app.folder, readJson(`${app.folder}/package.json`).name]).toEqual([
        app.folder,
        app.folder,
      ]);
      expect([app.folder, existsSync(path.join(root, app.folder, 'webpack.config.cjs'))]).toEqual([
        app.folder,
        true,
      ]);
      if (app.features) {
        expect([app.folder, existsSync(path.join(root, app.folder, app.features))]).toEqual([
          app.folder,
          true,
        ]);
      }
    }
  });

  it('lists every app folder of the repository (a folder with a webpack config)', () => {
    const onDisk = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .filter((entry) => existsSync(path.join(root, entry.name, 'webpack.config.cjs')))
      .map((entry) => entry.name)
      .sort();
    expect(onDisk).toEqual(apps.map((app) => app.folder).sort());
  });

  it('matches the npm workspaces of package.json (npm cannot read apps.json)', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    const appWorkspaces = workspaces.filter((entry) => !entry.includes('/') && entry !== 'e2e');
    expect(appWorkspaces).toEqual(apps.map((app) => app.folder));
  });

  it("matches the contract's REMOTES: same remotes, names, packages, in port order", () => {
    const byPort = [...remotes].sort((a, b) => a.portOffset - b.portOffset);
    expect(byPort.map((app) => app.portOffset)).toEqual(byPort.map((_, index) => index + 1));
    expect(Object.entries(REMOTES)).toEqual(
      byPort.map((app) => [app.remote, { name: app.federation, package: app.folder }]),
    );
  });
});
