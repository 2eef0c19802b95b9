/**
 * What the host needs from the built apps to write a page's HTML, read from disk and re-read
 * when a file changes (a rebuild while the host runs): the shell's index.html, its
 * mf-manifest.json (shared files), chunk-groups.json (named lazy chunks) and prerender.json
 * (the sign-in page), the landing's prerender.json, and each locally served remote's
 * mf-manifest.json (its exposed files) and chunk-groups.json (its lazy pages, by area).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@fina/contract';

/** The part of a module-federation manifest (mf-manifest.json) the hints read. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** `dist/prerender.json` of the landing remote or the shell (shared/toolchain/prerender). */
export interface Prerendered {
  css: string;
  pages: Record<string, { title?: string; markup: string }>;
}

export interface PageSources {
  template: string;
  shellManifest?: FederationManifest;
  chunkGroups: Record<string, string[]>;
  prerendered?: Prerendered;
  /** The shell's own prerendered pages (the sign-in page). */
  shellPrerendered?: Prerendered;
  remoteManifests: Partial<Record<RemoteName, FederationManifest>>;
  /** Each locally served remote's chunk-groups.json: its lazy pages' chunks, by area. */
  remoteChunkGroups?: Partial<Record<RemoteName, Record<string, string[]>>>;
}

export interface PageSourceFolders {
  shellDist: string;
  /** The dist folder of each remote this host serves from disk (not one served elsewhere). */
  remoteDists: Partial<Record<RemoteName, string>>;
  /** The remote whose dist holds prerender.json. */
  prerenderedRemote: RemoteName;
}

interface CachedFile {
  mtimeMs: number;
  value: unknown;
}

/** Reads JSON or text files, parsing each again only when its modification time changes. */
function fileCache() {
  const files = new Map<string, CachedFile>();
  return <T>(file: string, parse: (text: string) => T): T | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      files.delete(file);
      return undefined;
    }
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    try {
      const value = parse(fs.readFileSync(file, 'utf8'));
      files.set(file, { mtimeMs, value });
      return value;
    } catch {
      return undefined; // half-written during a rebuild, or not JSON: no hints this time
    }
  };
}

/** `read()` answers the current sources; undefined when the shell is not built. */
export function createPageSources(folders: PageSourceFolders) {
  const cached = fileCache();
  const json = (file: string) => cached(file, (text) => JSON.parse(text) as unknown);
  return {
    read(): PageSources | undefined {
      const template = cached(path.join(folders.shellDist, 'index.html'), (text) => text);
      if (template === undefined) return undefined;
      const remoteManifests: PageSources['remoteManifests'] = {};
      const remoteChunkGroups: NonNullable<PageSources['remoteChunkGroups']> = {};
      for (const [name, dist] of Object.entries(folders.remoteDists)) {
        const manifest = json(path.join(dist, 'mf-manifest.json'));
        if (manifest) remoteManifests[name as RemoteName] = manifest as FederationManifest;
        const groups = json(path.join(dist, 'chunk-groups.json'));
        if (groups) remoteChunkGroups[name as RemoteName] = groups as Record<string, string[]>;
      }
      const prerenderDist = folders.remoteDists[folders.prerenderedRemote];
      return {
        template,
        shellManifest: json(path.join(folders.shellDist, 'mf-manifest.json')) as
          FederationManifest | undefined,
        chunkGroups:
          (json(path.join(folders.shellDist, 'chunk-groups.json')) as Record<string, string[]>) ??
          {},
        prerendered: prerenderDist
          ? (json(path.join(prerenderDist, 'prerender.json')) as Prerendered | undefined)
          : undefined,
        shellPrerendered: json(path.join(folders.shellDist, 'prerender.json')) as
          Prerendered | undefined,
        remoteManifests,
        remoteChunkGroups,
      };
    },
  };
}
