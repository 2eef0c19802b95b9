/** Requests of the chat session tests: multipart uploads as a browser sends them. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SERVICE_PREFIX } from '@fina/contract';

export const CHAT = SERVICE_PREFIX.chat;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A multipart body with one file part `file` (Node's FormData, encoded by Response), after a
 * `company_id` field when one is given (as the chat screen sends it).
 */
export async function fileForm(
  filename: string,
  data: Uint8Array,
  type = XLSX_TYPE,
  companyId?: string,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (companyId !== undefined) form.append('company_id', companyId);
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function upload(
  app: FastifyInstance,
  token: string,
  filename: string,
  data: Uint8Array,
  companyId?: string,
): Promise<LightMyRequestResponse> {
  const form = await fileForm(filename, data, XLSX_TYPE, companyId);
  return app.inject({
    method: 'POST',
    url: `${CHAT}/upload_excel`,
    payload: form.payload,
    headers: { ...form.headers, ...auth(token) },
  });
}

export const post = (app: FastifyInstance, token: string, call: string, payload: object) =>
  app.inject({ method: 'POST', url: `${CHAT}/${call}`, payload, headers: auth(token) });
