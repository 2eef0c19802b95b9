import path from 'node:path';

/** `main.3f9a1c2b.js`, `123.4e5f6a7b8c.css`, `vendors-abc.0123abcd.chunk.js`… */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const ALWAYS_FRESH = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/** Hashed files never change (cache a year); entry files and everything else revalidate. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`main.3f9a1c2b.js.br`) is cached like the file it encodes.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (!ALWAYS_FRESH.has(name) && HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
