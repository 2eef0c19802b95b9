/**
 * The multipart calls of this package: text fields by name and the named files, each read
 * into memory up to the upload limit. A field or file sent twice, or an unexpected file, is
 * a 400 naming it; a file over the limit is a 413 naming it.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, assertCleanStrings, badRequest } from '@fina/service-kit';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface MultipartParts {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export async function readMultipart(
  request: FastifyRequest,
  call: string,
  fileFields: readonly string[],
  maxFileBytes: number,
): Promise<MultipartParts> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `${call} takes multipart/form-data.`);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
    const name = part.fieldname;
    if (Object.hasOwn(fields, name) || Object.hasOwn(files, name)) {
      if (part.type === 'file') part.file.resume();
      throw badRequest(`The field ${name} was sent twice.`, name);
    }
    if (part.type === 'file') {
      if (!fileFields.includes(name)) {
        part.file.resume();
        throw badRequest(`${call} takes no file in ${name}.`, name);
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(
            413,
            `The file is too large: the limit is ${Math.round(maxFileBytes / 1024 / 1024)} MB.`,
            { field: name },
          );
        }
        throw error;
      }
      if (data.length > 0) files[name] = { filename: part.filename, data };
    } else {
      if (part.valueTruncated) {
        throw new HttpError(413, `The field ${name} is too large.`, { field: name });
      }
      fields[name] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    }
  }
  assertCleanStrings(fields);
  return { fields, files };
}
