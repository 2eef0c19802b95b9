import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import '@fina/service-kit/testing'; // loads light-my-request outside jest's sandbox
import { testServiceConfig } from '@fina/service-kit/testing';
import { createTestDatabase } from '@fina/db/testing';
import type { TestDatabase } from '@fina/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from './api-server';
import { loadHostConfig } from './config';
import type { HostConfig } from './config';
import { buildRemoteServer } from './remote-server';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-host-'));
const shellDist = path.join(tmp, 'shell');
fs.mkdirSync(shellDist);
fs.writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(shellDist, 'main.3f9a1c2b7d.js'), 'console.log(1)');
for (const file of ['index.html', 'main.3f9a1c2b7d.js']) {
  const bytes = fs.readFileSync(path.join(shellDist, file));
  fs.writeFileSync(path.join(shellDist, `${file}.br`), zlib.brotliCompressSync(bytes));
  fs.writeFileSync(path.join(shellDist, `${file}.gz`), zlib.gzipSync(bytes));
}

let testDb: TestDatabase;
let app: FastifyInstance;

const hostConfig = (env: NodeJS.ProcessEnv = {}): HostConfig =>
  // No lag shedding (as in buildTestApp): a busy test machine must not turn a call into a 503.
  loadHostConfig({ PORT: '8080', SHELL_DIST: shellDist, API_MAX_LAG_MS: '0', ...env });
const build = (config: HostConfig = hostConfig()) =>
  buildApiServer({
    serviceConfig: testServiceConfig({
      admin: { email: 'admin@fina.test', password: 'admin-123' },
    }),
    hostConfig: config,
    databaseConfig: testDb.config,
    logger: false,
  });

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await build();
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the API server', () => {
  it('serves both services under their prefixes', async () => {
    for (const service of ['account', 'chat']) {
      const res = await app.inject({ method: 'GET', url: `/api/${service}/health` });
      expect(res.json()).toEqual({ status: 'ok', service });
    }
  });

  it('answers /remotes.json from the request host, PORT+1 … PORT+6, not cached', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: 'fina.example:8080' },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      mfe_landing: 'http://fina.example:8081/mf-manifest.json',
      mfe_planning: 'http://fina.example:8082/mf-manifest.json',
      mfe_statements: 'http://fina.example:8083/mf-manifest.json',
      mfe_operations: 'http://fina.example:8084/mf-manifest.json',
      mfe_chat: 'http://fina.example:8085/mf-manifest.json',
      mfe_admin: 'http://fina.example:8086/mf-manifest.json',
    });
  });

  it('serves the shell: SPA fallback for pages, immutable hashed assets, JSON 404 for the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard/x?y=1', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('id="root"');
    const root = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.body).toContain('id="root"');
    const asset = await app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/account/nothing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/There is no GET/);
    const missing = await app.inject({ method: 'GET', url: '/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const post = await app.inject({ method: 'POST', url: '/dashboard', headers: html });
    expect(post.statusCode).toBe(404);
    // curl's default Accept is */*: a page route still answers the app.
    const plain = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('id="root"');
  });

  it('sends the precompressed file the browser accepts, with Vary, cached like the original', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/main.3f9a1c2b7d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await app.inject({
      method: 'GET',
      url: '/main.3f9a1c2b7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const page = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("allows exactly the signed-in page's early-data script, by its hash", async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard', headers: html });
    const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('sets a CSP that allows the remotes, and CORS for the remotes only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, host: 'h.test:8080' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' http:\/\/h\.test:8081/);
    expect(csp).toContain('http://h.test:8086');
    expect(csp).not.toContain('upgrade-insecure-requests');
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/account/login',
        headers: {
          host: 'h.test:8080',
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    expect((await preflight('http://h.test:8081')).headers['access-control-allow-origin']).toBe(
      'http://h.test:8081',
    );
    expect((await preflight('http://evil.test')).headers['access-control-allow-origin']).toBe(
      undefined,
    );
  });

  it('serves the OpenAPI document of both services and the docs page', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/login',
        '/api/account/countries',
        '/api/chat/get_all_users',
      ]),
    );
    expect(doc.paths['/api/account/get_user_details'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/remotes.json']).toBeUndefined();
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('keeps data across a restart on the same database', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/account/create_account',
      payload: { email: 'kept@example.com', password: 'secret-123' },
    });
    expect(created.statusCode).toBe(201);
    await app.close();
    app = await build();
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'kept@example.com', password: 'secret-123' },
    });
    expect(login.statusCode).toBe(200);
    const admin = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'admin@fina.test', password: 'admin-123' },
    });
    expect(admin.json().user.role).toBe('admin');
  });

  it('runs only the services listed in SERVICES', async () => {
    await app.close();
    app = await build(hostConfig({ SERVICES: 'chat' }));
    expect((await app.inject({ method: 'GET', url: '/api/chat/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/account/health' })).statusCode).toBe(404);
  });
});

describe('host configuration', () => {
  it('takes remote URLs from REMOTES_MANIFEST and REMOTE_URL_<NAME>', () => {
    const file = path.join(tmp, 'remotes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ mfe_chat: 'https://cdn.example/chat/mf-manifest.json' }),
    );
    const config = hostConfig({
      REMOTES_MANIFEST: file,
      REMOTE_URL_ADMIN: 'https://admin.example/mf-manifest.json',
    });
    expect(config.remoteUrls).toEqual({
      mfe_chat: 'https://cdn.example/chat/mf-manifest.json',
      mfe_admin: 'https://admin.example/mf-manifest.json',
    });
    expect(() => hostConfig({ SERVICES: 'account,billing' })).toThrow(/SERVICES/);
    expect(() => hostConfig({ REMOTE_URL_CHAT: 'nope' })).toThrow(/REMOTE_URL_CHAT/);
  });
});

describe('the remote server', () => {
  it('serves a dist folder with CORS * and the right caching', async () => {
    const dist = path.join(tmp, 'remote');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js.gz'), zlib.gzipSync(''));
    fs.writeFileSync(path.join(dist, '__federation_expose_App.0a1b2c3d4e.js'), '');
    const remote = await buildRemoteServer(dist);
    try {
      const manifest = await remote.inject({ method: 'GET', url: '/mf-manifest.json' });
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const entry = await remote.inject({
        method: 'GET',
        url: '/remoteEntry.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['content-encoding']).toBe('gzip');
      const chunk = await remote.inject({
        method: 'GET',
        url: '/__federation_expose_App.0a1b2c3d4e.js',
      });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await remote.inject({ method: 'GET', url: '/nope.js' })).statusCode).toBe(404);
    } finally {
      await remote.close();
    }
  });
});
