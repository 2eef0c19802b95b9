/**
 * The ledger's uploads: multipart with one `file` and optional text fields (`mapping` as JSON,
 * `bank_account`). The file is read into memory up to the ledger's limit (413 past it).
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LEDGER_UPLOAD_MAX_BYTES } from '@fina/contract';
import { HttpError, assertCleanStrings, badRequest } from '@fina/service-kit';

export interface LedgerUpload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

const tooLarge = () =>
  new HttpError(
    413,
    `The file is too large: the limit is ${LEDGER_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
    { field: 'file' },
  );

export async function readLedgerUpload(
  request: FastifyRequest,
  what: string,
): Promise<LedgerUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send multipart/form-data with the ${what} in the field "file".`);
  }
  let file: { filename: string; bytes: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: LEDGER_UPLOAD_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest(`Send one file, in the field "file".`, part.fieldname);
        }
        file = { filename: part.filename || 'upload', bytes: await part.toBuffer() };
      } else {
        if (typeof part.value !== 'string') continue;
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw tooLarge();
    throw error;
  }
  if (!file) throw badRequest(`Choose the ${what} to upload.`, 'file');
  assertCleanStrings(fields);
  return { filename: file.filename.slice(0, 255), bytes: file.bytes, fields };
}

/** A JSON text field read with a zod schema; a 400 names the field inside it. */
export function jsonField<T extends z.ZodType>(
  fields: Record<string, string>,
  name: string,
  schema: T,
): z.output<T> | undefined {
  const raw = fields[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be JSON.`, name);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = [name, ...issue.path.map(String)].join('.');
    throw badRequest(issue.message, path);
  }
  return parsed.data;
}
