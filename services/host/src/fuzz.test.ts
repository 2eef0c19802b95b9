/**
 * Hostile input, route by route: every operation of the OpenAPI document is driven with wrong
 * types, missing fields, huge, empty and odd values (NUL, lone surrogates, emoji, 70,000
 * characters, 1e309, negative page sizes), signed in as the owner of a real company and signed
 * out. Nothing a user can send may answer 5xx, and the process must be alive at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@fina/service-kit/testing'; // loads light-my-request outside jest's sandbox
import { createCompanyOwner, testServiceConfig } from '@fina/service-kit/testing';
import type { CompanyOwner } from '@fina/service-kit/testing';
import { createTestDatabase } from '@fina/db/testing';
import type { TestDatabase } from '@fina/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApiServer } from './api-server';
import { loadHostConfig } from './config';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Raw JSON texts: JSON cannot carry 1e309 as a number, so values are written as text. */
const ODD_VALUES: string[] = [
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  '-1e309',
  '9007199254740993',
  '0.1',
  '""',
  '"   "',
  JSON.stringify('a\u0000b'),
  '"\\ud800"',
  JSON.stringify('😀💸'),
  JSON.stringify('x'.repeat(70_000)),
  JSON.stringify('<script>alert(1)</script>'),
  JSON.stringify("' or 1=1 --"),
  '[]',
  '{}',
  '[1,2,3]',
  '{"__proto__":{"polluted":true}}',
];

const ODD_TEXTS = [
  '',
  '-5',
  '0',
  '1e309',
  'NaN',
  'x'.repeat(5000),
  'a\u0000b',
  '😀',
  '../../etc/passwd',
  '2026-13-45',
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-fuzz-'));
const shellDist = path.join(tmp, 'shell');
fs.mkdirSync(shellDist);
fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');

let testDb: TestDatabase;
let app: FastifyInstance;
let owner: CompanyOwner;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApiServer({
    serviceConfig: testServiceConfig({
      rateLimit: { loginPerAddressPerMinute: 1_000_000, publicPerAddressPerMinute: 1_000_000 },
    }),
    // The fuzz floods the process on purpose: it checks answers, not shedding (whose own
    // tests are kit/src/load-shedding.test.ts), so the event-loop lag must not turn them 503.
    hostConfig: loadHostConfig({ PORT: '8080', SHELL_DIST: shellDist, API_MAX_LAG_MS: '0' }),
    databaseConfig: testDb.config,
    logger: false,
  });
  owner = await createCompanyOwner(app, 'fuzz');
}, 60_000);
afterAll(async () => {
  await app.close();
  await testDb.dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(propertiesOf);
  return [...new Set([...own, ...nested])];
}

/** Path values: the owner's own company (reaches the handler), a stranger's id, and junk. */
function pathVariants(template: string): string[] {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return [template];
  const fill = (value: (name: string) => string) =>
    names.reduce(
      (url, name) => url.replace(`{${name}}`, encodeURIComponent(value(name))),
      template,
    );
  return [
    fill((name) =>
      /company/i.test(name) ? owner.companyId : '00000000-0000-4000-8000-000000000000',
    ),
    fill(() => '00000000-0000-4000-8000-000000000000'),
    ...ODD_TEXTS.filter(Boolean).map((odd) => fill(() => odd)),
  ];
}

function requestsFor(url: string, method: string, operation: Operation): InjectOptions[] {
  const queryNames = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const fields = propertiesOf(jsonSchema);
  const out: InjectOptions[] = [];
  const base = { method: method.toUpperCase() as InjectOptions['method'] };

  for (const variant of pathVariants(url)) {
    out.push({ ...base, url: variant });
    for (const name of queryNames) {
      for (const odd of ODD_TEXTS) {
        out.push({ ...base, url: `${variant}?${name}=${encodeURIComponent(odd)}` });
      }
      out.push({ ...base, url: `${variant}?${name}=1&${name}=2` });
    }
  }
  const target = pathVariants(url)[0] ?? url;
  if (method === 'get' || method === 'delete') return out;

  const json = { 'content-type': 'application/json' };
  // Wrong shapes for the whole body.
  for (const payload of ['', 'not json', '[]', '"text"', '42', 'null', '{}', '{"a":']) {
    out.push({ ...base, url: target, headers: json, payload });
  }
  // Each field alone with each odd value, then every field at once.
  for (const field of fields) {
    for (const odd of ODD_VALUES) {
      out.push({
        ...base,
        url: target,
        headers: json,
        payload: `{${JSON.stringify(field)}:${odd}}`,
      });
    }
  }
  for (const odd of ODD_VALUES) {
    const all = fields.map((field) => `${JSON.stringify(field)}:${odd}`).join(',');
    out.push({ ...base, url: target, headers: json, payload: `{${all}}` });
    out.push({
      ...base,
      url: target,
      headers: json,
      payload: `{${all ? `${all},` : ''}"company_id":${JSON.stringify(owner.companyId)}}`,
    });
  }
  // Multipart: junk files and odd fields, and a multipart body sent to a JSON route.
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string, file?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
      file ? `; filename="${file}"\r\nContent-Type: application/octet-stream` : ''
    }\r\n\r\n${value}\r\n`;
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const partNames = ['file', 'logo', 'financial_statement', 'company_id', 'rows', ...fields];
  for (const odd of ODD_TEXTS) {
    const body =
      partNames
        .map((name) => part(name, odd, name === 'file' || name === 'logo' ? 'x.xlsx' : undefined))
        .join('') +
      part('company_id', owner.companyId) +
      `--${boundary}--\r\n`;
    out.push({ ...base, url: target, headers: multipart, payload: body });
  }
  out.push({ ...base, url: target, headers: multipart, payload: `--${boundary}\r\nbroken` });
  return out;
}

it('answers every route of the OpenAPI document without a 5xx, and stays alive', async () => {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );
  expect(operations.length).toBeGreaterThan(40);

  let sent = 0;
  const failures: string[] = [];
  for (const { url, method, operation } of operations) {
    for (const request of requestsFor(url, method, operation)) {
      for (const token of [owner.token, undefined]) {
        const headers = {
          ...(request.headers ?? {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
        const res = await app.inject({ ...request, headers });
        sent += 1;
        if (res.statusCode >= 500) {
          failures.push(
            `${request.method} ${String(request.url).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
  }
  console.info(
    `fuzz: ${sent} requests over ${operations.length} operations, ${failures.length} answered 5xx`,
  );
  expect(failures).toEqual([]);
  const health = await app.inject({ method: 'GET', url: '/api/account/health' });
  expect(health.statusCode).toBe(200);
}, 600_000);

it('refuses a NUL byte in the sign-in email with a 400 naming the field (it used to reach PostgreSQL)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: 'owner\u0000@example.com', password: 'whatever1' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'email' });
});

it('bounds every text field: 70,000 characters in any field is a 400 naming it', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/newsletter_subscribe',
    payload: { email: `${'a'.repeat(70_000)}@example.com` },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'email' });
});
