/**
 * Reading the multipart calls of this feature: update_balance_sheet sends form fields only
 * (row lists as JSON text, spec section 7); parse_upload sends one .xlsx file.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, assertCleanStrings, badRequest } from '@fina/service-kit';

function requireMultipart(request: FastifyRequest, call: string, what: string): void {
  if (!request.isMultipart()) {
    throw new HttpError(415, `${call} takes multipart/form-data: ${what}.`);
  }
}

/**
 * The form fields of a multipart request, by name. A field sent as `application/json` arrives
 * already parsed; any other arrives as text. Files are refused: this call takes none.
 */
export async function readFormFields(
  request: FastifyRequest,
  call: string,
): Promise<Record<string, unknown>> {
  requireMultipart(request, call, 'the fields, with each row list as JSON text');
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume(); // drain it, so the request ends cleanly
      throw badRequest(`${call} takes no file (got one in ${part.fieldname}).`, part.fieldname);
    }
    if (part.valueTruncated) {
      throw new HttpError(413, `The field ${part.fieldname} is too large.`, {
        field: part.fieldname,
      });
    }
    if (Object.hasOwn(fields, part.fieldname)) {
      throw badRequest(`The field ${part.fieldname} was sent twice.`, part.fieldname);
    }
    fields[part.fieldname] = part.value;
  }
  assertCleanStrings(fields);
  return fields;
}

/** The one uploaded file of a multipart request, read into memory up to `maxBytes`. */
export async function readUploadedFile(
  request: FastifyRequest,
  call: string,
  maxBytes: number,
): Promise<{ filename: string; data: Buffer }> {
  requireMultipart(request, call, 'one .xlsx file in the field "file"');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw badRequest('Choose an .xlsx file to upload.', 'file');
  try {
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        `The file is too large: the limit is ${Math.round(maxBytes / (1024 * 1024))} MB.`,
        { field: 'file' },
      );
    }
    throw error;
  }
}
