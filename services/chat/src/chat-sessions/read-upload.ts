/**
 * The one workbook file of an upload_excel request (multipart field `file`), read into memory
 * up to the upload limit, with a file name fit to show in the sidebar, and the company it is
 * for (field `company_id`, sent before the file; checked here to be an id, not an owner).
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CHAT_COMPANY_FIELD, chatCompanyIdField } from '@fina/contract';
import { HttpError, badRequest } from '@fina/service-kit';

const FALLBACK_NAME = 'workbook.xlsx';
const MAX_NAME_LENGTH = 200;

/** The last path segment, without control characters, trimmed and bounded. */
export function displayFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return FALLBACK_NAME;
  return clean.length > MAX_NAME_LENGTH ? clean.slice(0, MAX_NAME_LENGTH) : clean;
}

export async function readWorkbookUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; data: Buffer; companyId: string | null }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'upload_excel takes multipart/form-data: one .xlsx file in "file".');
  }
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw badRequest('Choose an .xlsx file to upload.', 'file');
  const companyId = companyField(file);
  try {
    return { filename: displayFilename(file.filename), data: await file.toBuffer(), companyId };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        `The file is too large: the limit is ${formatMegabytes(maxBytes)} MB.`,
        { field: 'file' },
      );
    }
    throw error;
  }
}

/** The `company_id` field sent before the file, or null when there is none. */
function companyField(file: MultipartFile): string | null {
  const part = file.fields[CHAT_COMPANY_FIELD];
  if (part === undefined) return null;
  const value = !Array.isArray(part) && part.type === 'field' ? part.value : undefined;
  const parsed = chatCompanyIdField.safeParse(value);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'company_id is invalid.',
      CHAT_COMPANY_FIELD,
    );
  }
  return parsed.data;
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? String(Math.round(mb)) : mb.toFixed(2);
}
