/** Requests for the ledger's service tests: JSON calls and multipart uploads with fields. */
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '@fina/service-kit/testing';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  token: string | undefined,
  payload?: object,
) {
  return app.inject({
    method,
    url: apiUrl(method, path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A multipart body: one file in `file` plus text fields (objects are sent as JSON text). */
export function multipartBody(
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string | object> = {},
) {
  const boundary = `----fina${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: FastifyInstance,
  path: string,
  token: string,
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string | object> = {},
) {
  const body = multipartBody(fileName, bytes, fields);
  return app.inject({
    method: 'POST',
    url: apiUrl('POST', path),
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
}
