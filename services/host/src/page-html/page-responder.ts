/**
 * Answers a page request (`/`, `/dashboard`, `/reports/invoice/1`…) with the shell's HTML for
 * that page (render-page.ts), compressed once per distinct page and kept in a small cache, so
 * a page costs no compression per request.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesManifest } from '@fina/contract';
import { planPage } from './page-plan';
import { createPageSources } from './page-sources';
import type { PageSourceFolders } from './page-sources';
import { renderPage } from './render-page';

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const CACHED_PAGES = 64;

function encode(html: string): Encoded {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** The best encoding the request accepts (q-values of 0 honoured). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function createPageResponder(folders: PageSourceFolders) {
  const sources = createPageSources(folders);
  const cache = new Map<string, Encoded>();

  function encoded(html: string): Encoded {
    let entry = cache.get(html);
    if (entry) {
      cache.delete(html); // most recently used last
    } else {
      entry = encode(html);
      if (cache.size >= CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    }
    cache.set(html, entry);
    return entry;
  }

  return {
    /** False when the shell is not built (the caller answers its own "not built" page). */
    available(): boolean {
      return sources.read() !== undefined;
    },
    send(request: FastifyRequest, reply: FastifyReply, urls: RemotesManifest): FastifyReply {
      const current = sources.read();
      if (!current) throw new Error('the shell is not built');
      const pathname = (request.url.split('?')[0] ?? '/').split('#')[0] || '/';
      const html = renderPage(current.template, planPage(pathname, current, urls), urls);
      const body = encoded(html);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body[encoding]);
    },
  };
}
